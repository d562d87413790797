"""Partitions (puzzlelib.pdb.partitions): every tile in one group, and compact groups for every goal.

Only small databases are built here (3x3, 2x4, 4x4 with 3-tile patterns), each in well under a
second, into a temporary cache folder: the 4x4 6-6-3 tables take ten seconds or so and live in
benchmarks/fifteen_bench.py."""

from __future__ import annotations

import pytest

from puzzlelib import Board
from puzzlelib import pdb as pdbmod
from puzzlelib.pdb import partition_cells

pytestmark = pytest.mark.usefixtures("tmp_cache")  # tables go to a temporary folder, never ~/.cache


def _connected(cells, cols):
    cells = set(cells)
    todo, seen = [min(cells)], {min(cells)}
    while todo:
        c = todo.pop()
        for d in (-cols, cols, -1, 1):
            nb = c + d
            if nb in cells and nb not in seen and (abs(d) == cols or nb // cols == c // cols):
                seen.add(nb)
                todo.append(nb)
    return seen == cells


def test_partitions_cover_each_tile_once():
    for (rows, cols), named in pdbmod.PARTITIONS.items():
        for name in named:
            for layout in ("standard", "snail"):
                groups = partition_cells(rows, cols, name, Board.goal(rows, cols, layout))
                flat = [t for g in groups for t in g]
                assert sorted(flat) == list(range(1, rows * cols)), (rows, cols, name, layout)


@pytest.mark.parametrize("size, name, layout", [
    (4, "6-6-3", "standard"), (4, "6-6-3", "blank-first"), (4, "6-6-3", "snail"), (4, "5-5-5", "standard"),
    (4, "5-5-5", "blank-first"), (4, "5-5-5", "snail"), (3, "4-4", "standard"), (3, "4-4", "blank-first"),
])  # (the 3x3 snail's blank is the centre: one group must reach round it; its tables keep the blank)
def test_every_goal_gets_a_partition_of_compact_patches(size, name, layout):
    """Each group is a connected patch of goal cells (the blank's cell may join it), on any goal: a
    tile carried in from the far side of the board (what a blank-first goal used to get) costs the
    heuristic several moves."""
    goal = Board.goal(size, size, layout)
    where = {t: c for c, t in enumerate(goal.tiles)}
    for group in partition_cells(size, size, name, goal):
        cells = [where[t] for t in group]
        assert _connected(cells, size) or _connected(cells + [where[0]], size), (layout, name, group)
    assert pdbmod._reflection(size, size, goal.tiles) is not None  # every one of these has a mirror


@pytest.mark.parametrize("name", ["6-6-3", "5-5-5"])
def test_an_inside_blank_goal_keeps_as_many_neighbours_together_as_the_standard(name):
    """The snail's blank is inside the board: its partition keeps at least as many neighbouring
    cells in one group as the standard goal's (measured on 2,000 random boards each, mean 6-6-3
    value: snail 42.95, standard 42.95; the old nearest-corner swap gave the snail 42.53; 5-5-5:
    42.11 and 42.18)."""
    def neighbours(layout):
        goal = Board.goal(4, 4, layout)
        where = {t: c for c, t in enumerate(goal.tiles)}
        return sum(abs(where[a] // 4 - where[b] // 4) + abs(where[a] % 4 - where[b] % 4) == 1
                   for g in partition_cells(4, 4, name, goal) for i, a in enumerate(g) for b in g[i + 1:])

    assert neighbours("snail") >= neighbours("blank-first") == neighbours("standard") == 14
    goal = Board.goal(4, 4, "snail")
    last = {"6-6-3": (13, 14, 15), "5-5-5": (8, 12, 13, 14, 15)}[name]  # drawn for an inside blank, no swap
    assert partition_cells(4, 4, name, goal)[2] == tuple(goal.tiles[c] for c in last)


def test_a_corner_blank_goal_gets_the_standard_partition_turned():
    """Blank-first is the standard goal turned by 180 degrees: same groups, seen from the other corner."""
    standard = partition_cells(4, 4, "6-6-3")
    turned = partition_cells(4, 4, "6-6-3", Board.goal(4, 4, "blank-first"))
    assert [sorted(16 - t for t in g) for g in standard] == [sorted(g) for g in turned]
