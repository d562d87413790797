"""Teacher's answers for notebooks/01_path_planning.ipynb (run: python solutions/01_path_planning_solutions.py)."""

from puzzlelib import GridProblem
from puzzlelib.exercises import check_greedy_trap, check_grid_path

WALLED = GridProblem.parse("""
. . . # G
. # . # .
S # . . .
""")

# Your turn 1: up the left edge, along the top to the middle column, down it, right along the bottom, up to the food.
MY_WALK = "UURRDDRRUU"  # the same walk as cells: [11, 6, 1, 2, 3, 8, 13, 14, 15, 10, 5]

# Your turn 2: a wall on three sides of the ant, with the food just beyond the middle wall. Up, left and right
# are walls; the only open step (down) leads further from the food, so the greedy walk stops at once, while
# BFS walks down, round the wall and up to the food (8 steps). 25 cells, as the exercise allows.
MY_GRID = """
. . . . .
. . G . .
. # # # .
. # S # .
. . . . .
"""


def main() -> None:
    for check in (check_grid_path(WALLED, MY_WALK),
                  check_grid_path(WALLED, [11, 6, 1, 2, 3, 8, 13, 14, 15, 10, 5]),
                  check_greedy_trap(MY_GRID, max_cells=25)):
        print(check, end="\n\n")
        check.require()  # AssertionError with the check's report if an answer is not right


if __name__ == "__main__":
    main()
