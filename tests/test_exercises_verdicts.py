"""The promises every self-check keeps (puzzlelib.exercises.verdicts): the verdict is the truth value,
``strict=True`` raises, and junk never crashes a checker, whatever the argument it arrives in."""

from __future__ import annotations

import inspect
import math
import numbers

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from puzzlelib import Board
from puzzlelib import exercises as ex
from puzzlelib.exercises import (
    Check,
    check_better_heuristic,
    check_bfs,
    check_bfs_estimate,
    check_branching_factor,
    check_close_trap,
    check_distance,
    check_grid_path,
    check_heuristic,
    check_inconsistent_heuristic,
    check_inversions,
    check_memory_cap,
    check_more_expanded,
    check_parity_counterexample,
    check_positions,
    check_solution,
    check_solvability_rule,
    check_state_count,
    check_swap_runs,
    check_weight,
    check_weights,
)
from puzzlelib.problems import ant_problem

CHECKERS = sorted(name for name in ex.__all__ if name.startswith("check_"))
DOC_START = "1 3 4 / 8 2 5 / 7 0 6"  # 5 moves from the snail goal
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
SLOW_CALLS = {
    "check_heuristic": lambda junk: check_heuristic(junk),
    "check_heuristic_returns": lambda junk: check_heuristic(lambda board: junk),
    "check_solvability_rule_returns": lambda junk: check_solvability_rule(lambda board: junk),
}
ODD_VALUES = [None, 3, -1, math.nan, "abc", [], [1, 2], {}, np.array([1, 2]), 10**400, True, object()]
TRAP = Board.parse("2 4 1 / 5 6 3 / 8 7 0")  # the scored search returns 26 moves, the shortest is 22
JUNK_VALUES = (None, 3.5, "abc", [1, 2], float("nan"), {"a": 1})


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


@pytest.mark.parametrize("answer", [-1, -181_440, math.nan, math.inf, -math.inf, 2.5, "181440", None, True, [1]])
def test_odd_numbers_are_never_too_large_or_too_many(answer):
    counts = [] if isinstance(answer, str) else [check_state_count(3, 3, answer)]  # a count reads text: below
    for verdict in (*counts, check_distance(DOC_START, answer, goal="snail"), check_inversions(DOC_START, answer)):
        assert not verdict
        assert "too large" not in verdict.message and "too many" not in verdict.message
        assert verdict.message.startswith(("expected", f"{answer}")) or "less than" in verdict.message


def test_numpy_and_whole_float_answers_are_read():
    assert check_distance(DOC_START, np.int64(5), goal="snail")
    assert check_distance(DOC_START, 5.0, goal="snail")
    assert check_swap_runs(np.int64(3), 3, np.int64(387_420_489))
    assert check_swap_runs(3, 3, "387420489") and check_swap_runs(3, 3, "387,420,489")  # a count written as text


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


@pytest.mark.parametrize("call", list(SLOW_CALLS), ids=list(SLOW_CALLS))
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(junk=JUNK.filter(lambda junk: not (isinstance(junk, numbers.Real) and junk == 0)))  # h = 0 is right
def test_junk_from_a_students_function_gets_a_verdict(call, junk):
    verdict = SLOW_CALLS[call](junk)
    assert isinstance(verdict, Check) and not verdict
    assert verdict.message and "Traceback" not in verdict.message


