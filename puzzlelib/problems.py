"""Search problems: what an algorithm needs to know, and nothing about how it searches.

A :class:`Problem` (in the style of Norvig's AIMA) has an initial state, a goal test, successors
(each a move label, the next state and the step cost) and a heuristic ``h``. The algorithms in
:mod:`puzzlelib.search` only ever talk to this protocol, so the same BFS and A* code walks the ant
to its food on a grid (:class:`GridProblem`) and slides tiles home (:class:`PuzzleProblem`).

States inside a search are small hashable values (a ``(row, col)`` cell; the tiles of a puzzle
packed into ``bytes``), and each problem turns them back into something readable with
:meth:`Problem.public` (a cell, a :class:`~puzzlelib.board.Board`).
"""

from __future__ import annotations

import warnings
from collections.abc import Iterable

from puzzlelib import limits
from puzzlelib.board import DELTAS, MOVES, Board, move_table, swap_tables
from puzzlelib.errors import InvalidBoardError, InvalidMoveError, PuzzleError, number_text, short_repr
from puzzlelib.heuristics import Heuristic, get_heuristic
from puzzlelib.numbers import whole_number
from puzzlelib.result import BoardReplay

__all__ = ["Problem", "GridProblem", "PuzzleProblem", "ant_problem", "resolve_goal", "check_search_size",
           "MAX_SEARCH_CELLS", "as_problem", "stop_advice"]

MAX_SEARCH_CELLS = limits.MAX_SEARCH_CELLS
"""The largest board a search takes: states are packed one byte per cell, so tiles must stay below 256."""


def check_search_size(board: Board, where: str = "the search") -> None:
    """Refuse a board too large to pack into search states, saying what can be done with it instead."""
    board = Board.coerce(board, where)
    if board.size > MAX_SEARCH_CELLS:
        raise InvalidBoardError(
            f"This {board.rows} x {board.cols} board has {board.size} cells, more than {where} handles "
            f"({MAX_SEARCH_CELLS} cells, 16 x 16); solve it with row_by_row(board), which takes any size, "
            "or search a smaller board such as Board.goal(4, 4)."
        )


def resolve_goal(board: Board, goal) -> Board:
    """Deprecated: use ``board.resolve_goal(goal)`` (:meth:`Board.resolve_goal`), which this calls."""
    warnings.warn("puzzlelib.problems.resolve_goal(board, goal) is deprecated; use board.resolve_goal(goal)",
                  DeprecationWarning, stacklevel=2)
    return Board.coerce(board, "resolve_goal").resolve_goal(goal)


def as_problem(problem, where: str = "the search"):
    """``problem`` as something a search can run: a :class:`Problem` (or any object with its method names)
    as it is, a board in any notation as a :class:`PuzzleProblem`; anything else is refused, naming ``where``."""
    if isinstance(problem, Problem) or (hasattr(problem, "initial") and hasattr(problem, "is_goal")):
        return problem
    try:
        board = Board.coerce(problem, where)
    except InvalidBoardError:
        raise PuzzleError(f"{where} needs a Problem or a board, got {short_repr(problem)}; for example "
                          f"{where}(PuzzleProblem(board)), {where}(ant_problem()) or solve(board, method=...).") from None
    return PuzzleProblem(board)


