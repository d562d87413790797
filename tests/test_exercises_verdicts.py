"""The promises every self-check keeps: the verdict is the truth value, ``strict=True`` raises, junk never
crashes a checker, and no verdict is ever wrong (on 4 x 4 boards too, where the truth takes a search)."""

from __future__ import annotations

import inspect
import math
import numbers

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from puzzlelib import Board, solve
from puzzlelib import exercises as ex
from puzzlelib.board import OPPOSITE
from puzzlelib.errors import PuzzleError
from puzzlelib.exercises import (
    Check,
    check_bfs,
    check_bfs_estimate,
    check_branching_factor,
    check_distance,
    check_grid_path,
    check_heuristic,
    check_inversions,
    check_parity_counterexample,
    check_positions,
    check_solution,
    check_solvability_rule,
    check_state_count,
)
from puzzlelib.problems import ant_problem

CHECKERS = sorted(name for name in ex.__all__ if name.startswith("check_"))
DOC_START = "1 3 4 / 8 2 5 / 7 0 6"  # 5 moves from the snail goal
FOUR = Board.parse("5 1 2 3 / 9 6 7 4 / 13 10 11 8 / 0 14 15 12")  # 4 x 4, 12 moves from the goal


@pytest.mark.parametrize("name", CHECKERS)
def test_every_checker_takes_strict(name):
    parameter = inspect.signature(getattr(ex, name)).parameters.get("strict")
    assert parameter is not None and parameter.kind is parameter.KEYWORD_ONLY and parameter.default is False


def test_strict_raises_the_same_message_and_returns_a_right_check():
    wrong = check_distance(DOC_START, 4, goal="snail")
    assert not wrong and wrong.verdict == "Not yet"
    with pytest.raises(AssertionError) as raised:
        check_distance(DOC_START, 4, goal="snail", strict=True)
    assert str(raised.value) == str(wrong) and str(raised.value).startswith("Not yet: ")
    right = check_distance(DOC_START, 5, goal="snail", strict=True)
    assert isinstance(right, Check) and right and right.verdict == "Right"
    assert check_distance(DOC_START, 5, goal="snail").require() == right


def test_strict_raises_on_junk_too():
    with pytest.raises(AssertionError, match="expected a list of moves, got int"):
        check_solution(DOC_START, 5, goal="snail", strict=True)


def test_an_undecided_check_is_neither_right_nor_a_wrong_verdict(monkeypatch):
    monkeypatch.setattr(ex.verdicts, "CHECK_SECONDS", 0.0001)
    hard = Board.parse("0 12 9 13 / 15 11 10 14 / 3 7 2 5 / 4 8 6 1")  # about 60 moves from the goal
    verdict = check_distance(hard, 60)
    assert not verdict and not verdict.decided and verdict.verdict == "Could not check"
    assert str(verdict).startswith("Could not check: ") and "within" in verdict.message
    assert "try a board closer to the goal" in verdict.hint
    with pytest.raises(AssertionError, match="Could not check"):
        check_distance(hard, 60, strict=True)


# ----------------------------------------------------------------------------- 4 x 4: never a wrong verdict
def test_distance_on_a_4x4_board_is_exact():
    truth = solve(FOUR, method="idastar", heuristic="manhattan").length
    assert check_distance(FOUR, truth)
    assert "too many" in check_distance(FOUR, truth + 2).message
    assert "too few" in check_distance(FOUR, truth - 2).message


def test_optimal_solution_on_4x4_refuses_a_longer_answer():
    best = solve(FOUR, method="idastar").moves
    longer = "".join(best[:1]) + "".join(OPPOSITE[m] for m in best[:1]) + "".join(best)
    assert check_solution(FOUR, best, optimal=True)
    verdict = check_solution(FOUR, longer, optimal=True)
    assert not verdict and verdict.decided and f"takes {len(best)}" in verdict.message


def test_greedy_answer_on_4x4_is_not_called_optimal():
    board = Board.parse("2 3 4 8 / 1 7 11 12 / 5 6 0 15 / 9 10 13 14")
    greedy = solve(board, method="greedy")
    verdict = check_solution(board, greedy, optimal=True)
    best = solve(board, method="idastar").length
    assert bool(verdict) == (greedy.length == best)


def test_a_board_short_of_the_goal_never_says_none_moves_away(monkeypatch):
    monkeypatch.setattr(ex.verdicts, "CHECK_SECONDS", 0.0001)
    hard = Board.parse("0 12 9 13 / 15 11 10 14 / 3 7 2 5 / 4 8 6 1")
    verdict = check_solution(hard, "R")
    assert not verdict and "None" not in verdict.message and "away" in verdict.message


