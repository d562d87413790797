"""The cache keeps its budgets and its word: a lock held by a neighbour is waited on only as long as the
caller's own time limit, settings in the environment that cannot be read give one warning and the
default, and "saved" is said only of a table that reads back from the folder named."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import warnings
from pathlib import Path

import pytest

from puzzlelib import Board, SearchLimitError, cache, solve
from puzzlelib import pdb as pdbmod
from puzzlelib.config import ConfigWarning
from puzzlelib.pdb.heuristic import _default_heuristic
from puzzlelib.pdb.store import _file_stem

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def own_cache(tmp_path, monkeypatch):
    folder = tmp_path / "own"
    monkeypatch.setenv(cache.CACHE_ENV, str(folder))
    monkeypatch.delenv(cache.SHARED_ENV, raising=False)
    monkeypatch.delenv(cache.LOCK_TIMEOUT_ENV, raising=False)
    cache.forget_memory()
    _default_heuristic.cache_clear()
    yield folder
    cache.forget_memory()
    _default_heuristic.cache_clear()


def _run(code: str, env: dict | None = None, cwd=ROOT) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=cwd,
                          env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})})


def test_a_search_waits_for_a_neighbours_lock_no_longer_than_its_time_limit(own_cache):
    goal = Board.goal(4, 4).tiles
    stems = [_file_stem(4, 4, goal, tiles, False) for name in ("5-5-5", "6-6-3")
             for tiles in pdbmod.partition_cells(4, 4, name, goal)]
    own_cache.mkdir(parents=True)
    holder = subprocess.Popen(
        [sys.executable, "-c", f"""
import contextlib, sys, time
from pathlib import Path
from puzzlelib.cache import file_lock
with contextlib.ExitStack() as stack:
    for stem in {stems!r}:
        stack.enter_context(file_lock(Path({str(own_cache)!r}) / f"{{stem}}.lock"))
    print("held", flush=True)
    time.sleep(60)
"""], stdout=subprocess.PIPE, text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        assert holder.stdout.readline().strip() == "held"
        board = Board.parse("5 1 3 4 / 2 0 7 8 / 9 6 10 12 / 13 14 11 15")
        started = time.perf_counter()
        with pytest.raises(SearchLimitError, match="time limit"):
            solve(board, heuristic="pdb", method="idastar", time_limit=2)
        assert time.perf_counter() - started < 3.0  # the limit plus a second, not the lock's 900 s
    finally:
        holder.kill()
        holder.wait()


def test_the_lock_wait_is_capped_by_the_deadline_given(tmp_path):
    lock = tmp_path / "t.lock"
    with cache.file_lock(lock, timeout=1) as mine:
        assert mine
        started = time.perf_counter()
        table, source = None, None
        with pytest.raises(RuntimeError, match="built"):
            cache.load_or_build("never", {}, lambda: (_ for _ in ()).throw(RuntimeError("built")),
                                deadline=time.perf_counter() + 0.3)
        assert time.perf_counter() - started < 2
        del table, source


@pytest.mark.parametrize("value", ["ten", "nan", "-5", "inf", "1e999", "\x00"])
def test_a_lock_timeout_that_cannot_be_read_gives_one_warning_and_the_default(value):
    out = _run("import warnings\nwarnings.simplefilter('always')\nimport puzzlelib\n"
               "from puzzlelib.cache import lock_timeout\nprint(lock_timeout(), lock_timeout())",
               {"PUZZLELIB_LOCK_TIMEOUT": value} if value != "\x00" else {"PUZZLELIB_LOCK_TIMEOUT": "1\u00a0x"})
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["900.0", "900.0"]
    assert out.stderr.count("ConfigWarning") == 1 and "PUZZLELIB_LOCK_TIMEOUT" in out.stderr


def test_a_readable_lock_timeout_is_used(monkeypatch):
    monkeypatch.setenv(cache.LOCK_TIMEOUT_ENV, " 2.5 ")
    assert cache.lock_timeout() == 2.5


@pytest.mark.parametrize("folder", ["/tmp/" + "a" * 5000, "/tmp/x\x01y/" + "b" * 300], ids=["too-long", "long-part"])
def test_a_cache_folder_the_system_refuses_falls_back_with_one_warning(monkeypatch, folder, tmp_path):
    monkeypatch.setenv(cache.CACHE_ENV, folder)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        h = pdbmod.pattern_heuristic(2, 3, [(1, 2, 3, 4, 5)], progress=False)
        again = pdbmod.pattern_heuristic(2, 3, [(1, 2, 3, 4, 5)], progress=False)
    assert h(Board.parse("1 2 3 / 4 0 5")) == 1 and again.parts[0].source in ("cache", "memory")
    categories = [w.category for w in caught]
    assert categories.count(ConfigWarning) + categories.count(cache.CacheWarning) == 1, [str(w.message) for w in caught]


def test_a_folder_that_swallows_writes_is_not_called_saved(monkeypatch, tmp_path):
    monkeypatch.setattr(cache, "_check", lambda npy, head, expected: (_ for _ in ()).throw(ValueError("empty")))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        part = pdbmod.load_pattern(2, 3, (1, 2, 3), progress=False)
    assert part.saved_file() is None
    assert any("do not read back" in str(w.message) for w in caught)


def test_a_table_that_reads_back_is_saved(own_cache):
    part = pdbmod.load_pattern(2, 3, (1, 2, 3), progress=False)
    assert part.saved_file() is not None and part.saved_file().parent == own_cache


@pytest.mark.parametrize("folder,message", [("/dev/null", "is not a folder"), ("", "is empty"), ("   ", "is empty"),
                                            ("/dev/null/x", "cannot be written"),
                                            ("/tmp/" + "c" * 5000, "cannot be written")],
                         ids=["device", "empty", "spaces", "under-a-device", "too-long"])
@pytest.mark.parametrize("command", [["pdb", "--size", "2x3"], ["pdb", "--build-all", "--size", "2x3"]],
                         ids=["pdb", "build-all"])
def test_the_pdb_command_never_claims_a_folder_it_cannot_use(tmp_path, folder, message, command):
    out = _run(f"import sys\nfrom puzzlelib.cli import main\nsys.exit(main({command + ['--cache-dir', folder]!r}))",
               cwd=tmp_path)
    assert out.returncode == 2, out.stdout + out.stderr
    assert message in out.stderr and "saved" not in out.stdout and "MB in" not in out.stdout
    assert not list(tmp_path.glob("*.npy"))  # nothing written into the working folder


def test_the_pdb_command_says_where_it_saved(tmp_path):
    target = tmp_path / "tables"
    out = _run("import sys\nfrom puzzlelib.cli import main\n"
               f"sys.exit(main(['pdb', '--size', '2x3', '--json', '--cache-dir', {str(target)!r}]))")
    assert out.returncode == 0, out.stderr
    info = json.loads(out.stdout)
    assert info["folder"] == str(target) and list(target.glob("*.npy"))
