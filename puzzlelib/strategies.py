"""Solvers that do not search: undo the shuffle, or put the tiles home row by row like a person.

Neither finds a shortest solution; both are instant on any board size, and both return the same
:class:`~puzzlelib.result.SearchResult` as :func:`puzzlelib.solve` (with ``optimal=False``), replayed
and checked before it is returned.

* :func:`undo_shuffle` is the three-methods post's first method: a game that shuffles by making random moves
  can restore the picture by making them again backwards. Their game also walks the blank to its
  goal corner after shuffling (right, then down), so those moves are undone first.
* :func:`row_by_row` is the three-methods post's second method, the one people use: put the top row in place,
  then the left column, and repeat on the smaller board that is left; the last two tiles of a row
  (or column) need a small detour, and the final 2x2 or 2x3 block is finished by a tiny
  breadth-first search.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from numbers import Integral
from time import perf_counter

from puzzlelib.board import OPPOSITE, Board, coerce_moves, move_table
from puzzlelib.errors import InvalidMoveError, PuzzleError, SearchLimitError, arguments_checked, short_repr
from puzzlelib.limits import DEFAULT_TIME_LIMIT
from puzzlelib.numbers import check_number
from puzzlelib.parity import check_solvable
from puzzlelib.result import BoardReplay, Counters, SearchResult, solved_result

__all__ = ["undo_shuffle", "row_by_row", "blank_home_moves", "cancel_back_and_forth"]

_DIRECTION = {(-1, 0): "U", (1, 0): "D", (0, -1): "L", (0, 1): "R"}


def cancel_back_and_forth(moves) -> list[str]:
    """Drop every move that is immediately undone ("UD", "LR", ...), repeatedly.

    >>> "".join(cancel_back_and_forth("RULDDUR"))
    'RULDR'
    """
    out: list[str] = []
    for move in coerce_moves(moves, "cancel_back_and_forth"):
        if move not in OPPOSITE:
            raise InvalidMoveError(f"{short_repr(move)} is not a move: use U, D, L, R, for example "
                                   "cancel_back_and_forth('RULDDUR').")
        if out and out[-1] == OPPOSITE[move]:
            out.pop()
        else:
            out.append(move)
    return out


def blank_home_moves(board: Board, goal: Board) -> list[str]:
    """Walk the blank to its goal cell as the three-methods post's game does: sideways first, then up or down."""
    board = Board.coerce(board, "blank_home_moves")
    goal = board.resolve_goal(goal)
    (br, bc), (gr, gc) = board.blank_pos, goal.blank_pos
    side = ["R"] * (gc - bc) if gc > bc else ["L"] * (bc - gc)
    vertical = ["D"] * (gr - br) if gr > br else ["U"] * (br - gr)
    return side + vertical


def _result(board: Board, goal: Board, moves, method: str, started: float, expanded: int = 0) -> SearchResult:
    """The checked result of a strategy (its moves replayed); ``expanded`` counts the tiles it placed."""
    return solved_result(BoardReplay(board, goal), moves, Counters(expanded, expanded, 0, 0),
                         seconds=perf_counter() - started, method=method, heuristic=None, optimal=False,
                         branching=False)


