"""PuzzleGame: a playable sliding puzzle with Shuffle, Undo/Redo, a move counter, Hint, Solve and game codes.

The board is a :class:`~puzzlelib.widgets.boardview.BoardView`: tiles glide, a click on any tile in
the gap's row or column slides that whole line, and the arrow keys move a tile into the gap. The
browser draws each slide at once and the kernel confirms it, so play feels immediate.
"""

from __future__ import annotations

import inspect
import random
import re
from html import escape

import ipywidgets as widgets

from puzzlelib.board import Board, coerce_moves, whole_number
from puzzlelib.budgeted import OutOfMemory, run_budgeted
from puzzlelib.draw.picture import cut_picture, data_uri, encode_piece
from puzzlelib.errors import InvalidMoveError, PuzzleError, short_repr
from puzzlelib.gamecode import MAX_SIDE, MIN_SIDE, board_from_code, game_code, parse_game_code
from puzzlelib.i18n import N_, _, ngettext
from puzzlelib.parity import is_solvable, make_solvable
from puzzlelib.shuffle import random_solvable, random_walk
from puzzlelib.widgets.boardview import KEY_OFFSETS, BoardView, cell_size, line_moves
from puzzlelib.widgets.hints import Plan, plan_solution
from puzzlelib.widgets.inputs import WidgetOptionError, as_board, as_shape, describe, mark_large
from puzzlelib.widgets.player import SolutionPlayer
from puzzlelib.widgets.static import StaticWhenGraded

__all__ = ["PuzzleGame"]

_DIRECTION = {"U": N_("down"), "D": N_("up"), "L": N_("right"), "R": N_("left")}
KEYS_NOTE = N_("Click a tile in the gap's row or column, or press an arrow key: the arrow moves a tile into the gap.")

_EDGE = {"ArrowLeft": N_("No tile is right of the gap, so nothing can slide left: the gap is at the edge."),
         "ArrowRight": N_("No tile is left of the gap, so nothing can slide right: the gap is at the edge."),
         "ArrowUp": N_("No tile is below the gap, so nothing can slide up: the gap is at the edge."),
         "ArrowDown": N_("No tile is above the gap, so nothing can slide down: the gap is at the edge.")}


def refusal(message: dict) -> str:
    """Why a click or a key moved nothing: an arrow key at the board's edge has no tile on that side
    of the gap; a click was on a tile outside the gap's row and column."""
    key = message.get("key") if isinstance(message, dict) else None
    if isinstance(key, str) and key in _EDGE:  # the browser may send anything: only a key name counts
        return _(_EDGE[key])
    return _("Only a tile in the gap's row or column can slide.")


def _seed_value(seed):
    if seed is None or isinstance(seed, random.Random):
        return seed
    if isinstance(seed, int | str) and not isinstance(seed, bool):
        return seed
    try:
        import operator

        return operator.index(seed)
    except TypeError:
        raise WidgetOptionError(
            _("seed must be a whole number (or None for a fresh board), got {value}; for example "
              "PuzzleGame(3, seed=7).").format(value=describe(seed))
        ) from None


