"""Which tiles go together: the named partitions of each board shape, turned to fit any goal.

A partition splits the tiles into disjoint groups, one pattern database each. :data:`PARTITIONS` are
drawn for the standard goal; :func:`partition_cells` turns or flips a drawing so that it fits another
goal, and :func:`_tile_groups` checks groups given by hand.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Set

from puzzlelib.board import Board, check_shape, goal_tiles, whole_number
from puzzlelib.errors import InvalidBoardError, PuzzleError, short_repr

__all__ = ["PARTITIONS", "partition_cells"]


#: Named partitions, as groups of *goal cells* of the standard goal (row-major, blank last).
#: For a goal with the blank elsewhere, the goal's blank cell takes the standard blank cell's place.
PARTITIONS: dict[tuple[int, int], dict[str, tuple[tuple[int, ...], ...]]] = {
    (3, 3): {
        "4-4": ((0, 1, 3, 4), (2, 5, 6, 7)),
        "3-3-2": ((0, 1, 2), (3, 4, 6), (5, 7)),
    },
    (4, 4): {
        # cells:  0  1  2  3 /  4  5  6  7 /  8  9 10 11 / 12 13 14 15(blank)
        "6-6-3": ((0, 4, 5, 8, 9, 12), (6, 7, 10, 11, 13, 14), (1, 2, 3)),
        "5-5-5": ((0, 4, 5, 8, 12), (1, 2, 3, 6, 7), (9, 10, 11, 13, 14)),
        "3-3-3-3-3": ((0, 1, 4), (2, 3, 7), (5, 6, 9), (8, 12, 13), (10, 11, 14)),
    },
    (2, 4): {"4-3": ((0, 1, 4, 5), (2, 3, 6)), "7": ((0, 1, 2, 3, 4, 5, 6),)},
    (2, 3): {"5": ((0, 1, 2, 3, 4),)},
    (3, 2): {"5": ((0, 1, 2, 3, 4),)},
    (2, 2): {"3": ((0, 1, 2),)},
}

#: Extra drawings for a goal whose blank is inside the board: (groups of cells, the blank's cell).
#: Turned and flipped like the others, this one serves every inside blank of a 4x4 board (the
#: snail's among them). Mean value on 2,000 random snail boards: 6-6-3 42.95 (standard goal: 42.95),
#: 5-5-5 42.11 (standard goal: 42.18), the best of the drawings tried (``fifteen_bench.py --layouts``).
_INSIDE_DRAWINGS = {
    (4, 4): {"6-6-3": (((0, 1, 4, 5, 8, 12), (2, 3, 6, 7, 10, 11), (13, 14, 15)), 9),
             "5-5-5": (((0, 1, 2, 4, 5), (3, 6, 7, 10, 11), (8, 12, 13, 14, 15)), 9)},
}

#: Preferred partition per shape, best first (the first one cached wins, else the first one).
_PREFERENCE = {(4, 4): ("6-6-3", "5-5-5"), (3, 3): ("4-4",), (2, 4): ("7",), (2, 3): ("5",),
               (3, 2): ("5",), (2, 2): ("3",)}


def _goal_tuple(rows: int, cols: int, goal) -> tuple[int, ...]:
    if goal is None:
        return goal_tiles(rows, cols)
    goal = Board.goal(rows, cols).resolve_goal(goal)  # layout names, text, lists, arrays
    tiles = tuple(int(t) for t in getattr(goal, "tiles", goal))
    if (getattr(goal, "rows", rows), getattr(goal, "cols", cols)) != (rows, cols) or sorted(tiles) != list(
        range(rows * cols)
    ):
        raise InvalidBoardError(f"the goal {goal!r} is not a {rows}x{cols} board")
    return tiles


def partition_cells(rows: int, cols: int, name: str, goal=None) -> tuple[tuple[int, ...], ...]:
    """The tile groups of a named partition, as tile numbers for ``goal`` (standard by default).

    :data:`PARTITIONS` are drawn for the standard goal (blank in the last cell). For another goal
    the drawing is turned or flipped (:func:`_board_symmetries`) so that its blank corner lands on
    a corner: a goal with the blank in a corner (blank-first) gets exactly the standard goal's
    partition, seen from its own corner (the identity first: the standard goal keeps the drawing).
    A goal with the blank elsewhere gets a drawing made for an inside blank when there is one
    (:data:`_INSIDE_DRAWINGS`: the 4x4 snail's), else a turned drawing with the blank's cell
    and the drawing's blank cell swapped: of those, the one whose groups keep the most pairs of
    neighbouring cells together (ties: the nearest). Compact groups are what make a partition
    strong: tiles next to each other get in each other's way, and the table counts that, while a
    tile carried in from the far side of the board would cost several moves.
    """
    rows, cols = check_shape(rows, cols)
    known = PARTITIONS.get((rows, cols), {})
    if not isinstance(name, str) or name not in known:
        raise PuzzleError(
            f"no partition called {short_repr(name)} for {rows}x{cols} boards; known: {sorted(known) or 'none'}. "
            "Pass the tile groups yourself, e.g. pattern_heuristic(4, 4, [(1, 2, 3), (4, 5, 6), ...])"
        )
    goal = _goal_tuple(rows, cols, goal)
    blank, std_blank = goal.index(0), rows * cols - 1

    def distance(a, b):
        return abs(a // cols - b // cols) + abs(a % cols - b % cols)

    drawings = [(known[name], std_blank)]
    if name in _INSIDE_DRAWINGS.get((rows, cols), {}):
        drawings.append(_INSIDE_DRAWINGS[rows, cols][name])

    def placed(turn, drawing):
        """The drawing turned, with the goal's blank cell and the drawing's blank cell swapped."""
        groups, drawn_blank = drawing
        moved = turn[drawn_blank]
        return moved, [[moved if turn[c] == blank else turn[c] for c in group] for group in groups]

    def rank(option):
        moved, groups = placed(*option)
        neighbours = sum(distance(a, b) == 1 for g in groups for i, a in enumerate(g) for b in g[i + 1:])
        return moved != blank, -neighbours, distance(moved, blank)

    best = min(((turn, drawing) for drawing in drawings for turn in _board_symmetries(rows, cols)), key=rank)
    return tuple(tuple(goal[c] for c in group) for group in placed(*best)[1])


def _board_symmetries(rows: int, cols: int) -> list[list[int]]:
    """Cell maps of the board's symmetries, identity first: turns by 180 degrees and mirror images
    (and, on a square, quarter turns and the two diagonal mirrors)."""
    n = rows * cols
    maps = []
    for flip_r in (False, True):
        for flip_c in (False, True):
            maps.append([(rows - 1 - c // cols if flip_r else c // cols) * cols
                         + (cols - 1 - c % cols if flip_c else c % cols) for c in range(n)])
    if rows == cols:
        maps += [[m[(c % cols) * cols + c // cols] for c in range(n)] for m in maps]
    return maps


def _tile_groups(rows: int, cols: int, partition, *, example: bool = True) -> tuple[tuple[int, ...], ...]:
    """Tile groups given by hand, checked: at least one group, each a non-empty list of tiles ``1..n-1``, and
    no tile in two groups (the sum of overlapping groups counts a tile twice and can overestimate).

    A refusal ends with an example call of :func:`pattern_heuristic`; ``example=False`` leaves it out, for a
    checker whose task asks for groups of its own size."""
    n = rows * cols
    half = n // 2
    names = _PREFERENCE.get((rows, cols))
    tail = ((f"; for example pattern_heuristic({rows}, {cols}, [{tuple(range(1, half))}, {tuple(range(half, n))}])"
                + (f" or a name such as '{names[0]}'" if names else "")) if example else "")
    if isinstance(partition, bytes | Mapping | Set) or not isinstance(partition, Iterable):
        raise PuzzleError(f"partition must be a name or a list of tile groups, got {short_repr(partition)}{tail}.")
    groups, owner = [], {}
    for number, group in enumerate(partition, start=1):
        if isinstance(group, str | bytes | Mapping) or not isinstance(group, Iterable):
            raise PuzzleError(f"group {number} of the partition is {short_repr(group)}, not a list of tiles{tail}.")
        tiles = []
        for tile in group:
            value = whole_number(tile)
            if value is None or not 1 <= value < n:
                raise PuzzleError(f"group {number} holds {short_repr(tile)}, which is not a tile of a {rows} x {cols} "
                                  f"board (tiles 1..{n - 1}; the blank is never in a group){tail}.")
            if value in owner:
                raise PuzzleError(f"tile {value} is in group {owner[value]} and group {number}; groups must not share "
                                  f"tiles, or the sum would count it twice and overestimate{tail}.")
            owner[value] = number
            tiles.append(value)
        if not tiles:
            raise PuzzleError(f"group {number} of the partition is empty{tail}.")
        groups.append(tuple(tiles))
    if not groups:
        raise PuzzleError(f"the partition has no groups{tail}.")
    return tuple(groups)
