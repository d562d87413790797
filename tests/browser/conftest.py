"""Fixtures for real-browser tests: a JupyterLab server, headless Chromium through Playwright, screenshots.

What a test gets:

* ``lab`` (session): a JupyterLab server on 127.0.0.1, a free port and a random token, serving a
  temporary folder that holds COPIES of ``tests/browser/notebooks/*.ipynb`` (autosave would
  otherwise rewrite the files under test). ``lab.url(name)`` is the notebook's address.
* ``browser_context`` (session): a persistent Chromium context (Debian's /usr/bin/chromium, no
  browser downloads), viewport 1400x2000 so full-page screenshots show the whole notebook.
* ``page`` (function): a fresh tab; closed after the test (with a ``-failure`` screenshot if it
  failed), and every kernel is shut down.
* ``screenshot(page_or_locator, label)``: saves ``test-output/browser/<test name>-<label>.png``
  (a page in full, or one widget).
* ``run_notebook(page, name)`` (session): opens a notebook in Lab, waits for the kernel, runs all
  cells and waits until they are done and every widget has rendered. A test notebook must end
  with a cell that prints ``ALL CELLS DONE``.

Chromium missing: the tests are skipped with the reason, except when ``CI`` is set, where they
fail, because ``scripts/test.sh`` installs chromium and a skipped browser test on CI would hide that.
See ../shared/BROWSER-TESTING.md for the traps these fixtures avoid.
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
QUIET_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
REPO = Path(__file__).resolve().parents[2]
TEST_NOTEBOOKS = Path(__file__).resolve().parent / "notebooks"
SCREENSHOTS = REPO / "test-output" / "browser"
SERVER_START_TIMEOUT = 90
SERVER_STOP_GRACE = 15
VIEWPORT = {"width": 1400, "height": 2000}
WIDGET_FAILURE_TEXT = ("Loading widget", "Error displaying widget")
# A notebook under test ends with a cell that prints this, so "all cells ran" has a visible sign.
DONE_MARKER = "ALL CELLS DONE"
PR_SET_PDEATHSIG = 1  # linux/prctl.h
EXPECT_TIMEOUT_MS = 20_000


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="session")
def chromium() -> str:
    if not os.access(CHROMIUM, os.X_OK):
        message = (f"{CHROMIUM} is missing: `bash scripts/test.sh` installs it "
                   "(apt-get install -y chromium); Playwright's own browser downloads are not used")
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return CHROMIUM


@dataclass
class LabServer:
    base: str
    token: str
    root: Path
    log: Path

    def url(self, notebook: str, workspace: str | None = None) -> str:
        """The notebook's address; a fresh ``workspace`` opens it alone (no tabs from earlier tests)."""
        prefix = f"/lab/workspaces/{workspace}" if workspace else "/lab"
        return f"{self.base}{prefix}/tree/{notebook}?token={self.token}"

    def api(self, path: str, method: str = "GET"):
        request = urllib.request.Request(f"{self.base}/api/{path}?token={self.token}", method=method)
        with urllib.request.urlopen(request, timeout=10) as response:
            body = response.read()
        return json.loads(body) if body else None

    def shut_down_kernels(self) -> None:
        """End every session (and its kernel), so a finished test leaves nothing running."""
        for session in self.api("sessions"):
            with contextlib.suppress(OSError):
                self.api(f"sessions/{session['id']}", method="DELETE")

    def log_tail(self, chars: int = 3000) -> str:
        return self.log.read_text(errors="replace")[-chars:] if self.log.exists() else ""


def _quiet_lab_settings(settings_dir: Path) -> None:
    """Settings that stop the news and update pop-up from covering the page."""
    target = settings_dir / "@jupyterlab" / "apputils-extension" / "notification.jupyterlab-settings"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps({"fetchNews": "false", "checkForUpdates": False}))


def _own_group_dying_with_parent() -> None:
    """In the server child: a process group of its own (so SIGTERM reaches its kernels too), and a
    SIGTERM from Linux if pytest itself is killed, so a CI timeout never leaves a server behind."""
    os.setsid()
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)


class ServerExited(RuntimeError):
    """The server process ended before it answered (a port taken in the meantime does this)."""


