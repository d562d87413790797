"""The board: an immutable ``rows x cols`` arrangement of numbered tiles and one blank.

Everything else in puzzlelib (parity, search, pictures, widgets) takes a :class:`Board`, so the
notations people write puzzles in all meet here and are checked once.

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

import itertools
import json
import math
import operator
import re
from collections.abc import Iterable, Mapping, Sequence, Set
from dataclasses import dataclass
from functools import cache

from puzzlelib import limits
from puzzlelib.errors import InvalidBoardError, InvalidMoveError, PuzzleError, number_text, plural, short_repr

__all__ = ["Board", "MOVES", "OPPOSITE", "DELTAS", "GOAL_LAYOUTS", "MAX_CELLS", "move_table", "swap_tables",
           "goal_tiles", "coerce_moves", "plain_text", "lookalike_digit", "MAX_TEXT", "BoardPath"]

MOVES: tuple[str, ...] = ("U", "D", "L", "R")
"""Every move, in the order :meth:`Board.moves` lists them."""

OPPOSITE: dict[str, str] = {"U": "D", "D": "U", "L": "R", "R": "L"}
"""The move that undoes each move."""

DELTAS: dict[str, tuple[int, int]] = {"U": (-1, 0), "D": (1, 0), "L": (0, -1), "R": (0, 1)}
"""How far each move takes the blank, as (row change, column change)."""

GOAL_LAYOUTS: tuple[str, ...] = ("standard", "blank-first", "snail")

MAX_CELLS = limits.MAX_CELLS
"""The largest board (in cells) puzzlelib builds: 100 x 100 (see :mod:`puzzlelib.limits`). Past that a typo
such as ``Board.goal(10**6)`` would fill the memory before any message could be shown."""

_EXAMPLE = "for example Board.parse('1 2 3 / 4 5 6 / 7 8 0') or Board.from_rows([[1, 2, 3], [4, 5, 6], [7, 8, 0]])"
# Every InvalidBoardError message ends with an example of a valid board, in the notation the caller was using.
_RECT_EXAMPLE = "for example Board.from_flat([1, 2, 3, 4, 5, 0], rows=2, cols=3)"
_MAX_EXAMPLE = "for example Board.from_rows([[3, 5, 1], [2, 4, 6], [8, 7, 9]], blank='max')"
_POSITIONS_EXAMPLE = "for example Board.from_positions([2, 0, 1, 5, 4, 6, 7, 8, 3]) (the blank at cell 2, tile 1 at cell 0, ...)"
_BLANK_WORDS = {"_", ".", "0", "-", "*", "·"}
_INT_ONLY = frozenset({int})

_WIDE_FORMS = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)} | {0x3000: " ", 0x3001: ","}
"""Full-width forms as the plain characters they stand for: a board typed with a Chinese input method writes
``１，２，３／４``, an ideographic space and the enumeration comma ``、``; all read as ``1,2,3/4``."""

MAX_TEXT = 1_000_000
"""Characters of board or move text read at all (a 100 x 100 board takes about 49,000): past that the text
is a pasted file, not a board, and is refused before any work."""

MAX_NESTING = 2
"""Levels of brackets a board's JSON may have: a list of rows of numbers. Deeper text is refused before it
is read (a thousand ``[`` would otherwise end in Python's RecursionError)."""


def plain_text(text: str) -> str:
    """``text`` with full-width punctuation, digits and letters turned into their plain forms (see
    :data:`_WIDE_FORMS`): the one place where the notations of other keyboards are read."""
    if not isinstance(text, str):
        raise InvalidBoardError(f"plain_text reads text, got {short_repr(text)}; for example plain_text('１，２').")
    return text.translate(_WIDE_FORMS)


def lookalike_digit(word: str) -> str | None:
    """A sentence naming the first character of ``word`` that looks like a number but is not a decimal digit
    (circled ①, superscript ², fractions, Roman or Chinese numerals), or None when there is none.

    ``str.isdigit()`` says True for ① and ², yet ``int()`` refuses them: they are named here, with the
    digits to type instead, so no reader of numbers has to guess or crash.
    """
    import unicodedata

    if not isinstance(word, str):
        return None
    for ch in word:
        if ch.isdecimal() or not (ch.isdigit() or ch.isnumeric()):
            continue
        value = unicodedata.numeric(ch, None)
        name = unicodedata.name(ch, "numeric character").lower()
        name = "a Chinese numeral" if name.startswith("cjk") else name
        typed = f"type {int(value)}" if value is not None and value == int(value) else "type digits 0-9"
        return f"{ch!r} ({name}) looks like a number but is not a digit: {typed}"
    return None


def _nesting(text: str) -> int:
    """How deeply the brackets of ``text`` nest (without parsing it)."""
    depth = deepest = 0
    for ch in text:
        if ch == "[":
            depth += 1
            deepest = max(deepest, depth)
        elif ch == "]":
            depth -= 1
    return deepest


def check_text_size(text: str, what: str) -> None:
    """Refuse text longer than :data:`MAX_TEXT` characters, naming ``what`` it was meant to be."""
    if len(text) > MAX_TEXT:
        raise InvalidBoardError(f"The {what} text has {len(text):,} characters, more than the {MAX_TEXT:,} any "
                                f"board or move list needs; pass the board itself, {_EXAMPLE}.")


@cache
def move_table(rows: int, cols: int) -> tuple[tuple[tuple[str, int], ...], ...]:
    """For each cell, the legal blank moves from it and the cell each one reaches.

    Precomputed once per board shape so that searches never recompute board edges.
    """
    table = []
    for cell in range(rows * cols):
        r, c = divmod(cell, cols)
        options = []
        for move in MOVES:
            dr, dc = DELTAS[move]
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols:
                options.append((move, nr * cols + nc))
        table.append(tuple(options))
    return tuple(table)


_SWAP_CACHE: dict[int, tuple[bytes, ...]] = {}


def swap_tables(size: int) -> tuple[bytes, ...]:
    """``swap[t]`` is a ``bytes.translate`` table exchanging the values 0 and ``t``.

    Swapping the *values* 0 and t in a state swaps the *cells* of the blank and tile t, which is
    exactly one slide, done in C: the searches keep a board as ``bytes`` and move with
    ``state.translate(swap[tile])``.
    """
    tables = _SWAP_CACHE.get(size)
    if tables is None:
        identity = list(range(256))
        built = []
        for t in range(size):
            table = identity[:]
            table[0], table[t] = t, 0
            built.append(bytes(table))
        tables = _SWAP_CACHE[size] = tuple(built)
    return tables


def coerce_moves(moves, where: str = "this function") -> list[str]:
    """A move sequence as a list of ``"U" "D" "L" "R"``: text (``"RRU"``, ``"r r u"``, ``"R, R, U"``) or a list.

    Only the container is checked here; each move is checked where it is made, so an illegal move is
    still named with its place in the sequence. None, a number or a set is refused with an example.
    """
    if isinstance(moves, str):
        check_text_size(moves, "move")
        return list(re.sub(r"[\s,]+", "", plain_text(moves)).upper())
    if isinstance(moves, Set | Mapping) or not isinstance(moves, Iterable):
        raise InvalidMoveError(
            f"{where} needs a sequence of moves such as 'RRU' or ['R', 'R', 'U'], got {short_repr(moves)}."
        )
    moves = list(moves)
    for i, move in enumerate(moves):
        if not isinstance(move, str):
            raise InvalidMoveError(
                f"Move {i + 1} of {where}'s sequence is {short_repr(move)}; a move is one of 'U', 'D', 'L', 'R', "
                "for example ['R', 'R', 'U'] or 'RRU'."
            )
    return moves


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
        raise InvalidBoardError(
            f"layout must be one of {', '.join(GOAL_LAYOUTS)}, got {short_repr(layout)}; for example Board.goal(3, 3, 'snail')."
        )
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
    raise InvalidBoardError(
        f"Unknown goal layout {short_repr(layout)}. Use one of {', '.join(GOAL_LAYOUTS)}, for example Board.goal(3, 3, 'snail')."
    )


def whole_number(value) -> int | None:
    """``value`` as a plain int when it is an integral type (int, numpy ints), else None.

    Bools are left out (``True`` rows or seeds are slips, not numbers) and so are floats, even whole ones:
    callers that want to read ``3.0`` say so.
    """
    if isinstance(value, bool):
        return None
    try:
        return operator.index(value)
    except TypeError:
        return None


def whole_number_at_least(value, minimum: int, name: str, example: str) -> int:
    """``value`` as a plain int of at least ``minimum`` (numpy ints too), else a PuzzleError that names
    ``name`` and shows ``example``: one rule for the counts and sizes that functions outside the board take."""
    number = whole_number(value)
    if number is None or number < minimum:
        raise PuzzleError(f"{name} must be a whole number, {minimum} or more, got {short_repr(value)}; "
                          f"for example {example}.")
    return number


def check_shape(rows, cols) -> tuple[int, int]:
    """``(rows, cols)`` as plain ints of at least 2. Integral types such as ``np.int64(3)`` are read (a size
    often comes out of numpy); bools, floats and text are refused, since ``3.5`` rows has no meaning."""
    shape = []
    for name, value in (("rows", rows), ("cols", cols)):
        number = whole_number(value)
        if number is None:
            raise InvalidBoardError(
                f"{name} must be a whole number such as 3, got {short_repr(value)}; for example Board.goal(3, 3)."
            )
        shape.append(number)
    if min(shape) < 2:
        raise InvalidBoardError(
            f"A board needs at least 2 rows and 2 columns, got {number_text(shape[0])} x {number_text(shape[1])}: "
            f"with one row or column no tile could ever pass another; {_EXAMPLE}."
        )
    if shape[0] * shape[1] > MAX_CELLS:
        raise InvalidBoardError(
            f"rows={number_text(shape[0])} and cols={number_text(shape[1])} make more than the {MAX_CELLS:,} cells a "
            "board may hold "
            f"(100 x 100; searches take at most 256, 16 x 16); for example Board.goal(4, 4)."
        )
    return shape[0], shape[1]


def _as_int(value, where: str, *, what: str = "a tile number", hint: str = _EXAMPLE,
            error: type[InvalidBoardError] | type[InvalidMoveError] = InvalidBoardError) -> int:
    """Accept ints (and whole floats such as numpy scalars), refuse anything else with a clear message.

    Bools and text are refused even though ``int()`` takes them: ``True`` or ``"3"`` in a board is a slip to
    point out, not a number to guess at (text goes to :meth:`Board.parse`).
    """
    if isinstance(value, bool | str | bytes):
        raise error(f"{where}: {short_repr(value)} is not {what}; {hint}.")
    try:
        number = int(value)
    except (TypeError, ValueError, OverflowError):  # OverflowError: int(float("inf"))
        raise error(f"{where}: {short_repr(value)} is not {what}; {hint}.") from None
    if number != value:
        raise error(f"{where}: {short_repr(value)} is not a whole number; {hint}.")
    return number


def _numbers_given(k: int) -> str:
    return f"{plural(k, 'number')} {'was' if k == 1 else 'were'} given"


def _cell_name(cell: int, cols: int) -> str:
    return f"row {cell // cols + 1}, column {cell % cols + 1}"


def _tile_name(tile: int) -> str:
    return "the blank (0)" if tile == 0 else f"tile {tile}"


def _and(words: list[str]) -> str:
    """``a``, ``a and b``, ``a; b and c`` (semicolons because cell names hold commas)."""
    return words[0] if len(words) == 1 else "; ".join(words[:-1]) + " and " + words[-1]


@cache
def _cell_set(n: int) -> frozenset[int]:
    return frozenset(range(n))


def _tile_int(value, cell: int, cols: int) -> int:
    """A tile handed to ``Board(...)`` as a plain int: integral types such as numpy ints are converted (so
    ``board.tiles`` always works with json, repr and hashing against plain tuples); bools, floats and text
    are refused, naming the cell."""
    if not isinstance(value, bool):
        try:
            return operator.index(value)
        except TypeError:
            pass
    raise InvalidBoardError(
        f"Cell {cell} ({_cell_name(cell, cols)}) holds {short_repr(value)}, which is not a tile number: Board(rows, cols, tiles) "
        f"takes whole numbers with 0 for the blank (Board.from_flat also reads whole floats); {_EXAMPLE}."
    )


def _validate_tiles(rows: int, cols: int, tiles: tuple) -> tuple[int, ...]:
    """Check that ``tiles`` is a permutation of ``0..rows*cols-1`` and return it as a tuple of plain ints.

    The usual case (plain ints forming a permutation) is settled by two set operations that run at C speed;
    only unusual or bad input walks the cells one by one, to convert them or to name the faulty cell.
    """
    n = rows * cols
    if len(tiles) != n:
        raise InvalidBoardError(f"A {rows} x {cols} board has {n} cells but {_numbers_given(len(tiles))}; {_EXAMPLE}.")
    if not _INT_ONLY.issuperset(map(type, tiles)):
        tiles = tuple(_tile_int(tile, cell, cols) for cell, tile in enumerate(tiles))
    if _cell_set(n) == set(tiles):
        return tiles
    for cell, tile in enumerate(tiles):
        if not 0 <= tile < n:
            if tile == n and 0 not in tiles:
                raise InvalidBoardError(
                    f"Tile {tile} (in {_cell_name(cell, cols)}) is out of range: Board(rows, cols, tiles) writes the "
                    f"blank as 0; Board.from_flat({short_repr(list(tiles))}) reads the largest number as the blank, "
                    "or write 0."
                )
            raise InvalidBoardError(
                f"Tile {number_text(tile)} (in {_cell_name(cell, cols)}) is out of range: a {rows} x {cols} "
                f"board holds tiles 1..{n - 1} and one blank (0); {_EXAMPLE}."
            )
    # n numbers, all in range, yet not a permutation: one is doubled and another is missing.
    doubled = next(tile for cell, tile in enumerate(tiles) if tile in tiles[:cell])  # first repeat, reading order
    cells = [_cell_name(cell, cols) for cell, tile in enumerate(tiles) if tile == doubled]
    missing = [_tile_name(tile) for tile in sorted(_cell_set(n) - set(tiles))]
    times = "twice" if len(cells) == 2 else f"{len(cells)} times"
    raise InvalidBoardError(
        f"{_tile_name(doubled).capitalize()} appears {times} ({_and(cells)}) and {_and(missing)} "
        f"{'is' if len(missing) == 1 else 'are'} missing; every tile must appear exactly once; {_EXAMPLE}."
    )


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
            raise InvalidBoardError(
                f"tiles must be a tuple, got {type(self.tiles).__name__}; Board.from_flat(...) takes any sequence, "
                "for example Board(2, 2, (1, 2, 3, 0)) or Board.from_flat([1, 2, 3, 0])."
            )
        # Moves and searches build boards through _trusted, so this check costs nothing per move.
        tiles = _validate_tiles(self.rows, self.cols, self.tiles)
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
        _check_sequence(seq, "Board.from_flat", _EXAMPLE)
        values = [_as_int(v, f"position {i + 1}") for i, v in enumerate(seq)]
        rows, cols = _infer_shape(len(values), rows, cols)
        return cls(rows, cols, _normalise_blank(values, blank))

    @classmethod
    def from_rows(cls, rows: Sequence[Sequence], blank="auto") -> Board:
        """A board from a 2-D list, one inner list per row: ``[[1, 3, 4], [8, 2, 5], [7, 0, 6]]``.

        The largest number is read as the blank when there is no 0: ``[[3, 5, 1], [2, 4, 6], [8, 7, 9]]``
        (``blank`` as in :meth:`from_flat`).
        """
        if isinstance(rows, str | bytes) or not isinstance(rows, Sequence) or not rows:
            raise InvalidBoardError(f"from_rows needs a list of rows, got {short_repr(rows)}; {_EXAMPLE}.")
        widths = []
        for i, row in enumerate(rows):
            if isinstance(row, str | bytes) or not isinstance(row, Sequence):
                raise InvalidBoardError(f"Row {i + 1} is {short_repr(row)}, not a list of numbers; {_EXAMPLE}.")
            widths.append(len(row))
        if len(set(widths)) != 1:
            short = min(range(len(widths)), key=lambda i: (widths[i] == widths[0], i))
            raise InvalidBoardError(
                f"Rows have different lengths ({', '.join(map(str, widths))}): row {short + 1} has "
                f"{plural(widths[short], 'number')}; every row must be as long as the first; {_EXAMPLE}."
            )
        flat = [_as_int(v, f"row {r + 1}, column {c + 1}") for r, row in enumerate(rows) for c, v in enumerate(row)]
        return cls(len(rows), widths[0], _normalise_blank(flat, blank))

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
        if isinstance(text, Board):
            return text
        if not isinstance(text, str):
            raise InvalidBoardError(f"Board.parse needs text, got {type(text).__name__}; {_EXAMPLE}.")
        check_text_size(text, "board")
        stripped = plain_text(text).strip()
        if not stripped:
            raise InvalidBoardError(f"Empty board text; {_EXAMPLE}.")
        if stripped.startswith("["):
            if _nesting(stripped) > MAX_NESTING:
                raise InvalidBoardError(
                    f"The board text nests {_nesting(stripped):,} levels of brackets; a board is a list of rows of "
                    f"numbers (two levels at most), {_EXAMPLE}.")
            try:
                data = json.loads(stripped)
            except json.JSONDecodeError as exc:
                raise InvalidBoardError(f"Could not read {short_repr(text)} as a JSON list ({exc.msg}); {_EXAMPLE}.") from None
            if data and all(isinstance(row, list) for row in data):
                board = cls.from_rows(data, blank=blank)
                _check_parsed_shape(board, rows, cols)
                return board
            return cls.from_flat(data, rows, cols, blank=blank)
        table = _table_rows([line.strip() for line in stripped.splitlines() if line.strip()])
        if table is not None:
            board = cls.from_rows([[_token(t, c) for c, t in enumerate(r)] for r in table], blank=blank)
            _check_parsed_shape(board, rows, cols)
            return board
        lines = [line.strip() for line in re.split(r"[/\n;|]", stripped) if line.strip()]
        token_rows = [[tok for tok in re.split(r"[\s,]+", line) if tok] for line in lines]
        if len(token_rows) == 1 and len(token_rows[0]) == 1:
            # Compact form: one digit or blank mark per cell.
            return cls.from_flat([_token(ch, i) for i, ch in enumerate(token_rows[0][0])], rows, cols, blank)
        if len(token_rows) > 1 and all(len(r) == 1 for r in token_rows) and len({len(r[0]) for r in token_rows}) == 1:
            # Compact rows: "123/456/780".
            token_rows = [list(r[0]) for r in token_rows]
        if len(token_rows) == 1:
            return cls.from_flat([_token(t, i) for i, t in enumerate(token_rows[0])], rows, cols, blank)
        grid = [[_token(t, c) for c, t in enumerate(r)] for r in token_rows]
        board = cls.from_rows(grid, blank=blank)
        _check_parsed_shape(board, rows, cols)
        return board

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
        if type(value) is cls:
            return value
        if isinstance(value, Board):
            return value
        where = where if isinstance(where, str) else "Board.coerce"
        if isinstance(value, str):
            return cls.parse(value, rows, cols)
        if type(value).__module__ == "numpy" and hasattr(value, "tolist") and getattr(value, "ndim", 0) in (1, 2):
            value = value.tolist()  # numpy arrays (flat or 2-D) become lists of plain numbers
        elif _other_container(value):  # a deque, a generator, a range, map(...): read in order, at most a board's worth
            value = list(itertools.islice(iter(value), MAX_CELLS + 1))
        if isinstance(value, list | tuple) and value:
            if all(isinstance(row, list | tuple) or _other_container(row)
                   or type(row).__module__ == "numpy" and getattr(row, "ndim", 0) == 1 for row in value):
                return cls.from_rows([list(itertools.islice(iter(row), MAX_CELLS + 1)) for row in value])
            if not any(isinstance(item, list | tuple) for item in value):
                return cls.from_flat(value, rows, cols)
            raise InvalidBoardError(
                f"{where} needs a board, got a list that mixes numbers and rows ({short_repr(value)}); give either "
                f"a flat list or one list per row, {_EXAMPLE}."
            )
        empty = isinstance(value, list | tuple | set | frozenset | dict | bytes) and not value
        what = f"an empty {type(value).__name__}" if empty else short_repr(value)
        raise InvalidBoardError(
            f"{where} needs a board, got {what}; give a Board, board text or a list of rows, {_EXAMPLE}."
        )

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
        _check_sequence(positions, "Board.from_positions", _POSITIONS_EXAMPLE)
        cells = [_as_int(p, f"positions[{t}]", what="a cell number", hint=_POSITIONS_EXAMPLE)
                 for t, p in enumerate(positions)]
        rows, cols = _infer_shape(len(cells), rows, cols)
        _check_positions_blank(blank)
        if blank == "last":
            cells = [cells[-1]] + cells[:-1]
        n = rows * cols
        for t, cell in enumerate(cells):
            if not 0 <= cell < n:
                raise InvalidBoardError(
                    f"Tile {t} is placed at cell {number_text(cell)}, but a {rows} x {cols} board has cells 0..{n - 1}; "
                    f"positions[t] must be the row-major cell index of tile t, {_POSITIONS_EXAMPLE}."
                )
        if len(set(cells)) != n:
            twice = next(c for c in cells if cells.count(c) > 1)
            raise InvalidBoardError(
                f"Two tiles are placed at cell {twice}; each cell holds exactly one tile, {_POSITIONS_EXAMPLE}."
            )
        tiles = [0] * n
        for t, cell in enumerate(cells):
            tiles[cell] = t
        return cls(rows, cols, tuple(tiles))

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
        mark = _blank_mark(blank, self.size)
        return [mark if t == 0 else t for t in self.tiles]

    def to_rows(self, blank=0) -> list[list[int]]:
        """2-D list, one inner list per row (``blank="max"`` writes the blank as ``rows*cols``)."""
        flat = self.to_flat(blank)
        return [flat[r * self.cols:(r + 1) * self.cols] for r in range(self.rows)]

    def to_positions(self, blank: str = "first") -> list[int]:
        """``positions[t]`` = the cell of tile ``t`` (see :meth:`from_positions`)."""
        _check_positions_blank(blank)
        cells = [0] * self.size
        for cell, tile in enumerate(self.tiles):
            cells[tile] = cell
        return cells[1:] + cells[:1] if blank == "last" else cells

    def to_text(self, style: str = "slash", blank: str = "0") -> str:
        """Text in the notation :meth:`parse` reads back.

        ``style`` is ``"slash"`` (``"1 2 3 / 4 5 6 / 7 8 0"``), ``"lines"`` (one row per line) or
        ``"compact"`` (``"123456780"``, boards with at most 10 cells).
        """
        if not isinstance(style, str) or not isinstance(blank, str):
            raise InvalidBoardError(
                f"to_text takes style='slash', 'lines' or 'compact' and blank as text such as '0' or '_', got "
                f"style={short_repr(style)}, blank={short_repr(blank)}; for example board.to_text('lines', blank='_')."
            )

        def word(t: int) -> str:
            return blank if t == 0 else str(t)

        rows = [[word(t) for t in row] for row in self.to_rows()]
        if style == "slash":
            return " / ".join(" ".join(row) for row in rows)
        if style == "lines":
            width = max(len(w) for row in rows for w in row)
            return "\n".join(" ".join(w.rjust(width) for w in row) for row in rows)
        if style == "compact":
            if self.size > 10:
                raise InvalidBoardError(
                    f"The compact form needs one character per tile, so it only fits boards of at most 10 cells; "
                    f"this board has {self.size}. Use style='slash'."
                )
            return "".join(word(t) for t in self.tiles)
        raise InvalidBoardError(f"Unknown text style {short_repr(style)}: use 'slash', 'lines' or 'compact'.")

    def __repr__(self) -> str:
        return f"Board.parse({self.to_text()!r})"

    def __str__(self) -> str:
        width = len(str(self.size - 1))
        edge = "+" + "+".join("-" * (width + 2) for _ in range(self.cols)) + "+"
        lines = [edge]
        for row in self.to_rows():
            lines.append("| " + " | ".join((str(t) if t else "").rjust(width) for t in row) + " |")
            lines.append(edge)
        return "\n".join(lines)

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
            raise InvalidBoardError(f"There is no tile {short_repr(tile)} on a {self.rows} x {self.cols} board.") from None

    def goal_of(self, layout: str = "standard") -> Board:
        """The goal of the same shape (standard layout unless asked)."""
        return Board.goal(self.rows, self.cols, layout)

    # ------------------------------------------------------------------ moves
    def moves(self) -> list[str]:
        """The legal blank moves, in the order ``U D L R``."""
        return [m for m, _ in move_table(self.rows, self.cols)[self.blank_index]]

    def _target(self, move: str) -> int:
        if type(move) is str:  # anything else (an array, a number) falls to the message below
            for m, cell in move_table(self.rows, self.cols)[self.blank_index]:
                if m == move:
                    return cell
        # Checked only once no legal move matched, so a valid move pays nothing for it.
        if not isinstance(move, str) or move not in DELTAS:
            raise InvalidMoveError(
                f"{short_repr(move)} is not a move: a move is the direction the blank travels, one of U, D, L, R, "
                "for example board.move('U'); board.apply('UL') replays several."
            )
        raise InvalidMoveError(
            f"The blank is at row {self.blank_pos[0] + 1}, column {self.blank_pos[1] + 1} and cannot move {move}; "
            f"legal moves here: {' '.join(self.moves())}."
        )

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
                    raise InvalidMoveError(f"Move {i + 1} of the sequence: {exc}") from None
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
        row = _as_int(row, "row", what="a row number", hint=hint, error=InvalidMoveError)
        col = _as_int(col, "col", what="a column number", hint=hint, error=InvalidMoveError)
        br, bc = self.blank_pos
        for move, (dr, dc) in DELTAS.items():
            if (br + dr, bc + dc) == (row, col):
                return move
        return None

    def slide(self, row: int, col: int) -> Board:
        """Slide the tile at (row, col) into the blank next to it (click-to-play)."""
        hint = "slide(row, col) takes the cell's row and column counted from 0, for example board.slide(2, 1)"
        row = _as_int(row, "row", what="a row number", hint=hint, error=InvalidMoveError)
        col = _as_int(col, "col", what="a column number", hint=hint, error=InvalidMoveError)
        if not (0 <= row < self.rows and 0 <= col < self.cols):
            raise InvalidMoveError(f"Cell ({number_text(row)}, {number_text(col)}) is off this {self.rows} x {self.cols} "
                                   "board.")
        move = self.move_for_cell(row, col)
        if move is None:
            what = "is the blank" if (row, col) == self.blank_pos else "is not next to the blank"
            raise InvalidMoveError(
                f"The cell at row {row + 1}, column {col + 1} {what}; only a tile beside the blank can slide."
            )
        return self.move(move)

    def swap_cells(self, i: int, j: int) -> Board:
        """Swap the contents of two cells (row-major indices). Not a legal move: it flips solvability
        whenever both cells hold tiles."""
        n = self.size
        hint = f"cells are numbered 0..{n - 1} row by row, for example board.swap_cells(0, 1)"
        # Plain ints (the fast path the two-tile fix takes) skip the conversion; numpy ints and whole floats are
        # read, bools and text refused.
        if type(i) is not int or type(j) is not int:
            i, j = (_as_int(cell, "swap_cells", what="a cell number", hint=hint) for cell in (i, j))
        if not (0 <= i < n and 0 <= j < n):
            raise InvalidBoardError(f"Cell {number_text(i if not 0 <= i < n else j)} is not on this board: {hint}.")
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
                    raise InvalidBoardError(
                        f"Unknown goal layout {short_repr(word)}; use one of {', '.join(GOAL_LAYOUTS)} or a board, "
                        "for example goal='snail' or "
                        f"goal='{self.goal_of('snail').to_text()}'."
                    )
                goal = Board.parse(goal)
            else:
                goal = Board.coerce(goal, "goal", rows=self.rows, cols=self.cols)
        if (goal.rows, goal.cols) != (self.rows, self.cols):
            raise InvalidBoardError(
                f"The goal is {goal.rows} x {goal.cols} but the board is {self.rows} x {self.cols}; "
                f"compare boards of the same shape, for example goal=Board.goal({self.rows}, {self.cols})."
            )
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


def _token(word: str, index: int):
    if word in _BLANK_WORDS:
        return 0
    try:
        return int(word)
    except ValueError:
        note = lookalike_digit(word)
        raise InvalidBoardError(
            f"{short_repr(word)} (item {index + 1}) is not a tile number or a blank mark (_ . 0)"
            f"{': ' + note if note else ''}; {_EXAMPLE}."
        ) from None


def _table_rows(lines: list[str]) -> list[list[str]] | None:
    """The cells of a Markdown table (``| 1 | 2 | 3 |`` rows, ``|---|---|`` rules) or of a board drawn as
    :class:`Board` prints itself (``+---+`` rules), or None when ``lines`` are not such a table.

    An empty cell is the blank, as in the drawing; rule lines are skipped.
    """
    if len(lines) < 2 or not all(line[0] in "|+" and line[-1] in "|+" for line in lines):
        return None
    rows = []
    for line in lines:
        if not line.strip("|+-:= "):
            continue  # a rule: |---|:---:|  or  +---+---+
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        rows.append([cell or "_" for cell in cells])
    return rows or None


def _infer_shape(n: int, rows: int | None, cols: int | None) -> tuple[int, int]:
    if rows is None and cols is None:
        side = math.isqrt(n)
        if side * side != n:
            raise InvalidBoardError(
                f"{plural(n, 'number')} do not make a square board; pass rows and cols for a rectangular one, "
                f"{_RECT_EXAMPLE}."
            )
        return side, side
    if rows is None:
        cols = check_shape(2, cols)[1]
        rows = max(n // cols, 1)
    if cols is None:
        rows = check_shape(rows, 2)[0]
        cols = max(n // rows, 1)
    rows, cols = check_shape(rows, cols)
    if rows * cols != n:
        raise InvalidBoardError(f"A {rows} x {cols} board has {rows * cols} cells but {_numbers_given(n)}; {_RECT_EXAMPLE}.")
    return rows, cols


def _other_container(value) -> bool:
    """True for an ordered container other than a list, tuple, text or numpy array (a deque, a generator, a
    range, ``map(...)``): a board given that way is read in order. Sets and dicts have no order and are not."""
    return (isinstance(value, Iterable) and not isinstance(value, list | tuple | str | bytes | bytearray | Mapping | Set)
            and type(value).__module__ != "numpy")


def _check_sequence(seq, name: str, example: str) -> None:
    if isinstance(seq, Set | Mapping):
        raise InvalidBoardError(
            f"{name} needs the numbers in reading order, but a {type(seq).__name__} has no order; "
            f"use a list or a tuple, {example}."
        )
    if isinstance(seq, str | bytes) or not isinstance(seq, Iterable):
        raise InvalidBoardError(
            f"{name} needs a list of numbers, got {short_repr(seq)}; text goes to Board.parse(...), {example}."
        )


def _check_parsed_shape(board: Board, rows: int | None, cols: int | None) -> None:
    wanted = (board.rows if rows is None else whole_number(rows), board.cols if cols is None else whole_number(cols))
    if wanted != (board.rows, board.cols):
        raise InvalidBoardError(
            f"The text has {plural(board.rows, 'row')} of {plural(board.cols, 'number')}, not "
            f"{short_repr(rows)} x {short_repr(cols)}; "
            f"give rows and cols that match or leave them out, {_EXAMPLE}."
        )


def _check_positions_blank(blank) -> None:
    if not isinstance(blank, str) or blank not in ("first", "last"):
        raise InvalidBoardError(
            f"blank must be 'first' (positions[0] is the blank's cell) or 'last' (the final entry is), "
            f"got {short_repr(blank)}; {_POSITIONS_EXAMPLE}."
        )


def _blank_mark(blank, n: int) -> int:
    """The number that stands for the blank on an ``n``-cell board under a ``blank=`` option.

    ``0`` (the default), ``"max"`` (``n``, the largest-number convention) or any other whole number that is not
    also a tile. Anything else is refused rather than read as 0, which would silently give a different board.
    """
    if isinstance(blank, str):
        if blank == "max":
            return n
        if blank == "auto":  # writing a board: the blank as 0, the form every reader takes
            return 0
    elif (mark := whole_number(blank)) is not None:  # numpy ints too
        if 0 < mark < n:
            raise InvalidBoardError(
                f"blank={mark} is also a tile number on a {n}-cell board (tiles 1..{n - 1}), so the two would be "
                f"confused; use blank=0, blank='max' or a number outside 1..{n - 1}, {_MAX_EXAMPLE}."
            )
        return mark
    raise InvalidBoardError(
        f"blank must be 'auto', 'max' or a whole number, got {short_repr(blank)}: it says which number stands for "
        "the blank; "
        f"{_MAX_EXAMPLE} or Board.from_flat([1, 2, 3, 0], blank=0)."
    )


def _normalise_blank(values: list[int], blank) -> tuple[int, ...]:
    """Turn the caller's blank convention into 0 (see :func:`_blank_mark` for what ``blank`` may be).

    ``"auto"`` settles what the numbers themselves settle: a 0 is the blank; with no 0, the largest number
    ``n`` (the cell count) is, since only then do the numbers fit the board. Both a 0 and ``n`` are two readings
    of one board, so that is refused naming both rather than guessed.
    """
    n = len(values)
    if isinstance(blank, str) and blank == "auto":
        if 0 not in values:
            blank = "max" if n in values else 0  # with neither, the 0 reading names the faulty tile
        elif n in values:
            raise InvalidBoardError(
                f"This {n}-cell board holds both 0 and {n}, so the blank is unclear: reading 0 as the blank, "
                f"{n} is not a tile (tiles go 1..{n - 1}); reading {n} as the blank (the largest-number "
                f"convention), 0 is not a tile; write the blank one way only, {_EXAMPLE}."
            )
        else:
            return tuple(values)
    mark = _blank_mark(blank, n)
    if mark == 0:
        return tuple(values)
    if blank == "max":
        says = f"blank='max' means the largest number ({n}) is the blank"
    else:
        says = f"blank={short_repr(blank)} says {short_repr(blank)} is the blank"
    if 0 in values:
        raise InvalidBoardError(
            f"A 0 was found but {says}; write the blank as {number_text(mark)}, or use blank=0 for boards written with 0 as "
            f"the blank, {_MAX_EXAMPLE}."
        )
    if mark not in values:
        raise InvalidBoardError(f"{says}, but {number_text(mark)} is missing from this {n}-cell board; {_MAX_EXAMPLE}.")
    return tuple(0 if v == mark else v for v in values)


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
            raise IndexError(f"a path of {len(self)} boards has no board {index}")
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
