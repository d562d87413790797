"""Reading numbers from what callers pass: the one rule for counts, sizes, rows and cells, and (with
:func:`check_number`) for budgets, weights and other real numbers.

Integral types (``int``, numpy integers) are read; bools are refused (``True`` rows or seeds are slips,
not numbers). :func:`whole_number` and :func:`whole_number_at_least` also refuse floats, even whole
ones; :func:`whole_number_in` reads whole floats (a tile that came out of a numpy float array) and names
the place that held a value it cannot read. Every other module reads numbers through these, so this
module sits at the bottom of the house and imports only :mod:`puzzlelib.errors`.
"""

from __future__ import annotations

import math
import numbers
import operator

from puzzlelib.errors import InvalidBoardError, InvalidMoveError, PuzzleError, short_repr

__all__ = ["whole_number", "whole_number_at_least", "whole_number_in", "check_number"]


def whole_number(value) -> int | None:
    """``value`` as a plain int when it is an integral type (int, numpy ints), else None.

    Bools are left out (``True`` rows or seeds are slips, not numbers) and so are floats, even whole ones:
    callers that want to read ``3.0`` say so.

    >>> whole_number(3), whole_number(3.0), whole_number(True)
    (3, None, None)
    """
    if isinstance(value, bool):
        return None
    try:
        return operator.index(value)
    except TypeError:
        return None


def whole_number_at_least(value, minimum: int, name: str, example: str) -> int:
    """``value`` as a plain int of at least ``minimum`` (numpy ints too), else a PuzzleError that names
    ``name`` and shows ``example``: one rule for the counts and sizes that functions outside the board take."""
    number = whole_number(value)
    if number is None or number < minimum:
        raise PuzzleError(f"{name} must be a whole number, {minimum} or more, got {short_repr(value)}; "
                          f"for example {example}.")
    return number


def whole_number_in(value, where: str, *, what: str, hint: str,
                    error: type[InvalidBoardError] | type[InvalidMoveError] = InvalidBoardError) -> int:
    """Accept ints (and whole floats such as numpy scalars), refuse anything else with a clear message.

    Bools and text are refused even though ``int()`` takes them: ``True`` or ``"3"`` in a board is a slip to
    point out, not a number to guess at (text goes to :meth:`Board.parse`). The message reads
    ``"{where}: {value} is not {what}; {hint}."`` (the value shortened by :func:`~puzzlelib.errors.short_repr`).

    >>> whole_number_in(2.0, "row", what="a row number", hint="for example 2")
    2
    """
    if isinstance(value, bool | str | bytes):
        raise error(f"{where}: {short_repr(value)} is not {what}; {hint}.")
    number = whole_number(value)
    try:  # a non-integral type is read only within a float's range: int(Decimal('1E+999999')) takes minutes
        if number is None and math.isfinite(float(value)):
            number = int(value)
    except (TypeError, ValueError, OverflowError, ArithmeticError):  # int(float("inf")), Decimal('NaN')
        pass
    if number is None:
        raise error(f"{where}: {short_repr(value)} is not {what}; {hint}.")
    if number != value:
        raise error(f"{where}: {short_repr(value)} is not a whole number; {hint}.")
    return number


def check_number(name: str, value, *, minimum: float = 0.0, above: bool = False, what: str = "a number"):
    """``value`` unchanged if it is a finite real number ``>= minimum`` (``> minimum`` with ``above``).

    Unchanged, not turned into a float: a search's priorities stay whole numbers when the weights
    are (integer arithmetic and comparisons are measurably faster in the heap).

    Refuses NaN and infinity (``nan < x`` is False, so NaN would slip past a plain comparison),
    ``True``/``False`` and non-numbers with a :class:`~puzzlelib.errors.PuzzleError` naming ``name``.
    """
    try:  # math.isfinite(10**400) raises OverflowError: a number too large for a float is refused too
        ok = isinstance(value, numbers.Real) and not isinstance(value, bool) and math.isfinite(value) and (
            value > minimum if above else value >= minimum)
    except OverflowError:
        ok = False
    if not ok:
        bound = f"{'greater than' if above else 'at least'} {minimum:g}"
        raise PuzzleError(f"{name} must be {what} {bound} (finite, not NaN), got {short_repr(value)}")
    return value
