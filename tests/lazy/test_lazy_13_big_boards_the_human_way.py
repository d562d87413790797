"""Lesson 13's checkers against a lazy student: starters, the parity rule in place of the strip rule, the package's
solver in place of the idea, the checker's own functions, measuring before or beside a prediction (a subprocess),
lowering the task's numbers, random shuffles for the perfect board, numpy and list answers, docstrings. Where
cheap, a weakened checker shows the test can fail.
"""

from __future__ import annotations

import contextlib
import inspect
import random
import re
import subprocess
import sys
import types
import warnings

import numpy as np
import pytest

from puzzlelib import Board, is_solvable, random_solvable, row_by_row, solve
from puzzlelib.exercises import (
    big_boards,
    check_last_row,
    check_move_growth,
    check_row_by_row_shortest,
    running,
)
from puzzlelib.shuffle import random_moves


def _module_functions():
    """Every function defined in the checker's module, the private ones too: none may answer a task."""
    return [f for f in vars(big_boards).values() if callable(f) and not isinstance(f, type)
            and getattr(f, "__module__", None) == big_boards.__name__ and not f.__name__.startswith("check_")]


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


def test_last_row_the_package_solving_each_row_is_refused(monkeypatch):
    def solved_by_the_package(row):
        board = Board(4, 4, tuple(range(1, 13)) + tuple(row))
        return is_solvable(board, Board.goal(4, 4)) and set(solve(board).moves) <= {"L", "R"}

    check = check_last_row(solved_by_the_package)
    assert not check and "search" in check.message
    monkeypatch.setattr(running, "_searching_switched_off", __import__("contextlib").nullcontext)
    assert check_last_row(solved_by_the_package)  # without the switch, the package would answer


def test_no_function_of_the_checker_module_answers():
    """Not even after a check has run once (a cache of the truth would then be full)."""
    check_move_growth(lambda n: 0)
    check_last_row(lambda row: False)
    answers = []
    for function in _module_functions():
        answers += [(check_last_row, lambda row, f=function: f(tuple(row))), (check_move_growth, function)]
        if not inspect.signature(function).parameters:  # a table of answers
            with contextlib.suppress(Exception):
                table = function()
                answers.append((check_last_row, lambda row, t=table: tuple(row) in t
                                or tuple(c - 12 if c else 0 for c in row) in t))
    for check, answer in answers:
        try:
            verdict = check(answer)
        except Exception:  # junk answers are refused with an error: not a pass
            continue
        assert not verdict, f"{answer} answers {check.__name__}"


def test_last_row_the_checkers_own_truth_copied_in_is_refused():
    """``check_last_row??`` shows how the check finds its truth; run inside the answer, that code must not pass."""
    import textwrap

    # ``check_last_row??`` shows the shared wrapper now; a student who opens the module still reads this
    module = inspect.getsource(big_boards)
    start = module.index("def check_last_row(")
    source = module[start:module.index("\ndef ", start + 1)]
    start = source.rindex("\n", 0, source.index("# The truth")) + 1
    truth = textwrap.dedent(source[start:source.index("    right = True")])
    namespace = {"Board": Board, "is_solvable": is_solvable, "_last_rows": big_boards._last_rows}

    def copied(row):
        exec(truth, namespace)
        return tuple(row) in namespace["finishable"]

    check = check_last_row(copied)
    assert not check and "search" in check.message


def test_last_row_right_answers_in_numpy_and_lists_are_right():
    assert check_last_row(lambda row: np.all(np.diff([t for t in row if t]) > 0))  # a numpy bool
    assert check_last_row(lambda row: np.bool_([t for t in row if t] == [13, 14, 15]))
    rows = [[13, 14, 15, 0], [13, 14, 0, 15], [13, 0, 14, 15], [0, 13, 14, 15]]
    assert check_last_row(lambda row: row in rows)  # the rows written as lists
    assert check_last_row(lambda row: list(row) in rows)
    assert check_last_row(lambda row: int(list(row) in rows))  # 1 and 0 for yes and no
    assert check_last_row(lambda row: np.int64(list(row) in rows))
    assert not check_last_row(lambda row: 2 * int(list(row) in rows))  # 2 is not a yes


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
    monkeypatch.setattr(running, "_searching_switched_off", __import__("contextlib").nullcontext)
    monkeypatch.setattr(running, "ANSWER_SECONDS", 60)
    assert check_move_growth(measured)  # without the switch, measuring would pass


def test_growth_measured_beforehand_for_the_old_fixed_sizes_fails(monkeypatch):
    """The sizes are drawn when the check runs: a table measured for 12, 16 and 20 beforehand misses (it would
    pass one run in 36, when all three are drawn; the draw is pinned here to one that does not)."""
    measured = {n: row_by_row(random_solvable(n, n, seed=1)).length for n in (12, 16, 20)}
    draw = random.Random(1)
    assert sorted(draw.choice(group) for group in big_boards.GROWTH_SIZES) != [12, 16, 20]
    monkeypatch.setattr(big_boards, "random", types.SimpleNamespace(Random=lambda: random.Random(1)))
    assert not check_move_growth(lambda n: measured.get(n, 0))


def test_growth_measured_in_another_python_is_too_slow():
    def in_a_subprocess(n):
        code = f"from puzzlelib import row_by_row, random_solvable; print(row_by_row(random_solvable({n}, {n})).length)"
        return int(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout)

    check = check_move_growth(in_a_subprocess)
    assert not check and "took" in check.message


def test_growth_truth_is_fresh_and_fair():
    """At least 10 boards, drawn anew each time: two runs measure different boards (different sizes or medians)."""
    assert big_boards.GROWTH_BOARDS * len(big_boards.GROWTH_SIZES) >= 10
    first = big_boards._measured_moves([11], random.Random())
    assert any(big_boards._measured_moves([11], random.Random()) != first for _ in range(3))


