"""A lazy student against every checker of lesson 4 (parity).

The student runs the starters unedited, reads the Summary, help() and the replies, tries the package's
own functions, guesses at random, and homes in on an answer from the replies. None of it may pass, and
no reply, docstring or Summary may hold an answer. Where it is cheap, a deliberately weak variant of a
checker shows that the test would catch the weakness.
"""

from __future__ import annotations

import functools
import itertools
import random

import pytest
from lazy_tools import DIRECTION_WORDS, checker_texts, notebook, reply, run_lesson, summary_text

import puzzlelib
from puzzlelib import Board, explain_solvability, inversions, is_solvable, make_solvable, random_solvable
from puzzlelib.exercises import (
    check_parity_counterexample,
    check_slide_changes,
    check_solvability_rule,
    verdicts,
)
from puzzlelib.exercises import parity as parity_checks
from puzzlelib.parity import parity_number
from puzzlelib.shuffle import fisher_yates, random_walk

STEM = "04_parity"
FOUR_WIDE = {-3, -1, 1, 3}  # the answer of Your turn 1, written as the student would


def _right_rule(board):
    if board.cols % 2:
        return inversions(board) % 2 == 0
    return (inversions(board) + board.rows - board.blank_pos[0] - 1) % 2 == 0


@pytest.fixture(scope="module")
def lesson():
    return run_lesson(STEM)


@pytest.fixture(autouse=True)
def fresh_session():
    """Each test is a student in a fresh kernel: no wrong answers counted yet."""
    verdicts.forget_guesses()


# ----------------------------------------------------------------------------- the starters and the Summary
def test_every_starter_as_stored_is_not_yet_and_its_reply_holds_no_answer(lesson):
    checks = [check for _, check in lesson["checks"]]
    assert len(checks) == 2 and not any(checks)
    slide, rule = checks
    assert "-3" not in reply(slide) and "{-3" not in reply(slide)
    assert "height" not in reply(rule) and "rows -" not in reply(rule)


def test_the_summary_and_help_hold_no_answer():
    summary = summary_text(STEM)
    for answer in ("-3", "{-3", "odd number", "13 14 15 12", "blank_pos[0] + 1", "board.rows -"):
        assert answer not in summary
    for checker in (check_slide_changes, check_parity_counterexample, check_solvability_rule):
        text = checker_texts(checker)
        assert "-3, -1" not in text and "even width" not in text and "4 x 4" not in text
        assert "height - blank row" not in text and "blank_pos[0] + 1" not in text


# ----------------------------------------------------------------------------- Your turn 1: the slide changes
def test_slide_changes_random_sets_do_not_pass():
    rng = random.Random(4)
    values = list(range(-6, 7))
    tries = [{v for v in values if rng.random() < 0.5} for _ in range(2000)]
    assert not any(check_slide_changes(t) for t in tries)


def _try_every_set(checker) -> int | None:
    """A loop over every set of whole numbers from -4 to 4, smallest first: the try that passed, or None."""
    guesses = itertools.chain.from_iterable(itertools.combinations(range(-4, 5), k) for k in range(10))
    for n, guess in enumerate(guesses, start=1):
        if checker(set(guess)):
            return n
    return None


def test_slide_changes_cannot_be_found_by_trying_every_set():
    assert _try_every_set(check_slide_changes) is None
    verdicts.forget_guesses()
    assert check_slide_changes(FOUR_WIDE)  # a fresh session still judges the right answer


def test_slide_changes_loop_would_win_without_the_guess_limit(monkeypatch):
    """The weak variant: with no limit on wrong answers, the loop finds the set in a few hundred tries."""
    monkeypatch.setattr(verdicts, "GUESS_LIMIT", 10**9)
    assert _try_every_set(check_slide_changes) < 512