# ----------------------------------------------------------------------------- the shared rules
def test_state_count_of_a_board_one_cell_wide():
    assert not check_state_count(1, 4, 12)
    assert check_state_count(1, 4, 4) and check_state_count(4, 1, 4)
    assert check_state_count(2, 2, 12) and check_state_count(3, 3, 181_440)


@pytest.mark.parametrize("answer", [-1, -181_440, math.nan, math.inf, -math.inf, 2.5, "181440", None, True, [1]])
def test_odd_numbers_are_never_too_large_or_too_many(answer):
    for verdict in (check_state_count(3, 3, answer), check_distance(DOC_START, answer, goal="snail"),
                    check_inversions(DOC_START, answer)):
        assert not verdict
        assert "too large" not in verdict.message and "too many" not in verdict.message
        assert verdict.message.startswith(("expected", f"{answer}")) or "less than" in verdict.message


def test_numpy_and_whole_float_answers_are_read():
    assert check_distance(DOC_START, np.int64(5), goal="snail")
    assert check_distance(DOC_START, 5.0, goal="snail")
    assert check_state_count(np.int64(3), 3, np.int64(181_440))


def test_negative_heuristic_is_refused_like_solve_refuses_it():
    verdict = check_heuristic(lambda b: -1)
    assert not verdict and "returned -1" in verdict.message and "0 or more" in verdict.message
    with pytest.raises(PuzzleError):
        solve(DOC_START, goal="snail", heuristic=lambda b: -1)


def test_heuristic_returning_an_array_or_text_is_a_verdict():
    assert "returned" in check_heuristic(lambda b: np.array([1, 2])).message
    assert "returned 'three'" in check_heuristic(lambda b: "three").message
    assert "expected a function" in check_heuristic(3).message


def test_messages_for_wrong_types():
    assert check_solution(DOC_START, 5, goal="snail").message == "expected a list of moves, got int."
    assert "got None" in check_solution(DOC_START, None, goal="snail").message
    assert "a list holding float" in check_solution(DOC_START, [1.5], goal="snail").message
    assert "expected a function" in check_bfs(42).message
    assert "expected a function" in check_solvability_rule(None).message
    assert "expected a walk" in check_grid_path(ant_problem(), 7.5).message
    assert "needs 9 numbers" in check_positions(DOC_START, "0 1 2").message  # text is read, then counted
    assert "needs a board, got 42" in check_distance(42, 3).message
    assert "could not read its arguments" in check_distance(DOC_START).message


def test_a_rule_that_returns_text_or_an_array():
    assert "expected True or False" in check_solvability_rule(lambda b: "yes").message
    assert "expected True or False" in check_solvability_rule(lambda b: np.array([True, False])).message


def test_a_search_that_returns_a_number():
    verdict = check_bfs(lambda start, goal: 3)
    assert not verdict and "expected a list of moves, got int" in verdict.message


def test_branching_factor_rejects_junk_and_values_below_one():
    assert "less than 1" in check_branching_factor(52, 5, -2).message
    assert "expected a number" in check_branching_factor(52, 5, math.nan).message
    assert "expected a number" in check_branching_factor(52, 5, "1.9").message
    assert check_branching_factor(52, 5, 1.92)


def test_parity_counterexample_needs_an_even_width_board_the_rule_misjudges():
    assert check_parity_counterexample("1 2 3 4 / 5 6 7 8 / 9 10 11 0 / 13 14 15 12")  # 3 inversions, solvable
    assert check_parity_counterexample("2 1 3 4 / 5 6 7 8 / 9 10 11 0 / 13 14 15 12")  # 4 inversions, unsolvable
    assert not check_parity_counterexample(Board.goal(4, 4))
    odd = check_parity_counterexample("1 2 3 / 4 5 6 / 8 7 0")
    assert not odd and "odd width" in odd.message and "even number of columns" in odd.hint


