"""Lesson 2's checks on boards: the position-array notation, and how many boards can be reached."""

from __future__ import annotations

import math

from puzzlelib.exercises.verdicts import (
    _MAX_CELLS,
    Check,
    _as_board,
    _as_list,
    _checker,
    _is_int,
    _Junk,
    _kind,
    _read_text,
    _right,
    _whole_number,
    _wrong,
)

__all__ = ["check_positions", "check_state_count"]


@_checker
def check_positions(board, positions) -> Check:
    """Check a position array (``positions[t]`` = cell of tile ``t``, blank first) written for ``board``."""
    board = _as_board(board)
    truth = board.to_positions()
    expected = f"a list of {len(truth)} cell numbers (where the blank is, then tiles 1 to {board.size - 1})"
    got = _as_list(positions)  # any container; text such as "8 0 1 ..." as its numbers
    if isinstance(positions, str):
        words = _read_text(positions, expected, "").replace(",", " ").split()
        got = [int(w) for w in words] if words and all(w.isdecimal() for w in words) else None
    if got is None:
        raise _Junk(expected, positions, "write the position array as a list, such as [8, 0, 1, ...]")
    for value in got:
        if not _is_int(value):
            raise _Junk(expected, value, "each entry is a cell number from 0, row by row",
                        message=f"expected {expected}, got a list holding {_kind(value)}.")
    got = [int(value) for value in got]
    if len(got) != len(truth):
        return _wrong(f"a {board.rows} x {board.cols} board needs {len(truth)} numbers (the blank, then tiles 1 to "
                      f"{board.size - 1}), you wrote {len(got)}.", "entry t is the cell that holds tile t")
    for t, (mine, right) in enumerate(zip(got, truth, strict=True)):
        if mine != right:
            who = "the blank" if t == 0 else f"tile {t}"
            hint = ("cells are numbered from 0, row by row" if mine == right + 1 else
                    "entry t is WHERE tile t is, not which tile is in cell t" if board.tiles[t] == mine else
                    f"find {who} on the board and count its cell from 0, row by row")
            return _wrong(f"entry {t} should be the cell of {who}: {right}, you wrote {mine}.", hint, board=board)
    return _right(f"{got} is where each tile of this board sits.")


@_checker
def check_state_count(rows: int, cols: int, answer) -> Check:
    """Check a count of the boards reachable from a ``rows x cols`` goal.

    With at least two rows and two columns that is half of all ``(rows*cols)!`` arrangements; on a board one
    cell wide the tiles can never change order, so only the blank's place varies: ``rows*cols`` boards.
    """
    rows = _whole_number(rows, "a number of rows", minimum=1)
    cols = _whole_number(cols, "a number of columns", minimum=1)
    n = rows * cols
    if n > _MAX_CELLS:
        raise _Junk("", None, message=f"a {rows} x {cols} board has more than {_MAX_CELLS} cells; "
                    "the checker covers boards up to 16 x 16.")
    answer = _whole_number(answer, "a whole number of boards")
    everything = math.factorial(n)
    truth = everything // 2 if min(rows, cols) >= 2 else n
    if answer == truth:
        if min(rows, cols) >= 2:
            why = f"has {everything:,} arrangements and exactly half, {truth:,}, can be reached from the goal."
        else:
            why = f"is one cell wide: the tiles never change order, so only the blank's {n} places can be reached."
        return _right(f"a {rows} x {cols} board {why}", details={"reachable": truth})
    if answer == everything and everything != truth:
        return _wrong(f"{everything:,} is every arrangement of the {n} cells ({n}!), the figure the three-methods post prints.",
                      "can every arrangement be reached from the goal? think about parity"
                      if min(rows, cols) >= 2 else "on a board one cell wide, can two tiles ever pass each other?")
    hint = (f"start from {n}! (math.factorial({n})) and think about parity" if min(rows, cols) >= 2
            else "on a board one cell wide, can two tiles ever pass each other?")
    return _wrong(f"{answer:,} is not the number of reachable {rows} x {cols} boards.", hint)
