"""Heuristics for sliding-tile puzzles: how far a board still seems to be from its goal.

Every heuristic works for any goal layout (standard, blank first, snail, or any board you pass):
it is built from the goal, never from the assumption that tile ``t`` belongs in cell ``t - 1``.

======================  ==========  ==========  ==================================================
name                    admissible  consistent  what it counts
======================  ==========  ==========  ==================================================
``"zero"``              yes         yes         nothing (A* becomes uniform-cost search)
``"misplaced"``         yes         yes         tiles not on their goal cell (blank excluded)
``"manhattan"``         yes         yes         rows + columns from each tile to its goal cell
``"linear_conflict"``   yes         yes         Manhattan + 2 per tile that must leave its line
                                                to let others in the same row/column pass
``"manhattan+blank"``   **no**      no          Manhattan counting the blank too (the ant post's
                                                score): a fine score, but it can overestimate
``"pdb"``               yes         up to 3x3   exact distances of disjoint tile groups, added
                                                (:mod:`puzzlelib.pdb`, loaded on first use)
======================  ==========  ==========  ==================================================

:func:`get_heuristic` is the one place a name is resolved; it also accepts the spellings in
:data:`ALIASES` (``"lc"``, ``"md"``, ``"Linear-Conflict"``, ...).

The claims in the table are checked by the tests against the true distance of every one of the
181,440 boards of the 8-puzzle and on every edge between them.

A heuristic is a :class:`Heuristic`: call it on a board (``HEURISTICS["manhattan"](board)``), or let
a search :meth:`~Heuristic.compile` it into a fast function of the packed state. Any callable
``h(board)`` or ``h(board, goal)`` is accepted too (:func:`get_heuristic`); give it attributes
``admissible = True`` / ``consistent = True`` if you know they hold.
"""

from __future__ import annotations

import inspect
from bisect import bisect_left
from collections.abc import Callable
from dataclasses import dataclass, field
from operator import getitem

from puzzlelib.board import Board
from puzzlelib.errors import PuzzleError, short_repr

__all__ = [
    "Heuristic",
    "HEURISTICS",
    "ALIASES",
    "get_heuristic",
    "register_heuristic",
    "misplaced",
    "manhattan",
    "manhattan_blank",
    "linear_conflict",
    "zero",
    "pattern_database",
    "line_conflicts",
    "check_heuristic_value",
]

Table = tuple[tuple[int, ...], ...]

_INF = float("inf")


def check_heuristic_value(value, name: str, board=None):
    """``value`` unchanged if it is a number with ``0 <= value < inf``, else a PuzzleError naming the heuristic.

    A search compares heuristic values inside its heap, so None or a string would surface there as
    a puzzling TypeError, and NaN (never smaller, never larger) would quietly scramble the order.
    """
    try:
        # float(): a whole number too large for a float would overflow the weighted priorities later
        if 0 <= value < _INF and float(value) < _INF:
            return value
    except Exception:  # noqa: BLE001 - None, text, an array, 10**400, Decimal('NaN') (InvalidOperation): unusable
        pass
    where = f" on {board.to_text() if hasattr(board, 'to_text') else board}" if board is not None else ""
    raise PuzzleError(f"heuristic {name!r} returned {short_repr(value)}{where}; a heuristic must return a finite "
                      "number >= 0 (its estimate of the moves still needed)")


