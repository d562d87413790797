"""The whole reachable state space of a puzzle, breadth-first: every board's distance from a start.

This is the view behind "the 8-puzzle has 181,440 solvable boards and none is more than 31 moves
from the goal". It is the same BFS as :mod:`puzzlelib.search.bfs` with everything that the whole-space
question does not need taken out: no parent links, no goal test, one level at a time.

Speed (the full 8-puzzle space in well under half a second of pure Python) comes from the state
representation: a board is ``bytes`` of its tiles, and a move is ``state.translate(swap[tile])``, one
C call that exchanges the blank and the tile beside it. Neighbour cells come from the precomputed
move table, so the inner loop does a lookup, a translate and a dict test per edge.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from time import perf_counter

from puzzlelib.board import Board, move_table, swap_tables
from puzzlelib.errors import PuzzleError, SearchLimitError, arguments_checked
from puzzlelib.problems import check_search_size
from puzzlelib.search.budgets import DEFAULT_EXPLORE_STATES, check_limits, check_max_depth, renamed_limit

__all__ = ["Exploration", "explore", "DEFAULT_EXPLORE_STATES"]

_CHUNK = 8192  # states expanded between two budget checks


@dataclass(frozen=True)
class Exploration:
    """The result of :func:`explore`.

    ``distances`` maps each reachable board's tiles (a row-major tuple, as in ``Board.tiles``) to its
    number of moves from ``start``; ``level_sizes[d]`` is how many boards are exactly ``d`` moves away.
    """

    start: Board
    distances: Mapping[tuple[int, ...], int] = field(repr=False)
    level_sizes: list[int]
    seconds: float

    @property
    def count(self) -> int:
        """Number of reachable boards (``sum(level_sizes)``)."""
        return len(self.distances)

    @property
    def max_depth(self) -> int:
        """Distance of the farthest boards."""
        return len(self.level_sizes) - 1

    def farthest(self) -> list[Board]:
        """Every board at the maximum distance (the hardest starts when ``start`` is the goal)."""
        rows, cols, d = self.start.rows, self.start.cols, self.max_depth
        return sorted(Board(rows, cols, tiles) for tiles, dist in self.distances.items() if dist == d)

    def distance(self, board) -> int:
        """Moves between ``start`` and ``board`` (a Board, text, or tuple of tiles)."""
        tiles = Board.coerce(board, "distance", rows=self.start.rows, cols=self.start.cols).tiles
        try:
            return self.distances[tiles]
        except KeyError:
            raise PuzzleError(f"{tiles} is not reachable from {self.start.to_text()} (other parity or shape)") from None

    def __contains__(self, board) -> bool:
        """``board in space``: was ``board`` (a Board or a tuple of tiles) reached? Lessons count with it."""
        tiles = board.tiles if isinstance(board, Board) else board
        try:
            return tiles in self.distances
        except TypeError:  # an unhashable value (a list) is no board of this space
            return False


@arguments_checked
def explore(board, *, max_states: int | None = None, time_limit: float | None = None,
            max_depth: int | None = None, max_nodes: int | None = None) -> Exploration:
    """Breadth-first over every board reachable from ``board``.

    Parameters
    ----------
    board : Board or str
        Where to start (often a goal, so that distances are "moves to solve").
    max_states : int
        Most boards to store (default :data:`~puzzlelib.search.budgets.DEFAULT_EXPLORE_STATES`).
    time_limit : float
        Seconds (default :data:`~puzzlelib.search.budgets.DEFAULT_TIME_LIMIT`, 30).
    max_depth : int, optional
        Stop after this many levels (the result then covers only boards that close).
    max_nodes : int
        Deprecated name of ``max_states`` (elsewhere ``max_nodes`` counts expansions).

    Raises
    ------
    PuzzleError
        ``max_states`` is not a whole number >= 1, ``time_limit`` not a finite number of seconds > 0,
        or ``max_depth`` not None or a whole number >= 0.
    SearchLimitError
        The space is larger than ``max_states`` or took longer than ``time_limit``; ``.stats`` tells
        how far it got. A 4 x 4 board has more than 10 trillion reachable boards: use ``max_depth``.

    Examples
    --------
    >>> space = explore(Board.goal(2, 3))
    >>> space.count, space.max_depth
    (360, 21)
    """
    board = Board.coerce(board, "explore")
    check_search_size(board, "explore")
    max_states = renamed_limit(max_states, max_nodes, name="max_states", old="max_nodes", where="explore",
                               counts="stored boards")
    limit, time_limit = check_limits(max_states, time_limit, default_nodes=DEFAULT_EXPLORE_STATES,
                                     name="max_states")
    max_depth = check_max_depth(max_depth)
    started = perf_counter()
    deadline = started + time_limit
    neighbours = tuple(tuple(cell for _, cell in opts) for opts in move_table(board.rows, board.cols))
    swap = swap_tables(board.size)
    start = bytes(board.tiles)
    seen = {start: 0}
    level_sizes = [1]
    frontier = [start]
    depth = 0
    while frontier and (max_depth is None or depth < max_depth):
        depth += 1
        level: list[bytes] = []
        push = level.append
        for lo in range(0, len(frontier), _CHUNK):
            for state in frontier[lo:lo + _CHUNK]:
                for cell in neighbours[state.index(0)]:
                    child = state.translate(swap[state[cell]])
                    if child not in seen:
                        seen[child] = depth
                        push(child)
            if len(seen) > limit or perf_counter() > deadline:
                what = f"max_states={limit:,} boards" if len(seen) > limit else f"time_limit={time_limit:g} s"
                stats = {"states": len(seen), "depth_reached": depth, "level_sizes": level_sizes + [len(level)],
                         "seconds": perf_counter() - started, "method": "explore"}
                raise SearchLimitError(
                    f"explore stopped at its budget ({what}) after {len(seen):,} boards at depth {depth}; "
                    "pass max_depth to look only nearby, or a bigger max_states for a larger space",
                    stats=stats)
        if level:
            level_sizes.append(len(level))
        frontier = level
    distances = dict(zip(map(tuple, seen), seen.values(), strict=True))  # C-level loop: ~3x a comprehension
    return Exploration(board, distances, level_sizes, perf_counter() - started)
