"""puzzlelib: teach search with sliding-tile puzzles.

Only light modules are imported here (no matplotlib, ipywidgets, pandas or networkx), so that
``python -m puzzlelib`` starts fast. Pictures live in ``puzzlelib.draw``, widgets in
``puzzlelib.widgets`` and tables in ``puzzlelib.compare``.
"""

# The language every message is shown in (English or Simplified Chinese).
# isort: split
from puzzlelib.i18n import get_language, set_language

# Boards, their parity and shuffles.
# isort: split
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

# Problems, heuristics and the search engine.
# isort: split
from puzzlelib.heuristics import HEURISTICS, get_heuristic
from puzzlelib.problems import GridProblem, Problem, PuzzleProblem, ant_problem
from puzzlelib.result import SearchResult, SearchTrace
from puzzlelib.search import explore, solve
from puzzlelib.search.plan import plan_solution

# Larger boards: the tuned IDA* and the solvers that do not search.
# isort: split
from puzzlelib.search.fast_idastar import solve_idastar_puzzle
from puzzlelib.strategies import row_by_row, undo_shuffle

# numpy-backed names load on first use, so `import puzzlelib` does not pay for numpy.
_LAZY_NUMPY_NAMES = {"distance_table": "puzzlelib.statespace", "DistanceTable": "puzzlelib.statespace",
                     "pattern_heuristic": "puzzlelib.pdb", "PDBHeuristic": "puzzlelib.pdb"}
# ``compare`` is the module puzzlelib.compare, which is callable: ``compare(boards, methods)`` runs
# puzzlelib.compare.compare (pandas loads on first use).
_LAZY_MODULES = {"compare": "puzzlelib.compare"}


__all__ = [
    "set_language", "get_language",
    "Board",
    "PuzzleError", "InvalidBoardError", "InvalidMoveError", "UnsolvableError", "SearchLimitError",
    "check_solvable", "explain_solvability", "inversions", "is_solvable", "make_solvable", "polarity",
    "fisher_yates", "naive_swap_distribution", "naive_swap_shuffle", "random_solvable", "random_walk",
    "HEURISTICS", "get_heuristic",
    "Problem", "GridProblem", "PuzzleProblem", "ant_problem",
    "SearchResult", "SearchTrace",
    "solve", "explore", "plan_solution", "solve_idastar_puzzle", "row_by_row", "undo_shuffle",
    *_LAZY_NUMPY_NAMES, *_LAZY_MODULES,
]


def __getattr__(name):
    import importlib

    if name in _LAZY_NUMPY_NAMES:
        return getattr(importlib.import_module(_LAZY_NUMPY_NAMES[name]), name)
    if name in _LAZY_MODULES:
        return importlib.import_module(_LAZY_MODULES[name])
    raise AttributeError(f"module 'puzzlelib' has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | set(__all__))


__version__ = "0.1.0"
