"""Lesson 12's checks on big boards: a board row by row solves in the fewest moves, which last rows can be finished
inside their own row, and how the method's moves grow with the board.

The last two take the student's answer as a function and try it on cases the student has not seen; the growth
prediction runs with the row-by-row method switched off, so that a function cannot simply run it.
"""

from __future__ import annotations

import contextlib
import itertools
import statistics
from functools import lru_cache

from puzzlelib.errors import PuzzleError, short_repr
from puzzlelib.errors import plural as _plural
from puzzlelib.exercises.truth import _optimal_length
from puzzlelib.exercises.verdicts import (
    Check,
    _as_board,
    _callable,
    _checker,
    _Junk,
    _real_number,
    _right,
    _teacher_count,
    _wrong,
)
from puzzlelib.numbers import whole_number
from puzzlelib.parity import explain_solvability, is_solvable

__all__ = ["check_row_by_row_shortest", "check_last_row", "check_move_growth", "GROWTH_SIZES", "GROWTH_FACTOR"]


@_checker
def check_row_by_row_shortest(board, min_moves: int = 10, *, shape: tuple[int, int] | None = None) -> Check:
    """Right when ``board`` is at least ``min_moves`` from its goal and the row-by-row method's solution of
    it is nevertheless a shortest one: the student has to know where in the method a search happens.
    ``shape``, as ``(rows, cols)``, is the only board size accepted (any size when None).

    >>> check_row_by_row_shortest("1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 0").ok
    False
    """
    from puzzlelib.strategies import row_by_row

    min_moves = _teacher_count(min_moves, "min_moves")
    if shape is not None:
        sides = tuple(shape) if isinstance(shape, tuple | list) else ()
        if len(sides) != 2 or any(whole_number(side) is None or whole_number(side) < 2 for side in sides):
            raise PuzzleError(f"shape must be (rows, cols), each 2 or more, got {short_repr(shape)}; "
                              "for example shape=(4, 4).")
        shape = tuple(whole_number(side) for side in sides)
    board = _as_board(board)
    if shape is not None and (board.rows, board.cols) != tuple(shape):
        return _wrong(f"this is a {board.rows} x {board.cols} board; the task asks for a {shape[0]} x {shape[1]} one.",
                      f"start from Board.goal({shape[0]}, {shape[1]})", board=board)
    goal = board.goal_of()
    if not is_solvable(board, goal):
        return _wrong("this board cannot reach the goal at all.", explain_solvability(board, goal), board=board)
    best = _optimal_length(board, goal)
    if best < min_moves:
        return _wrong(f"this board is {_plural(best, 'move')} from the goal; the task asks for at least {min_moves}.",
                      "shuffle more, but think about which tiles you let the shuffle touch", board=board,
                      details={"optimal": best})
    human = row_by_row(board).length
    details = {"optimal": best, "row_by_row": human}
    if human > best:
        return _wrong(f"row by row needs {_plural(human, 'move')} here, the shortest solution {best}.",
                      "which part of the method searches for the best moves, and which part follows fixed recipes?",
                      board=board, details=details)
    return _right(f"{_plural(best, 'move')} from the goal, and row by row solves it in {_plural(human, 'move')}: "
                  "a shortest solution. Explain in one sentence why this board lets the method be perfect.",
                  details=details)


# --------------------------------------------------------------------------- which last rows can be finished
@lru_cache(maxsize=1)
def _strip_reachable() -> frozenset[tuple[int, ...]]:
    """Arrangements of a 1 x 4 strip (tiles 1, 2, 3 and the blank 0) that can reach ``1 2 3 0``, found by a
    breadth-first search in which the blank swaps with a neighbour in the strip."""
    seen, frontier = {(1, 2, 3, 0)}, [(1, 2, 3, 0)]
    while frontier:
        row = frontier.pop()
        blank = row.index(0)
        for cell in (blank - 1, blank + 1):
            if 0 <= cell < len(row):
                child = list(row)
                child[blank], child[cell] = child[cell], 0
                if tuple(child) not in seen:
                    seen.add(tuple(child))
                    frontier.append(tuple(child))
    return frozenset(seen)


def _last_rows() -> list[tuple[int, ...]]:
    """Every arrangement of tiles 13, 14, 15 and the blank in the last row of a 15-puzzle."""
    return list(itertools.permutations((13, 14, 15, 0)))


