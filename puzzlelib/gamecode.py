"""Game codes: a few characters that name one shuffled board, so a whole class can race on one puzzle.

A code such as ``A60-5QFK`` (``game_code(3, 3, 5871)``) reads, after dropping the hyphen:

- ``A``: the code's version (the first letter of every code of this version),
- ``6``: the board's size (one symbol for rows x cols, each 2 to 6; ``6`` is 3 x 3),
- ``05QF``: the seed, 0 to 1,048,575, in four base-32 symbols,
- ``K``: a check symbol, so a mistyped code is refused instead of silently giving another board.

The alphabet is Crockford's base 32 (``0-9`` and the letters without I, L, O, U): codes are
case-insensitive, and the look-alikes a student may type (``O`` for ``0``, ``I`` or ``L`` for ``1``) are
read as the digits they resemble. Hyphens and spaces are ignored.

The board comes from this module's own generator (SplitMix64 feeding a Fisher-Yates shuffle, then the
two-tile parity fix), not from :mod:`random` or :func:`~puzzlelib.shuffle.random_solvable`: a code must
give the same board on every machine, every Python version and every later version of the package.
A change to the generator would get a new version letter; a code of a version this package does not
know raises :class:`GameCodeError` saying so.
"""

from __future__ import annotations

import operator

from puzzlelib.board import Board
from puzzlelib.errors import InvalidBoardError, number_text, short_repr
from puzzlelib.i18n import N_, _
from puzzlelib.parity import is_solvable

__all__ = ["GameCodeError", "game_code", "parse_game_code", "board_from_code", "random_game_code",
           "MAX_SEED", "MIN_SIDE", "MAX_SIDE", "VERSION"]

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base 32: no I, L, O or U, so no symbol can be mistaken for another."""

VERSION = "A"
"""The version letter that starts every code this package writes."""

MIN_SIDE, MAX_SIDE = 2, 6
SEED_SYMBOLS = 4
MAX_SEED = 32**SEED_SYMBOLS - 1
_LENGTH = 1 + 1 + SEED_SYMBOLS + 1
_LOOKALIKES = str.maketrans({"O": "0", "I": "1", "L": "1"})
_VALUES = {symbol: value for value, symbol in enumerate(ALPHABET)}
_MASK = (1 << 64) - 1
_EXAMPLE = N_("a code looks like 'A60-5QFK' (shown under every shuffle); for example PuzzleGame(code='A60-5QFK')")


class GameCodeError(InvalidBoardError):
    """A game code that is malformed, mistyped, or written by another version of the package."""


def _whole(value, name: str) -> int:
    if isinstance(value, bool):
        raise GameCodeError(_("{name} must be a whole number, got {value}; for example game_code(3, 3, 42).").format(
            name=name, value=short_repr(value)))
    try:
        return operator.index(value)
    except TypeError:
        raise GameCodeError(_("{name} must be a whole number, got {value}; for example game_code(3, 3, 42).").format(
            name=name, value=short_repr(value))) from None


def _check_symbol(payload: str) -> str:
    """A sum of the symbols with odd weights, mod 32: odd weights make every single wrong symbol change
    the sum, so any one-symbol typo is caught (and most swaps of two symbols)."""
    total = sum((2 * i + 1) * _VALUES[s] for i, s in enumerate(payload))
    return ALPHABET[total % 32]


def game_code(rows, cols=None, seed=0) -> str:
    """The code of the ``rows x cols`` board shuffled with ``seed``, e.g. ``game_code(3, 3, 42)``.

    ``rows`` and ``cols`` go from 2 to 6; ``seed`` from 0 to ``MAX_SEED`` (1,048,575).
    :func:`board_from_code` turns the code back into the board on any machine.
    """
    rows = _whole(rows, "rows")
    cols = rows if cols is None else _whole(cols, "cols")
    seed = _whole(seed, "seed")
    for name, side in (("rows", rows), ("cols", cols)):
        if not MIN_SIDE <= side <= MAX_SIDE:
            raise GameCodeError(_("Game codes cover boards of {low} to {high} rows and columns, got {setting}; for "
                                  "example game_code(4, 4, 7).").format(low=MIN_SIDE, high=MAX_SIDE,
                                                                         setting=f"{name}={number_text(side)}"))
    if not 0 <= seed <= MAX_SEED:
        raise GameCodeError(_("A game code's seed goes from 0 to {high:,}, got {seed}; use seed % {count} or "
                              "random_game_code(rows, cols).").format(high=MAX_SEED, seed=number_text(seed),
                                                                      count=MAX_SEED + 1))
    size = (rows - MIN_SIDE) * (MAX_SIDE - MIN_SIDE + 1) + (cols - MIN_SIDE)
    digits = []
    for _symbol in range(SEED_SYMBOLS):
        seed, digit = divmod(seed, 32)
        digits.append(ALPHABET[digit])
    payload = VERSION + ALPHABET[size] + "".join(reversed(digits))
    code = payload + _check_symbol(payload)
    return f"{code[:3]}-{code[3:]}"


def parse_game_code(code) -> tuple[int, int, int]:
    """``(rows, cols, seed)`` of a game code; case, hyphens, spaces and O/I/L look-alikes are forgiven.

    Raises :class:`GameCodeError` (a :class:`~puzzlelib.errors.PuzzleError`) naming what is wrong: not
    text, wrong length, a symbol outside the alphabet, a failed check symbol (a typo), or a version this
    package does not know.
    """
    if not isinstance(code, str):
        raise GameCodeError(_("A game code is text, got {value}; {example}.").format(
            value=f"{type(code).__name__} {short_repr(code)}", example=_(_EXAMPLE)))
    text = "".join(code.split()).replace("-", "").upper().translate(_LOOKALIKES)
    if not text:
        raise GameCodeError(_("The game code is empty; {example}.").format(example=_(_EXAMPLE)))
    bad = sorted({ch for ch in text if ch not in _VALUES})
    if bad:
        raise GameCodeError(_("The game code {code} contains {symbols}, which no game code uses (only digits and "
                              "the letters A-Z without U); {example}.").format(
            code=short_repr(code), symbols=", ".join(repr(ch) for ch in bad[:5]) + (", ..." if len(bad) > 5 else ""),
            example=_(_EXAMPLE)))
    if len(text) != _LENGTH:
        raise GameCodeError(_("{code} is not a game code: a game code has {length} symbols starting with {version!r}, "
                              "this one has {count}; check it against the one shown, {example}.").format(
            code=short_repr(code), length=_LENGTH, version=VERSION, count=len(text), example=_(_EXAMPLE)))
    if text[0] != VERSION and text[0].isalpha():  # a code of the right shape: only its version is wrong
        raise GameCodeError(_("The game code {code} starts with {first!r}, a code version this puzzlelib does not "
                              "know (it reads version {version!r} codes): ask for a new code from this version, or "
                              "update puzzlelib.").format(code=short_repr(code), first=text[0], version=VERSION))
    if text[0] != VERSION:
        raise GameCodeError(_("A game code starts with {version!r}, {code} starts with {first!r}; {example}.").format(
            version=VERSION, code=short_repr(code), first=text[0], example=_(_EXAMPLE)))
    if _check_symbol(text[:-1]) != text[-1]:
        raise GameCodeError(_("The game code {code} does not check out: one symbol is probably mistyped; copy it "
                              "again from the board where it is shown.").format(code=short_repr(code)))
    size = _VALUES[text[1]]
    span = MAX_SIDE - MIN_SIDE + 1
    if size >= span * span:
        raise GameCodeError(_("The game code {code} names no board size; {example}.").format(
            code=short_repr(code), example=_(_EXAMPLE)))
    rows, cols = MIN_SIDE + size // span, MIN_SIDE + size % span
    seed = 0
    for symbol in text[2:-1]:
        seed = seed * 32 + _VALUES[symbol]
    return rows, cols, seed


def _splitmix64(state: int):
    """SplitMix64 (Steele, Lea and Flood, 2014): a tiny generator with the same output in every language."""
    while True:
        state = (state + 0x9E3779B97F4A7C15) & _MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        yield z ^ (z >> 31)


def _shuffled_board(rows: int, cols: int, seed: int) -> Board:
    """Version A's board: Fisher-Yates over the standard goal driven by SplitMix64, then, if the result
    cannot reach the standard goal, the first two numbered tiles (in reading order) swap places; a
