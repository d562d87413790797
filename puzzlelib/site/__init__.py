"""The playground as a static website that runs Python in the browser: ``python -m puzzlelib site build OUT/``.

- :mod:`puzzlelib.site.build`: :func:`~puzzlelib.site.build.build_site` assembles the site
  (JupyterLite with the Pyodide kernel) and says which page to open.
- :mod:`puzzlelib.site.parts`: the parts, each fetched once from a registry into a cache folder.
- :mod:`puzzlelib.site.page`: what the page runs in the browser once Python has started.

Import the modules explicitly; this package imports nothing itself, so the page's Python, which
loads :mod:`puzzlelib.site.page`, never loads the build's machinery.
"""
