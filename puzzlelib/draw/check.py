"""Does a figure meet the course style? :func:`check_figure` lists what a projector would lose.

The figure is drawn once with Agg while every text, line, patch, collection and image that is
actually drawn is recorded (ticks outside the view, hidden artists and empty texts are not), and
then judged at the size a notebook shows it: at the figure's dpi against
:data:`~puzzlelib.draw.style.REFERENCE_DPI`, and scaled down to
:data:`~puzzlelib.draw.style.SHOWN_WIDTH_PX` when it is wider. The rules (``COURSE.md`` section 5):

- **text size**: every text at least 14 pt at the size shown, tick labels 12 pt; a tile's digits
  (texts whose ``gid`` starts with ``"tile-digit"``) also about 40% of their tile (30% to 50%).
- **line width**: every drawn line at least 2 px: curves, reference lines, grid lines, tree edges,
  spines, tick marks, and the visible edges of patches and markers. Grid lines get no exemption:
  the course style draws none, and a faint grid is exactly what a projector loses.
- **contrast**: every text against what is drawn behind it (a tile, a node, a text box, the axes),
  every line, marker and patch against its axes' (or legend's) background, at least 3:1 (WCAG 2).
  A patch or marker passes when its fill or its edge (2 px or wider) does. Images are taken to
  be anything from black to white. Figure and axes backgrounds, legend frames and text boxes are
  backgrounds, not marks.
- **overlap**: no two drawn texts overlap.
- **series**: at most :data:`~puzzlelib.draw.style.MAX_SERIES` series (lines, scatters, bar groups)
  in one chart; two series drawn alike (same line style and marker) must differ in colour by a
  CIE76 distance of at least 20; two or more coloured line or scatter series need a legend.
- **log axes**: a log-scaled axis says "log" in its label or in the chart's title.

Themes: the figure is judged in the theme it was drawn in and, by default, in the other one as
well. For the other theme its colours are translated the way the course style would draw it:
the background (white, or ``#111111``/black) becomes the other theme's, ink and muted colours
(the themes' own, and matplotlib's default black) become the other theme's, and every other
colour (the palette, the series) stays. So a chart that hard-codes a colour only a white page
can carry fails in the dark theme, and one drawn by the style's helpers passes in both.
"""

from __future__ import annotations

import itertools
import math
import re
from dataclasses import dataclass

import numpy as np

from puzzlelib.draw.drawn import DrawnFigure, Recolour, distance, hex_of, near, over, rgba
from puzzlelib.draw.style import (
    DIGIT_HEIGHT_EM,
    MAX_SERIES,
    MIN_CONTRAST,
    MIN_LINE_PX,
    MIN_SERIES_DISTANCE,
    SHOWN_WIDTH_PX,
    TEXT_PT,
    THEMES,
    TICK_PT,
    contrast,
    luminance,
)

__all__ = ["FigureProblem", "check_figure", "figure_title", "MIN_SERIES_DISTANCE"]

TILE_DIGIT_RANGE = (0.3, 0.5)
"""A tile's digits are "about 40% of the tile" when their height is within this share of its side."""

_SLACK = 0.02  # rounding slack on sizes, widths and ratios (a 13.99 pt text is 14 pt)


@dataclass(frozen=True)
class FigureProblem:
    """One way a figure falls short: ``kind`` (``"text size"``, ``"line width"``, ``"contrast"``,
    ``"overlap"``, ``"series"``, ``"log axis"``, ``"tile digits"``) and a sentence saying what and where."""

    kind: str
    message: str

    def __str__(self) -> str:
        return f"{self.kind}: {self.message}"


# --------------------------------------------------------------------------------------------------
# the rules


def _text_name(text) -> str:
    words = " ".join(text.get_text().split())
    words = re.sub(r"\$\\mathdefault\{(.*)\}\$", r"\1", words).replace("^{", "^").replace("}", "")
    return repr(words if len(words) <= 40 else words[:37] + "...")


