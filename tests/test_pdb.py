"""Pattern databases: admissible and consistent on every 8-puzzle state, exact when one pattern holds
every tile, and a damaged cache file is never trusted.

Only small databases are built here (3x3, 2x4, 4x4 with 3-tile patterns), each in well under a
second, into a temporary cache folder: the 4x4 6-6-3 tables take ten seconds or so and live in
benchmarks/fifteen_bench.py.
"""

import math

import numpy as np
import pytest

from puzzlelib import Board
from puzzlelib import pdb as pdbmod
from puzzlelib.errors import InvalidBoardError, PuzzleError
from puzzlelib.pdb import (
    PDBCacheWarning,
    PDBHeuristic,
    build_pattern_table,
    cache_dir,
    load_pattern,
    partition_cells,
    pattern_heuristic,
)
from puzzlelib.statespace import distance_table, neighbour_boards, rank_permutations, unrank_permutations


@pytest.fixture(autouse=True)
def tmp_cache(tmp_path_factory, monkeypatch):
    """Every test reads and writes tables in one temporary folder per session, never in ~/.cache."""
    folder = tmp_path_factory.getbasetemp() / "pdb-cache"
    monkeypatch.setenv("PUZZLELIB_CACHE_DIR", str(folder))
    return folder


def all_states(rows, cols, goal=None):
    table = distance_table(rows, cols, goal)
    ranks = np.flatnonzero(table.distances >= 0)
    return unrank_permutations(ranks, rows * cols), table.distances[ranks].astype(int)


def neighbours_of(perms, rows, cols):
    """For each direction: (which rows have that move, the boards after it)."""
    for ok, moved, _ in neighbour_boards(perms, rows, cols):
        yield ok, moved


@pytest.mark.parametrize("layout", ["standard", "snail"])
@pytest.mark.parametrize("partition", ["4-4", "3-3-2"])
@pytest.mark.parametrize("reflect", [False, True])
@pytest.mark.parametrize("with_blank", [True, False])
def test_eight_puzzle_pdb_is_admissible_on_every_state_and_consistent_with_blank(layout, partition, reflect,
                                                                                with_blank):
    goal = Board.goal(3, 3, layout)
    h = pattern_heuristic(3, 3, partition, goal, reflect=reflect, with_blank=with_blank, progress=False)
    perms, truth = all_states(3, 3, goal)
    values = h.values(perms)
    assert (values <= truth).all(), "overestimates somewhere"
    assert values[truth == 0].tolist() == [0]
    worst_jump = max(int(np.abs(h.values(moved) - values[ok]).max()) for ok, moved in neighbours_of(perms, 3, 3))
    if with_blank:
        assert worst_jump == 1, "tables that keep the blank must be consistent on every edge"
        assert h.consistent
    else:  # the minimum over the blank's cells loses consistency (documented in PDBHeuristic)
        assert worst_jump > 1 and not h.consistent
    # the pattern databases beat Manhattan on average (the point of building them)
    manhattan = [Board(3, 3, tuple(int(t) for t in p)).manhattan(goal) for p in perms[::250]]
    assert values[::250].mean() > np.mean(manhattan)


@pytest.mark.parametrize("with_blank", [True, False])
def test_scalar_lookup_matches_the_vectorised_one(with_blank):
    h = pattern_heuristic(3, 3, "4-4", with_blank=with_blank, progress=False)
    perms, _ = all_states(3, 3)
    sample = perms[::1013]
    assert [h(tuple(int(t) for t in p)) for p in sample] == h.values(sample).tolist()
    assert [h(Board(3, 3, tuple(int(t) for t in p))) for p in sample[:20]] == h.values(sample[:20]).tolist()


def test_the_documented_inconsistent_edge():
    h = pattern_heuristic(3, 3, "4-4", with_blank=False, reflect=False, progress=False)
    walled_in = Board.parse("1 2 3 / 0 4 6 / 5 8 7")
    assert (h(walled_in), h(walled_in.move("U"))) == (11, 16)
    strong = pattern_heuristic(3, 3, "4-4", with_blank=True, reflect=False, progress=False)
    assert abs(strong(walled_in) - strong(walled_in.move("U"))) <= 1
    assert strong(walled_in) >= 15


def test_one_pattern_of_every_tile_is_the_exact_distance():
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


def test_cache_round_trip_and_header(tmp_cache):
    first = load_pattern(3, 3, (2, 7), progress=False)
    again = load_pattern(3, 3, (2, 7), progress=False)
    assert (first.source, again.source) == ("built", "cache")
    assert np.array_equal(first.table, again.table)
    assert cache_dir() == tmp_cache
    assert len(list(tmp_cache.glob("*-min-2_7.npy"))) == 1 and len(list(tmp_cache.glob("*-min-2_7.json"))) == 1


def _files(folder, tiles):
    stem = "_".join(map(str, tiles))
    return next(folder.glob(f"*-min-{stem}.npy")), next(folder.glob(f"*-min-{stem}.json"))


@pytest.mark.parametrize("damage", ["flip_byte", "truncate", "header_tiles", "header_missing", "not_numpy"])
def test_damaged_cache_is_detected_and_rebuilt(tmp_cache, damage):
    tiles = (4, 5, 7)
    good = load_pattern(3, 3, tiles, progress=False)
    npy, head = _files(tmp_cache, tiles)
    if damage == "flip_byte":
        data = bytearray(npy.read_bytes())
        data[-5] ^= 0x7F
        npy.write_bytes(bytes(data))
    elif damage == "truncate":
        npy.write_bytes(npy.read_bytes()[:-100])
    elif damage == "header_tiles":
        head.write_text(head.read_text().replace('"tiles": [\n  4', '"tiles": [\n  6'))
    elif damage == "header_missing":
        head.unlink()
    else:
        npy.write_bytes(b"not a numpy file at all")
    with pytest.warns(PDBCacheWarning):
        rebuilt = load_pattern(3, 3, tiles, progress=False)
    assert rebuilt.source == "built"
    assert np.array_equal(rebuilt.table, good.table)
    assert load_pattern(3, 3, tiles, progress=False).source == "cache"  # the rebuilt file is good again


