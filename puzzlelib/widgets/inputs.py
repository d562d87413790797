"""What the widgets accept: boards in any notation, shapes, speeds, sizes and steps, read once here.

A class types whatever comes to mind into ``PuzzleGame(...)``: a Board, the text ``"1 2 3 / 4 0 6 /
7 5 8"``, a 2-D list, a numpy array, ``4`` or ``np.int64(4)``, ``(3, 4)``. Each reader here turns that
into what the widget needs, or raises a :class:`~puzzlelib.errors.PuzzleError` whose one sentence says
what was wrong and gives an example that works.
"""

from __future__ import annotations

import math
from pathlib import Path

from puzzlelib.board import Board, whole_number
from puzzlelib.errors import InvalidBoardError, PuzzleError, number_text, short_repr
from puzzlelib.i18n import _

__all__ = ["WidgetOptionError", "as_board", "as_shape", "as_speed", "as_step", "as_switch", "as_pixels", "size_factor",
           "describe", "SIZES", "is_large", "mark_large", "LARGE_CLASS", "LARGE_CSS"]


class WidgetOptionError(PuzzleError):
    """A widget option (speed, size, step, methods, ...) that the widget cannot use."""


def describe(value) -> str:
    """A short description of a value for a message: its type and a clipped repr (never failing: a number too
    long to print is named by its size, a broken or endless repr by its type)."""
    return f"{type(value).__name__} {short_repr(value, 40)}"


def _whole(value):
    """``value`` as an int when it is a whole number (numpy ints included; bools and text not), else None."""
    return whole_number(value)


def as_board(value, *, where: str = "PuzzleGame") -> Board:
    """A Board from any notation :meth:`Board.coerce <puzzlelib.board.Board.coerce>` reads (text, 2-D or
    flat lists, numpy arrays); anything else raises InvalidBoardError naming ``where``."""
    return Board.coerce(value, where)


def as_shape(value) -> tuple[int, int]:
    """``(rows, cols)`` from ``3``, ``np.int64(3)`` or ``(3, 4)``; 2 to 8 rows and columns."""
    whole = _whole(value)
    if whole is not None:
        rows = cols = whole
    elif isinstance(value, tuple | list) and len(value) == 2 and all(_whole(v) is not None for v in value):
        rows, cols = (_whole(v) for v in value)
    else:
        raise InvalidBoardError(_("A board size is a whole number or (rows, cols), got {value}; for example "
                                  "PuzzleGame(4) or PuzzleGame((3, 4)).").format(value=describe(value)))
    if not (2 <= rows <= 8 and 2 <= cols <= 8):
        raise InvalidBoardError(_("Boards of 2 to 8 rows and columns can be played here, got {rows} x {cols}; for "
                                  "example PuzzleGame(4).").format(rows=number_text(rows), cols=number_text(cols)))
    return rows, cols


def as_speed(speed, speeds: dict[str, int]) -> int:
    """Milliseconds per step from a speed name (``"slow"``, ``"normal"`` ...) or a number of milliseconds."""
    if isinstance(speed, str) and speed.strip().lower() in speeds:
        return speeds[speed.strip().lower()]
    whole = _whole(speed)
    if whole is None and isinstance(speed, float) and math.isfinite(speed) and speed == int(speed):
        whole = int(speed)
    if whole is not None and 10 <= whole <= 10_000:
        return whole
    raise WidgetOptionError(_("speed must be one of {names} or milliseconds per step (10 to 10000), got {value}; for "
                              "example speed='fast'.").format(names=", ".join(repr(s) for s in speeds),
                                                              value=describe(speed)))


def as_switch(value, name: str, example: str) -> bool | None:
    """A yes/no option: True, False (numpy's too), 0, 1 or None (the widget decides); anything else is refused
    rather than read by its truth value (``tree=[...]`` is a slip, and an array has no single truth value)."""
    if value is None or isinstance(value, bool):
        return value
    if type(value).__module__ == "numpy" and getattr(value, "ndim", 1) == 0 and str(getattr(value, "dtype", "")) == "bool":
        return bool(value)
    if _whole(value) in (0, 1):
        return bool(_whole(value))
    raise WidgetOptionError(_("{name} is a switch, True or False, got {value}; for example {example}.").format(
        name=name, value=describe(value), example=example))


def as_pixels(value, name: str, low: int = 8, high: int = 200) -> int:
    """A size in pixels: a whole number from ``low`` to ``high``."""
    whole = _whole(value)
    if whole is None or not low <= whole <= high:
        raise WidgetOptionError(_("{name} is a number of pixels from {low} to {high}, got {value}; for example "
                                  "{name}=34.").format(name=name, low=low, high=high, value=describe(value)))
    return whole


def as_step(value, limit: int) -> int:
    """A step number from an int (numpy ints, whole floats too), clamped to ``0..limit``."""
    whole = _whole(value)
    if whole is None and isinstance(value, float) and math.isfinite(value) and value == int(value):
        whole = int(value)
    if whole is None:
        raise WidgetOptionError(_("A step is a whole number from 0 to {limit}, got {value}; for example player.step = "
                                  "3.").format(limit=limit, value=describe(value)))
    return min(max(0, whole), limit)


SIZES = {"small": 0.75, "normal": 1.0, "large": 1.4, "projector": 1.4, "huge": 1.8}
"""Scale factors for the ``size=`` option of the widgets (``"large"`` for a projector)."""


def size_factor(size) -> tuple[str, float]:
    """``("scale", factor)`` for a size name (``"large"`` for a projector), ``("px", n)`` for pixels per tile."""
    if size is None:
        return "scale", 1.0
    if isinstance(size, str) and size.strip().lower() in SIZES:
        return "scale", SIZES[size.strip().lower()]
    whole = _whole(size)
    if whole is not None and 24 <= whole <= 200:
        return "px", float(whole)
    raise WidgetOptionError(_("size must be one of {names} or pixels per tile (24 to 200), got {value}; for example "
                              "size='large' on a projector.").format(names=", ".join(repr(s) for s in SIZES),
                                                                     value=describe(size)))


LARGE_CLASS = "puzzlelib-large"
"""CSS class of a widget shown at a projector size: its text is at least 18 px."""

LARGE_PX = 100
"""Tiles of this many pixels or more count as a projector size too."""

LARGE_CSS = "<style>" + (Path(__file__).resolve().parent / "large.css").read_text(encoding="utf-8") + "</style>"
"""Style of :data:`LARGE_CLASS`: 18 px text in every control, caption, table and legend inside it
(ipywidgets' own text is 13 px, too small for the back row)."""


def is_large(size) -> bool:
    """Whether ``size`` (a name from :data:`SIZES` or pixels per tile) is meant for a projector."""
    kind, value = size_factor(size)
    return value >= SIZES["large"] if kind == "scale" else value >= LARGE_PX


def mark_large(widget, size) -> bool:
    """Give ``widget`` the projector class when ``size`` is large (its text then grows to 18 px);
    returns whether it did."""
    large = is_large(size)
    if large:
        widget.add_class(LARGE_CLASS)
    return large
