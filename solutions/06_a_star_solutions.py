"""Teacher's answers for lesson 6 (notebooks/06_a_star.ipynb). Run: python solutions/06_a_star_solutions.py

Your turn 1: "wrong row + wrong column" is admissible and never below misplaced tiles.
Your turn 2: the prediction (board B) and the reason.
Going further: a heuristic that is admissible but not consistent.
"""

from puzzlelib import Board, solve
from puzzlelib.exercises import check_better_heuristic, check_inconsistent_heuristic, check_more_expanded
from puzzlelib.statespace import distance_table


def my_h(board):
    goal = board.goal_of()
    total = 0
    for tile in range(1, board.size):
        (r, c), (gr, gc) = board.position_of(tile), goal.position_of(tile)
        total += (r != gr) + (c != gc)
    return total


# --- Your turn 1. Paper answers: a tile in the wrong row must make at least one vertical move, in the wrong
# column at least one horizontal move, and a move carries one tile: never more than the truth. A misplaced
# tile is in a wrong row or a wrong column (or both), so it counts at least 1: never below misplaced tiles.
print("Your turn 1:", check_better_heuristic(my_h, than="misplaced", strict=True))

# --- Your turn 2. B: its Manhattan distance (8) is far below its true distance (20), while A's (18) is close.
# A* expands every board whose f = g + h stays below 20; with a guess that low, far more boards qualify.
table = distance_table(3, 3)
a, b = Board.parse("0 1 4 / 8 7 5 / 6 3 2"), Board.parse("0 1 3 / 7 6 2 / 4 5 8")
print(f"  h(A) = {a.manhattan()}, h(B) = {b.manhattan()}, true distance {table.distance(a)} for both")
print("Your turn 2:", check_more_expanded(a, b, "B", strict=True))


# --- Going further: admissible but not consistent. Use Manhattan only when the blank is in a corner and
# misplaced tiles elsewhere: both never overestimate, but one move of the blank out of a corner can make
# the value drop by more than 1.
def bumpy(board):
    return board.manhattan() if board.blank_pos in {(0, 0), (0, 2), (2, 0), (2, 2)} else board.misplaced()


print("Going further:", check_inconsistent_heuristic(bumpy, strict=True))
print("  A* with it is still shortest:", solve(Board.parse("8 6 7 / 2 5 4 / 3 0 1"), method="astar",
                                                heuristic=bumpy).length)
