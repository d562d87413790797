"""Pictures of puzzles and searches (matplotlib, networkx): import explicitly, ``from puzzlelib.draw import ...``.

- :func:`draw_board`: one board, numbered or picture tiles, next tile and misplaced tiles highlighted.
- :func:`draw_path`: a film strip of a solution.
- :func:`animate`: a solution as a matplotlib animation (save as GIF or HTML for slides).
- :func:`draw_heap`: a binary heap as the complete binary tree it is, with the list underneath.
- :func:`draw_search_tree`: the tree a recorded search explored, coloured by state.
- :func:`plot_comparison`: nodes expanded, time and length per method from :func:`puzzlelib.compare.compare`.
- :func:`plot_store_growth`: the boards A* stores against the length of the solution (lesson 10).
- :func:`draw_patterns`: a board and what each pattern database sees of it (lesson 11).
- :data:`PALETTE`: the colours of start, goal, frontier, expanded and path, used everywhere;
  :data:`METHOD_COLORS` and :func:`method_color`: one colour per search method in every chart.
"""

from puzzlelib.draw.animation import animate
from puzzlelib.draw.boards import draw_board, draw_path, tile_patches
from puzzlelib.draw.charts import plot_comparison
from puzzlelib.draw.heap import draw_heap
from puzzlelib.draw.memory import plot_store_growth
from puzzlelib.draw.patterns import draw_patterns
from puzzlelib.draw.palette import METHOD_COLORS, PALETTE, STATE_KEYS, STATE_NAMES, method_color
from puzzlelib.draw.picture import cut_picture, load_picture
from puzzlelib.draw.steps import Step, solution_steps
from puzzlelib.draw.tree import draw_search_tree, tree_status

__all__ = [
    "METHOD_COLORS",
    "PALETTE",
    "STATE_KEYS",
    "STATE_NAMES",
    "Step",
    "animate",
    "cut_picture",
    "draw_board",
    "draw_heap",
    "draw_path",
    "draw_patterns",
    "draw_search_tree",
    "load_picture",
    "method_color",
    "plot_comparison",
    "plot_store_growth",
    "solution_steps",
    "tile_patches",
    "tree_status",
]
