"""Serve the static site on 127.0.0.1 and open it in headless Chromium behind a proxy that refuses everything.

Used by tests/site/test_site.py and benchmarks/site_bench.py.

- :class:`StaticServer`: ``python -m http.server --bind 127.0.0.1`` on the site folder, as a teacher
  would serve it from a USB stick.
- :class:`RefusingProxy`: Chromium is started with ``--proxy-server`` pointing here, so any connection
  to a host other than the loopback one (Chromium never sends loopback addresses to a proxy) arrives
  here, is logged with its host and is refused. Chromium's own services (update checks, accounts)
  try to connect even on a blank page, so the proxy's log is read against a blank page's (see
  :func:`browser_own_hosts`).
- :class:`RequestLog`: every request the site's pages and workers make, seen by the browser context,
  and every one that failed or answered 400 or more.
"""

from __future__ import annotations

import contextlib
import re
import socket
import socketserver
import subprocess
import sys
import threading
import time
from pathlib import Path

CHROMIUM = "/usr/bin/chromium"
QUIET_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
               "--disable-background-networking", "--disable-component-update", "--disable-sync",
               # Chromium asks Google's services about form fields and pages (autofill, optimization hints)
               "--disable-features=AutofillServerCommunication,OptimizationHints,OptimizationGuideModelDownloading"]
CHROMIUM_SERVICES = re.compile(r"(^|\.)(google|googleapis|gvt1|gvt2)\.com(:\d+)?$")
"""Hosts of Chromium's own services (updates, accounts, autofill, hints), which it may call at any time
whatever the page; a page's own request to one of them still shows in :class:`RequestLog`."""
PLAYABLE = ".puzzlelib-playground .puzzlelib-game .puzzlelib-boardview .puzzlelib-tile"
"""The first tile of the playground's game: the board is on the page and takes clicks."""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class StaticServer:
    """The site folder served by Python's own static server on 127.0.0.1 (stopped on leaving)."""

    def __init__(self, folder: Path):
        self.folder, self.port = Path(folder), free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self.proc: subprocess.Popen | None = None

    def __enter__(self) -> StaticServer:
        self.proc = subprocess.Popen([sys.executable, "-m", "http.server", str(self.port), "--bind", "127.0.0.1",
                                      "--directory", str(self.folder)],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", self.port), timeout=1):
                return self
            time.sleep(0.1)
        self.__exit__()
        raise RuntimeError(f"python -m http.server did not start on port {self.port}")

    def __exit__(self, *exc) -> None:
        if self.proc is not None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()


class _Refuse(socketserver.BaseRequestHandler):
    def handle(self) -> None:
        self.request.settimeout(5)
        with contextlib.suppress(OSError):
            first = self.request.recv(4096).split(b"\r\n", 1)[0].decode("latin-1")
            parts = first.split()
            target = parts[1] if len(parts) > 1 else first
            host = target.split("://", 1)[-1].split("/", 1)[0]
            self.server.hosts.append(host)  # type: ignore[attr-defined]
            self.request.sendall(b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")


class RefusingProxy(socketserver.ThreadingTCPServer):
    """A proxy on 127.0.0.1 that logs the host of every connection asked of it and refuses it."""

    daemon_threads = True
    allow_reuse_address = True

    def __init__(self):
        super().__init__(("127.0.0.1", 0), _Refuse)
        self.hosts: list[str] = []
        self.port = self.server_address[1]
        self._thread = threading.Thread(target=self.serve_forever, daemon=True)

    def __enter__(self) -> RefusingProxy:
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.shutdown()
        self.server_close()


class RequestLog:
    """Every request of a browser context (pages, workers, service workers), and the ones that failed."""

    def __init__(self, context):
        self.urls: list[str] = []
        self.failed: list[str] = []
        context.on("request", lambda request: self.urls.append(request.url))
        context.on("requestfailed", lambda request: self.failed.append(f"{request.url} ({request.failure})"))
        context.on("response", lambda response: self.failed.append(f"{response.url} ({response.status})")
                   if response.status >= 400 else None)

    def outside(self, base: str) -> list[str]:
        """Requests to anything but ``base`` (the site's server); data: and blob: addresses stay in the page."""
        return [url for url in self.urls if not url.startswith((base, "data:", "blob:"))]


def launch(playwright, profile: Path, proxy: RefusingProxy, viewport=None):
    """A persistent headless Chromium context whose every non-loopback connection goes to ``proxy``."""
    return playwright.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, headless=True, viewport=viewport or {"width": 1280, "height": 900},
        args=[*QUIET_FLAGS, f"--proxy-server=http://127.0.0.1:{proxy.port}"])


def browser_own_hosts(context, proxy: RefusingProxy, settle_s: float = 2.0) -> set[str]:
    """The hosts Chromium itself asks the proxy for on a blank page (its own services, not the site's)."""
    page = context.new_page()
    page.goto("about:blank")
    page.wait_for_timeout(settle_s * 1000)
    page.close()
    return set(proxy.hosts)


def open_playground(page, server: StaticServer, page_path: str, timeout_s: float = 240) -> float:
    """Open the site's playground and return the seconds until its board is on the page (playable)."""
    started = time.perf_counter()
    page.goto(server.url + page_path, timeout=timeout_s * 1000)
    page.locator(PLAYABLE).first.wait_for(state="visible", timeout=timeout_s * 1000)
    return time.perf_counter() - started


_FINISHED = """() => {
    const prompts = [...document.querySelectorAll('.jp-CodeCell .jp-InputArea-prompt')];
    const ran = prompts.filter(prompt => /\\[\\d+\\]/.test(prompt.textContent)).length;
    const running = prompts.some(prompt => prompt.textContent.includes('[*]'));
    const failed = document.querySelector(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']");
    return prompts.length > 0 && (ran === prompts.length || (failed !== null && !running));
}"""
"""Every code cell has run, or one failed (Run All stops there) and none is running."""
_ANY_CELL_STARTED = """() => [...document.querySelectorAll('.jp-CodeCell .jp-InputArea-prompt')]
    .some(prompt => /\\[(\\*|\\d+)\\]/.test(prompt.textContent))"""
WIDGET_FAILURES = ("Error displaying widget", "Loading widget")


def run_all_cells(page, timeout_s: float = 240, attempts: int = 8) -> float:
    """Run every cell of the notebook open in the site's JupyterLab; the seconds until all have run
    (or until one failed and Run All stopped: :func:`notebook_problems` says which).

    A Run All sent before the in-page kernel exists is lost, so it is sent again until a cell starts.
    """
    started = time.perf_counter()
    page.locator(".jp-Notebook .jp-CodeCell").first.wait_for(timeout=timeout_s * 1000)
    for _attempt in range(attempts):
        page.locator(".jp-Notebook .jp-Cell").first.click()
        page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
        page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
        try:
            page.wait_for_function(_ANY_CELL_STARTED, timeout=15_000)
            break
        except Exception:  # noqa: BLE001 - Playwright's TimeoutError: the kernel was not there yet
            continue
    else:
        raise AssertionError(f"Run All never started a cell:\n{page.inner_text('body')[-2000:]}")
    page.wait_for_function(_FINISHED, timeout=timeout_s * 1000)
    return time.perf_counter() - started


def notebook_problems(page) -> list[str]:
    """Tracebacks in the notebook's outputs and widgets that failed or never rendered."""
    errors = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
    found = [text for text in errors.all_inner_texts() if "Error" in text or "Traceback" in text]
    body = page.inner_text("body")
    return found + [text for text in WIDGET_FAILURES if text in body]