def test_pickled_cache_file_is_refused(tmp_cache):
    tiles = (6, 8)
    load_pattern(3, 3, tiles, progress=False)
    npy, _ = _files(tmp_cache, tiles)
    np.save(npy, np.array([{"evil": 1}], dtype=object), allow_pickle=True)
    with pytest.warns(PDBCacheWarning):
        assert load_pattern(3, 3, tiles, progress=False).source == "built"


def test_mirror_relabels_tiles_so_the_goal_maps_to_itself():
    mirror, relabel = pdbmod._reflection(4, 4, Board.goal(4, 4).tiles)
    goal = Board.goal(4, 4).tiles
    mirrored = [0] * 16
    for cell, t in enumerate(goal):
        mirrored[mirror[cell]] = relabel[t]
    assert tuple(mirrored) == goal
    assert relabel[2] == 5 and relabel[6] == 6 and relabel[0] == 0
    assert pdbmod._reflection(2, 4, Board.goal(2, 4).tiles) is None  # not square: no mirror
    assert pdbmod._reflection(3, 3, Board.goal(3, 3, "blank-first").tiles) is not None


def test_partitions_cover_each_tile_once():
    for (rows, cols), named in pdbmod.PARTITIONS.items():
        for name in named:
            for layout in ("standard", "snail"):
                groups = partition_cells(rows, cols, name, Board.goal(rows, cols, layout))
                flat = [t for g in groups for t in g]
                assert sorted(flat) == list(range(1, rows * cols)), (rows, cols, name, layout)


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


def test_mistakes_are_named():
    with pytest.raises(PuzzleError, match="no partition"):
        partition_cells(4, 4, "9-6")
    with pytest.raises(PuzzleError, match="table kind"):
        PDBHeuristic([load_pattern(3, 3, (1, 2), progress=False),
                      load_pattern(3, 3, (3, 4), progress=False, with_blank=True)])
    with pytest.raises(PuzzleError, match="disjoint"):
        PDBHeuristic([load_pattern(3, 3, (1, 2), progress=False), load_pattern(3, 3, (2, 3), progress=False)])
    with pytest.raises(PuzzleError, match="holds 0, which is not a tile"):
        load_pattern(3, 3, (0, 1), progress=False)
    with pytest.raises(PuzzleError, match="limit"):
        build_pattern_table(4, 4, None, tuple(range(1, 9)), progress=False)
    h = pattern_heuristic(3, 3, "4-4", progress=False)
    with pytest.raises(InvalidBoardError):
        h(Board.goal(2, 4))
    with pytest.raises(PuzzleError, match="another goal"):
        h(Board.goal(3, 3), Board.goal(3, 3, "snail"))
    with pytest.raises(PuzzleError, match="no pattern database"):
        pdbmod.best_partition(5, 5)


def test_ready_says_whether_a_search_can_start_without_building(tmp_cache):
    goal = Board.goal(2, 3, "blank-first")  # used by no other test, so nothing built it before
    assert not pdbmod.ready(2, 3, goal) and not pdbmod.ready(7, 7)
    pattern_heuristic(2, 3, "5", goal, progress=False)
    assert pdbmod.ready(2, 3, goal)


def test_best_partition_prefers_what_is_cached():
    assert pdbmod.best_partition(4, 4) in ("6-6-3", "5-5-5")
    assert pdbmod.best_partition(3, 3) == "4-4"


def test_pdb_is_a_registered_heuristic_for_any_search():
    from puzzlelib import solve

    board = Board.parse("8 6 7 / 2 5 4 / 3 0 1")
    result = solve(board, method="astar", heuristic="pdb")
    assert result.length == 31 and result.optimal
    assert result.nodes_expanded < solve(board, method="astar", heuristic="manhattan").nodes_expanded
    assert rank_permutations(np.array([result.path[-1].tiles])).tolist() == [
        rank_permutations(np.array([Board.goal(3, 3).tiles])).item()
    ]


def test_cli_builds_databases_before_a_lesson_and_solves_with_them(tmp_cache, capsys):
    import json

    from puzzlelib.cli import main

    assert main(["pdb", "--size", "3", "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["name"] == "pdb 4-4 +blank +mirror" and info["folder"] == str(tmp_cache) and info["consistent"]
    assert main(["pdb", "--size", "3", "--json"]) == 0
    assert {p["source"] for p in json.loads(capsys.readouterr().out)["patterns"]} == {"cache"}
    assert main(["pdb", "--size", "2x4", "--partition", "4-3"]) == 0
    assert "pdb 4-3" in capsys.readouterr().out
    assert main(["pdb", "--size", "5"]) == 2
    assert "no pattern database" in capsys.readouterr().err
    assert main(["solve", "8 6 7 / 2 5 4 / 3 0 1", "--method", "idastar", "--heuristic", "pdb", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["length"] == 31 and result["heuristic"].startswith("pdb 4-4")


def test_a_heuristic_object_can_be_passed_to_solve():
    from puzzlelib import solve

    h = pattern_heuristic(3, 3, "3-3-2", with_blank=False, progress=False)
    board = Board.parse("6 4 7 / 8 5 0 / 3 2 1")
    for method in ("astar", "idastar"):
        result = solve(board, method=method, heuristic=h)
        assert result.length == 31 and result.optimal, method
