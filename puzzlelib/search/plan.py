"""A plan for any board: an optimal one when it fits the budget, a good one otherwise.

This is the policy behind the game's Hint button and ``python -m puzzlelib solve --method auto``.

A 3 x 3 board is solved optimally by A* in a blink; a 4 x 4 board by IDA* with pattern databases
(optimal) in a fraction of a second once the tables are built, or by A* within its budget. When
those run out (on 5 x 5 and larger A* gets only a short try) the planner falls back to weighted A*
(weight 1.6, then 3: quick, not optimal; on a random 4 x 4 the first is about 20% shorter) and to
placing the tiles row by row (not optimal), and says which it used. The whole plan has one time budget (:data:`HINT_SECONDS`), so a click never holds the
notebook longer, cold machine or warm: pattern databases are used only when already built (a
first build takes seconds), and the plan's ``note`` then says how to build them once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from time import perf_counter

from puzzlelib.board import Board
from puzzlelib.errors import PuzzleError, SearchLimitError, arguments_checked, short_repr
from puzzlelib.i18n import N_, _
from puzzlelib.optional import available
from puzzlelib.parity import check_solvable
from puzzlelib.result import SearchResult
from puzzlelib.search.budgets import check_number

__all__ = ["Plan", "plan_solution", "ATTEMPTS", "HINT_SECONDS"]

#: Wall-clock budget of one plan's searches: every attempt gets what is left of it, and placing the
#: tiles row by row (the last resort, a fraction of a second) fits in the rest of the 2 seconds a
#: click may take.
HINT_SECONDS = 1.5

ATTEMPTS: tuple[dict, ...] = (
    {"method": "astar", "heuristic": "linear_conflict", "max_nodes": 300_000, "time_limit": 1.5, "max_cells": 9},
    {"method": "idastar", "heuristic": "pdb", "time_limit": 1.0, "min_cells": 10, "max_cells": 16,
     "needs_tables": True},
    {"method": "astar", "heuristic": "linear_conflict", "max_nodes": 300_000, "time_limit": 0.35,
     "min_cells": 10, "max_cells": 16},
    {"method": "astar", "heuristic": "linear_conflict", "max_nodes": 30_000, "time_limit": 0.5, "min_cells": 17},
    {"method": "wastar", "heuristic": "linear_conflict", "weight": 1.6, "max_nodes": 300_000, "time_limit": 0.6,
     "reserve": 0.3},
    {"method": "wastar", "heuristic": "linear_conflict", "weight": 3.0, "max_nodes": 300_000, "time_limit": 1.0,
     "reserve": 0.15},
    {"method": "row_by_row"},
)
"""The solvers tried in order, each with its own budget (cut to what is left of :data:`HINT_SECONDS`).
``reserve`` keeps that many seconds of the budget for the attempt however long the ones before it
took (they stop earlier), so a quick good plan is always tried before the row-by-row one.
``min_cells``/``max_cells`` pick attempts by board size: A* on 3 x 3; IDA* with pattern databases
first on 4 x 4 when they are built (``needs_tables``: a fraction of a second where A* needs
seconds), then A*; on 5 x 5 and larger A* gets only a short try (enough for a lightly shuffled
board) before the non-optimal fallbacks."""

#: What a plan says when optimal plans need tables this machine has not built yet.
BUILD_NOTE = N_("Optimal hints on {shape} boards need pattern databases, not built on this machine yet: "
                "run `python -m puzzlelib pdb --size {size}` once (ten seconds or so; kept for later).")


@dataclass(frozen=True)
class Plan:
    """Moves from a board to its goal; ``optimal`` says whether no shorter plan exists."""

    moves: tuple[str, ...]
    optimal: bool
    method: str
    result: SearchResult | None = field(default=None, compare=False, repr=False)
    """The search that found the plan, with its statistics (None for a board already at its goal)."""
    note: str = field(default="", compare=False)
    """Advice for the player or teacher, e.g. how to get optimal plans on this machine ("" if none)."""

    @property
    def quality(self) -> str:
        return N_("optimal") if self.optimal else N_("good, not optimal")  # translated where shown


def _tables_ready(board: Board, goal: Board) -> bool:
    """True when pattern databases for this shape and goal are cached (no build would be needed)."""
    try:
        from puzzlelib import pdb
    except ImportError:  # numpy missing: no databases at all
        return False
    try:
        return pdb.ready(board.rows, board.cols, goal.tiles)
    except PuzzleError:
        return False


_ATTEMPT_KEYS = {"method", "heuristic", "max_nodes", "time_limit", "max_depth", "weight", "weight_h", "weight_g",
                 "min_cells", "max_cells", "needs_tables", "reserve"}


def _checked_attempts(attempts) -> tuple[dict, ...]:
    """``attempts`` as a tuple of dicts, each with a ``"method"`` and only keys an attempt may hold."""
    example = "for example plan_solution(board, attempts=[{'method': 'astar', 'time_limit': 1}])"
    if isinstance(attempts, dict):
        attempts = (attempts,)
    if isinstance(attempts, str | bytes) or not isinstance(attempts, list | tuple) or not attempts:
        raise PuzzleError(_("attempts must be a list of dicts such as {{'method': 'astar'}}, got {value}; "
                            "{example}.").format(value=short_repr(attempts), example=example))
    for k, attempt in enumerate(attempts, start=1):
        if not isinstance(attempt, dict) or "method" not in attempt:
            raise PuzzleError(_("attempt {number} must be a dict with a 'method' key, got {value}; {example}.").format(
                number=k, value=short_repr(attempt), example=example))
        unknown = sorted(map(str, set(attempt) - _ATTEMPT_KEYS))
        if unknown:
            raise PuzzleError(_("attempt {number} has unknown keys {keys}; an attempt may hold {allowed}.").format(
                number=k, keys=", ".join(map(short_repr, unknown[:3])), allowed=", ".join(sorted(_ATTEMPT_KEYS))))
        for key in ("min_cells", "max_cells", "reserve", "time_limit"):
            if key in attempt:
                check_number(f"attempt {k}'s {key}", attempt[key], above=key == "time_limit")
    return tuple(attempts)


@arguments_checked
def plan_solution(board: Board, goal: Board | None = None, attempts=ATTEMPTS, *,
                  seconds: float = HINT_SECONDS) -> Plan:
    """Solve ``board`` with the first attempt that succeeds within its budget.

    All attempts together take about ``seconds`` at most (each one's ``time_limit`` is cut to what
    is left; an attempt without a time limit, row by row, takes milliseconds). An attempt marked
    ``needs_tables`` is skipped while its pattern databases are not built, and the plan's ``note``
    then says how to build them.

    Raises :class:`~puzzlelib.errors.SearchLimitError` when every attempt ran out of budget, and
    :class:`~puzzlelib.errors.UnsolvableError` (from the solver) when the goal cannot be reached.
    """
    from puzzlelib.search import solve

    board = Board.coerce(board, "plan_solution")
    goal = board.resolve_goal(goal)
    attempts = _checked_attempts(attempts)
    seconds = check_number("seconds", seconds, above=True, what="a number of seconds")
    deadline = perf_counter() + min(seconds, 1e6)
    if board == goal:
        return Plan((), True, "none")
    check_solvable(board, goal)
    failures, note = [], ""
    for k, attempt in enumerate(attempts):
        options = dict(attempt)
        method = options.pop("method")
        options.pop("reserve", None)
        later = sum(a.get("reserve", 0.0) for a in attempts[k + 1:]
                    if a.get("min_cells", 0) <= board.size <= a.get("max_cells", board.size))
        if not options.pop("min_cells", 0) <= board.size <= options.pop("max_cells", board.size):
            continue
        if options.pop("needs_tables", False) and not _tables_ready(board, goal):
            if available("numpy"):  # without numpy (a page running in the browser) no table can be built
                note = _(BUILD_NOTE).format(shape=f"{board.rows} x {board.cols}",
                                         size=board.rows if board.rows == board.cols else f"{board.rows}x{board.cols}")
            failures.append(_("{method}: pattern databases not built yet").format(method=method))
            continue
        if "time_limit" in options:
            left = deadline - perf_counter() - later
            if left < 0.05:
                failures.append(f"{method}: no time left")
                continue
            options["time_limit"] = min(options["time_limit"], left)
        try:
            result = solve(board, goal, method=method, **options)
        except SearchLimitError:
            failures.append(_("{method}: budget reached").format(method=method))
            continue
        except PuzzleError as exc:  # a method or heuristic this installation does not have
            failures.append(f"{method}: {exc}")
            continue
        if result.solved:
            return Plan(tuple(result.moves), bool(result.optimal), method, result, "" if result.optimal else note)
        failures.append(_("{method}: not solved").format(method=method))
    raise SearchLimitError(_("No solver found a plan within its budget ({failures}).").format(failures="; ".join(failures)))
