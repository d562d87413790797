"""The tree a recorded search explored, drawn layer by layer with networkx (root on top).

Colours come from :data:`~puzzlelib.draw.palette.PALETTE`: start, goal, frontier (open), expanded
(closed), solution path, and the node being expanded at the step shown. Big trees are cut to the
first expansions (with a message saying so), because a 2,000-node hairball teaches nothing.

Drawn in the course style (:mod:`puzzlelib.draw.style`): labels are 14 pt, edges 2 pt, and when
the labels do not all fit, the most telling ones are drawn (the node being expanded, the solution
path, the frontier newest first, then the expanded nodes newest first), none overlapping, and the
picture says on how many nodes it wrote them.

An IDA* trace holds one tree per iteration (each deeper bound starts again from the start), drawn
side by side, left to right, every root coloured as the start. All iterations are drawn rather than
only the last one, because the repeated work is exactly what a class should see of IDA*: the small
early trees are redone inside each larger one. With a cap, the first iterations are the ones drawn.
"""

from __future__ import annotations

import math

from puzzlelib.board import whole_number
from puzzlelib.draw.labels import LabelThinner
from puzzlelib.draw.palette import PALETTE, STATE_KEYS, STATE_NAMES
from puzzlelib.draw.style import (
    EDGE_PT,
    FIGURE_WIDTH,
    TEXT_PT,
    TICK_PT,
    course_style,
    style_axes,
    theme,
    wrap_to_axes,
)
from puzzlelib.errors import PuzzleError, plural, short_repr
from puzzlelib.search.budgets import DEFAULT_DRAWN_NODES, renamed_limit

__all__ = ["draw_search_tree", "tree_status", "tree_layout", "tree_figure", "DROPPED"]

FGH_LABEL_LIMIT = 200
"""Trees with more nodes than this are drawn without g/h/f labels (below it, the labels that fit are drawn)."""

LABEL_PRIORITY = ("current", "goal", "path", "start", "open", "closed", "dropped")
"""Which nodes get their label first when not all fit."""

DROPPED = PALETTE["dropped"]
"""Fill of nodes that left the frontier without being expanded (superseded by a cheaper copy, pruned)."""


def _trace_of(obj):
    trace = getattr(obj, "trace", obj)
    if trace is None or not hasattr(trace, "expanded"):
        raise PuzzleError("draw_search_tree needs a SearchTrace: solve(..., record=True) and pass result.trace.")
    return trace


def _step_of(trace, step) -> int:
    """``step`` checked: None (the whole search) or a whole number of expansions from 0 to ``trace.steps``."""
    if step is None:
        return trace.steps
    number = whole_number(step)
    if number is None or not 0 <= number <= trace.steps:
        raise PuzzleError(f"step must be a whole number between 0 and {trace.steps} (the expansions recorded), "
                          f"got {short_repr(step)}.")
    return number


def _generated_by(trace, step: int) -> list[int]:
    """Ids of the nodes generated in the first ``step`` expansions (the root counts as generated at 0)."""
    ids = []
    for k in range(step + 1):
        ids.extend(trace.added[k])
    return ids


def _last_step_within(trace, step: int, max_nodes: int) -> int:
    """The largest step <= ``step`` whose tree holds at most ``max_nodes`` nodes (0 at least)."""
    count = 0
    for k in range(step + 1):
        count += len(trace.added[k])
        if count > max_nodes:
            return max(0, k - 1)
    return step


def tree_status(trace, step: int | None = None, *, current: bool = True) -> dict[int, str]:
    """``{node id: palette key}`` after ``step`` expansions (default: the whole search).

    Keys: ``start``, ``goal``, ``path`` (only once the search has finished), ``current`` (expanded at
    this step; pass ``current=False`` when the picture stops before the step being looked at, so no
    node claims to be expanded "now"), ``closed``, ``open``, and ``dropped`` for nodes that left the
    frontier unexpanded.

    Every root is the start: IDA* begins each iteration again from the start state, with a new root
    node, so its trace holds one tree per bound and each of their roots is coloured as the start.
    """
    trace = _trace_of(trace)
    step = _step_of(trace, step)
    ids = _generated_by(trace, step)
    open_ids = {n.id for n in trace.open_at(step)}
    expanded = set(trace.expanded[:step])
    finished = step >= trace.steps and trace.solution_ids
    on_path = set(trace.solution_ids) if finished else set()
    now = trace.expanded[step - 1] if step > 0 and current else None
    status = {}
    for i in ids:
        if trace.nodes[i].parent is None:
            key = "start"
        elif finished and i == trace.solution_ids[-1]:
            key = "goal"
        elif i in on_path:
            key = "path"
        elif i == now:
            key = "current"
        elif i in expanded:
            key = "closed"
        elif i in open_ids:
            key = "open"
        else:
            key = "dropped"
        status[i] = key
    return status


