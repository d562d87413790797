"""Public functions in their default use: compare with its defaults and any list of methods, the callable
``puzzlelib.compare``, and solve with weights that make a search wander (a solution of tens of thousands of
moves still gets its statistics)."""

import inspect
import subprocess
import sys

import pytest

from puzzlelib import Board, PuzzleError, solve
from puzzlelib.result import effective_branching_factor

NEAR = "1 2 3 / 4 0 6 / 7 5 8"
UNSOLVABLE = "2 1 3 / 4 5 6 / 7 8 0"


def test_compare_as_its_docstring_and_the_lessons_call_it():
    from puzzlelib import compare

    assert callable(compare)
    df = compare([NEAR], ["bfs", "astar"], progress=False)  # the docstring's call
    assert df[["label", "solved", "length"]].values.tolist() == [["bfs", True, 2], ["astar (manhattan)", True, 2]]
    df = compare([NEAR], progress=False)  # its defaults
    assert df["label"].tolist() == ["bfs", "astar (manhattan)"] and df["solved"].all()
    assert "boards" in inspect.signature(compare).parameters


def test_the_module_stays_importable_by_both_spellings():
    import puzzlelib
    import puzzlelib.compare as module
    from puzzlelib.compare import compare, method_specs

    assert puzzlelib.compare is module and inspect.isfunction(compare)
    assert callable(method_specs) and module([NEAR], progress=False).shape[0] == 2


