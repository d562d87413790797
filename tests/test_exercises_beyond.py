"""Lesson 8's checks (puzzlelib.exercises.beyond): a memory cap that stops A* but not IDA*, and the smallest
weight that works."""

from __future__ import annotations

from puzzlelib import random_solvable
from puzzlelib.exercises import check_memory_cap, check_weight


def test_memory_cap_between_what_ida_star_and_a_star_need():
    board = random_solvable(4, 4, seed=14)
    assert not check_memory_cap(board, 1000)  # both fit
    assert check_memory_cap(board, 5)
    assert not check_memory_cap(board, -1) and not check_memory_cap(board, "lots")


def test_weight_must_be_the_smallest_that_works():
    board = random_solvable(4, 4, seed=12)
    assert not check_weight(board, 1.0, max_nodes=20_000)  # plain A* runs out
    assert check_weight(board, 2.0, max_nodes=20_000)
    assert not check_weight(board, 3.0, max_nodes=20_000)  # 2 works too, and so does 1.5 at a larger budget
    assert not check_weight(board, 1.3, max_nodes=20_000)  # not on the grid of 0.5