solved result is shuffled again with the next numbers.

    ``value % (i + 1)`` has a bias below 2**-58 for these sizes: far below anything a class could notice.
    """
    numbers = _splitmix64((seed << 8) | (rows << 4) | cols)
    goal = Board.goal(rows, cols)
    board = goal
    while board == goal:  # a game never starts solved (1 chance in 12 on 2 x 2): shuffle again
        tiles = list(goal.tiles)
        for i in range(len(tiles) - 1, 0, -1):
            j = next(numbers) % (i + 1)
            tiles[i], tiles[j] = tiles[j], tiles[i]
        board = Board(rows, cols, tuple(tiles))
        if not is_solvable(board):
            first, second = [cell for cell, tile in enumerate(tiles) if tile != 0][:2]
            board = board.swap_cells(first, second)
    return board


def board_from_code(code) -> Board:
    """The shuffled, solvable board a game code names: the same on every machine."""
    rows, cols, seed = parse_game_code(code)
    return _shuffled_board(rows, cols, seed)


def random_game_code(rows: int = 3, cols: int | None = None, rng=None) -> str:
    """A fresh code for a ``rows x cols`` board (``rng``: a :class:`random.Random`, or None for entropy)."""
    import random

    rng = rng if rng is not None else random.Random()
    if not hasattr(rng, "randrange"):
        raise GameCodeError(_("rng must be a random.Random (or None), got {value}; for example "
                              "random_game_code(3, rng=random.Random(7)).").format(value=short_repr(rng)))
    return game_code(rows, cols, rng.randrange(MAX_SEED + 1))
