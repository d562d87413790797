"""The course style: one look for every chart and board, readable from the back row of a classroom.

The standard (``COURSE.md`` section 5) asks for text of at least 14 pt (tick labels 12 pt), lines of
at least 2 px, and every colour at least 3:1 against its background, in the light and the dark
theme. This module holds those numbers and the matplotlib settings that meet them, in two themes:

- ``"light"``: dark ink on white, what the notebook shows by default;
- ``"dark"``: light ink on JupyterLab's dark background (``#111111``).

Colours that carry meaning (the search states of :data:`~puzzlelib.draw.palette.PALETTE`, the
method colours, :data:`SERIES_COLORS`) sit between the two backgrounds in brightness, so each one
is at least 3:1 against both and the same colour means the same thing in either theme; only the
ink (text, axes, edges) and the background change with the theme.

The style is applied, never installed at import: every helper of :mod:`puzzlelib.draw` draws inside
:func:`course_style` (a :func:`matplotlib.rc_context`) and styles the axes it draws into with
:func:`style_axes`; a notebook that draws its own chart calls :func:`use_course_style` once.
:func:`puzzlelib.draw.check.check_figure` lists what a figure falls short of.

>>> round(contrast("#ffffff", "#000000"), 1), contrast("#64748b", "#ffffff") >= MIN_CONTRAST
(21.0, True)
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass

from puzzlelib.draw.fonts import font_rc
from puzzlelib.draw.palette import relative_luminance
from puzzlelib.errors import PuzzleError, short_repr

__all__ = [
    "TEXT_PT", "TICK_PT", "TITLE_PT", "MIN_LINE_PX", "MIN_CONTRAST", "REFERENCE_DPI", "SHOWN_WIDTH_PX",
    "TILE_DIGIT_SHARE", "MAX_SERIES", "SERIES_COLORS", "THEMES", "Theme", "theme", "current_theme",
    "course_rc", "course_style", "use_course_style", "style_axes", "luminance", "contrast",
    "FIGURE_WIDTH", "wrap_to_axes", "series_colors", "colour_distance", "MIN_SERIES_DISTANCE",
]

TEXT_PT = 14.0
"""Smallest text (titles, axis labels, legends, annotations, labels in pictures), in points."""

TICK_PT = 12.0
"""Smallest tick label, in points."""

TITLE_PT = 16.0
"""Titles are a step larger than the text under them."""

MIN_LINE_PX = 2.0
"""Thinnest line, in pixels at the size shown: thinner lines vanish on a projector."""

LINE_PT = 2.5
"""Width of data lines (curves, reference lines), in points."""

EDGE_PT = 2.0
"""Width of edges, spines and tick marks, in points: 2.8 px at 100 dpi, 2 px even at 72 dpi."""

MIN_CONTRAST = 3.0
"""Least contrast ratio (WCAG 2) of every mark against its background."""

REFERENCE_DPI = 100.0
"""The notebook's own resolution (matplotlib's ``figure.dpi``): a point is 100/72 px there. A figure
rendered at a lower dpi shows its text smaller than its points say, and is judged so."""

SHOWN_WIDTH_PX = 880
"""Width a notebook gives a picture on a 1280 px projector with JupyterLab's file browser open
(the browser takes about 280 px, the cell's prompt and margins about 110). A wider picture is
scaled down to fit, and its text and lines shrink with it."""

FIGURE_WIDTH = 8.6
"""Inches: the widest figure the helpers make, so at 100 dpi it is shown at full size."""

TILE_DIGIT_SHARE = 0.4
"""Height of a tile's digits as a share of the tile's side."""

DIGIT_HEIGHT_EM = 0.73
"""Height of a digit in DejaVu Sans (matplotlib's font) as a share of its font size."""

MIN_SERIES_DISTANCE = 20.0
"""Least colour distance (CIE76) between two series drawn with the same line style and marker."""

MAX_SERIES = 6
"""Most series one chart shows: beyond about six, colours stop being told apart."""

SERIES_COLORS: tuple[str, ...] = ("#2563eb", "#d55e00", "#059669", "#c026d3", "#64748b", "#a16207")
"""Colours of unnamed series, in order (blue, vermillion, green, magenta, grey, ochre): each is at least
3:1 against both backgrounds and differs from the others in hue or brightness."""


def series_colors(labels, known=None) -> dict:
    """A colour per label: ``known(label)`` where it names one (a method's colour) and no other label
    has it yet, else the next unused colour of :data:`SERIES_COLORS`."""
    colours: dict = {}

    def apart(colour) -> bool:
        return all(colour_distance(colour, other) >= MIN_SERIES_DISTANCE for other in colours.values())

    for label in labels:
        colour = known(label) if known is not None else ""
        if not colour or not apart(colour):
            colour = next((c for c in SERIES_COLORS if apart(c)), SERIES_COLORS[len(colours) % len(SERIES_COLORS)])
        colours[label] = colour
    return colours


def _lab(colour):
    """CIE L*a*b* of a colour (D65 white)."""
    import numpy as np

    lin = np.array([v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4 for v in _rgb(colour)])
    xyz = np.array([[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722], [0.0193, 0.1192, 0.9505]]) @ lin
    xyz = xyz / np.array([0.95047, 1.0, 1.08883])
    f = np.where(xyz > (6 / 29) ** 3, np.cbrt(xyz), xyz / (3 * (6 / 29) ** 2) + 4 / 29)
    return np.array([116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])])


