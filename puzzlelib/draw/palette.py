"""The one palette: start, goal, frontier (open), expanded (closed) and solution path.

Every picture and widget in puzzlelib takes its colours from :data:`PALETTE`, so a class learns once
that amber means "waiting in the frontier" and green means "on the solution", on every page. The
module imports nothing heavy, so the HTML widgets can use it without matplotlib.
"""

from __future__ import annotations

__all__ = ["PALETTE", "STATE_KEYS", "STATE_NAMES", "text_color"]

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


def text_color(background: str) -> str:
    """Black or white, whichever reads better on a ``#rrggbb`` background (relative luminance)."""
    r, g, b = (int(background[i:i + 2], 16) / 255 for i in (1, 3, 5))
    luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return "#000000" if luminance > 0.5 else "#ffffff"
