"""Lesson 1's checks (puzzlelib.exercises.grid): the ant's walk, and a grid that traps the greedy step."""

from __future__ import annotations

from puzzlelib import exercises as ex
from puzzlelib import solve
from puzzlelib.exercises import check_greedy_trap, check_grid_path, depth_first_path, greedy_walk
from puzzlelib.problems import GridProblem, ant_problem

POCKET = """
. . . . . . .
. . . F . . .
. # # # # # .
. # . . . # .
. # . A . # .
. . . . . . .
"""


def test_greedy_trap_can_be_capped_in_size():
    small = "\n. . . . .\n. . G . .\n. # # # .\n. # S # .\n. . . . .\n"
    assert ex.check_greedy_trap(small, max_cells=25)
    too_big = ex.check_greedy_trap(small, max_cells=20)
    assert not too_big and "at most 20 cells" in too_big.message


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
    assert not long.ok and "but 2 steps are enough" in long.message
    assert check_grid_path(ant, [2, 3, 6, 9, 8], optimal=False).ok
    assert "jumps" in check_grid_path(ant, [2, 8]).message
    assert "off the grid" in check_grid_path(ant, "DDD").message
    assert "not at the food" in check_grid_path(ant, "D").message
    walled = GridProblem.parse("S # .\n. # .\n. . G")
    assert "wall" in check_grid_path(walled, "RDD").message
    assert check_grid_path(walled, "DDRR").ok


def test_greedy_trap():
    trap = check_greedy_trap(POCKET)
    assert trap.ok and trap.details["bfs_length"] == solve(GridProblem.parse(POCKET), method="bfs").length
    assert not check_greedy_trap(ant_problem()).ok
    sealed = check_greedy_trap("S # G")
    assert not sealed.ok and "no path" in sealed.message
