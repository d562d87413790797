"""Lesson 9's check on big boards: a board that the row-by-row method solves in the fewest moves."""

from __future__ import annotations

from puzzlelib.errors import plural as _plural
from puzzlelib.exercises.truth import _optimal_length
from puzzlelib.exercises.verdicts import Check, _as_board, _checker, _right, _teacher_count, _wrong
from puzzlelib.parity import explain_solvability, is_solvable

__all__ = ["check_row_by_row_shortest"]


@_checker
def check_row_by_row_shortest(board, min_moves: int = 10) -> Check:
    """Right when ``board`` is at least ``min_moves`` from its goal and the row-by-row method's solution of
    it is nevertheless a shortest one: the student has to know where in the method a search happens.

    >>> check_row_by_row_shortest("1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 0").ok
    False
    """
    from puzzlelib.strategies import row_by_row

    min_moves = _teacher_count(min_moves, "min_moves")
    board = _as_board(board)
    goal = board.goal_of()
    if not is_solvable(board, goal):
        return _wrong("this board cannot reach the goal at all.", explain_solvability(board, goal), board=board)
    best = _optimal_length(board, goal)
    if best < min_moves:
        return _wrong(f"this board is {_plural(best, 'move')} from the goal; the task asks for at least {min_moves}.",
                      "shuffle more, but think about which tiles you let the shuffle touch", board=board,
                      details={"optimal": best})
    human = row_by_row(board).length
    details = {"optimal": best, "row_by_row": human}
    if human > best:
        return _wrong(f"row by row needs {_plural(human, 'move')} here, the shortest solution {best}.",
                      "which part of the method searches for the best moves, and which part follows fixed recipes?",
                      board=board, details=details)
    return _right(f"{_plural(best, 'move')} from the goal, and row by row solves it in {_plural(human, 'move')}: "
                  "a shortest solution. Explain in one sentence why this board lets the method be perfect.",
                  details=details)
