"""Best-first search with a binary heap: A*, greedy best-first and weighted A* are one loop.

They differ only in the priority of a node with path cost ``g`` and heuristic ``h``:

==========  =====================  ================================================
method      priority f             guarantee
==========  =====================  ================================================
``astar``   ``g + h``              shortest, if h is admissible
``wastar``  ``g + w * h``          at most w times the shortest (h admissible)
``greedy``  ``h``                  none: fast, often long
==========  =====================  ================================================

The heap holds plain tuples ``(f, h, tick, g, state)``. Ties on f go to the smaller h (the node
that looks closer to the goal, usually deeper), then to the smaller ``tick``, a counter that grows
with every push: tuples are compared field by field, and the counter guarantees the comparison
stops before it reaches the states, so states never need to be orderable and equal-priority nodes
leave in the order they came (deterministic, reproducible runs).

A state is pushed again only when a strictly shorter path to it is found; an older heap entry for
it is then stale and skipped when popped (cheaper than deleting from the heap). A* and weighted A*
re-open an expanded state in that case, which keeps A* optimal even with an admissible but
inconsistent heuristic; greedy search never expands a state twice. The goal is tested when a node
is popped, not when it is generated: that is what makes A* optimal.
"""

from __future__ import annotations

from heapq import heappop, heappush

from puzzlelib.errors import UnsolvableError
from puzzlelib.problems import as_problem
from puzzlelib.result import SearchResult, SearchTrace
from puzzlelib.search.budgets import Budget, check_number, heuristic_at_start
from puzzlelib.search.outcome import Counters, budget_exceeded, build_result, stopped, unpack_moves

__all__ = ["astar", "greedy", "wastar", "best_first"]

_INF = float("inf")
_CLOSED = float("-inf")  # g recorded for an expanded state when re-opening is off: nothing beats it


def astar(problem, **limits) -> SearchResult:
    """A*: expand the node with the smallest ``g + h``. Optimal when ``problem``'s heuristic is admissible.

    >>> from puzzlelib.problems import GridProblem
    >>> grid = GridProblem.parse('''
    ... S . . .
    ... # # # .
    ... G . . .''')
    >>> astar(grid).length
    8
    """
    return best_first(problem, weight_g=1, weight_h=1, method="astar", reopen=True, **limits)


def greedy(problem, **limits) -> SearchResult:
    """Greedy best-first: expand the node that looks closest to the goal (smallest ``h``); no guarantee."""
    return best_first(problem, weight_g=0, weight_h=1, method="greedy", reopen=False, **limits)


def wastar(problem, weight: float = 2.0, **limits) -> SearchResult:
    """Weighted A*: priority ``g + weight * h``; solutions at most ``weight`` times the shortest."""
    weight = check_number("the weight of weighted A*", weight, minimum=1, what="a number (1 is plain A*)")
    return best_first(problem, weight_g=1, weight_h=weight, method="wastar", reopen=True, **limits)


def best_first(problem, *, weight_g: float = 1, weight_h: float = 1, method: str = "astar",
               reopen: bool = True, max_nodes: int | None = None, time_limit: float | None = None,
               record: bool = False) -> SearchResult:
    """The shared loop: priority ``weight_g * g + weight_h * h`` (see the module docstring).

    Raises :class:`~puzzlelib.errors.SearchLimitError` when a budget runs out and
    :class:`~puzzlelib.errors.UnsolvableError` when the reachable states are exhausted.
    """
    weight_g = check_number("weight_g", weight_g)
    weight_h = check_number("weight_h", weight_h)
    problem = as_problem(problem, method)
    budget = Budget(problem, max_nodes, time_limit, record=record)
    start = problem.initial
    h0 = heuristic_at_start(problem)
    g_of: dict = {start: 0}
    came_from: dict = {start: None}
    heap = [(weight_h * h0, h0, 0, 0, start)]
    rec = _Recorder(problem, weight_g, weight_h, h0) if record else None
    partial_trace = rec.trace if rec is not None else None  # a stop hands on the search so far
    successors_h, is_goal, g_get = problem.successors_h, problem.is_goal, g_of.get
    check_at, next_check = budget.first_check, budget.next_check
    expanded = generated = tick = 0
    max_frontier = 1
    while heap:
        if len(heap) > max_frontier:
            max_frontier = len(heap)
        _, h, entry_tick, g, state = heappop(heap)
        if g > g_of[state]:
            continue  # stale: a shorter path to this state was pushed after this entry
        if is_goal(state):
            trace = rec.finish(entry_tick) if rec is not None else None
            return build_result(problem, budget, method, unpack_moves(came_from, state),
                                Counters(expanded, generated, max_frontier, len(g_of)),
                                optimal=(method == "astar" or weight_h == weight_g) and problem.admissible,
                                trace=trace)
        if expanded >= check_at and not (check_at := next_check(expanded)):
            raise budget_exceeded(budget.reason, problem, budget, method,
                                  Counters(expanded, generated, max_frontier, len(g_of)), trace=partial_trace)
        expanded += 1
        if not reopen:
            g_of[state] = _CLOSED
        first_tick = tick
        for move, child, cost, hc in successors_h(state, h):
            generated += 1
            ng = g + cost
            if ng < g_get(child, _INF):
                g_of[child] = ng
                came_from[child] = (state, move)
                tick += 1  # unique per push: ties on (f, h) are settled here, so states are never compared
                heappush(heap, (weight_g * ng + weight_h * hc, hc, tick, ng, child))
        if rec is not None:
            rec.expanded(entry_tick, state, g, h, first_tick, came_from)
    raise UnsolvableError(f"{method} explored all {len(g_of):,} reachable states and none of them is the goal",
                          result=stopped(problem, budget, method, Counters(expanded, generated, max_frontier,
                                                                           len(g_of)), partial_trace))


class _Recorder:
    """Writes the trace after each expansion, so the search loop itself never tests ``record``.

    Pushes carry consecutive ticks, so replaying this expansion's successors in the same order and
    keeping those whose parent link now names this state and move (with the matching g) finds
    exactly the pushed children and their ticks.
    """

    def __init__(self, problem, wg, wh, h0):
        self.problem, self.wg, self.wh = problem, wg, wh
        self.trace = SearchTrace()
        self.by_tick = {0: self.trace.add(problem.public(problem.initial), None, None, 0, h0, wh * h0, 0)}

    def expanded(self, entry_tick, state, g, h, first_tick, came_from) -> None:
        trace, public = self.trace, self.problem.public
        my_id = self.by_tick[entry_tick]
        trace.expand(my_id)
        depth = trace.nodes[my_id].depth + 1
        tick = first_tick
        for move, child, cost, hc in self.problem.successors_h(state, h):
            if came_from.get(child) == (state, move):
                ng = g + cost
                tick += 1
                self.by_tick[tick] = trace.add(public(child), my_id, move, ng, hc, self.wg * ng + self.wh * hc, depth)

    def finish(self, entry_tick) -> SearchTrace:
        self.trace.finish(self.by_tick[entry_tick])
        return self.trace
