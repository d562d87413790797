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

from puzzlelib.board import DELTAS, coerce_moves, whole_number
from puzzlelib.errors import PuzzleError, SearchLimitError, short_repr
from puzzlelib.problems import GridProblem

__all__ = ["depth_first_path", "greedy_walk", "MAX_WALK_STEPS"]


def _grid(problem, where: str) -> GridProblem:
    """A problem with the AIMA interface the walks use; anything else is refused by name, with a grid to try."""
    needs = ("initial", "actions", "result", "is_goal", "h") + (("rows", "cols") if where == "greedy_walk" else ())
    if not all(hasattr(problem, name) for name in needs):
        raise PuzzleError(f"{where} walks on a grid problem, got {short_repr(problem)}; for example "
                          f"{where}(ant_problem()).")
    return problem


MAX_WALK_STEPS = 1_000_000
"""Steps :func:`depth_first_path` may take (forward steps, not counting the backing up): an exhaustive walk
on a large open grid can wander for hours, and a lesson wants an answer or a sentence within seconds."""


def _direction_order(order) -> list[str]:
    """``order`` as distinct directions: letters U, D, L, R, each kept once (a repeat adds nothing)."""
    moves = coerce_moves(order, "depth_first_path's order")
    wrong = [m for m in moves if m not in DELTAS]
    if wrong or not moves:
        raise PuzzleError(f"order lists the directions to try, a few of U, D, L, R, got {short_repr(order)}; "
                          "for example depth_first_path(ant_problem(), 'URDL').")
    return list(dict.fromkeys(moves))


def depth_first_path(problem: GridProblem, order: str = "ULDR") -> list[tuple[int, int]]:
    """The first path an exhaustive depth-first search meets, trying directions in ``order``.

    It never revisits a cell already on the current path, and it stops at the first path that reaches
    the goal: a path, not the shortest one. Returns the cells from start to goal ([] if none). The walk
    keeps its own stack (no recursion, so a long corridor cannot overflow Python's) and stops with a
    :class:`~puzzlelib.errors.SearchLimitError` after :data:`MAX_WALK_STEPS` steps.
    """
    problem = _grid(problem, "depth_first_path")
    order = _direction_order(order)
    path = [problem.initial]
    on_path = {problem.initial}
    untried = [iter(order)]  # per cell of the path, the directions still to try from it
    steps = 0
    if problem.is_goal(problem.initial):
        return path
    while untried:
        cell = path[-1]
        for move in untried[-1]:
            if move not in problem.actions(cell):
                continue
            nxt = problem.result(cell, move)
            if nxt in on_path:
                continue
            steps += 1
            if steps > MAX_WALK_STEPS:
                raise SearchLimitError(
                    f"depth_first_path took {MAX_WALK_STEPS:,} steps without reaching the goal: exhaustive walks "
                    "get lost on large open grids; try solve(problem, method='bfs') instead.",
                    stats={"steps": steps - 1})
            path.append(nxt)
            on_path.add(nxt)
            if problem.is_goal(nxt):
                return path
            untried.append(iter(order))
            break
        else:  # every direction tried from this cell: back up
            untried.pop()
            on_path.discard(path.pop())
    return []


def greedy_walk(problem: GridProblem, max_steps: int | None = None) -> list[tuple[int, int]]:
    """Always step to the neighbour with the smallest Manhattan distance to the goal (ties: U D L R order).

    The walk has no memory, and stops when no neighbour is closer than where it stands (even with open cells
    around it, as in front of a wall) or after ``max_steps`` (rows*cols by default). Returns the cells visited; the walk
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
