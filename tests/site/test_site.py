"""The static site, built by ``python -m puzzlelib site build``, played in headless Chromium offline.

One build per run (downloads cached in ~/.cache/puzzlelib-site) and one Chromium: the playground
must come up by itself, take arrow keys, give a hint, solve, step a search, race and explain
parity; then one lesson (the first the build found to run in the browser) runs whole in the site's
JupyterLab. Every request must go to the site's own server on 127.0.0.1 and none may fail. Another
test installs puzzlelib into a clean virtual environment with only networkx, ipywidgets and
anywidget and plays the core there.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest
from sitedriver import (
    CHROMIUM_SERVICES,
    RefusingProxy,
    RequestLog,
    StaticServer,
    browser_own_hosts,
    launch,
    notebook_problems,
    open_playground,
    run_all_cells,
)

from puzzlelib.gamecode import board_from_code
from puzzlelib.site.build import PAGE, PAGES, folder_size
from puzzlelib.site.lessons import LESSON_FILE
from puzzlelib.site.parts import puzzlelib_wheel

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
ARROW_FOR_BLANK_MOVE = {"U": "ArrowDown", "D": "ArrowUp", "L": "ArrowRight", "R": "ArrowLeft"}
"""An arrow moves a tile INTO the gap: the gap moving up means the tile above it moves down."""
LOAD_SECONDS = 240
"""A cold load on a loaded 2-core machine: Pyodide, the kernel and the wheels (typically 15-30 s)."""


@dataclass
class Browser:
    server: StaticServer
    proxy: RefusingProxy
    context: object
    own_hosts: set[str]
    log: RequestLog

    def assert_offline(self) -> None:
        """Every request so far went to the site's server and succeeded; Chromium's own services aside,
        nothing tried to leave the machine."""
        assert self.log.outside(self.server.url) == [], "the site asked another host"
        assert self.log.failed == [], "a request of the site failed"
        others = {host for host in self.proxy.hosts if host not in self.own_hosts and not CHROMIUM_SERVICES.search(host)}
        assert not others, f"connections left for other hosts: {sorted(others)}"
        print(f"{len(self.log.urls)} requests, all to {self.server.url}; Chromium's own services refused: "
              f"{sorted(set(self.proxy.hosts))}")


@pytest.fixture(scope="module")
def browser(site_build, chromium, tmp_path_factory):
    """The built site on python -m http.server, and one headless Chromium behind the refusing proxy."""
    from playwright.sync_api import expect, sync_playwright

    expect.set_options(timeout=60_000)  # each action runs Python in a WebAssembly worker on a busy machine
    with StaticServer(site_build.folder) as server, RefusingProxy() as proxy, sync_playwright() as playwright:
        context = launch(playwright, tmp_path_factory.mktemp("profile"), proxy, viewport={"width": 1280, "height": 1600})
        try:
            own = browser_own_hosts(context, proxy)
            yield Browser(server, proxy, context, own, RequestLog(context))
        finally:
            context.close()


def shown(view) -> tuple[int, ...]:
    return tuple(int(t) for t in (view.get_attribute("data-board") or "").split())


def open_tab(page, title: str) -> None:
    page.locator(".lm-TabBar-tab", has_text=title).click()


def test_the_build_names_the_page_and_leaves_out_the_heavy_packages(site_build):
    assert site_build.lines[-1] == PAGE and site_build.page == site_build.folder / PAGE and site_build.page.exists()
    # every lesson of notebooks/ is on the front page; the ones the site holds are linked to it
    front = (site_build.folder / "index.html").read_text(encoding="utf-8")
    lessons = sorted(p for p in (REPO / "notebooks").glob("*.ipynb") if LESSON_FILE.fullmatch(p.name))
    held = sorted((site_build.folder / "files" / "lessons").glob("*.ipynb"))
    assert front.count('<li class="runs">') + front.count('<li class="needs">') == len(lessons) > 0
    assert front.count('<li class="runs">') == len(held)
    assert all(f"lab/index.html?path=lessons/{p.name}" in front for p in held)
    assert {p.name for p in held} <= {p.name for p in lessons}
    wheels = {p.name.split("-")[0].lower() for p in (site_build.folder / "static" / "pyodide-lock").glob("*.whl")}
    assert {"puzzlelib", "networkx", "ipywidgets", "anywidget"} <= wheels
    assert not wheels & {"numpy", "pandas", "matplotlib"}
    size, files = folder_size(site_build.folder)
    print(f"site: {size / 1e6:.1f} MB in {files} files, built in {site_build.seconds:.0f} s")
    assert size < 80e6


def test_the_playground_plays_offline_in_chromium(browser, tmp_path, record_property):
    from playwright.sync_api import expect

    page = browser.context.new_page()
    try:
        ready = open_playground(page, browser.server, PAGE, LOAD_SECONDS)
        record_property("playable_seconds", round(ready, 1))
        print(f"playground playable {ready:.1f} s after opening the page")
        expect(page.locator("#puzzlelib-starting")).to_be_hidden()  # the "Python is starting" line went

        # Play: an arrow key slides a tile, Hint names one, Solve plays the rest to the goal.
        game = page.locator(".puzzlelib-game")
        view = game.locator(".puzzlelib-boardview").first
        code = re.search(r"[A-Z0-9]{3}-[A-Z0-9]{4}", game.locator(".puzzlelib-code").inner_text()).group(0)
        board = board_from_code(code)
        assert shown(view) == board.tiles
        move = next(m for m in "UDLR" if board.blank_pos[0 if m in "UD" else 1] != {
            "U": 0, "D": board.rows - 1, "L": 0, "R": board.cols - 1}[m])
        view.focus()
        page.keyboard.press(ARROW_FOR_BLANK_MOVE[move])
        expect(view).to_have_attribute("data-board", " ".join(map(str, board.move(move).tiles)))
        expect(game.locator(".puzzlelib-moves-counter")).to_have_text("moves: 1")
        game.locator(".puzzlelib-hint").click()
        expect(game.locator(".puzzlelib-message")).to_contain_text("Hint: slide")
        game.locator(".puzzlelib-solve").click()
        expect(game.locator(".puzzlelib-message")).to_contain_text("Solved by the computer")
        expect(game.locator(".puzzlelib-boardview.puzzlelib-solved")).to_have_count(1)

        # Watch a search: the first search comes up with the tab; one step forward.
        open_tab(page, "Watch a search")
        watch = page.locator(".puzzlelib-tab-watch")
        expect(watch.locator(".puzzlelib-caption")).to_contain_text("before the first expansion")
        watch.locator(".puzzlelib-forward").click()
        expect(watch.locator(".puzzlelib-caption")).to_contain_text("expansion 1 of")
        expect(watch.locator("table.puzzlelib-open-table tbody tr").first).to_be_visible()
        # the explored tree is drawn by the page: the start and its children after one expansion
        tree = watch.locator(".puzzlelib-treeview")
        expect(tree.locator(".puzzlelib-tree-svg")).to_be_visible()
        expect(tree.locator(".puzzlelib-tree-node").nth(1)).to_be_visible()

        # Race: the bars replay and end in a chart drawn by the page and a table.
        open_tab(page, "Race")
        race = page.locator(".puzzlelib-tab-race")
        race.locator(".puzzlelib-race-run").click()
        expect(race.locator(".puzzlelib-race-chart svg")).to_be_visible(timeout=120_000)
        expect(race.locator(".puzzlelib-race-table")).to_contain_text("IDA* (Manhattan)")

        # Parity lab: an unsolvable board explained, then fixed by swapping two tiles.
        open_tab(page, "Parity lab")
        parity = page.locator(".puzzlelib-tab-parity")
        parity.locator(".puzzlelib-board-input input").fill("1 2 3 / 4 5 6 / 8 7 0")
        parity.locator(".puzzlelib-board-input input").press("Enter")
        verdict = parity.locator(".puzzlelib-parity-verdict")
        expect(verdict).to_contain_text("Not solvable")
        expect(verdict).to_contain_text("8 before 7")
        parity.locator(".puzzlelib-parity-fix").click()
        expect(verdict.locator("[data-solvable='true']")).to_have_count(1)
        page.screenshot(path=str(tmp_path / "parity.png"))
    finally:
        page.close()
    browser.assert_offline()
    record_property("requests", len(browser.log.urls))


def test_the_chinese_playground_speaks_chinese_offline(browser):
    """The same page in Simplified Chinese: its tabs, a hint and the parity lab's verdict come from the
    catalog inside the page's wheel, and nothing leaves the machine."""
    from playwright.sync_api import expect

    page = browser.context.new_page()
    try:
        open_playground(page, browser.server, f"{PAGES['zh-CN'][0]}/index.html", LOAD_SECONDS)
        for title in ("玩一玩", "观看搜索", "比赛", "奇偶性实验室"):
            expect(page.locator(".lm-TabBar-tab", has_text=title)).to_have_count(1)
        game = page.locator(".puzzlelib-game")
        game.locator(".puzzlelib-hint").click()
        expect(game.locator(".puzzlelib-message")).to_contain_text("提示")
        open_tab(page, "奇偶性实验室")
        parity = page.locator(".puzzlelib-tab-parity")
        parity.locator(".puzzlelib-board-input input").fill("1 2 3 / 4 5 6 / 8 7 0")
        parity.locator(".puzzlelib-board-input input").press("Enter")
        expect(parity.locator(".puzzlelib-parity-verdict")).to_contain_text("无解")
    finally:
        page.close()
    browser.assert_offline()


