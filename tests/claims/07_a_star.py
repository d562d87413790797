# Claims of lesson 7, checked in the lesson's own kernel after its last cell.
import heapq
import json
import statistics
from pathlib import Path

import puzzlelib
from puzzlelib import HEURISTICS, Board, random_solvable, solve
from puzzlelib.draw import sift_up_steps
from puzzlelib.exercises import check_heuristic, check_must_expand
from puzzlelib.statespace import distance_table

table = distance_table(3, 3)

# Section 1: the teaching push agrees with heapq, and the predicted story (12 climbs to the root in 3 swaps).
numbers = [14, 16, 15, 20, 17, 18, 16, 12, 9, 30, 11, 12.5, 40, 2]
mine, theirs = [], []
for value in numbers:
    push(mine, value)
    heapq.heappush(theirs, value)
assert mine == theirs
assert [heappop(mine) for _ in numbers] == sorted(numbers)   # our pushes make a heap heappop reads right
assert waiting == [12, 14, 15, 16, 17, 18, 16, 20]
steps = sift_up_steps([14, 16, 15, 20, 17, 18, 16], 12)
assert len(steps) == 4 and steps[-1][0] == waiting and steps[-1][1] == 0  # the picture: a leaf, then 3 swaps


def _textbook_pop(heap):
    """The pop the lesson describes: the last leaf to the root, swapped down past its smaller child."""
    top, last = heap[0], heap.pop()
    if heap:
        heap[0], i = last, 0
        while True:
            kids = [k for k in (2 * i + 1, 2 * i + 2) if k < len(heap)]
            small = min(kids, key=heap.__getitem__, default=None)
            if small is None or heap[small] >= heap[i]:
                break
            heap[i], heap[small] = heap[small], heap[i]
            i = small
    return top


# "heappop returns the same smallest entry (it arranges the rest a little differently when entries tie)"
ours, theirs = list(waiting), list(waiting)
popped = [(_textbook_pop(ours), heappop(theirs)) for _ in range(3)]
assert all(a == b for a, b in popped) and ours != theirs   # the lesson's own heap: same entries, other order

# Section 2: the diff has four places and the changes the prose lists; our loops give the package's numbers.
diff = code_diff(scored, astar)
assert diff.changes == 4
removed = "\n".join(t for m, t in diff.lines if m == "-")
added = "\n".join(t for m, t in diff.lines if m == "+")
assert "2 * score" in removed and "h(start)" in added and "hc = h(child)" in added   # 1 priority, 3 the blank
assert "if child == goal" in removed and "if board == goal" in added                 # 2 the goal test
assert "waiting.sort" in removed and "push(waiting, entry)" in added and "pop(waiting)" in added  # 4
assert "if board in closed" in added                                                 # 5 closed copies
assert "neighbors" not in removed + added                                           # the same child order
for seed in range(40):
    b = random_solvable(3, 3, seed=seed)
    ours, package = astar(b), solve(b, method="astar", heuristic="manhattan")
    assert ours == ("".join(package.moves), package.nodes_expanded)
    assert scored(b)[0] != "" and len(scored(b)[0]) >= table.distance(b)
ant = solve(ant_board, method="astar", heuristic="manhattan")
assert (moves, expanded) == ("".join(ant.moves), ant.nodes_expanded)
# "only ties notice" the child order: the scored search in the post's order L R U D is lesson 6's package search.
assert len(scored(ant_board)[0]) == solve(ant_board, method="scored", heuristic="manhattan+blank").length
# change 3: "one move from the goal ... score says 2 where 1 move is needed; h never says too much"
assert all(score(b) == 2 and h(b) == 1 for b in table.boards_at(1))

# Section 3: "every board with f below C leaves the heap before the goal ... and some boards with f = C":
# on Your turn 2's board A* expands every f < C board, and besides those, boards at f = C and none above.
start = Board.parse("4 2 0 / 5 7 3 / 8 1 6")
run = solve(start, method="astar", heuristic="manhattan", record=True)
expanded_f = {run.trace.nodes[i].state: run.trace.nodes[i].f for i in run.trace.expanded}
from_start = distance_table(3, 3, goal=start)
below_c = {b for g in range(16) for b in from_start.boards_at(g) if g + b.manhattan() < 16}
assert below_c <= set(expanded_f) and 16 in expanded_f.values() and max(expanded_f.values()) == 16
# "whatever its tie rule ... and some boards with f = C": a few f = C boards lie on every shortest road, so
# every A* expands them (the task asks only for f below C, and says "some", not "which").
layers = {}
for g in range(16):
    for b in from_start.boards_at(g):
        if g + table.distance(b) == 16:
            layers.setdefault(g, []).append(b)
forced = [road[0] for g, road in layers.items() if len(road) == 1 and g + road[0].manhattan() == 16]
assert len(forced) == 8 and all(b in expanded_f for b in forced)

