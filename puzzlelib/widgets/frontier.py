"""The order in which each search takes boards from its open list, and a search a student can drive.

Every search keeps its open list (frontier) in its own order, and an explorer must show it in that
order, tie rule included, or the screen contradicts the rule the lesson teaches:

=============================  ==========================================================================
method                         next board taken
=============================  ==========================================================================
``bfs``                        the oldest (first in, first out)
``astar``, ``wastar``,         lowest f; among equal f the lower h, then the older board
``greedy``
``scored``                     lowest score; among equal scores the NEWEST board (the document pops the
                               last of a list sorted high to low)
``idastar``                    depth first: the deepest waiting board, first generated first, within
                               the iteration's bound on f
=============================  ==========================================================================

:class:`Drive` replays a search with the student choosing each board to expand; it knows which board
the algorithm would have taken and why, so the explorer can say so after every choice.
"""

from __future__ import annotations

from collections.abc import Callable

from puzzlelib.errors import PuzzleError
from puzzlelib.result import TraceNode

__all__ = ["ORDER_RULES", "open_key", "order_rule", "ordered_open", "method_of", "Drive"]

ORDER_RULES: dict[str, str] = {
    "bfs": "first in, first out: the oldest board first",
    "astar": "lowest f = g + h first; ties: lower h, then the older board",
    "wastar": "lowest f = g + w*h first; ties: lower h, then the older board",
    "greedy": "lowest f = h first; ties: the older board",
    "scored": "lowest score first; ties: the NEWEST board (added last)",
    "idastar": "depth first: the deepest waiting board, in the order its parent made them",
}
"""One line per method: the rule its open list follows (shown over the explorer's table)."""

METHOD_NAMES = {"bfs": "BFS", "astar": "A*", "wastar": "weighted A*", "greedy": "greedy search",
                "scored": "the scored search", "idastar": "IDA*"}


def open_key(method: str) -> Callable:
    """Sort key for trace nodes: the first node in this order is the one the search expands next."""
    if method == "bfs":
        return lambda n: (n.id,)
    if method == "scored":
        return lambda n: (n.f, -n.id)
    if method == "idastar":
        return lambda n: (-n.depth, n.id)
    return lambda n: (n.f, n.h, n.id)


def order_rule(method: str) -> str:
    return ORDER_RULES.get(method, ORDER_RULES["astar"])


def ordered_open(nodes, method: str) -> list:
    """The open nodes in the order ``method`` will take them."""
    return sorted(nodes, key=open_key(method))


def method_of(result, trace) -> str:
    """The method that recorded ``trace``: from the result when there is one, else read from the trace
    (IDA* records bounds; the scored search starts at step 1; BFS records h = 0 and f = depth)."""
    method = getattr(result, "method", None)
    if method in ORDER_RULES:
        return method
    if trace.bounds:
        return "idastar"
    root = trace.nodes[0] if trace.nodes else None
    if root is not None and root.g == 1 and root.depth == 0:
        return "scored"
    if trace.nodes and all(n.h == 0 and n.f == n.depth for n in trace.nodes[:200]):
        return "bfs"
    return "astar"


