"""Lesson 11's checks: a partition of the 15 tiles into small patterns, and the mirrored board.

As in lesson 10, the mirror is asked for as a function and tried on boards the student has not seen; the
partition is judged by the mean value its tables give on 1,000 random boards. :func:`check_lower_bound`, asked
here before weighted A* moved to lesson 12, lives in :mod:`~puzzlelib.exercises.optimal` and is still importable
from this module.
"""

from __future__ import annotations

import warnings
from collections.abc import Iterable, Mapping, Set
from functools import lru_cache

from puzzlelib.board import Board
from puzzlelib.errors import PuzzleError
from puzzlelib.exercises.optimal import LOWER_BOUND_CASES, check_lower_bound  # noqa: F401  (asked here before)
from puzzlelib.exercises.verdicts import Check, _callable, _checker, _Junk, _kind, _right, _wrong

__all__ = ["check_partition", "check_mirror", "check_lower_bound", "PARTITION_MAX_TILES", "PARTITION_BOARDS"]

PARTITION_MAX_TILES = 4
"""The largest group :func:`check_partition` accepts: a 4-tile table has 16**4 = 65,536 entries."""

PARTITION_BOARDS = 1000
"""How many random 15-puzzles the mean is taken over (seeds 20,000 and up, none of them in a lesson)."""

_REFERENCE = "3-3-3-3-3"


@lru_cache(maxsize=1)
def _partition_boards():
    import numpy as np

    from puzzlelib.shuffle import random_solvable

    return np.array([random_solvable(4, 4, seed=20_000 + s).tiles for s in range(PARTITION_BOARDS)])


def _mean_value(partition) -> float:
    from puzzlelib.pdb import pattern_heuristic

    tables = pattern_heuristic(4, 4, partition, reflect=False, progress=False, cache=False)
    return float(tables.values(_partition_boards()).mean())


@lru_cache(maxsize=1)
def _reference_means() -> tuple[float, float]:
    """(mean Manhattan distance, mean of the five 3-tile tables) over the test boards."""
    boards = [Board(4, 4, tuple(int(t) for t in row)) for row in _partition_boards()]
    return sum(b.manhattan() for b in boards) / len(boards), _mean_value(_REFERENCE)


def _groups(groups) -> tuple[tuple[int, ...], ...]:
    from puzzlelib.pdb.partitions import _tile_groups

    example = "write the groups as a list of tuples of tiles, e.g. [(1, 2, 3), (4, 5, 6), ...]"
    if isinstance(groups, str):
        raise _Junk("", None, example, message=f"{groups!r} is a name; the task asks for groups of tiles you choose.")
    if isinstance(groups, bytes | Mapping | Set) or not isinstance(groups, Iterable):
        raise _Junk("", None, example, message=f"the groups must be a list of groups of tiles, got {_kind(groups)}.")
    try:
        return _tile_groups(4, 4, groups, example=False)
    except PuzzleError as exc:  # overlapping groups or non-tiles
        raise _Junk("", None, example, message=str(exc)) from None


@_checker
def check_partition(groups) -> Check:
    """Right when ``groups``, disjoint groups of at most :data:`PARTITION_MAX_TILES` tiles of the 15-puzzle, give
    additive pattern tables (no mirror) whose mean value on :data:`PARTITION_BOARDS` random boards is higher than
    that of the package's five groups of three tiles.
    """
    chosen = _groups(groups)
    big = [g for g in chosen if len(g) > PARTITION_MAX_TILES]
    if big:
        return _wrong(f"the group {big[0]} has {len(big[0])} tiles; the task allows at most {PARTITION_MAX_TILES}, "
                      f"so that each table stays small (16**{PARTITION_MAX_TILES} entries).",
                      "split it, and think about which tiles should share a table")
    manhattan, reference = _reference_means()
    mean = _mean_value(chosen)
    covered = sum(len(g) for g in chosen)
    details = {"mean": mean, "reference": reference, "manhattan": manhattan, "tiles": covered}
    if mean <= reference:
        # The mean your groups reach is not shown: swapping tiles and keeping what raises it would pass by trial.
        return _wrong(f"your tables give no more on average over {PARTITION_BOARDS:,} random boards than five "
                      f"groups of three tiles ({reference:.2f} moves; Manhattan distance {manhattan:.2f}).",
                      "a table beats Manhattan distance only where its own tiles get in each other's way: which "
                      "tiles block each other most often?", details={"reference": reference, "manhattan": manhattan})
    return _right(f"{mean:.2f} moves on average over {PARTITION_BOARDS:,} random boards, against {reference:.2f} for "
                  f"five groups of three and {manhattan:.2f} for Manhattan distance. Why do these groups work?",
                  details=details)


def _mirror_cases() -> list[Board]:
    from puzzlelib.shuffle import random_solvable

    return [Board.goal(4, 4)] + [random_solvable(4, 4, seed=30_000 + s) for s in range(8)]


@_checker
def check_mirror(mirror) -> Check:
    """Right when ``mirror(board)`` gives, for 15-puzzles (standard goal), the board that the pattern tables'
    second lookup reads: the board mirrored about the diagonal through the goal's blank, with its tiles renamed
    so that the goal mirrors onto itself. Tried on the goal and on random boards.
    """
    _callable(mirror, "a function mirror(board) that returns a board",
              "define it with def mirror(board): ... and pass the function itself")
    from puzzlelib.pdb.heuristic import _reflection

    # The boards the second lookup reads, worked out here (no function of the module answers the task).
    cells, rename = _reflection(4, 4, Board.goal(4, 4).tiles)
    expected = []
    for board in _mirror_cases():
        tiles = [0] * 16
        for cell, tile in enumerate(board.tiles):
            tiles[cells[cell]] = rename[tile]
        expected.append(Board(4, 4, tuple(tiles)))
    for k, board in enumerate(_mirror_cases()):
        try:
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                answer = mirror(board)
        except Exception as exc:  # the student's code
            return _wrong(f"your function raised {type(exc).__name__}: {exc} on this board:",
                          "try it on Board.goal(4, 4) first", board=board)
        if any("PDBHeuristic.reflection" in str(w.message) for w in caught):
            return _wrong("your function reads the tables' own mirror (reflection): the task asks you to work "
                          "the mirrored board out.", "start from board.transpose(), then the numbers")
        try:
            answer = Board.coerce(answer, "mirror")
        except PuzzleError:
            raise _Junk("a board", answer, "return a Board, for example Board(4, 4, tiles)") from None
        if answer == expected[k]:
            continue
        if k == 0:
            return _wrong("your mirror of the goal is not the goal:", "a mirrored solution must end on the goal "
                          "again: what does that ask of the tile numbers?", board=answer)
        return _wrong("on this board your mirror is not the board the second lookup reads:",
                      "check which cell each cell goes to, and which number each tile takes", board=board,
                      details={"passed": k})
    return _right(f"the mirrored boards of the goal and of {len(_mirror_cases()) - 1} random boards. Why does a "
                  "mirrored board need exactly as many moves as the board itself?", details={"passed": k + 1})
