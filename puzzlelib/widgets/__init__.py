"""Interactive views (ipywidgets): import explicitly, ``from puzzlelib.widgets import ...``.

Every widget is an ``ipywidgets.VBox``: display it by leaving it last in a cell.

- :class:`SolutionPlayer`: step through a solution (slider, Play/Pause, step buttons, speed, caption).
- :class:`PuzzleGame`: play with clicks or arrow keys; Shuffle (with a game code), Undo/Redo, move counter,
  Hint, Solve; numbers or a picture; ``PuzzleGame(code="A60-5QFK")`` plays a code.
- :class:`SearchExplorer`: a recorded search one expansion at a time: open list (in the search's own
  order) and closed list, the tree, "next f", and a mode where the student picks each board.
- :class:`GridExplorer`: BFS, greedy and A* spreading over the ant's grid, with its tree.
- :class:`TreeView`: the tree a recorded search explored, drawn by the browser at any step at once.
- :class:`HeapPlayer`: a push and a pop on a binary heap, one swap at a time (sift-up, sift-down).

Every player (SolutionPlayer, SearchExplorer, GridExplorer, HeapPlayer) has Play/Pause, step back,
step forward and a speed menu from 0.25x to 4x; on a focused board, tree or heap the arrow keys step
and Space plays or pauses.

Every board is one :class:`~puzzlelib.widgets.boardview.BoardView` (anywidget): tiles glide, the
game takes clicks (a whole line toward the gap) and arrow keys (the arrow moves a tile into the gap),
the player plays in the browser (Space plays/pauses, arrows step). Its JavaScript and CSS ship inside
the package and are sent inline, so nothing is fetched from the internet.

Under a grader (nbgrader, otter, ``jupyter nbconvert --execute``, or ``PUZZLELIB_WIDGETS=static``)
every widget shows a static picture and no comm message leaves the kernel, so grading never hangs on a
widget cell (:mod:`puzzlelib.widgets.static`); importing this package makes that decision, before any
widget is made.

CSS classes on the sub-widgets, for browser tests and styling:

- ``puzzlelib-player``, ``puzzlelib-game``, ``puzzlelib-explorer``, ``puzzlelib-grid-explorer``:
  the whole SolutionPlayer, PuzzleGame, SearchExplorer, GridExplorer.
- ``puzzlelib-board``: the board widget. Inside a BoardView: ``.puzzlelib-boardview`` (focusable,
  ``data-board`` = the tiles shown row-major with 0 for the gap, ``data-step``, ``data-painted``,
  class ``puzzlelib-solved`` on the goal), tiles ``.puzzlelib-tile`` with ``data-tile`` and
  ``data-cell`` and an aria-label such as "tile 5, can slide left", the gap ``.puzzlelib-blank``,
  the hinted/next tile ``.puzzlelib-next``, picture tiles ``.puzzlelib-picture``.
- ``puzzlelib-caption``: the caption of the player and of the explorers.
- ``puzzlelib-moves-counter``: the game's "moves: N"; ``puzzlelib-message``: the message line of the game
  and the explorer (hints, "Solved in N moves!", errors); buttons ``puzzlelib-shuffle``,
  ``puzzlelib-undo``, ``puzzlelib-redo``, ``puzzlelib-hint``, ``puzzlelib-solve``; ``puzzlelib-code``
  (the game code shown), ``puzzlelib-code-input`` and ``puzzlelib-play-code`` (type a code and play it);
  ``puzzlelib-player-box``: where Solve puts its player.
- ``puzzlelib-controls``: the row of step controls, holding ``puzzlelib-play`` (an ipywidgets Play),
  ``puzzlelib-back``, ``puzzlelib-slider``, ``puzzlelib-forward``, ``puzzlelib-speed`` (a Dropdown).
- ``puzzlelib-open-table``, ``puzzlelib-closed-table``: the explorer's tables (the widget and the
  ``<table>`` inside carry the class); the open list is in the search's own order, its first row
  ``puzzlelib-next-row``; the row of the node being expanded has ``puzzlelib-current``;
  ``puzzlelib-next-f``: the "next f" button; ``puzzlelib-drive-toggle``, ``puzzlelib-drive-list``,
  ``puzzlelib-expand``, ``puzzlelib-drive-note``: the mode where the student picks each board.
- ``puzzlelib-tree``: the explorer's and grid explorer's tree (a TreeView: ``.puzzlelib-treeview``
  with ``data-step``, nodes ``.puzzlelib-tree-node`` with ``data-id`` and ``data-status``, the line
  ``.puzzlelib-tree-message``, the hover card ``.puzzlelib-tree-detail``; see
  ``puzzlelib/widgets/treeview.py``); ``puzzlelib-tree-toggle``: its checkbox.
- ``puzzlelib-heap-player``: the HeapPlayer (``.puzzlelib-heapview`` with ``data-heap`` and
  ``data-step``; ``puzzlelib-heap-entry``, ``puzzlelib-heap-push``, ``puzzlelib-heap-pop``).
- ``puzzlelib-grid``: the grid explorer's grid; cells ``puzzlelib-gridcell`` with ``data-status``
  (start, goal, wall, open, closed, current, path, empty) and class ``puzzlelib-<status>``;
  ``puzzlelib-method``: its method menu.
"""

from puzzlelib.widgets.boardview import BoardView
from puzzlelib.widgets.explorer import SearchExplorer
from puzzlelib.widgets.game import PuzzleGame
from puzzlelib.widgets.grid import GridExplorer
from puzzlelib.widgets.heapplayer import HeapPlayer
from puzzlelib.widgets.player import SolutionPlayer
from puzzlelib.widgets.static import is_static
from puzzlelib.widgets.treeview import TreeView

is_static()  # decided before the first widget opens a comm

__all__ = ["BoardView", "GridExplorer", "HeapPlayer", "PuzzleGame", "SearchExplorer", "SolutionPlayer", "TreeView"]
