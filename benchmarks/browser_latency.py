"""How long a student waits, measured in the browser: JupyterLab and Voila in headless Chromium.

Run from the repository root (needs /usr/bin/chromium and Playwright, as the browser tests):

    PYTHONPATH=$PWD python benchmarks/browser_latency.py            # 50 interactions of each kind
    PYTHONPATH=$PWD python benchmarks/browser_latency.py --n 10     # quicker

For each front end it opens one notebook holding a 3 x 3 PuzzleGame, a SolutionPlayer and a
SearchExplorer (A* on the hardest 8-puzzle, its tree drawn by the browser with up to 500 boards:
the explorer starts at the step where the tree holds 450) and times, inside the page, from the
input event (a capture listener on ``pointerdown``/``keydown`` stamps ``performance.now()``) to the
frame that shows the result:

- click -> painted: a real mouse click on a tile beside the gap, until the board view's next frame
  (``data-painted``, stamped in ``requestAnimationFrame`` after the new board is drawn);
- click -> confirmed: the same click, until the kernel's answer changes the move counter;
- arrow -> painted: an arrow key on the focused board;
- player step -> painted: ArrowRight on the player's slider handle (the slider, Play and the board are
  linked in the browser);
- explorer step -> board painted: ArrowRight on the explorer's slider handle, until its board view paints
  the board being expanded (a kernel round trip: the explorer's states live in Python);
- explorer step -> tree painted: the same key, until the tree (drawn by the browser, linked to the
  slider there) paints that step;
- explorer step -> all painted: the same, until the board, the tables and the tree have all changed
  and the page has been quiet for 100 ms (a mutation observer stamps the last change);
- player at 4x / explorer tree at 4x: Play at 4x speed (100 ms a step), each frame's lateness
  against its schedule (the first frame's time plus the steps since times the interval): the
  latest frame, and how many steps were never painted.

It prints one table (median and p95, milliseconds; for 4x, the latest frame behind schedule and the
p95) and the load average. The machine may be shared: compare figures taken in one run, side by
side, and quote medians.
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

from puzzlelib.widgets.stepper import SPEEDS  # noqa: E402
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
    "player = SolutionPlayer('DRUL' * 20, start='0 1 2 / 3 4 5 / 6 7 8')\n"
    "display(player)\n"
    "explorer = SearchExplorer(solve(Board.parse('8 6 7 / 2 5 4 / 3 0 1'), method='astar', record=True,"
    " max_nodes=100000), tree=True, tree_nodes=500)\n"
    "trace = explorer.trace\n"
    "explorer.step = next(k for k in range(trace.steps) if sum(map(len, trace.added[:k + 1])) >= 450)\n"
    "display(explorer)\n"
    "print('EXPLORER START', explorer.step)\n"
    "print('ALL CELLS DONE')",
]

FOUR_X = "4x"

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
    tree = explorer.locator(".puzzlelib-treeview")
    readout = explorer.locator(".puzzlelib-slider .widget-readout")
    page.wait_for_function("([el, r]) => el.dataset.paintedStep === r.textContent.trim()",
                           arg=[tree.element_handle(), readout.element_handle()])
    start = int(tree.get_attribute("data-step"))
    out["explorer step -> tree painted"] = []
    explorer.locator(".puzzlelib-slider .noUi-handle").focus()
    for k in range(start + 1, start + n + 1):
        before = eview.get_attribute("data-painted-board") or eview.get_attribute("data-board")
        page.keyboard.press("ArrowRight")
        page.wait_for_function("([el, k]) => el.dataset.paintedStep === String(k) && "
                               "Number(el.dataset.painted) > window.__plb.t0", arg=[tree.element_handle(), k])
        out["explorer step -> tree painted"].append(
            tree.evaluate("el => Number(el.dataset.painted) - window.__plb.t0"))
        # (an expansion may show the board already shown: then there is no new frame to time)
        with contextlib.suppress(Exception):
            out["explorer step -> board painted"].append(painted_after(eview, before, timeout_ms=3000))
        page.wait_for_function(
            "([cap, k]) => cap.textContent.includes(`expansion ${k} of`)", arg=[caption.element_handle(), k])
        quiet_since = time.monotonic()
        last = page.evaluate("window.__plb.last")
        while time.monotonic() - quiet_since < 0.1:
            page.wait_for_timeout(25)
            now = page.evaluate("window.__plb.last")
            if now != last:
                last, quiet_since = now, time.monotonic()
        out["explorer step -> all painted"].append(page.evaluate("window.__plb.last - window.__plb.t0"))
    out["shown boards (most)"] = [float(tree.get_attribute("data-shown"))]
    out["player at 4x: behind schedule"], out["player at 4x: steps not painted"] = play_at_4x(
        page, page.locator(".puzzlelib-player"), ".puzzlelib-boardview", "step")
    out["explorer tree at 4x: behind schedule"], out["explorer tree at 4x: steps not painted"] = play_at_4x(
        page, explorer, ".puzzlelib-treeview", "paintedStep", steps=n)
    return out


RECORD_JS = """([el, key, readout]) => {
  window.__frames = [];
  window.__ticks = [];
  const seen = () => window.__frames.push([Number(el.dataset.painted), Number(el.dataset[key])]);
  const tick = () => window.__ticks.push([performance.now(), Number(readout.textContent)]);
  window.__frameObserver = new MutationObserver(seen);
  window.__frameObserver.observe(el, {attributes: true, attributeFilter: ['data-painted']});
  window.__tickObserver = new MutationObserver(tick);
  window.__tickObserver.observe(readout, {subtree: true, childList: true, characterData: true});
}"""


def play_at_4x(page, widget, view_css: str, key: str, steps: int = 50) -> tuple[list[float], list[float]]:
    """Play ``widget`` at 4x for ``steps`` steps: each step's paint behind Play's tick for it (the slider's
    readout changing), in ms, and the number of steps never painted. Play's own timer may run late
    (a busy page delays its setInterval): that drift is printed apart."""
    view = widget.locator(view_css)
    widget.locator(".puzzlelib-speed select").select_option(label=FOUR_X)
    page.wait_for_timeout(1500)  # the interval reaches the Play widget through the kernel
    interval = SPEEDS["normal"] / 4  # both widgets play at the normal pace at 1x
    readout = widget.locator(".puzzlelib-slider .widget-readout")
    page.evaluate(RECORD_JS, [view.element_handle(), key, readout.element_handle()])
    play = widget.locator(".puzzlelib-play button").nth(0)
    if key == "step":
        widget.locator(".puzzlelib-play button").nth(1).click()  # Stop: back to the first step
        page.wait_for_timeout(300)
    play.click()
    page.wait_for_timeout(int(steps * interval) + 400)
    play.click()  # pause
    frames = page.evaluate("window.__frameObserver.disconnect(), window.__frames")
    ticks = page.evaluate("window.__tickObserver.disconnect(), window.__ticks")
    painted: dict[int, float] = {}
    for t, step in frames:
        painted.setdefault(int(step), t)
    ticked: dict[int, float] = {}
    for t, step in ticks:
        ticked.setdefault(int(step), t)
    late = [painted[s] - t for s, t in ticked.items() if s in painted]
    never = [s for s in ticked if s not in painted]
    if len(ticked) > 1:
        ordered = sorted(ticked.items())
        (s0, t0), (s1, t1) = ordered[0], ordered[-1]
        print(f"  {view_css} at 4x: {len(ordered)} ticks, {len(late)} painted; Play's timer "
              f"{(t1 - t0) - (s1 - s0) * interval:.0f} ms behind its {(s1 - s0) * interval:.0f} ms", file=sys.stderr)
    return late or [float("nan")], [float(len(never))]


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
        page.locator(".puzzlelib-explorer .puzzlelib-tree-node").first.wait_for(timeout=60_000)
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
        page.locator(".puzzlelib-explorer .puzzlelib-tree-node").first.wait_for(timeout=60_000)
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
    load = os.getloadavg()
    print(f"browser latency, ms (median / p95 of {args.n} each; for 4x: latest / p95 behind schedule; "
          f"{os.cpu_count()} cores; load average {load[0]:.1f} {load[1]:.1f} {load[2]:.1f} at the end)")
    print(f"| {'interaction':<30} | " + " | ".join(f"{name:^17}" for name in results) + " |")
    print(f"| {'-' * 30} | " + " | ".join("-" * 17 for _ in results) + " |")
    for kind in kinds:
        cells = []
        for name in results:
            values = results[name][kind]
            if not values:
                cells.append("n/a")
            elif "behind" in kind:
                cells.append(f"{max(values):6.0f} / {percentile(values, 0.95):6.0f}")
            elif "not painted" in kind or "shown" in kind:
                cells.append(f"{values[0]:.0f}")
            else:
                cells.append(f"{statistics.median(values):6.0f} / {percentile(values, 0.95):6.0f}")
        print(f"| {kind:<30} | " + " | ".join(f"{c:^17}" for c in cells) + " |")
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
