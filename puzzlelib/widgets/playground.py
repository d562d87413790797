"""Playground: one page of widgets with no code to read, for a first lesson, a projector or Voila.

``Playground()`` is a tab set; each tab has one sentence of instructions and nothing else to read:

- **Play** (:class:`PlayTab`): the :class:`~puzzlelib.widgets.game.PuzzleGame` at 3 x 3, 4 x 4 or 5 x 5,
  numbers or a picture; every shuffle shows the board's game code (:mod:`puzzlelib.gamecode`), and a
  code typed into the game's box gives the same board on every machine, so a class races on one puzzle.
- **Watch a search** (:class:`WatchTab`): a board, a method and a heuristic; the search is recorded
  within a budget and handed to a :class:`~puzzlelib.widgets.explorer.SearchExplorer` to step or play.
- **Race** (:class:`RaceTab`): one board, several methods, each with the same budget; the bars replay
  the race one tick (the same number of expansions for every method) at a time and end in a bar chart
  and a table.
- **Parity lab** (:class:`ParityTab`): type a board or click two tiles to swap them; the verdict, the
  inversions counted and, for even widths, the blank-row rule, from
  :func:`~puzzlelib.parity.explain_solvability`.

Nothing a student does may show Python: every action runs through :meth:`Section.safely`, which turns a
:class:`~puzzlelib.errors.PuzzleError` (or anything else) into one sentence in the tab's message line.
Colours come from JupyterLab's theme variables, so the page reads in the light and the dark theme, and
the widest tab fits a 1280 x 720 projector.

CSS classes, for browser tests: ``puzzlelib-playground`` (the whole page), ``puzzlelib-tab-<name>``
(``play``, ``watch``, ``race``, ``parity``), ``puzzlelib-instructions``, ``puzzlelib-problem`` (a tab's
message line; empty when all is well), ``puzzlelib-size``, ``puzzlelib-look`` (the game inside keeps its
own classes: ``puzzlelib-code``, ``puzzlelib-code-input``, ...), ``puzzlelib-board-preset``,
``puzzlelib-board-input``, ``puzzlelib-method-menu``, ``puzzlelib-heuristic-menu``, ``puzzlelib-run-search``,
``puzzlelib-race-methods``, ``puzzlelib-race-run``, ``puzzlelib-race-bars``, ``puzzlelib-race-chart``,
``puzzlelib-race-table``, ``puzzlelib-parity-grid``, ``puzzlelib-parity-cell``, ``puzzlelib-parity-check``,
``puzzlelib-parity-verdict`` (with ``data-solvable``), ``puzzlelib-parity-fix``.
"""


from __future__ import annotations

import random
import re
from html import escape, unescape
from pathlib import Path

import ipywidgets as widgets

from puzzlelib.board import Board
from puzzlelib.errors import PuzzleError, SearchLimitError
from puzzlelib.i18n import N_, _, get_language, ngettext, set_language
from puzzlelib.i18n import language_from_query as page_language
from puzzlelib.optional import available
from puzzlelib.parity import (
    explain_solvability,
    invariant_sum,
    inversion_pairs,
    inversions,
    is_solvable,
    make_solvable,
)
from puzzlelib.search.methods import get_method
from puzzlelib.widgets.game import PuzzleGame
from puzzlelib.widgets.inputs import LARGE_CSS, mark_large
from puzzlelib.widgets.playground_base import (  # noqa: F401 - the names the playground has always offered
    _PYTHON_CALL,
    BIG_BOARD_CELLS,
    HEURISTIC_CHOICES,
    PRESETS,
    RACE_BUDGET,
    RACE_METHODS,
    RACE_TICKS,
    ROW_BY_ROW,
    WATCH_BUDGET,
    WATCH_MAX_CELLS,
    WATCH_METHODS,
    WATCH_NOT_OFFERED,
    BoardPicker,
    Section,
    _read_board,
    friendly,
    what_works,
)
from puzzlelib.widgets.playground_race import RaceReplay, RaceTab  # noqa: F401
from puzzlelib.widgets.sentences import without_python_call
from puzzlelib.widgets.static import StaticWhenGraded

