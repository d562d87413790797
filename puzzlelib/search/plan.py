"""A plan for any board: an optimal one when it fits the budget, a good one otherwise.

This is the policy behind the game's Hint button and ``python -m puzzlelib solve --method auto``.

A 3 x 3 board is solved optimally by A* in a blink; a 4 x 4 board by IDA* with pattern databases
(optimal) in about a second, or by A* when no database fits the shape. When those run out of budget
(on 5 x 5 and larger A* gets only a short try) the planner falls back to weighted A* (weight 3:
quick, not optimal) and to placing the tiles row by row (not optimal), and says which it used.
Every attempt has a node budget and a time limit, so a hint never freezes the notebook.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from puzzlelib.board import Board
from puzzlelib.errors import PuzzleError, SearchLimitError
from puzzlelib.parity import check_solvable
from puzzlelib.result import SearchResult

__all__ = ["Plan", "plan_solution", "ATTEMPTS"]

ATTEMPTS: tuple[dict, ...] = (
    {"method": "astar", "heuristic": "linear_conflict", "max_nodes": 300_000, "time_limit": 4.0, "max_cells": 9},
    {"method": "idastar", "heuristic": "pdb", "time_limit": 5.0, "min_cells": 10, "max_cells": 16},
    {"method": "astar", "heuristic": "linear_conflict", "max_nodes": 300_000, "time_limit": 3.0,
     "min_cells": 10, "max_cells": 16},
    {"method": "astar", "heuristic": "linear_conflict", "max_nodes": 30_000, "time_limit": 1.5, "min_cells": 17},
    {"method": "wastar", "heuristic": "linear_conflict", "weight": 3.0, "max_nodes": 300_000, "time_limit": 3.0},
    {"method": "row_by_row"},
)
"""The solvers tried in order, each with its own budget. ``min_cells``/``max_cells`` pick attempts by
board size: A* on 3 x 3; IDA* with pattern databases first on 4 x 4 (a fraction of a second where
A* needs seconds), then A*; on 5 x 5 and larger A* gets only a short try (enough for a lightly
shuffled board) before the non-optimal fallbacks."""


@dataclass(frozen=True)
class Plan:
    """Moves from a board to its goal; ``optimal`` says whether no shorter plan exists."""

    moves: tuple[str, ...]
    optimal: bool
    method: str
    result: SearchResult | None = field(default=None, compare=False, repr=False)
    """The search that found the plan, with its statistics (None for a board already at its goal)."""

    @property
    def quality(self) -> str:
        return "optimal" if self.optimal else "good, not optimal"


def plan_solution(board: Board, goal: Board | None = None, attempts=ATTEMPTS) -> Plan:
    """Solve ``board`` with the first attempt that succeeds within its budget.

    Raises :class:`~puzzlelib.errors.SearchLimitError` when every attempt ran out of budget, and
    :class:`~puzzlelib.errors.UnsolvableError` (from the solver) when the goal cannot be reached.
    """
    from puzzlelib.search import solve

    goal = board.goal_of() if goal is None else goal
    if board == goal:
        return Plan((), True, "none")
    check_solvable(board, goal)
    failures = []
    for attempt in attempts:
        options = dict(attempt)
        method = options.pop("method")
        if not options.pop("min_cells", 0) <= board.size <= options.pop("max_cells", board.size):
            continue
        try:
            result = solve(board, goal, method=method, **options)
        except SearchLimitError:
            failures.append(f"{method}: budget reached")
            continue
        except PuzzleError as exc:  # a method or heuristic this installation does not have
            failures.append(f"{method}: {exc}")
            continue
        if result.solved:
            return Plan(tuple(result.moves), bool(result.optimal), method, result)
        failures.append(f"{method}: not solved")
    raise SearchLimitError("No solver found a plan within its budget (" + "; ".join(failures) + ").")
