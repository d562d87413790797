"""Charts of a race (lessons 8 and 9): per-depth medians drawn as lines, one panel per family of methods.

A race table has one row per run with the board's true ``depth`` and the run's counts (see
:func:`puzzlelib.races.race_8puzzle`). Each line joins the medians of one method at each depth, so a
reader follows a method across depths instead of hunting dots; the methods that promise a shortest
solution and those that do not get separate panels, one above the other at the width a notebook shows,
with A* with Manhattan distance drawn in both as the common reference. Everything is drawn in the course
style (:mod:`puzzlelib.draw.style`), in the methods' own colours.
"""

from __future__ import annotations

from puzzlelib.draw.palette import METHOD_COLORS
from puzzlelib.draw.style import FIGURE_WIDTH, LINE_PT, chart_values, course_style, plain_log_axis, theme
from puzzlelib.errors import PuzzleError, short_repr
from puzzlelib.races import BFS_LABEL, race_medians, race_worst

__all__ = ["plot_race", "plot_growth", "RACE_PANELS", "RACE_COLUMNS"]

RACE_PANELS = {
    "shortest guaranteed": [BFS_LABEL, "A* misplaced", "A* Manhattan", "A* linear conflict"],
    "no guarantee": ["scored (ant post)", "greedy", "A* Manhattan"],
}
"""The two panels of :func:`plot_race` and the methods in each, by the names the lessons use."""

RACE_COLUMNS = {
    "expanded": "boards expanded",
    "generated": "boards generated",
    "memory": "boards held",
    "ms": "milliseconds per run",
    "extra": "extra moves",
    "us_per_expansion": "microseconds per board expanded",
    "length": "solution length (moves)",
}
"""What each column of a race counts, as the axis says it."""

_LOOK = {  # colour key in METHOD_COLORS, marker
    BFS_LABEL: ("bfs", "s"),
    "scored (ant post)": ("scored", "D"),
    "greedy": ("greedy", "^"),
    "A* misplaced": ("astar (misplaced)", "v"),
    "A* Manhattan": ("astar (manhattan)", "o"),
    "A* linear conflict": ("astar (linear_conflict)", "P"),
}
DEPTH_LABEL = "depth: moves from the goal"


def _colour(method: str) -> str:
    return METHOD_COLORS.get(_LOOK.get(method, ("astar",))[0], METHOD_COLORS["astar"])


def _line(ax, xs, ys, method, *, dashed=False, label=None):
    marker = _LOOK.get(method, ("", "o"))[1]
    ax.plot(xs, ys, color=_colour(method), marker=marker, linewidth=LINE_PT,
            linestyle="--" if dashed else "-", label=label or method)


def _log_wanted(values) -> bool:
    import numpy as np

    values = np.asarray(values, dtype=float)
    values = values[np.isfinite(values) & (values > 0)]
    return len(values) > 1 and values.max() / values.min() > 30


def _check_growth_input(medians, fits, ceiling) -> None:
    """A table of medians (a column per method, indexed by depth), fits as documented, a number or None."""
    example = "plot_growth(race_medians(race_8puzzle()))"
    if not hasattr(medians, "columns") or not hasattr(medians, "index"):
        raise PuzzleError(f"plot_growth needs a table of medians (a column per method), got {short_repr(medians)}; "
                          f"for example {example}.")
    for method in medians.columns:
        chart_values(medians[method], f"the medians of {method!r}", example)
    chart_values(list(medians.index), "the depths", example)
    if fits is not None:
        if not isinstance(fits, dict):
            raise PuzzleError(f"fits must map a method to (growth, start, depths), got {short_repr(fits)}.")
        for value in fits.values():
            if not isinstance(value, tuple | list) or len(value) != 3:
                raise PuzzleError(f"each fit is (growth per move, value at the first depth, depths), got "
                                  f"{short_repr(value)}.")
            chart_values(value[:2], "a fit's growth and start", "(1.4, 100, range(20, 31))")
            chart_values(value[2], "a fit's depths", "range(20, 31)")
    if ceiling is not None:
        chart_values([ceiling], "the ceiling", "181_440")


RACE_HEIGHT = 5.9
"""Inches: the race chart's two panels fit a 1280 x 800 projector below the notebook's toolbar (590 px)."""


def _race_note(race, column: str, worst: bool = False) -> str:
    """What the chart rests on, said on the picture: boards per point (fewer at the ends) and what the dotted
    lines are. Why a median of 0 can hide extra moves is left for the class to read off the dotted lines."""
    boards = race.groupby("depth")["board"].nunique()
    usual = int(boards.mode().iloc[0])
    thin = boards[boards < usual]
    note = f"each point: the median of {usual} boards"
    if len(thin):
        note += f" ({', '.join(str(int(n)) for n in thin)} at depths {', '.join(str(d) for d in thin.index)})"
    if worst:
        note += ";\ndotted lines: the worst board at each depth"
    return note