def _check_texts(f: DrawnFigure, problems: list) -> None:
    small: dict[tuple, list] = {}
    digits: dict[tuple, list] = {}
    for text in f.texts:
        size = text.get_fontsize()
        shown = size * f.point_scale
        tick = id(text) in f.tick_labels
        least = TICK_PT if tick else TEXT_PT
        if shown < least - _SLACK:
            small.setdefault((f.where(text), "tick label" if tick else "text", size, shown, least), []).append(text)
        gid = text.get_gid() or ""
        if gid.startswith("tile-digit") and text.axes is not None:
            side = _tile_side_px(text)
            if side:
                share = size * text.figure.dpi / 72 * DIGIT_HEIGHT_EM / side
                low, high = TILE_DIGIT_RANGE
                if not low - _SLACK <= share <= high + _SLACK:
                    digits.setdefault((f.where(text), f"{share:.0%}"), []).append(text)
    for (where, share), texts in digits.items():
        names = ", ".join(_text_name(t) for t in texts[:3]) + (f" and {len(texts) - 3} more" if len(texts) > 3 else "")
        problems.append(FigureProblem("tile digits", f"{where}digits {names} are {share} of their tile; "
                                      "about 40% reads from the back row"))
    for (where, kind, size, shown, least), texts in small.items():
        names = ", ".join(_text_name(t) for t in texts[:3]) + (f" and {len(texts) - 3} more" if len(texts) > 3 else "")
        kind += "s" if len(texts) > 1 else ""
        note = f" ({size:g} pt drawn, shown at {shown:.1f})" if abs(shown - size) > 0.05 else ""
        verb = "are" if len(texts) > 1 else "is"
        problems.append(FigureProblem("text size", f"{where}{kind} {names} {verb} {shown:.1f} pt{note}; "
                                      f"at least {least:g} pt"))


def _tile_side_px(text) -> float:
    """Side in pixels of the tile a tile digit sits on (tiles are one data unit square)."""
    trans = text.axes.transData
    (x0, y0), (x1, y1) = trans.transform([(0, 0), (1, 1)])
    return min(abs(x1 - x0), abs(y1 - y0))


def _check_overlaps(f: DrawnFigure, problems: list) -> None:
    boxes = []
    for text in f.texts:
        try:
            box = text.get_window_extent(f.drawn.renderer)
        except Exception:  # noqa: BLE001 - a text that cannot be measured cannot be compared
            continue
        if box.width > 0 and box.height > 0 and np.isfinite([box.x0, box.y0, box.x1, box.y1]).all():
            boxes.append((text, box))
    seen = set()
    for (a, box_a), (b, box_b) in itertools.combinations(boxes, 2):
        dx = min(box_a.x1, box_b.x1) - max(box_a.x0, box_b.x0)
        dy = min(box_a.y1, box_b.y1) - max(box_a.y0, box_b.y0)
        if dx > 1.5 and dy > 1.5:
            key = (a.get_text(), b.get_text(), f.where(a))
            if key in seen:
                continue
            seen.add(key)
            problems.append(FigureProblem("overlap", f"{f.where(a)}texts {_text_name(a)} and {_text_name(b)} "
                                          f"overlap by {dx:.0f} x {dy:.0f} px"))


def _contrast_problem(f: DrawnFigure, what: str, artist, colours, backs, theme: str) -> str | None:
    """The worst contrast of ``colours`` (rgba, recoloured) against ``backs``, as a sentence, when below 3:1."""
    worst, pair = math.inf, None
    for colour in colours:
        for back in backs:
            ratio = contrast(over(colour, back), back)
            if ratio < worst:
                worst, pair = ratio, (colour, back)
    if worst >= MIN_CONTRAST - _SLACK or pair is None:
        return None
    colour, back = pair
    return (f"{f.where(artist)}{what} {hex_of(colour)} is {worst:.2f}:1 against {hex_of(back)} "
            f"in the {theme} theme; at least {MIN_CONTRAST:g}:1")


