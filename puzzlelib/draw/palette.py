"""The one palette: start, goal, frontier (open), expanded (closed) and solution path.

Every picture and widget in puzzlelib takes its colours from :data:`PALETTE`, so a class learns once
that amber means "waiting in the frontier" and green means "on the solution", on every page. The
module imports nothing heavy, so the HTML widgets can use it without matplotlib.

The colours that mark something on a background (the search states, the next tile, the methods)
are of middle brightness: each is at least 3:1 against white and against JupyterLab's dark
background, so it reads on a washed-out projector and in the dark theme alike
(``tests/test_draw_style.py`` checks every one). Tile faces, the blank and the walls are
backgrounds of their own, told apart by their edges.
"""

from __future__ import annotations

import re

__all__ = ["PALETTE", "STATE_KEYS", "STATE_NAMES", "METHOD_COLORS", "PATTERN_FACES", "method_color", "text_color",
           "relative_luminance"]

PALETTE: dict[str, str] = {
    # the five search states, the same everywhere
    "start": "#3b82f6",  # blue
    "goal": "#dc2626",  # red
    "open": "#d97706",  # amber: in the frontier, waiting
    "closed": "#64748b",  # slate grey: already expanded
    "path": "#16a34a",  # green: on the solution
    # boards
    "tile": "#f8fafc",
    "tile_edge": "#334155",
    "blank": "#1e293b",
    "next": "#a855f7",  # purple: the tile that slides next (hints, players)
    "misplaced": "#f25c5c",  # red: a tile not on its goal cell, 3:1 against the tile at home; dark digits on it
    "outside_pattern": "#848f9f",  # grey: a tile a pattern database does not track (drawn without its number)
    "current": "#ec4899",  # pink: the node being expanded right now
    "label_box": "#000000b0",  # behind a picture tile's corner number: white on it reads on any picture
    "label_text": "#ffffff",
    "dropped": "#ffffff",  # a node that left the frontier unexpanded (outlined, not filled)
    # the ant's grid
    "wall": "#111827",
    "empty": "#ffffff",
    "grid_line": "#8a8a8a",  # between the grid's cells: 3.5:1 against the empty white cells
    "text": "#0f172a",
}

STATE_KEYS: tuple[str, ...] = ("start", "goal", "open", "closed", "path")
"""The keys of :data:`PALETTE` that name search states, in legend order."""

STATE_NAMES: dict[str, str] = {
    "start": "start",
    "goal": "goal",
    "open": "frontier (open)",
    "closed": "expanded (closed)",
    "path": "solution path",
    "current": "being expanded",
}


METHOD_COLORS: dict[str, str] = {
    # one colour per search method, the same in every lesson's chart (kept apart from the state colours)
    "bfs": "#6b7280",  # grey: the plain baseline
    "scored": "#b45309",  # brown-orange: the ant post's score * 2 + step
    "greedy": "#db2777",  # magenta
    "wastar": "#65a30d",  # lime
    "astar": "#2563eb",  # blue (A* with Manhattan distance)
    "astar (misplaced)": "#0891b2",  # cyan: the weakest guess
    "astar (manhattan)": "#2563eb",
    "astar (linear_conflict)": "#7c3aed",  # violet: the strongest guess
    "idastar": "#059669",  # green
    "row_by_row": "#c026d3",  # magenta-purple
    "undo_shuffle": "#a16207",  # ochre
}
"""Colours of the search methods in charts, by method name or by a ``compare`` label such as
``"astar (manhattan)"``. Each is at least 3:1 against both themes' backgrounds, and any two
methods a lesson compares differ clearly in hue (three shades of one blue cannot be told apart
on a projector, so A*'s three heuristics get three hues)."""


PATTERN_FACES: tuple[str, ...] = ("#4c8ef0", "#e6680c", "#29a34b", "#de54e1", "#ae8a09", "#8a81e9")
"""Tile faces of the pattern databases' tiles, one per pattern (blue, orange, green, pink, ochre, violet):
each is at least 3:1 against the plain tile, white and the dark background, and the dark digits on it
at least 5:1, so a pattern's tiles stand out on a projector in either theme."""


def method_color(label: str, default: str = "#334155") -> str:
    """The colour of a method in charts: an exact label first; then the method the label names
    before a bracket or comma, read by the method records (a name, an alias or a display name:
    ``"A* (misplaced)"``, ``"the scored search, lesson 5"``), with the heuristic in brackets when
    that pair has a colour of its own; then the word before the first space; ``default`` otherwise.

    >>> method_color("astar (linear_conflict)"), method_color("greedy (manhattan)"), method_color("BFS")
    ('#7c3aed', '#db2777', '#6b7280')
    >>> method_color("A* (misplaced)") == METHOD_COLORS["astar (misplaced)"], method_color("weighted A*")
    (True, '#65a30d')
    """
    from puzzlelib.errors import PuzzleError
    from puzzlelib.search.methods import get_method

    if not isinstance(label, str):
        return default  # a number, None or a nested container names no method (and may not even print)
    key = label.strip().lower()
    if key in METHOD_COLORS:
        return METHOD_COLORS[key]
    named, _, detail = re.split(r",", key, maxsplit=1)[0].partition(" (")
    try:
        head = get_method(named).name
    except PuzzleError:
        head = re.split(r"[\s(:]", key, maxsplit=1)[0].replace("*", "star")
    pair = f"{head} ({detail.rstrip(')').strip().replace(' ', '_')})"
    return METHOD_COLORS.get(pair) or METHOD_COLORS.get(head, default)


def relative_luminance(rgb) -> float:
    """WCAG 2 relative luminance of ``(r, g, b)`` in 0..1: 0 for black, 1 for white."""

    def linear(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(float(v)) for v in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _hex_rgb(colour: str) -> tuple[float, float, float]:
    return tuple(int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5))


def text_color(background: str) -> str:
    """Black or white, whichever contrasts more with a ``#rrggbb`` background (WCAG 2 contrast).

    >>> text_color("#d97706"), text_color("#64748b"), text_color("#1e293b")
    ('#000000', '#ffffff', '#ffffff')
    """
    luminance = relative_luminance(_hex_rgb(background))
    on_black, on_white = (luminance + 0.05) / 0.05, 1.05 / (luminance + 0.05)
    return "#000000" if on_black >= on_white else "#ffffff"
