"""Charts in the course style: a comparison table's work, time and length per method, and plain bar
and line charts for the lessons' own counts.

Every chart here is drawn in :mod:`puzzlelib.draw.style` (14 pt text, 12 pt ticks, 2 px lines,
colours readable in both themes), at most :data:`~puzzlelib.draw.style.FIGURE_WIDTH` wide. Charts
with many or long category names draw horizontal bars or label only some categories instead of
rotating small text; a log axis says so in its label; a legend names every series.
"""

from __future__ import annotations

import numpy as np

from puzzlelib.draw.palette import method_color
from puzzlelib.draw.style import (
    FIGURE_WIDTH,
    LINE_PT,
    SERIES_COLORS,
    TEXT_PT,
    TICK_PT,
    chart_values,
    chart_words,
    course_style,
    series_colors,
    style_axes,
    theme,
    wrap_to_axes,
)
from puzzlelib.errors import PuzzleError, short_repr

__all__ = ["plot_comparison", "bar_chart", "line_chart", "METRIC_NAMES"]

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

MARKERS = ("o", "s", "^", "D", "v", "P")
"""One marker per series, so series differ in shape as well as colour."""

CHAR_PT = 0.6
"""Width of an average character as a share of the font size (DejaVu Sans), for fitting labels."""


def _method_colours(labels) -> dict:
    """The package's method colour for each label (the same in every lesson); a label whose colour is
    unknown, or too close to one already given, gets the next series colour instead."""
    return series_colors(labels, known=lambda label: method_color(label, default=""))


def _needs_log(values) -> bool:
    values = np.asarray([v for v in values if v is not None and np.isfinite(v) and v > 0], dtype=float)
    return len(values) > 1 and values.max() / values.min() > LOG_RANGE


def plot_comparison(df, metrics=("nodes_expanded", "seconds", "length"), *, kind: str = "bar", ax=None,
                    x: str = "length", y: str = "nodes_expanded"):
    """Chart a comparison table and return the figure.

    ``kind="bar"``: one panel per metric, one horizontal bar per method, named on the left (the
    median over the boards it solved; methods that hit their budget say "k unsolved" beside their
    bar; a log scale, named in the panel's title, when the values span more than :data:`LOG_RANGE`).
    ``kind="scatter"``: ``y`` (nodes expanded, its axis label naming a log scale when one is used)
    against ``x`` (the board's shortest known solution length): every board as a marker, each method
    nudged sideways so equal values do not hide each other, and a line through each method's
    median at each depth, to show how work grows with depth.
    ``ax`` draws a single bar metric or the scatter into existing axes.
    """
    if not hasattr(df, "columns") or not hasattr(df, "groupby"):
        raise PuzzleError(f"plot_comparison needs the table compare() returns, got {short_repr(df)}; for example "
                          "plot_comparison(compare(boards, ['bfs', 'astar'])).")
    needed = {"label", "solved"} | ({y, "board_index", "length"} if kind == "scatter" else set(metrics))
    missing = needed - set(df.columns)
    if missing:
        raise PuzzleError(f"plot_comparison needs a table from compare(); missing columns {sorted(missing)}")
    if kind not in ("bar", "scatter"):
        raise PuzzleError(f"kind must be 'bar' or 'scatter', got {kind!r}")
    metrics = list(metrics)
    if kind == "bar" and ax is not None and len(metrics) != 1:
        raise PuzzleError("Pass ax= only with a single metric, e.g. metrics=['nodes_expanded'].")
    labels = list(dict.fromkeys(df["label"]))
    colours = _method_colours(labels)
    with course_style():
        if kind == "scatter":
            return _scatter(df, labels, colours, ax, x, y)
        return _bars(df, labels, colours, metrics, ax)


