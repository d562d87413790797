"""Building one pattern's table: a breadth-first search on numpy arrays of packed placements.

A placement is the number ``pos(t1) + B*pos(t2) + ...`` (``B`` = :func:`digit_base`, a power of two so
that digits come out with shifts), a move is one addition and the table is a flat array. Grey tiles slide
for free, so :func:`_build_by_regions` searches over (placement, region of the blank) pairs;
:func:`_build_reference` is the plain 0-1 search over every blank cell, kept as the definition the fast
one is tested against. :func:`build_deadline` puts a build on the caller's clock.
"""

from __future__ import annotations

import contextlib
import contextvars
import math
import time
from functools import lru_cache

import numpy as np

from puzzlelib.board import check_shape, whole_number
from puzzlelib.errors import PuzzleError, SearchLimitError, short_repr
from puzzlelib.pdb.partitions import _goal_tuple, _tile_groups
from puzzlelib.statespace import neighbour_table

__all__ = ["PDBBuildTimeout", "build_deadline", "build_pattern_table", "digit_base"]


#: Largest search array we allow (states with the blank): 16**7 = 268 million bytes.
_MAX_STATES = 16**7


def digit_base(n: int) -> int:
    """Base of the packed digits for ``n`` cells: the smallest power of two >= n (16 for 4x4 and 3x3)."""
    cells = whole_number(n)
    if cells is None or cells < 1:
        raise PuzzleError(f"digit_base needs a number of cells, 1 or more, got {short_repr(n)}; for example digit_base(16).")
    return 1 << (cells - 1).bit_length()


def _packed_states(n: int, k: int) -> int:
    return digit_base(n) ** (k + 1)


def build_pattern_table(rows: int, cols: int, goal, tiles, *, progress: bool = True,
                        with_blank: bool = False, reference: bool = False,
                        deadline: float | None = None) -> np.ndarray:
    """Breadth-first search over the abstract states of one pattern; returns its table.

    The table has ``B**k`` bytes (``B`` = :func:`digit_base` of the cell count, ``k`` pattern tiles);
    entry ``sum(pos(tiles[i]) * B**i)`` is the fewest pattern-tile moves that bring those tiles home,
    minimised over where the blank ends. Entries for impossible placements (two tiles on one cell)
    are 255. With ``with_blank=True`` the blank's cell is kept as the lowest digit instead
    (``B**(k+1)`` bytes): larger, stronger, and consistent (see :class:`PDBHeuristic`).

    Boards of up to 16 cells use :func:`_build_by_regions` (a 6-tile 4x4 pattern in a few seconds);
    ``reference=True``, or a larger board, uses :func:`_build_reference`, the plain 0-1 breadth-first
    search over every blank cell: several times slower, kept as the definition the fast one is tested
    against entry by entry.

    ``deadline`` (a :func:`time.perf_counter` value; default: the one :func:`build_deadline` set, if
    any) stops the build between two steps with :class:`PDBBuildTimeout`.
    """
    with_blank = bool(with_blank)  # a switch: it also sizes the table, so 10**30 must not pass as a number
    rows, cols = check_shape(rows, cols)
    goal = _goal_tuple(rows, cols, goal)
    tiles = _tile_groups(rows, cols, [tiles])[0]
    n, k = rows * cols, len(tiles)
    if _packed_states(n, k) > _MAX_STATES:
        raise PuzzleError(
            f"a {k}-tile pattern on a {rows}x{cols} board needs {_packed_states(n, k):,} bytes of search "
            f"space; the limit is {_MAX_STATES:,}. Use smaller patterns (e.g. 5-5-5 or 6-6-3 on 4x4)."
        )
    if deadline is None:
        deadline = _BUILD_DEADLINE.get()
    clock = _Clock(rows, cols, tiles, deadline)
    clock.check()  # a build asked for after the deadline (a long wait for another process's lock) stops at once
    if reference or n > _REGION_CELLS:
        return _build_reference(rows, cols, goal, tiles, progress=progress, with_blank=with_blank, clock=clock)
    return _build_by_regions(rows, cols, goal, tiles, progress=progress, with_blank=with_blank, clock=clock)


class PDBBuildTimeout(SearchLimitError):
    """A pattern database was still being built when the caller's time limit ran out."""


#: The deadline builds started in this context must keep (see :func:`build_deadline`).
_BUILD_DEADLINE: contextvars.ContextVar[float | None] = contextvars.ContextVar("pdb_build_deadline", default=None)


