"""The explored tree of a recorded search as plain data, for a page to draw step by step.

A page that draws the tree itself (the explorer's live tree) gets the whole search once: every node
with its parent, its numbers and the steps at which it entered the frontier, was expanded, or left
the frontier unexpanded. The page then shows any step by filtering, with no round trip to the kernel,
so the tree can never lag behind the slider. :func:`status_at` is the rule the page applies, written
here once in Python so tests can hold the page to :func:`~puzzlelib.draw.tree.tree_status`.

Why steps and not pictures: a picture per step costs a kernel round trip and a matplotlib drawing
(about 0.3 s), which is what made the static tree fall behind the slider; the data for a 10,000-node
search is about half a megabyte in the page's compact form (:func:`wire`) and is sent once.
"""

from __future__ import annotations

from puzzlelib.errors import PuzzleError, short_repr
from puzzlelib.numbers import whole_number

__all__ = ["tree_data", "status_at", "fold", "wire", "WIRE_FIELDS", "MAX_TREE_NODES", "FOLD_CAP"]

MAX_TREE_NODES = 20_000
"""Nodes sent to a page at most: a longer search is sent up to the last step whose tree fits."""

FOLD_CAP = 150
"""Boards a page draws at most at one step; above it the tree folds (see :func:`fold`)."""


def _trace_of(obj):
    trace = getattr(obj, "trace", obj)
    if trace is None or not hasattr(trace, "expanded") or not hasattr(trace, "nodes"):
        raise PuzzleError(f"tree_data needs a recorded search, got {short_repr(obj)}; "
                          "for example solve(board, record=True).trace.")
    return trace


def _tiles_of(state):
    """A board's tiles (row-major, 0 = blank) and its shape, or None for states that are not boards."""
    tiles = getattr(state, "tiles", None)
    if tiles is None:
        return None
    return {"rows": state.rows, "cols": state.cols, "tiles": [int(t) for t in tiles]}


def _slid_tile(parent_state, state) -> int | None:
    """The tile that moved from ``parent_state`` to ``state`` (it now stands where the blank was)."""
    if parent_state is None or getattr(state, "tiles", None) is None:
        return None
    return int(state.tiles[parent_state.tiles.index(0)])


def _number(value) -> float | int | None:
    """A node's g, h or f as JSON can carry it (whole numbers as ints; infinities as None)."""
    value = float(value)
    if value != value or value in (float("inf"), float("-inf")):
        return None
    return int(value) if value.is_integer() else round(value, 3)


def tree_data(trace, *, max_nodes: int = MAX_TREE_NODES) -> dict:
    """The whole explored tree as JSON-ready data: what a page needs to draw any step of it.

    Returns ``{"steps", "nodes", "solution", "sent_steps", "total_nodes"}``. Each node is a dict with
    ``id``, ``parent`` (None for a root), ``move`` (the blank's move), ``tile`` (the tile slid, or
    None), ``g``, ``h``, ``f``, ``depth``, ``added`` (the step at which it entered the frontier; roots
    0), ``expanded`` (the step during which it was expanded: it is closed from step ``expanded + 1``;
    None if never), ``left`` (the step at which it left the frontier unexpanded, superseded or pruned;
    None if never), ``state`` (the state as text) and ``board`` (``{"rows", "cols", "tiles"}`` or None).
    ``solution`` lists the solution's node ids, root first. Searches with more than ``max_nodes``
    nodes are sent up to ``sent_steps``, the last step whose tree fits (the page says so).
    """
    trace = _trace_of(trace)
    cap = whole_number(max_nodes)
    if cap is None or cap < 1:
        raise PuzzleError(f"max_nodes must be a whole number of at least 1, got {short_repr(max_nodes)}.")
    added: dict[int, int] = {}
    left: dict[int, int] = {}
    sent_steps = trace.steps
    for k, ids in enumerate(trace.added):
        if len(added) + len(ids) > cap and k > 0:
            sent_steps = k - 1
            break
        for i in ids:
            added[i] = k
    for k, ids in enumerate(trace.removed[:sent_steps + 1]):
        for i in ids:
            left.setdefault(i, k)
    expanded: dict[int, int] = {}
    for k, i in enumerate(trace.expanded[:sent_steps]):
        expanded.setdefault(i, k)
    nodes = []
    for i in sorted(added):
        node = trace.nodes[i]
        parent = trace.nodes[node.parent].state if node.parent is not None else None
        nodes.append({
            "id": i, "parent": node.parent, "move": node.move, "tile": _slid_tile(parent, node.state),
            "g": _number(node.g), "h": _number(node.h), "f": _number(node.f), "depth": int(node.depth),
            "added": added[i], "expanded": expanded.get(i), "left": left.get(i),
            "state": node.state.to_text() if hasattr(node.state, "to_text") else str(node.state),
            "board": _tiles_of(node.state),
        })
    finished = sent_steps == trace.steps
    boards = bool(nodes) and nodes[0]["board"] is not None
    return {"steps": trace.steps, "sent_steps": sent_steps, "total_nodes": len(trace.nodes),
            "nodes": nodes, "solution": list(trace.solution_ids) if finished else [],
            "what": "boards" if boards else "nodes"}


