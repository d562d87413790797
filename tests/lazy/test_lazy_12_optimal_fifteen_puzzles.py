"""Lesson 12's checkers against a lazy student: starters, half answers (one fact of two or three), random rules,
a search run inside the function, the checker's own functions, docstrings and the Summary. Where cheap, a
weakened checker shows the test can fail.
"""

from __future__ import annotations

import math
import random
import re
from fractions import Fraction

from lazy_tools import DIRECTION_WORDS, checker_texts, reply, run_lesson, summary_text

from puzzlelib import Board, solve
from puzzlelib.exercises import check_longest_answer, check_lower_bound, check_shortest_range, optimal

STEM = "12_optimal_fifteen_puzzles"


def _range(guess, empty, found):
    most = min(found)
    fewest = max([guess] + [b + 1 for b in empty])
    return fewest + (most - fewest) % 2, most


def _longest(shortest, w):
    cap = math.floor(shortest * Fraction(str(w)))
    return cap - (cap - shortest) % 2


def _best_bound(length, weight, manhattan) -> int:
    bound = max(manhattan, math.ceil(Fraction(length) / Fraction(str(weight))))
    return bound + (bound - length) % 2


def test_the_right_answers_pass_so_the_failures_below_mean_something():
    assert check_shortest_range(_range) and check_longest_answer(_longest) and check_lower_bound(_best_bound)


def test_the_starters_as_stored_are_not_right():
    checks = run_lesson(STEM)["checks"]
    assert len(checks) == 2 and not any(check for _, check in checks)  # the longest answer is homework


# Words that hand over the reasons the lesson asks for ("When are the two equal?", "Why is that not always w times
# shortest?", what each number proves): a hint says where to look, never what is found there.
REASONS = re.compile(r"parity|whole number|which lengths|ceiling|round|two facts|lower bounds?|same colour|"
                     r"possible at all|empty pass|upper bound|guarantee says", re.IGNORECASE)


def test_hints_do_not_answer_the_why_questions():
    """The cold reader ran the starters unedited and read the two reasons of the longest answer in the hint."""
    wrong = {
        "shortest_range": [lambda g, e, f: (0, 100), lambda g, e, f: (g, min(f)), lambda g, e, f: 1 / 0],
        "longest": [lambda s, w: s, lambda s, w: math.floor(s * w + 1e-9), lambda s, w: 1 / 0],
        "lower_bound": [lambda length, w, m: 0, lambda length, w, m: m, lambda length, w, m: 1 / 0],
    }
    checks = {"shortest_range": check_shortest_range, "longest": check_longest_answer,
              "lower_bound": check_lower_bound}
    for name, answers in wrong.items():
        for answer in answers:
            verdict = checks[name](answer)
            assert not verdict and not REASONS.search(verdict.hint), (name, verdict.hint)
    searching = lambda *args: solve(Board.parse("1 2 3 / 4 5 6 / 7 0 8")) and 0  # noqa: E731
    for check in checks.values():
        verdict = check(searching)
        assert not verdict and not REASONS.search(verdict.hint), verdict.hint


def test_no_function_of_the_checker_module_answers():
    functions = [f for f in vars(optimal).values() if callable(f) and not isinstance(f, type)
                 and getattr(f, "__module__", None) == optimal.__name__ and not f.__name__.startswith("check_")]
    assert functions  # the module's own helpers are tried
    for function in functions:
        for check in (check_shortest_range, check_longest_answer, check_lower_bound):
            try:
                verdict = check(function)
            except Exception:  # refused as junk: not a pass
                continue
            assert not verdict, f"{function.__name__} answers {check.__name__}"


# --------------------------------------------------------------------------- Your turn 1: the range
def test_range_half_answers_fail():
    assert not check_shortest_range(lambda g, e, f: (g, min(f)))  # the empty passes ignored
    assert not check_shortest_range(lambda g, e, f: (max([g] + [b + 1 for b in e]), min(f)))  # no parity
    assert not check_shortest_range(lambda g, e, f: (max([g] + [b + 2 for b in e]), max(f)))  # the longest found
    assert not check_shortest_range(lambda g, e, f: (max([g] + [b + 2 for b in e]),) * 2)  # always "proven"
    assert not check_shortest_range(lambda g, e, f: (min(f), min(f)))  # a solution found is not a proof


def test_range_cases_hold_every_kind_so_half_answers_cannot_slip_through(monkeypatch):
    """The drawn cases always include one with no empty pass, one proven and one in between; with only proven
    cases, "the shortest found is the shortest" would pass."""
    cases = optimal._range_cases(random.Random(1))
    assert cases[0][1] == () and _range(*cases[1])[0] == _range(*cases[1])[1] and cases[2][1]
    only_proven = lambda rng: [c for c in cases if _range(*c)[0] == _range(*c)[1]]  # noqa: E731
    monkeypatch.setattr(optimal, "_range_cases", only_proven)
    assert check_shortest_range(lambda g, e, f: (min(f), min(f)))


def test_range_cases_are_drawn_anew_so_a_table_of_answers_fails():
    seen = {}
    for seed in range(3):
        for case in optimal._range_cases(random.Random(seed)):
            seen[(case[0], case[1], case[2])] = _range(*case)
    table = lambda g, e, f: seen.get((g, tuple(e), tuple(f)), (0, 0))  # noqa: E731
    assert not check_shortest_range(table)


