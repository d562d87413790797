"""Checks for the shuffling and parity lessons (3 and 4).

Shuffling: the number of equally likely runs of the swap shuffle (:func:`check_swap_runs`), a fair
shuffle the student writes with a die (:func:`check_fair_shuffle`, which counts every run exactly), and
the chance that the sort-with-a-coin shuffle leaves the tiles as they were (:func:`check_sort_chance`).

Parity: an inversion count (:func:`check_inversions`), the changes one vertical slide can make to it
(:func:`check_slide_changes`), a board on which the 3-wide rule is wrong
(:func:`check_parity_counterexample`), and a student's rule for every width
(:func:`check_solvability_rule`).

Every wrong answer of the same kind gets the same reply, so a reply never says "too many" or "too
few", and no docstring here names an answer.
"""

from __future__ import annotations

import math
import numbers
import re
import warnings
from collections.abc import Callable
from contextlib import contextmanager
from fractions import Fraction
from itertools import permutations

from puzzlelib.board import Board, plain_text
from puzzlelib.errors import plural as _plural
from puzzlelib.exercises.borrowed import answers_refused, borrowed_name, is_refusal
from puzzlelib.exercises.truth import _measured_slide_changes, sort_in_order_chance, swap_shuffle_runs
from puzzlelib.exercises.verdicts import (
    Check,
    _as_board,
    _callable,
    _checker,
    _count,
    _is_int,
    _Junk,
    _kind,
    _limit_guesses,
    _right,
    _student,
    _undecided,
    _whole_number,
    _wrong,
)
from puzzlelib.parity import inversions, is_solvable

__all__ = [
    "check_inversions",
    "check_slide_changes",
    "check_solvability_rule",
    "check_parity_counterexample",
    "check_swap_runs",
    "check_fair_shuffle",
    "check_sort_chance",
]


def _parity(value: int) -> str:
    return "odd" if value % 2 else "even"


# --------------------------------------------------------------------------- lesson 4: parity
@_checker
def check_inversions(board, answer) -> Check:
    """Check a hand count of the inversions of ``board`` (pairs of tiles in the wrong order, blank skipped)."""
    board = _as_board(board)
    answer = _whole_number(answer, "a whole number of inversions")
    truth = inversions(board)
    if answer == truth:
        return _right(f"{board.to_text()} has {truth} inversions, so its parity is {_parity(truth)}.",
                      details={"inversions": truth})
    with_blank = sum(1 for i, a in enumerate(board.tiles) for b in board.tiles[i + 1:] if a > b and a != 0) + \
        sum(1 for i, a in enumerate(board.tiles) if a == 0 for b in board.tiles[:i])
    hint = "for each tile, count the smaller tiles read after it, row by row, and add up"
    if answer == with_blank and with_blank != truth:
        hint = "leave the blank out: it is not a tile, so it is in no pair"
    return _wrong(f"{answer} is not the number of inversions of {board.to_text()}.", hint, board=board)


def _whole_numbers(answer, what: str) -> set[int]:
    """A set of whole numbers from a set, list, tuple, range or numpy array; :class:`_Junk` otherwise."""
    if hasattr(answer, "tolist") and not isinstance(answer, numbers.Number):
        answer = answer.tolist()
    if isinstance(answer, str | bytes | dict) or not isinstance(answer, set | frozenset | list | tuple | range):
        raise _Junk(what, answer, "write the changes as a set of whole numbers, such as {-2, 0, 2}")
    values = set()
    for value in answer:
        if _is_int(value) or isinstance(value, float) and value.is_integer():
            values.add(int(value))
        else:
            raise _Junk(what, value, "write the changes as a set of whole numbers, such as {-2, 0, 2}",
                        message=f"expected {what}, got a collection holding {_kind(value)}.")
    return values


_SLIDE_WIDTH = 4
"""The width lesson 4's Your turn 1 asks about (its 3-wide case is worked in the lesson)."""

_NOT_GIVEN = object()


