"""Additive pattern databases: exact distances of a few tiles, looked up instead of guessed.

A *pattern* is a handful of tiles, say 5 of the 15. Forget every other tile (they become grey
blanks that anyone may push around) and the puzzle shrinks to ``16 * 15 * ... `` arrangements of
just those tiles and the blank: few enough to solve them all at once with a breadth-first search.
The table stores, for every placement of the pattern tiles, how many times *pattern tiles* must
move to reach their goal cells (moving a grey tile costs nothing). Because each move slides one
tile, and each tile belongs to one pattern, the counts of disjoint patterns can be added and the
sum still never overestimates the real distance: an *additive* heuristic (Korf and Felner 2002).

The build is a breadth-first search on numpy arrays of packed placements: a placement is the
number ``pos(t1) + B*pos(t2) + ...`` (``B``, the smallest power of two at least the number of
cells, so digits come out with shifts), a move is one addition and the table is a flat array.
Grey tiles slide for free, so the blank only matters through the region of empty cells it is in,
and the search runs over (placement, region) pairs: the 6-tile 4x4 tables take seconds.

Two kinds of table: *compact* ones keep the minimum over the blank's cells (admissible,
small: what 4x4 uses) and ones that keep the blank's cell too (``with_blank``: consistent as well,
16 times larger: what 3x3 uses). Tables are cached on disk (see :func:`cache_dir`) as ``.npy``
files with a JSON header (shape, goal, tiles, kind, version, sha256); a file that does not match
is rebuilt with a warning, never trusted.

Examples
--------
>>> h = pattern_heuristic(3, 3, "4-4", progress=False, cache=False)
>>> h.name, h(Board.parse("8 6 7 / 2 5 4 / 3 0 1"))   # one of the two boards 31 moves away
('pdb 4-4 +blank +mirror', 27)
>>> Board.parse("8 6 7 / 2 5 4 / 3 0 1").manhattan()
21
"""

from __future__ import annotations

import contextlib
import contextvars
import hashlib
import math
import time
from collections.abc import Iterable, Mapping, Set
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from puzzlelib import cache as _cache
from puzzlelib.board import Board, check_shape, goal_tiles, whole_number
from puzzlelib.errors import InvalidBoardError, PuzzleError, SearchLimitError, short_repr
from puzzlelib.statespace import neighbour_table

__all__ = [
    "PDB_VERSION",
    "PARTITIONS",
    "PDBCacheWarning",
    "PDBBuildTimeout",
    "QUICK_PARTITION",
    "build_deadline",
    "PatternDatabase",
    "PDBHeuristic",
    "cache_dir",
    "build_pattern_table",
    "load_pattern",
    "partition_cells",
    "pattern_heuristic",
    "best_partition",
    "default_heuristic",
    "digit_base",
    "is_cached",
    "prebuilt_tables",
    "ready",
]

#: Bump when the table layout or the search changes, so old cache files are rebuilt.
PDB_VERSION = 1

#: Named partitions, as groups of *goal cells* of the standard goal (row-major, blank last).
#: For a goal with the blank elsewhere, the goal's blank cell takes the standard blank cell's place.
PARTITIONS: dict[tuple[int, int], dict[str, tuple[tuple[int, ...], ...]]] = {
    (3, 3): {
        "4-4": ((0, 1, 3, 4), (2, 5, 6, 7)),
        "3-3-2": ((0, 1, 2), (3, 4, 6), (5, 7)),
    },
    (4, 4): {
        # cells:  0  1  2  3 /  4  5  6  7 /  8  9 10 11 / 12 13 14 15(blank)
        "6-6-3": ((0, 4, 5, 8, 9, 12), (6, 7, 10, 11, 13, 14), (1, 2, 3)),
        "5-5-5": ((0, 4, 5, 8, 12), (1, 2, 3, 6, 7), (9, 10, 11, 13, 14)),
        "3-3-3-3-3": ((0, 1, 4), (2, 3, 7), (5, 6, 9), (8, 12, 13), (10, 11, 14)),
    },
    (2, 4): {"4-3": ((0, 1, 4, 5), (2, 3, 6)), "7": ((0, 1, 2, 3, 4, 5, 6),)},
    (2, 3): {"5": ((0, 1, 2, 3, 4),)},
    (3, 2): {"5": ((0, 1, 2, 3, 4),)},
    (2, 2): {"3": ((0, 1, 2),)},
}

