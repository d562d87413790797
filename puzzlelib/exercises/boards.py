"""Lesson 2's checks on boards: the position array (by hand, or as a function the student writes), the
blank's moves behind a list of tiles slid, and how many boards can be reached."""

from __future__ import annotations

import math
from contextlib import contextmanager

from puzzlelib.board import DELTAS, OPPOSITE, Board
from puzzlelib.errors import PuzzleError, short_repr
from puzzlelib.errors import plural as _plural
from puzzlelib.exercises.borrowed import answers_refused, borrowed_name, is_refusal
from puzzlelib.exercises.truth import strip_reachable
from puzzlelib.exercises.verdicts import (
    _MAX_CELLS,
    Check,
    _answered_right,
    _as_board,
    _as_list,
    _callable,
    _checker,
    _count,
    _is_int,
    _Junk,
    _kind,
    _limit_guesses,
    _read_moves,
    _read_text,
    _right,
    _undecided,
    _whole_number,
    _wrong,
)
from puzzlelib.numbers import whole_number_in

__all__ = ["check_positions", "check_position_array", "check_blank_moves", "check_state_count",
           "check_strip_arrangements"]


@_checker
def check_positions(board, positions) -> Check:
    """Check a position array (``positions[t]`` = cell of tile ``t``, blank first) written for ``board``."""
    board = _as_board(board)
    truth = board.to_positions()
    expected = f"a list of {len(truth)} cell numbers (where the blank is, then tiles 1 to {board.size - 1})"
    got = _as_list(positions)  # any container; text such as "8 0 1 ..." as its numbers
    if isinstance(positions, str):
        words = _read_text(positions, expected, "").replace(",", " ").split()
        got = [int(w) for w in words] if words and all(w.isdecimal() for w in words) else None
    if got is None:
        raise _Junk(expected, positions, "write the position array as a list, such as [8, 0, 1, ...]")
    for value in got:
        if not _is_int(value):
            raise _Junk(expected, value, "each entry is a cell number from 0, row by row",
                        message=f"expected {expected}, got a list holding {_kind(value)}.")
    got = [int(value) for value in got]
    if len(got) != len(truth):
        return _wrong(f"a {board.rows} x {board.cols} board needs {len(truth)} numbers (the blank, then tiles 1 to "
                      f"{board.size - 1}), you wrote {len(got)}.", "entry t is the cell that holds tile t")
    for t, (mine, right) in enumerate(zip(got, truth, strict=True)):
        if mine != right:
            who = "the blank" if t == 0 else f"tile {t}"
            hint = ("cells are numbered from 0, row by row" if mine == right + 1 else
                    "entry t is WHERE tile t is, not which tile is in cell t" if board.tiles[t] == mine else
                    f"find {who} on the board and count its cell from 0, row by row")
            return _wrong(f"entry {t} (the cell of {who}) is not {mine}.", hint, board=board)
    return _right(f"{got} is where each tile of this board sits.")


# A function that calls one of these hands in the package's own reading of the board.
_POSITION_ANSWERS = ("to_positions", "from_positions", "from_rows", "from_flat", "parse", "coerce", "Board",
                     "position_of", "goal_of")


def _ant_rows(board: Board) -> list[list[int]]:
    """The board as the ant post writes it: rows of numbers, the blank as the largest number."""
    return board.to_rows(blank="max")


def _test_boards(first_seed: int | None = None) -> list[Board]:
    """The ant post's board, then 200 shuffles of several shapes (wide and tall, so that a formula that mixes
    up the width and the height fails). The shuffles are drawn afresh for each check (``first_seed`` None),
    so that no table of fixed test boards can stand in for a function."""
    import random

    from puzzlelib.shuffle import fisher_yates

    if first_seed is None:
        first_seed = random.SystemRandom().randrange(2**32)
    boards = [Board.from_rows([[3, 5, 1], [2, 4, 6], [8, 7, 9]], blank="max")]
    for seed in range(first_seed, first_seed + 40):
        for rows, cols in ((3, 3), (2, 4), (4, 2), (3, 5), (4, 4)):
            boards.append(fisher_yates(seed=seed, rows=rows, cols=cols))
    return boards


