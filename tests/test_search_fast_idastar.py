"""The tuned IDA*: proved-optimal lengths (checked against whole-space tables and against each other),
budgets that stop it, and the dispatch from solve()."""

import numpy as np
import pytest

from puzzlelib import Board, solve
from puzzlelib.errors import PuzzleError, SearchLimitError, UnsolvableError
from puzzlelib.parity import is_solvable
from puzzlelib.pdb import pattern_heuristic
from puzzlelib.search.fast_idastar import solve_idastar_puzzle
from puzzlelib.shuffle import random_solvable, random_walk
from puzzlelib.statespace import distance_table, unrank_permutations


@pytest.fixture(autouse=True)
def tmp_cache(tmp_path_factory, monkeypatch):
    folder = tmp_path_factory.getbasetemp() / "pdb-cache"
    monkeypatch.setenv("PUZZLELIB_CACHE_DIR", str(folder))
    return folder


@pytest.fixture(scope="module")
def eight_puzzle_sample():
    """Every 1,500th solvable 8-puzzle (121 boards, distances 0..31 spread) with its true distance."""
    table = distance_table(3, 3)
    ranks = np.flatnonzero(table.distances >= 0)[::1500]
    boards = [Board(3, 3, tuple(int(t) for t in p)) for p in unrank_permutations(ranks, 9)]
    hardest = table.hardest()
    return boards + hardest, [int(d) for d in table.distances[ranks]] + [31, 31]


def heuristics_3x3():
    return ["manhattan", "linear_conflict",
            pattern_heuristic(3, 3, "4-4", with_blank=False, progress=False),
            pattern_heuristic(3, 3, "4-4", with_blank=True, progress=False),
            pattern_heuristic(3, 3, "3-3-2", with_blank=False, reflect=False, progress=False)]


@pytest.mark.parametrize("which", range(5))
def test_lengths_equal_the_true_distance_on_3x3(eight_puzzle_sample, which):
    heuristic = heuristics_3x3()[which]
    boards, truth = eight_puzzle_sample
    for board, distance in zip(boards, truth, strict=True):
        result = solve_idastar_puzzle(board, None, heuristic)
        assert result.length == distance
        assert result.path[0] == board and result.path[-1] == Board.goal(3, 3)
        assert board.apply(result.moves) == Board.goal(3, 3)
        assert result.optimal and result.solved and result.method == "idastar"
        assert list(result.tiles) == board.tiles_slid(result.moves)


def test_other_goals_and_shapes():
    snail = Board.goal(3, 3, "snail")
    table = distance_table(3, 3, snail)
    for board in table.boards_at(20, limit=5):
        assert solve_idastar_puzzle(board, snail, "pdb").length == 20
        assert solve_idastar_puzzle(board, snail, "linear_conflict").length == 20
    table = distance_table(2, 4)
    for board in table.boards_at(30, limit=3):
        for h in ("manhattan", "linear_conflict", "pdb"):
            assert solve_idastar_puzzle(board, None, h).length == 30


@pytest.fixture(scope="module")
def small_4x4_pdb(tmp_path_factory):
    """A 3-3-3-3-3 database for 4x4: built in a blink (the real 6-6-3 takes ten seconds or so)."""
    import os

    old = os.environ.get("PUZZLELIB_CACHE_DIR")
    os.environ["PUZZLELIB_CACHE_DIR"] = str(tmp_path_factory.getbasetemp() / "pdb-cache")
    try:
        return pattern_heuristic(4, 4, "3-3-3-3-3", with_blank=False, progress=False)
    finally:
        if old is None:
            del os.environ["PUZZLELIB_CACHE_DIR"]
        else:
            os.environ["PUZZLELIB_CACHE_DIR"] = old


@pytest.mark.parametrize("seed", range(8))
def test_15_puzzle_every_heuristic_finds_the_same_length(seed, small_4x4_pdb):
    board = random_walk(60 + 10 * seed, seed=seed, rows=4, cols=4)
    results = [solve_idastar_puzzle(board, None, h, time_limit=120)
               for h in ("manhattan", "linear_conflict", small_4x4_pdb)]
    assert len({r.length for r in results}) == 1
    for r in results:
        assert board.apply(r.moves) == Board.goal(4, 4)
    # better-informed heuristics never expand more nodes on these boards
    manhattan, lc, pdb = results
    assert lc.nodes_expanded <= manhattan.nodes_expanded
    assert small_4x4_pdb.name == "pdb 3-3-3-3-3 +mirror"


def korf_instances():
    """Korf's 100 (puzzlelib/data/korf100.txt): {number: (optimal length, Board)} for the blank-first goal."""
    from puzzlelib.datasets import korf100

    return {k.number: (k.length, k.board) for k in korf100("blank-first")}


# (Korf instance, expanded, generated) with the 3-3-3-3-3 tables and the mirror, blank-first goal
PINNED_KORF = [(55, 88068, 185165), (42, 41689, 87827), (79, 29388, 61917), (12, 51104, 103363),
               (47, 42440, 83617)]


@pytest.mark.parametrize("number, expanded, generated", PINNED_KORF)
def test_node_counts_on_korf_instances_are_pinned(number, expanded, generated, tmp_cache):
    """Exact counts on a few of Korf's easier boards: a change in pruning, partition, mirror or move
    order shows here first. Generated counts every move but the one back to the parent."""
    length, board = korf_instances()[number]
    goal = Board.goal(4, 4, "blank-first")
    h = pattern_heuristic(4, 4, "3-3-3-3-3", goal, progress=False)
    result = solve_idastar_puzzle(board, goal, h)
    assert result.length == length and result.optimal and board.apply(result.moves) == goal
    assert (result.nodes_expanded, result.nodes_generated) == (expanded, generated)


