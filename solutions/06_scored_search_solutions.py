"""Teacher's answers for lesson 6 (notebooks/06_scored_search.ipynb). Run: python solutions/06_scored_search_solutions.py

Each answer comes with the reasoning a student should give; each is run through the lesson's own check.
"""

from puzzlelib import Board
from puzzlelib.exercises import check_blacklist, check_dealt_trap, check_expansions

BOARD = Board.parse("3 5 1 / 2 4 6 / 8 7 9")  # the ant post's board, blank written as 9

# --- Your turn 1: the loop by hand.
# The start (score 10) is expanded first. Its children: blank left (slides 7) and blank up (slides 6).
# Both have score 12 (the tile moved one cell further from home, and the blank one cell away from its corner),
# so both get f = 12 x 2 + 2 = 26. The loop makes them in the order L, U, so after the sort U is last:
# U is expanded second (the tie rule: among equal f, the view added last).
# U's children (step 3): blank left (3 5 1 / 2 0 4 / 8 7 6) and blank up (3 5 0 / 2 4 1 / 8 7 6), both score
# 14, f = 14 x 2 + 3 = 31 (blank down would be the start, which is on the blacklist). The list now holds
# f = 26 (the start's L child), 31, 31.
# The third expansion is the smallest f on the whole list: the L child of the start, 26, a sibling of the
# second board, not its child. A common slip is to follow the second board "downwards" as a walk would.
SECOND, WAITING, THIRD = "U", [26, 31, 31], "L"

# --- Your turn 2: a trap the post's game could deal.
# Design: make the start's two children tie on f, while every shortest solution begins with the child the
# loop does *not* take first. The loop makes L before U, so on a tie it takes U. So we want boards whose
# shortest solutions all begin with L while U scores as well. Moving the blank from the goal along
# U L L D R R U L D R rotates tiles 4, 7, 6 and 5 and brings the blank home: 1 2 3 / 7 6 4 / 8 5 _.
# Its children: L (slides 5) and U (slides 4) both score 8, f = 18; the shortest solution (10 moves)
# begins with L, the loop takes U, and it returns 12 moves. Its road's first move (sliding 4) already steps
# away: the true distance goes from 10 to 11.
TRAP = Board.goal(3, 3).apply("ULLDRRULDR")
FIRST_AWAY, TILE = 1, 4

# --- Your turn 3: the blacklist.
# The loop blacklists a board when it takes it from the list, and checks only *children* against the
# blacklist. A board made twice (from two parents) before either copy is taken sits on the list twice; when
# the second copy comes out it is expanded again (blacklist.add of a board already there changes nothing).
# Counting: return len(blacklist) with the moves, or count pops whose board is already on the blacklist.
# On the post's board 8 of the 946 expansions repeat a board: 938 different boards.
# (The BFS article's queue behaves the same way: lesson 5.)
DIFFERENT = 938


def main() -> None:
    for check in (check_expansions(BOARD, SECOND, WAITING, THIRD),
                  check_dealt_trap(TRAP, FIRST_AWAY, TILE),
                  check_blacklist(BOARD, DIFFERENT)):
        print(check, end="\n\n")
        check.require()  # AssertionError with the check's report if an answer is not right


if __name__ == "__main__":
    main()