@_checker
def check_slide_changes(answer, changes=_NOT_GIVEN) -> Check:
    """Check lesson 4's prediction: every change one up-or-down slide can make to the inversion count on a
    board 4 wide, given as a set of whole numbers (``{..}``, a list, or text such as ``"{-1, 1}"``).

    The truth is measured afresh when the check runs, never stored: the exercise asks for a prediction.
    ``check_slide_changes(cols, changes)`` is deprecated (puzzlelib 0.2; removed in 0.3): the width is the
    lesson's, so any other width than 4 is not the question asked.
    """
    if changes is not _NOT_GIVEN:
        warnings.warn("check_slide_changes(cols, changes) is deprecated in puzzlelib 0.2; removed in 0.3: call "
                      "check_slide_changes(changes) for the lesson's board 4 wide.", DeprecationWarning, stacklevel=3)
        cols = _whole_number(answer, "a number of columns", minimum=2)
        if cols != _SLIDE_WIDTH:
            return _wrong(f"this exercise asks about a board {_SLIDE_WIDTH} wide, not {cols} wide.",
                          f"predict the changes for a board {_SLIDE_WIDTH} wide: check_slide_changes(my_changes)")
        answer = changes
    if isinstance(answer, str):  # "{-3, -1, 1, 3}" or "-3, -1, 1, 3", with the typeset minus sign too
        words = plain_text(answer).translate(_MINUS_SIGNS).strip().strip("{}[]()").replace(",", " ").split()
        if words and all(w.lstrip("+-").isdigit() for w in words):
            answer = [int(w) for w in words]
    mine = _whole_numbers(answer, "a set of whole numbers")
    return _limit_guesses(("slide_changes", _SLIDE_WIDTH), frozenset(mine), _judge_slide_changes(mine))


_MINUS_SIGNS = str.maketrans({"\u2212": "-", "\u2013": "-", "\u2012": "-", "\ufe63": "-", "\uff0b": "+"})
"""The minus sign as typeset (the lesson's own prose writes "−2"), dashes and small forms, read as "-"."""


def _judge_slide_changes(mine: set[int]) -> Check:
    cols = _SLIDE_WIDTH
    shown = "{" + ", ".join(str(v) for v in sorted(mine)) + "}"
    if mine == _measured_slide_changes(cols):
        return _right(f"{shown} is every change one slide up or down can make on a board {cols} wide. "
                      "What does such a slide do to the parity of the count?", details={"cols": cols})
    hint = (f"on a board {cols} wide, how many tiles does a tile jump over in reading order when it slides up "
            "or down? Its pair with each of them flips (one inversion more, or one less): list every total "
            "those flips can add up to")
    return _wrong(f"{shown} is not the set of changes one slide up or down can make on a board {cols} wide.",
                  hint, details={"cols": cols})


_RULE_NOTE = "the 3-wide rule (solvable iff the inversion count is even)"


@_checker
def check_parity_counterexample(board) -> Check:
    """Right when ``board`` is one on which the rule "solvable iff the inversion count is even", proved in
    lesson 4 for boards 3 wide, gives the wrong answer. The reply says what the rule predicts and what is
    true; every board the rule gets right gets the same hint."""
    board = _as_board(board)
    count = inversions(board)
    predicted = count % 2 == 0
    truth = is_solvable(board)
    said = "solvable" if predicted else "unsolvable"
    really = "solvable" if truth else "unsolvable"
    details = {"inversions": count, "rule_says_solvable": predicted, "solvable": truth}
    facts = f"{_plural(count, 'inversion')} ({_parity(count)})"
    if predicted != truth:
        return _right(f"this {board.rows} x {board.cols} board has {facts}, so {_RULE_NOTE} calls it {said}, "
                      f"but it is {really}. Before you read on: which step of the proof does this board break?",
                      board=board, details=details)
    return _wrong(f"{_RULE_NOTE} gets this {board.rows} x {board.cols} board right: {facts}, so it says {said}, "
                  f"and the board is {really}.",
                  "the rule was proved for boards 3 wide: which step of that proof used the width?",
                  board=board, details=details)


# A rule that calls one of these is handing in the package's answer, not a rule.
_ANSWER_NAMES = ("is_solvable", "check_solvable", "parity_invariant", "parity_number", "invariant_sum",
                 "explain_solvability", "make_solvable", "random_solvable", "solve", "explore", "distance_table",
                 "plan_solution")


