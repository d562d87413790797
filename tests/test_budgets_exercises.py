"""Checkers keep their budgets and their word: a student's function runs under a time and a memory budget and
is named when it passes one; a checker whose own search runs out says "Could not check"; claims about other
answers are made only when verified; right answers are accepted in any reasonable container."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections import deque
from pathlib import Path

import numpy as np
import pytest

from puzzlelib import Board, solve
from puzzlelib import exercises as ex
from puzzlelib.budgeted import FunctionBudgetError, run_budgeted
from puzzlelib.exercises import verdicts

ROOT = Path(__file__).resolve().parents[1]
NEAR = "1 2 3 / 4 5 6 / 0 7 8"  # two moves: R R (tiles 7, 8)
FAR_4X4 = "0 12 9 13 / 15 11 10 14 / 3 7 2 5 / 4 8 6 1"  # 80 moves, beyond any quick search


@pytest.fixture
def quick_budget(monkeypatch):
    from puzzlelib.exercises.truth import _solvable_boards

    _solvable_boards(Board.goal(3, 3))  # the checkers' own tables, built once (seconds) before the clock runs
    monkeypatch.setattr(verdicts, "STUDENT_SECONDS", 1.0)
    return 1.0


def _timed(call):
    started = time.perf_counter()
    verdict = call()
    return verdict, time.perf_counter() - started


# --- a student's function under a time budget --------------------------------------------------------
def _loops(*_):
    while True:
        pass


def _sleeps(*_):
    time.sleep(60)


def _swallows(*_):
    while True:
        try:
            while True:
                pass
        except BaseException:  # noqa: BLE001 - a student who catches everything
            pass


@pytest.mark.parametrize("slow", [_loops, _sleeps, _swallows], ids=["loop", "sleep", "bare-except"])
@pytest.mark.parametrize("checker", ["rule", "bfs", "heuristic", "better", "inconsistent"])
def test_a_slow_or_looping_function_is_stopped_and_named(quick_budget, slow, checker):
    call = {"rule": lambda: ex.check_solvability_rule(slow), "bfs": lambda: ex.check_bfs(slow),
            "heuristic": lambda: ex.check_heuristic(slow), "better": lambda: ex.check_better_heuristic(slow),
            "inconsistent": lambda: ex.check_inconsistent_heuristic(slow)}[checker]
    verdict, seconds = _timed(call)
    assert verdict.verdict == "Not yet" and "your function took longer than 1 s" in verdict.message
    # the checker's own set-up (the rule's boards) comes on top: seconds on a loaded machine, against the
    # minute a function that is not stopped would take
    assert seconds < quick_budget + 8.0, seconds


def test_a_generator_that_never_ends_is_stopped_as_the_students_time(quick_budget):
    def endless(start, goal):
        while True:
            yield "R"

    verdict, seconds = _timed(lambda: ex.check_bfs(endless))
    assert not verdict and ("took longer" in verdict.message or "more than the 100,000" in verdict.message)
    assert seconds < quick_budget + 1.5


def test_the_checkers_own_work_is_not_charged_to_the_student(monkeypatch):
    from puzzlelib.statespace import distance_table, unrank_permutations

    solvable = set()
    for rows, cols in ((2, 2), (2, 3), (3, 2), (2, 4), (3, 3)):
        table = distance_table(rows, cols)
        ranks = np.flatnonzero(table.distances >= 0)
        solvable |= {(rows, cols, tuple(t)) for t in unrank_permutations(ranks, rows * cols).tolist()}

    def lookup(board):  # right, and a microsecond a board, though the check takes seconds
        if board.rows * board.cols > 9:  # larger boards, drawn by the check: the rule itself
            tiles = [t for t in board.tiles if t]
            count = sum(a > b for i, a in enumerate(tiles) for b in tiles[i + 1:])
            below = board.rows - 1 - board.blank_pos[0]
            return (count + (below if board.cols % 2 == 0 else 0)) % 2 == 0
        return (board.rows, board.cols, board.tiles) in solvable

    meters = []

    class Meter(verdicts._Meter):
        def __init__(self):
            super().__init__()
            meters.append(self)

    monkeypatch.setattr(verdicts, "_Meter", Meter)
    started = time.perf_counter()
    assert ex.check_solvability_rule(lookup)
    whole = time.perf_counter() - started
    # a share of the check's own seconds, not a fixed number: on a busy machine both grow alike
    assert len(meters) == 1 and 0 < meters[0].spent < whole / 2


def test_a_function_that_fills_the_memory_is_stopped_and_named(monkeypatch):
    monkeypatch.setattr(verdicts, "CHECK_MEGABYTES", 150.0)
    hoard = []

    def greedy(board):  # a right rule that keeps 10 MB per board
        from puzzlelib import inversions

        hoard.append(bytearray(10**7))
        inv = inversions(board)
        return (inv + (0 if board.cols % 2 else board.rows - 1 - board.blank_pos[0])) % 2 == 0

    verdict = ex.check_solvability_rule(greedy)
    hoard.clear()
    assert verdict.verdict == "Not yet" and "your function used more than 150 MB" in verdict.message


@pytest.mark.parametrize("checker", ["heuristic", "rule"])
def test_one_huge_allocation_fails_at_once_as_the_memory_budget(checker):
    """Named as the budget even by a checker that reports the student's other exceptions as answers."""
    def huge(board):
        return len([0] * 10**10)

    call = {"heuristic": lambda: ex.check_heuristic(huge), "rule": lambda: ex.check_solvability_rule(huge)}[checker]
    verdict, seconds = _timed(call)
    assert verdict.verdict == "Not yet" and "your function used more than" in verdict.message, verdict.message
    assert seconds < 5


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="RLIMIT_AS and /proc are Linux's")
def test_a_memory_hungry_answer_keeps_the_process_under_a_gigabyte():
    """In a child process capped at 1.5 GiB of address space: the check ends well under it, with a verdict."""
    code = ("from puzzlelib.exercises import check_heuristic\n"
            "hoard = []\ndef h(board):\n    hoard.append(bytearray(5 * 10**7))\n    return 0\n"
            "v = check_heuristic(h)\n"
            "hwm = [line.split()[1] for line in open('/proc/self/status') if line.startswith('VmHWM')][0]\n"
            "print(v.verdict, '|', v.message, '|', int(hwm) // 1024)")

    def cap():
        import resource

        resource.setrlimit(resource.RLIMIT_AS, (3 * 2**29, 3 * 2**29))

    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, preexec_fn=cap,
                         env={**os.environ, "PYTHONPATH": str(ROOT)})
    verdict, message, peak_mib = out.stdout.strip().split(" | ")
    assert verdict == "Not yet" and "used more than 500 MB" in message, out.stdout + out.stderr
    assert int(peak_mib) < 1024