def plot_race(race, column: str = "expanded", *, log: bool | None = None, worst: bool = False):
    """Draw the per-depth medians of ``column``: the methods with a guarantee in the upper panel, the
    others in the lower one (A* with Manhattan distance dashed there, for reference). Returns the figure.

    ``log`` puts the value axis on a log scale, named in its title, with a tick at every power of ten
    written as a plain number; by default it does when the medians span more than a factor of 30.
    ``worst`` adds, dotted in each method's colour, the largest value at each depth: a median of 0 extra
    moves says only that half the boards took none, the worst board says whether any did. Under the chart
    a note says how many boards each point rests on; a panel whose lines all coincide says so.
    """
    import matplotlib.pyplot as plt

    medians = race_medians(race, column)
    worsts = race_worst(race, column) if worst else None
    if log is None:
        log = _log_wanted(medians.to_numpy())
    name = RACE_COLUMNS.get(column, column)
    with course_style():
        ink = theme()
        # a log axis per panel: each panel's decades get the height (A* Manhattan is in both, to compare)
        fig, axes = plt.subplots(2, 1, figsize=(FIGURE_WIDTH, RACE_HEIGHT), sharex=True, sharey=not log,
                                 layout="tight")
        for ax, (title, methods) in zip(axes, RACE_PANELS.items(), strict=True):
            shown = [m for m in methods if m in medians]
            for method in shown:
                reference = title == "no guarantee" and method == "A* Manhattan"
                _line(ax, medians.index, medians[method], method, dashed=reference,
                      label="A* Manhattan, for reference" if reference else None)
            if worsts is not None:
                for method in shown:
                    if not (title == "no guarantee" and method == "A* Manhattan"):
                        ax.plot(worsts.index, worsts[method], color=_colour(method), linestyle=":",
                                linewidth=LINE_PT, label="_worst")
                ax.plot([], [], color=ink.ink, linestyle=":", linewidth=LINE_PT, label="dotted: the worst board")
            lines = [medians[m] for m in shown] + ([worsts[m] for m in shown] if worsts is not None else [])
            if len(shown) > 1 and all(list(line) == list(lines[0]) for line in lines):
                title += f": all {len(shown)} searches on top of each other"
            ax.set_title(title + (", log scale" if log else ""))
            # one row on a log axis, so one power of ten above the lines holds it; two columns on a linear one
            entries = len(ax.get_legend_handles_labels()[1])
            ax.legend(loc="upper left", ncol=entries if log else 2, handlelength=1.2, columnspacing=0.8,
                      borderaxespad=0.3)
            if log:  # a one-row legend needs nearly two powers of ten above the panel's highest point
                ax.set_yscale("log")
                plain_log_axis(ax)
                ax.set_ylim(top=max(float(max(line.max() for line in lines)), 1.0) * 80)
        if not log:  # the panels share the axis; two legend rows fit in nine tenths more than the highest point
            axes[0].set_ylim(top=float((worsts if worsts is not None else medians).max().max()) * 1.9)
        fig.supylabel(f"median {name}" if worsts is None else name)  # one label for both panels
        axes[1].set_xlabel(f"{DEPTH_LABEL}\n{_race_note(race, column, worst)}")
    return fig


def plot_growth(medians, fits=None, *, methods=(BFS_LABEL, "A* misplaced", "A* Manhattan", "A* linear conflict"),
                ceiling: float | None = None, note: str | None = None):
    """Medians per depth on a log axis (one line per method) with each fitted straight line drawn thin and
    dotted over the depths it was fitted on. ``fits`` maps a method to ``(growth per move, value at the first
    depth, depths)``; ``ceiling`` draws the number of boards there are, which no search can pass; ``note`` is
    written in the lower right corner, where growing lines leave room: what the picture rests on or leaves
    out (the boards per depth, the depths not drawn). Returns the figure.
    """
    import matplotlib.pyplot as plt

    _check_growth_input(medians, fits, ceiling)
    if note is not None and not isinstance(note, str):
        raise PuzzleError(f"note must be text, got {short_repr(note)}; for example note=\"12 boards per depth\".")
    with course_style():
        ink = theme()
        fig, ax = plt.subplots(figsize=(FIGURE_WIDTH, 5.4), layout="tight")
        for method in methods:
            if method in medians:
                _line(ax, medians.index, medians[method], method)
        for growth, start, depths in (fits or {}).values():
            xs = list(depths)
            ax.plot(xs, [start * growth ** (d - xs[0]) for d in xs], color=ink.ink, linestyle=":",
                    linewidth=LINE_PT, label="_fit")
        if fits:
            ax.plot([], [], color=ink.ink, linestyle=":", linewidth=LINE_PT, label="straight line fitted")
        if ceiling:
            ax.axhline(ceiling, color=ink.muted, linestyle="-.", linewidth=LINE_PT,
                       label=f"all {ceiling:,} boards")
        ax.set_yscale("log")
        ax.set_xlabel(DEPTH_LABEL)
        ax.set_ylabel("median boards expanded (log scale)")
        # Room above the highest line (two powers of ten) for the legend, so that it hides no marks; the lines
        # climb from the lower left, which leaves the lower right free for the note.
        highest = max([float(medians[m].max()) for m in methods if m in medians] + [ceiling or 0])
        ax.set_ylim(top=highest * 100)
        ax.legend(loc="upper left", ncols=2)
        if note:
            ax.text(0.98, 0.03, note, transform=ax.transAxes, va="bottom", ha="right", color=ink.ink)
    return fig
