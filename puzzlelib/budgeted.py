"""Run code puzzlelib did not write (a student's function, a teacher's planner) under a time and a memory
budget: :func:`run_budgeted`.

A checker that calls a student's ``is_solvable`` or BFS must answer even when that function loops forever
or fills the memory, and the answer must say so: "your function took longer than 10 s" or "your function
used more than 500 MB" (a :class:`FunctionBudgetError`, a :class:`~puzzlelib.errors.PuzzleError`).

Why in the same process, with a watcher thread, and not in a child process: a notebook's function is
usually a closure over the notebook's variables, which a child process started by ``spawn`` (the default
on macOS and the only way on Windows) cannot receive; ``fork`` exists only on Linux and macOS, is unsafe in
a kernel that runs threads, and loses what the function prints. A checker also calls a function hundreds
of thousands of times (every board of five shapes), so each call cannot pay for a process. So the function
runs where it was defined, and a watcher thread compares the clock and the memory with the budget every
few milliseconds; when one is passed it stops the function:

- **everywhere (CPython)**: by raising an exception inside it (``PyThreadState_SetAsyncExc``), which takes
  effect at the function's next Python instruction, so Python loops, deep recursion and slow pure-Python
  searches stop within milliseconds; the exception is a ``BaseException``, and is raised again until the
  function gives up, so ``except Exception`` (or a bare ``except:`` in a loop) does not keep it running;
- **on Linux and macOS, in the main thread** (where notebooks run): also by a signal (``SIGUSR1``), which
  interrupts a blocking call such as ``time.sleep``;
- **on Linux**: the address space is capped (``RLIMIT_AS``) at what the process holds plus the budget
  while the function runs, so one huge allocation (``[0] * 10**10``) fails at once with MemoryError instead
  of swapping the machine; elsewhere memory is measured (resident size, or :mod:`tracemalloc` where the
  resident size cannot be read) and the function stopped when it passes the budget.

What no in-process budget can stop is a single C call that neither returns nor allocates (``sum(range(
10**13))``): the function is then stopped as soon as that call returns.
"""

from __future__ import annotations

import contextlib
import ctypes
import math
import os
import signal
import sys
import threading
import time
from collections.abc import Callable

from puzzlelib.errors import PuzzleError, short_repr

__all__ = ["FunctionBudgetError", "OutOfMemory", "run_budgeted", "DEFAULT_SECONDS", "DEFAULT_MEGABYTES"]

DEFAULT_SECONDS = 10.0
"""Seconds a budgeted call may take unless its caller says otherwise."""

DEFAULT_MEGABYTES = 500.0
"""Megabytes (10**6 bytes) a budgeted call may add to the process: with a kernel's own few hundred, the
whole stays under 1 GB."""

POLL_SECONDS = 0.005
"""How often the watcher looks at the clock and the memory."""

_SIGNAL = getattr(signal, "SIGUSR1", None)


class FunctionBudgetError(PuzzleError):
    """A budgeted function took longer than its ``seconds`` (``kind == "time"``) or used more than its
    ``megabytes`` (``kind == "memory"``) and was stopped."""

    def __init__(self, message: str, *, kind: str, seconds: float, megabytes: float, who: str = "your function"):
        super().__init__(message)
        self.kind, self.seconds, self.megabytes, self.who = kind, seconds, megabytes, who


class _Stop(BaseException):
    """Raised inside the budgeted function by the watcher (a BaseException: ``except Exception`` in the
    function cannot swallow it)."""


class OutOfMemory(BaseException):
    """A :class:`MemoryError` met inside code under a budget, passed on past that code's own ``except
    Exception`` (a checker's, a search's) to :func:`run_budgeted`, which reports it as the memory budget
    running out for ``who``. Raise it where a MemoryError from someone else's code is caught."""

    def __init__(self, who: str = "your function"):
        super().__init__(who)
        self.who = who


def _resident_bytes() -> int | None:
    """The process's resident memory now, where the system says it cheaply (Linux), else None."""
    try:
        with open("/proc/self/statm", "rb") as fh:
            return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError, AttributeError):
        return None


def _peak_bytes() -> int | None:
    """The process's peak resident memory (macOS and BSD report it in bytes, Linux in kilobytes)."""
    try:
        import resource
    except ImportError:  # Windows
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak if sys.platform == "darwin" else peak * 1024