class PuzzleGame(StaticWhenGraded, widgets.VBox):
    """Play the puzzle: click a tile (or a whole line) toward the gap, or use the arrow keys.

    ``PuzzleGame(board)`` starts from a board (a Board, text such as ``"1 2 3 / 4 0 6 / 7 5 8"``, a
    2-D list or array); ``PuzzleGame(4)`` or ``PuzzleGame((3, 4))`` from a shuffled board of that
    shape (``seed`` makes it reproducible); ``PuzzleGame(code="A60-5QFK")`` from a game code, so a
    whole class can race on one board. ``goal`` is a Board or a layout name (``"snail"``).
    ``picture=True`` (or an image array or file) plays a picture; ``size="large"`` (or pixels per
    tile) makes the board readable on a projector. ``planner(board, goal)`` returns the
    :class:`~puzzlelib.search.plan.Plan` that Hint and Solve follow (None: the standard one).

    Buttons: **Shuffle** (a fresh solvable board and its game code; with ``shuffle_moves=n``, ``n``
    random slides from the goal instead, an easier board whose hints stay optimal), **Undo** and
    **Redo**, **Hint** (outlines the tile to slide next and names it), **Solve** (plays the rest of a
    solution onto the board as one step that Undo takes back, and shows it in a
    :class:`SolutionPlayer` below). The code box plays any code typed into it.

    The same actions are methods, for code and tests: :meth:`slide`, :meth:`press`, :meth:`hint`,
    :meth:`shuffle`, :meth:`undo`, :meth:`redo`, :meth:`solve`, :meth:`play_code`; state:
    ``.board``, ``.moves_made``, ``.message`` (the text shown), ``.solved``, ``.code``.
    Errors raised by a button or a click are shown in the message line, never lost.
    """

    def __init__(self, board: Board | int | tuple[int, int] | str = 3, *, picture=None, seed=None,
                 goal: Board | str | None = None, shuffle_moves: int | None = None, planner=plan_solution,
                 code: str | None = None, size=None):
        super().__init__()
        self._rng = random.Random(_seed_value(seed))
        self.code: str | None = None
        if shuffle_moves is not None:
            from puzzlelib.widgets.inputs import as_step

            shuffle_moves = as_step(shuffle_moves, 10_000)
        self.shuffle_moves = shuffle_moves
        if code is not None:
            start = board_from_code(code)
            self.code = game_code(*parse_game_code(code))
        elif isinstance(board, Board | str) or _looks_like_rows(board):
            start = as_board(board)
        else:
            rows, cols = as_shape(board)
            start = None
        shape_board = start if start is not None else Board.goal(rows, cols)
        self.goal = shape_board.resolve_goal(goal)
        if start is None:
            start = self._fresh_board(rows, cols, self._rng)
        elif self.code is not None and not is_solvable(start, self.goal):
            start = make_solvable(start, self.goal)
        self._planner = _check_planner(planner)
        self._plans: dict[Board, Plan] = {}
        self.history: list[Board] = [start]
        self._actions: list[int] = []  # boards each undoable action added to history
        self._redo: list[list[Board]] = []
        self.hinted_tile: int | None = None
        self.player: SolutionPlayer | None = None
        self._cut = None  # the picture's pieces as arrays, handed to the Solve player
        pieces: list[str] = []
        if picture is not None and picture is not False:
            self._cut = cut_picture(picture, start.rows, start.cols, self.goal)
            px = cell_size(start.rows, start.cols, size)
            pieces = [data_uri(encode_piece(self._cut[t], px, "jpeg"), "jpeg") for t in range(start.size)]
        self._size = size
        self._build(start, pieces)
        if self.code:
            self._say(_("Game code {code}: anyone can type it in to get this board.").format(code=self.code))
        elif not is_solvable(start, self.goal):
            self._say(_("This board cannot reach the goal (the tiles' parity differs): Shuffle for a new one."))
        self._render()

    # ------------------------------------------------------------------ layout
    def _build(self, start: Board, pieces: list[str]) -> None:
        self.view = BoardView(start, interactive=True, goal=list(self.goal.tiles), pieces=pieces, replay_ms=160,
                              cell_px=cell_size(start.rows, start.cols, self._size), note=_(KEYS_NOTE),
                              label=_("sliding puzzle, {rows} by {cols}, playable").format(rows=start.rows, cols=start.cols))
        self.view.on_slide(lambda r, c: self._safely(self._clicked, r, c))
        self.view.on_refused(lambda message: self._say(refusal(message)))
        self.grid = self.view  # the board widget (older name, kept for code that used it)
        self.counter = widgets.Label()
        self.counter.add_class("puzzlelib-moves-counter")
        self.message_view = widgets.HTML()
        self.message_view.add_class("puzzlelib-message")
        self.code_view = widgets.HTML()
        self.code_view.add_class("puzzlelib-code")
        self.code_view.add_class("puzzlelib-game-code")
        self.code_input = widgets.Text(placeholder=_("type a game code"), continuous_update=False,
                                       layout=widgets.Layout(width="150px"))
        self.code_input.add_class("puzzlelib-code-input")
        self.code_button = widgets.Button(description=_("Play code"), icon="keyboard-o",
                                          layout=widgets.Layout(width="110px"))
        self.code_button.add_class("puzzlelib-play-code")
        self.shuffle_button = widgets.Button(description=_("Shuffle"), icon="random")
        self.undo_button = widgets.Button(description=_("Undo"), icon="undo", layout=widgets.Layout(width="90px"))
        self.redo_button = widgets.Button(description=_("Redo"), icon="repeat", layout=widgets.Layout(width="90px"))
        self.hint_button = widgets.Button(description=_("Hint"), icon="lightbulb-o", layout=widgets.Layout(width="90px"))
        self.solve_button = widgets.Button(description=_("Solve"), icon="play", layout=widgets.Layout(width="90px"))
        for button, name, action in (
            (self.shuffle_button, "shuffle", lambda: self.shuffle(moves=self.shuffle_moves)),
            (self.undo_button, "undo", self.undo),
            (self.redo_button, "redo", self.redo),
            (self.hint_button, "hint", self.hint),
            (self.solve_button, "solve", self.solve),
            (self.code_button, None, lambda: self.play_code(self.code_input.value)),
        ):
            if name:
                button.add_class(f"puzzlelib-{name}")
            button.on_click(lambda _button, action=action: self._safely(action))
        # a code typed and entered is played; blanks typed get a sentence (the box is emptied after each code)
        self.code_input.observe(lambda change: self._safely(self.play_code, change["new"]) if change["new"] else None,
                                names="value")
        self.player_box = widgets.VBox()
        self.player_box.add_class("puzzlelib-player-box")
        buttons = widgets.HBox([self.shuffle_button, self.undo_button, self.redo_button, self.hint_button,
                                self.solve_button])
        code_row = widgets.HBox([self.code_view, self.code_input, self.code_button],
                                layout=widgets.Layout(align_items="center", grid_gap="8px"))
        self.children = [self.view, widgets.HBox([self.counter]), self.message_view, buttons, code_row,
                         self.player_box]
        self.add_class("puzzlelib-game")
        mark_large(self, self._size)

    def _render(self) -> None:
        board = self.board
        with self.view.hold_sync():
            if (self.view.rows, self.view.cols) != (board.rows, board.cols) or self.view.board != board:
                self.view.board = board
            self.view.highlight = -1 if self.hinted_tile is None else self.hinted_tile
        if self.solved:
            self.view.add_class("puzzlelib-solved")
        else:
            self.view.remove_class("puzzlelib-solved")
        self.counter.value = _("moves: {count}").format(count=self.moves_made)
        self.undo_button.disabled = not self._actions
        self.redo_button.disabled = not self._redo
        self.code_view.value = (_("game code: {code}").format(
            code=f"<b style='font-family:monospace;font-size:16px'>{escape(self.code)}</b>") if self.code else "")

    # ------------------------------------------------------------------ state
    @property
    def board(self) -> Board:
        """The board on screen."""
        return self.history[-1]

    @property
    def moves_made(self) -> int:
        """Tiles slid since the last shuffle (Undo takes them back; Solve's moves count too)."""
        return len(self.history) - 1

    @property
    def solved(self) -> bool:
        return self.board == self.goal

    @property
    def message(self) -> str:
        """The message shown under the board, as plain text."""
        return re.sub(r"<[^>]+>", "", self.message_view.value)

    def _say(self, text: str, *, bold: bool = False) -> None:
        text = escape(text)
        self.message_view.value = f"<b>{text}</b>" if bold else text

    # ------------------------------------------------------------------ actions
    def _push(self, boards: list[Board]) -> None:
        """One undoable action that went through ``boards`` (the last is the new board)."""
        self.history.extend(boards)
        self._actions.append(len(boards))
        self._redo.clear()
        self.hinted_tile = None

    def slide(self, row: int, col: int) -> Board:
        """Slide the tile at (row, col) toward the gap; a tile further along the gap's row or column slides
        its whole line. Raises InvalidMoveError for a tile outside the gap's row and column."""
        board = self.board
        row_number, col_number = whole_number(row), whole_number(col)
        if row_number is None or col_number is None:
            return board.slide(row, col)  # not cell numbers: the board's own message says so
        row, col = row_number, col_number
        if (row, col) == board.blank_pos or not (0 <= row < board.rows and 0 <= col < board.cols):
            return board.slide(row, col)  # raises the board's own message
        moves = line_moves(board, row, col)
        if not moves:
            return board.slide(row, col)  # not in the gap's line: the board explains
        boards = board.path(moves)[1:]
        self._push(boards)
        self._after_move()
        return self.board

    def press(self, key: str) -> Board:
        """An arrow key, as on the focused board: ``"ArrowLeft"`` moves the tile right of the gap into it."""
        if not isinstance(key, str) or key not in KEY_OFFSETS:
            raise WidgetOptionError(_("press() takes one of {keys}, got {value}.").format(
                keys=", ".join(KEY_OFFSETS), value=describe(key)))
        br, bc = self.board.blank_pos
        row, col = br + KEY_OFFSETS[key][0], bc + KEY_OFFSETS[key][1]
        if not (0 <= row < self.board.rows and 0 <= col < self.board.cols):
            raise InvalidMoveError(_("No tile can move {direction} into the gap: it is at the edge.").format(
                direction=_(key[5:].lower())))
        return self.slide(row, col)

    def _after_move(self) -> None:
        if self.solved:
            self._say(ngettext("Solved in {count} move!", "Solved in {count} moves!", self.moves_made).format(
                count=self.moves_made), bold=True)
        else:
            self._say("")
        self._render()

    def _clicked(self, row: int, col: int) -> None:
        try:
            self.slide(row, col)
        except InvalidMoveError:
            self._say(_("Only a tile in the gap's row or column can slide."))
            self._render()

    def undo(self) -> Board:
        """Take back the last action: a slide, a whole line, or a whole Solve (nothing right after a shuffle)."""
        if self._actions:
            count = self._actions.pop()
            self._redo.append(self.history[-count:])
            del self.history[-count:]
            self.hinted_tile = None
            self._say(_("Undone: your board is back.") if self._redo[-1] and len(self._redo[-1]) > 1 else "")
            self._render()
        return self.board

    def redo(self) -> Board:
        """Put back the last action Undo took (nothing when nothing was undone)."""
        if self._redo:
            boards = self._redo.pop()
            self.history.extend(boards)
            self._actions.append(len(boards))
            self.hinted_tile = None
            self._after_move()
        return self.board

    def _fresh_board(self, rows: int, cols: int, rng: random.Random) -> Board:
        """A shuffled board and its game code (boards larger than codes cover get none)."""
        if MIN_SIDE <= rows <= MAX_SIDE and MIN_SIDE <= cols <= MAX_SIDE:
            self.code = game_code(rows, cols, rng.randrange(32**4))
            start = board_from_code(self.code)
            return start if is_solvable(start, self.goal) else make_solvable(start, self.goal)
        self.code = None
        return random_solvable(rows, cols, seed=rng, goal=self.goal)

    def _start_over(self, start: Board, message: str) -> Board:
        self.history = [start]
        self._actions.clear()
        self._redo.clear()
        self.hinted_tile = None
        self.player_box.children = ()
        self.player = None  # the old player showed the old board's solution
        self._say(message)
        self._render()
        return start

    def shuffle(self, seed=None, moves: int | None = None) -> Board:
        """A fresh solvable board and its game code (``seed`` for a reproducible one).

        ``moves=n`` instead makes ``n`` random slides from the goal (never undoing the last one): an
        easier board, whose hints stay optimal even on 4 x 4 and 5 x 5 (it has no game code).
        """
        rng = self._rng if seed is None else random.Random(_seed_value(seed))
        rows, cols = self.board.rows, self.board.cols
        if moves is None:
            start = self._fresh_board(rows, cols, rng)
            note = " " + _("Game code {code}.").format(code=self.code) if self.code else ""
            return self._start_over(start, _("Shuffled: a new solvable board.") + note)
        from puzzlelib.widgets.inputs import as_step

        self.code = None
        moves = as_step(moves, 10_000)
        start = random_walk(moves, rng, start=self.goal, no_undo=True)
        return self._start_over(start, _("Shuffled with {count} random slides from the goal.").format(count=moves))

    def play_code(self, code: str) -> Board:
        """Start the board a game code names (the code box does this), e.g. ``game.play_code("A60-5QFK")``."""
        rows, cols, seed = parse_game_code(code)
        start = board_from_code(code)
        if (rows, cols) != (self.goal.rows, self.goal.cols):
            self.goal = start.goal_of()
            self.view.goal = list(self.goal.tiles)
            self.view.cell_px = cell_size(rows, cols, self._size)
            if self.view.pieces:  # pictures are cut for one shape: a new shape plays numbers
                self.view.pieces = []
                self._cut = None
        elif not is_solvable(start, self.goal):
            start = make_solvable(start, self.goal)
        self.code = game_code(rows, cols, seed)
        self.code_input.value = ""
        return self._start_over(start, _("Playing game code {code}.").format(code=self.code))

    def plan(self) -> Plan:
        """The plan from the current board (computed once, then read from the cache along its path)."""
        board = self.board
        plan = self._plans.get(board)
        if plan is None:
            self._say(_("working..."))
            for button in (self.hint_button, self.solve_button):
                button.disabled = True
            try:
                plan = _read_plan(self._planner, board, self.goal)
            finally:
                for button in (self.hint_button, self.solve_button):
                    button.disabled = False
            for i, later in enumerate(board.path(plan.moves)):  # every board on the way shares the plan
                self._plans.setdefault(later, Plan(plan.moves[i:], plan.optimal, plan.method, note=plan.note))
        return plan

    def hint(self) -> str | None:
        """The next blank move of a plan (None when solved); outlines the tile it slides and names it."""
        if self.solved:
            self._say(_("Already solved!"), bold=True)
            return None
        plan = self.plan()
        move = plan.moves[0]
        self.hinted_tile = self.board.tile_moved(move)
        self._say(_("Hint: slide {tile} {direction} ({count} moves to go, {quality}, by {method}).").format(
            tile=self.hinted_tile, direction=_(_DIRECTION[move]), count=len(plan.moves), quality=_(plan.quality),
            method=plan.method) + _note(plan))
        self._render()
        return move

    def solve(self) -> SolutionPlayer:
        """Play the rest of a plan onto the board as one undoable step, and show it in a
        :class:`SolutionPlayer` below the game (``.player``). One Undo gives back the board as it was."""
        plan = self.plan()
        before = self.board
        # A picture game's player shows the same pieces (cut for this game's goal), not numbers.
        self.player = SolutionPlayer(plan.moves, start=before, picture=self._cut, size=self._size)
        self.player_box.children = (self.player,)
        if not plan.moves:
            self._say(_("Already solved!"), bold=True)
            return self.player
        self._push(before.path(plan.moves)[1:])
        self.view.show_path(before, plan.moves, step=len(plan.moves))  # the browser replays the solution
        self._render()
        self._say(_("Solved by the computer in {count} moves ({quality}, by {method}); replay it below, or Undo "
                    "to get your board back.").format(count=len(plan.moves), quality=_(plan.quality),
                                                      method=plan.method) + _note(plan))
        return self.player

    def _safely(self, action, *args) -> None:
        """Run a click's or a button's action; any error becomes a sentence in the message line (a class
        clicking a button sees what went wrong instead of nothing)."""
        try:
            action(*args)
        except PuzzleError as exc:
            self._say(_("Sorry: {error}").format(error=exc))
        except Exception as exc:  # noqa: BLE001 - shown, not swallowed: the line names the error
            self._say(_("Something went wrong ({error}); please tell your teacher.").format(
                error=f"{type(exc).__name__}: {exc}"))


