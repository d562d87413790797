"""Check every figure as it is rendered: the lesson tests run each lesson with :func:`watch_figures`.

A notebook shows a figure by rendering it (the inline backend after each cell, ``plt.show()``, a
widget's ``savefig``); every rendering passes through matplotlib's ``print_figure``, so wrapping
it once sees them all. Each figure is checked with :func:`~puzzlelib.draw.check.check_figure`
just before it is rendered, and filed under the notebook cell that made it.
"""

from __future__ import annotations

from puzzlelib.draw.check import check_figure, figure_title

__all__ = ["watch_figures"]

_WATCHED: list[dict] = []
_CHECKING: set[int] = set()


def watch_figures(*, themes=("light", "dark")) -> list[dict]:
    """Check every figure from now on, as it is rendered: shown in a notebook, saved, or drawn into
    a widget's picture. Returns the list it fills, one entry per rendering: ``{"cell": the
    notebook's execution count (or None), "title": figure_title(fig), "problems": [str, ...]}``.

    Used by the lesson tests (each lesson runs with it, and fails listing its figures' problems);
    a teacher can call it at the top of a notebook to see what a projector would lose. Calling it
    again returns the same list.
    """
    from matplotlib.backend_bases import FigureCanvasBase

    original = FigureCanvasBase.print_figure
    if getattr(original, "_puzzlelib_watch", False):
        return _WATCHED

    def print_figure(canvas, *args, **kwargs):
        fig = canvas.figure
        if id(fig) not in _CHECKING:
            _CHECKING.add(id(fig))
            try:
                found = [str(p) for p in check_figure(fig, themes=themes)]
            except Exception as exc:  # noqa: BLE001 - a figure the checker cannot read is reported, not fatal
                found = [f"check: could not check this figure ({type(exc).__name__}: {exc})"]
            finally:
                _CHECKING.discard(id(fig))
            _WATCHED.append({"cell": _execution_count(), "title": figure_title(fig), "problems": found})
        return original(canvas, *args, **kwargs)

    print_figure._puzzlelib_watch = True
    FigureCanvasBase.print_figure = print_figure
    shell = _shell()
    if shell is not None:  # the cell running now; figures shown after it ends still belong to it
        shell.events.register("pre_run_cell", lambda *_: _CELL.update(count=shell.execution_count))
        _CELL["count"] = shell.execution_count
    return _WATCHED


_CELL: dict = {"count": None}


def _shell():
    try:
        from IPython import get_ipython
    except ImportError:
        return None
    return get_ipython()


def _execution_count():
    return _CELL["count"]
