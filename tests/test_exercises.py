"""The exercises package as a whole: every teacher's answer in solutions/ passes its lesson's self-checks,
and the package docstring lists every checker with the module it lives in."""

from __future__ import annotations

import re
import runpy
from pathlib import Path

import pytest

from puzzlelib import exercises

SOLUTIONS = sorted((Path(__file__).resolve().parent.parent / "solutions").glob("*_solutions.py"))


@pytest.mark.parametrize("path", SOLUTIONS, ids=[p.name for p in SOLUTIONS])
def test_teachers_answers_pass_their_self_checks(path, capsys):
    """Every solutions/NN_*_solutions.py runs its answers through the notebook's checks (they assert .ok)."""
    namespace = runpy.run_path(str(path))
    if "main" in namespace:
        namespace["main"]()
    assert "Not yet" not in capsys.readouterr().out


def test_the_package_docstring_lists_every_checker_with_its_module():
    listed = dict(re.findall(r"^:func:`(check_\w+)`\s+(\w+)\s", exercises.__doc__, flags=re.MULTILINE))
    assert set(listed) == {name for name in exercises.__all__ if name.startswith("check_")}
    assert {name: getattr(exercises, name).__module__ for name in listed} == {
        name: f"puzzlelib.exercises.{module}" for name, module in listed.items()}
