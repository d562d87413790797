"""Budgets and bad input: every search stops within a node count and a time limit, never hangs, never
eats the machine, and refuses limits that make no sense before it starts.

The algorithms keep their counters in local variables and compare the expansion count with one
number, the next *check point*, once per expansion. At a check point :meth:`Budget.next_check`
compares the count with ``max_nodes`` and reads the clock, then places the next check point so that
the clock is read about every :data:`CHECK_SECONDS` (at most every :data:`CLOCK_EVERY` expansions,
sooner when expansions are slow, e.g. with a heuristic written in Python that takes a millisecond).
So the loops pay one comparison per expansion and a time limit is kept to within a few
hundredths of a second. When a budget runs out,
:func:`~puzzlelib.search.outcome.budget_exceeded` builds a :class:`~puzzlelib.errors.SearchLimitError`
that carries the partial statistics and says what to try.

:func:`check_limits`, :func:`check_max_depth` and :func:`check_number` are the one place where
``max_nodes``, ``time_limit``, ``max_depth`` and numeric weights are validated (NaN, infinity,
``True`` and negative numbers are refused with a :class:`~puzzlelib.errors.PuzzleError`).
"""

from __future__ import annotations

import contextlib
import contextvars
import numbers
import sys
import time
import warnings

from puzzlelib import limits
from puzzlelib.errors import PuzzleError, short_repr
from puzzlelib.heuristics import check_heuristic_value
from puzzlelib.numbers import check_number  # the one rule for real numbers, importable from here as before

__all__ = ["Budget", "watch_progress", "DEFAULT_MAX_NODES", "DEFAULT_TIME_LIMIT", "DEFAULT_IDA_MAX_NODES", "CLOCK_EVERY",
           "DEFAULT_EXPLORE_STATES", "DEFAULT_DRAWN_NODES", "renamed_limit",
           "DEFAULT_MEMORY_BYTES", "CHECK_SECONDS", "default_max_nodes", "check_limits", "check_max_depth",
           "check_number", "heuristic_at_start"]

DEFAULT_MAX_NODES = 1_000_000
"""The most expansions allowed by default to searches that keep every state (BFS, A*, ...);
:func:`default_max_nodes` lowers it to what fits in :data:`DEFAULT_MEMORY_BYTES` for the problem's
state size (about 750,000 on 3 x 3 and 4 x 4, 415,000 on 16 x 16, a fifth of that when recording)."""

DEFAULT_MEMORY_BYTES = 640 * 2**20
"""Memory the states held by a search may take under the default node budget (640 MiB): with the
interpreter and a notebook's other objects, the whole process stays under about 1 GB."""

_BYTES_PER_STATE = 250
"""Memory per stored state besides the state itself: its slots in the parent and cost maps, its
parent link and its heap entry (measured with tracemalloc: 180 to 270 bytes)."""

_STATES_PER_EXPANSION = 3
"""New states an expansion can store: a board has at most 4 neighbours, one of them the parent
(measured: 1.5 per expansion on 3 x 3, 2 on 4 x 4, 2.7 on 16 x 16)."""

_RECORD_FACTOR = 5
"""A recorded search also keeps a :class:`~puzzlelib.result.TraceNode` and a public board per node
(measured with tracemalloc: 3 to 5 times the memory of an unrecorded search, 5.3 on 16 x 16)."""

DEFAULT_IDA_MAX_NODES = 200_000_000
"""IDA* stores only its path, so its node budget is about time, not memory. A recorded IDA* keeps a trace
node per child it generates and takes :func:`default_max_nodes` with ``record=True`` instead, like the other
searches (a hard 4 x 4 recorded under the default budget: about 106 MiB peak, where the 30 s clock alone let
it pass 1 GB on a fast machine)."""

DEFAULT_TIME_LIMIT = limits.DEFAULT_TIME_LIMIT
"""Seconds: a notebook cell that needs longer should ask for it explicitly (stated in :mod:`puzzlelib.limits`)."""

DEFAULT_EXPLORE_STATES = 2_000_000
"""Boards :func:`~puzzlelib.search.explore` may store by default (its ``max_states``): every 2 x 5
board (1,814,400), a few hundred MB at most."""

