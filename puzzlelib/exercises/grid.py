"""Lesson 1's checks on the ant's grid: a walk to the food, and a grid that traps the greedy step.

The two walks the lesson compares, :func:`depth_first_path` and :func:`greedy_walk`, live in
:mod:`puzzlelib.search.walks`; they are importable from here too, as the lesson does.
"""

from __future__ import annotations

import re
import warnings

from puzzlelib.board import DELTAS
from puzzlelib.errors import PuzzleError, short_repr
from puzzlelib.exercises.verdicts import (
    Check,
    _as_list,
    _checker,
    _is_int,
    _Junk,
    _kind,
    _limit_guesses,
    _read_text,
    _right,
    _whole_number,
    _wrong,
)
from puzzlelib.problems import GridProblem
from puzzlelib.search.walks import depth_first_path, greedy_walk  # lesson 1 imports them from the exercises

__all__ = ["check_grid_path", "check_shortest_walks", "check_greedy_trap", "check_greedy_longer", "depth_first_path",
           "greedy_walk"]


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
    if hasattr(path, "tolist") and not isinstance(path, str):  # a numpy array of numbers or of letters
        path = path.tolist()
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


def _marks(grid) -> str:
    """A sentence when a grid picture holds more than one ant or one food (the reader keeps the last)."""
    if not isinstance(grid, str):
        return ""
    text = grid.replace(" ", "")
    for marks, name in (("SA", "ant (S)"), ("GF", "food (G)")):
        count = sum(text.count(m) for m in marks)
        if count > 1:
            return f"your grid has {count} marks for the {name}; put exactly one."
    return ""


@_checker
def check_grid_path(grid, path, *, optimal: bool = True) -> Check:
    """Check the ant's shortest walk: from start to goal, one cell at a time, never through a wall, and
    no longer than it needs to be.

    ``path`` is directions (``"DD"``), cell numbers in the ant post's numbering from 1, row by row (the
    start may be left out), or ``(row, col)`` pairs, as text, a list or a numpy array. A walk that is
    longer than needed is not yet right, and the reply does not say how long the shortest is. A question
    that has had many different wrong walks stops being judged (see ``GUESS_LIMIT``).
    ``optimal`` is deprecated (puzzlelib 0.2; removed in 0.3) and ignored: the lesson asks for the shortest.
    """
    if not isinstance(optimal, bool):
        raise PuzzleError(f"check_grid_path's optimal must be True or False, got {short_repr(optimal)}.")
    if not optimal:
        warnings.warn("check_grid_path's optimal= is deprecated in puzzlelib 0.2; removed in 0.3. It is ignored: "
                      "the walk is judged as the shortest walk the lesson asks for.", DeprecationWarning,
                      stacklevel=3)
    problem = _grid(grid)
    cells, problem_text = _cells_from(problem, path)
    key = ("grid_path", problem.to_text())
    return _limit_guesses(key, repr(cells), _judge_walk(problem, path, cells, problem_text))


def _judge_walk(problem: GridProblem, path, cells: list, problem_text: str) -> Check:
    from puzzlelib.search import solve

    number = problem.cell_number
    if problem_text:
        return _wrong(problem_text + ".", "directions are the way the ant walks: U, D, L, R")
    directions = isinstance(path, str) and not any(ch.isdigit() for ch in path)
    if not directions and not all(problem.inside(c) for c in cells):  # a number or pair off the grid
        return _wrong(f"{_shown_number(problem, path)} is not a cell of this grid: cells are numbered 1 to "
                      f"{problem.rows * problem.cols}, row by row from the top left.",
                      "count the cells from 1 at the top left, along each row")
    for k in range(1, len(cells)):
        (r0, c0), (r1, c1) = cells[k - 1], cells[k]
        if not problem.inside(cells[k]):
            return _wrong(f"step {k} walks off the grid from cell {number(cells[k - 1])}.",
                          f"the grid has {problem.rows} rows and {problem.cols} columns")
        if abs(r0 - r1) + abs(c0 - c1) != 1:
            return _wrong(f"step {k} jumps from cell {number(cells[k - 1])} to cell {number(cells[k])}, which is "
                          "not next to it.", "the ant moves one cell up, down, left or right at a time")
        if cells[k] in problem.walls:
            return _wrong(f"step {k} walks into the wall at cell {number(cells[k])}.", "go around the walls (#)")
    n = len(cells) - 1
    if n == 0 and problem.initial != problem.goal:
        return _wrong("no steps yet.", "write the walk as directions such as 'UR', or as cell numbers")
    if cells[-1] != problem.goal:
        return _wrong(f"your walk ends at cell {number(cells[-1])}, not at the food (cell {number(problem.goal)}).",
                      "keep going until the last cell is the goal")
    best = solve(problem, method="bfs").length
    shown = "-".join(str(number(c)) for c in cells)
    if n > best:
        return _wrong(f"the walk {shown} reaches the food in {n} steps, but a shorter walk exists.",
                      "look for another way round the walls", details={"length": n})
    return _right(f"the walk {shown} reaches the food in {n} steps, the fewest possible.",
                  details={"length": n, "optimal": best})


