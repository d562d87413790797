"""What the site's playground page runs once Python has started in the browser: the playground, alone.

The page is JupyterLite's REPL with its code hidden; :func:`show` puts the
:class:`~puzzlelib.widgets.playground.Playground` on it. It imports only the pure-Python core (the
page's Python has no numpy, pandas or matplotlib).
"""

from __future__ import annotations

from puzzlelib.widgets.playground import Playground

__all__ = ["show"]


def show(size=None) -> Playground:
    """Display the playground (``size="large"`` for a projector) and return it."""
    from IPython.display import display

    page = Playground(size=size)
    display(page)
    return page
