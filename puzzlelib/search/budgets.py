"""Budgets: every search stops within a node count and a time limit, never hangs, never eats the machine.

The algorithms keep their counters in local variables and compare them with the budget once per
expansion; the clock is read only every :data:`CLOCK_EVERY` expansions, so the checks cost almost
nothing. When a budget runs out, :meth:`Budget.exceeded` builds a
:class:`~puzzlelib.errors.SearchLimitError` that carries the partial statistics and says what to try.
"""

from __future__ import annotations

import time

from puzzlelib.errors import PuzzleError, SearchLimitError
from puzzlelib.result import SearchResult

__all__ = ["Budget", "DEFAULT_MAX_NODES", "DEFAULT_TIME_LIMIT", "DEFAULT_IDA_MAX_NODES", "CLOCK_EVERY"]

DEFAULT_MAX_NODES = 1_000_000
"""Expansions allowed to searches that keep every state (BFS, A*, ...): about 2 million stored
states on a 4 x 4 board, a few hundred MB, well under 1 GB."""

DEFAULT_IDA_MAX_NODES = 200_000_000
"""IDA* stores only its path, so its node budget is about time, not memory."""

DEFAULT_TIME_LIMIT = 30.0
"""Seconds: a notebook cell that needs longer should ask for it explicitly."""

CLOCK_EVERY = 1024
"""Expansions between two reads of the clock (a power of two, tested with ``n & (CLOCK_EVERY - 1)``)."""


class Budget:
    """The limits of one search run and the clock it started on."""

    __slots__ = ("max_nodes", "time_limit", "started", "deadline", "problem", "method")

    def __init__(self, problem, method: str, max_nodes: int | None = None, time_limit: float | None = None,
                 *, default_nodes: int = DEFAULT_MAX_NODES):
        max_nodes = default_nodes if max_nodes is None else max_nodes
        time_limit = DEFAULT_TIME_LIMIT if time_limit is None else time_limit
        if not isinstance(max_nodes, int) or isinstance(max_nodes, bool) or max_nodes < 1:
            raise PuzzleError(f"max_nodes must be a positive whole number, got {max_nodes!r}")
        if not isinstance(time_limit, int | float) or time_limit <= 0:
            raise PuzzleError(f"time_limit must be a positive number of seconds, got {time_limit!r}")
        self.max_nodes, self.time_limit = max_nodes, float(time_limit)
        self.problem, self.method = problem, method
        self.started = time.perf_counter()
        self.deadline = self.started + self.time_limit

    def elapsed(self) -> float:
        return time.perf_counter() - self.started

    def partial(self, *, expanded: int, generated: int, max_frontier: int, max_memory: int,
                trace=None) -> SearchResult:
        """The unsolved result of a search that stopped without the goal (its counters, and with
        ``record=True`` the trace so far, so a picture can show where the search gave up)."""
        problem = self.problem
        if trace is not None:
            trace.finish(None)  # no solution path; the frontier as it stood stays readable
        return SearchResult(
            moves=(), tiles=(), path=(problem.public(problem.initial),), length=0, cost=0,
            nodes_expanded=expanded, nodes_generated=generated, max_frontier=max_frontier,
            max_memory_nodes=max_memory, seconds=self.elapsed(), method=self.method,
            heuristic=None if self.method == "bfs" else getattr(problem, "heuristic_name", None), optimal=False, solved=False,
            branching_factor=None, trace=trace, start=problem.public(problem.initial),
            goal=getattr(problem, "goal", None),
        )

    def exceeded(self, what: str, *, expanded: int, generated: int, max_frontier: int, max_memory: int,
                 depth: int | None = None, trace=None) -> SearchLimitError:
        """The error to raise when ``what`` (``"nodes"``, ``"time"`` or ``"depth"``) ran out.

        ``trace`` (the recorder's :class:`~puzzlelib.result.SearchTrace`, when recording) is attached
        to the partial result, ``error.result.trace``.
        """
        problem = self.problem
        partial = self.partial(expanded=expanded, generated=generated, max_frontier=max_frontier,
                               max_memory=max_memory, trace=trace)
        stats = partial.stats()
        if depth is not None:
            stats["depth_reached"] = depth
        limit = {"nodes": f"max_nodes={self.max_nodes} expansions", "time": f"time_limit={self.time_limit:g} s",
                 "depth": f"max_depth={depth}"}[what]
        raise_it = {"nodes": "raise max_nodes", "time": "raise time_limit",
                    "depth": "raise max_depth (no solution of at most that many moves exists if h is admissible)"}
        message = (f"{self.method} stopped at its budget ({limit}) after expanding {expanded:,} nodes "
                   f"in {stats['seconds']:.2f} s without reaching the goal; {problem.suggestion(self.method)}, "
                   f"or {raise_it[what]}.")
        return SearchLimitError(message, stats=stats, result=partial)
