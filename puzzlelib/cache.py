"""Where precomputed tables live on disk, and how they are read, written and shared safely.

A table is two files in a cache folder: ``<stem>.npy`` (the numpy array, never pickled) and
``<stem>.json`` (a header: what the table is for, its shape and dtype and a sha256 of its bytes).
:mod:`puzzlelib.pdb` decides the stems and header fields; this module decides where the files live
and keeps them trustworthy when thirty students' kernels share a server:

* **Two folders.** The student's own folder, :func:`cache_dir` (``$PUZZLELIB_CACHE_DIR``, else
  ``$XDG_CACHE_HOME/puzzlelib``, else ``~/.cache/puzzlelib``), and optionally a shared folder,
  :func:`shared_cache_dir` (``$PUZZLELIB_SHARED_CACHE``), which an admin fills once
  (``python -m puzzlelib pdb --build-all --cache-dir /srv/puzzlelib``) and which is read first and
  never written. A table missing there is built into the student's own folder.
* **Never trust a file.** A file that cannot be read or does not match its header (empty, cut
  short, a header that is not an object, a checksum that differs) is reported once with a
  :class:`CacheWarning` and rebuilt; :func:`is_cached` says False for it.
* **Atomic writes.** Each file is written under a temporary name in the same folder and renamed
  with :func:`os.replace`, so a kernel killed mid-write leaves no half file under the real name.
* **One build at a time.** Before building, a process takes an exclusive lock on ``<stem>.lock``
  (:func:`file_lock`, ``fcntl.flock``); the others wait, then find the finished table and load it.
  A process waits at most ``$PUZZLELIB_LOCK_TIMEOUT`` seconds (default 900, far above a 4x4 build),
  and never past its caller's deadline (a search's ``time_limit``), then builds the table itself rather
  than hang a lesson on a stuck neighbour.
* **A folder that cannot be written** (read-only, a path that is a file or a device, a name too long
  for the system) does not stop a lesson: the table is kept in memory for this process, with one
  warning naming the folder and the variable to set. :func:`write_table` says where a table was saved
  only after reading it back from there.
* **Settings** come from the environment through :mod:`puzzlelib.config`: a value that cannot be read
  (``PUZZLELIB_LOCK_TIMEOUT=ten``) gives one warning and the default, never a failed import.
* **Old formats.** Files whose stem starts with the same family but another version are ignored
  (their header never matches) and removed from the own folder after a new table is saved.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import threading
import time
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np

from puzzlelib.config import CACHE_ENV, cache_dir, env_folder, env_number  # noqa: F401 - importable from here

try:  # POSIX; on other systems the lock is skipped (atomic renames still keep files whole)
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None

__all__ = [
    "CACHE_ENV",
    "SHARED_ENV",
    "CacheWarning",
    "cache_dir",
    "digest",
    "shared_cache_dir",
    "search_folders",
    "file_lock",
    "read_table",
    "write_table",
    "is_cached",
    "saved_file",
    "lock_timeout",
    "load_or_build",
    "remove_stale",
    "forget_memory",
]

#: A folder of prebuilt tables that every user reads and nobody writes (set by the hub's admin).
SHARED_ENV = "PUZZLELIB_SHARED_CACHE"
#: Variable holding the seconds a process waits for another one building the same table.
LOCK_TIMEOUT_ENV = "PUZZLELIB_LOCK_TIMEOUT"
#: Seconds a process waits for another one that is building the same table before building it too,
#: unless ``$PUZZLELIB_LOCK_TIMEOUT`` says otherwise (read at each wait, see :func:`lock_timeout`).
LOCK_TIMEOUT = 900.0


def lock_timeout() -> float:
    """``$PUZZLELIB_LOCK_TIMEOUT`` in seconds, or :data:`LOCK_TIMEOUT` (one warning if it cannot be read)."""
    return env_number(LOCK_TIMEOUT_ENV, LOCK_TIMEOUT)


class CacheWarning(UserWarning):
    """A cached table was damaged, missing a header or for another board (it is rebuilt), or the
    cache folder cannot be written (tables are kept in memory)."""


def shared_cache_dir() -> Path | None:
    """The shared read-only folder ``$PUZZLELIB_SHARED_CACHE``, or None when it is not set (or is
    the own folder, which is then simply the own folder)."""
    path = env_folder(SHARED_ENV)
    return None if path is None or path == cache_dir() else path


def search_folders() -> list[Path]:
    """Folders read for a table, in order: the shared one (if any), then the own one."""
    shared = shared_cache_dir()
    return ([shared] if shared is not None else []) + [cache_dir()]


# --- reading ---------------------------------------------------------------------------------------

_warned: set[tuple] = set()
_memory: dict[tuple[str, str], np.ndarray] = {}
_valid: dict[tuple, bool] = {}
_lock = threading.Lock()


def _warn_once(key: tuple, message: str) -> None:
    with _lock:
        if key in _warned:
            return
        _warned.add(key)
    warnings.warn(message, CacheWarning, stacklevel=4)


def _exists(path: Path) -> bool:
    """``path.exists()``, False when the system cannot even look (unreadable folder, name too long)."""
    try:
        return path.exists()
    except (OSError, ValueError):
        return False


def _signature(npy: Path, head: Path) -> tuple:
    """What identifies one version of a pair of files: paths, sizes and modification times."""
    sig: list = [str(npy)]
    for p in (npy, head):
        try:
            st = p.stat()
            sig += [st.st_size, st.st_mtime_ns, st.st_ino]
        except OSError:
            sig += [None, None, None]
    return tuple(sig)


def _check(npy: Path, head: Path, expected: dict) -> np.ndarray:
    """The table in ``npy`` if it and its header ``head`` match ``expected``; raises ValueError with
    the reason otherwise."""
    if not _exists(head):
        raise ValueError(f"its header {head.name} is missing")
    try:
        header = json.loads(head.read_text())
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ValueError(f"its header {head.name} cannot be read ({type(exc).__name__})") from None
    if not isinstance(header, dict):
        raise ValueError(f"its header {head.name} holds {type(header).__name__}, not an object")
    for key, value in expected.items():
        if header.get(key) != value:
            raise ValueError(f"header field {key!r} is {header.get(key)!r}, expected {value!r}")
    try:
        table = np.load(npy, allow_pickle=False)
    except Exception as exc:  # empty, cut short, pickled, not numpy at all: numpy raises several kinds
        raise ValueError(f"the table cannot be read ({type(exc).__name__}: {exc})") from None
    if [*table.shape] != header.get("shape") or str(table.dtype) != header.get("dtype"):
        raise ValueError(f"array is {table.dtype}{list(table.shape)}, header says "
                         f"{header.get('dtype')}{header.get('shape')}")
    if digest(table) != header.get("sha256"):
        raise ValueError("checksum mismatch: the file is damaged")
    return table


def digest(table: np.ndarray) -> str:
    """sha256 of the array's bytes, read in place (``tobytes()`` would briefly double a 16 MiB table)."""
    return hashlib.sha256(memoryview(np.ascontiguousarray(table)).cast("B")).hexdigest()


