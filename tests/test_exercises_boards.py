"""Lesson 2's checks (puzzlelib.exercises.boards): the position array (by hand and as a function), the
blank's moves behind tiles slid, and how many boards can be reached."""

from __future__ import annotations

import math

from puzzlelib import Board
from puzzlelib.exercises import (
    check_blank_moves,
    check_position_array,
    check_positions,
    check_state_count,
    check_strip_arrangements,
)
from puzzlelib.exercises.verdicts import GUESS_LIMIT, forget_guesses

SHORT_STRIP = ["1 2 3 _", "1 2 _ 3", "1 _ 2 3", "_ 1 2 3"]


# ----------------------------------------------------------------------------- the shared rules
def test_state_count_of_a_board_one_cell_wide():
    forget_guesses()
    assert check_strip_arrangements(SHORT_STRIP)
    assert not check_state_count(1, 16, 12)
    assert check_state_count(1, 16, 16) and check_state_count(16, 1, 16) and check_state_count(1, 16, "16")
    shorter = check_state_count(1, 4, 4)  # the lesson's strip only: shorter ones are the student's to explore
    assert not shorter and "yours to explore" in shorter.message


# ----------------------------------------------------------------------------- lessons 2-4
def test_positions():
    board = "1 2 0 / 8 4 3 / 5 6 7"
    assert check_positions(board, [2, 0, 1, 5, 4, 6, 7, 8, 3]).ok
    wrong = check_positions(board, [2, 0, 1, 5, 4, 6, 7, 8, 4])
    assert not wrong.ok and "entry 8" in wrong.message
    swapped = check_positions(board, [1, 2, 0, 8, 4, 3, 5, 6, 7])  # wrote the tiles, not their cells
    assert "WHERE" in swapped.hint
    assert "needs 9 numbers" in check_positions(board, [2, 0, 1]).message


def test_state_count_judges_the_lessons_strip_once_the_short_list_is_right():
    forget_guesses()
    before = check_state_count(1, 16, 16)
    assert not before and not before.decided and "check_strip_arrangements" in before.message
    assert check_strip_arrangements(SHORT_STRIP)
    assert check_state_count(1, 16, 16)
    for rows, cols, count in ((2, 2, 12), (3, 3, 181_440), (4, 4, math.factorial(16) // 2)):
        other = check_state_count(rows, cols, count)  # the lesson's own question only
        assert not other and "strip of the lesson" in other.message
    wrong = check_state_count(1, 16, 20_922_789_888_000)
    assert not wrong.ok and "is not the number of 1 x 16 arrangements" in wrong.message


def test_state_count_stops_judging_after_many_wrong_answers():
    forget_guesses()
    assert check_strip_arrangements(SHORT_STRIP)
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
    assert check_blank_moves(puzzle, [6, 1, 2, 8, 1, 6], "ULURDD")
    assert check_blank_moves(puzzle, [6, 1, 2, 8, 1, 6], ["u", "l", "U", "r", "D", "d"])
    other = check_blank_moves(puzzle, [6], ["u"])  # another question: not judged
    assert not other and "question of the lesson" in other.message
    tiles_way = check_blank_moves(puzzle, [6, 1, 2, 8, 1, 6], "DRDLUU")
    assert not tiles_way and "ways the tiles went" in tiles_way.message
    numbers = check_blank_moves(puzzle, [6, 1, 2, 8, 1, 6], [6, 1, 2, 8, 1, 6])
    assert not numbers and "tile numbers" in numbers.message
    second = check_blank_moves(puzzle, [6, 1, 2, 8, 1, 6], "UUURDD")
    assert not second and "do not slide the tiles" in second.message and "move 2" not in second.message
    assert "6 tiles" in check_blank_moves(puzzle, [6, 1, 2, 8, 1, 6], "ULU").message