def colour_distance(a, b) -> float:
    """How different two colours look: the CIE76 distance (about 2 is just noticeable; under
    :data:`MIN_SERIES_DISTANCE` two series are hard to tell apart on a projector)."""
    import numpy as np

    return float(np.linalg.norm(_lab(a) - _lab(b)))


@dataclass(frozen=True)
class Theme:
    """The colours that change between the light and the dark theme."""

    name: str
    background: str
    ink: str  # text, titles, tile digits outside tiles
    muted: str  # axes, spines, ticks, tree edges, outlines: still at least 3:1 against the background


THEMES: dict[str, Theme] = {
    "light": Theme("light", background="#ffffff", ink="#171717", muted="#525252"),
    "dark": Theme("dark", background="#111111", ink="#f5f5f5", muted="#a3a3a3"),
}
"""The two themes; ``#111111`` is JupyterLab's dark background (``--jp-layout-color0``). The inks are
neutral greys, apart from the palette's slate colours (tile digits, tile edges), which stay the same
in both themes because they sit on tiles, not on the page."""


def _rgb(colour) -> tuple[float, float, float]:
    from matplotlib.colors import to_rgb

    return to_rgb(colour)


def luminance(colour) -> float:
    """WCAG 2 relative luminance of a colour (any matplotlib colour): 0 for black, 1 for white."""

    return relative_luminance(_rgb(colour))


def contrast(a, b) -> float:
    """WCAG 2 contrast ratio of two colours, from 1 (the same) to 21 (black on white)."""
    la, lb = sorted((luminance(a), luminance(b)))
    return (lb + 0.05) / (la + 0.05)


def theme(name: str | None = None) -> Theme:
    """The theme called ``name``, or the one in force now (see :func:`current_theme`)."""
    if name is None:
        return THEMES[current_theme()]
    if not isinstance(name, str) or name not in THEMES:
        raise PuzzleError(f"theme must be 'light' or 'dark', got {short_repr(name)}; for example "
                          "use_course_style('dark').")
    return THEMES[name]


def current_theme() -> str:
    """``"dark"`` when matplotlib's current axes background is dark (after :func:`use_course_style`
    ``("dark")`` or ``plt.style.use("dark_background")``), else ``"light"``."""
    import matplotlib as mpl
    from matplotlib.colors import to_rgba

    for key in ("axes.facecolor", "figure.facecolor"):
        rgba = to_rgba(mpl.rcParams[key])
        if rgba[3] > 0:
            return "dark" if luminance(rgba[:3]) < 0.2 else "light"
    return "light"


def course_rc(name: str | None = None) -> dict:
    """The matplotlib settings of the course style in theme ``name`` (default: the one in force)."""
    from cycler import cycler

    t = theme(name)
    rc = {
        "figure.dpi": REFERENCE_DPI,
        "savefig.dpi": "figure",
        "figure.figsize": (FIGURE_WIDTH, 4.6),
        "figure.facecolor": t.background,
        "figure.edgecolor": t.background,
        "savefig.facecolor": "auto",
        "axes.facecolor": t.background,
        "axes.edgecolor": t.muted,
        "axes.labelcolor": t.ink,
        "axes.titlecolor": t.ink,
        "text.color": t.ink,
        "xtick.color": t.muted,
        "ytick.color": t.muted,
        "xtick.labelcolor": t.ink,
        "ytick.labelcolor": t.ink,
        "font.size": TEXT_PT,
        "axes.titlesize": TITLE_PT,
        "axes.labelsize": TEXT_PT,
        "figure.titlesize": TITLE_PT,
        "figure.labelsize": TEXT_PT,
        "legend.fontsize": TEXT_PT,
        "legend.title_fontsize": TEXT_PT,
        "xtick.labelsize": TICK_PT,
        "ytick.labelsize": TICK_PT,
        "axes.titlepad": 10.0,
        "axes.labelpad": 6.0,
        "lines.linewidth": LINE_PT,
        "lines.markersize": 8.0,
        "lines.markeredgewidth": EDGE_PT,
        "patch.linewidth": EDGE_PT,
        "patch.edgecolor": t.muted,
        "hatch.linewidth": EDGE_PT,
        "axes.linewidth": EDGE_PT,
        "grid.linewidth": EDGE_PT,
        "grid.color": t.muted,
        "axes.grid": False,
        "axes.spines.top": False,
        "axes.spines.right": False,
        "xtick.major.width": EDGE_PT,
        "ytick.major.width": EDGE_PT,
        "xtick.minor.width": EDGE_PT,
        "ytick.minor.width": EDGE_PT,
        "xtick.major.size": 6.0,
        "ytick.major.size": 6.0,
        "xtick.minor.size": 4.0,
        "ytick.minor.size": 4.0,
        "legend.frameon": True,
        "legend.framealpha": 1.0,
        "legend.facecolor": t.background,
        "legend.edgecolor": t.muted,
        "legend.fancybox": False,
        "scatter.edgecolors": "face",
        "errorbar.capsize": 4.0,
        "boxplot.boxprops.linewidth": EDGE_PT,
        "boxplot.whiskerprops.linewidth": EDGE_PT,
        "boxplot.capprops.linewidth": EDGE_PT,
        "boxplot.medianprops.linewidth": LINE_PT,
        "axes.prop_cycle": cycler(color=list(SERIES_COLORS)),
        "image.cmap": "viridis",
    }
    rc.update(font_rc())  # Chinese: a font with Chinese characters after the usual one
    return rc