def _wait_until_ready(proc: subprocess.Popen, status_url: str, log: Path) -> None:
    deadline = time.monotonic() + SERVER_START_TIMEOUT
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise ServerExited(f"the server exited with status {proc.returncode}:\n{log.read_text()[-3000:]}")
        with contextlib.suppress(OSError), urllib.request.urlopen(status_url, timeout=2) as response:
            if response.status == 200:
                return
        time.sleep(0.25)
    raise RuntimeError(f"the server did not answer {status_url} within {SERVER_START_TIMEOUT} s:\n"
                       f"{log.read_text()[-3000:]}")


def stop_process_group(proc: subprocess.Popen) -> None:
    """SIGTERM the server's process group (SIGINT only asks a question), SIGKILL it after a grace period."""
    if proc.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=SERVER_STOP_GRACE)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=5)
    # Kernels the server started live in the same group; make sure none outlives the test.
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, signal.SIGKILL)


@pytest.fixture(scope="session")
def lab(tmp_path_factory) -> LabServer:
    """JupyterLab serving copies of the test notebooks; always shut down, even when tests fail."""
    base_dir = tmp_path_factory.mktemp("lab")
    root = base_dir / "root"
    shutil.copytree(TEST_NOTEBOOKS, root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    settings = base_dir / "settings"
    _quiet_lab_settings(settings)
    env = dict(os.environ,
               JUPYTERLAB_SETTINGS_DIR=str(settings),
               JUPYTERLAB_WORKSPACES_DIR=str(base_dir / "workspaces"),
               JUPYTER_CONFIG_DIR=str(base_dir / "config"),
               JUPYTER_RUNTIME_DIR=str(base_dir / "runtime"),
               PYDEVD_DISABLE_FILE_VALIDATION="1")
    token = secrets.token_hex(16)
    # free_port() closes its socket before the server binds the port, so another process can take it
    # in between; with port_retries=0 the server then exits at once. Start once more on a new port.
    # (A server that is still silent after SERVER_START_TIMEOUT is not retried: that is no port race.)
    for attempt in (1, 2):
        port = free_port()
        log = base_dir / f"server-{attempt}.log"
        command = [
            sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root", "--ip=127.0.0.1",
            f"--port={port}", "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}",
            f"--ServerApp.root_dir={root}", "--LabApp.news_url=None",
        ]
        with open(log, "wb") as log_file:
            proc = subprocess.Popen(command, stdout=log_file, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                    env=env, cwd=root, preexec_fn=_own_group_dying_with_parent)
        base = f"http://127.0.0.1:{port}"
        try:
            _wait_until_ready(proc, f"{base}/api/status?token={token}", log)
            break
        except ServerExited:
            stop_process_group(proc)
            if attempt == 2:
                raise
        except BaseException:
            stop_process_group(proc)
            raise
    try:
        yield LabServer(base=base, token=token, root=root, log=log)
    finally:
        stop_process_group(proc)


@pytest.fixture(scope="session")
def browser_context(chromium, tmp_path_factory):
    from playwright.sync_api import expect, sync_playwright

    # Each widget check is a round trip through the kernel; on a loaded 2-core machine 5 s is too tight.
    expect.set_options(timeout=EXPECT_TIMEOUT_MS)

    profile = tmp_path_factory.mktemp("chromium-profile")
    with sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(profile), executable_path=chromium, headless=True, args=QUIET_FLAGS, viewport=VIEWPORT,
        )
        context.set_default_timeout(30_000)
        try:
            yield context
        finally:
            context.close()


@pytest.fixture
def page(browser_context, lab, request, record_property):
    """A fresh tab; afterwards a screenshot if the test failed, and every kernel shut down."""
    started = time.perf_counter()
    tab = browser_context.new_page()
    try:
        yield tab
    finally:
        if getattr(request.node, "rep_call_failed", False):
            with contextlib.suppress(Exception):
                save_screenshot(tab, request.node.name, "failure")
        tab.close()
        with contextlib.suppress(OSError):
            lab.shut_down_kernels()
        record_property("browser_seconds", round(time.perf_counter() - started, 2))


