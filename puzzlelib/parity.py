"""Inversions, their parity, and the rule that says which boards can be solved.

Read the tiles row by row, skipping the blank. An *inversion* is a pair of tiles that appear in the
wrong order (a larger number before a smaller one). Whether that count is even or odd is its
*parity*; the shuffling article calls it the *polarity* (:func:`polarity`).

Sliding a tile left or right leaves the reading order unchanged; sliding it up or down changes the
count, and moves the blank to another row. Why that leads to the rule below is lesson 4's subject.

Each board has a number whose parity no slide changes (:func:`parity_number`): its inversions on an
odd width, inversions + height - blank row on an even one (the blank's row counted from 1 at the top). A
board can reach a goal exactly when the two numbers have the same parity. For the standard goal the
number is 0, so there the rule reads "solvable when the number is even", the form the lessons teach and
:func:`explain_solvability` prints. That every board of the goal's parity is reached was proved by Johnson
and Story (1879) for every board of at least 2 x 2; Wilson (1974) extended it to tokens sliding on graphs.
The tests check it by exhaustive search on the small shapes.

Every function takes a board in any notation (:meth:`Board.coerce`); a Board itself passes with one
type check, cheap enough for the exhaustive loops of the tests and lessons. Every function that takes
a goal works for any layout (standard, blank first, snail, ...).
"""

from __future__ import annotations

import bisect
from functools import lru_cache

from puzzlelib.board import GOAL_LAYOUTS, Board
from puzzlelib.errors import UnsolvableError
from puzzlelib.i18n import _

__all__ = [
    "inversions",
    "inversion_pairs",
    "invariant_sum",
    "polarity",
    "parity_invariant",
    "parity_number",
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
    """``"even"`` or ``"odd"``: the parity of :func:`inversions` (the shuffling article's "polarity")."""
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
    """0 or 1: the parity that no legal move changes (the parity of :func:`parity_number`)."""
    if type(board) is not Board:
        board = Board.coerce(board, "parity_invariant")
    return parity_number(board) % 2


def parity_number(board: Board) -> int:
    """The number whose parity no slide changes: the inversions on an odd width, and on an even width
    inversions + height - blank row, with the blank's row counted from 1 at the top (the shuffling
    article's sum; height - blank row is the number of rows below the blank).

    >>> parity_number(Board.parse("1 2 3 / 4 5 6 / 8 7 0"))  # 3 wide: 1 inversion
    1
    >>> parity_number(Board.parse("1 2 3 4 / 5 6 7 0 / 8 9 10 11"))  # 4 wide: 0 + 3 - 2
    1
    """
    if type(board) is not Board:
        board = Board.coerce(board, "parity_number")
    value = inversions(board)
    if board.cols % 2 == 0:
        value += board.rows - (board.blank_pos[0] + 1)
    return value


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


def _sum_words(board: Board) -> str:
    """The parity number written out as the lesson writes it: ``19`` or ``3 + 4 - 3 = 4``."""
    value = parity_number(board)
    if board.cols % 2:
        return str(value)
    return f"{inversions(board)} + {board.rows} - {board.blank_pos[0] + 1} = {value}"


def _parity_word(value: int) -> str:
    return _("odd") if value % 2 else _("even")


def explain_solvability(board: Board, goal: Board | None = None) -> str:
    """Why ``board`` can or cannot slide into ``goal``, with the numbers, in the words lesson 4 uses.

    On an odd width the number to look at is the inversion count; on an even width it is
    inversions + height - blank row (the blank's row counted from 1 at the top). No slide changes
    its parity, so the board can reach the goal exactly when its number has the goal's parity; for the
    standard goal the goal's number is 0, so there "even" means solvable.

    >>> print(explain_solvability(Board.parse("1 2 3 / 4 5 6 / 8 7 0")))  # doctest: +NORMALIZE_WHITESPACE
    The board is 3 wide, an odd width, so count its inversions: 1 (odd). No slide changes the parity
    of that number, and for the goal it is 0 (even), so no sequence of slides reaches the goal.
    Swapping two tiles (not the blank) flips the parity: do that to fix it, for example with
    make_solvable(board).
    """
    if type(board) is not Board:
        board = Board.coerce(board, "explain_solvability")
    goal = _goal_for(board, goal)
    width = board.cols
    if width % 2:
        what = _("The board is {width} wide, an odd width, so count its inversions").format(width=width)
    else:
        what = _("The board is {width} wide, an even width, so add up inversions + height - blank row "
                 "(the blank's row counted from 1 at the top)").format(width=width)
    mine, theirs = parity_number(board), parity_number(goal)
    facts = _("{what}: {number} ({parity}). No slide changes the parity of that number, and for the goal it "
              "is {goal_number} ({goal_parity})").format(
        what=what, number=_sum_words(board), parity=_parity_word(mine), goal_number=_sum_words(goal),
        goal_parity=_parity_word(theirs))
    if mine % 2 == theirs % 2:
        return _("{facts}, so the board can be solved.").format(facts=facts)
    return _("{facts}, so no sequence of slides reaches the goal. Swapping two tiles (not the blank) flips the "
             "parity: do that to fix it, for example with {call}.").format(facts=facts, call=_fix_call(board, goal))


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
            _("This board cannot be solved: {reason}").format(reason=explain_solvability(board, goal)) + f"\n{board}"
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
