"""The playground's sentences for a student: what went wrong, in one sentence, never a traceback or a
Python call (a student on the page cannot type one), in the language the page speaks."""

from __future__ import annotations

import re

from puzzlelib.board import Board
from puzzlelib.errors import PuzzleError, SearchLimitError, UnsolvableError
from puzzlelib.i18n import _

__all__ = ["friendly", "read_board", "PYTHON_CALL", "without_python_call"]

_HOW_TO_FIX = re.compile(r";\s*(for example|e\.g\.|see |use |pass |call )|；\s*例如", re.IGNORECASE)
PYTHON_CALL = re.compile(r"(,?\s*for example( with)? |[，,]?\s*例如用 ?)[\w.]+\(.*?\)(?=[.。]?$)")
"""A closing Python call in a sentence (", for example with make_solvable(board)", "，例如用 ...")."""


def without_python_call(text: str) -> str:
    """The sentence without its closing Python call, ended as its language ends a sentence."""
    return _ended(PYTHON_CALL.sub("", text).rstrip(" ,，"))


def _ended(text: str) -> str:
    """``text`` with a full stop, Chinese (。) for a Chinese sentence."""
    if text.endswith((".", "。")):
        return text
    return text + ("。" if re.search("[\u4e00-\u9fff]", text) else ".")


def friendly(exc: BaseException, advice: str | None = None) -> str:
    """One sentence for a student: what went wrong, never a traceback and never a Python call.

    ``advice`` ends a give-up's sentence with what works instead (the playground's ``what_works``)."""
    if isinstance(exc, UnsolvableError):
        return _("This board cannot be solved: its tiles have the wrong parity for the goal "
                 "(the Parity lab shows why); swap two tiles to fix it.")
    if isinstance(exc, SearchLimitError):
        stats = getattr(exc, "stats", None) or {}
        done = stats.get("nodes_expanded")
        advice = advice or _("try a board with fewer moves to go")
        if isinstance(done, int):
            return _ended(_("The search gave up after {count:,} expansions, at the budget that keeps this page "
                            "quick: {advice}").format(count=done, advice=advice))
        return _ended(_("The search gave up at the budget that keeps this page quick: {advice}").format(advice=advice))
    if isinstance(exc, PuzzleError):
        text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        return _ended(_HOW_TO_FIX.split(text)[0].rstrip(" .;:。；："))
    return _("Something went wrong ({error}); try again or choose another board.").format(
        error=f"{type(exc).__name__}: {exc}")


def read_board(text: str, where: str) -> Board:
    """The board typed in a box, or one sentence saying the box is empty."""
    text = (text or "").strip()
    if not text:
        raise PuzzleError(_("The board box is empty: type the tiles row by row, with 0 for the blank and / between "
                            "rows"))
    return Board.coerce(text, where)
