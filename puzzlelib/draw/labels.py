"""Labels that never overlap: when a picture is crowded, the most important labels are drawn and the rest left out.

:class:`LabelThinner` is an invisible artist drawn just before its labels (its ``zorder`` is lower).
At every draw, at the size the figure has then, it walks the labels in priority order and hides
each one whose box would overlap a label already kept or a keep-out box (the nodes of a tree), so
the picture stays readable at 14 pt however it was sized or laid out. It can report how many it
kept in a text of the picture, because a picture that shows less than asked says so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from matplotlib.artist import Artist
from matplotlib.transforms import Bbox

__all__ = ["LabelThinner"]

GAP_PX = 3.0
"""Least room between two kept labels, in pixels."""


class LabelThinner(Artist):
    """Keep ``labels`` (matplotlib texts, most important first) from overlapping each other and the
    boxes ``keep_out(renderer)`` returns (each paired with the label it may touch, or None).

    ``note`` is a text whose string is set at each draw to ``note_format.format(shown=..., total=...)``
    when some of the first ``counted`` labels (default: all) were left out, and to ``complete``
    otherwise; labels after those (a tree's move letters) are drawn where room is left, uncounted.
    """

    def __init__(self, labels: Sequence, *, keep_out: Callable | None = None, note=None,
                 note_format: str = "", complete: str = "", counted: int | None = None):
        super().__init__()
        self.labels = list(labels)
        self.counted = len(self.labels) if counted is None else counted
        self.keep_out = keep_out
        self.note, self.note_format, self.complete = note, note_format, complete
        self.shown = len(self.labels)
        self.set_zorder(0.1)  # before the axes' contents and axis labels, so ``note`` is set in time

    def thin(self, renderer) -> int:
        """Decide which labels are drawn at the figure's current size; returns how many."""
        blocked: list[tuple[Bbox, object]] = list(self.keep_out(renderer)) if self.keep_out else []
        kept: list[Bbox] = []
        shown = 0
        for index, label in enumerate(self.labels):
            label.set_visible(True)
            box = label.get_window_extent(renderer).padded(GAP_PX / 2)
            clash = any(box.overlaps(other) for other in kept) or any(
                owner is not label and box.overlaps(other) for other, owner in blocked)
            if clash:
                label.set_visible(False)
            else:
                kept.append(box)
                shown += index < self.counted
        self.shown = shown
        if self.note is not None:
            total = self.counted
            self.note.set_text(self.complete if self.shown == total else
                               self.note_format.format(shown=self.shown, total=total))
        return self.shown

    def draw(self, renderer):
        if self.get_visible():
            self.thin(renderer)
        self.stale = False
