"""A pytest plugin that prints how long each notebook (and each browser test) took, as one table.

Why a plugin and not a conftest: with pytest-xdist the tests run in worker processes and the
summary is printed by the controller, which only sees reports. Tests record their timing with
``record_property("notebook_seconds", seconds)`` (or ``"browser_seconds"``); the property travels
with the report to the controller, and this plugin prints the table at the end of the run.

Loaded by scripts/test.sh with ``-p tests.harness_report`` (works with and without ``-n``).
"""

from __future__ import annotations

TIMED_PROPERTIES = {"notebook_seconds": "notebook run times", "browser_seconds": "browser test times"}

_seconds: dict[str, dict[str, float]] = {key: {} for key in TIMED_PROPERTIES}
_outcomes: dict[str, str] = {}


def pytest_runtest_logreport(report):
    """Remember timed properties (a fixture may record them at teardown) and each test's outcome."""
    if report.when == "call" or report.failed:
        _outcomes[report.nodeid] = "failed" if report.failed else report.outcome
    for name, value in report.user_properties:
        if name in _seconds:
            _seconds[name][report.nodeid] = float(value)


def pytest_terminal_summary(terminalreporter):
    for key, title in TIMED_PROPERTIES.items():
        rows = sorted(_seconds[key].items())
        if not rows:
            continue
        terminalreporter.section(title)
        width = max(len(nodeid) for nodeid, _ in rows)
        for nodeid, seconds in rows:
            outcome = _outcomes.get(nodeid, "?")
            terminalreporter.write_line(f"{nodeid:<{width}}  {seconds:7.1f} s  {outcome}")
        total = sum(seconds for _, seconds in rows)
        terminalreporter.write_line(f"{'total':<{width}}  {total:7.1f} s")
