"""The search engine: exhaustive where the boards are small, hypothesis where they are not.

Traps these tests are written against (all found in public solvers): an "A*" whose priority lost
its g term, an IDA* whose duplicate detection loses optimality, an A* run as tree search that
loops, a "scored search" that drifts from the documents' rule, a search that never stops.
"""

import math
import random
import time
import tracemalloc

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import puzzlelib.search as search_module
from puzzlelib import Board, explore, random_solvable, solve
from puzzlelib.errors import PuzzleError, SearchLimitError, UnsolvableError
from puzzlelib.problems import GridProblem, PuzzleProblem, ant_problem
from puzzlelib.search import astar, bfs, budgets, fast_idastar, greedy, idastar, scored, wastar
from puzzlelib.search.best_first import best_first

HARDEST = ("8 6 7 / 2 5 4 / 3 0 1", "6 4 7 / 8 5 0 / 3 2 1")  # the only 31-move 8-puzzles
HARD_4X4 = "15 14 13 12 / 11 10 9 8 / 7 6 5 4 / 3 1 2 0"


# ----------------------------------------------------------------------------- whole spaces
def test_full_8_puzzle_depth_table(goal_distances):
    space = explore(Board.goal(3, 3))
    assert sum(space.level_sizes) == space.count == 181_440
    assert space.max_depth == 31 and space.level_sizes[-1] == 2
    assert space.level_sizes[:5] == [1, 2, 4, 8, 16]
    independent = goal_distances(3, 3)
    assert space.distances == independent
    assert {b.to_text() for b in space.farthest()} == set(HARDEST)


@pytest.mark.parametrize("shape,count,depth", [((2, 2), 12, 6), ((2, 3), 360, 21), ((3, 2), 360, 21),
                                               ((2, 4), 20_160, 36)])
def test_small_spaces(shape, count, depth):
    space = explore(Board.goal(*shape))
    assert (space.count, space.max_depth) == (count, depth)
    assert space.distance(Board.goal(*shape)) == 0


def test_explore_budgets_and_depth_limit():
    with pytest.raises(SearchLimitError) as info:
        explore(Board.goal(4, 4), max_states=20_000)
    assert info.value.stats["states"] > 20_000 and info.value.stats["depth_reached"] > 5
    near = explore(Board.goal(4, 4), max_depth=6)
    assert near.max_depth == 6 and near.level_sizes[:3] == [1, 2, 4]
    assert explore(Board.goal(3, 3), max_depth=0).level_sizes == [1]
    with pytest.raises(PuzzleError):
        explore(Board.goal(3, 3)).distance(Board.parse("2 1 3 / 4 5 6 / 7 8 0"))


def test_explore_old_max_nodes_still_works_with_a_deprecation_warning():
    with pytest.warns(DeprecationWarning, match="max_states"):
        assert explore(Board.goal(2, 3), max_nodes=400).count == 360
    with pytest.warns(DeprecationWarning), pytest.raises(SearchLimitError, match="max_states=100 boards"):
        explore(Board.goal(2, 3), max_nodes=100)
    with pytest.raises(PuzzleError, match="give only max_states"):
        explore(Board.goal(2, 3), max_states=400, max_nodes=400)


@pytest.mark.parametrize("kwargs", [{"max_states": 0}, {"max_states": -1}, {"max_states": True}, {"max_states": 2.5},
                                    {"time_limit": 0}, {"time_limit": -1}, {"time_limit": math.nan},
                                    {"time_limit": math.inf}, {"max_depth": -1}, {"max_depth": 1.5},
                                    {"max_depth": True}])
def test_explore_refuses_bad_limits_as_bad_input(kwargs):
    # Bad input, not "the budget ran out": before the fix max_nodes=0 and time_limit=0 raised
    # SearchLimitError after searching, and max_depth=-1 quietly returned level_sizes [1].
    with pytest.raises(PuzzleError) as info:
        explore(Board.goal(3, 3), **kwargs)
    assert not isinstance(info.value, SearchLimitError)
    assert next(iter(kwargs)) in str(info.value)


