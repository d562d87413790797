"""A lazy student against lesson 7's three checks: the starter, random tries, the checker's own replies,
the package's functions, the docstrings and the lesson's Summary. Each attack is also run against a
deliberately weak variant where that is cheap, to show the attack itself can succeed."""

from __future__ import annotations

import random
import re
from pathlib import Path

import nbformat
import pytest

from puzzlelib import HEURISTICS, Board, solve
from puzzlelib.exercises import (
    check_between_guess,
    check_must_expand,
    check_must_expand_function,
    check_worst_push_order,
)
from puzzlelib.statespace import distance_table

NOTEBOOK = Path(__file__).resolve().parents[2] / "notebooks" / "07_a_star.ipynb"
START = Board.parse("4 2 0 / 5 7 3 / 8 1 6")  # Your turn 2's board


def _cells():
    return nbformat.read(NOTEBOOK, as_version=4).cells


def _starter(name: str) -> str:
    """The source of the code cell that calls check ``name``."""
    return next(c.source for c in _cells() if c.cell_type == "code" and f"{name}(" in c.source)


def _summary() -> str:
    text = next(c.source for c in _cells() if c.cell_type == "markdown" and "## Summary" in c.source)
    return text.split("## Going further")[0]


def _must_count() -> int:
    """The truth for Your turn 2, computed the way the lesson teaches (f = g + h below C)."""
    c = distance_table(3, 3).distance(START)
    from_start = distance_table(3, 3, goal=START)
    return sum(1 for g in range(c) for b in from_start.boards_at(g) if g + b.manhattan() < c)


# --------------------------------------------------------------------------- Your turn 1: the worst push order
def test_push_order_starter_random_tries_and_help_do_not_pass():
    namespace = {}
    exec(_starter("check_worst_push_order").split("check_worst_push_order(")[0], namespace)
    assert not check_worst_push_order(namespace["my_order"])
    rng = random.Random(7)
    tries = [rng.sample(range(1, 100), 15) for _ in range(3000)]
    assert sum(bool(check_worst_push_order(t)) for t in tries) == 0
    text = (check_worst_push_order.__doc__ or "") + _summary()
    assert "15, 14" not in text and "decreasing" not in text.lower() and "largest" not in text.lower()


def _hill_climb(check, budget: int, seed: int = 0) -> bool:
    """A student who never thinks: swap two entries, keep the swap when the reply's count went up."""
    rng = random.Random(seed)
    order = list(range(1, 16))
    best = check(order)
    if best.ok:
        return True
    count = int(re.search(r"make (\d+) swaps", best.message).group(1))
    for _ in range(budget):
        i, j = rng.sample(range(15), 2)
        trial = order[:]
        trial[i], trial[j] = trial[j], trial[i]
        verdict = check(trial)
        if verdict.ok:
            return True
        n = int(re.search(r"make (\d+) swaps", verdict.message).group(1))
        if n > count:
            order, count = trial, n
    return False


def test_push_order_replies_do_not_drive_a_student_there_in_a_sitting():
    """Fifty replies (a lazy student retyping for ten minutes) never reach the answer by blind swapping;
    the count in each reply is what the lesson's own push() would tell anyway."""
    assert not any(_hill_climb(check_worst_push_order, budget=50, seed=s) for s in range(20))


def test_push_order_attack_can_succeed_against_a_leaky_checker():
    """The same climber, handed a checker that accepts any order within 10 swaps of the best, gets there."""
    def leaky(order):
        verdict = check_worst_push_order(order)
        total = verdict.details.get("total", 34)
        return verdict if total < 24 else type(verdict)(True, "close enough")
    assert any(_hill_climb(leaky, budget=50, seed=s) for s in range(20))


def test_push_order_accepts_any_values_in_the_right_order_and_refuses_junk():
    assert check_worst_push_order([9.5 - k * 0.5 for k in range(15)])
    for junk in ("15 14 13", None, [1] * 15, list(range(14)), [1, 2, None] + list(range(3, 15)), [True] * 15):
        verdict = check_worst_push_order(junk)
        assert not verdict and verdict.message


# --------------------------------------------------------------------------- Your turn 2: boards A* must expand
def _trace_count(start):
    """The lazy student's shortcut: copy the lesson's tie-board cell, count the expanded boards with f < C."""
    run = solve(start, method="astar", heuristic="manhattan", record=True)
    fs = [run.trace.nodes[i].f for i in run.trace.expanded]
    return sum(f < run.length for f in fs)


def test_must_expand_starter_does_not_pass():
    namespace = {}
    exec(_starter("check_must_expand_function").split("check_must_expand_function(must_expand)")[0], namespace)
    assert not check_must_expand_function(namespace["must_expand"])


