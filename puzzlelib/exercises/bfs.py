"""Lesson 4's checks on breadth-first search: a distance, an estimate of its work, a student's own BFS."""

from __future__ import annotations

from collections.abc import Callable

from puzzlelib.board import OPPOSITE, Board
from puzzlelib.errors import plural as _plural
from puzzlelib.exercises.moves import check_solution
from puzzlelib.exercises.truth import _optimal_length
from puzzlelib.exercises.verdicts import (
    _WHOLE_SPACE_CELLS,
    Check,
    _as_board,
    _callable,
    _checker,
    _goal_for,
    _Junk,
    _read_moves,
    _real_number,
    _right,
    _student,
    _whole_number,
    _wrong,
)
from puzzlelib.parity import explain_solvability, is_solvable

__all__ = ["check_distance", "check_bfs", "check_bfs_estimate"]


@_checker
def check_distance(board, answer, goal=None) -> Check:
    """Check how many moves ``board`` needs to reach ``goal`` (fewest possible).

    On boards larger than 3 x 3 the truth is searched for within :data:`CHECK_SECONDS`; when that is not
    enough the verdict says so instead of guessing.
    """
    board = _as_board(board)
    goal = _goal_for(board, goal)
    answer = _whole_number(answer)
    if not is_solvable(board, goal):
        return _wrong("this board cannot reach that goal at all, so no number of moves is right ("
                      + explain_solvability(board, goal) + ").",
                      "check that the board and the goal are the ones you meant", board=board)
    if answer < board.manhattan(goal):  # decided without a search: Manhattan distance never overestimates
        return _wrong(f"{answer} is too few: no solution is that short.",
                      "each move slides one tile one cell; add up how far every tile has to travel", board=board)
    truth = _optimal_length(board, goal)
    if answer == truth:
        return _right(f"{board.to_text()} is {_plural(truth, 'move')} from the goal.", details={"distance": truth})
    direction = "too few: no solution is that short" if answer < truth else "too many: a shorter solution exists"
    return _wrong(f"{answer} is {direction}.",
                  "breadth-first search from the goal reaches this board at its true depth", board=board)


@_checker
def check_bfs_estimate(board, answer, goal=None, *, factor: float = 2.0) -> Check:
    """Judge a *prediction* of how many boards breadth-first search expands before it solves ``board``.

    Right when the answer is within ``factor`` of the truth (either way): an estimate from the level sizes
    a lesson shows, not a count to look up. The truth is measured by running
    ``solve(board, goal, method="bfs")``; the verdict tells it only once the answer is close enough, and
    otherwise says which way the guess is off.
    """
    from puzzlelib.search import solve

    board = _as_board(board)
    goal = _goal_for(board, goal)
    answer = _whole_number(answer, "a whole number of boards")
    factor = _real_number(factor, "a factor such as 2")
    if factor < 1:
        raise _Junk("", None, message=f"the factor must be at least 1, got {factor:g}.")
    if board.size > _WHOLE_SPACE_CELLS:
        raise _Junk("", None, message="breadth-first search is only measured here on boards up to 3 x 3.")
    if not is_solvable(board, goal):
        return _wrong("this board cannot reach that goal, so BFS would expand every board it can reach.",
                      explain_solvability(board, goal), board=board)
    truth = solve(board, goal, method="bfs").nodes_expanded
    details = {"expanded": truth, "yours": answer}
    if truth / factor <= answer <= truth * factor:
        return _right(f"BFS expands {truth:,} boards here; your estimate of {answer:,} is within a factor of "
                      f"{factor:g}.", details=details)
    way = (f"too low: BFS expands more than {factor:g} times that many boards here" if answer < truth
           else f"too high: BFS expands fewer than 1/{factor:g} of that many boards here")
    return _wrong(f"{answer:,} is {way}.",
                  "add up the level sizes from the start up to the board's distance: BFS expands every board on "
                  "the levels before the goal's", details=details)


def _bfs_test_boards() -> list[Board]:
    """One board at each distance from the goal: every depth of 2 x 3 (0..21), then 3 x 3 up to 14 moves."""
    from puzzlelib.statespace import distance_table

    boards = []
    for rows, cols, deepest in ((2, 3, None), (3, 3, 14)):
        table = distance_table(rows, cols)
        last = table.max_distance if deepest is None else deepest
        boards += [table.boards_at(d, limit=1)[0] for d in range(last + 1)]
    return boards


def _backtrace_hint(board: Board, goal: Board, moves) -> str:
    """The classic backtrace slips: moves left in goal-to-start order, or read from child to parent."""
    try:
        steps = _read_moves(moves)
    except _Junk:
        return ""
    if not steps:
        return ("you returned no moves for a board that is not the goal: the backtrace should collect the move "
                "stored with each parent link") if board != goal else ""
    if not all(isinstance(m, str) and m in OPPOSITE for m in steps):
        return ""
    if check_solution(board, steps[::-1], goal).ok:
        return "your moves are right but in reverse order: a backtrace runs from the goal to the start, so reverse it"
    if check_solution(board, [OPPOSITE[m] for m in steps[::-1]], goal).ok:
        return ("each of your moves points from a board back to its parent: record the move that led from the "
                "parent to the board, and reverse the list")
    return ""


@_checker
def check_bfs(search: Callable) -> Check:
    """Run a student's ``search(start, goal) -> moves`` on boards at every distance and check each answer.

    The boards: one at each distance 0 to 21 of the 2 x 3 puzzle, then 3 x 3 boards 0 to 14 moves from the
    goal (the goal is always the standard one). Each answer is replayed as in :func:`check_solution` and must
    be a shortest solution; the first wrong one is reported with the board. ``moves`` may be blank
    directions or tile numbers, like everywhere else.
    """
    import time

    _callable(search, "a function search(start, goal) that returns moves",
              "define it with def search(start, goal): ... and pass the function itself")
    boards = _bfs_test_boards()
    started = time.perf_counter()
    for k, board in enumerate(boards):
        goal = board.goal_of()
        try:
            moves = _student(search, board, goal)
        except Exception as exc:  # the student's code
            return _wrong(f"your search raised {type(exc).__name__}: {exc} on this {board.rows} x {board.cols} board:",
                          "try it by hand on this board first; board.neighbors() gives (move, next board) pairs",
                          board=board, details={"passed": k})
        if moves is None:
            return _wrong(f"your search returned None for this {board.rows} x {board.cols} board, which can be solved:",
                          "every board here can reach the goal: the queue should not run dry before the goal",
                          board=board, details={"passed": k})
        verdict = check_solution(board, moves, goal, optimal=True)
        if not verdict.ok:
            return _wrong(f"on board {k + 1} of {len(boards)} ({board.to_text()}): {verdict.message}",
                          _backtrace_hint(board, goal, moves) or verdict.hint,
                          board=verdict.board or board, details={"passed": k})
    seconds = time.perf_counter() - started
    return _right(f"shortest solutions for all {len(boards)} boards, from 0 to 21 moves on 2 x 3 and up to 14 on 3 x 3, "
                  f"in {seconds:.1f} s.", details={"passed": len(boards), "seconds": seconds})
