"""What a lazy student reads and runs instead of thinking: the lesson's starters as stored, its Summary,
a checker's docstring and help(), and the checker's replies.

The tests in this folder play that student against every checker of a lesson; these helpers give them
the same material the student has, read from the stored notebook (never a copy that could drift).
"""

from __future__ import annotations

import ast
import contextlib
import io
import linecache
import os
import pydoc
import re
from pathlib import Path

import nbformat

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"

DIRECTION_WORDS = re.compile(r"\b(too (many|few|much|little|big|small|high|low|large)|(more|fewer|less|larger|"
                             r"bigger|smaller|higher|lower) than|not enough|overshoot|undershoot)\b", re.IGNORECASE)
"""Words that tell a student which way to move a number: a reply to a wrong number must hold none."""


def notebook(stem: str):
    return nbformat.read(NOTEBOOKS / f"{stem}.ipynb", as_version=4)


def summary_text(stem: str) -> str:
    """The lesson's Summary and Try this, up to "Going further": the first thing a lazy student reads."""
    text = "\n".join(c.source for c in notebook(stem).cells if c.cell_type == "markdown")
    start = text.index("## Summary")
    end = text.find("## Going further", start)
    return text[start:end if end >= 0 else None]


def lesson_text(stem: str) -> str:
    """Every markdown cell of the lesson."""
    return "\n".join(c.source for c in notebook(stem).cells if c.cell_type == "markdown")


def checker_texts(checker) -> str:
    """Everything help() shows about a checker, and its module's docstring."""
    import inspect

    module = inspect.getmodule(checker)
    return pydoc.render_doc(checker, renderer=pydoc.plaintext) + "\n" + (module.__doc__ or "")


def run_lesson(stem: str) -> dict:
    """Run the lesson's code cells in order, as stored, in one namespace (figures drawn off screen).

    Returns ``{"namespace": ..., "checks": [(cell index, Check), ...]}``: the value of every cell that ends
    in a call to a ``check_`` function, that is, what each self-check shows a student who edits nothing.
    """
    os.environ.setdefault("MPLBACKEND", "Agg")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    namespace: dict = {"__name__": "__lesson__"}
    checks = []
    for index, cell in enumerate(notebook(stem).cells):
        if cell.cell_type != "code":
            continue
        source = "\n".join(line for line in cell.source.splitlines() if not line.lstrip().startswith(("%", "!")))
        name = f"<lesson {stem} cell {index}>"
        # Kept where inspect finds it, as Jupyter keeps a cell's text: code_diff reads a function's source.
        linecache.cache[name] = (len(source), None, [line + "\n" for line in source.splitlines()], name)
        tree = ast.parse(source)
        last = tree.body[-1] if tree.body else None
        with contextlib.redirect_stdout(io.StringIO()):
            if isinstance(last, ast.Expr):
                exec(compile(ast.Module(tree.body[:-1], []), name, "exec"), namespace)
                value = eval(compile(ast.Expression(last.value), name, "eval"), namespace)
                if "check_" in ast.unparse(last):
                    checks.append((index, value))
            else:
                exec(compile(tree, name, "exec"), namespace)
        plt.close("all")
    return {"namespace": namespace, "checks": checks}


def reply(check) -> str:
    """Everything a verdict shows: its message and its hint."""
    return f"{check.message}\n{check.hint}"
