"""Charts of a race (lessons 8 and 9): per-depth medians drawn as lines, one panel per family of methods.

A race table has one row per run with the board's true ``depth`` and the run's counts (see
:func:`puzzlelib.races.race_8puzzle`). Each line joins the medians of one method at each depth, so a
reader follows a method across depths instead of hunting dots; the methods that promise a shortest
solution and those that do not get separate panels, with A* with Manhattan distance drawn in both as the
common reference.
"""

from __future__ import annotations

from puzzlelib.draw.palette import METHOD_COLORS
from puzzlelib.races import race_medians

__all__ = ["plot_race", "plot_growth", "RACE_PANELS", "RACE_COLUMNS"]

RACE_PANELS = {
    "shortest guaranteed": ["BFS", "A* misplaced", "A* Manhattan", "A* linear conflict"],
    "no guarantee": ["scored (ant post)", "greedy", "A* Manhattan"],
}
"""The two panels of :func:`plot_race` and the methods in each, by the names the lessons use."""

RACE_COLUMNS = {
    "expanded": "boards expanded",
    "generated": "boards generated",
    "memory": "most boards held at once",
    "ms": "milliseconds per run",
    "extra": "extra moves over the shortest",
    "us_per_expansion": "microseconds per board expanded",
    "length": "solution length (moves)",
}
"""What each column of a race counts, as the axis says it."""

_STYLE = {
    "BFS": (METHOD_COLORS["bfs"], "s", "-"),
    "scored (ant post)": (METHOD_COLORS["scored"], "D", "-"),
    "greedy": (METHOD_COLORS["greedy"], "^", "-"),
    "A* misplaced": (METHOD_COLORS["astar (misplaced)"], "v", "-"),
    "A* Manhattan": (METHOD_COLORS["astar (manhattan)"], "o", "-"),
    "A* linear conflict": (METHOD_COLORS["astar (linear_conflict)"], "P", "-"),
}


def _line(ax, medians, method, dashed=False, label=None):
    colour, marker, style = _STYLE.get(method, ("#334155", "o", "-"))
    ax.plot(medians.index, medians[method], color=colour, marker=marker, markersize=6, linewidth=2.5,
            linestyle="--" if dashed else style, label=label or method)


def plot_race(race, column: str = "expanded", *, log: bool | None = None):
    """Draw the per-depth medians of ``column``, the methods with a guarantee on the left, the others on
    the right (A* with Manhattan distance dashed there, for reference). Returns the figure.

    ``log`` puts the y axis on a log scale (named in the axis label); by default it does when the medians
    span more than a factor of 30.
    """
    import matplotlib.pyplot as plt
    import numpy as np

    medians = race_medians(race, column)
    positive = medians.to_numpy(dtype=float)
    positive = positive[np.isfinite(positive) & (positive > 0)]
    if log is None:
        log = len(positive) > 1 and positive.max() / positive.min() > 30
    fig, axes = plt.subplots(1, 2, figsize=(13, 5.2), sharey=True)
    for ax, (title, methods) in zip(axes, RACE_PANELS.items(), strict=True):
        for method in methods:
            if method in medians:
                reference = title == "no guarantee" and method == "A* Manhattan"
                _line(ax, medians, method, dashed=reference,
                      label="A* Manhattan (for reference)" if reference else None)
        ax.set_title(title)
        ax.set_xlabel("depth: moves from the goal")
        ax.grid(True, alpha=0.3)
        ax.legend(loc="upper left")
        if log:
            ax.set_yscale("log")
    name = RACE_COLUMNS.get(column, column)
    axes[0].set_ylabel(f"median {name}" + (" (log scale)" if log else ""))
    fig.tight_layout()
    return fig


def plot_growth(medians, fits=None, *, methods=("BFS", "A* misplaced", "A* Manhattan", "A* linear conflict"),
                ceiling: float | None = None):
    """Medians per depth on a log axis (one line per method) with each fitted straight line dotted over the
    depths it was fitted on. ``fits`` maps a method to ``(growth per move, boards at the first depth,
    depths)``; ``ceiling`` draws the number of boards there are, which no search can exceed. Returns the figure.
    """
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(10, 5.6))
    for method in methods:
        if method in medians:
            _line(ax, medians, method)
    for method, (growth, start, depths) in (fits or {}).items():
        colour = _STYLE.get(method, ("#334155",))[0]
        xs = list(depths)
        ax.plot(xs, [start * growth ** (d - xs[0]) for d in xs], color=colour, linestyle=":", linewidth=4,
                alpha=0.9)
    if ceiling:
        ax.axhline(ceiling, color="#475569", linewidth=2, linestyle="-.")
        ax.annotate(f"all {ceiling:,} boards", (medians.index.min(), ceiling), xytext=(0, 6),
                    textcoords="offset points", va="bottom")
    ax.set_yscale("log")
    ax.set_xlabel("depth: moves from the goal")
    ax.set_ylabel("median boards expanded (log scale)")
    ax.grid(True, alpha=0.3)
    ax.legend(loc="upper left")
    fig.tight_layout()
    return fig
