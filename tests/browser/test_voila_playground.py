"""apps/playground.ipynb served by Voila on 127.0.0.1, driven in headless Chromium at projector size.

One Voila server and one page for the whole test (each page load starts a kernel): it waits until the
page is ready, then does one real thing in each tab, as a teacher would in front of a class, and checks
the page against the package (boards from game codes are computed here, in Python). Throughout: no
"Loading widget", no error text, no console error and no request leaving 127.0.0.1 (the page must work
in a classroom without internet).
"""

from __future__ import annotations

import contextlib
import os
import re
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from playwright.sync_api import expect

from puzzlelib.gamecode import board_from_code, game_code
from tests.browser.conftest import (
    REPO,
    SERVER_START_TIMEOUT,
    WIDGET_FAILURE_TEXT,
    _own_group_dying_with_parent,
    free_port,
    save_screenshot,
    stop_process_group,
)

pytestmark = [pytest.mark.browser, pytest.mark.voila]

APP = REPO / "apps" / "playground.ipynb"
PROJECTOR = {"width": 1280, "height": 720}
READY_SECONDS = 30
ERROR_TEXT = ("Traceback", "Error displaying widget", "Something went wrong")


def _wait_for_port(proc: subprocess.Popen, port: int, log: Path) -> None:
    """Voila starts a kernel for every GET, so readiness is a TCP connect, not an HTTP request."""
    deadline = time.monotonic() + SERVER_START_TIMEOUT
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"voila exited with status {proc.returncode}:\n{log.read_text()[-3000:]}")
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=1):
            return
        time.sleep(0.2)
    raise RuntimeError(f"voila did not listen on port {port} within {SERVER_START_TIMEOUT} s:\n{log.read_text()[-3000:]}")


def _check_template_installed() -> None:
    """The page names the template "puzzlelib-offline"; Voila reads it from the Jupyter data folders, where
    requirements.txt installs apps/voila-template. A missing or stale copy would test another page."""
    from jupyter_core.paths import jupyter_path

    source = REPO / "apps" / "voila-template" / "puzzlelib-offline"
    for root in jupyter_path("voila", "templates"):
        installed = Path(root) / "puzzlelib-offline"
        if installed.is_dir():
            stale = [f.name for f in source.iterdir()
                     if not (installed / f.name).exists() or (installed / f.name).read_text() != f.read_text()]
            if stale:
                pytest.fail(f"{installed} differs from {source} ({stale}): pip install ./apps/voila-template")
            return
    pytest.fail("the Voila template puzzlelib-offline is not installed: pip install ./apps/voila-template "
                "(requirements.txt does it)")


@pytest.fixture(scope="module")
def voila_url(tmp_path_factory):
    _check_template_installed()
    base = tmp_path_factory.mktemp("voila")
    log = base / "voila.log"
    port = free_port()
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in (str(REPO), os.environ.get("PYTHONPATH")) if p),
               JUPYTER_RUNTIME_DIR=str(base / "runtime"), PYDEVD_DISABLE_FILE_VALIDATION="1")
    command = [sys.executable, "-m", "voila", str(APP), "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1"]
    with open(log, "wb") as log_file:
        proc = subprocess.Popen(command, stdout=log_file, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                env=env, cwd=REPO, preexec_fn=_own_group_dying_with_parent)
    try:
        _wait_for_port(proc, port, log)
        yield f"http://127.0.0.1:{port}/", log
    finally:
        stop_process_group(proc)


def tiles_of(game) -> tuple[int, ...]:
    """The board a BoardView shows, from its data-board attribute (row-major, 0 = the gap)."""
    text = game.locator(".puzzlelib-boardview").first.get_attribute("data-board") or ""
    return tuple(int(tile) for tile in text.split())


def shown_code(game) -> str:
    return re.search(r"[0-9A-Z]{3}-[0-9A-Z]{4}", game.locator(".puzzlelib-code").inner_text()).group(0)


def open_tab(page, title: str):
    page.locator(".lm-TabBar-tab", has_text=title).click()


