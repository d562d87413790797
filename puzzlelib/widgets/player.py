"""SolutionPlayer: step through a solution with a slider, Play/Pause, step buttons and a caption.

The board is a :class:`~puzzlelib.widgets.boardview.BoardView` holding the start and every move:
the slider, Play and the board are linked in the browser, so Play animates at the chosen speed with
no kernel round trip per frame; the kernel follows the slider to update the caption and ``.step``.
"""

from __future__ import annotations

import ipywidgets as widgets

from puzzlelib.board import Board
from puzzlelib.draw.picture import cut_picture, data_uri, encode_piece
from puzzlelib.draw.steps import solution_steps
from puzzlelib.errors import PuzzleError, short_repr
from puzzlelib.i18n import N_, _
from puzzlelib.widgets.boardview import BoardView, cell_size
from puzzlelib.widgets.inputs import as_board, describe, mark_large
from puzzlelib.widgets.stepper import Stepper

__all__ = ["SolutionPlayer"]

KEYS_NOTE = N_("On the focused board: Space plays or pauses, the arrow keys step.")


def _reads_as_board(text: str) -> bool:
    """Text holding digits or a blank mark is a board ("1 2 3 / ..."); only U D L R letters are moves."""
    return any(ch.isdigit() for ch in text)


def _solution_of(solution, start):
    """What :func:`~puzzlelib.draw.steps.solution_steps` reads, from the natural things a class passes."""
    if start is not None and not isinstance(start, Board):
        start = as_board(start, where="SolutionPlayer's start")
    board_text = isinstance(solution, str) and _reads_as_board(solution) and start is None
    rows = isinstance(solution, list) and solution and all(isinstance(row, list | tuple) for row in solution)
    if board_text or rows or hasattr(solution, "ndim"):  # a board in any notation, not moves or boards
        solution = as_board(solution, where="SolutionPlayer")
    if isinstance(solution, Board):
        # A board on its own: play the solution the game's hints would give (optimal where budgets allow).
        from puzzlelib.widgets.hints import plan_solution

        board = solution if start is None else start
        goal = None if start is None else solution
        plan = plan_solution(board, goal)
        return plan.moves, board
    if isinstance(solution, str):
        moves = "".join(solution.split()).upper()
        bad = sorted(set(moves) - set("UDLR"))
        if bad:
            raise PuzzleError(
                _("Moves are the letters U, D, L and R (where the blank goes), got {bad} in {solution}; for "
                  "example SolutionPlayer('RR', start='1 2 3 / 4 5 6 / 0 7 8').").format(
                    bad=", ".join(map(repr, bad)), solution=short_repr(solution))
            )
        return moves, start
    return solution, start


class SolutionPlayer(Stepper):
    """Play a solution one slide at a time.

    ``SolutionPlayer(result)`` takes a :class:`~puzzlelib.result.SearchResult`, a list of boards,
    moves with ``start=`` (a Board or board text), or a board alone (it is solved first, as the
    game's Solve does). The board shown (``.board``), the caption (``.caption``) and the slider
    (``.step``) never disagree.

    ``picture=True`` (or an image array, or pieces already cut by
    :func:`~puzzlelib.draw.picture.cut_picture`, as :class:`PuzzleGame` passes them) shows picture
    tiles; ``show_next`` outlines the tile that slides next; ``speed`` is a name (``"slow"``,
    ``"normal"``, ``"fast"``, ``"fastest"``) or milliseconds per step; ``size="large"`` for a projector.
    On the focused board, Space plays and pauses and the arrow keys step.

    >>> player = SolutionPlayer("RR", start=Board.parse("1 2 3 / 4 5 6 / 0 7 8"))
    >>> player.step = 2
    >>> player.board.is_goal(), player.caption
    (True, 'step 2 of 2: slide 8 left (blank moves R) - solved!')
    """

    def __init__(self, solution, start: Board | str | None = None, *, picture=None, show_next: bool = True,
                 speed: str = "normal", cell_px: int | None = None, size=None):
        solution, start = _solution_of(solution, start)
        try:
            self.steps = solution_steps(solution, start)
        except PuzzleError:
            raise
        except (TypeError, ValueError, AttributeError, KeyError, IndexError):
            raise _not_a_solution(solution) from None
        super().__init__(len(self.steps) - 1, speed=speed)
        first = self.steps[0].board
        if cell_px is not None:
            size = cell_px
        px = cell_size(first.rows, first.cols, size)
        pieces: list[str] = []
        if picture is not None and picture is not False:
            cut = picture if isinstance(picture, dict) else cut_picture(picture, first.rows, first.cols)
            if isinstance(picture, dict) and not all(t in picture for t in range(first.size)):
                raise PuzzleError(_("picture pieces must hold one piece per tile 0..{last}, as "
                                    "cut_picture(picture, rows, cols) returns them; or pass picture=True.").format(
                    last=first.size - 1))
            pieces = [data_uri(encode_piece(cut[t], px, "jpeg"), "jpeg") for t in range(first.size)]
        self._show_next = show_next
        moves = "".join(self.steps.moves)
        last = self.steps[-1].board
        self.board_view = BoardView(steppable=True, show_next=show_next, pieces=pieces, cell_px=px,
                                    goal=list(last.tiles) if last != first else [], note=_(KEYS_NOTE),
                                    label=_("solution player, {rows} by {cols}").format(rows=first.rows, cols=first.cols))
        self.board_view.show_path(first, moves)
        # In the browser: slider <-> board step and Play <-> board playing, so frames need no kernel.
        self._view_links = (widgets.jslink((self.slider, "value"), (self.board_view, "step")),
                            widgets.jslink((self.play, "playing"), (self.board_view, "playing")))
        self.caption_view = widgets.HTML()
        self.caption_view.add_class("puzzlelib-caption")
        self.children = [self.board_view, self.caption_view, self.controls]
        self.add_class("puzzlelib-player")
        mark_large(self, size)
        self._show(0)

    def go(self, step) -> None:
        """Show ``step`` (clamped): moves the slider, and the board with it."""
        super().go(step)
        self.board_view.step = self.slider.value

    def _show(self, step: int) -> None:
        self.caption_view.value = f"<b>{self.steps[step].caption}</b>"

    @property
    def board(self) -> Board:
        """The board shown now."""
        return self.steps[self.step].board

    @property
    def caption(self) -> str:
        """The caption shown now, as plain text."""
        return self.steps[self.step].caption


def _not_a_solution(solution) -> PuzzleError:
    return PuzzleError(
        _("SolutionPlayer needs a solution: a search result, a list of boards, moves with start=..., or a board, "
          "got {value}; for example SolutionPlayer(solve(board)).").format(value=describe(solution))
    )
