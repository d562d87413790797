"""Nothing lost: a student's notebook survives a kernel crash and a server restart, losing at most what
was typed since the last autosave.

JupyterLab's own autosave and checkpoints, as deploy/jupyterhub_config.py sets them up (the site's
overrides.json; here a copy with a 5-second interval instead of 60, so the test need not wait a minute).
A student in Chromium types a cell and never saves; the file has it one interval later. Ctrl+S leaves a
checkpoint. Then the kernel is killed (SIGKILL), a second cell is typed and the server is stopped at
once: after the server starts again, the first cell and the checkpoint are there.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
import localhub  # noqa: E402

pytestmark = pytest.mark.hub
AUTOSAVE_S = 5
LESSON = localhub.lessons()[0].name


def file_source(hub, name: str) -> str:
    nb = hub.notebook_on_disk(name, f"lessons/{LESSON}")
    return "\n".join(cell.source for cell in nb.cells)


def wait_until(condition, timeout_s: float, what: str) -> float:
    started = time.monotonic()
    while not condition():
        if time.monotonic() - started > timeout_s:
            raise AssertionError(f"{what} did not happen in {timeout_s} s")
        time.sleep(0.5)
    return time.monotonic() - started


def test_a_notebook_survives_a_kernel_crash_and_a_server_restart(tmp_path):
    if not os.access(localhub.browser.CHROMIUM, os.X_OK):
        pytest.fail("no chromium") if os.environ.get("CI") else pytest.skip("no chromium")
    site = tmp_path / "site-settings"
    site.mkdir()
    overrides = json.loads((localhub.REPO / "deploy" / "lab-settings" / "overrides.json").read_text())
    overrides["@jupyterlab/docmanager-extension:plugin"]["autosaveInterval"] = AUTOSAVE_S
    (site / "overrides.json").write_text(json.dumps(overrides))
    (tmp_path / "shared").mkdir()
    from playwright.sync_api import sync_playwright

    try:
        hub_context = localhub.running_hub(tmp_path, shared=tmp_path / "shared",
                                           env={"PUZZLELIB_LAB_SETTINGS": str(site)})
        hub = hub_context.__enter__()
    except FileNotFoundError as missing:
        pytest.fail(str(missing)) if os.environ.get("CI") else pytest.skip(str(missing))
    try:
        with sync_playwright() as playwright:
            chromium = playwright.chromium.launch(executable_path=localhub.browser.CHROMIUM, headless=True,
                                                  args=localhub.browser.QUIET_FLAGS)
            context, page = localhub.log_in(chromium, hub, "erin")
            localhub.logged_in(page, "erin")
            settings = hub.api("GET", "/user/erin/lab/api/settings/@jupyterlab/docmanager-extension:plugin")
            default = settings["schema"]["properties"]["autosaveInterval"]["default"]  # the site's, not the user's
            assert default == AUTOSAVE_S and "autosaveInterval" not in settings["settings"], settings["settings"]
            localhub.open_lesson(page, hub, "erin", LESSON)
            page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']", timeout=120_000)

            localhub.add_cell(page, "first_thought = 'typed, never saved by hand'")
            waited = wait_until(lambda: "first_thought" in file_source(hub, "erin"), 4 * AUTOSAVE_S + 20,
                                "an autosave")
            print(f"autosaved within {waited:.1f} s")
            page.keyboard.press("Control+s")
            checkpoints = wait_until(lambda: hub.api("GET", f"/user/erin/api/contents/lessons/{LESSON}/checkpoints"),
                                     30, "a checkpoint")
            assert checkpoints < 30

            kernel = hub.api("GET", "/user/erin/api/sessions")[0]["kernel"]["id"]
            for pid in hub.kernel_pids(kernel):
                os.kill(pid, signal.SIGKILL)  # the kernel crashes
            localhub.add_cell(page, "second_thought = 'typed just before the server stopped'")
            hub.stop_server("erin")  # at once: the last interval's typing may be lost, nothing older
            context.close()
            chromium.close()
        hub.start_server("erin")
        after = file_source(hub, "erin")
        assert "first_thought" in after, "work older than the autosave interval was lost"
        assert hub.api("GET", f"/user/erin/api/contents/lessons/{LESSON}/checkpoints"), "the checkpoint is gone"
        print("after the restart:", "second cell kept" if "second_thought" in after else "second cell lost (in the last interval)")
    finally:
        hub_context.__exit__(None, None, None)
