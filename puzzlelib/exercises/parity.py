"""Lesson 3's checks on parity: an inversion count, a student's solvability rule, a counterexample."""

from __future__ import annotations

from collections.abc import Callable

from puzzlelib.board import Board
from puzzlelib.errors import plural as _plural
from puzzlelib.exercises.verdicts import (
    Check,
    _as_board,
    _callable,
    _checker,
    _is_int,
    _kind,
    _right,
    _student,
    _whole_number,
    _wrong,
)
from puzzlelib.parity import explain_solvability, inversions, is_solvable

__all__ = ["check_inversions", "check_solvability_rule", "check_parity_counterexample"]


@_checker
def check_inversions(board, answer) -> Check:
    """Check a hand count of the inversions of ``board`` (pairs of tiles in the wrong order, blank skipped)."""
    board = _as_board(board)
    answer = _whole_number(answer, "a whole number of inversions")
    truth = inversions(board)
    if answer == truth:
        return _right(f"{board.to_text()} has {truth} inversions, so its polarity is "
                      f"{'even' if truth % 2 == 0 else 'odd'}.", details={"inversions": truth})
    with_blank = sum(1 for i, a in enumerate(board.tiles) for b in board.tiles[i + 1:] if a > b and a != 0) + \
        sum(1 for i, a in enumerate(board.tiles) if a == 0 for b in board.tiles[:i])
    seq = [t for t in board.tiles if t]
    counts = [sum(1 for b in seq[i + 1:] if a > b) for i, a in enumerate(seq)]
    k = next((i for i, c in enumerate(counts) if c), 0)
    hint = (f"for each tile, count the smaller tiles after it, reading row by row, and add up; "
            f"for example tile {seq[k]} comes before {_plural(counts[k], 'smaller tile')}")
    if answer == with_blank and with_blank != truth:
        hint = "leave the blank out: it is not a tile, so it is in no pair"
    return _wrong(f"{answer} is not the number of inversions of {board.to_text()}.", hint, board=board)


@_checker
def check_solvability_rule(rule: Callable[[Board], bool]) -> Check:
    """Compare a student's ``rule(board) -> bool`` with exhaustive breadth-first search.

    Every arrangement of the 2 x 2, 2 x 3, 3 x 2, 2 x 4 and 3 x 3 boards (404,664 in all) is checked
    against whether it really can reach the standard goal. Mixing odd and even widths catches a rule
    that forgets the blank's row. Takes a few seconds.
    """
    import numpy as np

    from puzzlelib.statespace import distance_table, unrank_permutations

    _callable(rule, "a function rule(board) that returns True or False",
              "define it with def is_solvable_rule(board): ... and pass the function itself")
    checked = 0
    for rows, cols in ((2, 2), (2, 3), (3, 2), (2, 4), (3, 3)):
        table = distance_table(rows, cols)
        n = rows * cols
        perms = unrank_permutations(np.arange(len(table.distances)), n)
        reachable = table.distances >= 0
        for tiles, truth in zip(perms.tolist(), reachable.tolist(), strict=True):
            b = Board._trusted(rows, cols, tuple(tiles))
            try:
                said = _student(rule, b)
            except Exception as exc:  # the student's code
                return _wrong(f"your rule raised {type(exc).__name__}: {exc} on this {rows} x {cols} board:",
                              "board.rows, board.cols, board.tiles and board.blank_pos are all you need", board=b)
            checked += 1
            if not (isinstance(said, bool | np.bool_) or _is_int(said) and said in (0, 1)):
                return _wrong(f"your rule returned {_kind(said)} for this {rows} x {cols} board; expected True or "
                              "False.", "return the result of a comparison, such as inversions % 2 == 0", board=b,
                              details={"checked": checked - 1})
            if bool(said) != truth:
                verdict = "can" if truth else "cannot"
                before = (f"All {checked - 1:,} boards checked before it were right." if checked > 1
                          else "It is the first board checked.")
                hint = ("with an even width, the blank's row counts too (rows between it and the goal's blank row)"
                        if cols % 2 == 0 else "count inversions, skipping the blank, and look at their parity")
                return _wrong(f"your rule says {bool(said)} for this {rows} x {cols} board, but it {verdict} reach the "
                              f"goal ({explain_solvability(b)}). {before}", hint,
                              board=b, details={"checked": checked})
    return _right(f"your rule agrees with exhaustive search on all {checked:,} boards of 2x2, 2x3, 3x2, 2x4 and 3x3.",
                  details={"checked": checked})


@_checker
def check_parity_counterexample(board) -> Check:
    """Right when the odd-width rule ("solvable exactly when the inversion count is even") is wrong for ``board``.

    The rule is exact on boards of odd width, so a counterexample must have an even width; the check says
    what the rule predicts and what is true, and never shows a counterexample itself.
    """
    board = _as_board(board)
    inv = inversions(board)
    predicted = inv % 2 == 0
    truth = is_solvable(board)
    said = "solvable" if predicted else "unsolvable"
    details = {"inversions": inv, "rule_says_solvable": predicted, "solvable": truth}
    if predicted != truth:
        return _right(f"this board has {_plural(inv, 'inversion')}, so the odd-width rule calls it {said}, but it "
                      f"is {'solvable' if truth else 'unsolvable'}. On a board {board.cols} wide the blank's row "
                      "counts too: explain_solvability(board) shows the sums.", board=board, details=details)
    if board.cols % 2:
        return _wrong(f"this board is {board.cols} wide, an odd width, and there the rule is always right "
                      f"({_plural(inv, 'inversion')}: {said}, as it really is).",
                      "try a board with an even number of columns, such as 4 x 4 or 2 x 4", board=board,
                      details=details)
    return _wrong(f"the rule gets this one right: {_plural(inv, 'inversion')}, so it says {said}, and the board "
                  f"really is {said}.",
                  "on an even width a slide up or down changes the inversion count by an odd number: what happens "
                  "to the count when the blank leaves the bottom row?", board=board, details=details)