# Going further, a higher guess: the sample, the dominance counts, and the tie board's story.
sample = [random_solvable(3, 3, seed=s) for s in range(300)]
md = [solve(b, heuristic="manhattan").nodes_expanded for b in sample]
lc = [solve(b, heuristic="linear_conflict").nodes_expanded for b in sample]
more = [sample[i] for i in range(300) if lc[i] > md[i]]
assert len(sample) == 300 and len(set(sample)) == 300
assert statistics.median(lc) < statistics.median(md)
assert len(more) == 4
assert all(HEURISTICS["linear_conflict"](b) >= HEURISTICS["manhattan"](b) for b in sample)
# "which dominates misplaced tiles", and all three admissible (the check runs every 8-puzzle board)
assert all(HEURISTICS["manhattan"](b) >= HEURISTICS["misplaced"](b) for b in sample)
assert all(check_heuristic(HEURISTICS[name]) for name in ("misplaced", "manhattan", "linear_conflict"))
# "... are admissible and consistent too": one move lowers none of them by more than 1 (here on the sample
# and every board one move from it; the whole space, 181,440 boards, gives the same, in about a minute)
for name in ("misplaced", "manhattan", "linear_conflict"):
    guess = HEURISTICS[name]
    assert all(guess(b) - guess(c) <= 1 for b in sample for _, c in b.neighbors()), name
assert all(abs(h(b) - h(c)) == 1 for b in sample for _, c in b.neighbors())  # "a move carries one tile one cell"
# "where do its extra boards come from?": ties at f = C (every one of the 4; Going further's board)
for board in more:
    C = table.distance(board)
    counts = {}
    for name in ("manhattan", "linear_conflict"):
        r = solve(board, method="astar", heuristic=name, record=True)
        fs = [r.trace.nodes[i].f for i in r.trace.expanded]
        assert max(fs) == C
        counts[name] = (sum(f < C for f in fs), sum(f == C for f in fs))
    assert counts["linear_conflict"][0] <= counts["manhattan"][0]
    assert counts["linear_conflict"][1] > counts["manhattan"][1]
tie_board = Board.parse("7 4 1 / 5 0 3 / 8 2 6")
C = table.distance(tie_board)
assert tie_board in more and C == 14
counts = {}
for name in ("manhattan", "linear_conflict"):
    r = solve(tie_board, method="astar", heuristic=name, record=True)
    fs = [r.trace.nodes[i].f for i in r.trace.expanded]
    assert max(fs) == C
    counts[name] = (sum(f < C for f in fs), sum(f == C for f in fs))
assert counts["linear_conflict"][0] < counts["manhattan"][0]       # fewer boards it cannot skip ...
assert counts["linear_conflict"][1] > 2 * counts["manhattan"][1]   # ... "many more tie at f = C"

# Your turn 2: the board is 16 moves away, and its count is neither the expanded count nor the f <= C count;
# the teacher's count passes the function check.
assert table.distance(start) == 16
must = sum(1 for g in range(16) for b in from_start.boards_at(g) if g + b.manhattan() < 16)
truth = check_must_expand(start, must).details
assert truth["must"] == must and truth["f_equal"] > 0 and truth["expanded"] > must


def _teachers_count(board):
    shortest = distance_table(3, 3).distance(board)
    around = distance_table(3, 3, goal=board)
    return sum(1 for g in range(shortest) for b in around.boards_at(g) if g + b.manhattan() < shortest)


assert check_must_expand_function(_teachers_count)

# Going further, a guess that says too much: 4,650 boards overestimated; none of the sample longer with solve;
# the whole-space result is on file; the 4 x 4 board really loses two moves.
over = check_heuristic(HEURISTICS["manhattan+blank"])
assert not over and over.details["overestimates"] == 4650


def _closed_skipping_astar_length(start, guess):
    """A* that never re-opens a closed board, ties to the smaller h then the older push, as in the lesson."""
    goal, tick, closed = start.goal_of(), 0, set()
    heap = [(guess(start), guess(start), 0, 0, start)]
    while heap:
        _, _, _, g, board = heapq.heappop(heap)
        if board in closed:
            continue
        if board == goal:
            return g
        closed.add(board)
        for _, child in board.neighbors():
            if child not in closed:
                tick += 1
                heapq.heappush(heap, (g + 1 + guess(child), guess(child), tick, g + 1, child))


# The teacher's answer to "how many longer, and by how much": 5 of the 300 sample boards, by 2 each time (always
# even: parity); solve's A*, which re-opens, is shortest on every one of them.
blank = HEURISTICS["manhattan+blank"]
longer = [b for b in sample if _closed_skipping_astar_length(b, blank) > table.distance(b)]
assert len(longer) == 5
assert all(_closed_skipping_astar_length(b, blank) == table.distance(b) + 2 for b in longer)
assert all(solve(b, heuristic="manhattan+blank").length == table.distance(b) for b in sample)
record = Path(puzzlelib.__file__).resolve().parent / "data" / "blank_guess_8puzzle.json"
on_file = json.loads(record.read_text())
assert on_file["boards"] == 181_439 and on_file["not_shortest"] == 0
board4 = Board.parse("5 4 8 7 / 6 2 10 12 / 9 1 0 3 / 13 14 11 15")
runs4 = {name: solve(board4, method="astar", heuristic=name) for name in ("manhattan", "manhattan+blank")}
assert runs4["manhattan"].optimal and runs4["manhattan+blank"].length == runs4["manhattan"].length + 2

# The starters as stored are not Right.
assert not check_worst_push_order(my_order)
assert not check_must_expand_function(must_expand)
