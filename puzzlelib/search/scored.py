"""The ant post's scored search, rule for rule.

The ant post restores a puzzle like this:

1. keep a list of *views* (boards), each with the key ``f = score x 2 + step``, where ``score`` is
   the view's distance sum and ``step`` is 1 for the starting view and one more for each move after it;
2. take the view with the smallest f; among equal f, the one added last;
3. put it on a *blacklist* of views already expanded;
4. make its children (the blank moved left, right, up, down, in that order), skip any child on
   the blacklist, score the rest, and **stop as soon as a child is the goal**;
5. otherwise add the children to the list and go back to 2.

Here the weights are parameters (``weight_h`` on the score, ``weight_g`` on the step, defaults 2
and 1, from the record :func:`~puzzlelib.search.methods.get_method` gives for ``"scored"``, where the
step is the method's g) and the score is the problem's heuristic (Manhattan with or without the blank; the
ant post's own score counts the blank: ``solve(board, method="scored", heuristic="manhattan+blank")``
replays it move for move, as the tests check against a transcription of its loop). Two
details are kept on purpose because they are the ant post's behaviour: a view can sit in the list
twice (it is only blacklisted once expanded), and a popped view is expanded even if an earlier copy
of it already was. The search is not optimal: the weight on the distance makes it greedy-ish, and
the goal test at generation returns the first goal seen, not the cheapest. The lessons show both.

The list is a heap of ``(f, -tick, h, step, state)`` tuples: ``tick`` counts pushes, so among
equal f the most recent view wins, exactly as the ant post's "sort descending, pop the last"
does, and the states themselves are never compared (the sign comes from the record's tie rule).
"""

from __future__ import annotations

from dataclasses import replace
from heapq import heappop, heappush

from puzzlelib.board import coerce_moves
from puzzlelib.errors import UnsolvableError
from puzzlelib.problems import PuzzleProblem, as_problem
from puzzlelib.result import SearchResult, SearchTrace
from puzzlelib.search.budgets import check_number, heuristic_at_start
from puzzlelib.search.methods import DOCUMENT_ORDER, Method, get_method
from puzzlelib.search.outcome import Counters, budget_exceeded, build_result, run_to_end, stopped, take_entry

__all__ = ["scored", "scored_steps", "child_order_for", "DOCUMENT_ORDER"]

_TIES = (("newer",), ("older",))  # the heap tuple (f, +-tick, ...): the last or the first pushed wins a tie


def scored(problem, *, weight_h: float = 2, weight_g: float = 1, order=DOCUMENT_ORDER,
           max_nodes: int | None = None, time_limit: float | None = None, record: bool = False) -> SearchResult:
    """The ant post's scored search (see the module docstring). Never claims optimality.

    ``order`` lists move labels in the order children are considered (moves not listed keep the
    problem's order after the listed ones); ``None`` keeps the problem's order.

    >>> from puzzlelib.problems import ant_problem
    >>> scored(ant_problem()).moves
    ('D', 'D')
    """
    weight_h = check_number("the scored search's weight_h", weight_h)
    weight_g = check_number("the scored search's weight_g", weight_g)
    rule = get_method("scored").with_weights(weight_g=weight_g, weight_h=weight_h)
    if order is not None:
        order = tuple(coerce_moves(order, "order"))
    if order != rule.child_order:
        rule = replace(rule, child_order=order)
    return run_to_end(scored_steps(problem, rule, max_nodes=max_nodes, time_limit=time_limit, record=record))