def _answer_functions() -> list:
    """The package's functions that decide solvability (or search, which decides it too)."""
    import puzzlelib
    from puzzlelib import parity, statespace

    homes = (parity, puzzlelib, statespace)
    return [getattr(home, name) for name in _ANSWER_NAMES for home in homes if hasattr(home, name)]


def _calls_an_answer(rule) -> str | None:
    """The name of a package function that decides solvability which ``rule`` uses, or None."""
    return borrowed_name(rule, _ANSWER_NAMES, _answer_functions())


@contextmanager
def _answers_refused():
    """While the student's rule runs, every function that decides solvability raises instead of answering."""
    with answers_refused(_answer_functions()):
        yield


_refused = is_refusal


def _board_facts(board: Board) -> str:
    count = inversions(board)
    text = f"{_plural(count, 'inversion')} ({_parity(count)})"
    if board.cols % 2 == 0:
        text += f", the blank in row {board.blank_pos[0] + 1} of {board.rows} (counting from 1 at the top)"
    return text


@_checker
def check_solvability_rule(rule: Callable[[Board], bool]) -> Check:
    """Compare a student's ``rule(board) -> bool`` with exhaustive breadth-first search.

    Every arrangement of the 2 x 2, 2 x 3, 3 x 2, 2 x 4 and 3 x 3 boards (404,664 in all) is checked
    against whether it really can reach the standard goal; the first board the rule gets wrong is shown
    with its inversions and its blank's row. Then 200 boards of four or five rows and columns, shuffled
    afresh for each check, are judged by the proved rule (Johnson and Story, 1879, for every board of at least 2 x 2, and
    agreeing with the search above on every small board): no table of boards read beforehand covers them. A
    rule that calls the package's own solvability functions (``is_solvable`` and the like, or a search) is
    refused: it would hand in the answer. Takes a few seconds.
    """
    import numpy as np

    from puzzlelib.statespace import unrank_permutations

    _callable(rule, "a function rule(board) that returns True or False",
              "define it with def my_is_solvable(board): ... and pass the function itself")
    borrowed = _calls_an_answer(rule)
    if borrowed:
        return _wrong(f"your rule uses {borrowed}, which is the package's answer to this question, not a rule.",
                      "write the rule from inversions(board), board.cols, board.rows and board.blank_pos",
                      details={"checked": 0, "uses": borrowed})
    shapes = [(rows, cols, None) for rows, cols in _SMALL_SHAPES] + _large_boards()
    checked = 0
    for rows, cols, tiles in shapes:
        if tiles is None:  # every arrangement of a small board, in the order of its distance table
            tiles = unrank_permutations(np.arange(math.factorial(rows * cols)), rows * cols).tolist()
        with _answers_refused():  # once per shape: swapping code for each call would cost seconds
            said, failure = _rule_says(rule, rows, cols, tiles)
        # The truth is worked out only now that the rule has returned: nothing the rule could read while it
        # ran (its callers' frames included) held it.
        found = _first_wrong(rows, cols, tiles, said, _truths(rows, cols, tiles), checked)
        if found is None and failure is not None:
            found = failure(checked + len(said))
        if found is not None:
            return found
        checked += len(tiles)
    small = checked - _LARGE_PER_SHAPE * len(_LARGE_SHAPES)
    return _right(f"your rule agrees with exhaustive search on all {small:,} boards of 2x2, 2x3, 3x2, 2x4 and 3x3, "
                  f"and on {checked - small} larger boards shuffled afresh, 4x4 to 5x5.", details={"checked": checked})


_SMALL_SHAPES = ((2, 2), (2, 3), (3, 2), (2, 4), (3, 3))
_LARGE_SHAPES = ((4, 4), (4, 5), (5, 4), (5, 5))
_LARGE_PER_SHAPE = 50


