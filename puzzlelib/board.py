"""The board: an immutable ``rows x cols`` arrangement of numbered tiles and one blank.

Everything else in puzzlelib (parity, search, pictures, widgets) takes a :class:`Board`, so the
notations people write puzzles in all meet here and are checked once (the reading and writing itself is
:mod:`puzzlelib.notation`'s job; the move tables are :mod:`puzzlelib.moves`'; the number readers
:mod:`puzzlelib.numbers`'; all three are importable from here as before).

A *move* is the direction the **blank** travels: ``"U" "D" "L" "R"``. Students often think
"slide the 5 down" instead; :meth:`Board.tile_moved` and :meth:`Board.tiles_slid` translate.

Cells are numbered row-major from 0::

    +---+---+---+
    | 0 | 1 | 2 |
    +---+---+---+
    | 3 | 4 | 5 |      cell = row * cols + col
    +---+---+---+
    | 6 | 7 | 8 |
    +---+---+---+
"""

from __future__ import annotations

import operator
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from puzzlelib import notation
from puzzlelib.errors import InvalidBoardError, InvalidMoveError, number_text, short_repr
from puzzlelib.i18n import _
from puzzlelib.moves import DELTAS, MOVES, OPPOSITE, coerce_moves, move_table, swap_tables
from puzzlelib.notation import MAX_CELLS, check_shape, check_tiles
from puzzlelib.numbers import whole_number as whole_number  # importable from here, as before
from puzzlelib.numbers import whole_number_at_least as whole_number_at_least  # likewise
from puzzlelib.numbers import whole_number_in
from puzzlelib.typed import MAX_TEXT, check_text_size, lookalike_digit, plain_text  # importable from here

__all__ = ["Board", "MOVES", "OPPOSITE", "DELTAS", "GOAL_LAYOUTS", "MAX_CELLS", "move_table", "swap_tables",
           "goal_tiles", "coerce_moves", "plain_text", "lookalike_digit", "MAX_TEXT", "BoardPath", "check_text_size"]

GOAL_LAYOUTS: tuple[str, ...] = ("standard", "blank-first", "snail")


def _spiral_cells(rows: int, cols: int) -> list[int]:
    """Cells in clockwise spiral order from the top-left corner (the "snail")."""
    order = []
    top, bottom, left, right = 0, rows - 1, 0, cols - 1
    while top <= bottom and left <= right:
        order += [top * cols + c for c in range(left, right + 1)]
        order += [r * cols + right for r in range(top + 1, bottom + 1)]
        if top < bottom:
            order += [bottom * cols + c for c in range(right - 1, left - 1, -1)]
        if left < right:
            order += [r * cols + left for r in range(bottom - 1, top, -1)]
        top, bottom, left, right = top + 1, bottom - 1, left + 1, right - 1
    return order


def goal_tiles(rows: int, cols: int, layout: str = "standard") -> tuple[int, ...]:
    """The row-major tiles of a goal layout (see :meth:`Board.goal`)."""
    rows, cols = check_shape(rows, cols)
    if not isinstance(layout, str):
        raise InvalidBoardError(_("layout must be one of {layouts}, got {value}; for example Board.goal(3, 3, 'snail').").format(
            layouts=", ".join(GOAL_LAYOUTS), value=short_repr(layout)))
    return _goal_tiles(rows, cols, layout)


@cache
def _goal_tiles(rows: int, cols: int, layout: str) -> tuple[int, ...]:
    n = rows * cols
    if layout == "standard":
        return tuple(range(1, n)) + (0,)
    if layout == "blank-first":
        return tuple(range(n))
    if layout == "snail":
        tiles = [0] * n
        for number, cell in enumerate(_spiral_cells(rows, cols)[:-1], start=1):
            tiles[cell] = number
        return tuple(tiles)
    raise InvalidBoardError(_("Unknown goal layout {layout}. Use one of {layouts}, for example Board.goal(3, 3, "
                              "'snail').").format(layout=short_repr(layout), layouts=", ".join(GOAL_LAYOUTS)))


