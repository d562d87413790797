"""Teacher's answers for lesson 8 (notebooks/08_beyond_the_8_puzzle.ipynb).
Run: python solutions/08_beyond_the_8_puzzle_solutions.py

Your turn 1: the 3 x 4 board reaches 12!/2 boards (parity: exactly half of all arrangements).
Your turn 2: undo the shuffle: reverse the list and swap each move for its opposite.
Try this (pattern databases): compare a few splits of the 8 tiles.
"""

import math

from puzzlelib import Board
from puzzlelib.board import OPPOSITE
from puzzlelib.exercises import check_heuristic, check_solution, check_state_count
from puzzlelib.pdb import pattern_heuristic
from puzzlelib.shuffle import random_moves

answer = math.factorial(12) // 2
print("Your turn 1:", f"{answer:,}", check_state_count(3, 4, answer))
assert check_state_count(3, 4, answer)

shuffle = random_moves(12, seed=8, rows=4, cols=4, no_undo=True)
shuffled = Board.goal(4, 4).apply(shuffle)
restore = "".join(OPPOSITE[m] for m in reversed(shuffle))
print(f"Your turn 2: shuffle {''.join(shuffle)} -> restore {restore}")
verdict = check_solution(shuffled, restore)
print(verdict)
assert verdict  # right, though (as the check says) shorter solutions exist: the shuffle wasted moves

for groups in ([(1, 2), (3, 4), (5, 6), (7, 8)], [(1, 2, 3, 4), (5, 6, 7, 8)], [(1, 2, 4, 5), (3, 6, 7, 8)]):
    result = check_heuristic(pattern_heuristic(3, 3, groups, progress=False, cache=False))
    print(f"Try this: {groups}: mean h {result.details['mean_h']:.2f} of {result.details['mean_distance']:.2f}")
