"""A binary heap drawn as the complete binary tree it is: the three-methods post's priority queue.

A heap stored in a list keeps the children of entry ``i`` at ``2i + 1`` and ``2i + 2``; every parent is
no larger than its children, so the smallest entry sits at the root. Drawing the list as a tree,
with the list itself underneath, shows why a push or a pop touches only one branch (a few entries)
rather than the whole list.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence, Set

from puzzlelib.draw.palette import PALETTE
from puzzlelib.draw.style import EDGE_PT, TEXT_PT, course_style, theme
from puzzlelib.errors import PuzzleError, short_repr

__all__ = ["draw_heap"]

FONT_SIZE = TEXT_PT
"""Points for the numbers in the nodes and in the list: the course's text size."""


def _label(item) -> str:
    """The number drawn for a heap entry (its key when entries are tuples), cut to fit a node."""
    value = item[0] if isinstance(item, tuple) else item
    return short_repr(value, 12) if not isinstance(value, str) else value[:12]


def draw_heap(heap, ax=None, *, highlight=(), title: str | None = None):
    """Draw ``heap`` (a list in heap order) as a complete binary tree with the list underneath.

    ``highlight`` lists positions to colour (for example the branch a sift-up walked). Tuples are
    labelled by their first entry (the priority ``f``). Returns the axes.

    >>> ax = draw_heap([3, 5, 4, 9])  # doctest: +SKIP
    >>> [t.get_text() for t in ax.texts[:4]]  # doctest: +SKIP
    ['3', '5', '4', '9']
    """
    if isinstance(heap, str | bytes | Mapping | Set) or not isinstance(heap, Sequence):
        raise PuzzleError(f"draw_heap needs a list in heap order, got {short_repr(heap)}; for example draw_heap([3, 5, 4, 9]).")
    with course_style():
        return _draw_heap(list(heap), ax, set(highlight), title)


def _draw_heap(heap, ax, highlight, title):
    import matplotlib.pyplot as plt
    from matplotlib.patches import Rectangle

    ink = theme()
    n = len(heap)
    depth = max(1, math.floor(math.log2(n)) + 1) if n else 1
    width = 2 ** (depth - 1)
    if ax is None:
        _, ax = plt.subplots(figsize=(max(4.0, 0.9 * width + 1.4), 0.9 * depth + 1.6))
    pos = {}
    for i in range(n):
        level = math.floor(math.log2(i + 1))
        slot = i + 1 - 2 ** level
        span = width / 2 ** level
        pos[i] = ((slot + 0.5) * span, -level)
    for i in range(1, n):
        (x0, y0), (x1, y1) = pos[(i - 1) // 2], pos[i]
        ax.plot([x0, x1], [y0, y1], color=ink.muted, linewidth=EDGE_PT, zorder=1)
    if n:
        colours = [PALETTE["open"] if i in highlight else PALETTE["tile"] for i in range(n)]
        ax.scatter([pos[i][0] for i in range(n)], [pos[i][1] for i in range(n)], s=900, c=colours,
                   edgecolors=PALETTE["tile_edge"], linewidths=EDGE_PT, zorder=2)
    for i in range(n):
        x, y = pos[i]
        ax.text(x, y, _label(heap[i]), ha="center", va="center", fontsize=FONT_SIZE, color=PALETTE["text"], zorder=3)
    list_y = -depth - 0.2
    cell = width / max(n, 1)
    for i in range(n):
        colour = PALETTE["open"] if i in highlight else PALETTE["tile"]
        ax.add_patch(Rectangle((i * cell, list_y - 0.3), cell, 0.6, facecolor=colour,
                               edgecolor=PALETTE["tile_edge"], linewidth=EDGE_PT))
        ax.text((i + 0.5) * cell, list_y, _label(heap[i]), ha="center", va="center", fontsize=FONT_SIZE,
                color=PALETTE["text"])
    ax.text(-0.1, list_y, "as a list:", ha="right", va="center", fontsize=FONT_SIZE, color=ink.ink)
    ax.set_xlim(-1.6, width + 0.2)
    ax.set_ylim(list_y - 0.6, 0.6)
    ax.set_axis_off()
    if title:
        ax.set_title(title, fontsize=FONT_SIZE, color=ink.ink)
    return ax