class _Memory:
    """Bytes the process gained since the start of a budgeted call, by the cheapest measure the system has:
    resident size (Linux), growth of the peak resident size (macOS), else :mod:`tracemalloc`."""

    def __init__(self):
        self.tracing = False
        if _resident_bytes() is not None:
            self.read = _resident_bytes
        elif _peak_bytes() is not None:
            self.read = _peak_bytes
        else:
            import tracemalloc

            self.tracing = not tracemalloc.is_tracing()
            if self.tracing:
                tracemalloc.start()
            self.read = lambda: tracemalloc.get_traced_memory()[0]
        self.base = self.read()

    def used(self) -> int:
        return max(0, self.read() - self.base)

    def close(self) -> None:
        if self.tracing:
            import tracemalloc

            tracemalloc.stop()


def _cap_address_space(extra_bytes: float):
    """On Linux, lower the soft ``RLIMIT_AS`` to the address space in use plus ``extra_bytes`` (never above a
    limit already set); returns a function that puts the old limit back (a no-op elsewhere)."""
    if not sys.platform.startswith("linux"):
        return lambda: None
    try:
        import resource

        with open("/proc/self/statm", "rb") as fh:
            in_use = int(fh.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
        soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        cap = int(in_use + extra_bytes + 256 * 2**20)  # room for the interpreter's own arenas and threads
        if hard != resource.RLIM_INFINITY:
            cap = min(cap, hard)
        if soft != resource.RLIM_INFINITY and soft <= cap:
            return lambda: None
        resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
    except (OSError, ValueError, ImportError):
        return lambda: None

    def restore() -> None:
        with contextlib.suppress(OSError, ValueError):
            resource.setrlimit(resource.RLIMIT_AS, (soft, hard))

    return restore


def _raise_in(thread_id: int, exc: type[BaseException] | None) -> None:
    ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(thread_id), ctypes.py_object(exc) if exc else None)


def _check_budget(name: str, value) -> float:
    ok = isinstance(value, int | float) and not isinstance(value, bool)
    try:
        ok = ok and math.isfinite(value) and value > 0
    except OverflowError:
        ok = False
    if not ok:
        raise PuzzleError(f"{name} must be a positive number, got {short_repr(value)}")
    return float(value)


_ACTIVE: list[dict] = []
"""The budgeted calls running now (innermost last): what the signal handler consults."""
_HANDLER: list = []  # [the handler it replaced], once installed


def _install_signal_handler() -> bool:
    """Install, once and for good, a ``SIGUSR1`` handler that stops a budgeted call past its budget and
    otherwise hands the signal to the handler that was there before. Installed for good because a signal
    still pending when a handler is taken away would end the process; False where there are no signals."""
    if _SIGNAL is None or not hasattr(signal, "pthread_kill"):
        return False
    if not _HANDLER:
        def on_signal(signum, frame):
            if any(call["why"] and call["running"] for call in _ACTIVE):
                raise _Stop
            before = _HANDLER[0]
            if callable(before):
                before(signum, frame)

        try:
            _HANDLER.append(signal.signal(_SIGNAL, on_signal))
        except (ValueError, OSError):  # not the main thread after all, or a platform that refuses
            return False
    return True


def _check_arguments(thunk, seconds, megabytes, who, clock) -> tuple[float, float]:
    """:func:`run_budgeted`'s arguments checked; its budgets as floats (no memory budget: infinity)."""
    if not callable(thunk):
        raise PuzzleError(f"run_budgeted runs a function of no arguments, got {short_repr(thunk)}; for example "
                          "run_budgeted(lambda: my_search(board), seconds=10).")
    if not (isinstance(who, str) or callable(who)):
        raise PuzzleError(f"who names what runs (text such as 'your function'), got {short_repr(who)}.")
    if clock is not None and not callable(clock):
        raise PuzzleError(f"clock must be a function returning seconds, got {short_repr(clock)}.")
    return _check_budget("seconds", seconds), math.inf if megabytes is None else _check_budget("megabytes", megabytes)


