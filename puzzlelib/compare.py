"""Many methods on many boards, one table: ``compare(boards, methods)`` -> a pandas DataFrame.

Each row is one run, with every :class:`~puzzlelib.result.SearchResult` field as a column (plus
the board, a label for the method and an ``error`` column). A run that hits its budget, or a board
that cannot be solved, becomes a row with ``solved=False`` and the reason in ``error`` instead of
stopping the whole comparison, so a class can see *where* a method gives up. A tqdm progress bar
shows how far the runs have got.

Both ``from puzzlelib import compare`` and ``from puzzlelib.compare import compare`` give something to
call as ``compare(boards, methods)``: the module itself is callable (its class is a module subclass with a
``__call__`` that runs :func:`compare`). A module and a function cannot share the name ``puzzlelib.compare``,
and the lessons and older notebooks use both spellings, so the module answers a call rather than one of them
breaking. pandas is imported on the first call, not on import.
:func:`compare_rows` runs the same comparison without pandas and returns the rows as plain dicts
(the playground's race uses it, so it also runs in a browser-only Python).
"""

from __future__ import annotations

import inspect
import itertools
import sys
import time
import types
from collections.abc import Iterable, Mapping
from numbers import Real
from typing import NamedTuple

from puzzlelib import limits
from puzzlelib.board import Board
from puzzlelib.errors import PuzzleError, SearchLimitError, UnsolvableError, arguments_checked, short_repr
from puzzlelib.result import SearchResult
from puzzlelib.search.methods import METHOD_RECORDS

__all__ = ["compare", "compare_rows", "method_specs", "COLUMNS", "OUTCOMES", "TOTAL_SECONDS", "summarize", "growth_per_move",
           "conclusions", "by_weight", "WeightTables"]

TOTAL_SECONDS = 600.0
"""Seconds a comparison table may take unless its caller says otherwise: the runs past it are rows marked
"not run", so a cell that asks for too much still ends, with what it has."""

NO_HEURISTIC = tuple(name for name, method in METHOD_RECORDS.items() if not method.uses_heuristic)
"""Methods that ignore the heuristic (their label does not name one)."""

COLUMNS = ["board_index", "board", "label", "method", "heuristic", "solved", "optimal", "length", "cost",
           "nodes_expanded", "nodes_generated", "max_frontier", "max_memory_nodes", "seconds",
           "branching_factor", "moves", "tiles", "path", "start", "goal", "error", "outcome"]
"""A run's row: ``outcome`` says how it ended, as data (one of :data:`OUTCOMES`); ``error`` says it in words."""

OUTCOMES = ("solved", "budget", "unsolvable", "not run")
"""How a run ended: a solution, its budget reached (``max_nodes``, ``time_limit``, memory), a board that
cannot reach the goal, or never started because the comparison's ``total_time`` was used up."""


def _is_pair(spec) -> bool:
    """True for ``(method, heuristic)``: a tuple of two whose second entry is not itself a method name.

    So ``("wastar", "manhattan")`` is one method with its heuristic while ``("bfs", "astar")`` (the
    default) and ``("bfs", "astar", "greedy")`` are lists of methods.
    """
    from puzzlelib.search import get_method

    if not (isinstance(spec, tuple) and len(spec) == 2 and isinstance(spec[0], str)):
        return False
    if not isinstance(spec[1], str):
        return True  # a heuristic function or object
    try:
        get_method(spec[1])
    except PuzzleError:
        return True
    return False


def method_specs(methods, heuristic="manhattan") -> list[dict]:
    """Normalise method specs: ``"astar"``, ``"astar:misplaced"``, ``("wastar", "manhattan")`` or a dict
    of :func:`~puzzlelib.search.solve` options (with an optional ``"label"``), alone or in a list or tuple.

    Every method name and heuristic is checked here, before any search runs, so a typo in the fourth spec
    does not surface after three long runs.
    """
    from puzzlelib.heuristics import get_heuristic
    from puzzlelib.search import get_method

    if isinstance(methods, str | dict) or _is_pair(methods):
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
        spec["method"] = get_method(spec["method"]).name  # an unknown method is named now, not after earlier runs
        if spec["method"] not in NO_HEURISTIC:
            get_heuristic(spec["heuristic"])
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
    row["path"] = None if row["path"] is None else tuple(row["path"])
    return row


