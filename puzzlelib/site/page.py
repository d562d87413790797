"""What the site's playground page runs once Python has started in the browser: the playground, alone.

The page is JupyterLite's REPL with its code hidden; :func:`show` puts the
:class:`~puzzlelib.widgets.playground.Playground` on it. It imports only the pure-Python core (the
page's Python has no numpy, pandas or matplotlib).
"""

from __future__ import annotations

import json
import sys

from puzzlelib.widgets.playground import Playground

__all__ = ["show", "send_none_as_null"]


def send_none_as_null() -> bool:
    """Make the Pyodide kernel send a widget trait set to None as JSON ``null``.

    The kernel (jupyterlite-pyodide-kernel 0.8.6) hands each comm message to the page with Pyodide's
    ``toJs``, which turns None into JavaScript ``undefined``; the widget front end then ignores the
    change, so for example ``layout.display = None`` never shows a box hidden before (the race's
    results would stay hidden). Messages converted here through JSON keep their nulls (the kernel
    passes a JavaScript object on untouched). Returns whether the kernel was patched (only in
    Pyodide, and once).
    """
    if sys.platform != "emscripten":
        return False
    import js  # Pyodide's bridge to the page's JavaScript
    from IPython.core.getipython import get_ipython
    from pyodide_kernel.comm import Comm

    if getattr(Comm, "_puzzlelib_null_patch", False):
        return False

    def as_js(value):
        try:
            return js.JSON.parse(json.dumps(value))
        except (TypeError, ValueError):  # not plain JSON: leave it to the kernel's own conversion
            return value

    def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
        content = as_js({"data": {} if data is None else data, "comm_id": self.comm_id, **keys})
        if buffers is not None:
            buffers = [(b.tobytes() if hasattr(b, "tobytes") else b) for b in buffers]
        get_ipython().send_comm(msg_type, content, as_js({} if metadata is None else metadata), self.topic, buffers)

    Comm.publish_msg = publish_msg
    Comm._puzzlelib_null_patch = True
    return True


def show(size=None, lang=None) -> Playground:
    """Display the playground (``size="large"`` for a projector; ``lang="zh-CN"`` in Chinese) and return it."""
    from IPython.display import display

    send_none_as_null()
    page = Playground(size=size, lang=lang)
    display(page)
    return page
