"""Pattern databases as a heuristic: disjoint tables summed, the mirrored lookup, ``heuristic="pdb"``.

:class:`PDBHeuristic` adds the tables of disjoint patterns (and of the board mirrored about a diagonal,
taking the larger); :func:`pattern_heuristic` assembles one from a partition; :func:`default_heuristic`
is the one a search gets for ``heuristic="pdb"``, kept in memory once loaded.
"""

from __future__ import annotations

import warnings
from functools import lru_cache

import numpy as np

from puzzlelib.board import Board, check_shape
from puzzlelib.errors import InvalidBoardError, PuzzleError, arguments_checked
from puzzlelib.pdb.build import _BUILD_DEADLINE, digit_base
from puzzlelib.pdb.partitions import _PREFERENCE, PARTITIONS, _goal_tuple, _tile_groups, partition_cells
from puzzlelib.pdb.store import PatternDatabase, cache_dir, is_cached, load_pattern

__all__ = ["PDBHeuristic", "QUICK_PARTITION", "best_partition", "default_heuristic", "pattern_heuristic", "prebuilt_tables", "ready"]


def _reflection(rows: int, cols: int, goal: tuple[int, ...]):
    """(cell map, tile map) mirroring boards about a diagonal onto the same goal, or None.

    Needs a square board whose goal blank sits on the main diagonal (standard, blank-first goals)
    or else on the other one (the 4x4 snail). Tile ``t`` becomes the tile whose goal cell is the
    mirror of ``t``'s goal cell, so the mirrored goal is the goal again and every solution of the
    mirrored board mirrors back to one of the same length.
    """
    if rows != cols:
        return None
    n = rows * cols
    for mirror in ([(c % cols) * cols + c // cols for c in range(n)],
                   [(cols - 1 - c % cols) * cols + (rows - 1 - c // cols) for c in range(n)]):
        if mirror[goal.index(0)] == goal.index(0):
            where = {t: c for c, t in enumerate(goal)}
            relabel = [goal[mirror[where[t]]] for t in range(n)]
            return mirror, relabel
    return None


class PDBHeuristic:
    """Sum of disjoint pattern databases (and of the mirrored board's, taking the larger).

    Call it on a :class:`~puzzlelib.board.Board` or a row-major tuple to get an admissible estimate
    of the moves left. ``values(perms)`` evaluates a whole numpy array of boards. ``fast_tables()``
    hands :mod:`puzzlelib.search.fast_idastar` what it needs to update the estimate move by move.

    Consistency depends on the tables. Tables that keep the blank's cell (``with_blank=True``) give
    a consistent heuristic: one move changes it by at most 1. The compact tables (the minimum over
    the blank's cells, 16 times smaller, the only affordable kind for 6-tile patterns) are admissible
    but *not* always consistent: when the blank is walled in by pattern tiles, the real position is
    costlier than the minimum suggests, and one move can raise the estimate by several (on 3x3,
    ``1 2 3 / 0 4 6 / 5 8 7`` scores 11 and its neighbour ``0 2 3 / 1 4 6 / 5 8 7`` 16). IDA* and an
    A* that reopens states stay optimal with it.
    """

    admissible = True  # every pattern database underestimates: each counts only its own tiles' moves

    def __init__(self, parts: list[PatternDatabase], *, reflect: bool | None = None, name: str | None = None):
        if not parts:
            raise PuzzleError("a pattern-database heuristic needs at least one pattern")
        first = parts[0]
        self.rows, self.cols, self.goal = first.rows, first.cols, first.goal
        self.with_blank = first.with_blank
        seen: set[int] = set()
        for part in parts:
            if (part.rows, part.cols, part.goal, part.with_blank) != (self.rows, self.cols, self.goal,
                                                                      self.with_blank):
                raise PuzzleError("all patterns of one heuristic must share board shape, goal and table kind")
            if seen & set(part.tiles):
                raise PuzzleError(f"patterns must be disjoint to add up; tile(s) {sorted(seen & set(part.tiles))} repeat")
            seen |= set(part.tiles)
        self.parts = tuple(parts)
        self._mirror = _reflection(self.rows, self.cols, self.goal)
        self.reflect = self._mirror is not None if reflect is None else bool(reflect)
        if self.reflect and self._mirror is None:
            raise PuzzleError("the mirrored lookup needs a square board whose goal blank is on a diagonal")
        self._fast = None
        self._joined = None
        sizes = "-".join(str(len(p.tiles)) for p in self.parts)
        self.name = name or f"pdb {sizes}" + self._suffix()

    def _suffix(self) -> str:
        return (" +blank" if self.with_blank else "") + (" +mirror" if self.reflect else "")

    @property
    def reflection(self):
        """The mirror's (cell map, tile map). Deprecated in puzzlelib 0.2; removed in 0.3: the mirrored board is
        what lesson 11 asks a student to work out, so the maps stay inside (``reflect=True`` uses them)."""
        warnings.warn("PDBHeuristic.reflection is deprecated in puzzlelib 0.2; removed in 0.3. The mirrored "
                      "lookup is internal: PDBHeuristic(parts, reflect=True) uses it.", DeprecationWarning,
                      stacklevel=2)
        return self._mirror

    @property
    def consistent(self) -> bool:
        """Proved for tables that keep the blank; compact (minimum over the blank) tables may not be."""
        return self.with_blank

    def __repr__(self) -> str:
        return f"<PDBHeuristic {self.name} for {self.rows}x{self.cols}>"

    @property
    def nbytes(self) -> int:
        return sum(p.nbytes for p in self.parts)

    def _tiles(self, board) -> tuple[int, ...]:
        if isinstance(board, Board) and (board.rows, board.cols) != (self.rows, self.cols):
            raise InvalidBoardError(f"this heuristic is for {self.rows}x{self.cols} boards, got {board.rows}x{board.cols}")
        tiles = tuple(getattr(board, "tiles", board))
        if len(tiles) != self.rows * self.cols:
            raise InvalidBoardError(f"expected {self.rows * self.cols} tiles, got {len(tiles)}")
        return tiles

    def __call__(self, board, goal=None) -> int:
        if goal is not None and _goal_tuple(self.rows, self.cols, goal) != self.goal:
            raise PuzzleError("this pattern database was built for another goal; build one for that goal")
        tiles = self._tiles(board)
        h = sum(int(p.table[p.index(tiles)]) for p in self.parts)
        if self.reflect:
            mirror, relabel = self._mirror
            mirrored = [0] * len(tiles)
            for cell, t in enumerate(tiles):
                mirrored[mirror[cell]] = relabel[t]
            h = max(h, sum(int(p.table[p.index(mirrored)]) for p in self.parts))
        return h

    def values(self, perms: np.ndarray) -> np.ndarray:
        """The heuristic of every row of ``perms`` (shape ``(m, n)``, row-major boards) at once."""
        perms = np.asarray(perms)
        n = self.rows * self.cols
        pos = np.argsort(perms, axis=1)  # pos[:, t] = cell of tile t
        total = self._sum_parts(pos, n)
        if self.reflect:
            mirror, relabel = (np.asarray(a) for a in self._mirror)
            inverse = np.argsort(relabel)  # mirrored tile u was tile inverse[u]
            total = np.maximum(total, self._sum_parts(mirror[pos[:, inverse]], n))
        return total

    def _sum_parts(self, pos: np.ndarray, n: int) -> np.ndarray:
        total = np.zeros(len(pos), dtype=np.int64)
        base = digit_base(n)
        for p in self.parts:
            idx = pos[:, list(p.tiles)] @ (base ** np.arange(len(p.tiles), dtype=np.int64))
            if self.with_blank:
                idx = pos[:, 0] + base * idx
            total += p.table[idx]
        return total

    def fast_tables(self):
        if self._fast is None:
            self._fast = self._make_fast_tables()
        return self._fast

    def joined_tables(self) -> tuple[bytes, list[int]]:
        """All of :meth:`fast_tables`' tables as one bytes object, and where each one starts: a
        search that offsets its indices reads any pattern with one subscript. Made once."""
        if self._joined is None:
            tables = self.fast_tables()[0]
            self._joined = (b"".join(tables), [sum(len(t) for t in tables[:j]) for j in range(len(tables))])
        return self._joined

    def _make_fast_tables(self):
        """Lookup data for an incremental search, as plain Python objects (bytes and lists).

        Returns ``(tables, pattern_of, weight_of, mirror)``: ``tables[j]`` is pattern j's table as bytes;
        tile ``t`` belongs to pattern ``pattern_of[t]`` (tiles in no pattern use a one-entry zero table)
        and moving it from cell a to b adds ``(b - a) * weight_of[t]`` to that pattern's index. With
        :attr:`with_blank` tables every pattern's index also changes by the blank's move (weight 1).
        ``mirror`` is None or ``(cell_map, pattern_of_m, weight_of_m)`` for the mirrored board, where
        tile ``t`` moving from a to b moves the mirrored tile from ``cell_map[a]`` to ``cell_map[b]``.
        """
        n = self.rows * self.cols
        tables = [p.table.tobytes() for p in self.parts] + [bytes(1)]
        spare = len(self.parts)
        pattern_of, weight_of = [spare] * n, [0] * n
        for j, p in enumerate(self.parts):
            for i, t in enumerate(p.tiles):
                pattern_of[t], weight_of[t] = j, digit_base(n) ** (i + self.with_blank)
        mirror = None
        if self.reflect:
            cell_map, relabel = self._mirror
            mirror = (list(cell_map), [pattern_of[relabel[t]] for t in range(n)],
                      [weight_of[relabel[t]] for t in range(n)])
        return tables, pattern_of, weight_of, mirror


def _small_enough_for_blank(rows: int, cols: int, groups) -> bool:
    """Default table kind: keep the blank up to 3x3 (consistent, tiny); compact from 4x4 on, where the
    16-fold size buys about a third fewer nodes but each costs several times more (measured on 5-5-5)."""
    return rows * cols <= 9 and digit_base(rows * cols) ** (max(len(g) for g in groups) + 1) <= 1 << 22


def ready(rows: int, cols: int, goal=None) -> bool:
    """True when ``heuristic="pdb"`` can start at once: some database for this shape and goal is cached.

    A first 4x4 build takes a couple of seconds (5-5-5) to ten or so (6-6-3); a widget that must
    answer quickly can check this
    first (and ``python -m puzzlelib pdb --size 4`` builds it ahead of a lesson).
    """
    rows, cols = check_shape(rows, cols)
    for name in _PREFERENCE.get((rows, cols), ()):
        groups = partition_cells(rows, cols, name, goal)
        blank = _small_enough_for_blank(rows, cols, groups)
        if all(is_cached(rows, cols, g, goal, blank) for g in groups):
            return True
    return False


def prebuilt_tables() -> list[tuple[int, int, str, tuple[tuple[int, ...], ...], bool]]:
    """Every table ``heuristic="pdb"`` uses on the standard goals: ``(rows, cols, partition, groups,
    with_blank)`` per shape, default partition first. What an admin prebuilds into a shared folder."""
    out = []
    for (rows, cols), names in _PREFERENCE.items():
        groups = partition_cells(rows, cols, names[0])
        out.append((rows, cols, names[0], groups, _small_enough_for_blank(rows, cols, groups)))
    return sorted(out, key=lambda item: item[0] * item[1])


def best_partition(rows: int, cols: int, goal=None, *, cached_only: bool = True) -> str:
    """Name of the partition ``heuristic="pdb"`` uses: the best one already cached, else the default.

    ``cached_only=False``: the best one there is, cached or not (what a build ahead of a lesson makes).
    """
    rows, cols = check_shape(rows, cols)
    names = _PREFERENCE.get((rows, cols))
    if not names:
        raise PuzzleError(
            f"no pattern database is defined for {rows}x{cols} boards (have: "
            f"{', '.join(f'{r}x{c}' for r, c in PARTITIONS)}); use heuristic='linear_conflict' there"
        )
    for name in names if cached_only else ():
        groups = partition_cells(rows, cols, name, goal)
        blank = _small_enough_for_blank(rows, cols, groups)
        if all(is_cached(rows, cols, g, goal, blank) for g in groups):
            return name
    return names[0]


@arguments_checked
def pattern_heuristic(rows: int, cols: int, partition="best", goal=None, *, reflect: bool | None = None,
                      with_blank: bool | None = None, progress: bool = True, cache: bool = True) -> PDBHeuristic:
    """An additive pattern-database heuristic for ``rows x cols`` boards and ``goal``.

    Parameters
    ----------
    partition : a name from :data:`PARTITIONS` ("6-6-3", "5-5-5", "4-4", ...), "best", or the tile
        groups themselves, e.g. ``[(1, 2, 3), (4, 5, 6, 7, 8)]``.
    reflect : also look up the board mirrored about a diagonal through the goal's blank and take the larger sum
        (default: whenever the board is square and the goal's blank is on the diagonal).
    progress : show a progress bar while building.
    with_blank : keep the blank's cell in the tables (consistent, stronger, 16 times larger on 4x4);
        default: on boards of at most 9 cells (3x3, 2x4, ...), not on 4x4.
    cache : read and write tables under :func:`cache_dir`.
    """
    rows, cols = check_shape(rows, cols)
    goal_t = _goal_tuple(rows, cols, goal)
    if isinstance(partition, str):
        name = best_partition(rows, cols, goal_t) if partition == "best" else partition
        groups = partition_cells(rows, cols, name, goal_t)
    else:
        groups = _tile_groups(rows, cols, partition)
        name = "-".join(str(len(g)) for g in groups)
    if with_blank is None:
        with_blank = _small_enough_for_blank(rows, cols, groups)
    parts = [load_pattern(rows, cols, g, goal_t, progress=progress, cache=cache, with_blank=with_blank)
             for g in groups]
    h = PDBHeuristic(parts, reflect=reflect)
    h.name = f"pdb {name}" + h._suffix()
    return h


@lru_cache(maxsize=8)
def _default_heuristic(rows: int, cols: int, goal: tuple[int, ...], cache_folder: str) -> PDBHeuristic:
    return pattern_heuristic(rows, cols, "best", goal)


#: What ``heuristic="pdb"`` builds when no table is cached yet and the caller is on the clock: the
#: partition that builds in a second or two and still solves a random 15-puzzle in about a second.
#: The best one (6-6-3) is built by ``python -m puzzlelib pdb --size 4``, or by a call with no deadline.
QUICK_PARTITION = {(4, 4): "5-5-5"}


def default_heuristic(rows: int, cols: int, goal=None, *, deadline: float | None = None) -> PDBHeuristic:
    """The heuristic ``heuristic="pdb"`` means: :func:`best_partition`, kept in memory once loaded.

    With a ``deadline`` (a :func:`time.perf_counter` value, or the one :func:`build_deadline` set)
    and nothing cached for this shape and goal, it builds :data:`QUICK_PARTITION` rather than the
    best partition, and raises :class:`PDBBuildTimeout` if even that does not fit.
    """
    rows, cols = check_shape(rows, cols)
    goal = _goal_tuple(rows, cols, goal)
    if deadline is None:
        deadline = _BUILD_DEADLINE.get()
    token = _BUILD_DEADLINE.set(deadline)
    try:
        if deadline is None or (rows, cols) not in QUICK_PARTITION or ready(rows, cols, goal):
            return _default_heuristic(rows, cols, goal, str(cache_dir()))
        return pattern_heuristic(rows, cols, QUICK_PARTITION[rows, cols], goal)
    finally:
        _BUILD_DEADLINE.reset(token)