class Drive:
    """A search the student steers: ``open`` holds the waiting boards, :meth:`expand` takes the one the
    student picked, :meth:`algorithm_pick` names the one the method would have taken (and why).

    Children are made as the method makes them: a board already expanded is not added again (A* and
    weighted A* re-open it for a strictly shorter path), a board already waiting is replaced only by a
    strictly shorter path (the scored search keeps both copies), and BFS and the scored search stop
    when the goal is made, the best-first searches when it is taken; so the open list is the one the
    algorithm would hold after the same choices, and following its picks takes as many expansions.
    """

    def __init__(self, problem, method: str, *, weight: float = 2.0, weight_h: float = 2.0,
                 weight_g: float = 1.0):
        if method == "idastar":
            raise PuzzleError("IDA* follows a depth-first stack, not a choice from a list: drive A* instead "
                              "(solve(..., method='astar', record=True)).")
        self.problem, self.method = problem, method
        self.weight, self.weight_h, self.weight_g = weight, weight_h, weight_g
        self.reset()

    def priority(self, g: float, h: float, depth: int) -> float:
        if self.method == "bfs":
            return depth
        if self.method == "greedy":
            return h
        if self.method == "wastar":
            return g + self.weight * h
        if self.method == "scored":
            return self.weight_h * h + self.weight_g * (depth + 1)
        return g + h

    def reset(self) -> None:
        problem = self.problem
        start = problem.initial
        h0 = problem.h(start)
        root = TraceNode(0, problem.public(start), None, None, 0, h0, self.priority(0, h0, 0), 0)
        self.nodes: list[TraceNode] = [root]  # the student's search tree, as a recorded trace holds it
        self._inner: list = [start]  # each node's state in the search's own form
        self.open: dict[int, TraceNode] = {0: root}
        self.closed: set = set()
        self.expanded: list[int] = []
        self.best_g: dict = {start: 0}
        self.done = problem.is_goal(start)

    def key(self, node: TraceNode):
        return open_key(self.method)(node)

    def ordered(self) -> list[TraceNode]:
        return sorted(self.open.values(), key=self.key)

    def algorithm_pick(self) -> TraceNode | None:
        return min(self.open.values(), key=self.key) if self.open else None

    def why(self, node: TraceNode) -> str:
        """Why the method takes ``node`` next, in its own terms."""
        ties = [n for n in self.open.values() if n.f == node.f and n is not node]
        if self.method == "bfs":
            return f"it has waited longest (#{node.id}, added first)"
        name = "score" if self.method == "scored" else "f"
        text = f"lowest {name} = {node.f:g}"
        if ties:
            if self.method == "scored":
                text += f", tied with {len(ties)} more: the newest (#{node.id}) wins"
            else:
                same_h = [n for n in ties if n.h == node.h]
                text += f", tied with {len(ties)} more: " + ("the lowest h wins" if not same_h
                                                             else f"lowest h = {node.h:g}, then the oldest (#{node.id})")
        return text

    def expand(self, node_id: int) -> list[TraceNode]:
        """Expand the open node ``node_id``; returns its new children. Raises PuzzleError if it is not open."""
        if node_id not in self.open:
            raise PuzzleError(f"Board #{node_id} is not in the open list; pick one of the boards listed.")
        node = self.open.pop(node_id)
        inner = self._inner[node_id]
        if self.problem.is_goal(inner):  # taking the goal ends the search: the best-first searches
            self.done = True                  # count it as the goal test, not as an expansion
            return []
        self.expanded.append(node_id)
        self.closed.add(inner)
        made = []
        children = self.problem.successors_h(inner, node.h)
        if self.method == "scored":  # the document's own child order, which its newest-first ties depend on
            from puzzlelib.search.scored import DOCUMENT_ORDER

            children = sorted(children, key=lambda child: DOCUMENT_ORDER.index(child[0]))
        for move, child, cost, hc in children:
            g = node.g + cost
            if self.method == "scored":
                if child in self.closed:  # the blacklist; a board may wait in the list twice
                    continue
            else:
                if g >= self.best_g.get(child, float("inf")):
                    continue
                if child in self.closed:
                    if self.method in ("bfs", "greedy"):
                        continue
                    self.closed.discard(child)  # A* re-opens a board reached by a shorter path
                for other in [n for n in self.open.values() if self._inner[n.id] == child]:
                    del self.open[other.id]
            self.best_g[child] = g
            new = TraceNode(len(self.nodes), self.problem.public(child), node.id, move, g, hc,
                            self.priority(g, hc, node.depth + 1), node.depth + 1)
            self.nodes.append(new)
            self._inner.append(child)
            self.open[new.id] = new
            made.append(new)
            if self.method in ("bfs", "scored") and self.problem.is_goal(child):
                self.done = True  # these two stop as soon as the goal is made, as the searches do
                break
        return made
