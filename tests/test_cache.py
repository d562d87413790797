"""The table cache: damaged files are reported once and rebuilt, an unwritable folder falls back to
memory, several processes build a table once, and a shared read-only folder is read and never written.

Only small tables are built (3x3, each well under a second). Tests that need another user run the
student's process as ``nobody`` through ``setpriv`` (the suite runs as root in CI).
"""

from __future__ import annotations

import json
import os
import pwd
import shutil
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

import numpy as np
import pytest

from puzzlelib import cache
from puzzlelib import pdb as pdbmod
from puzzlelib.cache import CacheWarning
from puzzlelib.pdb import build_pattern_table, load_pattern, pattern_heuristic

ROOT = Path(__file__).resolve().parents[1]
BOARD = "8 6 7 / 2 5 4 / 3 0 1"  # 31 moves from the standard goal, one of the two farthest boards
TILES = (1, 2, 3)


@pytest.fixture(autouse=True)
def own_cache(tmp_path, monkeypatch):
    """A fresh own cache folder per test, no shared folder, nothing remembered from other tests."""
    folder = tmp_path / "own"
    monkeypatch.setenv(cache.CACHE_ENV, str(folder))
    monkeypatch.delenv(cache.SHARED_ENV, raising=False)
    cache.forget_memory()
    yield folder
    cache.forget_memory()


def _pair(folder: Path, tiles=TILES) -> tuple[Path, Path]:
    stem = "_".join(map(str, tiles))
    return next(folder.glob(f"pdb-v*-min-{stem}.npy")), next(folder.glob(f"pdb-v*-min-{stem}.json"))


