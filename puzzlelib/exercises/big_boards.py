"""Lesson 13's checks on big boards: a board row by row solves in the fewest moves, which last rows can be finished
inside their own row, and how the method's moves grow with the board.

The task's numbers (a 4 x 4 board, at least :data:`PERFECT_MIN_MOVES` moves) are fixed here, not arguments a student
could lower. The last two checks take the student's answer as a function and try it on cases the student has not
seen. While it runs, the package's searches and the row-by-row method refuse to run and the function must answer
quickly (starting another Python that solves is too slow); the growth check measures its truth afresh on sizes and
boards drawn when it runs. What none of this stops: a table made beforehand. The 24 last rows are a small, fixed
question, and the growth check's sizes are ten, so measuring every one of them in advance passes; docs/teaching.md
says why those stay and what the teacher asks instead.
"""

from __future__ import annotations

import itertools
import numbers
import random
import statistics
import warnings

from puzzlelib.board import Board
from puzzlelib.errors import plural as _plural
from puzzlelib.exercises.running import ANSWER_SECONDS, StudentRun, _student_calls
from puzzlelib.exercises.truth import _optimal_length
from puzzlelib.exercises.verdicts import (
    Check,
    _as_board,
    _callable,
    _checker,
    _Junk,
    _real_number,
    _right,
    _wrong,
)
from puzzlelib.parity import explain_solvability, is_solvable

__all__ = ["check_row_by_row_shortest", "check_last_row", "check_move_growth", "GROWTH_SIZES", "GROWTH_FACTOR",
           "PERFECT_MIN_MOVES", "ANSWER_SECONDS"]

PERFECT_MIN_MOVES = 18
"""How far from the goal the board of the perfect-board task must be. With the task's other rule (every move found
by one search of the method), of 10,000 random shuffles of the goal at each length from 10 to 80 moves, plain and
without undos, two passed, both 20-move shuffles without undos that happened to stay where that search works
(benchmarks/perfect_board_shuffles.py); a board designed for the task reaches it."""

def _yes_or_no(answer, what: str) -> bool:
    """True or False, from a bool, a numpy bool (``np.bool_``, called ``bool`` in numpy 2) or the whole numbers 1 and
    0 (Python's or numpy's), which many students write for yes and no; anything else is junk."""
    if isinstance(answer, bool):
        return answer
    if type(answer).__module__ == "numpy" and type(answer).__name__ in ("bool", "bool_"):
        return bool(answer)
    if isinstance(answer, numbers.Integral) and answer in (0, 1):
        return bool(answer)
    raise _Junk("True or False", answer, what)


@_checker
def check_row_by_row_shortest(board, min_moves=None) -> Check:
    """Right when ``board``, a 4 x 4 board, is at least :data:`PERFECT_MIN_MOVES` moves from its goal and the
    row-by-row method solves it in the fewest moves, every one of them found by the same one of its searches: the
    student has to know which part of the method searches, and where on the board it works. (``min_moves`` is set
    by the task: the argument is deprecated in puzzlelib 0.2; removed in 0.3.)

    >>> check_row_by_row_shortest("1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 0").ok
    False
    """
    from puzzlelib.strategies import row_by_row, row_by_row_stages

    if min_moves is not None:
        warnings.warn(f"check_row_by_row_shortest: the task sets the moves ({PERFECT_MIN_MOVES}); min_moves is "
                      "deprecated in puzzlelib 0.2; removed in 0.3.", DeprecationWarning, stacklevel=3)
    board = _as_board(board)
    if (board.rows, board.cols) != (4, 4):
        return _wrong(f"this is a {board.rows} x {board.cols} board; the task asks for a 4 x 4 one.",
                      "start from Board.goal(4, 4)", board=board)
    goal = board.goal_of()
    if not is_solvable(board, goal):
        return _wrong("this board cannot reach the goal at all.", explain_solvability(board, goal), board=board)
    human = row_by_row(board)
    if row_by_row_stages(human)[-2].step > 0:
        # The recipes are sometimes shortest by luck: random shuffles find such boards (one 40-move shuffle in
        # fourteen at 12 moves, some even at 18), so the task asks for the search, not for luck. Judged first, as
        # it is cheap: only boards that pass it need the exact solver.
        return _wrong("row by row's recipes make some of the moves here: the task asks for a board whose every "
                      "move is found by one search.",
                      "which of the method's searches tries every way to finish, and where does it work?",
                      board=board, details={"row_by_row": human.length})
    best = _optimal_length(board, goal)
    # A wrong board's reply names no distance: an exact one would let a student climb towards the bar by trial.
    if best < PERFECT_MIN_MOVES:
        return _wrong(f"this board is fewer than {PERFECT_MIN_MOVES} moves from the goal; the task asks for at least "
                      f"{PERFECT_MIN_MOVES}.", "which of the method's searches could find that many moves?",
                      board=board)
    if human.length > best:
        return _wrong("row by row's solution here is longer than the shortest one.",
                      "does the search that makes every move find a shortest way on the whole board?",
                      board=board)
    details = {"optimal": best, "row_by_row": human.length}
    return _right(f"{_plural(best, 'move')} from the goal, and row by row solves it in "
                  f"{_plural(human.length, 'move')}, all found by one search: a shortest solution. Explain in one "
                  "sentence why this board lets the method be perfect.", details=details)


# --------------------------------------------------------------------------- which last rows can be finished
class _Row(tuple):
    """A last row as the student's function receives it: a tuple that also equals the list of the same numbers,
    so ``row in [[13, 14, 15, 0], ...]`` works as well as ``row in {(13, 14, 15, 0), ...}``."""

    def __eq__(self, other):
        return tuple(self) == tuple(other) if isinstance(other, list | tuple) else NotImplemented

    def __ne__(self, other):
        same = self.__eq__(other)
        return same if same is NotImplemented else not same

    __hash__ = tuple.__hash__


