"""What every tab of the playground shares: the boards and methods it offers, the budgets that keep it
quick, the one-sentence answers a student gets, a tab's frame and the board picker.

The tabs themselves are in :mod:`puzzlelib.widgets.playground` (Play, Watch, Parity lab, the page) and
:mod:`puzzlelib.widgets.playground_race` (Race).
"""

from __future__ import annotations

import re
from html import escape, unescape

import ipywidgets as widgets

from puzzlelib.board import Board
from puzzlelib.errors import PuzzleError
from puzzlelib.i18n import N_, _
from puzzlelib.search.methods import get_method
from puzzlelib.widgets.sentences import PYTHON_CALL as _PYTHON_CALL  # noqa: F401 - its old name here
from puzzlelib.widgets.sentences import friendly
from puzzlelib.widgets.sentences import read_board as _read_board  # noqa: F401 - the tabs read boards with it

__all__ = ["PRESETS", "WATCH_METHODS", "HEURISTIC_CHOICES", "RACE_METHODS", "ROW_BY_ROW", "BIG_BOARD_CELLS",
           "WATCH_BUDGET", "WATCH_NOT_OFFERED", "RACE_BUDGET", "RACE_TICKS", "WATCH_MAX_CELLS",
           "friendly", "what_works", "Section", "BoardPicker"]

PRESETS = {
    N_("8-puzzle, 3 moves to go"): "1 2 3 / 0 4 6 / 7 5 8",
    N_("8-puzzle, 8 moves to go"): "2 3 6 / 1 0 5 / 4 7 8",
    N_("8-puzzle, 14 moves to go"): "1 2 3 / 4 0 8 / 5 7 6",
    N_("8-puzzle, 31 moves (the hardest)"): "8 6 7 / 2 5 4 / 3 0 1",
    N_("15-puzzle, 8 moves to go"): "5 1 3 4 / 9 2 7 8 / 0 6 10 11 / 13 14 15 12",
    N_("15-puzzle, 26 moves to go"): "1 2 7 3 / 13 5 4 0 / 6 8 11 15 / 10 9 12 14",
}
"""Boards a teacher can pick without typing (text in the slash notation a student can edit)."""


WATCH_METHODS = {get_method(m).label(): m for m in ("bfs", "scored", "greedy", "astar", "idastar")}
HEURISTIC_CHOICES = {N_("Manhattan distance"): "manhattan", N_("misplaced tiles"): "misplaced",
                     N_("linear conflict"): "linear_conflict"}
RACE_METHODS = {get_method(method).label(words): (method, heuristic) for method, heuristic, words in (
    ("bfs", "manhattan", ""), ("scored", "manhattan", ""), ("greedy", "manhattan", ""),
    ("astar", "misplaced", "misplaced"), ("astar", "manhattan", "Manhattan"), ("idastar", "manhattan", "Manhattan"),
    ("row_by_row", None, ""))}
"""The race's entrants: a label and (method, heuristic). Row by row is no search: it places the tiles
as a person does and finishes on any board, so it is the entrant for boards beyond 4 x 4."""
ROW_BY_ROW = get_method("row_by_row").label("")
BIG_BOARD_CELLS = 16
"""Boards with more cells than this (5 x 5 and up) are raced by row by row alone unless other
methods are ticked: every search gives up on them within the race's budget."""

WATCH_BUDGET = {"max_nodes": 15_000, "time_limit": 10.0}
"""A recorded search keeps every node for the explorer: the hardest 8-puzzle's A* (6,744 expansions)
and IDA* (14,195) fit, and recording either takes about a second."""

WATCH_NOT_OFFERED = {"8-puzzle, 31 moves (the hardest)": ("bfs",), "15-puzzle, 26 moves to go": ("bfs",)}
"""Methods the Watch tab leaves out of its menu for a preset, because they cannot finish within
:data:`WATCH_BUDGET` there (BFS would need about 180,000 expansions on the hardest 8-puzzle).
``tests/test_widgets_playground.py`` runs every preset with every method: what is offered finishes,
what is left out does not."""
RACE_BUDGET = {"max_nodes": 20_000, "time_limit": 3.0}
"""Each racer's budget: a race of six methods ends within about 20 s however hard the board."""
RACE_TICKS = 20
WATCH_MAX_CELLS = 16

