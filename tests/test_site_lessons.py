"""The site's lesson list comes from notebooks/ at build time: which lessons run in the page's Python.

A lesson runs in the browser when its imports load with numpy, pandas and matplotlib refused
(puzzlelib.site.lessons); the others are listed with what they need. Fast: no site is built.
"""

from __future__ import annotations

import json

from puzzlelib.site.lessons import PYODIDE_KERNELSPEC, browser_copy, find_lessons, lesson_list_html

ROOT = __import__("pathlib").Path(__file__).resolve().parents[1]


def notebook(folder, name, title, *code):
    cells = [{"cell_type": "markdown", "metadata": {}, "source": f"# {title}\n\nSome words."}]
    cells += [{"cell_type": "code", "metadata": {}, "source": src, "outputs": [], "execution_count": None}
              for src in code]
    (folder / name).write_text(json.dumps({"cells": cells, "metadata": {"kernelspec": {"name": "python3"}},
                                           "nbformat": 4, "nbformat_minor": 5}), encoding="utf-8")


def test_lessons_are_read_from_the_folder_and_sorted_by_what_their_imports_need(tmp_path):
    notebook(tmp_path, "02_charts.ipynb", "Charts", "from puzzlelib import Board\nfrom puzzlelib.draw import draw_board")
    notebook(tmp_path, "01_plain.ipynb", r"Plain IDA\* boards", "%time 1\nfrom puzzlelib import Board, solve")
    notebook(tmp_path, "03_tables.ipynb", "Tables", "def table():\n    import pandas  # counts: a lesson calls it",
             "from puzzlelib.statespace import distance_table")
    notebook(tmp_path, "04_typo.ipynb", "Typo", "from puzzlelib import no_such_name")
    notebook(tmp_path, "scratch.ipynb", "Not a lesson", "import numpy")
    lessons = find_lessons(tmp_path, source=ROOT)
    assert [lesson.stem for lesson in lessons] == ["01_plain", "02_charts", "03_tables", "04_typo"]
    plain, charts, tables, typo = lessons
    assert plain.title == "Plain IDA* boards" and plain.runs_in_browser and plain.needs == ()
    assert charts.needs == ("matplotlib",) and not charts.runs_in_browser
    assert tables.needs == ("numpy", "pandas")
    assert typo.needs == () and "no_such_name" in typo.broken and not typo.runs_in_browser

    page = lesson_list_html(lessons)
    assert page.count("<li") == 4 and page.count("<a href") == 1
    assert 'href="lab/index.html?path=lessons/01_plain.ipynb"' in page
    assert "Tables <span>(needs numpy and pandas)" in page and "Charts <span>(needs matplotlib)" in page
    assert "Typo <span>(needs the full package)" in page
    assert json.loads(browser_copy(plain))["metadata"]["kernelspec"] == PYODIDE_KERNELSPEC


def test_no_lessons_no_list(tmp_path):
    assert find_lessons(tmp_path) == [] and "No lessons" in lesson_list_html([])
