"""Many methods on many boards, one table: ``compare(boards, methods)`` -> a pandas DataFrame.

Each row is one run, with every :class:`~puzzlelib.result.SearchResult` field as a column (plus
the board, a label for the method and an ``error`` column). A run that hits its budget, or a board
that cannot be solved, becomes a row with ``solved=False`` and the reason in ``error`` instead of
stopping the whole comparison, so a class can see *where* a method gives up. A tqdm progress bar
shows how far the runs have got.

Import it explicitly (it needs pandas): ``from puzzlelib.compare import compare``.
"""

from __future__ import annotations

from collections.abc import Iterable

from puzzlelib.board import Board
from puzzlelib.errors import PuzzleError, SearchLimitError, UnsolvableError
from puzzlelib.result import SearchResult

__all__ = ["compare", "method_specs", "COLUMNS"]

NO_HEURISTIC = ("bfs", "row_by_row")
"""Methods that ignore the heuristic (their label does not name one)."""

COLUMNS = ["board_index", "board", "label", "method", "heuristic", "solved", "optimal", "length", "cost",
           "nodes_expanded", "nodes_generated", "max_frontier", "max_memory_nodes", "seconds",
           "branching_factor", "moves", "tiles", "path", "start", "goal", "error"]


def method_specs(methods, heuristic="manhattan") -> list[dict]:
    """Normalise method specs: ``"astar"``, ``"astar:misplaced"``, ``("wastar", "manhattan")`` or a dict
    of :func:`~puzzlelib.search.solve` options (with an optional ``"label"``)."""
    if isinstance(methods, str | dict | tuple):
        methods = [methods]
    specs = []
    for m in methods:
        if isinstance(m, str):
            name, _, h = m.partition(":")
            spec = {"method": name.strip(), "heuristic": h.strip() or heuristic}
        elif isinstance(m, tuple) and len(m) == 2:
            spec = {"method": m[0], "heuristic": m[1]}
        elif isinstance(m, dict) and "method" in m:
            spec = {"heuristic": heuristic, **m}
        else:
            raise PuzzleError(f"A method spec is a name ('astar'), 'astar:misplaced', (method, heuristic) or a dict "
                              f"with a 'method' key; got {m!r}")
        if "label" not in spec:
            h = spec["heuristic"]
            h_name = h if isinstance(h, str) else getattr(h, "__name__", "custom")
            spec["label"] = spec["method"] if spec["method"] in NO_HEURISTIC else f"{spec['method']} ({h_name})"
        specs.append(spec)
    labels = [s["label"] for s in specs]
    if len(set(labels)) != len(labels):
        raise PuzzleError(f"Two methods share a label ({labels}); give them distinct 'label' entries.")
    return specs


def _row(result: SearchResult | None, stats: dict) -> dict:
    if result is None:
        return dict(stats)
    row = result.as_dict()
    row["moves"] = "".join(row["moves"])
    row["tiles"] = tuple(row["tiles"])
    row["path"] = tuple(row["path"])
    return row


def compare(boards: Iterable, methods=("bfs", "astar"), *, heuristic="manhattan", goal=None,
            max_nodes: int | None = 200_000, time_limit: float | None = 10.0, progress: bool = True,
            **solve_options):
    """Run every method on every board and return one DataFrame row per run.

    Parameters
    ----------
    boards:
        Boards (or board text).
    methods:
        Method specs (see :func:`method_specs`): ``["bfs", "greedy", "astar:misplaced", "astar"]``.
    heuristic:
        The heuristic of specs that do not name one.
    goal:
        The goal for every board (standard by default).
    max_nodes, time_limit:
        The budget of each run; runs that hit it are recorded as unsolved.
    progress:
        Show a tqdm progress bar.

    Returns a :class:`pandas.DataFrame` with the columns :data:`COLUMNS`.

    Examples
    --------
    >>> df = compare(["1 2 3 / 4 0 6 / 7 5 8"], ["bfs", "astar"], progress=False)
    >>> df[["label", "solved", "length"]].values.tolist()
    [['bfs', True, 2], ['astar (manhattan)', True, 2]]
    """
    import pandas as pd
    from tqdm.auto import tqdm

    from puzzlelib.search import solve

    if isinstance(boards, str | Board):
        boards = [boards]
    boards = [Board.coerce(b, "compare") for b in boards]
    specs = method_specs(methods, heuristic)
    rows = []
    bar = tqdm(total=len(boards) * len(specs), desc="compare", disable=not progress, leave=False)
    try:
        for index, board in enumerate(boards):
            for spec in specs:
                options = {k: v for k, v in spec.items() if k != "label"}
                bar.set_postfix_str(f"board {index}, {spec['label']}")
                error = None
                try:
                    result = solve(board, goal, max_nodes=max_nodes, time_limit=time_limit,
                                   **{**solve_options, **options})
                    row = _row(result, {})
                except SearchLimitError as exc:
                    row, error = _row(exc.result, exc.stats), f"budget: {exc}"
                except UnsolvableError as exc:
                    row, error = {}, f"unsolvable: {exc}"
                row.update(board_index=index, board=board.to_text(), label=spec["label"], error=error,
                           method=spec["method"])
                if error is not None:  # no solution: no length; the counters say how much work was spent
                    row.update(solved=False, optimal=False, length=None, cost=None, moves=None, tiles=None)
                row.setdefault("heuristic", None if spec["method"] in NO_HEURISTIC else str(spec["heuristic"]))
                rows.append(row)
                bar.update()
    finally:
        bar.close()
    frame = pd.DataFrame(rows)
    for name in COLUMNS:
        if name not in frame:
            frame[name] = None
    extra = [c for c in frame.columns if c not in COLUMNS]
    return frame[COLUMNS + extra]