def _damage(kind: str, npy: Path, head: Path) -> None:
    if kind == "zero_bytes":
        npy.write_bytes(b"")
    elif kind == "truncated":
        npy.write_bytes(npy.read_bytes()[: npy.stat().st_size // 2])
    elif kind == "header_null":
        head.write_text("null")
    elif kind == "header_list":
        head.write_text("[1, 2, 3]")
    elif kind == "header_empty":
        head.write_text("")
    elif kind == "checksum":
        data = bytearray(npy.read_bytes())
        data[-3] ^= 0x55
        npy.write_bytes(bytes(data))
    else:
        raise AssertionError(kind)


@pytest.mark.parametrize("kind", ["zero_bytes", "truncated", "header_null", "header_list", "header_empty",
                                  "checksum"])
def test_a_damaged_file_is_not_ready_is_reported_once_and_rebuilt(own_cache, kind):
    good = load_pattern(3, 3, TILES, progress=False)
    assert pdbmod.is_cached(3, 3, TILES)
    npy, head = _pair(own_cache)
    _damage(kind, npy, head)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert not pdbmod.is_cached(3, 3, TILES)  # the check is quiet; loading reports it
        rebuilt = load_pattern(3, 3, TILES, progress=False)
        again = load_pattern(3, 3, TILES, progress=False)
    messages = [str(w.message) for w in caught if issubclass(w.category, CacheWarning)]
    assert len(messages) == 1 and npy.name in messages[0] and "rebuilding" in messages[0]
    assert (rebuilt.source, again.source) == ("built", "cache")
    assert np.array_equal(rebuilt.table, good.table) and pdbmod.is_cached(3, 3, TILES)


def test_ready_is_false_while_a_table_of_the_partition_is_damaged(own_cache):
    pattern_heuristic(3, 3, "4-4", progress=False)
    assert pdbmod.ready(3, 3)
    victim = next(own_cache.glob("pdb-v*-blank-*.npy"))
    victim.write_bytes(b"")
    assert not pdbmod.ready(3, 3)
    with pytest.warns(CacheWarning):
        h = pattern_heuristic(3, 3, "4-4", progress=False)
    assert h(pdbmod.Board.parse(BOARD)) == 27 and pdbmod.ready(3, 3)


def test_a_file_of_an_older_format_is_ignored_and_removed(own_cache):
    load_pattern(3, 3, TILES, progress=False)
    npy, head = _pair(own_cache)
    old_npy = own_cache / npy.name.replace(f"pdb-v{pdbmod.PDB_VERSION}-", "pdb-v0-")
    old_head = old_npy.with_suffix(".json")
    shutil.copy(npy, old_npy)
    old_head.write_text(head.read_text().replace(f'"version": {pdbmod.PDB_VERSION}', '"version": 0'))
    npy.unlink()
    head.unlink()
    assert load_pattern(3, 3, TILES, progress=False).source == "built"
    assert not old_npy.exists() and not old_head.exists()
    assert not list(own_cache.glob(".*.tmp")), "no temporary file is left behind"


@pytest.mark.parametrize("where", ["is_a_file", "under_a_file"])
def test_a_folder_that_cannot_be_written_keeps_tables_in_memory(tmp_path, monkeypatch, where):
    blocker = tmp_path / "cache-is-a-file"
    blocker.write_text("not a folder")
    folder = blocker if where == "is_a_file" else blocker / "puzzlelib"
    monkeypatch.setenv(cache.CACHE_ENV, str(folder))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        first = pattern_heuristic(3, 3, "4-4", progress=False)
        second = pattern_heuristic(3, 3, "4-4", progress=False)
        solved = pdbmod.default_heuristic(3, 3)
    messages = [str(w.message) for w in caught if issubclass(w.category, CacheWarning)]
    assert len(messages) == 1, messages
    assert str(folder) in messages[0] and "PUZZLELIB_CACHE_DIR" in messages[0]
    assert {p.source for p in first.parts} == {"built"} and {p.source for p in second.parts} == {"memory"}
    assert solved(pdbmod.Board.parse(BOARD)) == 27 and pdbmod.ready(3, 3)
    assert blocker.read_text() == "not a folder"


# --- running code as another user or in other processes ---------------------------------------------

def _student_prefix() -> list[str]:
    """``setpriv`` arguments that run a command as ``nobody``, or skip when that is not possible.

    When the interpreter lives where ``nobody`` cannot read (a Python under ``/root``), the student
    keeps only the capability to *read* any file (``dac_read_search``): writing stays forbidden, which
    is what these tests are about.
    """
    if os.geteuid() != 0 or not shutil.which("setpriv"):
        pytest.skip("needs root and setpriv to run a process as another user")
    nobody = pwd.getpwnam("nobody")
    base = ["setpriv", f"--reuid={nobody.pw_uid}", f"--regid={nobody.pw_gid}", "--clear-groups"]
    probe = [sys.executable, "-c", "import numpy"]
    if subprocess.run(base + probe, capture_output=True, cwd="/").returncode == 0:
        return base
    return base + ["--inh-caps=+dac_read_search", "--ambient-caps=+dac_read_search"]


def _python(code: str, env: dict, prefix: list[str] | None = None, **kw) -> subprocess.Popen:
    full = {**os.environ, "PYTHONPATH": str(ROOT), "MPLBACKEND": "Agg", **env}
    return subprocess.Popen([*(prefix or []), sys.executable, "-c", code], env=full, cwd="/",
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kw)


STUDENT = """
import json, os, sys, time, warnings
from puzzlelib import Board, solve
from puzzlelib.pdb import pattern_heuristic
start_at = float(os.environ.get("START_AT", 0))
while time.time() < start_at:
    time.sleep(0.001)
started = time.perf_counter()
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    h = pattern_heuristic(3, 3, "4-4", progress=False)
    result = solve(Board.parse("8 6 7 / 2 5 4 / 3 0 1"), method="idastar", heuristic=h)
print(json.dumps({"sources": [p.source for p in h.parts], "length": result.length, "optimal": result.optimal,
                  "seconds": time.perf_counter() - started, "warnings": [str(w.message) for w in caught]}))
"""


def _answers(procs: list[subprocess.Popen]) -> list[dict]:
    out = []
    for proc in procs:
        stdout, stderr = proc.communicate(timeout=120)
        assert proc.returncode == 0, stderr
        out.append(json.loads(stdout.strip().splitlines()[-1]))
    return out


@pytest.mark.parametrize("processes", [2, 4])
def test_processes_building_the_same_tables_at_once_build_each_once(own_cache, processes):
    start_at = time.time() + 1.5  # all start their lookups together, after their imports
    env = {cache.CACHE_ENV: str(own_cache), "START_AT": str(start_at)}
    answers = _answers([_python(STUDENT, env) for _ in range(processes)])
    assert all(a["length"] == 31 and a["optimal"] for a in answers)
    assert all(not a["warnings"] for a in answers), answers
    for part in range(2):
        sources = sorted(a["sources"][part] for a in answers)
        assert sources == ["built"] + ["cache"] * (processes - 1), answers
    groups = pdbmod.partition_cells(3, 3, "4-4")
    for group in groups:
        assert pdbmod.is_cached(3, 3, group, with_blank=True)
        table = load_pattern(3, 3, group, progress=False, with_blank=True)
        assert table.source == "cache"
        assert np.array_equal(table.table, build_pattern_table(3, 3, None, group, progress=False, with_blank=True))
    names = sorted(p.name for p in own_cache.iterdir())
    assert len([n for n in names if n.endswith(".npy")]) == 2 and len([n for n in names if n.endswith(".json")]) == 2
    assert not [n for n in names if n.endswith(".tmp")], names


def test_the_lock_waits_for_the_holder_and_gives_up_after_its_timeout(tmp_path):
    lock = tmp_path / "t.lock"
    holder = _python(f"""
import time
from puzzlelib.cache import file_lock
from pathlib import Path
with file_lock(Path({str(lock)!r})) as held:
    print(held, flush=True)
    time.sleep(1.0)
""", {})
    assert holder.stdout.readline().strip() == "True"
    started = time.monotonic()
    with cache.file_lock(lock, timeout=0.2) as held:
        assert not held
    with cache.file_lock(lock, timeout=10) as held:
        assert held and time.monotonic() - started >= 0.5
    holder.communicate(timeout=10)


# --- a shared folder, owned by root, read by a student ----------------------------------------------

@pytest.fixture
def class_folders():
    """(shared, own): a shared folder filled by root (0755, files 0644) and an empty own cache owned by
    ``nobody``, both somewhere ``nobody`` can reach."""
    prefix = _student_prefix()
    top = Path(tempfile.mkdtemp(prefix="puzzlelib-class-"))
    top.chmod(0o755)
    shared, own = top / "shared", top / "student-cache"
    shared.mkdir(mode=0o755)
    own.mkdir(mode=0o755)
    nobody = pwd.getpwnam("nobody")
    os.chown(own, nobody.pw_uid, nobody.pw_gid)
    env = {cache.CACHE_ENV: str(shared)}
    proc = _python("from puzzlelib.pdb import pattern_heuristic; pattern_heuristic(3, 3, '4-4', progress=False)", env)
    assert proc.wait(timeout=60) == 0, proc.stderr.read()
    for path in shared.iterdir():
        path.chmod(0o644)
    yield shared, own, prefix
    shutil.rmtree(top, ignore_errors=True)


def _snapshot(folder: Path) -> dict:
    return {p.name: (p.stat().st_mtime_ns, p.stat().st_size, p.stat().st_uid) for p in folder.iterdir()}


def _as_student(shared: Path, own: Path, prefix: list[str]) -> dict:
    env = {cache.CACHE_ENV: str(own), cache.SHARED_ENV: str(shared), "HOME": str(own)}
    return _answers([_python(STUDENT, env, prefix)])[0]


def test_a_student_reads_the_shared_tables_and_writes_nothing(class_folders):
    shared, own, prefix = class_folders
    before = _snapshot(shared)
    answer = _as_student(shared, own, prefix)
    assert answer["sources"] == ["cache", "cache"] and answer["length"] == 31 and answer["optimal"]
    assert answer["seconds"] < 5 and not answer["warnings"]
    assert _snapshot(shared) == before
    assert not [p for p in own.iterdir() if p.suffix in (".npy", ".json")]


def test_a_table_missing_from_the_shared_folder_is_built_into_the_students_own(class_folders):
    shared, own, prefix = class_folders
    gone = next(shared.glob("pdb-v*-blank-*.npy"))
    gone.unlink()
    gone.with_suffix(".json").unlink()
    before = _snapshot(shared)
    answer = _as_student(shared, own, prefix)
    assert sorted(answer["sources"]) == ["built", "cache"] and answer["length"] == 31 and not answer["warnings"]
    assert _snapshot(shared) == before
    assert [p.name for p in own.glob("*.npy")] == [gone.name]
    assert {p.stat().st_uid for p in own.glob("*.np*")} == {pwd.getpwnam("nobody").pw_uid}
    again = _as_student(shared, own, prefix)
    assert again["sources"] == ["cache", "cache"]


def test_a_damaged_shared_table_is_reported_and_bypassed_not_rewritten(class_folders):
    shared, own, prefix = class_folders
    victim = next(shared.glob("pdb-v*-blank-*.npy"))
    victim.write_bytes(b"")
    before = _snapshot(shared)
    answer = _as_student(shared, own, prefix)
    assert answer["length"] == 31 and sorted(answer["sources"]) == ["built", "cache"]
    assert len(answer["warnings"]) == 1 and "shared folder is never written" in answer["warnings"][0]
    assert _snapshot(shared) == before


# --- the admin's command -----------------------------------------------------------------------------

def test_build_all_fills_a_folder_students_can_read_and_checks_it_the_second_time(tmp_path, capsys):
    from puzzlelib.cli import main

    target = tmp_path / "srv" / "puzzlelib"
    assert main(["pdb", "--build-all", "--size", "3,2x3", "--cache-dir", str(target), "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["folder"] == str(target) and [t["size"] for t in info["tables"]] == ["2x3", "3x3", "3x3"]
    assert {t["source"] for t in info["tables"]} == {"built"}
    assert all(p.stat().st_mode & 0o004 for p in target.iterdir()) and target.stat().st_mode & 0o005 == 0o005
    assert os.environ[cache.CACHE_ENV] != str(target), "the folder is used inside the command only"
    assert main(["pdb", "--build-all", "--size", "3,2x3", "--cache-dir", str(target), "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "3 tables" in out and "built" not in out and f"PUZZLELIB_SHARED_CACHE={target}" in out


@pytest.mark.parametrize("args, message", [
    (["--size", "5"], "no pattern databases for --size 5"),
    (["--size", "4x"], "ROWSxCOLS"),
    (["--cache-dir", "/etc/hostname"], "is not a folder"),
    (["--cache-dir", "/etc/hostname/sub"], "cannot be written"),
])
def test_build_all_refuses_bad_input_with_exit_2_and_one_line(args, message):
    proc = subprocess.run([sys.executable, "-m", "puzzlelib", "pdb", "--build-all", *args], capture_output=True,
                          text=True, env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=60)
    assert proc.returncode == 2 and message in proc.stderr
    assert "Traceback" not in proc.stderr and len(proc.stderr.strip().splitlines()) == 1


def test_build_all_fails_when_a_table_cannot_be_saved(tmp_path, monkeypatch, capsys):
    """A disk that fills up mid-build must not end in a summary that claims the tables are there."""
    import errno

    from puzzlelib.cli import main

    def disk_full(target, write):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(cache, "_atomic_write", disk_full)
    assert main(["pdb", "--build-all", "--size", "2x2", "--cache-dir", str(tmp_path / "srv"), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert "could not be saved" in err and "No space left" in err and len(err.strip().splitlines()) == 1


def test_pdb_command_builds_one_size_into_the_folder_given(tmp_path, capsys):
    from puzzlelib.cli import main

    target = tmp_path / "lesson-tables"
    assert main(["pdb", "--size", "2x3", "--cache-dir", str(target), "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["folder"] == str(target) and {p["source"] for p in info["patterns"]} == {"built"}
    assert len(list(target.glob("pdb-*-2x3-*.npy"))) == 1
