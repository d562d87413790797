"""Every command of ``python -m puzzlelib`` keeps a total budget (``--total-time``), says so in ``--help``,
and stops with exit status 3 and one line when it runs out, whatever it was doing."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from puzzlelib.cli import TOTAL_TIME, WATCHDOG_GRACE, build_parser

ROOT = Path(__file__).resolve().parents[1]
HARD_4X4 = "0 12 9 13 / 15 11 10 14 / 3 7 2 5 / 4 8 6 1"


def _run(*args: str, cwd=None, env=None) -> tuple[subprocess.CompletedProcess, float]:
    started = time.perf_counter()
    out = subprocess.run([sys.executable, "-m", "puzzlelib", *args], capture_output=True, text=True, cwd=cwd,
                         env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})}, timeout=120)
    return out, time.perf_counter() - started


@pytest.mark.parametrize("command", sorted(TOTAL_TIME))
def test_every_command_states_its_total_budget_in_help(command, capsys):
    with pytest.raises(SystemExit):
        build_parser().parse_args([command, "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "--total-time SECONDS" in text and f"(default {TOTAL_TIME[command]:g})" in text and "exit status 3" in text


def test_the_main_help_says_every_command_has_a_total_budget(capsys):
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--help"])
    assert "Every command has a total budget" in " ".join(capsys.readouterr().out.split())


def test_compare_ends_on_time_with_the_runs_it_finished():
    out, seconds = _run("compare", "--random", "40", "--size", "4", "--methods", "bfs,astar", "--time-limit", "10",
                        "--total-time", "2")
    assert seconds < 2 + 1.5, seconds  # the budget, plus the interpreter's start and a second
    assert out.returncode == 3, out.stderr
    assert "total budget of 2 s" in out.stderr and out.stderr.count("\n") == 1
    assert "runs" in out.stdout  # the summary of what was done is still printed


def test_solve_cuts_its_search_to_the_total_budget():
    out, seconds = _run("solve", HARD_4X4, "--method", "bfs", "--time-limit", "100", "--total-time", "1.5")
    assert seconds < 1.5 + 1.5 and out.returncode == 3
    assert out.stderr.startswith("budget reached") and "Traceback" not in out.stderr


def test_the_hint_planner_of_solve_auto_keeps_the_total_budget():
    out, seconds = _run("solve", HARD_4X4, "--method", "auto", "--total-time", "0.5")
    assert seconds < 0.5 + 1.5 and out.returncode in (0, 3), out.stderr


def test_pdb_builds_stop_at_the_total_budget(tmp_path):
    out, seconds = _run("pdb", "--size", "4", "--partition", "6-6-3", "--cache-dir", str(tmp_path / "t"),
                        "--total-time", "1")
    assert seconds < 1 + 1.5 and out.returncode == 3
    assert "--total-time" in out.stderr and out.stderr.count("\n") == 1


def test_the_watchdog_ends_what_cannot_stop_by_itself(tmp_path):
    """A command stuck where no budget is checked (here: a handler that sleeps) is ended just past its budget."""
    code = ("import time, sys\nfrom puzzlelib import cli\n"
            "cli.show = lambda args: time.sleep(60)\n"
            "cli.add_show_command.__globals__['show'] = cli.show\n"
            "sys.exit(cli.main(['show', '1 2 / 3 0', '--total-time', '0.5']))")
    started = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                         env={**os.environ, "PYTHONPATH": str(ROOT)})
    seconds = time.perf_counter() - started
    assert out.returncode == 3 and seconds < 0.5 + WATCHDOG_GRACE + 1.5, (out.returncode, seconds, out.stderr)
    assert "ran past its total budget of 0.5 s" in out.stderr


@pytest.mark.parametrize("value", ["0", "-1", "nan", "inf", "soon"])
def test_a_total_budget_that_makes_no_sense_is_refused(value):
    out, _ = _run("show", "1 2 / 3 0", "--total-time", value)
    assert out.returncode == 2 and "--total-time" in out.stderr and out.stderr.count("\n") == 1