class Problem:
    """The protocol every search algorithm uses (subclass it, or copy its method names).

    Subclasses set ``initial`` and override :meth:`is_goal` and either :meth:`successors` or the
    AIMA pair :meth:`actions` / :meth:`result`. The heuristic :meth:`h` defaults to 0, which makes
    A* behave like uniform-cost search.

    Class attributes tell :func:`puzzlelib.search.solve` what it may promise:
    ``heuristic_name`` (shown in results), ``admissible`` (h never overestimates, so A* and IDA*
    are optimal), ``consistent`` (h drops by at most the step cost along every edge) and
    ``unit_cost`` (every step costs 1, so BFS is optimal too).
    """

    initial: object = None
    heuristic_name: str | None = None
    admissible: bool = True
    consistent: bool = True
    unit_cost: bool = True

    # --- the AIMA interface ---
    def actions(self, state) -> list:
        """The move labels available in ``state``."""
        raise NotImplementedError("a Problem must define successors() or actions() and result()")

    def result(self, state, action):
        """The state reached by taking ``action`` in ``state``."""
        raise NotImplementedError("a Problem must define successors() or actions() and result()")

    def action_cost(self, state, action, next_state) -> float:
        """Cost of one step (1 unless a subclass says otherwise)."""
        return 1

    def is_goal(self, state) -> bool:
        raise NotImplementedError

    def h(self, state) -> float:
        """Estimated cost from ``state`` to a goal (0: no information)."""
        return 0

    # --- what the algorithms call ---
    def successors(self, state) -> Iterable[tuple[object, object, float]]:
        """``(move, next_state, cost)`` for every action in ``state``."""
        for action in self.actions(state):
            nxt = self.result(state, action)
            yield action, nxt, self.action_cost(state, action, nxt)

    def successors_h(self, state, h: float) -> Iterable[tuple[object, object, float, float]]:
        """``(move, next_state, cost, h(next_state))``; ``h`` is the parent's value, so problems whose
        heuristic changes by a small amount per move can update it instead of recomputing it."""
        heuristic = self.h
        return [(m, s, c, heuristic(s)) for m, s, c in self.successors(state)]

    # --- turning answers back into something readable ---
    def public(self, state):
        """The state as users see it (identity by default)."""
        return state

    def replay(self, moves) -> list:
        """Every public state along ``moves`` from the initial state; raises if a move is illegal.

        Used to validate each solution before it is returned.
        """
        state, states = self.initial, [self.public(self.initial)]
        for i, move in enumerate(moves):
            for m, nxt, _ in self.successors(state):
                if m == move:
                    state = nxt
                    break
            else:
                raise InvalidMoveError(f"move {i + 1} ({move!r}) is not available in state {self.public(state)!r}")
            states.append(self.public(state))
        if not self.is_goal(state):
            raise PuzzleError(f"the moves {list(moves)!r} end in {self.public(state)!r}, which is not a goal")
        return states

    def tiles_for(self, moves) -> tuple:
        """Tile numbers slid by ``moves`` (puzzles only; empty otherwise)."""
        return ()

    def suggestion(self, method: str) -> str:
        """What to try when ``method`` runs out of budget on this problem (besides a bigger budget)."""
        return OTHER_ADVICE.get(method, "try a better-informed heuristic")

    def stop_advice(self, method: str, what: str) -> str:
        """The whole advice after ``method`` ran out of ``what`` (``"nodes"``, ``"time"``, ``"depth"``):
        :meth:`suggestion`, or a bigger budget."""
        return f"{self.suggestion(method)}, or {RAISE_BUDGET[what]}"


_GRID_EXAMPLE = "GridProblem(3, 3, start=(0, 0), goal=(2, 2), walls=[(1, 1)])"


