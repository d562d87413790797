"""Ways to shuffle a board, good and bad, so a class can measure the difference.

- :func:`random_walk`: slide random tiles from the solved board. Always solvable, but it barely mixes.
- :func:`naive_swap_shuffle`: swap every cell with a random cell. Mixes, but is biased and half the
  results cannot be solved; :func:`naive_swap_distribution` computes that bias exactly.
- :func:`fisher_yates`: every arrangement equally likely (half of them unsolvable).
- :func:`random_solvable`: Fisher-Yates plus the two-tile fix: exactly uniform over solvable boards.
- :func:`sort_shuffle`: "sort with a comparison that answers at random", the ant post's shuffle. Biased:
  tiles tend to stay near where they started.

Every function takes ``seed`` (an int, a :class:`random.Random`, or None for fresh entropy) and never
touches the global random state, so lessons are reproducible.
"""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

from puzzlelib.board import MOVES, Board, check_shape, move_table, whole_number
from puzzlelib.errors import InvalidBoardError, arguments_checked, number_text, short_repr
from puzzlelib.parity import is_solvable, make_solvable

__all__ = [
    "rng_from",
    "random_moves",
    "random_walk",
    "naive_swap_shuffle",
    "fisher_yates",
    "random_solvable",
    "naive_swap_distribution",
    "sort_shuffle",
]

_MAX_EXACT_CELLS = 9

MAX_WALK = 1_000_000
"""The most moves :func:`random_walk` makes: a typo such as ``10**9`` would otherwise freeze the kernel."""


def rng_from(seed) -> random.Random:
    """A private :class:`random.Random`: reuse one that is passed in, or make one from a seed.

    A seed is None (fresh entropy), a whole number (numpy ints too, as ``np.int64(5)`` from an array), or
    text; ``random.Random`` itself would refuse a numpy int and silently accept a float.
    """
    if isinstance(seed, random.Random):
        return seed
    if seed is None or isinstance(seed, str):
        return random.Random(seed)
    if (number := whole_number(seed)) is not None:
        return random.Random(number)
    raise InvalidBoardError(
        f"seed must be a whole number, text or None, got {short_repr(seed)}; for example random_solvable(3, seed=5)."
    )


def _start(rows: int, cols: int, start) -> Board:
    return Board.goal(rows, cols) if start is None else Board.coerce(start, "start")


def _move_count(n) -> int:
    """``n`` as a plain int of at least 0 (numpy ints are fine); bools, floats and text are refused, since
    ``range()`` would fail on them with a bare TypeError and "2.5 moves" has no meaning."""
    count = whole_number(n)
    if count is not None and 0 <= count <= MAX_WALK:
        return count
    if count is not None and count > MAX_WALK:
        raise InvalidBoardError(
            f"{number_text(count, grouped=True)} moves is more than the {MAX_WALK:,} a walk may take (about 6 s); a longer walk mixes no "
            "better: for a thoroughly shuffled board use random_solvable(3, seed=1)."
        )
    raise InvalidBoardError(
        f"The number of moves must be a whole number, 0 or more, got {short_repr(n)}; for example random_walk(20, seed=1)."
    )


def random_moves(n: int, seed=None, board: Board | None = None, *, rows: int = 3, cols: int = 3,
                 ignore_blocked: bool = False, no_undo: bool = False) -> tuple[str, ...]:
    """A random sequence of ``n`` legal blank moves starting from ``board`` (the goal by default).

    ``ignore_blocked=True`` copies the shuffling article's first shuffle: pick one of the four directions and
    simply do nothing when it points off the board, so some of the ``n`` tries are wasted (the returned
    sequence can be shorter than ``n``). ``no_undo=True`` never immediately reverses the previous move.
    """
    n = _move_count(n)
    rng = rng_from(seed)
    board = _start(rows, cols, board)
    table = move_table(board.rows, board.cols)
    cell = board.blank_index
    moves: list[str] = []
    undo = {"U": "D", "D": "U", "L": "R", "R": "L"}
    for _ in range(n):
        options = table[cell]
        if ignore_blocked:
            wanted = rng.choice(MOVES)
            chosen = next((opt for opt in options if opt[0] == wanted), None)
            if chosen is None:
                continue
        else:
            if no_undo and moves:
                options = tuple(o for o in options if o[0] != undo[moves[-1]])
            chosen = rng.choice(options)
        moves.append(chosen[0])
        cell = chosen[1]
    return tuple(moves)


@arguments_checked
def random_walk(n: int, seed=None, *, rows: int = 3, cols: int = 3, start: Board | None = None,
                ignore_blocked: bool = False, no_undo: bool = False) -> Board:
    """The board reached by ``n`` random blank moves from ``start`` (the standard goal by default).

    Always solvable, because only legal moves are made; see :func:`random_moves` for the options.
    """
    board = _start(rows, cols, start)
    return board.apply(random_moves(n, seed, board, ignore_blocked=ignore_blocked, no_undo=no_undo))


