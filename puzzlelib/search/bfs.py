"""Breadth-first search: a queue, a parent map, and the first goal generated is a shortest path.

The BFS article solves ``1 3 4 / 8 2 5 / 7 0 6`` towards the snail goal ``1 2 3 / 8 0 4 / 7 6 5``
this way, with a queue, a visited set, parent and level maps and a backtrace. Here the parent map
doubles as the visited set (a state is in it once it has been generated), and the goal is tested
when a state is generated rather than when it is dequeued: with unit step costs the first goal
generated is already a shortest one, and a whole level of work is saved.
"""

from __future__ import annotations

from collections import deque

from puzzlelib.errors import UnsolvableError
from puzzlelib.problems import as_problem
from puzzlelib.result import SearchResult, SearchTrace
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

__all__ = ["bfs", "bfs_steps"]


def bfs(problem, *, max_nodes: int | None = None, time_limit: float | None = None,
        record: bool = False) -> SearchResult:
    """Shortest solution by breadth-first search over any :class:`~puzzlelib.problems.Problem`.

    Parameters
    ----------
    problem : Problem
        Start state, goal test and successors; every step is assumed to cost 1.
    max_nodes, time_limit : budgets (expansions, seconds); see :mod:`puzzlelib.search.budgets`.
    record : bool
        Keep a :class:`~puzzlelib.result.SearchTrace` (``f`` and ``g`` are the depth, ``h`` is 0).

    Raises
    ------
    SearchLimitError
        A budget ran out; ``.stats`` says how far the search got.
    UnsolvableError
        Every reachable state was visited and none is a goal.

    Examples
    --------
    >>> from puzzlelib.problems import ant_problem
    >>> r = bfs(ant_problem())
    >>> r.moves, r.optimal
    (('D', 'D'), True)
    """
    return run_to_end(bfs_steps(problem, get_method("bfs"), max_nodes=max_nodes, time_limit=time_limit,
                                record=record))


def bfs_steps(problem, rule: Method, *, max_nodes: int | None = None, time_limit: float | None = None,
              record: bool = False, driven: bool = False):
    """The loop itself, a generator (:func:`~puzzlelib.search.outcome.run_to_end` runs it; driven, it
    yields its trace before each expansion and takes the board whose id it is sent)."""
    rule = get_method(rule).require(frontier="queue", goal_test="generation", ties=(("older",),))
    problem = as_problem(problem, "bfs")
    budget = rule.budget(problem, max_nodes, time_limit, record=record)
    start = problem.initial
    rec = _BfsRecorder(problem, rule) if record else None
    trace = rec.trace if rec is not None else None  # a stop hands on the search so far
    came_from: dict = {start: None}
    if problem.is_goal(start):
        return _done(problem, budget, came_from, start, 0, 0, 1, rec)
    frontier = deque([start])
    successors, is_goal, popleft, push = problem.successors, problem.is_goal, frontier.popleft, frontier.append
    check_at, next_check = budget.first_check, budget.next_check
    expanded = generated = 0
    max_frontier = 1
    while frontier:
        if expanded >= check_at and not (check_at := next_check(expanded)):
            raise budget_exceeded(budget.reason, problem, budget, "bfs",
                                  Counters(expanded, generated, max_frontier, len(came_from)), trace=trace)
        if len(frontier) > max_frontier:
            max_frontier = len(frontier)
        state = popleft() if not driven else take_entry(frontier, rec.chosen((yield trace)))
        expanded += 1
        for move, child, _ in successors(state):
            generated += 1
            if child not in came_from:
                came_from[child] = (state, move)
                if is_goal(child):
                    if rec is not None:
                        rec.expanded(state, came_from)
                    return _done(problem, budget, came_from, child, expanded, generated, max_frontier, rec)
                push(child)
        if rec is not None:
            rec.expanded(state, came_from)
    raise UnsolvableError(f"breadth-first search visited all {len(came_from):,} reachable states "
                          "and none of them is the goal",
                          result=stopped(problem, budget, "bfs", Counters(expanded, generated, max_frontier,
                                                                          len(came_from)), trace))


def _done(problem, budget, came_from, goal_state, expanded, generated, max_frontier, rec) -> SearchResult:
    trace = None
    if rec is not None:
        trace = rec.trace
        trace.finish(rec.ids.get(goal_state))
    return build_result(problem, budget, "bfs", unpack_moves(came_from, goal_state),
                        Counters(expanded, generated, max_frontier, len(came_from)),
                        optimal=getattr(problem, "unit_cost", True), trace=trace)


class _BfsRecorder:
    """Writes the trace after each expansion, from the parent map, so the search loop stays untouched.

    A child entered the queue during this expansion exactly when its parent link names this state
    and move (each state gets its link once, when first generated).
    """

    def __init__(self, problem, rule):
        self.problem, self.trace = problem, SearchTrace(method=rule)
        self.ids = {problem.initial: self.trace.add(problem.public(problem.initial), None, None, 0, 0, 0, 0)}
        self.depth = {problem.initial: 0}

    def chosen(self, node_id):
        """A test for the queued state of the trace node ``node_id``."""
        ids = self.ids
        return lambda state: ids.get(state) == node_id

    def expanded(self, state, came_from) -> None:
        trace, public, my_id = self.trace, self.problem.public, self.ids[state]
        trace.expand(my_id)
        d = self.depth[state] + 1
        for move, child, _ in self.problem.successors(state):
            if child not in self.ids and came_from.get(child) == (state, move):
                self.ids[child] = trace.add(public(child), my_id, move, d, 0, d, d)
                self.depth[child] = d
