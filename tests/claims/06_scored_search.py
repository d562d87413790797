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

# Section 3: "the open table, in the order the loop will take it, next first": the explorer's first row
# is the board expanded next, at every step.
from puzzlelib.widgets.frontier import ordered_open  # noqa: E402

trace = run.trace
for step in range(trace.steps):
    assert ordered_open(trace.open_at(step), "scored")[0].id == trace.expanded[step]

# Section 4: "only their ratio matters": doubling both weights gives the same search.
doubled = solve(board, method="scored", heuristic="manhattan+blank", weight_h=4, weight_g=2)
assert doubled.moves == result.moves and doubled.nodes_expanded == result.nodes_expanded
# "how often each rule returns more moves than the shortest" is counted on screen, for all three rules;
# the post's rule misses on more than half, equal weights on a few, the score alone on almost all.
assert rules == {"post (2, 1)": (2, 1), "equal (1, 1)": (1, 1), "greedy (1, 0)": (1, 0)}
# the 200 boards: uniform (random_solvable), printed count
assert len(boards) == 200

# Section 5: the trap has the blank in the corner, and its road steps away from the goal.
assert trap.blank_pos == (2, 2) and road.length > table.distance(trap)
assert away and all(moves_left[k] == moves_left[k - 1] + 1 for k in away)

# Going further: with weight_h = 0 the loop expands more boards than BFS on the post's board.
steps_only = solve(board, heuristic="manhattan+blank", method="scored", weight_h=0)
assert steps_only.nodes_expanded > solve(board, method="bfs").nodes_expanded

# The starters as stored are not Right.
assert not check_expansions(board, second, waiting, third)
assert not check_dealt_trap(my_board, first_away, tile)
assert not check_blacklist(board, different)

# Section 4's question "what does the equal (1, 1) row say about a guarantee?": it misses on a few boards.
equal = [solve(b, method="scored", heuristic="manhattan+blank", weight_h=1) for b in boards]
assert 0 < sum(r.length > table.distance(b) for r, b in zip(equal, boards, strict=True)) < 10

# Section 4: "200 boards drawn uniformly at random from all 181,440"; Your turn 2: "at most 12 moves".
assert table.reachable == 181_440 and len(boards) == 200
assert inspect.signature(check_dealt_trap).parameters["max_moves"].default == 12