def scored_steps(problem, rule: Method, *, max_nodes: int | None = None, time_limit: float | None = None,
                 record: bool = False, driven: bool = False):
    """The loop itself, a generator (:func:`~puzzlelib.search.outcome.run_to_end` runs it; driven, it
    yields its trace before each expansion and takes the view whose id it is sent)."""
    # One piece: the loop is the hot path of every scored run, its rule copied into locals below.
    rule = get_method(rule).require(frontier="priority", goal_test="generation", ties=_TIES)
    weight_h, weight_g, first_step = rule.weight_h, rule.weight_g, rule.first_g
    sign = -1 if rule.ties == ("newer",) else 1  # heap entries hold sign * tick: the newest or oldest first
    problem = as_problem(problem, "scored")
    budget = rule.budget(problem, max_nodes, time_limit, record=record)
    start = problem.initial
    links: list = [None]  # links[tick] = (parent tick, move): the views' parent pointers
    rec = _Recorder(problem, rule) if record else None
    trace = rec.trace if rec is not None else None  # a stop hands on the search so far
    if problem.is_goal(start):
        return _done(problem, budget, links, 0, 0, 0, 1, 1, rec)
    h0 = heuristic_at_start(problem)
    heap = [(weight_h * h0 + weight_g * first_step, 0, h0, first_step, start)]
    blacklist: set = set()
    rank = _ranker(rule.child_order)
    successors_h, is_goal, blacklisted, blacklist_add = problem.successors_h, problem.is_goal, \
        blacklist.__contains__, blacklist.add
    check_at, next_check = budget.first_check, budget.next_check
    expanded = generated = tick = 0
    max_frontier = 1
    while heap:
        if expanded >= check_at and not (check_at := next_check(expanded)):
            raise budget_exceeded(budget.reason, problem, budget, "scored",
                                  Counters(expanded, generated, max_frontier, len(blacklist) + len(heap)), trace=trace)
        if len(heap) > max_frontier:
            max_frontier = len(heap)
        _, signed_tick, h, step, state = heappop(heap) if not driven else \
            take_entry(heap, rec.chosen((yield trace), sign))
        parent_tick = sign * signed_tick
        blacklist_add(state)
        expanded += 1
        first_tick = tick
        children = successors_h(state, h)
        if rank is not None:
            children = sorted(children, key=rank)
        step += 1
        for move, child, _, hc in children:
            generated += 1
            if blacklisted(child):
                continue
            tick += 1
            links.append((parent_tick, move))
            if is_goal(child):
                if rec is not None:
                    rec.expanded(parent_tick, state, h, step, first_tick, blacklist)
                return _done(problem, budget, links, tick, expanded, generated, max_frontier,
                             len(blacklist) + len(heap), rec)
            heappush(heap, (weight_h * hc + weight_g * step, sign * tick, hc, step, child))
        if rec is not None:
            rec.expanded(parent_tick, state, h, step, first_tick, blacklist)
    raise UnsolvableError(f"the scored search ran out of views after {expanded:,} expansions without the goal",
                          result=stopped(problem, budget, "scored",
                                         Counters(expanded, generated, max_frontier, len(blacklist)), trace))


def child_order_for(problem):
    """The order the scored search considers ``problem``'s children in: the post's own order on a
    puzzle (its newest-first ties depend on it); the problem's order elsewhere (the ant's U, D, L, R)."""
    return DOCUMENT_ORDER if isinstance(problem, PuzzleProblem) else None


def _ranker(order):
    if order is None:
        return None
    position = {m: i for i, m in enumerate(coerce_moves(order, "order"))}
    last = len(position)
    return lambda child: position.get(child[0], last)


def _done(problem, budget, links, tick, expanded, generated, max_frontier, memory, rec) -> SearchResult:
    moves = []
    while links[tick] is not None:
        tick, move = links[tick]
        moves.append(move)
    moves.reverse()
    trace = rec.finish() if rec is not None else None
    return build_result(problem, budget, "scored", moves, Counters(expanded, generated, max_frontier, memory),
                        optimal=False, trace=trace)


class _Recorder:
    """Writes the trace after each expansion by replaying the same children rule (pushes are ticked
    in order, so the k-th push after ``first_tick`` is the k-th non-blacklisted child)."""

    def __init__(self, problem, rule):
        self.problem, self.wh, self.wg, self.rank = problem, rule.weight_h, rule.weight_g, _ranker(rule.child_order)
        self.trace = SearchTrace(method=rule)
        h0, step = problem.h(problem.initial), rule.first_g
        self.by_tick = {0: self.trace.add(problem.public(problem.initial), None, None, step, h0,
                                          self.wh * h0 + self.wg * step, 0, replace=False)}
        self.goal_id = None

    def chosen(self, node_id, sign: int):
        """A test for the heap entry of the trace node ``node_id`` (entries hold ``sign * tick``)."""
        by_tick = self.by_tick
        return lambda entry: by_tick.get(sign * entry[1]) == node_id

    def expanded(self, parent_tick, state, h, step, first_tick, blacklist) -> None:
        trace, problem = self.trace, self.problem
        my_id = self.by_tick[parent_tick]
        trace.expand(my_id)
        children = problem.successors_h(state, h)
        if self.rank is not None:
            children = sorted(children, key=self.rank)
        tick = first_tick
        for move, child, _, hc in children:
            if child in blacklist:
                continue
            tick += 1
            node = trace.add(problem.public(child), my_id, move, step, hc, self.wh * hc + self.wg * step,
                             trace.nodes[my_id].depth + 1, replace=False)
            self.by_tick[tick] = node
            if problem.is_goal(child):
                self.goal_id = node
                break

    def finish(self) -> SearchTrace:
        self.trace.finish(self.goal_id if self.goal_id is not None else 0)
        return self.trace
