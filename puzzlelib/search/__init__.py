"""The search engine: one call, :func:`solve`, in front of every algorithm, and :func:`explore`.

==============  =========================================  ===================================
method          module                                     optimal?
==============  =========================================  ===================================
``bfs``         :mod:`puzzlelib.search.bfs`                yes (every move costs 1)
``scored``      :mod:`puzzlelib.search.scored`             no: the ant post's ``score*2+step``
``greedy``      :mod:`puzzlelib.search.best_first`         no
``astar``       :mod:`puzzlelib.search.best_first`         yes, with an admissible heuristic
``wastar``      :mod:`puzzlelib.search.best_first`         no (within ``weight`` x optimal)
``idastar``     :mod:`puzzlelib.search.idastar`            yes, with an admissible heuristic
``row_by_row``  :mod:`puzzlelib.strategies`                no
==============  =========================================  ===================================

Every algorithm takes a :class:`~puzzlelib.problems.Problem`, so ``solve`` accepts a board (and
builds a :class:`~puzzlelib.problems.PuzzleProblem`) or any problem, such as the ant's
:class:`~puzzlelib.problems.GridProblem`.
"""

from __future__ import annotations

import functools
from time import perf_counter

from puzzlelib.board import Board
from puzzlelib.budgeted import FunctionBudgetError, run_budgeted
from puzzlelib.errors import PuzzleError, SearchLimitError, arguments_checked
from puzzlelib.heuristics import Heuristic, _pattern_database_object, get_heuristic, pattern_database
from puzzlelib.parity import check_solvable
from puzzlelib.problems import Problem, PuzzleProblem, resolve_goal
from puzzlelib.result import SearchResult
from puzzlelib.search.best_first import astar, greedy, wastar
from puzzlelib.search.bfs import bfs
from puzzlelib.search.budgets import check_limits, check_max_depth
from puzzlelib.search.explore import Exploration, explore
from puzzlelib.search.fast_idastar import solve_idastar_puzzle, tuned_kind
from puzzlelib.search.idastar import idastar
from puzzlelib.search.methods import METHOD_RECORDS, METHODS, Method, get_method
from puzzlelib.search.scored import child_order_for, scored
from puzzlelib.search.walks import depth_first_path, greedy_walk
from puzzlelib.strategies import row_by_row

__all__ = ["solve", "explore", "Exploration", "METHODS", "METHOD_RECORDS", "Method", "get_method", "bfs", "scored",
           "greedy", "astar", "wastar", "idastar", "resolve_goal", "depth_first_path", "greedy_walk"]


@arguments_checked
def solve(board, goal=None, method: str = "astar", heuristic="manhattan", *, weight: float = 2.0,
          weight_h: float = 2, weight_g: float = 1, max_nodes: int | None = None,
          time_limit: float | None = None, max_depth: int | None = None, record: bool = False) -> SearchResult:
    """Solve a puzzle (or any :class:`~puzzlelib.problems.Problem`) and return a checked :class:`SearchResult`.

    Parameters
    ----------
    board : Board, str or Problem
        The start. Text is parsed with :meth:`Board.parse`. A Problem is searched as it is (its own
        goal and heuristic; ``goal`` and ``heuristic`` are then ignored).
    goal : Board, str or None
        The goal board, or a layout name (``"standard"``, ``"blank-first"``, ``"snail"``); default standard.
    method : str
        One of :data:`METHODS` or an alias such as ``"a*"`` (see the table in the module docstring and
        :func:`~puzzlelib.search.methods.get_method`).
    heuristic : str, Heuristic or callable
        ``"manhattan"``, ``"misplaced"``, ``"linear_conflict"``, ``"manhattan+blank"``, ``"zero"``,
        ``"pdb"``, an alias such as ``"md"`` or ``"lc"``, a pattern database, or a function
        ``h(board)``; resolved once by :func:`~puzzlelib.heuristics.get_heuristic`. IDA* with
        Manhattan, linear conflict or a pattern database (and ``record=False``) runs the tuned
        :func:`~puzzlelib.search.fast_idastar.solve_idastar_puzzle`.
    weight : float
        Weighted A*'s factor on h.
    weight_h, weight_g : float
        The scored search's weights: ``score * weight_h + step * weight_g`` (the ant post uses 2 and 1).
    max_nodes, time_limit, max_depth :
        Budgets: expansions, seconds, and (IDA*) the deepest bound to try.
    record : bool
        Keep a :class:`~puzzlelib.result.SearchTrace` in ``result.trace`` (for step-by-step views).

    Raises
    ------
    InvalidBoardError
        The board or goal cannot be read, or their shapes differ.
    UnsolvableError
        Start and goal have different parity; raised before any search starts.
    SearchLimitError
        A budget ran out; ``.stats`` and ``.result`` hold the partial statistics.

    Examples
    --------
    >>> r = solve("1 3 4 / 8 2 5 / 7 0 6", goal="snail", method="bfs")
    >>> "".join(r.moves), r.tiles, r.optimal
    ('RUULD', (6, 5, 4, 3, 2), True)
    >>> solve("1 2 3 / 4 5 6 / 0 7 8").moves
    ('R', 'R')

    See Also
    --------
    explore : distances from one board to every reachable board.
    """
    name = get_method(method).name
    run = functools.partial(_solve, board, goal, name, heuristic, weight=weight, weight_h=weight_h,
                            weight_g=weight_g, max_nodes=max_nodes, time_limit=time_limit, max_depth=max_depth,
                            record=record)
    who = _user_code(board, heuristic)
    if who is None:
        return run()
    _, seconds = check_limits(None, time_limit, default_nodes=1)
    return _user_code_within(run, seconds, name, who)


