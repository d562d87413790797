"""SearchResult, SearchTrace and the effective branching factor."""

import importlib
import json
import math
from heapq import heappop, heappush

import networkx as nx
import pytest
from hypothesis import given
from hypothesis import strategies as st

from puzzlelib import Board, solve
from puzzlelib.errors import PuzzleError
from puzzlelib.problems import PuzzleProblem
from puzzlelib.result import SearchTrace, effective_branching_factor
from puzzlelib.search import astar, bfs, greedy, idastar, scored, wastar

# The modules themselves (puzzlelib.search re-exports functions of the same names).
bfs_module = importlib.import_module("puzzlelib.search.bfs")
best_first_module = importlib.import_module("puzzlelib.search.best_first")


def tree_size(b: float, d: int) -> float:
    return sum(b**i for i in range(d + 1))


def test_branching_factor_textbook_value():
    # Russell and Norvig: 52 nodes generated for a solution at depth 5 gives b* = 1.92.
    assert effective_branching_factor(52, 5) == pytest.approx(1.92, abs=0.005)


@given(st.integers(min_value=0, max_value=10**7), st.integers(min_value=1, max_value=80))
def test_branching_factor_solves_its_equation(generated, depth):
    b = effective_branching_factor(generated, depth)
    assert b >= 0
    assert tree_size(b, depth) == pytest.approx(generated + 1, rel=1e-6, abs=1e-6)


def test_branching_factor_terminates_where_floats_are_sparse():
    # Near 1e7 neighbouring floats are ~2e-9 apart: a fixed absolute tolerance would loop forever.
    assert effective_branching_factor(10**7, 1) == pytest.approx(10**7)


def test_branching_factor_undefined_at_depth_zero():
    assert effective_branching_factor(5, 0) is None


@pytest.mark.parametrize("generated,depth,expected", [
    (2, 1, 2.0),                          # 1 + b = 3
    (6, 2, 2.0),                          # 1 + b + b**2 = 7
    (14, 3, 2.0),                         # 1 + 2 + 4 + 8 = 15
    (2, 2, 1.0),                          # a straight line: 1 + 1 + 1 = 3
    (5, 2, (math.sqrt(21) - 1) / 2),      # b**2 + b - 5 = 0
])
def test_branching_factor_hand_computed(generated, depth, expected):
    # Generated nodes exclude the root, so the tree 1 + b + ... + b**d holds generated + 1 nodes.
    assert effective_branching_factor(generated, depth) == pytest.approx(expected, rel=1e-7)


def test_result_fields_and_json():
    r = solve("1 3 4 / 8 2 5 / 7 0 6", goal="snail", method="astar")
    d = r.as_dict()
    assert json.loads(json.dumps(d)) == d
    assert d["path"][0] == "1 3 4 / 8 2 5 / 7 0 6" and d["path"][-1] == "1 2 3 / 8 0 4 / 7 6 5"
    assert d["goal"] == "1 2 3 / 8 0 4 / 7 6 5"
    assert r.length == len(r.moves) == len(r.tiles) == len(r.path) - 1 == 5
    assert r.cost == 5 and r.solved and r.optimal
    assert r.branching_factor == pytest.approx(effective_branching_factor(r.nodes_generated, 5))
    assert "trace" not in d
    assert set(r.stats()) >= {"nodes_expanded", "nodes_generated", "seconds"}


def replay_open_closed(trace: SearchTrace, step: int):
    """Independent reading of the event lists (what open/closed must be after `step` expansions)."""
    open_ids, closed = set(), []
    for k in range(step + 1):
        if k:
            open_ids.discard(trace.expanded[k - 1])
            closed.append(trace.expanded[k - 1])
        open_ids -= set(trace.removed[k])
        open_ids |= set(trace.added[k])
    return open_ids, closed


