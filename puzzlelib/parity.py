"""Inversions, polarity and the rule that says which boards can be solved.

Read the tiles row by row, skipping the blank. An *inversion* is a pair of tiles that appear in the
wrong order (a larger number before a smaller one). The *polarity* is whether that count is even or odd.

- Sliding a tile left or right leaves the reading order unchanged: no inversion changes.
- Sliding a tile up or down moves it past the ``cols - 1`` tiles between its old and new cell.
  On a board of **odd width** that is an even number, so the polarity never changes.
  On a board of **even width** it is odd, so the polarity flips, and the blank changes row at the
  same time: ``inversions + blank row`` keeps its parity instead.

Every function takes a board in any notation (:meth:`Board.coerce`); a Board itself passes with one
type check, cheap enough for the exhaustive loops of the tests and lessons.

Two boards of the same shape can reach each other exactly when that invariant agrees. This works
for any goal layout (standard, blank first, snail, ...), which is why every function here takes one.
"""

from __future__ import annotations

import bisect
from functools import lru_cache

from puzzlelib.board import GOAL_LAYOUTS, Board
from puzzlelib.errors import UnsolvableError, plural

__all__ = [
    "inversions",
    "inversion_pairs",
    "invariant_sum",
    "polarity",
    "parity_invariant",
    "is_solvable",
    "explain_solvability",
    "check_solvable",
    "make_solvable",
]


def inversions(board: Board) -> int:
    """Number of pairs of tiles (blank skipped) that appear in the wrong order, reading row by row.

    >>> inversions(Board.parse("1 2 3 / 4 5 6 / 8 7 0"))
    1
    """
    if type(board) is not Board:
        board = Board.coerce(board, "inversions")
    # For each tile, count the tiles already read that are larger: a sorted list and bisect make that
    # O(n log n), about three times faster than comparing every pair on a 3x3 board.
    seen: list[int] = []
    count = 0
    for tile in board.tiles:
        if tile:
            k = bisect.bisect(seen, tile)
            count += len(seen) - k
            seen.insert(k, tile)
    return count


def polarity(board: Board) -> str:
    """``"even"`` or ``"odd"``: the parity of :func:`inversions`."""
    if type(board) is not Board:
        board = Board.coerce(board, "polarity")
    return "odd" if inversions(board) % 2 else "even"


def inversion_pairs(board: Board) -> list[tuple[int, int]]:
    """Every ``(larger, smaller)`` pair of tiles read in the wrong order, row by row, the blank skipped.

    The pairs :func:`inversions` counts, listed, so that a class can check a count by hand.

    >>> inversion_pairs(Board.parse("1 2 3 / 4 5 6 / 8 7 0"))
    [(8, 7)]
    """
    if type(board) is not Board:
        board = Board.coerce(board, "inversion_pairs")
    tiles = [t for t in board.tiles if t]
    return [(a, b) for i, a in enumerate(tiles) for b in tiles[i + 1:] if a > b]


def invariant_sum(board: Board) -> int:
    """The number whose parity no legal move changes: the inversions, plus on an even width the blank's
    row (counted from 0 at the top), since there a slide up or down flips both.

    >>> invariant_sum(Board.parse("1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 15 14 0"))  # 1 inversion + row 3
    4
    """
    if type(board) is not Board:
        board = Board.coerce(board, "invariant_sum")
    value = inversions(board)
    if board.cols % 2 == 0:
        value += board.blank_pos[0]
    return value


def parity_invariant(board: Board) -> int:
    """The 0/1 quantity no legal move changes: inversions (odd width) or inversions + blank row (even width)."""
    if type(board) is not Board:
        board = Board.coerce(board, "parity_invariant")
    return invariant_sum(board) % 2


def _goal_for(board: Board, goal) -> Board:
    goal = board.resolve_goal(goal)
    return goal


@lru_cache(maxsize=64)
def _goal_invariant(goal: Board) -> int:
    """Goals repeat (one per lesson), so their invariant is computed once."""
    return parity_invariant(goal)


