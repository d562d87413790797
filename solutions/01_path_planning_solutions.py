"""Teacher's answers for notebooks/01_path_planning.ipynb (run: python solutions/01_path_planning_solutions.py)."""

from puzzlelib import GridProblem
from puzzlelib.exercises import check_greedy_longer, check_greedy_trap, check_grid_path
from puzzlelib.exercises.verdicts import forget_guesses

WALLED = GridProblem.parse("""
. . . . . .
. # # . # .
S # G . . .
. # # # # .
. . . . . .
""")

# Your turn 1: the food is boxed in on three sides; the only ways in are from the right (cell 16) or
# down through the gap above it (cell 10 -> 16). Up the left edge, along the top to the gap, down,
# and left onto the food: 8 steps. Going round the bottom to the right side takes 12. No walk is
# shorter than 8: the ant must leave cell 13 upwards or downwards (right is a wall), and either way it
# must reach cell 16, the only open neighbour of the food, which is at least 7 steps from the start.
MY_WALK = "UURRRDDL"  # the same walk as cells: [13, 7, 1, 2, 3, 4, 10, 16, 15]

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

# Your turn 2: two ways round the long wall. Going up, the distance to the food falls along the second row as far as
# the cell just left of the short wall (distance 2), so greedy best-first follows it, finds the short wall in
# its way and must climb over it to the top row and round the right edge: 10 steps. The way along the bottom
# row never looks as close, but is 6 steps. A* counts the steps already taken, so the detour's growing g
# makes the bottom way look shorter in total, and it takes it.
MY_GRID = """
. . . . . .
. . . . # .
S # # # G .
. . . . . .
"""


def main() -> None:
    forget_guesses()
    for check in (check_grid_path(WALLED, MY_WALK),
                  check_grid_path(WALLED, [13, 7, 1, 2, 3, 4, 10, 16, 15]),
                  check_greedy_longer(MY_GRID),
                  check_greedy_trap(MY_TRAP)):
        print(check, end="\n\n")
        check.require()  # AssertionError with the check's report if an answer is not right


if __name__ == "__main__":
    main()