@dataclass(frozen=True, order=True, slots=True)
class Board:
    """An immutable sliding-tile position: ``rows x cols`` cells holding tiles ``1..rows*cols-1`` and a blank.

    ``tiles`` is row-major with 0 for the blank. Boards are hashable (use them as dict keys and in sets),
    compare by (rows, cols, tiles), and are cheap to copy because they never change.

    Examples
    --------
    >>> b = Board.parse("1 2 3 / 4 5 6 / 7 0 8")
    >>> b.moves()
    ['U', 'L', 'R']
    >>> b.move("R") == Board.goal(3, 3)
    True
    >>> b.tile_moved("R")
    8
    """

    rows: int
    cols: int
    tiles: tuple[int, ...]

    def __post_init__(self) -> None:
        shape = check_shape(self.rows, self.cols)
        if type(self.rows) is not int or type(self.cols) is not int:  # numpy ints, stored as plain ints
            object.__setattr__(self, "rows", shape[0])
            object.__setattr__(self, "cols", shape[1])
        if not isinstance(self.tiles, tuple):
            raise InvalidBoardError(_("tiles must be a tuple, got {kind}; Board.from_flat(...) takes any sequence, for "
                                      "example Board(2, 2, (1, 2, 3, 0)) or Board.from_flat([1, 2, 3, 0]).").format(
                kind=type(self.tiles).__name__))
        # Moves and searches build boards through _trusted, so this check costs nothing per move.
        tiles = check_tiles(self.rows, self.cols, self.tiles)
        if tiles is not self.tiles:  # numpy ints and other integral types, stored as plain ints
            object.__setattr__(self, "tiles", tiles)

    # ------------------------------------------------------------------ constructors
    @classmethod
    def _trusted(cls, rows: int, cols: int, tiles: tuple[int, ...]) -> Board:
        """A board from tiles already known to be valid (a legal move of a valid board): skips the checks
        so that replaying long solutions and building search paths stays cheap."""
        board = object.__new__(cls)
        object.__setattr__(board, "rows", rows)
        object.__setattr__(board, "cols", cols)
        object.__setattr__(board, "tiles", tiles)
        return board

    @classmethod
    def from_flat(cls, seq: Iterable, rows: int | None = None, cols: int | None = None, blank="auto") -> Board:
        """A board from a flat row-major sequence such as ``[1, 2, 3, 4, 5, 6, 7, 8, 0]``.

        ``rows`` and ``cols`` default to a square board. ``blank`` is the number that stands for the
        blank: ``"auto"`` (default) reads 0 as the blank, or the largest number when the board holds
        ``1..rows*cols`` and no 0 (``[3, 5, 1, 2, 4, 6, 8, 7, 9]`` has its blank where the 9 is, as in the
        ant post); ``0`` or ``"max"`` insist on one convention; another whole number names the blank's mark.

        The sequence must have an order: a set is refused rather than silently sorted into the goal.
        """
        return notation.from_flat(cls, seq, rows, cols, blank)

    @classmethod
    def from_rows(cls, rows: Sequence[Sequence], blank="auto") -> Board:
        """A board from a 2-D list, one inner list per row: ``[[1, 3, 4], [8, 2, 5], [7, 0, 6]]``.

        The largest number is read as the blank when there is no 0: ``[[3, 5, 1], [2, 4, 6], [8, 7, 9]]``
        (``blank`` as in :meth:`from_flat`).
        """
        return notation.from_rows(cls, rows, blank)

    @classmethod
    def parse(cls, text: str, rows: int | None = None, cols: int | None = None, blank="auto") -> Board:
        """Read a board from text in any of the notations the lessons use.

        - rows separated by ``/`` or new lines, numbers by spaces or commas: ``"1 2 3 / 4 5 6 / 7 8 0"``;
        - the blank written as ``0``, ``_``, ``.``, or as the largest number when there is no 0
          (``"3 5 1 / 2 4 6 / 8 7 9"``, the ant post's notation);
        - the compact form for boards of at most 10 cells: ``"123456780"`` (square unless rows/cols given);
        - a JSON list, flat or 2-D: ``"[[1,2,3],[4,5,6],[7,8,0]]"``;
        - a Markdown table (``| 1 | 2 | 3 |`` rows, ``|---|`` rules) or the drawing ``print(board)`` shows,
          an empty cell being the blank;
        - full-width digits and punctuation as a Chinese input method types them (``１，２，３／…``, ``、``).

        Characters that look like digits but are not (①, ²) are named in the error, with what to type.

        >>> Board.parse("12_/453/786") == Board.parse("1 2 0 / 4 5 3 / 7 8 6")
        True
        """
        return notation.parse(cls, text, rows, cols, blank)

    @classmethod
    def coerce(cls, value, where: str = "Board.coerce", *, rows: int | None = None, cols: int | None = None) -> Board:
        """Any board notation as a :class:`Board`: the one door every function that takes a board goes through.

        Reads a Board (returned as it is), text in any notation :meth:`parse` reads, a 2-D list or tuple
        (:meth:`from_rows`, which carries its own shape), a flat list or tuple (:meth:`from_flat`, square unless
        ``rows``/``cols`` say otherwise) and numpy arrays of either shape. The blank is 0, or the largest number when there is no 0.
        Anything else raises :class:`InvalidBoardError` naming ``where`` (the function that was called) and
        showing a board that works, so a student sees what to type instead of a stack trace.

        >>> Board.coerce("3 5 1 / 2 4 6 / 8 7 9") == Board.coerce([[3, 5, 1], [2, 4, 6], [8, 7, 0]])
        True
        """
        return notation.coerce(cls, value, where, rows=rows, cols=cols)

    @classmethod
    def from_positions(cls, positions: Sequence[int], rows: int | None = None, cols: int | None = None,
                       blank: str = "first") -> Board:
        """A board from the "where is each tile" notation: ``positions[t]`` is the cell holding tile ``t``.

        Cells are numbered row-major from 0. With ``blank="first"`` (default) ``positions[0]`` is the blank's
        cell; with ``blank="last"`` entry ``i`` is tile ``i + 1`` and the final entry is the blank, the
        convention of a web version where the hidden last block plays the blank.

        ``[2, 0, 1, 5, 4, 6, 7, 8, 3]`` (blank first) means::

            blank -> cell 2      cells:  0 1 2        board:  1 2 _
            tile 1 -> cell 0             3 4 5                8 4 3
            tile 2 -> cell 1             6 7 8                5 6 7
            tile 3 -> cell 5 ...

        >>> Board.from_positions([2, 0, 1, 5, 4, 6, 7, 8, 3]).to_text()
        '1 2 0 / 8 4 3 / 5 6 7'
        """
        return notation.from_positions(cls, positions, rows, cols, blank)

    @classmethod
    def goal(cls, rows: int = 3, cols: int | None = None, layout: str = "standard") -> Board:
        """A solved board.

        - ``"standard"``: ``1 2 3 / 4 5 6 / 7 8 _`` (blank last);
        - ``"blank-first"``: ``_ 1 2 / 3 4 5 / 6 7 8``;
        - ``"snail"``: tiles spiral clockwise from the top-left, ``1 2 3 / 8 _ 4 / 7 6 5`` on 3 x 3.
        """
        rows, cols = check_shape(rows, rows if cols is None else cols)
        return cls(rows, cols, goal_tiles(rows, cols, layout))

    # ------------------------------------------------------------------ formatters
    def to_flat(self, blank=0) -> list[int]:
        """Row-major list; ``blank="max"`` writes the blank as the largest number (``rows*cols``).

        ``blank`` takes the same values as in :meth:`from_flat`, so what this writes reads back.
        """
        return notation.to_flat(self, blank)

    def to_rows(self, blank=0) -> list[list[int]]:
        """2-D list, one inner list per row (``blank="max"`` writes the blank as ``rows*cols``)."""
        return notation.to_rows(self, blank)

    def to_positions(self, blank: str = "first") -> list[int]:
        """``positions[t]`` = the cell of tile ``t`` (see :meth:`from_positions`)."""
        return notation.to_positions(self, blank)

    def to_text(self, style: str = "slash", blank: str = "0") -> str:
        """Text in the notation :meth:`parse` reads back.

        ``style`` is ``"slash"`` (``"1 2 3 / 4 5 6 / 7 8 0"``), ``"lines"`` (one row per line) or
        ``"compact"`` (``"123456780"``, boards with at most 10 cells).
        """
        return notation.to_text(self, style, blank)

    def __repr__(self) -> str:
        return f"Board.parse({self.to_text()!r})"

    def __str__(self) -> str:
        return notation.to_box(self)

    # ------------------------------------------------------------------ geometry
    @property
    def size(self) -> int:
        """Number of cells, ``rows * cols``."""
        return self.rows * self.cols

    @property
    def blank_index(self) -> int:
        """Row-major cell index of the blank."""
        return self.tiles.index(0)

    @property
    def blank_pos(self) -> tuple[int, int]:
        """(row, col) of the blank, counted from 0 at the top-left."""
        return divmod(self.blank_index, self.cols)

    def position_of(self, tile: int) -> tuple[int, int]:
        """(row, col) of a tile (0 for the blank)."""
        try:
            return divmod(self.tiles.index(tile), self.cols)
        except ValueError:
            raise InvalidBoardError(_("There is no tile {tile} on a {rows} x {cols} board.").format(
                tile=short_repr(tile), rows=self.rows, cols=self.cols)) from None

    def goal_of(self, layout: str = "standard") -> Board:
        """The goal of the same shape (standard layout unless asked)."""
        return Board.goal(self.rows, self.cols, layout)

    # ------------------------------------------------------------------ moves
    def moves(self) -> list[str]:
        """The legal blank moves, in the order ``U D L R``."""
        return [m for m, _cell in move_table(self.rows, self.cols)[self.blank_index]]

    def _target(self, move: str) -> int:
        if type(move) is str:  # anything else (an array, a number) falls to the message below
            for m, cell in move_table(self.rows, self.cols)[self.blank_index]:
                if m == move:
                    return cell
        # Checked only once no legal move matched, so a valid move pays nothing for it.
        if not isinstance(move, str) or move not in DELTAS:
            raise InvalidMoveError(_("{move} is not a move: a move is the direction the blank travels, one of U, D, "
                                     "L, R, for example board.move('U'); board.apply('UL') replays several.").format(
                move=short_repr(move)))
        raise InvalidMoveError(_("The blank is at row {row}, column {col} and cannot move {move}; legal moves here: "
                                 "{legal}.").format(row=self.blank_pos[0] + 1, col=self.blank_pos[1] + 1, move=move,
                                                    legal=" ".join(self.moves())))

    def move(self, move: str) -> Board:
        """The board after the blank travels one cell in direction ``move``."""
        return self._swap_blank(self._target(move))

    def _swap_blank(self, cell: int) -> Board:
        tiles = list(self.tiles)
        blank = self.blank_index
        tiles[blank], tiles[cell] = tiles[cell], 0
        return Board._trusted(self.rows, self.cols, tuple(tiles))

    def _walk(self, moves: Sequence[str], *, slid: list | None = None) -> list[int]:
        """The tiles after ``moves``, replayed on one mutable list (a move costs the same on 3 x 3 and
        100 x 100, where making a Board per move would copy 10,000 cells). Tiles slid go to ``slid``.

        An illegal move raises :class:`InvalidMoveError` naming its position in the sequence.
        """
        tiles, table, blank = list(self.tiles), move_table(self.rows, self.cols), self.blank_index
        for i, move in enumerate(moves):
            cell = next((c for option, c in table[blank] if option == move), None)
            if cell is None:
                try:  # the board there names what is wrong with the move
                    Board._trusted(self.rows, self.cols, tuple(tiles)).move(move)
                except InvalidMoveError as exc:
                    raise InvalidMoveError(_("Move {number} of the sequence: {error}").format(number=i + 1, error=exc)) from None
            tile = tiles[cell]
            if slid is not None:
                slid.append(tile)
            tiles[blank], tiles[cell], blank = tile, 0, cell
        return tiles

    def apply(self, moves: Iterable[str]) -> Board:
        """Replay a sequence of moves (a string ``"UDLR"`` or a list) and return the final board.

        An illegal move raises :class:`InvalidMoveError` naming its position in the sequence.
        """
        return Board._trusted(self.rows, self.cols, tuple(self._walk(coerce_moves(moves, "apply"))))

    def path(self, moves: Iterable[str]) -> list[Board]:
        """Every board along a sequence of moves, starting with this one (a list; :class:`BoardPath` keeps
        a long path as its moves and replays boards when asked)."""
        boards = [self]
        for move in coerce_moves(moves, "path"):
            boards.append(boards[-1].move(move))
        return boards

    def neighbors(self) -> list[tuple[str, Board]]:
        """``(move, board)`` for every legal move."""
        return [(m, self._swap_blank(cell)) for m, cell in move_table(self.rows, self.cols)[self.blank_index]]

    def tile_moved(self, move: str) -> int:
        """The number on the tile that slides when the blank travels ``move`` (it slides the other way)."""
        return self.tiles[self._target(move)]

    def tiles_slid(self, moves: Iterable[str]) -> list[int]:
        """The tile numbers slid by a sequence of blank moves: what a student would say aloud."""
        slid: list[int] = []
        self._walk(coerce_moves(moves, "tiles_slid"), slid=slid)
        return slid

    def move_for_cell(self, row: int, col: int) -> str | None:
        """Which blank move slides the tile at (row, col), or None when it is not next to the blank."""
        hint = "move_for_cell(row, col) takes the cell's row and column counted from 0, for example board.move_for_cell(2, 1)"
        row = whole_number_in(row, "row", what="a row number", hint=hint, error=InvalidMoveError)
        col = whole_number_in(col, "col", what="a column number", hint=hint, error=InvalidMoveError)
        br, bc = self.blank_pos
        for move, (dr, dc) in DELTAS.items():
            if (br + dr, bc + dc) == (row, col):
                return move
        return None

    def slide(self, row: int, col: int) -> Board:
        """Slide the tile at (row, col) into the blank next to it (click-to-play)."""
        hint = _("slide(row, col) takes the cell's row and column counted from 0, for example board.slide(2, 1)")
        row = whole_number_in(row, "row", what="a row number", hint=hint, error=InvalidMoveError)
        col = whole_number_in(col, "col", what="a column number", hint=hint, error=InvalidMoveError)
        if not (0 <= row < self.rows and 0 <= col < self.cols):
            raise InvalidMoveError(_("Cell ({row}, {col}) is off this {rows} x {cols} board.").format(
                row=number_text(row), col=number_text(col), rows=self.rows, cols=self.cols))
        move = self.move_for_cell(row, col)
        if move is None:
            if (row, col) == self.blank_pos:
                sentence = _("The cell at row {row}, column {col} is the blank; only a tile beside the blank can slide.")
            else:
                sentence = _("The cell at row {row}, column {col} is not next to the blank; only a tile beside the "
                             "blank can slide.")
            raise InvalidMoveError(sentence.format(row=row + 1, col=col + 1))
        return self.move(move)

    def swap_cells(self, i: int, j: int) -> Board:
        """Swap the contents of two cells (row-major indices). Not a legal move: it flips solvability
        whenever both cells hold tiles."""
        n = self.size
        hint = _("cells are numbered 0..{last} row by row, for example board.swap_cells(0, 1)").format(last=n - 1)
        # Plain ints (the fast path the two-tile fix takes) skip the conversion; numpy ints and whole floats are
        # read, bools and text refused.
        if type(i) is not int or type(j) is not int:
            i, j = (whole_number_in(cell, "swap_cells", what="a cell number", hint=hint) for cell in (i, j))
        if not (0 <= i < n and 0 <= j < n):
            raise InvalidBoardError(_("Cell {cell} is not on this board: {hint}.").format(
                cell=number_text(i if not 0 <= i < n else j), hint=hint))
        tiles = list(self.tiles)
        tiles[i], tiles[j] = tiles[j], tiles[i]
        return Board._trusted(self.rows, self.cols, tuple(tiles))

    def transpose(self) -> Board:
        """The board mirrored about its main diagonal (a ``cols x rows`` board, same tile numbers)."""
        return Board(self.cols, self.rows, tuple(self.tiles[r * self.cols + c]
                                                 for c in range(self.cols) for r in range(self.rows)))

    # ------------------------------------------------------------------ distances
    def is_goal(self, goal: Board | None = None) -> bool:
        """True when this board equals ``goal`` (the standard goal by default)."""
        return self == self.resolve_goal(goal)

    def resolve_goal(self, goal: Board | str | Sequence[int] | None = None) -> Board:
        """The goal to compare with, as a Board of this shape.

        ``None`` is the standard goal; a layout name (``"standard"``, ``"blank-first"``, ``"snail"``) is that
        layout at this size; other text is parsed and a flat list read as a board. This is the one place goals
        are interpreted, so every function with a ``goal=`` argument accepts the same things.
        """
        if goal is None:
            return self.goal_of()
        if not isinstance(goal, Board):
            if isinstance(goal, str):
                word = goal.strip()
                if word in GOAL_LAYOUTS:
                    return self.goal_of(word)
                if re.fullmatch(r"[A-Za-z][\w-]*", word):  # board text never starts with a letter
                    raise InvalidBoardError(_("Unknown goal layout {layout}; use one of {layouts} or a board, for "
                                              "example goal='snail' or goal='{board}'.").format(
                        layout=short_repr(word), layouts=", ".join(GOAL_LAYOUTS), board=self.goal_of("snail").to_text()))
                goal = Board.parse(goal)
            else:
                goal = Board.coerce(goal, "goal", rows=self.rows, cols=self.cols)
        if (goal.rows, goal.cols) != (self.rows, self.cols):
            raise InvalidBoardError(_("The goal is {goal_rows} x {goal_cols} but the board is {rows} x {cols}; compare "
                                      "boards of the same shape, for example goal=Board.goal({rows}, {cols}).").format(
                goal_rows=goal.rows, goal_cols=goal.cols, rows=self.rows, cols=self.cols))
        return goal

    def misplaced(self, goal: Board | None = None) -> int:
        """How many tiles (not counting the blank) are not on their goal cell."""
        target = self.resolve_goal(goal).tiles
        return sum(1 for t, g in zip(self.tiles, target, strict=True) if t and t != g)

    def manhattan(self, goal: Board | None = None, count_blank: bool = False) -> int:
        """Sum over tiles of rows plus columns between each tile and its goal cell.

        The blank is left out, which keeps this a lower bound on the moves still needed. ``count_blank=True``
        adds the blank's own distance, as the ant post does: a fine score, but it can
        overestimate, so it is never used where an optimal answer is promised.
        """
        target = self.resolve_goal(goal).to_positions()
        cols = self.cols
        total = 0
        for cell, tile in enumerate(self.tiles):
            if tile or count_blank:
                gr, gc = divmod(target[tile], cols)
                total += abs(cell // cols - gr) + abs(cell % cols - gc)
        return total


class BoardPath(Sequence):
    """The boards along a solution, kept as its start and moves and replayed when asked.

    ``path[k]`` is the board after ``k`` moves, ``len(path)`` is one more than the number of moves, and
    the path compares equal to the tuple of its boards. A 100 x 100 row-by-row solution has about three
    million moves; as a tuple of boards it would hold 30 billion cells, while here it holds the moves and a
    few checkpoints (at most about :data:`CHECKPOINT_CELLS` cells in all): a board is replayed from the
    checkpoint before it, and iterating walks the moves once.
    """

    CHECKPOINT_CELLS = 2_000_000
    """Cells the checkpoints may hold together (16 MB of references)."""

    __slots__ = ("start", "moves", "_every", "_checkpoints")

    def __init__(self, start: Board, moves):
        self.start = start
        self.moves = tuple(moves)
        n = len(self.moves)
        self._every = max(32, n * start.size // self.CHECKPOINT_CELLS)
        self._checkpoints: list[tuple[int, ...]] | None = None

    def _marks(self) -> list[tuple[int, ...]]:
        """The tiles after every ``_every`` moves (made on first use: one walk along the moves)."""
        if self._checkpoints is None:
            marks, board = [self.start.tiles], self.start
            for k in range(self._every, len(self.moves) + 1, self._every):
                board = Board._trusted(board.rows, board.cols, tuple(board._walk(self.moves[k - self._every:k])))
                marks.append(board.tiles)
            self._checkpoints = marks
        return self._checkpoints

    def __len__(self) -> int:
        return len(self.moves) + 1

    def _board(self, k: int) -> Board:
        mark = k // self._every
        base = Board._trusted(self.start.rows, self.start.cols, self._marks()[mark]) if mark else self.start
        done = mark * self._every
        return base if done == k else Board._trusted(base.rows, base.cols, tuple(base._walk(self.moves[done:k])))

    def __getitem__(self, index):
        if isinstance(index, slice):
            return tuple(self[k] for k in range(*index.indices(len(self))))
        k = operator.index(index)
        if k < 0:
            k += len(self)
        if not 0 <= k < len(self):
            raise IndexError(_("a path of {count} boards has no board {index}").format(count=len(self), index=index))
        return self._board(k)

    def __iter__(self):
        tiles, table, blank = list(self.start.tiles), move_table(self.start.rows, self.start.cols), self.start.blank_index
        rows, cols = self.start.rows, self.start.cols
        yield self.start
        for move in self.moves:
            cell = next(c for m, c in table[blank] if m == move)
            tiles[blank], tiles[cell], blank = tiles[cell], 0, cell
            yield Board._trusted(rows, cols, tuple(tiles))

    def __eq__(self, other) -> bool:
        if isinstance(other, BoardPath):
            return self.start == other.start and self.moves == other.moves
        if isinstance(other, tuple | list):
            return len(other) == len(self) and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.start, self.moves))

    def __repr__(self) -> str:
        if len(self) <= 4:
            return repr(tuple(self))
        return f"BoardPath({self.start!r}, {len(self.moves):,} moves)"