def _bars(df, labels, colours, metrics, ax):
    import matplotlib.pyplot as plt
    from matplotlib.ticker import MaxNLocator

    ink = theme()
    if ax is not None:
        axes, fig = [ax], ax.figure
        style_axes(ax)
    else:
        height = max(2.6, 0.42 * len(labels) + 1.6)
        fig, grid = plt.subplots(1, len(metrics), figsize=(FIGURE_WIDTH, height), squeeze=False, sharey=True,
                                 layout="tight")
        axes = list(grid[0])
    solved = df[df["solved"].astype(bool)]
    rows = list(range(len(labels)))
    for ax_, metric in zip(axes, metrics, strict=True):
        medians = [solved.loc[solved["label"] == lab, metric].astype(float).median() for lab in labels]
        widths = [0.0 if m != m else m for m in medians]  # NaN (nothing solved) draws no bar
        bars = ax_.barh(rows, widths, color=[colours[lab] for lab in labels], height=0.7)
        for bar, lab in zip(bars, labels, strict=True):
            bar.set_label(lab)
            unsolved = int((~df.loc[df["label"] == lab, "solved"].astype(bool)).sum())
            if unsolved:
                ax_.annotate(f"{unsolved} unsolved", (bar.get_width(), bar.get_y() + bar.get_height() / 2),
                             ha="left", va="center", fontsize=TEXT_PT, color=ink.ink,
                             xytext=(4, 0), textcoords="offset points")
        log = _needs_log(widths)
        if log:
            ax_.set_xscale("log")
        else:
            ax_.xaxis.set_major_locator(MaxNLocator(nbins=3))
        ax_.set_yticks(rows, [str(lab) for lab in labels])
        ax_.set_ylim(len(labels) - 0.5, -0.5)  # the first method on top, as in the table
        ax_.set_xlabel("median " + METRIC_NAMES.get(metric, metric))
        ax_.set_title(METRIC_NAMES.get(metric, metric) + (LOG_NOTE if log else ""))
        ax_.xaxis.label.set_text(wrap_to_axes(ax_.get_xlabel(), ax_, TEXT_PT))
        ax_.title.set_text(wrap_to_axes(ax_.get_title(), ax_, TEXT_PT))
    if ax is None:
        for ax_ in axes[1:]:
            ax_.tick_params(axis="y", labelleft=False)
    return fig


def _scatter(df, labels, colours, ax, x, y):
    import matplotlib.pyplot as plt

    own = ax is None
    if own:
        fig, ax = plt.subplots(figsize=(FIGURE_WIDTH, 5.6), layout="tight")
    else:
        fig = ax.figure
        style_axes(ax)
    solved = df[df["solved"].astype(bool)]
    if x == "length":  # each board's depth: the shortest solution any method found
        depth = solved.groupby("board_index")["length"].min()
        xs_all = solved["board_index"].map(depth).astype(float)
        xlabel = "shortest solution found (moves)"
    else:
        xs_all, xlabel = solved[x].astype(float), METRIC_NAMES.get(x, x)
    steps = sorted(set(xs_all))
    gap = min((b - a for a, b in zip(steps, steps[1:], strict=False)), default=1.0)
    nudge = 0.5 * gap / max(len(labels), 1)
    for k, lab in enumerate(labels):
        rows = solved["label"] == lab
        xs = xs_all[rows] + (k - (len(labels) - 1) / 2) * nudge
        ys = solved.loc[rows, y].astype(float)
        marker = MARKERS[k % len(MARKERS)]
        ax.scatter(xs, ys, label=lab, color=colours[lab], marker=marker, s=46, zorder=3)
        medians = ys.groupby(xs_all[rows]).median()
        if len(medians) > 1:
            ax.plot(medians.index + (k - (len(labels) - 1) / 2) * nudge, medians.values, color=colours[lab],
                    linewidth=LINE_PT, zorder=2, label="_median")
    log = _needs_log(solved[y].astype(float))
    if log:
        ax.set_yscale("log")
    ax.set_xlabel(xlabel)
    ax.set_ylabel(METRIC_NAMES.get(y, y) + (LOG_NOTE if log else ""))
    if own:  # under the chart, where it hides no point
        ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.16), ncol=min(3, len(labels)),
                  title="method (line: the median at each depth)")
    else:
        ax.legend(loc="best", title="method (line: median)")
    ax.set_title(f"{METRIC_NAMES.get(y, y)} by depth")
    return fig


def _fits(labels, width_pt: float, size: float = TICK_PT) -> bool:
    """Whether ``labels`` written side by side at ``size`` points, each in an equal share of
    ``width_pt``, fit without touching."""
    longest = max((len(str(label)) for label in labels), default=0) * CHAR_PT * size + size
    return longest * len(labels) <= 0.85 * width_pt


