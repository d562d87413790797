"""PuzzleGame: a playable sliding puzzle with Shuffle, Undo, a move counter, Hint and Solve."""

from __future__ import annotations

import random

import ipywidgets as widgets

from puzzlelib.board import Board
from puzzlelib.draw.palette import PALETTE
from puzzlelib.draw.picture import cut_picture, encode_piece
from puzzlelib.errors import InvalidMoveError, PuzzleError
from puzzlelib.shuffle import random_solvable, random_walk
from puzzlelib.widgets.hints import Plan, plan_solution
from puzzlelib.widgets.player import SolutionPlayer

__all__ = ["PuzzleGame"]

_DIRECTION = {"U": "down", "D": "up", "L": "right", "R": "left"}
BLANK_LABEL = "\u00a0"
"""The blank's button text: a no-break space, because the browser keeps a Button's old text when its
description becomes "" (ipywidgets skips redrawing a button with neither text nor icon)."""


class PuzzleGame(widgets.VBox):
    """Play the puzzle: click a tile next to the blank to slide it.

    ``PuzzleGame(board)`` starts from a board; ``PuzzleGame(4)`` or ``PuzzleGame((3, 4))`` from a
    random solvable board of that shape (``seed`` makes it reproducible). ``picture=True`` (or an
    image array) turns the numbers into pieces of a picture, each with a small numbered button.

    Buttons: **Shuffle** (a fresh solvable board, uniformly drawn; or, with ``shuffle_moves=n``,
    ``n`` random slides from the goal, for easier boards whose hints stay optimal), **Undo**,
    **Hint** (outlines the tile to slide next and names it; optimal on 3 x 3 and 4 x 4, "good, not
    optimal" when the planner had to fall back), **Solve** (hands the rest of the solution to a :class:`SolutionPlayer` shown below).
    Hints and solutions are cached along their path, so following hints is instant.

    The same actions are methods, for code and tests: :meth:`slide`, :meth:`hint`,
    :meth:`shuffle`, :meth:`undo`, :meth:`solve`; state: ``.board``, ``.moves_made``,
    ``.message`` (the text shown), ``.solved``.
    """

    def __init__(self, board: Board | int | tuple[int, int] = 3, *, picture=None, seed=None,
                 goal: Board | None = None, shuffle_moves: int | None = None, planner=plan_solution):
        super().__init__()
        self._rng = random.Random(seed)
        if isinstance(board, Board):
            start = board
        else:
            rows, cols = (board, board) if isinstance(board, int) else board
            start = random_solvable(rows, cols, seed=self._rng)
        self.goal = start.goal_of() if goal is None else goal
        self._planner = planner
        self.shuffle_moves = shuffle_moves
        self._plans: dict[Board, Plan] = {}
        self.history: list[Board] = [start]
        self.hinted_tile: int | None = None
        self.player: SolutionPlayer | None = None
        self._picture = picture is not None and picture is not False
        self._pieces = {}
        self._cut = None  # the picture's pieces as arrays, handed to the Solve player
        if self._picture:
            cut = self._cut = cut_picture(picture, start.rows, start.cols, self.goal)
            size = max(40, 72 - 6 * max(start.rows, start.cols))
            self._pieces = {t: encode_piece(p, size) for t, p in cut.items()}
            self._blank_piece = encode_piece(_blank_like(cut[0]), size)
        self._build(start)
        self._render()

    # ------------------------------------------------------------------ layout
    def _build(self, start: Board) -> None:
        rows, cols = start.rows, start.cols
        side = max(44, 72 - 6 * max(rows, cols))
        self.tile_buttons: list[widgets.Button] = []
        self.piece_images: list[widgets.Image] = []
        cells = []
        for cell in range(rows * cols):
            r, c = divmod(cell, cols)
            button = widgets.Button(layout=widgets.Layout(width=f"{side}px",
                                                          height=f"{side if not self._picture else 24}px"))
            button.add_class("puzzlelib-tile")
            button.style.font_weight = "bold"
            button.style.font_size = f"{max(13, side // 3)}px" if not self._picture else "12px"
            button.on_click(lambda _, r=r, c=c: self._clicked(r, c))
            self.tile_buttons.append(button)
            if self._picture:
                image = widgets.Image(format="png", layout=widgets.Layout(width=f"{side}px", height=f"{side}px"))
                image.add_class("puzzlelib-piece")
                self.piece_images.append(image)
                cells.append(widgets.VBox([image, button], layout=widgets.Layout(margin="0")))
            else:
                cells.append(button)
        self.grid = widgets.GridBox(cells, layout=widgets.Layout(
            grid_template_columns=f"repeat({cols}, {side + 4}px)", grid_gap="3px", width="max-content"))
        self.grid.add_class("puzzlelib-board")
        self.counter = widgets.Label()
        self.counter.add_class("puzzlelib-moves-counter")
        self.message_view = widgets.HTML()
        self.message_view.add_class("puzzlelib-message")
        self.shuffle_button = widgets.Button(description="Shuffle", icon="random")
        self.undo_button = widgets.Button(description="Undo", icon="undo")
        self.hint_button = widgets.Button(description="Hint", icon="lightbulb-o")
        self.solve_button = widgets.Button(description="Solve", icon="play")
        for button, name, handler in (
            (self.shuffle_button, "shuffle", lambda _: self.shuffle(moves=self.shuffle_moves)),
            (self.undo_button, "undo", lambda _: self.undo()),
            (self.hint_button, "hint", lambda _: self._safely(self.hint)),
            (self.solve_button, "solve", lambda _: self._safely(self.solve)),
        ):
            button.add_class(f"puzzlelib-{name}")
            button.on_click(handler)
        self.player_box = widgets.VBox()
        self.player_box.add_class("puzzlelib-player-box")
        buttons = widgets.HBox([self.shuffle_button, self.undo_button, self.hint_button, self.solve_button])
        self.children = [self.grid, widgets.HBox([self.counter]), self.message_view, buttons, self.player_box]
        self.add_class("puzzlelib-game")

    def _render(self) -> None:
        board = self.board
        for cell, tile in enumerate(board.tiles):
            button = self.tile_buttons[cell]
            button.description = BLANK_LABEL if tile == 0 else str(tile)
            button.disabled = tile == 0
            if tile == self.hinted_tile:
                button.style.button_color = PALETTE["next"]
            elif tile == 0:
                button.style.button_color = PALETTE["blank"]
            else:
                button.style.button_color = None
            button.tooltip = "" if tile == 0 else f"slide {tile}"
            if self._picture:
                image = self.piece_images[cell]
                if tile == 0:  # the missing piece appears when the picture is complete
                    data = self._pieces[0] if board == self.goal else self._blank_piece
                else:
                    data = self._pieces[tile]
                if image.value != data:
                    image.value = data
        self.counter.value = f"moves: {self.moves_made}"
        self.undo_button.disabled = self.moves_made == 0

    # ------------------------------------------------------------------ state
    @property
    def board(self) -> Board:
        """The board on screen."""
        return self.history[-1]

    @property
    def moves_made(self) -> int:
        """Slides since the last shuffle (Undo takes one back)."""
        return len(self.history) - 1

    @property
    def solved(self) -> bool:
        return self.board == self.goal

    @property
    def message(self) -> str:
        """The message shown under the board, as plain text."""
        import re

        return re.sub(r"<[^>]+>", "", self.message_view.value)

    def _say(self, text: str, *, bold: bool = False) -> None:
        self.message_view.value = f"<b>{text}</b>" if bold else text

    # ------------------------------------------------------------------ actions
    def slide(self, row: int, col: int) -> Board:
        """Slide the tile at (row, col) into the blank; raises InvalidMoveError if it is not next to it."""
        new = self.board.slide(row, col)
        self.history.append(new)
        self.hinted_tile = None
        if self.solved:
            self._say(f"Solved in {self.moves_made} move{'s' if self.moves_made != 1 else ''}!", bold=True)
            self.grid.add_class("puzzlelib-solved")
        else:
            self._say("")
            self.grid.remove_class("puzzlelib-solved")
        self._render()
        return new

    def _clicked(self, row: int, col: int) -> None:
        try:
            self.slide(row, col)
        except InvalidMoveError:
            self._say("Only a tile next to the blank can slide.")

    def undo(self) -> Board:
        """Take back the last slide (does nothing right after a shuffle)."""
        if self.moves_made:
            self.history.pop()
            self.hinted_tile = None
            self.grid.remove_class("puzzlelib-solved")
            self._say("")
            self._render()
        return self.board

    def shuffle(self, seed=None, moves: int | None = None) -> Board:
        """A fresh board drawn uniformly from the solvable ones (``seed`` for a reproducible one).

        ``moves=n`` instead makes ``n`` random slides from the goal (never undoing the last one): an
        easier board, whose hints stay optimal even on 4 x 4 and 5 x 5.
        """
        rng = self._rng if seed is None else random.Random(seed)
        if moves is None:
            start = random_solvable(self.board.rows, self.board.cols, seed=rng, goal=self.goal)
        else:
            start = random_walk(moves, rng, start=self.goal, no_undo=True)
        self.history = [start]
        self.hinted_tile = None
        self.grid.remove_class("puzzlelib-solved")
        self.player_box.children = ()
        self.player = None  # the old player showed the old board's solution
        self._say("Shuffled: a new solvable board.")
        self._render()
        return start

    def plan(self) -> Plan:
        """The plan from the current board (computed once, then read from the cache along its path)."""
        board = self.board
        plan = self._plans.get(board)
        if plan is None:
            self._say("working...")
            for button in (self.hint_button, self.solve_button):
                button.disabled = True
            try:
                plan = self._planner(board, self.goal)
            finally:
                for button in (self.hint_button, self.solve_button):
                    button.disabled = False
            for i, later in enumerate(board.path(plan.moves)):  # every board on the way shares the plan
                self._plans.setdefault(later, Plan(plan.moves[i:], plan.optimal, plan.method))
        return plan

    def hint(self) -> str | None:
        """The next blank move of a plan (None when solved); outlines the tile it slides and names it."""
        if self.solved:
            self._say("Already solved!", bold=True)
            return None
        plan = self.plan()
        move = plan.moves[0]
        self.hinted_tile = self.board.tile_moved(move)
        self._say(f"Hint: slide {self.hinted_tile} {_DIRECTION[move]} "
                  f"({len(plan.moves)} moves to go, {plan.quality}, by {plan.method}).")
        self._render()
        return move

    def solve(self) -> SolutionPlayer:
        """Hand the rest of a plan to a :class:`SolutionPlayer`, shown below the game (``.player``)."""
        plan = self.plan()
        # A picture game's player shows the same pieces (cut for this game's goal), not numbers.
        self.player = SolutionPlayer(plan.moves, start=self.board, picture=self._cut)
        self.player_box.children = (self.player,)
        if self.solved:
            self._say("Already solved!", bold=True)
        else:
            self._say(f"Solution in {len(plan.moves)} moves ({plan.quality}, by {plan.method}): play it below.")
        return self.player

    def _safely(self, action) -> None:
        """Run a button's action; a budget or solver error becomes a message instead of a traceback."""
        try:
            action()
        except PuzzleError as exc:
            self._say(f"Sorry: {exc}")


def _blank_like(piece):
    import numpy as np

    colour = [int(PALETTE["blank"][i:i + 2], 16) for i in (1, 3, 5)]
    return np.broadcast_to(np.array(colour, dtype=np.uint8), piece.shape[:2] + (3,)).copy()
