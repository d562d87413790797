"""Pictures of puzzles and searches (matplotlib, networkx): import explicitly, ``from puzzlelib.draw import ...``.

- :func:`draw_board`: one board, numbered or picture tiles, next tile and misplaced tiles highlighted.
- :func:`draw_boards`: several boards side by side, each with a caption, sized for a projector.
- :func:`draw_path`: a film strip of a solution.
- :func:`animate`: a solution as a matplotlib animation (save as GIF or HTML for slides).
- :func:`draw_heap`: a binary heap as the complete binary tree it is, with the list underneath.
- :func:`draw_search_tree`: the tree a recorded search explored, coloured by state.
- :func:`plot_comparison`: nodes expanded, time and length per method from :func:`puzzlelib.compare.compare`.
- :func:`plot_moves_left`: the true moves left along a search's road, each move away from the goal marked.
- :func:`bar_chart`, :func:`line_chart`: a lesson's own counts as a chart in one line (names never
  rotated and shrunk, a reference line named in the legend, values from zero, log axes named).
- :func:`course_style`, :func:`use_course_style`: the one style of every picture (14 pt text, 12 pt
  ticks, 2 px lines, colours at least 3:1 in the light and the dark theme); :func:`check_figure`
  lists what a figure would lose on a projector, and :func:`watch_figures` checks every figure a
  notebook shows from then on.
- :data:`PALETTE`: the colours of start, goal, frontier, expanded and path, used everywhere;
  :data:`METHOD_COLORS` and :func:`method_color`: one colour per search method in every chart.
"""

from puzzlelib.draw.animation import animate
from puzzlelib.draw.boards import draw_board, draw_boards, draw_path, tile_patches
from puzzlelib.draw.charts import bar_chart, line_chart, plot_comparison
from puzzlelib.draw.check import FigureProblem, check_figure
from puzzlelib.draw.heap import draw_heap
from puzzlelib.draw.lessons import plot_moves_left
from puzzlelib.draw.palette import METHOD_COLORS, PALETTE, STATE_KEYS, STATE_NAMES, method_color
from puzzlelib.draw.picture import cut_picture, load_picture
from puzzlelib.draw.steps import Step, solution_steps
from puzzlelib.draw.style import SERIES_COLORS, course_style, use_course_style
from puzzlelib.draw.tree import draw_search_tree, tree_status
from puzzlelib.draw.watch import watch_figures

__all__ = [
    "FigureProblem",
    "METHOD_COLORS",
    "PALETTE",
    "SERIES_COLORS",
    "STATE_KEYS",
    "STATE_NAMES",
    "Step",
    "animate",
    "bar_chart",
    "check_figure",
    "course_style",
    "cut_picture",
    "draw_board",
    "draw_boards",
    "draw_heap",
    "draw_path",
    "draw_search_tree",
    "line_chart",
    "load_picture",
    "method_color",
    "plot_comparison",
    "plot_moves_left",
    "solution_steps",
    "tile_patches",
    "tree_status",
    "use_course_style",
    "watch_figures",
]
