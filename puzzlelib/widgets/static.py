"""Widgets with no one watching: under a grader every widget is its static picture and returns at once.

A grader (nbgrader, otter, ``jupyter nbconvert --execute``, papermill) runs a notebook through
nbclient: there is no browser, so no widget front end. Widgets still open comms there, and nbclient's
handling of the comm traffic is where executions have hung for good (nbconvert issues 1921, 2003 and
2029, nbclient 312; otter-grader 755). So under a grader every comm the kernel opens goes nowhere
(:class:`comm.DummyComm`: nothing reaches the grader but the cells' own outputs) and every puzzlelib
widget displays an HTML picture of what it shows (boards, captions, messages, images) instead of a
live view. The Python side is unchanged: a game still takes moves, Hint, Solve and Undo, a player
still steps, so a graded check on a widget's state gives the same answer as in JupyterLab.

How a kernel knows it is graded, first answer wins:

1. ``PUZZLELIB_WIDGETS=static`` or ``=live`` in the kernel's environment (``deploy/grading``'s nbgrader
   configuration sets ``static`` in every grading kernel; a teacher's own nbclient script can too);
2. the program that started the kernel (its parent, or the parent's parents) is a known grader or
   executor: ``nbgrader``, ``otter``, ``nbconvert`` (``jupyter nbconvert``), ``papermill``;
3. otherwise live: JupyterLab, Notebook 7, Voila, VS Code and Colab all draw widgets.

The answer is decided once per kernel, when the first puzzlelib widget is made.
"""

from __future__ import annotations

import base64
import functools
import os
from html import escape
from pathlib import Path

__all__ = ["GRADERS", "StaticWhenGraded", "is_static", "static_html", "static_reason"]

GRADERS = frozenset({"nbgrader", "otter", "nbconvert", "papermill"})
"""Programs that execute notebooks with no front end (``jupyter-nbconvert`` counts as ``nbconvert``)."""

_ANCESTORS = 6  # kernel <- grader is one step; a wrapper script or ``jupyter`` launcher adds one or two


def _command(pid: int) -> list[str]:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace").split("\0")[:-1]
    except OSError:
        return []


def _parent(pid: int) -> int:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return 0
    return int(stat.rsplit(")", 1)[1].split()[1])  # the name in brackets may hold spaces


def grader_in(command: list[str]) -> str | None:
    """The grader a command line runs (``python -m nbgrader autograde``, ``jupyter nbconvert``,
    ``/usr/bin/otter run``), else None. Only the program and the first two words count, so a file
    merely named after a grader does not."""
    words = [w for w in command[:4] if w and not w.startswith("-")][:3]
    for word in words:
        name = os.path.basename(word).removesuffix(".py")
        name = name.removeprefix("jupyter-")
        if name in GRADERS:
            return name
    return None


def static_reason() -> str | None:
    """Why widgets are static in this process (one phrase), or None when a front end may draw them."""
    chosen = os.environ.get("PUZZLELIB_WIDGETS", "").strip().lower()
    if chosen == "static":
        return "PUZZLELIB_WIDGETS=static"
    if chosen == "live":
        return None
    pid = os.getppid()
    for _ in range(_ANCESTORS):
        if pid <= 1:
            break
        grader = grader_in(_command(pid))
        if grader:
            return f"started by {grader}"
        pid = _parent(pid)
    return None


@functools.cache
def _decided() -> str | None:
    reason = static_reason()
    if reason is not None:
        _quiet_comms()
    return reason


def is_static() -> bool:
    """True when this kernel is graded: widgets show pictures and their comms go nowhere."""
    return _decided() is not None


def _quiet_comms() -> None:
    """Every comm opened from now on is a :class:`comm.DummyComm`: no message leaves the kernel."""
    import comm

    comm.create_comm = lambda *args, **kwargs: comm.DummyComm(*args, **kwargs)


def _image_html(widget) -> str:
    data = bytes(widget.value or b"")
    if not data:
        return ""
    fmt = widget.format if widget.format != "svg" else "svg+xml"
    return f'<img src="data:image/{fmt};base64,{base64.b64encode(data).decode()}" alt="picture">'


def static_html(widget) -> str:
    """An HTML picture of ``widget`` and everything inside it: boards, text, images and captured output.

    Controls (buttons, sliders, menus, Play) are left out: with no front end nobody can press them.
    A widget with a ``static_picture()`` method draws itself.
    """
    import ipywidgets as widgets

    own = getattr(widget, "static_picture", None)  # a view that draws itself (BoardView)
    if callable(own):
        return own()
    if isinstance(widget, widgets.Box):
        if isinstance(widget, widgets.Tab | widgets.Accordion | widgets.Stack):
            titles = list(getattr(widget, "titles", ())) + [""] * len(widget.children)
            return "".join(f"<h4>{escape(str(t))}</h4>{static_html(c)}" for t, c in zip(titles, widget.children,
                                                                                     strict=False))
        return "<div>" + "".join(static_html(child) for child in widget.children) + "</div>"
    if isinstance(widget, widgets.HTML | widgets.HTMLMath):
        return f"<div>{widget.value}</div>" if widget.value else ""
    if isinstance(widget, widgets.Label):
        return f"<div>{escape(widget.value)}</div>" if widget.value else ""
    if isinstance(widget, widgets.Image):
        return _image_html(widget)
    if isinstance(widget, widgets.Output):
        return "".join(_output_html(out) for out in widget.outputs)
    return ""


def _output_html(output: dict) -> str:
    data = output.get("data", {})
    if "image/png" in data:
        return f'<img src="data:image/png;base64,{data["image/png"]}" alt="chart">'
    if "text/html" in data:
        return str(data["text/html"])
    text = output.get("text") or data.get("text/plain", "")
    return f"<pre>{escape(str(text))}</pre>" if text else ""


class StaticWhenGraded:
    """Mixin for puzzlelib's widgets: under a grader, comms go nowhere and the widget displays its picture.

    Put it first among the bases (``class PuzzleGame(StaticWhenGraded, widgets.VBox)``), so the
    decision is made before the widget opens its own comm.
    """

    def __init__(self, *args, **kwargs):
        is_static()
        super().__init__(*args, **kwargs)

    def _repr_mimebundle_(self, **kwargs):
        if not is_static():
            return super()._repr_mimebundle_(**kwargs)
        text = repr(self)
        return {"text/plain": text if len(text) <= 110 else text[:110] + "…",
                "text/html": f'<div class="puzzlelib-static">{static_html(self)}</div>'}
