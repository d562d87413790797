"""SolutionPlayer: step through a solution with a slider, Play/Pause, step buttons and a caption."""

from __future__ import annotations

import ipywidgets as widgets

from puzzlelib.board import Board
from puzzlelib.draw.picture import cut_picture, data_uri, encode_piece
from puzzlelib.draw.steps import solution_steps
from puzzlelib.widgets.html import board_html
from puzzlelib.widgets.stepper import Stepper, remember

__all__ = ["SolutionPlayer"]


class SolutionPlayer(Stepper):
    """Play a solution one slide at a time.

    ``SolutionPlayer(result)`` takes a :class:`~puzzlelib.result.SearchResult`, a list of boards, or
    moves with ``start=``. The board shown (``.board``), the caption (``.caption``) and the slider
    (``.step``) never disagree: the board is redrawn only from the slider's value. Each frame's HTML
    is built once and cached, so a solution of thousands of moves still plays smoothly.

    ``picture=True`` (or an image array, or pieces already cut by
    :func:`~puzzlelib.draw.picture.cut_picture`, as :class:`PuzzleGame` passes them) shows picture
    tiles; ``show_next`` outlines the tile that slides next.

    >>> player = SolutionPlayer("RR", start=Board.parse("1 2 3 / 4 5 6 / 0 7 8"))
    >>> player.step = 2
    >>> player.board.is_goal(), player.caption
    (True, 'step 2 of 2: slide 8 left (blank moves R) - solved!')
    """

    def __init__(self, solution, start: Board | None = None, *, picture=None, show_next: bool = True,
                 speed: str = "normal", cell_px: int | None = None):
        self.steps = solution_steps(solution, start)
        super().__init__(len(self.steps) - 1, speed=speed)
        first = self.steps[0].board
        self._pieces = None
        if picture is not None and picture is not False:
            size = cell_px or 48
            cut = picture if isinstance(picture, dict) else cut_picture(picture, first.rows, first.cols)
            self._pieces = {t: data_uri(encode_piece(p, size, "jpeg"), "jpeg") for t, p in cut.items()}
        self._show_next = show_next
        self._cell_px = cell_px
        self._frames: dict[int, str] = {}
        self.board_view = widgets.HTML()
        self.board_view.add_class("puzzlelib-board")
        self.caption_view = widgets.HTML()
        self.caption_view.add_class("puzzlelib-caption")
        self.children = [self.board_view, self.caption_view, self.controls]
        self.add_class("puzzlelib-player")
        self._show(0)

    def _frame(self, step: int) -> str:
        html = self._frames.get(step)
        if html is None:
            nxt = self.steps[step + 1].move if self._show_next and step + 1 < len(self.steps) else None
            html = remember(self._frames, step, board_html(self.steps[step].board, next_move=nxt,
                                                           pieces=self._pieces, cell_px=self._cell_px))
        return html

    def _show(self, step: int) -> None:
        self.board_view.value = self._frame(step)
        self.caption_view.value = f"<b>{self.steps[step].caption}</b>"

    @property
    def board(self) -> Board:
        """The board shown now."""
        return self.steps[self.step].board

    @property
    def caption(self) -> str:
        """The caption shown now, as plain text."""
        return self.steps[self.step].caption