def test_must_expand_trace_shortcut_is_right_but_refused():
    """The shortcut gives the right number (so a checker that only compared counts would pass it) ..."""
    boards = [START] + [distance_table(3, 3).boards_at(d)[5] for d in (9, 12, 14)]
    assert all(_trace_count(b) == _count_from_definition(b) for b in boards)
    # ... and a count alone, the old form of the task, is passed by it: the attack can succeed.
    assert check_must_expand(START, _trace_count(START))
    # The function check refuses it, and every other way of letting the package count.
    import puzzlelib
    import puzzlelib.search

    def scan(start):  # the checker of a count as an oracle, tried number by number
        return next(n for n in range(2000) if check_must_expand(start, n))

    attempts = [
        _trace_count,
        lambda start: _trace_count(start),
        lambda start: puzzlelib.solve(start).nodes_expanded,
        lambda start: puzzlelib.search.solve(start, method="astar").nodes_expanded,
        scan,
    ]
    for attempt in attempts:
        verdict = check_must_expand_function(attempt)
        assert not verdict and "runs a search" in verdict.message


def _count_from_definition(board):
    shortest = distance_table(3, 3).distance(board)
    around = distance_table(3, 3, goal=board)
    return sum(1 for g in range(shortest) for b in around.boards_at(g) if g + b.manhattan() < shortest)


def test_must_expand_right_count_passes_and_a_table_of_answers_does_not():
    assert check_must_expand_function(_count_from_definition, seed=3)
    known = {START: _must_count()}
    assert not check_must_expand_function(lambda start: known.get(start, 0), seed=3)
    # near misses: f <= C, and g counted to the goal instead of from the start
    def at_most(board):
        shortest = distance_table(3, 3).distance(board)
        around = distance_table(3, 3, goal=board)
        return sum(1 for g in range(shortest + 1) for b in around.boards_at(g) if g + b.manhattan() <= shortest)

    def from_goal(board):
        shortest = distance_table(3, 3).distance(board)
        return sum(1 for g in range(shortest) for b in distance_table(3, 3).boards_at(g) if g + b.manhattan() < shortest)

    assert not check_must_expand_function(at_most, seed=3) and not check_must_expand_function(from_goal, seed=3)


def test_must_expand_replies_carry_no_direction_and_no_answer():
    truth = _must_count()
    replies = set()
    for answer in (0, truth - 10, truth - 1, truth + 1, truth + 10, 10 * truth):
        verdict = check_must_expand_function(lambda start, answer=answer: answer, seed=0)
        assert not verdict and verdict.details == {}
        replies.add((re.sub(r"returned -?\d+", "returned N", verdict.message), verdict.hint))
    assert len(replies) == 1, "a wrong count's reply changes with its size"
    message, hint = next(iter(replies))
    assert str(truth) not in message + hint


def test_must_expand_random_constants_do_not_pass():
    rng = random.Random(3)
    guesses = [rng.randrange(0, 400) for _ in range(30)]
    assert not any(check_must_expand_function(lambda start, n=n: n) for n in guesses)


def test_must_expand_docstring_and_summary_hold_no_count():
    truth = str(_must_count())
    text = (check_must_expand_function.__doc__ or "") + (check_must_expand.__doc__ or "") + _summary()
    assert truth not in text


def test_bisection_attack_works_against_a_checker_that_says_too_few():
    """The attack the real checker resists: halving an interval on "too few / too many" replies."""
    truth = _must_count()

    def leaky(answer):
        return "right" if answer == truth else ("too few" if answer < truth else "too many")

    lo, hi, asked = 0, 1000, 0
    while True:
        mid, asked = (lo + hi) // 2, asked + 1
        reply = leaky(mid)
        if reply == "right":
            break
        lo, hi = (mid + 1, hi) if reply == "too few" else (lo, mid - 1)
    assert asked <= 10


# --------------------------------------------------------------------------- Your turn 3: a guess in between
@pytest.mark.slow
def test_between_guess_refuses_every_package_heuristic_and_the_starter():
    for name in ("misplaced", "manhattan", "linear_conflict", "manhattan+blank", "zero"):
        assert not check_between_guess(HEURISTICS[name]), name
    namespace = {}
    exec(_starter("check_between_guess").split("check_between_guess(")[0], namespace)
    assert not check_between_guess(namespace["my_h"])
    text = (check_between_guess.__doc__ or "") + _summary()
    assert "!=" not in text and "position_of" not in text


@pytest.mark.slow
def test_between_guess_random_weightings_of_the_two_named_guesses_rarely_pass():
    """Guessing ``a * misplaced + b * manhattan`` with random small weights passes only when the student
    stays between the two, i.e. has understood the sandwich; count how often blind weights do."""
    rng = random.Random(11)
    passed = 0
    for _ in range(6):
        a, b = rng.choice([0, 1, 2]), rng.choice([0, 1, 2])
        passed += bool(check_between_guess(lambda board, a=a, b=b: a * board.misplaced() + b * board.manhattan()))
    assert passed == 0


def test_must_expand_function_answers_junk_with_a_sentence():
    for junk in (None, 45, "45", [45]):
        verdict = check_must_expand_function(junk)
        assert not verdict and "function" in verdict.message
    raising = check_must_expand_function(lambda start: 1 / 0)
    assert not raising and "ZeroDivisionError" in raising.message
    truth = str(_must_count())
    for wrong_kind in (lambda start: "many", lambda start: 3.5, lambda start: None, lambda start: True):
        verdict = check_must_expand_function(wrong_kind)
        assert not verdict and "whole number" in verdict.message
        assert truth not in verdict.message + verdict.hint  # no reply names the count
    assert check_must_expand_function(lambda start: float(_count_from_definition(start)))  # a whole float counts
