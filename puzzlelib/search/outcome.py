"""Turning a found solution into a :class:`~puzzlelib.result.SearchResult`, after checking it.

Every algorithm ends here, so every solution is replayed on the start state before anyone sees it:
an algorithm bug shows up as an error, never as a wrong answer in a lesson.
"""

from __future__ import annotations

from puzzlelib.result import SearchResult, SearchTrace, effective_branching_factor

__all__ = ["build_result", "unpack_moves"]


def unpack_moves(came_from: dict, state) -> list:
    """Moves from the start to ``state`` by following ``came_from[state] = (parent, move)`` links."""
    moves = []
    link = came_from[state]
    while link is not None:
        state, move = link
        moves.append(move)
        link = came_from[state]
    moves.reverse()
    return moves


def build_result(problem, budget, moves, *, expanded: int, generated: int, max_frontier: int,
                 max_memory: int, optimal: bool, trace: SearchTrace | None = None) -> SearchResult:
    """Validate ``moves`` by replaying them (raises if they do not reach a goal) and package the result."""
    seconds = budget.elapsed()
    moves = tuple(moves)
    path = tuple(problem.replay(moves))
    cost = float(len(moves)) if getattr(problem, "unit_cost", True) else float(_path_cost(problem, moves))
    return SearchResult(
        moves=moves,
        tiles=tuple(problem.tiles_for(moves)),
        path=path,
        length=len(moves),
        cost=cost,
        nodes_expanded=expanded,
        nodes_generated=generated,
        max_frontier=max_frontier,
        max_memory_nodes=max_memory,
        seconds=seconds,
        method=budget.method,
        heuristic=None if budget.method == "bfs" else getattr(problem, "heuristic_name", None),
        optimal=bool(optimal),
        solved=True,
        branching_factor=effective_branching_factor(generated, len(moves)),
        trace=trace,
        start=path[0],
        goal=getattr(problem, "goal", path[-1]),
    )


def _path_cost(problem, moves) -> float:
    state, total = problem.initial, 0.0
    for move in moves:
        for m, nxt, cost in problem.successors(state):
            if m == move:
                state, total = nxt, total + cost
                break
    return total
