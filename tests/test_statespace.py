"""Whole-space distance tables: ranks are a perfect hash, and the BFS distances are exact."""

import itertools
import math

import numpy as np
import pytest

from puzzlelib import Board
from puzzlelib.errors import InvalidBoardError, PuzzleError, UnsolvableError
from puzzlelib.statespace import (
    distance_table,
    neighbour_boards,
    neighbour_table,
    rank_permutations,
    unrank_permutations,
)


def test_ranks_follow_lexicographic_order_exactly():
    perms = np.array(list(itertools.permutations(range(6))))
    assert rank_permutations(perms).tolist() == list(range(math.factorial(6)))
    assert (unrank_permutations(np.arange(720), 6) == perms).all()


def test_unrank_inverts_rank_on_random_nine_tile_rows():
    rng = np.random.default_rng(5)
    perms = np.array([rng.permutation(9) for _ in range(500)])
    assert (unrank_permutations(rank_permutations(perms), 9) == perms).all()


@pytest.mark.parametrize(("rows", "cols", "deepest"), [(2, 2, 6), (2, 3, 21), (3, 2, 21), (2, 4, 36), (3, 3, 31)])
def test_known_diameters_and_half_the_space_reachable(rows, cols, deepest):
    table = distance_table(rows, cols)
    assert table.max_distance == deepest
    assert table.reachable == math.factorial(rows * cols) // 2
    assert table.histogram().sum() == table.reachable
    assert table.histogram()[0] == 1


def test_eight_puzzle_hardest_boards_are_the_two_known_ones():
    hardest = distance_table(3, 3).hardest()
    assert sorted(b.to_text() for b in hardest) == ["6 4 7 / 8 5 0 / 3 2 1", "8 6 7 / 2 5 4 / 3 0 1"]
    assert distance_table(3, 3).histogram()[31] == 2


def test_distances_agree_with_an_independent_bfs(goal_distances):
    for rows, cols, layout in [(2, 3, "standard"), (3, 3, "standard"), (3, 3, "snail"), (2, 4, "blank-first")]:
        goal = Board.goal(rows, cols, layout)
        table = distance_table(rows, cols, goal)
        truth = goal_distances(rows, cols, layout)
        boards = list(truth)[::97]
        ranks = rank_permutations(np.array(boards))
        assert table.distances[ranks].tolist() == [truth[b] for b in boards]
        assert table.reachable == len(truth)


def test_every_edge_changes_the_distance_by_exactly_one():
    """The defining property of BFS distances, checked on all 181,440 x ~2.7 edges at once."""
    table = distance_table(3, 3)
    ranks = np.flatnonzero(table.distances >= 0)
    perms = unrank_permutations(ranks, 9)
    d = table.distances[ranks].astype(int)
    has_closer = d == 0
    for ok, moved, _ in neighbour_boards(perms, 3, 3):
        dn = table.distances[rank_permutations(moved)].astype(int)
        assert (np.abs(dn - d[ok]) == 1).all()
        has_closer[np.flatnonzero(ok)[dn == d[ok] - 1]] = True
    assert has_closer.all()


def test_lookup_by_board_text_and_tuple():
    table = distance_table(3, 3)
    assert table.distance(Board.parse("1 2 3 / 4 5 6 / 7 0 8")) == 1
    assert table.distance((1, 2, 3, 4, 5, 6, 7, 8, 0)) == 0
    assert table.distance(Board.parse("8 6 7 / 2 5 4 / 3 0 1")) == 31
    assert [b.to_text() for b in table.boards_at(1)] == ["1 2 3 / 4 5 0 / 7 8 6", "1 2 3 / 4 5 6 / 7 0 8"]


def test_bad_input_names_the_problem():
    table = distance_table(3, 3)
    with pytest.raises(UnsolvableError):
        table.distance(Board.parse("2 1 3 / 4 5 6 / 7 8 0"))
    with pytest.raises(InvalidBoardError):
        table.distance((1, 2, 3))
    with pytest.raises(InvalidBoardError):
        table.distance((1, 1, 3, 4, 5, 6, 7, 8, 0))
    with pytest.raises(PuzzleError, match="too many"):
        distance_table(4, 4)
    with pytest.raises(PuzzleError):
        distance_table(1, 1)


def test_tables_are_cached_and_read_only():
    assert distance_table(2, 3) is distance_table(2, 3)
    with pytest.raises(ValueError):
        distance_table(2, 3).distances[0] = 5


def test_neighbour_table_and_boards_agree_with_board_moves():
    assert neighbour_table(2, 3)[0].tolist() == [-1, 3, -1, 1]
    board = Board.parse("1 2 3 / 4 0 5 / 7 8 6")
    moved = [Board(3, 3, tuple(int(t) for t in m[0])) for ok, m, _ in neighbour_boards(np.array([board.tiles]), 3, 3)]
    assert moved == [board.move(m) for m in "UDLR"]