def _paths(folder: Path, stem: str) -> tuple[Path, Path]:
    return folder / f"{stem}.npy", folder / f"{stem}.json"


def _read_one(folder: Path, stem: str, expected: dict, warn: bool) -> np.ndarray | None:
    npy, head = _paths(folder, stem)
    if not _exists(npy) and not _exists(head):
        return None
    sig = _signature(npy, head)
    try:
        table = _check(npy, head, expected)
    except ValueError as exc:
        _valid[sig] = False
        if warn:
            shared = folder == shared_cache_dir()
            what = ("using the own cache instead (the shared folder is never written)" if shared
                    else "rebuilding it")
            _warn_once(sig, f"ignoring cached table {npy} : {exc}; {what}")
        return None
    _valid[sig] = True
    table.flags.writeable = False
    return table


def read_table(stem: str, expected: dict, *, warn: bool = True,
               own: bool = True) -> tuple[np.ndarray, str] | None:
    """``(table, source)`` for the first valid copy of ``stem``: the shared folder ("shared"), the own
    folder ("cache", when ``own``) or this process's memory ("memory"); None when there is none.

    ``expected`` maps header fields to the values they must have (e.g. version, board, tiles).
    """
    shared = shared_cache_dir()
    if shared is not None:
        table = _read_one(shared, stem, expected, warn)
        if table is not None:
            return table, "shared"
    if own:
        table = _read_one(cache_dir(), stem, expected, warn)
        if table is not None:
            return table, "cache"
    held = _memory.get((str(cache_dir()), stem))
    if held is not None:
        return held, "memory"
    return None


