"""Every size puzzlelib refuses, stated once, with the budget that sets it.

A size limit exists where a larger input could not be served within the package's time and memory
budgets (a call answers within its time limit, a kernel stays under about 1 GB): past it the input is
refused at once by :func:`check_cells`, with one sentence naming the limit and what to do instead,
rather than filling the memory or freezing the notebook first.

==========================  ==========  ============================================================
name                        cells       why
==========================  ==========  ============================================================
:data:`MAX_CELLS`           10,000      a :class:`~puzzlelib.board.Board` (100 x 100): boards, shuffles,
                                        row by row (a 100 x 100 solution is about 3 million moves)
:data:`MAX_SEARCH_CELLS`    256         searches pack a board one byte per cell (16 x 16)
:data:`MAX_GRID_CELLS`      10,000      a :class:`~puzzlelib.problems.GridProblem` (100 x 100): the
                                        largest grid a search covers within its default node budget
:data:`MAX_VIEW_CELLS`      2,500       a widget that draws every cell at every step (50 x 50): about
                                        300 kB of HTML per frame, the most Play can redraw smoothly
==========================  ==========  ============================================================

Widgets also keep the frames they have drawn under :data:`FRAME_BYTES`, however long a student scrubs, and a
comparison table takes at most :data:`MAX_COMPARED_BOARDS` boards.
"""

from __future__ import annotations

from puzzlelib.errors import PuzzleError, number_text, short_repr
from puzzlelib.notation import MAX_CELLS  # stated where boards are read (the bottom layer), listed here
from puzzlelib.numbers import whole_number

__all__ = ["MAX_CELLS", "MAX_SEARCH_CELLS", "MAX_GRID_CELLS", "MAX_VIEW_CELLS", "MAX_COMPARED_BOARDS", "FRAME_BYTES", "DEFAULT_TIME_LIMIT",
           "check_cells"]

MAX_SEARCH_CELLS = 256
MAX_GRID_CELLS = 10_000
MAX_VIEW_CELLS = 2_500
DEFAULT_TIME_LIMIT = 30.0
"""Seconds a search, or row by row, may take unless its caller says otherwise: a notebook cell that needs
longer should ask for it."""
MAX_COMPARED_BOARDS = 10_000
"""Boards one :func:`~puzzlelib.compare.compare` table takes (each is a row per method): about 20 s for ten
thousand near boards, a table pandas shows at once; a generator that never ends is refused, not read forever."""
FRAME_BYTES = 64 * 2**20
"""Bytes of drawn frames (HTML, pictures) one widget keeps to show again without redrawing."""


def check_cells(rows: int, cols: int, limit: int, what: str, instead: str, *,
                error: type[PuzzleError] = PuzzleError) -> None:
    """Refuse a ``rows x cols`` ``what`` of more than ``limit`` cells, saying what to do ``instead``.

    ``rows``, ``cols`` and ``limit`` are whole numbers checked by the caller; anything else is refused here."""
    if any(whole_number(v) is None for v in (rows, cols, limit)) or not isinstance(error, type) \
            or not issubclass(error, PuzzleError):
        raise PuzzleError(f"check_cells needs whole numbers of rows, cols and cells, got {short_repr(rows)}, "
                          f"{short_repr(cols)}, {short_repr(limit)}.")
    if rows * cols > limit:
        raise error(f"A {number_text(rows)} x {number_text(cols)} {what} has more than the {limit:,} cells it may "
                    f"hold here; {instead}.")
