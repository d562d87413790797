"""SearchExplorer: replay a recorded search one expansion at a time, as open and closed lists.

This is the hint-button post's description of A* made visible: the node taken from the open list, its
g, h and f, the open list (what waits, in the order the search takes it) and the closed list (what is
done), and the tree grown so far. The tables are built per step in the kernel and cached.

The tree is a :class:`~puzzlelib.widgets.treeview.TreeView`: the whole search is sent to the page
once and the slider is linked to the tree's step in the browser, so stepping, dragging or playing
redraws the tree at once with no kernel round trip, and the tree never shows an earlier step than
the slider. While Play runs at 2x or 4x the tables wait, dimmed, and show the step on pause (see
:data:`FAST_PLAY_MS`). Where no front end runs, the explorer's output holds the same tree as a PNG
(:func:`~puzzlelib.draw.draw_search_tree`, see :meth:`SearchExplorer.tree_png`).
"""

from __future__ import annotations

from html import escape

import ipywidgets as widgets

from puzzlelib.board import Board
from puzzlelib.draw.palette import PALETTE
from puzzlelib.draw.tree_data import FOLD_CAP
from puzzlelib.errors import PuzzleError
from puzzlelib.optional import available
from puzzlelib.search.methods import get_method
from puzzlelib.widgets.boardview import BoardView, cell_size
from puzzlelib.widgets.frontier import Drive, ordered_open, record_of
from puzzlelib.widgets.html import legend_html
from puzzlelib.widgets.inputs import as_step, as_switch, describe, mark_large
from puzzlelib.widgets.stepper import FrameCache, Stepper, remember
from puzzlelib.widgets.treeview import TreeView

__all__ = ["SearchExplorer", "nodes_table"]

MAX_ROWS = 40
"""Rows shown per table; the rest are counted in a last line."""

FAST_PLAY_MS = 250
"""While Play runs faster than this (milliseconds a step: 2x and 4x of the normal pace) the tables wait,
dimmed, and show the step at once on pause; board, caption and tree follow every step. Redrawing two
40-row tables a step holds the page up (frames then fall behind Play), and a table changing five or
ten times a second cannot be read anyway."""


def _state_text(state) -> str:
    return state.to_text() if hasattr(state, "to_text") else str(state)


def _column_names(method) -> tuple[str, str]:
    """The g and h columns' headings: ``g`` and ``h``, with the method's own words when it has them
    (the scored search: ``g (step)``, ``h (score)``)."""
    if method is None:
        return "g", "h"
    record = get_method(method)
    return tuple(letter if word == letter else f"{letter} ({word})"
                 for letter, word in (("g", record.g_name), ("h", record.h_name)))


def nodes_table(nodes, *, title: str, css: str, current: int | None = None, sort_by_f: bool = False,
                max_rows: int = MAX_ROWS, method=None, subtitle: str = "", columns_of=None) -> str:
    """An HTML table of trace nodes (id, state, move, g, h, f, parent), the ``current`` row highlighted.

    ``method`` (a name or a :class:`~puzzlelib.search.methods.Method`) lists the nodes in the order
    that search takes them, first row marked ``puzzlelib-next-row``; ``columns_of`` (a method) only
    names the g and h columns in its words; ``sort_by_f`` is A*'s order (kept for callers that passed it).
    """
    if method is None and sort_by_f:
        method = "astar"
    rows = ordered_open(nodes, method) if method else list(nodes)
    g_head, h_head = _column_names(method if method is not None else columns_of)
    head = "".join(f"<th style='padding:2px 6px'>{h}</th>" for h in ("#", "state", "move", g_head, h_head, "f", "parent"))
    body = []
    for i, n in enumerate(rows[:max_rows]):
        mark = n.id == current
        style = f" style='background:{PALETTE['current']};color:white'" if mark else ""
        klass = " class='puzzlelib-current'" if mark else ""
        if method and i == 0 and not mark:
            style = f" style='outline:2px solid {PALETTE['next']};outline-offset:-2px'"
            klass = " class='puzzlelib-next-row' title='taken next'"
        cells = (n.id, escape(_state_text(n.state)), n.move or "", f"{n.g:g}", f"{n.h:g}", f"{n.f:g}",
                 "" if n.parent is None else n.parent)
        body.append(f"<tr{klass}{style}>" + "".join(f"<td style='padding:1px 6px'>{c}</td>" for c in cells) + "</tr>")
    if len(rows) > max_rows:
        body.append(f"<tr><td colspan='7'><i>... and {len(rows) - max_rows} more</i></td></tr>")
    sub = f"<div style='font-size:13px'>{escape(subtitle)}</div>" if subtitle else ""
    return (f"<div><b>{escape(title)}</b> ({len(rows)})</div>{sub}"
            f"<table class='{css}' style='border-collapse:collapse;font-family:monospace;font-size:13px'>"
            f"<thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>")