DEFAULT_DRAWN_NODES = 80
"""Nodes :func:`~puzzlelib.draw.draw_search_tree` draws by default (its ``max_drawn_nodes``): a
tree of thousands of nodes cannot be read."""

CLOCK_EVERY = 1024
"""The most expansions between two reads of the clock (fewer when expansions are slow)."""

CHECK_SECONDS = 0.01
"""Aimed-at time between two reads of the clock: a time limit is overshot by about this much."""

_FIRST_CHECK = 4
"""Expansions before the clock is first read (then the interval is sized from the measured pace)."""

_GROWTH = 4
"""The check interval grows at most this many times from one check to the next."""


def check_limits(max_nodes, time_limit, *, default_nodes: int | None,
                 default_time: float = DEFAULT_TIME_LIMIT, name: str = "max_nodes") -> tuple[int, float]:
    """Validated ``(max_nodes, time_limit)``, with the defaults for None.

    ``max_nodes`` must be a whole number of at least 1 (not ``True``), ``time_limit`` a finite number
    of seconds above 0 (not NaN: a NaN deadline would never be reached). ``name`` is what the caller
    calls its count (``"max_states"`` for :func:`~puzzlelib.search.explore`), used in the message.
    """
    max_nodes = default_nodes if max_nodes is None else max_nodes
    time_limit = default_time if time_limit is None else time_limit
    if not isinstance(max_nodes, numbers.Integral) or isinstance(max_nodes, bool) or max_nodes < 1:
        raise PuzzleError(f"{name} must be a positive whole number, got {short_repr(max_nodes)}")
    time_limit = check_number("time_limit", time_limit, above=True, what="a number of seconds")
    return int(max_nodes), float(time_limit)


def renamed_limit(value, old_value, *, name: str, old: str, where: str, counts: str):
    """The limit given as ``name``, or under its old name ``old`` (which still works, with a
    :class:`DeprecationWarning`): in ``where``, ``max_nodes`` counted ``counts``, not expansions as
    everywhere else, so it got a name of its own."""
    if old_value is None:
        return value
    if value is not None:
        raise PuzzleError(f"{where}() got both {name}= and {old}=; {old} is the old name of {name}: give only {name}")
    warnings.warn(f"{where}(..., {old}=...) is deprecated: it counts {counts}, so it is now called {name}=",
                  DeprecationWarning, stacklevel=3)
    return old_value


def check_max_depth(max_depth) -> int | None:
    """``max_depth`` validated: None (no limit) or a whole number of moves, at least 0."""
    if max_depth is None:
        return None
    if not isinstance(max_depth, numbers.Integral) or isinstance(max_depth, bool) or max_depth < 0:
        raise PuzzleError(f"max_depth must be a whole number of moves, at least 0 (or None), got {short_repr(max_depth)}")
    return int(max_depth)


def heuristic_at_start(problem):
    """``problem.h`` at the start state, checked once before a search begins: a finite number >= 0.

    A heuristic that returns None, a string or NaN would otherwise fail deep inside the heap code
    (or silently mislead it); this names the heuristic instead.
    """
    name = getattr(problem, "heuristic_name", None) or f"{type(problem).__name__}.h"
    return check_heuristic_value(problem.h(problem.initial), name, problem.public(problem.initial))