# ----------------------------------------------------------------------------- agreement
def test_2x3_every_board_every_method(goal_distances):
    dist = goal_distances(2, 3)
    goal = Board.goal(2, 3)
    for tiles, d in dist.items():
        board = Board(2, 3, tiles)
        for name in ("manhattan", "linear_conflict", "misplaced"):
            problem = PuzzleProblem(board, goal, name)
            assert astar(problem).length == d
            assert idastar(problem).length == d
        problem = PuzzleProblem(board, goal, "manhattan+blank")
        assert bfs(problem).length == d
        assert scored(problem).length >= d


def sample_3x3(goal_distances, n=40, seed=7):
    dist = goal_distances(3, 3)
    rng = random.Random(seed)
    boards = [Board(3, 3, t) for t in rng.sample(sorted(dist), n)] + [Board.parse(t) for t in HARDEST]
    return [(b, dist[b.tiles]) for b in boards]


@pytest.mark.parametrize("heuristic", ["manhattan", "linear_conflict"])
def test_3x3_astar_and_idastar_lengths_are_true_distances(heuristic, goal_distances):
    for board, d in sample_3x3(goal_distances):
        problem = PuzzleProblem(board, None, heuristic)
        a, i = astar(problem), idastar(problem)
        assert a.length == i.length == d, board
        assert a.optimal and i.optimal
        fast = solve(board, method="idastar", heuristic=heuristic)  # the tuned IDA*
        assert fast.length == d and fast.optimal


def test_3x3_bfs_on_the_hardest_and_a_sample(goal_distances):
    for board, d in sample_3x3(goal_distances, n=6, seed=3):
        r = solve(board, method="bfs")
        assert r.length == d and r.optimal and r.heuristic is None


def test_misplaced_astar_on_the_hardest():
    for text in HARDEST:
        assert solve(text, method="astar", heuristic="misplaced").length == 31


def test_astar_stays_optimal_with_an_admissible_but_inconsistent_heuristic(goal_distances):
    # Manhattan on some boards and 0 on others: never over the true distance, but it can drop by
    # more than 1 along a move. An A* that never re-opens an expanded board returns longer paths here.
    def patchy(board, goal):
        return board.manhattan(goal) if board.tiles.index(0) % 2 else 0

    patchy.admissible = True
    dist = goal_distances(3, 3)
    longer_without_reopening = 0
    for seed in range(60):
        board = random_solvable(3, seed=seed)
        d = dist[board.tiles]
        assert solve(board, method="astar", heuristic=patchy).length == d
        closed_for_good = best_first(PuzzleProblem(board, None, patchy), reopen=False)
        longer_without_reopening += closed_for_good.length > d
    assert longer_without_reopening > 0  # the trap is real on these boards, and our A* avoids it


def test_greedy_has_no_g_term_and_astar_does():
    # A greedy search is the trap ("A*" without g): on the hardest board it wanders far past 31.
    g, a = solve(HARDEST[0], method="greedy"), solve(HARDEST[0], method="astar")
    assert a.length == 31 and g.length > 31
    assert not g.optimal and a.optimal


def test_weighted_astar_stays_within_its_weight(goal_distances):
    for board, d in sample_3x3(goal_distances, n=15, seed=11):
        for w in (1.5, 2, 4):
            r = solve(board, method="wastar", weight=w)
            assert d <= r.length <= w * d
            assert not r.optimal
    assert solve(HARDEST[0], method="wastar", weight=1).length == 31


def test_snail_goal_from_the_bfs_document():
    r = solve("1 3 4 / 8 2 5 / 7 0 6", goal="1 2 3 / 8 0 4 / 7 6 5", method="bfs")
    assert "".join(r.moves) == "RUULD"
    assert [b.to_text() for b in r.path] == ["1 3 4 / 8 2 5 / 7 0 6", "1 3 4 / 8 2 5 / 7 6 0",
                                             "1 3 4 / 8 2 0 / 7 6 5", "1 3 0 / 8 2 4 / 7 6 5",
                                             "1 0 3 / 8 2 4 / 7 6 5", "1 2 3 / 8 0 4 / 7 6 5"]


def test_start_equal_to_goal():
    for method in ("bfs", "scored", "greedy", "astar", "wastar", "idastar"):
        r = solve(Board.goal(3, 3), method=method)
        assert r.length == 0 and r.moves == () and r.path == (Board.goal(3, 3),) and r.solved


