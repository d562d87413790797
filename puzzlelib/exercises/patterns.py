"""Lesson 11's checks: a partition of the 15 tiles into small patterns, the mirrored board, and what a weighted
A* answer proves about the shortest one.

As in lesson 10, the mirror and the lower bound are asked for as functions and tried on cases the student
has not seen; the partition is judged by the mean value its tables give on 1,000 random boards.
"""

from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache

from puzzlelib.board import Board
from puzzlelib.errors import PuzzleError
from puzzlelib.exercises.verdicts import Check, _callable, _checker, _Junk, _right, _whole_number, _wrong

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

    if isinstance(groups, str):
        raise _Junk("", None, "write the groups yourself, e.g. [(1, 2, 5, 6), ...]",
                    message=f"{groups!r} is a name; the task asks for groups of tiles you choose.")
    return _tile_groups(4, 4, groups)  # PuzzleError (a Not yet) for overlapping groups or non-tiles


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
            answer = mirror(board)
        except Exception as exc:  # the student's code
            return _wrong(f"your function raised {type(exc).__name__}: {exc} on this board:",
                          "try it on Board.goal(4, 4) first", board=board)
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


#: (length found, weight, Manhattan distance) of weighted A* answers: from the lesson's kind of table, and ones
#: where the weight's guarantee or the parity decides (1.25 and 1.5 are light weights, 1 is plain A*).
LOWER_BOUND_CASES = ((61, 2, 41), (148, 2, 82), (121, 2, 51), (100, 3, 30), (101, 3, 31), (60, 1.25, 38),
                     (57, 1.5, 29), (75, 2.5, 21), (90, 2.5, 22), (53, 1, 41), (0, 3, 0), (7, 1.5, 3))


@_checker
def check_lower_bound(lower_bound) -> Check:
    """Right when ``lower_bound(length, weight, manhattan)`` gives the most the three numbers prove about the
    shortest solution of a board: weighted A* (``f = g + weight * h``, Manhattan distance as ``h``) returned
    ``length`` moves on it, and its Manhattan distance is ``manhattan``. Tried on a dozen cases.
    """
    _callable(lower_bound, "a function lower_bound(length, weight, manhattan) that returns a number of moves",
              "define it with def lower_bound(length, weight, manhattan): ... and pass the function itself")
    right = True  # which case failed is never shown: a table of answers by case could be filled in by trial
    for length, weight, manhattan in LOWER_BOUND_CASES:
        try:
            answer = lower_bound(length, weight, manhattan)
        except Exception as exc:  # the student's code
            return _wrong(f"your function raised {type(exc).__name__}: {exc} for lower_bound({length}, {weight}, "
                          f"{manhattan}).", "try it on the numbers of the lesson's table first")
        answer = _whole_number(answer, "a whole number of moves from lower_bound")
        # The most the three numbers prove, worked out here (no function of the module answers the task).
        bound = max(manhattan, math.ceil(Fraction(length) / Fraction(str(weight))))
        right = right and answer == bound + (bound - length) % 2
    if not right:
        return _wrong(f"on some of the {len(LOWER_BOUND_CASES)} cases (weights from 1 to 3) your function's number is "
                      "either not proven by the three numbers or not the most they prove.",
                      "two facts give lower bounds, and a third says which lengths are possible at all")
    return _right(f"the most each of the {len(LOWER_BOUND_CASES)} cases proves. Which fact decides when the "
                  "weight is large, and which when it is close to 1?")