def test_a_lesson_runs_whole_in_the_sites_jupyterlab(site_build, browser, record_property):
    held = sorted((site_build.folder / "files" / "lessons").glob("*.ipynb"))
    # the first lesson that runs in the browser; with none (every lesson draws with matplotlib), the taste
    notebook = f"lessons/{held[0].name}" if held else "taste.ipynb"
    page = browser.context.new_page()
    try:
        page.goto(f"{browser.server.url}lab/index.html?path={notebook}", timeout=LOAD_SECONDS * 1000)
        seconds = run_all_cells(page, timeout_s=LOAD_SECONDS)
        record_property("lesson_seconds", round(seconds, 1))
        print(f"{notebook}: every cell ran in {seconds:.1f} s after the notebook opened")
        deadline = time.monotonic() + 60
        while "Loading widget" in notebook_problems(page) and time.monotonic() < deadline:
            page.wait_for_timeout(250)
        assert notebook_problems(page) == [], f"{notebook} failed in the browser"
        cells = page.locator(".jp-Notebook .jp-CodeCell").count()
        source = json.loads((site_build.folder / "files" / notebook).read_text(encoding="utf-8"))
        assert cells == sum(cell["cell_type"] == "code" for cell in source["cells"]) > 0
    finally:
        page.close()
    browser.assert_offline()


