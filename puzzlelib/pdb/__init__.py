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

The package has one module per job: :mod:`~puzzlelib.pdb.partitions` (which tiles go together),
:mod:`~puzzlelib.pdb.build` (the breadth-first search that fills a table), :mod:`~puzzlelib.pdb.store`
(tables on disk) and :mod:`~puzzlelib.pdb.heuristic` (tables summed into a heuristic).
"""

from __future__ import annotations

# Board serves the examples above; _reflection and _PREFERENCE are reached through the package by tests.
from puzzlelib.board import Board as Board
from puzzlelib.pdb.build import PDBBuildTimeout, build_deadline, build_pattern_table, digit_base
from puzzlelib.pdb.heuristic import (
    QUICK_PARTITION,
    PDBHeuristic,
    best_partition,
    default_heuristic,
    pattern_heuristic,
    prebuilt_tables,
    ready,
)
from puzzlelib.pdb.heuristic import _reflection as _reflection
from puzzlelib.pdb.partitions import _PREFERENCE as _PREFERENCE
from puzzlelib.pdb.partitions import PARTITIONS, partition_cells
from puzzlelib.pdb.store import (
    PDB_VERSION,
    PatternDatabase,
    PDBCacheWarning,
    cache_dir,
    is_cached,
    load_pattern,
)

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
