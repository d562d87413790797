"""Lesson 12's checks: what IDA*'s passes and the solutions found prove about the shortest length, the longest
answer weighted A* may give, and what a weighted A* answer proves.

Each asks for a *function of numbers* and tries it on cases the student has not seen (drawn when the check runs,
or a fixed dozen where the cases must show each fact at work), with every search switched off and a time limit
(:mod:`~puzzlelib.exercises.running`): the functions get numbers, never a board, so no search could answer them,
and a reply never says which case failed or which way a number is off.
"""

from __future__ import annotations

import math
import random
from fractions import Fraction

from puzzlelib.exercises.running import StudentRun, _student_calls
from puzzlelib.exercises.verdicts import Check, _callable, _checker, _Junk, _right, _whole_number, _wrong

__all__ = ["check_shortest_range", "check_longest_answer", "check_lower_bound", "LOWER_BOUND_CASES",
           "RANGE_CASES", "LONGEST_CASES"]

RANGE_CASES = 14
"""How many cases :func:`check_shortest_range` draws when it runs."""

LONGEST_CASES = 16
"""How many cases :func:`check_longest_answer` draws when it runs."""


def _range_cases(rng: random.Random) -> list[tuple[int, tuple[int, ...], tuple[int, ...]]]:
    """(guess, bounds of the passes that ended empty, lengths found) for boards whose shortest is drawn by ``rng``.

    As with the lesson's tables, the guess has the parity of the shortest length, IDA*'s passes start at the guess
    and rise by 2, and every solution found has the shortest's parity. The first cases are of the three kinds
    every answer must get right (no pass ended yet; the passes have reached the length found; they have not)."""
    cases = []
    for k in range(RANGE_CASES):
        shortest = rng.randrange(30, 67)
        guess = shortest - 2 * rng.randrange(0, 9)
        reached = (shortest - guess) // 2  # passes that can end empty: bounds guess, guess + 2, ..., shortest - 2
        passes = (0, reached, rng.randrange(1, reached + 1) if reached else 0)[k] if k < 3 else rng.randrange(reached + 1)
        empty = tuple(range(guess, guess + 2 * passes, 2))
        found = tuple(shortest + 2 * rng.randrange(0, 8) for _ in range(rng.randrange(1, 4)))
        if k == 1 or rng.random() < 0.3:
            found += (shortest,)
        cases.append((guess, empty, tuple(rng.sample(found, len(found)))))
    return cases


def _read_range(answer, args) -> tuple[int, int]:
    if isinstance(answer, str | bytes | dict | set) or not hasattr(answer, "__len__") or len(answer) != 2:
        raise _Junk("two numbers (fewest, most)", answer,
                    f"shortest_range{args} should return two whole numbers, the fewest and the most moves")
    return tuple(_whole_number(v, "whole numbers of moves") for v in answer)


@_checker
def check_shortest_range(shortest_range) -> Check:
    """Right when ``shortest_range(guess, empty, found)`` gives the fewest and the most moves the shortest solution
    of a 15-puzzle can have, as a pair: ``guess`` is a lower bound that never overestimates, ``empty`` the bounds
    of the IDA* passes that ended without a solution (using that guess), ``found`` the lengths of solutions found
    by any searches. Tried on cases drawn when the check runs.
    """
    _callable(shortest_range, "a function my_shortest_range(guess, empty, found) that returns (fewest, most)",
              "define it with def my_shortest_range(guess, empty, found): ... and pass the function itself")
    cases = _range_cases(random.Random())  # seeded from the system: cases nobody has seen
    right = True  # which case failed is never shown: a table of answers by case could be filled in by trial
    run = StudentRun(searched=("your function ran a search: the task asks what the three numbers prove.",
                               "work from the three numbers alone"),
                     cases=f"{len(cases)} cases", slow=("an answer from an idea takes a moment.",
                                                       "work from the numbers alone"),
                     raised_hint="try it on a case by hand first: my_shortest_range(49, [49, 51], [61, 57])")
    with run:
        for args, answer in _student_calls(shortest_range, [(g, list(e), list(f)) for g, e, f in cases], spread=True):
            guess, empty, found = args
            # The fewest and the most, worked out here (no function of the module answers the task).
            most = min(found)
            least = max(guess, max(empty, default=-1) + 1)
            right = right and _read_range(answer, tuple(args)) == (least + (most - least) % 2, most)
    if run.verdict is not None:  # a "Not yet" Check is falsy
        return run.verdict
    if not right:
        return _wrong(f"on some of the {len(cases)} cases your pair is not the fewest and the most moves the numbers "
                      "allow.", "work one case through by hand, as the lesson's section 2 reads a run: "
                      "my_shortest_range(49, [49, 51], [61, 57])")
    return _right(f"the fewest and the most moves on all {len(cases)} cases. When is the shortest proven, and which "
                  "search gives that proof?")


