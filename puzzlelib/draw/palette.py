"""The one palette: start, goal, frontier (open), expanded (closed) and solution path.

Every picture and widget in puzzlelib takes its colours from :data:`PALETTE`, so a class learns once
that amber means "waiting in the frontier" and green means "on the solution", on every page. The
module imports nothing heavy, so the HTML widgets can use it without matplotlib.
"""

from __future__ import annotations

import re

__all__ = ["PALETTE", "STATE_KEYS", "STATE_NAMES", "METHOD_COLORS", "method_color", "text_color"]

PALETTE: dict[str, str] = {
    # the five search states, the same everywhere
    "start": "#3b82f6",  # blue
    "goal": "#dc2626",  # red
    "open": "#f59e0b",  # amber: in the frontier, waiting
    "closed": "#cbd5e1",  # slate grey: already expanded
    "path": "#16a34a",  # green: on the solution
    # boards
    "tile": "#f8fafc",
    "tile_edge": "#334155",
    "blank": "#1e293b",
    "next": "#a855f7",  # purple: the tile that slides next (hints, players)
    "misplaced": "#fecaca",  # pale red: a tile not on its goal cell
    "current": "#ec4899",  # pink: the node being expanded right now
    # the ant's grid
    "wall": "#111827",
    "empty": "#ffffff",
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
    "wastar": "#7c3aed",  # violet
    "astar": "#2563eb",  # blue (A* with Manhattan distance)
    "astar (misplaced)": "#93c5fd",  # light blue: the weakest guess
    "astar (manhattan)": "#2563eb",
    "astar (linear_conflict)": "#1e3a8a",  # dark blue: the strongest guess
    "idastar": "#0d9488",  # teal
    "row_by_row": "#0891b2",  # cyan
    "undo_shuffle": "#a16207",  # ochre
}
"""Colours of the search methods in charts, by method name or by a ``compare`` label such as
``"astar (manhattan)"``. A* gets darker as its heuristic gets stronger."""


def method_color(label: str, default: str = "#334155") -> str:
    """The colour of a method in charts: an exact label first, then the method name before the
    first space or parenthesis (``"greedy (manhattan)"`` -> ``greedy``); ``default`` otherwise.

    >>> method_color("astar (linear_conflict)"), method_color("greedy (manhattan)"), method_color("BFS")
    ('#1e3a8a', '#db2777', '#6b7280')
    """
    if not isinstance(label, str):
        return default  # a number or None names no method
    key = label.strip().lower()
    if key in METHOD_COLORS:
        return METHOD_COLORS[key]
    head = re.split(r"[\s(:]", key, maxsplit=1)[0].replace("*", "star")
    return METHOD_COLORS.get(head, default)


def text_color(background: str) -> str:
    """Black or white, whichever reads better on a ``#rrggbb`` background (relative luminance)."""
    r, g, b = (int(background[i:i + 2], 16) / 255 for i in (1, 3, 5))
    luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return "#000000" if luminance > 0.5 else "#ffffff"
