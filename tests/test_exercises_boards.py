"""Lesson 2's checks (puzzlelib.exercises.boards): the position array, and how many boards can be reached."""

from __future__ import annotations

import math

from puzzlelib.exercises import check_positions, check_state_count


# ----------------------------------------------------------------------------- the shared rules
def test_state_count_of_a_board_one_cell_wide():
    assert not check_state_count(1, 4, 12)
    assert check_state_count(1, 4, 4) and check_state_count(4, 1, 4)
    assert check_state_count(2, 2, 12) and check_state_count(3, 3, 181_440)


# ----------------------------------------------------------------------------- lessons 2-4
def test_positions():
    board = "1 2 0 / 8 4 3 / 5 6 7"
    assert check_positions(board, [2, 0, 1, 5, 4, 6, 7, 8, 3]).ok
    wrong = check_positions(board, [2, 0, 1, 5, 4, 6, 7, 8, 4])
    assert not wrong.ok and "entry 8" in wrong.message
    swapped = check_positions(board, [1, 2, 0, 8, 4, 3, 5, 6, 7])  # wrote the tiles, not their cells
    assert "WHERE" in swapped.hint
    assert "needs 9 numbers" in check_positions(board, [2, 0, 1]).message


def test_state_count():
    assert check_state_count(3, 3, 181_440).ok and check_state_count(4, 4, math.factorial(16) // 2).ok
    document = check_state_count(4, 4, 20_922_789_888_000)
    assert not document.ok and "every arrangement" in document.message
    assert not check_state_count(3, 3, 1000).ok