def status_at(data: dict, step: int) -> dict[int, str]:
    """``{node id: palette key}`` at ``step``, from :func:`tree_data`'s data alone: the page's rule.

    Keys as :func:`~puzzlelib.draw.tree.tree_status`: ``start``, ``goal`` and ``path`` (once the search
    has finished), ``current`` (expanded during the step shown), ``closed``, ``open``, ``dropped``.
    """
    finished = step >= data["steps"] and bool(data["solution"])
    on_path = set(data["solution"]) if finished else set()
    goal = data["solution"][-1] if finished else None
    status = {}
    for node in data["nodes"]:
        if node["added"] > step:
            continue
        i, expanded, left = node["id"], node["expanded"], node["left"]
        if node["parent"] is None:
            key = "start"
        elif i == goal:
            key = "goal"
        elif i in on_path:
            key = "path"
        elif expanded is not None and expanded == step - 1:
            key = "current"
        elif expanded is not None and expanded < step:
            key = "closed"
        elif left is not None and left <= step:
            key = "dropped"
        else:
            key = "open"
        status[i] = key
    return status


def fold(data: dict, step: int, cap: int = FOLD_CAP) -> dict:
    """Which nodes a page draws at ``step`` when at most ``cap`` fit: the page's folding rule.

    Returns ``{"ids": [...] (ascending), "hidden": {id: k}, "visible": M}``: ``M`` nodes exist at
    ``step``; a shown node with ``k`` hidden descendants (whose nearest shown ancestor it is) carries
    a "+k" badge, so the badges add up to ``M - len(ids)``. Up to ``cap`` every node is shown.
    Above it, always the start (every root: IDA*'s trees), the node expanded at this step with its ancestors, the nodes it
    made (the newest), and the solution path once the search has finished; then, while they fit
    with their ancestors, the expanded nodes newest first, then the open ones newest first. So the
    picture keeps what a student is looking at and folds the subtrees the search has left behind.
    ``treeview.js`` applies the same rule (``foldedIds``; compared in ``tests/test_draw_tree_data.py``).
    """
    cap = whole_number(cap)
    if cap is None or cap < 1:
        raise PuzzleError(f"cap must be a whole number of at least 1, got {short_repr(cap)}.")
    nodes = data["nodes"]
    by_id = {n["id"]: n for n in nodes}
    visible = [n for n in nodes if n["added"] <= step]
    if len(visible) <= cap:
        return {"ids": [n["id"] for n in visible], "hidden": {}, "visible": len(visible)}
    keep: set[int] = set()

    def add(i: int, force: bool = False) -> bool:
        chain = []
        while i is not None and i not in keep:
            chain.append(i)
            i = by_id[i]["parent"]
        if not force and len(keep) + len(chain) > cap:
            return False
        keep.update(chain)
        return True

    status = status_at(data, step)
    for n in visible:
        if n["parent"] is None or n["expanded"] == step - 1 or (step > 0 and n["added"] == step) or status[n["id"]] in ("path", "goal"):
            add(n["id"], True)
    done = sorted((n for n in visible if n["expanded"] is not None and n["expanded"] < step),
                  key=lambda n: -n["expanded"])
    waiting = sorted((n for n in visible if status[n["id"]] == "open"), key=lambda n: (-n["added"], -n["id"]))
    for group in (done, waiting):
        if not all(add(n["id"]) for n in group):
            break
    hidden: dict[int, int] = {}
    for n in visible:
        if n["id"] in keep:
            continue
        up = n["parent"]
        while up not in keep:
            up = by_id[up]["parent"]
        hidden[up] = hidden.get(up, 0) + 1
    return {"ids": sorted(keep), "hidden": hidden, "visible": len(visible)}


WIRE_FIELDS = ("id", "parent", "move", "tile", "g", "h", "f", "depth", "added", "expanded", "left", "state", "tiles")
"""The columns of :func:`wire`'s rows (``tiles``: a root board's tiles as one string; "" for the other
nodes, whose boards the page makes from the root's by the blank's moves, and for states that are not boards)."""


def wire(data: dict) -> dict:
    """:func:`tree_data`'s data in the compact form a page is sent: one list per node instead of a
    dict, the boards' shape once and the tiles of the roots only (a child's board is its parent's
    with the blank moved; ``treeview.js``'s ``indexTree`` reads both forms, ``boardOf`` remakes boards)."""
    nodes = data["nodes"]
    shape = next((n["board"] for n in nodes if n["board"] is not None), None)
    rows = [[n["id"], n["parent"], n["move"], n["tile"], n["g"], n["h"], n["f"], n["depth"], n["added"],
             n["expanded"], n["left"], "" if n["board"] is not None else n["state"],
             " ".join(map(str, n["board"]["tiles"])) if n["board"] is not None and n["parent"] is None else ""]
            for n in nodes]
    out = {key: value for key, value in data.items() if key != "nodes"}
    out.update(fields=list(WIRE_FIELDS), rows=rows,
               shape=[shape["rows"], shape["cols"]] if shape is not None else None)
    return out