PLANNER_SECONDS = 10.0
"""Seconds a Hint or Solve click may spend in the planner, reading its answer included (the default planner,
:func:`~puzzlelib.search.plan.plan_solution`, takes at most 1.5)."""

PLANNER_MEGABYTES = 500.0
"""Megabytes the planner may add to the kernel during one click."""


def _read_plan(planner, board: Board, goal: Board) -> Plan:
    """What ``planner(board, goal)`` answered, as a Plan checked to lead from ``board`` to ``goal``.

    A planner may return a :class:`Plan`, a search result or moves in any notation; whatever it returns or
    raises becomes one sentence naming the planner, not a "TypeError" in the message line. It runs under
    :data:`PLANNER_SECONDS` and :data:`PLANNER_MEGABYTES`: a planner that loops is stopped and named.
    """
    name = str(getattr(planner, "__name__", type(planner).__name__))[:40]
    return run_budgeted(lambda: _plan_from(planner, name, board, goal), seconds=PLANNER_SECONDS,
                        megabytes=PLANNER_MEGABYTES, who=f"the planner {name}")


def _plan_from(planner, name: str, board: Board, goal: Board) -> Plan:
    """:func:`_read_plan`'s work, under its budget."""
    shape = _("a planner is called as planner(board, goal) and returns a Plan, a search result or moves")
    try:
        answer = planner(board, goal)
    except PuzzleError:
        raise
    except MemoryError:  # under the click's address-space cap: its memory budget
        raise OutOfMemory(f"the planner {name}") from None
    except Exception as exc:  # noqa: BLE001 - a teacher's planner: its error is named, not shown raw
        raise PuzzleError(_("the planner {name} raised {kind} ({error}); {shape}.").format(
            name=name, kind=type(exc).__name__, error=short_repr(str(exc), 80)[1:-1], shape=shape)) from None
    if isinstance(answer, Plan):
        moves, optimal, method, note = answer.moves, answer.optimal, answer.method, answer.note
    elif hasattr(answer, "moves") and hasattr(answer, "solved"):  # a SearchResult
        moves, optimal, method, note = answer.moves, bool(answer.optimal), str(answer.method), ""
    else:
        moves, optimal, method, note = answer, False, name, ""
    try:
        moves = tuple(coerce_moves(moves, "the planner's answer"))
        end = board._walk(moves)
    except PuzzleError as exc:
        raise PuzzleError(_("the planner {name} answered {value}, not a plan for this board ({error}); "
                            "{shape}.").format(name=name, value=short_repr(answer), error=exc, shape=shape)) from None
    if tuple(end) != goal.tiles:
        raise PuzzleError(_("the planner {name}'s moves {moves} do not reach the goal from this board; "
                            "{shape}.").format(name=name, moves=short_repr("".join(moves)), shape=shape))
    return Plan(moves, bool(optimal), str(method), note=str(note or ""))


