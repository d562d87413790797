"""puzzlelib: teach search with sliding-tile puzzles.

Only light modules are imported here (no matplotlib, ipywidgets, pandas or networkx), so that
``python -m puzzlelib`` starts fast. Pictures live in ``puzzlelib.draw``, widgets in
``puzzlelib.widgets`` and tables in ``puzzlelib.compare``.
"""

# --- foundation (lead) ---
from puzzlelib.board import Board
from puzzlelib.errors import (
    InvalidBoardError,
    InvalidMoveError,
    PuzzleError,
    SearchLimitError,
    UnsolvableError,
)
from puzzlelib.parity import (
    check_solvable,
    explain_solvability,
    inversions,
    is_solvable,
    make_solvable,
    polarity,
)
from puzzlelib.shuffle import (
    fisher_yates,
    naive_swap_distribution,
    naive_swap_shuffle,
    random_solvable,
    random_walk,
)

# --- search (search helper) ---
# isort: split
from puzzlelib.heuristics import HEURISTICS, get_heuristic
from puzzlelib.problems import GridProblem, Problem, PuzzleProblem, ant_problem
from puzzlelib.result import SearchResult, SearchTrace
from puzzlelib.search import explore, solve

# --- beyond the 8-puzzle (fifteen helper) ---

__version__ = "0.1.0"