class GridProblem(Problem):
    """Walk from ``start`` to ``goal`` on a ``rows x cols`` grid, one cell at a time, around ``walls``.

    States are ``(row, col)`` cells; moves are ``"U" "D" "L" "R"`` (tried in that order); every step
    costs 1; ``h`` is the Manhattan distance to the goal, which walls can only lengthen, so it is
    admissible and consistent.

    >>> ant = ant_problem()
    >>> ant.cell_number(ant.initial), ant.cell_number(ant.goal)
    (2, 8)
    >>> ant.h(ant.initial)
    2
    """

    heuristic_name = "manhattan"

    def __init__(self, rows: int | None = None, cols: int | None = None, start: tuple[int, int] | None = None,
                 goal: tuple[int, int] | None = None, walls=()):
        if isinstance(rows, str | bytes):
            raise InvalidBoardError(f"GridProblem takes rows, cols, start and goal, got the text {short_repr(rows)}; "
                                    "for a picture use GridProblem.parse(text), e.g. GridProblem.parse('S . G')")
        size = whole_number(rows), whole_number(cols)
        if None in size or min(size) < 1 or size[0] * size[1] > limits.MAX_GRID_CELLS:
            raise InvalidBoardError(f"a grid needs whole numbers of rows and columns, at least 1 and at most "
                                    f"{limits.MAX_GRID_CELLS:,} cells in all, got {short_repr(rows)} x "
                                    f"{short_repr(cols)}; for example {_GRID_EXAMPLE}")
        self.rows, self.cols = rows, cols = size
        self.walls = _grid_walls(walls, rows * cols)
        self.initial, self.goal = _grid_cell(start, "the start"), _grid_cell(goal, "the goal")
        for name, cell in (("start", self.initial), ("goal", self.goal)):
            if not self.inside(cell):
                raise InvalidBoardError(f"the {name} ({number_text(cell[0])}, {number_text(cell[1])}) is outside the {rows} x {cols} grid")
            if cell in self.walls:
                raise InvalidBoardError(f"the {name} {cell} is a wall; move it or remove that wall")

    @classmethod
    def parse(cls, text: str) -> GridProblem:
        """A grid from a picture: ``#`` wall, ``.`` (or ``*``) free, ``S`` (or ``A``, the ant) start, ``G`` (or ``F``, food) goal.

        >>> GridProblem.parse('''
        ... S . .
        ... # # .
        ... G . .''').goal
        (2, 0)
        """
        if not isinstance(text, str):
            raise InvalidBoardError(f"GridProblem.parse reads a picture as text, got {short_repr(text)}; "
                                    "for example GridProblem.parse('S . G')")
        if len(text) > 4 * limits.MAX_GRID_CELLS:
            raise InvalidBoardError(f"The grid picture has {len(text):,} characters, more than a grid of "
                                    f"{limits.MAX_GRID_CELLS:,} cells needs; draw a smaller grid.")
        lines = [line.replace(" ", "") for line in text.strip().splitlines() if line.strip()]
        if not lines or len({len(line) for line in lines}) != 1:
            raise InvalidBoardError("a grid picture needs rows of equal length, e.g. 'S..\\n.#.\\n..G'")
        start = goal = None
        walls = []
        for r, line in enumerate(lines):
            for c, ch in enumerate(line):
                if ch in "SA":
                    start = (r, c)
                elif ch in "GF":
                    goal = (r, c)
                elif ch == "#":
                    walls.append((r, c))
                elif ch not in ".*":  # "*" marks a path drawn by to_text(): a free cell
                    raise InvalidBoardError(f"unknown grid mark {short_repr(ch)} at row {r + 1}: use # . S G (or A and F)")
        if start is None or goal is None:
            raise InvalidBoardError("a grid picture needs one S (start) and one G (goal)")
        return cls(len(lines), len(lines[0]), start, goal, walls)

    def inside(self, cell) -> bool:
        return 0 <= cell[0] < self.rows and 0 <= cell[1] < self.cols

    def _next(self, state) -> list[tuple[str, tuple[int, int]]]:
        """``(move, cell)`` for every free neighbour, in U D L R order: worked out when asked, so a grid
        costs its walls, not a table of every cell (a 100 x 100 grid is made at once)."""
        r, c = state
        out = []
        for m in MOVES:
            dr, dc = DELTAS[m]
            cell = (r + dr, c + dc)
            if 0 <= cell[0] < self.rows and 0 <= cell[1] < self.cols and cell not in self.walls:
                out.append((m, cell))
        return out

    def cell_number(self, cell) -> int:
        """The ant post's numbering: cells 1..rows*cols row by row."""
        return cell[0] * self.cols + cell[1] + 1

    def is_goal(self, state) -> bool:
        return state == self.goal

    def actions(self, state) -> list[str]:
        return [m for m, _ in self._next(state)]

    def result(self, state, action):
        for m, cell in self._next(state):
            if m == action:
                return cell
        raise InvalidMoveError(f"the ant at {state} cannot move {action!r}")

    def successors(self, state):
        return [(m, cell, 1) for m, cell in self._next(state)]

    def h(self, state) -> int:
        return abs(state[0] - self.goal[0]) + abs(state[1] - self.goal[1])

    def to_text(self, path=()) -> str:
        """The grid as text, with the path (if given) drawn as ``*``."""
        on_path = set(path)
        marks = []
        for r in range(self.rows):
            row = []
            for c in range(self.cols):
                cell = (r, c)
                row.append("S" if cell == self.initial else "G" if cell == self.goal else
                           "#" if cell in self.walls else "*" if cell in on_path else ".")
            marks.append(" ".join(row))
        return "\n".join(marks)

    def __repr__(self) -> str:
        return f"GridProblem.parse({self.to_text()!r})"


def _grid_cell(value, name: str) -> tuple[int, int]:
    """``value`` as a ``(row, col)`` cell of whole numbers (numpy ints too), else an InvalidBoardError naming
    ``name``. Only a list, tuple or sized container is read: an endless generator is not a cell."""
    pair = None
    if isinstance(value, Iterable) and not isinstance(value, str | bytes) and hasattr(value, "__len__"):
        items = list(value) if len(value) == 2 else ()
        pair = tuple(whole_number(v) for v in items) if items else None
    if pair is None or None in pair:
        raise InvalidBoardError(f"{name} must be a (row, col) cell of whole numbers, got {short_repr(value)}; "
                                f"for example {_GRID_EXAMPLE}")
    return pair


