"""Teacher's answers for lesson 11 (notebooks/11_pattern_databases.ipynb).
Run: python solutions/11_pattern_databases_solutions.py

Your turn 1: groups of at most 4 tiles whose tables beat five groups of three.
Your turn 2: the mirrored board the tables' second lookup reads.
"""

from puzzlelib import Board
from puzzlelib.exercises import check_mirror, check_partition

# --- Your turn 1. Expected reasoning: a table gains on Manhattan distance only where its own tiles get in
# each other's way, and tiles get in each other's way when their home cells are near: in the same row or
# column, or side by side. Square 2 x 2 blocks keep each tile with a neighbour in its row *and* one in its
# column; whole rows (or columns) catch only one direction and do no better than five groups of three.
blocks = [(1, 2, 5, 6), (3, 4, 7, 8), (9, 10, 13, 14), (11, 12, 15)]
print("Your turn 1:", check_partition(blocks, strict=True))

# --- Your turn 2. Expected reasoning: transposing moves the cells; then each tile must be renamed after its
# mirrored home, so that the goal, transposed, becomes the goal again. The renaming is read off the goal:
# the tile standing in a cell of the transposed goal becomes the tile the goal has in that cell. Every move
# of a solution mirrors to a move, and the mirrored goal is the goal, so the mirrored board is exactly as far.
goal = Board.goal(4, 4)
rename = dict(zip(goal.transpose().tiles, goal.tiles, strict=True))


def mirror(board):
    return Board(4, 4, tuple(rename[t] for t in board.transpose().tiles))


print("Your turn 2:", check_mirror(mirror, strict=True))

