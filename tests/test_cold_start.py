"""A machine that has never built a pattern database: time limits count the build, and a Hint
answers within a few seconds instead of holding the notebook while tables are built."""

import time

import pytest

from puzzlelib import Board, solve
from puzzlelib import cache as cache_module
from puzzlelib import pdb as pdbmod
from puzzlelib.errors import SearchLimitError
from puzzlelib.shuffle import random_solvable
from puzzlelib.widgets.hints import plan_solution


@pytest.fixture
def empty_cache(tmp_path, monkeypatch):
    """A cache folder with nothing in it, no shared folder, nothing remembered in memory."""
    monkeypatch.setenv("PUZZLELIB_CACHE_DIR", str(tmp_path / "cold"))
    monkeypatch.delenv("PUZZLELIB_SHARED_CACHE", raising=False)
    cache_module.forget_memory()
    yield tmp_path / "cold"
    cache_module.forget_memory()


def test_a_4x4_hint_on_an_empty_cache_answers_in_under_3_seconds(empty_cache):
    from puzzlelib.widgets import PuzzleGame

    game = PuzzleGame(random_solvable(4, 4, seed=5))
    assert not pdbmod.ready(4, 4)
    started = time.perf_counter()
    game.hint_button.click()
    assert time.perf_counter() - started < 3.0
    assert game.message.startswith("Hint: slide"), game.message
    plan = game.plan()
    assert game.board.apply(plan.moves).is_goal()
    if not plan.optimal:  # the player is told how to get optimal hints
        assert "python -m puzzlelib pdb --size 4" in game.message


@pytest.mark.parametrize("method", ["idastar", "astar"])
def test_a_time_limit_counts_the_first_build(empty_cache, method):
    board = random_solvable(4, 4, seed=1)
    started = time.perf_counter()
    try:
        result = solve(board, method=method, heuristic="pdb", time_limit=0.3)
    except SearchLimitError as exc:
        if isinstance(exc, pdbmod.PDBBuildTimeout):
            assert "python -m puzzlelib pdb --size 4" in str(exc)
    else:
        assert result.optimal
    # The limit plus the parts that cannot stop (imports, flood fill); a generous cap, since CI runs this
    # beside notebook kernels on two cores: it catches a build that ignores the limit (tens of seconds).
    assert time.perf_counter() - started < 3.0


def test_a_cold_pdb_solve_with_time_builds_the_quick_tables(empty_cache):
    """With nothing cached and a time limit, "pdb" builds 5-5-5 (seconds), not 6-6-3."""
    goal = Board.goal(2, 3)  # a shape with one table: built at once, whatever the limit
    assert solve(Board.parse("4 1 2 / 5 0 3"), goal, method="idastar", heuristic="pdb", time_limit=5).optimal
    assert pdbmod.QUICK_PARTITION[4, 4] == "5-5-5"
    with pdbmod.build_deadline(0.0), pytest.raises(pdbmod.PDBBuildTimeout, match="raise time_limit"):
        pdbmod.default_heuristic(4, 4)
    assert not pdbmod.ready(4, 4)  # nothing half-built was left behind


def test_hints_use_the_tables_once_built(empty_cache, monkeypatch):
    """Once a partition is cached the Hint plans optimally with it (3-3-3-3-3 stands in for the real
    tables here: it builds in a blink)."""
    monkeypatch.setitem(pdbmod._PREFERENCE, (4, 4), ("3-3-3-3-3",))
    board = random_solvable(4, 4, seed=5)
    assert plan_solution(board).method != "idastar"  # cold: the tables are not built by a click
    pdbmod.pattern_heuristic(4, 4, "3-3-3-3-3", progress=False)
    assert pdbmod.ready(4, 4)
    easy = Board.goal(4, 4).apply("ULDLUURDRDLLUU")
    plan = plan_solution(easy)
    assert (plan.method, plan.optimal, plan.note) == ("idastar", True, "")
    assert easy.apply(plan.moves).is_goal()
