"""The frames of a solution: each board along it with the move made and the tile slid to reach it.

One reader of "a solution" for the film strip, the animation and the step-through player, so they
all caption the same step the same way.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from puzzlelib.board import Board
from puzzlelib.errors import PuzzleError, short_repr
from puzzlelib.i18n import N_, _

__all__ = ["Step", "solution_steps"]

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


def solution_steps(solution, start: Board | None = None) -> list[Step]:
    """The steps of ``solution``: a :class:`~puzzlelib.result.SearchResult`, a list of boards, or
    a move sequence (``"UDLR"`` or a list) together with ``start``.

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
        boards, moves = list(solution.path), list(solution.moves)
        tiles = list(solution.tiles) if solution.tiles else [None] * len(moves)
    elif isinstance(solution, Board):
        boards, moves, tiles = [solution], [], []
    elif isinstance(solution, str) or (isinstance(solution, Sequence) and all(isinstance(m, str) for m in solution)
                                       and (solution or start is not None)):
        if start is None:
            raise PuzzleError(_("A move sequence needs its start board: pass start=Board.parse(...)."))
        start = Board.coerce(start, "start")
        moves = list(solution)
        boards = start.path(moves)
        tiles = start.tiles_slid(moves)
    else:
        if isinstance(solution, str | bytes | Mapping) or not isinstance(solution, Iterable):
            raise PuzzleError(_("A solution to show is a SearchResult, a list of Boards, or moves with start=...; got "
                                "{value}.").format(value=short_repr(solution)))
        boards = list(solution)
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
    total = len(boards) - 1
    out = [Step(0, total, boards[0], None, None)]
    for i, (board, move, tile) in enumerate(zip(boards[1:], moves, tiles, strict=True), start=1):
        out.append(Step(i, total, board, move, tile))
    return out
