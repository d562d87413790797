"""Notations: reading a board from what people write, and writing it back.

The lessons and the seed posts write boards in many ways: rows of numbers separated by ``/`` or new
lines, a compact ``"123456780"``, JSON lists, 2-D lists, the blank as 0, ``_``, ``.`` or the largest
number (the ant post's convention), and the position array ("where is each tile"). All of them are
read here, and every refusal names the notation the caller used and shows a board that works.

:class:`~puzzlelib.board.Board`'s readers (``Board.parse``, ``from_flat``, ``from_rows``,
``from_positions``, ``coerce``) and writers (``to_flat``, ``to_rows``, ``to_positions``, ``to_text``,
``str(board)``) are one-line calls of the functions below, which is where their rules live. The readers
take the class to build as ``board_type``, so that this module needs nothing of :mod:`puzzlelib.board`
and the board can build on it; :func:`check_shape`, the rule for a board's rows and columns, lives here
for the same reason.
"""

from __future__ import annotations

import itertools
import json
import math
import operator
import re
from collections.abc import Iterable, Mapping, Sequence, Set
from functools import cache
from typing import TypeVar

from puzzlelib.errors import InvalidBoardError, number_text, short_repr
from puzzlelib.i18n import N_, _, ngettext
from puzzlelib.numbers import whole_number, whole_number_in
from puzzlelib.typed import check_text_size, lookalike_digit, plain_text

__all__ = ["EXAMPLE", "MAX_CELLS", "check_shape", "check_tiles", "parse", "coerce", "from_flat", "from_rows", "from_positions",
           "to_flat", "to_rows", "to_positions", "to_text", "to_box"]

#: The class a reader builds (:class:`~puzzlelib.board.Board`, passed in: the board imports this module).
_BoardT = TypeVar("_BoardT")

MAX_CELLS = 10_000
"""The largest board (in cells) puzzlelib builds: 100 x 100 (listed with every other size rule in
:mod:`puzzlelib.limits`). Past that a typo such as ``Board.goal(10**6)`` would fill the memory before any
message could be shown."""

MAX_NESTING = 2
"""Levels of brackets a board's JSON may have: a list of rows of numbers. Deeper text is refused before it
is read (a thousand ``[`` would otherwise end in Python's RecursionError)."""

# Every InvalidBoardError message ends with an example of a valid board, in the notation the caller was using.
EXAMPLE = N_("for example Board.parse('1 2 3 / 4 5 6 / 7 8 0') or Board.from_rows([[1, 2, 3], [4, 5, 6], [7, 8, 0]])")
_RECT_EXAMPLE = N_("for example Board.from_flat([1, 2, 3, 4, 5, 0], rows=2, cols=3)")
_MAX_EXAMPLE = N_("for example Board.from_rows([[3, 5, 1], [2, 4, 6], [8, 7, 9]], blank='max')")
_POSITIONS_EXAMPLE = N_("for example Board.from_positions([2, 0, 1, 5, 4, 6, 7, 8, 3]) (the blank at cell 2, tile 1 at "
                        "cell 0, ...)")
_BLANK_WORDS = {"_", ".", "0", "-", "*", "·"}
_INT_ONLY = frozenset({int})


def check_shape(rows, cols) -> tuple[int, int]:
    """``(rows, cols)`` as plain ints of at least 2. Integral types such as ``np.int64(3)`` are read (a size
    often comes out of numpy); bools, floats and text are refused, since ``3.5`` rows has no meaning."""
    shape = []
    for name, value in (("rows", rows), ("cols", cols)):
        number = whole_number(value)
        if number is None:
            raise InvalidBoardError(_("{name} must be a whole number such as 3, got {value}; for example "
                                      "Board.goal(3, 3).").format(name=name, value=short_repr(value)))
        shape.append(number)
    if min(shape) < 2:
        raise InvalidBoardError(_("A board needs at least 2 rows and 2 columns, got {rows} x {cols}; {example}.").format(
            rows=number_text(shape[0]), cols=number_text(shape[1]), example=_(EXAMPLE)))
    if shape[0] * shape[1] > MAX_CELLS:
        raise InvalidBoardError(_("A {rows} x {cols} board has more than the {most:,} cells a board may hold (100 x 100; "
                                  "searches take at most 256, 16 x 16); for example Board.goal(4, 4).").format(
            rows=number_text(shape[0]), cols=number_text(shape[1]), most=MAX_CELLS))
    return shape[0], shape[1]


