"""Teacher's answers for lesson 8 (notebooks/08_comparing_searches.ipynb).
Run: python solutions/08_comparing_searches_solutions.py

Your turn 1: how many uniform random boards a race needs to expect 10 at depth 8.
Section 6: conclusions the race supports (for the discussion; students should find their own wording).
Your turn 2: a board near the goal on which greedy wastes 20 moves or more, and greedy's first wrong move.
"""

from puzzlelib import solve
from puzzlelib.exercises import check_boards_needed, check_greedy_detour
from puzzlelib.races import race_8puzzle, race_medians
from puzzlelib.statespace import distance_table

table = distance_table(3, 3)
counts = table.histogram()

# --- Your turn 1. A uniform random board is at depth 8 with probability 116 / 181,440, about 1 in 1,564, so
# 10 of them take about 15,641 boards. At depth 30 (221 boards) it takes about 8,210 for 10; at depth 31
# (2 boards) about 907,200. Drawing from the boards at each depth gives every depth its 12 with 12 draws.
needed = 10 * table.reachable / counts[8]
print(f"Your turn 1: {needed:,.0f}; at depth 30: {10 * table.reachable / counts[30]:,.0f}")
print(check_boards_needed(needed, strict=True))

# --- Section 4's questions. Boards held per board expanded (the depth-24 medians): greedy about 1.7, the scored
# search and A* about 1.6, BFS 1.2. A search that dives leaves the siblings of every board on its road waiting;
# BFS at depth 24 has met most of the 181,440 boards, so most children it makes are boards it already holds.
# Linear conflict's guess costs more to compute (it scans every row and column for tiles in each other's way):
# 3.1 microseconds per board expanded against Manhattan's 1.8; but it expands fewer than half as many boards,
# so a run still takes less time (1.5 against 1.6 ms at depth 24, and further apart at deeper depths).
held = race_medians(race_8puzzle(), "memory").loc[24] / race_medians(race_8puzzle(), "expanded").loc[24]
print("boards held per board expanded at depth 24:", held.round(2).to_dict())

# --- Section 6, conclusions the race supports (each with its chart and depths; printed below from the race):
# - Shortest required: A* with linear conflict expands the fewest of the guaranteed searches at every depth
#   (ties at depths 1 to 8, where every A* walks straight to the goal); BFS expands 100 to 300 times more at
#   depths 14 to 26, less at 30 because it runs out of boards.
# - BFS's line flattens from depth 24: it cannot expand more than the 181,440 boards there are.
# - Greedy is cheaper than A* Manhattan at depths 18 and 21 to 31, dearer at 13 to 17, 19 and 20, and it pays
#   a median of 12 extra moves over the whole sample (25 at depth 24); the scored search's median is 0 to 4.
# - Milliseconds rank the searches as boards expanded do at depth 24, except that linear conflict costs more
#   per board (a costlier guess) and still less per run.
# - 12 boards per depth cannot show rare boards (a greedy detour near the goal, a tie where linear conflict
#   loses to Manhattan): medians hide the worst cases.
race = race_8puzzle()
work = race_medians(race, "expanded")
print("depths where greedy is cheaper than A* Manhattan:", list(work.index[work["greedy"] < work["A* Manhattan"]]))
print("BFS / A* linear conflict, depth by depth:", (work["BFS"] / work["A* linear conflict"]).round().astype(int).tolist())

# --- Your turn 2. Near the goal greedy is rarely fooled; 36 of the 1,850 boards within 10 moves make it waste
# 20 moves or more. One way to find one: look for a board where one move brings a tile nearer home while it
# blocks the road the other tiles need (here the blank sits in the middle of a ring of tiles turned one place).
board = next(b for d in range(1, 11) for b in table.boards_at(d)
             if solve(b, method="greedy", heuristic="manhattan").length - d >= 20)
found = solve(board, method="greedy", heuristic="manhattan")
path = board.path(found.moves)
k = next(i for i in range(found.length) if table.distance(path[i + 1]) != table.distance(path[i]) - 1)
print(f"Your turn 2: {board.to_text()} ({table.distance(board)} moves), greedy {found.length} moves; "
      f"its move {k + 1}, {found.moves[k]}, is the first off every shortest road")
print(check_greedy_detour(board, found.moves[k], strict=True))
# Why: that move slides tile 6 one step nearer its home, so the guess drops from 8 to 7, while the board moves
# from 8 to 9 moves away; greedy compares guesses only and never counts the moves it has already made.
