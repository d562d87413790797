"""Strip outputs from notebooks in place, so they are stored the way tests/test_notebooks.py expects.

Why: stored outputs bloat diffs, go stale as the package changes, and hide whether a notebook
really runs. The class gets fresh outputs by running the notebook (Restart & Run All).

What is removed: every code cell's outputs and execution count, the notebook-level widget state
(``metadata.widgets``, written by nbclient and by JupyterLab's "save widget state"), and per-cell
execution timing metadata. Cell tags (for example a teacher's ``solution`` tag) are kept.

Usage::

    python scripts/strip_notebooks.py                 # every notebooks/*.ipynb
    python scripts/strip_notebooks.py a.ipynb b.ipynb # just these
    python scripts/strip_notebooks.py --check         # exit 1 and list files that still hold outputs
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import nbformat

REPO = Path(__file__).resolve().parent.parent
CELL_METADATA_TO_DROP = ("execution", "collapsed", "scrolled")


def strip(nb: nbformat.NotebookNode) -> bool:
    """Remove outputs, execution counts, widget state and timing metadata; return True if anything changed."""
    changed = False
    if "widgets" in nb.metadata:
        del nb.metadata["widgets"]
        changed = True
    for cell in nb.cells:
        for key in CELL_METADATA_TO_DROP:
            if key in cell.metadata:
                del cell.metadata[key]
                changed = True
        if cell.cell_type != "code":
            continue
        if cell.get("outputs"):
            cell.outputs = []
            changed = True
        if cell.get("execution_count") is not None:
            cell.execution_count = None
            changed = True
    return changed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", type=Path, help="notebooks (default: notebooks/*.ipynb)")
    parser.add_argument("--check", action="store_true", help="only report; exit 1 if any notebook needs stripping")
    args = parser.parse_args(argv)

    paths = args.paths or sorted((REPO / "notebooks").glob("*.ipynb"))
    dirty = []
    for path in paths:
        nb = nbformat.read(path, as_version=4)
        if not strip(nb):
            continue
        dirty.append(path)
        if not args.check:
            nbformat.write(nb, path)
    verb = "need stripping" if args.check else "stripped"
    for path in dirty:
        print(f"{verb}: {path}")
    if not dirty:
        print(f"{len(paths)} notebook(s) already clean")
    return 1 if args.check and dirty else 0


if __name__ == "__main__":
    sys.exit(main())