def test_slide_changes_replies_do_not_point_the_way():
    """Every wrong set, near or far, gets one fixed hint: nothing says which numbers are wrong, and nothing
    names the width whose set it is ("that is the set for a board 3 wide" gave the pattern in two tries)."""
    hints = set()
    for size in range(0, 6):
        for guess in itertools.combinations(range(-4, 5), size):
            verdicts.forget_guesses()  # each reply as a first try would see it
            check = check_slide_changes(set(guess))
            if check:
                continue
            assert not DIRECTION_WORDS.search(reply(check)), reply(check)
            hints.add(check.hint)
    assert len(hints) == 1


def test_slide_changes_measured_on_one_board_is_not_the_whole_answer():
    """Measuring a single random 4 x 4 board's vertical slides gives only some of the changes."""
    rng = random.Random(0)
    passed = 0
    for _ in range(200):
        board = random_solvable(4, seed=rng.randrange(10**6))
        seen = {inversions(board.move(m)) - inversions(board) for m in board.moves() if m in "UD"}
        passed += bool(check_slide_changes(seen))
    assert passed == 0


# ----------------------------------------------------------------------------- Your turn 2: the counterexample
def _names_a_width(hint: str) -> bool:
    return any(word in hint for word in ("even", "4 x 4", "2 x 4", "4 wide", "columns"))


def test_counterexample_random_boards_of_the_starters_shape_never_pass():
    tries = [fisher_yates(seed=s) for s in range(500)] + [random_walk(s % 40, seed=s) for s in range(500)]
    assert not any(check_parity_counterexample(b) for b in tries)


def test_counterexample_package_answers_do_not_pass():
    starter = Board.parse("7 4 3 / 0 5 8 / 6 2 1")
    for board in (starter, make_solvable(starter), random_solvable(3, seed=1), Board.goal(3, 3),
                  Board.goal(3, 3, "snail")):
        assert not check_parity_counterexample(board)


def test_counterexample_hint_is_the_same_for_every_board_the_rule_gets_right():
    """Right width or wrong, the reply to a non-counterexample never says how close the student is."""
    misjudged_ok = [b for b in (random_solvable(r, c, seed=s) for s in range(30) for r, c in ((3, 3), (4, 4),
                    (2, 2), (3, 5), (2, 4))) if (inversions(b) % 2 == 0) == is_solvable(b)]
    hints = {check_parity_counterexample(b).hint for b in misjudged_ok}
    assert len(hints) == 1 and not _names_a_width(hints.pop())


def test_counterexample_check_catches_a_hint_that_names_the_width():
    """The weak variant: the old hint sent students straight to the answer; the test above rejects it."""
    assert _names_a_width("try a board with an even number of columns, such as 4 x 4 or 2 x 4")


# ----------------------------------------------------------------------------- Your turn 3: the rule as code
def test_rule_that_calls_the_package_is_refused_in_every_spelling():
    alias = puzzlelib.is_solvable

    def helper(board):
        return puzzlelib.is_solvable(board)

    class Rule:
        def __call__(self, board):
            return is_solvable(board)

    spellings = [is_solvable, lambda b: is_solvable(b), lambda b: alias(b), lambda b: helper(b),
                 functools.partial(is_solvable), Rule(), lambda b: parity_number(b) % 2 == 0,
                 lambda b: "can be solved" in explain_solvability(b), lambda b: make_solvable(b) == b]
    for rule in spellings:
        check = check_solvability_rule(rule)
        assert not check and "the package's answer" in check.message, check


@pytest.mark.slow
def test_rule_check_would_pass_the_package_without_its_guard(monkeypatch):
    """The weak variant: without the look at what the rule calls, is_solvable itself would pass."""
    import contextlib

    monkeypatch.setattr(parity_checks, "_calls_an_answer", lambda rule: None)
    monkeypatch.setattr(parity_checks, "_answers_refused", contextlib.nullcontext)
    assert check_solvability_rule(is_solvable)


def test_rule_random_and_constant_rules_fail():
    rng = random.Random(1)
    for rule in (lambda b: rng.random() < 0.5, lambda b: True, lambda b: False,
                 lambda b: inversions(b) % 2 == 0, lambda b: (inversions(b) + b.blank_pos[0]) % 2 == 0):
        assert not check_solvability_rule(rule)
    assert check_solvability_rule(_right_rule)


