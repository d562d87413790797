"""Teacher's answers for lesson 6 (notebooks/06_scored_search.ipynb). Run: python solutions/06_scored_search_solutions.py

Each answer comes with the reasoning a student should give; each is run through the lesson's own check.
"""

from puzzlelib import Board
from puzzlelib.exercises import check_blacklist, check_expansions

BOARD = Board.parse("3 5 1 / 2 4 6 / 8 7 9")  # the ant post's board, blank written as 9
DEALT = Board.parse("1 2 3 / 6 8 5 / 4 7 9")  # Your turn 1's board, 10 moves from the goal

# --- Section 2's question: what changed from lesson 5's bfs? (Lines doing the same job keep bfs's names.)
# The queue (oldest first) became a list sorted by f, the smallest taken (newest of equals); the visited set,
# filled when a board is queued, became the blacklist, filled when a board is taken out; the goal test moved
# from taking a board out to making it, so the start itself is no longer tested; the parent and level maps
# became the moves and step each view carries (a board can wait on the list twice, each copy with its own
# road); and the children are made L, R, U, D (post_order) instead of board.neighbors()'s U, D, L, R.

# --- Your turn 1: the loop by hand in bfs's order (U, D, L, R), on 1 2 3 / 6 8 5 / 4 7 _ (score 6: tiles
# 4, 5, 7 and 8 one cell from home, tile 6 two).
# The start is expanded first. Its children: blank up (slides 5) and blank left (slides 7). Both score 8
# (the tile moved one cell further from home, and the blank one cell away from its corner), so both get
# f = 8 x 2 + 2 = 18. In bfs's order U is made first and L last, so after the sort L is last: L is expanded
# second (the tie rule: among equal f, the view added last). The post's order, L then U, would take U: the
# order changes no f, only which of two equal views was added last.
# L's children (step 3), made U then L: blank up (1 2 3 / 6 0 5 / 4 8 7, slides 8 home: score 8, f = 19)
# and blank left (1 2 3 / 6 8 5 / 0 4 7, slides 4 away: score 10, f = 23); blank right would be the start,
# which is on the blacklist. The list now holds f = 18 (the start's U child), 19, 23.
# The third expansion is the smallest f on the whole list: the start's U child, 18, a sibling of the
# second board, not its child. A common slip is to follow the second board "downwards" as a walk would.
# The explorer cannot replay this order: it shows the post's (U second, then f = 18, 23, 23, L third).
SECOND, WAITING, THIRD = "L", [18, 19, 23], "U"

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
    for check in (check_expansions(DEALT, SECOND, WAITING, THIRD, order="UDLR"),
                  check_blacklist(BOARD, DIFFERENT, SKIPPING)):
        print(check, end="\n\n")
        check.require()  # AssertionError with the check's report if an answer is not right


if __name__ == "__main__":
    main()