def test_range_a_search_inside_is_refused():
    def searching(g, e, f):
        solve(Board.parse("1 2 3 / 4 5 6 / 7 0 8"))
        return _range(g, e, f)

    verdict = check_shortest_range(searching)
    assert not verdict and "search" in verdict.message


# --------------------------------------------------------------------------- Your turn 2: the longest answer
def test_longest_half_answers_fail():
    assert not check_longest_answer(lambda s, w: s)  # the starter: the shortest itself
    assert not check_longest_answer(lambda s, w: math.floor(s * w + 1e-9))  # no parity
    assert not check_longest_answer(lambda s, w: math.ceil(s * w))  # rounded up, no parity
    assert not check_longest_answer(lambda s, w: 2 * s)  # the weight ignored


def test_longest_cases_need_parity(monkeypatch):
    """With the cases where parity decides removed, the answer without parity would pass."""
    drawn = optimal._longest_cases(random.Random(3))
    assert any(math.floor(s * Fraction(str(w))) != _longest(s, w) for s, w in drawn)
    plain = [(s, w) for s, w in drawn if math.floor(s * Fraction(str(w))) == _longest(s, w)]
    monkeypatch.setattr(optimal, "_longest_cases", lambda rng: plain)
    assert check_longest_answer(lambda s, w: math.floor(s * Fraction(str(w))))


# --------------------------------------------------------------------------- Your turn 3: the lower bound
def test_lower_bound_starter_and_single_facts_fail():
    assert not check_lower_bound(lambda length, w, manhattan: 0)  # the starter
    assert not check_lower_bound(lambda length, w, manhattan: manhattan)  # the guess alone
    assert not check_lower_bound(lambda length, w, manhattan: math.ceil(length / w))  # the guarantee alone
    assert not check_lower_bound(lambda length, w, manhattan: max(manhattan, math.ceil(length / w)))  # no parity
    assert not check_lower_bound(lambda length, w, manhattan: length)  # the answer found is not proven shortest
    assert not check_lower_bound(lambda length, w, manhattan: max(manhattan, length // w))  # rounded the wrong way


def test_lower_bound_cases_need_all_three_facts(monkeypatch):
    """Each fact decides some case; with the cases where the guarantee or parity decides removed, a weaker rule passes."""
    cases = optimal.LOWER_BOUND_CASES
    deciding = {"guess": 0, "guarantee": 0, "parity": 0}
    for length, w, manhattan in cases:
        raw = max(manhattan, math.ceil(length / w))
        deciding["guess"] += manhattan >= math.ceil(length / w)
        deciding["guarantee"] += math.ceil(length / w) > manhattan
        deciding["parity"] += raw != _best_bound(length, w, manhattan)
    assert all(v >= 2 for v in deciding.values()), deciding
    only_guess = tuple(c for c in cases if c[2] >= math.ceil(c[0] / c[1]))
    monkeypatch.setattr(optimal, "LOWER_BOUND_CASES", only_guess)
    assert check_lower_bound(lambda length, w, manhattan: manhattan)


def test_random_rules_fail():
    rng = random.Random(5)
    for _ in range(20):
        a, b = rng.uniform(0, 1.5), rng.uniform(0, 1.5)
        assert not check_lower_bound(lambda length, w, manhattan, a=a, b=b: round(a * length + b * manhattan))
        assert not check_longest_answer(lambda s, w, a=a, b=b: round(a * s * w + b))
        assert not check_shortest_range(lambda g, e, f, a=a, b=b: (round(a * g), round(b * min(f)) + 1))


# --------------------------------------------------------------------------- what the replies and texts give away
def test_replies_give_no_direction_and_no_case():
    wrong = [check_shortest_range(lambda g, e, f: (g, min(f))), check_longest_answer(lambda s, w: s),
             check_lower_bound(lambda length, w, m: m)]
    for verdict in wrong:
        assert not DIRECTION_WORDS.search(reply(verdict)), reply(verdict)
        assert not re.search(r"\(\d+, \d", reply(verdict)) or "lower_bound" in reply(verdict), reply(verdict)
    one = check_lower_bound(lambda L, w, m: _best_bound(L, w, m) + (2 if (L, w, m) == optimal.LOWER_BOUND_CASES[0] else 0))
    two = check_lower_bound(lambda L, w, m: _best_bound(L, w, m) + (2 if (L, w, m) == optimal.LOWER_BOUND_CASES[-1] else 0))
    assert not one and not two and (one.message, one.details) == (two.message, two.details)


def test_docstrings_and_summary_give_no_formula():
    formula = re.compile(r"ceil|floor|round|% ?2|parity|\+ ?1|length / w|min\(|max\(", re.IGNORECASE)
    for check in (check_shortest_range, check_longest_answer, check_lower_bound):
        text = checker_texts(check)
        assert not formula.search(text.split("FUNCTIONS")[0] if "FUNCTIONS" in text else text), check.__name__
    assert not formula.search(summary_text(STEM)), summary_text(STEM)