def tree_layout(trace, ids) -> dict[int, tuple[float, float]]:
    """A tidy layered layout: depth goes down, leaves spread left to right in depth-first order,
    each parent centred over its children (so subtrees never cross)."""
    keep = set(ids)
    children: dict[int, list[int]] = {i: [] for i in ids}
    roots = []
    for i in ids:
        parent = trace.nodes[i].parent
        if parent is None or parent not in keep:
            roots.append(i)
        else:
            children[parent].append(i)
    pos: dict[int, tuple[float, float]] = {}
    next_x = 0.0
    for root in roots:
        stack = [(root, False)]
        while stack:  # iterative post-order: deep IDA* paths must not hit the recursion limit
            node, done = stack.pop()
            kids = children[node]
            depth = -float(trace.nodes[node].depth)
            if not kids:
                pos[node] = (next_x, depth)
                next_x += 1.0
            elif done:
                xs = [pos[k][0] for k in kids]
                pos[node] = ((min(xs) + max(xs)) / 2, depth)
            else:
                stack.append((node, True))
                stack.extend((k, False) for k in reversed(kids))
    return pos


def _label(node, labels: str | None) -> str:
    if labels is None:
        return ""
    if labels == "fgh":
        return f"g={node.g:g}\nh={node.h:g}\nf={node.f:g}"
    if labels == "board":
        state = node.state
        if hasattr(state, "to_text"):
            return state.to_text(style="lines").replace("0", "_") if state.size <= 9 else state.to_text("compact")
        return str(state)
    if labels == "id":
        return str(node.id)
    raise PuzzleError(f"labels must be 'fgh', 'board', 'id' or None, got {labels!r}")


def tree_figure(width: float = FIGURE_WIDTH, height: float = 5.6):
    """A figure for a tree outside pyplot (a widget's PNG), in the course style, at the notebook's dpi."""
    from matplotlib.figure import Figure

    with course_style():
        return Figure(figsize=(width, height), layout="tight")


def draw_search_tree(trace, ax=None, *, step: int | None = None, labels: str | None = "fgh",
                     max_drawn_nodes: int | None = None, node_size: float | None = None, legend: bool = True,
                     move_labels: bool = True, max_nodes: int | None = None):
    """Draw the explored tree of a :class:`~puzzlelib.result.SearchTrace` (or a result holding one).

    Parameters
    ----------
    trace:
        ``solve(..., record=True).trace``, or the result itself.
    ax:
        Axes to draw into (a new figure, sized to the tree and at most a projector's width, when None).
    step:
        Draw the tree as it stood after this many expansions (default: the end of the search).
        The node expanded at that step is pink; the solution path shows once the search has ended.
    labels:
        ``"fgh"`` (``g=``, ``h=`` and ``f=`` beside each node; dropped above :data:`FGH_LABEL_LIMIT` nodes),
        ``"board"`` (mini boards), ``"id"`` or None. Labels are 14 pt; when they do not all fit, the
        node being expanded, the path and the frontier (newest first) keep theirs, no two overlap,
        and the picture says how many nodes are labelled.
    move_labels:
        Write the blank's move (U, D, L, R) on each edge of a tree of at most 40 nodes, where it fits.
    max_drawn_nodes:
        When more nodes than this were generated, only the first expansions that fit are drawn, and
        the title says so (a tree of thousands of nodes cannot be read). A cut tree marks no node
        as being expanded: the expansion at ``step`` lies beyond what is drawn. Default
        :data:`~puzzlelib.search.budgets.DEFAULT_DRAWN_NODES` (80).
    max_nodes:
        Deprecated name of ``max_drawn_nodes`` (elsewhere ``max_nodes`` counts expansions).

    Returns the axes. The node collection has ``gid`` ``"tree-nodes"``; its facecolours follow the
    drawing order ``ax.tree_ids`` (node ids), handy for tests and for annotating.

    Examples
    --------
    >>> from puzzlelib import solve
    >>> r = solve("1 2 3 / 4 0 6 / 7 5 8", record=True)
    >>> ax = draw_search_tree(r)  # doctest: +SKIP
    >>> len(ax.tree_ids) == len(r.trace.nodes)  # doctest: +SKIP
    True
    """
    trace = _trace_of(trace)
    step = _step_of(trace, step)
    max_drawn_nodes = renamed_limit(max_drawn_nodes, max_nodes, name="max_drawn_nodes", old="max_nodes",
                                    where="draw_search_tree", counts="drawn nodes")
    if max_drawn_nodes is None:
        max_drawn_nodes = DEFAULT_DRAWN_NODES
    elif (count := whole_number(max_drawn_nodes)) is None or count < 1:
        raise PuzzleError(f"max_drawn_nodes must be a whole number, 1 or more, got {short_repr(max_drawn_nodes)}; "
                          "for example draw_search_tree(result, max_drawn_nodes=200).")
    else:
        max_drawn_nodes = count
    if labels not in (None, "fgh", "board", "id"):
        raise PuzzleError(f"labels must be 'fgh', 'board', 'id' or None, got {labels!r}")
    with course_style():
        return _draw_tree(trace, ax, step, labels, max_drawn_nodes, node_size, legend, move_labels)