def _large_boards() -> list[tuple]:
    """Boards too large for any table a student could build: 50 fair shuffles of each shape of four or five
    rows and four or five columns (both parities of width and of height), from a seed drawn for this check."""
    import random

    from puzzlelib.shuffle import fisher_yates

    seed = random.SystemRandom().randrange(2**32)
    return [(rows, cols, [list(fisher_yates(seed=seed + k, rows=rows, cols=cols).tiles)
                          for k in range(_LARGE_PER_SHAPE)]) for rows, cols in _LARGE_SHAPES]


def _truths(rows: int, cols: int, tiles: list) -> list[bool]:
    """Whether each board can reach the goal: exhaustive search on the small shapes (every arrangement, in
    the distance table's order), the proved rule on the large ones."""
    if (rows, cols) in _SMALL_SHAPES:
        from puzzlelib.statespace import distance_table

        return (distance_table(rows, cols).distances >= 0).tolist()
    return [is_solvable(Board._trusted(rows, cols, tuple(t))) for t in tiles]


def _rule_says(rule, rows: int, cols: int, tiles: list) -> tuple[list, Callable | None]:
    """The rule's answers on the boards of one shape, up to the first it fails on or answers with something
    that is not True or False; then the verdict on that failure (given how many boards came before it)."""
    import numpy as np

    said = []
    for t in tiles:
        b = Board._trusted(rows, cols, tuple(t))
        try:
            answer = _student(rule, b)
        except Exception as exc:  # the student's code
            if _refused(exc):
                return said, lambda checked: _wrong(
                    "your rule hands in the package's answer (a function that decides solvability), not a rule.",
                    "write the rule from inversions(board), board.cols, board.rows and board.blank_pos",
                    details={"checked": checked, "uses": "a hidden name"})
            return said, lambda checked, exc=exc, b=b: _wrong(
                f"your rule raised {type(exc).__name__}: {exc} on this {rows} x {cols} board:",
                "inversions(board), board.rows, board.cols and board.blank_pos are all you need",
                board=b, details={"checked": checked})
        if not (isinstance(answer, bool | np.bool_) or _is_int(answer) and answer in (0, 1)):
            return said, lambda checked, answer=answer, b=b: _wrong(
                f"your rule returned {_kind(answer)} for this {rows} x {cols} board; expected True or False.",
                "return the result of a comparison, such as inversions(board) % 2 == 0",
                board=b, details={"checked": checked})
        said.append(bool(answer))
    return said, None


def _first_wrong(rows: int, cols: int, tiles: list, said: list, truths: list, before: int) -> Check | None:
    """The verdict on the first board the rule got wrong (``before`` boards of other shapes came first)."""
    for k, (answer, truth) in enumerate(zip(said, truths, strict=False)):
        if answer != truth:
            b = Board._trusted(rows, cols, tuple(tiles[k]))
            checked = before + k + 1
            verdict = "can" if truth else "cannot"
            ahead = (f"All {checked - 1:,} boards checked before it were right." if checked > 1
                     else "It is the first board checked.")
            hint = ("on an even width the blank's row counts too; board.blank_pos counts rows from 0"
                    if cols % 2 == 0 else "on an odd width only the parity of the inversion count matters")
            return _wrong(f"your rule says {answer} for this {rows} x {cols} board, but it {verdict} reach "
                          f"the goal: {_board_facts(b)}. {ahead}", hint, board=b, details={"checked": checked})
    return None

# --------------------------------------------------------------------------- lesson 3: shuffling
_RUNS_SHAPE = (3, 3)
"""The board lesson 3 asks about: the only one the swap-runs check judges (the lesson counts 2 x 2 itself)."""