class SearchExplorer(Stepper):
    """Step through a recorded search: ``SearchExplorer(solve(board, record=True))`` (or the trace).

    At step ``k`` (``k`` expansions done) it shows the node expanded at step ``k`` (the start at
    step 0) with its g, h and f, the open list **in the order this search takes boards** (its key
    and tie rule, read from the :class:`~puzzlelib.search.methods.Method` record the trace carries;
    the first row is the next expansion),
    the closed list in expansion order, and, when the "show tree" box is ticked, the tree so far
    drawn by the browser (:class:`~puzzlelib.widgets.treeview.TreeView`, coloured with the shared
    palette; above ``tree_nodes`` boards it folds the subtrees the search has left and says so).

    **next f** (methods whose f grows in contours: A* and IDA*) jumps to the first expansion with a
    larger f (A*'s contours; IDA*'s next bound). **I choose** (``drive=True``) lets the student pick
    each board to expand from the open list: the search itself, steered, expands it (so g, h and f
    are the search's own), and the explorer says which board the algorithm would have taken and
    why, and counts the student's expansions against the algorithm's.

    State for code and tests: ``.step`` (the slider), ``.board`` (the state being expanded),
    ``.current`` (its :class:`~puzzlelib.result.TraceNode`), ``.open_nodes`` (in the search's order),
    ``.closed_nodes``, ``.caption``, ``.method`` (its name) and ``.method_record``; in drive mode ``.drive`` (a
    :class:`~puzzlelib.widgets.frontier.Drive`), :meth:`choose`, ``.drive_message``.
    """

    def __init__(self, trace, *, tree: bool | None = None, tree_nodes: int = FOLD_CAP, speed: str = "normal",
                 method: str | None = None, drive: bool = False, size=None):
        result = trace if hasattr(trace, "trace") else None
        trace = getattr(trace, "trace", trace)
        if trace is None or not hasattr(trace, "expanded"):
            raise PuzzleError(f"SearchExplorer needs a recorded search, got {describe(result if result is not None else trace)}; "
                              f"for example SearchExplorer(solve(board, method='astar', record=True)).")
        record = record_of(result, trace)
        if method is not None:
            try:
                chosen = get_method(method)
            except PuzzleError:
                chosen = None
            if chosen is None or chosen.frontier == "none":
                raise PuzzleError(f"SearchExplorer's method must be the name of a search such as 'astar', "
                                  f"got {describe(method)}.")
            record = record if chosen.name == record.name else chosen
        tree = as_switch(tree, "tree", "SearchExplorer(result, tree=True)")
        drive = as_switch(drive, "drive", "SearchExplorer(result, drive=True)")
        tree_nodes = as_step(tree_nodes, 10_000)
        self.trace, self.result = trace, result
        self.method_record = record
        self.method = record.name
        super().__init__(trace.steps, label="expansion", speed=speed)
        self.tree_nodes = tree_nodes
        self._size = size
        self._cache: dict[int, tuple[str, str, str, str]] = FrameCache(512)
        root = trace.nodes[trace.added[0][0]].state if trace.nodes else None
        if isinstance(root, Board):
            self.board_view = BoardView(root, cell_px=cell_size(root.rows, root.cols, size),
                                        label="the board being expanded")
            self.board_view.layout.margin = "0 16px 0 0"
        else:
            self.board_view = widgets.HTML()
            self.board_view.add_class("puzzlelib-board")
        self.caption_view = widgets.HTML(layout=widgets.Layout(max_width="520px"))
        self.caption_view.add_class("puzzlelib-caption")
        self.open_view = widgets.HTML(layout=widgets.Layout(max_height="360px", overflow="auto"))
        self.open_view.add_class("puzzlelib-open-table")
        self.closed_view = widgets.HTML(layout=widgets.Layout(max_height="360px", overflow="auto"))
        self.closed_view.add_class("puzzlelib-closed-table")
        self.tree_box = widgets.Checkbox(value=True if tree is None else bool(tree),
                                         description="show tree", indent=False)
        self.tree_box.add_class("puzzlelib-tree-toggle")
        self.tree_view = TreeView(trace, cap=tree_nodes, size=size)
        self.play.observe(self._on_playing, names=["playing", "interval"])
        self.tree_box.observe(lambda _: self._show_tree(), names="value")
        self._tree_links = self._link_tree()
        self.next_f_button = widgets.Button(description="next f", icon="forward",
                                            tooltip="jump to the first expansion with a larger f",
                                            layout=widgets.Layout(width="100px"))
        self.next_f_button.add_class("puzzlelib-next-f")
        self.next_f_button.on_click(lambda _: self._safely(self.next_f))
        self.next_f_button.layout.display = None if record.f_grows else "none"
        self.message_view = widgets.HTML()
        self.message_view.add_class("puzzlelib-message")
        self.drive: Drive | None = None
        self.drive_box = widgets.VBox()
        self.drive_box.add_class("puzzlelib-drive")
        self.drive_toggle = widgets.Checkbox(value=False, description="I choose the next board", indent=False)
        self.drive_toggle.add_class("puzzlelib-drive-toggle")
        self.drive_toggle.observe(lambda change: self._safely(self._toggle_drive, change["new"]), names="value")
        self.drive_toggle.layout.display = None if isinstance(root, Board) and record.drivable else "none"
        tables = widgets.HBox([self.open_view, self.closed_view], layout=widgets.Layout(grid_gap="24px"))
        self.children = [widgets.HBox([self.board_view, self.caption_view]),
                         widgets.HBox([self.controls, self.next_f_button]), self.message_view,
                         widgets.HTML(legend_html(("current", "open", "closed"))), tables,
                         widgets.HBox([self.tree_box, self.drive_toggle], layout=widgets.Layout(grid_gap="24px")),
                         self.drive_box, self.tree_view]
        self.add_class("puzzlelib-explorer")
        mark_large(self, self._size)
        self._show(0)
        self._show_tree()
        if drive:
            self.drive_toggle.value = True

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
        """The open list after this step, in the order the search takes boards (first = next)."""
        return ordered_open(self.trace.open_at(self.step), self.method_record)

    @property
    def closed_nodes(self) -> list:
        return self.trace.closed_at(self.step)

    @property
    def caption(self) -> str:
        return self._views(self.step)[1]

    @property
    def message(self) -> str:
        import re

        return re.sub(r"<[^>]+>", "", self.message_view.value)

    def _say(self, text: str) -> None:
        self.message_view.value = escape(text)

    def _safely(self, action, *args) -> None:
        """A button's action; any error becomes a sentence in the message line instead of vanishing."""
        try:
            action(*args)
        except PuzzleError as exc:
            self._say(f"Sorry: {exc}")
        except Exception as exc:  # noqa: BLE001 - shown, not swallowed
            self._say(f"Something went wrong ({type(exc).__name__}: {exc}); please tell your teacher.")

    # ------------------------------------------------------------------ next f
    def next_f(self) -> int:
        """Jump to the first later expansion with a larger f (A*), or to IDA*'s next bound; returns the step."""
        trace, step = self.trace, self.step
        if trace.bounds:
            bound = trace.bounds[step - 1] if step > 0 else trace.bounds[0]
            target = next((k for k in range(step + 1, trace.steps + 1) if trace.bounds[k - 1] > bound), None)
            what = f"bound f <= {bound:g}"
        else:
            f = self.current.f
            target = next((k for k in range(step + 1, trace.steps + 1)
                           if trace.nodes[trace.expanded[k - 1]].f > f), None)
            what = f"f = {f:g}"
        if target is None:
            self._say(f"No later expansion has a larger f than {what}: this is the last contour.")
            return step
        self.go(target)
        node = self.current
        self._say(f"Jumped {target - step} expansions: every board with {what} is done; now f = {node.f:g}.")
        return target

    # ------------------------------------------------------------------ drawing
    def _views(self, step: int) -> tuple[str, str, str, str]:
        views = self._cache.get(step)
        if views is None:
            trace, node = self.trace, self.trace.nodes[self._current_id(step)]
            state = node.state
            board = "" if isinstance(state, Board) else f"<pre>{escape(str(state))}</pre>"
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
            record = self.method_record
            open_html = nodes_table(trace.open_at(step), title=f"open list (frontier) in {record.display_name}'s order",
                                    subtitle=f"{record.order}; the outlined row is taken next",
                                    css="puzzlelib-open-table", method=record)
            closed_html = nodes_table(trace.closed_at(step), title="closed list (expanded), in order",
                                      css="puzzlelib-closed-table", current=current, columns_of=record)
            views = remember(self._cache, step, (board, caption, open_html, closed_html), limit=512)
        return views

    def _show(self, step: int) -> None:
        if self.drive is not None:
            return
        board, caption, open_html, closed_html = self._views(step)
        state = self.trace.nodes[self._current_id(step)].state
        if isinstance(self.board_view, BoardView):
            self.board_view.board = state
        else:
            self.board_view.value = board
        self.caption_view.value = f"<b>{escape(caption)}</b>"
        if self.tables_waiting:
            return  # fast Play: the tables show the step on pause (see FAST_PLAY_MS)
        self.open_view.value = open_html
        self.closed_view.value = closed_html

    @property
    def tables_waiting(self) -> bool:
        """True while Play runs fast: the tables (dimmed) wait for the pause."""
        return bool(self.play.playing and self.play.interval < FAST_PLAY_MS)

    def _on_playing(self, _change=None) -> None:
        waiting = self.tables_waiting
        for view in (self.open_view, self.closed_view):
            (view.add_class if waiting else view.remove_class)("puzzlelib-waiting")
        if not waiting:  # paused, stopped or slowed down: the tables show the step at once
            self._show(self.step)

    # ------------------------------------------------------------------ the student drives
    def _toggle_drive(self, on: bool) -> None:
        if not on:
            self.drive = None
            self.drive_box.children = ()
            self.controls.layout.display = None
            self.tree_view.show(self.trace, step=self.step)
            self._tree_links = self._link_tree()
            self._show(self.step)
            self._say("")
            return
        result = self.result
        if result is None or not isinstance(getattr(result, "start", None), Board):
            raise PuzzleError("The student mode needs a search result on a board: "
                              "SearchExplorer(solve(board, method='astar', record=True), drive=True).")
        from puzzlelib.problems import PuzzleProblem

        problem = PuzzleProblem(result.start, result.goal, result.heuristic or "manhattan")
        self.drive = Drive(problem, self.method_record)  # the rule and the weights the recorded search ran with
        self.drive_select = widgets.Select(options=[], rows=10, layout=widgets.Layout(width="560px"))
        self.drive_select.add_class("puzzlelib-drive-list")
        self.drive_select.observe(lambda _: self._safely(self._preview), names="value")
        self.expand_button = widgets.Button(description="Expand this board", icon="sitemap",
                                            layout=widgets.Layout(width="180px"))
        self.expand_button.add_class("puzzlelib-expand")
        self.expand_button.on_click(lambda _: self._safely(lambda: self.choose(self.drive_select.value)))
        restart = widgets.Button(description="Start again", icon="refresh", layout=widgets.Layout(width="140px"))
        restart.add_class("puzzlelib-drive-restart")
        restart.on_click(lambda _: self._safely(self._restart_drive))
        self.drive_note = widgets.HTML()
        self.drive_note.add_class("puzzlelib-drive-note")
        self.drive_box.children = (self.drive_note, self.drive_select,
                                   widgets.HBox([self.expand_button, restart]))
        self.controls.layout.display = "none"
        for link in self._tree_links:  # the tree shows the student's search, not the slider's
            link.unlink()
        self._tree_links = ()
        self._refresh_drive("Your turn: pick a board from the open list and expand it.")

    def _restart_drive(self) -> None:
        self.drive.reset()
        self._refresh_drive("Started again from the first board.")

    @property
    def drive_message(self) -> str:
        import re

        return re.sub(r"<[^>]+>", "", self.drive_note.value) if self.drive is not None else ""

    def _refresh_drive(self, text: str) -> None:
        drive = self.drive
        waiting = sorted(drive.open.values(), key=lambda n: n.id)  # oldest first: no hint of the answer
        self.drive_select.options = [
            (f"#{n.id:<4} {n.state.to_text():<28} g={n.g:g}  h={n.h:g}  f={n.f:g}", n.id) for n in waiting]
        if waiting:
            self.drive_select.value = waiting[0].id
        name = self.method_record.display_name
        count = (f"your expansions: {len(drive.expanded)}; {name} needed {self.trace.steps} "
                 f"(the open list below is in the order boards were added)")
        # said once: the verdict in the caption (and the drive note, which tests and code read), the count
        # under it; the message line stays empty
        self.drive_note.value = f"<span class='puzzlelib-sr-only'>{escape(text)} </span>{escape(count)}"
        self.caption_view.value = f"<b>{escape(text)}</b>"
        self._say("")
        self.open_view.value = ""
        trace = drive._search.trace
        self.tree_view.show(trace, step=trace.steps)
        self.closed_view.value = nodes_table(
            [drive.nodes[i] for i in drive.expanded], title="your closed list (expanded), in order",
            css="puzzlelib-closed-table", columns_of=self.method_record)
        self._preview()

    def _preview(self) -> None:
        drive = self.drive
        if drive is None or not isinstance(self.board_view, BoardView):
            return
        chosen = drive.nodes[self.drive_select.value] if self.drive_select.value is not None else drive.nodes[0]
        self.board_view.board = chosen.state

    def choose(self, node_id: int) -> str:
        """Expand the open board ``#node_id`` in the student mode; returns what the explorer says."""
        drive = self.drive
        if drive is None:
            raise PuzzleError("Tick 'I choose the next board' first (or SearchExplorer(..., drive=True)).")
        if drive.done:
            raise PuzzleError("The goal is already reached: press 'Start again' to drive once more.")
        if as_step(node_id, len(drive.nodes)) != node_id or node_id >= len(drive.nodes):
            raise PuzzleError(f"Board #{node_id} is not in the open list; pick one of the boards listed.")
        node_id = int(node_id)
        pick = drive.algorithm_pick()
        why = drive.why(pick) if pick is not None else ""
        chosen = drive.nodes[node_id]
        drive.expand(node_id)
        name = self.method_record.display_name
        if pick is not None and pick.id == node_id:
            text = f"You expanded #{node_id}, as {name} would: {why}."
        else:
            text = f"You expanded #{node_id} (f={chosen.f:g}); {name} would have taken #{pick.id}: {why}."
        if drive.done:
            text += (f" Goal reached after {len(drive.expanded)} expansions; {name} needed {self.trace.steps}.")
        self._refresh_drive(text)
        return text

    def tree_png(self, step: int | None = None) -> bytes:
        """The tree after ``step`` expansions (default: the step shown) as a PNG drawn by matplotlib:
        the static picture of what the page draws, for pages where no front end runs."""
        return self.tree_view.png(self.step if step is None else step)

    def go(self, step) -> None:
        """Show ``step`` (clamped): moves the slider, and the tree with it."""
        super().go(step)
        if self.drive is None:
            self.tree_view.step = self.slider.value

    def _link_tree(self) -> tuple:
        """The slider and Play drive the tree in the browser: no step waits on the kernel."""
        return (widgets.jslink((self.slider, "value"), (self.tree_view, "step")),
                widgets.jslink((self.play, "playing"), (self.tree_view, "playing")))

    def _show_tree(self) -> None:
        self.tree_view.layout.display = None if self.tree_box.value else "none"

    def _repr_mimebundle_(self, **kwargs):
        """The widget, and for pages with no front end (nbconvert, grading) the tree as a PNG: the
        step shown, or the whole search when nothing has been expanded yet."""
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle and self.tree_box.value and available("matplotlib"):  # the zero-install site has none
            data = bundle[0] if isinstance(bundle, tuple) else bundle
            data["image/png"] = self.tree_png(self.step or self.trace.steps)
        return bundle