def default_max_nodes(problem, *, record: bool = False) -> int:
    """The default node budget for ``problem``: :data:`DEFAULT_MAX_NODES`, lowered for large states.

    The memory an expansion can add is estimated from the size of one state (``sys.getsizeof`` of
    the start: 42 bytes for a 3 x 3 board, 289 for 16 x 16) as
    ``3 * (250 + state size)`` bytes, five times that when recording, and the budget is the number
    of expansions that fit in :data:`DEFAULT_MEMORY_BYTES`: about 766,000 on 3 x 3, 748,000 on 4 x 4,
    645,000 on 8 x 8 and 415,000 on 16 x 16 (recorded: about 150,000 and 83,000). A* with misplaced
    tiles on a 16 x 16 board, which reached 1.4 GB under the old flat 1,000,000, now stops at its
    default budget with a peak resident size of about 610 MiB (700 MiB when recording; 4 x 4:
    490 MiB, recording 290 MiB; measured with ``resource.getrusage``).

    >>> from puzzlelib import Board
    >>> from puzzlelib.problems import PuzzleProblem
    >>> default_max_nodes(PuzzleProblem(Board.goal(16, 16))) < default_max_nodes(PuzzleProblem(Board.goal(3, 3)))
    True
    """
    per_expansion = _STATES_PER_EXPANSION * (_BYTES_PER_STATE + sys.getsizeof(problem.initial))
    if record:
        per_expansion *= _RECORD_FACTOR
    return max(1, min(DEFAULT_MAX_NODES, DEFAULT_MEMORY_BYTES // per_expansion))


_WATCHER: contextvars.ContextVar = contextvars.ContextVar("puzzlelib_budget_watcher", default=None)


@contextlib.contextmanager
def watch_progress(callback):
    """Within the ``with`` block, every search calls ``callback(expanded)`` at each budget check (about
    every 10 ms of searching): how a page shows the counts of a running search climb. The callback
    must be quick; it runs inside the search."""
    token = _WATCHER.set(callback)
    try:
        yield
    finally:
        _WATCHER.reset(token)


class Budget:
    """The limits of one search run and the clock it started on; nothing else.

    ``default_nodes`` replaces a ``max_nodes`` of None (default: :func:`default_max_nodes` of the
    problem, which depends on ``record``). A search loop starts with ``check_at = budget.first_check``
    and, whenever its expansion count reaches ``check_at``, calls ``check_at = budget.next_check(n)``;
    a result of 0 means stop, and ``budget.reason`` (``"nodes"`` or ``"time"``) says why.
    :func:`~puzzlelib.search.outcome.budget_exceeded` then builds the error.
    """

    __slots__ = ("max_nodes", "time_limit", "started", "deadline", "first_check", "reason", "default_note",
                 "_mark_n", "_mark_t", "_interval")

    def __init__(self, problem, max_nodes: int | None = None, time_limit: float | None = None,
                 *, default_nodes: int | None = None, record: bool = False):
        note = ""
        if max_nodes is None:
            if default_nodes is None:
                default_nodes = default_max_nodes(problem, record=record)
                note = (f", the default for this problem's state size{' when recording' if record else ''}, "
                        f"which keeps the states held under about {DEFAULT_MEMORY_BYTES // 2**20} MiB")
            else:
                note = ", the default"
        self.max_nodes, self.time_limit = check_limits(max_nodes, time_limit, default_nodes=default_nodes)
        self.default_note = note
        self.reason = None
        self.first_check = min(_FIRST_CHECK, self.max_nodes)
        self._interval = _FIRST_CHECK
        self.started = time.perf_counter()
        self.deadline = self.started + self.time_limit
        self._mark_n, self._mark_t = 0, self.started

    def elapsed(self) -> float:
        return time.perf_counter() - self.started

    def next_check(self, expanded: int) -> int:
        """Check the budgets after ``expanded`` expansions: 0 if one ran out (see ``reason``), else the
        expansion count at which to check again, placed about :data:`CHECK_SECONDS` ahead at the
        pace measured since the last check (never more than :data:`CLOCK_EVERY` expansions ahead)."""
        watcher = _WATCHER.get()
        if watcher is not None:
            watcher(expanded)
        if expanded >= self.max_nodes:
            self.reason = "nodes"
            return 0
        now = time.perf_counter()
        if now > self.deadline:
            self.reason = "time"
            return 0
        done, spent = expanded - self._mark_n, now - self._mark_t
        self._mark_n, self._mark_t = expanded, now
        interval = int(done * CHECK_SECONDS / spent) if spent > 0 else CLOCK_EVERY
        interval = self._interval = max(1, min(interval, CLOCK_EVERY, self._interval * _GROWTH))
        return min(expanded + interval, self.max_nodes)

    def describe(self, what: str, depth: int | None = None) -> str:
        """The limit that ran out, as the error names it: ``"max_nodes=1,000 expansions"``, ..."""
        return {"nodes": f"max_nodes={self.max_nodes:,} expansions{self.default_note}",
                "time": f"time_limit={self.time_limit:g} s", "depth": f"max_depth={depth}"}[what]
