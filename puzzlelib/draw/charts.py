"""Charts of a comparison table (from :func:`puzzlelib.compare.compare`): work, time and length per method."""

from __future__ import annotations

import numpy as np

from puzzlelib.draw.palette import method_color
from puzzlelib.errors import PuzzleError, short_repr

__all__ = ["plot_comparison", "METRIC_NAMES"]

METRIC_NAMES = {
    "nodes_expanded": "nodes expanded",
    "nodes_generated": "nodes generated",
    "max_memory_nodes": "most nodes in memory",
    "max_frontier": "largest frontier",
    "seconds": "seconds",
    "length": "solution length (moves)",
    "branching_factor": "effective branching factor b*",
}

LOG_RANGE = 30.0
"""A log scale is used when the largest value is more than this many times the smallest."""

LOG_NOTE = " (log scale)"
"""Added to the title of a log-scaled bar panel and to the scatter's y label: an unnamed log axis misleads."""


def _method_colours(labels, fallback) -> dict:
    """The package's method colour for each label (the same in every lesson); a label whose colour is
    unknown or already taken by another label gets the next colour of ``fallback`` instead."""
    from matplotlib.colors import to_hex

    colours, taken = {}, set()
    for i, label in enumerate(labels):
        colour = method_color(label, default="")
        if not colour or colour in taken:
            colour = to_hex(fallback(i % 10))
        colours[label] = colour
        taken.add(colour)
    return colours


def _needs_log(values) -> bool:
    values = np.asarray([v for v in values if v is not None and np.isfinite(v) and v > 0], dtype=float)
    return len(values) > 1 and values.max() / values.min() > LOG_RANGE


def plot_comparison(df, metrics=("nodes_expanded", "seconds", "length"), *, kind: str = "bar", ax=None,
                    x: str = "length", y: str = "nodes_expanded"):
    """Chart a comparison table and return the figure.

    ``kind="bar"``: one panel per metric, one bar per method (the median over the boards it solved;
    methods that hit their budget say "k unsolved" above their bar; a log scale, named in the panel's
    title, when the values span more than :data:`LOG_RANGE`). ``kind="scatter"``: ``y`` (nodes
    expanded, its axis label naming a log scale when one is used) against ``x`` (the board's shortest
    known solution length), one series per method, to show how work grows with depth.
    ``ax`` draws a single bar metric or the scatter into existing axes.
    """
    if not hasattr(df, "columns") or not hasattr(df, "groupby"):
        raise PuzzleError(f"plot_comparison needs the table compare() returns, got {short_repr(df)}; for example "
                          "plot_comparison(compare(boards, ['bfs', 'astar'])).")
    import matplotlib.pyplot as plt

    needed = {"label", "solved"} | ({y, "board_index", "length"} if kind == "scatter" else set(metrics))
    missing = needed - set(df.columns)
    if missing:
        raise PuzzleError(f"plot_comparison needs a table from compare(); missing columns {sorted(missing)}")
    labels = list(dict.fromkeys(df["label"]))
    colours = _method_colours(labels, plt.get_cmap("tab10"))
    if kind == "scatter":
        return _scatter(df, labels, colours, ax, x, y)
    if kind != "bar":
        raise PuzzleError(f"kind must be 'bar' or 'scatter', got {kind!r}")
    metrics = list(metrics)
    if ax is not None:
        if len(metrics) != 1:
            raise PuzzleError("Pass ax= only with a single metric, e.g. metrics=['nodes_expanded'].")
        axes = [ax]
        fig = ax.figure
    else:
        fig, axes = plt.subplots(1, len(metrics), figsize=(4.2 * len(metrics), 3.8), squeeze=False)
        axes = list(axes[0])
    solved = df[df["solved"].astype(bool)]
    for ax_, metric in zip(axes, metrics, strict=True):
        medians = [solved.loc[solved["label"] == lab, metric].astype(float).median() for lab in labels]
        heights = [0.0 if m != m else m for m in medians]  # NaN (nothing solved) draws no bar
        bars = ax_.bar(range(len(labels)), heights, color=[colours[lab] for lab in labels])
        for bar, lab in zip(bars, labels, strict=True):
            bar.set_label(lab)
            unsolved = int((~df.loc[df["label"] == lab, "solved"].astype(bool)).sum())
            if unsolved:
                ax_.annotate(f"{unsolved} unsolved", (bar.get_x() + bar.get_width() / 2, bar.get_height()),
                             ha="center", va="bottom", fontsize=10, color="#b91c1c",
                             xytext=(0, 2), textcoords="offset points")
        log = _needs_log(heights)
        if log:
            ax_.set_yscale("log")
        ax_.set_xticks(range(len(labels)), labels, rotation=30, ha="right", fontsize=10)
        ax_.set_ylabel("median " + METRIC_NAMES.get(metric, metric))
        ax_.set_title(METRIC_NAMES.get(metric, metric) + (LOG_NOTE if log else ""))
    fig.tight_layout()
    return fig


def _scatter(df, labels, colours, ax, x, y):
    import matplotlib.pyplot as plt

    fig, ax = (ax.figure, ax) if ax is not None else plt.subplots(figsize=(6, 4.2))
    solved = df[df["solved"].astype(bool)]
    if x == "length":  # each board's depth: the shortest solution any method found
        depth = solved.groupby("board_index")["length"].min()
        xs_all = solved["board_index"].map(depth)
        xlabel = "shortest solution found (moves)"
    else:
        xs_all, xlabel = solved[x], METRIC_NAMES.get(x, x)
    for lab in labels:
        rows = solved["label"] == lab
        ax.scatter(xs_all[rows], solved.loc[rows, y], label=lab, color=colours[lab], alpha=0.8, s=28)
    log = _needs_log(solved[y].astype(float))
    if log:
        ax.set_yscale("log")
    ax.set_xlabel(xlabel)
    ax.set_ylabel(METRIC_NAMES.get(y, y) + (LOG_NOTE if log else ""))
    ax.legend(fontsize=10)
    ax.set_title(f"{METRIC_NAMES.get(y, y)} by depth")
    fig.tight_layout()
    return fig