@dataclass(frozen=True)
class Heuristic:
    """A named heuristic with the guarantees it carries.

    Exactly one of three builders is given:

    - ``make_table(goal)`` (per-tile heuristics) returns ``table[cell][tile]``, the term one tile adds
      when it sits on ``cell``; the heuristic is the sum of the terms, and a search updates it after a
      move by changing two terms;
    - ``make_model(goal)`` returns an object with ``full(tiles)`` and
      ``step(state, child, h, blank, cell, tile)`` (the child's value, updated from the parent's);
    - ``make_function(goal)`` builds any other heuristic as a function of the row-major tiles (a tuple
      or the search's ``bytes``).

    ``database`` holds the :class:`~puzzlelib.pdb.PDBHeuristic` a wrapped pattern database came from,
    so that the tuned IDA* can update its table indices move by move.
    """

    name: str
    admissible: bool
    consistent: bool
    description: str
    make_table: Callable[[Board], Table] | None = None
    make_function: Callable[[Board], Callable] | None = None
    make_model: Callable[[Board], object] | None = None
    database: object = field(default=None, compare=False, repr=False)
    _compiled: dict = field(default_factory=dict, compare=False, repr=False)

    def tile_table(self, goal: Board) -> Table | None:
        """Per-cell, per-tile terms for ``goal`` (None if this heuristic is not a sum of tile terms)."""
        return self.make_table(goal) if self.make_table is not None else None

    def model(self, goal: Board):
        """The incremental model for ``goal`` (cached), or None for heuristics without one."""
        if self.make_model is None:
            return None
        key = ("model", goal)
        model = self._compiled.get(key)
        if model is None:
            model = self._compiled[key] = self.make_model(goal)
        return model

    def compile(self, goal: Board) -> Callable:
        """A fast ``h(tiles)`` for this goal, cached per goal."""
        fn = self._compiled.get(goal)
        if fn is None:
            if self.make_table is not None:
                table = self.make_table(goal)

                def fn(tiles, _t=table):
                    return sum(map(getitem, _t, tiles))
            elif self.make_model is not None:
                fn = self.model(goal).full
            else:
                fn = self.make_function(goal)
            self._compiled[goal] = fn
        return fn

    def __call__(self, board: Board, goal: Board | None = None) -> int:
        """The heuristic value of ``board`` for ``goal`` (the standard goal by default)."""
        goal = board.resolve_goal(goal)
        return self.compile(goal)(board.tiles)


def _goal_cells(goal: Board) -> list[int]:
    return goal.to_positions()  # positions[t] = goal cell of tile t


