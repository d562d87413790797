"""Teacher's answers for lesson 8 (notebooks/08_comparing_searches.ipynb).
Run: python solutions/08_comparing_searches_solutions.py

Your turn 1: how many uniform random boards a race needs to expect 10 at depth 8.
Section 6: conclusions the race supports (for the discussion; students should find their own wording).
Your turn 2: a board near the goal on which greedy wastes 20 moves or more although its opening move is on a
shortest road, and the tile of greedy's first move off every shortest road.
"""

from puzzlelib import solve
from puzzlelib.exercises import check_boards_needed, check_greedy_detour
from puzzlelib.races import race_8puzzle, race_medians
from puzzlelib.statespace import distance_table

table = distance_table(3, 3)
counts = table.histogram()

# --- Your turn 1. A uniform random board is at depth 8 with probability 116 / 181,440, about 1 in 1,564, so
# 10 of them take about 15,641 boards. From the printed share (0.064%, rounded) a student gets 15,625, which
# the check calls rounded. At depth 30 (221 boards) it takes about 8,210 for 10; at depth 31 (2 boards) about
# 907,200. Why 12 suffice (Going further): drawing from the boards at each depth gives every depth its 12
# with 12 draws, whatever its share.
needed = 10 * table.reachable / counts[8]
print(f"Your turn 1: {needed:,.0f}; at depth 30: {10 * table.reachable / counts[30]:,.0f}")
print(check_boards_needed(needed, strict=True))

# --- Going further, one board: the first depth-24 board ranks the searches as the medians do (greedy 199
# boards expanded, BFS 100,880), but it is the dearest of the 12 for A* Manhattan (2,087 against a median of
# 966): one board gets the order right here and the size wrong.
# Going further, greedy against lesson 7's loop: listing a waiting board again only on a shorter road leaves
# greedy the same solutions on all 340 boards and 1 to 4 fewer boards expanded on 11 (tests/claims checks it).
# --- Section 4's question: the scored search expands fewer boards than A* Manhattan at depth 24 (861 against
# 966) but takes longer (1.9 against 1.6 ms): its step is dearer (a sorted list, the blank counted).
# Going further: boards held per board expanded (the depth-24 medians): greedy about 1.7, the scored
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
# - Greedy is cheaper than A* Manhattan at depths 18 and 21 to 31, dearer at 13, 15 to 17, 19 and 20 (tied up
#   to 10): "from about 21 on" is the chart's answer. It pays a median of 12 extra moves over the whole sample
#   (25 at depth 24); the scored search's median is 0 to 4.
# - Section 5: no run with a guarantee took an extra move (the dotted worst lines stay at 0, 0 of 1,360).
#   Greedy's median leaves 0 at depth 13; the dotted line says it took extra moves before that: its worst
#   board takes 2 at depth 8 (too small to see at the chart's scale) and 22 at depth 9, so "from 9" read off
#   the chart is a good answer. A median of 0 hides up to five boards in twelve that take extra moves (up to
#   24, at depth 10).
#   a median of 0 hides up to five boards in twelve that take extra moves (up to 24, at depth 10).
# - Milliseconds rank the searches as boards expanded do at depth 24, except that linear conflict costs more
#   per board (a costlier guess) and still less per run.
# - 12 boards per depth cannot show rare boards (a greedy detour near the goal, a tie where linear conflict
#   loses to Manhattan): medians hide the worst cases.
race = race_8puzzle()
work = race_medians(race, "expanded")
print("depths where greedy is cheaper than A* Manhattan:", list(work.index[work["greedy"] < work["A* Manhattan"]]))
print("BFS / A* linear conflict, depth by depth:", (work["BFS"] / work["A* linear conflict"]).round().astype(int).tolist())

# --- Your turn 2. Near the goal greedy is rarely fooled: 36 of the 705 boards within 10 moves make it waste
# 20 moves or more, and on 26 of them its very first move already leaves every shortest road; the task asks
# for one of the other 10. One way to find one: for each board, trace greedy's road with the table's
# distances; its first move off every shortest road is the first that does not bring it one move nearer.
wasteful = [b for d in range(1, 11) for b in table.boards_at(d)
            if solve(b, method="greedy", heuristic="manhattan").length - d >= 20]


def first_off_road(board):
    found = solve(board, method="greedy", heuristic="manhattan")
    path = board.path(found.moves)
    k = next(i for i in range(found.length) if table.distance(path[i + 1]) != table.distance(path[i]) - 1)
    return found, path, k


board = next(b for b in wasteful if first_off_road(b)[2] > 0)
found, path, k = first_off_road(board)
tile = path[k].tile_moved(found.moves[k])
print(f"Your turn 2: {len(wasteful)} boards waste 20 or more, {sum(first_off_road(b)[2] > 0 for b in wasteful)} "
      f"start on a shortest road; {board.to_text()} ({table.distance(board)} moves), greedy {found.length} moves; "
      f"its move {k + 1} slides tile {tile}, the first off every shortest road")
print(check_greedy_detour(board, tile, strict=True))
# Why (greedy now stands on 1 2 3 / 7 0 4 / 8 6 5): that move brings tile 6 one step nearer its home, so
# Manhattan distance drops from 8 to 7, while the board moves from 8 to 9 moves away. Sliding tile 4 would lower
# the guess as much and stay on a shortest road: a tie, which greedy settles by the order it listed the
# children; it compares guesses only and never looks further.