def _slip(board: Board, got: list) -> str:
    """The hint for a position array that is wrong in a way students often go wrong, else a general one."""
    truth = board.to_positions()
    if got == [c + 1 for c in truth]:
        return "cells are numbered from 0, row by row"
    if got in (list(board.tiles), [t or board.size for t in board.tiles]):
        return "entry t is WHERE tile t is, not which tile is in cell t"
    if got == truth[1:] + truth[:1]:
        return "that is the blank-last order; this exercise puts the blank's cell first"
    swapped = [(c % board.cols) * board.rows + c // board.cols for c in truth]
    if got == swapped:
        return "n = y x w + x: the row times the width (the number of columns), plus the column"
    return "entry 0 is the cell of the blank, entry t the cell of tile t; cells are numbered from 0, row by row"


class _BoardRefused(Exception):
    """Raised when the student's function makes a :class:`Board` while the check runs it."""


def _position_writers() -> list:
    """The package's functions that write a position array, or read a cell, without making a Board: the
    notation module's readers and writers (they take any object with ``tiles`` and ``size``) and the
    Board methods that call them."""
    from puzzlelib import notation

    names = ("to_positions", "from_positions", "to_flat", "to_rows", "from_rows", "from_flat", "parse", "coerce")
    return [getattr(notation, name) for name in names] + [Board.to_positions, Board.position_of]


@contextmanager
def _boards_refused():
    """While the student's function runs, making a :class:`Board` raises :class:`_BoardRefused`, and the
    package's position writers raise a refusal.

    The look at the function's names (:func:`borrowed_name`) misses a reader reached through a dict, a
    class, an alias or ``getattr``; every reader of the package ends by making a Board, and the writers
    that duck-type on ``tiles`` are swapped out, so this catches them all.
    """
    original = Board.__init__

    def refuse(self, *args, **kwargs):
        raise _BoardRefused

    Board.__init__ = refuse
    try:
        with answers_refused(_position_writers()):
            yield
    finally:
        Board.__init__ = original


_READS_FOR_YOU = ("your function lets Board read the board for you; work the cells out yourself.",
                  "a cell's number is its row times the width, plus its column")


@_checker
def check_position_array(func) -> Check:
    """Check a student's ``func(rows)``: from a board written as the ant post writes it (a list of rows, the
    largest number standing for the blank), return its position array, the blank's cell first.

    It is tried on the ant post's board and on shuffled boards of several shapes; the first board it gets
    wrong is shown. A function that reads the board with the package's own notation readers is refused.
    """
    _callable(func, "a function my_positions(rows)",
              "define it with def my_positions(rows): ... and pass the function itself")
    borrowed = borrowed_name(func, _POSITION_ANSWERS, [Board])
    if borrowed:
        return _wrong(f"your function uses {borrowed}, which reads the board for you; work the cells out "
                      "yourself.", "a cell's number is its row times the width, plus its column")
    boards = _test_boards()
    for k, board in enumerate(boards):
        rows = _ant_rows(board)
        try:
            with _boards_refused():
                got = func([list(row) for row in rows])
        except _BoardRefused:
            return _wrong(*_READS_FOR_YOU)
        except Exception as exc:  # the student's code
            if isinstance(exc.__context__, _BoardRefused) or isinstance(exc.__cause__, _BoardRefused) \
                    or is_refusal(exc):
                return _wrong(*_READS_FOR_YOU)
            return _wrong(f"your function raised {type(exc).__name__}: {exc} for the rows {rows}.",
                          "rows[y][x] is the number in row y, column x, counted from 0", board=board)
        if hasattr(got, "tolist"):
            got = got.tolist()
        if not isinstance(got, list | tuple) or not all(_is_int(v) for v in got):
            return _wrong(f"your function returned {_kind(got)} for the rows {rows}; expected a list of whole "
                          "numbers.", "return a list: the blank's cell, then the cell of each tile", board=board)
        got = [int(v) for v in got]
        if got != board.to_positions():
            before = f" ({k} boards before it were right)" if k else ""
            return _wrong(f"for the rows {rows} your function returned {got}, which is not this board's "
                          f"position array{before}.", _slip(board, got), board=board, details={"right": k})
    return _right(f"your function gives the position array of every one of the {len(boards)} boards tried, "
                  "of five shapes.")


def _blank_moves_for(board: Board, tiles: list[int]) -> list[str]:
    moves = []
    for tile in tiles:
        move = board.move_for_cell(*board.position_of(tile))
        if move is None:
            raise PuzzleError(f"tile {tile} is not next to the blank after {len(moves)} slides; check the tiles.")
        moves.append(move)
        board = board.move(move)
    return moves


_LESSON_PUZZLE = "2 8 3 / 1 6 4 / 7 0 5"
_LESSON_TILES = (6, 1, 2, 8, 1, 6)
"""Lesson 2's question: the tiles a player slid on this board. It is the only one the check judges, so that
a question the student writes into the call (one tile, say) cannot stand in for it."""


@_checker
def check_blank_moves(board, tiles, answer) -> Check:
    """Check a translation: the blank's moves (letters U, D, L, R) behind a list of tiles slid on ``board``.

    It judges lesson 2's question (the board and the tiles of its Your turn 2) and no other; the answer
    must be written as the blank's moves, one letter per tile. A question that has had many different wrong
    answers stops being judged.
    """
    board = _as_board(board)
    if isinstance(tiles, str | bytes) or not hasattr(tiles, "__iter__"):
        raise PuzzleError(f"check_blank_moves needs the tiles slid as a list, got {short_repr(tiles)}; "
                          "for example [6, 1, 2].")
    tiles = [whole_number_in(t, "check_blank_moves' tiles", what="a tile number",
                             hint="give the tiles slid as numbers, for example [6, 1, 2]") for t in tiles]
    if board != Board.parse(_LESSON_PUZZLE) or tuple(tiles) != _LESSON_TILES:
        return _wrong(f"this check judges the question of the lesson: the tiles {', '.join(map(str, _LESSON_TILES))} "
                      f"slid on {_LESSON_PUZZLE.replace('0', '_')}.",
                      "keep the board and the tiles of the exercise as they are; change only my_moves")
    truth = _blank_moves_for(board, tiles)
    word = _word_move(answer)
    if word:
        k, move = word
        return _wrong(f"move {k} is {short_repr(move)}; write each move as one letter: U, D, L or R.",
                      "one letter per tile slid, the way the blank goes")
    mine = _read_moves(answer)
    key = ("blank_moves", board.to_text(), tuple(tiles))
    return _limit_guesses(key, tuple(mine), _judge_blank_moves(board, tiles, truth, mine))


def _word_move(answer) -> tuple[int, str] | None:
    """The first item of a list of moves written as a word ("up"), with its number, or None.

    Moves are read letter by letter, so "up" would count as two moves; a word holding a letter that names no
    move is reported as one move written the wrong way, and the count in the reply stays the student's.
    """
    if not isinstance(answer, list | tuple):
        return None
    for k, move in enumerate(answer, start=1):
        if isinstance(move, str) and len(move.strip()) > 1 and any(ch not in DELTAS for ch in move.strip().upper()):
            return k, move
    return None


def _judge_blank_moves(board: Board, tiles: list[int], truth: list[str], mine: list) -> Check:
    if any(_is_int(m) for m in mine):
        return _wrong("those are tile numbers; this exercise asks for the blank's moves, as letters.",
                      "write one letter per slide: U, D, L or R, the way the blank goes")
    if not mine:
        return _wrong("no moves yet.", "write one letter per slide: U, D, L or R, the way the blank goes")
    if mine == truth:
        return _right(f"{''.join(truth)} are the blank's moves behind the tiles {', '.join(map(str, tiles))}.",
                      details={"moves": "".join(truth)})
    if mine == [OPPOSITE.get(m, m) for m in truth]:
        return _wrong("those are the ways the tiles went; a move is named by the way the blank goes.",
                      "a tile and the blank always swap places, so they go opposite ways")
    if len(mine) != len(tiles):
        return _wrong(f"you wrote {_plural(len(mine), 'move')} for {len(tiles)} tiles slid.", "one letter per tile slid")
    if any(move not in DELTAS for move in mine):
        return _wrong("a move is one of the letters U, D, L and R.", "write one letter per slide")
    return _wrong(f"these {len(mine)} moves do not slide the tiles {', '.join(map(str, tiles))} in that order.",
                  "play your moves on the board one at a time: after each, check that the tile listed is the one "
                  "that moved, and find the first that is not")


_STRIP_CELLS = 16
"""The strip lesson 2 asks about (1 x 16 or 16 x 1): the only board the count check judges."""

_SHORT_STRIP = (1, 2, 3, 0)
"""The short strip whose reachable arrangements lesson 2 asks students to list: 1 2 3 _ (0 is the blank)."""

_STRIP_QUESTION = ("strip_arrangements",)


@_checker
def check_state_count(rows: int, cols: int, answer) -> Check:
    """Check a count of the boards that slides can reach from the goal of a strip one row high.

    It judges the 16-cell strip lesson 2 asks about (either way round, one question) and no other shape, and
    only once the list of the short strip's arrangements (:func:`check_strip_arrangements`) is right in this
    session: the count follows from that list's reason, which a few guesses at the count would skip. A
    question that has had many different wrong answers stops being judged."""
    rows = _whole_number(rows, "a number of rows", minimum=1)
    cols = _whole_number(cols, "a number of columns", minimum=1)
    if rows * cols > _MAX_CELLS:
        raise _Junk("", None, message=f"a {rows} x {cols} board has more than {_MAX_CELLS} cells; "
                    "the checker covers boards up to 16 x 16.")
    answer = _count(answer, "a whole number of boards")
    if sorted((rows, cols)) != [1, _STRIP_CELLS]:
        return _wrong(f"this check judges the strip of the lesson, 1 x {_STRIP_CELLS}; a {rows} x {cols} board is "
                      "yours to explore.", "slide the blank along a short strip on paper: which arrangements "
                      "come up?")
    if not _answered_right(_STRIP_QUESTION):
        return _undecided("the count is judged once your list of the arrangements slides reach on 1 2 3 _ is right "
                          "(check_strip_arrangements): the count follows from that list.",
                          "list the short strip's arrangements first, and say why there are that many")
    start = tuple(range(1, _STRIP_CELLS)) + (0,)
    truth = len(strip_reachable(start))
    if answer == truth:
        verdict = _right(f"slides reach {truth:,} of the {math.factorial(_STRIP_CELLS):,} arrangements of the "
                         f"{rows} x {cols} strip. Say in one sentence why that many.", details={"reachable": truth})
    else:
        verdict = _wrong(f"{answer:,} is not the number of {rows} x {cols} arrangements that slides reach from the goal.",
                         "make a few slides by hand and watch which arrangements can come up, and which cannot")
    return _limit_guesses(("state_count", min(rows, cols), max(rows, cols)), answer, verdict)


def _strip_arrangement(item, n: int) -> tuple[int, ...]:
    """One arrangement of an ``n``-cell strip, from text ("1 2 _ 3", "12_3") or a list or tuple of numbers."""
    expected = f"an arrangement of the strip, such as '3 1 _ 2' or (3, 1, 0, 2): {n} cells, _ or 0 for the blank"
    if isinstance(item, str):
        compact = item.strip()
        if len(compact) == n and not any(ch.isspace() or ch == "," for ch in compact):
            text = ["0" if ch == "_" else ch for ch in compact]  # "12_3": one character a cell
        else:
            text = item.replace(",", " ").replace("_", " 0 ").split()
        if not all(word.isdecimal() for word in text):
            raise _Junk(expected, item, "write each arrangement as its numbers left to right, _ for the blank")
        values = [int(word) for word in text]
    else:
        values = _as_list(item)
        if values is None or not all(_is_int(v) for v in values):
            raise _Junk(expected, item, "write each arrangement as its numbers left to right, 0 for the blank")
        values = [int(v) for v in values]
    if sorted(values) != list(range(n)):
        raise _Junk(expected, item, f"each arrangement holds the tiles 1 to {n - 1} once and the blank once")
    return tuple(values)


@_checker
def check_strip_arrangements(answer) -> Check:
    """Check a list of the arrangements that slides reach on the strip ``1 2 3 _`` (one row of four cells).

    Each arrangement is text such as ``"3 1 _ 2"`` or a list of numbers with 0 for the blank; the order of
    the list does not matter (a set is read too). Every wrong list gets the same reply, which never says how
    many are missing or which are wrong, and a question that has had many different wrong lists stops being
    judged.
    """
    n = len(_SHORT_STRIP)
    if isinstance(answer, str):
        items = answer.strip().splitlines()
    elif isinstance(answer, set | frozenset):
        items = list(answer)
    else:
        items = _as_list(answer)
    if items is None:
        raise _Junk("a list of arrangements", answer, "put the arrangements in a list: ['1 2 3 _', ...]")
    mine = frozenset(_strip_arrangement(item, n) for item in items
                     if not (isinstance(item, str) and not item.strip()))
    if mine == strip_reachable(_SHORT_STRIP):
        verdict = _right(f"slides reach exactly these {n} arrangements of the strip. Now write your one sentence: "
                         "why these and no others?")
    elif not mine:
        verdict = _wrong("no arrangements yet.", "start with '1 2 3 _' itself: zero slides reach it")
    else:
        verdict = _wrong("that is not the list of arrangements slides reach from 1 2 3 _.",
                         "slide the blank along the strip on paper: which arrangements come up, and which never do?")
    return _limit_guesses(_STRIP_QUESTION, tuple(sorted(mine)), verdict)