def test_rectangular_and_other_goals(goal_distances):
    dist = goal_distances(3, 2, "blank-first")
    rng = random.Random(5)
    for tiles in rng.sample(sorted(dist), 20):
        r = solve(Board(3, 2, tiles), goal="blank-first", method="astar", heuristic="linear_conflict")
        assert r.length == dist[tiles]


# ----------------------------------------------------------------------------- hypothesis
boards_3x3 = st.integers(min_value=0, max_value=2**32).map(lambda s: random_solvable(3, seed=s))
METHODS = ["bfs", "scored", "greedy", "astar", "wastar", "idastar"]


@settings(max_examples=40, deadline=None)
@given(boards_3x3, st.sampled_from(METHODS), st.sampled_from(["manhattan", "misplaced", "linear_conflict",
                                                               "manhattan+blank"]))
def test_every_solution_replays_to_the_goal(board, method, heuristic):
    if method == "idastar" and heuristic == "misplaced":
        heuristic = "manhattan"  # IDA* with misplaced tiles takes seconds per board; A* covers misplaced
    r = solve(board, method=method, heuristic=heuristic)
    assert board.apply(r.moves) == Board.goal(3, 3)
    assert list(r.tiles) == board.tiles_slid(r.moves)
    assert r.path[0] == board and r.path[-1] == Board.goal(3, 3) and len(r.path) == r.length + 1
    assert r.optimal == (method == "bfs" or (method in ("astar", "idastar") and heuristic != "manhattan+blank"))


@settings(max_examples=40, deadline=None)
@given(boards_3x3)
def test_astar_never_longer_than_bfs(goal_distances, board):
    d = goal_distances(3, 3)[board.tiles]
    for heuristic in ("manhattan", "misplaced", "linear_conflict"):
        assert solve(board, method="astar", heuristic=heuristic).length == d
    assert solve(board, method="scored").length >= d  # valid even when longer


@settings(max_examples=15, deadline=None)
@given(st.integers(min_value=0, max_value=2**32).map(lambda s: Board.goal(4, 4).apply(
    _walk(s, 30))))
def test_4x4_short_walks(board):
    a = solve(board, method="astar", heuristic="linear_conflict")
    i = solve(board, method="idastar", heuristic="manhattan")
    s = solve(board, method="scored")
    assert a.length == i.length <= 30 and s.length >= a.length
    for r in (a, i, s):
        assert board.apply(r.moves) == Board.goal(4, 4)


def _walk(seed: int, n: int) -> str:
    rng, board, moves = random.Random(seed), Board.goal(4, 4), []
    for _ in range(n):
        move = rng.choice(board.moves())
        board = board.move(move)
        moves.append(move)
    return "".join(moves)


# ----------------------------------------------------------------------------- the documents' rule
def documents_scored_search(board: Board, goal: Board, count_blank: bool):
    """A literal transcription of the first document's loop (a list sorted by score, pop the last)."""
    def score(b):
        return b.manhattan(goal, count_blank=count_blank)

    views = [{"board": board, "parent": None, "move": None, "score": 0, "step": 1}]
    blacklist, end, pops = set(), None, 0
    while end is None and views:
        best = views.pop()
        pops += 1
        blacklist.add(best["board"])
        r, c = best["board"].blank_pos
        options = [("D", r + 1, c), ("U", r - 1, c), ("R", r, c + 1), ("L", r, c - 1)]
        options = [(m, y, x) for m, y, x in options if 0 <= y < board.rows and 0 <= x < board.cols]
        while options:
            move, _, _ = options.pop()
            nxt = best["board"].move(move)
            if nxt in blacklist:
                continue
            step = best["step"] + 1
            view = {"board": nxt, "parent": best, "move": move, "score": score(nxt) * 2 + step, "step": step}
            if nxt == goal:
                end = view
                break
            views.append(view)
        views.sort(key=lambda v: -v["score"])  # stable, like the document's sort
    moves = []
    while end["parent"] is not None:
        moves.append(end["move"])
        end = end["parent"]
    return tuple(reversed(moves)), pops


