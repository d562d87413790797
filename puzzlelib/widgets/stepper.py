"""What the player and the explorers share: a slider over steps, Play/Pause, step buttons, a speed menu.

``ipywidgets.Play`` is linked to the slider in the browser (``jslink``), so playing never waits on
the kernel and Pause/Play resumes from wherever the slider stands. The kernel only redraws when the
slider's value changes, from caches, so thousands of steps stay smooth.
"""

from __future__ import annotations

import ipywidgets as widgets

from puzzlelib.i18n import _
from puzzlelib.widgets.inputs import as_speed, as_step

__all__ = ["Stepper", "SPEEDS", "remember"]

SPEEDS = {"slow": 1000, "normal": 400, "fast": 150, "fastest": 40}
"""Milliseconds per step offered by the speed menu."""


def remember(cache: dict, key, value, limit: int = 2048):
    """Store ``value`` under ``key``, forgetting the oldest entries beyond ``limit`` (memory stays bounded
    however long a student scrubs through a search of 100,000 steps). Returns ``value``."""
    cache[key] = value
    while len(cache) > limit:
        del cache[next(iter(cache))]
    return value


class Stepper(widgets.VBox):
    """A VBox with step controls; subclasses put their views in ``self.children`` and implement ``_show``."""

    def __init__(self, n_steps: int, *, label: str = "step", speed: str = "normal", **kwargs):
        super().__init__(**kwargs)
        interval = as_speed(speed, SPEEDS)
        options = list(SPEEDS.items())
        if interval not in SPEEDS.values():
            options.append((f"{interval} ms", interval))
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

    def _on_slider(self, change) -> None:
        self._show(change["new"])

    def _show(self, step: int) -> None:  # pragma: no cover - overridden
        raise NotImplementedError