def test_run_budgeted_refuses_budgets_that_make_no_sense():
    for bad in (0, -1, float("nan"), float("inf"), "5", None, 10**400):
        with pytest.raises(Exception) as info:
            run_budgeted(lambda: 1, seconds=bad)
        assert "seconds must be a positive number" in str(info.value)
    with pytest.raises(FunctionBudgetError, match="called itself more deeply"):
        run_budgeted(lambda: (f := lambda n: f(n + 1))(0))


# --- "Could not check" where the checker's own search ran out --------------------------------------
@pytest.mark.parametrize("call", [
    lambda: ex.check_more_expanded(FAR_4X4, "1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 0 15", "A", method="bfs"),
    lambda: ex.check_score_trap(FAR_4X4, method="bfs"),
    lambda: ex.check_distance(FAR_4X4, 80),
    lambda: ex.check_solution(FAR_4X4, "D" * 3, optimal=True),
], ids=["more-expanded", "score-trap", "distance", "solution"])
def test_a_checker_whose_own_search_runs_out_could_not_check(call, monkeypatch):
    monkeypatch.setattr(verdicts, "CHECK_SECONDS", 0.5)
    verdict = call()
    assert verdict.verdict in ("Could not check", "Not yet")
    if verdict.verdict == "Not yet":  # only for answers that are wrong whatever the truth is
        assert "illegal" in verdict.message or "not the goal" in verdict.message or "too few" in verdict.message
    assert not verdict.ok


def test_weights_that_run_out_of_time_are_not_called_failures(monkeypatch):
    """A smaller weight that runs out of *time* (not of the exercise's nodes) leaves the answer unjudged."""
    import puzzlelib.search as search

    real = search.solve
    calls = []

    def slow_for_small_weights(board, *args, weight=2.0, method="astar", **kwargs):
        calls.append(weight)
        if method == "astar":  # weight 1
            from puzzlelib.errors import SearchLimitError

            raise SearchLimitError("astar stopped at its budget (time_limit=30 s)", reason="time")
        return real(board, *args, weight=weight, method=method, **kwargs)

    monkeypatch.setattr(search, "solve", slow_for_small_weights)
    verdict = ex.check_weight(NEAR, 1.5)
    assert verdict.verdict == "Could not check" and calls


@pytest.mark.parametrize("method", ["idastar", "astar"])
@pytest.mark.parametrize("reason", ["time", "nodes"])
def test_a_memory_cap_check_whose_search_runs_out_could_not_check(method, reason, monkeypatch):
    """A search stopped by its own time or node budget, not by the cap, says nothing about the cap."""
    import puzzlelib.search as search
    from puzzlelib.errors import SearchLimitError

    real = search.solve

    def runs_out(board, *args, **kwargs):
        if kwargs.get("method") == method:
            raise SearchLimitError(f"{method} stopped at its budget", reason=reason, stats={"method": method})
        return real(board, *args, **kwargs)

    monkeypatch.setattr(search, "solve", runs_out)
    verdict = ex.check_memory_cap(NEAR, 50)
    assert verdict.verdict == "Could not check" and not verdict.ok and method in verdict.message