def saved_file(stem: str, expected: dict) -> Path | None:
    """The file holding a valid copy of ``stem`` on disk (shared folder first, then the own one), or None:
    what a command may call "saved" (a table kept only in this process's memory is not)."""
    for folder in search_folders():
        if _read_one(folder, stem, expected, warn=False) is not None:
            return _paths(folder, stem)[0]
    return None


def is_cached(stem: str, expected: dict) -> bool:
    """True when a valid copy of ``stem`` is in the shared folder, the own folder or memory.

    The full check (header and checksum) runs once per version of a file and is remembered, so
    asking often (a widget deciding whether a hint can answer at once) costs a ``stat``.
    """
    if (str(cache_dir()), stem) in _memory:
        return True
    for folder in search_folders():
        npy, head = _paths(folder, stem)
        if not (_exists(npy) and _exists(head)):
            continue
        sig = _signature(npy, head)
        if sig not in _valid:
            _read_one(folder, stem, expected, warn=False)
        if _valid.get(sig):
            return True
    return False


# --- writing ---------------------------------------------------------------------------------------

def _unwritable(folder: Path, exc: BaseException) -> None:
    try:
        reason = "it is not a folder" if folder.exists() and not folder.is_dir() else f"{type(exc).__name__}: {exc}"
    except (OSError, ValueError):  # a name the system refuses even to look up (too long)
        reason = f"{type(exc).__name__}: {exc}"
    _warn_once(("unwritable", str(folder)),
               f"the cache folder {folder} cannot be written ({reason}); tables are kept in memory for "
               f"this session only and rebuilt next time. Set {CACHE_ENV} to a writable folder to keep them.")


