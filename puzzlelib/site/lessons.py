"""The lessons the site offers, read from the checkout's ``notebooks/`` folder when the site is built.

The page's Python has no numpy, pandas or matplotlib (:mod:`puzzlelib.optional`), so a lesson goes
into the site's JupyterLab only if everything it imports loads without them. The build finds that
out by running the lesson's import statements in a fresh interpreter whose import system refuses
the three and records each refusal; the rest are listed on the site's front page with what they
need, to be run in Jupyter. Nothing here names a lesson: renaming, adding or splitting lessons in
``notebooks/`` changes the site at its next build.
"""

from __future__ import annotations

import ast
import html
import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from puzzlelib.optional import HEAVY

__all__ = ["Lesson", "find_lessons", "lesson_list_html", "browser_copy", "LESSON_FILE", "PYODIDE_KERNELSPEC"]

LESSON_FILE = re.compile(r"(\d{2})_[a-z0-9_]+\.ipynb")
"""A lesson's file name: two digits, an underscore and a lower-case name (``01_path_planning.ipynb``)."""

PYODIDE_KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
"""The kernel a notebook names to start Python in the page (JupyterLite's Pyodide kernel)."""


@dataclass(frozen=True)
class Lesson:
    """One lesson notebook and what its imports need beyond the page's pure-Python packages."""

    path: Path
    title: str
    needs: tuple[str, ...]
    """The heavy packages (of :data:`~puzzlelib.optional.HEAVY`) its imports load; empty when it runs in the page."""
    broken: str = ""
    """An import that fails for another reason (the lesson names something the package lacks)."""

    @property
    def stem(self) -> str:
        return self.path.stem

    @property
    def runs_in_browser(self) -> bool:
        return not self.needs and not self.broken


def _cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8")).get("cells", [])


def _title(path: Path) -> str:
    """The lesson's first heading (``# Path planning``), else its file name."""
    for cell in _cells(path):
        if cell.get("cell_type") == "markdown":
            for line in "".join(cell.get("source", "")).splitlines():
                if line.startswith("# "):
                    return re.sub(r"\\(.)", r"\1", line[2:].strip())  # markdown's escapes dropped: IDA\* reads IDA*
    return path.stem


def _imports(path: Path) -> list[str]:
    """Every import statement in the lesson's code cells, those inside functions too (the lesson calls
    them), IPython's % and ! lines left out."""
    found = []
    for cell in _cells(path):
        if cell.get("cell_type") != "code":
            continue
        source = "\n".join(line for line in "".join(cell.get("source", "")).splitlines()
                           if not line.lstrip().startswith(("%", "!")))
        try:
            tree = ast.parse(source)
        except SyntaxError:
            continue  # a starter cell with a blank to fill in: its imports, if any, are elsewhere too
        found += [ast.unparse(node) for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom))]
    return found


PROBE = """
import importlib.abc, json, sys
HEAVY = set(sys.argv[1].split(","))
asked = set()

class Refuse(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        root = name.split(".")[0]
        if root in HEAVY:
            asked.add(root)
            raise ModuleNotFoundError(f"No module named {name!r} in the page", name=name)
        return None

sys.meta_path.insert(0, Refuse())
report = {}
for stem, statements in json.load(sys.stdin).items():
    needs, broken = set(), ""
    for statement in statements:
        asked.clear()
        try:
            exec(statement, {})
        except ImportError as error:
            root = (getattr(error, "name", None) or "").split(".")[0]
            if root in HEAVY or asked:
                needs |= asked | ({root} & HEAVY)
            else:
                broken = broken or f"{statement}: {error}"
        except Exception as error:
            broken = broken or f"{statement}: {type(error).__name__}: {error}"
        # a heavy package asked for by an import that still succeeded was optional there: not needed
    report[stem] = {"needs": sorted(needs), "broken": broken}
print(json.dumps(report))
"""
"""Runs each lesson's imports with the heavy packages refused, recording which were asked for."""


def find_lessons(notebooks: Path, *, source: Path | None = None) -> list[Lesson]:
    """The lessons in ``notebooks`` (files named like :data:`LESSON_FILE`), in order, each with what it needs.

    ``source`` is the checkout whose ``puzzlelib`` the imports load (default: ``notebooks``' parent).
    """
    notebooks = Path(notebooks)
    paths = sorted(p for p in notebooks.glob("*.ipynb") if LESSON_FILE.fullmatch(p.name))
    if not paths:
        return []
    source = Path(source or notebooks.parent)
    env = {**os.environ, "PYTHONPATH": str(source), "MPLBACKEND": "Agg"}
    done = subprocess.run([sys.executable, "-c", PROBE, ",".join(HEAVY)], input=json.dumps(
        {p.stem: _imports(p) for p in paths}), capture_output=True, text=True, env=env, cwd=source, timeout=300)
    if done.returncode != 0:
        from puzzlelib.site.parts import SiteBuildError

        raise SiteBuildError(f"reading the lessons' imports failed: {done.stderr.strip()[-400:]}")
    report = json.loads(done.stdout.strip().splitlines()[-1])
    return [Lesson(p, _title(p), tuple(report[p.stem]["needs"]), report[p.stem]["broken"]) for p in paths]


def browser_copy(lesson: Lesson) -> str:
    """The lesson's notebook as the site holds it: the same cells, naming the page's Python kernel."""
    notebook = json.loads(lesson.path.read_text(encoding="utf-8"))
    notebook.setdefault("metadata", {})["kernelspec"] = dict(PYODIDE_KERNELSPEC)
    return json.dumps(notebook, indent=1, ensure_ascii=False) + "\n"


def _and(names) -> str:
    names = list(names)
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names)


def lesson_list_html(lessons: list[Lesson], lab_page: str = "lab/index.html") -> str:
    """The front page's list: a link into JupyterLab for each lesson that runs here, what the others need."""
    items = []
    for lesson in lessons:
        name = html.escape(lesson.title)
        if lesson.runs_in_browser:
            link = html.escape(f"{lab_page}?path=lessons/{lesson.path.name}")
            items.append(f'<li class="runs"><a href="{link}">{name}</a></li>')
        else:
            why = f"needs {_and(lesson.needs)}" if lesson.needs else "needs the full package"
            items.append(f'<li class="needs">{name} <span>({html.escape(why)})</span></li>')
    return '<ul class="lessons">\n' + "\n".join(items) + "\n</ul>" if items else "<p>No lessons in this build.</p>"
