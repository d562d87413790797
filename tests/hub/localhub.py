"""A real JupyterHub on 127.0.0.1 running deploy/jupyterhub_config.py, and students to drive it.

The one place that starts the course's hub with test-only login: tests/hub (pytest) and
benchmarks/class_day.py both use it. The hub runs the project's config with these overrides only:
DummyAuthenticator with one password, the simple local spawner (homes under a temporary folder, no
Linux accounts), loopback addresses and free ports, and an API token for a "hub-test" service that
may create users, start and stop their servers and reach them. Everything else (the shared tables,
the lessons copied at first login, the capped kernel, Lab's autosave, the idle culler) is the
config's own, set through the environment variables it documents.

Students are driven two ways:

* through the REST API and kernel websockets (:class:`KernelSession`): a session for a notebook, its
  cells executed one by one as JupyterLab sends them, outputs gathered as nbformat outputs;
* in Chromium (Playwright, :func:`log_in` ... :func:`finish_lesson`): the login form, JupyterLab,
  Run All from the menu.

Nothing here imports pytest: a failure raises ``AssertionError`` (tests) or is recorded (benchmarks).
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib.util
import json
import os
import re
import secrets
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

import nbformat

REPO = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("browser_helpers", REPO / "tests" / "browser" / "conftest.py")
browser = sys.modules.setdefault("browser_helpers", importlib.util.module_from_spec(_spec))
if not hasattr(browser, "free_port"):
    _spec.loader.exec_module(browser)  # ports, process groups, Lab menus, widgets

SMALL_TABLES = (["--build-all", "--size", "2x2,2x3,3x2,2x4,3"], ["--size", "4", "--partition", "5-5-5"])
"""The admin's ``pdb --build-all`` on the boards up to 3 x 3, and the 15-puzzle's 5-5-5 tables (seconds to
build, not half a minute), which a 15-puzzle game's hints use from the cache just as they would 6-6-3."""


def lessons(notebooks: Path = REPO / "notebooks") -> list[Path]:
    """The course's lessons (``NN_name.ipynb``), in order: the one list every hub test and benchmark reads."""
    return sorted(notebooks.glob("[0-9][0-9]_*.ipynb"))


def lesson_with(*needles: str, notebooks: Path = REPO / "notebooks") -> Path:
    """The first lesson whose code cells mention any of ``needles`` (a widget's name, a module), so a test asks
    for what a lesson does, never for its file name."""
    for path in lessons(notebooks):
        text = "\n".join(c.source for c in nbformat.read(path, as_version=4).cells if c.cell_type == "code")
        if any(needle in text for needle in needles):
            return path
    raise LookupError(f"no lesson in {notebooks} mentions {' or '.join(needles)}")


def build_shared_tables(shared: Path, commands=SMALL_TABLES) -> None:
    """Fill the shared folder the way deploy/README.md tells an admin to."""
    env = {**os.environ, "PYTHONPATH": str(REPO), "PUZZLELIB_CACHE_DIR": str(shared)}
    env.pop("PUZZLELIB_SHARED_CACHE", None)
    for args in commands:
        subprocess.run([sys.executable, "-m", "puzzlelib", "pdb", *args, "--cache-dir", str(shared), "--quiet"],
                       env=env, check=True, timeout=600, capture_output=True)


def lab_settings(folder: Path) -> None:
    """A user settings folder: no news pop-up, every cell kept in the page (Lab 4 otherwise drops cells
    out of view)."""
    browser._quiet_lab_settings(folder)
    tracker = folder / "@jupyterlab" / "notebook-extension" / "tracker.jupyterlab-settings"
    tracker.parent.mkdir(parents=True, exist_ok=True)
    tracker.write_text(json.dumps({"windowingMode": "none"}))


