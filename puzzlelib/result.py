"""What a search hands back: :class:`SearchResult`, and with ``record=True`` a :class:`SearchTrace`.

Every algorithm in :mod:`puzzlelib.search` returns the same frozen record, so a notebook can put
BFS, the ant post's scored search, greedy, A* and IDA* side by side in one table. The trace keeps
just enough (each node's parent, g, h and f, and what entered and left the frontier at each
expansion) to replay a search step by step and to draw the tree it explored.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, fields

from puzzlelib.board import BoardPath, whole_number_at_least
from puzzlelib.errors import PuzzleError, SearchLimitError, short_repr

__all__ = [
    "SearchResult",
    "SearchTrace",
    "TraceNode",
    "effective_branching_factor",
    "Counters",
    "BoardReplay",
    "solved_result",
    "stopped_result",
    "budget_error",
]


_MAX_GENERATED = 10**300
_MAX_DEPTH = 10**15  # floats still tell b from 1 in b**depth; no search gets near it


def effective_branching_factor(generated: int, depth: int, *, tol: float = 1e-9) -> float | None:
    """The b* with ``1 + b + b**2 + ... + b**depth == generated + 1`` (Russell and Norvig's definition).

    Which nodes are counted: every search here reports ``nodes_generated`` as the successors it
    created (each child of each expansion, duplicates included), never the start node, which no
    expansion creates. Russell and Norvig write ``N + 1 = 1 + b* + ... + (b*)**d`` with exactly that
    ``N``: the ``+ 1`` adds the root back, so both sides count a whole tree, root included. The
    shorter form "the b with 1 + b + ... + b^d = nodes generated" is the same equation when
    "nodes generated" includes the root; with our root-free counter, leaving out the ``+ 1`` would
    compare a tree with its root against a count without it and give a b* slightly too small.

    A uniform tree with branching factor b* and the solution's depth would hold as many nodes as
    the search generated (plus the root), so b* lets a class compare methods across boards of
    different depths: close to 1 means the search walked almost straight to the goal. Example by
    hand: 6 nodes generated for a solution 2 moves deep gives ``1 + b + b**2 = 7``, so b* = 2.

    Returns None when the depth is 0 (no branching to speak of). Solved by bisection: the sum is
    increasing in b, and ``b**depth <= generated + 1`` bounds the answer from above.

    >>> round(effective_branching_factor(52, 5), 2)
    1.92
    >>> round(effective_branching_factor(6, 2), 9)
    2.0
    >>> effective_branching_factor(10, 0) is None
    True
    """
    generated, depth = (whole_number_at_least(value, 0, name, "effective_branching_factor(52, 5)")
                        for value, name in ((generated, "generated"), (depth, "depth")))
    if not (isinstance(tol, int | float) and not isinstance(tol, bool) and 0 < tol < 1):
        raise PuzzleError(f"tol must be a small positive number such as 1e-9, got {short_repr(tol)}.")
    if depth <= 0:
        return None
    if generated > _MAX_GENERATED or depth > _MAX_DEPTH:
        raise PuzzleError(f"b* is computed for up to {_MAX_GENERATED:.0e} nodes generated and depths up to "
                          f"{_MAX_DEPTH:.0e}, got {short_repr(generated)} nodes and depth {short_repr(depth)}.")
    log_total = math.log(generated + 1)

    def log_tree_size(b: float) -> float:
        # log(1 + b + ... + b**depth) from the closed form, so any depth costs the same few operations
        # (a solution of 100,000 moves or more from a search with odd weights is still described).
        if b == 1.0:
            return math.log(depth + 1)
        if b < 1.0:
            return math.log1p(-(b ** (depth + 1))) - math.log1p(-b)
        return (depth + 1) * math.log(b) + math.log1p(-(b ** -(depth + 1))) - math.log(b - 1)

    lo, hi = 0.0, max(1.0, math.exp(min(log_total / depth, 700.0)))
    for _ in range(200):  # bounded: near 1e7 adjacent floats are further apart than any fixed tol
        mid = (lo + hi) / 2
        if hi - lo <= tol * max(1.0, hi) or mid in (lo, hi):
            break
        if mid == 0.0 or log_tree_size(mid) < log_total:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


@dataclass(frozen=True)
class TraceNode:
    """One node a recorded search generated.

    ``id`` is the node's number in generation order (the root is 0); ``parent`` is the parent's id
    (None for the root). ``state`` is the public state (a :class:`~puzzlelib.board.Board` for a puzzle,
    a ``(row, col)`` cell for the grid). ``f`` is the priority the algorithm used, always
    ``weight_g * g + weight_h * h`` with the weights of the trace's method: ``g + h`` for A*, ``h``
    for greedy, ``score x 2 + step`` for the scored search (whose g is the step, 1 at the start and h
    the score), ``g`` (the depth) for BFS.
    """

    id: int
    state: object
    parent: int | None
    move: str | None
    g: float
    h: float
    f: float
    depth: int


@dataclass
class SearchTrace:
    """The history of one recorded search (``solve(..., record=True)``).

    Attributes
    ----------
    nodes:
        Every generated :class:`TraceNode`, indexed by id.
    expanded:
        Node ids in the order they were expanded; ``trace.steps == len(expanded)``.
    solution_ids:
        Ids of the nodes on the solution, root first (empty if the search failed).
    method:
        The :class:`~puzzlelib.search.methods.Method` the search ran with (its weights included):
        the rule that orders the open list, so a view can show that order and name the method.

    ``open_at(k)`` and ``closed_at(k)`` give the frontier and the expanded set after ``k``
    expansions (``k = 0``: only the root is open). IDA* starts each iteration with an empty closed
    set, and its open set is what waits on the depth-first stack.
    """

    nodes: list[TraceNode] = field(default_factory=list)
    expanded: list[int] = field(default_factory=list)
    added: list[list[int]] = field(default_factory=lambda: [[]])
    removed: list[list[int]] = field(default_factory=lambda: [[]])
    resets: set[int] = field(default_factory=set)
    bounds: list[float] = field(default_factory=list)
    solution_ids: list[int] = field(default_factory=list)
    method: object = None
    _open_ids: dict = field(default_factory=dict, repr=False)
    _cursor: tuple = field(default=(-1, {}), repr=False)

    # --- recording (called by the algorithms; cheap, and only when record=True) ---
    def add(self, state, parent: int | None, move, g, h, f, depth: int, *, replace: bool = True) -> int:
        """Record a node entering the frontier; with ``replace`` an open node of the same state leaves it."""
        node_id = len(self.nodes)
        self.nodes.append(TraceNode(node_id, state, parent, move, g, h, f, depth))
        if replace:
            old = self._open_ids.get(state)
            if old is not None:
                self.removed[-1].append(old)
            self._open_ids[state] = node_id
        self.added[-1].append(node_id)
        return node_id

    def expand(self, node_id: int, bound: float | None = None) -> None:
        """Record that ``node_id`` left the frontier and was expanded (starts a new step)."""
        self.expanded.append(node_id)
        self.added.append([])
        self.removed.append([])
        if bound is not None:
            self.bounds.append(bound)
        state = self.nodes[node_id].state
        if self._open_ids.get(state) == node_id:
            del self._open_ids[state]

    def new_iteration(self) -> None:
        """IDA*: the next expansion starts a fresh depth-first iteration (closed set emptied)."""
        self.resets.add(len(self.expanded))

    def finish(self, goal_id: int | None) -> None:
        """Remember the solution by walking parent links back from the goal node."""
        ids = []
        while goal_id is not None:
            ids.append(goal_id)
            goal_id = self.nodes[goal_id].parent
        self.solution_ids = ids[::-1]
        self._open_ids = {}

    # --- reading ---
    @property
    def steps(self) -> int:
        """Number of expansions recorded."""
        return len(self.expanded)

    @property
    def solution_path(self) -> list:
        """States on the solution, start first (empty if the search failed)."""
        return [self.nodes[i].state for i in self.solution_ids]

    @property
    def expansion_order(self) -> list:
        """States in the order they were expanded."""
        return [self.nodes[i].state for i in self.expanded]

    def _check_step(self, step: int) -> None:
        if not 0 <= step <= self.steps:
            raise IndexError(f"step must be between 0 and {self.steps} (the number of expansions), got {step}")

    def open_at(self, step: int) -> list[TraceNode]:
        """The frontier after ``step`` expansions, in generation order.

        Replays the recorded events from the last step asked for (or from the start when going
        back), so stepping forward through a search costs O(1) events per step.
        """
        self._check_step(step)
        done, open_ids = self._cursor if self._cursor[0] <= step else (-1, {})
        open_ids = dict(open_ids)
        for k in range(done + 1, step + 1):
            if k > 0:
                open_ids.pop(self.expanded[k - 1], None)
            for i in self.removed[k]:
                open_ids.pop(i, None)
            for i in self.added[k]:
                open_ids[i] = None
        self._cursor = (step, open_ids)
        return [self.nodes[i] for i in sorted(open_ids)]

    def closed_at(self, step: int) -> list[TraceNode]:
        """Nodes expanded in the first ``step`` expansions (since the last IDA* iteration began)."""
        self._check_step(step)
        first = max((r for r in self.resets if r < step), default=0)
        return [self.nodes[i] for i in self.expanded[first:step]]

    def to_networkx(self, ids=None):
        """The explored tree as a ``networkx.DiGraph`` (only the nodes ``ids``, in that order, if given).

        Nodes are trace ids; attributes: ``state``, ``label`` (the state as text), ``move``, ``g``,
        ``h``, ``f``, ``depth``, ``order`` (expansion number, or None if never expanded),
        ``status`` (``"closed"`` or ``"open"``) and ``on_path``. Edges go parent -> child (when both
        are included) and carry the ``move``. :func:`~puzzlelib.draw.draw_search_tree` draws this graph.
        """
        import networkx as nx  # heavy: imported only when a picture is wanted

        order: dict[int, int] = {}
        for k, i in enumerate(self.expanded):
            order.setdefault(i, k)
        on_path = set(self.solution_ids)
        chosen = self.nodes if ids is None else [self.nodes[i] for i in ids]
        included = {node.id for node in chosen}
        graph = nx.DiGraph()
        for node in chosen:
            text = node.state.to_text() if hasattr(node.state, "to_text") else str(node.state)
            graph.add_node(
                node.id,
                state=node.state,
                label=text,
                move=node.move,
                g=node.g,
                h=node.h,
                f=node.f,
                depth=node.depth,
                order=order.get(node.id),
                status="closed" if node.id in order else "open",
                on_path=node.id in on_path,
            )
        for node in chosen:
            if node.parent in included:
                graph.add_edge(node.parent, node.id, move=node.move)
        return graph


def _public(value):
    """A JSON-friendly form of a state: boards as slash text, tuples as lists."""
    if hasattr(value, "to_text"):
        return value.to_text()
    if isinstance(value, tuple):
        return [_public(v) for v in value]
    return value


MAX_PATH_CELLS = 1_000_000
"""Cells of boards :meth:`SearchResult.as_dict` writes out as the path's text (about 4 MB of JSON)."""


@dataclass(frozen=True)
class SearchResult:
    """What every search returns: the solution, how much work it took, and what is guaranteed.

    ``moves`` are blank directions (the ant's directions for a grid); ``tiles`` the tile numbers
    slid (empty for non-puzzle problems); ``path`` the states from start to goal (for a puzzle a
    :class:`~puzzlelib.board.BoardPath`, which compares equal to the tuple of boards and replays them
    on demand, so a three-million-move solution stays a few megabytes). ``optimal`` is
    True only when the method guarantees a shortest solution (BFS; A* and IDA* with an admissible
    heuristic). ``branching_factor`` is the effective b* (see :func:`effective_branching_factor`).
    ``max_memory_nodes`` is the largest number of states held at once.
    """

    moves: tuple[str, ...]
    tiles: tuple[int, ...]
    path: tuple
    length: int
    cost: float
    nodes_expanded: int
    nodes_generated: int
    max_frontier: int
    max_memory_nodes: int
    seconds: float
    method: str
    heuristic: str | None
    optimal: bool
    solved: bool
    branching_factor: float | None
    trace: SearchTrace | None = None
    start: object = None
    goal: object = None

    def as_dict(self) -> dict:
        """JSON-friendly fields (boards as text; the trace left out).

        ``path`` is the list of board texts, or None when it would hold more than :data:`MAX_PATH_CELLS`
        cells (a row-by-row solution of a 34 x 34 board: 150,000 boards of 1,156 cells); ``start`` and
        ``moves`` describe it then, and ``result.path`` replays any board of it.
        """
        out = {}
        for f in fields(self):
            if f.name == "trace":
                continue
            value = getattr(self, f.name)
            if f.name in ("moves", "tiles"):
                value = list(value)
            elif f.name == "path":
                size = getattr(value[0], "size", 1) if len(value) else 1
                value = [_public(s) for s in value] if len(value) * size <= MAX_PATH_CELLS else None
            else:
                value = _public(value)
            out[f.name] = value
        return out

    def stats(self) -> dict:
        """Just the counters (what a :class:`~puzzlelib.errors.SearchLimitError` carries)."""
        keep = ("nodes_expanded", "nodes_generated", "max_frontier", "max_memory_nodes", "seconds",
                "method", "heuristic")
        return {k: getattr(self, k) for k in keep}

    def __str__(self) -> str:
        head = f"{self.method}" + (f" ({self.heuristic})" if self.heuristic else "")
        if not self.solved:
            return f"{head}: not solved after {self.nodes_expanded} expansions"
        moves = "move" if self.length == 1 else "moves"
        return (f"{head}: {self.length} {moves} {''.join(self.moves)}, {self.nodes_expanded} expanded, "
                f"{self.seconds:.3f} s" + (", optimal" if self.optimal else ""))


# --------------------------------------------------------------------------- building results
# Every solver, searching or not, builds its result with these three functions, so a solution is
# always replayed before anyone sees it and a stop always reads the same way.


@dataclass(frozen=True)
class Counters:
    """What a search counted, as one record: at its end or where a budget stopped it.

    ``max_memory`` is the largest number of states held at once (``SearchResult.max_memory_nodes``).
    """

    expanded: int = 0
    generated: int = 0
    max_frontier: int = 1
    max_memory: int = 1


class BoardReplay:
    """The part of a :class:`~puzzlelib.problems.Problem` that :func:`solved_result` needs, for
    solvers that work on a :class:`~puzzlelib.board.Board` directly (the tuned IDA*, the strategies).
    """

    unit_cost = True

    def __init__(self, board, goal):
        self.board, self.goal, self.initial = board, goal, board
        self._slid: tuple[tuple, tuple[int, ...]] = ((), ())

    def public(self, state):
        return state

    def replay(self, moves) -> BoardPath:
        """The boards along ``moves`` as a :class:`~puzzlelib.board.BoardPath` (moves kept, boards replayed on
        demand, so a long solution stays small), after checking on one walk that they end at the goal."""
        moves = tuple(moves)
        slid: list[int] = []
        end = self.board._walk(moves, slid=slid)
        if tuple(end) != self.goal.tiles:
            shown = short_repr("".join(moves))
            raise PuzzleError(f"the moves {shown} end in {self.board.apply(moves).to_text()}, not the goal")
        self._slid = (moves, tuple(slid))
        return BoardPath(self.board, moves)

    def tiles_for(self, moves) -> tuple[int, ...]:
        moves = tuple(moves)
        if self._slid[0] == moves:  # just replayed: the walk already noted them
            return self._slid[1]
        return tuple(self.board.tiles_slid(moves))


def solved_result(problem, moves, counters: Counters, *, seconds: float, method: str, heuristic: str | None,
                  optimal: bool, trace: SearchTrace | None = None, branching: bool = True) -> SearchResult:
    """The result of a solver that found ``moves``, after replaying them on ``problem`` (a
    :class:`~puzzlelib.problems.Problem` or a :class:`BoardReplay`): moves that do not reach the goal
    raise a :class:`~puzzlelib.errors.PuzzleError` instead of reaching a lesson. ``branching=False``
    leaves b* out for solvers that do not search (it would describe no tree)."""
    moves = tuple(moves)
    path = problem.replay(moves)
    path = path if isinstance(path, BoardPath) else tuple(path)
    cost = float(len(moves)) if getattr(problem, "unit_cost", True) else float(_path_cost(problem, moves))
    return SearchResult(
        moves=moves, tiles=tuple(problem.tiles_for(moves)), path=path, length=len(moves), cost=cost,
        nodes_expanded=counters.expanded, nodes_generated=counters.generated, max_frontier=counters.max_frontier,
        max_memory_nodes=counters.max_memory, seconds=seconds, method=method, heuristic=heuristic,
        optimal=bool(optimal), solved=True,
        branching_factor=effective_branching_factor(counters.generated, len(moves)) if branching else None,
        trace=trace, start=path[0], goal=problem.goal if hasattr(problem, "goal") else path[-1],
    )


def stopped_result(problem, counters: Counters, *, seconds: float, method: str, heuristic: str | None,
                   trace: SearchTrace | None = None) -> SearchResult:
    """The unsolved result of a search that stopped without the goal: its counters and, when it
    was recording, the trace so far (so a picture can show where it gave up)."""
    if trace is not None:
        trace.finish(None)  # no solution path; the frontier as it stood stays readable
    start = problem.public(problem.initial)
    return SearchResult(
        moves=(), tiles=(), path=(start,), length=0, cost=0.0, nodes_expanded=counters.expanded,
        nodes_generated=counters.generated, max_frontier=counters.max_frontier,
        max_memory_nodes=counters.max_memory, seconds=seconds, method=method, heuristic=heuristic,
        optimal=False, solved=False, branching_factor=None, trace=trace, start=start,
        goal=getattr(problem, "goal", None),
    )


def budget_error(partial: SearchResult, *, limit: str, advice: str, who: str | None = None,
                 reason: str | None = None, **extra_stats) -> SearchLimitError:
    """The error every search raises when a budget runs out, in one shape of message:
    ``"<who> stopped at its budget (<limit>) after <n> expansions in <s> s without reaching the goal;
    <advice>."`` It carries ``partial`` (``error.result``) and its counters plus ``extra_stats``
    (``error.stats``)."""
    stats = {**partial.stats(), **extra_stats}
    who = who or partial.method
    return SearchLimitError(
        f"{who} stopped at its budget ({limit}) after {partial.nodes_expanded:,} expansions in "
        f"{partial.seconds:.2f} s without reaching the goal; {advice}.", stats=stats, result=partial, reason=reason)


def _path_cost(problem, moves) -> float:
    state, total = problem.initial, 0.0
    for move in moves:
        for m, nxt, cost in problem.successors(state):
            if m == move:
                state, total = nxt, total + cost
                break
    return total
