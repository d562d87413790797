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

# Your turn 2: a cup open at the bottom. The ant inside steps up towards the food, meets the wall, and every
# other neighbour is further away, so the greedy walk stops; BFS walks out of the cup and around.
MY_GRID = """
. . . . . . .
. . . G . . .
. # # # # # .
. # . . . # .
. # . S . # .
. . . . . . .
"""


def main() -> None:
    for check in (check_grid_path(WALLED, MY_WALK),
                  check_grid_path(WALLED, [11, 6, 1, 2, 3, 8, 13, 14, 15, 10, 5]),
                  check_greedy_trap(MY_GRID)):
        print(check, end="\n\n")
        check.require()  # AssertionError with the check's report if an answer is not right


if __name__ == "__main__":
    main()