@arguments_checked
def undo_shuffle(board_or_start=None, moves=(), *, blank_home: bool = True, simplify: bool = False) -> SearchResult:
    """Restore a board shuffled by ``moves`` by replaying them backwards.

    Parameters
    ----------
    board_or_start : Board, board text, ``(rows, cols)`` or None
        The board the shuffle *started from* (usually the solved board; a shape means its standard
        goal; None means 3x3).
    moves : the shuffle, as blank moves (``"UDLR"`` text or a list), e.g. from
        :func:`puzzlelib.shuffle.random_moves`.
    blank_home : after shuffling, walk the blank to its goal cell (right, then down) as the three-methods post's
        game does; the puzzle handed to the player is then that board, and the restoration undoes
        the walk first.
    simplify : also drop moves that are immediately undone (a random shuffle has many).

    Returns
    -------
    SearchResult from the shuffled board (``result.start``) back to ``board_or_start`` (``result.goal``),
    ``optimal=False``.

    Examples
    --------
    >>> r = undo_shuffle(Board.goal(3, 3), "ULUR")  # the blank ends top right, then walks down twice
    >>> r.start
    Board.parse('1 3 5 / 4 2 6 / 7 8 0')
    >>> "".join(r.moves)
    'UULDRD'
    """
    started = perf_counter()
    goal = _as_start(board_or_start)
    moves = coerce_moves(moves, "undo_shuffle")
    shuffled = goal.apply(moves)  # raises InvalidMoveError, naming the bad move, for an illegal shuffle
    walk = blank_home_moves(shuffled, goal) if blank_home else []
    start = shuffled.apply(walk)
    recorded = moves + walk
    restore = [OPPOSITE[m] for m in reversed(recorded)]
    if simplify:
        restore = cancel_back_and_forth(restore)
    return _result(start, goal, restore, "undo_shuffle", started)


def _as_start(value) -> Board:
    if value is None:
        return Board.goal(3, 3)
    if isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, Integral) and not isinstance(v, bool)
                                                            for v in value):
        return Board.goal(*value)
    return Board.coerce(value, "undo_shuffle")


# --------------------------------------------------------------------------- row by row
class _OutOfTime(Exception):
    """Raised inside the row-by-row solver when its time limit has passed (carries the tiles placed)."""


