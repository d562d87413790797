"""Whole state spaces of small puzzles: every arrangement, ranked, with its optimal distance.

A 3x3 board has 9! = 362,880 arrangements, small enough to list them all. Each arrangement gets a
*rank*, its position in lexicographic order (a perfect hash: ranks are exactly ``0 .. n!-1``),
so a distance table is a plain numpy array indexed by rank. A breadth-first search from the goal,
written on whole numpy arrays of boards at once instead of one board at a time, fills that array
in a fraction of a second. Moves are reversible, so the distance *from* the goal is the distance
*to* it.

Examples
--------
>>> table = distance_table(3, 3)
>>> table.max_distance
31
>>> int(table.histogram()[31])
2
>>> table.distance((1, 2, 3, 4, 5, 6, 7, 0, 8))
1
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from puzzlelib.board import MOVES, Board, move_table, whole_number_at_least
from puzzlelib.errors import InvalidBoardError, PuzzleError, UnsolvableError, arguments_checked, number_text

__all__ = [
    "MAX_CELLS",
    "DistanceTable",
    "distance_table",
    "rank_permutations",
    "unrank_permutations",
    "neighbour_table",
    "neighbour_boards",
]

#: Largest board (in cells) whose whole space we enumerate: 10! = 3.6 million states (2x5).
MAX_CELLS = 10


def rank_permutations(perms: np.ndarray) -> np.ndarray:
    """Lexicographic rank of each row of ``perms`` (shape ``(k, n)``, a permutation of ``0..n-1`` each).

    The rank is the row's Lehmer code read in the factorial number system: digit ``i`` counts the
    later entries smaller than entry ``i`` and weighs ``(n-1-i)!``. Works on all rows at once.

    >>> rank_permutations(np.array([[0, 1, 2], [2, 1, 0]])).tolist()
    [0, 5]
    """
    perms = np.asarray(perms)
    k, n = perms.shape
    ranks = np.zeros(k, dtype=np.int64)
    for i in range(n - 1):
        smaller_later = (perms[:, i + 1 :] < perms[:, i : i + 1]).sum(axis=1)
        ranks += smaller_later * math.factorial(n - 1 - i)
    return ranks


def unrank_permutations(ranks: np.ndarray, n: int) -> np.ndarray:
    """Inverse of :func:`rank_permutations`: rows of shape ``(len(ranks), n)``, dtype uint8.

    >>> unrank_permutations(np.array([0, 5]), 3).tolist()
    [[0, 1, 2], [2, 1, 0]]
    """
    ranks = np.asarray(ranks, dtype=np.int64).copy()
    k = len(ranks)
    digits = np.empty((k, n), dtype=np.int64)
    for i in range(n):
        base = math.factorial(n - 1 - i)
        digits[:, i], ranks = np.divmod(ranks, base)
    # Turn each Lehmer digit into "the digit-th smallest value still unused".
    used = np.zeros((k, n), dtype=bool)
    out = np.empty((k, n), dtype=np.uint8)
    rows = np.arange(k)
    for i in range(n):
        free_rank = np.cumsum(~used, axis=1) - 1  # position of each value among the unused ones
        choice = np.argmax((free_rank == digits[:, i : i + 1]) & ~used, axis=1)
        out[:, i] = choice
        used[rows, choice] = True
    return out


def neighbour_table(rows: int, cols: int) -> np.ndarray:
    """``table[cell, d]`` = cell the blank reaches moving ``"UDLR"[d]`` from ``cell``, or -1 off the board:
    :func:`puzzlelib.board.move_table` (which every search uses) as one array."""
    table = np.full((rows * cols, len(MOVES)), -1, dtype=np.int64)
    for cell, options in enumerate(move_table(rows, cols)):
        for move, target in options:
            table[cell, MOVES.index(move)] = target
    return table


def neighbour_boards(perms: np.ndarray, rows: int, cols: int, blanks: np.ndarray | None = None):
    """For each blank move U, D, L, R: ``(ok, moved, cells)``, every board of ``perms`` at once.

    ``ok`` marks the rows where the move is legal, ``moved`` holds those boards after it and
    ``cells`` the blank's new cells. ``blanks`` (the blank's cell in each row) is found if not given.
    """
    perms = np.asarray(perms)
    if blanks is None:
        blanks = np.argmax(perms == 0, axis=1)
    nbr = neighbour_table(rows, cols)
    for d in range(4):
        target = nbr[blanks, d]
        ok = target >= 0
        moved, src, dst = perms[ok].copy(), blanks[ok], target[ok]
        idx = np.arange(len(moved))
        moved[idx, src] = moved[idx, dst]  # the tile slides into the blank's cell
        moved[idx, dst] = 0
        yield ok, moved, dst


def _tiles(board, rows: int, cols: int) -> tuple[int, ...]:
    """Row-major tiles of a Board or of a flat sequence, checked to be a board of that shape."""
    tiles = tuple(int(t) for t in getattr(board, "tiles", board))
    if len(tiles) != rows * cols or sorted(tiles) != list(range(rows * cols)):
        raise InvalidBoardError(
            f"expected a {rows}x{cols} board holding each of 0..{rows * cols - 1} once, got {tiles!r}; "
            "pass a Board of that shape or a flat tuple with 0 for the blank"
        )
    if getattr(board, "rows", rows) != rows or getattr(board, "cols", cols) != cols:
        raise InvalidBoardError(
            f"this table is for {rows}x{cols} boards, got a {board.rows}x{board.cols} board"
        )
    return tiles


def _standard_goal(rows: int, cols: int) -> tuple[int, ...]:
    return tuple(range(1, rows * cols)) + (0,)


@dataclass(frozen=True, eq=False)
class DistanceTable:
    """Optimal distance to ``goal`` of every arrangement of a ``rows x cols`` board.

    ``distances[rank]`` is the number of moves from the arrangement of that rank (see
    :func:`rank_permutations`) to the goal, or -1 when it cannot reach the goal (the other parity
    half of the arrangements).
    """

    rows: int
    cols: int
    goal: tuple[int, ...]
    distances: np.ndarray
    seconds: float

    @property
    def max_distance(self) -> int:
        """Length of the longest optimal solution (31 for the standard 3x3 goal)."""
        return int(self.distances.max())

    @property
    def reachable(self) -> int:
        """How many arrangements can reach the goal (half of ``(rows*cols)!``)."""
        return int((self.distances >= 0).sum())

    def histogram(self) -> np.ndarray:
        """``counts[d]`` = number of arrangements exactly ``d`` moves from the goal."""
        return np.bincount(self.distances[self.distances >= 0].astype(np.int64))

    def ranks_at(self, distance: int) -> np.ndarray:
        """Ranks of the arrangements exactly ``distance`` moves away."""
        return np.flatnonzero(self.distances == distance)

    def boards_at(self, distance: int, limit: int | None = None) -> list:
        """Boards exactly ``distance`` moves away (at most ``limit`` of them, in rank order)."""
        ranks = self.ranks_at(distance)[:limit]
        return [self._board(p) for p in unrank_permutations(ranks, self.rows * self.cols)]

    def hardest(self, limit: int | None = None) -> list:
        """The boards farthest from the goal (for 3x3: the two boards 31 moves away)."""
        return self.boards_at(self.max_distance, limit)

    def rank(self, board) -> int:
        """Rank of ``board`` (a Board or a flat tuple) in this table."""
        tiles = _tiles(board, self.rows, self.cols)
        return int(rank_permutations(np.array([tiles]))[0])

    def distance(self, board) -> int:
        """Optimal number of moves from ``board`` to the goal.

        Raises :class:`~puzzlelib.errors.UnsolvableError` when the board cannot reach the goal.
        """
        d = int(self.distances[self.rank(board)])
        if d < 0:
            raise UnsolvableError(
                f"{board!r} cannot reach this goal: its inversion parity differs; swap two tiles "
                "(puzzlelib.make_solvable) to get a board that can"
            )
        return d

    def _board(self, tiles):
        tiles = tuple(int(t) for t in tiles)
        return Board.from_flat(tiles, self.rows, self.cols)


@arguments_checked
def distance_table(rows: int, cols: int, goal=None) -> DistanceTable:
    """Breadth-first search over the whole space of a ``rows x cols`` board (at most 10 cells).

    Parameters
    ----------
    rows, cols : board shape, e.g. 3, 3 or 2, 4.
    goal : Board or flat tuple, optional; the standard goal (blank last) by default.

    Returns
    -------
    DistanceTable, cached: a second call with the same arguments returns the same object.

    Raises
    ------
    PuzzleError when the space is too big to enumerate (more than 10 cells).
    """
    rows, cols = (whole_number_at_least(value, 1, name, "distance_table(2, 3)")
                  for value, name in ((rows, "rows"), (cols, "cols")))
    if rows * cols < 2:
        raise PuzzleError(f"a board needs at least 2 cells, got {rows}x{cols}; for example distance_table(2, 3)")
    if rows * cols > MAX_CELLS:
        raise PuzzleError(
            f"a board of {number_text(rows)} x {number_text(cols)} has {math.factorial(min(rows * cols, 20)):,}{'' if rows * cols <= 20 else '+'} "
            "arrangements, too many to list; "
            f"whole-space tables stop at {MAX_CELLS} cells (2x2 .. 3x3, 2x4, 2x5); use a search instead"
        )
    goal_tiles = _standard_goal(rows, cols) if goal is None else _goal_of_shape(goal, rows, cols)
    return _distance_table(rows, cols, goal_tiles)


def _goal_of_shape(goal, rows: int, cols: int) -> tuple[int, ...]:
    """A goal given as a Board, a layout name, text or a flat sequence, as row-major tiles of this shape."""
    if rows >= 2 and cols >= 2 and not isinstance(goal, Board):
        goal = Board.goal(rows, cols).resolve_goal(goal)
    return _tiles(goal, rows, cols)


@lru_cache(maxsize=8)
def _distance_table(rows: int, cols: int, goal: tuple[int, ...]) -> DistanceTable:
    import time

    start = time.perf_counter()
    n = rows * cols
    dist = np.full(math.factorial(n), -1, dtype=np.int8)
    frontier = np.array([goal], dtype=np.uint8)
    blanks = np.array([goal.index(0)], dtype=np.int64)
    dist[rank_permutations(frontier)] = 0
    depth = 0
    while len(frontier):
        depth += 1
        new_perms, new_blanks, new_ranks = [], [], []
        for _, perms, dst in neighbour_boards(frontier, rows, cols, blanks):
            ranks = rank_permutations(perms)
            fresh = dist[ranks] < 0
            new_perms.append(perms[fresh])
            new_blanks.append(dst[fresh])
            new_ranks.append(ranks[fresh])
        ranks = np.concatenate(new_ranks)
        ranks, first = np.unique(ranks, return_index=True)
        frontier = np.concatenate(new_perms)[first]
        blanks = np.concatenate(new_blanks)[first]
        dist[ranks] = depth
    dist.flags.writeable = False
    return DistanceTable(rows, cols, goal, dist, time.perf_counter() - start)