def test_from_puzzlelib_import_compare_in_a_fresh_interpreter():
    code = ("from puzzlelib import compare\n"
            f"df = compare([{NEAR!r}], progress=False)\n"
            "print(len(df), list(df['solved']))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["2", "[True,", "True]"]


@pytest.mark.parametrize("methods,labels", [
    (("bfs", "astar"), ["bfs", "astar (manhattan)"]),
    (("bfs", "greedy", "astar"), ["bfs", "greedy (manhattan)", "astar (manhattan)"]),
    (["idastar", "scored", "wastar"], ["idastar (manhattan)", "scored (manhattan)", "wastar (manhattan)"]),
    ("astar", ["astar (manhattan)"]),
    (("wastar", "misplaced"), ["wastar (misplaced)"]),
    ([("astar", "misplaced"), "bfs"], ["astar (misplaced)", "bfs"]),
    (iter(["bfs", "A*"]), ["bfs", "astar (manhattan)"]),
    ({"method": "astar", "label": "mine"}, ["mine"]),
])
def test_compare_takes_any_list_of_methods(methods, labels):
    from puzzlelib import compare

    df = compare([NEAR], methods, progress=False)
    assert df["label"].tolist() == labels and df["solved"].all()


def test_every_board_and_method_is_a_row_even_unsolvable_ones():
    from puzzlelib import compare

    df = compare([NEAR, UNSOLVABLE, NEAR], ["bfs", "astar", "row_by_row"], progress=False)
    assert len(df) == 9
    bad = df[df["board_index"] == 1]
    assert len(bad) == 3 and not bad["solved"].any() and bad["error"].str.startswith("unsolvable").all()
    assert df[df["board_index"] != 1]["solved"].all()


def test_a_misspelt_method_or_heuristic_is_named_before_any_run():
    from puzzlelib import compare

    with pytest.raises(PuzzleError, match="Unknown method 'astr'"):
        compare([NEAR], ["bfs", "astr"], progress=False)
    with pytest.raises(PuzzleError, match="Unknown heuristic 'manhatan'"):
        compare([NEAR], ["astar:manhatan"], progress=False)


def test_compare_keeps_a_total_time():
    import time

    from puzzlelib import compare

    started = time.perf_counter()
    df = compare(["8 6 7 / 2 5 4 / 3 0 1"] * 20, ["bfs"], max_nodes=10**6, time_limit=30, total_time=1.0,
                 progress=False)
    assert time.perf_counter() - started < 3
    assert len(df) == 20 and df["error"].str.startswith("not run").any()
    assert set(df["outcome"]) <= {"solved", "budget", "not run"} and (df["outcome"] == "not run").any()


def test_solve_with_weights_that_ignore_everything_still_reports_its_statistics():
    board = Board.parse("8 6 7 / 2 5 4 / 3 0 1")
    result = solve(board, method="scored", weight_h=0, weight_g=0)
    assert result.solved and board.apply(result.moves).is_goal()
    assert result.branching_factor is not None and 1 <= result.branching_factor < 1.01


@pytest.mark.parametrize("generated,depth", [(52, 5), (6, 2), (10**6, 200_000), (10**9, 10**9), (3, 10), (10**200, 3)])
def test_branching_factor_solves_its_equation_at_any_depth(generated, depth):
    from fractions import Fraction

    b = effective_branching_factor(generated, depth)
    total = generated + 1

    def tree_size(x: float) -> float:  # 1 + x + ... + x**depth, exactly for small depths, else in floats
        if depth <= 10:
            return float(sum(Fraction(x) ** k for k in range(depth + 1)))
        return (depth + 1) if x == 1 else (x ** (depth + 1) - 1) / (x - 1)

    step = 1e-8 * max(1.0, b)  # b* is found to within its tolerance (1e-9 relative)
    assert tree_size(b - step) <= total <= tree_size(b + step)


# --- a search running someone else's code keeps its time limit --------------------------------------
def _hangs(*_):
    while True:
        pass


def _sleeps(*_):
    import time

    time.sleep(60)


class _LoopingProblem:
    """A student's problem whose successors never return (built on the package's Problem)."""

    def __new__(cls):
        from puzzlelib.problems import Problem

        class Looping(Problem):
            initial = 0

            def is_goal(self, state):
                return state == 5

            def successors(self, state):
                _hangs()

        Looping.__module__ = "student"
        return Looping()


@pytest.mark.parametrize("method", ["astar", "idastar", "greedy"])
@pytest.mark.parametrize("heuristic", [_hangs, _sleeps], ids=["loop", "sleep"])
def test_a_heuristic_that_never_returns_is_stopped_at_the_time_limit(method, heuristic):
    import time

    from puzzlelib import SearchLimitError

    started = time.perf_counter()
    with pytest.raises(SearchLimitError, match="inside your heuristic") as info:
        solve(NEAR, method=method, heuristic=heuristic, time_limit=1)
    assert info.value.reason == "time" and time.perf_counter() - started < 2.0


def test_a_problem_whose_methods_never_return_is_stopped_at_the_time_limit():
    import time

    from puzzlelib import SearchLimitError

    started = time.perf_counter()
    with pytest.raises(SearchLimitError, match="inside your problem's methods"):
        solve(_LoopingProblem(), method="bfs", time_limit=1)
    assert time.perf_counter() - started < 2.0


def test_an_enclosing_budget_that_runs_out_first_is_the_one_named():
    """A search's backstop inside a checker's budget: the shorter one stops the work and names it."""
    import time

    from puzzlelib.budgeted import FunctionBudgetError, run_budgeted

    started = time.perf_counter()
    with pytest.raises(FunctionBudgetError, match="the outer call took longer than 0.5 s"):
        run_budgeted(lambda: solve(NEAR, heuristic=_hangs, time_limit=20), seconds=0.5, who="the outer call")
    assert time.perf_counter() - started < 2.0
    assert solve(NEAR, heuristic=lambda board: 0).length == 2  # nothing left pending after it


# --- a widget action that runs a teacher's planner keeps its budget -----------------------------------
@pytest.mark.parametrize("planner", [lambda board, goal: _hangs(), lambda board, goal: _sleeps(),
                                     lambda board, goal: bytearray(10**11)], ids=["loop", "sleep", "memory"])
def test_a_hint_from_a_planner_that_never_answers_is_a_sentence_within_the_budget(planner, monkeypatch):
    import time

    from puzzlelib.widgets import PuzzleGame, game

    monkeypatch.setattr(game, "PLANNER_SECONDS", 1.0)
    play = PuzzleGame(NEAR, planner=planner)
    started = time.perf_counter()
    play._safely(play.hint)
    assert time.perf_counter() - started < 2.0
    assert play.message.startswith("Sorry: the planner") and ("longer than 1 s" in play.message
                                                               or "more than 500 MB" in play.message), play.message


@pytest.mark.parametrize("call,likely", [
    (lambda: solve(NEAR, methd="bfs"), "method"),
    (lambda: __import__("puzzlelib").row_by_row(NEAR, timelimit=3), "time_limit"),
    (lambda: __import__("puzzlelib").explore(NEAR, max_state=10), "max_states"),
    (lambda: __import__("puzzlelib").plan_solution(NEAR, second=1), "seconds"),
    (lambda: __import__("puzzlelib").random_solvable(3, sed=1), "seed"),
    (lambda: solve(), None),
])
def test_an_entry_point_called_with_a_misspelt_or_missing_argument_says_which(call, likely):
    from puzzlelib.errors import ArgumentError

    with pytest.raises(ArgumentError) as info:  # still a TypeError, for code that caught Python's
        call()
    assert isinstance(info.value, TypeError) and "\n" not in str(info.value)
    assert likely is None or f"did you mean {likely}=" in str(info.value)


def test_compare_has_a_total_budget_by_default():
    from puzzlelib import compare
    from puzzlelib.compare import TOTAL_SECONDS

    assert inspect.signature(compare).parameters["total_time"].default == TOTAL_SECONDS < float("inf")


def test_a_check_whose_own_work_runs_long_could_not_check(monkeypatch):
    """The whole check is bounded too: a checker's own searches (up to 200 weights) cannot outlast it."""
    import time

    import puzzlelib.search as search
    from puzzlelib import exercises as ex
    from puzzlelib.exercises import verdicts

    def slow_solve(*args, **kwargs):
        time.sleep(60)

    monkeypatch.setattr(verdicts, "CHECK_TOTAL_SECONDS", 1.0)
    monkeypatch.setattr(search, "solve", slow_solve)
    started = time.perf_counter()
    verdict = ex.check_weight(NEAR, 1.5)
    assert time.perf_counter() - started < 2.5
    assert verdict.verdict == "Could not check" and "this check took longer than 1 s" in verdict.message
