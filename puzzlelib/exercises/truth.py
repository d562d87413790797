"""The truth the checkers compare answers with: the fewest moves from a board to its goal, and what one
slide does to the inversion count (measured on every slide, lesson 4).

Up to 3 x 3 a complete breadth-first distance table answers at once; larger boards are solved by IDA*
within :data:`~puzzlelib.exercises.verdicts.CHECK_SECONDS`, or :class:`_OutOfTime` says that the truth
could not be found. None of it holds a stored answer.
"""

from __future__ import annotations

from functools import lru_cache

from puzzlelib.board import Board
from puzzlelib.errors import PuzzleError, SearchLimitError
from puzzlelib.exercises import verdicts
from puzzlelib.exercises.verdicts import _WHOLE_SPACE_CELLS, _OutOfTime
from puzzlelib.parity import is_solvable


def _optimal_length(board: Board, goal: Board, time_limit: float | None = None) -> int | None:
    """Fewest moves from ``board`` to ``goal``, None when it cannot reach it; :class:`_OutOfTime` if too slow.

    Up to 3 x 3 a complete breadth-first distance table answers. Larger boards are solved by IDA*, the
    fastest exact method the package has: with pattern databases when they are already built for this
    shape and goal (:func:`puzzlelib.pdb.ready`; never built here: a first build takes seconds, too long for a check),
    else with Manhattan distance plus linear conflicts.
    """
    if not is_solvable(board, goal):
        return None
    if board == goal:
        return 0
    if board.size <= _WHOLE_SPACE_CELLS:
        from puzzlelib.statespace import distance_table

        return distance_table(board.rows, board.cols, goal).distance(board)
    from puzzlelib.search import solve

    try:
        result = solve(board, goal, method="idastar", heuristic=_exact_heuristic(goal),
                       time_limit=verdicts.CHECK_SECONDS if time_limit is None else time_limit)
    except SearchLimitError:
        raise _OutOfTime from None
    return result.length


def _exact_heuristic(goal: Board) -> str:
    """``"pdb"`` where pattern databases for ``goal`` are built already, else ``"linear_conflict"``."""
    try:
        from puzzlelib import pdb
    except ImportError:
        return "linear_conflict"
    try:
        return "pdb" if pdb.ready(goal.rows, goal.cols, goal.tiles) else "linear_conflict"
    except PuzzleError:  # no database is defined for this shape
        return "linear_conflict"


def _known_length(board: Board, goal: Board) -> int | None:
    """:func:`_optimal_length`, or None when it could not be found in time (the caller says so)."""
    try:
        return _optimal_length(board, goal)
    except _OutOfTime:
        return None


@lru_cache(maxsize=2)
def _solvable_boards(goal: Board):
    """Every 3 x 3 board that can reach ``goal``: distance table, ranks, tiles array, distances, Boards.

    Cached, so that a class calling :func:`check_heuristic` again and again only pays for its own ``h``.
    """
    import numpy as np

    from puzzlelib.statespace import distance_table, unrank_permutations

    table = distance_table(3, 3, goal)
    ranks = np.flatnonzero(table.distances >= 0)
    perms = unrank_permutations(ranks, 9)
    true = table.distances[ranks].astype(np.int64)
    boards = tuple(Board._trusted(3, 3, tuple(tiles)) for tiles in perms.tolist())
    return table, ranks, perms, true, boards


@lru_cache(maxsize=4)
def _measured_slide_changes(cols: int) -> frozenset[int]:
    """Every change of the inversion count that one up-or-down slide makes on a board ``cols`` wide, measured
    on every slide of every arrangement of the 2 x ``cols`` board (a slide up or down on any taller board
    jumps over the same ``cols - 1`` tiles in reading order, so two rows show every case)."""
    from itertools import permutations

    from puzzlelib.parity import inversions

    seen = set()
    for tiles in permutations(range(2 * cols)):
        board = Board._trusted(2, cols, tiles)
        before = inversions(board)
        for move, moved in board.neighbors():
            if move in "UD":
                seen.add(inversions(moved) - before)
    return frozenset(seen)