@pytest.mark.parametrize("heuristic,count_blank", [("manhattan+blank", True), ("manhattan", False)])
def test_scored_search_follows_the_documents_rule(heuristic, count_blank):
    goal = Board.goal(3, 3)
    boards = [random_solvable(3, seed=s) for s in range(25)] + [Board.parse(t) for t in HARDEST]
    for board in boards:
        moves, pops = documents_scored_search(board, goal, count_blank)
        r = solve(board, method="scored", heuristic=heuristic)
        assert (r.moves, r.nodes_expanded) == (moves, pops), board
        assert not r.optimal


def test_scored_weights_change_the_search():
    board = Board.parse("8 1 3 / 4 0 2 / 7 6 5")
    default = solve(board, method="scored")
    bfs_like = solve(board, method="scored", weight_h=0, weight_g=1)  # step only: breadth-first order
    assert bfs_like.length == solve(board, method="bfs").length == 14
    assert bfs_like.nodes_expanded > default.nodes_expanded
    with pytest.raises(PuzzleError):
        solve(board, method="scored", weight_h=-1)


# ----------------------------------------------------------------------------- IDA* details
def test_idastar_never_reexpands_the_parent():
    r = solve("8 1 3 / 4 0 2 / 7 6 5", method="idastar", heuristic="misplaced", record=True)
    t = r.trace
    for node in t.nodes:
        if node.parent is not None and t.nodes[node.parent].parent is not None:
            assert node.state != t.nodes[t.nodes[node.parent].parent].state
    assert r.length == solve("8 1 3 / 4 0 2 / 7 6 5", method="bfs").length == 14 and r.optimal
    assert len(t.resets) > 1  # several iterations, each from a fresh root


def test_idastar_max_depth():
    with pytest.raises(SearchLimitError) as info:
        idastar(PuzzleProblem(Board.parse(HARDEST[0])), max_depth=20)
    assert info.value.stats["depth_reached"] == 20
    assert idastar(PuzzleProblem(Board.parse(HARDEST[0])), max_depth=31).length == 31


# ----------------------------------------------------------------------------- budgets and bad input
def test_bfs_on_a_hard_4x4_stops_at_its_budget():
    with pytest.raises(SearchLimitError) as info:
        solve(HARD_4X4, method="bfs", max_nodes=30_000)
    err = info.value
    assert err.stats["nodes_expanded"] == 30_000
    assert err.stats["max_memory_nodes"] > 30_000 and err.stats["method"] == "bfs"
    assert err.result is not None and not err.result.solved
    assert "astar" in str(err)


@pytest.mark.parametrize("method", ["scored", "greedy", "astar", "wastar", "idastar"])
def test_every_method_stops_at_its_node_budget(method):
    with pytest.raises(SearchLimitError) as info:
        solve(HARD_4X4, method=method, heuristic="misplaced", max_nodes=500)
    assert info.value.stats["nodes_expanded"] <= 500
    assert "max_nodes" in str(info.value)


def test_time_limit():
    with pytest.raises(SearchLimitError) as info:
        solve(HARD_4X4, method="astar", time_limit=0.2)
    assert "time_limit" in str(info.value)
    assert info.value.stats["seconds"] < 2


def slow_manhattan(board):
    """A heuristic written in Python that takes about 2 ms a call (several calls per expansion)."""
    time.sleep(0.002)
    return board.manhattan()


@pytest.mark.parametrize("method", ["scored", "greedy", "astar", "wastar", "idastar"])
def test_time_limit_is_kept_with_a_slow_heuristic(method):
    # The clock used to be read every 1,024 expansions: with this heuristic, seconds past the limit.
    started = time.perf_counter()
    with pytest.raises(SearchLimitError, match="time_limit") as info:
        solve(HARD_4X4, method=method, heuristic=slow_manhattan, time_limit=0.2)
    assert time.perf_counter() - started < 0.5
    assert info.value.stats["nodes_expanded"] < 1024


class SlowGrid(GridProblem):
    """A grid whose successors take 2 ms, with the food walled in: no method can finish early."""

    def successors(self, state):
        time.sleep(0.002)
        return super().successors(state)