def bar_chart(values, labels=None, *, title: str | None = None, xlabel: str | None = None,
              ylabel: str | None = None, reference: float | None = None, reference_label: str | None = None,
              color: str | None = None, horizontal: bool | None = None, log: bool | None = None, ax=None):
    """One bar per value, named by ``labels`` (default 0, 1, 2, ...); returns the figure.

    ``values`` may also be ``{series name: values}`` (a DataFrame's columns work): the series then
    stand side by side in each group, each in its own colour (a search method's colour when the
    name is a method's) and named in the legend.

    ``reference`` draws a dashed line across the bars (a fair share, an average), named in the
    legend by ``reference_label``. Many or long names are never rotated and shrunk: when they do not
    fit under the bars, the bars lie horizontally with every name beside its bar (up to 30 bars);
    beyond that, only every k-th name is written, and the axis label says so (unless the names
    are whole numbers counting up by one: a numbered axis needs no note). ``log``
    (default: when the values span more than :data:`LOG_RANGE`) puts the values on a log axis,
    whose label says so. ``xlabel`` names the categories and ``ylabel`` the values, whichever way
    the bars lie.

    >>> fig = bar_chart([3, 5, 2], ["a", "b", "c"], ylabel="count", reference=3.3, reference_label="fair")  # doctest: +SKIP
    """
    chart_words("bar_chart", title=title, xlabel=xlabel, ylabel=ylabel, reference_label=reference_label)
    if reference is not None:
        reference = chart_values([reference], "bar_chart's reference", "reference=3.3")[0]
    series = _series_of(values)
    count = len(next(iter(series.values())))
    labels = [str(lab) for lab in (labels if labels is not None else _index_of(values, count))]
    if len(labels) != count or any(len(v) != count for v in series.values()):
        raise PuzzleError(f"bar_chart got {count} values but {len(labels)} labels; give one label per value.")
    if color is not None:
        from matplotlib.colors import is_color_like

        if not isinstance(color, str) or not is_color_like(color):
            raise PuzzleError(f"bar_chart's color must be a colour name or '#rrggbb' text, got {short_repr(color)}; "
                              "for example color='tab:blue', or leave it out for the course colour.")
    import matplotlib.pyplot as plt

    with course_style():
        if ax is None:
            wide = not _fits(labels, (FIGURE_WIDTH - 1.2) * 72)
            flat = horizontal if horizontal is not None else (wide and count <= 30)
            height = max(3.2, 0.36 * count * len(series) ** 0.5 + 1.4) if flat else 4.2
            fig, ax = plt.subplots(figsize=(FIGURE_WIDTH, height), layout="tight")
        else:
            fig = ax.figure
            style_axes(ax)
            width_pt = ax.get_position().width * fig.get_figwidth() * 72
            flat = horizontal if horizontal is not None else (not _fits(labels, width_pt) and count <= 30)
        everything = [v for vs in series.values() for v in vs]
        log = _needs_log(everything) if log is None else log
        _draw_bars(ax, series, flat, color)
        shown = _name_categories(ax, labels, flat)
        if log:
            (ax.set_xscale if flat else ax.set_yscale)("log")
        if reference is not None:
            line = ax.axvline if flat else ax.axhline
            line(reference, color=theme().ink, linestyle="--", linewidth=LINE_PT, label=reference_label or "reference")
        if len(series) > 1:  # under the chart: over the bars it would hide some
            ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.2 if not flat else -0.12),
                      ncol=min(4, len(series) + (reference is not None)))
        elif reference is not None:
            ax.legend(loc="best")
        category = (xlabel or "") + _skipped_names_note(labels, shown)
        value = (ylabel or "") + (" (log scale)" if log and "log" not in (ylabel or "") else "")
        (ax.set_ylabel if flat else ax.set_xlabel)(category.strip())
        (ax.set_xlabel if flat else ax.set_ylabel)(value.strip())
        if title:
            ax.set_title(wrap_to_axes(title, ax, TEXT_PT))
    return fig


def _series_of(values) -> dict[str, list[float]]:
    """``{name: floats}`` from one sequence of values (one unnamed series) or from named series."""
    example = "bar_chart([3, 5, 2], ['a', 'b', 'c'])"
    if hasattr(values, "items") or hasattr(values, "columns"):
        series = {str(name): chart_values(vs, f"bar_chart's series {short_repr(name)}", example)
                  for name, vs in values.items()}
    else:
        series = {"": chart_values(values, "bar_chart's values", example)}
    if not series or not all(series.values()):
        raise PuzzleError("bar_chart needs at least one value, for example bar_chart([3, 5, 2], ['a', 'b', 'c']).")
    return series


def _index_of(values, count: int) -> list:
    """Default category names: a DataFrame's index, else 0, 1, 2, ..."""
    index = getattr(values, "index", None)
    return list(index) if index is not None and not callable(index) else list(range(count))


def _draw_bars(ax, series: dict, flat: bool, color) -> None:
    """The bars: one per value, the series of a group side by side."""
    names = list(series)
    colours = series_colors(names, known=lambda name: method_color(name, default="")) if len(names) > 1 \
        else {names[0]: color or SERIES_DEFAULT}
    width = 0.8 / len(names)
    for k, (name, vs) in enumerate(series.items()):
        places = [i - 0.4 + width * (k + 0.5) for i in range(len(vs))]
        bar = ax.barh if flat else ax.bar
        size = {"height": width * 0.9} if flat else {"width": width * 0.9}
        bar(places, vs, color=colours[name], label=name or "_bars", **size)
    if flat:
        count = len(next(iter(series.values())))
        ax.set_ylim(count - 0.5, -0.5)