@contextlib.contextmanager
def build_deadline(seconds: float | None):
    """Within this block, building a table stops with :class:`PDBBuildTimeout` after ``seconds``
    (None: no limit). A search's ``time_limit`` uses it, so a first build counts against the limit
    instead of silently holding a notebook for as long as it takes."""
    token = _BUILD_DEADLINE.set(None if seconds is None else time.perf_counter() + seconds)
    try:
        yield
    finally:
        _BUILD_DEADLINE.reset(token)


class _Clock:
    """Checked between the steps of a build: raises :class:`PDBBuildTimeout` past the deadline."""

    def __init__(self, rows, cols, tiles, deadline):
        if deadline is not None and not (isinstance(deadline, int | float) and not isinstance(deadline, bool)
                                         and -1e300 < deadline < 1e300):  # also refuses NaN and inf
            raise PuzzleError(f"deadline must be None or a time.perf_counter() value, got {short_repr(deadline)}.")
        self.deadline, self.rows, self.cols, self.tiles = deadline, rows, cols, tuple(tiles)

    def check(self) -> None:
        if self.deadline is not None and time.perf_counter() > self.deadline:
            size = self.rows if self.rows == self.cols else f"{self.rows}x{self.cols}"
            raise PDBBuildTimeout(
                f"the {self.rows}x{self.cols} pattern database (tiles {', '.join(map(str, self.tiles))}) was still "
                f"being built when the time limit ran out; build the tables once ahead of time with "
                f"`python -m puzzlelib pdb --size {size}` (seconds; they stay in the cache folder) "
                "or raise time_limit", reason="time")


#: Largest board (cells) whose blank regions are tabulated: 2**16 empty-cell masks x 16 cells.
_REGION_CELLS = 16


@lru_cache(maxsize=4)
def _blank_regions(rows: int, cols: int) -> tuple[np.ndarray, np.ndarray]:
    """Where the blank can wander for free, for every set of empty cells.

    Index ``(empty << bits) | cell`` (``empty`` a bit mask of the cells no pattern tile covers,
    ``bits`` = log2 of :func:`digit_base`): ``region`` is the bit mask of the cells the blank reaches
    from ``cell`` through empty cells, ``lowest`` the smallest cell of that region (its name), or
    ``n`` when ``cell`` is not empty. A flood fill over all 2**n masks at once, done once per shape.
    """
    n = rows * cols
    bits = digit_base(n).bit_length() - 1
    full = (1 << n) - 1
    not_first_col = sum(1 << c for c in range(n) if c % cols)  # cells a rightward step can land on
    not_last_col = sum(1 << c for c in range(n) if c % cols != cols - 1)
    empty = np.arange(1 << n, dtype=np.int64)
    region = np.zeros((1 << n, 1 << bits), dtype=np.int64)
    for cell in range(n):
        reach = empty & (1 << cell)
        while True:
            grown = (reach | ((reach << 1) & not_first_col) | ((reach >> 1) & not_last_col)
                     | ((reach << cols) & full) | (reach >> cols)) & empty
            if np.array_equal(grown, reach):
                break
            reach = grown
        region[:, cell] = reach
    low = region & -region
    lowest = np.where(low > 0, np.log2(np.maximum(low, 1)).astype(np.int64), n)
    return region.ravel().astype(np.int32), lowest.ravel().astype(np.uint8)


