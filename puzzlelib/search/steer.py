"""A search a student steers: the method's own loop, waiting before each expansion for the board to take.

BFS, the scored search and the best-first searches are written as generators (see
:func:`~puzzlelib.search.outcome.run_to_end`). Steered, the same loop records its trace, yields
before each expansion and takes the node whose id it is sent instead of its own pick; everything
else (which children enter the open list, which are skipped, re-opened or replaced, when the goal
is tested, g, h and f) is the method's rule as the unsteered search runs it, because it *is* that
search. Following the method's own pick at every step therefore replays the recorded search.

IDA* takes boards from a depth-first stack, not from a list, so it cannot be steered.
"""

from __future__ import annotations

from dataclasses import replace

from puzzlelib.errors import PuzzleError
from puzzlelib.problems import as_problem
from puzzlelib.search.best_first import best_first_steps
from puzzlelib.search.bfs import bfs_steps
from puzzlelib.search.methods import Method, get_method
from puzzlelib.search.scored import child_order_for, scored_steps

__all__ = ["SteeredSearch", "STEER_SECONDS"]

_LOOPS = {"bfs": bfs_steps, "scored": scored_steps, "greedy": best_first_steps, "astar": best_first_steps,
          "wastar": best_first_steps}
"""The loop each steerable method runs (the same generator its unsteered search runs to the end)."""

STEER_SECONDS = 7 * 24 * 3600.0
"""Time limit of a steered search: the student's thinking time counts on the clock, so it is a
week; the node budget (the method's default) is what bounds the work, one expansion per click."""


class SteeredSearch:
    """``method``'s search on ``problem``, one student's choice at a time.

    ``trace`` is the search's :class:`~puzzlelib.result.SearchTrace` as it grows; :meth:`open_nodes`
    lists the boards waiting (in the order they entered); :meth:`take` expands one of them (or, for a
    method that tests the goal when a board is taken, ends the search on the goal); ``result``
    is the search's :class:`~puzzlelib.result.SearchResult` once it has ended (``done``).
    """

    def __init__(self, problem, method: Method | str, *, max_nodes: int | None = None):
        rule = get_method(method)
        if not rule.drivable or rule.name not in _LOOPS:
            raise PuzzleError(f"{rule.display_name} takes boards from a depth-first stack, not from a list: "
                              "steer A* instead (solve(..., method='astar', record=True)).")
        problem = as_problem(problem, "SteeredSearch")
        if isinstance(method, str) and rule.child_order is not None:  # a name: children ordered as solve() does
            rule = replace(rule, child_order=child_order_for(problem))
        self.method = rule
        self.result = None
        self.done = False
        self._steps = _LOOPS[rule.name](problem, rule, max_nodes=max_nodes, time_limit=STEER_SECONDS,
                                        record=True, driven=True)
        self.trace = None
        self._advance(None)

    def open_nodes(self) -> list:
        """The boards waiting to be expanded, as trace nodes in the order they entered the open list."""
        return [] if self.done else self.trace.open_at(self.trace.steps)

    def take(self, node_id: int) -> None:
        """Expand the open node ``node_id`` (raises :class:`~puzzlelib.errors.PuzzleError` if it is not open)."""
        if self.done:
            raise PuzzleError("the search has ended: start a new one to steer again")
        if node_id not in {n.id for n in self.open_nodes()}:
            raise PuzzleError(f"Board #{node_id} is not in the open list; pick one of the boards listed.")
        self._advance(node_id)

    def _advance(self, node_id) -> None:
        try:
            self.trace = self._steps.send(node_id)
        except StopIteration as end:  # the goal: the search's own result, checked by replaying it
            self.done, self.result, self.trace = True, end.value, end.value.trace
        except PuzzleError as stop:  # out of budget or of boards: the search so far stays readable
            self.done, self.result = True, getattr(stop, "result", None)
            raise
