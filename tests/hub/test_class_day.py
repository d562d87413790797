"""A small class day on the course's hub: benchmarks/class_day.py with 6 students, 2 of them in Chromium.

Every fault of the full run happens here too: a kernel killed mid-lesson (restarted, the lesson run
again), a student over the kernel's memory cap (the cap's message, the kernel goes on), a server stopped
by the idle culler (20 s here) and started again with the notebook as saved, the shared tables
read-only with one table missing. The first lesson with a game keeps it within a couple of minutes.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "benchmarks"))
import class_day  # noqa: E402

pytestmark = pytest.mark.hub


def test_six_students_and_every_fault(tmp_path):
    import localhub

    if not os.access(localhub.browser.CHROMIUM, os.X_OK) or localhub.shutil.which("configurable-http-proxy") is None:
        message = "needs Chromium and configurable-http-proxy (scripts/test.sh installs both)"
        pytest.fail(message) if os.environ.get("CI") else pytest.skip(message)
    lesson = localhub.lesson_with("PuzzleGame(").stem
    cfg = class_day.Config(students=6, browsers=2, login_window=10, lesson=lesson, cull_timeout=20,
                           cell_timeout=180, tables="small")
    report = class_day.run(cfg, tmp_path)
    class_day.print_report(report)
    summary = report["summary"]
    troubles = {s["name"]: s["errors"] for s in report["students"] if s["errors"] or not s["finished"]}
    assert summary["finished"] == 6 and summary["errors"] == 0, troubles
    assert summary["lost_work"] == 0 and summary["lost_outputs"] == 0
    assert all(report["faults"].values()), report["faults"]
    assert {s["mode"] for s in report["students"]} == {"api", "chromium"}
    assert sum(s["mode"] == "chromium" for s in report["students"]) == 2