@pytest.mark.parametrize("method", ["bfs", "scored", "greedy", "astar", "wastar", "idastar"])
def test_time_limit_on_every_method(method):
    walls = [(57, 58), (58, 57), (58, 59), (59, 58)]
    grid = SlowGrid(60, 60, (0, 0), (58, 58), walls)
    started = time.perf_counter()
    with pytest.raises(SearchLimitError, match="time_limit") as info:
        solve(grid, method=method, time_limit=0.2)
    assert time.perf_counter() - started < 0.5
    assert info.value.stats["method"] == method and 0.2 <= info.value.stats["seconds"] < 0.5


def test_default_node_budget_shrinks_with_the_state_size():
    small, large = PuzzleProblem(Board.goal(3, 3)), PuzzleProblem(Board.goal(16, 16))
    assert budgets.default_max_nodes(large) < budgets.default_max_nodes(small) <= budgets.DEFAULT_MAX_NODES
    assert budgets.default_max_nodes(large, record=True) < budgets.default_max_nodes(large)
    assert budgets.Budget(large).max_nodes == budgets.default_max_nodes(large)
    assert budgets.Budget(large, record=True).max_nodes == budgets.default_max_nodes(large, record=True)
    assert budgets.Budget(large, 5).max_nodes == 5  # an explicit budget is kept


@pytest.mark.parametrize("method", ["astar", "bfs", "scored"])
def test_default_budget_bounds_memory_on_a_large_board(method, monkeypatch):
    # A* with misplaced tiles on 16 x 16 reached 1.4 GB under the old flat default. Scaled down
    # (a 16 MiB allowance instead of 640 MiB) the default budget must stop the search, name itself,
    # and keep the traced peak within the allowance.
    allowance = 16 * 2**20
    monkeypatch.setattr(budgets, "DEFAULT_MEMORY_BYTES", allowance)
    board = random_solvable(16, 16, seed=1)
    tracemalloc.start()
    try:
        with pytest.raises(SearchLimitError) as info:
            solve(board, method=method, heuristic="misplaced")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    expected = budgets.default_max_nodes(PuzzleProblem(board))
    assert info.value.stats["nodes_expanded"] == expected
    assert f"max_nodes={expected:,} expansions, the default" in str(info.value)
    assert peak < allowance


def test_unsolvable_is_refused_before_searching(monkeypatch):
    def must_not_run(*args, **kwargs):
        raise AssertionError("the search started")

    for name in ("bfs", "astar", "scored", "greedy", "wastar", "idastar", "solve_idastar_puzzle"):
        monkeypatch.setattr(search_module, name, must_not_run)  # the tuned IDA* checks parity itself
    for method in ("bfs", "astar", "scored", "greedy", "wastar", "idastar"):
        with pytest.raises(UnsolvableError):
            solve("1 2 3 / 4 5 6 / 8 7 0", method=method)
        with pytest.raises(UnsolvableError):
            solve("1 2 3 / 4 5 6 / 7 8 0", goal="1 2 3 / 4 5 6 / 8 7 0", method=method)


NAN, INF = math.nan, math.inf


@pytest.mark.parametrize("kwargs", [
    {"method": "dfs"}, {"heuristic": "euclid"}, {"max_nodes": 0}, {"max_nodes": True}, {"max_nodes": 1.5},
    {"time_limit": -1}, {"time_limit": NAN}, {"time_limit": INF}, {"time_limit": "1"},
    {"method": "bfs", "time_limit": NAN}, {"method": "scored", "time_limit": NAN},
    {"method": "wastar", "weight": 0.5}, {"method": "wastar", "weight": NAN}, {"method": "wastar", "weight": INF},
    {"method": "scored", "weight_h": NAN}, {"method": "scored", "weight_h": INF}, {"method": "scored", "weight_g": NAN},
    {"method": "scored", "weight_h": -1},
    {"method": "idastar", "time_limit": NAN}, {"method": "idastar", "max_nodes": True},
    {"method": "idastar", "max_depth": -1}, {"method": "idastar", "max_depth": 2.5},
    {"method": "idastar", "heuristic": "misplaced", "time_limit": NAN},  # the generic IDA*
    {"method": "idastar", "heuristic": "misplaced", "max_depth": -1},
    {"goal": "1 2 3 / 4 0 5"}, {"goal": "spiral"}])
