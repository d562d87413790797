"""Building a table (puzzlelib.pdb.build): exact when one pattern holds every tile, only pattern moves
counted, and the fast build equal to the reference one entry by entry.

Only small databases are built here (3x3, 2x4, 4x4 with 3-tile patterns), each in well under a
second, into a temporary cache folder: the 4x4 6-6-3 tables take ten seconds or so and live in
benchmarks/fifteen_bench.py."""

from __future__ import annotations

import math

import numpy as np
import pytest

from puzzlelib import Board
from puzzlelib.pdb import build_pattern_table, pattern_heuristic

pytestmark = pytest.mark.usefixtures("tmp_cache")  # tables go to a temporary folder, never ~/.cache


def test_one_pattern_of_every_tile_is_the_exact_distance(all_states):
    """On 2x4 a single 7-tile pattern leaves nothing out: its table must equal the true distance."""
    h = pattern_heuristic(2, 4, "7", with_blank=False, progress=False)
    perms, truth = all_states(2, 4)
    assert (h.values(perms) == truth).all()


def test_build_counts_only_pattern_moves():
    # tile 1 alone on 3x3: the table is exactly the Manhattan distance of tile 1
    table = build_pattern_table(3, 3, None, (1,), progress=False)
    for cell in range(9):
        r, c = divmod(cell, 3)
        assert table[cell] == r + c


@pytest.mark.parametrize("rows, cols, layout, tiles", [
    (3, 3, "standard", (1, 2, 4, 5)), (3, 3, "snail", (3, 6, 7, 8)), (3, 3, "blank-first", (2, 4)),
    (2, 4, "standard", (3, 4, 7)), (4, 4, "standard", (1, 2, 5)), (4, 4, "blank-first", (6, 9, 12)),
    (4, 4, "snail", (13, 14, 15)),
])
@pytest.mark.parametrize("with_blank", [False, True])
def test_region_build_equals_the_reference_build_entry_by_entry(rows, cols, layout, tiles, with_blank):
    """The fast build (states = placement + the blank's region) against the plain 0-1 BFS over every
    blank cell, on patterns small enough for the slow one."""
    goal = Board.goal(rows, cols, layout)
    fast = build_pattern_table(rows, cols, goal, tiles, progress=False, with_blank=with_blank)
    slow = build_pattern_table(rows, cols, goal, tiles, progress=False, with_blank=with_blank, reference=True)
    assert fast.dtype == slow.dtype == np.uint8 and fast.shape == slow.shape
    assert np.array_equal(fast, slow)
    assert (fast != 255).sum() == math.perm(rows * cols, len(tiles) + with_blank)  # every placement reached
