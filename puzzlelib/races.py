"""A race of lesson 8's six searches on a fair sample of 8-puzzle boards, run once and kept as data.

The sample is uniform at each depth: for every distance d from 1 to 31, up to :data:`PER_DEPTH` boards are
drawn without replacement from *all* the boards exactly d moves from the goal (lesson 5's table lists
them), with the seed :data:`SEED`; where fewer boards exist (depths 1, 2, 3 and 31) all of them are taken.
Every method then solves every board with the same budget. Running the whole race takes several minutes
(breadth-first search alone expands up to all 181,440 boards per run, and every run is timed three times;
the file's first line says how long it took), longer than a lesson may spend, so
``benchmarks/race_8puzzle.py`` runs it and writes ``puzzlelib/data/race_8puzzle.csv``; lessons 8 and 9 read
it with :func:`race_8puzzle`, and their claims files re-run a part of it and compare, number for number.

The counts (boards expanded, generated, held in memory, solution length) are the same on every computer.
The milliseconds are the fastest processor time of three runs on the machine that wrote the file, which
the file names.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from puzzlelib.search.methods import display_name

__all__ = ["SEED", "PER_DEPTH", "RACE_METHODS", "RACE_FILE", "fair_sample", "race_8puzzle", "race_machine",
           "race_medians", "medians_at", "runs_on", "fit_growth", "open_depths", "BOARDS", "READABLE"]

READABLE = {"expanded": "boards expanded", "generated": "boards generated", "memory": "boards held",
            "ms": "milliseconds", "us_per_expansion": "microseconds per board expanded", "extra": "extra moves",
            "length": "moves", "b_star": "b*"}
"""Column names as a lesson's table shows them."""

BOARDS = 181_440
"""Boards that can reach the 8-puzzle's goal: no search expands more."""

SEED = 2026
"""The seed of the fair sample (numpy's ``default_rng``)."""

PER_DEPTH = 12
"""Boards drawn at each depth (all of them where fewer exist)."""

BFS_LABEL = display_name("bfs")
"""Breadth-first search's name in a race: the method record's display name."""

RACE_METHODS = {
    BFS_LABEL: {"method": "bfs"},
    "scored (ant post)": {"method": "scored", "heuristic": "manhattan+blank"},
    "greedy": {"method": "greedy", "heuristic": "manhattan"},
    "A* misplaced": {"method": "astar", "heuristic": "misplaced"},
    "A* Manhattan": {"method": "astar", "heuristic": "manhattan"},
    "A* linear conflict": {"method": "astar", "heuristic": "linear_conflict"},
}
"""The six runners, by the names the lessons use, with their :func:`~puzzlelib.search.solve` options."""

RACE_FILE = Path(__file__).resolve().parent / "data" / "race_8puzzle.csv"


def fair_sample(per_depth: int = PER_DEPTH, seed: int = SEED) -> list[tuple[int, object]]:
    """``(depth, board)`` pairs: up to ``per_depth`` boards drawn uniformly at each depth 1..31."""
    import numpy as np

    from puzzlelib.statespace import distance_table

    table = distance_table(3, 3)
    rng = np.random.default_rng(seed)
    sample = []
    for depth in range(1, table.max_distance + 1):
        boards = table.boards_at(depth)
        take = min(per_depth, len(boards))
        sample += [(depth, boards[i]) for i in sorted(rng.choice(len(boards), size=take, replace=False))]
    return sample


@lru_cache(maxsize=1)
def _race():
    import pandas as pd

    from puzzlelib.result import effective_branching_factor

    race = pd.read_csv(RACE_FILE, comment="#")
    race["extra"] = race["length"] - race["depth"]
    race["us_per_expansion"] = 1000 * race["ms"] / race["expanded"].clip(lower=1)
    race["b_star"] = [effective_branching_factor(g, d) for g, d in
                      zip(race["generated"].tolist(), race["depth"].tolist(), strict=True)]
    return race


def race_8puzzle():
    """The race as a DataFrame, one row per run: ``depth``, ``board``, ``method``, ``expanded``,
    ``generated``, ``memory`` (most boards held at once), ``length``, ``ms``, and three columns worked out
    from those: ``extra`` (moves over the shortest, ``length - depth``), ``us_per_expansion``
    (microseconds per board expanded), and ``b_star``, the effective branching factor of the run from the
    boards it generated and the board's true depth (:func:`~puzzlelib.result.effective_branching_factor`).
    A copy, so a lesson may change it."""
    return _race().copy()


def race_medians(race, column: str = "expanded"):
    """The medians of ``column``: one row per depth, one column per method (the lines of lessons 8 and 9)."""
    from puzzlelib.errors import PuzzleError, short_repr

    if not hasattr(race, "columns") or not {"depth", "method"} <= set(race.columns):
        raise PuzzleError(f"expected a race table with 'depth' and 'method' columns, got {short_repr(race)}; "
                          "for example race_8puzzle() from puzzlelib.races.")
    if column not in race.columns:
        raise PuzzleError(f"the race has no column {column!r}; use one of {', '.join(race.columns[3:])}.")
    table = race.pivot_table(index="depth", columns="method", values=column, aggfunc="median")
    return table[[m for m in RACE_METHODS if m in table.columns]]


def medians_at(race, depth: int, columns=("expanded", "memory", "ms", "us_per_expansion")):
    """One table for one depth: a row per method, a column per count, each the median over that depth's boards,
    with the columns named as :data:`READABLE` says (rounded to one decimal)."""
    import pandas as pd

    table = pd.DataFrame({READABLE.get(c, c): race_medians(race, c).loc[depth] for c in columns})
    table.index.name = f"median at depth {depth}"
    return table.round(1)


def runs_on(race, board, columns=("depth", "expanded", "length")):
    """The race's runs on one board (a :class:`~puzzlelib.board.Board` or its text): a row per method, the
    columns named as :data:`READABLE` says, so a lesson shows one board's race without a pandas mask."""
    from puzzlelib.errors import PuzzleError

    text = board.to_text() if hasattr(board, "to_text") else str(board)
    rows = race[race["board"] == text]
    if rows.empty:
        raise PuzzleError(f"the race has no runs on {text}; pick a board of its sample, for example "
                          "fair_sample()[0][1].")
    table = rows.set_index("method")[list(columns)].rename(columns=READABLE)
    table.index.name = "search"
    return table


def open_depths(values, low: float = 100, share: float = 0.1) -> list[int]:
    """The depths (up to 30) where a line of medians does real work and has not used up the space: at least
    ``low`` boards, at most ``share`` of all :data:`BOARDS`. Lesson 9 writes this rule out in its code."""
    return [d for d in range(1, 31) if low <= values[d] <= share * BOARDS]


def fit_growth(values, depths) -> tuple[float, float]:
    """``(growth per move, fitted value at the first depth)`` of the straight line through log10(values)
    against depth, over ``depths``: the fit lesson 9 shows as two lines of numpy."""
    import numpy as np

    depths = list(depths)
    slope, intercept = np.polyfit(depths, np.log10([values[d] for d in depths]), 1)
    return float(10 ** slope), float(10 ** (intercept + slope * depths[0]))


def race_machine() -> str:
    """The line of the race file that says where and when its milliseconds were measured."""
    with open(RACE_FILE, encoding="utf-8") as handle:
        return handle.readline().lstrip("# ").strip()