def _draw_tree(trace, ax, step, labels, max_drawn_nodes, node_size, legend, move_labels):
    import matplotlib.pyplot as plt
    import networkx as nx

    ink = theme()
    shown_step = _last_step_within(trace, step, max_drawn_nodes)
    ids = _generated_by(trace, shown_step)
    labels_left_out = labels == "fgh" and len(ids) > FGH_LABEL_LIMIT
    if labels_left_out:
        labels = None  # numbers on hundreds of nodes only blur into grey
    # A cut tree stops before ``step``: its last expansion is not the one being looked at, so no node
    # is marked "being expanded" (it would point at the wrong place).
    status = tree_status(trace, shown_step, current=shown_step == step)
    pos = tree_layout(trace, ids)
    width = max(pos[i][0] for i in ids) + 1
    depth = max(-pos[i][1] for i in ids) + 1
    boxed = labels == "board"  # mini boards sit inside square nodes
    if ax is None:
        per_leaf = 0.95 if boxed else 0.75
        _, ax = plt.subplots(figsize=(min(FIGURE_WIDTH, max(5.6, 2.0 + per_leaf * width)), min(7.0, 2.2 + 0.9 * depth)),
                             layout="tight")
    style_axes(ax)
    fig = ax.figure
    box = ax.get_position()
    # room per leaf and per level, in points, at the axes' size now: nodes take part of it
    leaf_pt = box.width * fig.get_figwidth() * 72 / max(width, 1.0)
    level_pt = box.height * fig.get_figheight() * 72 / max(depth, 1.0) * (0.8 if legend else 1.0)
    if node_size is None:
        side = min(0.7 * leaf_pt, 0.6 * level_pt, 62.0 if boxed else 20.0)
        node_size = max(16.0, side) ** 2 if not boxed else max(side, 20.0) ** 2
    radius_pt = math.sqrt(node_size) / 2
    graph = trace.to_networkx(ids)
    colours = [PALETTE.get(status[i], DROPPED) for i in ids]
    nx.draw_networkx_edges(graph, pos, ax=ax, edge_color=ink.muted, arrows=False, width=EDGE_PT)
    nodes = nx.draw_networkx_nodes(graph, pos, nodelist=ids, node_color=colours, node_size=node_size, ax=ax,
                                   node_shape="s" if boxed else "o", edgecolors=ink.muted, linewidths=EDGE_PT)
    nodes.set_gid("tree-nodes")
    ax.tree_ids = list(ids)
    _depth_axis(ax, width, depth, level_pt)
    title = wrap_to_axes(_title(trace, ids, step, shown_step, max_drawn_nodes, labels_left_out), ax, TEXT_PT)
    ax.set_title(title, fontsize=TEXT_PT)
    _add_labels(ax, trace, ids, pos, status, labels, move_labels, radius_pt, title)
    if legend:
        _legend(ax, status)
    return ax


def _title(trace, ids, step: int, shown_step: int, max_drawn_nodes: int, labels_left_out: bool) -> str:
    """What the picture shows, and (on the picture) everything it leaves out of what was asked."""
    if shown_step < step:  # never an earlier step than the one asked for without saying so
        asked = len(_generated_by(trace, step))
        what = "boards" if hasattr(trace.nodes[0].state, "to_text") else "nodes"
        title = (f"showing {len(ids):,} of {asked:,} {what}: the tree after expansion {shown_step}, not {step}"
                 f"\n(step {step} asked: tree cut to fit max_drawn_nodes={max_drawn_nodes}; "
                 "pass a larger one to draw more)")
    else:
        title = f"{plural(len(ids), 'node')} after {shown_step} of {plural(trace.steps, 'expansion')}"
    roots = sum(1 for i in ids if trace.nodes[i].parent is None)
    if roots > 1:
        who = getattr(trace.method, "display_name", "the search")
        title += f"\n({who}: {roots} iterations, each a new tree from the start, left to right)"
    if labels_left_out:
        title += f"\n(g, h and f left out: more than {FGH_LABEL_LIMIT} nodes)"
    return title


