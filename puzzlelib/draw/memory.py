"""How A*'s store grows with the solution: one chart for lesson 10, read from ``astar_memory_sample()``."""

from __future__ import annotations

import math

from puzzlelib.draw.palette import METHOD_COLORS, PALETTE
from puzzlelib.draw.style import FIGURE_WIDTH, LINE_PT, SERIES_COLORS, course_style, theme
from puzzlelib.errors import PuzzleError, short_repr

__all__ = ["plot_store_growth"]

_LAPTOP_COLOUR = PALETTE["goal"]  # red: the limit the prose talks about
_OVER_COLOUR = SERIES_COLORS[4]  # grey: boards whose count is not known, only that it is larger


def plot_store_growth(sample, bytes_per_board: float, *, laptop_gb: float = 8, line_to: int | None = None, ax=None):
    """Boards A* stored against each board's shortest solution (log scale), one dot per board; returns the figure.

    ``sample`` is the table :func:`puzzlelib.datasets.astar_memory_sample` returns. Boards A* did not
    finish within the budget are drawn as triangles pointing up, at the boards held when the budget ran
    out: their true count is larger. A dashed line marks how many boards ``laptop_gb`` gigabytes hold at
    ``bytes_per_board``. With ``line_to``, a dotted straight line (on the log scale) fitted to the finished
    boards is drawn on to ``line_to`` moves, and the legend gives the factor it multiplies the store by per move:
    an extrapolation, which the legend says.
    """
    needed = {"length", "stored", "stored_at_stop"}
    if not hasattr(sample, "columns") or not needed <= set(sample.columns):
        raise PuzzleError(f"plot_store_growth needs the table astar_memory_sample() returns, got {short_repr(sample)}.")
    if isinstance(bytes_per_board, bool) or not isinstance(bytes_per_board, int | float) or not bytes_per_board > 0:
        raise PuzzleError(f"bytes_per_board must be a positive number such as 250, got {short_repr(bytes_per_board)}.")
    import matplotlib.pyplot as plt

    with course_style():
        fig, ax = (ax.figure, ax) if ax is not None else plt.subplots(figsize=(FIGURE_WIDTH, 6), layout="tight")
        finished = sample.dropna(subset=["stored"])
        over = sample.dropna(subset=["stored_at_stop"])
        ax.scatter(finished["length"], finished["stored"], s=70, color=METHOD_COLORS["astar"], zorder=3,
                   label=f"A* finished ({len(finished)} boards)")
        if len(over):
            ax.scatter(over["length"], over["stored_at_stop"], s=120, marker="^", color=_OVER_COLOUR, zorder=3,
                       label=f"unfinished ({len(over)}): at least this many")
            for length, group in over.groupby("length"):
                if len(group) > 1:  # boards stopped at the same count and length draw one triangle: say how many
                    ax.annotate(f"x{len(group)}", (length, group["stored_at_stop"].max()), xytext=(0, 10),
                                textcoords="offset points", ha="center", va="bottom", color=theme().ink)
        top = 3 * laptop_gb * 1e9 / bytes_per_board
        if line_to is not None:
            top = max(top, 3 * _draw_line(ax, finished, line_to))
        laptop = laptop_gb * 1e9 / bytes_per_board
        ax.axhline(laptop, color=_LAPTOP_COLOUR, linestyle="--", linewidth=LINE_PT,
                   label=f"what {laptop_gb:g} GB holds")
        ax.set_yscale("log")
        low = 10 ** math.floor(math.log10(max(1.0, float(finished["stored"].min()))))
        ax.set_ylim(low, top)
        ax.set_xlabel("shortest solution (moves)")
        ax.set_ylabel("boards stored (log scale)")
        ax.set_title(f"A* with linear conflict on {len(sample)} random 15-puzzles", color=theme().ink)
        ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.16), ncol=2)
    return fig


def _draw_line(ax, finished, line_to) -> float:
    """Draw the least-squares line through log10 of the finished boards' stores, from their shortest length to
    ``line_to`` moves; returns the boards it reaches there."""
    import numpy as np

    if isinstance(line_to, bool) or not isinstance(line_to, int) or not line_to > finished["length"].max():
        raise PuzzleError(f"line_to must be a whole number of moves beyond the sample's longest board "
                          f"({int(finished['length'].max())}), got {short_repr(line_to)}.")
    slope, intercept = np.polyfit(finished["length"], np.log10(finished["stored"]), 1)
    xs = np.array([finished["length"].min(), line_to])
    ys = 10 ** (intercept + slope * xs)
    ax.plot(xs, ys, linestyle=":", linewidth=LINE_PT, color=theme().ink,
            label=f"fitted line, extended: x{10 ** slope:.2f} a move")
    return float(ys[-1])
