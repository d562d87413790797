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
    "ArgumentError",
    "arguments_checked",
]


class PuzzleError(ValueError):
    """Base class of every error puzzlelib raises on purpose.

    The message is tidied once, here, so that every subclass reads as one sentence whatever value it
    quotes: line breaks inside the text (a numpy array's repr) become spaces, and a number of more than
    40 digits is named by its size. A drawing of the board at the end (rows of ``+---+`` and ``| 1 |``) is kept.
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
    the partial :class:`~puzzlelib.result.SearchResult` when the search can build one. ``reason`` says which
    budget ran out when the search knows: ``"nodes"``, ``"time"`` or ``"depth"`` (a checker whose own
    search ran out of *time* says "Could not check", while running out of the nodes an exercise allows
    is an answer).
    """

    def __init__(self, message: str, *, stats: dict | None = None, result=None, reason: str | None = None):
        super().__init__(message)
        self.stats = dict(stats or {})
        self.result = result
        self.reason = reason


class ArgumentError(PuzzleError, TypeError):
    """A call with a misspelt, missing or extra argument (also a :class:`TypeError`, what Python raises for it)."""


def arguments_checked(func):
    """``func``, answering a call it cannot bind (``solve(board, methd='bfs')``) with an :class:`ArgumentError`
    that names the likely keyword and the call's shape, instead of Python's TypeError. For the package's entry
    points, called once per cell, not in loops: binding costs a few microseconds."""
    import functools
    import inspect

    signature = inspect.signature(func)

    @functools.wraps(func)
    def call(*args, **kwargs):
        try:
            signature.bind(*args, **kwargs)
        except TypeError as exc:
            raise ArgumentError(f"{func.__name__}: {exc}{_did_you_mean(kwargs, signature)}; the call is "
                                f"{func.__name__}{_shape(signature)}.") from None
        return func(*args, **kwargs)

    return call


def _did_you_mean(kwargs: dict, signature) -> str:
    import difflib

    names = [p.name for p in signature.parameters.values() if p.kind not in (p.VAR_KEYWORD, p.VAR_POSITIONAL)]
    for key in kwargs:
        if key not in names:
            close = difflib.get_close_matches(str(key), names, n=1)
            if close:
                return f" (did you mean {close[0]}=?)"
    return ""


def _shape(signature) -> str:
    return "(" + ", ".join(p.name if p.default is p.empty else f"{p.name}=..." for p in signature.parameters.values()
                           if p.kind not in (p.VAR_KEYWORD, p.VAR_POSITIONAL)) + ")"


def plural(n: int, word: str) -> str:
    """``"1 inversion"``, ``"2 inversions"``: messages are read by a class, so "1 inversions" would jar.

    Lives here because every module that writes messages already imports this one.
    """
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


_SHORT_DIGITS = 40
"""Numbers with more digits than this are named by their size in messages, never printed."""


def digit_count(n: int) -> int:
    """How many decimal digits ``abs(n)`` has, without converting it to text (Python refuses to print an int
    of more than 4,300 digits, and printing one of a million takes seconds)."""
    n = abs(int(n))
    if n < 10:
        return 1
    estimate = int((n.bit_length() - 1) * 0.30102999566398120) + 1  # log10(2): digits of 2**(bits-1), or one short
    return estimate + 1 if n >= 10 ** estimate else estimate


def number_text(n, *, grouped: bool = False) -> str:
    """An int as a message shows it: in full up to 40 digits (``grouped``: as ``1,000,000``), beyond that by
    its size, ``"a 5,001-digit number"`` (or ``"a negative 5,001-digit number"``)."""
    digits = digit_count(n)
    if digits <= _SHORT_DIGITS:
        return f"{int(n):,}" if grouped else str(int(n))
    return f"a {'negative ' if n < 0 else ''}{digits:,}-digit number"


def short_repr(value, limit: int = 60) -> str:
    """``repr(value)`` cut to ``limit`` characters: a message quotes what it was given without pasting a
    whole array, a 10 kB text or a thousand-digit number into a student's notebook.

    Whole numbers of more than 40 digits are named by their size (:func:`number_text`); text is cut in the
    middle of its content, keeping its start and its length (``'RRUL...' (10,000 characters)``); anything
    whose ``repr`` fails (a broken ``__repr__``, a list holding a 5,000-digit number) is named by its type.
    """
    if isinstance(value, int) and not isinstance(value, bool):
        return number_text(value)
    if isinstance(value, str | bytes) and len(value) > limit:
        head = repr(value[: max(limit - 25, 8)])
        return f"{head[:-1]}...{head[-1]} ({len(value):,} characters)"
    try:
        text = repr(value)
    except Exception:  # a broken __repr__, or a container holding an int too long to print
        size = f" of {len(value):,} items" if isinstance(value, list | tuple | set | frozenset | dict) else ""
        text = f"<{type(value).__name__}{size}>"
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _is_drawing(line: str) -> bool:
    line = line.strip()
    return bool(line) and line[0] in "+|" and line[-1] in "+|"


MAX_MESSAGE = 300
"""Characters a message's first line may take; past that its middle is cut (what was wrong comes first and
how to fix it last, so both survive)."""

_LONG_WORD = re.compile(r"\S{61,}")


def _is_path(piece: str) -> bool:
    """A file or folder name (kept whole up to 200 characters: a shortened path names no place)."""
    return len(piece) <= 200 and ("/" in piece.strip("/.,;:") or "\\" in piece) and " " not in piece


def _shorten(piece: str) -> str:
    """A run without spaces of more than 60 characters, as its start and its length."""
    quote = piece[0] if piece[0] in "'\"" and piece[-1] == piece[0] else ""
    end = piece[-1] if piece[-1] in ".,;:)" and not quote else ""
    inner = piece[len(quote): len(piece) - len(quote) - len(end)]
    return f"{quote}{inner[:40]}...{quote} ({len(inner):,} characters){end}"


def tidy_message(message: str) -> str:
    """One readable line of text, then the board drawing (if the message ends with one), as it was.

    Whatever the message quotes, it stays short: runs of more than 40 digits become "a 301-digit number",
    unbroken runs of more than 60 characters (a 10 kB game code, a pasted file; not a file path of up to
    200) keep their first 40 characters and their length, and a first line still over :data:`MAX_MESSAGE` characters loses its
    middle. (Quoted values are cut where they are quoted, by :func:`short_repr`.)
    """
    lines = message.split("\n")
    start = len(lines)
    while start > 1 and (_is_drawing(lines[start - 1]) or not lines[start - 1].strip()):
        start -= 1
    text = " ".join(" ".join(lines[:start]).split())
    text = re.sub(r"\d{41,}", lambda m: f"a {len(m.group()):,}-digit number", text)
    text = _LONG_WORD.sub(lambda m: m.group() if _is_path(m.group()) else _shorten(m.group()), text)
    if len(text) > MAX_MESSAGE:
        text = text[: MAX_MESSAGE * 2 // 3 - 2].rstrip() + " ... " + text[-(MAX_MESSAGE // 3 - 3):].lstrip()
    drawing = [line for line in lines[start:] if line.strip()]
    return "\n".join([text, *drawing])
