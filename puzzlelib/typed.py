"""Text as people type it: full-width forms from a Chinese keyboard, characters that look like digits but
are not, and text far too long to be a board.

A class types boards and moves with whatever keyboard it has: ``１，２，３／４`` from a Chinese input method,
``①`` from a symbol menu, a whole file pasted by mistake. The readers of boards (:mod:`puzzlelib.notation`)
and of moves (:mod:`puzzlelib.moves`) pass what they are given through here first, so every notation is
read, or refused by name, the same way. Bottom layer: imports only :mod:`puzzlelib.errors`.
"""

from __future__ import annotations

from puzzlelib.errors import InvalidBoardError, short_repr

__all__ = ["plain_text", "lookalike_digit", "check_text_size", "MAX_TEXT"]

_INVISIBLE = [0x00AD, *range(0x200B, 0x2010), *range(0x202A, 0x202F), *range(0x2060, 0x2065), 0xFEFF]
"""Characters that take no room on screen (zero-width spaces, direction marks, a byte-order mark, soft
hyphens): text copied from a web page or a document carries them between digits, where nobody can see them."""

_WIDE_FORMS = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)} | {0x3000: " ", 0x3001: ","} | dict.fromkeys(
    _INVISIBLE)
"""Full-width forms as the plain characters they stand for: a board typed with a Chinese input method writes
``１，２，３／４``, an ideographic space and the enumeration comma ``、``; all read as ``1,2,3/4``. Invisible
characters (:data:`_INVISIBLE`) are left out."""

MAX_TEXT = 1_000_000
"""Characters of board or move text read at all (a 100 x 100 board takes about 49,000): past that the text
is a pasted file, not a board, and is refused before any work."""


def plain_text(text: str) -> str:
    """``text`` with full-width punctuation, digits and letters turned into their plain forms (see
    :data:`_WIDE_FORMS`): the one place where the notations of other keyboards are read.

    >>> plain_text("１，２，３／４、５")
    '1,2,3/4,5'
    """
    if not isinstance(text, str):
        raise InvalidBoardError(f"plain_text reads text, got {short_repr(text)}; for example plain_text('１，２').")
    return text.translate(_WIDE_FORMS)


def lookalike_digit(word: str) -> str | None:
    """A sentence naming the first character of ``word`` that looks like a number but is not a decimal digit
    (circled ①, superscript ², fractions, Roman or Chinese numerals), or None when there is none.

    ``str.isdigit()`` says True for ① and ², yet ``int()`` refuses them: they are named here, with the
    digits to type instead, so no reader of numbers has to guess or crash.

    >>> lookalike_digit("① 2 3")
    "'①' (circled digit one) looks like a number but is not a digit: type 1"
    """
    import unicodedata

    if not isinstance(word, str):
        return None
    for ch in word:
        if ch.isdecimal() or not (ch.isdigit() or ch.isnumeric()):
            continue
        value = unicodedata.numeric(ch, None)
        name = unicodedata.name(ch, "numeric character").lower()
        name = "a Chinese numeral" if name.startswith("cjk") else name
        typed = f"type {int(value)}" if value is not None and value == int(value) else "type digits 0-9"
        return f"{ch!r} ({name}) looks like a number but is not a digit: {typed}"
    return None


def check_text_size(text: str, what: str) -> None:
    """Refuse text longer than :data:`MAX_TEXT` characters, naming ``what`` it was meant to be."""
    if not isinstance(text, str) or not isinstance(what, str):
        raise InvalidBoardError(f"check_text_size measures text named by text, got {short_repr(text)} named by "
                                f"{short_repr(what)}; for example "
                                "check_text_size('1 2 3 / 4 5 6 / 7 8 0', 'board').")
    if len(text) > MAX_TEXT:
        raise InvalidBoardError(f"The {what} text has {len(text):,} characters, more than the {MAX_TEXT:,} any "
                                "board or move list needs; pass the board itself, for example "
                                "Board.parse('1 2 3 / 4 5 6 / 7 8 0').")
