"""Lesson 12's checkers against a lazy student: starters, the parity rule in place of the strip rule, running the
method inside a prediction, random shuffles for the perfect board, docstrings. Where cheap, a weakened checker
shows the test can fail.
"""

from __future__ import annotations

import random
import re

from puzzlelib import Board, is_solvable, random_solvable, row_by_row
from puzzlelib.exercises import big_boards, check_last_row, check_move_growth, check_row_by_row_shortest
from puzzlelib.shuffle import random_moves


# --------------------------------------------------------------------------- Your turn 1: the last row
def test_last_row_starter_constants_and_parity_fail():
    assert not check_last_row(lambda row: False)  # the starter
    assert not check_last_row(lambda row: True)
    # "solvable" is the answer a student who half-remembers parity gives: 12 rows, not 4.
    assert not check_last_row(lambda row: is_solvable(Board(4, 4, tuple(range(1, 13)) + tuple(row))))
    assert not check_last_row(lambda row: row[-1] == 0)  # the blank at the end


def test_last_row_random_functions_fail():
    rng = random.Random(12)
    for _ in range(200):
        table = {}
        assert not check_last_row(lambda row, t=table: t.setdefault(row, rng.random() < 0.5))


def test_last_row_reply_names_no_rule():
    text = " ".join(f"{c.message} {c.hint}" for c in (check_last_row(lambda row: True), check_last_row(lambda row: 1)))
    assert not re.search(r"13, 14, 15\) in order|sorted|order", text), text


def test_last_row_checking_fewer_rows_would_pass_a_constant(monkeypatch):
    monkeypatch.setattr(big_boards, "_last_rows", lambda: [(13, 15, 14, 0), (14, 13, 0, 15)])
    assert check_last_row(lambda row: False)


# --------------------------------------------------------------------------- Your turn 2: the growth
def test_growth_starter_and_wrong_shapes_fail():
    assert not check_move_growth(lambda n: 0)  # the starter
    assert not check_move_growth(lambda n: 2571)  # the 10 x 10 value, copied
    assert not check_move_growth(lambda n: 26 * n * n)  # quadratic through the 10 x 10 value
    assert not check_move_growth(lambda n: 2571 * 1.39 ** (n - 10))  # exponential through the table


def test_growth_running_the_method_inside_is_refused(monkeypatch):
    def measured(n):
        return row_by_row(random_solvable(n, n, seed=1)).length

    check = check_move_growth(measured)
    assert not check and "ran the row-by-row method" in check.message
    monkeypatch.setattr(big_boards, "_method_switched_off", lambda: __import__("contextlib").nullcontext())
    assert check_move_growth(measured)  # without the switch, measuring would pass


def test_growth_reply_gives_no_direction():
    check = check_move_growth(lambda n: 26 * n * n)
    assert not re.search(r"\b(too|higher|lower|larger|smaller|more than the|fewer)\b", check.message + check.hint)


def test_growth_docstring_gives_no_exponent():
    doc = check_move_growth.__doc__ or ""
    assert not re.search(r"\*\* ?3|n³|cub|cube|third power|\^3", doc), doc


# --------------------------------------------------------------------------- Your turn 3: the perfect board
def test_perfect_board_starter_and_random_shuffles_fail():
    assert not check_row_by_row_shortest(Board.goal(4, 4), min_moves=10, shape=(4, 4))  # the starter
    rng = random.Random(9)
    passed = 0
    for _ in range(60):
        moves = random_moves(rng.randint(12, 30), seed=rng.randrange(10**6), rows=4, cols=4, no_undo=True)
        passed += bool(check_row_by_row_shortest(Board.goal(4, 4).apply(moves), min_moves=10, shape=(4, 4)))
    assert passed <= 2, f"{passed} of 60 random shuffles passed"


def test_perfect_board_other_sizes_are_refused_and_that_rule_matters():
    small = Board.goal(3, 3).apply("LLURRDLLURRD")  # the 3 x 3 block trick: row by row is perfect there
    assert not check_row_by_row_shortest(small, min_moves=10, shape=(4, 4))
    assert check_row_by_row_shortest(small, min_moves=10)  # without the shape rule this small board would pass


def test_last_row_reply_counts_nothing_a_table_could_be_tuned_by():
    """Flipping one row of a table of answers must not change the reply: no count of wrong rows, no example."""
    table = dict.fromkeys(big_boards._last_rows(), False)
    first = check_last_row(lambda row: table[row])
    table[(13, 14, 15, 0)] = True
    second = check_last_row(lambda row: table[row])
    assert not first and not second
    assert (first.message, first.hint, first.details) == (second.message, second.hint, second.details)


def test_growth_reply_does_not_say_which_size_missed():
    one = check_move_growth(lambda n: 2.6 * n**3 if n < 20 else 1)
    two = check_move_growth(lambda n: 2.6 * n**3 if n > 12 else 1)
    assert (one.message, one.details) == (two.message, two.details)


# --------------------------------------------------------------------------- the lesson's own text
def test_summary_gives_no_answer_away():
    """A student who reads the Summary first learns neither the growth's power nor the last row's rule."""
    import json
    from pathlib import Path

    lesson = Path(__file__).resolve().parents[2] / "notebooks" / "12_big_boards_the_human_way.ipynb"
    cells = ["".join(c["source"]) for c in json.loads(lesson.read_text(encoding="utf-8"))["cells"]]
    summary = next(text[text.index("## Summary"):] for text in cells if "## Summary" in text)
    assert not re.search(r"n³|n\*\*3|n\^3|cub|third power", summary), summary
    assert not re.search(r"already in order|cannot pass|pass each other|sorted", summary), summary
