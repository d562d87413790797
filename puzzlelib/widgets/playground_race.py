"""The playground's Race tab: several methods on one board with the same budget.

The race runs live: the methods search one after another and each one's count of expansions climbs
on the page while it searches (:func:`~puzzlelib.search.budgets.watch_progress`), the ones still to
run waiting. Then the chart and the table appear, and the race can be replayed tick by tick, every
method getting the same number of expansions per tick, so the cheapest finishes first.
"""

from __future__ import annotations

import io
import time
from html import escape
from types import SimpleNamespace

import ipywidgets as widgets

from puzzlelib.draw.palette import method_color
from puzzlelib.errors import PuzzleError
from puzzlelib.i18n import _, ngettext
from puzzlelib.parity import check_solvable
from puzzlelib.search.budgets import watch_progress
from puzzlelib.widgets.playground_base import (
    BIG_BOARD_CELLS,
    RACE_BUDGET,
    RACE_METHODS,
    RACE_TICKS,
    ROW_BY_ROW,
    BoardPicker,
    Section,
    _read_board,
)
from puzzlelib.widgets.stepper import Stepper
from puzzlelib.widgets.svgchart import Bar, bar_chart_svg

__all__ = ["RaceTab", "RaceReplay", "race_rows"]

LIVE_EVERY = 0.05
"""Seconds between two redraws of the live bars (a search checks its budget about every 10 ms)."""


def _done(length: int) -> str:
    """A finished racer's status: the length of its answer."""
    return ngettext("done: {count} move", "done: {count} moves", length).format(count=length)


def race_rows(rows) -> str:
    """The race's bars: ``rows`` of ``(label, count, most, status)``, each bar ``count / most`` long."""
    out = []
    for label, count, most, status in rows:
        width = 100 * count / (most or 1)
        out.append(
            f"<div class='puzzlelib-race-row' data-label='{escape(label)}' data-count='{count}'>"
            f"<span class='puzzlelib-race-label'>{escape(label)}</span>"
            f"<span class='puzzlelib-race-track'><span class='puzzlelib-race-fill' style='width:{width:.1f}%'>"
            f"</span></span><span class='puzzlelib-race-count'>"
            + escape(_("{count:,} expanded, {status}").format(count=count, status=status)) + "</span></div>")
    return "".join(out)


