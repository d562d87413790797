"""Pattern tables on disk: one ``.npy`` file per pattern, with a JSON header that must match to be used.

The header names the shape, goal, tiles, table kind, format version (:data:`PDB_VERSION`) and sha256;
a file that does not match is rebuilt with a warning, never trusted. Where the files live, the shared
read-only folder and the one-builder-at-a-time lock are :mod:`puzzlelib.cache`'s job.
"""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from puzzlelib import cache as _cache
from puzzlelib.board import check_shape
from puzzlelib.pdb.build import _BUILD_DEADLINE, build_pattern_table, digit_base
from puzzlelib.pdb.partitions import _goal_tuple, _tile_groups

__all__ = ["PDB_VERSION", "PDBCacheWarning", "PatternDatabase", "cache_dir", "load_pattern", "is_cached"]


#: Bump when the table layout or the search changes, so old cache files are rebuilt.
PDB_VERSION = 1

#: Warning for a damaged cache file (rebuilt) or an unwritable cache folder (tables kept in memory).
PDBCacheWarning = _cache.CacheWarning


def cache_dir() -> Path:
    """Own folder for cached tables: ``$PUZZLELIB_CACHE_DIR``, else ``$XDG_CACHE_HOME/puzzlelib``, else
    ``~/.cache/puzzlelib`` (a shared read-only folder, ``$PUZZLELIB_SHARED_CACHE``, is read first; see
    :mod:`puzzlelib.cache`)."""
    return _cache.cache_dir()


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

    def saved_file(self):
        """The cache file holding this table (read back and checked), or None when it lives only in this
        process's memory: a command says "saved" only with a file to show."""
        stem = _file_stem(self.rows, self.cols, self.goal, self.tiles, self.with_blank)
        return _cache.saved_file(stem, _expected(self.rows, self.cols, self.goal, self.tiles, self.with_blank))

    def __call__(self, board) -> int:
        return int(self.table[self.index(getattr(board, "tiles", board))])


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
