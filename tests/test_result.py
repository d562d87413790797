"""SearchResult, SearchTrace and the effective branching factor."""

import json

import networkx as nx
import pytest
from hypothesis import given
from hypothesis import strategies as st

from puzzlelib import Board, solve
from puzzlelib.problems import PuzzleProblem
from puzzlelib.result import SearchTrace, effective_branching_factor
from puzzlelib.search import astar, bfs, greedy, idastar, scored, wastar


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
    for k in range(1, t.steps + 1):
        bound = t.bounds[k - 1]
        assert all(n.f <= bound for n in t.open_at(k))  # only children within the bound wait on the stack
