"""Teacher's answers for lesson 5 (notebooks/05_scored_search.ipynb). Run: python solutions/05_scored_search_solutions.py

Your turn 1: weights that give a shortest solution of the trap board with fewer boards than BFS.
Your turn 2: a board at most 12 moves from the goal that still fools the ant post's rule.
"""

from puzzlelib import Board, random_solvable, solve
from puzzlelib.exercises import check_close_trap, check_weights
from puzzlelib.shuffle import random_moves
from puzzlelib.statespace import distance_table

table = distance_table(3, 3)
trap = next(b for b in (random_solvable(3, 3, seed=s) for s in range(200))
            if b.blank_pos == (2, 2)
            and solve(b, method="scored", heuristic="manhattan+blank").length > table.distance(b))

# --- Your turn 1. Expected reasoning: the ant post trusts the score twice as much as the steps; bring the
# ratio weight_h / weight_g down to 1 or below (A*'s balance, lesson 6) and the road behind counts fully.
# On this board every pair with weight_h <= weight_g works; (1, 1) is the cheapest of them here.
verdict = check_weights(trap, 1, 1, strict=True)
WEIGHT_H, WEIGHT_G = 1, 1  # the answer as the lesson's cell sets it
print("Your turn 1: weight_h = 1, weight_g = 1 ->", verdict)
assert not check_weights(trap, 1.5, 1)  # still trusts the score too much on this board

# --- Your turn 2. Expected reasoning: near the goal most boards are fooled by nothing, because the score
# is almost exact there; a trap needs a board whose best-scoring child leads away (for example tiles that
# are each one step from home but must make room for one another). A systematic way: shuffle the goal by
# a few random moves and keep the first board the rule gets wrong, or scan lesson 4's table by depth.
found = None
for depth in range(1, 13):
    found = next((b for b in table.boards_at(depth)
                  if solve(b, method="scored", heuristic="manhattan+blank").length > depth), None)
    if found is not None:
        break
MY_BOARD = found
print(f"Your turn 2: {found.to_text()} ({table.distance(found)} moves from the goal) ->",
      check_close_trap(found, max_moves=12, strict=True))
for seed in range(500):  # the experimental route a student would take
    candidate = Board.goal(3, 3).apply(random_moves(14, seed=seed, rows=3, cols=3, no_undo=True))
    if check_close_trap(candidate, max_moves=12):
        print(f"  by shuffling 14 random moves, seed {seed}: {candidate.to_text()}")
        break
