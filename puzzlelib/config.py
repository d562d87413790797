"""Settings read from the environment, one rule for all of them: read when used, and a value that cannot
be read gives one :class:`ConfigWarning` naming the variable, then the default.

A kernel started with ``PUZZLELIB_LOCK_TIMEOUT=ten`` or a cache folder path holding a NUL byte must still
import puzzlelib and run the lesson; the teacher sees one line saying which variable was ignored and why.
"""

from __future__ import annotations

import math
import os
import threading
import warnings
from pathlib import Path

from puzzlelib.errors import PuzzleError, short_repr

__all__ = ["ConfigWarning", "env_number", "env_folder", "cache_dir", "CACHE_ENV"]

#: The student's own, writable cache folder.
CACHE_ENV = "PUZZLELIB_CACHE_DIR"

_warned: set[tuple[str, str]] = set()
_lock = threading.Lock()


class ConfigWarning(UserWarning):
    """An environment variable of puzzlelib's could not be read; its default is used instead."""


def _warn_once(name: str, value: str, problem: str, fallback: str) -> None:
    with _lock:
        if (name, value) in _warned:
            return
        _warned.add((name, value))
    shown = value if len(value) <= 40 else value[:37] + "..."
    warnings.warn(f"{name}={shown!r} {problem}; using {fallback}. Fix or unset {name} to silence this warning.",
                  ConfigWarning, stacklevel=4)


def _is_number(value) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def env_number(name: str, default: float, *, minimum: float = 0.0) -> float:
    """The number in ``$name`` (at least ``minimum``, finite), or ``default`` when it is unset or empty; a
    value that is not such a number gives one warning and ``default``."""
    if not isinstance(name, str) or not _is_number(default) or not _is_number(minimum):
        raise PuzzleError(f"env_number reads a variable by name with a numeric default, got {short_repr(name)}, "
                          f"{short_repr(default)}; for example env_number('PUZZLELIB_LOCK_TIMEOUT', 900).")
    text = os.environ.get(name, "").strip()
    if not text:
        return default
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value < minimum:
        _warn_once(name, text, f"is not a number of at least {minimum:g}", f"the default {default:g}")
        return default
    return value


def env_folder(name: str) -> Path | None:
    """The folder named in ``$name`` (``~`` expanded), or None when it is unset, empty or cannot name a folder
    (a NUL byte, a name longer than the system allows): then one warning, and the caller's default."""
    if not isinstance(name, str):
        raise PuzzleError(f"env_folder reads a variable by name, got {short_repr(name)}; for example "
                          "env_folder('PUZZLELIB_CACHE_DIR').")
    text = os.environ.get(name, "")
    if not text.strip():
        return None
    try:
        path = Path(text).expanduser()
        os.fspath(path).encode()  # a lone surrogate cannot be a file name
        if "\0" in text:
            raise ValueError("it holds a NUL character")
        path.exists()  # raises for a name the system refuses (too long)
    except (OSError, ValueError, RuntimeError) as exc:  # RuntimeError: ~user that does not exist
        reason = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
        _warn_once(name, text, f"cannot name a folder ({reason})", "the default folder")
        return None
    return path


def cache_dir() -> Path:
    """The own cache folder: ``$PUZZLELIB_CACHE_DIR``, else ``$XDG_CACHE_HOME/puzzlelib``, else
    ``~/.cache/puzzlelib`` (here, without numpy, so a browser-only Python finds it too)."""
    override = env_folder(CACHE_ENV)
    if override is not None:
        return override
    base = env_folder("XDG_CACHE_HOME") or Path(os.path.expanduser("~")) / ".cache"
    return base / "puzzlelib"
