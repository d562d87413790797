"""GridExplorer: watch BFS, greedy and A* spread over the ant's grid, one expansion at a time.

The Red Blob Games picture in a notebook: the frontier (amber) is the star, visited cells turn
grey, and when the food is reached the path lights up green. Under the grid, the same search as a
tree (:class:`~puzzlelib.widgets.treeview.TreeView`, drawn by the browser and linked to the slider
there). Switching the method reruns nothing already seen: each search is recorded once and cached.
"""

from __future__ import annotations

from html import escape

import ipywidgets as widgets

from puzzlelib.errors import PuzzleError, UnsolvableError
from puzzlelib.limits import MAX_VIEW_CELLS, check_cells
from puzzlelib.problems import GridProblem
from puzzlelib.search.methods import get_method
from puzzlelib.widgets.html import GRID_CELL_PX, GRID_FONT_PX, grid_html, legend_html
from puzzlelib.widgets.inputs import LARGE_CSS, WidgetOptionError, describe, mark_large, size_factor
from puzzlelib.widgets.stepper import FrameCache, Stepper, remember
from puzzlelib.widgets.treeview import TreeView

__all__ = ["GridExplorer", "DEFAULT_GRID", "grid_status"]

DEFAULT_GRID = """
. . . . . . . . . .
. . . . . # . . . .
. . . . . # . . . .
. S # # # . . . G .
. . . . . . . . . .
. . . . . . . . . .
"""
"""A wall right of the ant (S) and another above the way to the food (G). BFS floods 39 cells for the
9-step path; greedy expands only 14 but, trying "up" first, climbs over the upper wall and walks
13 steps; A* expands 13 and walks 9."""

METHOD_NAMES = {name: get_method(name).display_name for name in ("bfs", "greedy", "astar")}
"""The methods the grid explorer offers, with the names its menu shows (from their records)."""


def _methods(methods) -> tuple[str, ...]:
    """The methods for the menu: names from :data:`METHOD_NAMES` (a single name is fine), at least one."""
    if isinstance(methods, str):
        methods = (methods,)
    try:
        methods = tuple(methods)
    except TypeError:
        methods = None
    if not methods or not all(isinstance(m, str) and m in METHOD_NAMES for m in methods):
        raise WidgetOptionError(
            f"methods must list one or more of {', '.join(map(repr, METHOD_NAMES))}, got "
            f"{describe(methods)}; for example GridExplorer(methods=('bfs', 'astar'))."
        )
    return methods


def grid_status(problem: GridProblem, trace, step: int) -> tuple[dict, dict]:
    """Cell colours (palette keys) and labels after ``step`` expansions of a recorded grid search.

    Labels number the visited cells in the order they were expanded, as the flood spreads.
    """
    status = dict.fromkeys(problem.walls, "wall")
    labels = {}
    for k, node in enumerate(trace.closed_at(step), start=1):
        status[node.state] = "closed"
        labels[node.state] = k
    for node in trace.open_at(step):
        status.setdefault(node.state, "open")
        if status[node.state] != "closed":
            status[node.state] = "open"
    if step > 0:
        status[trace.nodes[trace.expanded[step - 1]].state] = "current"
    if step == trace.steps:
        for cell in trace.solution_path:
            status[cell] = "path"
    status[problem.initial] = "start"
    status[problem.goal] = "goal"
    labels[problem.initial], labels[problem.goal] = "S", "G"
    return status, labels