def test_bfs_estimate_within_a_factor_of_two_without_telling_the_count_first():
    board = Board.parse("1 0 2 / 3 4 5 / 7 8 6")
    truth = solve(board, method="bfs").nodes_expanded
    assert check_bfs_estimate(board, truth) and check_bfs_estimate(board, truth // 2 + 1)
    low, high = check_bfs_estimate(board, truth // 3), check_bfs_estimate(board, truth * 3)
    assert not low and "too low" in low.message and not high and "too high" in high.message
    assert str(truth) not in low.message.replace(",", "") and str(truth) not in high.message.replace(",", "")
    assert "expected a whole number of boards, got None" in check_bfs_estimate(board, None).message


# ----------------------------------------------------------------------------- junk, generated
JUNK = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-10**30, max_value=10**30), st.floats(allow_nan=True),
    st.text(max_size=12), st.binary(max_size=6), st.lists(st.integers(-5, 20), max_size=6),
    st.lists(st.lists(st.integers(0, 9), max_size=3), max_size=3), st.dictionaries(st.text(max_size=2), st.integers()),
    st.sampled_from([np.int64(3), np.float64("nan"), np.array([1, 2]), np.array([]), object(), (), [], {}, set(),
                     "U D L R", "R" * 40, "1 2 3 / 4 5 6 / 7 8 0", "snail", 10**400]),
)
QUICK_CALLS = {
    "check_solution": lambda junk: check_solution(DOC_START, junk, goal="snail"),
    "check_solution_board": lambda junk: check_solution(junk, "RU"),
    "check_distance": lambda junk: check_distance(DOC_START, junk, goal="snail"),
    "check_distance_goal": lambda junk: check_distance(DOC_START, 5, goal=junk),
    "check_inversions": lambda junk: check_inversions(DOC_START, junk),
    "check_positions": lambda junk: check_positions(DOC_START, junk),
    "check_state_count": lambda junk: check_state_count(3, 3, junk),
    "check_state_count_rows": lambda junk: check_state_count(junk, 3, 12),
    "check_grid_path": lambda junk: check_grid_path(ant_problem(), junk),
    "check_greedy_trap": lambda junk: ex.check_greedy_trap(junk),
    "check_branching_factor": lambda junk: check_branching_factor(52, 5, junk),
    "check_branching_factor_depth": lambda junk: check_branching_factor(52, junk, 1.9),
    "check_bfs_returns": lambda junk: check_bfs(lambda start, goal: junk),
    "check_parity_counterexample": lambda junk: check_parity_counterexample(junk),
    "check_bfs_estimate": lambda junk: check_bfs_estimate("1 2 3 / 4 5 6 / 0 7 8", junk),
}


@pytest.mark.parametrize("call", list(QUICK_CALLS), ids=list(QUICK_CALLS))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(junk=JUNK)
def test_junk_gets_a_verdict_never_an_exception(call, junk):
    verdict = QUICK_CALLS[call](junk)
    assert isinstance(verdict, Check)
    assert verdict.message and "\n" not in verdict.message and "Traceback" not in verdict.message
    text = str(verdict)
    assert text.startswith(("Right: ", "Not yet: ", "Could not check: "))
    if verdict:  # junk is right only where it happens to be a right answer
        assert call in {"check_solution_board", "check_distance_goal", "check_state_count_rows", "check_greedy_trap",
                        "check_grid_path", "check_bfs_returns", "check_parity_counterexample",
                        "check_bfs_estimate"} or junk in (5, 181_440)


def test_greedy_trap_can_be_capped_in_size():
    small = "\n. . . . .\n. . G . .\n. # # # .\n. # S # .\n. . . . .\n"
    assert ex.check_greedy_trap(small, max_cells=25)
    too_big = ex.check_greedy_trap(small, max_cells=20)
    assert not too_big and "at most 20 cells" in too_big.message


SLOW_CALLS = {
    "check_heuristic": lambda junk: check_heuristic(junk),
    "check_heuristic_returns": lambda junk: check_heuristic(lambda board: junk),
    "check_solvability_rule_returns": lambda junk: check_solvability_rule(lambda board: junk),
}


@pytest.mark.parametrize("call", list(SLOW_CALLS), ids=list(SLOW_CALLS))
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(junk=JUNK.filter(lambda junk: not (isinstance(junk, numbers.Real) and junk == 0)))  # h = 0 is right
def test_junk_from_a_students_function_gets_a_verdict(call, junk):
    verdict = SLOW_CALLS[call](junk)
    assert isinstance(verdict, Check) and not verdict
    assert verdict.message and "Traceback" not in verdict.message


ODD_VALUES = [None, 3, -1, math.nan, "abc", [], [1, 2], {}, np.array([1, 2]), 10**400, True, object()]


@pytest.mark.parametrize("name", CHECKERS)
def test_every_checker_answers_junk_in_every_argument_with_a_verdict(name):
    checker = getattr(ex, name)
    required = [p for p in inspect.signature(checker).parameters.values()
                if p.default is p.empty and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    for junk in ODD_VALUES:
        verdict = checker(*[junk] * len(required))
        assert isinstance(verdict, Check) and not verdict, (name, junk)


def test_an_empty_starter_does_not_give_the_distance_away():
    for empty in ("", [], ()):
        verdict = check_solution("0 1 3 / 4 2 6 / 7 5 8", empty)
        assert not verdict and verdict.message == "no moves yet." and "4" not in str(verdict)
    assert check_solution(Board.goal(3, 3), "")  # at the goal already, no moves is the answer