@_checker
def check_swap_runs(rows, cols, answer) -> Check:
    """Check a count: how many equally likely runs the swap shuffle (visit every cell, swap it with a cell
    picked at random from all of them) has on a 3 x 3 board, the board lesson 3 asks about. Other boards
    are the student's to work out, not judged."""
    rows = _whole_number(rows, "a number of rows", minimum=1)
    cols = _whole_number(cols, "a number of columns", minimum=1)
    if rows * cols > 36:
        raise _Junk("", None, message=f"a {rows} x {cols} board is larger than this check covers (36 cells).")
    answer = _count(answer, "a whole number of runs")
    if (rows, cols) != _RUNS_SHAPE:
        return _wrong(f"this check judges the board of the lesson, {_RUNS_SHAPE[0]} x {_RUNS_SHAPE[1]}; a {rows} x "
                      f"{cols} board is yours to work out.", "count the runs the way section 2 did")
    n = rows * cols
    truth = swap_shuffle_runs(rows, cols)
    if answer == truth:
        return _right(f"{truth:,} equally likely runs. A {rows} x {cols} board has {math.factorial(n):,} "
                      "arrangements: can the runs be shared out evenly among them?", details={"runs": truth})
    hint = f"section 2 counted the runs on a 2 x 2 board; count them the same way for {n} cells"
    if answer == math.factorial(n):
        hint = "that is the number of arrangements of the board; the question asks for runs of the shuffle"
    return _wrong(f"{answer:,} is not the number of equally likely runs of the swap shuffle on a {rows} x {cols} "
                  "board.", hint)


class _DieError(Exception):
    """The student's shuffle asked the die for something it cannot roll."""


class _TooManyRolls(Exception):
    """The student's shuffle rolled more often in one run than the check can follow (a loop that rolls again
    until it likes the result, say): the check cannot decide, which is not a wrong answer."""


class _Die:
    """A die the checker controls: ``die(k)`` is a whole number from 0 to k - 1.

    Each run replays a fixed prefix of rolls and then rolls 0; the checker walks through every sequence
    of rolls like an odometer, so it sees every run of the shuffle and its exact probability.
    """

    MAX_ROLLS = 1_000

    def __init__(self, prefix: list[int]):
        self.prefix = prefix
        self.sides: list[int] = []

    def __call__(self, k) -> int:
        if isinstance(k, bool) or not isinstance(k, numbers.Integral) or k < 1:
            raise _DieError(f"die({k!r}) cannot be rolled: die(k) needs a whole number k of at least 1")
        if len(self.sides) >= self.MAX_ROLLS:
            raise _TooManyRolls(f"your shuffle rolled the die more than {self.MAX_ROLLS:,} times in one run")
        position = len(self.sides)
        self.sides.append(int(k))
        return self.prefix[position] if position < len(self.prefix) else 0


_SHUFFLE_SIZES = (4, 6)  # a 2 x 2 and a 2 x 3 board's cells
_MAX_RUNS = 200_000


def _run_shuffle(shuffle, items: list, prefix: list[int]):
    die = _Die(prefix)
    tiles = list(items)
    try:
        out = shuffle(tiles, die)
    except _TooManyRolls:
        raise
    except _DieError as exc:
        raise _Junk("", None, "die(k) gives a whole number from 0 to k - 1; roll it once per choice",
                    message=f"{exc}.") from None
    except Exception as exc:  # the student's code
        raise _Junk("", None, "the check calls my_shuffle(tiles, die) with a list of tiles and the die",
                    message=f"your shuffle raised {type(exc).__name__}: {exc}.") from None
    out = tiles if out is None else out
    if hasattr(out, "tolist"):
        out = out.tolist()
    if not isinstance(out, list | tuple) or sorted(map(repr, out)) != sorted(map(repr, items)):
        raise _Junk("", None, "give back the same tiles in a new order (a list), or shuffle the list in place",
                    message=f"your shuffle turned {items} into {_kind(out) if not isinstance(out, list | tuple) else list(out)}"
                            ": a shuffle must give back the same tiles in a new order.")
    return tuple(out), die.sides


