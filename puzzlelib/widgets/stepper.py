"""What the player and the explorers share: a slider over steps, Play/Pause, step buttons, a speed menu.

The speed menu offers 0.25x to 4x of the widget's own pace (``speed=``: a name from :data:`SPEEDS`
or milliseconds per step), so a teacher can slow a search down to talk over each step or speed
through the boring middle.

``ipywidgets.Play`` is linked to the slider in the browser (``jslink``), so playing never waits on
the kernel and Pause/Play resumes from wherever the slider stands. The kernel only redraws when the
slider's value changes, from caches, so thousands of steps stay smooth.
"""

from __future__ import annotations

import ipywidgets as widgets

from puzzlelib.i18n import _
from puzzlelib.limits import FRAME_BYTES
from puzzlelib.widgets.inputs import as_speed, as_step
from puzzlelib.widgets.static import StaticWhenGraded

__all__ = ["Stepper", "SPEEDS", "SPEED_FACTORS", "speed_options", "remember", "FrameCache"]

SPEEDS = {"slow": 1000, "normal": 400, "fast": 150, "fastest": 40}
"""A widget's pace (``speed=``): milliseconds per step at 1x."""

SPEED_FACTORS = (0.25, 0.5, 1, 2, 4)
"""The speed menu: these times the widget's pace."""

FASTEST_MS = 10
"""No step of Play is shorter than this (a browser cannot paint much faster)."""


def speed_options(interval: int) -> list[tuple[str, int]]:
    """The speed menu's ``(label, milliseconds per step)`` for a pace of ``interval`` ms at 1x.

    >>> speed_options(400)
    [('0.25x', 1600), ('0.5x', 800), ('1x', 400), ('2x', 200), ('4x', 100)]
    """
    return [(f"{factor:g}x", max(FASTEST_MS, round(interval / factor))) for factor in SPEED_FACTORS]


def footprint(value) -> int:
    """About how many bytes a drawn frame holds: its text and pictures, plus a little per entry of its dicts."""
    if isinstance(value, str | bytes):
        return len(value) + 50
    if isinstance(value, dict):
        return 100 * len(value)
    if isinstance(value, tuple | list):
        return 56 + sum(footprint(v) for v in value)
    return 64


class FrameCache(dict):
    """Frames a widget has drawn, kept to show again without redrawing: the oldest are forgotten past
    ``limit`` entries or :data:`~puzzlelib.limits.FRAME_BYTES` bytes (a 100 x 100 grid's frame is a
    megabyte of HTML, so a count alone let 400 steps pass 1 GiB)."""

    def __init__(self, limit: int = 2048, max_bytes: int = FRAME_BYTES):
        super().__init__()
        self.limit, self.max_bytes, self.nbytes = limit, max_bytes, 0
        self._sizes: dict = {}


def remember(cache: dict, key, value, limit: int = 2048):
    """Store ``value`` under ``key``, forgetting the oldest entries beyond ``limit`` (memory stays bounded
    however long a student scrubs through a search of 100,000 steps); a :class:`FrameCache` also keeps its
    frames under its byte budget. Returns ``value``."""
    if isinstance(cache, FrameCache):
        limit = min(limit, cache.limit)
        cache.nbytes += footprint(value) - cache._sizes.pop(key, 0)
        cache._sizes[key] = footprint(value)
    cache.pop(key, None)
    cache[key] = value
    while len(cache) > limit or (isinstance(cache, FrameCache) and cache.nbytes > cache.max_bytes and len(cache) > 1):
        oldest = next(iter(cache))
        del cache[oldest]
        if isinstance(cache, FrameCache):
            cache.nbytes -= cache._sizes.pop(oldest, 0)
    return value


class Stepper(StaticWhenGraded, widgets.VBox):
    """A VBox with step controls; subclasses put their views in ``self.children`` and implement ``_show``."""

    def __init__(self, n_steps: int, *, label: str = "step", speed: str = "normal", **kwargs):
        super().__init__(**kwargs)
        interval = as_speed(speed, SPEEDS)
        options = speed_options(interval)
        self.slider = widgets.IntSlider(value=0, min=0, max=max(0, n_steps), description=label,
                                        continuous_update=True, layout=widgets.Layout(width="420px"))
        self.play = widgets.Play(value=0, min=0, max=max(0, n_steps), step=1, interval=interval, show_repeat=False,
                                 description=_("Play / Pause"))
        self.back = widgets.Button(description="", icon="step-backward", tooltip=_("one step back"),
                                   layout=widgets.Layout(width="40px"))
        self.forward = widgets.Button(description="", icon="step-forward", tooltip=_("one step forward"),
                                      layout=widgets.Layout(width="40px"))
        self.speed = widgets.Dropdown(options=options, value=interval, description=_("speed"),
                                      layout=widgets.Layout(width="170px"))
        self._play_link = widgets.jslink((self.play, "value"), (self.slider, "value"))
        widgets.dlink((self.speed, "value"), (self.play, "interval"))
        self.back.on_click(lambda _: self.go(self.step - 1))
        self.forward.on_click(lambda _: self.go(self.step + 1))
        self.slider.observe(self._on_slider, names="value")
        self.slider.add_class("puzzlelib-slider")
        self.play.add_class("puzzlelib-play")
        self.back.add_class("puzzlelib-back")
        self.forward.add_class("puzzlelib-forward")
        self.speed.add_class("puzzlelib-speed")
        self.controls = widgets.HBox([self.play, self.back, self.slider, self.forward, self.speed])
        self.controls.add_class("puzzlelib-controls")

    @property
    def step(self) -> int:
        """The step shown: always the slider's value."""
        return self.slider.value

    @step.setter
    def step(self, value: int) -> None:
        self.go(value)

    @property
    def n_steps(self) -> int:
        return self.slider.max

    def go(self, step: int) -> None:
        """Show ``step`` (clamped to the valid range) by moving the slider; text or NaN raise a
        :class:`~puzzlelib.widgets.inputs.WidgetOptionError` naming the range."""
        self.slider.value = as_step(step, self.slider.max)
        # Play is linked to the slider in the browser only: a page shown after this must not start
        # from Play's old value (the link's first sync copies Play's value onto the slider).
        self.play.value = self.slider.value

    def _on_slider(self, change) -> None:
        self._show(change["new"])

    def _show(self, step: int) -> None:  # pragma: no cover - overridden
        raise NotImplementedError