def test_bad_arguments(kwargs):
    # NaN slipped through "<= 0" checks: time_limit=nan meant no limit at all, and weight_h=nan made
    # the scored search return a 2,019-move answer. Every one of these is bad input, named.
    with pytest.raises(PuzzleError) as info:
        solve("8 1 3 / 4 0 2 / 7 6 5", **kwargs)
    assert not isinstance(info.value, SearchLimitError)
    name = list(kwargs)[-1]  # the argument at fault is named in the message
    if name != "goal":
        assert name in str(info.value)


def test_hand_checked_counters_on_the_ant():
    """The ant walks 2 -> 5 -> 8 on a 3x3 grid; successors come in the order U, D, L, R.

    BFS expands 2 (queue: 5, 1, 3), then 5, whose child 8 is the goal: expanded 2, generated
    3 + 2 (U back to 2, then D to 8), largest queue 3, states held {2, 5, 1, 3, 8} = 5.
    A* pops 2 (f=2), pushes 5 (f=2), 1 and 3 (f=4); pops 5, pushes 8 (f=2), 4 and 6 (f=4; 2 is not
    improved); pops 8: expanded 2, generated 3 + 4, largest heap 5, states held 7.
    IDA* (bound 2) takes children one at a time: 2 -> 5 (expanded), 5 -> 2 (on the path, skipped),
    5 -> 8 (the goal): expanded 2, generated 3, and the path 2, 5, 8 is all it holds, 3 states.
    """
    ant = ant_problem()
    got = {name: algorithm(ant) for name, algorithm in [("bfs", bfs), ("astar", astar), ("idastar", idastar)]}
    counters = {name: (r.nodes_expanded, r.nodes_generated, r.max_frontier, r.max_memory_nodes)
                for name, r in got.items()}
    assert counters == {"bfs": (2, 5, 3, 5), "astar": (2, 7, 5, 7), "idastar": (2, 3, 3, 3)}
    # b* from 1 + b + b**2 = generated + 1: BFS 6 -> (sqrt(21) - 1) / 2, A* 8 -> (sqrt(29) - 1) / 2
    assert got["bfs"].branching_factor == pytest.approx((math.sqrt(21) - 1) / 2)
    assert got["astar"].branching_factor == pytest.approx((math.sqrt(29) - 1) / 2)


def test_weights_and_heuristic_values_are_checked_on_direct_calls():
    problem = PuzzleProblem(Board.parse("8 1 3 / 4 0 2 / 7 6 5"))
    with pytest.raises(PuzzleError, match="weight"):
        wastar(problem, weight=NAN)
    with pytest.raises(PuzzleError, match="weight_h"):
        best_first(problem, weight_h=NAN)
    with pytest.raises(PuzzleError, match="weight_g"):
        scored(problem, weight_g=INF)

    class NoneH(GridProblem):  # a Problem of one's own whose h returns None
        def h(self, state):
            return None

    grid = NoneH(3, 3, (0, 0), (2, 2))
    for algorithm in (astar, greedy, scored, idastar):
        with pytest.raises(PuzzleError, match=r"returned None on \(0, 0\)"):
            algorithm(grid)


def test_bad_board_text():
    with pytest.raises(PuzzleError):
        solve("1 2 3 / 4 5")
    with pytest.raises(PuzzleError):
        solve(42)


# ----------------------------------------------------------------------------- dispatch to other modules
def test_idastar_uses_the_tuned_version():
    board = Board.parse(HARDEST[1])
    via_solve = solve(board, method="idastar", heuristic="linear_conflict")
    direct = fast_idastar.solve_idastar_puzzle(board, None, "linear_conflict")
    assert (via_solve.moves, via_solve.nodes_expanded) == (direct.moves, direct.nodes_expanded)
    generic = solve(board, method="idastar", heuristic="linear_conflict", record=True)  # traces: generic path
    assert generic.trace is not None and generic.length == via_solve.length == 31


def test_row_by_row_through_solve():
    r = solve(HARDEST[0], method="row-by-row")
    assert r.method == "row_by_row" and not r.optimal and r.length >= 31
    assert Board.parse(HARDEST[0]).apply(r.moves) == Board.goal(3, 3)
    with pytest.raises(PuzzleError):
        solve(HARDEST[0], goal="snail", method="row_by_row")