_WALKS_EXPECTED = "a list of walks, each as directions such as 'DD' or as cell numbers such as [2, 5, 8]"
_WALKS_HINT = "put each walk in a list: ['DD', 'RDDL'] or [[2, 5, 8], [2, 3, 6, 9, 8]]"


def _walk_list(walks) -> list:
    """A student's walks as a list of walks: a list, tuple or set of walks, or text with one walk per line
    (or walks of letters separated by commas)."""
    if isinstance(walks, str):
        text = _read_text(walks, _WALKS_EXPECTED, _WALKS_HINT)
        parts = [p.strip() for p in re.split(r"[\n;]+", text) if p.strip()]
        if len(parts) == 1 and not any(ch.isdigit() for ch in parts[0]):
            words = [w for w in re.split(r"[\s,]+", parts[0]) if w]
            if len(words) > 1 and all(len(w) > 1 for w in words):  # "UURR, URUR": walks, not "U, U, R"
                parts = words
        return parts
    if isinstance(walks, set | frozenset):
        return list(walks)
    listed = _as_list(walks)
    if listed is None:
        raise _Junk(_WALKS_EXPECTED, walks, _WALKS_HINT)
    if listed and all(_is_int(x) for x in listed):  # one walk of cell numbers, not a list of walks
        return [listed]
    return listed


def _every_shortest(problem: GridProblem) -> tuple[int, set]:
    """The length of a shortest walk and every shortest walk (as tuples of cells), counted breadth-first."""
    from collections import deque

    dist = {problem.initial: 0}
    queue, order = deque([problem.initial]), []
    while queue:
        cell = queue.popleft()
        order.append(cell)
        for move in problem.actions(cell):
            nxt = problem.result(cell, move)
            if nxt not in dist:
                dist[nxt] = dist[cell] + 1
                queue.append(nxt)
    if problem.goal not in dist:
        return -1, set()
    walks: dict = {problem.initial: [(problem.initial,)]}
    for cell in order:
        for move in problem.actions(cell):
            nxt = problem.result(cell, move)
            if dist[nxt] == dist[cell] + 1:
                walks.setdefault(nxt, []).extend(w + (nxt,) for w in walks[cell])
    return dist[problem.goal], set(walks[problem.goal])


@_checker
def check_shortest_walks(grid, walks) -> Check:
    """Check a list of the ant's walks: right when it holds every shortest walk from the ant to the food, and
    nothing else.

    Each walk is written as :func:`check_grid_path` reads one: directions (``"DD"``), cell numbers from 1,
    row by row (the start may be left out), or ``(row, col)`` pairs. A walk written twice counts once. The
    reply names a walk that is not a shortest one, or says that some are missing, never how many or which.
    A question that has had many different wrong lists stops being judged (see ``GUESS_LIMIT``).
    """
    problem = _grid(grid)
    read = []
    for k, walk in enumerate(_walk_list(walks), start=1):
        cells, problem_text = _cells_from(problem, walk)
        read.append((k, walk, cells, problem_text))
    answer = frozenset(tuple(cells) for _, _, cells, _ in read)
    return _limit_guesses(("shortest_walks", problem.to_text()), answer, _judge_walks(problem, read))


