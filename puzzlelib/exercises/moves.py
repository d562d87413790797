"""Checking a sequence of moves: :func:`check_solution` replays it and says where it went wrong."""

from __future__ import annotations

from puzzlelib.board import DELTAS, Board
from puzzlelib.errors import plural as _plural
from puzzlelib.errors import short_repr
from puzzlelib.exercises import verdicts
from puzzlelib.exercises.truth import _known_length
from puzzlelib.exercises.verdicts import (
    Check,
    _as_board,
    _checker,
    _goal_for,
    _read_moves,
    _right,
    _undecided,
    _wrong,
)
from puzzlelib.parity import explain_solvability, is_solvable

__all__ = ["check_solution"]


def _blank_words(board: Board) -> str:
    r, c = board.blank_pos
    return f"the blank is at row {r + 1}, column {c + 1}"


def _step(board: Board, move, k: int) -> tuple[Board | None, str, str]:
    """One move of a student's sequence: (next board, or None with what went wrong and a hint)."""
    if isinstance(move, str):
        if move not in DELTAS:
            return None, (f"move {k} is {short_repr(move)}, which is not a move"), \
                "write moves as the direction the blank travels: U, D, L or R (or as tile numbers)"
        if move not in board.moves():
            return None, (f"move {k} ({move}) is illegal: {_blank_words(board)}, so it cannot go {move}"), \
                f"legal moves there are {' '.join(board.moves())}"
        return board.move(move), "", ""
    if isinstance(move, bool) or not isinstance(move, int) or not 1 <= move < board.size:
        return None, f"move {k} is {short_repr(move)}, which is not a tile on this board", \
            f"tiles are numbered 1 to {board.size - 1}"
    where = board.move_for_cell(*board.position_of(move))
    if where is None:
        beside = sorted(board.tile_moved(m) for m in board.moves())
        return None, (f"move {k} slides tile {move}, but tile {move} is not next to the blank"), \
            f"{_blank_words(board)}; the tiles that can slide there are {', '.join(map(str, beside))}"
    return board.move(where), "", ""


def _detour(boards: list[Board]) -> str:
    """Where a path wastes moves: a move undone at once, or a board visited twice."""
    seen: dict[Board, int] = {}
    for i, b in enumerate(boards):
        if b in seen:
            j = seen[b]
            if i - j == 2:
                return f"moves {j + 1} and {i} undo each other (the board after move {i} is the one before move {j + 1})"
            return f"the board after move {i} was already reached after move {j}: the {i - j} moves between are a loop"
        seen[b] = i
    return ""


@_checker
def check_solution(board, moves, goal=None, *, optimal: bool = False) -> Check:
    """Replay a student's ``moves`` from ``board`` and say exactly where they went wrong.

    Parameters
    ----------
    board : Board or text
        The start, e.g. ``"1 3 4 / 8 2 5 / 7 0 6"``.
    moves : str, list or SearchResult
        Blank directions (``"RUULD"``, ``["R", "U"]``) or tile numbers slid (``[6, 5, 4]`` or ``"6 5 4"``).
    goal : Board, text or layout name, optional
        ``"snail"``, ``"blank-first"``, a board, or None for the standard goal.
    optimal : bool
        Also require the fewest possible moves (otherwise a longer solution is right, with a remark).

    Returns
    -------
    Check
        ``details`` holds ``length`` and, when known, ``optimal`` (the fewest moves).

    Examples
    --------
    >>> check_solution("1 3 4 / 8 2 5 / 7 0 6", "RUULD", goal="snail").ok
    True
    >>> check_solution("1 2 3 / 4 5 6 / 7 0 8", "U").message.split(":")[0]
    'after your 1 move the board is not the goal'
    """
    board = _as_board(board)
    goal = _goal_for(board, goal)
    steps = _read_moves(moves)
    if not steps and board != goal and is_solvable(board, goal):  # an untouched starter: give nothing away
        return _wrong("no moves yet.", "write the blank's moves as text such as 'RD', or the tiles you slide as a "
                      "list such as [1, 2]", details={"length": 0, "optimal": None})
    boards = [board]
    for k, move in enumerate(steps, start=1):
        nxt, problem, hint = _step(boards[-1], move, k)
        if nxt is None:
            where = f"after {_plural(k - 1, 'legal move')}" if k > 1 else "the very first move"
            return _wrong(f"{problem} ({where}).", hint, board=boards[-1],
                          details={"failed_move": k})
        boards.append(nxt)
    end, n = boards[-1], len(steps)
    if not is_solvable(board, goal):
        return _wrong("this board can never reach the goal (" + explain_solvability(board, goal) + ").",
                      "no sequence of moves works; check that the board and the goal are the ones you meant",
                      details={"length": n, "optimal": None})
    if end != goal:
        away = _known_length(end, goal)
        distance = f"it is {_plural(away, 'move')} away" if away is not None else "it is still some moves away"
        off = [t for t, g in zip(end.tiles, goal.tiles, strict=True) if t and t != g]
        return _wrong(f"after your {_plural(n, 'move')} the board is not the goal: {distance}. "
                      f"Tiles not home: {', '.join(map(str, sorted(off)))}. Your board ends as:",
                      "replay your moves one at a time with board.path(moves) and compare with the goal",
                      board=end, details={"length": n, "optimal": None})
    # Manhattan distance never overestimates, so a solution exactly that long is a shortest one.
    best = n if n == board.manhattan(goal) else _known_length(board, goal)
    details = {"length": n, "optimal": best}
    detour = _detour(boards)
    if best is None:
        if optimal:
            return _undecided(f"your {_plural(n, 'move')} reach the goal, but the shortest solution could not be "
                              f"found within {verdicts.CHECK_SECONDS:g} seconds to compare, so 'shortest' was not judged.",
                              (detour + "; " if detour else "") + "try a board closer to the goal", details=details)
        return _right(f"{_plural(n, 'move')} from start to goal.", details=details)
    if n > best:
        message = f"your {_plural(n, 'move')} reach the goal, but the shortest solution takes {best}"
        hint = (detour + "; " if detour else "") + "breadth-first search finds a shortest one"
        if optimal:
            return _wrong(message + ".", hint, details=details)
        return _right(message + f": {n - best} to spare. Can you find a shorter one?", hint=hint, details=details)
    return _right(f"{_plural(n, 'move')} from start to goal, and no solution is shorter.", details=details)