__all__ = ["Playground", "PlayTab", "WatchTab", "RaceTab", "ParityTab", "friendly", "page_language",
           "PRESETS", "WATCH_METHODS", "HEURISTIC_CHOICES", "RACE_METHODS", "PageGame"]


# ---------------------------------------------------------------------------------------------- Play
class PageGame(PuzzleGame):
    """The game with the page's error sentences: what went wrong, without the Python call that fixes it
    (the lessons' game names one, which means nothing to a student on this page)."""

    def _safely(self, action, *args) -> None:
        try:
            action(*args)
        except Exception as exc:  # noqa: BLE001 - the page must never show a traceback
            self._say(friendly(exc))

    def _build(self, start, pieces) -> None:
        """The lessons' game, its controls beside the board rather than under it: at 150% zoom on an
        800 px screen, Hint and Solve stay above the fold (on a narrower page the row wraps)."""
        super()._build(start, pieces)
        self.view.note = ""  # the tab's instructions already say how to slide
        board, *controls, player_box = self.children
        side = widgets.VBox(controls, layout=widgets.Layout(flex="1 1 320px", min_width="0"))
        self.children = [widgets.HBox([board, side], layout=widgets.Layout(flex_flow="row wrap", grid_gap="16px",
                                                                           align_items="flex-start")),
                         player_box]


class PlayTab(Section):
    """The game (with its game code and code box), and a choice of size and of numbers or a picture."""

    name = "play"
    SIZES = {"3 x 3": 3, "4 x 4": 4, "5 x 5": 5}

    def __init__(self, *, seed=None):
        super().__init__(_("Click a tile next to the gap (or use the arrow keys) to put the numbers in order; "
                           "type a game code to play the same board as everyone else."))
        self._rng = random.Random(seed)
        self.size = widgets.ToggleButtons(options=list(self.SIZES.items()), value=3, description=_("size"))
        self.size.add_class("puzzlelib-size")
        self.look = widgets.ToggleButtons(options=[(_("numbers"), "numbers"), (_("picture"), "picture")],
                                          value="numbers", description=_("tiles"))
        self.look.add_class("puzzlelib-look")
        self.look.layout.display = None if all(map(available, ("numpy", "PIL", "matplotlib"))) else "none"  # the picture's needs
        self.game_box = widgets.VBox()
        self.game: PuzzleGame | None = None
        self._quiet = False
        self.size.observe(lambda _: self._changed(), names="value")
        self.look.observe(lambda _: self._changed(keep_board=True), names="value")
        self._layout(widgets.HBox([self.size, self.look]), self.game_box)
        self.new_game()

    @property
    def code(self) -> str | None:
        """The game code of the board being played (None for a board without one)."""
        return self.game.code if self.game is not None else None

    def new_game(self, code: str | None = None) -> PuzzleGame:
        """A new game of the chosen size and look: the board ``code`` names, or a fresh shuffle."""
        picture = True if self.look.value == "picture" else None
        if code is not None:
            self.game = PageGame(code=code, picture=picture)
        else:
            side = self.size.value or 3
            self.game = PageGame(side, picture=picture, seed=self._rng.randrange(2**32))
        self.game.code_input.observe(lambda _: self._follow_game_size(), names="value")
        self.game_box.children = (self.game,)
        return self.game

    def play_code(self, code: str):
        """Play the board a game code names, as typing it into the game's code box does."""
        self.game.code_input.value = code
        return self.game.board

    def _follow_game_size(self) -> None:
        """A typed code may name another size: the size buttons follow the board on screen."""
        board = self.game.board
        side = board.rows if board.rows == board.cols and board.rows in self.SIZES.values() else None
        self._quiet = True
        try:
            self.size.value = side
            self.look.value = "picture" if self.game.view.pieces else "numbers"  # a new shape plays numbers
        finally:
            self._quiet = False

    def _changed(self, keep_board: bool = False) -> None:
        if not self._quiet:
            self.safely(self.new_game, self.code if keep_board else None)