def _judge_walks(problem: GridProblem, read: list) -> Check:
    if not read:
        return _wrong("no walks yet.", "write each shortest walk as directions such as 'UR', in a list")
    best, every = _every_shortest(problem)
    mine = set()
    for k, walk, cells, problem_text in read:
        verdict = _judge_walk(problem, walk, cells, problem_text)
        if not verdict.ok:
            return _wrong(f"walk {k}: {verdict.message}", verdict.hint, details={"walk": k})
        mine.add(tuple(cells))
    if mine != every:
        return _wrong(f"{'each of your walks is' if len(mine) > 1 else 'your walk is'} a shortest walk, but not "
                      "every shortest walk is in your list yet.",
                      "at each cell of a shortest walk, ask which other step would keep the walk as short",
                      details={"walks": len(mine)})
    return _right(f"these are every shortest walk: {len(every)} walks of {best} steps each. Why can no walk be "
                  "shorter?", details={"walks": len(mine), "length": best})


def _shown_number(problem: GridProblem, path) -> str:
    """How the student wrote the first cell that is off the grid: their number, or their pair."""
    entries = list(path) if not isinstance(path, str) else [int(w) for w in re.findall(r"\d+", path)]
    for entry in entries:
        if _is_int(entry):
            cell = divmod(int(entry) - 1, problem.cols)
            if not problem.inside(cell):
                return f"cell {int(entry)}"
        elif isinstance(entry, list | tuple) and not problem.inside((int(entry[0]), int(entry[1]))):
            return f"the pair {tuple(int(x) for x in entry)}"
    return "a cell"


_DESIGN_TRIES = 20
"""Different grids a design question judges in a session: enough to try and improve a design, too few for
a loop of random grids (about one random 5 x 5 grid in 200 to 350 passes the trap check, none in 250,000 the "twice as long" one)."""

_TRAP_LIMITS = {"max_cells": 25, "min_steps": 2, "min_detour": 4}
"""Lesson 1's trap: at most 25 cells, at least 2 steps before the ant is stuck, the shortest path at least
4 steps longer than the Manhattan distance."""

_LONGER_MAX_CELLS = 30
_LONGER_MIN_GAP = 6
_LONGER_MIN_RATIO = 2
"""Lesson 1's grid on which greedy best-first goes the long way: at most 30 cells, and greedy's path at least
twice as long as the shortest and at least 6 steps longer. A wall that a student places does it (the
teacher's answer: 12 steps where 6 are enough); random grids do not: of 250,000 random grids of at most 30
cells (1 to 12 walls, or each cell a wall with a chance of 5 to 50 %), judged with the package's own
searches, none passes, and 3 pass the gap of 6 alone (benchmarks/grid_design_rates.py)."""

def _size_verdict(problem: GridProblem, max_cells) -> Check | None:
    if max_cells is not None and problem.rows * problem.cols > _whole_number(max_cells, "a number of cells"):
        return _wrong(f"your grid is {problem.rows} x {problem.cols} = {problem.rows * problem.cols} cells; this "
                      f"exercise asks for one of at most {max_cells} cells.",
                      "a small grid can do it: keep only the cells the idea needs")
    return None


def _tightest(given, lesson: int, *, most: bool) -> int:
    """The stricter of a caller's limit and the lesson's: a caller may tighten a design task, never loosen it."""
    if given is None:
        return lesson
    given = _whole_number(given, "a number of cells" if most else "a number of steps")
    return min(given, lesson) if most else max(given, lesson)


@_checker
def check_greedy_trap(grid, *, max_cells: int | None = 25, min_steps: int = 2, min_detour: int = 4) -> Check:
    """Right when the greedy walk (:func:`greedy_walk`) gets stuck on ``grid`` while a path to the food exists.

    The grid has at most ``max_cells`` cells; the greedy ant walks at least ``min_steps`` steps before it
    is stuck (a trap it walks into, not a wall at its feet); the shortest path is at least ``min_detour``
    steps longer than the straight-line (Manhattan) distance. The lesson's limits (25 cells, 2 steps, 4
    steps) always hold: other values can make the task harder, never easier. A session judges at most 20
    different grids, so a loop of random grids is not the way to find one.
    """
    problem = _grid(grid)
    limits = {"max_cells": _tightest(max_cells, _TRAP_LIMITS["max_cells"], most=True),
              "min_steps": _tightest(min_steps, _TRAP_LIMITS["min_steps"], most=False),
              "min_detour": _tightest(min_detour, _TRAP_LIMITS["min_detour"], most=False)}
    verdict = _judge_trap(grid, problem, **limits)
    return _limit_guesses(("greedy_trap",), problem.to_text(), verdict, limit=_DESIGN_TRIES)


