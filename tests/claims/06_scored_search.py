"""Claims of notebooks/06_scored_search.ipynb, checked in the lesson's own kernel after its last cell."""
import inspect

from puzzlelib import solve

# Section 1: the score counts the blank as the post does.
assert score == board.manhattan(count_blank=True) == 10

# Section 2: the loop is short, and it makes the package's moves with the package's expansions (946).
assert len(inspect.getsource(scored_search).splitlines()) <= 25
assert moves == "".join(result.moves) and len(moves) == result.length == 24
assert expanded == result.nodes_expanded == 946
assert board.apply(moves) == goal

# Section 3: "the open table, next first": the explorer's first row is the board expanded next, at every
# step; "its g is the post's step (the start has g = 1), h the score, f = h x 2 + g".
from puzzlelib.widgets.frontier import ordered_open  # noqa: E402

trace = run.trace
for step in range(trace.steps):
    assert ordered_open(trace.open_at(step), "scored")[0].id == trace.expanded[step]
_start = trace.nodes[trace.expanded[0]]
assert _start.g == 1 and _start.h == score and _start.f == score * 2 + 1
assert all(n.f == n.h * 2 + n.g for n in trace.nodes)

# Section 2: "lines that do the same job keep bfs's names": the loop makes its children with
# board.neighbors() and calls them nxt, as bfs does.
assert "board.neighbors()" in inspect.getsource(scored_search) and "nxt" in inspect.getsource(scored_search)

# Your turn 1: the board's start has two children, the blank moved up and left (its blank is in the corner); "the explorer replays only the post's order": in bfs's order
# the loop expands another board second, so the trace asked for is not the one the explorer shows.
assert dealt.blank_pos == (2, 2) and sorted(dealt.moves()) == ["L", "U"]
from puzzlelib.exercises.scored import _first_expansions  # noqa: E402

_bfs_order, _post = _first_expansions(dealt, "UDLR"), _first_expansions(dealt, "LRUD")
assert _bfs_order[0][1] != _post[0][1] and _bfs_order[1] != _post[1]
_shown = solve(dealt, method="scored", heuristic="manhattan+blank", record=True).trace
assert [_shown.nodes[i].state for i in _shown.expanded[:3]] == list(_post[0])

# Section 4: "does doubling both change which view the loop takes?" (no: the same search).
doubled = solve(board, method="scored", heuristic="manhattan+blank", weight_h=4, weight_g=2)
assert doubled.moves == result.moves and doubled.nodes_expanded == result.nodes_expanded
# "200 boards drawn uniformly at random from all 181,440": random_solvable, the count printed.
assert table.reachable == 181_440 and len(boards) == 200
# The question "what does the row for weights 1, 1 say about a guarantee?": it misses on a few boards.
equal = [solve(b, method="scored", heuristic="manhattan+blank", weight_h=1) for b in boards]
assert 0 < sum(r.length > table.distance(b) for r, b in zip(equal, boards, strict=True)) < 10

# Homework (formerly section 5): "one the post's game could deal, 10 moves from the goal"; the rule's road is
# longer, and "the cross marks the one move away": exactly one rise, at move 1.
assert trap.blank_pos == (2, 2) and table.distance(trap) == 10 and road.length > 10
assert [k for k in range(1, len(moves_left)) if moves_left[k] > moves_left[k - 1]] == [1]

# Section 4: "the median is halfway between the 100th and the 101st" of the 200 sorted counts.
assert len(boards) == 200 and median(work) == (sorted(work)[99] + sorted(work)[100]) / 2

# Your turn 2: "on the post's board the loop made 946 expansions".
assert expanded == 946

# Going further: with weight_h = 0 the loop expands more boards than BFS on the post's board.
steps_only = solve(board, heuristic="manhattan+blank", method="scored", weight_h=0)
assert steps_only.nodes_expanded > solve(board, method="bfs").nodes_expanded

# The starters as stored are not Right.
assert not check_expansions(dealt, second, waiting, third, order="UDLR")
assert not check_blacklist(board, different, skipping)