def what_works(board: Board, method: str, heuristic: str | None) -> str:
    """What to try when ``method`` gave up on ``board`` within the Watch tab's budget: A* with
    Manhattan distance when that finishes (and is not what was tried), else row by row in the Race tab
    (it finishes on any board)."""
    from puzzlelib.search import solve

    if (method, heuristic) != ("astar", "manhattan") and board.size <= WATCH_MAX_CELLS:
        try:
            solve(board, method="astar", heuristic="manhattan", **WATCH_BUDGET)
        except PuzzleError:
            pass
        else:
            return _("A* with Manhattan distance solves this board within it")
    return _("no search here finishes on it within the budget; row by row (in the Race tab) places the "
             "tiles as a person does and solves it, or try a board with fewer moves to go")


class Section(widgets.VBox):
    """A tab: one sentence of instructions, the tab's widgets, and a message line for problems."""

    name = "section"

    def __init__(self, instructions: str, **kwargs):
        super().__init__(**kwargs)
        self.instructions = widgets.HTML(f"<div class='puzzlelib-instructions-text'>{escape(instructions)}</div>")
        self.instructions.add_class("puzzlelib-instructions")
        self.problem_view = widgets.HTML()
        self.problem_view.add_class("puzzlelib-problem")
        self.add_class(f"puzzlelib-tab-{self.name}")

    @property
    def problem(self) -> str:
        """The sentence on the message line (empty when the last action worked)."""
        return unescape(re.sub(r"<[^>]+>", "", self.problem_view.value))

    def say(self, sentence: str) -> None:
        self.problem_view.value = (f"<div class='puzzlelib-problem-text' role='alert'>{escape(sentence)}</div>"
                                   if sentence else "")

    def safely(self, action, *args, **kwargs):
        """Run a student's action; any error becomes one sentence on the message line (returns None).
        The line is cleared first, so a sentence the action itself says stays."""
        self.say("")
        try:
            return action(*args, **kwargs)
        except Exception as exc:  # noqa: BLE001 - the page must never show a traceback
            self.say(friendly(exc))
            return None

    def _layout(self, *rows) -> None:
        self.children = [self.instructions, *rows, self.problem_view]


# ---------------------------------------------------------------------------------------------- boards
class BoardPicker(widgets.HBox):
    """A menu of ready boards and a text box: choosing from the menu fills the box; ``.text`` is what runs."""

    def __init__(self, default: str):
        super().__init__(layout=widgets.Layout(align_items="center", grid_gap="8px"))
        self.preset = widgets.Dropdown(options=[(_(name), text) for name, text in PRESETS.items()]
                                       + [(_("my own board"), "")],
                                       value=PRESETS[default], description=_("board"),
                                       layout=widgets.Layout(width="330px"))
        self.preset.add_class("puzzlelib-board-preset")
        self.box = widgets.Text(value=PRESETS[default], layout=widgets.Layout(width="300px"),
                                placeholder=_("e.g. {board}").format(board="1 2 3 / 4 0 6 / 7 5 8"))
        self.box.add_class("puzzlelib-board-input")
        self.preset.observe(self._picked, names="value")
        self.box.observe(self._typed, names="value")
        self.children = [self.preset, self.box]

    def _picked(self, change) -> None:
        if change["new"]:
            self.box.value = change["new"]

    def _typed(self, change) -> None:
        """A typed board switches the menu: to the preset it is, else to "my own board"."""
        try:
            typed = Board.coerce(change["new"], "the board box")
        except PuzzleError:
            typed = None
        match = next((text for text in PRESETS.values() if typed is not None and Board.parse(text) == typed), "")
        if self.preset.value != match:
            self.preset.value = match

    @property
    def preset_name(self) -> str | None:
        """The name of the preset chosen (None for "my own board")."""
        return next((name for name, text in PRESETS.items() if text == self.preset.value), None)

    @property
    def text(self) -> str:
        return self.box.value