class _Solver:
    """The human method on a mutable copy of the board; ``moves`` collects blank moves."""

    def __init__(self, board: Board, goal: Board, deadline: float | None = None):
        self.rows, self.cols = board.rows, board.cols
        self.deadline = deadline
        self.limit: float | None = None
        self.placed = 0
        self._nbrs = [tuple(cell for _, cell in options) for options in move_table(board.rows, board.cols)]
        self.tiles = list(board.tiles)
        self.blank = board.blank_index
        self.where = {t: c for c, t in enumerate(goal.tiles)}  # goal cell of each tile
        self.goal = goal.tiles
        self.locked: set[int] = set()
        self.moves: list[str] = []
        self.expanded = 0

    # --- primitive operations ----------------------------------------------------------------
    def _step(self, cell: int) -> None:
        """Move the blank into the adjacent ``cell``."""
        br, bc = divmod(self.blank, self.cols)
        cr, cc = divmod(cell, self.cols)
        self.moves.append(_DIRECTION[(cr - br, cc - bc)])
        self.tiles[self.blank], self.tiles[cell] = self.tiles[cell], 0
        self.blank = cell

    def _neighbours(self, cell: int) -> tuple[int, ...]:
        return self._nbrs[cell]

    def _cell_path(self, src: int, dst: int, blocked: set[int], also: set[int] | frozenset = frozenset()
                   ) -> list[int] | None:
        """Shortest path of cells from ``src`` to ``dst`` avoiding ``blocked`` and ``also`` (src excluded).

        Two sets rather than their union: the locked set holds most of a large board, and copying it for
        every step of the blank made a 100 x 100 board take minutes."""
        if src == dst:
            return []
        direct = self._straight_path(src, dst, blocked, also)
        if direct is not None:  # an L-shaped path is free: it is a shortest one, found without a search
            return direct
        parent = {src: None}
        queue = deque([src])
        nbrs = self._nbrs
        while queue:
            cell = queue.popleft()
            self.expanded += 1
            for nxt in nbrs[cell]:
                if nxt in parent or nxt in blocked or nxt in also:
                    continue
                parent[nxt] = cell
                if nxt == dst:
                    path = [nxt]
                    while parent[path[-1]] != src:
                        path.append(parent[path[-1]])
                    return path[::-1]
                queue.append(nxt)
        return None

    def _straight_path(self, src: int, dst: int, blocked, also) -> list[int] | None:
        """Cells from ``src`` to ``dst`` along a row then a column, or a column then a row (src excluded),
        when either route is free; None otherwise. Both are as short as any path can be."""
        cols = self.cols
        (r0, c0), (r1, c1) = divmod(src, cols), divmod(dst, cols)
        dc, dr = (1 if c1 > c0 else -1), (1 if r1 > r0 else -1)
        across = [r0 * cols + c for c in range(c0 + dc, c1 + dc, dc)] if c1 != c0 else []
        down = [r * cols + c1 for r in range(r0 + dr, r1 + dr, dr)] if r1 != r0 else []
        first_down = [r * cols + c0 for r in range(r0 + dr, r1 + dr, dr)] if r1 != r0 else []
        then_across = [r1 * cols + c for c in range(c0 + dc, c1 + dc, dc)] if c1 != c0 else []
        for route in (across + down, first_down + then_across):
            if not any(cell in blocked or cell in also for cell in route):
                self.expanded += len(route)
                return route
        return None

    def _blank_to(self, cell: int, avoid: set[int]) -> bool:
        path = self._cell_path(self.blank, cell, self.locked, avoid)
        if path is None:
            return False
        for c in path:
            self._step(c)
        return True

    def _tile_to(self, tile: int, target: int) -> bool:
        """Slide ``tile`` to ``target`` without touching locked cells; False if the blank got stuck."""
        pos = self.tiles.index(tile)
        route = self._cell_path(pos, target, self.locked)
        if route is None:
            return False
        for cell in route:
            if not self._blank_to(cell, {pos}):
                return False
            self._step(pos)  # the tile slides into the blank's old cell
            pos = cell
        return True

    # --- the method ------------------------------------------------------------------------------
    def solve(self) -> list[str]:
        for _ in self.stages():
            pass
        return self.moves

    def stages(self):
        """Work through the method, yielding each stage's name once its row, column or last block is done."""
        for name, cells, inward, along in _line_order(self.rows, self.cols):
            self._line(cells, inward=inward, along=along)
            yield name
        r0, c0 = _block_corner(self.rows, self.cols)
        self._finish(r0, c0)
        yield "last block"

    def _line(self, cells: list[int], inward: int, along: int) -> None:
        """Put the goal tiles of ``cells`` (a row or column at the edge of the unsolved block) in place."""
        for cell in cells[:-2]:
            self._place(self.goal[cell], cell)
        a_cell, b_cell = cells[-2], cells[-1]
        a, b = self.goal[a_cell], self.goal[b_cell]
        if self.tiles[a_cell] != a or self.tiles[b_cell] != b:
            self._last_two(a, b, a_cell, b_cell, inward, along)
        self.locked |= {a_cell, b_cell}

    def _place(self, tile: int, cell: int) -> None:
        if self.deadline is not None and perf_counter() > self.deadline:
            raise _OutOfTime(self.placed)
        if not self._tile_to(tile, cell):
            raise PuzzleError(f"internal error: row_by_row could not bring tile {tile} home")
        self.locked.add(cell)
        self.placed += 1

    def _last_two(self, a: int, b: int, a_cell: int, b_cell: int, inward: int, along: int) -> None:
        """The corner trick: park ``a`` on ``b``'s cell with ``b`` just inside it, then rotate both in.

        When ``b`` is caught where it cannot get out (the cell ``a`` needs, next to a locked row),
        a breadth-first search over the positions of ``a``, ``b`` and the blank in the 3x3 (or 2x3)
        corner window finishes the job instead.
        """
        under = b_cell + inward
        self._place(a, b_cell)
        if self.tiles[under] != b:
            self._tile_to(b, under)  # may fail: the window search below handles every case
        self.locked.discard(b_cell)
        if self.tiles[b_cell] == a and self.tiles[under] == b and self._blank_to(a_cell, {b_cell, under}):
            self._step(b_cell)
            self._step(under)
            return
        window = self._window(b_cell, inward, along)
        if self.tiles.index(a) not in window or self.tiles.index(b) not in window:
            raise PuzzleError("internal error: row_by_row lost a tile outside its corner window")
        pos_a, pos_b = self.tiles.index(a), self.tiles.index(b)
        if self.blank not in window and not self._blank_to(min(window - {pos_a, pos_b}), {pos_a, pos_b}):
            raise PuzzleError("internal error: row_by_row could not reach its corner window")
        self._window_search(a, b, a_cell, b_cell, window)

    def _window(self, corner: int, inward: int, along: int) -> set[int]:
        cells = set()
        for i in range(3):
            for j in range(3):
                cell = corner + i * inward - j * along
                if 0 <= cell < self.rows * self.cols and self._in_line(corner, cell, inward, along, i, j):
                    cells.add(cell)
        return cells - self.locked

    def _in_line(self, corner: int, cell: int, inward: int, along: int, i: int, j: int) -> bool:
        """True when ``corner + i*inward - j*along`` did not wrap around a board edge."""
        cr, cc = divmod(corner, self.cols)
        r, c = divmod(cell, self.cols)
        dr = i * (inward // self.cols) - j * (along // self.cols)
        dc = i * (inward % self.cols) - j * (along % self.cols)
        return (r, c) == (cr + dr, cc + dc)

    def _search_and_play(self, start, done, children, failure: str) -> None:
        """Breadth-first search over small abstract states, then play the blank moves it found.

        ``children(state)`` yields ``(child, cell)``: the state after the blank steps into ``cell``.
        """
        parent = {start: None}
        queue = deque([start])
        while queue:
            state = queue.popleft()
            self.expanded += 1
            if done(state):
                route = []
                while parent[state] is not None:
                    state, cell = parent[state]
                    route.append(cell)
                for cell in reversed(route):
                    self._step(cell)
                return
            for child, cell in children(state):
                if child not in parent:
                    parent[child] = (state, cell)
                    queue.append(child)
        raise PuzzleError(failure)

    def _window_search(self, a: int, b: int, a_cell: int, b_cell: int, window: set[int]) -> None:
        """Positions of ``a``, ``b`` and the blank inside ``window``; the other tiles are anonymous."""

        def children(state):
            pa, pb, blank = state
            for nxt in self._neighbours(blank):
                if nxt in window:
                    yield ((blank if pa == nxt else pa), (blank if pb == nxt else pb), nxt), nxt

        self._search_and_play((self.tiles.index(a), self.tiles.index(b), self.blank),
                              lambda state: state[0] == a_cell and state[1] == b_cell, children,
                              "internal error: row_by_row's corner search found no way")

    def _finish(self, r0: int, c0: int) -> None:
        """Breadth-first search over the last block (at most 2x3): every arrangement of its tiles."""
        cells = [r * self.cols + c for r in range(r0, self.rows) for c in range(c0, self.cols)]
        index = {c: i for i, c in enumerate(cells)}
        target = tuple(self.goal[c] for c in cells)

        def children(state):
            blank = cells[state.index(0)]
            for nxt in self._neighbours(blank):
                if nxt in index:
                    child = list(state)
                    child[index[blank]], child[index[nxt]] = child[index[nxt]], 0
                    yield tuple(child), nxt

        self._search_and_play(tuple(self.tiles[c] for c in cells), target.__eq__, children,
                              "internal error: the last block cannot be finished (is the board solvable?)")


def _human_solver(board, goal, time_limit=None) -> tuple[Board, Board, _Solver]:
    """Read the board and goal for the row-by-row method (standard goal only, solvable) and set up its solver,
    with a deadline ``time_limit`` seconds from now (default :data:`~puzzlelib.search.budgets.DEFAULT_TIME_LIMIT`)."""
    seconds = check_number("time_limit", DEFAULT_TIME_LIMIT if time_limit is None else time_limit, above=True,
                           what="a number of seconds")
    board = Board.coerce(board, "row_by_row")
    goal = board.resolve_goal(goal)
    if goal != board.goal_of():
        raise PuzzleError("row_by_row solves towards the standard goal (blank last); pass goal=None")
    check_solvable(board, goal)
    solver = _Solver(board, goal, perf_counter() + seconds)
    solver.limit = seconds
    return board, goal, solver


def _stopped(board: Board, solver: _Solver, started: float, time_limit) -> SearchLimitError:
    seconds = perf_counter() - started
    return SearchLimitError(
        f"row_by_row stopped at its budget (time_limit={solver.limit:g} s) after placing {solver.placed:,} of the "
        f"{board.size - 1:,} tiles of this {board.rows} x {board.cols} board; raise time_limit "
        "(a 100 x 100 board takes about 20 s) or solve a smaller board",
        stats={"nodes_expanded": solver.expanded, "tiles_placed": solver.placed, "seconds": seconds,
               "method": "row_by_row", "time_limit": solver.limit}, reason="time")


@arguments_checked
def row_by_row(board, goal=None, *, time_limit: float | None = None) -> SearchResult:
    """Solve any ``rows x cols`` board (2x2 up to 10x10 and beyond) the way people do.

    Put the top row in place, then the left column, and repeat on the smaller unsolved block; the
    last two tiles of each row or column go in together by the corner trick; the final block of at
    most 2x3 cells is finished by breadth-first search. Moves that immediately undo each other are
    dropped. Fast (a 10x10 board in a fraction of a second) and far from optimal.

    Raises :class:`~puzzlelib.errors.UnsolvableError` for a board that cannot reach the goal,
    :class:`~puzzlelib.errors.PuzzleError` for a goal other than the standard one, and
    :class:`~puzzlelib.errors.SearchLimitError` after ``time_limit`` seconds (default 30; the largest
    board, 100 x 100, takes about 20 s). The result keeps the moves and replays its boards on demand
    (``result.path`` is a :class:`~puzzlelib.board.BoardPath`), so even that board's three million moves
    take a few tens of megabytes.

    >>> r = row_by_row(Board.parse("4 1 3 / 0 2 5 / 7 8 6"))
    >>> r.path[-1] == Board.goal(3, 3), r.optimal
    (True, False)
    """
    started = perf_counter()
    board, goal, solver = _human_solver(board, goal, time_limit)
    try:
        moves = cancel_back_and_forth(solver.solve())
    except _OutOfTime:
        raise _stopped(board, solver, started, time_limit) from None
    return _result(board, goal, moves, "row_by_row", started, solver.expanded)


__all__ += ["Stage", "row_by_row_stages", "row_by_row_stream"]


@dataclass(frozen=True)
class Stage:
    """One stage of the row-by-row method: what it finished, after how many moves, and the board then."""

    name: str
    step: int
    board: Board


def _line_order(rows: int, cols: int) -> list[tuple[str, list[int], int, int]]:
    """The rows and columns in the order the row-by-row method finishes them: (name, cells, inward, along),
    ``inward`` and ``along`` being the cell steps into the unsolved block and along the line. Lines are
    taken while the unsolved block has more than 6 cells, a row when it is at least as tall as wide."""
    order, r0, c0 = [], 0, 0
    while (rows - r0) * (cols - c0) > 6:
        if rows - r0 >= cols - c0:
            order.append((f"row {r0 + 1}", [r0 * cols + c for c in range(c0, cols)], cols, 1))
            r0 += 1
        else:
            order.append((f"column {c0 + 1}", [r * cols + c0 for r in range(r0, rows)], 1, cols))
            c0 += 1
    return order


def _block_corner(rows: int, cols: int) -> tuple[int, int]:
    """Top-left cell (row, column) of the last block, left once every line of :func:`_line_order` is done."""
    names = [name for name, *_ in _line_order(rows, cols)]
    return sum(n.startswith("row") for n in names), sum(n.startswith("column") for n in names)


def row_by_row_stages(result: SearchResult) -> list[Stage]:
    """Cut a :func:`row_by_row` solution into its stages: the start, each row or column put home (in the
    order the method works), and the last small block, each with the move count at which it was done.

    A line counts as done at the first move after which all its tiles are home for good (the method
    never disturbs a finished line), so the stages show the method step by step instead of as one list
    of moves.

    >>> stages = row_by_row_stages(row_by_row(Board.parse("4 1 3 / 0 2 5 / 7 8 6")))
    >>> [s.name for s in stages]
    ['start', 'row 1', 'last block']
    """
    if not isinstance(result, SearchResult) or not result.path or not isinstance(result.goal, Board):
        raise PuzzleError(f"row_by_row_stages reads a row_by_row(board) result, got {short_repr(result)}; for example "
                          "row_by_row_stages(row_by_row(board)).")
    path, goal = result.path, result.goal
    lines = _line_order(goal.rows, goal.cols)
    done = _lines_done_at(path[0], result.moves, goal, [cells for _, cells, _, _ in lines])
    stages = [Stage("start", 0, path[0])]
    for (name, *_), step in zip(lines, done, strict=True):
        step = max(step, stages[-1].step)
        stages.append(Stage(name, step, path[step]))
    stages.append(Stage("last block", len(path) - 1, path[-1]))
    return stages


def _lines_done_at(start: Board, moves, goal: Board, lines: list[list[int]]) -> list[int]:
    """For each line (a list of cells), the first move count from which its tiles stay home to the end.

    One walk along the moves on a mutable list, keeping per line the number of cells not holding their goal
    tile: a move changes two cells, so a step costs the same on any board (a 100 x 100 solution has three
    million moves; comparing every board with every line would take hours)."""
    line_of = {cell: i for i, cells in enumerate(lines) for cell in cells}
    tiles, goal_tiles = list(start.tiles), goal.tiles
    wrong = [sum(tiles[c] != goal_tiles[c] for c in cells) for cells in lines]
    last_wrong = [-1] * len(lines)  # the last move count at which each line was not home (-1: never)
    table, blank = move_table(start.rows, start.cols), start.blank_index
    for step, move in enumerate(moves, start=1):
        cell = next(c for m, c in table[blank] if m == move)
        touched = {line_of[c] for c in (blank, cell) if c in line_of}
        before = {i: wrong[i] for i in touched}
        for where in (blank, cell):
            if where in line_of:
                wrong[line_of[where]] -= tiles[where] != goal_tiles[where]
        tiles[blank], tiles[cell] = tiles[cell], 0
        for where in (blank, cell):
            if where in line_of:
                wrong[line_of[where]] += tiles[where] != goal_tiles[where]
        for i in touched:
            if before[i] and not wrong[i]:
                last_wrong[i] = step - 1
        blank = cell
    last_wrong = [len(moves) if w else last for w, last in zip(wrong, last_wrong, strict=True)]
    return [last + 1 for last in last_wrong]


def row_by_row_stream(board, goal=None, *, time_limit: float | None = None):
    """Solve ``board`` row by row and hand over each stage's moves as soon as that stage is worked out.

    Yields ``(stage name, moves, seconds since the start)``: a player can replay the first rows while
    the rest is still being computed (the three-methods post planned this for its A* search; here it
    serves row by row). The moves of all stages together solve the board; each stage is tidied on its
    own (moves that undo each other are dropped), so the total can be a few moves longer than
    :func:`row_by_row`'s.

    >>> [name for name, _, _ in row_by_row_stream(Board.parse("4 1 3 / 0 2 5 / 7 8 6"))]
    ['row 1', 'last block']
    """
    started = perf_counter()
    board, _goal, solver = _human_solver(board, goal, time_limit)
    done = 0
    stages = solver.stages()
    while True:
        try:
            name = next(stages)
        except StopIteration:
            return
        except _OutOfTime:
            raise _stopped(board, solver, started, time_limit) from None
        chunk, done = solver.moves[done:], len(solver.moves)
        yield name, cancel_back_and_forth(chunk), perf_counter() - started