def test_node_counts_on_random_walks_are_pinned(small_4x4_pdb):
    board = random_walk(90, seed=3, rows=4, cols=4)
    counts = [(r.length, r.nodes_expanded, r.nodes_generated)
              for r in (solve_idastar_puzzle(board, None, h) for h in ("manhattan", "linear_conflict", small_4x4_pdb))]
    assert counts == [(34, 91832, 190974), (34, 46161, 97890), (34, 22836, 48266)]


def test_korf_data_file_is_korfs_table():
    instances = korf_instances()
    assert sorted(instances) == list(range(1, 101))
    assert sum(length for length, _ in instances.values()) == 5305  # mean optimal length 53.05
    assert instances[1][1] == Board.parse("14 13 15 7 / 11 12 9 5 / 6 0 2 1 / 4 8 10 3")
    assert all(is_solvable(b, Board.goal(4, 4, "blank-first")) for _, b in instances.values())


def test_budgets_stop_the_search_with_statistics():
    hard = random_solvable(4, 4, seed=3)  # a typical random 15-puzzle: millions of nodes with Manhattan
    with pytest.raises(SearchLimitError) as info:
        solve_idastar_puzzle(hard, None, "manhattan", max_nodes=5000)
    assert 5000 <= info.value.stats["nodes_expanded"] <= 5000 + 4096
    assert info.value.result is not None and not info.value.result.solved
    with pytest.raises(SearchLimitError, match="time_limit"):
        solve_idastar_puzzle(hard, None, "manhattan", time_limit=0.05)
    with pytest.raises(SearchLimitError, match="max_depth"):
        solve_idastar_puzzle(hard, None, "linear_conflict", max_depth=20)


def test_bad_input_is_named():
    with pytest.raises(UnsolvableError):
        solve_idastar_puzzle(Board.parse("2 1 3 / 4 5 6 / 7 8 0"))
    with pytest.raises(PuzzleError, match="heuristics"):
        solve_idastar_puzzle(Board.goal(3, 3), None, "misplaced")
    with pytest.raises(PuzzleError, match="another board"):
        solve_idastar_puzzle(Board.goal(4, 4), None, pattern_heuristic(3, 3, "4-4", progress=False))
    with pytest.raises(PuzzleError):
        solve_idastar_puzzle(Board.goal(3, 3), max_nodes=0)
    assert solve_idastar_puzzle("1 2 3 / 4 5 6 / 7 8 0").length == 0


def test_solve_dispatches_idastar_here():
    board = Board.parse("8 6 7 / 2 5 4 / 3 0 1")
    for h in ("manhattan", "linear_conflict", "pdb"):
        result = solve(board, method="idastar", heuristic=h)
        assert result.length == 31 and result.optimal
    assert solve(board, method="idastar", heuristic="pdb").heuristic.startswith("pdb 4-4")
    assert solve(board, method="idastar", heuristic="pdb").nodes_expanded < \
        solve(board, method="idastar", heuristic="manhattan").nodes_expanded


@pytest.mark.parametrize("kwargs", [{"max_nodes": True}, {"max_nodes": 0}, {"max_nodes": 1.5},
                                    {"time_limit": float("nan")}, {"time_limit": float("inf")}, {"time_limit": 0},
                                    {"max_depth": -1}, {"max_depth": True}, {"max_depth": 2.5}])
def test_limits_are_validated_like_every_other_search(kwargs):
    # max_nodes=True used to mean one node, time_limit=nan no limit, max_depth=-1 an instant stop.
    with pytest.raises(PuzzleError, match=next(iter(kwargs))) as info:
        solve_idastar_puzzle(Board.parse("8 1 3 / 4 0 2 / 7 6 5"), None, "manhattan", **kwargs)
    assert not isinstance(info.value, SearchLimitError)


def test_limit_messages_fit_the_limit_and_the_board():
    hardest = Board.parse("8 6 7 / 2 5 4 / 3 0 1")
    with pytest.raises(SearchLimitError) as info:
        solve_idastar_puzzle(hardest, None, "manhattan", max_depth=24)
    message = str(info.value)
    assert "max_depth=24" in message and "no solution of at most 24 moves" in message
    assert "pdb" not in message and info.value.stats["depth_reached"] == 24
    with pytest.raises(SearchLimitError) as info:  # a 3x3 budget that is simply too small
        solve_idastar_puzzle(hardest, None, "linear_conflict", max_nodes=100)
    assert "raise max_nodes" in str(info.value) and "pdb" not in str(info.value)
    fifteen = random_solvable(4, 4, seed=3)
    with pytest.raises(SearchLimitError) as info:  # 4x4: better heuristics exist, pattern databases too
        solve_idastar_puzzle(fifteen, None, "manhattan", max_nodes=5000)
    assert "heuristic='linear_conflict'" in str(info.value) and "heuristic='pdb'" in str(info.value)
    with pytest.raises(SearchLimitError) as info:  # no pattern database is defined for 5x5
        solve_idastar_puzzle(random_solvable(5, 5, seed=3), None, "linear_conflict", max_nodes=5000)
    assert "pdb" not in str(info.value) and "raise max_nodes" in str(info.value)