@pytest.hookimpl(tryfirst=True)  # before -m deselects anything
def pytest_collection_modifyitems(items):
    """Every test in this folder is a browser test, marked or not: scripts/test.sh runs them apart."""
    here = Path(__file__).resolve().parent
    for item in items:
        if here in Path(str(item.path)).resolve().parents:
            item.add_marker(pytest.mark.browser)


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    """Remember a failed call on the item, so the page fixture can keep a screenshot of the failure."""
    report = yield
    if report.when == "call" and report.failed:
        item.rep_call_failed = True
    return report


def save_screenshot(target, test_name: str, label: str) -> Path:
    """Screenshot a whole page (full page) or one element (a Locator, scrolled into view)."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", f"{test_name}-{label}")
    path = SCREENSHOTS / f"{safe}.png"
    whole_page = {"full_page": True} if hasattr(target, "goto") else {}
    target.screenshot(path=str(path), **whole_page)
    return path


@pytest.fixture
def screenshot(request):
    """``screenshot(page_or_locator, "after-slide")`` saves test-output/browser/<test>-after-slide.png."""
    def take(page, label: str) -> Path:
        return save_screenshot(page, request.node.name, label)
    return take


def visible_widget_failures(page) -> list[str]:
    body = page.inner_text("body")
    return [text for text in WIDGET_FAILURE_TEXT if text in body]


def wait_for_widgets(page, timeout_s: float = 60) -> None:
    """Wait until no widget says "Loading widget..." and none failed; raise with the page text otherwise."""
    deadline = time.monotonic() + timeout_s
    while True:
        failures = visible_widget_failures(page)
        if "Error displaying widget" in failures:
            raise AssertionError("a widget failed to render:\n" + page.inner_text("body")[-3000:])
        if not failures:
            return
        if time.monotonic() > deadline:
            raise AssertionError(f"widgets still loading after {timeout_s} s:\n" + page.inner_text("body")[-3000:])
        page.wait_for_timeout(250)


_ANY_CELL_STARTED = """() => [...document.querySelectorAll('.jp-InputArea-prompt')]
    .some(prompt => /\\[(\\*|\\d+)\\]/.test(prompt.textContent))"""


def _click_run_all(page) -> None:
    page.locator(".jp-Notebook .jp-Cell").first.click()
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^Run$")).click()
    page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^Run All Cells$")).click()


def start_run_all(page, attempts: int = 6) -> bool:
    """Click Run All until some cell really starts (re-running is harmless while nothing has run);
    False if none started after ``attempts`` tries."""
    for _attempt in range(attempts):
        page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']", timeout=60_000)
        _click_run_all(page)
        try:
            page.wait_for_function(_ANY_CELL_STARTED, timeout=10_000)
            return True
        except Exception:  # noqa: BLE001 - playwright's TimeoutError; try again
            continue
    return False


@pytest.fixture(scope="session")
def run_notebook(lab):
    """``run_notebook(page, name)``: open a test notebook in JupyterLab in a fresh workspace, run all
    cells, wait for the ``ALL CELLS DONE`` marker, check no cell raised and every widget rendered."""
    def run(page, name: str, timeout_s: float = 120) -> None:
        kernel_sockets = []
        page.on("websocket", lambda ws: kernel_sockets.append(ws) if "/api/kernels/" in ws.url else None)
        page.goto(lab.url(name, workspace=f"test-{secrets.token_hex(4)}"))
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
        # The execution indicator says "idle" before any kernel exists, and a Run All sent while the
        # kernel socket is still connecting is silently lost: wait for the socket, then retry Run All
        # until some cell really starts (re-running is harmless while nothing has run).
        deadline = time.monotonic() + 60
        while not kernel_sockets and time.monotonic() < deadline:
            page.wait_for_timeout(100)
        if not start_run_all(page):
            raise AssertionError(f"Run All never started a cell in {name}; server log:\n{lab.log_tail()}")
        try:
            page.locator(".jp-OutputArea-output", has_text=DONE_MARKER).wait_for(timeout=timeout_s * 1000)
        except Exception as exc:
            raise AssertionError(f"{name} did not finish within {timeout_s} s; page text:\n"
                                 f"{page.inner_text('body')[-3000:]}\nserver log:\n{lab.log_tail()}") from exc
        errors = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
        tracebacks = [text for text in errors.all_inner_texts() if "Error" in text or "Traceback" in text]
        assert not tracebacks, f"{name} raised in the browser:\n" + "\n".join(tracebacks)
        wait_for_widgets(page)
    return run
