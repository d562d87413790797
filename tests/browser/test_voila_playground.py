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
        tree = watch.locator(".puzzlelib-treeview")
        expect(tree).to_have_attribute("data-step", "0")
        watch.locator(".puzzlelib-forward").click()
        expect(caption).to_contain_text("expansion 1 of")
        expect(tree).to_have_attribute("data-step", "1")
        save_screenshot(page, request.node.name, "watch")

        # Race: the bars replay and end in a chart and a table.
        open_tab(page, "Race")
        race = page.locator(".puzzlelib-tab-race")
        race.locator(".puzzlelib-race-run").click()
        expect(race.locator(".puzzlelib-race-bars")).to_contain_text("A* (Manhattan)")
        expect(race.locator(".puzzlelib-race-chart svg")).to_be_visible(timeout=60_000)
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


# ------------------------------------------------------------------------------------------ projector
SCREENS = [(1024, 700, 1.0), (1024, 700, 1.5), (1280, 800, 1.5)]
"""Screens a teacher projects on (width, height, browser zoom): at 150% a 1024 px screen is 683 CSS px."""

CLIPPED_JS = """(tab) => {
  // Controls cut off: a control outside an ancestor that hides overflow (scrolling ancestors are fine:
  // the student can scroll), text cut inside a control, a slider shrunk to a sliver.
  const problems = [];
  const controls = tab.querySelectorAll('button, select, input, .widget-readout, .noUi-target, th, td, '
    + '.puzzlelib-tile, .puzzlelib-parity-cell, .puzzlelib-tree-button, .puzzlelib-tree-message, .widget-label');
  const name = (el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent || el.value || '').trim().slice(0, 30)}"`;
  for (const el of controls) {
    const box = el.getBoundingClientRect();
    if (!box.width || !box.height || getComputedStyle(el).visibility === 'hidden') continue;
    if (el.scrollWidth > el.clientWidth + 2 && getComputedStyle(el).overflowX !== 'auto'
        && getComputedStyle(el).overflowX !== 'scroll' && el.tagName !== 'SELECT' && el.tagName !== 'INPUT'
        && !el.classList.contains('noUi-target')) {  // a slider's handle stands half out at its ends
      problems.push(`text cut in ${name(el)}: ${el.scrollWidth} > ${el.clientWidth}`);
    }
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY)) break;
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const outer = up.getBoundingClientRect();
      if (box.right > outer.right + 2 || box.left < outer.left - 2 || box.bottom > outer.bottom + 2) {
        problems.push(`${name(el)} cut by ${name(up)}`);
        break;
      }
    }
    if (el.classList.contains('noUi-target') && box.width < 100) problems.push(`slider ${box.width}px wide`);
  }
  return problems;
}"""


def _layout_problems(page, screen, request, label: str) -> list[str]:
    width, height, zoom = screen
    problems = []
    for title, css in (("Play", "play"), ("Watch a search", "watch"), ("Race", "race"), ("Parity lab", "parity")):
        # 150% zoom lays a page out as a screen 1.5 times narrower in CSS pixels: that is what is set
        # (the sharper raster of a zoomed page changes no size and no clipping)
        page.set_viewport_size({"width": round(width / zoom), "height": round(height / zoom)})
        assert page.evaluate("window.innerWidth") == round(width / zoom)
        open_tab(page, title)
        tab = page.locator(f".puzzlelib-tab-{css}")
        expect(tab).to_be_visible()
        if css == "watch":
            expect(tab.locator(".puzzlelib-tree-node").first).to_be_visible(timeout=60_000)
        if css == "race" and not tab.locator(".puzzlelib-race-table table").count():
            tab.locator(".puzzlelib-race-run").click()
            expect(tab.locator(".puzzlelib-race-table table")).to_be_visible(timeout=60_000)
            tab.locator(".puzzlelib-play button").nth(0).click()  # pause the replay, then jump to its end
        if css == "race":
            tab.locator(".puzzlelib-slider .noUi-handle").focus()
            page.keyboard.press("End")
            expect(tab.locator(".puzzlelib-race-chart svg").first).to_be_attached(timeout=30_000)
        if css == "parity":
            tab.locator(".puzzlelib-board-input input").fill(
                "1 2 3 4 5 / 6 7 8 9 10 / 11 12 13 14 15 / 16 17 18 19 20 / 21 22 24 23 0")
            tab.locator(".puzzlelib-board-input input").press("Enter")
            expect(tab.locator(".puzzlelib-parity-verdict")).to_contain_text("Not solvable")
        page.wait_for_timeout(300)
        problems += [f"{label} {title}: {p}" for p in tab.evaluate(CLIPPED_JS)]
        if css == "play" and height >= 800:  # on an 800 px screen Hint and Solve are above the fold
            page.evaluate("window.scrollTo(0, 0)")
            for button in ("hint", "solve"):
                bottom = tab.locator(f".puzzlelib-{button}").evaluate("el => el.getBoundingClientRect().bottom")
                if bottom > round(height / zoom):
                    problems.append(f"{label} Play: {button} below the fold ({bottom:.0f} > {height / zoom:.0f} px)")
        save_screenshot(tab, request.node.name, f"{label}-{css}")
    return problems


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_tab_stays_whole_on_a_projector(browser_context, voila_url, request, theme):
    """Every tab at 1024 x 700, at 150% zoom and at 1280 x 800 at 150%, in the light and the dark theme:
    no control or column cut off, no tile text cut, the slider usable; the tree and the chart follow
    the theme (never a white box in the dark one)."""
    url, log = voila_url
    page = browser_context.new_page()
    try:
        page.goto(url + ("?theme=dark" if theme == "dark" else ""), timeout=READY_SECONDS * 1000)
        expect(page.locator("body")).to_have_attribute("data-jp-theme-light", "false" if theme == "dark" else "true")
        expect(page.locator(".puzzlelib-playground")).to_be_visible(timeout=READY_SECONDS * 1000)
        problems = []
        for width, height, zoom in SCREENS:
            problems += _layout_problems(page, (width, height, zoom), request, f"{theme}-{width}x{height}@{zoom:g}")
        if theme == "dark":
            open_tab(page, "Watch a search")
            frame = page.locator(".puzzlelib-tab-watch .puzzlelib-tree-frame")
            background = frame.evaluate("el => getComputedStyle(el).backgroundColor")
            assert background not in ("rgb(255, 255, 255)", "rgba(0, 0, 0, 0)"), background
            open_tab(page, "Race")
            chart = page.locator(".puzzlelib-tab-race .puzzlelib-race-chart svg")
            expect(chart).to_be_visible()
            colour = chart.evaluate("el => getComputedStyle(el).color")  # the chart's text: currentColor
            assert sum(float(part) for part in re.findall(r"[\d.]+", colour)[:3]) > 3 * 128, colour
        assert not problems, "\n".join(problems[:40])
    except BaseException:
        with contextlib.suppress(Exception):
            save_screenshot(page, request.node.name, "failure")
        raise
    finally:
        page.close()
