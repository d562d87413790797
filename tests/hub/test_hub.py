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
import importlib.util
import json
import os
import re
import secrets
import shutil
import subprocess
import sys
import time
import urllib.request
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import nbformat
import pytest
from tornado.httpclient import HTTPRequest
from tornado.websocket import websocket_connect

from puzzlelib import Board, solve
from puzzlelib.shuffle import random_moves

pytestmark = pytest.mark.hub

REPO = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("browser_helpers", REPO / "tests" / "browser" / "conftest.py")
browser = sys.modules.setdefault("browser_helpers", importlib.util.module_from_spec(_spec))
_spec.loader.exec_module(browser)  # the browser tests' shared functions: ports, process groups, Lab menus, widgets

PASSWORD = secrets.token_hex(8)
API_TOKEN = secrets.token_hex(16)
RACE_KERNELS = 4
RACE_GROUPS = [(1, 2, 3, 4, 5), (6, 7, 8, 9, 10), (11, 12, 13, 14, 15)]  # in no shared table: built here
STUDENT_LESSONS = {  # student -> the lesson they run
    "alice": "02_boards_and_moves.ipynb",
    "bob": "01_path_planning.ipynb",
    "carol": "11_pattern_databases.ipynb",  # the lesson on pattern databases
}


@dataclass
class Hub:
    base: str
    root: Path
    shared: Path
    homes: Path
    log: Path
    race_board: Board

    def log_tail(self, chars: int = 4000) -> str:
        return self.log.read_text(errors="replace")[-chars:]


def _lab_settings(folder: Path) -> None:
    """No news pop-up, and every cell kept in the page (Lab 4 otherwise drops cells out of view)."""
    browser._quiet_lab_settings(folder)
    tracker = folder / "@jupyterlab" / "notebook-extension" / "tracker.jupyterlab-settings"
    tracker.parent.mkdir(parents=True, exist_ok=True)
    tracker.write_text(json.dumps({"windowingMode": "none"}))


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
def hub(tmp_path_factory) -> Hub:
    proxy = shutil.which("configurable-http-proxy")
    if proxy is None:
        message = "configurable-http-proxy is missing: `npm install -g configurable-http-proxy` (scripts/test.sh does)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    root = tmp_path_factory.mktemp("hub")
    shared, homes, lessons, settings = root / "shared", root / "homes", root / "lessons", root / "lab-settings"
    env = {**os.environ, "PYTHONPATH": str(REPO), "PUZZLELIB_CACHE_DIR": str(shared)}
    env.pop("PUZZLELIB_SHARED_CACHE", None)
    # The admin's command; on 4x4 the smaller 5-5-5 tables (seconds to build, not half a minute), which
    # a 15-puzzle game's hints use from the cache just as they would use 6-6-3.
    for args in (["--build-all", "--size", "2x2,2x3,3x2,2x4,3"], ["--size", "4", "--partition", "5-5-5"]):
        subprocess.run([sys.executable, "-m", "puzzlelib", "pdb", *args, "--cache-dir", str(shared), "--quiet"],
                       env=env, check=True, timeout=300, capture_output=True)
    shutil.copytree(REPO / "notebooks", lessons, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    race_board = Board.goal(4, 4).apply(random_moves(40, seed=19, board=Board.goal(4, 4), no_undo=True))
    _lab_settings(settings)

    port, hub_port, api_port = browser.free_port(), browser.free_port(), browser.free_port()
    config = root / "jupyterhub_test_config.py"
    config.write_text(f"""
load_subconfig({str(REPO / 'deploy' / 'jupyterhub_config.py')!r})
# test-only overrides: no Linux accounts, no PAM, loopback only
c.JupyterHub.authenticator_class = "dummy"
c.DummyAuthenticator.password = {PASSWORD!r}
c.Authenticator.allow_all = True
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = {str(homes / '{username}')!r}
c.Spawner.args = ["--allow-root", "--LabApp.news_url=None"]
c.Spawner.environment.update({{"JUPYTERLAB_SETTINGS_DIR": {str(settings)!r}, "PYTHONPATH": {str(REPO)!r},
                              "PYDEVD_DISABLE_FILE_VALIDATION": "1"}})
c.JupyterHub.bind_url = "http://127.0.0.1:{port}"
c.JupyterHub.hub_bind_url = "http://127.0.0.1:{hub_port}"
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{api_port}"
# the test's own API token: create a user, start their server, talk to its kernels
c.JupyterHub.services = [{{"name": "hub-test", "api_token": {API_TOKEN!r}}}]
c.JupyterHub.load_roles = [{{"name": "hub-test", "services": ["hub-test"],
                            "scopes": ["admin:users", "admin:servers", "access:servers"]}}]
""")
    hub_env = {**os.environ, "PUZZLELIB_SHARED_CACHE": str(shared), "PUZZLELIB_LESSONS": str(lessons),
               "PUZZLELIB_HUB_STATE": str(root / "state"), "PYTHONPATH": str(REPO)}
    hub_env.pop("PUZZLELIB_CACHE_DIR", None)
    log = root / "jupyterhub.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(["jupyterhub", "-f", str(config)], cwd=root, env=hub_env, stdout=out,
                                stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                preexec_fn=browser._own_group_dying_with_parent)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            if proc.poll() is not None:
                raise AssertionError(f"jupyterhub exited with {proc.returncode}:\n{log.read_text()[-4000:]}")
            try:
                with urllib.request.urlopen(f"{base}/hub/api", timeout=2) as response:
                    if response.status == 200:
                        break
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise AssertionError(f"jupyterhub did not answer in 60 s:\n{log.read_text()[-4000:]}")
            time.sleep(0.25)
        yield Hub(base, root, shared, homes, log, race_board)
    finally:
        browser.stop_process_group(proc)


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


