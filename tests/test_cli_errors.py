"""Whatever is typed, ``python -m puzzlelib`` answers with an exit code (2 bad input, 3 budget) and one
line on stderr that says what was wrong, never a traceback."""

import subprocess
import sys

import pytest

from puzzlelib.cli import main

GOOD = "1 2 3 / 4 5 6 / 7 0 8"
UNSOLVABLE = "1 2 3 / 4 5 6 / 8 7 0"

BAD = [
    [],
    ["fly"],
    ["show"],
    ["show", ""],
    ["show", "1 2 3 / 4 5 6 / 7 8 9 0"],
    ["show", "0 1 2 / 3 4 5 / 6 7 9"],
    ["show", GOOD, "--goal", "spiral"],
    ["show", GOOD, "--goal", "1 2 / 3 0"],
    ["solve", "x y z"],
    ["solve", UNSOLVABLE],
    ["solve", GOOD, "--method", "dfs"],
    ["solve", GOOD, "--heuristic", "euclid"],
    ["solve", GOOD, "--max-nodes", "0"],
    ["solve", GOOD, "--max-nodes", "-1"],
    ["solve", GOOD, "--max-nodes", "lots"],
    ["solve", GOOD, "--time-limit", "nan"],
    ["solve", GOOD, "--time-limit", "-1"],
    ["solve", GOOD, "--weight", "inf"],
    ["solve", GOOD, "--max-depth", "-3"],
    ["solve", "8 6 7 / 2 5 4 / 3 0 1", "--method", "bfs", "--max-nodes", "10"],
    ["solve", "8 6 7 / 2 5 4 / 3 0 1", "--method", "idastar", "--max-depth", "2"],
    ["compare"],
    ["compare", "--size", "abc", "--random", "1"],
    ["compare", "--size", "x3", "--random", "1"],
    ["compare", "--size", "3x", "--random", "1"],
    ["compare", "--size", "1", "--random", "1"],
    ["compare", "--size", "999x999", "--random", "1"],
    ["compare", "--random", "-1"],
    ["compare", "--random", "99999999"],
    ["compare", GOOD, "--methods", ""],
    ["compare", GOOD, "--methods", " , ,"],
    ["compare", GOOD, "--methods", "astar:nope"],
    ["compare", GOOD, "--methods", "teleport"],
    ["compare", GOOD, UNSOLVABLE],
    ["compare", GOOD, "--csv", "/no/such/folder/runs.csv"],
    ["compare", GOOD, "--csv", "."],
    ["compare", GOOD, "--max-nodes", "0"],
    ["compare", GOOD, "--time-limit", "0"],
    ["pdb", "--size", "abc"],
    ["pdb", "--size", "1"],
    ["pdb", "--size", "3", "--partition", "nonsense"],
    ["pdb", "--size", "3", "--goal", "nope"],
]


@pytest.mark.parametrize("argv", BAD, ids=[" ".join(a) or "(nothing)" for a in BAD])
def test_bad_arguments_exit_2_or_3_with_one_line(argv, capsys):
    code = main(argv)
    err = capsys.readouterr().err
    assert code in (2, 3), (code, err)
    assert err.count("\n") == 1 and err.endswith("\n"), err
    assert "Traceback" not in err
    assert err.startswith("error: " if code == 2 else "budget reached: ")


def test_unsolvable_board_in_compare_is_named(capsys):
    assert main(["compare", GOOD, UNSOLVABLE]) == 2
    err = capsys.readouterr().err
    assert f"board 2 ({UNSOLVABLE}) cannot be solved" in err and "make_solvable" in err


def test_empty_methods_is_bad_input_not_an_empty_table(capsys):
    assert main(["compare", GOOD, "--methods", ","]) == 2
    assert capsys.readouterr().out == ""


def test_help_still_exits_0(capsys):
    assert main(["solve", "--help"]) == 0
    assert "--max-nodes" in capsys.readouterr().out


@pytest.mark.parametrize("argv", [["compare", "--size", "x3", "--random", "1"], ["solve", UNSOLVABLE], []])
def test_module_entry_point_prints_no_traceback(argv):
    proc = subprocess.run([sys.executable, "-m", "puzzlelib", *argv], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr and proc.stderr.count("\n") == 1, proc.stderr