def _manhattan_table(goal: Board, count_blank: bool = False) -> Table:
    cols, where = goal.cols, _goal_cells(goal)
    return tuple(
        tuple(
            abs(cell // cols - where[t] // cols) + abs(cell % cols - where[t] % cols) if (t or count_blank) else 0
            for t in range(goal.size)
        )
        for cell in range(goal.size)
    )


def _misplaced_table(goal: Board) -> Table:
    where = _goal_cells(goal)
    return tuple(tuple(int(t != 0 and where[t] != cell) for t in range(goal.size)) for cell in range(goal.size))


def _zero_table(goal: Board) -> Table:
    return tuple((0,) * goal.size for _ in range(goal.size))


def line_conflicts(goal_positions: list[int]) -> int:
    """Extra moves forced inside one line: ``2 * (k - longest increasing run of goal positions)``.

    ``goal_positions`` are the goal columns (for a row) or goal rows (for a column) of the ``k`` tiles
    that sit in the line and belong to it, in the order they appear. Tiles that keep their order can
    stay; every other one must step out of the line and back (2 moves Manhattan does not count).
    Counting "2 per conflicting pair" instead would overestimate (three reversed tiles form 3 pairs,
    yet moving 2 of them out suffices), so the longest increasing subsequence is used.

    >>> line_conflicts([2, 1, 0])
    4
    >>> line_conflicts([0, 2, 1])
    2
    """
    tails: list[int] = []
    for p in goal_positions:
        i = bisect_left(tails, p)
        tails[i:i + 1] = [p]
    return 2 * (len(goal_positions) - len(tails))


class _LineCache(dict):
    """Conflict value of one line, keyed by the line's contents; computed on first sight."""

    def __init__(self, value):
        super().__init__()
        self.value = value

    def __missing__(self, seg):
        v = self[seg] = self.value(seg)
        return v


class _LinearConflict:
    """Linear conflict for one goal: the full value, and the change one move makes.

    One cache per line, keyed by the line's contents (a slice of the state): a 4-cell line has at
    most 16*15*14*13 contents and far fewer occur in practice, so each is analysed once and then
    looked up in C. A move changes Manhattan by one tile's term and changes only two lines: the
    two columns for a sideways move (rows keep their tiles in the same order), the two rows for an
    up/down move. ``step`` is built as a closure over precomputed (slice, cache) pairs per move.
    """

    def __init__(self, goal: Board):
        rows, cols, where = goal.rows, goal.cols, _goal_cells(goal)
        table = _manhattan_table(goal)
        row_of = [where[t] // cols for t in range(goal.size)]
        col_of = [where[t] % cols for t in range(goal.size)]

        def row_value(r):
            return lambda seg: line_conflicts([col_of[t] for t in seg if t and row_of[t] == r])

        def col_value(c):
            return lambda seg: line_conflicts([row_of[t] for t in seg if t and col_of[t] == c])

        self.lines = [(slice(r * cols, (r + 1) * cols), _LineCache(row_value(r))) for r in range(rows)]
        self.lines += [(slice(c, None, cols), _LineCache(col_value(c))) for c in range(cols)]
        row_lines, col_lines = self.lines[:rows], self.lines[rows:]
        changed = {}
        for blank in range(goal.size):
            for cell in range(goal.size):
                if blank // cols == cell // cols:
                    a, b = col_lines[blank % cols], col_lines[cell % cols]
                else:
                    a, b = row_lines[blank // cols], row_lines[cell // cols]
                changed[blank, cell] = (a[0], a[1], b[0], b[1])
        self.table = table

        def step(state, child, h, blank, cell, tile, _changed=changed, _table=table):
            sa, ca, sb, cb = _changed[blank, cell]
            return (h + _table[blank][tile] - _table[cell][tile]
                    + ca[child[sa]] + cb[child[sb]] - ca[state[sa]] - cb[state[sb]])

        self.step = step

    def full(self, tiles) -> int:
        total = sum(map(getitem, self.table, tiles))
        for sl, cache in self.lines:
            total += cache[tiles[sl]]
        return total


def _linear_conflict(goal: Board) -> _LinearConflict:
    return _LinearConflict(goal)


zero = Heuristic("zero", True, True, "always 0: A* with it is uniform-cost search", make_table=_zero_table)
misplaced = Heuristic("misplaced", True, True, "tiles not on their goal cell, blank excluded",
                      make_table=_misplaced_table)
manhattan = Heuristic("manhattan", True, True, "sum of each tile's row and column distance to its goal cell",
                      make_table=_manhattan_table)
manhattan_blank = Heuristic(
    "manhattan+blank", False, False,
    "Manhattan counting the blank's distance too, as the ant post's score does; overestimates, not admissible",
    make_table=lambda goal: _manhattan_table(goal, count_blank=True),
)
linear_conflict = Heuristic(
    "linear_conflict", True, True,
    "Manhattan plus 2 for each tile that must leave its row or column to let a tile of that line pass",
    make_model=_linear_conflict,
)

def _pattern_database_function(goal: Board) -> Callable:
    """The best pattern database for ``goal``'s shape, loaded (or built) on first use.

    :mod:`puzzlelib.pdb` needs numpy, so it is imported here, when a search first asks for
    ``"pdb"``, not when this module is imported.
    """
    from puzzlelib.pdb import default_heuristic

    table = default_heuristic(goal.rows, goal.cols, goal.tiles)
    return lambda tiles: table(tuple(tiles))


pattern_database = Heuristic(
    "pdb", True, False,
    "additive pattern databases (the best partition for the board's shape), max with the mirrored board; "
    "consistent up to 3x3 (tables keep the blank), only admissible from 4x4 on (compact tables)",
    make_function=_pattern_database_function,
)

HEURISTICS: dict[str, Heuristic] = {h.name: h for h in (zero, misplaced, manhattan, manhattan_blank, linear_conflict,
                                                         pattern_database)}
"""Every heuristic by name. Add your own with :func:`register_heuristic`."""

ALIASES: dict[str, str] = {"manhattan_blank": "manhattan+blank", "md": "manhattan", "lc": "linear_conflict",
                           "linearconflict": "linear_conflict", "none": "zero"}
"""Other spellings :func:`get_heuristic` accepts (after lower-casing, ``-`` to ``_``, spaces removed)."""


def register_heuristic(heuristic: Heuristic) -> Heuristic:
    """Make ``heuristic`` available by name to :func:`get_heuristic` and so to every search."""
    HEURISTICS[heuristic.name] = heuristic
    return heuristic


def _pattern_database_object(spec) -> bool:
    """True for a :class:`puzzlelib.pdb.PDBHeuristic`; only possible once that module is loaded."""
    import sys

    module = sys.modules.get("puzzlelib.pdb")
    return module is not None and isinstance(spec, module.PDBHeuristic)


def _from_pattern_database(table) -> Heuristic:
    """Wrap a :class:`~puzzlelib.pdb.PDBHeuristic` built for one shape and goal; ``database`` keeps it
    so that the tuned IDA* can read its tables directly."""

    def make_function(goal: Board) -> Callable:
        if (goal.rows, goal.cols, goal.tiles) != (table.rows, table.cols, table.goal):
            raise PuzzleError(f"{table!r} was built for another board shape or goal than {goal.rows}x{goal.cols} "
                              f"{goal.to_text()}; build one for that goal with pattern_heuristic()")
        return lambda tiles: table(tuple(tiles))

    return Heuristic(table.name, True, bool(table.consistent),
                     "additive pattern databases" + (", max with the mirrored board" if table.reflect else ""),
                     make_function=make_function, database=table)


def _from_callable(fn: Callable) -> Heuristic:
    """Wrap a user's ``h(board)`` / ``h(board, goal)``: each call builds the Board it expects, and
    checks what comes back. Its exceptions become a PuzzleError naming the heuristic (the original
    is chained as ``__cause__``); a value that is not a finite number >= 0 is refused the same way.
    Built-in heuristics never pass through here, so they pay nothing for these checks."""
    try:
        params = [p for p in inspect.signature(fn).parameters.values()
                  if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD, p.VAR_POSITIONAL)]
        wants_goal = len(params) >= 2 or any(p.kind == p.VAR_POSITIONAL for p in params)
    except (TypeError, ValueError):
        wants_goal = False
    name = getattr(fn, "name", None) or getattr(fn, "__name__", None) or "custom"
    name = name if name != "<lambda>" else "custom"

    def make_function(goal: Board) -> Callable:
        rows, cols = goal.rows, goal.cols
        args = (goal,) if wants_goal else ()

        def h(tiles):
            board = Board(rows, cols, tuple(tiles))
            try:
                value = fn(board, *args)
            except Exception as exc:  # the user's code: say whose it was and on which board
                raise PuzzleError(f"heuristic {name!r} raised {type(exc).__name__}: {exc} "
                                  f"(on {board.to_text()})") from exc
            return check_heuristic_value(value, name, board)

        return h

    return Heuristic(
        name,
        bool(getattr(fn, "admissible", False)),
        bool(getattr(fn, "consistent", False)),
        getattr(fn, "__doc__", None) or "a user-supplied heuristic",
        make_function=make_function,
    )


def get_heuristic(spec) -> Heuristic:
    """The one place a heuristic is resolved: a :class:`Heuristic` from a name, an alias, a Heuristic,
    a :class:`~puzzlelib.pdb.PDBHeuristic`, or a callable ``h(board)`` / ``h(board, goal)``.

    Every search, :func:`~puzzlelib.search.solve` and the tuned IDA* call this, so a spelling that
    works in one of them works in all.

    >>> get_heuristic("LC").name, get_heuristic("md").name, get_heuristic(None).name
    ('linear_conflict', 'manhattan', 'zero')
    """
    if isinstance(spec, Heuristic):
        return spec
    if spec is None:
        return zero
    if isinstance(spec, str):
        key = spec.strip().lower().replace("-", "_").replace(" ", "")
        key = ALIASES.get(key, key)
        if key in HEURISTICS:
            return HEURISTICS[key]
        raise PuzzleError(
            f"Unknown heuristic {spec!r}; use one of {', '.join(sorted(HEURISTICS))}, or pass a function h(board)."
        )
    if _pattern_database_object(spec):
        return _from_pattern_database(spec)
    if callable(spec):
        return _from_callable(spec)
    raise PuzzleError(f"A heuristic must be a name or a function h(board), got {type(spec).__name__}.")