def test_the_core_plays_in_a_clean_venv_without_numpy_pandas_matplotlib(tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    python = venv / "bin" / "python"
    wheel = puzzlelib_wheel(REPO, python, tmp_path / "work", tmp_path / "wheel.log", isolated=True)
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env.update(PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_ROOT_USER_ACTION="ignore")
    started = time.perf_counter()
    subprocess.run([python, "-m", "pip", "install", "-q", "--no-deps", str(wheel)], check=True, env=env, timeout=300)
    subprocess.run([python, "-m", "pip", "install", "-q", "networkx", "ipywidgets", "anywidget"], check=True,
                   env=env, timeout=600)
    print(f"clean venv installed in {time.perf_counter() - started:.0f} s")
    missing = subprocess.run([python, "-c", "import numpy"], env=env, capture_output=True, cwd=tmp_path)
    assert missing.returncode != 0, "numpy is installed in the clean venv: the test would prove nothing"
    played = subprocess.run([python, str(HERE / "play_core.py")], env=env, capture_output=True, text=True,
                            cwd=tmp_path, timeout=300)
    assert played.returncode == 0, played.stderr[-3000:]
    assert played.stdout.strip().endswith("core played")
    where = subprocess.run([python, "-c", "import puzzlelib; print(puzzlelib.__file__)"], env=env,
                           capture_output=True, text=True, cwd=tmp_path).stdout
    assert str(venv) in where, f"the venv imported puzzlelib from {where}"