# ---------------------------------------------------------------------------------------------- Watch
class WatchTab(Section):
    """A recorded search in a :class:`SearchExplorer`: choose a board, a method and a heuristic, then Search."""

    name = "watch"

    def __init__(self, *, start: bool = True):
        super().__init__(_("Choose a board, a method and a heuristic, press Search, then step or play the "
                           "search to see the open list, the closed list and the tree grow."))
        self.picker = BoardPicker("8-puzzle, 8 moves to go")
        self.method = widgets.Dropdown(options=list(WATCH_METHODS.items()), value="astar", description=_("method"),
                                       layout=widgets.Layout(width="300px"))
        self.method.add_class("puzzlelib-method-menu")
        self.heuristic = widgets.Dropdown(options=[(_(name), key) for name, key in HEURISTIC_CHOICES.items()],
                                          value="manhattan", description=_("heuristic"), layout=widgets.Layout(width="300px"))
        self.heuristic.add_class("puzzlelib-heuristic-menu")
        self.run_button = widgets.Button(description=_("Search"), icon="search", button_style="primary")
        self.run_button.add_class("puzzlelib-run-search")
        self.explorer_box = widgets.VBox()
        self.explorer = None
        self.result = None
        self.method.observe(self._method_changed, names="value")
        self.picker.preset.observe(lambda _: self._offer_methods(), names="value")
        self.run_button.on_click(lambda _: self.safely(self.run))
        self._layout(self.picker, widgets.HBox([self.method, self.heuristic, self.run_button]), self.explorer_box)
        if start:
            self.safely(self.run)

    def show_first_search(self) -> None:
        """Show the first search if none has run yet (the page runs it when the tab is first opened,
        so the page itself is ready sooner)."""
        if self.explorer is None and self.result is None and not self.problem:
            self.safely(self.run)

    def _method_changed(self, change) -> None:
        self.heuristic.disabled = not get_method(change["new"]).uses_heuristic  # BFS never looks at one

    def _offer_methods(self) -> None:
        """The method menu offers only methods that finish on the chosen preset (see WATCH_NOT_OFFERED)."""
        left_out = WATCH_NOT_OFFERED.get(self.picker.preset_name, ())
        options = [(label, m) for label, m in WATCH_METHODS.items() if m not in left_out]
        if [m for _, m in options] != [m for _, m in self.method.options]:
            current = self.method.value
            self.method.options = options
            self.method.value = current if current not in left_out else "astar"

    def safely(self, action, *args, **kwargs):
        """As :meth:`Section.safely`, and a give-up names a method that works on this board."""
        self.say("")
        try:
            return action(*args, **kwargs)
        except SearchLimitError as exc:
            try:
                board = _read_board(self.picker.text, "the board box")
                advice = what_works(board, self.method.value, self.heuristic.value)
            except Exception:  # noqa: BLE001 - the advice is a courtesy; the give-up is still said
                advice = None
            self.say(friendly(exc, advice))
            return None
        except Exception as exc:  # noqa: BLE001 - the page must never show a traceback
            self.say(friendly(exc))
            return None

    def run(self):
        """Record the search on the board in the box and show it in a fresh explorer."""
        from puzzlelib.search import solve
        from puzzlelib.widgets.explorer import SearchExplorer

        self.explorer_box.children = ()  # a failed search leaves no stale explorer behind its sentence
        self.explorer = None
        board = _read_board(self.picker.text, "the board box")
        if board.size > WATCH_MAX_CELLS:
            raise PuzzleError(_("A {rows} x {cols} board grows a tree too big to watch here: use a 3 x 3 or 4 x 4 "
                                "board (the Race tab solves bigger ones row by row)").format(rows=board.rows,
                                                                                              cols=board.cols))
        self.result = solve(board, method=self.method.value, heuristic=self.heuristic.value, record=True,
                            **WATCH_BUDGET)
        self.explorer = SearchExplorer(self.result, tree=True)
        self.explorer_box.children = (self.explorer,)
        return self.explorer


