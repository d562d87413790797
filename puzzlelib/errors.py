"""One family of exceptions, so a notebook can catch every puzzle mistake with ``except PuzzleError``.

Every message says what was wrong and how to fix it: a class reads these, not a stack trace.
"""

from __future__ import annotations

import re

__all__ = [
    "PuzzleError",
    "InvalidBoardError",
    "InvalidMoveError",
    "UnsolvableError",
    "SearchLimitError",
]


class PuzzleError(ValueError):
    """Base class of every error puzzlelib raises on purpose.

    The message is tidied once, here, so that every subclass reads as one sentence whatever value it
    quotes: line breaks inside the text (a numpy array's repr) become spaces, and a number of more than
    40 digits is shortened. A drawing of the board at the end (rows of ``+---+`` and ``| 1 |``) is kept.
    """

    def __init__(self, *args):
        if len(args) == 1 and isinstance(args[0], str):
            args = (tidy_message(args[0]),)
        super().__init__(*args)


class InvalidBoardError(PuzzleError):
    """A board that is not a permutation of ``0..rows*cols-1`` laid out in ``rows x cols``."""


class InvalidMoveError(PuzzleError):
    """A move that is not one of ``U D L R`` or that would push the blank off the board."""


class UnsolvableError(PuzzleError):
    """The start cannot reach the goal: their inversion parities disagree, or a search visited every
    reachable state without finding it.

    In the second case ``result`` is the unsolved :class:`~puzzlelib.result.SearchResult` (with its
    trace when the search was recorded, e.g. the whole flood of a walled-off grid); otherwise None.
    """

    def __init__(self, message: str, *, result=None):
        super().__init__(message)
        self.result = result


class SearchLimitError(PuzzleError):
    """A search hit its node, time or depth budget before it found the goal.

    ``stats`` holds how far it got (nodes expanded, frontier size, seconds, ...) and ``result``
    the partial :class:`~puzzlelib.result.SearchResult` when the search can build one.
    """

    def __init__(self, message: str, *, stats: dict | None = None, result=None):
        super().__init__(message)
        self.stats = dict(stats or {})
        self.result = result


def plural(n: int, word: str) -> str:
    """``"1 inversion"``, ``"2 inversions"``: messages are read by a class, so "1 inversions" would jar.

    Lives here because every module that writes messages already imports this one.
    """
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def short_repr(value, limit: int = 60) -> str:
    """``repr(value)`` cut to ``limit`` characters: a message quotes what it was given without pasting a
    whole array or a thousand-digit number into a student's notebook."""
    try:
        text = repr(value)
    except Exception:  # a broken __repr__ must not turn a clear message into a crash
        text = f"<{type(value).__name__}>"
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _is_drawing(line: str) -> bool:
    line = line.strip()
    return bool(line) and line[0] in "+|" and line[-1] in "+|"


def tidy_message(message: str) -> str:
    """One readable line of text, then the board drawing (if the message ends with one), as it was."""
    lines = message.split("\n")
    start = len(lines)
    while start > 1 and (_is_drawing(lines[start - 1]) or not lines[start - 1].strip()):
        start -= 1
    text = " ".join(" ".join(lines[:start]).split())
    text = re.sub(r"\d{41,}", lambda m: f"{m.group()[:12]}...({len(m.group())} digits)", text)
    drawing = [line for line in lines[start:] if line.strip()]
    return "\n".join([text, *drawing])