def _grid_walls(walls, cells: int) -> frozenset:
    """The walls as a frozenset of cells: any iterable of ``(row, col)`` pairs, at most one per cell."""
    if walls is None:
        return frozenset()
    if isinstance(walls, str | bytes) or not isinstance(walls, Iterable):
        raise InvalidBoardError(f"walls must be a list of (row, col) cells, got {short_repr(walls)}; "
                                "for example walls=[(1, 0), (1, 1)]")
    found = set()
    for count, wall in enumerate(walls, start=1):
        if count > 2 * cells + 16:  # an endless generator, or walls repeated over and over
            raise InvalidBoardError(f"walls lists more than {2 * cells + 16:,} cells for a grid of {cells:,}; "
                                    "give each wall once, for example walls=[(1, 0), (1, 1)]")
        found.add(_grid_cell(wall, "a wall"))
    return frozenset(found)


def ant_problem() -> GridProblem:
    """The ant post's ant: a 3 x 3 grid with cells numbered 1..9, the ant on 2, the food on 8."""
    return GridProblem(3, 3, start=(0, 1), goal=(2, 1))


class PuzzleProblem(Problem):
    """Slide ``board`` into ``goal`` (the standard goal of its shape by default).

    Inside the search a state is ``bytes(board.tiles)``: hashable, compact, and a move is one C call,
    ``state.translate(swap[tile])``, which swaps the blank (byte 0) with the tile beside it. Neighbour
    cells come from the precomputed :func:`~puzzlelib.board.move_table`.

    ``heuristic`` is anything :func:`~puzzlelib.heuristics.get_heuristic` resolves: a name from
    :data:`puzzlelib.heuristics.HEURISTICS` (``"manhattan"``, ``"misplaced"``, ``"linear_conflict"``,
    ``"manhattan+blank"``, ``"zero"``, ``"pdb"``) or an alias, a
    :class:`~puzzlelib.heuristics.Heuristic`, a pattern database, or a callable ``h(board)`` /
    ``h(board, goal)``.
    Heuristics are updated after each move rather than recomputed: a move changes one tile's term
    of misplaced or Manhattan, and at most two lines of linear conflict. A callable is evaluated
    once on the start board here, so one that raises or returns something other than a finite
    number >= 0 is reported (a PuzzleError naming it) before any search starts.
    """

    def __init__(self, board: Board, goal: Board | str | None = None, heuristic="manhattan"):
        board = Board.coerce(board, "PuzzleProblem")
        check_search_size(board, "the search")
        goal = board.resolve_goal(goal)
        self.board, self.goal = board, goal
        self._boards = BoardReplay(board, goal)  # replays solutions on the boards themselves
        self.rows, self.cols = board.rows, board.cols
        self.initial = bytes(board.tiles)
        self.goal_state = bytes(goal.tiles)
        self.is_goal = self.goal_state.__eq__  # C-level comparison, no Python frame per goal test
        self._options = move_table(self.rows, self.cols)  # per blank cell: ((move, neighbour cell), ...)
        self._swap = swap_tables(board.size)
        self.heuristic = get_heuristic(heuristic)
        self.heuristic_name = self.heuristic.name
        self.admissible = self.heuristic.admissible
        self.consistent = self.heuristic.consistent
        self.h = self.heuristic.compile(goal)
        if callable(heuristic) and not isinstance(heuristic, Heuristic):
            self.h(self.initial)  # a user's function: a bad value or an exception shows here, named
        self._table = self.heuristic.tile_table(goal)  # per-cell, per-tile terms, or None
        self._model = self.heuristic.model(goal)  # incremental updates (linear conflict), or None
        if self._table is not None:
            self.successors_h = self._successors_table
        elif self._model is not None:
            self.successors_h = self._successors_model

    def successors(self, state):
        swap = self._swap
        blank = state.index(0)
        return [(m, state.translate(swap[state[n]]), 1) for m, n in self._options[blank]]

    def _successors_table(self, state, h):
        table, swap = self._table, self._swap
        blank = state.index(0)
        # One move slides one tile from cell n to the blank's cell and moves the blank the other way,
        # so only those two terms of a per-tile heuristic change.
        tb = table[blank]
        base = h - tb[0]
        out = []
        for m, n in self._options[blank]:
            t = state[n]
            tn = table[n]
            out.append((m, state.translate(swap[t]), 1, base + tb[t] - tn[t] + tn[0]))
        return out

    def _successors_model(self, state, h):
        step, swap = self._model.step, self._swap
        blank = state.index(0)
        out = []
        for m, n in self._options[blank]:
            t = state[n]
            child = state.translate(swap[t])
            out.append((m, child, 1, step(state, child, h, blank, n, t)))
        return out

    def public(self, state) -> Board:
        return Board(self.rows, self.cols, tuple(state))

    def replay(self, moves) -> list[Board]:
        return self._boards.replay(moves)

    def tiles_for(self, moves) -> tuple[int, ...]:
        return self._boards.tiles_for(moves)

    def suggestion(self, method: str) -> str:
        return _puzzle_suggestion(method, self.heuristic_name)

    def stop_advice(self, method: str, what: str) -> str:
        return stop_advice(method, what, self.heuristic_name, (self.rows, self.cols))