def _atomic_write(target: Path, write: Callable) -> None:
    """Call ``write(file)`` on a temporary file next to ``target``, then rename it over ``target``."""
    tmp = target.with_name(f".{target.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    try:
        with open(tmp, "wb") as fh:
            write(fh)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


def write_table(stem: str, table: np.ndarray, header: dict) -> Path | None:
    """Save ``table`` with ``header`` (plus shape, dtype and sha256) in the own folder, atomically.

    The table goes first and the header last, so a header on disk always describes a whole table.
    Both are then read back and checked: a folder that swallows writes (a device such as ``/dev/null``,
    a full disk that truncates) is found out here, not by the next lesson. Returns the table's path, or
    None when the folder cannot be written or the files do not read back; then the table is kept in
    this process's memory (one :class:`CacheWarning`) and :func:`read_table` finds it there.
    """
    folder = cache_dir()
    header = {**header, "shape": list(table.shape), "dtype": str(table.dtype),
              "sha256": digest(table)}
    npy, head = _paths(folder, stem)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        _atomic_write(npy, lambda fh: np.save(fh, table, allow_pickle=False))
        _atomic_write(head, lambda fh: fh.write(json.dumps(header, indent=1).encode()))
        try:
            _check(npy, head, {"sha256": header["sha256"]})
        except ValueError as exc:
            raise OSError(f"the files written there do not read back: {exc}") from None
    except (OSError, ValueError) as exc:  # ValueError: a folder name with a NUL character
        _unwritable(folder, exc)
        kept = table.copy()
        kept.flags.writeable = False
        _memory[(str(folder), stem)] = kept
        return None
    return npy


def remove_stale(family: str, current: str) -> list[Path]:
    """Delete own-folder files whose name starts with ``family`` but not with ``current`` (tables of an
    older format), and temporary files older than an hour (left by a killed process)."""
    removed = []
    folder = cache_dir()
    try:
        entries = list(folder.iterdir())
    except OSError:
        return removed
    now = time.time()
    for path in entries:
        name = path.name
        stale = name.startswith(family) and not name.startswith(current) and name.endswith((".npy", ".json"))
        try:
            old_tmp = name.startswith(".") and name.endswith(".tmp") and now - path.stat().st_mtime > 3600
            if stale or old_tmp:
                path.unlink()
                removed.append(path)
        except OSError:
            continue
    return removed


# --- locking and building --------------------------------------------------------------------------

@contextlib.contextmanager
def file_lock(path: Path, timeout: float | None = None, poll: float = 0.05) -> Iterator[bool]:
    """Hold an exclusive ``flock`` on ``path`` (created if needed) while the block runs.

    ``timeout`` is in seconds (None: :func:`lock_timeout`).

    Yields True when the lock is held, False when it could not be had: the file cannot be created
    (read-only folder), the system has no ``flock``, or ``timeout`` seconds passed while another
    process held it (then the caller goes ahead without it; atomic writes keep the files whole).
    The lock file itself is never deleted: removing it while another process waits on it would let
    two processes hold "the" lock at once.
    """
    if fcntl is None:
        yield False
        return
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o666)
    except OSError:
        yield False
        return
    try:
        deadline = time.monotonic() + (lock_timeout() if timeout is None else timeout)
        held = False
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                held = True
                break
            except BlockingIOError:
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                time.sleep(min(poll, left))
        try:
            yield held
        finally:
            if held:
                fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


def load_or_build(stem: str, expected: dict, build: Callable[[], tuple[np.ndarray, dict]], *,
                  family: str | None = None, current: str | None = None,
                  deadline: float | None = None) -> tuple[np.ndarray, str]:
    """The table ``stem`` from a cache, else built once by ``build()`` and saved: ``(table, source)``.

    ``source`` is "shared", "cache" or "memory" (see :func:`read_table`) or "built". ``build`` returns
    ``(table, header)``. A first, quiet look serves the common case without locking; otherwise the
    process takes the table's lock, looks again (another process may have just finished it; a file
    still found damaged now is reported), and builds only if it is still missing. ``family`` and
    ``current`` name stale files to remove after a save (see :func:`remove_stale`).

    ``deadline`` (a :func:`time.perf_counter` value: the caller's own time limit) caps the wait for another
    process's lock, so a search with ``time_limit=3`` never waits the 900 s a lock may otherwise take;
    ``build`` is then expected to keep the same deadline.
    """
    found = read_table(stem, expected, warn=False)
    if found is not None:
        return found
    shared = shared_cache_dir()
    if shared is not None:  # a damaged shared copy is worth a warning; it is never rewritten
        read_table(stem, expected, warn=True, own=False)
    folder = cache_dir()
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
    wait = lock_timeout()
    if deadline is not None:
        wait = max(0.0, min(wait, deadline - time.perf_counter()))
    with file_lock(folder / f"{stem}.lock", timeout=wait):
        found = read_table(stem, expected, warn=True)
        if found is not None:
            return found
        table, header = build()
        saved = write_table(stem, table, header)
        if saved is not None and family is not None and current is not None:
            remove_stale(family, current)
    table.flags.writeable = False
    return table, "built"


def forget_memory() -> None:
    """Drop tables kept in memory and the remembered checks and warnings (tests start clean)."""
    _memory.clear()
    _valid.clear()
    _warned.clear()
