"""Pattern databases as a heuristic (puzzlelib.pdb.heuristic): admissible and consistent on every 8-puzzle
state, the mirrored lookup, what heuristic="pdb" means, and mistakes named.

Only small databases are built here (3x3, 2x4, 4x4 with 3-tile patterns), each in well under a
second, into a temporary cache folder: the 4x4 6-6-3 tables take ten seconds or so and live in
benchmarks/fifteen_bench.py."""

from __future__ import annotations

import numpy as np
import pytest

from puzzlelib import Board
from puzzlelib import pdb as pdbmod
from puzzlelib.errors import InvalidBoardError, PuzzleError
from puzzlelib.pdb import PDBHeuristic, build_pattern_table, load_pattern, partition_cells, pattern_heuristic
from puzzlelib.statespace import neighbour_boards, rank_permutations

pytestmark = pytest.mark.usefixtures("tmp_cache")  # tables go to a temporary folder, never ~/.cache


def neighbours_of(perms, rows, cols):
    """For each direction: (which rows have that move, the boards after it)."""
    for ok, moved, _ in neighbour_boards(perms, rows, cols):
        yield ok, moved


@pytest.mark.parametrize("layout", ["standard", "snail"])
@pytest.mark.parametrize("partition", ["4-4", "3-3-2"])
@pytest.mark.parametrize("reflect", [False, True])
@pytest.mark.parametrize("with_blank", [True, False])
def test_eight_puzzle_pdb_is_admissible_on_every_state_and_consistent_with_blank(layout, partition, reflect,
                                                                                with_blank, all_states):
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
def test_scalar_lookup_matches_the_vectorised_one(with_blank, all_states):
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


def test_a_heuristic_object_can_be_passed_to_solve():
    from puzzlelib import solve

    h = pattern_heuristic(3, 3, "3-3-2", with_blank=False, progress=False)
    board = Board.parse("6 4 7 / 8 5 0 / 3 2 1")
    for method in ("astar", "idastar"):
        result = solve(board, method=method, heuristic=h)
        assert result.length == 31 and result.optimal, method
