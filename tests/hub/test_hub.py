"""The course on a real JupyterHub: students log in through Chromium, run lessons and use widgets,
and four kernels that want the same table at once build it once.

The hub runs deploy/jupyterhub_config.py with test-only overrides (DummyAuthenticator, the simple
local spawner that needs no Linux accounts, 127.0.0.1 and free ports) behind configurable-http-proxy
from npm. The shared folder is filled by the admin's command (``pdb --build-all``) before the hub
starts, as deploy/README.md tells an admin to do.

The four racing kernels are started through the student's server API (kernels REST endpoint and
websocket, with a hub API token), the way Lab starts them, without four more Lab pages to load.

Run alone (``scripts/test.sh`` gives these tests a pytest run of their own, after the browser run,
because each student needs a browser context with its own cookies):
``python -m pytest -m hub tests/hub -n 0``.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from puzzlelib import Board, solve
from puzzlelib.shuffle import random_moves

sys.path.insert(0, str(Path(__file__).resolve().parent))
import localhub  # noqa: E402 - the course's hub and its students, shared with benchmarks/class_day.py
from localhub import browser, finish_lesson, log_in, logged_in, open_lesson, run_all, run_in_kernel  # noqa: E402

pytestmark = pytest.mark.hub

REPO = localhub.REPO
RACE_KERNELS = 4
RACE_GROUPS = [(1, 2, 3, 4, 5), (6, 7, 8, 9, 10), (11, 12, 13, 14, 15)]  # in no shared table: built here
RACE_BOARD = Board.goal(4, 4).apply(random_moves(40, seed=19, board=Board.goal(4, 4), no_undo=True))
STUDENT_LESSONS = {  # student -> the lesson they run, found by what it does
    "alice": localhub.lesson_with("PuzzleGame(").name,  # a game, with a hint
    "bob": localhub.lesson_with("GridExplorer(").name,  # the grid explorer and its slider
    "carol": localhub.lesson_with("pattern_heuristic", "puzzlelib.pdb").name,  # pattern databases
}


def race_code(index: int, board: Board) -> str:
    """Code for one of the race kernels: wait until all four are up, then ask for the same tables."""
    return f"""import json, time
from pathlib import Path
from puzzlelib import Board, solve
from puzzlelib.pdb import pattern_heuristic

gate = Path("race-gate")
gate.mkdir(exist_ok=True)
(gate / "kernel-{index}").touch()
deadline = time.time() + 90
while len(list(gate.glob("kernel-*"))) < {RACE_KERNELS} and time.time() < deadline:
    time.sleep(0.02)