def _design_refused(grid, problem: GridProblem, max_cells: int) -> Check | None:
    """The verdict on a designed grid that is not a fair design (no single S and G, too many cells), else None."""
    marks = _marks(grid)
    if marks:
        return _wrong(marks, "S is where the ant starts and G is the food: one of each")
    return _size_verdict(problem, max_cells)


def _no_path() -> Check:
    return _wrong("no path at all leads from the ant to the food on this grid, so no search can find one.",
                  "leave an opening in the walls so that a way round exists")


def _judge_trap(grid, problem: GridProblem, *, max_cells: int, min_steps: int, min_detour: int) -> Check:
    from puzzlelib.errors import UnsolvableError
    from puzzlelib.search import solve

    refused = _design_refused(grid, problem, max_cells)
    if refused is not None:
        return refused
    try:
        best = solve(problem, method="bfs")
    except UnsolvableError:
        return _no_path()
    walk = greedy_walk(problem)
    shown = "-".join(str(problem.cell_number(c)) for c in walk)
    details = {"greedy": walk, "bfs_length": best.length}
    if problem.is_goal(walk[-1]):
        return _wrong(f"the greedy ant still gets there ({shown}, {len(walk) - 1} steps).",
                      "look at where the greedy ant stopped in the lesson: what stood around it?", details=details)
    if len(walk) - 1 < min_steps:
        return _wrong(f"the greedy ant is stuck after {len(walk) - 1} of the {min_steps} steps this exercise asks "
                      f"for (walk {shown}).",
                      "the ant should walk into the trap: make the way in look like the way to the food",
                      details=details)
    detour = best.length - problem.h(problem.initial)
    if detour < min_detour:
        return _wrong(f"the ant is stuck, but the shortest path ({best.length} steps) is only {detour} steps longer "
                      f"than the straight distance ({problem.h(problem.initial)}); this exercise asks for at least "
                      f"{min_detour}.", "make the walls reach further, so that the way round is long",
                      details=details)
    return _right(f"the greedy ant walks {shown} and gets stuck at cell {problem.cell_number(walk[-1])}, while a "
                  f"path of {best.length} steps exists. Why does the ant stop there?", details=details)


@_checker
def check_greedy_longer(grid, *, max_cells: int | None = 30) -> Check:
    """Right when greedy best-first search returns a path on ``grid`` at least twice as long as A*'s (a
    shortest one) and at least 6 steps longer.

    The grid has at most ``max_cells`` cells; the lesson's 30 always holds (a smaller number makes the task
    harder, a larger one changes nothing). A session judges at most 20 different grids.
    """
    problem = _grid(grid)
    verdict = _judge_longer(grid, problem, _tightest(max_cells, _LONGER_MAX_CELLS, most=True))
    return _limit_guesses(("greedy_longer",), problem.to_text(), verdict, limit=_DESIGN_TRIES)


def _judge_longer(grid, problem: GridProblem, max_cells: int) -> Check:
    from puzzlelib.errors import UnsolvableError
    from puzzlelib.search import solve

    refused = _design_refused(grid, problem, max_cells)
    if refused is not None:
        return refused
    try:
        shortest = solve(problem, method="astar")
    except UnsolvableError:
        return _no_path()
    greedy = solve(problem, method="greedy")
    details = {"greedy": greedy.length, "astar": shortest.length}
    gap = greedy.length - shortest.length
    if gap >= _LONGER_MIN_GAP and greedy.length >= _LONGER_MIN_RATIO * shortest.length:
        return _right(f"greedy best-first walks {greedy.length} steps where {shortest.length} are enough. Which "
                      "cells drew it the long way?", details=details)
    if greedy.length > shortest.length:
        return _wrong(f"greedy best-first walks {greedy.length} steps where {shortest.length} are enough: "
                      f"{gap} steps longer; this exercise asks for a path at least twice as long as the shortest "
                      f"and at least {_LONGER_MIN_GAP} steps longer.",
                      "make the way that looks close lead further round, and the short way short",
                      details=details)
    return _wrong(f"greedy best-first finds a shortest path here too ({greedy.length} steps).",
                  "greedy best-first looks only at the distance still to go: where could a cell that looks close "
                  "lead it the long way round?", details=details)
