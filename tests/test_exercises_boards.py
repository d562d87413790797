"""Lesson 2's checks (puzzlelib.exercises.boards): the position array (by hand and as a function), the
blank's moves behind tiles slid, and how many boards can be reached."""

from __future__ import annotations

import math

from puzzlelib import Board
from puzzlelib.exercises import check_blank_moves, check_position_array, check_positions, check_state_count
from puzzlelib.exercises.verdicts import GUESS_LIMIT


# ----------------------------------------------------------------------------- the shared rules
def test_state_count_of_a_board_one_cell_wide():
    assert not check_state_count(1, 16, 12)
    assert check_state_count(1, 16, 16) and check_state_count(16, 1, 16) and check_state_count(1, 16, "16")
    shorter = check_state_count(1, 4, 4)  # the lesson's strip only: shorter ones are the student's to explore
    assert not shorter and "yours to explore" in shorter.message
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
    assert not document.ok and "is not the number of 4 x 4 boards" in document.message
    assert not check_state_count(3, 3, 1000).ok


def test_state_count_stops_judging_after_many_wrong_answers():
    for answer in range(GUESS_LIMIT):
        assert check_state_count(1, 16, 100 + answer).decided
    assert check_state_count(1, 16, 100).decided  # an answer already tried is judged again
    stopped = check_state_count(16, 1, 16)  # the same question turned round
    assert not stopped and not stopped.decided and "no longer judged" in stopped.message


def _positions(rows):
    width, blank = len(rows[0]), len(rows) * len(rows[0])
    where = {number: y * width + x for y, row in enumerate(rows) for x, number in enumerate(row)}
    return [where[blank]] + [where[t] for t in range(1, blank)]


def test_position_array_function():
    assert check_position_array(_positions)
    flat = check_position_array(lambda rows: [t for row in rows for t in row])
    assert not flat and "WHERE" in flat.hint
    assert "from 0" in check_position_array(lambda rows: [c + 1 for c in _positions(rows)]).hint
    blank_last = check_position_array(lambda rows: _positions(rows)[1:] + _positions(rows)[:1])
    assert "blank-last" in blank_last.hint
    swapped = check_position_array(lambda rows: [(c % len(rows[0])) * len(rows) + c // len(rows[0])
                                                 for c in _positions(rows)])
    assert not swapped and "width" in swapped.hint
    cheat = check_position_array(lambda rows: Board.from_rows(rows, blank="max").to_positions())
    assert not cheat and "uses" in cheat.message
    assert "raised" in check_position_array(lambda rows: rows[9]).message
    assert "expected a list" in check_position_array(lambda rows: "0 1 2").message


def test_blank_moves():
    puzzle = "2 8 3 / 1 6 4 / 7 0 5"
    assert check_blank_moves(puzzle, [6, 1, 2, 8, 1, 6], "ULURDD") and check_blank_moves(puzzle, [6], ["u"])
    tiles_way = check_blank_moves(puzzle, [6, 1, 2, 8, 1, 6], "DRDLUU")
    assert not tiles_way and "ways the tiles went" in tiles_way.message
    numbers = check_blank_moves(puzzle, [6, 1, 2, 8, 1, 6], [6, 1, 2, 8, 1, 6])
    assert not numbers and "tile numbers" in numbers.message
    second = check_blank_moves(puzzle, [6, 1, 2, 8, 1, 6], "UUURDD")
    assert not second and "do not slide the tiles" in second.message and "move 2" not in second.message
    assert "6 tiles" in check_blank_moves(puzzle, [6, 1, 2, 8, 1, 6], "ULU").message
