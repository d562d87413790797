"""Iterative-deepening A* (IDA*) over any problem: A*'s answers with a depth-first search's memory.

Each iteration is a depth-first search that cuts off every node whose ``f = g + h`` exceeds a
bound; the next bound is the smallest ``f`` that was cut off. With an admissible heuristic the
first goal found is a shortest one. Only the current path is stored, so memory stays tiny.

Duplicate detection is kept to what cannot cost optimality: a child that is already on the current
path (in particular the parent, the move that undoes the last one) is skipped, since a path through
it would contain a cycle. Remembering every state ever seen across branches would be a different
algorithm, and one that loses optimality when the same state is first reached by a longer path.

The search is an explicit stack of successor lists rather than recursion, so deep paths (a big
grid) never hit Python's recursion limit. For 4 x 4 boards with Manhattan distance, linear
conflict or pattern databases, :func:`puzzlelib.search.solve` uses a tuned version,
``puzzlelib.search.fast_idastar``, when it is installed.
"""

from __future__ import annotations

from puzzlelib.errors import UnsolvableError
from puzzlelib.problems import as_problem
from puzzlelib.result import SearchResult, SearchTrace
from puzzlelib.search.budgets import Budget, check_max_depth, heuristic_at_start
from puzzlelib.search.methods import get_method
from puzzlelib.search.outcome import Counters, budget_exceeded, build_result, stopped

__all__ = ["idastar"]

_INF = float("inf")


def idastar(problem, *, max_nodes: int | None = None, time_limit: float | None = None,
            max_depth: int | None = None, record: bool = False) -> SearchResult:
    """IDA* with ``problem``'s heuristic. Optimal when the heuristic is admissible.

    ``max_depth`` stops the search (with :class:`~puzzlelib.errors.SearchLimitError`) once the bound
    exceeds it: with an admissible heuristic, no solution of at most ``max_depth`` steps exists then.

    >>> from puzzlelib.problems import ant_problem
    >>> idastar(ant_problem()).moves
    ('D', 'D')
    """
    # Unrecorded, IDA* holds only its path, so its default budget is about time. Recorded, the trace keeps a
    # node and a board for every child it generates, so the default is the memory-sized one of the other searches.
    rule = get_method("idastar")
    problem = as_problem(problem, "idastar")
    budget = Budget(problem, max_nodes, rule.default_time_limit if time_limit is None else time_limit,
                    default_nodes=None if record else rule.default_max_nodes, record=record)
    max_depth = check_max_depth(max_depth)
    start = problem.initial
    h0 = heuristic_at_start(problem)
    rec = _Recorder(problem, rule) if record else None
    trace = rec.trace if rec is not None else None  # a stop hands on the search so far
    if problem.is_goal(start):
        return _done(problem, budget, [], 0, 0, 1, rec, True)
    successors_h, is_goal = problem.successors_h, problem.is_goal
    check_at, next_check = budget.first_check, budget.next_check
    expanded = generated = 0
    deepest = 0
    bound = h0
    while True:
        if max_depth is not None and bound > max_depth:
            raise budget_exceeded("depth", problem, budget, "idastar",
                                  Counters(expanded, generated, deepest, deepest + 1), trace=trace, depth=max_depth)
        next_bound = _INF
        if rec is not None:
            rec.new_iteration(bound, h0)
        # Parallel stacks: the path's states, g values, moves, and each node's remaining children.
        path, gs, moves = [start], [0], []
        on_path = {start}
        frames = [iter(successors_h(start, h0))]
        expanded += 1
        while frames:
            child_info = next(frames[-1], None)
            if child_info is None:  # all children tried: backtrack
                frames.pop()
                on_path.discard(path.pop())
                gs.pop()
                if moves:
                    moves.pop()
                continue
            move, child, cost, hc = child_info
            generated += 1
            if child in on_path:
                continue  # the parent (or any ancestor): a cycle can never be part of a shortest path
            g = gs[-1] + cost
            f = g + hc
            if f > bound:
                if f < next_bound:
                    next_bound = f
                continue
            if is_goal(child):
                moves.append(move)
                if rec is not None:
                    rec.goal(len(path), child)
                return _done(problem, budget, moves, expanded, generated, max(deepest, len(path) + 1), rec,
                             problem.admissible)
            if expanded >= check_at and not (check_at := next_check(expanded)):
                raise budget_exceeded(budget.reason, problem, budget, "idastar",
                                      Counters(expanded, generated, deepest, deepest + 1), trace=trace,
                                      depth=len(path))
            expanded += 1
            path.append(child)
            on_path.add(child)
            gs.append(g)
            moves.append(move)
            if len(path) > deepest:
                deepest = len(path)
            if rec is not None:
                rec.expand(len(path) - 1, child, g, hc, bound, on_path)
            frames.append(iter(successors_h(child, hc)))
        if next_bound == _INF:
            raise UnsolvableError(f"IDA* searched every path without repeating a state ({expanded:,} expansions) "
                                  "and found no goal",
                                  result=stopped(problem, budget, "idastar",
                                                 Counters(expanded, generated, deepest, deepest + 1), trace))
        bound = next_bound


def _done(problem, budget, moves, expanded, generated, deepest, rec, optimal) -> SearchResult:
    trace = rec.finish() if rec is not None else None
    return build_result(problem, budget, "idastar", moves, Counters(expanded, generated, deepest, deepest),
                        optimal=bool(optimal), trace=trace)


class _Recorder:
    """IDA*'s trace: every iteration starts again from a new root node with an empty closed set;
    the open set is the children waiting on the depth-first stack (those within the bound)."""

    def __init__(self, problem, rule):
        self.problem, self.trace = problem, SearchTrace(method=rule)
        self.frame_ids: list[dict] = []
        self.goal_id = None
        self.root_id = None

    def new_iteration(self, bound, h0) -> None:
        problem, trace = self.problem, self.trace
        trace.new_iteration()
        self.root_id = trace.add(problem.public(problem.initial), None, None, 0, h0, h0, 0, replace=False)
        self.frame_ids = []
        self._expand(0, self.root_id, problem.initial, 0, h0, bound, {problem.initial})

    def expand(self, depth, state, g, h, bound, on_path) -> None:
        node_id = self.frame_ids[depth - 1][state]
        del self.frame_ids[depth:]
        self._expand(depth, node_id, state, g, h, bound, on_path)

    def _expand(self, depth, node_id, state, g, h, bound, on_path) -> None:
        trace, public = self.trace, self.problem.public
        trace.expand(node_id, bound)
        ids = {}
        for move, child, cost, hc in self.problem.successors_h(state, h):
            f = g + cost + hc
            if child not in on_path and f <= bound:
                ids[child] = trace.add(public(child), node_id, move, g + cost, hc, f, depth + 1, replace=False)
        del self.frame_ids[depth:]
        self.frame_ids.append(ids)

    def goal(self, depth, state) -> None:
        self.goal_id = self.frame_ids[depth - 1][state]

    def finish(self) -> SearchTrace:
        self.trace.finish(self.goal_id if self.goal_id is not None else self.root_id)
        return self.trace
