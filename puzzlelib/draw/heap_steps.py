"""A push into a binary heap, step by step: the new entry at the next free leaf, then one panel per swap.

Lesson 7 writes the push (sift-up) itself; this picture replays the same rule so that a class sees
each swap, not only the end state: the entry climbs one level per swap, so a push into a heap of n
entries takes at most log2(n) swaps, however many boards are waiting.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence, Set

from puzzlelib.draw.heap import draw_heap
from puzzlelib.draw.style import FIGURE_WIDTH, course_style, wrap_to_axes
from puzzlelib.errors import PuzzleError, short_repr

__all__ = ["sift_up_steps", "draw_sift_up"]


def sift_up_steps(heap, item) -> list[tuple[list, int, str]]:
    """``(list, position of item, caption)`` after each step of pushing ``item`` onto ``heap``.

    The first step puts ``item`` at the next free leaf; each later one swaps it with a larger
    parent. ``heap`` itself is not changed.

    >>> [(h, i) for h, i, _ in sift_up_steps([3, 5, 4], 1)]
    [([3, 5, 4, 1], 3), ([3, 1, 4, 5], 1), ([1, 3, 4, 5], 0)]
    """
    if isinstance(heap, str | bytes | Mapping | Set) or not isinstance(heap, Sequence):
        raise PuzzleError(f"sift_up_steps needs a list in heap order, got {short_repr(heap)}; "
                          "for example sift_up_steps([3, 5, 4], 1).")
    current = [*heap, item]
    try:
        for i in range(1, len(current)):  # every entry must compare with its parent, as a heap's do
            _ = bool(current[(i - 1) // 2] > current[i])  # bool(): arrays compare element by element
    except (TypeError, ValueError):
        raise PuzzleError(f"the entries of a heap must compare with each other (numbers, or tuples that start with "
                          f"one), got {short_repr(heap)} and {short_repr(item)}; for example "
                          "sift_up_steps([3, 5, 4], 1).") from None
    i = len(current) - 1
    steps = [(list(current), i, f"{_label(item)} at the next free leaf")]
    while i > 0 and current[(i - 1) // 2] > current[i]:
        parent = (i - 1) // 2
        bigger = current[parent]
        current[i], current[parent] = current[parent], current[i]
        i = parent
        steps.append((list(current), i, f"swap {len(steps)}: past {_label(bigger)}"))
    return steps


def _label(item) -> str:
    return str(item[0] if isinstance(item, tuple) else item)


def draw_sift_up(heap, item, *, columns: int = 2, ends_only: bool = False):
    """Draw every step of pushing ``item`` onto ``heap`` (one panel per step, the entry highlighted), at the
    width a notebook shows. Returns the figure; the last panel's title says how many swaps the push took.

    ``ends_only=True`` draws the first and the last step side by side, one row that fits a projector's
    screen; the last title names the entries the item climbed past, so the steps left out are said.
    """
    import matplotlib.pyplot as plt

    if isinstance(columns, bool) or not isinstance(columns, int) or not 1 <= columns <= 4:
        raise PuzzleError(f"columns must be a whole number from 1 to 4, got {short_repr(columns)}; for example "
                          "draw_sift_up([14, 16, 15], 12, columns=2).")
    if not isinstance(ends_only, bool):
        raise PuzzleError(f"ends_only must be True or False, got {short_repr(ends_only)}.")
    steps = sift_up_steps(heap, item)
    swaps = len(steps) - 1
    done = f"(done:\N{NO-BREAK SPACE}{swaps}\N{NO-BREAK SPACE}swap{'s' if swaps != 1 else ''})"
    if ends_only and swaps > 1:  # the steps between are named in the last title, not drawn
        past = ", ".join(caption.split(": past ")[1] for _, _, caption in steps[1:])
        last = steps[-1]
        steps = [steps[0], (last[0], last[1], f"after {swaps} swaps, past {past} (steps between not drawn)")]
        columns = 2
    rows = -(-len(steps) // columns)
    levels = len(steps[-1][0]).bit_length()
    with course_style():
        fig, axes = plt.subplots(rows, columns, figsize=(FIGURE_WIDTH, (0.75 * levels + 1.9) * rows),
                                 squeeze=False, layout="tight")
        for k, (ax, (snapshot, where, caption)) in enumerate(zip(axes.flat, steps, strict=False)):
            if k == len(steps) - 1 and not (ends_only and swaps > 1):
                caption += f" {done}"
            draw_heap(snapshot, ax, highlight=[where], title=wrap_to_axes(caption, ax))
        for ax in list(axes.flat)[len(steps):]:
            ax.set_axis_off()
    return fig
