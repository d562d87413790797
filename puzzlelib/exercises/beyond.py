"""Lesson 8's checks beyond the 8-puzzle: a memory cap that stops A* but not IDA*, the smallest weight that works."""

from __future__ import annotations

from puzzlelib.errors import PuzzleError, SearchLimitError, short_repr
from puzzlelib.errors import plural as _plural
from puzzlelib.exercises.verdicts import Check, _as_board, _checker, _real_number, _right, _wrong

__all__ = ["check_memory_cap", "check_weight"]


@_checker
def check_memory_cap(board, cap_mb, heuristic="manhattan") -> Check:
    """Right when, under a memory cap of ``cap_mb`` megabytes (measured with tracemalloc), A* is stopped
    on ``board`` and IDA* still solves it.

    >>> check_memory_cap("1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 0 15", 1000).ok
    False
    """
    from puzzlelib.memory import MemoryCapError, run_with_memory_cap
    from puzzlelib.search import solve

    cap = _real_number(cap_mb, "a memory cap in megabytes")
    if cap <= 0:
        return _wrong(f"the cap should be a positive number of megabytes, got {short_repr(cap_mb)}.")
    board = _as_board(board)
    outcome = {}
    for method in ("idastar", "astar"):
        try:
            use = run_with_memory_cap(cap * 1e6, solve, board, method=method, heuristic=heuristic, max_nodes=5_000_000)
            outcome[method] = f"solved it using {use.peak_bytes / 1e6:,.1f} MB"
        except MemoryCapError as stop:
            outcome[method] = None
            if method == "idastar":
                return _wrong(f"even IDA* was stopped at {cap:g} MB ({stop.peak_bytes / 1e6:,.1f} MB "
                              "allocated): the cap is too small for any search here.",
                              "raise the cap")
    if outcome["astar"] is not None:
        return _wrong(f"under {cap:g} MB both finished: A* and IDA* solved it.",
                      "lower the cap until A* runs out while IDA* still finishes")
    return _right(f"under {cap:g} MB A* was stopped before it found a solution, while IDA* "
                  f"{outcome['idastar']}.", details={"cap_mb": cap})


_MAX_WEIGHT = 100
"""Weights above this are refused by :func:`check_weight`: it tries every smaller multiple of ``step``."""

_MAX_TRIED = 200
"""The most smaller weights :func:`check_weight` tries (a step of 1e-12 would ask for a trillion)."""


@_checker
def check_weight(board, weight, *, max_nodes: int = 100_000, step: float = 0.5, heuristic="manhattan") -> Check:
    """Right when ``weight`` is the smallest multiple of ``step`` with which weighted A* (``g + weight * h``)
    solves ``board`` within ``max_nodes`` expansions: the three-methods post's advice to tune the weight
    to the board's size, as an experiment.

    >>> check_weight("1 2 3 / 4 5 6 / 7 0 8", 1.0).ok
    True
    """
    from puzzlelib.search import solve

    w = _real_number(weight, "a weight such as 1.5")
    step = _real_number(step, "a step such as 0.5")
    if step <= 0:
        raise PuzzleError(f"step must be a positive number such as 0.5, got {step:g}.")
    if w > _MAX_WEIGHT:
        return _wrong(f"weights above {_MAX_WEIGHT} are not tried here (got {w:g}); try 1, {1 + step:g}, "
                      f"{1 + 2 * step:g}, ...")
    if w < 1 or abs(w / step - round(w / step)) > 1e-9:
        return _wrong(f"try weights 1, {1 + step:g}, {1 + 2 * step:g}, ... (multiples of {step:g}, "
                      f"at least 1); got {short_repr(weight)}.")
    if (w - 1) / step > _MAX_TRIED:
        raise PuzzleError(f"with step={step:g} there are {round((w - 1) / step):,} weights below {w:g} to try, more "
                          f"than the {_MAX_TRIED} this check runs; use a coarser step such as 0.5.")
    board = _as_board(board)

    def run(weight_):
        method = "astar" if weight_ == 1 else "wastar"
        try:
            return solve(board, method=method, heuristic=heuristic, weight=weight_, max_nodes=max_nodes)
        except SearchLimitError as exc:
            if exc.reason != "nodes":  # out of time: unknown, so no claim about this weight (Could not check)
                raise
            return None

    mine = run(w)
    if mine is None:
        return _wrong(f"with weight {w:g} the search used up its {max_nodes:,} expansions without a "
                      "solution.", "a larger weight trusts the guess more and wanders less")
    grid = [1 + k * step for k in range(round((w - 1) / step))]
    smaller = next((found for found in map(run, grid) if found is not None), None)
    if smaller is not None:
        return _wrong(f"weight {w:g} solves it ({_plural(mine.length, 'move')}, {mine.nodes_expanded:,} "
                      "expansions), but a smaller weight on the grid works too.",
                      "the task is the smallest weight that works: the shortest answers come from it")
    return _right(f"weight {w:g} is the smallest that works: {_plural(mine.length, 'move')} found with "
                  f"{mine.nodes_expanded:,} expansions (lower bound: Manhattan {board.manhattan()}).",
                  details={"length": mine.length, "nodes_expanded": mine.nodes_expanded})