def _depth_axis(ax, width: float, depth: float, level_pt: float) -> None:
    """The tree's frame: depth numbers down the left (thinned when levels are close), nothing else."""
    ax.set_ylim(-depth + 0.4, 0.6)
    ax.set_xlim(-0.7, width - 0.3)
    ax.set_ylabel("depth (moves from the start)")
    every = max(1, math.ceil(depth * 1.8 * TICK_PT / max(level_pt * depth, 1.0)))
    levels = range(0, int(depth), every)
    ax.set_yticks([-d for d in levels], [str(d) for d in levels])
    ax.tick_params(axis="y", left=True, labelleft=True)  # networkx hid them; the depth numbers teach
    ax.set_xticks([])
    for side in ("top", "right", "bottom"):
        ax.spines[side].set_visible(False)


def _add_labels(ax, trace, ids, pos, status, labels, move_labels, radius_pt, title) -> None:
    """Node labels (most telling first) and move letters, thinned at draw time; the title then says
    on how many nodes the labels are written."""
    ink = theme()
    order = {key: rank for rank, key in enumerate(LABEL_PRIORITY)}
    ranked = sorted(ids, key=lambda i: (order.get(status[i], len(order)), -i))  # newest first within a state
    texts, owners = [], {}
    for i in ranked if labels is not None else ():
        x, y = pos[i]
        if labels == "board":
            text = ax.text(x, y, _label(trace.nodes[i], labels), ha="center", va="center", fontsize=TEXT_PT,
                           family="monospace", color=PALETTE["text"], zorder=3, linespacing=1.05)
        else:
            text = ax.annotate(_label(trace.nodes[i], labels), (x, y), xytext=(radius_pt + 3, 0),
                               textcoords="offset points", ha="left", va="center", fontsize=TEXT_PT,
                               color=ink.ink, zorder=3, linespacing=1.0)
        texts.append(text)
        owners[i] = text
    edge_texts = []
    for i in ranked if move_labels and len(ids) <= 40 else ():
        node = trace.nodes[i]
        if node.parent in pos:
            (x0, y0), (x1, y1) = pos[node.parent], pos[i]
            edge_texts.append(ax.text((x0 + x1) / 2, (y0 + y1) / 2, node.move, ha="center", va="center",
                                      fontsize=TEXT_PT, color=ink.ink, zorder=2.5,
                                      bbox={"facecolor": ink.background, "edgecolor": "none", "pad": 1.0}))
    note = wrap_to_axes(_NOTE[labels], ax, TEXT_PT) if labels else ""
    ax.tree_labels = LabelThinner(texts + edge_texts, keep_out=_node_boxes(ax, ids, pos, radius_pt, owners),
                                  note=ax.title, note_format=title + "\n" + note, complete=title, counted=len(texts))
    ax.add_artist(ax.tree_labels)


def _legend(ax, status) -> None:
    """The palette's legend order (as in the widgets), then the node being expanded; under the tree,
    not beside it, since a picture wider than the page would be shrunk, text and all."""
    from matplotlib.patches import Patch

    ink = theme()
    present = [k for k in (*STATE_KEYS, "current") if k in status.values()]
    handles = [Patch(facecolor=PALETTE[k], edgecolor=ink.muted, label=STATE_NAMES[k]) for k in present]
    if "dropped" in status.values():
        handles.append(Patch(facecolor=DROPPED, edgecolor=ink.muted, label="left the frontier\nunexpanded"))
    ax.legend(handles=handles, loc="upper center", bbox_to_anchor=(0.5, -0.01), fontsize=TEXT_PT, frameon=False,
              ncol=min(3, len(handles)), handlelength=1.2, columnspacing=1.2)


_NOTE = {
    "fgh": "(g, h and f written on the {shown} of {total} nodes where they fit, the frontier first)",
    "board": "(boards written on the {shown} of {total} nodes where they fit, the frontier first)",
    "id": "(ids written on the {shown} of {total} nodes where they fit)",
}


def _node_boxes(ax, ids, pos, radius_pt, owners):
    """At draw time, the boxes the nodes cover (a label may touch only its own node) and the title's band."""
    from matplotlib.transforms import Bbox

    def boxes(renderer):
        r = radius_pt * ax.figure.dpi / 72
        points = ax.transData.transform([pos[i] for i in ids])
        nodes = [(Bbox.from_extents(x - r, y - r, x + r, y + r), owners.get(i)) for i, (x, y) in zip(ids, points,
                                                                                                      strict=True)]
        # the band above the axes holds the title, which grows a line when labels are left out
        frame, page = ax.get_window_extent(renderer), ax.figure.bbox
        return [*nodes, (Bbox.from_extents(page.x0, frame.y1, page.x1, max(page.y1, frame.y1 + 1)), None)]

    return boxes
