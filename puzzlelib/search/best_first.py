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

from dataclasses import replace
from heapq import heappop, heappush

from puzzlelib.errors import UnsolvableError
from puzzlelib.problems import as_problem
from puzzlelib.result import SearchResult, SearchTrace
from puzzlelib.search.budgets import check_number, heuristic_at_start
from puzzlelib.search.methods import Method, get_method
from puzzlelib.search.outcome import (
    Counters,
    budget_exceeded,
    build_result,
    run_to_end,
    stopped,
    take_entry,
    unpack_moves,
)

__all__ = ["astar", "greedy", "wastar", "best_first", "best_first_steps"]

_INF = float("inf")
_CLOSED = float("-inf")  # g recorded for an expanded state when re-opening is off: nothing beats it
_TIES = (("lower h", "older"), ("lower h", "newer"))  # the heap tuple (f, h, tick, ...) with ticks up or down


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
    return run_to_end(best_first_steps(problem, get_method("astar"), **limits))


def greedy(problem, **limits) -> SearchResult:
    """Greedy best-first: expand the node that looks closest to the goal (smallest ``h``); no guarantee."""
    return run_to_end(best_first_steps(problem, get_method("greedy"), **limits))


def wastar(problem, weight: float = 2.0, **limits) -> SearchResult:
    """Weighted A*: priority ``g + weight * h``; solutions at most ``weight`` times the shortest."""
    weight = check_number("the weight of weighted A*", weight, minimum=1, what="a number (1 is plain A*)")
    return run_to_end(best_first_steps(problem, get_method("wastar").with_weights(weight_h=weight), **limits))


def best_first(problem, *, weight_g: float = 1, weight_h: float = 1, method: str = "astar",
               reopen: bool | None = None, max_nodes: int | None = None, time_limit: float | None = None,
               record: bool = False) -> SearchResult:
    """The shared loop with any weights: priority ``weight_g * g + weight_h * h`` (see the module
    docstring); ``method`` names the record whose tie rule it follows, ``reopen`` overrides its reopen rule.

    Raises :class:`~puzzlelib.errors.SearchLimitError` when a budget runs out and
    :class:`~puzzlelib.errors.UnsolvableError` when the reachable states are exhausted.
    """
    weight_g = check_number("weight_g", weight_g)
    weight_h = check_number("weight_h", weight_h)
    rule = get_method(method).with_weights(weight_g, weight_h)
    if reopen is not None and bool(reopen) != rule.reopen:
        rule = replace(rule, reopen=bool(reopen))
    return run_to_end(best_first_steps(problem, rule, max_nodes=max_nodes, time_limit=time_limit, record=record))


def best_first_steps(problem, rule: Method, *, max_nodes: int | None = None, time_limit: float | None = None,
                     record: bool = False, driven: bool = False):
    """The loop itself, a generator (:func:`~puzzlelib.search.outcome.run_to_end` runs it; driven, it
    yields its trace before each expansion and takes the node whose id it is sent)."""
    # One piece: the loop is the hot path of every A* run, its rule copied into locals below.
    rule = get_method(rule).require(frontier="priority", goal_test="expansion", ties=_TIES)
    weight_g, weight_h, reopen = rule.weight_g, rule.weight_h, rule.reopen
    tick_step = 1 if rule.ties[-1] == "older" else -1  # the tick orders equal (f, h): first in or last in first
    name = rule.name
    claims_optimal = reopen and 0 <= weight_h <= weight_g > 0  # f = weight_g * (g + h'), h' <= h: A* on h'
    problem = as_problem(problem, name)
    budget = rule.budget(problem, max_nodes, time_limit, record=record)
    start = problem.initial
    h0 = heuristic_at_start(problem)
    g_of: dict = {start: 0}
    came_from: dict = {start: None}
    heap = [(weight_h * h0, h0, 0, 0, start)]
    rec = _Recorder(problem, rule, h0) if record else None
    partial_trace = rec.trace if rec is not None else None  # a stop hands on the search so far
    successors_h, is_goal, g_get = problem.successors_h, problem.is_goal, g_of.get
    check_at, next_check = budget.first_check, budget.next_check
    expanded = generated = tick = 0
    max_frontier = 1
    while heap:
        if len(heap) > max_frontier:
            max_frontier = len(heap)
        _, h, entry_tick, g, state = heappop(heap) if not driven else \
            take_entry(heap, rec.chosen((yield partial_trace), slot=2))
        if g > g_of[state]:
            continue  # stale: a shorter path to this state was pushed after this entry
        if is_goal(state):
            trace = rec.finish(entry_tick) if rec is not None else None
            return build_result(problem, budget, name, unpack_moves(came_from, state),
                                Counters(expanded, generated, max_frontier, len(g_of)),
                                optimal=claims_optimal and problem.admissible,
                                trace=trace)
        if expanded >= check_at and not (check_at := next_check(expanded)):
            raise budget_exceeded(budget.reason, problem, budget, name,
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
                tick += tick_step  # unique per push: ties on (f, h) are settled here, so states are never compared
                heappush(heap, (weight_g * ng + weight_h * hc, hc, tick, ng, child))
        if rec is not None:
            rec.expanded(entry_tick, state, g, h, first_tick, tick_step, came_from)
    raise UnsolvableError(f"{name} explored all {len(g_of):,} reachable states and none of them is the goal",
                          result=stopped(problem, budget, name, Counters(expanded, generated, max_frontier,
                                                                         len(g_of)), partial_trace))


class _Recorder:
    """Writes the trace after each expansion, so the search loop itself never tests ``record``.

    Pushes carry consecutive ticks, so replaying this expansion's successors in the same order and
    keeping those whose parent link now names this state and move (with the matching g) finds
    exactly the pushed children and their ticks.
    """

    def __init__(self, problem, rule, h0):
        self.problem, self.wg, self.wh = problem, rule.weight_g, rule.weight_h
        self.trace = SearchTrace(method=rule)
        self.by_tick = {0: self.trace.add(problem.public(problem.initial), None, None, 0, h0, self.wh * h0, 0)}

    def chosen(self, node_id, slot: int):
        """A test for the heap entry of the trace node ``node_id`` (its tick sits at ``slot``)."""
        by_tick = self.by_tick
        return lambda entry: by_tick.get(entry[slot]) == node_id

    def expanded(self, entry_tick, state, g, h, first_tick, tick_step, came_from) -> None:
        trace, public = self.trace, self.problem.public
        my_id = self.by_tick[entry_tick]
        trace.expand(my_id)
        depth = trace.nodes[my_id].depth + 1
        tick = first_tick
        for move, child, cost, hc in self.problem.successors_h(state, h):
            if came_from.get(child) == (state, move):
                ng = g + cost
                tick += tick_step
                self.by_tick[tick] = trace.add(public(child), my_id, move, ng, hc, self.wg * ng + self.wh * hc, depth)

    def finish(self, entry_tick) -> SearchTrace:
        self.trace.finish(self.by_tick[entry_tick])
        return self.trace
