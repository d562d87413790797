"""WeightsExplorer: two sliders for the scored search's weights and a live chart of what they do.

The ant post ranks boards by ``score * 2 + step`` and says the two weights can be changed freely.
This widget lets a class change them: each dot is one board of a fixed set, placed by the length of
the solution the scored search found and the boards it expanded to find it, next to BFS on the same
boards (shortest, and expensive). ``weight_h = 0`` is breadth-first order, ``weight_g = 0`` is greedy.
Every pair of weights is searched once and cached, so moving a slider back is instant.
"""

from __future__ import annotations

from dataclasses import dataclass

import ipywidgets as widgets

from puzzlelib.board import Board
from puzzlelib.draw.palette import method_color
from puzzlelib.draw.style import EDGE_PT, FIGURE_WIDTH, TEXT_PT, course_style, wrap_to_axes
from puzzlelib.errors import PuzzleError, SearchLimitError
from puzzlelib.search.methods import display_name
from puzzlelib.widgets.static import StaticWhenGraded

__all__ = ["WeightRun", "WeightsExplorer", "boards_at_depths"]

FONT_SIZE = TEXT_PT
"""Points for the chart's titles and labels: the course's text size (ticks are 12 pt)."""


@dataclass(frozen=True)
class WeightRun:
    """One board searched with one pair of weights: the length found (None over budget) and the work."""

    length: int | None
    nodes_expanded: int


def boards_at_depths(depths, seed: int = 0, rows: int = 3, cols: int = 3) -> list[Board]:
    """One board at each true distance in ``depths``, drawn with ``seed`` from the whole-space table.

    >>> [b.to_text() for b in boards_at_depths((1, 2), seed=0)] == [b.to_text() for b in boards_at_depths((1, 2), seed=0)]
    True
    """
    import numpy as np

    from puzzlelib.statespace import distance_table

    table = distance_table(rows, cols)
    rng = np.random.default_rng(seed)
    chosen = []
    for depth in depths:
        candidates = table.boards_at(depth)
        if not candidates:
            raise PuzzleError(f"no {rows} x {cols} board is {depth} moves from the goal; "
                              f"choose depths from 0 to {table.max_distance}")
        chosen.append(candidates[rng.integers(len(candidates))])
    return chosen