def _longest_cases(rng: random.Random) -> list[tuple[int, float]]:
    """(shortest, weight) pairs drawn by ``rng``: weights in quarters and tenths, so that w times the shortest is
    whole in some cases and not in others, and of either parity."""
    weights = (1, 1.1, 1.2, 1.25, 1.5, 1.75, 2, 2.5, 3, 4, 5)
    return [(rng.randrange(0, 70), rng.choice(weights)) for _ in range(LONGEST_CASES)]


@_checker
def check_longest_answer(longest) -> Check:
    """Right when ``longest(shortest, weight)`` gives the most moves weighted A* (``f = g + weight * h``, with a
    guess that never overestimates) can return on a board whose shortest solution takes ``shortest`` moves. Tried
    on cases drawn when the check runs.
    """
    _callable(longest, "a function my_longest(shortest, weight) that returns a number of moves",
              "define it with def my_longest(shortest, weight): ... and pass the function itself")
    cases = _longest_cases(random.Random())
    right = True
    run = StudentRun(searched=("your function ran a search: the task asks what the guarantee allows.",
                               "work from the two numbers alone"),
                     cases=f"{len(cases)} cases", slow=("an answer from an idea takes a moment.",
                                                       "work from the two numbers alone"),
                     raised_hint="try my_longest(50, 1.5) by hand first")
    with run:
        for (shortest, weight), answer in _student_calls(longest, cases, spread=True):
            cap = math.floor(shortest * Fraction(str(weight)))  # worked out here, as in check_shortest_range
            right = right and _whole_number(answer, "a whole number of moves from longest") == cap - (cap - shortest) % 2
    if run.verdict is not None:  # a "Not yet" Check is falsy
        return run.verdict
    if not right:
        return _wrong(f"on some of the {len(cases)} cases your number is not the most moves weighted A* can return.",
                      "work a few cases through by hand first, with the weights of section 3")
    return _right(f"the most moves on all {len(cases)} cases. Why are the lengths in the lesson's table mostly far "
                  "below it?")


#: (length found, weight, Manhattan distance) of weighted A* answers: from the lesson's kind of table, and ones
#: where the weight's guarantee or the parity decides (1.25 and 1.5 are light weights, 1 is plain A*).
LOWER_BOUND_CASES = ((61, 2, 41), (148, 2, 82), (121, 2, 51), (100, 3, 30), (101, 3, 31), (60, 1.25, 38),
                     (57, 1.5, 29), (75, 2.5, 21), (90, 2.5, 22), (53, 1, 41), (0, 3, 0), (7, 1.5, 3))


@_checker
def check_lower_bound(lower_bound) -> Check:
    """Right when ``lower_bound(length, weight, manhattan)`` gives the most the three numbers prove about the
    shortest solution of a board: weighted A* (``f = g + weight * h``, Manhattan distance as ``h``) returned
    ``length`` moves on it, and its Manhattan distance is ``manhattan``. Tried on a dozen cases.
    """
    _callable(lower_bound, "a function my_lower_bound(length, weight, manhattan) that returns a number of moves",
              "define it with def my_lower_bound(length, weight, manhattan): ... and pass the function itself")
    right = True  # which case failed is never shown: a table of answers by case could be filled in by trial
    run = StudentRun(searched=("your function ran a search: the task asks what the three numbers prove.",
                               "work from the three numbers alone"),
                     cases=f"{len(LOWER_BOUND_CASES)} cases", slow=("an answer from an idea takes a moment.",
                                                                   "work from the three numbers alone"),
                     raised_hint="try it on the numbers of the lesson's table first")
    with run:
        for (length, weight, manhattan), answer in _student_calls(lower_bound, LOWER_BOUND_CASES, spread=True):
            answer = _whole_number(answer, "a whole number of moves from lower_bound")
            # The most the three numbers prove, worked out here (no function of the module answers the task).
            bound = max(manhattan, math.ceil(Fraction(length) / Fraction(str(weight))))
            right = right and answer == bound + (bound - length) % 2
    if run.verdict is not None:  # a "Not yet" Check is falsy
        return run.verdict
    if not right:
        return _wrong(f"on some of the {len(LOWER_BOUND_CASES)} cases (weights from 1 to 3) your function's number is "
                      "either not proven by the three numbers or not the most they prove.",
                      "work one case through by hand: what does each of the three numbers tell you?")
    return _right(f"the most each of the {len(LOWER_BOUND_CASES)} cases proves. Which fact decides when the "
                  "weight is large, and which when it is close to 1?")