# ---------------------------------------------------------------------------------------------- Parity
class ParityTab(Section):
    """Type a board or click two tiles to swap them: solvable or not, and why."""

    name = "parity"
    SIZES = {"3 x 3": 3, "4 x 4": 4}

    def __init__(self):
        super().__init__(_("Type a board (0 is the gap) or click two tiles to swap them: the lab says whether "
                           "it can be solved, and why."))
        self.size = widgets.ToggleButtons(options=list(self.SIZES.items()), value=3, description=_("size"))
        self.size.add_class("puzzlelib-size")
        self.box = widgets.Text(placeholder=_("e.g. {board}").format(board="1 2 3 / 4 5 6 / 8 7 0"), continuous_update=False,
                                layout=widgets.Layout(width="300px"))
        self.box.add_class("puzzlelib-board-input")
        self.check_button = widgets.Button(description=_("Check"), icon="check")
        self.check_button.add_class("puzzlelib-parity-check")
        self.fix_button = widgets.Button(description=_("Swap two tiles to fix it"), icon="exchange",
                                         layout=widgets.Layout(width="auto"))
        self.fix_button.add_class("puzzlelib-parity-fix")
        self.grid = widgets.GridBox()
        self.grid.add_class("puzzlelib-parity-grid")
        self.verdict_view = widgets.HTML()
        self.verdict_view.add_class("puzzlelib-parity-verdict")
        self.board = Board.goal(3, 3)
        self.selected: int | None = None
        self.cell_buttons: list[widgets.Button] = []
        self._quiet = False
        self._rng = random.Random()
        self.size.observe(lambda change: self.safely(self.deal, change["new"])
                          if not self._quiet and change["new"] else None, names="value")
        self.check_button.on_click(lambda _: self.safely(self.check, self.box.value))
        self.box.observe(lambda change: self.safely(self.check, change["new"]) if change["new"] else None,
                         names="value")
        self.fix_button.on_click(lambda _: self.safely(self.fix))
        self._layout(widgets.HBox([self.size]),
                     widgets.HBox([self.box, self.check_button], layout=widgets.Layout(grid_gap="8px")),
                     widgets.HBox([self.grid, self.verdict_view], layout=widgets.Layout(grid_gap="24px")),
                     self.fix_button)
        self.show(Board.parse("1 2 3 / 4 5 6 / 8 7 0"))

    @property
    def solvable(self) -> bool:
        return is_solvable(self.board)

    @property
    def verdict(self) -> str:
        """The verdict and explanation, as plain text."""
        return unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", self.verdict_view.value))).strip()

    def check(self, text: str) -> Board:
        """Read a typed board and explain it; a board that cannot be read clears the old verdict."""
        try:
            board = _read_board(text, "the board box")
        except PuzzleError:
            self.verdict_view.value = ""  # the verdict beside the message would be the previous board's
            self.fix_button.layout.display = "none"
            raise
        return self.show(board)

    def click(self, cell: int) -> None:
        """The first click picks a tile, the second swaps it with the first (clicking it again lets go)."""
        if self.selected is None:
            self.selected = cell
            self._draw_grid()
        elif self.selected == cell:
            self.selected = None
            self._draw_grid()
        else:
            first, self.selected = self.selected, None
            self.show(self.board.swap_cells(first, cell))

    def deal(self, side: int) -> Board:
        """A random arrangement of a ``side x side`` board, solvable or not (a coin toss)."""
        from puzzlelib.shuffle import fisher_yates

        return self.show(fisher_yates(self._rng, side, side))

    def fix(self) -> Board:
        """Make the board solvable the way the lessons do (swap two tiles, never the blank)."""
        return self.show(make_solvable(self.board))

    def show(self, board: Board) -> Board:
        self.board = board
        self.selected = None
        self._quiet = True
        try:
            self.size.value = board.cols if board.rows == board.cols and board.cols in self.SIZES.values() else None
        finally:
            self._quiet = False
        self._draw_grid()
        ok = is_solvable(board)
        pairs = inversion_pairs(board)
        count = inversions(board)
        listed = ", ".join(_("{a} before {b}").format(a=a, b=b) for a, b in pairs[:24]) + (" ..." if len(pairs) > 24 else "")
        explanation = without_python_call(explain_solvability(board))
        headline = _("Solvable") if ok else _("Not solvable")
        counted = ngettext("{count} inversion", "{count} inversions", count).format(count=count)
        lines = [f"<div class='puzzlelib-parity-headline'>{headline}</div>",
                 f"<div><b>{counted}</b> " + _("(a larger tile read before a smaller one)")
                 + (f": {escape(listed)}" if pairs else "") + "</div>"]
        if board.cols % 2 == 0:
            row, total = board.blank_pos[0], invariant_sum(board)
            rule = _("<b>Blank-row rule</b> (even width): the gap is in row {number} from the top, so {count} + "
                     "{row} = {total}, which is {parity}.").format(number=row + 1, count=count, row=row, total=total,
                                                                  parity=_("odd") if total % 2 else _("even"))
            lines.append(f"<div>{rule}</div>")
        lines.append(f"<div class='puzzlelib-parity-why'>{escape(explanation)}</div>")
        self.verdict_view.value = (f"<div class='puzzlelib-parity-box' data-solvable='{str(ok).lower()}'>"
                                   + "".join(lines) + "</div>")
        self.fix_button.layout.display = None if not ok else "none"
        text = board.to_text()
        if self.box.value and self.box.value.strip() != text:
            self.box.value = text
        return board

    def _draw_grid(self) -> None:
        board = self.board
        side = 54 if board.cols <= 4 else 48
        if len(self.cell_buttons) != board.size or self.grid.layout.grid_template_columns != f"repeat({board.cols}, {side}px)":
            self.cell_buttons = []
            for cell in range(board.size):
                button = widgets.Button(layout=widgets.Layout(width=f"{side}px", height=f"{side}px"))
                button.add_class("puzzlelib-parity-cell")
                button.style.font_weight = "bold"
                button.style.font_size = "20px"
                button.on_click(lambda _, cell=cell: self.safely(self.click, cell))
                self.cell_buttons.append(button)
            self.grid.children = self.cell_buttons
            self.grid.layout = widgets.Layout(grid_template_columns=f"repeat({board.cols}, {side}px)",
                                              grid_gap="4px", width="max-content")
        for cell, (button, tile) in enumerate(zip(self.cell_buttons, board.tiles, strict=True)):
            button.description = "\u00a0" if tile == 0 else str(tile)
            button.tooltip = (_("the gap") if tile == 0
                              else _("tile {tile}: click, then click another tile to swap").format(tile=tile))
            button.button_style = "warning" if cell == self.selected else ("info" if tile == 0 else "")


