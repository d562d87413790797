"""Data the lessons read instead of recomputing it in class: published boards and measured runs.

- :func:`korf100`: Korf's 100 random 15-puzzles (Korf 1985, Table 1) with their published optimal
  lengths, the standard benchmark of every 15-puzzle paper since. Korf's goal has the blank in the top-left
  corner; ``goal="standard"`` turns each board half a turn and renames tile ``t`` to ``16 - t``,
  which maps his goal onto the standard one (blank bottom-right) and every solution onto one of the
  same length, so the published lengths hold for the turned boards too.
- :func:`astar_memory_sample`: A* with linear conflict on 40 uniform random 15-puzzles (seeds 0-39),
  the boards it stored, measured by ``benchmarks/astar_memory.py`` (a run takes up to a minute and
  gigabytes of memory, too much for a class period). The lessons' claims files re-run a few of them.

The files live in ``puzzlelib/data``, so an installed package reads them without the repository.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources

from puzzlelib.board import Board
from puzzlelib.errors import PuzzleError, short_repr

__all__ = ["KorfInstance", "korf100", "astar_memory_sample", "ASTAR_MEMORY_BUDGET"]

ASTAR_MEMORY_BUDGET = 3_000_000
"""Expansions each run of :func:`astar_memory_sample` was allowed; a board that needed more has no count."""


@dataclass(frozen=True)
class KorfInstance:
    """One of Korf's 100: its number in his table, its published optimal length, and the board."""

    number: int
    length: int
    board: Board


def _data_text(name: str) -> str:
    return resources.files("puzzlelib").joinpath("data", name).read_text(encoding="utf-8")


def _rows(name: str) -> list[list[str]]:
    return [line.split() for line in _data_text(name).splitlines() if line.strip() and not line.startswith("#")]


def _standard(tiles: tuple[int, ...]) -> Board:
    """Korf's board turned half a turn with tile ``t`` renamed ``16 - t``: the same puzzle for the standard goal."""
    turned = tuple(16 - t if t else 0 for t in reversed(tiles))
    return Board(4, 4, turned)


def korf100(goal: str = "standard") -> list[KorfInstance]:
    """Korf's 100 15-puzzles with their optimal lengths, as boards for ``goal``.

    ``goal="blank-first"`` gives the boards as published (goal ``0 1 2 3 / 4 5 6 7 / ...``);
    ``"standard"`` (the default) gives the same puzzles for the standard goal (see the module docstring).

    >>> first = korf100()[0]
    >>> first.number, first.length, first.board.manhattan()
    (1, 57, 41)
    >>> korf100("blank-first")[0].board.manhattan(Board.goal(4, 4, "blank-first"))
    41
    """
    if goal not in ("standard", "blank-first"):
        raise PuzzleError(f"korf100 gives boards for goal='standard' or goal='blank-first', got {short_repr(goal)}.")
    out = []
    for row in _rows("korf100.txt"):
        tiles = tuple(int(x) for x in row[2:])
        board = Board(4, 4, tiles) if goal == "blank-first" else _standard(tiles)
        out.append(KorfInstance(int(row[0]), int(row[1]), board))
    return out


def astar_memory_sample():
    """A* (linear conflict) on ``random_solvable(4, 4, seed=s)`` for s = 0..39, as a pandas DataFrame.

    Columns: ``seed``; ``length``, the shortest solution (IDA* with pattern databases);
    ``linear_conflict``, the guess at the start; ``expanded`` and ``stored``, the boards A* expanded and
    the boards it held at the end (open and closed lists), empty (NaN) when A* needed more than
    :data:`ASTAR_MEMORY_BUDGET` expansions; ``stored_at_stop``, for those boards only, the boards it held when
    the budget ran out (so the true count is larger).

    >>> sample = astar_memory_sample()
    >>> len(sample), int(sample.loc[15, "stored"])
    (40, 58048)
    """
    import pandas as pd

    table = pd.read_csv(resources.files("puzzlelib").joinpath("data", "astar_memory_15.csv"), comment="#")
    return table.set_index("seed", drop=False)