def test_growth_reply_gives_no_direction():
    check = check_move_growth(lambda n: 26 * n * n)
    assert not re.search(r"\b(too|higher|lower|larger|smaller|more than the|fewer)\b", check.message + check.hint)


def test_growth_docstring_gives_no_exponent():
    doc = check_move_growth.__doc__ or ""
    assert not re.search(r"\*\* ?3|n³|cub|cube|third power|\^3", doc), doc


# --------------------------------------------------------------------------- Your turn 3: the perfect board
def test_perfect_board_starter_and_random_shuffles_fail():
    """Random shuffles of 10 to 80 moves, plain and without immediate undos: none passes (the old rule, 12 moves and
    row by row shortest, let one 40-move shuffle in fourteen through; benchmarks/perfect_board_shuffles.py measures
    10,000 of each length)."""
    assert not check_row_by_row_shortest(Board.goal(4, 4))  # the starter
    passed = []
    for no_undo in (False, True):
        for length in (10, 12, 16, 20, 30, 40, 50, 60, 80):
            for seed in range(40):
                board = Board.goal(4, 4).apply(random_moves(length, seed=seed, rows=4, cols=4, no_undo=no_undo))
                if check_row_by_row_shortest(board):
                    passed.append((length, seed, no_undo))
    assert not passed, passed


@pytest.mark.parametrize("text", [
    "5 1 2 3 / 9 6 7 4 / 10 12 0 8 / 13 14 11 15",  # the cold reader's loop: random_moves(40, seed=8), 12 moves
    "2 5 3 4 / 9 1 6 7 / 13 15 11 8 / 10 0 14 12",  # random_moves(40, seed=30): 18 moves, row by row shortest
])
def test_perfect_board_found_by_random_shuffling_fails(text):
    """Boards random shuffles found on which row by row is shortest by the luck of its recipes."""
    board = Board.parse(text)
    assert row_by_row(board).length == solve(board).length >= 12
    check = check_row_by_row_shortest(board)
    assert not check and "recipes" in check.message


def test_perfect_board_the_checker_module_names_no_answer():
    """Reading the checker's source gives no board, no moves and no place on the board."""
    source = inspect.getsource(big_boards)
    assert not re.search(r"\blaps?\b|2 x 3|last block|[UDLR]{6,}", source), "the source names an answer"


def test_perfect_board_block_boards_below_the_bar_fail():
    check = check_row_by_row_shortest(Board.goal(4, 4).apply("LLURRD" * 2))  # two laps of the block: 12 moves
    assert not check and "at least" in check.message


def test_perfect_board_the_task_numbers_cannot_be_lowered():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        assert not check_row_by_row_shortest(Board.goal(4, 4), min_moves=0)
        assert not check_row_by_row_shortest(Board.goal(4, 4).apply("L"), min_moves=1)
    assert not check_row_by_row_shortest(Board.goal(4, 4), shape=None)  # no size to drop: the board is 4 x 4
    assert not check_row_by_row_shortest(random_solvable(2, 3, seed=5))  # row by row is pure search on 2 x 3
    small = Board.goal(3, 3).apply("LLURRDLLURRD")  # the 3 x 3 block trick: row by row is perfect there
    assert not check_row_by_row_shortest(small)


def test_last_row_reply_counts_nothing_a_table_could_be_tuned_by():
    """Flipping one row of a table of answers must not change the reply: no count of wrong rows, no example."""
    table = dict.fromkeys(big_boards._last_rows(), False)
    first = check_last_row(lambda row: table[row])
    table[(13, 14, 15, 0)] = True
    second = check_last_row(lambda row: table[row])
    assert not first and not second
    assert (first.message, first.hint, first.details) == (second.message, second.hint, second.details)


def test_growth_reply_does_not_say_which_size_missed():
    one = check_move_growth(lambda n: 2.6 * n**3 if n < 17 else 1)
    two = check_move_growth(lambda n: 2.6 * n**3 if n > 13 else 1)
    assert not one and not two
    strip = re.compile(r"\d+ x \d+")
    assert (strip.sub("", one.message), one.hint, one.details) == (strip.sub("", two.message), two.hint, two.details)


# --------------------------------------------------------------------------- the lesson's own text
def test_summary_gives_no_answer_away():
    """A student who reads the Summary first learns neither the growth's power nor the last row's rule."""
    import json
    from pathlib import Path

    lesson = Path(__file__).resolve().parents[2] / "notebooks" / "13_big_boards_the_human_way.ipynb"
    cells = ["".join(c["source"]) for c in json.loads(lesson.read_text(encoding="utf-8"))["cells"]]
    summary = next(text[text.index("## Summary"):] for text in cells if "## Summary" in text)
    assert not re.search(r"n³|n\*\*3|n\^3|cub|third power|a power of", summary), summary
    assert not re.search(r"already in order|cannot pass|pass each other|sorted", summary), summary


def test_perfect_board_a_wrong_boards_reply_names_no_distance():
    """The reply "this board is N moves from the goal" let a climber reach the bar in 31 calls, keeping the
    neighbour the checker called farthest: a wrong board's reply names no distance and no length."""
    import re

    for moves in ("ULDR", "ULDRUL", "ULDLURDR"):  # inside the last 2 x 3 block, short of the bar
        check = check_row_by_row_shortest(Board.goal(4, 4).apply(moves))
        assert not check
        numbers = set(re.findall(r"\d+", check.message + " " + check.hint)) - {"18", "2", "3", "4"}
        assert not numbers, check.message
        assert "optimal" not in check.details and "row_by_row" not in check.details, check.details
