"""Shared fixtures. Big tables are built once per test session."""

import atexit
import os
import shutil
import sys
import tempfile
from collections import deque
from functools import cache

import pytest

from puzzlelib.board import goal_tiles, move_table

# --doctest-modules (pyproject.toml) imports every .py file under testpaths. Claims files are lesson code,
# run in the lesson's own kernel by tests/test_notebooks.py, not modules to import; conftest files are
# loaded by pytest as conftests (two of them named conftest would clash as doctest modules).
collect_ignore_glob = ["claims/*.py", "conftest.py", "*/conftest.py"]

# The checkers' wrong-answer counts outlive a kernel in a file (puzzlelib.exercises.verdicts.guess_file);
# every test process, and every kernel it starts, keeps its own in a folder removed when the process ends,
# never in the student's cache folder.
_GUESSES = tempfile.mkdtemp(prefix="puzzlelib-guesses-")
os.environ["PUZZLELIB_GUESS_FILE"] = os.path.join(_GUESSES, "guesses.json")
atexit.register(shutil.rmtree, _GUESSES, True)


@cache
def reachable_from(rows: int, cols: int, tiles: tuple[int, ...]) -> dict[tuple[int, ...], int]:
    """Every arrangement reachable from ``tiles`` with its distance: a plain BFS on tuples, written here
    independently of puzzlelib.search so that tests do not check the engine against itself."""
    table = move_table(rows, cols)
    dist = {tiles: 0}
    queue = deque([tiles])
    while queue:
        state = queue.popleft()
        d = dist[state] + 1
        blank = state.index(0)
        for _, cell in table[blank]:
            nxt = list(state)
            nxt[blank], nxt[cell] = nxt[cell], 0
            nxt = tuple(nxt)
            if nxt not in dist:
                dist[nxt] = d
                queue.append(nxt)
    return dist


@pytest.fixture(autouse=True)
def _fresh_exercise_session():
    """Each test starts as a new student would: no wrong answers counted yet by the checkers' guess limit
    (puzzlelib.exercises.verdicts.GUESS_LIMIT), in memory or on disk, so tests do not depend on the order
    they run in."""
    verdicts = sys.modules.get("puzzlelib.exercises.verdicts")
    if verdicts is not None:
        verdicts.forget_guesses()
    elif os.path.exists(os.environ["PUZZLELIB_GUESS_FILE"]):
        os.remove(os.environ["PUZZLELIB_GUESS_FILE"])


@pytest.fixture(scope="session")
def goal_distances():
    """``goal_distances(rows, cols, layout)`` -> {tiles: distance to that goal} for every reachable board."""
    return lambda rows, cols, layout="standard": reachable_from(rows, cols, goal_tiles(rows, cols, layout))


@pytest.fixture
def tmp_cache(tmp_path_factory, monkeypatch):
    """Every test reads and writes tables in one temporary folder per session, never in ~/.cache."""
    folder = tmp_path_factory.getbasetemp() / "pdb-cache"
    monkeypatch.setenv("PUZZLELIB_CACHE_DIR", str(folder))
    return folder


@pytest.fixture(scope="session")
def all_states():
    """``all_states(rows, cols, goal=None)``: every arrangement that reaches ``goal``, as a numpy array of
    row-major boards, and each one's distance from it (from :func:`puzzlelib.statespace.distance_table`)."""
    import numpy as np

    from puzzlelib.statespace import distance_table, unrank_permutations

    def states(rows, cols, goal=None):
        table = distance_table(rows, cols, goal)
        ranks = np.flatnonzero(table.distances >= 0)
        return unrank_permutations(ranks, rows * cols), table.distances[ranks].astype(int)

    return states
