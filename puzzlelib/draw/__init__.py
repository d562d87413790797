"""Pictures of puzzles and searches (matplotlib, networkx): import explicitly, ``from puzzlelib.draw import ...``.

- :func:`draw_board`: one board, numbered or picture tiles, next tile and misplaced tiles highlighted.
- :func:`draw_boards`: several boards side by side, each with a caption, sized for a projector.
- :func:`draw_path`: a film strip of a solution.
- :func:`animate`: a solution as a matplotlib animation (save as GIF or HTML for slides).
- :func:`draw_heap`: a binary heap as the complete binary tree it is, with the list underneath;
  :func:`draw_sift_up`: a push into it, one panel per swap.
- :func:`code_diff`: two functions as a diff (lesson 7 lays A* over the scored search);
  :func:`lesson_code`: a function as an earlier lesson wrote it, to lay a later one over.
- :func:`draw_search_tree`: the tree a recorded search explored, coloured by state.
- :func:`plot_comparison`: nodes expanded, time and length per method from :func:`puzzlelib.compare.compare`.
- :func:`plot_race` and :func:`plot_growth`: a race's per-depth medians as lines (lessons 8 and 9).
- :func:`plot_moves_left`: the true moves left along a search's road, each move away from the goal marked.
- :func:`bar_chart`, :func:`line_chart`: a lesson's own counts as a chart in one line (names never
  rotated and shrunk, a reference line named in the legend, values from zero, log axes named).
- :func:`course_style`, :func:`use_course_style`: the one style of every picture (14 pt text, 12 pt
  ticks, 2 px lines, colours at least 3:1 in the light and the dark theme); :func:`check_figure`
  lists what a figure would lose on a projector, and :func:`watch_figures` checks every figure a
  notebook shows from then on.
- :data:`PALETTE`: the colours of start, goal, frontier, expanded and path, used everywhere;
  :data:`METHOD_COLORS` and :func:`method_color`: one colour per search method in every chart.

The pictures need matplotlib, and the names load on first use, so that the modules that need none
(:mod:`~puzzlelib.draw.palette`, :mod:`~puzzlelib.draw.steps`) serve the widgets in a browser-only
Python (Pyodide) where matplotlib cannot be installed.
"""

import importlib

#: Each public name and the module that defines it; a name is imported the first time it is used.
_HOMES = {
    "animate": "animation",
    "draw_board": "boards", "draw_boards": "boards", "draw_path": "boards", "tile_patches": "boards",
    "bar_chart": "charts", "line_chart": "charts", "plot_comparison": "charts",
    "plot_growth": "charts_compare", "plot_race": "charts_compare",
    "CodeDiff": "code_diff", "LessonCode": "code_diff", "code_diff": "code_diff", "lesson_code": "code_diff",
    "FigureProblem": "check", "check_figure": "check",
    "CJK_FONTS": "fonts", "cjk_font": "fonts",
    "draw_heap": "heap",
    "draw_sift_up": "heap_steps", "sift_up_steps": "heap_steps",
    "plot_moves_left": "lessons",
    "plot_store_growth": "memory",
    "METHOD_COLORS": "palette", "PALETTE": "palette", "STATE_KEYS": "palette", "STATE_NAMES": "palette",
    "method_color": "palette",
    "draw_patterns": "patterns",
    "cut_picture": "picture", "load_picture": "picture",
    "Step": "steps", "solution_steps": "steps",
    "SERIES_COLORS": "style", "course_style": "style", "use_course_style": "style",
    "draw_search_tree": "tree", "tree_status": "tree",
    "watch_figures": "watch",
}

__all__ = sorted(_HOMES)


def __getattr__(name):
    if name in _HOMES:
        value = getattr(importlib.import_module(f"puzzlelib.draw.{_HOMES[name]}"), name)
        globals()[name] = value  # later look-ups skip this function
        return value
    raise AttributeError(f"module 'puzzlelib.draw' has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | set(__all__))