@_checker
def check_last_row(can_finish) -> Check:
    """Right when ``can_finish(row)`` says, for each of the 24 ways tiles 13, 14, 15 and the blank can fill the last
    row of a 15-puzzle whose other rows are home, whether the row can be finished without moving a tile of the rows
    above. ``row`` is a tuple of the four numbers from left to right, 0 for the blank.
    """
    _callable(can_finish, "a function can_finish(row) that returns True or False",
              "define it with def can_finish(row): ... and pass the function itself")
    strip = _strip_reachable()
    right = True
    for row in _last_rows():
        try:
            answer = can_finish(row)
        except Exception as exc:  # the student's code
            return _wrong(f"your function raised {type(exc).__name__}: {exc} for the row {row}.",
                          "try it on (13, 14, 15, 0), the goal's own last row, first")
        if not isinstance(answer, bool) and type(answer).__name__ != "bool_":
            raise _Junk("True or False", answer, f"can_finish{(row,)} should return True or False")
        right = right and bool(answer) == (tuple(t - 12 if t else 0 for t in row) in strip)
    if not right:
        # Neither how many rows are wrong nor which: either would let a table of answers be filled in by trial.
        return _wrong("your function is wrong on some of the 24 rows.",
                      "in a single row, what can the tiles never do to each other?")
    return _right("right on all 24 rows. So why must a method finish the last two rows together?", details={"wrong": 0})


# --------------------------------------------------------------------------- how the moves grow
GROWTH_SIZES = (12, 16, 20)
"""Board sizes a growth prediction is tried on: larger than any the lesson measures."""

GROWTH_FACTOR = 1.25
"""How far a predicted number of moves may be from the median the row-by-row method needs."""

_GROWTH_BOARDS = 3


@lru_cache(maxsize=len(GROWTH_SIZES))
def _median_moves(n: int) -> float:
    """Median moves of the row-by-row method on three random n x n boards (seeds 40,000 and up)."""
    from puzzlelib.shuffle import random_solvable
    from puzzlelib.strategies import row_by_row

    return statistics.median(row_by_row(random_solvable(n, n, seed=40_000 + s)).length for s in range(_GROWTH_BOARDS))


class _NotAllowed(Exception):
    pass


@contextlib.contextmanager
def _method_switched_off():
    """While a prediction runs, the row-by-row method refuses to run: a prediction must not measure."""
    from puzzlelib import strategies

    def refuse(*_args, **_kwargs):
        raise _NotAllowed

    solver = strategies._Solver
    saved = solver.solve, solver.stages
    solver.solve = solver.stages = refuse
    try:
        yield
    finally:
        solver.solve, solver.stages = saved


@_checker
def check_move_growth(predict_moves) -> Check:
    """Right when ``predict_moves(n)`` predicts, within a factor of :data:`GROWTH_FACTOR`, the median number of moves
    the row-by-row method needs on random n x n boards, for each n in :data:`GROWTH_SIZES`.

    The function must predict, not measure: while it runs, the row-by-row method is switched off.
    """
    _callable(predict_moves, "a function predict_moves(n) that returns a number of moves",
              "define it with def predict_moves(n): ... and pass the function itself")
    missed = False  # which sizes missed is never shown: a table of answers by size could be tuned by trial
    for n in GROWTH_SIZES:
        try:
            with _method_switched_off():
                answer = predict_moves(n)
        except _NotAllowed:
            return _wrong(f"predict_moves({n}) ran the row-by-row method: a prediction must come from the numbers "
                          "you have, not from running the method on the board it is asked about.",
                          "use the table of the lesson: how do the moves grow from one size to the next?")
        except Exception as exc:  # the student's code
            return _wrong(f"your function raised {type(exc).__name__}: {exc} for n = {n}.",
                          "try it on the sizes of the lesson's table first")
        moves = _real_number(answer, "a number of moves from predict_moves")
        truth = _median_moves(n)
        missed = missed or not (moves > 0 and 1 / GROWTH_FACTOR <= moves / truth <= GROWTH_FACTOR)
    sizes = ", ".join(f"{n} x {n}" for n in GROWTH_SIZES)
    if missed:
        return _wrong(f"on at least one of {sizes} your prediction is more than {GROWTH_FACTOR:g} times away from "
                      "what the method needs.", "how many tiles must travel, and how far does each go, as the board "
                      "grows?")
    return _right(f"within a factor of {GROWTH_FACTOR:g} on {sizes}. What kind of growth is it, and what does that "
                  "say against the growth of a search?")
