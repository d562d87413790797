"""The open list in the order a search takes from it, and a search a student can drive.

Nothing here knows a method's rule: the order, its sentence and the method's name are read from
the :class:`~puzzlelib.search.methods.Method` record the trace carries, and the student's search
is the method's own loop, steered (:class:`~puzzlelib.search.steer.SteeredSearch`). So the table,
the drive mode and the search cannot disagree about which board comes next, what g is, or when
the goal ends the search.
"""

from __future__ import annotations

from puzzlelib.errors import PuzzleError
from puzzlelib.result import TraceNode
from puzzlelib.search.methods import METHOD_RECORDS, Method, get_method
from puzzlelib.search.steer import SteeredSearch

__all__ = ["ORDER_RULES", "open_key", "order_rule", "ordered_open", "method_of", "record_of", "Drive"]

ORDER_RULES: dict[str, str] = {name: m.order for name, m in METHOD_RECORDS.items() if m.frontier != "none"}
"""One line per method: the rule its open list follows (shown over the explorer's table)."""


def open_key(method):
    """Sort key for trace nodes: the first node in this order is the one the search expands next."""
    return get_method(method).open_key()


def order_rule(method) -> str:
    return get_method(method).order


def ordered_open(nodes, method) -> list:
    """The open nodes in the order ``method`` (a name or a record) will take them."""
    return get_method(method).ordered(nodes)


def record_of(result, trace) -> Method:
    """The record of the method that made ``trace``: the one the trace carries (its weights included),
    else the one the result names."""
    record = getattr(trace, "method", None)
    if isinstance(record, Method):
        return record
    return get_method(getattr(result, "method", None))


def method_of(result, trace) -> str:
    """The name of the method that made ``trace`` (see :func:`record_of`)."""
    return record_of(result, trace).name


class Drive:
    """A search the student steers: ``open`` holds the waiting boards, :meth:`expand` takes the one the
    student picked, :meth:`algorithm_pick` names the one the method would have taken (and why).

    The search is the method's own loop (:class:`~puzzlelib.search.steer.SteeredSearch`), so the
    children made, the g, h and f of each board and the moment the goal ends the search are the
    method's; following its picks replays the recorded search. ``method`` is a name or a record
    (a trace's, with the weights it ran with); ``weight`` (the weight on h, as weighted A*'s w),
    ``weight_h`` and ``weight_g`` change the record's weights when given.
    """

    def __init__(self, problem, method, *, weight: float | None = None, weight_h: float | None = None,
                 weight_g: float | None = None):
        record = get_method(method)
        if weight is not None or weight_h is not None or weight_g is not None:
            record = record.with_weights(weight_g=weight_g, weight_h=weight if weight is not None else weight_h)
        if not record.drivable:
            raise PuzzleError(f"{record.display_name} follows a depth-first stack, not a choice from a list: drive "
                              "A* instead (solve(..., method='astar', record=True)).")
        self.problem, self.method_record, self.method = problem, record, record.name
        self._steer = method if isinstance(method, str) and record is get_method(method) else record
        self.reset()

    def reset(self) -> None:
        """Start again from the first board."""
        self._search = SteeredSearch(self.problem, self._steer)
        self.method_record = self._search.method

    @property
    def nodes(self) -> list[TraceNode]:
        """The student's search tree so far, as a recorded trace holds it (ids index it)."""
        return self._search.trace.nodes

    @property
    def expanded(self) -> list[int]:
        return self._search.trace.expanded

    @property
    def open(self) -> dict[int, TraceNode]:
        """The boards waiting, by id (empty once the search has ended)."""
        return {n.id: n for n in self._search.open_nodes()}

    @property
    def done(self) -> bool:
        return self._search.done

    @property
    def result(self):
        """The search's result once it has ended (None before)."""
        return self._search.result

    def priority(self, g: float, h: float, depth: int | None = None) -> float:
        return self.method_record.priority(g, h)

    def key(self, node: TraceNode):
        return self.method_record.open_key()(node)

    def ordered(self) -> list[TraceNode]:
        return self.method_record.ordered(self.open.values())

    def algorithm_pick(self) -> TraceNode | None:
        waiting = self.open.values()
        return min(waiting, key=self.method_record.open_key()) if waiting else None

    def why(self, node: TraceNode) -> str:
        """Why the method takes ``node`` next, in its own terms."""
        return self.method_record.why(node, list(self.open.values()))

    def expand(self, node_id: int) -> list[TraceNode]:
        """Expand the open node ``node_id``; returns its new children. Raises PuzzleError if it is not open."""
        made = len(self.nodes)
        self._search.take(node_id)
        return self.nodes[made:]