@pytest.mark.parametrize("method", ["bfs", "astar", "greedy", "scored", "wastar"])
def test_trace_open_and_closed_sets(method):
    board = Board.parse("2 8 3 / 1 6 4 / 7 0 5")
    r = solve(board, goal="snail", method=method, record=True)
    t = r.trace
    assert t.steps == r.nodes_expanded
    assert [n.state for n in t.open_at(0)] == [board] and t.closed_at(0) == []
    for step in range(t.steps + 1):
        open_nodes, closed_nodes = t.open_at(step), t.closed_at(step)
        want_open, want_closed = replay_open_closed(t, step)
        assert {n.id for n in open_nodes} == want_open
        assert [n.id for n in closed_nodes] == want_closed
        closed_ids = {n.id for n in closed_nodes}
        for n in open_nodes:  # every open node hangs off an expanded node
            assert n.parent is None or n.parent in closed_ids
            assert n.f == pytest.approx({"bfs": n.depth, "astar": n.g + n.h, "greedy": n.h,
                                         "scored": 2 * n.h + n.g, "wastar": n.g + 2 * n.h}[method])
        if method != "scored":  # graph searches keep one open node per state
            assert len({n.state for n in open_nodes}) == len(open_nodes)
    # The expanded nodes leave in priority order for A* with a consistent heuristic: f never drops.
    if method == "astar":
        fs = [t.nodes[i].f for i in t.expanded]
        assert fs == sorted(fs)
    assert t.solution_path == list(r.path)
    assert t.solution_path[-1] == Board.goal(3, 3, "snail")


def independent_astar(board: Board, goal: Board):
    """A* written out here with a heap of (f, h, tick, g, board), Board.manhattan and Board.neighbors.

    Returns the boards in expansion order, the open set {(board, g)} after each expansion (entries
    still in the heap and not superseded by a cheaper path), the largest heap and the states held.
    """
    def h(b):
        return b.manhattan(goal)

    best_g = {board: 0}
    heap = [(h(board), h(board), 0, 0, board)]
    tick, largest, order = 0, 0, []

    def open_set():
        return {(b, g) for _, _, _, g, b in heap if best_g[b] == g}

    opens = [open_set()]
    while heap:
        largest = max(largest, len(heap))
        _, _, _, g, b = heappop(heap)
        if g > best_g[b]:
            continue
        if b == goal:
            return order, opens, largest, len(best_g)
        order.append(b)
        for _, child in b.neighbors():
            if g + 1 < best_g.get(child, math.inf):
                best_g[child] = g + 1
                tick += 1
                heappush(heap, (g + 1 + h(child), h(child), tick, g + 1, child))
        opens.append(open_set())
    raise AssertionError("no goal")


@pytest.mark.parametrize("text,layout", [("2 8 3 / 1 6 4 / 7 0 5", "snail"), ("8 1 3 / 4 0 2 / 7 6 5", "standard"),
                                         ("6 7 8 / 5 4 1 / 0 2 3", "standard")])
def test_astar_trace_matches_an_independent_astar(text, layout):
    # The recorder rebuilds open and closed sets from its own events; this checks them against a
    # separate A* step by step, and the result's max_frontier and max_memory_nodes too.
    board, goal = Board.parse(text), Board.goal(3, 3, layout)
    r = solve(board, goal=goal, method="astar", heuristic="manhattan", record=True)
    order, opens, largest, held = independent_astar(board, goal)
    t = r.trace
    assert t.expansion_order == order and r.nodes_expanded == len(order)
    for k in range(t.steps + 1):
        assert {(n.state, n.g) for n in t.open_at(k)} == opens[k], k
        assert [n.state for n in t.closed_at(k)] == order[:k]
    assert (r.max_frontier, r.max_memory_nodes) == (largest, held)
    assert max(len(t.open_at(k)) for k in range(t.steps + 1)) <= r.max_frontier


def test_trace_to_networkx_attributes():
    r = solve("2 8 3 / 1 6 4 / 7 0 5", goal="snail", method="astar", record=True)
    g = r.trace.to_networkx()
    assert isinstance(g, nx.DiGraph)
    assert g.number_of_nodes() == len(r.trace.nodes)
    assert nx.is_arborescence(g)
    for _, data in g.nodes(data=True):
        assert {"state", "label", "move", "g", "h", "f", "depth", "order", "status", "on_path"} <= set(data)
        assert data["status"] == ("closed" if data["order"] is not None else "open")
        assert data["label"] == data["state"].to_text()
    path_nodes = [n for n, d in g.nodes(data=True) if d["on_path"]]
    assert len(path_nodes) == r.length + 1
    for u, v, data in g.edges(data=True):
        assert g.nodes[u]["state"].move(data["move"]) == g.nodes[v]["state"]


def test_trace_step_out_of_range():
    t = solve("1 2 3 / 4 5 6 / 7 0 8", method="bfs", record=True).trace
    with pytest.raises(IndexError):
        t.open_at(t.steps + 1)


