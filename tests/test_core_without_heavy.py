"""The playing core runs where numpy, pandas and matplotlib cannot be imported (a page in the browser).

tests/site/play_core.py plays boards, parity, shuffles, game codes, every heuristic's search, row by
row, undoing a shuffle, hints on 3 x 3 and 4 x 4, the board view, the game, the player, the explorer
and each playground tab, in a fresh interpreter whose ``sys.modules`` refuses the heavy packages.
The same script runs in a clean virtual environment without them in tests/site/test_site.py.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from puzzlelib.optional import HEAVY, available

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "tests" / "site" / "play_core.py"


def run_script(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=300)


def test_the_core_plays_with_numpy_pandas_and_matplotlib_blocked():
    done = run_script("--block")
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().endswith("core played")


def test_the_block_really_blocks():
    # A script that imports numpy must fail under the same block (so the test above can fail).
    code = f"import runpy; runpy.run_path({str(SCRIPT)!r}, run_name='blocker')['block_heavy'](); import numpy"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode != 0 and "import of numpy halted" in done.stderr


def test_available_sees_what_is_installed_and_what_is_blocked(monkeypatch):
    assert all(available(name) for name in HEAVY)  # the lessons' environment has them all
    monkeypatch.setitem(sys.modules, "numpy", None)  # the same block the script uses
    assert not available("numpy")


def test_the_sites_taste_of_the_lessons_runs_with_them_blocked():
    # The site's JupyterLab opens puzzlelib/site/files/taste.ipynb in a Python without the three.
    code = f"""
import json, runpy
runpy.run_path({str(SCRIPT)!r}, run_name="blocker")["block_heavy"]()
notebook = json.load(open({str(ROOT / "puzzlelib" / "site" / "files" / "taste.ipynb")!r}, encoding="utf-8"))
space = {{}}
for cell in notebook["cells"]:
    if cell["cell_type"] == "code":
        exec("".join(cell["source"]), space)
print("taste ran", sorted(name for name in ("numpy", "pandas", "matplotlib") if __import__("sys").modules.get(name)))
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=300,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().endswith("taste ran []")


def test_the_lessons_the_site_holds_run_whole_with_them_blocked(tmp_path):
    """Every lesson the site puts in its JupyterLab runs every code cell, checks included, in a Python that
    refuses numpy, pandas and matplotlib (a check's guess count, for one, must not need numpy)."""
    from puzzlelib.site.lessons import find_lessons

    held = [lesson.path for lesson in find_lessons(ROOT / "notebooks") if lesson.runs_in_browser]
    assert held, "the site holds no lesson: the test below would check nothing"
    code = f"""
import json, runpy, sys
runpy.run_path({str(SCRIPT)!r}, run_name="blocker")["block_heavy"]()
for path in {[str(p) for p in held]!r}:
    notebook = json.load(open(path, encoding="utf-8"))
    space = {{"__name__": "__main__"}}
    for cell in notebook["cells"]:
        if cell["cell_type"] == "code":
            exec("".join(cell["source"]), space)
    print("ran", path)
print("heavy loaded:", sorted(name for name in ("numpy", "pandas", "matplotlib") if sys.modules.get(name)))
"""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PUZZLELIB_GUESS_FILE": str(tmp_path / "guesses.json")}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=300,
                          env=env)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().endswith("heavy loaded: []"), done.stdout[-2000:]