@dataclass
class LocalHub:
    base: str
    root: Path
    shared: Path
    homes: Path
    lessons: Path
    log: Path
    token: str
    password: str
    proc: subprocess.Popen | None = None

    def log_tail(self, chars: int = 4000) -> str:
        return self.log.read_text(errors="replace")[-chars:]

    def api(self, method: str, path: str, body: dict | None = None, timeout: float = 120):
        """One call to the hub's REST API (or a user server's, for paths under /user/) with the test token."""
        url = f"{self.base}{path}" if path.startswith("/user/") else f"{self.base}/hub/api{path}"
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(url, data=data, method=method, headers={
            "Authorization": f"token {self.token}", "Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=timeout) as response:
            payload = response.read()
        return json.loads(payload) if payload else None

    def server(self, name: str) -> dict:
        """The user's default server as the hub sees it ({} when it is not running)."""
        return self.api("GET", f"/users/{name}")["servers"].get("", {})

    def start_server(self, name: str, timeout: float = 180) -> float:
        """Create ``name`` if new and start their server through the hub's API; seconds until it is ready."""
        started = time.monotonic()
        with contextlib.suppress(urllib.error.HTTPError):  # 409: the user exists already
            self.api("POST", f"/users/{name}")
        tries = 0
        while not (server := self.server(name)).get("ready"):
            if not server and tries < 3:  # not running and not pending: (again) ask for it, as the spawn page does
                tries += 1
                with contextlib.suppress(urllib.error.HTTPError):  # 400: already running or pending
                    self.api("POST", f"/users/{name}/server")
            if time.monotonic() - started > timeout:
                raise AssertionError(f"{name}'s server did not start in {timeout} s:\n{self.log_tail()}")
            time.sleep(0.5)
        return time.monotonic() - started

    def stop_server(self, name: str, timeout: float = 60) -> None:
        with contextlib.suppress(urllib.error.HTTPError):
            self.api("DELETE", f"/users/{name}/server")
        deadline = time.monotonic() + timeout
        while self.server(name):
            if time.monotonic() > deadline:
                raise AssertionError(f"{name}'s server did not stop in {timeout} s")
            time.sleep(0.5)

    def read_notebook(self, name: str, path: str) -> nbformat.NotebookNode:
        model = self.api("GET", f"/user/{name}/api/contents/{path}?content=1")
        return nbformat.from_dict(model["content"])

    def notebook_on_disk(self, name: str, path: str) -> nbformat.NotebookNode:
        """The file itself, read without the server: a contents API read while Lab is saving finds the
        server's backup copy, takes it for the remains of a crash and puts it back, losing that save."""
        return nbformat.read(self.homes / name / path, as_version=4)

    def save_notebook(self, name: str, path: str, nb) -> dict:
        return self.api("PUT", f"/user/{name}/api/contents/{path}",
                        {"type": "notebook", "format": "json", "content": nb})

    def kernel_pids(self, kernel_id: str) -> list[int]:
        """The processes running a kernel (found by its connection file; this machine runs every server)."""
        pids = []
        for proc in Path("/proc").iterdir():
            if proc.name.isdigit():
                try:
                    if f"kernel-{kernel_id}.json" in (proc / "cmdline").read_bytes().decode(errors="replace"):
                        pids.append(int(proc.name))
                except OSError:
                    continue
        return pids


def hub_config(root: Path, homes: Path, settings: Path, ports: tuple[int, int, int], password: str, token: str,
               extra: str = "") -> Path:
    """The test config: the project's, then the test-only overrides (see the module docstring)."""
    port, hub_port, api_port = ports
    config = root / "jupyterhub_test_config.py"
    config.write_text(f"""
load_subconfig({str(REPO / 'deploy' / 'jupyterhub_config.py')!r})
# test-only overrides: no Linux accounts, no PAM, loopback only
c.JupyterHub.authenticator_class = "dummy"
c.DummyAuthenticator.password = {password!r}
c.Authenticator.allow_all = True
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = {str(homes / '{username}')!r}
c.Spawner.args = [*c.Spawner.args, "--allow-root", "--LabApp.news_url=None"]
c.Spawner.environment.update({{"JUPYTERLAB_SETTINGS_DIR": {str(settings)!r}, "PYTHONPATH": {str(REPO)!r},
                              "PYDEVD_DISABLE_FILE_VALIDATION": "1"}})
c.JupyterHub.bind_url = "http://127.0.0.1:{port}"
c.JupyterHub.hub_bind_url = "http://127.0.0.1:{hub_port}"
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{api_port}"
# the test's own API token: create users, start and stop their servers, talk to their kernels
c.JupyterHub.services = [*c.JupyterHub.services, {{"name": "hub-test", "api_token": {token!r}}}]
c.JupyterHub.load_roles = [*c.JupyterHub.load_roles, {{"name": "hub-test", "services": ["hub-test"],
                           "scopes": ["admin:users", "admin:servers", "access:servers"]}}]
{extra}
""")
    return config


@contextlib.contextmanager
def running_hub(root: Path, *, shared: Path, lessons: Path | None = None, env: dict | None = None,
                extra_config: str = "", start_timeout: float = 60):
    """Start the hub in ``root`` (homes, state, log inside it); yield a :class:`LocalHub`; stop it."""
    proxy = shutil.which("configurable-http-proxy")
    if proxy is None:
        raise FileNotFoundError("configurable-http-proxy is missing: `npm install -g configurable-http-proxy`")
    homes, settings, course = root / "homes", root / "lab-settings", root / "lessons"
    if lessons is None:
        shutil.copytree(REPO / "notebooks", course, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
        lessons = course
    lab_settings(settings)
    password, token = secrets.token_hex(8), secrets.token_hex(16)
    ports = (browser.free_port(), browser.free_port(), browser.free_port())
    config = hub_config(root, homes, settings, ports, password, token, extra_config)
    hub_env = {**os.environ, "PUZZLELIB_SHARED_CACHE": str(shared), "PUZZLELIB_LESSONS": str(lessons),
               "PUZZLELIB_HUB_STATE": str(root / "state"), "PYTHONPATH": str(REPO), **(env or {})}
    hub_env.pop("PUZZLELIB_CACHE_DIR", None)
    log = root / "jupyterhub.log"
    hub = LocalHub(f"http://127.0.0.1:{ports[0]}", root, shared, homes, lessons, log, token, password)
    with open(log, "wb") as out:
        hub.proc = subprocess.Popen(["jupyterhub", "-f", str(config)], cwd=root, env=hub_env, stdout=out,
                                    stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                    preexec_fn=browser._own_group_dying_with_parent)
    try:
        deadline = time.monotonic() + start_timeout
        while True:
            if hub.proc.poll() is not None:
                raise AssertionError(f"jupyterhub exited with {hub.proc.returncode}:\n{hub.log_tail()}")
            try:
                with urllib.request.urlopen(f"{hub.base}/hub/api", timeout=2) as response:
                    if response.status == 200:
                        break
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise AssertionError(f"jupyterhub did not answer in {start_timeout} s:\n{hub.log_tail()}")
            time.sleep(0.25)
        yield hub
    finally:
        browser.stop_process_group(hub.proc)


def form_login(hub: LocalHub, name: str) -> float:
    """Log in through the hub's login form (with its XSRF token), as a browser would; seconds it took."""
    import http.cookiejar

    started = time.monotonic()
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    with opener.open(f"{hub.base}/hub/login", timeout=120) as response:
        page = response.read().decode()
    xsrf = re.search(r'name="_xsrf" value="([^"]+)"', page)
    form = {"username": name, "password": hub.password, **({"_xsrf": xsrf[1]} if xsrf else {})}
    request = urllib.request.Request(f"{hub.base}/hub/login?next=", data=urllib.parse.urlencode(form).encode(),
                                     method="POST")
    with opener.open(request, timeout=120) as response:
        response.read()
    assert any(cookie.name.startswith("jupyterhub-hub-login") for cookie in jar), f"{name} was not logged in"
    return time.monotonic() - started


def _message(msg_type: str, content: dict, session: str, channel: str = "shell") -> tuple[str, str]:
    msg_id = uuid.uuid4().hex
    return msg_id, json.dumps({
        "header": {"msg_id": msg_id, "msg_type": msg_type, "username": "student", "session": session,
                   "version": "5.3", "date": datetime.now(UTC).isoformat()},
        "parent_header": {}, "metadata": {}, "channel": channel, "buffers": [], "content": content})


@dataclass
class KernelSession:
    """A notebook's kernel on a student's server, driven over its websocket as JupyterLab drives it."""

    hub: LocalHub
    name: str
    path: str
    kernel_id: str = ""
    conn: object = None
    session: str = field(default_factory=lambda: uuid.uuid4().hex)
    reconnects: int = 0  # websockets the server closed before the kernel answered

    async def open(self, timeout: float = 180) -> float:
        """Create the notebook's session (and kernel) and wait for the kernel's first reply; seconds taken."""
        started = time.monotonic()
        model = await asyncio.to_thread(self.hub.api, "POST", f"/user/{self.name}/api/sessions",
                                        {"path": self.path, "type": "notebook", "name": "",
                                         "kernel": {"name": "python3"}})
        self.kernel_id = model["kernel"]["id"]
        await self.connect(timeout)
        return time.monotonic() - started

    async def connect(self, timeout: float = 180) -> None:
        """Open the kernel's websocket and wait for its kernel_info reply; reconnect, as JupyterLab does, when
        the server closes the socket (it does when a kernel starting on a busy machine misses its
        ``kernel_info_timeout``)."""
        from tornado.httpclient import HTTPClientError, HTTPRequest
        from tornado.websocket import WebSocketClosedError, websocket_connect

        url = (f"{self.hub.base.replace('http', 'ws')}/user/{self.name}/api/kernels/{self.kernel_id}/channels"
               f"?session_id={self.session}")
        deadline = time.monotonic() + timeout
        while True:
            try:
                self.conn = await websocket_connect(HTTPRequest(
                    url, headers={"Authorization": f"token {self.hub.token}"},
                    request_timeout=timeout, connect_timeout=timeout))
                await self._kernel_info(deadline)
                return
            except (ConnectionError, WebSocketClosedError, HTTPClientError) as exc:
                if time.monotonic() > deadline:
                    raise ConnectionError(f"{self.name}'s kernel websocket: {exc}") from exc
                self.reconnects += 1
                with contextlib.suppress(Exception):
                    self.conn.close()
                await asyncio.sleep(min(2 ** self.reconnects, 10))

    async def _kernel_info(self, deadline: float) -> None:
        while True:  # kernel_info until the kernel answers (a fresh kernel may still be starting)
            msg_id, raw = _message("kernel_info_request", {}, self.session)
            self.conn.write_message(raw)
            try:
                while True:
                    reply = await asyncio.wait_for(self._read(), timeout=5)
                    if reply.get("parent_header", {}).get("msg_id") == msg_id and \
                            reply["msg_type"] == "kernel_info_reply":
                        return
            except TimeoutError:
                if time.monotonic() > deadline:
                    raise AssertionError(f"{self.name}'s kernel never answered") from None

    async def _read(self) -> dict:
        raw = await self.conn.read_message()
        if raw is None:
            raise ConnectionError("the kernel's websocket closed")
        if isinstance(raw, bytes):  # the v1 binary protocol is not asked for; skip such frames
            return {}
        return json.loads(raw)

    async def execute(self, code: str, timeout: float = 300) -> tuple[str, list[dict]]:
        """Run one cell; (reply status, outputs as nbformat dicts). Status "lost" when no reply came."""
        msg_id, raw = _message("execute_request", {
            "code": code, "silent": False, "store_history": True, "user_expressions": {},
            "allow_stdin": False, "stop_on_error": True}, self.session)
        self.conn.write_message(raw)
        outputs, status, idle = [], None, False
        deadline = time.monotonic() + timeout
        while status is None or not idle:
            left = deadline - time.monotonic()
            if left <= 0:
                return "lost", outputs
            try:
                msg = await asyncio.wait_for(self._read(), timeout=left)
            except (TimeoutError, ConnectionError):
                return "lost", outputs
            if msg.get("parent_header", {}).get("msg_id") != msg_id:
                continue
            kind, content = msg["msg_type"], msg["content"]
            if kind == "execute_reply":
                status = content["status"]
            elif kind == "status" and content["execution_state"] == "idle":
                idle = True
            elif kind == "stream":
                outputs.append(nbformat.v4.new_output("stream", name=content["name"], text=content["text"]))
            elif kind in ("display_data", "execute_result"):
                extra = {"execution_count": content["execution_count"]} if kind == "execute_result" else {}
                outputs.append(nbformat.v4.new_output(kind, data=content["data"],
                                                      metadata=content.get("metadata", {}), **extra))
            elif kind == "error":
                outputs.append(nbformat.v4.new_output("error", ename=content["ename"], evalue=content["evalue"],
                                                      traceback=content["traceback"]))
        return status, outputs

    async def restart(self, timeout: float = 180) -> None:
        """Restart the kernel (Kernel > Restart Kernel) and reconnect."""
        await asyncio.to_thread(self.hub.api, "POST", f"/user/{self.name}/api/kernels/{self.kernel_id}/restart")
        with contextlib.suppress(Exception):
            self.conn.close()
        await self.connect(timeout)

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()


async def run_in_kernel(hub: LocalHub, name: str, code: str, path: str = "untitled.ipynb") -> str:
    """Start a kernel for ``path`` in ``name``'s server, run ``code``, return what it printed (raises on error)."""
    kernel = KernelSession(hub, name, path)
    await kernel.open()
    try:
        status, outputs = await kernel.execute(code, timeout=180)
    finally:
        kernel.close()
    errors = [out for out in outputs if out["output_type"] == "error"]
    assert status == "ok" and not errors, f"{name}'s kernel: {status}\n" + "\n".join(
        "\n".join(e["traceback"]) for e in errors)
    return "".join(out.get("text", "") for out in outputs if out["output_type"] == "stream")


# --- students in Chromium ---------------------------------------------------------------------------------

def log_in(playwright_browser, hub: LocalHub, name: str):
    """A student's own browser context, on the hub's login page with the form sent (not waited for)."""
    context = playwright_browser.new_context(viewport=browser.VIEWPORT)
    context.set_default_timeout(60_000)
    page = context.new_page()
    page.goto(f"{hub.base}/hub/login")
    page.fill("#username_input", name)
    page.fill("#password_input", hub.password)
    page.click("#login_submit", no_wait_after=True)
    return context, page


def logged_in(page, name: str, timeout_s: float = 120) -> None:
    """Wait until the hub has started the student's server and sent the browser to JupyterLab."""
    page.wait_for_url(re.compile(rf"/user/{name}/lab"), timeout=timeout_s * 1000)


def open_lesson(page, hub: LocalHub, name: str, lesson: str) -> None:
    """Start loading ``lesson`` from the student's ~/lessons in a fresh workspace (not waited for)."""
    page.kernel_sockets = []
    page.on("websocket", lambda ws: page.kernel_sockets.append(ws) if "/api/kernels/" in ws.url else None)
    page.goto(f"{hub.base}/user/{name}/lab/workspaces/w{secrets.token_hex(3)}/tree/lessons/{lesson}",
              wait_until="commit")


def run_all(page, hub: LocalHub, name: str, lesson: str) -> int:
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
    nb = nbformat.read(hub.lessons / lesson, as_version=4)
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


def add_cell(page, code: str) -> None:
    """Add a code cell below the last one, type ``code`` and run it (Shift+Enter), as a student would."""
    page.locator(".jp-Notebook .jp-Cell").last.click()
    page.keyboard.press("Escape")
    page.keyboard.press("b")
    page.keyboard.press("Enter")
    page.keyboard.insert_text(code)
    page.keyboard.press("Shift+Enter")
