"""Lesson 1's checks on the ant's grid: a walk to the food, and a grid that traps the greedy step.

The two walks the lesson compares, :func:`depth_first_path` and :func:`greedy_walk`, live in
:mod:`puzzlelib.search.walks`; they are importable from here too, as the lesson does.
"""

from __future__ import annotations

import re

from puzzlelib.board import DELTAS
from puzzlelib.errors import PuzzleError, short_repr
from puzzlelib.exercises.verdicts import (
    Check,
    _as_list,
    _checker,
    _is_int,
    _Junk,
    _kind,
    _read_text,
    _right,
    _whole_number,
    _wrong,
)
from puzzlelib.problems import GridProblem
from puzzlelib.search.walks import depth_first_path, greedy_walk  # lesson 1 imports them from the exercises

__all__ = ["check_grid_path", "check_greedy_trap", "depth_first_path", "greedy_walk"]


def _grid(grid) -> GridProblem:
    if isinstance(grid, GridProblem):
        return grid
    if isinstance(grid, str):
        return GridProblem.parse(grid)
    raise PuzzleError(f"expected a GridProblem or a grid picture such as 'S . .\\n# # .\\nG . .', got {short_repr(grid)}")


_WALK_EXPECTED = "a walk: directions such as 'DD', cell numbers such as [2, 5, 8] or (row, col) pairs"
_WALK_HINT = "write the ant's walk as text such as 'DD' or as a list of cell numbers such as [2, 5, 8]"


def _cells_from(problem: GridProblem, path) -> tuple[list, str]:
    """A student's path as cells: directions ("DD"), cell numbers ([2, 5, 8]) or (row, col) pairs."""
    if isinstance(path, str):
        path = _read_text(path, _WALK_EXPECTED, _WALK_HINT)
        if any(ch.isdigit() for ch in path):  # "2-5-8" or "2 5 8": cell numbers
            path = [int(word) for word in re.findall(r"\d+", path)]
        else:
            path = [ch.upper() for ch in path if not ch.isspace() and ch != ","]
    if not isinstance(path, str):
        path = _as_list(path)  # a deque, a generator, a numpy array ...
        if path is None:
            raise _Junk(_WALK_EXPECTED, path, _WALK_HINT)
    path = list(path)
    if not path:
        return [problem.initial], ""
    for p in path:
        if not (isinstance(p, str) or _is_int(p) or isinstance(p, list | tuple) and len(p) == 2
                and all(_is_int(x) for x in p)):
            raise _Junk(_WALK_EXPECTED, p, _WALK_HINT, message=f"expected {_WALK_EXPECTED}, got a walk holding "
                        f"{_kind(p)}.")
    if all(isinstance(p, str) for p in path):
        cells = [problem.initial]
        for k, move in enumerate(path, start=1):
            if move not in DELTAS:
                return cells, f"step {k} is {short_repr(move)}; use U, D, L or R"
            dr, dc = DELTAS[move]
            cells.append((cells[-1][0] + dr, cells[-1][1] + dc))
        return cells, ""
    if all(_is_int(p) for p in path):
        cells = [divmod(int(p) - 1, problem.cols) for p in path]
    elif any(isinstance(p, str) or _is_int(p) for p in path):
        raise _Junk(_WALK_EXPECTED, path, _WALK_HINT,
                    message="your walk mixes spellings: use only directions, only cell numbers or only pairs.")
    else:
        cells = [(int(p[0]), int(p[1])) for p in path]
    if cells[0] != problem.initial:
        cells.insert(0, problem.initial)
    return cells, ""


@_checker
def check_grid_path(grid, path, *, optimal: bool = True) -> Check:
    """Check the ant's walk: from start to goal, one cell at a time, never through a wall.

    ``path`` is directions (``"DD"``), cell numbers in the ant post's 1..9 numbering (``[2, 5, 8]``, the
    start may be left out) or ``(row, col)`` pairs. With ``optimal`` (default) it must also be shortest.
    """
    from puzzlelib.search import solve

    problem = _grid(grid)
    cells, problem_text = _cells_from(problem, path)
    number = problem.cell_number
    if problem_text:
        return _wrong(problem_text + ".", "directions are the way the ant walks: U, D, L, R")
    for k in range(1, len(cells)):
        (r0, c0), (r1, c1) = cells[k - 1], cells[k]
        if abs(r0 - r1) + abs(c0 - c1) != 1:
            return _wrong(f"step {k} jumps from cell {number(cells[k - 1])} to {short_repr(cells[k])}, which is not next to it.",
                          "the ant moves one cell up, down, left or right at a time")
        if not problem.inside(cells[k]):
            return _wrong(f"step {k} walks off the grid from cell {number(cells[k - 1])}.",
                          f"the grid has {problem.rows} rows and {problem.cols} columns")
        if cells[k] in problem.walls:
            return _wrong(f"step {k} walks into the wall at cell {number(cells[k])}.", "go around the walls (#)")
    n = len(cells) - 1
    if cells[-1] != problem.goal:
        return _wrong(f"your walk ends at cell {number(cells[-1])}, not at the food (cell {number(problem.goal)}).",
                      "keep going until the last cell is the goal")
    best = solve(problem, method="bfs").length
    shown = "-".join(str(number(c)) for c in cells)
    if n > best:
        msg = f"the walk {shown} reaches the food in {n} steps, but {best} steps are enough"
        if optimal:
            return _wrong(msg + ".", "breadth-first search finds a shortest walk", details={"length": n, "optimal": best})
        return _right(msg + ".", details={"length": n, "optimal": best})
    return _right(f"the walk {shown} reaches the food in {n} steps, the fewest possible.",
                  details={"length": n, "optimal": best})


@_checker
def check_greedy_trap(grid, *, max_cells: int | None = None) -> Check:
    """Right when the greedy walk (:func:`greedy_walk`) fails to reach the food on ``grid`` and BFS succeeds.

    ``max_cells`` caps the grid's size, so that a lesson can ask for a trap smaller than the one it shows.
    """
    from puzzlelib.errors import UnsolvableError
    from puzzlelib.search import solve

    problem = _grid(grid)
    if max_cells is not None and problem.rows * problem.cols > _whole_number(max_cells, "a number of cells"):
        return _wrong(f"your grid is {problem.rows} x {problem.cols} = {problem.rows * problem.cols} cells; this "
                      f"exercise asks for one of at most {max_cells} cells.",
                      "a small grid can hold a trap too: what must surround the ant for every step to lead away?")
    try:
        best = solve(problem, method="bfs")
    except UnsolvableError:
        return _wrong("no path at all leads from the ant to the food on this grid, so BFS fails too.",
                      "leave an opening in the walls so that a detour exists")
    walk = greedy_walk(problem)
    shown = "-".join(str(problem.cell_number(c)) for c in walk)
    if problem.is_goal(walk[-1]):
        return _wrong(f"the greedy ant still gets there ({shown}, {len(walk) - 1} steps).",
                      "put a wall between the ant and the food so that the closest-looking step leads into a dead end")
    return _right(f"the greedy ant gets stuck at cell {problem.cell_number(walk[-1])} (walk {shown}), while "
                  f"breadth-first search finds a path of {best.length} steps.",
                  details={"greedy": walk, "bfs_length": best.length})
