"""Teacher's answers for lesson 13 (notebooks/13_big_boards_the_human_way.ipynb).
Run: python solutions/13_big_boards_the_human_way_solutions.py

Your turn 1: which last rows of a 15-puzzle can be finished without touching the rows above.
Your turn 2: how row by row's moves grow with the board.
Your turn 3: a 15-puzzle at least 12 moves from the goal that row by row solves in the fewest moves.
"""

from puzzlelib import Board
from puzzlelib.exercises import check_last_row, check_move_growth, check_row_by_row_shortest


# --- Your turn 1. Expected reasoning: in a single row the blank can only swap with its left or right
# neighbour, so the tiles slide but never pass each other: their order, read left to right without the blank,
# never changes. The row can be finished exactly when that order is already 13, 14, 15 (the blank anywhere).
def can_finish(row):
    return [t for t in row if t != 0] == [13, 14, 15]


print("Your turn 1:", check_last_row(can_finish, strict=True))


# --- Your turn 2. Expected reasoning: there are about n * n tiles, each carried about n cells (a third of the
# way across on average, in each direction), and each cell a tile travels costs a handful of blank moves
# (the blank walks round to its far side): about n**3 moves. The lesson's table gives moves / n**3 of about
# 2.5 to 2.6 at 8 x 8 to 10 x 10; the ratio still rises slowly with n (about 2.9 at 16 x 16, 3.0 at 20 x 20,
# towards about 3.3), because the n**2 terms fade. A power law fitted to the table, moves = a * n**k, gives k
# of about 3.2 and works as well on the sizes checked; only much larger boards tell 3 from 3.2.
def predict_moves(n):
    return 2.6 * n**3


print("Your turn 2:", check_move_growth(predict_moves, strict=True))

# --- Your turn 3. Expected reasoning: every stage of row by row follows a fixed recipe except the last
# 2 x 3 block (rows 3-4, columns 2-4), which is finished by breadth-first search, in the fewest moves.
# A board shuffled only inside that block leaves every earlier line home, so the method goes straight to its
# search. Moving the blank around the block's ring of six cells keeps it inside: "LLURRD" is one lap, and two
# laps are 12 moves from the goal (three laps are also 12; five come back to the goal).
board = Board.goal(4, 4).apply("LLURRD" * 2)
print("Your turn 3:", board.to_text())
print(check_row_by_row_shortest(board, strict=True))
