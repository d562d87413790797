"""Moves: the four directions the blank travels, and the tables searches move with.

A *move* is the direction the **blank** travels: ``"U" "D" "L" "R"``. :func:`move_table` lists, per
cell, the legal moves and the cell each reaches (precomputed once per board shape, so searches never
recompute board edges); :func:`swap_tables` moves a board kept as ``bytes`` with one C call;
:func:`coerce_moves` reads a sequence of moves from text or a list. Nothing here knows a
:class:`~puzzlelib.board.Board`: the board, the problems and the searches all build on these.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Mapping, Set
from functools import cache

from puzzlelib.errors import InvalidMoveError, short_repr
from puzzlelib.i18n import _
from puzzlelib.typed import check_text_size, plain_text

__all__ = ["MOVES", "OPPOSITE", "DELTAS", "move_table", "swap_tables", "coerce_moves"]

MOVES: tuple[str, ...] = ("U", "D", "L", "R")
"""Every move, in the order :meth:`Board.moves` lists them."""

OPPOSITE: dict[str, str] = {"U": "D", "D": "U", "L": "R", "R": "L"}
"""The move that undoes each move."""

DELTAS: dict[str, tuple[int, int]] = {"U": (-1, 0), "D": (1, 0), "L": (0, -1), "R": (0, 1)}
"""How far each move takes the blank, as (row change, column change)."""


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


MAX_MOVES = 10_000_000
"""Moves a list or generator of moves may hold: a 100 x 100 row-by-row solution has about 3 million; past this
the moves come from a generator that never ends (80 MB read, then refused)."""


def coerce_moves(moves, where: str = "this function") -> list[str]:
    """A move sequence as a list of ``"U" "D" "L" "R"``: text (``"RRU"``, ``"r r u"``, ``"R, R, U"``) or a list.

    Only the container is checked here; each move is checked where it is made, so an illegal move is
    still named with its place in the sequence. None, a number or a set is refused with an example.
    """
    if isinstance(moves, str):
        check_text_size(moves, "move")
        return list(re.sub(r"[\s,]+", "", plain_text(moves)).upper())
    if isinstance(moves, Set | Mapping) or not isinstance(moves, Iterable):
        raise InvalidMoveError(_("{where} needs a sequence of moves such as 'RRU' or ['R', 'R', 'U'], got {value}.").format(
            where=where, value=short_repr(moves)))
    moves = list(itertools.islice(iter(moves), MAX_MOVES + 1))  # a generator that never ends is not read forever
    if len(moves) > MAX_MOVES:
        raise InvalidMoveError(_("{where} got more than {limit} moves, more than any board in these lessons needs; "
                                 "pass the moves of one solution, for example 'RRU'.").format(
            where=where, limit=f"{MAX_MOVES:,}"))
    for i, move in enumerate(moves):
        if not isinstance(move, str):
            raise InvalidMoveError(_("Move {number} of {where}'s sequence is {value}; a move is one of 'U', 'D', 'L', "
                                     "'R', for example ['R', 'R', 'U'] or 'RRU'.").format(
                number=i + 1, where=where, value=short_repr(move)))
    return moves
