"""``python -m puzzlelib solve``: moves, tiles and statistics; JSON; exit 2 on bad input, 3 on budget."""

import json
import subprocess
import sys

import pytest

from puzzlelib import Board, solve
from puzzlelib.cli import main
from puzzlelib.errors import PuzzleError


def test_solve_text(capsys):
    assert main(["solve", "1 3 4 / 8 2 5 / 7 0 6", "--goal", "snail", "--method", "bfs"]) == 0
    out = capsys.readouterr().out
    assert "moves (5): R U U L D" in out and "tiles slid: 6 5 4 3 2" in out
    assert "optimal: yes" in out and "expanded" in out


def test_solve_json_has_every_result_field(capsys):
    assert main(["solve", "8 6 7 / 2 5 4 / 3 0 1", "--heuristic", "linear_conflict", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["length"] == 31 and data["optimal"] is True and data["method"] == "astar"
    assert data["heuristic"] == "linear_conflict" and data["start"] == "8 6 7 / 2 5 4 / 3 0 1"
    assert Board.parse(data["start"]).apply(data["moves"]) == Board.parse(data["goal"])
    assert {"tiles", "path", "cost", "nodes_expanded", "nodes_generated", "max_frontier", "max_memory_nodes",
            "seconds", "solved", "branching_factor"} <= set(data)


@pytest.mark.parametrize("method", ["scored", "greedy", "wastar", "idastar"])
def test_solve_methods(method, capsys):
    assert main(["solve", "8 1 3 / 4 0 2 / 7 6 5", "--method", method, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["method"] == method and data["solved"]


@pytest.mark.parametrize("args", [["1 2 2 / 3 4 5 / 6 7 0"], ["1 2 3 / 4 5 6 / 8 7 0"],
                                  ["1 2 3 / 4 5 6 / 7 0 8", "--method", "dfs"],
                                  ["1 2 3 / 4 5 6 / 7 0 8", "--heuristic", "euclid"],
                                  ["1 2 3 / 4 5 6 / 7 0 8", "--goal", "spiral"],
                                  ["1 2 3 / 4 5 6 / 7 0 8", "--max-nodes", "0"]])
def test_bad_input_exits_2(args, capsys):
    assert main(["solve", *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1


def test_budget_exits_3_with_partial_stats(capsys):
    hard = "15 14 13 12 / 11 10 9 8 / 7 6 5 4 / 3 1 2 0"
    assert main(["solve", hard, "--method", "bfs", "--max-nodes", "2000", "--json"]) == 3
    data = json.loads(capsys.readouterr().out)
    assert data["solved"] is False and data["nodes_expanded"] == 2000 and "max_nodes" in data["error"]
    assert main(["solve", hard, "--method", "bfs", "--max-nodes", "2000"]) == 3
    captured = capsys.readouterr()
    assert "nodes_expanded: 2000" in captured.out and "budget reached" in captured.err


def test_module_entry_point():
    proc = subprocess.run([sys.executable, "-m", "puzzlelib", "solve", "1 2 3 / 4 5 6 / 0 7 8", "--json"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and json.loads(proc.stdout)["moves"] == ["R", "R"]


def test_scored_weights_on_the_command_line(capsys):
    board = "8 1 3 / 4 0 2 / 7 6 5"
    assert main(["solve", board, "--method", "scored", "--weight-h", "0", "--weight-g", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["length"] == 14  # step only: breadth-first order, shortest


@pytest.mark.parametrize("alias,method", [("a*", "astar"), ("ida*", "idastar"), ("A-Star", "astar"),
                                          ("breadth-first", "bfs"), ("weighted", "wastar")])
def test_method_aliases_that_solve_accepts(alias, method, capsys):
    # The command used to refuse every name outside METHODS, although solve() reads these.
    assert main(["solve", "8 1 3 / 4 0 2 / 7 6 5", "--method", alias, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["method"] == method


def test_unsolvable_error_is_one_readable_line(capsys):
    # The exception keeps its drawing of the board for notebooks; the terminal gets the reason only.
    assert main(["solve", "1 2 3 / 4 5 6 / 8 7 0"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error: This board cannot be solved")
    assert "make_solvable" in err and "+---" not in err and "|" not in err
    with pytest.raises(PuzzleError) as info:
        solve("1 2 3 / 4 5 6 / 8 7 0")
    assert "+---+" in str(info.value)  # the message a notebook shows keeps its picture


@pytest.mark.parametrize("args", [["--time-limit", "nan"], ["--time-limit", "inf"], ["--method", "wastar", "--weight", "nan"],
                                  ["--method", "scored", "--weight-h", "nan"], ["--method", "idastar", "--max-depth", "-1"]])
def test_nan_and_negative_limits_exit_2(args, capsys):
    assert main(["solve", "8 1 3 / 4 0 2 / 7 6 5", *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1


def test_solve_auto_uses_the_hint_planner(capsys):
    assert main(["solve", "8 6 7 / 2 5 4 / 3 0 1", "--method", "auto", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["length"] == 31 and data["optimal"] is True and data["solved"]
    assert main(["solve", "1 2 3 / 4 5 6 / 7 8 0", "--method", "auto", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["length"] == 0
    assert main(["solve", "8 6 7 / 2 5 4 / 3 0 1", "--method", "auto", "--max-nodes", "5"]) == 2
    assert "--max-nodes" in capsys.readouterr().err
