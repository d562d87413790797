"""Teacher's answers for lesson 6 (notebooks/06_scored_search.ipynb). Run: python solutions/06_scored_search_solutions.py

Each answer comes with the reasoning a student should give; each is run through the lesson's own check.
"""

from puzzlelib import Board
from puzzlelib.exercises import check_blacklist, check_expansions

BOARD = Board.parse("3 5 1 / 2 4 6 / 8 7 9")  # the ant post's board, blank written as 9
DEALT = Board.parse("1 2 3 / 7 6 4 / 8 5 9")  # Your turn 1's board, 10 moves from the goal

# --- Section 2's question: what changed from lesson 5's bfs?
# The queue (oldest first) became a list sorted by f, the smallest taken (newest of equals); the visited set,
# filled when a board is queued, became the blacklist, filled when a board is taken out; the goal test moved
# from taking a board out to making it, so the start itself is no longer tested; the parent and level maps
# became the moves and step each view carries; and the moves are made L, R, U, D instead of
# board.neighbors()'s U, D, L, R.

# --- Your turn 1: the loop by hand, on 1 2 3 / 7 6 4 / 8 5 _ (score 6: tiles 7, 6, 8 and 5 one cell from
# home, tile 4 two).
# The start is expanded first. Its children: blank left (slides 5) and blank up (slides 4). Both score 8
# (the tile moved one cell further from home, and the blank one cell away from its corner), so both get
# f = 8 x 2 + 2 = 18. The loop makes them in the order L, U, so after the sort U is last: U is expanded
# second (the tie rule: among equal f, the view added last).
# U's children (step 3): blank left (1 2 3 / 7 0 6 / 8 5 4, score 8, f = 19) and blank up (1 2 0 / 7 6 3 /
# 8 5 4, score 10, f = 23); blank down would be the start, which is on the blacklist. The list now holds
# f = 18 (the start's L child), 19, 23.
# The third expansion is the smallest f on the whole list: the L child of the start, 18, a sibling of the
# second board, not its child. A common slip is to follow the second board "downwards" as a walk would.
# Section 5 then shows the cost of the tie: every shortest solution (10 moves) begins with L, but the loop
# took U first, and the first goal it makes lies beyond U: 12 moves, the first of them away from the goal.
SECOND, WAITING, THIRD = "U", [18, 19, 23], "L"

# --- Your turn 2: the blacklist.
# The loop blacklists a board when it takes it from the list, and checks only *children* against the
# blacklist. A board made twice (from two parents) before either copy is taken sits on the list twice; when
# the second copy comes out it is expanded again (blacklist.add of a board already there changes nothing).
# Counting: len(blacklist) when the loop stops, or the pops whose board is already on the blacklist. On the
# post's board 8 of the 946 expansions repeat a board: 938 different boards.
# Skipping a board already on the blacklist when it is taken out (the BFS article's `else continue`) gives
# 937 expansions, not 938: a repeat that is expanded adds its children to the list again (with a larger
# step, so a larger f), and without those views the list holds different boards at the end, so the loop
# finds the goal after a slightly different set of expansions. Its road is still 24 moves.
DIFFERENT, SKIPPING = 938, 937


def main() -> None:
    for check in (check_expansions(DEALT, SECOND, WAITING, THIRD),
                  check_blacklist(BOARD, DIFFERENT, SKIPPING)):
        print(check, end="\n\n")
        check.require()  # AssertionError with the check's report if an answer is not right


if __name__ == "__main__":
    main()