class GridExplorer(Stepper):
    """``GridExplorer()`` on :data:`DEFAULT_GRID`, or ``GridExplorer(problem_or_text)``.

    A dropdown picks the method (``methods``, default BFS, greedy, A*); the slider, Play and step
    buttons walk through its expansions. ``size="large"`` (or pixels per cell) for a projector:
    cells of 44 px and 16 px text by default, 62 px and 22 px large. State for code and tests:
    ``.method``, ``.step``, ``.status`` (``{cell: palette key}``), ``.result`` (the recorded search),
    ``.caption``.
    """

    def __init__(self, problem: GridProblem | str | None = None, methods=("bfs", "greedy", "astar"), *,
                 method: str | None = None, speed: str = "fast", cell_px: int | None = None, size=None):
        if problem is None:
            problem = GridProblem.parse(DEFAULT_GRID)
        elif isinstance(problem, str):
            problem = GridProblem.parse(problem)
        if not isinstance(problem, GridProblem):
            raise PuzzleError(f"GridExplorer needs a GridProblem or a grid picture, got {describe(problem)}; "
                              f"for example GridExplorer('S . G').")
        check_cells(problem.rows, problem.cols, MAX_VIEW_CELLS, "grid",
                    "GridExplorer redraws every cell at each step, so it shows grids of up to 50 x 50; search a "
                    "larger one with solve(problem, method='bfs')", error=WidgetOptionError)
        methods = _methods(methods)
        if method is not None and (not isinstance(method, str) or method not in methods):
            raise WidgetOptionError(f"method must be one of the methods shown ({', '.join(methods)}), got "
                                    f"{describe(method)}; for example GridExplorer(method='astar').")
        self.problem = problem
        self._results: dict[str, object] = {}
        self._frames: dict[tuple[str, int], tuple[str, str, dict]] = FrameCache()
        kind, value = size_factor(size if cell_px is None else cell_px)
        self.cell_px = int(value) if kind == "px" else round(GRID_CELL_PX * value)
        self.font_px = max(GRID_FONT_PX, round(self.cell_px * 0.36))
        super().__init__(0, label="expansion", speed=speed)
        self.method_menu = widgets.Dropdown(options=[(METHOD_NAMES.get(m, m), m) for m in methods],
                                            value=method or methods[0], description="method")
        self.method_menu.add_class("puzzlelib-method")
        self.grid_view = widgets.HTML()
        self.grid_view.add_class("puzzlelib-grid")
        self.caption_view = widgets.HTML()
        self.caption_view.add_class("puzzlelib-caption")
        self.method_menu.observe(lambda _: self._switch_safely(), names="value")
        self.tree_view = TreeView(size=size, height=360)
        self._tree_links = (widgets.jslink((self.slider, "value"), (self.tree_view, "step")),
                            widgets.jslink((self.play, "playing"), (self.tree_view, "playing")))
        large = mark_large(self, size)
        legend = legend_html(("start", "goal", "open", "closed", "current", "path", "wall"), font_px=self.font_px)
        legend += (f'<div class="puzzlelib-legend-note" style="font-size:{self.font_px}px">The number on a cell is '
                   'the order in which it was expanded.</div>')
        self.children = [self.method_menu, self.grid_view, widgets.HTML((LARGE_CSS if large else "") + legend),
                         self.caption_view, self.controls, self.tree_view]
        self.add_class("puzzlelib-grid-explorer")
        self._switch()

    @property
    def method(self) -> str:
        return self.method_menu.value

    @property
    def result(self):
        """The recorded search of the chosen method (run once, then cached).

        When the food is walled off the search visits every cell it can reach and gives up: the
        result is then the unsolved one the search carries (``result.solved`` is False), whose trace
        is that whole flood, so the widget shows it instead of raising.
        """
        method = self.method
        if method not in self._results:
            from puzzlelib.search import solve

            try:
                result = solve(self.problem, method=method, record=True,
                               max_nodes=self.problem.rows * self.problem.cols * 4, time_limit=10)
            except UnsolvableError as exc:
                if exc.result is None or exc.result.trace is None:
                    raise
                result = exc.result
            self._results[method] = result
        return self._results[method]

    def _switch_safely(self) -> None:
        """The menu's action: an error (a search that fails on an odd grid) is shown in the caption line
        instead of vanishing inside the menu's callback."""
        try:
            self._switch()
        except Exception as exc:  # noqa: BLE001 - shown, not swallowed
            kind = "" if isinstance(exc, PuzzleError) else f"{type(exc).__name__}: "
            self.caption_view.value = f"<b>Sorry: {escape(kind + str(exc))}</b>"

    def _switch(self) -> None:
        steps = self.result.trace.steps
        self.slider.value = 0
        self.slider.max = self.play.max = steps
        self.tree_view.show(self.result, step=0)
        self._show(0)

    def go(self, step) -> None:
        """Show ``step`` (clamped): moves the slider, and the tree with it."""
        super().go(step)
        self.tree_view.step = self.slider.value

    def _frame(self, step: int):
        key = (self.method, step)
        frame = self._frames.get(key)
        if frame is None:
            result = self.result
            status, labels = grid_status(self.problem, result.trace, step)
            html = grid_html(self.problem.rows, self.problem.cols, status, labels=labels, cell_px=self.cell_px,
                             font_px=self.font_px)
            # Counted from the trace, not the colours: the start and the food keep their own colours
            # while they wait in the frontier, and the caption must agree with the search's frontier.
            trace = result.trace
            n_open = len({node.state for node in trace.open_at(step)}
                         - {node.state for node in trace.closed_at(step)})
            caption = (f"{METHOD_NAMES.get(self.method, self.method)}: {step} of {result.trace.steps} "
                       f"expansions, {n_open} cell{'' if n_open == 1 else 's'} in the frontier")
            if step == result.trace.steps and result.solved:
                caption += (f"; food reached by a path of {result.length} steps"
                            + (" (shortest)" if result.optimal else " (not guaranteed shortest)"))
            elif step == result.trace.steps:
                caption += f"; no path: the food is walled off ({step} cells visited, all the ant can reach)"
            frame = remember(self._frames, key, (html, caption, status))
        return frame

    def _show(self, step: int) -> None:
        html, caption, _ = self._frame(step)
        self.grid_view.value = html
        self.caption_view.value = f"<b style='font-size:{self.font_px}px'>{escape(caption)}</b>"

    @property
    def status(self) -> dict:
        """``{cell: palette key}`` shown now."""
        return self._frame(self.step)[2]

    @property
    def caption(self) -> str:
        return self._frame(self.step)[1]
