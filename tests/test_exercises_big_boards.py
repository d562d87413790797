"""Lesson 9's check (puzzlelib.exercises.big_boards): a board row by row solves in the fewest moves."""

from __future__ import annotations

from puzzlelib import Board, random_solvable


def test_row_by_row_shortest_needs_depth_and_a_perfect_human_solution():
    from puzzlelib.exercises import check_row_by_row_shortest

    block_only = Board.goal(4, 4).apply("LLURRDLLURDR")  # stays in the last 2 x 3 block
    verdict = check_row_by_row_shortest(block_only, min_moves=6)
    assert verdict, verdict
    assert not check_row_by_row_shortest(random_solvable(4, 4, seed=11))  # row by row is far from shortest
    assert not check_row_by_row_shortest(Board.goal(4, 4))
