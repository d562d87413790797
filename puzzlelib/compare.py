"""Many methods on many boards, one table: ``compare(boards, methods)`` -> a pandas DataFrame.

Each row is one run, with every :class:`~puzzlelib.result.SearchResult` field as a column (plus
the board, a label for the method and an ``error`` column). A run that hits its budget, or a board
that cannot be solved, becomes a row with ``solved=False`` and the reason in ``error`` instead of
stopping the whole comparison, so a class can see *where* a method gives up. A tqdm progress bar
shows how far the runs have got.

Import it explicitly (it needs pandas): ``from puzzlelib.compare import compare``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from puzzlelib.board import Board
from puzzlelib.errors import PuzzleError, SearchLimitError, UnsolvableError, short_repr
from puzzlelib.result import SearchResult
from puzzlelib.search.methods import METHOD_RECORDS

__all__ = ["compare", "method_specs", "COLUMNS", "summarize", "growth_per_move", "conclusions"]

NO_HEURISTIC = tuple(name for name, method in METHOD_RECORDS.items() if not method.uses_heuristic)
"""Methods that ignore the heuristic (their label does not name one)."""

COLUMNS = ["board_index", "board", "label", "method", "heuristic", "solved", "optimal", "length", "cost",
           "nodes_expanded", "nodes_generated", "max_frontier", "max_memory_nodes", "seconds",
           "branching_factor", "moves", "tiles", "path", "start", "goal", "error"]


def method_specs(methods, heuristic="manhattan") -> list[dict]:
    """Normalise method specs: ``"astar"``, ``"astar:misplaced"``, ``("wastar", "manhattan")`` or a dict
    of :func:`~puzzlelib.search.solve` options (with an optional ``"label"``)."""
    if isinstance(methods, str | dict | tuple):
        methods = [methods]
    if not isinstance(methods, Iterable) or isinstance(methods, bytes):
        raise PuzzleError(f"methods must be a list of method specs such as ['bfs', 'astar:misplaced'], got "
                          f"{short_repr(methods)}.")
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
                              f"with a 'method' key; got {short_repr(m)}")
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

    if isinstance(boards, str | Board) or (type(boards).__module__ == "numpy" and getattr(boards, "ndim", 0) == 2):
        boards = [boards]
    if not isinstance(boards, Iterable) or isinstance(boards, bytes | Mapping):
        raise PuzzleError(f"compare needs a list of boards, got {short_repr(boards)}; for example "
                          "compare(['1 2 3 / 4 0 6 / 7 5 8'], ['bfs', 'astar']).")
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


# --------------------------------------------------------------------------- reading a race
def _check_race(df, depth, where: str) -> None:
    """A race table is what :func:`compare` returns, plus a column of true distances named ``depth``."""
    needed = ["label", "length", "nodes_expanded", "max_memory_nodes", "seconds", "branching_factor"]
    columns = getattr(df, "columns", None)
    if columns is None or not hasattr(df, "groupby"):
        raise PuzzleError(f"{where} reads the table compare() returns, with a column of true distances; got "
                          f"{short_repr(df)}.")
    missing = [c for c in needed + [depth] if not isinstance(c, str) or c not in columns]
    if missing:
        raise PuzzleError(f"{where} needs the columns {', '.join(map(short_repr, missing))} in the table; add the true "
                          f"distance of each board as a column named {short_repr(depth)} (for example with "
                          "distance_table(3, 3).distance).")


def summarize(df, depth: str = "depth"):
    """One row per method of a :func:`compare` table whose ``depth`` column holds each board's true
    distance: median boards expanded, most boards in memory, seconds in all, extra moves in all, boards
    not solved shortest, median effective branching factor b*.
    """
    _check_race(df, depth, "summarize")
    extra = df["length"] - df[depth]
    table = df.assign(extra_moves=extra).groupby("label", sort=False).agg(
        median_expanded=("nodes_expanded", "median"),
        most_in_memory=("max_memory_nodes", "max"),
        seconds_in_all=("seconds", "sum"),
        extra_moves_in_all=("extra_moves", "sum"),
        boards_not_shortest=("extra_moves", lambda s: int((s > 0).sum())),
        b_star=("branching_factor", "median"),
    )
    return table.round({"seconds_in_all": 2, "b_star": 2}).astype({"median_expanded": int, "most_in_memory": int,
                                                                   "extra_moves_in_all": int})


def growth_per_move(df, space_size: int, *, depth: str = "depth", min_depth: int = 8, ceiling: float = 0.2,
                    baseline: str = "bfs"):
    """How many times each method's median work multiplies per extra move of solution depth.

    A straight line is fitted to log10(median boards expanded) against depth, over the depths from
    ``min_depth`` up to the deepest where ``baseline`` expanded less than ``ceiling`` of the
    ``space_size`` boards: further down, every method runs into the end of the state space (BFS cannot
    expand more boards than exist) and the fit would measure the ceiling, not the method. Returns
    ``(growth, depths)``: a Series sorted from steepest to flattest, and the depths used.
    """
    import numpy as np
    import pandas as pd

    _check_race(df, depth, "growth_per_move")
    medians = df.pivot_table(index=depth, columns="label", values="nodes_expanded", aggfunc="median")
    open_space = medians[baseline] < ceiling * space_size if baseline in medians else medians.index >= 0
    depths = [d for d in medians.index[open_space] if d >= min_depth]
    if len(depths) < 2:
        raise PuzzleError(f"need two depths from {min_depth} on where {baseline} stays under {ceiling:.0%} of "
                          "the space to fit a growth rate; add boards at more depths")
    rows = medians.loc[depths]
    growth = {label: 10 ** np.polyfit(rows.index, np.log10(rows[label]), 1)[0] for label in rows.columns}
    series = pd.Series(growth, name="work multiplies per extra move").sort_values(ascending=False).round(2)
    return series, depths


def conclusions(df, depth: str = "depth") -> list[str]:
    """Sentences a teacher can draw from a race of lesson 7's methods, each printed from the table.

    Methods missing from the table are left out of the sentences that need them.
    """
    _check_race(df, depth, "conclusions")
    summary = summarize(df, depth)
    deepest_depth = int(df[depth].max())
    deepest = df[df[depth] == deepest_depth].groupby("label")["nodes_expanded"].median()
    labels = set(summary.index)
    n = df["board_index"].nunique()
    out = []
    exact = [label for label in summary.index if df.loc[df["label"] == label, "optimal"].astype(bool).all()]
    if {"bfs", "astar (linear_conflict)"} <= labels:
        out.append(f"**Shortest is affordable.** {', '.join(exact)} returned the true distance on all {n} boards; at "
                   f"depth {deepest_depth} A* with linear conflict expanded "
                   f"{deepest['bfs'] / deepest['astar (linear_conflict)']:,.0f} times fewer boards than BFS.")
    guesses = [g for g in ("misplaced", "manhattan", "linear_conflict") if f"astar ({g})" in labels]
    if len(guesses) > 1:
        counts = ", ".join(f"{deepest[f'astar ({g})']:,.0f} with {g.replace('_', ' ')}" for g in guesses)
        out.append(f"**The guess matters.** At depth {deepest_depth} A* expanded a median of {counts}.")
    quick = [label for label in ("greedy (manhattan)", "scored (ant post)", "wastar (manhattan)") if label in labels]
    if quick and "astar (manhattan)" in labels:
        missed = "; ".join(f"{label} on {summary.loc[label, 'boards_not_shortest']} "
                           f"({summary.loc[label, 'extra_moves_in_all']} extra moves in all)" for label in quick)
        work = ", ".join(f"{deepest[label]:,.0f}" for label in quick)
        out.append(f"**No guarantee, less work.** Boards where the solution was not shortest: {missed}. At depth "
                   f"{deepest_depth} they expanded {work} boards, against {deepest['astar (manhattan)']:,.0f} for "
                   "A* with Manhattan.")
    if "wastar (manhattan)" in labels:
        rows = df[df["label"] == "wastar (manhattan)"]
        out.append(f"**Weighted A\\* keeps its promise.** Its longest solution was "
                   f"{(rows['length'] / rows[depth]).max():.2f} times the shortest (the bound is 2).")
    if {"bfs", "astar (linear_conflict)", "idastar (manhattan)"} <= labels:
        out.append(f"**Memory.** BFS held up to {summary.loc['bfs', 'most_in_memory']:,} boards at once, A* with "
                   f"linear conflict {summary.loc['astar (linear_conflict)', 'most_in_memory']:,}, IDA* never more "
                   f"than {summary.loc['idastar (manhattan)', 'most_in_memory']:,} (its path).")
    return out