def _name_categories(ax, labels: list[str], flat: bool) -> list[int]:
    """Write the category names: all beside flat bars, every k-th under upright ones (k just large
    enough for names not to touch); returns the positions named."""
    positions = list(range(len(labels)))
    shown = positions
    if not flat:
        fig = ax.figure
        per_bar = 0.85 * ax.get_position().width * fig.get_figwidth() * 72 / max(len(labels), 1)
        longest = max(len(label) for label in labels) * CHAR_PT * TICK_PT + TICK_PT
        shown = positions[::max(1, int(np.ceil(longest / per_bar)))]
    (ax.set_yticks if flat else ax.set_xticks)(shown, [labels[i] for i in shown])
    return shown


def _skipped_names_note(labels: list[str], shown: list[int]) -> str:
    """What the axis label adds when only every k-th category name is written: nothing for a number line
    (whole numbers counting up by one read like any numbered axis), else " (every 2nd name written)"."""
    if len(shown) == len(labels):
        return ""
    numbers = [int(label) if label.lstrip("-").isdigit() else None for label in labels]
    if None not in numbers and all(b - a == 1 for a, b in zip(numbers, numbers[1:], strict=False)):
        return ""
    step = shown[1] - shown[0]
    suffix = "th" if 10 <= step % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(step % 10, "th")
    return f" (every {step}{suffix} name written)"


SERIES_DEFAULT = SERIES_COLORS[0]
"""Colour of a single series when none is given: the first of the course's series colours."""


def line_chart(x, series, *, title: str | None = None, xlabel: str | None = None, ylabel: str | None = None,
               reference: float | None = None, reference_label: str | None = None, from_zero: bool = True,
               log: bool = False, markers: bool = True, ax=None):
    """Lines of ``series`` (``{name: values}``, or one list of values) against ``x``; returns the figure.

    Every line has its own colour and marker and is named in the legend; ``reference`` draws a
    dashed line (a fair shuffle's value, a bound) named by ``reference_label``. The value axis starts
    at 0 (``from_zero``) so a gap between lines is not exaggerated, and a ``log`` axis says so in its
    label. Names of search methods get their method's colour.

    >>> fig = line_chart([0, 10, 20], {"random slides": [15, 9, 4]}, reference=1, reference_label="fair")  # doctest: +SKIP
    """
    example = "line_chart([0, 10, 20], {'random slides': [15, 9, 4]})"
    chart_words("line_chart", title=title, xlabel=xlabel, ylabel=ylabel, reference_label=reference_label)
    if reference is not None:
        reference = chart_values([reference], "line_chart's reference", "reference=1")[0]
    if not isinstance(series, dict):
        series = {"": series}
    xs = chart_values(x, "line_chart's x", example)
    series = {name: chart_values(ys, f"line_chart's series {short_repr(name)}", example)
              for name, ys in series.items()}
    for name, ys in series.items():
        if len(ys) != len(xs):
            raise PuzzleError(f"line_chart: series {short_repr(name)} has {len(ys)} values for {len(xs)} x values; "
                              f"give one value per x, for example {example}.")
    import matplotlib.pyplot as plt

    with course_style():
        ink = theme()
        if ax is None:
            fig, ax = plt.subplots(figsize=(FIGURE_WIDTH, 4.4), layout="tight")
        else:
            fig = ax.figure
            style_axes(ax)
        colours = series_colors(list(series), known=lambda name: method_color(name, default=""))
        for k, (name, ys) in enumerate(series.items()):
            ax.plot(xs, list(ys), color=colours[name], linewidth=LINE_PT, label=name or "_line",
                    marker=MARKERS[k % len(MARKERS)] if markers else None, markersize=7)
        if reference is not None:
            ax.axhline(reference, color=ink.ink, linestyle="--", linewidth=LINE_PT,
                       label=reference_label or "reference")
        if log:
            ax.set_yscale("log")
        elif from_zero:
            ax.set_ylim(bottom=0)
        named = [name for name in series if name] + ([1] if reference is not None else [])
        if named:
            ax.legend(loc="best")
        ax.set_xlabel(xlabel or "")
        ax.set_ylabel((ylabel or "") + (" (log scale)" if log and "log" not in (ylabel or "") else ""))
        if title:
            ax.set_title(wrap_to_axes(title, ax, TEXT_PT))
    return fig
