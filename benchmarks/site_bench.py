"""The static site's size and how long a student waits for a playable board after opening it cold.

Run from the repository root (needs /usr/bin/chromium and Playwright, as the site tests):

    PYTHONPATH=$PWD python benchmarks/site_bench.py                  # builds into a temporary folder
    PYTHONPATH=$PWD python benchmarks/site_bench.py --site OUT --runs 5

It builds the site (``python -m puzzlelib site build``; downloads come from ~/.cache/puzzlelib-site
after a machine's first build) unless ``--site`` names a built one, prints its size by part, then
serves it with ``python -m http.server`` on 127.0.0.1 and opens the playground ``--runs`` times, each
in a fresh Chromium profile (nothing cached: a student's first visit), timing from the address being
opened to the first tile of the game being on the page. The same profile then opens the playground
once more (a second visit, from the browser's cache). Chromium runs behind the tests' refusing proxy,
so nothing is fetched from elsewhere. It prints the median and range, and the machine's load, which
moves these figures a lot on a shared machine.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "site"))

from sitedriver import RefusingProxy, RequestLog, StaticServer, launch, open_playground  # noqa: E402

from puzzlelib.site.build import PAGE, build_site, folder_size  # noqa: E402

PARTS = {"JupyterLab bundles and extensions": ("build", "extensions", "lab", "repl", "playground"),
         "Pyodide (npm)": ("static/pyodide",),
         "wheels and lock": ("static/pyodide-lock", "pypi"),
         "files (playground, taste, lessons)": ("files", "api")}


def sizes(site: Path) -> list[tuple[str, float, int]]:
    """Megabytes and files per part of the site, and the rest."""
    rows, counted = [], 0
    for name, folders in PARTS.items():
        size = count = 0
        for folder in folders:
            if (site / folder).is_dir():
                part_size, part_count = folder_size(site / folder)
                size, count = size + part_size, count + part_count
        rows.append((name, size / 1e6, count))
        counted += size
    total, files = folder_size(site)
    rows.append(("other", (total - counted) / 1e6, files - sum(r[2] for r in rows)))
    rows.append(("total", total / 1e6, files))
    return rows


def load_times(site: Path, runs: int) -> tuple[list[float], float, int]:
    """Seconds to a playable board on ``runs`` cold visits, one warm visit, and the requests of the last cold one."""
    from playwright.sync_api import sync_playwright

    cold, warm, requests = [], float("nan"), 0
    with StaticServer(site) as server, RefusingProxy() as proxy, sync_playwright() as playwright:
        for run in range(runs):
            with tempfile.TemporaryDirectory() as profile:
                context = launch(playwright, Path(profile), proxy)
                try:
                    log = RequestLog(context)
                    cold.append(open_playground(context.new_page(), server, PAGE))
                    requests = len(log.urls)
                    if log.failed or log.outside(server.url):
                        raise SystemExit(f"requests failed or left the site: {log.failed + log.outside(server.url)}")
                    if run == runs - 1:
                        warm = open_playground(context.new_page(), server, PAGE)
                finally:
                    context.close()
    return cold, warm, requests


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a site built before (default: build one now)")
    parser.add_argument("--runs", type=int, default=3, help="cold visits (default 3)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        site = args.site
        if site is None:
            started = time.perf_counter()
            build_site(Path(scratch) / "site", say=lambda line: None)
            site = Path(scratch) / "site"
            print(f"built in {time.perf_counter() - started:.0f} s (downloads from the cache after a first build)")
        print(f"{'part':38} {'MB':>6} {'files':>6}")
        for name, megabytes, count in sizes(site):
            print(f"{name:38} {megabytes:6.1f} {count:6d}")
        before = os.getloadavg()[0]
        cold, warm, requests = load_times(site, args.runs)
        after = os.getloadavg()[0]
    print(f"cold load to a playable board: median {statistics.median(cold):.1f} s "
          f"(range {min(cold):.1f}-{max(cold):.1f} s, {len(cold)} fresh profiles, {requests} requests each, "
          f"all to 127.0.0.1); second visit from the browser's cache: {warm:.1f} s")
    print(f"machine: {os.cpu_count()} cores, load average {before:.1f} before and {after:.1f} after")


if __name__ == "__main__":
    main()