def is_solvable(board: Board, goal: Board | None = None) -> bool:
    """True when ``board`` can slide into ``goal`` (the standard goal of its shape by default).

    >>> is_solvable(Board.parse("1 2 3 / 4 5 6 / 8 7 0"))
    False
    >>> is_solvable(Board.parse("1 3 4 / 8 2 5 / 7 0 6"), goal=Board.goal(3, 3, "snail"))
    True
    """
    if type(board) is not Board:
        board = Board.coerce(board, "is_solvable")
    return parity_invariant(board) == _goal_invariant(_goal_for(board, goal))


def _describe(board: Board, name: str) -> tuple[str, int]:
    inv = inversions(board)
    parity = "odd" if inv % 2 else "even"
    if board.cols % 2:
        return f"{name} has {plural(inv, 'inversion')} ({parity})", inv % 2
    row = board.blank_pos[0]
    total = invariant_sum(board)
    return (
        f"{name} has {plural(inv, 'inversion')} and its blank in row {row + 1} (counting from 1 at the top, "
        f"so {plural(row, 'row')} below the top): {inv} + {row} = {total} ({'odd' if total % 2 else 'even'})",
        total % 2,
    )


def explain_solvability(board: Board, goal: Board | None = None) -> str:
    """The reasoning behind :func:`is_solvable` in plain words, with the numbers, for a class to read."""
    if type(board) is not Board:
        board = Board.coerce(board, "explain_solvability")
    goal = _goal_for(board, goal)
    width = board.cols
    past = plural(width - 1, "other tile")
    if width % 2:
        rule = (
            f"The board is {width} wide, an odd width: sliding a tile up or down moves it past {past}, "
            "an even number, so the parity of the inversion count never changes, and the blank's row "
            f"(row {board.blank_pos[0] + 1} here) does not matter."
        )
    else:
        rule = (
            f"The board is {width} wide, an even width: sliding a tile up or down moves it past {past}, "
            "an odd number, so the inversion parity flips while the blank changes row; "
            "inversions + the blank's row keeps its parity."
        )
    start_words, start_parity = _describe(board, "The board")
    goal_words, goal_parity = _describe(goal, "the goal")
    if start_parity == goal_parity:
        verdict = "Both are " + ("odd" if goal_parity else "even") + ", so the board can be solved."
    else:
        verdict = (
            "They differ, so no sequence of slides reaches the goal. Swap two tiles (not the blank) to fix it, "
            f"for example with {_fix_call(board, goal)}."
        )
    return f"{rule} {start_words}; {goal_words}. {verdict}"


def _fix_call(board: Board, goal: Board) -> str:
    """The make_solvable call to suggest. It must name a non-standard goal: without it make_solvable checks
    against the standard goal and may hand the board back unchanged, still unable to reach this one."""
    if goal == board.goal_of():
        return "make_solvable(board)"
    layout = next((name for name in GOAL_LAYOUTS if goal == board.goal_of(name)), None)
    return f"make_solvable(board, goal={layout or goal.to_text()!r})"


def check_solvable(board: Board, goal: Board | None = None) -> None:
    """Raise :class:`UnsolvableError` with the explanation when ``board`` cannot reach ``goal``."""
    if type(board) is not Board:
        board = Board.coerce(board, "check_solvable")
    if not is_solvable(board, goal):
        raise UnsolvableError(
            f"This board cannot be solved: {explain_solvability(board, goal)}\n{board}"
        )


def make_solvable(board: Board, goal: Board | None = None) -> Board:
    """Return ``board`` if it is solvable, otherwise fix it by swapping two tiles.

    The shuffling article's fix: swap the tiles in the first two cells; when the blank sits in one of those two,
    swap the last two cells instead. For each blank cell that swap pairs every unsolvable arrangement
    with exactly one solvable one, so a uniform shuffle followed by this fix stays exactly uniform over
    solvable boards (checked exhaustively in the tests).
    """
    if type(board) is not Board:
        board = Board.coerce(board, "make_solvable")
    if is_solvable(board, goal):
        return board
    if board.blank_index in (0, 1):
        return board.swap_cells(board.size - 2, board.size - 1)
    return board.swap_cells(0, 1)