def test_playground_in_voila(browser_context, voila_url, request):
    url, log = voila_url
    page = browser_context.new_page()
    page.set_viewport_size(PROJECTOR)
    console_errors, outside = [], []
    page.on("console", lambda msg: console_errors.append(msg.text) if msg.type == "error" else None)
    page.on("request", lambda req: outside.append(req.url)
            if req.url.startswith(("http:", "https:", "ws:", "wss:")) and not req.url.startswith(
                ("http://127.0.0.1", "ws://127.0.0.1")) else None)
    try:
        started = time.perf_counter()
        page.goto(url, timeout=READY_SECONDS * 1000)
        expect(page.locator(".puzzlelib-playground")).to_be_visible(timeout=READY_SECONDS * 1000)
        expect(page.locator(".puzzlelib-game .puzzlelib-tile").first).to_be_visible()
        ready = time.perf_counter() - started
        request.node.user_properties.append(("page_ready_seconds", round(ready, 2)))
        print(f"playground ready in Voila after {ready:.1f} s")
        assert ready < READY_SECONDS

        # Play: the board is the one its code names; a slide counts.
        game = page.locator(".puzzlelib-game")
        board = board_from_code(shown_code(game))
        assert tiles_of(game) == board.tiles
        r, c = board.blank_pos
        neighbour = board.tiles[r * board.cols + (c + 1 if c + 1 < board.cols else c - 1)]
        game.locator(f".puzzlelib-tile[data-tile='{neighbour}']").click()
        expect(game.locator(".puzzlelib-moves-counter")).to_have_text("moves: 1")

        # A code typed in gives the same board as Python.
        typed = game_code(3, 3, 4242)
        game.locator(".puzzlelib-code-input input").fill(typed.lower())
        game.locator(".puzzlelib-code-input input").press("Enter")
        expect(game.locator(".puzzlelib-code")).to_contain_text(typed)
        expect(game.locator(".puzzlelib-moves-counter")).to_have_text("moves: 0")
        expect(game.locator(".puzzlelib-boardview").first).to_have_attribute(
            "data-board", " ".join(map(str, board_from_code(typed).tiles)))

        # Watch a search: one step forward changes the caption and the tree.
        open_tab(page, "Watch a search")
        watch = page.locator(".puzzlelib-tab-watch")
        caption = watch.locator(".puzzlelib-caption")
        expect(caption).to_contain_text("before the first expansion")
        tree_before = watch.locator(".puzzlelib-tree").get_attribute("src")
        watch.locator(".puzzlelib-forward").click()
        expect(caption).to_contain_text("expansion 1 of")
        expect(watch.locator(".puzzlelib-tree")).not_to_have_attribute("src", tree_before)
        save_screenshot(page, request.node.name, "watch")

        # Race: the bars replay and end in a chart and a table.
        open_tab(page, "Race")
        race = page.locator(".puzzlelib-tab-race")
        race.locator(".puzzlelib-race-run").click()
        expect(race.locator(".puzzlelib-race-bars")).to_contain_text("A* (Manhattan)")
        expect(race.locator(".puzzlelib-race-chart")).to_be_visible(timeout=60_000)
        expect(race.locator(".puzzlelib-race-table")).to_contain_text("IDA* (Manhattan)")
        save_screenshot(page, request.node.name, "race")

        # Parity lab: an unsolvable board typed in is explained.
        open_tab(page, "Parity lab")
        parity = page.locator(".puzzlelib-tab-parity")
        parity.locator(".puzzlelib-board-input input").fill("1 2 3 / 4 5 6 / 8 7 0")
        parity.locator(".puzzlelib-board-input input").press("Enter")
        verdict = parity.locator(".puzzlelib-parity-verdict")
        expect(verdict).to_contain_text("Not solvable")
        expect(verdict).to_contain_text("8 before 7")
        # ...and a typo is one sentence on the page.
        parity.locator(".puzzlelib-board-input input").fill("1 2 3 / 4 5")
        parity.locator(".puzzlelib-board-input input").press("Enter")
        expect(parity.locator(".puzzlelib-problem")).to_contain_text("Rows have different lengths")
        save_screenshot(page, request.node.name, "parity")

        body = page.inner_text("body")
        assert not [t for t in (*WIDGET_FAILURE_TEXT, *ERROR_TEXT) if t in body], body[-2000:]
        assert not console_errors, console_errors
        assert not outside, f"requests that need the internet: {outside}"
    except BaseException:
        with contextlib.suppress(Exception):
            save_screenshot(page, request.node.name, "failure")
        print(log.read_text(errors="replace")[-3000:])
        raise
    finally:
        page.close()