def test_rule_replies_give_facts_not_the_formula():
    check = check_solvability_rule(lambda b: inversions(b) % 2 == 0)
    assert "inversion" in check.message and "row" in check.message
    assert "height" not in reply(check) and "+" not in reply(check)


# ----------------------------------------------------------------------------- closed after the cold read
def test_no_exercise_of_the_lesson_is_passed_by_half_of_all_random_boards():
    """The counterexample exercise passed for one random board of even width in two: it is gone from the
    lesson (the question now opens section 4 and Your turn 1)."""
    even_wide = [fisher_yates(seed=s, rows=4, cols=4) for s in range(40)]
    assert sum(bool(check_parity_counterexample(b)) for b in even_wide) > 10  # the checker, as it is
    code = "\n".join(c.source for c in notebook(STEM).cells if c.cell_type == "code")
    assert "check_parity_counterexample" not in code


def test_slide_changes_reply_never_names_the_width_a_set_belongs_to():
    for guess in ({-2, 0, 2}, {-1, 1}, {-4, -2, 0, 2, 4}):
        text = reply(check_slide_changes(guess))
        assert "wide;" not in text and "3 wide" not in text and "2 wide" not in text and "5 wide" not in text


def test_slide_changes_read_a_set_written_as_text():
    assert check_slide_changes("{-3, -1, 1, 3}") and check_slide_changes("-3, -1, 1, 3")
    assert check_slide_changes("[3, 1, -1, -3]")


def test_rule_hidden_from_the_name_scan_is_refused_when_it_runs():
    """getattr, a module's __dict__ and a container hid is_solvable from the look at names; invariant_sum
    was not on the list at all."""
    from puzzlelib.parity import invariant_sum

    tools = {"decide": puzzlelib.is_solvable}

    def quietly(board):
        try:
            return tools["decide"](board)
        except Exception:  # noqa: BLE001 - a student hiding the refusal
            return True

    hidden = [lambda b: getattr(puzzlelib, "is_" + "solvable")(b),
              lambda b: puzzlelib.parity.__dict__["is_solvable"](b),
              lambda b: tools["decide"](b), quietly,
              lambda b: invariant_sum(b) % 2 == invariant_sum(Board.goal(b.rows, b.cols)) % 2]
    for rule in hidden:
        assert not check_solvability_rule(rule)
    assert is_solvable(Board.goal(3, 3))  # the package works again afterwards
    assert check_solvability_rule(_right_rule)


def test_the_parity_module_help_does_not_answer_your_turn_1():
    """help(puzzlelib.parity) said a vertical slide moves a tile "past the cols - 1 tiles" and that on an even
    width "the parity flips"."""
    import pydoc

    text = pydoc.render_doc(puzzlelib.parity, renderer=pydoc.plaintext)
    assert "cols - 1" not in text and "parity flips" not in text and "odd number" not in text


def _explored_table_rule():
    """The cold reader's attack: every small board explored beforehand, the rule a lookup in those sets."""
    from puzzlelib import explore

    tables = {shape: explore(Board.goal(*shape)) for shape in [(2, 2), (2, 3), (3, 2), (2, 4), (3, 3)]}
    return lambda board: board in tables[board.rows, board.cols]


def test_rule_a_table_explored_beforehand_does_not_pass():
    """The check also judges 200 boards of 4 x 4 to 5 x 5 shuffled afresh, which no table covers."""
    verdict = check_solvability_rule(_explored_table_rule())
    assert not verdict and "4 x 4" in verdict.message


def test_rule_a_table_passed_when_only_small_boards_were_judged(monkeypatch):
    """The weak variant: the old check, small boards only."""
    monkeypatch.setattr(parity_checks, "_large_boards", lambda: [])
    assert check_solvability_rule(_explored_table_rule())