def naive_swap_shuffle(seed=None, rows: int = 3, cols: int = 3, start: Board | None = None) -> Board:
    """Visit every cell in order and swap it with a cell chosen uniformly at random (possibly itself).

    This is the shuffling article's second shuffle. It looks random but is not: some arrangements come out
    more often than others, and counting its equally likely runs shows why (lesson 3). About half of its
    results cannot be solved.
    """
    rng = rng_from(seed)
    board = _start(rows, cols, start)
    tiles = list(board.tiles)
    n = len(tiles)
    for i in range(n):
        k = rng.randrange(n)
        tiles[i], tiles[k] = tiles[k], tiles[i]
    return Board(board.rows, board.cols, tuple(tiles))


def fisher_yates(seed=None, rows: int = 3, cols: int = 3, *, sattolo: bool = False) -> Board:
    """A uniformly random arrangement: the Fisher-Yates shuffle (Fisher and Yates 1938, in Durstenfeld's 1964
    form), which gives every arrangement exactly the same chance, so a game can trust it.

    ``sattolo=True`` copies the shuffling article's JavaScript, ``Math.floor(Math.random() * i)``. That small
    slip is Sattolo's algorithm: it only ever makes arrangements that form one single cycle, so most boards
    can never appear. Half of all arrangements are unsolvable either way.
    """
    rng = rng_from(seed)
    tiles = list(Board.goal(rows, cols).tiles)
    for i in range(len(tiles) - 1, 0, -1):
        j = rng.randrange(i) if sattolo else rng.randrange(i + 1)
        tiles[i], tiles[j] = tiles[j], tiles[i]
    return Board(rows, cols, tuple(tiles))


@arguments_checked
def random_solvable(rows: int = 3, cols: int | None = None, seed=None, goal: Board | None = None) -> Board:
    """A board drawn exactly uniformly from those that can reach ``goal`` (standard goal by default).

    Fisher-Yates gives every arrangement the same chance; :func:`~puzzlelib.parity.make_solvable` then pairs
    each unsolvable arrangement with one solvable partner, so every solvable board ends up with exactly
    twice the chance of any single arrangement, the same for all.
    """
    cols = rows if cols is None else cols
    return make_solvable(fisher_yates(seed, rows, cols), goal)


def naive_swap_distribution(rows: int = 2, cols: int = 2) -> dict[Board, Fraction]:
    """The exact probability of every board that :func:`naive_swap_shuffle` can produce.

    Follows every equally likely run of the shuffle at once, merging runs that reach the same arrangement
    after each step (so it is fast enough up to 3 x 3, which takes a few seconds).
    Returns a mapping from board to :class:`fractions.Fraction`; the values add up to exactly 1.
    """
    rows, cols = check_shape(rows, cols)
    n = rows * cols
    if n > _MAX_EXACT_CELLS:
        raise InvalidBoardError(
            f"Exact enumeration follows every run of the swap shuffle; {rows} x {cols} ({n} cells) is too large. "
            f"Use boards of at most {_MAX_EXACT_CELLS} cells, or sample naive_swap_shuffle instead."
        )
    counts: Counter[tuple[int, ...]] = Counter({Board.goal(rows, cols).tiles: 1})
    for i in range(n):
        step: Counter[tuple[int, ...]] = Counter()
        for tiles, count in counts.items():
            for k in range(n):
                swapped = list(tiles)
                swapped[i], swapped[k] = swapped[k], swapped[i]
                step[tuple(swapped)] += count
        counts = step
    total = sum(counts.values())
    return {Board(rows, cols, tiles): Fraction(count, total) for tiles, count in counts.items()}


def sort_shuffle(seed=None, rows: int = 3, cols: int = 3, *, solvable: bool = True) -> Board:
    """Shuffle the tiles by sorting them with a comparison that answers "bigger" or "smaller" at random.

    This is the ant post's shuffle: ``tiles.sort(() => Math.random() - 0.5)``, then the blank appended in
    the last cell, and, with ``solvable`` (as the post does), the whole shuffle repeated until the board can
    be solved (the post also starts again on the unshuffled order; this function does not). How biased it
    is depends on the sorting algorithm; here it is an insertion sort, what Chrome's JavaScript engine (V8)
    used for arrays of up to ten items until version 7.0 in 2018, not the TimSort of the browsers that run
    the post's code today. Each tile, taken in turn, is compared with the tiles before it and moves one more
    cell towards the front only while the coin says so: lesson 3 asks how often the tiles stay in order.
    """
    rng = rng_from(seed)
    goal = Board.goal(rows, cols)
    while True:
        tiles = [t for t in goal.tiles if t]
        for i in range(1, len(tiles)):
            tile, j = tiles[i], i
            while j > 0 and rng.random() - 0.5 > 0:  # the comparison says the earlier tile is "bigger"
                tiles[j] = tiles[j - 1]
                j -= 1
            tiles[j] = tile
        board = Board(goal.rows, goal.cols, (*tiles, 0))
        if not solvable or is_solvable(board):
            return board
