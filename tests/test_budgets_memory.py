"""The cases that once passed 1 GiB, each run in a child process whose address space is capped at 1 GiB
(RLIMIT_AS): it must finish, with a result or one sentence, and report its peak resident size. The suite
itself stays small because the work happens in the children."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GIB = 2**30

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="RLIMIT_AS is enforced on Linux")


def run_capped(code: str, *, args=(), seconds: int = 120) -> dict:
    """Run ``code`` (which sets ``answer``) in a child capped at 1 GiB; its answer and peak RSS in MiB."""
    # VmHWM, not ru_maxrss: Linux hands a forked child its parent's ru_maxrss (a large pytest process would
    # make every child look large), while VmHWM is the peak of the child's own memory since it started.
    program = ("import json, sys\nanswer = None\n" + code +
               "\nhwm = [line.split()[1] for line in open('/proc/self/status') if line.startswith('VmHWM')][0]"
               "\nprint(json.dumps({'answer': answer, 'peak_mib': int(hwm) // 1024}))")

    def cap():
        import resource

        resource.setrlimit(resource.RLIMIT_AS, (GIB, GIB))

    out = subprocess.run([sys.executable, "-c", program, *args], capture_output=True, text=True, timeout=seconds,
                         preexec_fn=cap, env={**os.environ, "PYTHONPATH": str(ROOT), "MPLBACKEND": "Agg"})
    assert out.returncode == 0, out.stderr[-2000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_row_by_row_on_40_by_40_keeps_moves_not_boards():
    found = run_capped("from puzzlelib import random_solvable, row_by_row\n"
                       "r = row_by_row(random_solvable(40, 40, seed=1))\n"
                       "answer = [len(r.moves), r.path[-1].is_goal(), r.path[len(r.path) // 2].size]")
    moves, solved, cells = found["answer"]
    assert solved and cells == 1600 and moves > 100_000
    assert found["peak_mib"] < 300  # was 1.9 GiB with every board of the path kept


def test_the_cli_solves_34_by_34_row_by_row_as_json_without_the_boards(tmp_path):
    from puzzlelib import random_solvable

    board = random_solvable(34, 34, seed=3).to_text()
    found = run_capped("from puzzlelib.cli import main\nimport io, contextlib\nbuf = io.StringIO()\n"
                       "with contextlib.redirect_stdout(buf):\n    code = main(['solve', sys.argv[1], '--method', "
                       "'row_by_row', '--json'])\nresult = json.loads(buf.getvalue())\n"
                       "answer = [code, result['solved'], result['path'], len(result['moves'])]", args=[board])
    code, solved, path, moves = found["answer"]
    assert code == 0 and solved and path is None and moves > 10_000
    assert found["peak_mib"] < 400  # was 1.1 GiB


def test_a_5000_by_5000_grid_is_refused_and_a_100_by_100_one_is_searched_whole():
    found = run_capped("from puzzlelib import GridProblem, PuzzleError, solve\n"
                       "try:\n    GridProblem(5000, 5000, (0, 0), (1, 1))\n    big = 'made'\n"
                       "except PuzzleError as e:\n    big = str(e)\n"
                       "g = GridProblem(100, 100, (0, 0), (99, 99), walls=[(5, 5)])\n"
                       "answer = [big, g.h(g.initial), len(g.actions((0, 0))), solve(g, method='bfs').length]")
    big, h, actions, length = found["answer"]
    assert "at most 10,000 cells" in big and h == 198 and actions == 2 and length == 198
    assert found["peak_mib"] < 200  # 5,000 x 5,000 used to reach 1.9 GiB


def test_a_grid_explorer_stays_small_however_far_it_is_scrubbed():
    found = run_capped("from puzzlelib import GridProblem, PuzzleError\nfrom puzzlelib.widgets import GridExplorer\n"
                       "try:\n    GridExplorer(GridProblem(100, 100, (0, 0), (99, 99)))\n    big = 'made'\n"
                       "except PuzzleError as e:\n    big = str(e)\n"
                       "g = GridExplorer(GridProblem(50, 50, (0, 0), (49, 49)))\n"
                       "for k in range(400):\n    g.step = k\n"
                       "answer = [big, g.step, g._frames.nbytes]", seconds=300)
    big, step, frame_bytes = found["answer"]
    assert "50 x 50" in big and step == 399 and frame_bytes <= 64 * 2**20
    assert found["peak_mib"] < 500  # 400 steps on 100 x 100 used to pass 1 GiB


def test_a_weight_step_of_a_trillionth_is_refused_before_it_fills_the_memory():
    found = run_capped("from puzzlelib.exercises import check_weight\n"
                       "v = check_weight('1 2 3 / 4 5 6 / 7 0 8', 1.5, step=1e-12)\n"
                       "answer = [v.verdict, v.message]")
    verdict, message = found["answer"]
    assert verdict == "Not yet" and "coarser step" in message and found["peak_mib"] < 300


def test_a_five_million_move_answer_is_refused_by_its_length():
    found = run_capped("from puzzlelib.exercises import check_solution\n"
                       "v = check_solution('1 2 3 / 4 5 6 / 0 7 8', 'RL' * 2_500_000 + 'RR')\n"
                       "answer = [v.verdict, v.message]")
    verdict, message = found["answer"]
    assert verdict == "Not yet" and "5,000,002 moves" in message and found["peak_mib"] < 300
