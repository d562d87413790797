"""One record per search method: its names and the rule it follows, written down once.

A method's rule is a handful of facts: the priority ``f = weight_g * g + weight_h * h`` of a waiting
board, which board wins among equal ``f``, whether an expanded board may be opened again, and
whether the goal is tested when a board is made or when it is taken. Each fact lives here and
nowhere else:

* :func:`get_method` is the one place that turns a name or an alias (``"a*"``, ``"weighted"``) into
  a :class:`Method`; :func:`~puzzlelib.search.solve` and the command line resolve names with it;
* the searches copy a record's weights, tie rule and reopen rule into local variables before their
  loops (so the loops stay as fast as with literal constants) and refuse a record whose rule they
  do not run;
* a recorded search's :class:`~puzzlelib.result.SearchTrace` carries the record it ran with, so the
  explorer sorts its open list with :meth:`Method.open_key`, labels it with :attr:`Method.formula`
  and :attr:`Method.order`, and names the method with :attr:`Method.display_name`.

The scored search's ``g`` is the ant post's *step*: 1 for the starting view, one more per move
(:attr:`Method.first_g`). Its priority is then exactly ``f = score x 2 + step``, with ``h`` the
post's score (the distance sum): every row a view shows adds up.

>>> get_method("A*").formula, get_method("scored").formula
('f = g + h', 'f = score x 2 + step')
>>> get_method("wastar").with_weights(weight_h=1.5).formula
'f = g + 1.5 x h'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from puzzlelib.errors import PuzzleError, short_repr
from puzzlelib.search.budgets import DEFAULT_IDA_MAX_NODES, DEFAULT_TIME_LIMIT, Budget, check_number

__all__ = ["Method", "METHOD_RECORDS", "METHODS", "get_method", "display_name", "DOCUMENT_ORDER",
           "TIES", "FRONTIERS", "GOAL_TESTS"]

DOCUMENT_ORDER = ("L", "R", "U", "D")
"""The order the ant post handles children in (it lists them down, up, right, left and pops from the end)."""

TIES = ("lower h", "older", "newer")
"""Words of a tie rule, applied in order among boards of equal f: the lower h first; the board that
entered the open list first; the board that entered it last."""

FRONTIERS = ("queue", "priority", "stack", "none")
"""How the open list is taken from: first in first out; lowest f then the ties; the deepest waiting
board first (depth first, within a bound on f); no open list at all (a strategy, not a search)."""

GOAL_TESTS = ("generation", "expansion", "none")
"""When the goal is tested: as soon as a board is made, or when it is taken from the open list."""


@dataclass(frozen=True)
class Method:
    """What a search method is called and the rule it follows (see the module docstring).

    The priority of a waiting board is ``f = weight_g * g + weight_h * h``; ``g`` is counted from
    ``first_g`` at the start and ``g_name``/``h_name`` are the words the lessons use for the two
    (``"step"`` and ``"score"`` for the ant post's search). ``default_max_nodes`` None means the
    node budget is sized to memory (:func:`~puzzlelib.search.budgets.default_max_nodes`).
    """

    name: str
    display_name: str
    aliases: tuple[str, ...] = ()
    frontier: str = "priority"
    weight_g: float = 1
    weight_h: float = 1
    first_g: int = 0
    g_name: str = "g"
    h_name: str = "h"
    h_term_first: bool = False
    ties: tuple[str, ...] = ("lower h", "older")
    reopen: bool = False
    goal_test: str = "expansion"
    child_order: tuple[str, ...] | None = None
    uses_heuristic: bool = True
    guarantee: str = "none"
    default_max_nodes: int | None = None
    default_time_limit: float = DEFAULT_TIME_LIMIT

    def __post_init__(self):
        if self.frontier not in FRONTIERS or self.goal_test not in GOAL_TESTS or not set(self.ties) <= set(TIES):
            raise PuzzleError(f"a method's frontier is one of {FRONTIERS}, its goal test one of {GOAL_TESTS} and "
                              f"its ties words of {TIES}; got {self.frontier!r}, {self.goal_test!r}, {self.ties!r}")

    # ------------------------------------------------------------------ the rule, in words
    @property
    def formula(self) -> str:
        """The priority in the lessons' words: ``"f = g + h"``, ``"f = score x 2 + step"``, ``"f = h"``."""
        terms = [(self.g_name, self.weight_g, True), (self.h_name, self.weight_h, True)]
        if self.h_term_first:
            terms = [(name, weight, False) for name, weight, _ in reversed(terms)]
        shown = [name if weight == 1 else (f"{weight:g} x {name}" if weight_first else f"{name} x {weight:g}")
                 for name, weight, weight_first in terms if weight]
        return "f = " + (" + ".join(shown) or "0")

    @property
    def order(self) -> str:
        """The one sentence that says which waiting board this method takes next."""
        if self.frontier == "queue":
            return "first in, first out: the board that has waited longest first"
        if self.frontier == "stack":
            return (f"depth first: the deepest waiting board, in the order its parent made them, "
                    f"while {self.formula} stays within the bound")
        if self.frontier == "none":
            return "no open list: the tiles are placed row by row"
        words = {"lower h": f"the lower {self.h_name}", "older": "the older board",
                 "newer": "the NEWEST board (added last)"}
        ties = [t for t in self.ties if not (t == "lower h" and self._f_fixes_h)]
        return f"lowest {self.formula} first; among equal f, " + ", then ".join(words[t] for t in ties)

    @property
    def _f_fixes_h(self) -> bool:
        """Equal f means equal h (f counts h alone), so a tie on h never decides anything."""
        return self.weight_g == 0 and self.weight_h != 0

    @property
    def drivable(self) -> bool:
        """A student can pick each board to expand: the method takes boards from a list (IDA*'s
        depth-first stack and a strategy have no list to choose from)."""
        return self.frontier in ("queue", "priority")

    @property
    def f_grows(self) -> bool:
        """Expansions come in contours of growing f (A*'s with a consistent heuristic, IDA*'s bounds)."""
        return self.frontier == "stack" or (self.frontier == "priority" and self.weight_g == self.weight_h == 1)

    def label(self, detail: str = "formula") -> str:
        """The display name with ``detail`` in brackets, for menus and legends: ``"formula"`` gives
        the priority where the method has one (``"A* (f = g + h)"``), ``""`` nothing, other words
        themselves (``"A* (Manhattan)"``)."""
        if detail == "formula":
            detail = self.formula if self.frontier in ("priority", "stack") else ""
        return f"{self.display_name} ({detail})" if detail else self.display_name

    # ------------------------------------------------------------------ the rule, as keys
    def open_key(self) -> Callable:
        """Sort key for trace nodes: the first node in this order is the one the method takes next.

        Node ids grow in the order nodes entered the open list, so "older" is the smaller id.
        """
        if self.frontier == "stack":
            return lambda n: (-n.depth, n.id)
        if self.frontier == "queue":
            return lambda n: n.id
        parts = []
        for tie in self.ties:
            if tie == "lower h":
                parts.append(lambda n: n.h)
            else:
                parts.append((lambda n: n.id) if tie == "older" else (lambda n: -n.id))
        return lambda n: (n.f, *(part(n) for part in parts))

    def ordered(self, nodes) -> list:
        """``nodes`` (trace nodes) in the order this method takes them (first = next)."""
        return sorted(nodes, key=self.open_key())

    def priority(self, g, h):
        """``f`` of a board with these ``g`` and ``h``, computed as the searches compute it."""
        return self.weight_g * g + self.weight_h * h

    def why(self, node, waiting) -> str:
        """Why this method takes ``node`` next out of ``waiting`` (trace nodes), in its own terms."""
        if self.frontier == "queue":
            return f"it has waited longest (#{node.id}, added first)"
        if self.frontier == "stack":
            return f"it is the deepest waiting board (depth {node.depth}, #{node.id})"
        text = f"lowest f = {node.f:g}"
        ties = [n for n in waiting if n.f == node.f and n is not node]
        if not ties:
            return text
        text += f", tied with {len(ties)} more: "
        reasons = []
        for tie in self.ties:
            if tie == "lower h" and not self._f_fixes_h:
                if any(n.h != node.h for n in ties):
                    reasons.append(f"the lowest {self.h_name} ({node.h:g})")
                ties = [n for n in ties if n.h == node.h]
            elif tie in ("older", "newer") and ties:
                reasons.append(f"the {'oldest' if tie == 'older' else 'newest'} (#{node.id})")
                break
        return text + ", then ".join(reasons) + " wins"

    def budget(self, problem, max_nodes: int | None = None, time_limit: float | None = None, *,
               record: bool = False) -> Budget:
        """The limits of one run of this method on ``problem``: those given, else the method's defaults."""
        return Budget(problem, max_nodes, self.default_time_limit if time_limit is None else time_limit,
                      default_nodes=self.default_max_nodes, record=record)

    # ------------------------------------------------------------------ variants
    def with_weights(self, weight_g=None, weight_h=None) -> Method:
        """This method with other weights (checked: finite numbers >= 0), e.g. weighted A*'s ``w``."""
        weight_g = self.weight_g if weight_g is None else check_number(f"{self.name}'s weight_g", weight_g)
        weight_h = self.weight_h if weight_h is None else check_number(f"{self.name}'s weight_h", weight_h)
        if (weight_g, weight_h) == (self.weight_g, self.weight_h):
            return self
        return replace(self, weight_g=weight_g, weight_h=weight_h)

    def require(self, *, frontier: str, goal_test: str, ties) -> Method:
        """This record, after checking that a search loop runs its rule (``ties``: the tie rules the
        loop can follow); a record the loop cannot follow is refused rather than run with another rule."""
        if self.frontier != frontier or self.goal_test != goal_test or tuple(self.ties) not in ties:
            raise PuzzleError(f"this search runs a {frontier} tested at {goal_test} with ties {' or '.join(map(str, ties))}; "
                              f"{self.name!r} asks for a {self.frontier} tested at {self.goal_test} with ties {self.ties}")
        return self


METHOD_RECORDS: dict[str, Method] = {m.name: m for m in (
    Method("bfs", "BFS", ("breadth_first", "breadth_first_search"), frontier="queue", weight_g=1, weight_h=0,
           ties=("older",), goal_test="generation", uses_heuristic=False,
           guarantee="shortest (every move costs 1)"),
    Method("scored", "the scored search", (), weight_g=1, weight_h=2, first_g=1,
           g_name="step", h_name="score", h_term_first=True, ties=("newer",), goal_test="generation",
           child_order=DOCUMENT_ORDER),
    Method("greedy", "greedy best-first", ("best_first", "greedy_best_first"), weight_g=0, weight_h=1),
    Method("astar", "A*", ("a*", "a_star"), reopen=True, guarantee="shortest, if h is admissible"),
    Method("wastar", "weighted A*", ("weighted", "weighted_astar", "weighted_a*"), weight_h=2, reopen=True,
           guarantee="at most w times the shortest, if h is admissible"),
    Method("idastar", "IDA*", ("ida*", "ida_star"), frontier="stack", ties=("older",), goal_test="generation",
           guarantee="shortest, if h is admissible", default_max_nodes=DEFAULT_IDA_MAX_NODES),
    Method("row_by_row", "row by row", ("rowbyrow",), frontier="none", weight_g=0, weight_h=0, ties=(),
           goal_test="none", uses_heuristic=False),
)}
"""Every method :func:`~puzzlelib.search.solve` runs, by name, with its default weights."""

METHODS = tuple(METHOD_RECORDS)
"""The method names, in teaching order."""

def _key(text: str) -> str:
    return text.strip().lower().replace("-", "_").replace(" ", "_")


_BY_ALIAS = {_key(alias): m for m in METHOD_RECORDS.values() for alias in (m.name, *m.aliases, m.display_name)}


def get_method(method) -> Method:
    """The :class:`Method` named ``method``: a name, an alias or a display name (``"A*"``, ``"ida*"``,
    ``"weighted"``, ``"the scored search"``; any case, with spaces or dashes for underscores) or a
    record (returned as it is).

    >>> get_method("IDA*").name, get_method("breadth-first").display_name
    ('idastar', 'BFS')
    """
    if isinstance(method, Method):
        return method
    if not isinstance(method, str):
        raise PuzzleError(f"method must be a name such as 'astar', got {short_repr(method)}")
    found = _BY_ALIAS.get(_key(method))
    if found is None:
        raise PuzzleError(f"Unknown method {short_repr(method)}; use one of {', '.join(METHODS)}.")
    return found


def display_name(method) -> str:
    """How views name ``method`` (a name, an alias or a record): ``"A*"``, ``"greedy best-first"``."""
    return get_method(method).display_name
