"""Lesson 1's checks (puzzlelib.exercises.grid): the ant's walk, and a grid that traps the greedy step."""

from __future__ import annotations

import pytest

from puzzlelib import exercises as ex
from puzzlelib import solve
from puzzlelib.exercises import (
    check_greedy_longer,
    check_greedy_trap,
    check_grid_path,
    depth_first_path,
    greedy_walk,
)
from puzzlelib.problems import GridProblem, ant_problem

POCKET = """
. . . . . . .
. . . F . . .
. # # # # # .
. # . . . # .
. # . A . # .
. . . . . . .
"""

CORRIDOR = """
. . . . .
. # # # .
S . . # G
. # # # .
. . . . .
"""
"""A 25-cell trap: the ant walks 2 steps into a pocket; the way round is 8 steps against a distance of 4."""


def test_greedy_trap_can_be_capped_in_size_but_never_loosened():
    assert ex.check_greedy_trap(CORRIDOR)
    too_big = ex.check_greedy_trap(CORRIDOR, max_cells=20)
    assert not too_big and "at most 20 cells" in too_big.message
    # the lesson's limits hold whatever the caller passes: 42 cells are too many, 0 steps too few
    assert not ex.check_greedy_trap(POCKET, max_cells=100, min_steps=0, min_detour=0)
    assert "at most 25 cells" in ex.check_greedy_trap(POCKET, max_cells=100).message
    assert not ex.check_greedy_trap(CORRIDOR, min_detour=5)  # tighter than the lesson: allowed


def test_greedy_longer_limit_is_the_lessons():
    wide = "S . . . . . . . G\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . ."
    assert "at most 30 cells" in check_greedy_longer(wide, max_cells=99).message


# ----------------------------------------------------------------------------- lesson 1
def test_ant_walks():
    ant = ant_problem()
    assert depth_first_path(ant, "URDL") == [(0, 1), (0, 2), (1, 2), (2, 2), (2, 1)]  # 2-3-6-9-8
    assert depth_first_path(ant, "ULDR") == [(0, 1), (0, 0), (1, 0), (2, 0), (2, 1)]  # 2-1-4-7-8
    assert greedy_walk(ant) == [(0, 1), (1, 1), (2, 1)]  # 2-5-8


def test_grid_path():
    ant = ant_problem()
    assert check_grid_path(ant, [2, 5, 8]).ok and check_grid_path(ant, [5, 8]).ok and check_grid_path(ant, "DD").ok
    assert check_grid_path(ant, "2-5-8").ok and check_grid_path(ant, [(0, 1), (1, 1), (2, 1)]).ok
    long = check_grid_path(ant, [2, 3, 6, 9, 8])
    assert not long.ok and "a shorter walk exists" in long.message and "2 steps" not in long.message
    with pytest.warns(DeprecationWarning, match="removed in 0.3"):
        assert not check_grid_path(ant, [2, 3, 6, 9, 8], optimal=False).ok
    assert "jumps" in check_grid_path(ant, [2, 8]).message
    assert "off the grid" in check_grid_path(ant, "DDD").message
    assert "not at the food" in check_grid_path(ant, "D").message
    walled = GridProblem.parse("S # .\n. # .\n. . G")
    assert "wall" in check_grid_path(walled, "RDD").message
    assert check_grid_path(walled, "DDRR").ok


def test_greedy_trap():
    trap = check_greedy_trap(CORRIDOR)
    assert trap.ok and trap.details["bfs_length"] == solve(GridProblem.parse(CORRIDOR), method="bfs").length
    assert not check_greedy_trap(ant_problem()).ok
    sealed = check_greedy_trap("S # G")
    assert not sealed.ok and "no path" in sealed.message
