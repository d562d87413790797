"""The frames of a solution: each board along it with the move made and the tile slid to reach it.

One reader of "a solution" for the film strip, the animation and the step-through player, so they
all caption the same step the same way.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from puzzlelib.board import Board, BoardPath, coerce_moves
from puzzlelib.errors import PuzzleError, short_repr
from puzzlelib.i18n import N_, _

__all__ = ["Step", "SolutionSteps", "solution_steps"]

_DIRECTION = {"U": N_("down"), "D": N_("up"), "L": N_("right"), "R": N_("left")}  # a tile slides opposite to the blank


@dataclass(frozen=True)
class Step:
    """Board number ``index`` of a solution; ``move``/``tile`` are what led to it (None at the start)."""

    index: int
    total: int
    board: Board
    move: str | None
    tile: int | None

    @property
    def caption(self) -> str:
        """What happened, in the words a student would use: "step 3 of 20: slide 5 down (blank moves U)"."""
        if self.move is None:
            return (_("start ({count} moves to go)").format(count=self.total) if self.total
                    else _("start (already solved)"))
        if self.tile is None:
            what = _("move {move}").format(move=self.move)
        else:
            what = _("slide {tile} {direction} (blank moves {move})").format(
                tile=self.tile, direction=_(_DIRECTION[self.move]), move=self.move)
        if self.index == self.total:
            return _("step {index} of {total}: {what} - solved!").format(index=self.index, total=self.total, what=what)
        return _("step {index} of {total}: {what}").format(index=self.index, total=self.total, what=what)


class SolutionSteps(Sequence):
    """The steps of a solution as a sequence: ``steps[k]`` is made when asked, from the path's board ``k``
    (a :class:`~puzzlelib.board.BoardPath` replays it), so a solution of a million moves costs its moves,
    not a million boards. ``moves`` and ``tiles`` are the whole lists."""

    def __init__(self, boards: Sequence[Board], moves: Sequence[str], tiles: Sequence[int | None]):
        self.boards, self.moves, self.tiles = boards, list(moves), list(tiles)

    def __len__(self) -> int:
        return len(self.moves) + 1

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[k] for k in range(*index.indices(len(self)))]
        k = index + len(self) if index < 0 else index
        if not 0 <= k < len(self):
            raise IndexError(_("a solution of {count} steps has no step {index}").format(count=len(self), index=index))
        total = len(self.moves)
        if k == 0:
            return Step(0, total, self.boards[0], None, None)
        return Step(k, total, self.boards[k], self.moves[k - 1], self.tiles[k - 1])


MAX_LISTED_BOARDS = 100_000
"""Boards a solution given as a list (or generator) of boards may hold: each is kept whole, so a hundred
thousand 3 x 3 boards take about 20 MB; a longer solution is passed as a result or as moves, kept as moves."""


def _read_steps(solution) -> list:
    """The items of a container or generator of boards (at most :data:`MAX_LISTED_BOARDS`) or of moves (at
    most :data:`~puzzlelib.moves.MAX_MOVES`): a generator that never ends is refused, not read forever."""
    from puzzlelib.moves import MAX_MOVES

    items = []
    for item in solution:
        if len(items) >= (MAX_MOVES if isinstance(item, str) else MAX_LISTED_BOARDS):
            raise PuzzleError(_("This solution lists more than {count:,} steps; pass a SearchResult, or the moves "
                                "with start=..., for example SolutionPlayer('RR', start=board).").format(count=len(items)))
        items.append(item)
    return items


def solution_steps(solution, start: Board | None = None) -> SolutionSteps:
    """The steps of ``solution``: a :class:`~puzzlelib.result.SearchResult`, a list of boards, or
    a move sequence (``"UDLR"`` or a list) together with ``start``.

    Returns a :class:`SolutionSteps` (a sequence: index it, take its ``len``, loop over it).

    >>> [s.caption for s in solution_steps("RR", Board.parse("1 2 3 / 4 5 6 / 0 7 8"))]
    ['start (2 moves to go)', 'step 1 of 2: slide 7 left (blank moves R)', 'step 2 of 2: slide 8 left (blank moves R) - solved!']
    """
    if hasattr(solution, "path") and hasattr(solution, "moves"):  # a SearchResult
        if not solution.solved or not solution.path:
            raise PuzzleError(_("This result has no solution to show ({result}); solve with a bigger budget.").format(
                result=solution))
        if not isinstance(solution.path[0], Board):
            raise PuzzleError(_("This is not a sliding-puzzle solution (its states are not boards); for the ant's grid "
                                "use puzzlelib.widgets.GridExplorer."))
        boards, moves = solution.path, list(solution.moves)
        tiles = list(solution.tiles) if solution.tiles else [None] * len(moves)
    elif isinstance(solution, Board):
        boards, moves, tiles = [solution], [], []
    elif isinstance(solution, str) or (isinstance(solution, Sequence) and all(isinstance(m, str) for m in solution)
                                       and (solution or start is not None)):
        if start is None:
            raise PuzzleError(_("A move sequence needs its start board: pass start=Board.parse(...)."))
        start = Board.coerce(start, "start")
        moves = coerce_moves(solution, "solution_steps")
        tiles = start.tiles_slid(moves)  # also checks that every move is legal, naming the first that is not
        boards = BoardPath(start, moves)
    else:
        if isinstance(solution, str | bytes | Mapping) or not isinstance(solution, Iterable):
            raise PuzzleError(_("A solution to show is a SearchResult, a list of Boards, or moves with start=...; got "
                                "{value}.").format(value=short_repr(solution)))
        boards = _read_steps(solution)
        if start is not None and boards and all(isinstance(m, str) for m in boards):  # moves from a generator
            return solution_steps(boards, start)
        if not boards or not all(isinstance(b, Board) for b in boards):
            raise PuzzleError(_("Pass a SearchResult, a list of Boards, or moves with start=..."))
        moves, tiles = [], []
        for a, b in zip(boards, boards[1:], strict=False):
            move = next((m for m, nb in a.neighbors() if nb == b), None)
            if move is None:
                raise PuzzleError(_("{b!r} is not one slide away from {a!r}: the boards do not form a path.").format(
                    a=a, b=b))
            moves.append(move)
            tiles.append(a.tile_moved(move))
    return SolutionSteps(boards, moves, tiles)
