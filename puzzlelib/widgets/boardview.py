"""BoardView: the one board every puzzlelib widget draws, animated in the browser.

Built on anywidget (a pure-Python package with a prebuilt JupyterLab extension: no Node and no build
step; it runs in JupyterLab 4, Notebook 7, Voila, VS Code and Colab). The front end is the ES module
``boardview.js`` and the style sheet ``boardview.css`` next to this file; both are read here and sent
inline with the widget, never fetched from a CDN, so a classroom without internet works.

The browser draws each tile as one element moved by a CSS transform, so a slide glides (130 ms by
default, ``animate_ms``), and it applies ``moves[:step]`` to ``tiles`` itself: a SolutionPlayer
links its slider to ``step`` in the browser, so playing a solution never waits on the kernel.

Where the front end cannot load: a viewer without live widgets (a static HTML export, GitHub's
preview) shows the board's text drawing (its ``text/plain`` form); a Jupyter front end lacking
anywidget's extension shows "Error displaying widget: model not found" in its place, which
``pip install anywidget`` (in requirements.txt) and a page reload cure. The older HTML drawing,
:func:`~puzzlelib.widgets.html.board_html`, stays for static pages.

Traits (all synced): ``rows``, ``cols``, ``tiles`` (row-major, 0 = blank), ``moves`` and ``step``
(the board shown is ``tiles`` after ``moves[:step]``), ``goal`` (drawn green when reached),
``pieces`` (picture data URIs by tile number; empty for numbers), ``cell_px`` (0 = by board size),
``interactive`` (clicks and arrow keys slide tiles), ``steppable`` (arrow keys step, Space toggles
``playing``), ``highlight`` (a tile outlined in purple, -1 for none), ``show_next`` (outline the
tile ``moves[step]`` slides), ``note`` (a line under the board), ``texts`` (the words the browser writes
itself, from the message catalog: :func:`board_texts`), ``animate_ms``, ``ack``.

DOM hooks for browser tests: the root ``.puzzlelib-boardview`` carries ``data-board`` (the tiles
shown, row-major, space-separated), ``data-step``, ``data-painted`` (``performance.now()`` at the
frame after the last draw) and the class ``puzzlelib-solved``; tiles are ``.puzzlelib-tile`` with
``data-tile`` and ``data-cell``, the gap ``.puzzlelib-blank``.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from pathlib import Path

import anywidget
import traitlets

from puzzlelib.board import Board, coerce_moves, whole_number
from puzzlelib.errors import short_repr
from puzzlelib.i18n import _
from puzzlelib.limits import MAX_VIEW_CELLS, check_cells
from puzzlelib.widgets.html import board_html
from puzzlelib.widgets.inputs import SIZES, WidgetOptionError, as_board, as_step, size_factor
from puzzlelib.widgets.static import StaticWhenGraded

__all__ = ["BoardView", "SIZES", "cell_size", "line_moves", "KEY_OFFSETS", "board_texts"]

_HERE = Path(__file__).resolve().parent

KEY_OFFSETS = {"ArrowLeft": (0, 1), "ArrowRight": (0, -1), "ArrowUp": (1, 0), "ArrowDown": (-1, 0)}
"""The cell (row, column offset from the blank) whose tile an arrow key moves INTO the blank:
``"ArrowLeft"`` moves the tile right of the blank to the left. ``boardview.js`` has the same table
(``KEY_CELL``); ``tests/test_widgets_boardview_js.py`` runs both and compares."""


def line_moves(board: Board, row: int, col: int) -> str:
    """The blank moves that slide every tile between the blank and (row, col) one cell toward the
    blank: a click on a tile in the blank's row or column; "" for any other cell or the blank itself.

    The browser predicts a click with the same rule (``lineMoves`` in ``boardview.js``, compared
    with this one by ``tests/test_widgets_boardview_js.py``) before Python's answer arrives.

    >>> line_moves(Board.parse("1 2 3 / 4 5 6 / 7 8 0"), 2, 0)
    'LL'
    """
    br, bc = board.blank_pos
    if row == br and col != bc:
        return ("R" if col > bc else "L") * abs(col - bc)
    if col == bc and row != br:
        return ("D" if row > br else "U") * abs(row - br)
    return ""

_DEFAULT_CELL = {2: 92, 3: 84, 4: 70, 5: 60, 6: 52}


def cell_size(rows: int, cols: int, size="normal") -> int:
    """Tile side in pixels: 84 px on 3 x 3 (35 px numbers), smaller on larger boards, times ``size``
    (``boardview.js``'s ``defaultCell`` gives the same sizes when ``cell_px`` is 0).

    ``size`` is a name from :data:`SIZES` or a number of pixels per tile (24 to 200).
    """
    base = _DEFAULT_CELL.get(max(rows, cols), max(28, 52 - 4 * (max(rows, cols) - 6)))
    kind, value = size_factor(size)
    return int(value) if kind == "px" else round(base * value)


def _viewable(board, where: str) -> Board:
    """``board`` in any notation, refused by name when it has more cells than a view draws."""
    board = board if isinstance(board, Board) else as_board(board, where=where)
    check_cells(board.rows, board.cols, MAX_VIEW_CELLS, "board",
                "a board view draws every tile, so it shows boards of up to 50 x 50; solve larger ones with "
                "row_by_row(board) and look at result.path[k]", error=WidgetOptionError)
    return board


def _cell_of(row, col, rows: int, cols: int) -> tuple[int, int] | None:
    """``(row, col)`` as plain ints when both are whole numbers naming a cell of a ``rows x cols`` board."""
    r, c = whole_number(row), whole_number(col)
    if r is None or c is None or not (0 <= r < rows and 0 <= c < cols):
        return None
    return r, c


class _Named:
    """A trait whose wrong values are refused in one sentence (a :class:`WidgetOptionError`) instead of
    traitlets' TraitError, like every other option of the widgets."""

    def error(self, obj, value, error=None, info=None):
        what = f"{self.name} of a board view" if self.name else "each entry"
        raise WidgetOptionError(_("{what} must be {kind}, got {value}; for example view.board = "
                                  "'1 2 3 / 4 0 6 / 7 5 8'.").format(what=what, kind=self.info(), value=short_repr(value)))


class _Int(_Named, traitlets.Int):
    def validate(self, obj, value):
        value = super().validate(obj, value)
        if not -(2**31) <= value < 2**31:  # the browser reads numbers as doubles; no board needs more
            self.error(obj, value)
        return value

    def info(self) -> str:
        return "a whole number below 2**31 in size"


class _Bool(_Named, traitlets.Bool):
    pass


class _Unicode(_Named, traitlets.Unicode):
    pass


class _List(_Named, traitlets.List):
    pass


def board_texts() -> dict[str, str]:
    """The sentences ``boardview.js`` writes, in the language shown now; ``{name}`` marks what it fills in."""
    return {
        "tile_can_slide": _("tile {tile}, can slide {direction}"),
        "tile_can_slide_line": _("tile {tile}, can slide {direction} with its line"),
        "tile_at": _("tile {tile}, row {row}, column {col}"),
        "board": _("sliding puzzle, {rows} by {cols}"),
        "solved": _("Solved"),
        "up": _("up"), "down": _("down"), "left": _("left"), "right": _("right"),
    }


class BoardView(StaticWhenGraded, anywidget.AnyWidget):
    """A sliding-puzzle board drawn and animated in the browser; see the module docstring for traits.

    ``BoardView(board)`` shows a board; ``view.board = other`` shows another (the tiles that moved
    glide there). ``view.on_slide(callback)`` registers ``callback(row, col)`` for clicks and arrow
    keys (the view must be ``interactive``); the callback returns the board to show (or raises).
    """

    _esm = (_HERE / "boardview.js").read_text(encoding="utf-8")
    _css = (_HERE / "boardview.css").read_text(encoding="utf-8") + (_HERE / "large.css").read_text(encoding="utf-8")

    rows = _Int(3).tag(sync=True)
    cols = _Int(3).tag(sync=True)
    tiles = _List(_Int(), default_value=list(Board.goal(3, 3).tiles)).tag(sync=True)
    moves = _Unicode("").tag(sync=True)
    step = _Int(0).tag(sync=True)
    max_step = _Int(0).tag(sync=True)
    goal = _List(_Int(), default_value=[]).tag(sync=True)
    pieces = _List(_Unicode(), default_value=[]).tag(sync=True)
    cell_px = _Int(0).tag(sync=True)
    interactive = _Bool(False).tag(sync=True)
    steppable = _Bool(False).tag(sync=True)
    playing = _Bool(False).tag(sync=True)
    highlight = _Int(-1).tag(sync=True)
    show_next = _Bool(False).tag(sync=True)
    note = _Unicode("").tag(sync=True)
    label = _Unicode("").tag(sync=True)
    texts = traitlets.Dict().tag(sync=True)
    """What the browser writes itself (tiles' and the board's labels for screen readers, "Solved"), in
    the language shown, from the message catalog: see :func:`board_texts`."""
    animate_ms = _Int(130).tag(sync=True)
    replay_ms = _Int(0).tag(sync=True)
    ack = _Int(0).tag(sync=True)

    def __init__(self, board: Board | str | None = None, **kwargs):
        kwargs.setdefault("texts", board_texts())
        super().__init__(**kwargs)
        self._slide_handlers: list[Callable[[int, int], object]] = []
        self._refused_handlers: list[Callable[[dict], object]] = []
        if board is not None:
            self.board = board
        self.add_class("puzzlelib-board")
        self.on_msg(self._on_message)

    # ------------------------------------------------------------------ state
    @property
    def board(self) -> Board:
        """The board shown: ``tiles`` after the first ``step`` of ``moves``."""
        start = Board(self.rows, self.cols, tuple(self.tiles))
        return start.apply(self.moves[: max(0, min(self.step, len(self.moves)))]) if self.moves else start

    @board.setter
    def board(self, board) -> None:
        board = _viewable(board, "BoardView")
        with self.hold_sync():
            self.rows, self.cols = board.rows, board.cols
            self.tiles = list(board.tiles)
            self.moves = ""
            self.step = 0

    def show_path(self, start: Board, moves, step: int = 0) -> None:
        """Show ``start`` and let the browser step through ``moves`` (a player's whole solution).

        With ``replay_ms`` > 0 the browser glides from ``start`` to ``step`` one slide every
        ``replay_ms`` milliseconds (the game's Solve); ``board`` is at once the board at ``step``.

        ``start`` is any board notation; ``moves`` any move notation (``"RRU"``, a list); every move is
        checked here, so the browser never receives a path it cannot play."""
        start = _viewable(start, "show_path")
        moves = "".join(coerce_moves(moves, "show_path"))
        start._walk(moves)  # an illegal move is named (with its place) before anything is shown
        step = as_step(step, len(moves))
        with self.hold_sync():
            self.rows, self.cols = start.rows, start.cols
            self.tiles = list(start.tiles)
            self.moves = moves
            self.max_step = len(moves)
            self.step = step

    def __repr__(self) -> str:
        """The board in text: what a viewer without widget support shows."""
        try:
            return str(self.board)
        except Exception:  # noqa: BLE001 - a repr must never raise
            return object.__repr__(self)

    def static_picture(self) -> str:
        """The board as an HTML table (and its note): what a grader's copy of the notebook shows."""
        note = f"<div>{escape(self.note)}</div>" if self.note else ""
        return board_html(self.board) + note

    def _repr_mimebundle_(self, **kwargs):
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle:
            data = bundle[0] if isinstance(bundle, tuple) else bundle
            data["text/plain"] = repr(self)
        return bundle

    # ------------------------------------------------------------------ input
    def on_slide(self, callback: Callable[[int, int], object]) -> None:
        """Call ``callback(row, col)`` when the student clicks a tile or presses an arrow key."""
        self._slide_handlers.append(callback)

    def on_refused(self, callback: Callable[[dict], object]) -> None:
        """Call ``callback(message)`` when a click or key could not move anything (not in the blank's line)."""
        self._refused_handlers.append(callback)

    def click(self, row: int, col: int) -> None:
        """Act as if the tile at (row, col) were clicked in the browser (for code and tests).

        ``row`` and ``col`` count from 0; a cell that is not on the board is refused by name."""
        cell = _cell_of(row, col, self.rows, self.cols)
        if cell is None:
            raise WidgetOptionError(_("click(row, col) takes a cell of this {rows} x {cols} board, counted from 0, got "
                                      "({row}, {col}); for example view.click(2, 1).").format(
                rows=self.rows, cols=self.cols, row=short_repr(row), col=short_repr(col)))
        self._on_message(self, {"kind": "slide", "row": cell[0], "col": cell[1], "seq": self.ack + 1}, [])

    def press(self, key: str) -> None:
        """Act as if an arrow key were pressed on the focused board: the tile on that side of the blank
        moves into it (``"ArrowLeft"`` slides the tile right of the blank to the left)."""
        if not isinstance(key, str) or key not in KEY_OFFSETS:
            raise WidgetOptionError(_("press() takes one of {keys}, got {value}.").format(
                keys=", ".join(KEY_OFFSETS), value=short_repr(key)))
        board = self.board
        row, col = board.blank_pos
        row, col = row + KEY_OFFSETS[key][0], col + KEY_OFFSETS[key][1]
        if 0 <= row < board.rows and 0 <= col < board.cols:
            self.click(row, col)
        else:
            self._on_message(self, {"kind": "refused", "key": key}, [])

    def _on_message(self, _widget, content, _buffers) -> None:
        """A message from the browser. Only well-formed ones act (``{"kind": "slide", "row": r, "col": c,
        "seq": n}`` naming a cell of this board, or ``{"kind": "refused", ...}``); anything else (a page from
        another version, a hand-made message) changes nothing, since nobody could read an error raised here:
        a slide is still answered with ``ack``, so the browser takes back any slide it predicted."""
        if not isinstance(content, dict):
            return
        kind = content.get("kind")
        if kind == "slide":
            cell = _cell_of(content.get("row"), content.get("col"), self.rows, self.cols)
            seq = whole_number(content.get("seq", 0))
            seq = seq if seq is not None and 0 <= seq < 2**31 else 0
            # One message back: the board Python now holds and the click it answers, so the browser
            # replaces its prediction (or takes it back, when the slide was refused) in one step.
            with self.hold_sync():
                try:
                    if cell is not None:
                        for handler in self._slide_handlers:
                            handler(*cell)
                finally:
                    self.ack = min(max(self.ack + 1, seq), 2**31 - 1)
        elif kind == "refused":
            for handler in self._refused_handlers:
                handler(content)