def _build_by_regions(rows: int, cols: int, goal: tuple[int, ...], tiles, *, progress: bool,
                      with_blank: bool, clock: _Clock) -> np.ndarray:
    """Breadth-first search whose states are (placement of the pattern tiles, blank's region).

    Sliding a grey tile costs nothing, so all that matters about the blank is which connected
    region of empty cells it is in: a state is a placement plus the region's lowest cell, and every
    edge is one paid move (a pattern tile next to the region slides into it). That is a plain
    breadth-first search, level by level, on numpy arrays of packed placements: per level, every
    pattern tile is tried in every direction at once, the region lookups are table reads
    (:func:`_blank_regions`), and the visited set is one bit per (placement, region name).
    A placement's entry is the level at which its first region is reached.
    """
    n, k = rows * cols, len(tiles)
    base = digit_base(n)
    bits = base.bit_length() - 1
    full = (1 << n) - 1
    region, lowest = _blank_regions(rows, cols)
    name_bit = np.left_shift(np.uint32(1), np.minimum(lowest, 31).astype(np.uint32)).astype(
        np.uint16 if base <= 16 else np.uint32)  # the visited-set bit of each region name
    nbr = neighbour_table(rows, cols)
    steps = []  # per direction: the cell a tile slides to (n: off the board), the two cells it swaps, the offset
    for d in range(4):
        has = nbr[:, d] >= 0
        step = int(nbr[has, d][0] - np.flatnonzero(has)[0]) if has.any() else 0
        into = np.where(has, nbr[:, d], n).astype(np.int32)  # bit n of a region mask is never set
        pair = np.where(has, (1 << np.arange(n)) | (1 << np.where(has, nbr[:, d], 0)), 0).astype(np.int32)
        steps.append((into, pair, step))
    size = base**k
    table = np.full(size, 255, dtype=np.uint8)
    seen = np.zeros(size, dtype=name_bit.dtype)
    levels = np.full(size * base, 255, dtype=np.uint8) if with_blank else None

    start = sum(goal.index(t) << (bits * i) for i, t in enumerate(tiles))
    start_empty = full ^ sum(1 << goal.index(t) for t in tiles)
    start_region = int(lowest[(start_empty << bits) | goal.index(0)])
    table[start] = 0
    seen[start] = 1 << start_region
    if levels is not None:
        levels[(start << bits) | start_region] = 0
    frontier_p = np.array([start], dtype=np.int32)  # packed placements (every index fits in 32 bits)
    frontier_r = np.array([start_region], dtype=np.int32)  # the blank region's name
    bar = _progress(math.perm(n, k), f"pattern {'-'.join(map(str, tiles))}", progress)
    bar.update(1)
    chunk = 1 << 16
    depth = 0
    while frontier_p.size:
        before = seen.copy()
        for lo in range(0, frontier_p.size, chunk):
            clock.check()
            places, names = frontier_p[lo : lo + chunk], frontier_r[lo : lo + chunk]
            cells = [(places >> (bits * i)) & (base - 1) for i in range(k)]
            occupied = np.left_shift(np.int32(1), cells[0])
            for cell in cells[1:]:
                occupied |= np.left_shift(np.int32(1), cell)
            empty = full ^ occupied
            reach = region[(empty << bits) | names]
            for i, cell in enumerate(cells):
                for into, pair, step in steps:  # tile i slides into the blank's region, if it touches it
                    which = np.flatnonzero((reach >> into[cell]) & 1)
                    src = cell[which]
                    new_empty = empty[which] ^ pair[src]
                    _mark(seen, places[which] + (step << (bits * i)), name_bit[(new_empty << bits) | src])
        changed = np.flatnonzero(seen != before).astype(np.int32)
        fresh_bits = (seen[changed] ^ before[changed]).astype(np.int32)
        del before
        depth += 1
        new_places = changed[table[changed] == 255]
        table[new_places] = depth
        bar.update(new_places.size)
        parts_p, parts_r = [], []
        for name in range(n):
            has = np.flatnonzero((fresh_bits >> name) & 1)
            if has.size:
                parts_p.append(changed[has])
                parts_r.append(np.full(has.size, name, dtype=np.int32))
        frontier_p = np.concatenate(parts_p) if parts_p else np.empty(0, dtype=np.int32)
        frontier_r = np.concatenate(parts_r) if parts_r else np.empty(0, dtype=np.int32)
        if levels is not None:
            levels[(frontier_p << bits) | frontier_r] = depth
    bar.close()
    if levels is None:
        return table
    return _spread_over_blank(table, levels, region, lowest, n, k, base)


def _mark(seen: np.ndarray, places: np.ndarray, bit: np.ndarray) -> None:
    """Set ``bit[i]`` in ``seen[places[i]]`` for every i (a fancy-index write keeps only one of
    several writes to the same entry, so the few lost bits are written again until all are in)."""
    todo = (seen[places] & bit) == 0
    places, bit = places[todo], bit[todo]
    while places.size:
        seen[places] = seen[places] | bit
        todo = (seen[places] & bit) == 0
        places, bit = places[todo], bit[todo]


def _spread_over_blank(table, levels, region, lowest, n, k, base) -> np.ndarray:
    """The with-blank table: entry ``(placement << bits) | cell`` is the level of the region the blank
    at ``cell`` is in (255 where ``cell`` holds a pattern tile or the placement is impossible)."""
    bits = base.bit_length() - 1
    places = np.flatnonzero(table != 255)
    pos = (places[:, None] >> (bits * np.arange(k, dtype=np.int64))) & (base - 1)
    empty = ((1 << n) - 1) ^ np.bitwise_or.reduce(np.left_shift(1, pos), axis=1)
    out = np.full(table.size * base, 255, dtype=np.uint8)
    for cell in range(n):
        names = lowest[(empty << bits) | cell].astype(np.int64)
        ok = names < n
        out[(places[ok] << bits) | cell] = levels[(places[ok] << bits) | names[ok]]
    return out


