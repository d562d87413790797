"""Under a grader every widget is its static picture and returns at once; with a front end, widgets stay live.

The notebook below has a cell for each of the package's widgets plus an ipywidgets ``interact`` (the
cell that hangs graders in nbconvert issues 1921 and 2029). It is executed three ways, each in a kernel
of its own: ``jupyter nbconvert --execute`` with no hint at all (the kernel finds its grader among its
parent processes), nbclient with ``PUZZLELIB_WIDGETS=static`` (what deploy/grading's nbgrader
configuration sets), and nbclient with no hint (pytest is no grader: the widgets stay live).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import nbformat
import pytest

from puzzlelib.widgets import static

REPO = Path(__file__).resolve().parents[1]
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
SECONDS = 120  # a cold kernel on a busy 2-core machine; a hang would never end

CELLS = [
    "from puzzlelib import Board, solve\nfrom puzzlelib.widgets import GridExplorer, PuzzleGame, SearchExplorer, "
    "SolutionPlayer\nfrom puzzlelib.widgets.static import is_static, static_reason\nprint('static:', is_static(), "
    "static_reason())",
    "game = PuzzleGame('1 2 3 / 4 0 6 / 7 5 8')\ngame",
    "game.press('ArrowUp')\ngame.undo()\ngame.hint()\ngame.solve()\nprint('solved:', game.solved, game.message)\ngame",
    "SolutionPlayer(solve(Board.parse('1 2 3 / 0 4 6 / 7 5 8')))",
    "SearchExplorer(solve(Board.parse('1 2 3 / 0 4 6 / 7 5 8'), method='astar', record=True))",
    "GridExplorer()",
    "from puzzlelib.widgets.playground import Playground\nPlayground(seed=1)",
    "import ipywidgets\nipywidgets.interact(lambda n: n * n, n=(0, 10))",
]


def widget_notebook() -> nbformat.NotebookNode:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(source) for source in CELLS]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    return nb


def kernel_env(**extra) -> dict:
    env = {**os.environ, "PYTHONPATH": str(REPO), "MPLBACKEND": "Agg", "PYDEVD_DISABLE_FILE_VALIDATION": "1"}
    env.pop("PUZZLELIB_WIDGETS", None)
    return {**env, **extra}


def outputs(nb) -> list[dict]:
    return [out for cell in nb.cells for out in cell.get("outputs", [])]


def printed(nb) -> str:
    return "".join(out.get("text", "") for out in outputs(nb) if out["output_type"] == "stream")


def assert_static(nb) -> None:
    """Every widget cell shows HTML pictures, no live view, and no widget state was saved."""
    text = printed(nb)
    assert "static: True" in text, text
    assert "solved: True" in text, text
    views = [out for out in outputs(nb) if WIDGET_VIEW in out.get("data", {})]
    # interact's own box is plain ipywidgets: its comm goes nowhere, so nothing for a grader to wait on
    assert all("interactive(" in out["data"]["text/plain"] for out in views), views
    pictures = [out["data"]["text/html"] for out in outputs(nb) if "puzzlelib-static" in out.get("data", {}).get(
        "text/html", "")]
    assert len(pictures) == 6, f"expected a picture for each puzzlelib widget cell, got {len(pictures)}"
    assert 'data-tile="5"' in pictures[0] and "puzzlelib-board-table" in pictures[0]
    assert "Solved" in pictures[1] or "solved" in pictures[1].lower()
    assert "puzzlelib-grid-table" in pictures[4]
    assert not nb.metadata.get("widgets"), "widget state was saved: comms reached the executor"


@pytest.mark.parametrize(("command", "grader"), [
    (["/usr/bin/python3", "-m", "nbgrader", "autograde", "ps1"], "nbgrader"),
    (["/opt/venv/bin/jupyter", "nbconvert", "--to", "notebook", "--execute", "a.ipynb"], "nbconvert"),
    (["/opt/venv/bin/jupyter-nbconvert", "--execute", "a.ipynb"], "nbconvert"),
    (["python", "/opt/venv/bin/otter", "run", "-a", "autograder.zip"], "otter"),
    (["papermill", "in.ipynb", "out.ipynb"], "papermill"),
    (["/opt/venv/bin/python", "/opt/venv/bin/jupyter-lab", "--no-browser"], None),
    (["/opt/venv/bin/python", "/opt/venv/bin/jupyterhub-singleuser"], None),
    (["python", "/opt/venv/bin/voila", "apps/playground.ipynb"], None),
    (["python", "-m", "pytest", "tests/test_nbconvert.py", "-k", "otter"], None),
    (["python", "/home/ada/otter_notes.py"], None),
    ([], None),
])
def test_a_grader_is_found_by_its_program_not_by_file_names(command, grader):
    assert static.grader_in(command) == grader


def test_the_environment_variable_wins_both_ways(monkeypatch):
    monkeypatch.setenv("PUZZLELIB_WIDGETS", "static")
    assert static.static_reason() == "PUZZLELIB_WIDGETS=static"
    monkeypatch.setenv("PUZZLELIB_WIDGETS", "live")
    assert static.static_reason() is None
    monkeypatch.delenv("PUZZLELIB_WIDGETS")
    assert static.static_reason() is None  # pytest, started from a shell: no grader above it


def test_the_static_picture_shows_what_the_widget_shows():
    from puzzlelib.widgets import PuzzleGame, SolutionPlayer

    game = PuzzleGame("1 2 3 / 4 0 6 / 7 5 8")
    game.press("ArrowUp")  # the 5 below the gap slides up
    picture = static.static_html(game)
    cells = picture.split("puzzlelib-board-table", 1)[1]
    assert [int(part.split('"')[0]) for part in cells.split('data-tile="')[1:]] == [1, 2, 3, 4, 5, 6, 7, 0, 8]
    assert "moves: 1" in picture
    assert "<button" not in picture
    from puzzlelib import Board, solve

    player = SolutionPlayer(solve(Board.parse("1 2 3 / 0 4 6 / 7 5 8")))
    player.go(player.n_steps)
    assert "puzzlelib-board-table" in static.static_html(player)
    assert 'data-tile="0"' in static.static_html(player).rsplit("<tr>", 1)[1]  # the gap ends bottom right


def test_the_static_picture_of_an_explorer_holds_its_tree_and_hides_it_when_unticked():
    from puzzlelib import solve
    from puzzlelib.widgets import SearchExplorer

    explorer = SearchExplorer(solve("1 2 3 / 4 0 6 / 7 5 8", method="astar", record=True))
    explorer.go(1)
    picture = static.static_html(explorer)
    assert 'alt="the search tree"' in picture and "after 1 of" in picture
    explorer.tree_box.value = False
    assert "the search tree" not in static.static_html(explorer)


@pytest.mark.slow
def test_nbconvert_executes_widget_cells_statically_without_being_told(tmp_path):
    path = tmp_path / "widgets.ipynb"
    nbformat.write(widget_notebook(), path)
    started = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute",
                           "--ExecutePreprocessor.timeout=120", "--output", "done.ipynb", str(path)],
                          env=kernel_env(), capture_output=True, text=True, timeout=SECONDS, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    nb = nbformat.read(tmp_path / "done.ipynb", as_version=4)
    assert "started by nbconvert" in printed(nb)
    assert_static(nb)
    print(f"nbconvert: {time.perf_counter() - started:.1f} s")


@pytest.mark.slow
def test_nbclient_with_the_grading_variable_is_static_and_without_it_live(tmp_path):
    from nbclient import NotebookClient

    def execute(**env):
        nb = widget_notebook()
        saved = dict(os.environ)
        os.environ.clear()
        os.environ.update(kernel_env(**env))
        try:
            started = time.perf_counter()
            NotebookClient(nb, timeout=SECONDS, kernel_name="python3",
                           resources={"metadata": {"path": str(tmp_path)}}).execute()
            return nb, time.perf_counter() - started
        finally:
            os.environ.clear()
            os.environ.update(saved)

    graded, seconds = execute(PUZZLELIB_WIDGETS="static")
    assert_static(graded)
    assert seconds < SECONDS
    live, _ = execute()
    assert "static: False None" in printed(live)
    views = [out for out in outputs(live) if WIDGET_VIEW in out.get("data", {})]
    assert len(views) >= 7, "with no grader every widget cell shows a live view"
    assert "anywidget" in json.dumps(live.metadata.get("widgets", {})), "nbclient saved the live boards' state"
