"""Teacher's answers for lesson 7 (notebooks/07_comparing_searches.ipynb).
Run: python solutions/07_comparing_searches_solutions.py

Your turn 1: a board at most 10 moves from the goal on which greedy returns a longer solution than the shortest.
Your turn 2: the effective branching factor b*, by bisection.
"""

import numpy as np

from puzzlelib import solve
from puzzlelib.exercises import check_branching_factor, check_close_trap
from puzzlelib.statespace import distance_table

# The lesson's boards: three per depth 4, 8, ..., 28, seed 7.
table = distance_table(3, 3)
rng = np.random.default_rng(7)
boards = []
for depth in range(4, 29, 4):
    candidates = table.boards_at(depth)
    boards += [candidates[i] for i in rng.choice(len(candidates), size=3, replace=False)]

# --- Your turn 1. Expected reasoning: greedy looks only at the guess of the board in front of it, so it
# is fooled where the move that lowers Manhattan distance most must be undone later (two tiles that are
# each one step from home but in each other's way). Near the goal that is rare: 4 of the 116 boards at
# depth 8 and 21 of the 152 at depth 9. A student finds one by reasoning or by testing shuffles of the goal.
near = next(b for depth in range(1, 11) for b in table.boards_at(depth)
            if solve(b, method="greedy", heuristic="manhattan").length > depth)
print("Your turn 1:", near.to_text(), f"({table.distance(near)} moves from the goal)")
print(check_close_trap(near, max_moves=10, method="greedy", heuristic="manhattan", strict=True))


# --- Your turn 2: bisection on the tree size 1 + b + ... + b**depth.
def effective_b(generated, depth):
    lo, hi = 1.0, 2.0
    while sum(hi ** k for k in range(depth + 1)) < generated + 1:
        hi *= 2
    while hi - lo > 1e-6:
        mid = (lo + hi) / 2
        if sum(mid ** k for k in range(depth + 1)) < generated + 1:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


board20 = boards[3 * 4]  # the first 20-move board, as in the notebook
run = solve(board20, method="astar", heuristic="manhattan")
b = effective_b(run.nodes_generated, run.length)
print(f"Your turn 2: generated {run.nodes_generated}, depth {run.length}, b* = {b:.3f}")
print(check_branching_factor(run.nodes_generated, run.length, round(b, 3)))
assert check_branching_factor(run.nodes_generated, run.length, round(b, 3))
