"""Interactive views (ipywidgets): import explicitly, ``from puzzlelib.widgets import ...``.

Every widget is an ``ipywidgets.VBox``: display it by leaving it last in a cell.

- :class:`SolutionPlayer`: step through a solution (slider, Play/Pause, step buttons, speed, caption).
- :class:`PuzzleGame`: play with clicks; Shuffle, Undo, move counter, Hint, Solve; numbers or a picture.
- :class:`SearchExplorer`: a recorded search one expansion at a time: open and closed tables, the tree.
- :class:`GridExplorer`: BFS, greedy and A* spreading over the ant's grid.

CSS classes on the sub-widgets, for browser tests and styling:

========================== ==========================================================
``puzzlelib-player``       a SolutionPlayer (the whole widget)
``puzzlelib-game``         a PuzzleGame
``puzzlelib-explorer``     a SearchExplorer
``puzzlelib-grid-explorer`` a GridExplorer
``puzzlelib-board``        the board: HTML table (player, explorer) or GridBox of tiles (game)
``puzzlelib-board-table``  the ``<table>`` inside an HTML board; cells ``puzzlelib-cell``
                           with ``data-tile``; blank ``puzzlelib-blank``; next tile ``puzzlelib-next``
``puzzlelib-tile``         each clickable tile button of the game (in row-major order)
``puzzlelib-piece``        each picture piece image of the game (picture mode)
``puzzlelib-solved``       added to the game's board when solved
``puzzlelib-caption``      the player's / explorer's caption
``puzzlelib-moves-counter`` the game's "moves: N" label
``puzzlelib-message``      the game's message line (hints, "Solved in N moves!", "working...")
``puzzlelib-shuffle`` ``puzzlelib-undo`` ``puzzlelib-hint`` ``puzzlelib-solve``  the game's buttons
``puzzlelib-player-box``   where the game puts the player made by Solve
``puzzlelib-controls``     the row of step controls; inside: ``puzzlelib-play``, ``puzzlelib-back``,
                           ``puzzlelib-slider``, ``puzzlelib-forward``, ``puzzlelib-speed``
``puzzlelib-open-table`` ``puzzlelib-closed-table``  the explorer's tables (``<table>`` with the same class
                           inside); the row being expanded has class ``puzzlelib-current``
``puzzlelib-tree``         the explorer's tree picture (an Image); ``puzzlelib-tree-toggle`` its checkbox
``puzzlelib-grid``         the grid explorer's grid; cells ``puzzlelib-gridcell`` with ``data-status``
                           (start, goal, wall, open, closed, current, path, empty) and class
                           ``puzzlelib-<status>``
``puzzlelib-method``       the grid explorer's method menu
========================== ==========================================================
"""

from puzzlelib.widgets.explorer import SearchExplorer
from puzzlelib.widgets.game import PuzzleGame
from puzzlelib.widgets.grid import GridExplorer
from puzzlelib.widgets.player import SolutionPlayer

__all__ = ["GridExplorer", "PuzzleGame", "SearchExplorer", "SolutionPlayer"]