@contextlib.contextmanager
def course_style(name: str | None = None):
    """Draw in the course style inside a ``with`` block; the previous settings come back after it.

    ``name`` is ``"light"`` or ``"dark"``; by default the theme in force is kept, so the helpers draw
    dark pictures for a student who chose the dark theme.
    """
    import matplotlib as mpl

    # Only the course's own settings are put back afterwards. matplotlib's rc_context would put back every
    # setting, and when the first figure of a session is drawn inside it, the notebook backend's set-up
    # made there (interactive mode) would be undone, so that no later figure showed in the notebook.
    settings = course_rc(name)
    before = {key: mpl.rcParams[key] for key in settings}
    mpl.rcParams.update(settings)
    try:
        yield theme(name)
    finally:
        mpl.rcParams.update(before)


def use_course_style(name: str = "light") -> None:
    """Make every chart drawn from now on follow the course style (``"light"`` or ``"dark"``).

    For a notebook that draws its own charts with ``plt``: call it once, at the top. It changes
    matplotlib's settings for the session (``matplotlib.rcdefaults()`` undoes it).
    """
    import matplotlib as mpl

    mpl.rcParams.update(course_rc(name))


def style_axes(ax, name: str | None = None, *, ticks: bool = True) -> Theme:
    """Give axes made elsewhere (``plt.subplots()`` before the style was used) the course's tick, label,
    title and spine sizes and colours, so a helper drawing into them meets the standard."""
    t = theme(name)
    if ticks:
        for axis in ("x", "y"):
            ax.tick_params(axis=axis, which="both", labelsize=TICK_PT, width=EDGE_PT, color=t.muted,
                           labelcolor=t.ink)
    for label in (ax.xaxis.label, ax.yaxis.label):
        label.set_fontsize(max(label.get_fontsize(), TEXT_PT))
        label.set_color(t.ink)
    for offset in (ax.xaxis.get_offset_text(), ax.yaxis.get_offset_text()):
        offset.set_fontsize(TICK_PT)
        offset.set_color(t.ink)
    for title in (ax.title, ax._left_title, ax._right_title):
        title.set_fontsize(max(title.get_fontsize(), TITLE_PT))
        title.set_color(t.ink)
    for spine in ax.spines.values():
        spine.set_linewidth(max(spine.get_linewidth(), EDGE_PT))
        spine.set_edgecolor(t.muted)
    return t


def wrap_to_axes(text: str, ax, size: float = TEXT_PT, *, share: float = 1.0) -> str:
    """``text`` broken at spaces into lines that fit ``share`` of the width of ``ax`` at ``size`` points
    (a wide title over a narrow chart would run into its neighbour's)."""
    import textwrap

    fig = ax.figure
    width_pt = ax.get_position().width * fig.get_figwidth() * 72 * share
    chars = max(12, int(width_pt / (0.6 * size)))
    return "\n".join(textwrap.fill(line, chars) for line in str(text).split("\n"))


def chart_words(chart: str, **texts) -> None:
    """Refuse a title, axis name or legend name that is not text (a number is fine: it is written as is).

    The chart helpers take several such names; one check gives them all the same sentence.
    """
    for name, value in texts.items():
        if value is not None and not isinstance(value, str | int | float):
            raise PuzzleError(f"{chart}'s {name} must be text, got {short_repr(value)}; "
                              f"for example {name}='moves'.")


def chart_values(values, what: str, example: str) -> list[float]:
    """``values`` as a list of finite-or-infinite floats, or a PuzzleError naming ``what`` and an example.

    The one reader of the numbers a chart helper is given (a list, tuple, numpy array or pandas
    column), so every chart answers junk with the same kind of sentence.
    """
    if isinstance(values, str | bytes) or not hasattr(values, "__iter__"):
        raise PuzzleError(f"{what} must be a list of numbers, got {short_repr(values)}; for example {example}.")
    try:
        numbers = [float(v) for v in values]
    except (TypeError, ValueError, OverflowError):
        raise PuzzleError(f"{what} must hold numbers only, got {short_repr(values)}; for example {example}.") from None
    if any(v != v for v in numbers):
        raise PuzzleError(f"{what} holds NaN, which no chart can place; for example {example}.")
    return numbers