def _distribution(shuffle, items: list) -> tuple[dict, int, bool] | None:
    """Every arrangement ``shuffle`` makes from ``items`` with its exact probability, the number of runs, and
    whether all runs are equally likely.

    None when there are more than :data:`_MAX_RUNS` runs. Raises :class:`_Junk` when the shuffle does
    not take all its randomness from the die (the same rolls give different results).
    """
    chances: dict = {}
    prefix: list[int] = []
    runs = 0
    run_chances = set()
    while True:
        arrangement, sides = _run_shuffle(shuffle, items, prefix)
        again, sides_again = _run_shuffle(shuffle, items, prefix)
        if again != arrangement or sides_again != sides:
            raise _Junk("", None, "take every random choice from die(k): random.shuffle or random.randrange "
                        "bypass it, so the check cannot count the runs",
                        message="your shuffle gave different results for the same rolls of the die.")
        runs += 1
        if runs > _MAX_RUNS or max(sides, default=1) > _MAX_RUNS:
            return None
        rolls = prefix + [0] * (len(sides) - len(prefix))
        chance = Fraction(1)
        for k in sides:
            chance /= k
        chances[arrangement] = chances.get(arrangement, 0) + chance
        run_chances.add(chance)
        # the next sequence of rolls, odometer style: raise the last roll that can still go up
        position = len(rolls) - 1
        while position >= 0 and rolls[position] + 1 >= sides[position]:
            position -= 1
        if position < 0:
            return chances, runs, len(run_chances) == 1
        prefix = rolls[:position] + [rolls[position] + 1]


def _fair(chances: dict, n: int) -> bool:
    return len(chances) == math.factorial(n) and all(c == Fraction(1, math.factorial(n)) for c in chances.values())


def _show(arrangement) -> str:
    """An arrangement as lesson 3 writes it: the cells in reading order, ``_`` for the blank (``21_3``)."""
    return "".join("_" if t == 0 else str(t) for t in arrangement)


@_checker
def check_fair_shuffle(shuffle) -> Check:
    """Check a student's ``shuffle(tiles, die)``: is every arrangement exactly equally likely?

    ``die(k)`` returns a whole number from 0 to k - 1, the shuffle's only source of randomness. The check
    rolls the die every possible way (every run of the shuffle, each with its exact probability) on the
    cells of a 2 x 2 board and of a 2 x 3 board, and compares the chances of the arrangements.
    """
    _callable(shuffle, "a function my_shuffle(tiles, die)",
              "define it with def my_shuffle(tiles, die): ... and pass the function itself")
    for n in _SHUFFLE_SIZES:
        items = list(range(1, n)) + [0]
        try:
            found = _distribution(shuffle, items)
        except _TooManyRolls as exc:
            return _undecided(f"{exc}, more than the check can follow, so it could not decide whether the shuffle "
                              "is fair.",
                              "the check follows every run to its end: design a shuffle whose number of rolls "
                              "is fixed, one roll per choice")
        if found is None:
            return _undecided(f"your shuffle has more than {_MAX_RUNS:,} different runs on {n} tiles, too many to "
                              "count them all, so it was not judged.",
                              "a fair shuffle needs only a few rolls per tile: roll die(k) with k no larger than "
                              "the number of tiles")
        chances, runs, equal = found
        total = math.factorial(n)
        details = {"tiles": n, "runs": runs, "arrangements": len(chances)}
        if len(chances) < total:
            missing = next(p for p in permutations(items) if p not in chances)
            return _wrong(f"on {n} tiles your shuffle makes only {len(chances)} of the {total} arrangements "
                          f"({_plural(runs, 'run')} of the die); it never makes {_show(missing)}, for example.",
                          "a fair shuffle must be able to put any tile in any cell", details=details)
        if not _fair(chances, n):
            low = min(chances, key=chances.get)
            high = max(chances, key=chances.get)
            over = math.lcm(chances[high].denominator, chances[low].denominator)  # one denominator for both
            return _wrong(f"on {n} tiles your shuffle makes all {total} arrangements, but not equally often: "
                          f"{_show(high)} has chance {chances[high] * over}/{over}, {_show(low)} only "
                          f"{chances[low] * over}/{over} (fair is 1/{total} each).",
                          (f"your shuffle has {runs:,} equally likely runs of the die: can they be shared out "
                           f"evenly among {total} arrangements?") if equal
                          else "count which runs of the die lead to each arrangement, and how likely each run is",
                          details=details)
    return _right("every arrangement of 4 tiles comes out with chance exactly 1/24, and every arrangement of "
                  "6 tiles with chance exactly 1/720: your shuffle is fair.")


