"""How a search ends: a checked :class:`~puzzlelib.result.SearchResult`, or a stop.

Every algorithm ends here. A solution is replayed on the start state before anyone sees it (an
algorithm bug shows up as an error, never as a wrong answer in a lesson); a stop becomes a
:class:`~puzzlelib.errors.SearchLimitError` whose advice comes from the one table in
:func:`~puzzlelib.problems.Problem.stop_advice`. The records themselves are built by
:func:`~puzzlelib.result.solved_result`, :func:`~puzzlelib.result.stopped_result` and
:func:`~puzzlelib.result.budget_error`, which the solvers that do not search use too.
"""

from __future__ import annotations

from heapq import heapify

from puzzlelib.errors import PuzzleError, SearchLimitError
from puzzlelib.problems import OTHER_ADVICE, RAISE_BUDGET
from puzzlelib.result import Counters, SearchResult, SearchTrace, budget_error, solved_result, stopped_result
from puzzlelib.search.methods import get_method

__all__ = ["build_result", "stopped", "budget_exceeded", "unpack_moves", "Counters", "run_to_end", "take_entry"]


def run_to_end(search) -> SearchResult:
    """The result of a search loop written as a generator, run without a driver.

    The loops of BFS, the scored search and best-first search are generators so that a student can
    steer them (:class:`~puzzlelib.search.steer.SteeredSearch` sends the node to take before each
    expansion); run undriven they never yield, and their result arrives with ``StopIteration``.
    """
    try:
        next(search)
    except StopIteration as end:
        return end.value
    search.close()
    raise RuntimeError("an undriven search stopped to wait for a choice")


def take_entry(entries, wanted):
    """Remove and return the first of ``entries`` (a heap list or a queue) for which ``wanted(entry)``
    is true, a heap staying a heap: a steered search takes the student's board, not its own pick."""
    for i, entry in enumerate(entries):
        if wanted(entry):
            del entries[i]
            if isinstance(entries, list):
                heapify(entries)
            return entry
    raise PuzzleError("that board is not in the open list; pick one of the boards listed")


def unpack_moves(came_from: dict, state) -> list:
    """Moves from the start to ``state`` by following ``came_from[state] = (parent, move)`` links."""
    moves = []
    link = came_from[state]
    while link is not None:
        state, move = link
        moves.append(move)
        link = came_from[state]
    moves.reverse()
    return moves


def _heuristic(problem, method: str) -> str | None:
    """The heuristic the result names: none for a method that reads no heuristic."""
    return getattr(problem, "heuristic_name", None) if get_method(method).uses_heuristic else None


def build_result(problem, budget, method: str, moves, counters: Counters, *, optimal: bool,
                 trace: SearchTrace | None = None) -> SearchResult:
    """Validate ``moves`` by replaying them (raises if they do not reach a goal) and package the result."""
    return solved_result(problem, moves, counters, seconds=budget.elapsed(), method=method,
                         heuristic=_heuristic(problem, method), optimal=optimal, trace=trace)


def stopped(problem, budget, method: str, counters: Counters, trace: SearchTrace | None = None) -> SearchResult:
    """The unsolved result of a search that ended without the goal (out of budget or of states)."""
    return stopped_result(problem, counters, seconds=budget.elapsed(), method=method,
                          heuristic=_heuristic(problem, method), trace=trace)


def budget_exceeded(what: str, problem, budget, method: str, counters: Counters, *,
                    trace: SearchTrace | None = None, depth: int | None = None) -> SearchLimitError:
    """The error to raise when ``what`` (``"nodes"``, ``"time"`` or ``"depth"``) ran out; with
    ``record=True`` the trace so far rides along as ``error.result.trace``."""
    partial = stopped(problem, budget, method, counters, trace)
    extra = {} if depth is None else {"depth_reached": depth}
    return budget_error(partial, limit=budget.describe(what, depth), advice=_advice(problem, method, what),
                        reason=what, **extra)


def _advice(problem, method: str, what: str) -> str:
    advise = getattr(problem, "stop_advice", None)  # a problem that copies the protocol may lack it
    if advise is not None:
        return advise(method, what)
    return f"{OTHER_ADVICE.get(method, 'try a better-informed heuristic')}, or {RAISE_BUDGET[what]}"