def test_a_smaller_weight_is_claimed_only_when_it_was_verified():
    board = Board.parse("8 6 7 / 2 5 4 / 3 0 1")
    for weight in (1.0, 1.5, 2.0, 3.0):
        verdict = ex.check_weight(board, weight, max_nodes=20_000)
        if "a smaller weight" in verdict.message:
            smaller = [w for w in (1.0, 1.5, 2.0, 2.5) if w < weight]
            assert any(_solves(board, w, 20_000) for w in smaller)
        if verdict.ok:
            assert not any(_solves(board, w, 20_000) for w in (1.0, 1.5, 2.0, 2.5) if w < weight)


def _solves(board, weight, max_nodes) -> bool:
    from puzzlelib.errors import SearchLimitError

    try:
        solve(board, method="astar" if weight == 1 else "wastar", weight=weight, max_nodes=max_nodes)
        return True
    except SearchLimitError:
        return False


@pytest.mark.parametrize("step", [1e-12, 0, -0.5, float("nan"), "half", None, 10**400])
def test_a_weight_step_that_cannot_be_used_is_named_at_once(step):
    verdict, seconds = _timed(lambda: ex.check_weight(NEAR, 1.5, step=step))
    assert not verdict and "step" in verdict.message and seconds < 2


def test_weights_above_the_range_tried_are_not_given_an_unverified_claim():
    verdict = ex.check_weight(NEAR, 500)
    assert not verdict and "not tried" in verdict.message and "far below" not in verdict.message


@pytest.mark.parametrize("tolerance", [-1, -0.001, float("nan"), "x"])
def test_a_tolerance_that_makes_no_sense_is_named(tolerance):
    verdict = ex.check_branching_factor(52, 5, 1.92, tolerance=tolerance)
    assert not verdict and "tolerance" in verdict.message


def test_a_near_miss_never_reads_as_n_not_n():
    truth = 1.9167294159137613
    verdict = ex.check_branching_factor(52, 5, round(truth, 3) - 0.0005, tolerance=0)
    numbers = verdict.message.split("holds ")[1].split(" nodes, not ")
    assert numbers[0] != numbers[1].rstrip(".")


def test_a_misspelt_keyword_is_named_with_the_likely_one():
    verdict = ex.check_weight(NEAR, 1.5, stpe=0.5)
    assert not verdict and "did you mean step?" in verdict.message


# --- right answers in any reasonable container -------------------------------------------------------
RR = ["R", "R"]


@pytest.mark.parametrize("answer", [
    "RR", "r r", "R, R", "Ｒ，Ｒ", "R、R", ("R", "R"), deque(RR), (m for m in RR), np.array(RR), map(str.upper, "rr"),
    [7, 8], (7, 8), "7 8", "7，8", deque([7, 8]), np.array([7, 8]), np.array([7, 8], dtype=np.int8), range(7, 9),
], ids=lambda a: type(a).__name__ + ":" + (a if isinstance(a, str) else ""))
def test_a_right_solution_is_right_in_any_container(answer):
    assert ex.check_solution(NEAR, answer).ok


@pytest.mark.parametrize("wrap", [list, tuple, deque, iter, np.array, lambda moves: "".join(moves),
                                  lambda moves: " , ".join(moves).lower()],
                         ids=["list", "tuple", "deque", "generator", "numpy", "text", "lower-text"])
def test_a_right_bfs_is_right_whatever_container_it_returns(wrap):
    def search(start, goal):
        return wrap(list(solve(start, goal, method="bfs").moves))

    assert ex.check_bfs(search).ok


@pytest.mark.parametrize("board", [np.array([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 0], [13, 14, 15, 12]]),
                                   deque([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 13, 14, 15, 12]),
                                   (t for t in [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 13, 14, 15, 12]),
                                   "| 1 | 2 | 3 | 4 |\n| 5 | 6 | 7 | 8 |\n| 9 | 10 | 11 | |\n| 13 | 14 | 15 | 12 |",
                                   "1，2，3，4／5，6，7，8／9，10，11，0／13，14，15，12"],
                         ids=["numpy", "deque", "generator", "markdown", "chinese"])
def test_a_right_board_is_right_in_any_notation(board):
    assert ex.check_parity_counterexample(board).ok


@pytest.mark.parametrize("answer", [np.int64(2), np.array(2), np.float64(2.0), __import__("decimal").Decimal(2),
                                    __import__("fractions").Fraction(4, 2)],
                         ids=["np.int64", "0-d array", "np.float64", "Decimal", "Fraction"])
def test_a_right_number_is_right_in_any_numeric_type(answer):
    assert ex.check_distance(NEAR, answer).ok


def test_an_answer_of_millions_of_moves_is_refused_by_its_length():
    verdict, seconds = _timed(lambda: ex.check_solution(NEAR, "RL" * 2_500_000 + "RR"))
    assert not verdict and "5,000,002 moves" in verdict.message and seconds < 3
    verdict = ex.check_solution(NEAR, iter(lambda: "R", None))  # an endless iterator
    assert not verdict and "more than" in verdict.message