def _looks_like_rows(value) -> bool:
    """A 2-D list/array or a flat list of tiles, as opposed to a shape like 3 or (3, 4)."""
    if hasattr(value, "ndim") and getattr(value, "ndim", 0) >= 1:
        return True
    if isinstance(value, list | tuple):
        if any(isinstance(v, list | tuple) or hasattr(v, "ndim") and getattr(v, "ndim", 0) >= 1 for v in value):
            return True
        return len(value) > 2
    return False


def _note(plan: Plan) -> str:
    """The plan's advice (how to get optimal hints on this machine), after the message, if any."""
    return f" {plan.note}" if getattr(plan, "note", "") else ""


def _check_planner(planner):
    """``planner`` when it can be called as ``planner(board, goal)``; None means the standard
    :func:`~puzzlelib.search.plan.plan_solution`. Anything else is refused when the game is built,
    not when Hint is first pressed."""
    if planner is None:
        return plan_solution
    try:
        inspect.signature(planner).bind(None, None)
    except TypeError:
        raise PuzzleError(_("planner must be a function planner(board, goal) that returns a Plan, such as "
                            "plan_solution; got {value}").format(value=short_repr(planner))) from None
    except ValueError:  # a callable without a readable signature (a builtin): tried when asked
        pass
    return planner