#: Extra drawings for a goal whose blank is inside the board: (groups of cells, the blank's cell).
#: Turned and flipped like the others, this one serves every inside blank of a 4x4 board (the
#: snail's among them). Mean value on 2,000 random snail boards: 6-6-3 42.95 (standard goal: 42.95),
#: 5-5-5 42.11 (standard goal: 42.18), the best of the drawings tried (``fifteen_bench.py --layouts``).
_INSIDE_DRAWINGS = {
    (4, 4): {"6-6-3": (((0, 1, 4, 5, 8, 12), (2, 3, 6, 7, 10, 11), (13, 14, 15)), 9),
             "5-5-5": (((0, 1, 2, 4, 5), (3, 6, 7, 10, 11), (8, 12, 13, 14, 15)), 9)},
}

#: Preferred partition per shape, best first (the first one cached wins, else the first one).
_PREFERENCE = {(4, 4): ("6-6-3", "5-5-5"), (3, 3): ("4-4",), (2, 4): ("7",), (2, 3): ("5",),
               (3, 2): ("5",), (2, 2): ("3",)}

#: Largest search array we allow (states with the blank): 16**7 = 268 million bytes.
_MAX_STATES = 16**7


#: Warning for a damaged cache file (rebuilt) or an unwritable cache folder (tables kept in memory).
PDBCacheWarning = _cache.CacheWarning


def cache_dir() -> Path:
    """Own folder for cached tables: ``$PUZZLELIB_CACHE_DIR``, else ``$XDG_CACHE_HOME/puzzlelib``, else
    ``~/.cache/puzzlelib`` (a shared read-only folder, ``$PUZZLELIB_SHARED_CACHE``, is read first; see
    :mod:`puzzlelib.cache`)."""
    return _cache.cache_dir()


def _goal_tuple(rows: int, cols: int, goal) -> tuple[int, ...]:
    if goal is None:
        return goal_tiles(rows, cols)
    goal = Board.goal(rows, cols).resolve_goal(goal)  # layout names, text, lists, arrays
    tiles = tuple(int(t) for t in getattr(goal, "tiles", goal))
    if (getattr(goal, "rows", rows), getattr(goal, "cols", cols)) != (rows, cols) or sorted(tiles) != list(
        range(rows * cols)
    ):
        raise InvalidBoardError(f"the goal {goal!r} is not a {rows}x{cols} board")
    return tiles