h = pattern_heuristic(4, 4, {RACE_GROUPS!r}, progress=False)
result = solve(Board.parse({board.to_text()!r}), method="idastar", heuristic=h)
print("RACE " + json.dumps({{"sources": [p.source for p in h.parts], "length": result.length,
                            "optimal": result.optimal}}))"""


@pytest.fixture(scope="module")
def hub(tmp_path_factory):
    """The course's hub with the admin's shared tables built first, as deploy/README.md says."""
    root = tmp_path_factory.mktemp("hub")
    try:
        localhub.build_shared_tables(root / "shared")
        with localhub.running_hub(root, shared=root / "shared") as hub:
            yield hub
    except FileNotFoundError as missing:  # configurable-http-proxy
        message = f"{missing} (scripts/test.sh installs it)"
        pytest.fail(message) if os.environ.get("CI") else pytest.skip(message)


@pytest.fixture(scope="module")
def playwright_browser(hub):
    """One Chromium; each student gets a context of their own (own cookies, as on their own laptop)."""
    if not os.access(browser.CHROMIUM, os.X_OK):
        pytest.fail(f"{browser.CHROMIUM} is missing") if os.environ.get("CI") else pytest.skip("no chromium")
    from playwright.sync_api import expect, sync_playwright

    expect.set_options(timeout=browser.EXPECT_TIMEOUT_MS)
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=browser.CHROMIUM, headless=True,
                                              args=browser.QUIET_FLAGS)
        try:
            yield chromium
        finally:
            chromium.close()


def test_three_students_run_lessons_and_use_widgets(hub, playwright_browser):
    from playwright.sync_api import expect

    started = time.perf_counter()
    students = {name: log_in(playwright_browser, hub, name) for name in STUDENT_LESSONS}  # all log in at once
    for name, (_, page) in students.items():
        logged_in(page, name)
        open_lesson(page, hub, name, STUDENT_LESSONS[name])
    cells = {name: run_all(page, hub, name, STUDENT_LESSONS[name]) for name, (_, page) in students.items()}
    for name, (_, page) in students.items():  # the three kernels run at the same time
        finish_lesson(page, STUDENT_LESSONS[name], cells[name])
        browser.save_screenshot(page, "hub", f"{name}-{STUDENT_LESSONS[name]}")

    alice = students["alice"][1].locator(".puzzlelib-game").first
    alice.locator(".puzzlelib-hint").click()
    expect(alice.locator(".puzzlelib-message")).to_contain_text("slide")
    tile = re.search(r"slide (\d+)", alice.locator(".puzzlelib-message").inner_text())[1]
    alice.locator(".puzzlelib-tile", has_text=re.compile(rf"^\s*{tile}\s*$")).click()
    expect(alice.locator(".puzzlelib-moves-counter")).to_have_text("moves: 1")

    bob = students["bob"][1]  # step the grid explorer with its slider
    grid = bob.locator(".puzzlelib-grid-explorer").first
    caption = grid.locator(".puzzlelib-caption")
    before = caption.inner_text()
    grid.locator(".puzzlelib-slider .noUi-handle").click()
    bob.keyboard.press("ArrowRight")
    expect(caption).not_to_have_text(before)

    # The pattern-database lesson has no game of its own: carol adds a cell with a 15-puzzle game,
    # as a student would, and asks for a hint. Optimal 4x4 hints need the tables: the shared ones.
    carol = students["carol"][1]
    carol.locator(".jp-Notebook .jp-Cell").last.click()
    carol.keyboard.press("Escape")
    carol.keyboard.press("b")
    carol.keyboard.press("Enter")
    carol.keyboard.insert_text("from puzzlelib import random_solvable\nfrom puzzlelib.widgets import PuzzleGame\n"
                               "PuzzleGame(random_solvable(4, 4, seed=5))")
    carol.keyboard.press("Shift+Enter")
    game = carol.locator(".puzzlelib-game").last
    game.locator(".puzzlelib-hint").click()
    expect(game.locator(".puzzlelib-message")).to_contain_text("optimal, by")
    assert "not built" not in game.locator(".puzzlelib-message").inner_text()
    own = hub.homes / "carol" / ".cache" / "puzzlelib"
    assert not list(own.glob("pdb-*-4x4-*.npy")), "carol built a 4x4 table the shared folder holds"
    for context, _ in students.values():
        context.close()
    print(f"three students: {time.perf_counter() - started:.1f} s")


def test_four_kernels_asking_for_one_table_build_it_once(hub):
    """Four kernels of one student, started at once through the server's API, on an empty own cache."""
    before = {p.name: p.stat().st_mtime_ns for p in hub.shared.iterdir()}
    hub.start_server("dave")

    async def race():
        return await asyncio.gather(*(run_in_kernel(hub, "dave", race_code(i, RACE_BOARD), f"race-{i}.ipynb")
                                      for i in range(RACE_KERNELS)))

    # A thread of its own: Playwright's sync API keeps an event loop in this one.
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        outputs = pool.submit(asyncio.run, race()).result()
    answers = [json.loads(out.split("RACE ", 1)[1]) for out in outputs]
    optimal = solve(RACE_BOARD, method="idastar", heuristic="linear_conflict").length
    assert all(a["length"] == optimal and a["optimal"] for a in answers), answers
    for part in range(len(RACE_GROUPS)):
        assert sorted(a["sources"][part] for a in answers) == ["built"] + ["cache"] * (RACE_KERNELS - 1), answers
    own = hub.homes / "dave" / ".cache" / "puzzlelib"
    assert len(list(own.glob("pdb-*.npy"))) == len(RACE_GROUPS) == len(list(own.glob("pdb-*.json")))
    assert not list(own.glob(".*.tmp")), "a half-written file was left behind"
    check = subprocess.run([sys.executable, "-c", "from puzzlelib.pdb import is_cached; import sys; "
                            f"sys.exit(0 if all(is_cached(4, 4, g) for g in {RACE_GROUPS!r}) else 1)"],
                           env={**os.environ, "PYTHONPATH": str(REPO), "PUZZLELIB_CACHE_DIR": str(own)})
    assert check.returncode == 0, "the tables written by the race do not check out"
    assert {p.name: p.stat().st_mtime_ns for p in hub.shared.iterdir()} == before, "the shared folder changed"
