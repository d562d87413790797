"""Teacher's answers for lesson 10 (notebooks/10_ida_star.ipynb).
Run: python solutions/10_ida_star_solutions.py

Your turn 1: a model of A*'s memory from the boards it expanded and stored.
Your turn 2 (homework, Going further): two paths from the goal that meet: a transposition.
Homework (Going further): the bounds IDA* with Manhattan distance tries, from the guess at the start and the
length.
"""

from puzzlelib import random_solvable, solve
from puzzlelib.exercises import check_ida_bounds, check_memory_model, check_transposition
from puzzlelib.memory import measure_memory

# --- Your turn 1. Expected reasoning: A* still holds every board it generated when it stops (the open list
# as well as the closed one), so the memory follows `stored`, not `expanded`; each stored board costs about
# the same number of bytes (the lesson measured it on one board: a board as a tuple, its g in a table, its
# parent link, its heap entry). Measuring that cost once and multiplying is the whole model. A model on
# `expanded` with its own cost per board also passes (stored is 1.8 to 2 times expanded on every 15-puzzle
# tried): listen for the why, which only the model on `stored` answers.
board = random_solvable(4, 4, seed=15)
measure_memory(solve, board, method="astar", heuristic="linear_conflict")  # the first run counts Python's setup
use = measure_memory(solve, board, method="astar", heuristic="linear_conflict")
bytes_per_board = use.peak_bytes / use.result.max_memory_nodes


def predict_mb(expanded, stored):
    return stored * bytes_per_board / 1e6


print(f"Your turn 1: {bytes_per_board:.0f} bytes per stored board")
print(check_memory_model(predict_mb, strict=True))


# --- Homework, IDA*'s bounds. Expected reasoning: the first pass uses the guess of the start board as its
# bound and the last one ends at the length of the shortest solution. In between the bound rises by exactly 2: one move
# changes g by 1 and Manhattan distance by exactly 1 (one tile moves one cell), so f = g + h stays the same
# or grows by 2. A board cut off in one pass therefore has f at most 2 above the bound, and f always keeps
# the parity of the start's h (the same parity as every solution, lesson 4): nothing in between can exist.
def predict_bounds(h, length):
    return list(range(h, length + 1, 2))


print("Homework:", predict_bounds(39, 45))
print(check_ida_bounds(predict_bounds, strict=True))

# --- Your turn 2. Expected reasoning: the blank walking three times round one 2 x 2 block puts every tile
# back (12 moves); half of that walk one way and half the other way reach the same board, so from the goal
# "ULDRUL" and "LURDLU" (both round the bottom-right block) meet after 6 moves each. IDA* keeps no list of
# boards, so it expands that board, and the whole tree below it, once for each path within the bound.
print("Your turn 2:", check_transposition("ULDRUL", "LURDLU", strict=True))