def test_recording_changes_nothing_but_the_trace():
    problem = PuzzleProblem(Board.parse("8 1 3 / 4 0 2 / 7 6 5"), heuristic="manhattan")
    for algorithm in (bfs, astar, greedy, scored, wastar, idastar):
        method = algorithm.__name__
        plain, rec = algorithm(problem), algorithm(problem, record=True)
        assert plain.trace is None and rec.trace is not None
        assert (plain.moves, plain.nodes_expanded, plain.nodes_generated) == \
            (rec.moves, rec.nodes_expanded, rec.nodes_generated), method


def test_open_at_in_any_order():
    t = solve("8 1 3 / 4 0 2 / 7 6 5", method="astar", record=True).trace
    forward = [t.open_at(k) for k in range(t.steps + 1)]
    backward = [t.open_at(k) for k in reversed(range(t.steps + 1))][::-1]
    assert forward == backward
    assert t.open_at(3) == forward[3]


def test_idastar_trace_restarts_each_iteration():
    r = solve("8 1 3 / 4 0 2 / 7 6 5", method="idastar", heuristic="manhattan", record=True)
    t = r.trace
    starts = sorted(t.resets)
    assert starts[0] == 0 and len(starts) >= 2
    bounds = [t.bounds[s] for s in starts]
    assert bounds == sorted(bounds) and len(set(bounds)) == len(bounds)  # the bound grows every iteration
    for s in starts:
        root = t.nodes[t.expanded[s]]
        assert root.parent is None and root.state == r.start
        assert [n.id for n in t.closed_at(s + 1)] == [root.id]  # a fresh closed set
    # Against an IDA* written out here: per iteration, the bound and the boards in expansion order.
    iterations = independent_idastar(r.start, Board.goal(3, 3))
    assert [t.bounds[s] for s in starts] == [bound for bound, _ in iterations]
    ends = starts[1:] + [t.steps]
    assert [[t.nodes[i].state for i in t.expanded[a:b]] for a, b in zip(starts, ends, strict=True)] == \
        [order for _, order in iterations]
    assert r.nodes_expanded == sum(len(order) for _, order in iterations)


def independent_idastar(board: Board, goal: Board):
    """IDA* by recursion: [(bound, boards expanded in order)] per iteration, with Board.manhattan.

    A child already on the path is skipped, one beyond the bound raises the next bound, and the goal
    is recognised when generated (as puzzlelib's IDA* does)."""
    iterations, bound = [], board.manhattan(goal)
    while True:
        order, cut = [], []
        found = _bounded_dfs(board, 0, [board], goal, bound, order, cut)
        iterations.append((bound, order))
        if found:
            return iterations
        bound = min(cut)


def _bounded_dfs(b, g, path, goal, bound, order, cut) -> bool:
    order.append(b)
    for _, child in b.neighbors():
        if child in path:
            continue
        f = g + 1 + child.manhattan(goal)
        if f > bound:
            cut.append(f)
            continue
        if child == goal:
            return True
        path.append(child)
        if _bounded_dfs(child, g + 1, path, goal, bound, order, cut):
            return True
        path.pop()
    return False


@pytest.mark.parametrize("module", [bfs_module, best_first_module])
def test_a_wrong_answer_is_caught_by_the_replay(module, monkeypatch):
    # Every solution is replayed before it is returned: drop the last move of the unpacked answer
    # and the search must raise instead of returning a result that stops short of the goal.
    real = module.unpack_moves
    monkeypatch.setattr(module, "unpack_moves", lambda came_from, state: real(came_from, state)[:-1])
    with pytest.raises(PuzzleError, match="not the goal"):
        solve("8 1 3 / 4 0 2 / 7 6 5", method="bfs" if module is bfs_module else "astar")


def test_trace_to_networkx_of_a_subset_is_what_the_tree_picture_draws():
    r = solve(Board.parse("8 1 3 / 4 0 2 / 7 6 5"), method="astar", record=True)
    ids = list(range(10))
    g = r.trace.to_networkx(ids)
    assert list(g.nodes) == ids
    assert all(r.trace.nodes[child].parent == parent for parent, child in g.edges)
    assert {child for _, child in g.edges} == {i for i in ids if r.trace.nodes[i].parent in ids}