@arguments_checked
def compare(boards: Iterable, methods=("bfs", "astar"), *, heuristic="manhattan", goal=None,
            max_nodes: int | None = 200_000, time_limit: float | None = 10.0, progress: bool = True,
            total_time: float | None = TOTAL_SECONDS, **solve_options):
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
    total_time:
        Seconds for the whole table (default :data:`TOTAL_SECONDS`, ten minutes; None: no limit beyond each
        run's). Each run gets at most what is left; once it is used up the remaining runs are rows with ``solved=False`` and ``error``
        starting "not run", so a long comparison ends on time with what it has.

    Returns a :class:`pandas.DataFrame` with the columns :data:`COLUMNS`: one row per board and
    method, in that order, whatever happened to the run (budget reached, board unsolvable, not run).

    Examples
    --------
    >>> df = compare(["1 2 3 / 4 0 6 / 7 5 8"], ["bfs", "astar"], progress=False)
    >>> df[["label", "solved", "length"]].values.tolist()
    [['bfs', True, 2], ['astar (manhattan)', True, 2]]
    >>> compare(["1 2 3 / 4 0 6 / 7 5 8"], progress=False)["label"].tolist()  # default methods
    ['bfs', 'astar (manhattan)']
    """
    started = time.perf_counter()  # total_time counts from the call, pandas' import included
    import pandas as pd

    rows = compare_rows(boards, methods, heuristic=heuristic, goal=goal, max_nodes=max_nodes,
                        time_limit=time_limit, progress=progress, total_time=total_time, started=started,
                        **solve_options)
    frame = pd.DataFrame(rows)
    for name in COLUMNS:
        if name not in frame:
            frame[name] = None
    extra = [c for c in frame.columns if c not in COLUMNS]
    return frame[COLUMNS + extra]


def compare_rows(boards: Iterable, methods=("bfs", "astar"), *, heuristic="manhattan", goal=None,
                 max_nodes: int | None = 200_000, time_limit: float | None = 10.0, progress: bool = False,
                 total_time: float | None = TOTAL_SECONDS, started: float | None = None,
                 **solve_options) -> list[dict]:
    """:func:`compare`'s runs as plain dicts, one per run, every key of :data:`COLUMNS` present.

    ``total_time`` counts from ``started`` (a ``time.perf_counter()`` reading; default: this call).

    Needs neither pandas nor tqdm (the progress bar is imported only when ``progress`` is true).

    >>> rows = compare_rows(["1 2 3 / 4 0 6 / 7 5 8"], ["bfs", "astar"])
    >>> [(row["label"], row["solved"], row["length"]) for row in rows]
    [('bfs', True, 2), ('astar (manhattan)', True, 2)]
    """
    from puzzlelib.search import solve

    started = time.perf_counter() if started is None else started
    if isinstance(boards, str | Board) or (type(boards).__module__ == "numpy" and getattr(boards, "ndim", 0) == 2):
        boards = [boards]
    if not isinstance(boards, Iterable) or isinstance(boards, bytes | Mapping):
        raise PuzzleError(f"compare needs a list of boards, got {short_repr(boards)}; for example "
                          "compare(['1 2 3 / 4 0 6 / 7 5 8'], ['bfs', 'astar']).")
    boards = list(itertools.islice(iter(boards), limits.MAX_COMPARED_BOARDS + 1))
    if len(boards) > limits.MAX_COMPARED_BOARDS:
        raise PuzzleError(f"compare takes at most {limits.MAX_COMPARED_BOARDS:,} boards in one table, got more; "
                          "compare a sample, for example boards[:100].")
    boards = [Board.coerce(b, "compare") for b in boards]
    specs = method_specs(methods, heuristic)
    if total_time is not None:
        from puzzlelib.search.budgets import check_limits, check_number

        total_time = check_number("total_time", total_time, above=True, what="a number of seconds")
        check_limits(max_nodes, time_limit, default_nodes=1)  # before min(time_limit, what is left)
    deadline = None if total_time is None else started + total_time
    rows = []
    bar = _progress_bar(len(boards) * len(specs)) if progress else None
    try:
        for index, board in enumerate(boards):
            for spec in specs:
                options = {k: v for k, v in spec.items() if k != "label"}
                if bar is not None:
                    bar.set_postfix_str(f"board {index}, {spec['label']}")
                error, outcome = None, "solved"
                limit = time_limit
                left = None if deadline is None else deadline - time.perf_counter()
                if left is not None and left > 0:
                    limit = left if limit is None else min(limit, left)
                try:
                    if left is not None and left <= 0:
                        row, error, outcome = {}, f"not run: the total_time of {total_time:g} s was used up", "not run"
                    else:
                        row = _row(solve(board, goal, max_nodes=max_nodes, time_limit=limit,
                                         **{**solve_options, **options}), {})
                except SearchLimitError as exc:
                    row, error, outcome = _row(exc.result, exc.stats), f"budget: {exc}", "budget"
                except UnsolvableError as exc:
                    row, error, outcome = {}, f"unsolvable: {exc}", "unsolvable"
                row.update(board_index=index, board=board.to_text(), label=spec["label"], error=error,
                           outcome=outcome, method=spec["method"])
                if error is not None:  # no solution: no length; the counters say how much work was spent
                    row.update(solved=False, optimal=False, length=None, cost=None, moves=None, tiles=None)
                row.setdefault("heuristic", None if spec["method"] in NO_HEURISTIC else str(spec["heuristic"]))
                rows.append({**dict.fromkeys(COLUMNS), **row})
                if bar is not None:
                    bar.update()
    finally:
        if bar is not None:
            bar.close()
    return rows


def _progress_bar(total: int):
    from tqdm.auto import tqdm

    return tqdm(total=total, desc="compare", leave=False)


class WeightTables(NamedTuple):
    """What :func:`by_weight` returns: one row a board, one column a weight."""

    lengths: object
    """Moves of each solution (pandas ``Int64``; ``<NA>`` where the run used up its budget)."""
    expanded: object
    """Boards each run expanded (the budget itself where the run used it up)."""


def by_weight(boards, weights, *, heuristic="manhattan", max_nodes: int = 50_000,
              time_limit: float | None = None) -> WeightTables:
    """Weighted A* on every board with every weight, read as two tables: lengths and expansions.

    ``boards`` is a list, or a dict whose keys name the rows; ``weights`` are numbers >= 1, each a
    column ("w=2"). Only ``max_nodes`` stops a run unless ``time_limit`` is given, so the tables come
    out the same on every computer, however loaded.
    """
    if isinstance(boards, Mapping):
        names, boards = list(boards), list(boards.values())
    else:
        names = None
    if isinstance(weights, str | bytes) or not isinstance(weights, Iterable):
        raise PuzzleError(f"weights must be a list of numbers >= 1, such as (1, 2, 3); got {short_repr(weights)}.")
    weights = list(weights)
    bad = [w for w in weights if isinstance(w, bool) or not isinstance(w, Real) or not w >= 1]
    if bad or not weights:
        raise PuzzleError(f"weights must be numbers >= 1, such as (1, 2, 3); got {short_repr(weights)}.")
    if isinstance(boards, str | Board) or not isinstance(boards, Iterable):
        boards = [boards]
    boards = list(boards)
    if not boards:
        raise PuzzleError("by_weight needs at least one board, for example by_weight([random_solvable(4, 4)], (1, 2)).")
    labels = [f"w={w:g}" for w in weights]
    specs = [{"method": "wastar", "weight": w, "label": label} for w, label in zip(weights, labels, strict=True)]
    runs = compare(boards, specs, heuristic=heuristic, max_nodes=max_nodes, time_limit=time_limit, progress=False)
    tables = []
    for column, kind in (("length", "Int64"), ("nodes_expanded", "int64")):
        table = runs.pivot(index="board_index", columns="label", values=column)[labels].astype(kind)
        table.columns.name = None
        if names is not None:
            table.index = names
        table.index.name = "board"
        tables.append(table)
    return WeightTables(*tables)


# --------------------------------------------------------------------------- reading a race
class _CallableModule(types.ModuleType):
    """This module's class: ``puzzlelib.compare(boards, methods)`` calls :func:`compare`, so
    ``from puzzlelib import compare`` (which gives the module) works as the lessons write it."""

    def __call__(self, *args, **kwargs):
        return compare(*args, **kwargs)


sys.modules[__name__].__class__ = _CallableModule


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


__signature__ = inspect.signature(compare)  # so inspect.signature(puzzlelib.compare) shows the parameters
