"""Lesson 5's checks on scored search: boards a score misleads, and weights that keep it shortest."""

from __future__ import annotations

from puzzlelib.errors import PuzzleError, SearchLimitError, short_repr
from puzzlelib.errors import plural as _plural
from puzzlelib.exercises import verdicts
from puzzlelib.exercises.truth import _known_length
from puzzlelib.exercises.verdicts import (
    Check,
    _as_board,
    _checker,
    _goal_for,
    _real_number,
    _right,
    _teacher_count,
    _undecided,
    _wrong,
)
from puzzlelib.parity import explain_solvability, is_solvable

__all__ = ["check_score_trap", "check_close_trap", "check_weights"]


@_checker
def check_score_trap(board, method: str = "scored", heuristic="manhattan+blank", goal=None, **options) -> Check:
    """Right when ``method`` returns a solution of ``board`` that is longer than the shortest one.

    Lesson 5 uses it with the ant post's scored search (``score * 2 + step``, the blank counted in the
    score), lesson 7 with greedy best-first search: a good-looking score is not a guarantee.
    ``options`` go to :func:`puzzlelib.solve` (for example ``weight_h=1``); the search gets a budget
    of 200,000 expansions unless ``max_nodes`` is given.

    >>> check_score_trap("2 4 1 / 5 6 3 / 8 7 0").ok
    True
    """
    from puzzlelib.search import solve

    board = _as_board(board)
    goal = _goal_for(board, goal)
    if not is_solvable(board, goal):
        return _wrong("this board cannot reach the goal at all, so no search solves it.",
                      explain_solvability(board, goal), board=board)
    options.setdefault("max_nodes", 200_000)
    try:
        found = solve(board, goal, method=method, heuristic=heuristic, **options)
    except SearchLimitError:  # this check's own search gave up: nothing is known about the answer
        return _undecided(f"{method} ran out of its budget on this board before finding any solution, so this "
                          "check could not compare it with the shortest.", "try a board a little closer to the goal",
                          board=board)
    best = _known_length(board, goal)
    details = {"length": found.length, "optimal": best, "nodes_expanded": found.nodes_expanded}
    if best is None:
        return _undecided(f"{method} found {_plural(found.length, 'move')}, but the shortest length could not be "
                          f"computed within {verdicts.CHECK_SECONDS:g} seconds to compare.", "use a 3 x 3 board",
                          details=details)
    if found.length > best:
        return _right(f"{method} returns {_plural(found.length, 'move')} here, but the shortest solution takes "
                      f"{best}: {found.length - best} moves wasted.", board=board, details=details)
    return _wrong(f"{method} finds a shortest solution of this board ({_plural(best, 'move')}), so its score "
                  "did not mislead it here.",
                  "boards far from the goal (20 moves or more) mislead scores more often; try several seeds",
                  board=board, details=details)


@_checker
def check_close_trap(board, max_moves: int = 12, method: str = "scored", heuristic="manhattan+blank", goal=None,
                     **options) -> Check:
    """Right when ``board`` is at most ``max_moves`` from its goal and ``method`` still returns a longer solution.

    Far from the goal a score misleads often (lesson 5 prints the rate); near the goal it rarely does, so
    finding such a board asks the student to think about *where* a score goes wrong. The verdict never
    names a board that works.

    >>> check_close_trap("1 5 2 / 8 0 3 / 4 7 6", max_moves=8).ok
    True
    >>> bool(check_close_trap("1 2 3 / 4 5 6 / 7 0 8"))
    False
    """
    try:
        board = _as_board(board)
    except PuzzleError as exc:
        return _wrong(str(exc), "type a board such as Board.parse('1 2 3 / 4 0 6 / 7 5 8')")
    max_moves = _teacher_count(max_moves, "max_moves")
    found = check_score_trap(board, method=method, heuristic=heuristic, goal=goal, **options)
    best = found.details.get("optimal")
    if best is not None and best > max_moves:
        return _wrong(f"this board is {_plural(best, 'move')} from the goal; the task is a board at most "
                      f"{max_moves} moves away.",
                      "start from the goal and make a few moves, then test; most near boards do not "
                      "fool the search, so think about which ones could", board=board,
                      details=found.details)
    if not found.ok and best is not None:  # near enough, but not fooled: a hint about where to look instead
        return _wrong(found.message, "near the goal only a few boards mislead it: look for one where the move that "
                      "looks best must later be undone", board=board, details=found.details)
    return found


@_checker
def check_weights(board, weight_h, weight_g, heuristic="manhattan+blank", goal=None) -> Check:
    """Right when the scored search with these weights (``score * weight_h + step * weight_g``, ``weight_h``
    above 0) returns a shortest solution of ``board`` and expands fewer boards than BFS does.

    >>> check_weights("2 4 1 / 5 6 3 / 8 7 0", 1, 1).ok, check_weights("2 4 1 / 5 6 3 / 8 7 0", 2, 1).ok
    (True, False)
    """
    from puzzlelib.search import solve

    wh, wg = _real_number(weight_h, "a number for weight_h"), _real_number(weight_g, "a number for weight_g")
    if wh <= 0 or wg < 0:
        return _wrong(f"keep weight_h above 0 (the score must count) and weight_g at least 0; got "
                      f"{short_repr(weight_h)} and {short_repr(weight_g)}.", "weight_h = 0 is breadth-first order: "
                      "shortest, but it expands as much as BFS")
    board = _as_board(board)
    goal = _goal_for(board, goal)
    bfs = solve(board, goal, method="bfs")
    try:
        mine = solve(board, goal, method="scored", heuristic=heuristic, weight_h=wh, weight_g=wg, max_nodes=300_000)
    except SearchLimitError as exc:
        if exc.reason != "nodes":  # out of time: this check's own limit, not a verdict on the weights
            raise
        return _wrong(f"with weights {wh:g} and {wg:g} the search ran out of its 300,000 expansions.",
                      "weights that ignore the steps wander far; give the steps more weight")
    details = {"length": mine.length, "shortest": bfs.length, "nodes_expanded": mine.nodes_expanded,
               "bfs_nodes_expanded": bfs.nodes_expanded}
    if mine.length > bfs.length:
        return _wrong(f"weights {wh:g} and {wg:g} give {_plural(mine.length, 'move')}; the shortest takes "
                      f"{bfs.length}.", "what does the ratio weight_h / weight_g say about how much the "
                      "score is trusted compared with the steps?", details=details)
    if mine.nodes_expanded >= bfs.nodes_expanded:
        return _wrong(f"shortest ({_plural(mine.length, 'move')}), but {mine.nodes_expanded:,} boards "
                      f"expanded, not fewer than BFS's {bfs.nodes_expanded:,}.",
                      "let the score count a little more", details=details)
    return _right(f"weights {wh:g} and {wg:g}: a shortest solution ({_plural(mine.length, 'move')}) with "
                  f"{mine.nodes_expanded:,} boards expanded, against {bfs.nodes_expanded:,} for BFS. "
                  "Can you say why this ratio works?", details=details)
