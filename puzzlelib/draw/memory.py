"""How A*'s store grows with the solution: one chart for lesson 10, read from ``astar_memory_sample()``."""

from __future__ import annotations

import math

from puzzlelib.draw.palette import METHOD_COLORS
from puzzlelib.errors import PuzzleError, short_repr

__all__ = ["plot_store_growth"]

_LAPTOP_COLOUR = "#b91c1c"  # red: the limit the prose talks about
_OVER_COLOUR = "#6b7280"  # grey: boards whose count is not known, only that it is larger


def plot_store_growth(sample, bytes_per_board: float, *, laptop_gb: float = 8, ax=None):
    """Boards A* stored against each board's shortest solution (log scale), one dot per board; returns the figure.

    ``sample`` is the table :func:`puzzlelib.datasets.astar_memory_sample` returns. Boards A* did not
    finish within the budget are drawn as triangles pointing up, at the boards held when the budget ran
    out: their true count is larger. A dashed line marks how many boards ``laptop_gb`` gigabytes hold at
    ``bytes_per_board``.
    """
    needed = {"length", "stored", "stored_at_stop"}
    if not hasattr(sample, "columns") or not needed <= set(sample.columns):
        raise PuzzleError(f"plot_store_growth needs the table astar_memory_sample() returns, got {short_repr(sample)}.")
    if isinstance(bytes_per_board, bool) or not isinstance(bytes_per_board, int | float) or not bytes_per_board > 0:
        raise PuzzleError(f"bytes_per_board must be a positive number such as 250, got {short_repr(bytes_per_board)}.")
    import matplotlib.pyplot as plt

    fig, ax = (ax.figure, ax) if ax is not None else plt.subplots(figsize=(9, 5.2))
    finished = sample.dropna(subset=["stored"])
    over = sample.dropna(subset=["stored_at_stop"])
    ax.scatter(finished["length"], finished["stored"], s=70, color=METHOD_COLORS["astar"], zorder=3,
               label=f"A* finished ({len(finished)} boards)")
    if len(over):
        ax.scatter(over["length"], over["stored_at_stop"], s=110, marker="^", color=_OVER_COLOUR, zorder=3,
                   label=f"unfinished: at least this many ({len(over)} boards)")
    laptop = laptop_gb * 1e9 / bytes_per_board
    ax.axhline(laptop, color=_LAPTOP_COLOUR, linestyle="--", linewidth=2.5,
               label=f"what {laptop_gb:g} GB holds ({laptop / 1e6:.0f} million boards)")
    ax.set_yscale("log")
    low = 10 ** math.floor(math.log10(max(1.0, float(finished["stored"].min()))))
    ax.set_ylim(low, 3 * laptop)
    ax.set_xlabel("shortest solution (moves)", fontsize=14)
    ax.set_ylabel("boards stored (log scale)", fontsize=14)
    ax.tick_params(labelsize=12)
    ax.set_title(f"A* with linear conflict on {len(sample)} random 15-puzzles", fontsize=14)
    ax.grid(True, which="major", alpha=0.3)
    ax.legend(fontsize=12, loc="lower right")
    fig.tight_layout()
    return fig
