"""The truth the checkers compare answers with: the fewest moves from a board to its goal, the counts and
chances lessons 2 and 3 ask for, and what one slide does to the inversion count (measured on every slide,
lesson 4).

Up to 3 x 3 a complete breadth-first distance table answers at once; larger boards are solved by IDA*
within :data:`~puzzlelib.exercises.verdicts.CHECK_SECONDS`, or :class:`_OutOfTime` says that the truth
could not be found. The counts and chances are found by running the package's own code (a search over a
strip's slides, a shuffle with a die that records its rolls), so that a checker's source, shown by ``??``
in Jupyter, calls these functions and spells no answer. None of it holds a stored answer.
"""

from __future__ import annotations

import math
import random
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


def strip_reachable(start: tuple[int, ...]) -> frozenset[tuple[int, ...]]:
    """Every arrangement of a strip one row high that slides reach from ``start`` (0 is the blank), found by
    search: the blank swaps with a neighbour, left or right, until nothing new comes up.

    :class:`Board` needs two rows, so the strip is searched here as a plain tuple.
    """
    start = tuple(start)
    seen, todo = {start}, [start]
    while todo:
        arrangement = todo.pop()
        blank = arrangement.index(0)
        for cell in (blank - 1, blank + 1):
            if 0 <= cell < len(arrangement):
                slid = list(arrangement)
                slid[blank], slid[cell] = slid[cell], slid[blank]
                if tuple(slid) not in seen:
                    seen.add(tuple(slid))
                    todo.append(tuple(slid))
    return frozenset(seen)


class _Recorder(random.Random):
    """A random source that records what it is asked: the sides of each ``randrange`` (a die), the number of
    ``random()`` calls (coin tosses); every die rolls its lowest value and every coin says "keep"."""

    def __init__(self):
        super().__init__(0)
        self.sides: list[int] = []
        self.tosses = 0

    def randrange(self, start, stop=None, step=1):
        low, high = (0, start) if stop is None else (start, stop)
        self.sides.append(len(range(low, high, step)))
        return low

    def random(self):
        self.tosses += 1
        return 0.0


def swap_shuffle_runs(rows: int, cols: int) -> int:
    """How many equally likely runs :func:`~puzzlelib.shuffle.naive_swap_shuffle` has on a ``rows x cols``
    board: one run recorded, and the sides of its dice multiplied (no die's sides depend on earlier rolls)."""
    from puzzlelib.shuffle import naive_swap_shuffle

    recorder = _Recorder()
    naive_swap_shuffle(seed=recorder, rows=rows, cols=cols)
    return math.prod(recorder.sides)


def sort_in_order_chance(rows: int, cols: int):
    """The chance that :func:`~puzzlelib.shuffle.sort_shuffle` leaves the tiles of a ``rows x cols`` board in
    their starting order: the run whose every coin says "keep" recorded, a fair coin for each of its tosses.
    The tests check it against every run of the coin on small boards."""
    from fractions import Fraction

    from puzzlelib.shuffle import sort_shuffle

    recorder = _Recorder()
    sort_shuffle(seed=recorder, rows=rows, cols=cols, solvable=False)
    return Fraction(1, 2) ** recorder.tosses


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