# --------------------------------------------------------------------------- advice at a stop
# The one table of what to try when a search runs out of budget, for every search, generic or tuned.

RAISE_BUDGET = {"nodes": "raise max_nodes", "time": "raise time_limit",
                "depth": "raise max_depth (no solution of at most that many moves exists if h is admissible)"}
"""The last resort for each kind of stop: a bigger budget."""

OTHER_ADVICE = {"bfs": "try method='astar'", "scored": "try method='astar'", "greedy": "try method='astar'"}
"""Advice for problems other than sliding puzzles (the ant's grid, your own); otherwise a better heuristic."""

PUZZLE_ADVICE = {
    "bfs": "BFS stores every board it reaches; use method='astar' with heuristic='manhattan'",
    "scored": "try method='astar' with heuristic='manhattan'",
    "greedy": "try method='astar' with heuristic='manhattan'",
    "astar": "A* keeps every board in memory; try heuristic='linear_conflict', method='idastar' "
             "(no memory limit) or method='wastar' (faster, not optimal)",
    "wastar": "raise the weight, or try method='idastar' with heuristic='linear_conflict'",
    "idastar": "try heuristic='linear_conflict' (or 'pdb' on 4x4)",
}
"""Advice per method for sliding puzzles."""

_LONGEST_TUNED_LINE = 6  # the tuned IDA*'s linear-conflict tables cover rows and columns up to 6 cells


def _puzzle_suggestion(method: str, heuristic: str | None) -> str:
    hint = PUZZLE_ADVICE.get(method, "try another method")
    if heuristic == "misplaced" and method in ("astar", "idastar", "wastar", "greedy"):
        hint = "heuristic='manhattan' is far better informed than 'misplaced'; " + hint
    return hint


def _pdb_shapes() -> tuple[tuple[int, int], ...]:
    from puzzlelib.pdb import PARTITIONS  # the shapes heuristic="pdb" has partitions for

    return tuple(PARTITIONS)


def stop_advice(method: str, what: str, heuristic: str | None, shape: tuple[int, int]) -> str:
    """What to try after ``method`` with ``heuristic`` ran out of ``what`` (``"nodes"``, ``"time"``
    or ``"depth"``) on a ``rows x cols`` puzzle.

    IDA* with Manhattan, linear conflict or a pattern database gets advice for the board's shape: a
    stronger heuristic when one exists there, else a bigger budget (and on boards of at most 9
    cells the plain fact that the budget was too small: the hardest 3x3 board takes IDA* with
    Manhattan about 18,000 expansions).
    """
    rows, cols = shape
    bigger = RAISE_BUDGET[what]
    tuned = heuristic in ("manhattan", "linear_conflict") or str(heuristic).startswith("pdb")
    if method != "idastar" or what == "depth" or not tuned:
        return f"{_puzzle_suggestion(method, heuristic)}, or {bigger}"
    better = []
    if heuristic == "manhattan" and max(rows, cols) <= _LONGEST_TUNED_LINE:
        better.append("heuristic='linear_conflict'")
    if not str(heuristic).startswith("pdb") and (rows, cols) in _pdb_shapes():
        better.append(f"heuristic='pdb' (pattern databases exist for {rows}x{cols})")
    if rows * cols <= 9:
        return (f"{bigger}: IDA* solves every {rows}x{cols} board within a few tens of thousands "
                "of expansions, so this budget was simply too small")
    if not better:
        return f"{bigger}; hard {rows}x{cols} boards can need tens of millions of nodes"
    return f"try {' or '.join(better)}, or {bigger}"