def log_in(playwright_browser, hub: Hub, name: str):
    """A student's own browser context, on the hub's login page with the form sent (not waited for)."""
    context = playwright_browser.new_context(viewport=browser.VIEWPORT)
    context.set_default_timeout(60_000)
    page = context.new_page()
    page.goto(f"{hub.base}/hub/login")
    page.fill("#username_input", name)
    page.fill("#password_input", PASSWORD)
    page.click("#login_submit", no_wait_after=True)
    return context, page


def logged_in(page, name: str) -> None:
    """Wait until the hub has started the student's server and sent the browser to JupyterLab."""
    page.wait_for_url(re.compile(rf"/user/{name}/lab"), timeout=120_000)


def open_lesson(page, hub: Hub, name: str, lesson: str) -> None:
    """Start loading ``lesson`` from the student's ~/lessons in a fresh workspace (not waited for)."""
    page.kernel_sockets = []
    page.on("websocket", lambda ws: page.kernel_sockets.append(ws) if "/api/kernels/" in ws.url else None)
    page.goto(f"{hub.base}/user/{name}/lab/workspaces/w{secrets.token_hex(3)}/tree/lessons/{lesson}",
              wait_until="commit")


def run_all(page, hub: Hub, name: str, lesson: str) -> int:
    """Once ``lesson`` is open, start Run All; returns how many code cells will run."""
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=90_000)
    deadline = time.monotonic() + 60
    while not page.kernel_sockets and time.monotonic() < deadline:
        page.wait_for_timeout(100)
    for _attempt in range(6):
        page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']", timeout=60_000)
        browser._click_run_all(page)
        try:
            page.wait_for_function(browser._ANY_CELL_STARTED, timeout=10_000)
            break
        except Exception:  # noqa: BLE001 - playwright's TimeoutError: the kernel was not ready, try again
            continue
    else:
        raise AssertionError(f"Run All never started a cell in {lesson} for {name}:\n{hub.log_tail()}")
    nb = nbformat.read(hub.root / "lessons" / lesson, as_version=4)
    return sum(1 for cell in nb.cells if cell.cell_type == "code" and cell.source.strip())


_ALL_RUN = """(expected) => {
    const prompts = [...document.querySelectorAll('.jp-CodeCell .jp-InputArea-prompt')].map(p => p.textContent);
    return !prompts.some(p => p.includes('*')) && prompts.filter(p => /\\[\\d+\\]/.test(p)).length >= expected;
}"""


