"""Lesson 1's two walks: ways to move that are not yet a search with a frontier.

:func:`depth_first_path` tries directions in a fixed order and backs up from dead ends: it finds a
path, not the shortest one. :func:`greedy_walk` always steps towards the goal and never looks back:
it can get stuck behind a wall. Both work on any :class:`~puzzlelib.problems.Problem` with the
AIMA interface (``actions``, ``result``, ``is_goal``, ``h``), such as the ant's
:class:`~puzzlelib.problems.GridProblem`.

>>> from puzzlelib.problems import ant_problem
>>> [ant_problem().cell_number(c) for c in depth_first_path(ant_problem(), "URDL")]
[2, 3, 6, 9, 8]
>>> [ant_problem().cell_number(c) for c in greedy_walk(ant_problem())]
[2, 5, 8]
"""

from __future__ import annotations

from puzzlelib.board import coerce_moves, whole_number
from puzzlelib.errors import PuzzleError, short_repr
from puzzlelib.problems import GridProblem

__all__ = ["depth_first_path", "greedy_walk"]


def _grid(problem, where: str) -> GridProblem:
    """A problem with the AIMA interface the walks use; anything else is refused by name, with a grid to try."""
    needs = ("initial", "actions", "result", "is_goal", "h") + (("rows", "cols") if where == "greedy_walk" else ())
    if not all(hasattr(problem, name) for name in needs):
        raise PuzzleError(f"{where} walks on a grid problem, got {short_repr(problem)}; for example "
                          f"{where}(ant_problem()).")
    return problem


def depth_first_path(problem: GridProblem, order: str = "ULDR") -> list[tuple[int, int]]:
    """The first path an exhaustive depth-first search meets, trying directions in ``order``.

    It never revisits a cell already on the current path, and it stops at the first path that reaches
    the goal: a path, not the shortest one. Returns the cells from start to goal ([] if none).
    """
    problem = _grid(problem, "depth_first_path")
    order = coerce_moves(order, "depth_first_path's order")
    path = [problem.initial]

    def extend(cell) -> bool:
        if problem.is_goal(cell):
            return True
        for move in order:
            if move in problem.actions(cell):
                nxt = problem.result(cell, move)
                if nxt not in path:
                    path.append(nxt)
                    if extend(nxt):
                        return True
                    path.pop()
        return False

    return path if extend(problem.initial) else []


def greedy_walk(problem: GridProblem, max_steps: int | None = None) -> list[tuple[int, int]]:
    """Always step to the neighbour with the smallest Manhattan distance to the goal (ties: U D L R order).

    The walk has no memory, and stops when no neighbour is closer than where it stands (a dead end
    behind a wall) or after ``max_steps`` (rows*cols by default). Returns the cells visited; the walk
    succeeded when its last cell is the goal.
    """
    problem = _grid(problem, "greedy_walk")
    if max_steps is None:
        max_steps = problem.rows * problem.cols
    elif (steps := whole_number(max_steps)) is None or steps < 0:
        raise PuzzleError(f"max_steps must be a whole number, 0 or more (or None), got {short_repr(max_steps)}; "
                          "for example greedy_walk(ant_problem(), max_steps=20).")
    else:
        max_steps = steps
    walk = [problem.initial]
    while not problem.is_goal(walk[-1]) and len(walk) <= max_steps:
        options = [problem.result(walk[-1], m) for m in problem.actions(walk[-1])]
        if not options:
            break
        best = min(options, key=problem.h)
        if problem.h(best) >= problem.h(walk[-1]):
            break  # stuck: every step leads away from the food
        walk.append(best)
    return walk
