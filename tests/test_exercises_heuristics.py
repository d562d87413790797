"""Lesson 6's checks (puzzlelib.exercises.heuristics): admissible, consistent, dominating, inconsistent
heuristics, and predictions of which board A* expands more on."""

from __future__ import annotations

import math

import numpy as np
import pytest

from puzzlelib import HEURISTICS, solve
from puzzlelib.errors import PuzzleError
from puzzlelib.exercises import (
    check_better_heuristic,
    check_heuristic,
    check_inconsistent_heuristic,
    check_more_expanded,
)

DOC_START = "1 3 4 / 8 2 5 / 7 0 6"  # 5 moves from the snail goal


def test_negative_heuristic_is_refused_like_solve_refuses_it():
    verdict = check_heuristic(lambda b: -1)
    assert not verdict and "returned -1" in verdict.message and "0 or more" in verdict.message
    with pytest.raises(PuzzleError):
        solve(DOC_START, goal="snail", heuristic=lambda b: -1)


def test_heuristic_returning_an_array_or_text_is_a_verdict():
    assert "returned" in check_heuristic(lambda b: np.array([1, 2])).message
    assert "returned 'three'" in check_heuristic(lambda b: "three").message
    assert "expected a function" in check_heuristic(3).message


# ----------------------------------------------------------------------------- check_heuristic
def test_heuristic_manhattan_and_misplaced_pass():
    for h in (lambda b: b.manhattan(), lambda b: b.misplaced()):
        check = check_heuristic(h)
        assert check.ok and check.details["boards"] == 181_440 and check.details["consistent"]


def test_heuristic_counting_the_blank_is_caught_with_the_nearest_counterexample():
    check = check_heuristic(lambda b: b.manhattan(count_blank=True))
    assert not check.ok and "not admissible" in check.message
    assert "true distance 1, your h = 2" in check.message
    assert "count the blank" in check.hint
    assert check.board.manhattan(count_blank=True) == 2 and check.board.manhattan() == 1


def test_heuristic_admissible_but_inconsistent():
    check = check_heuristic(lambda b: b.manhattan() if b.blank_index == 4 else 0)
    assert not check.ok and "not consistent" in check.message
    board = check.board
    assert board.blank_index == 4 and board.manhattan() >= 2


def test_heuristic_errors_and_zero():
    assert "raised ZeroDivisionError" in check_heuristic(lambda b: 1 / 0).message
    assert "must return a finite number" in check_heuristic(lambda b: math.inf).message
    zero = check_heuristic(lambda b: 0)
    assert zero.ok and "always 0" in zero.message


def test_heuristic_with_goal_argument_and_snail_goal():
    check = check_heuristic(lambda b, goal: b.manhattan(goal), goal="snail")
    assert check.ok
    wrong_goal = check_heuristic(lambda b: b.manhattan(), goal="snail")  # ignores the goal it was given
    assert not wrong_goal.ok


def test_better_heuristic_wants_admissible_and_dominating():
    def rows_and_columns(board):
        goal = board.goal_of()
        return sum((board.position_of(t)[0] != goal.position_of(t)[0]) + (board.position_of(t)[1] != goal.position_of(t)[1])
                   for t in range(1, board.size))

    assert check_better_heuristic(rows_and_columns)
    assert not check_better_heuristic(lambda b: 0)
    assert not check_better_heuristic(HEURISTICS["misplaced"])  # equal is not better
    assert not check_better_heuristic(HEURISTICS["manhattan+blank"])  # overestimates
    assert not check_better_heuristic(5)


def test_inconsistent_heuristic_must_still_be_admissible():
    def bumpy(board):  # Manhattan on boards whose blank is in a corner, misplaced tiles elsewhere
        return board.manhattan() if board.blank_pos in {(0, 0), (0, 2), (2, 0), (2, 2)} else board.misplaced()

    assert check_inconsistent_heuristic(bumpy)
    assert not check_inconsistent_heuristic(HEURISTICS["manhattan"])
    assert not check_inconsistent_heuristic(HEURISTICS["manhattan+blank"])


def test_a_prediction_is_judged_only_once_it_is_made():
    a, b = "0 1 4 / 8 7 5 / 6 3 2", "0 1 3 / 7 6 2 / 4 5 8"
    unanswered = check_more_expanded(a, b, "?")
    assert not unanswered and "expanded" not in unanswered.message
    assert check_more_expanded(a, b, "b") and not check_more_expanded(a, b, "A")