def finish_lesson(page, lesson: str, code_cells: int, timeout_s: float = 150) -> None:
    """Wait until every code cell has run, then check that no cell raised and every widget rendered."""
    try:
        page.wait_for_function(_ALL_RUN, arg=code_cells, timeout=timeout_s * 1000)
    except Exception as exc:
        raise AssertionError(f"{lesson} did not finish in {timeout_s} s:\n{page.inner_text('body')[-3000:]}") from exc
    errors = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
    raised = [text for text in errors.all_inner_texts() if "Traceback" in text or "Error" in text]
    assert not raised, f"{lesson} raised:\n" + "\n".join(raised)
    browser.wait_for_widgets(page)


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

    alice = students["alice"][1].locator(".puzzlelib-game").first  # lesson 2: a game, with a hint
    alice.locator(".puzzlelib-hint").click()
    expect(alice.locator(".puzzlelib-message")).to_contain_text("slide")
    tile = re.search(r"slide (\d+)", alice.locator(".puzzlelib-message").inner_text())[1]
    alice.locator(".puzzlelib-tile", has_text=re.compile(rf"^\s*{tile}\s*$")).click()
    expect(alice.locator(".puzzlelib-moves-counter")).to_have_text("moves: 1")

    bob = students["bob"][1]  # lesson 1: step the grid explorer with its slider
    grid = bob.locator(".puzzlelib-grid-explorer").first
    caption = grid.locator(".puzzlelib-caption")
    before = caption.inner_text()
    grid.locator(".puzzlelib-slider .noUi-handle").click()
    bob.keyboard.press("ArrowRight")
    expect(caption).not_to_have_text(before)

    # Lesson 11 (pattern databases) has no widget of its own: carol adds a cell with a 15-puzzle game,
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


def hub_api(hub: Hub, method: str, path: str, body: dict | None = None):
    """One call to the hub's REST API (or a user server's, for paths under /user/) with the test's token."""
    url = f"{hub.base}{path}" if path.startswith("/user/") else f"{hub.base}/hub/api{path}"
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method=method,
                                     headers={"Authorization": f"token {API_TOKEN}", "Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=120) as response:
        payload = response.read()
    return json.loads(payload) if payload else None


def start_server(hub: Hub, name: str) -> None:
    """Create ``name`` and start their server through the hub's API, as the spawn page would."""
    hub_api(hub, "POST", f"/users/{name}")
    hub_api(hub, "POST", f"/users/{name}/server")
    deadline = time.monotonic() + 120
    while not (hub_api(hub, "GET", f"/users/{name}")["servers"].get("", {}).get("ready")):
        assert time.monotonic() < deadline, f"{name}'s server did not start:\n{hub.log_tail()}"
        time.sleep(0.5)


async def run_in_kernel(hub: Hub, name: str, code: str) -> str:
    """Start a kernel in ``name``'s server, run ``code`` over its websocket, return what it printed."""
    kernel = await asyncio.to_thread(hub_api, hub, "POST", f"/user/{name}/api/kernels", {"name": "python3"})
    ws_url = f"{hub.base.replace('http', 'ws')}/user/{name}/api/kernels/{kernel['id']}/channels"
    conn = await websocket_connect(HTTPRequest(ws_url, headers={"Authorization": f"token {API_TOKEN}"}))
    msg_id = uuid.uuid4().hex
    conn.write_message(json.dumps({
        "header": {"msg_id": msg_id, "msg_type": "execute_request", "username": name, "session": uuid.uuid4().hex,
                   "version": "5.3", "date": datetime.now(UTC).isoformat()},
        "parent_header": {}, "metadata": {}, "channel": "shell", "buffers": [],
        "content": {"code": code, "silent": False, "store_history": False, "user_expressions": {},
                    "allow_stdin": False, "stop_on_error": True},
    }))
    printed = []
    while True:
        raw = await asyncio.wait_for(conn.read_message(), timeout=180)
        assert raw is not None, "the kernel's websocket closed"
        msg = json.loads(raw)
        if msg.get("parent_header", {}).get("msg_id") != msg_id:
            continue
        kind = msg["msg_type"]
        if kind == "stream":
            printed.append(msg["content"]["text"])
        elif kind == "error":
            raise AssertionError("a race kernel raised:\n" + "\n".join(msg["content"]["traceback"]))
        elif kind == "status" and msg["content"]["execution_state"] == "idle":
            conn.close()
            return "".join(printed)


def test_four_kernels_asking_for_one_table_build_it_once(hub):
    """Four kernels of one student, started at once through the server's API, on an empty own cache."""
    before = {p.name: p.stat().st_mtime_ns for p in hub.shared.iterdir()}
    start_server(hub, "dave")

    async def race():
        return await asyncio.gather(*(run_in_kernel(hub, "dave", race_code(i, hub.race_board))
                                      for i in range(RACE_KERNELS)))

    # A thread of its own: Playwright's sync API keeps an event loop in this one.
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        outputs = pool.submit(asyncio.run, race()).result()
    answers = [json.loads(out.split("RACE ", 1)[1]) for out in outputs]
    optimal = solve(hub.race_board, method="idastar", heuristic="linear_conflict").length
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
