"""Teacher's answers for notebooks/01_path_planning.ipynb (run: python solutions/01_path_planning_solutions.py)."""

from puzzlelib import GridProblem
from puzzlelib.exercises import check_greedy_longer, check_greedy_trap, check_shortest_walks
from puzzlelib.exercises.verdicts import forget_guesses

WALLED = GridProblem.parse("""
. . . . . .
. # . . . .
S # . # G .
. # . # # .
. # . . . .
""")

# Your turn 1: the wall in the second column runs from the second row to the bottom, so every walk passes it
# along the top row: up 2 rows to cell 1, right to cell 3 (the top of the third column). From cell 3 the
# food is 2 columns right and 2 rows down, and the wall at cell 16 (left of the food) rules out going down
# the third column to the food's row: right-right-down-down, right-down-right-down and down-right-right-down
# remain. No walk is shorter than 8: every walk climbs 2 rows to pass the first wall, crosses 4 columns and
# comes back down 2 rows. The package's solve() gives one of the three (any method, two between them), and
# no order of depth-first search finds any of them (Going further).
MY_WALKS = ["UURRRRDD", "UURRRDRD", "UURRDRRD"]
# the same walks as cells: [13, 7, 1, 2, 3, 4, 5, 11, 17], [13, 7, 1, 2, 3, 4, 10, 11, 17],
# [13, 7, 1, 2, 3, 9, 10, 11, 17]

# Going further (a trap for the greedy step): a corridor leads the ant straight towards the food, into a pocket walled on the right, above
# and below. In the pocket every neighbour is further from the food than the pocket's end, so the greedy
# step stops after 2 steps; the only way round is back out and over the top (or under the bottom):
# 8 steps, 4 more than the Manhattan distance of 4. 25 cells, as the exercise allows.
MY_TRAP = """
. . . . .
. # # # .
S . . # G
. # # # .
. . . . .
"""

# Your turn 2: two ways round the long wall. Going up, the distance to the food falls along the third row as far as
# the cell just left of the short wall (distance 1), so greedy best-first follows it, finds the short wall (two
# cells high) in its way and must climb over it to the top row and round the right edge: 12 steps. The way
# along the bottom row never looks as close, but is 6 steps. A* counts the steps already taken, so the
# detour's growing g makes the bottom way look shorter in total, and it takes it. 30 cells, 6 steps longer.
MY_GRID = """
. . . . . .
. . . . # .
. . . . # .
S # # # G .
. . . . . .
"""


def main() -> None:
    forget_guesses()
    for check in (check_shortest_walks(WALLED, MY_WALKS),
                  check_greedy_longer(MY_GRID),
                  check_greedy_trap(MY_TRAP)):
        print(check, end="\n\n")
        check.require()  # AssertionError with the check's report if an answer is not right


if __name__ == "__main__":
    main()