#: Seconds past its time limit that a search running someone else's code is stopped from outside, when a
#: single call to that code does not return (the search itself stops within a few hundredths of its limit).
USER_CODE_GRACE = 0.5


def _user_code(board, heuristic) -> str | None:
    """How a message names code the package did not write that this search would run (a heuristic function,
    a Problem subclass), or None when it runs only the package's own code."""
    if isinstance(board, Problem) and not type(board).__module__.startswith("puzzlelib."):
        return "your problem's methods"
    if callable(heuristic) and not isinstance(heuristic, Heuristic) and not _pattern_database_object(heuristic):
        return "your heuristic"
    return None


def _user_code_within(run, seconds: float, method: str, who: str) -> SearchResult:
    """``run()``, stopped from outside :data:`USER_CODE_GRACE` past ``seconds`` if a call into the user's
    code never returns (a loop, a sleep), which the search's own clock, read between expansions, cannot
    see: a :class:`~puzzlelib.errors.SearchLimitError` like any search out of time."""
    try:
        return run_budgeted(run, seconds=seconds + USER_CODE_GRACE, megabytes=None, who=who)
    except FunctionBudgetError as exc:
        if exc.kind != "time":
            raise
        raise SearchLimitError(f"{method} stopped at its budget (time_limit={seconds:g} s) inside {who}, which had "
                               "not returned; try it on one board and time it, or raise time_limit",
                               stats={"method": method, "seconds": round(seconds + USER_CODE_GRACE, 3)},
                               reason="time") from None


def _solve(board, goal, name: str, heuristic, *, weight, weight_h, weight_g, max_nodes, time_limit, max_depth,
           record) -> SearchResult:
    """:func:`solve` once the method is known (see there)."""
    limits = {"max_nodes": max_nodes, "time_limit": time_limit}
    if isinstance(board, Problem):
        problem = board
    else:
        board = Board.coerce(board, "solve")
        goal = board.resolve_goal(goal)
        check_solvable(board, goal)  # UnsolvableError, with the reason, before any work
        if name == "row_by_row":
            check_limits(max_nodes, time_limit, default_nodes=1)  # max_nodes unused by row_by_row, yet checked
            check_max_depth(max_depth)
            return _row_by_row(board, goal, time_limit)
        resolved = get_heuristic(heuristic)
        if name == "idastar" and not record and tuned_kind(resolved, board) is not None:
            return solve_idastar_puzzle(board, goal, resolved, max_nodes=max_nodes, time_limit=time_limit,
                                        max_depth=max_depth)
        problem, limits = _problem_within_limit(board, goal, resolved, limits)
    if name == "bfs":
        return bfs(problem, record=record, **limits)
    if name == "scored":
        return scored(problem, weight_h=weight_h, weight_g=weight_g, order=child_order_for(problem), record=record,
                      **limits)
    if name == "greedy":
        return greedy(problem, record=record, **limits)
    if name == "astar":
        return astar(problem, record=record, **limits)
    if name == "wastar":
        return wastar(problem, weight=weight, record=record, **limits)
    if name == "idastar":
        return idastar(problem, max_depth=max_depth, record=record, **limits)
    raise PuzzleError(f"method {name!r} needs a board, not a {type(problem).__name__}")


def _problem_within_limit(board: Board, goal: Board, heuristic, limits: dict) -> tuple[PuzzleProblem, dict]:
    """The problem, its heuristic ready; a first build of a pattern database counts against
    ``time_limit`` (the search gets what is left) instead of holding a notebook for as long as it takes."""
    if heuristic is not pattern_database:
        return PuzzleProblem(board, goal, heuristic), limits
    from puzzlelib.pdb import build_deadline  # numpy: loaded only when a database is asked for

    _, time_limit = check_limits(limits["max_nodes"], limits["time_limit"], default_nodes=1)
    started = perf_counter()
    with build_deadline(time_limit):
        problem = PuzzleProblem(board, goal, heuristic)
    left = time_limit - (perf_counter() - started)
    return problem, limits | {"time_limit": max(left, 1e-3)}


def _row_by_row(board: Board, goal: Board, time_limit: float | None) -> SearchResult:
    if goal != board.goal_of():
        raise PuzzleError("row_by_row solves towards the standard goal only; pass goal=None or use method='astar'")
    return row_by_row(board, time_limit=time_limit)  # replayed by the result builder, as every solver's answer is
