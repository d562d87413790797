"""TreeView: the tree a recorded search explored, drawn by the browser and shown at any step at once.

The kernel sends the whole search once (:func:`~puzzlelib.draw.tree_data.tree_data`: every node with
its parent, g, h, f and the steps at which it entered the frontier, was expanded or left it); the
page (``treeview.js``, an anywidget module shipped next to this file, sent inline: no CDN) draws it
as SVG. An explorer links its slider to ``step`` in the browser (``jslink``), so a step redraws the
tree with no round trip to the kernel and the picture is never of an earlier step than the slider.

What the page draws at a step is decided by three rules written once in Python and once in the
module, and compared by the tests: each node's colour (:func:`~puzzlelib.draw.tree_data.status_at`,
the static picture's :func:`~puzzlelib.draw.tree.tree_status`), which nodes are drawn when more than
``cap`` exist (:func:`~puzzlelib.draw.tree_data.fold`: the start, the node being expanded and its
ancestors, the boards it made, the solution path, then the newest expanded and open boards; every
shown node with hidden boards under it gets a "+k" badge and the picture says "showing N of M
boards"), and where each node goes (:func:`~puzzlelib.draw.tree.tree_layout`).

In the page: g, h and f on every node in 14 px text at the default size (``font_px``; 18 px with
``size="large"``), the tile slid to reach it with its arrow; hover or tap a node for its board large
with its numbers, named as the lesson names them (the scored search: step, score and
``f = score x 2 + step``); the newest boards and their parent outlined in purple; drag to pan,
"+"/"−" (or Ctrl + wheel) to zoom, "fit" for the whole tree, "follow" for full size following the
newest board, and top-down or left-to-right. On the focused tree the arrow keys step, Home/End jump,
Space plays or pauses (``playing``, linked to a player's Play).

Where no front end runs (nbconvert, grading, an exported page), the widget's output also holds a
PNG of the same tree drawn by :func:`~puzzlelib.draw.draw_search_tree` (see :meth:`TreeView.png`).

DOM hooks for browser tests: ``.puzzlelib-treeview`` carries ``data-step`` (the step drawn),
``data-asked`` (the step linked), ``data-shown``, ``data-visible``, ``data-scale`` and
``data-painted`` (``performance.now()`` at the frame after a draw); nodes are
``.puzzlelib-tree-node`` with ``data-id`` and ``data-status``; ``.puzzlelib-tree-message`` is the
line on the picture; ``.puzzlelib-tree-detail`` the hover card; buttons ``.puzzlelib-tree-zoom-in``,
``-zoom-out``, ``-fit``, ``-follow``, ``-orient``.
"""

from __future__ import annotations

from pathlib import Path

import anywidget
import traitlets

from puzzlelib.draw.palette import PALETTE
from puzzlelib.draw.tree_data import FOLD_CAP, fold, status_at, tree_data, wire
from puzzlelib.errors import PuzzleError, short_repr
from puzzlelib.numbers import whole_number
from puzzlelib.widgets.inputs import is_large
from puzzlelib.widgets.static import StaticWhenGraded

__all__ = ["TreeView", "TREE_FONT_PX", "LARGE_TREE_FONT_PX"]

_HERE = Path(__file__).resolve().parent

TREE_FONT_PX = 14
"""Text on the tree's nodes at the default size (the course's least size for a projector)."""

LARGE_TREE_FONT_PX = 18
"""Text on the tree's nodes with ``size="large"``."""

_STATE_COLOURS = ("start", "goal", "open", "closed", "path", "current", "dropped")


def _words(method) -> dict:
    """How the lesson names g, h and f for ``method`` (a record, or None for plain letters)."""
    if method is None:
        return {"g": "g", "h": "h", "formula": "f = g + h"}
    return {"g": method.g_name, "h": method.h_name, "formula": method.formula}