def run_budgeted(thunk: Callable[[], object], *, seconds: float = DEFAULT_SECONDS,
                 megabytes: float | None = DEFAULT_MEGABYTES, who: str | Callable[[], str] = "your function",
                 clock: Callable[[], float] | None = None):
    """``thunk()``, stopped with a :class:`FunctionBudgetError` if it runs longer than ``seconds`` or makes the
    process more than ``megabytes`` larger; ``who`` names it in the message ("your function took longer than
    10 s"), or is a function that says who was running when the budget ran out. Pass a thunk that also reads
    the answer (``lambda: list(f(board))``), so that a lazy answer (a generator) is consumed under the same
    budget.

    ``megabytes=None`` sets no memory budget (for code whose memory is bounded some other way, such as a
    search's node budget, and that needs only a backstop in time).

    ``clock`` returns the seconds to hold against ``seconds`` (default: the time since the call began); a
    checker passes the time spent inside the student's own code, so its own work is not charged to it.

    >>> run_budgeted(lambda: sum(range(1000)), seconds=1)
    499500
    >>> try:
    ...     run_budgeted(lambda: [0 for _ in iter(int, 1)], seconds=0.2)
    ... except FunctionBudgetError as stop:
    ...     print(stop)
    your function took longer than 0.2 s and was stopped.
    """
    seconds, megabytes = _check_arguments(thunk, seconds, megabytes, who, clock)
    target = threading.get_ident()
    main = threading.current_thread() is threading.main_thread()
    why: list[str] = []
    done = threading.Event()
    memory = _Memory() if math.isfinite(megabytes) else None
    limit_bytes = megabytes * 1e6
    if clock is None:
        started = time.perf_counter()

        def clock() -> float:
            return time.perf_counter() - started
    culprit: list[str] = []

    installed = main and _install_signal_handler()
    call = {"why": why, "running": True}
    sending = threading.Lock()  # held while a stop is sent, and while the call ends: no stop arrives after it
    _ACTIVE.append(call)

    def watch() -> None:
        while not done.wait(POLL_SECONDS):
            if not why:
                if clock() > seconds:
                    why.append("time")
                elif memory is not None and memory.used() > limit_bytes:
                    why.append("memory")
                else:
                    continue
                culprit.append(who() if callable(who) else who)
            with sending:
                if not call["running"]:
                    return
                _raise_in(target, _Stop)
                if installed:
                    signal.pthread_kill(target, _SIGNAL)
            if done.wait(0.25):  # given up? if not (a bare except, a C call), raise again
                return

    watcher = threading.Thread(target=watch, name="puzzlelib-budget", daemon=True)
    watcher.start()
    restore_cap = _cap_address_space(limit_bytes) if math.isfinite(limit_bytes) else (lambda: None)
    failure: BaseException | None = None
    try:
        value = thunk()
    except (_Stop, OutOfMemory, MemoryError, RecursionError) as exc:
        failure = exc
    finally:
        while True:  # a stop sent just as the function ended arrives here: end the call, then take back any pending
            try:
                with sending:
                    call["running"] = False
                    _raise_in(target, None)
                break
            except _Stop:
                failure = failure or _Stop()
        done.set()
        watcher.join()
        restore_cap()
        if memory is not None:
            memory.close()
        _ACTIVE.remove(call)
    if failure is None:
        return value
    if isinstance(failure, _Stop) and not why:  # sent by the watcher of a budgeted call around this one
        raise failure
    if isinstance(failure, MemoryError | OutOfMemory) and not math.isfinite(megabytes):
        raise failure  # not this call's budget: an enclosing one's, or the machine's
    name = culprit[0] if culprit else getattr(failure, "who", None) or (who() if callable(who) else who)
    raise _budget_error(failure, why, name, seconds, megabytes)


def _budget_error(failure: BaseException, why: list[str], name: str, seconds: float,
                  megabytes: float) -> FunctionBudgetError:
    """The error a budgeted call that ended with ``failure`` raises, its sentence naming ``name``."""
    kind = why[0] if why else ("memory" if isinstance(failure, MemoryError | OutOfMemory) else "recursion")
    if kind == "time":
        message = f"{name} took longer than {seconds:g} s and was stopped."
    elif kind == "memory":
        message = f"{name} used more than {megabytes:g} MB and was stopped."
    else:
        message = f"{name} called itself more deeply than Python allows (RecursionError) and was stopped."
    return FunctionBudgetError(message, kind=kind, seconds=seconds, megabytes=megabytes, who=name)
