"""Measure the memory a search really uses, and stop it at a stated memory cap.

A search's ``max_memory_nodes`` counts boards; a class asks about bytes. Both helpers here count
bytes with :mod:`tracemalloc` (every Python allocation made while the function runs, freed memory
subtracted), so "A* ran out of memory" is a measurement, not an estimate:

- :func:`measure_memory` runs a function and returns its result with the peak bytes and seconds;
- :func:`run_with_memory_cap` runs it under a cap and raises :class:`MemoryCapError` (a
  :class:`~puzzlelib.errors.PuzzleError`) as soon as the traced memory passes the cap.

Tracing slows Python code down several times, so the seconds reported here are not a speed
benchmark; compare seconds from untraced runs (``result.seconds``).
"""

from __future__ import annotations

import ctypes
import threading
import time
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass

from puzzlelib.errors import PuzzleError, short_repr

__all__ = ["MemoryCapError", "MemoryUse", "measure_memory", "run_with_memory_cap", "megabytes"]

POLL_SECONDS = 0.005
"""How often the cap is compared with the traced memory: a search can overshoot it by what it
allocates in this time (well under a megabyte for the package's searches)."""


def megabytes(n_bytes: float) -> float:
    """Bytes in megabytes (10**6 bytes), rounded to one decimal: what a lesson prints."""
    if not isinstance(n_bytes, int | float) or isinstance(n_bytes, bool) or not abs(n_bytes) < 1e300:
        raise PuzzleError(f"megabytes takes a number of bytes, got {short_repr(n_bytes)}; for example megabytes(5e7).")
    return round(n_bytes / 1e6, 1)


@dataclass(frozen=True)
class MemoryUse:
    """What one measured run returned (``result``), its peak traced bytes and its traced seconds."""

    result: object
    peak_bytes: int
    seconds: float

    @property
    def peak_mb(self) -> float:
        return megabytes(self.peak_bytes)


class MemoryCapError(PuzzleError):
    """The function passed the memory cap and was stopped; ``peak_bytes`` and ``seconds`` say when."""

    def __init__(self, message: str, *, cap_bytes: int, peak_bytes: int, seconds: float):
        super().__init__(message)
        self.cap_bytes = cap_bytes
        self.peak_bytes = peak_bytes
        self.seconds = seconds


class _OverCap(BaseException):
    """Raised inside the measured thread by the watcher; a BaseException, so that no ``except
    Exception`` in the measured code can swallow it."""


def _start_tracing() -> bool:
    """Start tracemalloc (fresh peak) and say whether it was already running before."""
    was_tracing = tracemalloc.is_tracing()
    if not was_tracing:
        tracemalloc.start()
    tracemalloc.reset_peak()
    return was_tracing


def _check_callable(func, where: str) -> None:
    if not callable(func):
        raise PuzzleError(f"{where} runs a function, got {short_repr(func)}; for example {where}(solve, board) "
                          "with the function's arguments after it.")


def measure_memory(func: Callable, *args, **kwargs) -> MemoryUse:
    """Run ``func(*args, **kwargs)`` and return its result with the peak bytes it allocated.

    >>> use = measure_memory(lambda: [0] * 100_000)
    >>> 800_000 <= use.peak_bytes < 2_000_000 and len(use.result)
    100000
    """
    _check_callable(func, "measure_memory")
    was_tracing = _start_tracing()
    base = tracemalloc.get_traced_memory()[0]
    started = time.perf_counter()
    try:
        result = func(*args, **kwargs)
        peak = tracemalloc.get_traced_memory()[1] - base
    finally:
        if not was_tracing:
            tracemalloc.stop()
    return MemoryUse(result, max(0, peak), time.perf_counter() - started)


def run_with_memory_cap(cap_bytes: float, func: Callable, *args, **kwargs) -> MemoryUse:
    """Run ``func(*args, **kwargs)``; stop it with :class:`MemoryCapError` if it allocates more than
    ``cap_bytes`` (counted from the start of the call, measured with tracemalloc).

    A watcher thread compares the traced memory with the cap every :data:`POLL_SECONDS` and, when it
    is passed, raises an exception inside the running function, the way an operating system stops a
    program that asks for more memory than it is allowed. Everything the function built is then
    freed. Returns a :class:`MemoryUse` when the function finishes under the cap.

    >>> run_with_memory_cap(50e6, sum, range(1000)).result
    499500
    >>> try:
    ...     run_with_memory_cap(1e6, lambda: [[i] for i in range(10**7)])
    ... except MemoryCapError as stop:
    ...     print(stop.peak_bytes > 1e6)
    True
    """
    if not isinstance(cap_bytes, int | float) or isinstance(cap_bytes, bool) or not 0 < cap_bytes < 1e18:
        raise PuzzleError(f"cap_bytes must be a positive number of bytes such as 50e6 (50 MB), got "
                          f"{short_repr(cap_bytes)}")
    _check_callable(func, "run_with_memory_cap")
    was_tracing = _start_tracing()
    base = tracemalloc.get_traced_memory()[0]
    target = threading.get_ident()
    done = threading.Event()
    tripped = []

    def watch():
        while not done.wait(POLL_SECONDS):
            used = tracemalloc.get_traced_memory()[0] - base
            if used > cap_bytes:
                tripped.append(used)
                ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(target), ctypes.py_object(_OverCap))
                return

    watcher = threading.Thread(target=watch, name="memory-cap", daemon=True)
    started = time.perf_counter()
    watcher.start()
    try:
        try:
            result = func(*args, **kwargs)
        finally:
            done.set()
            watcher.join()
            if tripped:  # passed just as the function returned: cancel the exception still pending
                ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(target), None)
        peak = tracemalloc.get_traced_memory()[1] - base
        if tripped:
            raise _OverCap
    except _OverCap:
        peak = tracemalloc.get_traced_memory()[1] - base
        seconds = time.perf_counter() - started
        raise MemoryCapError(
            f"stopped after {seconds:.1f} s: it had allocated {peak / 1e6:,.2f} MB, over the cap of "
            f"{cap_bytes / 1e6:,.2f} MB. Raise the cap, or use a method that stores less "
            "(IDA* keeps only its current path).",
            cap_bytes=int(cap_bytes), peak_bytes=int(peak), seconds=seconds) from None
    finally:
        if not was_tracing:
            tracemalloc.stop()
    return MemoryUse(result, max(0, peak), time.perf_counter() - started)
