"""Where the game's hints come from: :func:`puzzlelib.search.plan.plan_solution`, importable from here too."""

from puzzlelib.search.plan import ATTEMPTS, HINT_SECONDS, Plan, plan_solution

__all__ = ["Plan", "plan_solution", "ATTEMPTS", "HINT_SECONDS"]