def _last_rows() -> list[tuple[int, ...]]:
    """Every arrangement of tiles 13, 14, 15 and the blank in the last row of a 15-puzzle."""
    return list(itertools.permutations((13, 14, 15, 0)))


@_checker
def check_last_row(can_finish) -> Check:
    """Right when ``can_finish(row)`` says, for each of the 24 ways tiles 13, 14, 15 and the blank can fill the last
    row of a 15-puzzle whose other rows are home, whether the row can be finished without moving a tile of the rows
    above. ``row`` holds the four numbers from left to right, 0 for the blank (a tuple that also equals a list).
    The function has to reason: while it runs, the package's searches refuse to run.
    """
    _callable(can_finish, "a function can_finish(row) that returns True or False",
              "define it with def can_finish(row): ... and pass the function itself")
    # The truth, found by the package's own solver (not by the rule the exercise asks for): a row can be finished
    # in place when its board can reach the goal and a shortest solution stays in the row. Kept inside the check:
    # the solver refuses to run inside the student's function, so copying this into it does not answer the task.
    from puzzlelib.search import solve

    boards = {row: Board(4, 4, tuple(range(1, 13)) + row) for row in _last_rows()}
    finishable = {row for row, board in boards.items() if is_solvable(board) and set(solve(board).moves) <= {"L", "R"}}
    right = True
    run = StudentRun(searched=("your function ran a search of the board: the task asks you to reason about the row.",
                               "what can the tiles of a single row do, and what can they never do?"),
                     cases="the 24 rows", slow=("an answer from an idea takes a moment.",
                                                "decide from the four numbers alone"),
                     raised_hint="try it on (13, 14, 15, 0), the goal's own last row, first")
    with run:
        for row, answer in _student_calls(can_finish, [_Row(r) for r in _last_rows()]):
            said = _yes_or_no(answer, f"can_finish({tuple(row)}) should return True or False")
            right = right and said == (tuple(row) in finishable)
    if run.verdict is not None:  # a "Not yet" Check is falsy
        return run.verdict
    if not right:
        # Neither how many rows are wrong nor which: either would let a table of answers be filled in by trial.
        return _wrong("your function is wrong on some of the 24 rows.",
                      "in a single row, what can the tiles never do to each other?")
    return _right("right on all 24 rows. So why must a method finish the last two rows together?", details={"wrong": 0})


# --------------------------------------------------------------------------- how the moves grow
GROWTH_SIZES = ((11, 12, 13), (14, 15, 16), (17, 18, 19, 20))
"""Board sizes a growth prediction is tried on, one drawn from each group when the check runs: larger than any the
lesson measures, and not known beforehand."""

GROWTH_FACTOR = 1.25
"""How far a predicted number of moves may be from the median the row-by-row method needs."""

GROWTH_BOARDS = 4
"""Random boards per size the check measures (12 in all), drawn afresh each time it runs."""


def _measured_moves(sizes, rng: random.Random) -> dict[int, float]:
    """Median moves of the row-by-row method on :data:`GROWTH_BOARDS` random n x n boards for each size."""
    from puzzlelib.shuffle import random_solvable
    from puzzlelib.strategies import row_by_row

    return {n: statistics.median(row_by_row(random_solvable(n, n, seed=rng.randrange(2**31))).length
                                 for _ in range(GROWTH_BOARDS)) for n in sizes}


@_checker
def check_move_growth(predict_moves) -> Check:
    """Right when ``predict_moves(n)`` predicts, within a factor of :data:`GROWTH_FACTOR`, the median number of moves
    the row-by-row method needs on random n x n boards, for one n from each group of :data:`GROWTH_SIZES`.

    The function must predict, not measure: while it runs, the package's searches and the row-by-row method refuse
    to run, and the sizes and boards are drawn when the check runs.
    """
    _callable(predict_moves, "a function predict_moves(n) that returns a number of moves",
              "define it with def predict_moves(n): ... and pass the function itself")
    rng = random.Random()  # seeded from the system: each run measures boards nobody has seen
    sizes = sorted(rng.choice(group) for group in GROWTH_SIZES)
    truth = _measured_moves(sizes, rng)
    missed = False  # which sizes missed is never shown: a table of answers by size could be tuned by trial
    run = StudentRun(searched=("your function ran the row-by-row method or a search: a prediction must come from the "
                               "numbers you have, not from running the method on the board it is asked about.",
                               "use the table of the lesson: how do the moves grow from one size to the next?"),
                     cases="three sizes", slow=("a prediction from the lesson's numbers takes a moment.",
                                                "compute the moves from n with a formula"),
                     raised_hint="try it on the sizes of the lesson's table first")
    with run:
        for n, answer in _student_calls(predict_moves, sizes):
            moves = _real_number(answer, "a number of moves from predict_moves")
            missed = missed or not (moves > 0 and 1 / GROWTH_FACTOR <= moves / truth[n] <= GROWTH_FACTOR)
    if run.verdict is not None:  # a "Not yet" Check is falsy
        return run.verdict
    shown = ", ".join(f"{n} x {n}" for n in sizes)
    if missed:
        return _wrong(f"on at least one of {shown} your prediction is more than {GROWTH_FACTOR:g} times away from "
                      "what the method needs.", "how many tiles must travel, and how far does each go, as the board "
                      "grows?")
    return _right(f"within a factor of {GROWTH_FACTOR:g} on {shown} (median of {GROWTH_BOARDS} random boards each). "
                  "What kind of growth is it, and what does that say against the growth of a search?",
                  details={"sizes": sizes})