def _chance_text(text: str) -> Fraction:
    """A chance written as text: "1/128", "1 in 128", "0.0078125", "1/2**7", "1/2^7", "2^-7", "2**-7".

    Read as arithmetic on whole numbers and decimals (``/``, ``*``, ``**`` or ``^``, a minus sign), nothing
    else, so that no text runs as code."""
    import ast

    source = re.sub(r"(?<=\d),(?=\d{3}(?!\d))", "", text.strip().lower())  # 16,384: a thousands comma
    source = source.replace(" in ", "/").replace("^", "**")

    def value(node) -> Fraction:
        if isinstance(node, ast.Constant) and isinstance(node.value, int | float) and not isinstance(node.value, bool):
            return Fraction(str(node.value))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
            inner = value(node.operand)
            return -inner if isinstance(node.op, ast.USub) else inner
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div | ast.Mult | ast.Pow):
            left, right = value(node.left), value(node.right)
            if isinstance(node.op, ast.Div):
                return left / right
            if isinstance(node.op, ast.Mult):
                return left * right
            if right.denominator == 1 and abs(right) <= 4096:
                return left ** int(right)
        raise ValueError(text)

    return value(ast.parse(source, mode="eval").body)


def _chance(answer) -> Fraction:
    """A probability from a Fraction, a number, or text (see :func:`_chance_text`)."""
    if isinstance(answer, str):
        try:
            return _chance_text(answer)
        except (ValueError, ZeroDivisionError, SyntaxError, OverflowError):
            raise _Junk("a chance, such as 1/8 or 0.125", answer, "write a chance as a fraction, such as 1/8") \
                from None
    if isinstance(answer, bool) or not isinstance(answer, numbers.Real):
        raise _Junk("a chance, such as 1/8 or 0.125", answer, "write a chance as a fraction, such as 1/8")
    if isinstance(answer, numbers.Rational):
        return Fraction(answer)
    value = float(answer)
    if not math.isfinite(value):
        raise _Junk("a chance, such as 1/8 or 0.125", answer, "write a chance as a fraction, such as 1/8")
    return Fraction(value)


_SORT_SHAPE = (4, 4)
"""The board lesson 3 asks about: the only one the sort-chance check judges."""


@_checker
def check_sort_chance(rows, cols, answer) -> Check:
    """Check a prediction: the chance that the sort-with-a-coin shuffle (an insertion sort whose every
    comparison is a coin toss, then the blank put last) leaves the tiles of a 4 x 4 board in their starting
    order. Other boards are the student's to explore, not judged. A chance is a fraction, a float, or text
    such as '1/8'."""
    rows = _whole_number(rows, "a number of rows", minimum=1)
    cols = _whole_number(cols, "a number of columns", minimum=1)
    chance = _chance(answer)
    if (rows, cols) != _SORT_SHAPE:
        return _wrong(f"this check judges the board of the lesson, {_SORT_SHAPE[0]} x {_SORT_SHAPE[1]}; a {rows} x "
                      f"{cols} board is yours to work out.", "follow the sort's code for a few tiles on paper")
    return _limit_guesses(("sort_chance",), chance, _judge_sort_chance(rows, cols, chance))


def _judge_sort_chance(rows: int, cols: int, chance: Fraction) -> Check:
    tiles = rows * cols - 1
    truth = sort_in_order_chance(rows, cols)
    close = abs(chance - truth) <= truth * Fraction(1, 10**9)  # a float that rounds the exact value
    if chance == truth or close:
        return _right(f"{truth} on a {rows} x {cols} board. A fair shuffle leaves them in order with chance "
                      f"1/{math.factorial(tiles):,}.", details={"chance": truth})
    hint = ("follow the sort in the lesson: for the tiles to stay in order, what must the coin say at each "
            "tile's first comparison, and how many tiles are compared?")
    fair = Fraction(1, math.factorial(tiles))
    if abs(chance - fair) <= fair * Fraction(1, 10**9):
        hint = "that is the chance for a fair shuffle; this one is a sort with a coin, follow its code"
    if not 0 <= chance <= 1:
        hint = "a chance is between 0 and 1"
    return _wrong(f"that is not the chance that the sort leaves the {tiles} tiles of a {rows} x {cols} board in "
                  "their starting order.", hint)
