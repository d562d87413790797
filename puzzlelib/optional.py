"""Optional dependencies: what the lessons need and the playing core does without.

numpy, pandas and matplotlib serve the lessons' tables, charts and pattern databases. The board,
parity, shuffles, searches, hints and widgets run without them, so the playground also runs in a
browser-only Python (Pyodide, in a static JupyterLite page) where none of the three can be
installed. A view that would draw with matplotlib asks :func:`available` first and leaves the
picture out instead of failing.
"""

from __future__ import annotations

import importlib.util

__all__ = ["available", "HEAVY"]

HEAVY = ("numpy", "pandas", "matplotlib")
"""The lessons' dependencies that the playing core never imports."""


def available(module: str) -> bool:
    """Whether ``module`` can be imported here, found without importing it (so it stays cheap).

    >>> available("json"), available("no_such_module_here")
    (True, False)
    """
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):  # a blocked or half-installed package counts as missing
        return False
