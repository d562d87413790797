"""Teacher's answers for lesson 8 (notebooks/08_beyond_the_8_puzzle.ipynb).
Run: python solutions/08_beyond_the_8_puzzle_solutions.py

Your turn 1: a memory cap under which A* (Manhattan) is stopped on the seed-14 15-puzzle and IDA* is not.
Your turn 2: the smallest weight (steps of 0.5) with which weighted A* solves the seed-3 24-puzzle
within 20,000 expansions.
"""

from puzzlelib import SearchLimitError, random_solvable, solve
from puzzlelib.exercises import check_memory_cap, check_weight
from puzzlelib.memory import measure_memory

# --- Your turn 1. Expected reasoning: about 250 bytes per stored board (the lesson's measurement), and A*
# stores tens of thousands of boards on a 41-move board, so it needs some megabytes; IDA* needs a few
# kilobytes. Any cap between the two works; measure A*'s need and take half of it.
cap_board = random_solvable(4, 4, seed=14)
need = measure_memory(solve, cap_board, method="astar", heuristic="manhattan")
cap = round(0.7 * need.peak_bytes / 1e6, 1)
print(f"Your turn 1: A* needs {need.peak_bytes / 1e6:.1f} MB here; a cap of {cap} MB:")
print(check_memory_cap(cap_board, cap, strict=True))

# --- Your turn 2. Expected method: try w = 1, 1.5, 2, ... in order and stop at the first that fits the
# budget. The answer is larger than the 15-puzzle's (the post's advice: the bigger the board, the more
# the guess must be trusted); a larger weight is not always cheaper, so the search must go in order.
board24 = random_solvable(5, 5, seed=3)
for k in range(1, 20):
    w = 1 + 0.5 * (k - 1)
    try:
        r = solve(board24, method="astar" if w == 1 else "wastar", heuristic="manhattan", weight=w, max_nodes=20_000)
    except SearchLimitError:
        continue
    print(f"Your turn 2: w = {w:g} ({r.length} moves, {r.nodes_expanded:,} expansions)")
    print(check_weight(board24, w, max_nodes=20_000, strict=True))
    break