def _numbers_given(k: int) -> str:
    return ngettext("{count} number was given", "{count} numbers were given", k).format(count=k)


def _cell_name(cell: int, cols: int) -> str:
    return _("row {row}, column {col}").format(row=cell // cols + 1, col=cell % cols + 1)


def _tile_name(tile: int) -> str:
    return _("the blank (0)") if tile == 0 else _("tile {tile}").format(tile=tile)


def _and(words: list[str]) -> str:
    """``a``, ``a and b``, ``a; b and c`` (semicolons because cell names hold commas)."""
    if len(words) == 1:
        return words[0]
    return _("{some} and {last}").format(some=_("; ").join(words[:-1]), last=words[-1])


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
    raise InvalidBoardError(_("Cell {cell} ({where}) holds {value}, which is not a tile number: Board(rows, cols, "
                              "tiles) takes whole numbers with 0 for the blank (Board.from_flat also reads whole "
                              "floats); {example}.").format(cell=cell, where=_cell_name(cell, cols),
                                                             value=short_repr(value), example=_(EXAMPLE)))


def check_tiles(rows: int, cols: int, tiles: tuple) -> tuple[int, ...]:
    """Check that ``tiles`` is a permutation of ``0..rows*cols-1`` and return it as a tuple of plain ints.

    The usual case (plain ints forming a permutation) is settled by two set operations that run at C speed;
    only unusual or bad input walks the cells one by one, to convert them or to name the faulty cell.
    """
    n = rows * cols
    if len(tiles) != n:
        raise InvalidBoardError(_("A {rows} x {cols} board has {cells} cells but {given}; {example}.").format(
            rows=rows, cols=cols, cells=n, given=_numbers_given(len(tiles)), example=_(EXAMPLE)))
    if not _INT_ONLY.issuperset(map(type, tiles)):
        tiles = tuple(_tile_int(tile, cell, cols) for cell, tile in enumerate(tiles))
    if _cell_set(n) == set(tiles):
        return tiles
    for cell, tile in enumerate(tiles):
        if not 0 <= tile < n:
            if tile == n and 0 not in tiles:
                raise InvalidBoardError(_("Tile {tile} (in {where}) is out of range: Board(rows, cols, tiles) writes the "
                                          "blank as 0; Board.from_flat({tiles}) reads the largest number as the blank, or "
                                          "write 0.").format(tile=tile, where=_cell_name(cell, cols),
                                                             tiles=short_repr(list(tiles))))
            raise InvalidBoardError(_("Tile {tile} (in {where}) is out of range: a {rows} x {cols} board holds tiles "
                                      "1..{last} and one blank (0); {example}.").format(
                tile=number_text(tile), where=_cell_name(cell, cols), rows=rows, cols=cols, last=n - 1,
                example=_(EXAMPLE)))
    # n numbers, all in range, yet not a permutation: one is doubled and another is missing.
    doubled = next(tile for cell, tile in enumerate(tiles) if tile in tiles[:cell])  # first repeat, reading order
    cells = [_cell_name(cell, cols) for cell, tile in enumerate(tiles) if tile == doubled]
    missing = [_tile_name(tile) for tile in sorted(_cell_set(n) - set(tiles))]
    times = _("twice") if len(cells) == 2 else _("{count} times").format(count=len(cells))
    name = _tile_name(doubled)
    raise InvalidBoardError(ngettext(
        "{tile} appears {times} ({cells}) and {missing} is missing; every tile must appear exactly once; {example}.",
        "{tile} appears {times} ({cells}) and {missing} are missing; every tile must appear exactly once; {example}.",
        len(missing)).format(tile=name[:1].upper() + name[1:], times=times, cells=_and(cells), missing=_and(missing),
                             example=_(EXAMPLE)))


def from_flat(board_type: type[_BoardT], seq: Iterable, rows: int | None = None, cols: int | None = None, blank="auto") -> _BoardT:
    """The reading behind :meth:`Board.from_flat`: a flat row-major sequence."""
    _check_sequence(seq, "Board.from_flat", EXAMPLE)
    values = [whole_number_in(v, f"position {i + 1}", what="a tile number", hint=EXAMPLE) for i, v in enumerate(seq)]
    rows, cols = _infer_shape(len(values), rows, cols)
    return board_type(rows, cols, _normalise_blank(values, blank))


def from_rows(board_type: type[_BoardT], rows: Sequence[Sequence], blank="auto") -> _BoardT:
    """The reading behind :meth:`Board.from_rows`: one inner list per row."""
    if isinstance(rows, str | bytes) or not isinstance(rows, Sequence) or not rows:
        raise InvalidBoardError(_("from_rows needs a list of rows, got {value}; {example}.").format(
            value=short_repr(rows), example=_(EXAMPLE)))
    widths = []
    for i, row in enumerate(rows):
        if isinstance(row, str | bytes) or not isinstance(row, Sequence):
            raise InvalidBoardError(_("Row {number} is {row}, not a list of numbers; {example}.").format(
                number=i + 1, row=short_repr(row), example=_(EXAMPLE)))
        widths.append(len(row))
    if len(set(widths)) != 1:
        short = min(range(len(widths)), key=lambda i: (widths[i] == widths[0], i))
        raise InvalidBoardError(ngettext(
            "Rows have different lengths ({widths}): row {row} has {count} number; every row must be as long as the "
            "first; {example}.",
            "Rows have different lengths ({widths}): row {row} has {count} numbers; every row must be as long as the "
            "first; {example}.", widths[short]).format(widths=", ".join(map(str, widths)), row=short + 1,
                                                        count=widths[short], example=_(EXAMPLE)))
    flat = [whole_number_in(v, f"row {r + 1}, column {c + 1}", what="a tile number", hint=EXAMPLE) for r, row in enumerate(rows) for c, v in enumerate(row)]
    return board_type(len(rows), widths[0], _normalise_blank(flat, blank))


def parse(board_type: type[_BoardT], text: str, rows: int | None = None, cols: int | None = None, blank="auto") -> _BoardT:
    """The reading behind :meth:`Board.parse`: text in any of the lessons' notations."""
    if isinstance(text, board_type):
        return text
    if not isinstance(text, str):
        raise InvalidBoardError(_("Board.parse needs text, got {kind}; {example}.").format(
            kind=type(text).__name__, example=_(EXAMPLE)))
    check_text_size(text, "board")
    stripped = plain_text(text).strip()
    if not stripped:
        raise InvalidBoardError(_("Empty board text; {example}.").format(example=_(EXAMPLE)))
    if stripped.startswith("["):
        if _nesting(stripped) > MAX_NESTING:
            raise InvalidBoardError(_("The board text nests {levels:,} levels of brackets; a board is a list of rows of "
                                      "numbers (two levels at most), {example}.").format(levels=_nesting(stripped),
                                                                                        example=_(EXAMPLE)))
        try:
            data = json.loads(stripped)
        except json.JSONDecodeError as exc:
            raise InvalidBoardError(_("Could not read {text} as a JSON list ({reason}); {example}.").format(
                text=short_repr(text), reason=exc.msg, example=_(EXAMPLE))) from None
        if data and all(isinstance(row, list) for row in data):
            board = from_rows(board_type, data, blank=blank)
            _check_parsed_shape(board, rows, cols)
            return board
        return from_flat(board_type, data, rows, cols, blank=blank)
    table = _table_rows([line.strip() for line in stripped.splitlines() if line.strip()])
    if table is not None:
        board = from_rows(board_type, [[_token(t, c) for c, t in enumerate(r)] for r in table], blank=blank)
        _check_parsed_shape(board, rows, cols)
        return board
    lines = [line.strip() for line in re.split(r"[/\n;|]", stripped) if line.strip()]
    token_rows = [[tok for tok in re.split(r"[\s,]+", line) if tok] for line in lines]
    if len(token_rows) == 1 and len(token_rows[0]) == 1:
        # Compact form: one digit or blank mark per cell.
        return from_flat(board_type, [_token(ch, i) for i, ch in enumerate(token_rows[0][0])], rows, cols, blank)
    if len(token_rows) > 1 and all(len(r) == 1 for r in token_rows) and len({len(r[0]) for r in token_rows}) == 1:
        # Compact rows: "123/456/780".
        token_rows = [list(r[0]) for r in token_rows]
    if len(token_rows) == 1:
        return from_flat(board_type, [_token(t, i) for i, t in enumerate(token_rows[0])], rows, cols, blank)
    grid = [[_token(t, c) for c, t in enumerate(r)] for r in token_rows]
    board = from_rows(board_type, grid, blank=blank)
    _check_parsed_shape(board, rows, cols)
    return board


def coerce(board_type: type[_BoardT], value, where: str = "Board.coerce", *, rows: int | None = None, cols: int | None = None) -> _BoardT:
    """The reading behind :meth:`Board.coerce`: any board notation, for every function that takes a board."""
    if isinstance(value, board_type):
        return value
    where = where if isinstance(where, str) else "Board.coerce"
    if isinstance(value, str):
        return parse(board_type, value, rows, cols)
    if type(value).__module__ == "numpy" and hasattr(value, "tolist") and getattr(value, "ndim", 0) in (1, 2):
        value = value.tolist()  # numpy arrays (flat or 2-D) become lists of plain numbers
    elif _other_container(value):  # a deque, a generator, a range, map(...): read in order, at most a board's worth
        value = list(itertools.islice(iter(value), MAX_CELLS + 1))
    if isinstance(value, list | tuple) and value:
        if all(isinstance(row, list | tuple) or _other_container(row)
               or type(row).__module__ == "numpy" and getattr(row, "ndim", 0) == 1 for row in value):
            return from_rows(board_type, [list(itertools.islice(iter(row), MAX_CELLS + 1)) for row in value])
        if not any(isinstance(item, list | tuple) for item in value):
            return from_flat(board_type, value, rows, cols)
        raise InvalidBoardError(_("{where} needs a board, got a list that mixes numbers and rows ({value}); give either "
                                  "a flat list or one list per row, {example}.").format(
            where=where, value=short_repr(value), example=_(EXAMPLE)))
    empty = isinstance(value, list | tuple | set | frozenset | dict | bytes) and not value
    what = _("an empty {kind}").format(kind=type(value).__name__) if empty else short_repr(value)
    raise InvalidBoardError(_("{where} needs a board, got {value}; give a Board, board text or a list of rows, "
                              "{example}.").format(where=where, value=what, example=_(EXAMPLE)))


def from_positions(board_type: type[_BoardT], positions: Sequence[int], rows: int | None = None, cols: int | None = None,
                   blank: str = "first") -> _BoardT:
    """The reading behind :meth:`Board.from_positions`: ``positions[t]`` is the cell of tile ``t``."""
    _check_sequence(positions, "Board.from_positions", _POSITIONS_EXAMPLE)
    cells = [whole_number_in(p, f"positions[{t}]", what="a cell number", hint=_POSITIONS_EXAMPLE)
             for t, p in enumerate(positions)]
    rows, cols = _infer_shape(len(cells), rows, cols)
    _check_positions_blank(blank)
    if blank == "last":
        cells = [cells[-1]] + cells[:-1]
    n = rows * cols
    for t, cell in enumerate(cells):
        if not 0 <= cell < n:
            raise InvalidBoardError(_("Tile {tile} is placed at cell {cell}, but a {rows} x {cols} board has cells "
                                      "0..{last}; positions[t] must be the row-major cell index of tile t, "
                                      "{example}.").format(tile=t, cell=number_text(cell), rows=rows, cols=cols,
                                                           last=n - 1, example=_(_POSITIONS_EXAMPLE)))
    if len(set(cells)) != n:
        twice = next(c for c in cells if cells.count(c) > 1)
        raise InvalidBoardError(_("Two tiles are placed at cell {cell}; each cell holds exactly one tile, "
                                  "{example}.").format(cell=twice, example=_(_POSITIONS_EXAMPLE)))
    tiles = [0] * n
    for t, cell in enumerate(cells):
        tiles[cell] = t
    return board_type(rows, cols, tuple(tiles))


def to_flat(board, blank=0) -> list[int]:
    """The writing behind :meth:`Board.to_flat`."""
    mark = _blank_mark(blank, board.size)
    return [mark if t == 0 else t for t in board.tiles]


def to_rows(board, blank=0) -> list[list[int]]:
    """The writing behind :meth:`Board.to_rows`."""
    flat = to_flat(board, blank)
    return [flat[r * board.cols:(r + 1) * board.cols] for r in range(board.rows)]


def to_positions(board, blank: str = "first") -> list[int]:
    """The writing behind :meth:`Board.to_positions`."""
    _check_positions_blank(blank)
    cells = [0] * board.size
    for cell, tile in enumerate(board.tiles):
        cells[tile] = cell
    return cells[1:] + cells[:1] if blank == "last" else cells


def to_text(board, style: str = "slash", blank: str = "0") -> str:
    """The writing behind :meth:`Board.to_text`."""
    if not isinstance(style, str) or not isinstance(blank, str):
        raise InvalidBoardError(_("to_text takes style='slash', 'lines' or 'compact' and blank as text such as '0' or "
                                  "'_', got style={style}, blank={blank}; for example board.to_text('lines', "
                                  "blank='_').").format(style=short_repr(style), blank=short_repr(blank)))

    def word(t: int) -> str:
        return blank if t == 0 else str(t)

    rows = [[word(t) for t in row] for row in to_rows(board)]
    if style == "slash":
        return " / ".join(" ".join(row) for row in rows)
    if style == "lines":
        width = max(len(w) for row in rows for w in row)
        return "\n".join(" ".join(w.rjust(width) for w in row) for row in rows)
    if style == "compact":
        if board.size > 10:
            raise InvalidBoardError(_("The compact form needs one character per tile, so it only fits boards of at "
                                      "most 10 cells; this board has {cells}. Use style='slash'.").format(
                cells=board.size))
        return "".join(word(t) for t in board.tiles)
    raise InvalidBoardError(_("Unknown text style {style}: use 'slash', 'lines' or 'compact'.").format(
        style=short_repr(style)))


def to_box(board) -> str:
    """``str(board)``: the board drawn in a box of ``+---+`` and ``| 1 |``."""
    width = len(str(board.size - 1))
    edge = "+" + "+".join("-" * (width + 2) for _col in range(board.cols)) + "+"
    lines = [edge]
    for row in to_rows(board):
        lines.append("| " + " | ".join((str(t) if t else "").rjust(width) for t in row) + " |")
        lines.append(edge)
    return "\n".join(lines)


def _token(word: str, index: int):
    if word in _BLANK_WORDS:
        return 0
    try:
        return int(word)
    except ValueError:
        note = lookalike_digit(word)
        raise InvalidBoardError(_("{word} (item {number}) is not a tile number or a blank mark (_ . 0){note}; "
                                  "{example}.").format(word=short_repr(word), number=index + 1,
                                                       note=": " + note if note else "", example=_(EXAMPLE))) from None


def _table_rows(lines: list[str]) -> list[list[str]] | None:
    """The cells of a Markdown table (``| 1 | 2 | 3 |`` rows, ``|---|---|`` rules) or of a board drawn as
    :class:`~puzzlelib.board.Board` prints itself (``+---+`` rules), or None when ``lines`` are not such a table.

    An empty cell is the blank, as in the drawing; rule lines are skipped. The outer pipes may be left out
    (``1 | 2 | 3`` on every line, as Markdown allows), and a header row above the first rule is dropped
    when it is not a row of the board (column names, or empty cells).
    """
    framed = all(line[0] in "|+" and line[-1] in "|+" for line in lines)
    if len(lines) < 2 or not (framed or all("|" in line for line in lines)):
        return None
    rows, header = [], None
    for k, line in enumerate(lines):
        if not line.strip("|+-:= "):
            if k == 1 and len(rows) == 1:
                header = rows[0]
            continue  # a rule: |---|:---:|  or  +---+---+
        cells = [cell.strip() for cell in line.strip().removeprefix("|").removesuffix("|").split("|")]
        rows.append([cell or "_" for cell in cells])
    if header is not None and len(rows) > 1 and (all(cell == "_" for cell in header) or not all(
            re.fullmatch(r"\d+|[_.*·-]", cell) for cell in header)):
        rows = rows[1:]  # a header: names of columns, or none
    return rows or None


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


def _other_container(value) -> bool:
    """True for an ordered container other than a list, tuple, text or numpy array (a deque, a generator, a
    range, ``map(...)``): a board given that way is read in order. Sets and dicts have no order and are not."""
    return (isinstance(value, Iterable) and not isinstance(value, list | tuple | str | bytes | bytearray | Mapping | Set)
            and type(value).__module__ != "numpy")


def _infer_shape(n: int, rows: int | None, cols: int | None) -> tuple[int, int]:
    if rows is None and cols is None:
        side = math.isqrt(n)
        if side * side != n:
            raise InvalidBoardError(ngettext(
                "{count} number does not make a square board; pass rows and cols for a rectangular one, {example}.",
                "{count} numbers do not make a square board; pass rows and cols for a rectangular one, {example}.",
                n).format(count=n, example=_(_RECT_EXAMPLE)))
        return side, side
    if rows is None:
        cols = check_shape(2, cols)[1]
        rows = max(n // cols, 1)
    if cols is None:
        rows = check_shape(rows, 2)[0]
        cols = max(n // rows, 1)
    rows, cols = check_shape(rows, cols)
    if rows * cols != n:
        raise InvalidBoardError(_("A {rows} x {cols} board has {cells} cells but {given}; {example}.").format(
            rows=rows, cols=cols, cells=rows * cols, given=_numbers_given(n), example=_(_RECT_EXAMPLE)))
    return rows, cols


def _check_sequence(seq, name: str, example: str) -> None:
    if isinstance(seq, Set | Mapping):
        raise InvalidBoardError(_("{name} needs the numbers in reading order, but a {kind} has no order; use a list "
                                  "or a tuple, {example}.").format(name=name, kind=type(seq).__name__,
                                                                   example=_(example)))
    if isinstance(seq, str | bytes) or not isinstance(seq, Iterable):
        raise InvalidBoardError(_("{name} needs a list of numbers, got {value}; text goes to Board.parse(...), "
                                  "{example}.").format(name=name, value=short_repr(seq), example=_(example)))


def _check_parsed_shape(board, rows: int | None, cols: int | None) -> None:
    wanted = (board.rows if rows is None else whole_number(rows), board.cols if cols is None else whole_number(cols))
    if wanted != (board.rows, board.cols):
        raise InvalidBoardError(_("The text has {rows} of {numbers}, not {wanted}; give rows and cols that match or "
                                  "leave them out, {example}.").format(
            rows=ngettext("{count} row", "{count} rows", board.rows).format(count=board.rows),
            numbers=ngettext("{count} number", "{count} numbers", board.cols).format(count=board.cols),
            wanted=f"{short_repr(rows)} x {short_repr(cols)}", example=_(EXAMPLE)))


def _check_positions_blank(blank) -> None:
    if not isinstance(blank, str) or blank not in ("first", "last"):
        raise InvalidBoardError(_("blank must be 'first' (positions[0] is the blank's cell) or 'last' (the final entry "
                                  "is), got {value}; {example}.").format(value=short_repr(blank),
                                                                        example=_(_POSITIONS_EXAMPLE)))


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
            raise InvalidBoardError(_("blank={mark} is also a tile number on a {cells}-cell board (tiles 1..{last}), so "
                                      "the two would be confused; use blank=0, blank='max' or a number outside "
                                      "1..{last}, {example}.").format(mark=mark, cells=n, last=n - 1,
                                                                      example=_(_MAX_EXAMPLE)))
        return mark
    raise InvalidBoardError(_("blank must be 'auto', 'max' or a whole number, got {value}: it says which number stands "
                              "for the blank; {example} or Board.from_flat([1, 2, 3, 0], blank=0).").format(
        value=short_repr(blank), example=_(_MAX_EXAMPLE)))


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
            raise InvalidBoardError(_("This {cells}-cell board holds both 0 and {cells}, so the blank is unclear: reading "
                                      "0 as the blank, {cells} is not a tile (tiles go 1..{last}); reading {cells} as "
                                      "the blank (the largest-number convention), 0 is not a tile; write the blank one "
                                      "way only, {example}.").format(cells=n, last=n - 1, example=_(EXAMPLE)))
        else:
            return tuple(values)
    mark = _blank_mark(blank, n)
    if mark == 0:
        return tuple(values)
    if blank == "max":
        says = _("blank='max' means the largest number ({cells}) is the blank").format(cells=n)
    else:
        says = _("blank={mark} says {mark} is the blank").format(mark=short_repr(blank))
    if 0 in values:
        raise InvalidBoardError(_("A 0 was found but {says}; write the blank as {mark}, or use blank=0 for boards "
                                  "written with 0 as the blank, {example}.").format(says=says, mark=number_text(mark),
                                                                                   example=_(_MAX_EXAMPLE)))
    if mark not in values:
        raise InvalidBoardError(_("{says}, but {mark} is missing from this {cells}-cell board; {example}.").format(
            says=says, mark=number_text(mark), cells=n, example=_(_MAX_EXAMPLE)))
    return tuple(0 if v == mark else v for v in values)
