"""Teacher's answers for lesson 9 (notebooks/09_big_boards_the_human_way.ipynb).
Run: python solutions/09_big_boards_the_human_way_solutions.py

Your turn 1: undo a 12-move shuffle: the same moves backwards, each reversed.
Your turn 2: a 15-puzzle at least 10 moves from the goal that row by row solves in the fewest moves.
"""

from puzzlelib import Board
from puzzlelib.exercises import check_row_by_row_shortest, check_solution
from puzzlelib.shuffle import random_moves

# --- Your turn 1. Expected reasoning: the last move of the shuffle must be undone first, so the moves
# come backwards, and each is reversed (U <-> D, L <-> R).
shuffle = random_moves(12, seed=8, rows=4, cols=4, no_undo=True)
shuffled = Board.goal(4, 4).apply(shuffle)
reverse = {"U": "D", "D": "U", "L": "R", "R": "L"}
answer = "".join(reverse[m] for m in reversed(shuffle))
print("Your turn 1:", "".join(shuffle), "->", answer)
print(check_solution(shuffled, answer, strict=True))

# --- Your turn 2. Expected reasoning: every stage of row by row follows a fixed recipe except the last
# 2 x 3 block (rows 3-4, columns 2-4), which is finished by breadth-first search, i.e. in the fewest moves.
# A board shuffled only inside that block leaves every earlier line home, so the method goes straight to
# its search. Moving the blank around the block's ring of six cells keeps it inside.
board = Board.goal(4, 4).apply("LLURRD" * 2)
print("Your turn 2:", board.to_text())
print(check_row_by_row_shortest(board, min_moves=10, strict=True))
