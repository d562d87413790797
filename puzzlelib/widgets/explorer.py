"""SearchExplorer: replay a recorded search one expansion at a time, as open and closed lists.

This is the hint-button post's description of A* made visible: the node taken from the open list, its
g, h and f, the open list (what waits, cheapest f first) and the closed list (what is done), and
the tree grown so far. The tables are built per step and cached; the tree picture is drawn only
when asked (``tree=True``, or the "draw tree" box) and cached per step too.

Drawing a tree takes about 0.1 s, longer than a step of Play at the fastest speed (40 ms), so while
Play runs (its ``playing`` trait, sent by the browser) the tree is not redrawn: a tick then costs
only the cached tables, the board and the slider stay together, and the tree catches up at once
when Play pauses or stops. A tree already drawn for a step is shown even while playing.
"""

from __future__ import annotations

import io
from html import escape

import ipywidgets as widgets

from puzzlelib.board import Board
from puzzlelib.draw.palette import PALETTE
from puzzlelib.errors import PuzzleError
from puzzlelib.widgets.html import board_html, legend_html
from puzzlelib.widgets.stepper import Stepper, remember

__all__ = ["SearchExplorer", "nodes_table"]

MAX_ROWS = 40
"""Rows shown per table; the rest are counted in a last line."""


def _state_text(state) -> str:
    return state.to_text() if hasattr(state, "to_text") else str(state)


def nodes_table(nodes, *, title: str, css: str, current: int | None = None, sort_by_f: bool = False,
                max_rows: int = MAX_ROWS) -> str:
    """An HTML table of trace nodes (id, state, move, g, h, f, parent), the ``current`` row highlighted."""
    rows = sorted(nodes, key=lambda n: (n.f, n.h, n.id)) if sort_by_f else list(nodes)
    head = "".join(f"<th style='padding:2px 6px'>{h}</th>" for h in ("#", "state", "move", "g", "h", "f", "parent"))
    body = []
    for n in rows[:max_rows]:
        mark = n.id == current
        style = f" style='background:{PALETTE['current']};color:white'" if mark else ""
        klass = " class='puzzlelib-current'" if mark else ""
        cells = (n.id, escape(_state_text(n.state)), n.move or "", f"{n.g:g}", f"{n.h:g}", f"{n.f:g}",
                 "" if n.parent is None else n.parent)
        body.append(f"<tr{klass}{style}>" + "".join(f"<td style='padding:1px 6px'>{c}</td>" for c in cells) + "</tr>")
    if len(rows) > max_rows:
        body.append(f"<tr><td colspan='7'><i>... and {len(rows) - max_rows} more</i></td></tr>")
    return (f"<div><b>{escape(title)}</b> ({len(rows)})</div>"
            f"<table class='{css}' style='border-collapse:collapse;font-family:monospace;font-size:12px'>"
            f"<thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>")


