"""Teacher's answers for lesson 5 (notebooks/05_scored_search.ipynb). Run: python solutions/05_scored_search_solutions.py

Your turn 1: weights that make the scored search find a shortest solution of the trap board.
Your turn 2: another board on which the ant post's rule returns a longer solution than the shortest.
"""

from puzzlelib import random_solvable, solve
from puzzlelib.exercises import check_score_trap, check_solution
from puzzlelib.statespace import distance_table

table = distance_table(3, 3)

# The trap the notebook finds: the first seed whose board has the blank bottom right and fools the rule.
trap = next(b for b in (random_solvable(3, 3, seed=s) for s in range(200))
            if b.blank_pos == (2, 2)
            and solve(b, method="scored", heuristic="manhattan+blank").length > table.distance(b))
bfs_nodes = solve(trap, method="bfs").nodes_expanded

# --- Your turn 1: try a grid of weights; keep those that give a shortest solution, cheapest first.
good = []
for weight_h in (0.5, 1, 1.5, 2, 3):
    for weight_g in (0.5, 1, 1.5, 2, 3):
        r = solve(trap, method="scored", heuristic="manhattan+blank", weight_h=weight_h, weight_g=weight_g,
                  max_nodes=200_000)
        if r.length == table.distance(trap):
            good.append((r.nodes_expanded, weight_h, weight_g, r))
good.sort(key=lambda item: item[0])
assert {(h, g) for _, h, g, _ in good} == {(h, g) for h in (0.5, 1, 1.5, 2, 3) for g in (0.5, 1, 1.5, 2, 3) if h <= g}
nodes, weight_h, weight_g, best = good[0]
print(f"Your turn 1: weight_h={weight_h}, weight_g={weight_g} gives {best.length} moves with {nodes:,} expansions "
      f"(BFS: {bfs_nodes:,}). Every pair with weight_h <= weight_g works here: "
      f"{sorted({(h, g) for _, h, g, _ in good})}")
assert check_solution(trap, best.moves, optimal=True)
# The idea to explain: weight_h / weight_g <= 1 trusts the score no more than the steps (lesson 6: A*).

# --- Your turn 2: any other seed whose board fools the rule.
for seed in range(1, 200):
    board = random_solvable(3, 3, seed=seed)
    if board != trap and check_score_trap(board):
        break
print(f"Your turn 2: random_solvable(3, 3, seed={seed}) = {board.to_text()}")
print(check_score_trap(board))