class RaceReplay(Stepper):
    """The race replayed in ticks: at tick ``k`` every method has had ``k * per_tick`` expansions (or
    finished sooner), so the bars grow at the same pace and the cheapest method finishes first; at the
    last tick the bar chart (SVG, drawn by the page in its own text colour, light or dark) and the table
    appear. ``rows``: :func:`~puzzlelib.compare.compare_rows`' runs (or a DataFrame)."""

    def __init__(self, rows, ticks: int = RACE_TICKS):
        super().__init__(ticks, label=_("tick"), speed="fast")
        self.rows = [SimpleNamespace(**row) for row in (rows.to_dict("records") if hasattr(rows, "to_dict") else rows)]
        self.finals = {row.label: int(row.nodes_expanded or 0) for row in self.rows}
        most = max(self.finals.values(), default=0)
        self.per_tick = max(1, -(-most // ticks))
        self.bars_view = widgets.HTML()
        self.bars_view.add_class("puzzlelib-race-bars")
        self.chart_view = widgets.HTML(layout=widgets.Layout(max_width="100%"))
        self.chart_view.add_class("puzzlelib-race-chart")
        self.table_view = widgets.HTML()
        self.table_view.add_class("puzzlelib-race-table")
        self.results_box = widgets.HBox([self.chart_view, self.table_view],
                                        layout=widgets.Layout(grid_gap="16px", align_items="flex-start",
                                                              flex_flow="row wrap"))
        self.children = [self.controls, self.bars_view, self.results_box]
        self._chart_png: dict[str, bytes] = {}
        self._show(0)

    def counts(self, tick: int) -> dict[str, int]:
        """Expansions each method has made by ``tick``."""
        return {label: min(final, tick * self.per_tick) for label, final in self.finals.items()}

    @property
    def finished(self) -> bool:
        return self.step == self.n_steps

    def _show(self, step: int) -> None:
        counts = self.counts(step)
        most = max(self.finals.values(), default=0) or 1
        rows = []
        for row in self.rows:
            count = counts[row.label]
            done = count >= self.finals[row.label]
            if not done:
                status = _("searching...")
            elif row.solved:
                status = _done(int(row.length))
            else:
                status = _("gave up at the budget") if row.error and "budget" in row.error else _("no solution")
            rows.append((row.label, count, most, status))
        self.bars_view.value = race_rows(rows)
        if step == self.n_steps:
            self.chart_view.value = self.chart_svg()
            self.table_view.value = self.table_html()
            self.results_box.layout.display = None
        else:
            self.results_box.layout.display = "none"

    @property
    def table(self):
        """The race as :func:`~puzzlelib.compare.compare`'s DataFrame (needs pandas)."""
        import pandas as pd

        return pd.DataFrame([vars(row) for row in self.rows])

    def chart_svg(self) -> str:
        """Boards expanded per method, as a bar chart the page draws (SVG in the page's text colour)."""
        bars = [Bar(row.label, int(row.nodes_expanded or 0), method_color(f"{row.method} ({row.heuristic})"),
                    "" if row.solved else _("(gave up)")) for row in self.rows]  # "astar (misplaced)": its colour
        return bar_chart_svg(bars, title=_("boards expanded (fewer is better)"))

    def chart_png(self, theme: str = "light") -> bytes:
        """The same chart as a PNG drawn by matplotlib in the ``"light"`` or ``"dark"`` theme (drawn once
        each), for pages that want a picture file; the page itself shows :meth:`chart_svg`."""
        if theme not in self._chart_png:
            from matplotlib.figure import Figure

            from puzzlelib.draw.charts import plot_comparison
            from puzzlelib.draw.style import course_style

            with course_style(theme):  # 560 px wide: the width the page gives it, so nothing is shrunk
                fig = Figure(figsize=(5.6, 1.4 + 0.45 * len(self.rows)), layout="tight")
                plot_comparison(self.table, metrics=["nodes_expanded"], ax=fig.add_subplot())
                buf = io.BytesIO()
                fig.savefig(buf, format="png")
            self._chart_png[theme] = buf.getvalue()
        return self._chart_png[theme]

    def table_html(self) -> str:
        head = "".join(f"<th>{h}</th>" for h in (_("method"), _("solved"), _("moves"), _("expanded"), _("seconds")))
        body = []
        for row in self.rows:
            moves = "" if row.length is None or row.length != row.length else f"{int(row.length)}"
            solved = (_("yes, shortest") if row.optimal else _("yes")) if row.solved else _("no (budget)")
            body.append(f"<tr><td>{escape(row.label)}</td><td>{solved}</td><td>{moves}</td>"
                        f"<td>{int(row.nodes_expanded or 0):,}</td><td>{float(row.seconds or 0):.2f}</td></tr>")
        return (f"<table class='puzzlelib-race-table-html'><thead><tr>{head}</tr></thead>"
                f"<tbody>{''.join(body)}</tbody></table>")


class RaceTab(Section):
    """Several methods on one board, each with the same budget; the race replays in ticks."""

    name = "race"

    def __init__(self):
        super().__init__(_("Pick a board and the methods to race, press Race, and watch which one needs "
                           "the fewest expansions to reach the goal."))
        self.picker = BoardPicker("8-puzzle, 14 moves to go")
        self.method_boxes = {label: widgets.Checkbox(value=RACE_METHODS[label][0] not in ("scored", "row_by_row"),
                                                     description=label,
                                                     indent=False,
                                                     layout=widgets.Layout(width="auto"))
                             for label in RACE_METHODS}
        methods = widgets.HBox(list(self.method_boxes.values()), layout=widgets.Layout(grid_gap="12px"))
        methods.add_class("puzzlelib-race-methods")
        self.run_button = widgets.Button(description=_("Race"), icon="flag-checkered", button_style="primary")
        self.run_button.add_class("puzzlelib-race-run")
        self.replay_box = widgets.VBox()
        self.replay: RaceReplay | None = None
        self.rows: list[dict] | None = None
        self.run_button.on_click(lambda _: self.safely(self.run))
        self._layout(self.picker, methods, self.run_button, self.replay_box)

    @property
    def table(self):
        """The last race as :func:`~puzzlelib.compare.compare`'s DataFrame (needs pandas; None before a race)."""
        import pandas as pd

        return None if self.rows is None else pd.DataFrame(self.rows)

    def _race_live(self, board, labels) -> list[dict]:
        """Run the methods one after another, the bars climbing while each searches; the runs'
        :func:`~puzzlelib.compare.compare_rows` (no pandas: the page also runs where there is none)."""
        from puzzlelib.compare import compare_rows

        counts = dict.fromkeys(labels, 0)
        status = dict.fromkeys(labels, _("waiting"))
        live = widgets.HTML()
        live.add_class("puzzlelib-race-bars")
        live.add_class("puzzlelib-race-live")
        self.replay_box.children = (live,)
        self.live_counts: list[dict[str, int]] = []  # what the page showed, in order (for tests)

        def draw() -> None:
            most = max(counts.values()) or 1
            live.value = race_rows([(label, counts[label], most, status[label]) for label in labels])
            self.live_counts.append(dict(counts))

        rows = []
        for label in labels:
            spec = {"method": RACE_METHODS[label][0], "label": label}
            if RACE_METHODS[label][1]:
                spec["heuristic"] = RACE_METHODS[label][1]
            status[label], last = _("searching..."), [0.0]
            draw()

            def seen(expanded, label=label, last=last) -> None:
                now = time.monotonic()
                if now - last[0] >= LIVE_EVERY:
                    last[0] = now
                    counts[label] = expanded
                    draw()

            with watch_progress(seen):
                row = compare_rows([board], [spec], **RACE_BUDGET)[0]
            counts[label] = int(row["nodes_expanded"] or 0)
            status[label] = _done(int(row["length"])) if row["solved"] else _("gave up at the budget")
            draw()
            rows.append(row)
        return rows

    @property
    def chosen(self) -> list[str]:
        return [label for label, box in self.method_boxes.items() if box.value]

    def run(self, play: bool = True) -> RaceReplay:
        """Run every chosen method within its budget, live (the counts climb while each searches), then
        show the end of the race with its chart and table, ready to be replayed tick by tick.
        ``play`` is kept for callers that passed it: the race is always watched live now."""
        self.replay_box.children = ()
        self.replay = None
        board = _read_board(self.picker.text, "the board box")
        check_solvable(board)  # one sentence about parity instead of a table of failures
        labels = self.chosen
        if not labels:
            raise PuzzleError(_("Tick at least one method to race"))
        if board.size > BIG_BOARD_CELLS and ROW_BY_ROW not in labels:
            labels = [*labels, ROW_BY_ROW]  # the one entrant that finishes on a big board
            self.method_boxes[ROW_BY_ROW].value = True
        self.run_button.disabled, self.run_button.description = True, _("Racing...")
        try:
            self.rows = self._race_live(board, labels)
        finally:
            self.run_button.disabled, self.run_button.description = False, _("Race")
        self.replay = RaceReplay(self.rows)
        self.replay_box.children = (self.replay,)
        gave_up = [row["label"] for row in self.rows if not row["solved"]]
        if len(gave_up) == len(self.rows):
            self.say(_("Every method gave up at the budget that keeps this page quick; tick {method}, "
                       "which solves any board, or try a board with fewer moves to go.").format(method=ROW_BY_ROW))
        elif gave_up:
            self.say(_("{methods}: gave up at the budget that keeps this page quick (see the table).").format(
                methods=", ".join(gave_up)))
        self.replay.go(self.replay.n_steps)  # the race was watched live: its end, ready to replay
        return self.replay