@pytest.mark.parametrize("name", CHECKERS)
def test_every_checker_answers_junk_in_every_argument_with_a_verdict(name):
    checker = getattr(ex, name)
    required = [p for p in inspect.signature(checker).parameters.values()
                if p.default is p.empty and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    for junk in ODD_VALUES:
        verdict = checker(*[junk] * len(required))
        assert isinstance(verdict, Check) and not verdict, (name, junk)


def test_check_prints_and_asserts():
    good, bad = Check(True, "fine"), Check(False, "broken", "look here", board=Board.goal(2, 2))
    assert good and not bad
    assert str(good).startswith("Right:") and str(bad).startswith("Not yet:")
    assert "Hint: look here" in str(bad) and "+---+" in str(bad)
    assert "puzzlelib-check" in bad._repr_html_() and "look here" in bad._repr_html_()


@pytest.mark.parametrize("junk", JUNK_VALUES, ids=repr)
def test_junk_gets_a_not_yet_never_an_exception(junk):
    from puzzlelib.exercises import Check, check_row_by_row_shortest

    calls = [
        lambda: check_close_trap(junk),
        lambda: check_better_heuristic(junk),
        lambda: check_inconsistent_heuristic(junk),
        lambda: check_more_expanded(TRAP, TRAP, junk),
        lambda: check_more_expanded(junk, TRAP, "A"),
        lambda: check_weights(TRAP, junk, 1),
        lambda: check_memory_cap(TRAP, junk),
        lambda: check_weight(TRAP, junk),
        lambda: check_weight(junk, 2),
        lambda: check_row_by_row_shortest(junk),
    ]
    for call in calls:
        verdict = call()
        assert isinstance(verdict, Check) and not verdict


def test_wrong_answers_are_counted_across_a_restart_and_forgotten_on_request(tmp_path, monkeypatch):
    """The count lives in a file, so a new kernel (here: this kernel's memory cleared) carries on counting;
    forget_guesses clears memory and file; a folder that cannot be written keeps the count in memory."""
    from puzzlelib.exercises import verdicts
    from puzzlelib.exercises.verdicts import Check, _limit_guesses

    monkeypatch.setenv(verdicts.GUESS_FILE_ENV, str(tmp_path / "guesses.json"))
    wrong = Check(False, "no")
    for k in range(3):
        _limit_guesses(("q",), k, wrong, limit=3)
    verdicts._wrong_answers.clear()  # what a restarted kernel starts with
    __import__("puzzlelib.exercises.guesses", fromlist=["_since"])._since.clear()
    assert not _limit_guesses(("q",), 99, Check(True, "yes"), limit=3).decided
    assert _limit_guesses(("q",), 1, wrong, limit=3).decided  # an answer already counted is judged again
    verdicts.forget_guesses()
    assert not (tmp_path / "guesses.json").exists()
    assert _limit_guesses(("q",), 99, Check(True, "yes"), limit=3).ok
    (tmp_path / "guesses.json").write_text("not json")  # a spoilt file counts as empty
    verdicts._wrong_answers.clear()
    assert _limit_guesses(("q",), 99, Check(True, "yes"), limit=3).ok
    monkeypatch.setenv(verdicts.GUESS_FILE_ENV, str(tmp_path / "guesses.json" / "inside-a-file"))
    verdicts.forget_guesses()
    for k in range(3):
        _limit_guesses(("q",), k, wrong, limit=3)
    assert not _limit_guesses(("q",), 99, Check(True, "yes"), limit=3).decided
    verdicts.forget_guesses()


def test_a_count_is_kept_for_a_class_period_not_for_the_next_class(tmp_path, monkeypatch):
    """A question's wrong answers are kept GUESS_HOURS from the first one: a restart in class does not renew
    them, a class later on the same computer account starts afresh."""
    import json
    import time

    from puzzlelib.exercises import guesses, verdicts
    from puzzlelib.exercises.verdicts import Check, _limit_guesses

    monkeypatch.setenv(verdicts.GUESS_FILE_ENV, str(tmp_path / "guesses.json"))
    verdicts.forget_guesses()
    for k in range(3):
        _limit_guesses(("q",), k, Check(False, "no"), limit=3)
    stored = json.loads((tmp_path / "guesses.json").read_text())
    (key, entry), = stored.items()
    assert len(entry["answers"]) == 3 and abs(entry["since"] - time.time()) < 60
    verdicts._wrong_answers.clear(), guesses._since.clear()  # a restart within the period
    assert not _limit_guesses(("q",), 99, Check(True, "yes"), limit=3).decided
    entry["since"] -= guesses.GUESS_HOURS * 3600 + 1  # the next class
    (tmp_path / "guesses.json").write_text(json.dumps({key: entry}))
    verdicts._wrong_answers.clear(), guesses._since.clear()
    assert _limit_guesses(("q",), 99, Check(True, "yes"), limit=3).ok
    verdicts.forget_guesses()


def test_reading_a_checks_source_shows_the_shared_wrapper_not_the_answer():
    """`check_x??` in Jupyter reads inspect.getsource, which follows __wrapped__: every check shows the
    shared wrapper (and keeps its own signature for help()), never the lines that work out its answer."""
    import inspect

    import puzzlelib.exercises as exercises

    checks = [getattr(exercises, name) for name in dir(exercises) if name.startswith("check_")]
    assert len(checks) > 20
    for check in checks:
        assert "def run(" in inspect.getsource(check), check.__name__
        assert list(inspect.signature(check).parameters) != ["args", "strict", "kwargs"], check.__name__
