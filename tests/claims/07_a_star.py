# Claims of lesson 7, checked in the lesson's own kernel after its last cell.
import heapq
import json
from pathlib import Path

import puzzlelib
from puzzlelib import HEURISTICS, Board, random_solvable, solve
from puzzlelib.draw import sift_up_steps
from puzzlelib.exercises import check_must_expand
from puzzlelib.statespace import distance_table

# Section 1: the teaching push agrees with heapq, and the predicted story (12 climbs to the root in 3 swaps).
numbers = [14, 16, 15, 20, 17, 18, 16, 12, 9, 30, 11, 12.5, 40, 2]
mine, theirs = [], []
for value in numbers:
    push(mine, value)
    heapq.heappush(theirs, value)
assert mine == theirs
popped, popped_heapq = [pop(mine) for _ in numbers], [heapq.heappop(theirs) for _ in numbers]
assert popped == popped_heapq == sorted(numbers) and mine == []   # the teaching pop hands out the smallest
assert waiting == [12, 14, 15, 16, 17, 18, 16, 20]
steps = sift_up_steps([14, 16, 15, 20, 17, 18, 16], 12)
assert len(steps) == 4 and steps[-1][0] == waiting and steps[-1][1] == 0  # the picture: a leaf, then 3 swaps

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

# Section 3: the sample, the dominance counts, and the tie board's story.
assert len(sample) == 300 and len(set(sample)) == 300
assert statistics.median(lc) < statistics.median(md)
assert len(more) == 4
assert all(HEURISTICS["linear_conflict"](b) >= HEURISTICS["manhattan"](b) for b in sample)
# "which dominates misplaced tiles", and all three admissible (the check runs every 8-puzzle board)
assert all(HEURISTICS["manhattan"](b) >= HEURISTICS["misplaced"](b) for b in sample)
assert all(check_heuristic(HEURISTICS[name]) for name in ("misplaced", "manhattan", "linear_conflict"))
assert tie_board.to_text() == "7 4 1 / 5 0 3 / 8 2 6" and C == 14
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
start = Board.parse("4 2 0 / 5 7 3 / 8 1 6")
assert table.distance(start) == 16
from_start = distance_table(3, 3, goal=start)
must = sum(1 for g in range(16) for b in from_start.boards_at(g) if g + b.manhattan() < 16)
truth = check_must_expand(start, must).details
assert truth["must"] == must and truth["f_equal"] > 0 and truth["expanded"] > must


def _teachers_count(board):
    shortest = distance_table(3, 3).distance(board)
    around = distance_table(3, 3, goal=board)
    return sum(1 for g in range(shortest) for b in around.boards_at(g) if g + b.manhattan() < shortest)


assert check_must_expand_function(_teachers_count, seed=1)

# Section 4: counting the blank overestimates on thousands of boards; none of the sample is longer; the
# whole-space result is on file; the 4 x 4 board really loses two moves.
assert over == 4650 and not check_heuristic(HEURISTICS["manhattan+blank"])
assert longer == 0
record = Path(puzzlelib.__file__).resolve().parent / "data" / "blank_guess_8puzzle.json"
on_file = json.loads(record.read_text())
assert on_file["boards"] == 181_439 and on_file["not_shortest"] == 0
runs4 = {name: solve(board4, method="astar", heuristic=name) for name in ("manhattan", "manhattan+blank")}
assert runs4["manhattan"].optimal and runs4["manhattan+blank"].length == runs4["manhattan"].length + 2

# The starters as stored are not Right.
assert not check_worst_push_order(my_order)
assert not check_must_expand_function(must_expand)
assert not check_between_guess(my_h)