class TreeView(StaticWhenGraded, anywidget.AnyWidget):
    """The explored tree of a recorded search, drawn by the browser: ``TreeView(solve(b, record=True))``.

    ``step`` is the step shown (link it to a slider with ``ipywidgets.jslink``), ``cap`` the most
    boards drawn at once (above it the tree folds, and says so), ``orientation`` ``"down"`` or
    ``"right"``, ``size="large"`` for 18 px text. State for code and tests: :attr:`status`,
    :attr:`shown_ids`, :attr:`hidden`, :attr:`message`.
    """

    _esm = (_HERE / "treeview.js").read_text(encoding="utf-8")
    _css = (_HERE / "treeview.css").read_text(encoding="utf-8") + (_HERE / "large.css").read_text(encoding="utf-8")

    data = traitlets.Dict().tag(sync=True)
    step = traitlets.Int(0).tag(sync=True)
    playing = traitlets.Bool(False).tag(sync=True)
    cap = traitlets.Int(FOLD_CAP).tag(sync=True)
    orientation = traitlets.Unicode("down").tag(sync=True)
    palette = traitlets.Dict().tag(sync=True)
    words = traitlets.Dict().tag(sync=True)
    font_px = traitlets.Int(TREE_FONT_PX).tag(sync=True)
    height = traitlets.Int(440).tag(sync=True)

    def __init__(self, trace=None, *, step: int = 0, cap: int = FOLD_CAP, orientation: str = "down", size=None,
                 height: int = 440, **kwargs):
        super().__init__(**kwargs)
        number = whole_number(cap)
        if number is None or number < 1:
            raise PuzzleError(f"cap must be a whole number of boards, 1 or more, got {short_repr(cap)}; "
                              "for example TreeView(result, cap=200).")
        if orientation not in ("down", "right"):
            raise PuzzleError(f"orientation must be 'down' (top-down) or 'right' (left to right), got "
                              f"{short_repr(orientation)}.")
        self._trace = None
        self._data: dict = {}
        self.palette = {key: PALETTE[key] for key in _STATE_COLOURS}
        self.cap, self.orientation, self.height = number, orientation, int(height)
        self.font_px = LARGE_TREE_FONT_PX if size is not None and is_large(size) else TREE_FONT_PX
        self.add_class("puzzlelib-tree")
        if trace is not None:
            self.show(trace, step=step)

    def show(self, trace, *, step: int = 0) -> None:
        """Show another recorded search (a result or its trace), from ``step``."""
        result = trace
        trace = getattr(trace, "trace", trace)
        data = tree_data(trace)  # refuses what is not a recorded search, with a sentence
        self._trace = trace
        record = getattr(trace, "method", None)
        if not hasattr(record, "formula"):
            from puzzlelib.search.methods import get_method

            try:
                record = get_method(getattr(result, "method", None))
            except PuzzleError:
                record = None
        self._data = data
        with self.hold_sync():
            self.words = _words(record)
            self.step = min(max(0, int(step)), data["steps"])
            self.data = wire(data)

    # ------------------------------------------------------------------ what the page shows
    @property
    def tree(self) -> dict:
        """The whole search as :func:`~puzzlelib.draw.tree_data.tree_data` gives it (the page gets it
        in the compact form of :func:`~puzzlelib.draw.tree_data.wire`)."""
        return self._data

    @property
    def shown_step(self) -> int:
        """The step drawn: the linked step, or the last step sent for a search too big to send whole."""
        return max(0, min(self.step, self._data.get("sent_steps", 0)))

    @property
    def status(self) -> dict[int, str]:
        """``{node id: palette key}`` of every node at the step drawn (the page's colours)."""
        return status_at(self._data, self.shown_step) if self._data else {}

    def _fold(self) -> dict:
        if not self._data:
            return {"ids": [], "hidden": {}, "visible": 0}
        return fold(self._data, self.shown_step, self.cap)

    @property
    def shown_ids(self) -> list[int]:
        """The ids of the nodes drawn at this step (all of them up to ``cap``)."""
        return self._fold()["ids"]

    @property
    def hidden(self) -> dict[int, int]:
        """``{shown node id: boards folded under it}`` (the "+k" badges)."""
        return self._fold()["hidden"]

    @property
    def message(self) -> str:
        """The line on the picture: how many boards it shows, after which step (and what it leaves out)."""
        if not self._data:
            return ""
        folded = self._fold()
        what, step = self._data.get("what", "boards"), self.shown_step
        shown, visible = len(folded["ids"]), folded["visible"]
        text = (f"showing {shown} of {visible} {what} (the rest folded under +k)" if shown < visible
                else f"{visible} {what if visible != 1 else what[:-1]}")
        text += f" after {step} of {self._data['steps']} expansions"
        if step < self.step:
            text += (f"; step {self.step} is not drawn: the tree stops at step {step} "
                     f"({len(self._data['nodes'])} {what} sent)")
        return text

    # ------------------------------------------------------------------ the static fallback
    def png(self, step: int | None = None, *, max_drawn_nodes: int | None = None) -> bytes:
        """The same tree as a PNG (matplotlib and networkx, course style), for pages with no front end;
        ``max_drawn_nodes`` as :func:`~puzzlelib.draw.draw_search_tree` (its picture says what it cuts)."""
        import io

        from puzzlelib.draw.tree import draw_search_tree, tree_figure

        if self._trace is None:
            raise PuzzleError("This TreeView shows no search yet: TreeView(solve(board, record=True)).")
        fig = tree_figure()
        ax = fig.add_subplot()
        step = self.shown_step if step is None else step
        draw_search_tree(self._trace, ax, step=step, labels="fgh", max_drawn_nodes=max_drawn_nodes)
        buf = io.BytesIO()
        fig.savefig(buf, format="png", bbox_inches="tight")
        return buf.getvalue()

    def static_picture(self) -> str:
        """What a grader's copy of the notebook shows: the tree at the step drawn as a PNG, with its
        line (only the line where matplotlib, which draws the picture, is not installed)."""
        if self._trace is None or self.layout.display == "none":
            return ""
        from html import escape

        from puzzlelib.optional import available

        line = f"<div>{escape(self.message)}</div>"
        if not available("matplotlib"):
            return line
        import base64

        data = base64.b64encode(self.png()).decode("ascii")
        return f'<img src="data:image/png;base64,{data}" alt="the search tree">{line}'

    @property
    def value(self) -> bytes:
        """Deprecated: the PNG of the tree (the explorer's tree used to be an Image); use :meth:`png`."""
        import warnings

        warnings.warn("SearchExplorer.tree_view.value (a PNG) is deprecated in puzzlelib 0.2; removed in 0.3: "
                      "the tree is drawn by the browser now; use tree_view.png() for a picture.",
                      DeprecationWarning, stacklevel=2)
        return self.png()

    def _repr_mimebundle_(self, **kwargs):
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle and self._trace is not None:
            data = bundle[0] if isinstance(bundle, tuple) else bundle
            data["image/png"] = self.png()
        return bundle
