"""Lesson 13's check (puzzlelib.exercises.big_boards): a board row by row solves in the fewest moves."""

from __future__ import annotations

import pytest

from puzzlelib import Board, random_solvable


def test_row_by_row_shortest_needs_depth_and_a_perfect_human_solution():
    from puzzlelib.exercises import check_row_by_row_shortest

    block_only = Board.goal(4, 4).apply("LLURRD" * 2)  # stays in the last 2 x 3 block, 12 moves from the goal
    verdict = check_row_by_row_shortest(block_only)
    assert verdict, verdict
    assert not check_row_by_row_shortest(Board.goal(4, 4).apply("LLURRD"))  # 6 moves: not far enough
    assert not check_row_by_row_shortest(random_solvable(4, 4, seed=11))  # row by row is far from shortest
    assert not check_row_by_row_shortest(Board.goal(4, 4))


def test_min_moves_is_deprecated_and_cannot_lower_the_task():
    from puzzlelib.exercises import check_row_by_row_shortest

    with pytest.warns(DeprecationWarning, match="removed in 0.3"):
        assert not check_row_by_row_shortest(Board.goal(4, 4).apply("LLURRD"), min_moves=2)
