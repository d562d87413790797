"""``python -m puzzlelib show``: text and JSON, and a one-line error with status 2 on bad input."""

import json
import subprocess
import sys

from puzzlelib.cli import main


def test_show_text(capsys):
    assert main(["show", "8 6 7 / 2 5 4 / 3 0 1"]) == 0
    out = capsys.readouterr().out
    assert "| 8 | 6 | 7 |" in out and "solvable: yes" in out and "Manhattan distance: 21" in out


def test_show_json(capsys):
    assert main(["show", "1 2 3 / 4 5 6 / 8 7 0", "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["solvable"] is False and info["inversions"] == 1 and info["rows"] == 3 and info["cols"] == 3
    assert info["board"] == "1 2 3 / 4 5 6 / 8 7 0" and "odd" in info["reason"] and info["manhattan"] == 2


def test_show_with_snail_goal(capsys):
    assert main(["show", "134825706", "--goal", "snail", "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["solvable"] is True and info["goal"] == "1 2 3 / 8 0 4 / 7 6 5"


def test_bad_board_exits_2_with_one_line():
    proc = subprocess.run([sys.executable, "-m", "puzzlelib", "show", "1 2 2 / 3 4 5 / 6 7 0"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1 and proc.stderr.startswith("error: Tile 2 appears twice")


def test_unknown_goal_layout_exits_2_naming_the_layouts(capsys):
    assert main(["show", "1 2 3 / 4 5 6 / 7 8 0", "--goal", "zigzag"]) == 2
    err = capsys.readouterr().err
    assert "Unknown goal layout 'zigzag'; use one of standard, blank-first, snail or a board" in err


def test_import_stays_light():
    code = "import puzzlelib, sys; heavy = [m for m in ('matplotlib', 'ipywidgets', 'pandas', 'networkx') " \
           "if m in sys.modules]; assert not heavy, heavy"
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
