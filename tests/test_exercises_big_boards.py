"""Lesson 13's check (puzzlelib.exercises.big_boards): a board row by row solves in the fewest moves."""

from __future__ import annotations

import pytest

from puzzlelib import Board, random_solvable, row_by_row


def test_row_by_row_shortest_needs_depth_and_a_perfect_human_solution():
    from puzzlelib.exercises import check_row_by_row_shortest

    block_only = Board.goal(4, 4).apply("ULDLURDR" * 2 + "ULDR")  # stays in the last 2 x 3 block, 20 moves away
    verdict = check_row_by_row_shortest(block_only)
    assert verdict and verdict.details == {"optimal": 20, "row_by_row": 20}, verdict
    assert not check_row_by_row_shortest(Board.goal(4, 4).apply("LLURRD" * 2))  # 12 moves: not far enough
    # 21 moves inside the block, but shorter on the whole board: the block's search is not shortest there
    farthest = Board.parse("1 2 3 4 / 5 6 7 8 / 9 14 15 0 / 13 10 11 12")  # 19 moves on the whole board
    assert row_by_row(farthest).length == 21 and not check_row_by_row_shortest(farthest)
    assert not check_row_by_row_shortest(random_solvable(4, 4, seed=11))  # row by row is far from shortest
    assert not check_row_by_row_shortest(Board.goal(4, 4))


def test_min_moves_is_deprecated_and_cannot_lower_the_task():
    from puzzlelib.exercises import check_row_by_row_shortest

    with pytest.warns(DeprecationWarning, match="removed in 0.3"):
        assert not check_row_by_row_shortest(Board.goal(4, 4).apply("LLURRD"), min_moves=2)
