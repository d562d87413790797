"""Lesson 3's checks (puzzlelib.exercises.parity): inversion counts, a student's solvability rule, and a
board on which the odd-width rule is wrong."""

from __future__ import annotations

import numpy as np

from puzzlelib import Board, inversions
from puzzlelib.exercises import check_inversions, check_parity_counterexample, check_solvability_rule


def test_a_rule_that_returns_text_or_an_array():
    assert "expected True or False" in check_solvability_rule(lambda b: "yes").message
    assert "expected True or False" in check_solvability_rule(lambda b: np.array([True, False])).message


def test_parity_counterexample_needs_an_even_width_board_the_rule_misjudges():
    assert check_parity_counterexample("1 2 3 4 / 5 6 7 8 / 9 10 11 0 / 13 14 15 12")  # 3 inversions, solvable
    assert check_parity_counterexample("2 1 3 4 / 5 6 7 8 / 9 10 11 0 / 13 14 15 12")  # 4 inversions, unsolvable
    assert not check_parity_counterexample(Board.goal(4, 4))
    odd = check_parity_counterexample("1 2 3 / 4 5 6 / 8 7 0")
    assert not odd and "odd width" in odd.message and "even number of columns" in odd.hint


def test_inversions_against_the_documents_example():
    board = "7 4 3 / 0 5 8 / 6 2 1"
    assert check_inversions(board, 19).ok
    assert check_inversions(Board.parse(board).move("U"), 17).ok  # tile 7 slides down
    assert not check_inversions(board, 18).ok
    assert inversions(Board.parse(board).swap_cells(0, 1)) == 18


def test_solvability_rule():
    def rule(b):
        inv = inversions(b)
        return inv % 2 == 0 if b.cols % 2 else (inv + b.rows - 1 - b.blank_pos[0]) % 2 == 0

    right = check_solvability_rule(rule)
    assert right.ok and right.details["checked"] == 24 + 720 + 720 + 40_320 + 362_880
    odd_only = check_solvability_rule(lambda b: inversions(b) % 2 == 0)
    assert not odd_only.ok and "blank's row" in odd_only.hint
    assert "raised" in check_solvability_rule(lambda b: b.nonexistent).message