class WeightsExplorer(StaticWhenGraded, widgets.VBox):
    """Sliders for ``weight_h`` and ``weight_g`` of ``solve(method="scored")`` over a set of boards.

    Parameters
    ----------
    boards:
        The boards every pair of weights is tried on (see :func:`boards_at_depths`).
    heuristic:
        The score (default: the ant post's, the blank counted).
    weight_h, weight_g:
        Where the sliders start (the ant post's 2 and 1).
    max_nodes:
        Expansions allowed per board and pair of weights; a run over it counts as unsolved.

    ``runs(weight_h, weight_g)`` gives the cached :class:`WeightRun` list for any pair, and
    ``bfs_runs`` the BFS baseline, so a lesson can print the numbers behind the picture.
    """

    def __init__(self, boards, *, heuristic="manhattan+blank", weight_h: float = 2.0, weight_g: float = 1.0,
                 max_nodes: int = 60_000):
        from puzzlelib.search import solve

        self.boards = [b if isinstance(b, Board) else Board.parse(b) for b in boards]
        if not self.boards:
            raise PuzzleError("WeightsExplorer needs at least one board, e.g. boards_at_depths((8, 12, 16))")
        self.heuristic = heuristic
        self.max_nodes = max_nodes
        self._cache: dict[tuple[float, float], list[WeightRun]] = {}
        self.bfs_runs = [WeightRun(r.length, r.nodes_expanded) for r in (solve(b, method="bfs") for b in self.boards)]
        self.weight_h = widgets.FloatSlider(value=weight_h, min=0, max=5, step=0.5, description="weight_h",
                                            continuous_update=False)
        self.weight_g = widgets.FloatSlider(value=weight_g, min=0, max=3, step=0.5, description="weight_g",
                                            continuous_update=False)
        self.chart = widgets.Output()
        self.shown: tuple[float, float] | None = None  # the weights the chart was last drawn for
        for slider in (self.weight_h, self.weight_g):
            slider.observe(lambda _change: self._redraw(), names="value")
        super().__init__([widgets.HBox([self.weight_h, self.weight_g]), self.chart])
        self.add_class("puzzlelib-weights")
        self._redraw()

    @classmethod
    def at_depths(cls, depths=(8, 10, 12, 14, 16, 18), seed: int = 5, **options) -> WeightsExplorer:
        """An explorer over one 8-puzzle board at each depth in ``depths``, drawn with ``seed``."""
        return cls(boards_at_depths(depths, seed), **options)

    def runs(self, weight_h: float, weight_g: float) -> list[WeightRun]:
        """The scored search on every board with these weights (cached)."""
        from puzzlelib.search import solve

        key = (float(weight_h), float(weight_g))
        if key not in self._cache:
            found = []
            for board in self.boards:
                try:
                    r = solve(board, method="scored", heuristic=self.heuristic, weight_h=key[0], weight_g=key[1],
                              max_nodes=self.max_nodes)
                    found.append(WeightRun(r.length, r.nodes_expanded))
                except SearchLimitError as exc:
                    found.append(WeightRun(None, exc.stats["nodes_expanded"]))
            self._cache[key] = found
        return self._cache[key]

    def summary(self, weight_h: float, weight_g: float) -> dict:
        """Totals for one pair: boards expanded, extra moves over the shortest, runs over budget."""
        found = self.runs(weight_h, weight_g)
        pairs = list(zip(found, self.bfs_runs, strict=True))
        return {"boards expanded": sum(r.nodes_expanded for r in found),
                "extra moves": sum(r.length - best.length for r, best in pairs if r.length is not None),
                "over budget": sum(r.length is None for r in found),
                "BFS boards expanded": sum(best.nodes_expanded for best in self.bfs_runs)}

    def title(self, weight_h: float, weight_g: float) -> str:
        if weight_h == weight_g == 0:
            return "Both weights are 0: every board gets the same value, so the rule has nothing to choose by."
        s = self.summary(weight_h, weight_g)
        over = f", {s['over budget']} over budget" if s["over budget"] else ""
        return f"{s['boards expanded']:,} boards expanded in all, {s['extra moves']} extra moves{over}"

    def figure(self, weight_h: float, weight_g: float):
        """The chart for one pair of weights, as a matplotlib figure."""
        import matplotlib.pyplot as plt

        with course_style():
            fig, ax = plt.subplots(figsize=(FIGURE_WIDTH, 5.0), layout="tight")
            best = [(r.length, r.nodes_expanded) for r in self.bfs_runs]
            ax.scatter(*zip(*best, strict=True), marker="s", s=80, color=method_color("bfs"), label=f"{display_name('bfs')} (shortest)",
                       zorder=3)
            if not weight_h == weight_g == 0:
                runs = self.runs(weight_h, weight_g)
                solved = [(r.length, r.nodes_expanded) for r in runs if r.length is not None]
                # each board's scored run joined to its BFS square: the extra moves are the line's length
                for run, (bfs_length, bfs_work) in zip(runs, best, strict=True):
                    if run.length is not None:
                        ax.plot([bfs_length, run.length], [bfs_work, run.nodes_expanded], color=method_color("scored"),
                                linewidth=EDGE_PT, linestyle=":", zorder=2, label="_pair")
                if solved:
                    ax.scatter(*zip(*solved, strict=True), s=90, color=method_color("scored"), zorder=4,
                               label=f"{display_name('scored')}, weights {weight_h:g} and {weight_g:g}")
            ax.set_xscale("log")
            ax.set_yscale("log")
            ax.set_xlim(6, 2000)
            ax.set_ylim(5, 2e5)
            ax.set_xlabel("solution length (moves, log scale)")
            ax.set_ylabel("boards expanded (log scale)")
            ax.set_title(wrap_to_axes(self.title(weight_h, weight_g), ax, FONT_SIZE, share=1.3), fontsize=FONT_SIZE)
            ax.legend(loc="upper right", title="dotted: the same board")
        return fig

    def _redraw(self) -> None:
        import matplotlib.pyplot as plt
        from IPython.display import display

        self.shown = (self.weight_h.value, self.weight_g.value)
        fig = self.figure(*self.shown)
        self.chart.clear_output(wait=True)
        with self.chart:
            display(fig)
        plt.close(fig)