def _check_text_contrast(f: DrawnFigure, recolour, theme: str, problems: list) -> None:
    for text in f.texts:
        box = text.get_window_extent(f.drawn.renderer)
        centre = ((box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2)
        colour = recolour(rgba(text.get_color()))
        if text.get_alpha() is not None:
            colour = (*colour[:3], colour[3] * text.get_alpha())
        message = _contrast_problem(f, f"text {_text_name(text)}", text, [colour],
                                    f.backdrop(text, recolour, centre), theme)
        if message:
            problems.append(FigureProblem("contrast", message))


def _line_px(f: DrawnFigure, width_pt: float) -> float:
    return width_pt * f.px_per_pt


def _check_lines(f: DrawnFigure, recolour, theme: str, problems: list, widths: bool) -> None:
    for line in f.lines:
        drawn_line = line.get_linestyle() not in ("None", "", " ", "none") and line.get_linewidth() > 0
        is_tick = id(line) in f.tick_lines
        marker = line.get_marker() not in (None, "None", "", " ", "none") and line.get_markersize() > 0
        if is_tick:
            if not marker:
                continue
            width = line.get_markeredgewidth()
            what = "tick marks"
            colours = [recolour(rgba(line.get_markeredgecolor()))]
            if widths and _line_px(f, width) < MIN_LINE_PX - _SLACK:
                problems.append(FigureProblem("line width", f"{f.where(line)}{what} are "
                                              f"{_line_px(f, width):.1f} px; at least {MIN_LINE_PX:g} px"))
            message = _contrast_problem(f, what, line, colours, f.backdrop(line, recolour), theme)
            if message:
                problems.append(FigureProblem("contrast", message))
            continue
        label = line.get_label()
        what = "line" + (f" {label!r}" if label and not label.startswith("_") else "")
        if drawn_line:
            if widths and _line_px(f, line.get_linewidth()) < MIN_LINE_PX - _SLACK:
                problems.append(FigureProblem("line width", f"{f.where(line)}{what} is "
                                              f"{_line_px(f, line.get_linewidth()):.1f} px; at least {MIN_LINE_PX:g} px"))
            colours = [recolour(rgba(line.get_color()))]
        elif marker:
            colours = [recolour(rgba(line.get_markerfacecolor())), recolour(rgba(line.get_markeredgecolor()))]
            colours = [max(colours, key=lambda c: 0 if c[3] == 0 else 1)]
            what = what.replace("line", "markers", 1)
        else:
            continue
        if line.get_alpha() is not None:
            colours = [(*c[:3], c[3] * line.get_alpha()) for c in colours]
        message = _contrast_problem(f, what, line, colours, f.backdrop(line, recolour), theme)
        if message:
            problems.append(FigureProblem("contrast", message))


def _patch_name(f: DrawnFigure, patch) -> str:
    label = patch.get_label()
    kind = type(patch).__name__.lower()
    if kind == "rectangle" and getattr(patch, "axes", None) is not None and patch.axes.containers:
        kind = "bar"
    gid = re.sub(r"-\d+$", "", patch.get_gid() or "")  # "tile-7" -> "tile": one message for all tiles
    if gid:
        return f"{kind} {gid!r}"
    return kind + (f" {label!r}" if label and not label.startswith("_") else "")


def _check_fill(f: DrawnFigure, artist, what: str, face, edge, edge_width_pt: float, backs, recolour, theme: str,
                widths: bool, problems: list) -> None:
    """A filled mark passes when its fill, or its edge of at least 2 px, stands out from ``backs``."""
    face, edge = recolour(face), recolour(edge)
    edge_px = _line_px(f, edge_width_pt)
    face_ok = face[3] > 0 and _contrast_problem(f, "", artist, [face], backs, theme) is None
    edge_shown = edge[3] > 0 and edge_px > 0 and not near(edge, face)
    edge_ok = edge_shown and edge_px >= MIN_LINE_PX - _SLACK and \
        _contrast_problem(f, "", artist, [edge], backs, theme) is None
    if widths and edge_shown and edge_px < MIN_LINE_PX - _SLACK and not face_ok:
        problems.append(FigureProblem("line width", f"{f.where(artist)}the edge of {what} is {edge_px:.1f} px; "
                                      f"at least {MIN_LINE_PX:g} px"))
    if face_ok or edge_ok:
        return
    shown = face if face[3] > 0 else edge
    message = _contrast_problem(f, what + (" (fill and edge)" if face[3] > 0 and edge_shown else ""), artist,
                                [shown], backs, theme)
    if message:
        problems.append(FigureProblem("contrast", message))


def _check_patches(f: DrawnFigure, recolour, theme: str, problems: list, widths: bool) -> None:
    for patch in f.patches:
        if id(patch) in f.backgrounds:
            continue
        _check_fill(f, patch, _patch_name(f, patch), rgba(patch.get_facecolor()), rgba(patch.get_edgecolor()),
                    patch.get_linewidth(), f.backdrop(patch, recolour), recolour, theme, widths, problems)
    for spine in f.spines:
        width = spine.get_linewidth()
        if width <= 0 or rgba(spine.get_edgecolor())[3] == 0:
            continue
        if widths and _line_px(f, width) < MIN_LINE_PX - _SLACK:
            problems.append(FigureProblem("line width", f"{f.where(spine)}axis lines are "
                                          f"{_line_px(f, width):.1f} px; at least {MIN_LINE_PX:g} px"))
        message = _contrast_problem(f, "axis line", spine, [recolour(rgba(spine.get_edgecolor()))],
                                    f.backdrop(spine, recolour), theme)
        if message:
            problems.append(FigureProblem("contrast", message))


def _check_collections(f: DrawnFigure, recolour, theme: str, problems: list, widths: bool) -> None:
    from matplotlib.collections import LineCollection, PathCollection, PolyCollection

    for coll in f.collections:
        backs = f.backdrop(coll, recolour)
        label = coll.get_label()
        named = f" {label!r}" if label and not label.startswith("_") else ""
        if isinstance(coll, LineCollection):
            colours = [tuple(c) for c in coll.get_colors()]
            lws = list(coll.get_linewidths()) or [0.0]
            if widths and min(lws) > 0 and _line_px(f, min(lws)) < MIN_LINE_PX - _SLACK:
                problems.append(FigureProblem("line width", f"{f.where(coll)}lines{named} are "
                                              f"{_line_px(f, min(lws)):.1f} px; at least {MIN_LINE_PX:g} px"))
            for colour in dict.fromkeys(colours):
                message = _contrast_problem(f, f"lines{named}", coll, [recolour(colour)], backs, theme)
                if message:
                    problems.append(FigureProblem("contrast", message))
        elif isinstance(coll, PathCollection | PolyCollection):
            what = ("markers" if isinstance(coll, PathCollection) else "area") + named
            faces = [tuple(c) for c in coll.get_facecolors()] or [(0, 0, 0, 0)]
            edges = [tuple(c) for c in coll.get_edgecolors()] or [(0, 0, 0, 0)]
            lws = list(coll.get_linewidths()) or [0.0]
            n = max(len(faces), len(edges))
            pairs = dict.fromkeys((faces[i % len(faces)], edges[i % len(edges)], lws[i % len(lws)]) for i in range(n))
            for face, edge, lw in pairs:
                _check_fill(f, coll, what, face, edge, lw, backs, recolour, theme, widths, problems)


def _series(ax) -> dict[tuple, list[str]]:
    """The data series of one axes (lines, scatters, bar groups), as ``{(colour, style): labels}``:
    pieces drawn in one colour and one style are one series to the eye, whatever their number."""
    from matplotlib.collections import PathCollection

    found: dict[tuple, list[str]] = {}

    def add(label, colour, style):
        found.setdefault((hex_of(colour), style), []).append(label)

    for line in ax.get_lines():
        if not line.get_visible():
            continue
        style = (line.get_linestyle(), str(line.get_marker()))
        if style[0] in ("None", "", " ") and style[1] in ("None", "", " "):
            continue
        add(line.get_label(), rgba(line.get_color()), style)
    for coll in ax.collections:
        if isinstance(coll, PathCollection) and coll.get_visible() and len(coll.get_offsets()):
            faces = coll.get_facecolors()
            if len(faces) == 0 or len({tuple(c) for c in faces}) > 1:
                continue  # coloured point by point (a tree's nodes): not one series
            path = coll.get_paths()[0] if coll.get_paths() else None
            add(coll.get_label(), tuple(faces[0]), ("scatter", str(len(path.vertices) if path else 0)))
    for container in ax.containers:
        patches = [p for p in getattr(container, "patches", []) if p.get_visible()]
        faces = {tuple(rgba(p.get_facecolor())) for p in patches}
        if len(faces) == 1:
            add(container.get_label(), faces.pop(), ("bars", ""))
    return found


def _check_series(f: DrawnFigure, problems: list) -> None:
    for ax in f.fig.axes:
        if not ax.get_visible() or not ax.axison:
            continue  # a diagram drawn without axes (a heap, a board) has no series
        series = _series(ax)
        where = f.where(ax)
        count = len({colour for colour, _ in series})  # a scatter and its median line in one colour are one series
        if count > MAX_SERIES:
            problems.append(FigureProblem("series", f"{where}{count} series; at most {MAX_SERIES} can be told "
                                          "apart in one chart"))
        for (colour, _style), labels in series.items():
            named = sorted({label for label in labels if label and not label.startswith("_")})
            if len(named) > 1:
                problems.append(FigureProblem("series", f"{where}series {', '.join(map(repr, named))} are drawn "
                                              f"in the same colour {colour} and style"))
        for ((ca, sa), la), ((cb, sb), lb) in itertools.combinations(series.items(), 2):
            if sa == sb and distance(rgba(ca), rgba(cb)) < MIN_SERIES_DISTANCE:
                problems.append(FigureProblem("series", f"{where}series {_plain(la[0])} and {_plain(lb[0])} are "
                                              f"drawn alike in colours too close to tell apart ({ca}, {cb})"))
        lined = [key for key in series if key[1][0] != "bars"]
        has_legend = ax.get_legend() is not None or bool(f.fig.legends)
        if len(lined) >= 2 and len({colour for colour, _ in lined}) >= 2 and not has_legend:
            problems.append(FigureProblem("series", f"{where}{len(lined)} series but no legend names them"))


def _plain(label: str) -> str:
    return repr(label) if label and not label.startswith("_") else "(unnamed)"


def _check_log_axes(f: DrawnFigure, problems: list) -> None:
    for ax in f.fig.axes:
        if not ax.get_visible():
            continue
        said = " ".join([ax.get_title(), ax.get_title("left"), ax.get_title("right")]).lower()
        suptitle = f.fig.get_suptitle().lower()
        for name, scale, label in (("x", ax.get_xscale(), ax.get_xlabel()), ("y", ax.get_yscale(), ax.get_ylabel())):
            if scale in ("log", "symlog") and "log" not in (label.lower() + " " + said + " " + suptitle):
                problems.append(FigureProblem("log axis", f"{f.where(ax)}the {name} axis is log-scaled but "
                                              "neither its label nor the title says so"))


def _drawn_theme(fig) -> str:
    face = rgba(fig.patch.get_facecolor())
    if face[3] == 0 and fig.axes:
        face = rgba(fig.axes[0].patch.get_facecolor())
    if face[3] == 0:
        return "light"
    return "dark" if luminance(face[:3]) < 0.2 else "light"


def check_figure(fig, *, themes=("light", "dark"), shown_width_px: float = SHOWN_WIDTH_PX) -> list[FigureProblem]:
    """The problems of one matplotlib figure against the course style (empty when it meets it).

    ``themes`` are the themes to judge colours in (see the module docstring); sizes, widths and
    overlaps do not depend on the theme and are judged once. ``shown_width_px`` is the width the
    notebook gives the picture. Identical problems (24 bars of one grey) are reported once, with
    a count.

    >>> import matplotlib
    >>> matplotlib.use("Agg")
    >>> from matplotlib.figure import Figure
    >>> fig = Figure(figsize=(4, 3))
    >>> ax = fig.add_subplot()
    >>> _ = ax.plot([0, 1], [0, 1], color="#dddddd", linewidth=0.5)
    >>> _ = ax.set_title("faint, thin and small", fontsize=9)
    >>> sorted({p.kind for p in check_figure(fig)})
    ['contrast', 'line width', 'text size']
    """
    from matplotlib.figure import Figure

    from puzzlelib.errors import PuzzleError, short_repr

    if not isinstance(fig, Figure):
        raise PuzzleError(f"check_figure needs a matplotlib figure, got {short_repr(fig)}; for example "
                          "check_figure(plt.gcf()).")
    if isinstance(themes, str) or not hasattr(themes, "__iter__"):
        themes = (themes,)
    for name in themes:
        if not isinstance(name, str) or name not in THEMES:
            raise PuzzleError(f"themes lists 'light' and/or 'dark', got {short_repr(name)}; for example "
                              "check_figure(fig, themes=('light',)).")
    f = DrawnFigure(fig, shown_width_px)
    drawn = _drawn_theme(fig)
    problems: list[FigureProblem] = []
    _check_texts(f, problems)
    _check_overlaps(f, problems)
    for i, name in enumerate(themes):
        recolour = Recolour(drawn, name)
        _check_text_contrast(f, recolour, name, problems)
        _check_lines(f, recolour, name, problems, widths=i == 0)
        _check_patches(f, recolour, name, problems, widths=i == 0)
        _check_collections(f, recolour, name, problems, widths=i == 0)
    _check_series(f, problems)
    _check_log_axes(f, problems)
    counts: dict[FigureProblem, int] = {}
    for problem in problems:
        counts[problem] = counts.get(problem, 0) + 1
    return [p if n == 1 else FigureProblem(p.kind, f"{p.message} (x{n})") for p, n in counts.items()]


def figure_title(fig) -> str:
    """What a figure is called: its suptitle, else its charts' titles, else its axis labels."""
    if fig.get_suptitle():
        return " ".join(fig.get_suptitle().split())
    titles = [ax.get_title() for ax in fig.axes if ax.get_title()]
    if titles:
        text = " | ".join(" ".join(t.split()) for t in titles)
        return text if len(text) <= 90 else text[:87] + "..."
    labels = [ax.get_ylabel() or ax.get_xlabel() for ax in fig.axes if ax.get_ylabel() or ax.get_xlabel()]
    return labels[0] if labels else "untitled"