def test_rule_large_boards_are_drawn_afresh_for_each_check():
    first, second = parity_checks._large_boards(), parity_checks._large_boards()
    assert [shape[:2] for shape in first] == [(4, 4), (4, 5), (5, 4), (5, 5)]
    assert first != second
    truths = [parity_checks._truths(rows, cols, tiles) for rows, cols, tiles in first]
    assert all(any(t) and not all(t) for t in truths)  # both kinds of board in each shape


def test_slide_changes_is_asked_before_the_lesson_measures_a_slide():
    """The lesson's own loop over every slide, run with a 4-wide board, measured the answer; the exercise
    now comes before any code cell that tries slides, so the class predicts first."""
    code = [c.source for c in notebook(STEM).cells if c.cell_type == "code"]
    exercise = next(i for i, source in enumerate(code) if "check_slide_changes(" in source)
    assert not any("neighbors()" in source or "permutations(" in source for source in code[:exercise])



# ----------------------------------------------------------------------------- shortcuts of the second cold read
def test_slide_changes_the_width_is_the_lessons_not_the_students():
    """check_slide_changes(3, starter) was Right for the 3-wide set the starter holds; the width is now the
    lesson's 4, and the old two-argument call refuses any other."""
    with pytest.warns(DeprecationWarning):
        assert not check_slide_changes(3, {-2, 0, 2})
    with pytest.warns(DeprecationWarning):
        assert not check_slide_changes(5, {-4, -2, 0, 2, 4})
    assert not check_slide_changes({-2, 0, 2})


def test_slide_changes_the_checkers_module_holds_no_answer_function():
    """check_slide_changes?? led to _slide_changes(cols) = set(range(-(cols - 1), cols, 2)) in the checker's
    module; the truth is now measured on every slide of every 2 x 4 board (exercises/truth.py)."""
    import inspect

    source = inspect.getsource(parity_checks.check_slide_changes) + inspect.getsource(
        parity_checks._judge_slide_changes)
    assert not hasattr(parity_checks, "_slide_changes") and "range(" not in source and "cols - 1" not in source


def test_slide_changes_reads_the_typeset_minus_sign():
    """The lesson writes "−2" with U+2212; a right set typed that way was refused as junk."""
    assert check_slide_changes("\u22123, \u22121, 1, 3") and check_slide_changes("{\u22123, \u22121, +1, +3}")


def test_rule_a_students_own_helper_may_bear_a_packages_name():
    """A right rule whose own helper is called is_solvable or parity_number was refused by name."""
    def is_solvable(board):  # noqa: F811 - the student's own, as the exercise text names it
        return _right_rule(board)

    def parity_number(board):
        return 0 if _right_rule(board) else 1

    assert check_solvability_rule(lambda b: is_solvable(b))
    assert check_solvability_rule(lambda b: parity_number(b) % 2 == 0)


def test_rule_cannot_read_the_truth_from_the_checkers_frames():
    """The cold reader's rule walked up the frames to the checker's local truth; the truth is now worked out
    after the rule has answered every board of a shape."""
    import inspect

    def reader(board):
        frame = inspect.currentframe().f_back
        while frame is not None:
            for name in ("truth", "truths", "reachable"):
                if name in frame.f_locals and isinstance(frame.f_locals[name], bool):
                    return frame.f_locals[name]
            frame = frame.f_back
        return True

    assert not check_solvability_rule(reader)


def test_rule_a_copy_of_the_packages_code_is_refused():
    """A function made around parity_number's code, or its source run through exec, escaped both the name scan
    and the refusal at run time."""
    import inspect
    import types

    from puzzlelib import parity

    copy = types.FunctionType(parity.parity_number.__code__, parity.parity_number.__globals__)
    space = dict(parity.__dict__)
    exec(inspect.getsource(parity.parity_number), space)  # noqa: S102 - the attack
    remade = space["parity_number"]
    for rule in (lambda b: copy(b) % 2 == 0, lambda b: remade(b) % 2 == 0):
        verdict = check_solvability_rule(rule)
        assert not verdict and "parity_number" in verdict.message