def _build_reference(rows: int, cols: int, goal: tuple[int, ...], tiles, *, progress: bool,
                     with_blank: bool, clock: _Clock) -> np.ndarray:
    """The 0-1 breadth-first search over (placement, blank's cell): sliding a grey tile costs 0, a
    pattern tile 1. Layer ``d`` is closed under free moves before the paid moves open layer ``d + 1``,
    so every state gets its cheapest count. Each step handles whole numpy arrays of states."""
    n, k = rows * cols, len(tiles)
    base = digit_base(n)
    pw = base ** np.arange(k + 1, dtype=np.int64)  # digit 0 = blank, digit i+1 = tiles[i]
    dist = np.full(_packed_states(n, k), 255, dtype=np.uint8)
    start = int(goal.index(0)) + sum(int(goal.index(t)) * int(pw[i + 1]) for i, t in enumerate(tiles))
    dist[start] = 0
    nbr = neighbour_table(rows, cols)
    reachable = math.perm(n, k + 1)
    bar = _progress(reachable, f"pattern {'-'.join(map(str, tiles))}", progress)
    frontier = np.array([start], dtype=np.int64)
    depth = 0
    chunk = 1 << 21
    while frontier.size:
        clock.check()
        layer, cur = [frontier], frontier
        while cur.size:  # close layer `depth` under free moves (only grey tiles slide)
            cur = _fresh(dist, [_expand(cur[i : i + chunk], pw, base, nbr, False) for i in range(0, cur.size, chunk)])
            dist[cur] = depth
            layer.append(cur)
        bar.update(sum(part.size for part in layer))
        everything = np.concatenate(layer)
        del layer, cur
        frontier = _fresh(
            dist, [_expand(everything[i : i + chunk], pw, base, nbr, True) for i in range(0, everything.size, chunk)]
        )
        del everything
        depth += 1
        dist[frontier] = depth
    bar.close()
    return dist if with_blank else dist.reshape(-1, base).min(axis=1)


def _expand(states: np.ndarray, pw: np.ndarray, base: int, nbr: np.ndarray, paid: bool) -> np.ndarray:
    """Successors of packed ``states`` by free moves (``paid=False``) or pattern-tile moves.

    One bit mask per state says which cells hold pattern tiles, so "is there a pattern tile where
    the blank goes?" is a shift per direction; only the paid moves look up which tile it is.
    """
    bits = base.bit_length() - 1
    blank = states & (base - 1)
    pos = (states[:, None] >> (bits * np.arange(1, len(pw), dtype=np.int64))) & (base - 1)
    occupied = np.bitwise_or.reduce(np.left_shift(np.int64(1), pos), axis=1)
    off_board = nbr < 0
    probe = np.where(off_board, 63, nbr)  # shifting by 63 reads 0: "no tile" for moves off the board
    out = []
    for d in range(4):
        tile_there = (occupied >> probe[blank, d]) & 1
        ok = (tile_there == 1) if paid else (tile_there == 0) & ~off_board[blank, d]
        sel = np.flatnonzero(ok)
        target = nbr[blank[sel], d]
        step = target - blank[sel]
        moved = states[sel] + step
        if paid:
            which = np.argmax(pos[sel] == target[:, None], axis=1)  # the pattern tile that slides
            moved -= step * pw[1:][which]
        out.append(moved)
    return np.concatenate(out)


def _fresh(dist: np.ndarray, parts: list[np.ndarray]) -> np.ndarray:
    """The distinct states in ``parts`` not reached yet (sorted; a plain sort beats np.unique here)."""
    states = np.sort(np.concatenate(parts)[np.concatenate([dist[p] == 255 for p in parts])])
    if states.size < 2:
        return states
    keep = np.empty(states.size, dtype=bool)
    keep[0] = True
    np.not_equal(states[1:], states[:-1], out=keep[1:])
    return states[keep]


def _progress(total: int, desc: str, enabled: bool):
    if not enabled:
        return _NoBar()
    from tqdm.auto import tqdm

    return tqdm(total=total, desc=desc, unit="state", unit_scale=True, leave=False)


class _NoBar:
    def update(self, _n):
        pass

    def close(self):
        pass