class SearchExplorer(Stepper):
    """Step through a recorded search: ``SearchExplorer(solve(board, record=True))`` (or the trace).

    At step ``k`` (``k`` expansions done) it shows the node expanded at step ``k`` (the start at
    step 0) with its g, h and f, the open list sorted by f as the algorithm sees it, the closed list
    in expansion order, and, when the "draw tree" box is ticked, the tree so far (coloured with the
    shared palette, cut to ``tree_nodes`` nodes).

    State for code and tests: ``.step`` (the slider), ``.board`` (the state being expanded),
    ``.current`` (its :class:`~puzzlelib.result.TraceNode`), ``.open_nodes``, ``.closed_nodes``,
    ``.caption``.
    """

    def __init__(self, trace, *, tree: bool | None = None, tree_nodes: int = 60, speed: str = "normal"):
        result = trace if hasattr(trace, "trace") else None
        trace = getattr(trace, "trace", trace)
        if trace is None or not hasattr(trace, "expanded"):
            raise PuzzleError("SearchExplorer needs a recorded search: solve(board, ..., record=True).")
        self.trace, self.result = trace, result
        super().__init__(trace.steps, label="expansion", speed=speed)
        self.tree_nodes = tree_nodes
        self._cache: dict[int, tuple[str, str, str, str]] = {}
        self._trees: dict[int, bytes] = {}
        self.board_view = widgets.HTML()
        self.board_view.add_class("puzzlelib-board")
        self.caption_view = widgets.HTML()
        self.caption_view.add_class("puzzlelib-caption")
        self.open_view = widgets.HTML(layout=widgets.Layout(max_height="360px", overflow="auto"))
        self.open_view.add_class("puzzlelib-open-table")
        self.closed_view = widgets.HTML(layout=widgets.Layout(max_height="360px", overflow="auto"))
        self.closed_view.add_class("puzzlelib-closed-table")
        self.tree_box = widgets.Checkbox(value=len(trace.nodes) <= 400 if tree is None else tree,
                                         description="draw tree", indent=False)
        self.tree_box.add_class("puzzlelib-tree-toggle")
        self.tree_view = widgets.Image(format="png", layout=widgets.Layout(max_width="100%"))
        self.tree_view.add_class("puzzlelib-tree")
        self.tree_box.observe(lambda _: self._show_tree(self.step), names="value")
        self.play.observe(self._on_playing, names="playing")
        tables = widgets.HBox([self.open_view, self.closed_view], layout=widgets.Layout(grid_gap="24px"))
        self.children = [widgets.HBox([self.board_view, self.caption_view]), self.controls,
                         widgets.HTML(legend_html(("current", "open", "closed"))), tables, self.tree_box,
                         self.tree_view]
        self.add_class("puzzlelib-explorer")
        self._show(0)

    # ------------------------------------------------------------------ state
    def _current_id(self, step: int) -> int:
        return self.trace.expanded[step - 1] if step > 0 else self.trace.added[0][0]

    @property
    def current(self):
        """The node expanded at this step (the root at step 0)."""
        return self.trace.nodes[self._current_id(self.step)]

    @property
    def board(self):
        """The state being expanded (a Board for puzzles)."""
        return self.current.state

    @property
    def open_nodes(self) -> list:
        return self.trace.open_at(self.step)

    @property
    def closed_nodes(self) -> list:
        return self.trace.closed_at(self.step)

    @property
    def caption(self) -> str:
        return self._views(self.step)[1]

    # ------------------------------------------------------------------ drawing
    def _views(self, step: int) -> tuple[str, str, str, str]:
        views = self._cache.get(step)
        if views is None:
            trace, node = self.trace, self.trace.nodes[self._current_id(step)]
            state = node.state
            board = board_html(state) if isinstance(state, Board) else f"<pre>{escape(str(state))}</pre>"
            if step == 0:
                caption = f"before the first expansion: only the start is open (g={node.g:g}, h={node.h:g}, f={node.f:g})"
            else:
                caption = (f"expansion {step} of {trace.steps}: node #{node.id} "
                           f"(g={node.g:g}, h={node.h:g}, f={node.f:g}"
                           + (f", reached by {node.move}" if node.move else "") + ")")
                if trace.bounds and len(trace.bounds) >= step:
                    caption += f"; IDA* bound f <= {trace.bounds[step - 1]:g}"
                if step == trace.steps and trace.solution_ids:
                    caption += f"; goal found, solution of {len(trace.solution_ids) - 1} moves"
            current = node.id if step > 0 else None
            open_html = nodes_table(trace.open_at(step), title="open list (frontier), lowest f first",
                                    css="puzzlelib-open-table", sort_by_f=True)
            closed_html = nodes_table(trace.closed_at(step), title="closed list (expanded), in order",
                                      css="puzzlelib-closed-table", current=current)
            views = remember(self._cache, step, (board, caption, open_html, closed_html), limit=512)
        return views

    def _show(self, step: int) -> None:
        board, caption, open_html, closed_html = self._views(step)
        self.board_view.value = board
        self.caption_view.value = f"<b>{escape(caption)}</b>"
        self.open_view.value = open_html
        self.closed_view.value = closed_html
        self._show_tree(step)

    def tree_png(self, step: int | None = None) -> bytes:
        """The tree after ``step`` expansions as PNG bytes (cached)."""
        step = self.step if step is None else step
        png = self._trees.get(step)
        if png is None:
            from matplotlib.figure import Figure

            from puzzlelib.draw.tree import draw_search_tree

            fig = Figure(figsize=(9, 5), dpi=80)
            ax = fig.add_subplot()
            draw_search_tree(self.trace, ax, step=step, max_nodes=self.tree_nodes, labels="fgh")
            buf = io.BytesIO()
            fig.savefig(buf, format="png", bbox_inches="tight")
            png = remember(self._trees, step, buf.getvalue(), limit=64)
        return png

    def _on_playing(self, change) -> None:
        if not change["new"]:  # paused or stopped: draw the tree the playing skipped
            self._show_tree(self.step)

    def _show_tree(self, step: int) -> None:
        if not self.tree_box.value:
            self.tree_view.layout.display = "none"
            return
        if self.play.playing and step not in self._trees:
            return  # too slow for a tick of Play: drawn when it pauses (see the module docstring)
        self.tree_view.value = self.tree_png(step)
        self.tree_view.layout.display = None