# ---------------------------------------------------------------------------------------------- page
#: The page's style sheet, ``playground.css`` next to this module, as the ``<style>`` element the page starts with.
PLAYGROUND_CSS = "<style>\n" + Path(__file__).with_name("playground.css").read_text(encoding="utf-8") + "</style>\n"


class Playground(StaticWhenGraded, widgets.VBox):
    """Four tabs (Play, Watch a search, Race, Parity lab) with no code to read; see the module docstring.

    ``size="large"`` shows every text at 18 px or more, for a projector. ``lang="zh-CN"`` shows the page in
    Chinese (it calls :func:`~puzzlelib.i18n.set_language`, so later messages follow); without it the
    page's address decides (Voila: ``?lang=zh-CN``, see :func:`page_language`), else
    :func:`~puzzlelib.i18n.get_language`.
    The tabs are attributes (``.play``, ``.watch``, ``.race``, ``.parity``) so code and tests can drive
    them as a student would: choose options, ``.click()`` buttons, read what changed.
    """

    TITLES = (N_("Play"), N_("Watch a search"), N_("Race"), N_("Parity lab"))

    def __init__(self, *, seed=None, size=None, lang: str | None = None):
        super().__init__()
        lang = lang if lang is not None else page_language()
        if lang is not None:  # the page's kernel speaks this language from now on (clicks come later)
            set_language(lang)
        self.language = get_language()
        self.play = PlayTab(seed=seed)
        self.watch = WatchTab(start=False)
        self.race = RaceTab()
        self.parity = ParityTab()
        self.tabs = widgets.Tab(children=[self.play, self.watch, self.race, self.parity])
        self.tabs.titles = tuple(_(title) for title in self.TITLES)
        self.tabs.observe(lambda change: self.watch.show_first_search() if change["new"] == 1 else None, names="selected_index")
        large = mark_large(self, size)  # size="large": every text at least 18 px, for a projector
        self.children = [widgets.HTML(PLAYGROUND_CSS + (LARGE_CSS if large else "")
                                      + "<div class='puzzlelib-title'>" + _("Sliding-puzzle playground") + "</div>"), self.tabs]
        self.add_class("puzzlelib-playground")
