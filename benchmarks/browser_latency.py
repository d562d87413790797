"""How long a student waits, measured in the browser: JupyterLab and Voila in headless Chromium.

Run from the repository root (needs /usr/bin/chromium and Playwright, as the browser tests):

    PYTHONPATH=$PWD python benchmarks/browser_latency.py            # 50 interactions of each kind
    PYTHONPATH=$PWD python benchmarks/browser_latency.py --n 10     # quicker

For each front end it opens one notebook holding a 3 x 3 PuzzleGame, a SolutionPlayer and a
SearchExplorer (A* with its tree drawn) and times, inside the page, from the input event (a capture
listener on ``pointerdown``/``keydown`` stamps ``performance.now()``) to the frame that shows the result:

- click -> painted: a real mouse click on a tile beside the gap, until the board view's next frame
  (``data-painted``, stamped in ``requestAnimationFrame`` after the new board is drawn);
- click -> confirmed: the same click, until the kernel's answer changes the move counter;
- arrow -> painted: an arrow key on the focused board;
- player step -> painted: ArrowRight on the player's slider handle (the slider, Play and the board are
  linked in the browser);
- explorer step -> board painted: ArrowRight on the explorer's slider handle, until its board view paints
  the board being expanded (a kernel round trip: the explorer's states live in Python);
- explorer step -> all painted: the same, until the board, the tables and the tree picture have all
  changed (a mutation observer stamps the last change; the kernel draws the tree with matplotlib once
  the slider has rested for 0.12 s, so this includes that pause).

It prints one table (median and p95, milliseconds). The machine may be shared: compare figures taken in
one run, side by side, and quote medians.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import secrets
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tests.browser.conftest import (  # noqa: E402
    CHROMIUM,
    QUIET_FLAGS,
    _own_group_dying_with_parent,
    _quiet_lab_settings,
    _wait_until_ready,
    free_port,
    start_run_all,
    stop_process_group,
)

NOTEBOOK_CELLS = [
    "from IPython.display import display\n"
    "from puzzlelib import Board, solve\n"
    "from puzzlelib.gamecode import game_code\n"
    "from puzzlelib.widgets import PuzzleGame, SearchExplorer, SolutionPlayer\n"
    "game = PuzzleGame(code=game_code(3, 3, 5871))\n"
    "display(game)\n"
    "player = SolutionPlayer('DRUL' * 20, start='0 1 2 / 3 4 5 / 6 7 8', speed='fast')\n"
    "display(player)\n"
    "explorer = SearchExplorer(solve(Board.parse('8 6 7 / 2 5 4 / 3 0 1'), method='astar', record=True,"
    " max_nodes=100000), tree=True)\n"
    "display(explorer)\n"
    "print('ALL CELLS DONE')",
]

SETUP_JS = """() => {
  if (window.__plb) return;
  window.__plb = {t0: 0, last: 0};
  const stamp = () => { window.__plb.t0 = performance.now(); };
  document.addEventListener('pointerdown', stamp, true);
  document.addEventListener('keydown', stamp, true);
  const explorer = document.querySelector('.puzzlelib-explorer');
  new MutationObserver(() => { window.__plb.last = performance.now(); })
    .observe(explorer, {subtree: true, childList: true, attributes: true, characterData: true});
}"""


def write_notebook(folder: Path) -> Path:
    import nbformat

    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(src) for src in NOTEBOOK_CELLS]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    path = folder / "latency.ipynb"
    nbformat.write(nb, path)
    return path


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(q * (len(ordered) - 1))))
    return ordered[k]


def painted_after(view, before: str, timeout_ms: int = 10_000) -> float:
    """Wait until the board view paints a board other than ``before``; milliseconds since the input."""
    view.page.wait_for_function(
        "([el, before]) => el.dataset.paintedBoard !== before && Number(el.dataset.painted) > window.__plb.t0",
        arg=[view.element_handle(), before], timeout=timeout_ms)
    return view.evaluate("el => Number(el.dataset.painted) - window.__plb.t0")


def measure(page, n: int) -> dict[str, list[float]]:
    page.evaluate(SETUP_JS)
    out: dict[str, list[float]] = {"click -> painted": [], "click -> confirmed": [], "arrow -> painted": [],
                                   "player step -> painted": [], "explorer step -> board painted": [],
                                   "explorer step -> all painted": []}
    game = page.locator(".puzzlelib-game")
    view = game.locator(".puzzlelib-boardview")
    counter = game.locator(".puzzlelib-moves-counter")
    for i in range(n):
        before = view.get_attribute("data-painted-board") or view.get_attribute("data-board")
        moves = counter.inner_text()
        tile = view.locator(".puzzlelib-tile.puzzlelib-movable").nth(i % 2)
        if tile.count() == 0:
            tile = view.locator(".puzzlelib-tile.puzzlelib-movable").first
        tile.click()
        out["click -> painted"].append(painted_after(view, before))
        page.wait_for_function("([el, old]) => el.textContent !== old", arg=[counter.element_handle(), moves])
        out["click -> confirmed"].append(page.evaluate("performance.now() - window.__plb.t0"))
    view.focus()
    keys = ["ArrowLeft", "ArrowUp", "ArrowRight", "ArrowDown"]
    done = 0
    attempt = 0
    while done < n and attempt < 8 * n:
        attempt += 1
        before = view.get_attribute("data-painted-board") or view.get_attribute("data-board")
        moves = counter.inner_text()
        page.keyboard.press(keys[(attempt // 3) % 4])
        try:
            out["arrow -> painted"].append(painted_after(view, before, timeout_ms=1500))
        except Exception:  # noqa: BLE001 - that arrow pointed off the board: nothing moved, try another
            continue
        page.wait_for_function("([el, old]) => el.textContent !== old", arg=[counter.element_handle(), moves])
        done += 1

    player = page.locator(".puzzlelib-player")
    pview = player.locator(".puzzlelib-boardview")
    player.locator(".puzzlelib-slider .noUi-handle").focus()
    for _ in range(n):
        before = pview.get_attribute("data-painted-board") or pview.get_attribute("data-board")
        page.keyboard.press("ArrowRight")
        out["player step -> painted"].append(painted_after(pview, before))

    explorer = page.locator(".puzzlelib-explorer")
    caption = explorer.locator(".puzzlelib-caption")
    eview = explorer.locator(".puzzlelib-boardview")
    tree = explorer.locator("img.puzzlelib-tree, .puzzlelib-tree img").first
    explorer.locator(".puzzlelib-slider .noUi-handle").focus()
    for k in range(1, n + 1):
        before = eview.get_attribute("data-painted-board") or eview.get_attribute("data-board")
        tree_src = tree.get_attribute("src")
        page.keyboard.press("ArrowRight")
        # (an expansion may show the board already shown: then there is no new frame to time)
        with contextlib.suppress(Exception):
            out["explorer step -> board painted"].append(painted_after(eview, before, timeout_ms=3000))
        page.wait_for_function(
            "([cap, k]) => cap.textContent.includes(`expansion ${k} of`)", arg=[caption.element_handle(), k])
        # the tree (drawn by the kernel once the slider rests) arrives last: wait for its new picture,
        # then for 100 ms without any change
        with contextlib.suppress(Exception):
            page.wait_for_function("([img, old]) => img.getAttribute('src') !== old",
                                   arg=[tree.element_handle(), tree_src], timeout=5000)
        quiet_since = time.monotonic()
        last = page.evaluate("window.__plb.last")
        while time.monotonic() - quiet_since < 0.1:
            page.wait_for_timeout(25)
            now = page.evaluate("window.__plb.last")
            if now != last:
                last, quiet_since = now, time.monotonic()
        out["explorer step -> all painted"].append(page.evaluate("window.__plb.last - window.__plb.t0"))
    return out


def run_lab(context, folder: Path, n: int) -> dict[str, list[float]]:
    settings = folder / "settings"
    _quiet_lab_settings(settings)
    token = secrets.token_hex(8)
    port = free_port()
    env = dict(os.environ, JUPYTERLAB_SETTINGS_DIR=str(settings), JUPYTERLAB_WORKSPACES_DIR=str(folder / "ws"),
               JUPYTER_CONFIG_DIR=str(folder / "config"), JUPYTER_RUNTIME_DIR=str(folder / "runtime"))
    log = folder / "lab.log"
    command = [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root", "--ip=127.0.0.1",
               f"--port={port}", f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={folder}",
               "--LabApp.news_url=None"]
    with open(log, "wb") as out:
        proc = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env,
                                cwd=folder, preexec_fn=_own_group_dying_with_parent)
    try:
        base = f"http://127.0.0.1:{port}"
        _wait_until_ready(proc, f"{base}/api/status?token={token}", log)
        page = context.new_page()
        page.goto(f"{base}/lab/workspaces/bench/tree/latency.ipynb?token={token}")
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
        page.wait_for_timeout(2000)
        start_run_all(page)
        page.locator(".jp-OutputArea-output", has_text="ALL CELLS DONE").wait_for(timeout=120_000)
        page.locator(".puzzlelib-explorer .puzzlelib-tree img, .puzzlelib-explorer img").first.wait_for(timeout=60_000)
        return measure(page, n)
    finally:
        stop_process_group(proc)


def run_voila(context, folder: Path, n: int) -> dict[str, list[float]]:
    import socket

    port = free_port()
    log = folder / "voila.log"
    env = dict(os.environ, JUPYTER_RUNTIME_DIR=str(folder / "runtime-voila"))
    command = [sys.executable, "-m", "voila", str(folder / "latency.ipynb"), "--no-browser", f"--port={port}",
               "--Voila.ip=127.0.0.1"]
    with open(log, "wb") as out:
        proc = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env,
                                cwd=folder, preexec_fn=_own_group_dying_with_parent)
    try:
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.2)
        page = context.new_page()
        page.goto(f"http://127.0.0.1:{port}/", timeout=120_000)
        page.locator(".puzzlelib-explorer .puzzlelib-boardview").wait_for(timeout=120_000)
        page.locator(".puzzlelib-game .puzzlelib-boardview").wait_for(timeout=60_000)
        return measure(page, n)
    finally:
        stop_process_group(proc)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--n", type=int, default=50, help="interactions of each kind (default 50)")
    parser.add_argument("--json", type=Path, help="also write the raw timings here")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    results: dict[str, dict[str, list[float]]] = {}
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        folder = Path(tmp)
        write_notebook(folder)
        context = playwright.chromium.launch_persistent_context(
            str(folder / "profile"), executable_path=CHROMIUM, headless=True, args=QUIET_FLAGS,
            viewport={"width": 1400, "height": 2000})
        try:
            results["JupyterLab"] = run_lab(context, folder, args.n)
            results["Voila"] = run_voila(context, folder, args.n)
        finally:
            context.close()
    kinds = list(next(iter(results.values())))
    print(f"browser latency, ms (median / p95 of {args.n} each; {os.cpu_count()} cores, shared machine)")
    print(f"| {'interaction':<30} | " + " | ".join(f"{name:^17}" for name in results) + " |")
    print(f"| {'-' * 30} | " + " | ".join("-" * 17 for _ in results) + " |")
    for kind in kinds:
        cells = []
        for name in results:
            values = results[name][kind]
            cells.append(f"{statistics.median(values):6.0f} / {percentile(values, 0.95):6.0f}" if values else "n/a")
        print(f"| {kind:<30} | " + " | ".join(f"{c:^17}" for c in cells) + " |")
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
