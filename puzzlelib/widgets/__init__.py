"""Interactive views (ipywidgets): import explicitly, ``from puzzlelib.widgets import ...``.

Every widget is an ``ipywidgets.VBox``: display it by leaving it last in a cell.

- :class:`SolutionPlayer`: step through a solution (slider, Play/Pause, step buttons, speed, caption).
- :class:`PuzzleGame`: play with clicks; Shuffle, Undo, move counter, Hint, Solve; numbers or a picture.
- :class:`SearchExplorer`: a recorded search one expansion at a time: open and closed tables, the tree.
- :class:`GridExplorer`: BFS, greedy and A* spreading over the ant's grid.

CSS classes on the sub-widgets, for browser tests and styling:

- ``puzzlelib-player``, ``puzzlelib-game``, ``puzzlelib-explorer``, ``puzzlelib-grid-explorer``:
  the whole SolutionPlayer, PuzzleGame, SearchExplorer, GridExplorer.
- ``puzzlelib-board``: the board, an HTML table (player, explorer) or a GridBox of tile buttons (game).
  Inside an HTML board: ``<table class="puzzlelib-board-table">``, cells ``puzzlelib-cell`` with a
  ``data-tile`` attribute (0 = blank), the blank also ``puzzlelib-blank``, the next tile ``puzzlelib-next``.
- ``puzzlelib-tile``: each clickable tile button of the game, in row-major order (the blank's text is a
  no-break space); ``puzzlelib-piece``: each picture piece (picture mode); ``puzzlelib-solved``: added to
  the game's board when solved.
- ``puzzlelib-caption``: the caption of the player and of the explorers.
- ``puzzlelib-moves-counter``: the game's "moves: N"; ``puzzlelib-message``: its message line (hints,
  "Solved in N moves!", "working..."); buttons ``puzzlelib-shuffle``, ``puzzlelib-undo``,
  ``puzzlelib-hint``, ``puzzlelib-solve``; ``puzzlelib-player-box``: where Solve puts its player.
- ``puzzlelib-controls``: the row of step controls, holding ``puzzlelib-play`` (an ipywidgets Play),
  ``puzzlelib-back``, ``puzzlelib-slider``, ``puzzlelib-forward``, ``puzzlelib-speed`` (a Dropdown).
- ``puzzlelib-open-table``, ``puzzlelib-closed-table``: the explorer's tables (the widget and the
  ``<table>`` inside carry the class); the row of the node being expanded has ``puzzlelib-current``.
- ``puzzlelib-tree``: the explorer's tree picture (an Image); ``puzzlelib-tree-toggle``: its checkbox.
- ``puzzlelib-grid``: the grid explorer's grid; cells ``puzzlelib-gridcell`` with ``data-status``
  (start, goal, wall, open, closed, current, path, empty) and class ``puzzlelib-<status>``;
  ``puzzlelib-method``: its method menu.
"""

from puzzlelib.widgets.explorer import SearchExplorer
from puzzlelib.widgets.game import PuzzleGame
from puzzlelib.widgets.grid import GridExplorer
from puzzlelib.widgets.player import SolutionPlayer

__all__ = ["GridExplorer", "PuzzleGame", "SearchExplorer", "SolutionPlayer"]