def partition_cells(rows: int, cols: int, name: str, goal=None) -> tuple[tuple[int, ...], ...]:
    """The tile groups of a named partition, as tile numbers for ``goal`` (standard by default).

    :data:`PARTITIONS` are drawn for the standard goal (blank in the last cell). For another goal
    the drawing is turned or flipped (:func:`_board_symmetries`) so that its blank corner lands on
    a corner: a goal with the blank in a corner (blank-first) gets exactly the standard goal's
    partition, seen from its own corner (the identity first: the standard goal keeps the drawing).
    A goal with the blank elsewhere gets a drawing made for an inside blank when there is one
    (:data:`_INSIDE_DRAWINGS`: the 4x4 snail's), else a turned drawing with the blank's cell
    and the drawing's blank cell swapped: of those, the one whose groups keep the most pairs of
    neighbouring cells together (ties: the nearest). Compact groups are what make a partition
    strong: tiles next to each other get in each other's way, and the table counts that, while a
    tile carried in from the far side of the board would cost several moves.
    """
    rows, cols = check_shape(rows, cols)
    known = PARTITIONS.get((rows, cols), {})
    if not isinstance(name, str) or name not in known:
        raise PuzzleError(
            f"no partition called {short_repr(name)} for {rows}x{cols} boards; known: {sorted(known) or 'none'}. "
            "Pass the tile groups yourself, e.g. pattern_heuristic(4, 4, [(1, 2, 3), (4, 5, 6), ...])"
        )
    goal = _goal_tuple(rows, cols, goal)
    blank, std_blank = goal.index(0), rows * cols - 1

    def distance(a, b):
        return abs(a // cols - b // cols) + abs(a % cols - b % cols)

    drawings = [(known[name], std_blank)]
    if name in _INSIDE_DRAWINGS.get((rows, cols), {}):
        drawings.append(_INSIDE_DRAWINGS[rows, cols][name])

    def placed(turn, drawing):
        """The drawing turned, with the goal's blank cell and the drawing's blank cell swapped."""
        groups, drawn_blank = drawing
        moved = turn[drawn_blank]
        return moved, [[moved if turn[c] == blank else turn[c] for c in group] for group in groups]

    def rank(option):
        moved, groups = placed(*option)
        neighbours = sum(distance(a, b) == 1 for g in groups for i, a in enumerate(g) for b in g[i + 1:])
        return moved != blank, -neighbours, distance(moved, blank)

    best = min(((turn, drawing) for drawing in drawings for turn in _board_symmetries(rows, cols)), key=rank)
    return tuple(tuple(goal[c] for c in group) for group in placed(*best)[1])


def _board_symmetries(rows: int, cols: int) -> list[list[int]]:
    """Cell maps of the board's symmetries, identity first: turns by 180 degrees and mirror images
    (and, on a square, quarter turns and the two diagonal mirrors)."""
    n = rows * cols
    maps = []
    for flip_r in (False, True):
        for flip_c in (False, True):
            maps.append([(rows - 1 - c // cols if flip_r else c // cols) * cols
                         + (cols - 1 - c % cols if flip_c else c % cols) for c in range(n)])
    if rows == cols:
        maps += [[m[(c % cols) * cols + c // cols] for c in range(n)] for m in maps]
    return maps


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


@dataclass(frozen=True, eq=False)
class PatternDatabase:
    """One pattern's table: ``table[sum(pos(tiles[i]) * B**i)]`` = pattern moves still needed
    (``B`` = :func:`digit_base` of the cell count)."""

    rows: int
    cols: int
    goal: tuple[int, ...]
    tiles: tuple[int, ...]
    table: np.ndarray
    seconds: float
    source: str  # "built" or "cache"
    with_blank: bool = False  # True: the blank's cell is digit 0 of the index, tiles follow

    @property
    def nbytes(self) -> int:
        return int(self.table.nbytes)

    def index(self, tiles_of_board) -> int:
        """Table index of a board given as a row-major tuple (0 = blank)."""
        base = digit_base(self.rows * self.cols)
        where = {t: c for c, t in enumerate(tiles_of_board)}
        if self.with_blank:
            return where[0] + sum(where[t] * base ** (i + 1) for i, t in enumerate(self.tiles))
        return sum(where[t] * base**i for i, t in enumerate(self.tiles))

    def __call__(self, board) -> int:
        return int(self.table[self.index(getattr(board, "tiles", board))])

    def saved_file(self):
        """The cache file holding this table (read back and checked), or None when it lives only in this
        process's memory: a command says "saved" only with a file to show."""
        stem = _file_stem(self.rows, self.cols, self.goal, self.tiles, self.with_blank)
        return _cache.saved_file(stem, _expected(self.rows, self.cols, self.goal, self.tiles, self.with_blank))


def _file_stem(rows: int, cols: int, goal: tuple[int, ...], tiles: tuple[int, ...], with_blank: bool) -> str:
    goal_hash = hashlib.sha1(",".join(map(str, goal)).encode()).hexdigest()[:10]
    kind = "blank" if with_blank else "min"
    return f"pdb-v{PDB_VERSION}-{rows}x{cols}-{goal_hash}-{kind}-{'_'.join(map(str, tiles))}"


def _header(rows, cols, goal, tiles, table: np.ndarray, seconds: float) -> dict:
    return {
        "version": PDB_VERSION,
        "rows": rows,
        "cols": cols,
        "goal": list(goal),
        "tiles": list(tiles),
        "shape": list(table.shape),
        "dtype": str(table.dtype),
        "sha256": _cache.digest(table),
        "build_seconds": round(seconds, 3),
    }


def _expected(rows: int, cols: int, goal: tuple[int, ...], tiles: tuple[int, ...], with_blank: bool) -> dict:
    """Header fields a cached table must carry to be used for this pattern."""
    n, k = rows * cols, len(tiles)
    return {"version": PDB_VERSION, "rows": rows, "cols": cols, "goal": list(goal), "tiles": list(tiles),
            "shape": [digit_base(n) ** (k + with_blank)], "dtype": "uint8", "with_blank": with_blank}


def load_pattern(rows: int, cols: int, tiles, goal=None, *, progress: bool = True,
                 cache: bool = True, with_blank: bool = False) -> PatternDatabase:
    """The table of one pattern: from a cache when a valid file is there, else built (and saved).

    :mod:`puzzlelib.cache` looks in the shared folder, then the own folder; a missing table is built
    by one process at a time and written atomically. ``source`` is "built", "cache" (own or shared
    folder) or "memory" (kept in this process because the cache folder cannot be written).
    """
    with_blank = bool(with_blank)  # a switch: it also sizes the table, so 10**30 must not pass as a number
    rows, cols = check_shape(rows, cols)
    goal = _goal_tuple(rows, cols, goal)
    tiles = _tile_groups(rows, cols, [tiles])[0]
    started = time.perf_counter()

    def build():
        table = build_pattern_table(rows, cols, goal, tiles, progress=progress, with_blank=with_blank)
        return table, _header(rows, cols, goal, tiles, table, time.perf_counter() - started) | {
            "with_blank": with_blank}

    if cache:
        stem = _file_stem(rows, cols, goal, tiles, with_blank)
        table, source = _cache.load_or_build(stem, _expected(rows, cols, goal, tiles, with_blank), build,
                                             family="pdb-v", current=f"pdb-v{PDB_VERSION}-",
                                             deadline=_BUILD_DEADLINE.get())
        source = "cache" if source == "shared" else source
    else:
        table, _ = build()
        source = "built"
    table.flags.writeable = False
    return PatternDatabase(rows, cols, goal, tiles, table, time.perf_counter() - started, source, with_blank)


def is_cached(rows: int, cols: int, tiles, goal=None, with_blank: bool = False) -> bool:
    """True when a valid table for this pattern is in the shared or own cache folder (or in memory).

    A damaged file does not count: it would be rebuilt, so a search could not start at once.
    """
    with_blank = bool(with_blank)  # a switch: it also sizes the table, so 10**30 must not pass as a number
    rows, cols = check_shape(rows, cols)
    goal = _goal_tuple(rows, cols, goal)
    tiles = _tile_groups(rows, cols, [tiles])[0]
    return _cache.is_cached(_file_stem(rows, cols, goal, tiles, with_blank),
                            _expected(rows, cols, goal, tiles, with_blank))


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
        self.reflection = _reflection(self.rows, self.cols, self.goal)
        self.reflect = self.reflection is not None if reflect is None else bool(reflect)
        if self.reflect and self.reflection is None:
            raise PuzzleError("the mirrored lookup needs a square board whose goal blank is on a diagonal")
        self._fast = None
        self._joined = None
        sizes = "-".join(str(len(p.tiles)) for p in self.parts)
        self.name = name or f"pdb {sizes}" + self._suffix()

    def _suffix(self) -> str:
        return (" +blank" if self.with_blank else "") + (" +mirror" if self.reflect else "")

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
            mirror, relabel = self.reflection
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
            mirror, relabel = (np.asarray(a) for a in self.reflection)
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
            cell_map, relabel = self.reflection
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


def _tile_groups(rows: int, cols: int, partition) -> tuple[tuple[int, ...], ...]:
    """Tile groups given by hand, checked: at least one group, each a non-empty list of tiles ``1..n-1``, and
    no tile in two groups (the sum of overlapping groups counts a tile twice and can overestimate)."""
    n = rows * cols
    half = n // 2
    names = _PREFERENCE.get((rows, cols))
    example = (f"for example pattern_heuristic({rows}, {cols}, [{tuple(range(1, half))}, {tuple(range(half, n))}])"
               + (f" or a name such as '{names[0]}'" if names else ""))
    if isinstance(partition, bytes | Mapping | Set) or not isinstance(partition, Iterable):
        raise PuzzleError(f"partition must be a name or a list of tile groups, got {short_repr(partition)}; {example}.")
    groups, owner = [], {}
    for number, group in enumerate(partition, start=1):
        if isinstance(group, str | bytes | Mapping) or not isinstance(group, Iterable):
            raise PuzzleError(f"group {number} of the partition is {short_repr(group)}, not a list of tiles; {example}.")
        tiles = []
        for tile in group:
            value = whole_number(tile)
            if value is None or not 1 <= value < n:
                raise PuzzleError(f"group {number} holds {short_repr(tile)}, which is not a tile of a {rows} x {cols} "
                                  f"board (tiles 1..{n - 1}; the blank is never in a group); {example}.")
            if value in owner:
                raise PuzzleError(f"tile {value} is in group {owner[value]} and group {number}; groups must not share "
                                  f"tiles, or the sum would count it twice and overestimate; {example}.")
            owner[value] = number
            tiles.append(value)
        if not tiles:
            raise PuzzleError(f"group {number} of the partition is empty; {example}.")
        groups.append(tuple(tiles))
    if not groups:
        raise PuzzleError(f"the partition has no groups; {example}.")
    return tuple(groups)


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
