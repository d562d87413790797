"""HeapPlayer: a push and a pop on a binary heap, played one swap at a time (the A* lesson's heap).

The A* lesson keeps its open list in a binary heap: a list read as a complete binary tree, each
parent no larger than its children. A push puts the new entry on the next free leaf and swaps it
up while its parent is larger (sift-up); a pop takes the root, moves the last leaf to the root and
swaps it down with its smaller child while that child is smaller (sift-down). :func:`push_frames`
and :func:`pop_frames` write each of those steps down as a frame, with the lesson's own code as the
rule (the same comparisons, in the same order), and the player plays them with the step controls
every player has (play, pause, step back and forward, 0.25x to 4x).

The page (``heapplayer.js``, an anywidget module shipped next to this file) draws the tree with the
list underneath; each entry keeps its element, so a swap glides. The slider is linked to the frame
shown in the browser, so playing never waits on the kernel.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

import anywidget
import ipywidgets as widgets
import traitlets

from puzzlelib.draw.palette import PALETTE
from puzzlelib.errors import PuzzleError, short_repr
from puzzlelib.widgets.inputs import mark_large
from puzzlelib.widgets.stepper import Stepper

__all__ = ["HeapPlayer", "HeapView", "push_frames", "pop_frames"]

_HERE = Path(__file__).resolve().parent

MAX_ENTRIES = 31
"""Entries drawn at most: five levels, as wide as a projector shows with 18 px numbers."""


def _label(item) -> str:
    return str(item[0] if isinstance(item, tuple) else item)


def _frame(items, keys, caption, active=(), taken=None) -> dict:
    return {"items": [[k, _label(x)] for k, x in zip(keys, items, strict=True)], "active": list(active),
            "caption": caption, "taken": None if taken is None else _label(taken)}


def push_frames(heap: list, item, keys: list[int] | None = None, new_key: int | None = None) -> list[dict]:
    """The frames of ``push(heap, item)``; ``heap`` (and ``keys``, the entries' ids) are changed in place."""
    keys = list(range(len(heap))) if keys is None else keys
    new_key = max(keys, default=-1) + 1 if new_key is None else new_key
    frames = [_frame(heap, keys, f"push {_label(item)}: the heap before")]
    heap.append(item)
    keys.append(new_key)
    i = len(heap) - 1
    frames.append(_frame(heap, keys, f"{_label(item)} goes to the next free leaf (position {i})", [i]))
    while i > 0 and heap[(i - 1) // 2] > heap[i]:
        parent = (i - 1) // 2
        heap[i], heap[parent] = heap[parent], heap[i]
        keys[i], keys[parent] = keys[parent], keys[i]
        frames.append(_frame(heap, keys, f"its parent {_label(heap[i])} is larger: swap them (sift-up)",
                             [parent, i]))
        i = parent
    why = "it is at the root" if i == 0 else f"its parent {_label(heap[(i - 1) // 2])} is not larger"
    frames.append(_frame(heap, keys, f"done: {why}; {len(frames) - 2} swaps for {len(heap)} entries", [i]))
    return frames


def pop_frames(heap: list, keys: list[int] | None = None) -> list[dict]:
    """The frames of ``pop(heap)``; ``heap`` (and ``keys``) are changed in place. Raises on an empty heap."""
    if not heap:
        raise PuzzleError("The heap is empty: push something first.")
    keys = list(range(len(heap))) if keys is None else keys
    smallest = heap[0]
    frames = [_frame(heap, keys, f"pop: the smallest entry, {_label(smallest)}, is at the root", [0])]
    last, last_key = heap.pop(), keys.pop()
    if not heap:
        frames.append(_frame(heap, keys, f"took {_label(smallest)}; the heap is now empty", taken=smallest))
        return frames
    heap[0], keys[0] = last, last_key
    frames.append(_frame(heap, keys, f"took {_label(smallest)}; the last leaf {_label(last)} moves to the root",
                         [0], taken=smallest))
    i, swaps = 0, 0
    while True:
        kids = [k for k in (2 * i + 1, 2 * i + 2) if k < len(heap)]
        child = min(kids, key=lambda k: heap[k], default=None)
        if child is None or heap[i] <= heap[child]:
            break
        heap[i], heap[child] = heap[child], heap[i]
        keys[i], keys[child] = keys[child], keys[i]
        swaps += 1
        frames.append(_frame(heap, keys, f"its smaller child {_label(heap[i])} is smaller: swap them (sift-down)",
                             [i, child], taken=smallest))
        i = child
    why = "it is a leaf" if child is None else "no child is smaller"
    frames.append(_frame(heap, keys, f"done: {why}; {swaps} swaps for {len(heap)} entries", [i], taken=smallest))
    return frames


class HeapView(anywidget.AnyWidget):
    """The page's heap: ``frames`` (from :func:`push_frames` / :func:`pop_frames`) and the ``step`` shown."""

    _esm = (_HERE / "heapplayer.js").read_text(encoding="utf-8")
    _css = (_HERE / "heapplayer.css").read_text(encoding="utf-8")

    frames = traitlets.List().tag(sync=True)
    step = traitlets.Int(0).tag(sync=True)
    playing = traitlets.Bool(False).tag(sync=True)
    colours = traitlets.Dict().tag(sync=True)
    font_px = traitlets.Int(18).tag(sync=True)


class HeapPlayer(Stepper):
    """Push and pop on a binary heap, one swap at a time: ``HeapPlayer([3, 5, 4, 9])``, then type a
    number and press Push, or Pop (or call :meth:`push` and :meth:`pop`).

    Each operation is played from its first frame at once (Play, Pause, step back and forward, speed
    0.25x to 4x; on the focused heap the arrow keys step and Space plays or pauses). ``heap`` is the
    list after the last operation, ``frames`` its frames, ``caption`` the sentence of the frame shown.
    Entries are numbers, or tuples labelled by their first entry (the priority ``f``).
    """

    def __init__(self, heap=(), *, speed="slow", size=None, autoplay: bool = True):
        try:
            entries = list(heap)
        except TypeError:
            raise PuzzleError(f"HeapPlayer needs a list in heap order, got {short_repr(heap)}; "
                              "for example HeapPlayer([3, 5, 4, 9]).") from None
        if len(entries) > MAX_ENTRIES:
            raise PuzzleError(f"HeapPlayer draws at most {MAX_ENTRIES} entries (five levels), got {len(entries)}.")
        bad = next((i for i in range(1, len(entries)) if entries[(i - 1) // 2] > entries[i]), None)
        if bad is not None:
            raise PuzzleError(f"That list is not in heap order: entry {bad} ({_label(entries[bad])}) is smaller than "
                              f"its parent ({_label(entries[(bad - 1) // 2])}); build it with push, "
                              "for example HeapPlayer([3, 5, 4, 9]).")
        super().__init__(0, label="frame", speed=speed)
        self.autoplay = autoplay
        self.heap = entries
        self._keys = list(range(len(entries)))
        self.view = HeapView(colours={"active": PALETTE["open"], "taken": PALETTE["path"], "node": PALETTE["tile"],
                                      "edge": PALETTE["tile_edge"], "text": PALETTE["text"]},
                             font_px=22 if mark_large(self, size) else 18)
        self._links = (widgets.jslink((self.slider, "value"), (self.view, "step")),
                       widgets.jslink((self.play, "playing"), (self.view, "playing")))
        self.caption_view = widgets.HTML()
        self.caption_view.add_class("puzzlelib-caption")
        self.entry = widgets.Text(placeholder="a number", description="entry", layout=widgets.Layout(width="200px"))
        self.entry.add_class("puzzlelib-heap-entry")
        self.push_button = widgets.Button(description="Push", icon="arrow-up", layout=widgets.Layout(width="110px"))
        self.push_button.add_class("puzzlelib-heap-push")
        self.pop_button = widgets.Button(description="Pop", icon="arrow-down", layout=widgets.Layout(width="110px"))
        self.pop_button.add_class("puzzlelib-heap-pop")
        self.message_view = widgets.HTML()
        self.message_view.add_class("puzzlelib-message")
        self.push_button.on_click(lambda _: self._safely(lambda: self.push(self._typed())))
        self.pop_button.on_click(lambda _: self._safely(self.pop))
        actions = widgets.HBox([self.entry, self.push_button, self.pop_button], layout=widgets.Layout(flex_flow="row wrap"))
        self.children = [self.view, self.caption_view, self.controls, actions, self.message_view]
        self.add_class("puzzlelib-heap-player")
        self._play([_frame(self.heap, self._keys, "the heap: each parent is at most its children")], autoplay=False)

    def _typed(self):
        text = self.entry.value.strip()
        try:
            number = float(text)
        except ValueError:
            raise PuzzleError(f"Type a number to push, got {text!r}.") from None
        return int(number) if number.is_integer() else number

    def _safely(self, action) -> None:
        try:
            action()
            self.message_view.value = ""
        except PuzzleError as exc:
            self.message_view.value = f"<b>{escape(str(exc))}</b>"

    def push(self, item) -> None:
        """Push ``item`` and play its sift-up."""
        if len(self.heap) >= MAX_ENTRIES:
            raise PuzzleError(f"The heap is full for drawing ({MAX_ENTRIES} entries): pop first.")
        self._play(push_frames(self.heap, item, self._keys, max(self._keys, default=-1) + 1))

    def pop(self):
        """Pop the smallest entry, play its sift-down, and return it."""
        smallest = self.heap[0] if self.heap else None
        self._play(pop_frames(self.heap, self._keys))
        return smallest

    def _play(self, frames, autoplay: bool | None = None) -> None:
        self.frames = frames
        with self.view.hold_sync():
            self.view.frames = frames
            self.view.step = 0
        self.play.playing = False
        self.slider.value = 0
        self.slider.max = self.play.max = len(frames) - 1
        self.play.value = 0
        self._show(0)
        if self.autoplay if autoplay is None else autoplay:
            self.play.playing = True

    def go(self, step) -> None:
        super().go(step)
        self.view.step = self.slider.value

    def _show(self, step: int) -> None:
        self.caption_view.value = f"<b>{escape(self.caption_at(step))}</b>"

    def caption_at(self, step: int) -> str:
        return self.frames[min(step, len(self.frames) - 1)]["caption"]

    @property
    def caption(self) -> str:
        return self.caption_at(self.step)
