"""Fixtures for the static site's tests (marked ``site``; scripts/test.sh runs them once, apart).

* ``site_build`` (module): the site built into a temporary folder by the README's command,
  ``python -m puzzlelib site build OUT``, with its build time and the lines it printed (the last names the
  page); downloads come from ``~/.cache/puzzlelib-site`` after the first build on a machine.
* ``chromium``: Debian's Chromium, or a skip (a failure when ``CI`` is set: scripts/test.sh installs it).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]


@pytest.hookimpl(tryfirst=True)  # before -m deselects anything
def pytest_collection_modifyitems(items):
    """Every test in this folder builds or uses the site: marked ``site`` whether it says so or not."""
    for item in items:
        if HERE in Path(str(item.path)).resolve().parents:
            item.add_marker(pytest.mark.site)


@dataclass
class BuiltSite:
    folder: Path
    page: Path
    seconds: float
    lines: list[str]


@pytest.fixture(scope="module")
def site_build(tmp_path_factory) -> BuiltSite:
    folder = tmp_path_factory.mktemp("site") / "out"
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "puzzlelib", "site", "build", str(folder)], cwd=REPO,
                          env={**os.environ, "PYTHONPATH": str(REPO)}, capture_output=True, text=True, timeout=1800)
    assert done.returncode == 0, (done.stdout[-2000:], done.stderr[-3000:])
    lines = done.stdout.strip().splitlines()
    return BuiltSite(folder, folder / lines[-1], time.perf_counter() - started, lines)


@pytest.fixture(scope="session")
def chromium() -> str:
    from sitedriver import CHROMIUM

    if not os.access(CHROMIUM, os.X_OK):
        message = f"{CHROMIUM} is missing: `bash scripts/test.sh` installs it (apt-get install -y chromium)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return CHROMIUM
