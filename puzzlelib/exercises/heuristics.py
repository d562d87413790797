"""Lesson 7's checks on heuristics, against the truth on all 181,440 boards that can reach an 8-puzzle goal."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from functools import lru_cache

from puzzlelib.board import MOVES, Board
from puzzlelib.errors import PuzzleError, short_repr
from puzzlelib.exercises.truth import _solvable_boards
from puzzlelib.exercises.verdicts import (
    Check,
    _as_board,
    _callable,
    _checker,
    _goal_for,
    _Junk,
    _right,
    _student,
    _wrong,
)

__all__ = ["check_heuristic", "check_better_heuristic", "check_inconsistent_heuristic", "check_more_expanded",
           "check_between_guess"]


def _call_with_goal(h: Callable) -> bool:
    """True when ``h`` accepts a second argument (the goal), as the package's heuristics do."""
    try:
        params = inspect.signature(h).parameters.values()
    except (TypeError, ValueError):
        return False
    positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    return len(positional) >= 2 or any(p.kind == p.VAR_POSITIONAL for p in params)


@_checker
def check_heuristic(h: Callable, goal=None) -> Check:
    """Test a heuristic ``h(board)`` on every one of the 181,440 boards that can reach the 8-puzzle goal.

    *Admissible*: ``h(board)`` never exceeds the true number of moves left (from a breadth-first search
    over the whole space, :func:`puzzlelib.statespace.distance_table`). *Consistent*: along every move,
    ``h`` drops by at most 1. The first counterexample shown is the one nearest the goal. Takes 2-4 s
    the first time, about 1 s plus the time ``h`` needs after that.

    Parameters
    ----------
    h : callable
        ``h(board) -> number``; if it takes two arguments it is called as ``h(board, goal)``.
    goal : Board, text or layout name, optional
        The 3 x 3 goal (standard by default; ``"snail"`` works).

    Examples
    --------
    >>> check_heuristic(lambda b: b.misplaced()).ok
    True
    >>> check_heuristic(lambda b: b.manhattan(count_blank=True)).ok
    False
    """
    import numpy as np

    from puzzlelib.statespace import neighbour_table, rank_permutations

    _callable(h, "a function h(board) that returns a number", "define it with def h(board): ... and pass h")
    goal = _goal_for(Board.goal(3, 3), goal)
    if (goal.rows, goal.cols) != (3, 3):
        raise _Junk("a 3 x 3 goal", goal, message=f"expected a 3 x 3 goal, got a {goal.rows} x {goal.cols} board.")
    table, ranks, perms, true, boards = _solvable_boards(goal)
    values = _heuristic_values(h, goal)
    if isinstance(values, Check):
        return values
    n = len(ranks)
    order = np.lexsort((ranks, true))  # nearest the goal first, then rank order
    over = values > true
    if over.any():
        i = order[over[order]][0]
        b = boards[i]
        hint = "a heuristic must never promise more moves than are really needed"
        sample = [*order[:200].tolist(), int(i)]
        if all(values[k] == boards[k].manhattan(goal, count_blank=True)
               for k in sample):
            hint = "it looks like you count the blank's distance too; leave the blank out"
        return _wrong(f"not admissible: on {int(over.sum()):,} of {n:,} boards h is more than the true distance. "
                      f"The nearest to the goal: true distance {int(true[i])}, your h = {values[i]:g}.", hint,
                      board=b, details={"overestimates": int(over.sum()), "boards": n})
    # Consistency: every edge (both directions), via ranks of the neighbouring arrangements.
    by_rank = np.full(len(table.distances), np.nan)
    by_rank[ranks] = values
    nbr = neighbour_table(3, 3)
    blanks = np.argmax(perms == 0, axis=1)
    worst = None
    for d in range(4):
        target = nbr[blanks, d]
        ok = np.flatnonzero(target >= 0)
        moved = perms[ok].copy()
        rows = np.arange(len(ok))
        moved[rows, blanks[ok]] = moved[rows, target[ok]]
        moved[rows, target[ok]] = 0
        drop = values[ok] - by_rank[rank_permutations(moved)]
        bad = ok[drop > 1]
        if len(bad):
            first = bad[np.argmin(true[bad] * len(table.distances) + ranks[bad])]
            if worst is None or (true[first], ranks[first]) < (true[worst[0]], ranks[worst[0]]):
                worst = (first, MOVES[d])
    mean_h, mean_d = float(values.mean()), float(true.mean())
    details = {"boards": n, "mean_h": mean_h, "mean_distance": mean_d, "consistent": worst is None}
    if worst is not None:
        i, move = worst
        b = boards[i]
        after = b.move(move)
        h_after = by_rank[table.rank(after)]
        return _wrong(f"admissible on all {n:,} boards, but not consistent: moving the blank {move} from the board "
                      f"below, h drops from {values[i]:g} to {h_after:g}, by more than the 1 move made.",
                      "A* with an inconsistent heuristic may have to reopen closed boards", board=b, details=details)
    if mean_h == 0:
        return _right(f"admissible and consistent on all {n:,} boards, but it is always 0, so it tells A* nothing.",
                      hint="count something that must still be fixed, such as misplaced tiles", details=details)
    return _right(f"admissible and consistent on all {n:,} boards. On average it says {mean_h:.2f} where the "
                  f"truth is {mean_d:.2f} ({100 * mean_h / mean_d:.0f}% of the way); closer means fewer nodes.",
                  details=details)


def _heuristic_values(h: Callable, goal: Board):
    """``h`` on every solvable 3 x 3 board, or the Check that says why it could not be evaluated.

    Every value must pass the rule :func:`puzzlelib.solve` applies (a finite number of 0 or more), so a
    checker never calls admissible a heuristic that a search would refuse.
    """
    import numpy as np

    from puzzlelib.heuristics import check_heuristic_value

    _table, _ranks, _perms, _true, boards = _solvable_boards(goal)
    two_args = _call_with_goal(h)
    values = np.empty(len(boards))
    for i, b in enumerate(boards):
        try:
            v = _student(h, b, goal) if two_args else _student(h, b)
        except Exception as exc:  # the student's code: say what it raised, and where
            return _wrong(f"your heuristic raised {type(exc).__name__}: {exc} on this board:",
                          "test it on a few boards first, e.g. h(Board.parse('1 2 3 / 4 5 6 / 7 0 8'))", board=b)
        try:
            check_heuristic_value(v, "h", b)
            values[i] = float(v)
        except (PuzzleError, TypeError, ValueError, OverflowError):
            shown = short_repr(v, 40)
            return _wrong(f"your heuristic returned {shown} on this board; a heuristic must return a finite "
                          "number of 0 or more (its estimate of the moves still needed).",
                          "return a count of moves (an int)", board=b)
    return values


@_checker
def check_better_heuristic(h: Callable, than="misplaced", goal=None) -> Check:
    """Right when ``h`` is admissible on every 8-puzzle board and *dominates* ``than``: never below it,
    above it on some boards (so A* with ``h`` has no more boards it must expand, those with ``f`` below the
    shortest length; ties at that length can still make it expand more, as lesson 7 shows).

    >>> from puzzlelib import HEURISTICS
    >>> check_better_heuristic(HEURISTICS["manhattan"]).ok, check_better_heuristic(lambda b: 0).ok
    (True, False)
    """
    from puzzlelib.heuristics import get_heuristic

    if not callable(h):
        return _wrong(f"expected a function h(board), got {type(h).__name__}.",
                      "define it with def my_h(board): ... and pass my_h")
    if not (isinstance(than, str) or callable(than)):
        raise PuzzleError(f"than must be a heuristic name such as 'misplaced' or a function h(board), got "
                          f"{short_repr(than)}.")
    base = get_heuristic(than) if isinstance(than, str) else than
    name = than if isinstance(than, str) else getattr(than, "__name__", "the other heuristic")
    goal = _goal_for(Board.goal(3, 3), goal)
    admissible = check_heuristic(h, goal)
    if not admissible.ok and admissible.details.get("consistent") is not False:
        return admissible
    mine, theirs = _heuristic_values(h, goal), _heuristic_values(base, goal)
    boards = _solvable_boards(goal)[4]
    if isinstance(mine, Check):
        return mine
    if isinstance(theirs, Check):  # the heuristic to beat is the lesson's choice, not the student's answer
        raise PuzzleError(f"than={short_repr(than)} is not a heuristic that can be evaluated: {theirs.message}")
    below = mine < theirs
    if below.any():
        i = int(below.nonzero()[0][0])
        return _wrong(f"admissible, but below {name} on {int(below.sum()):,} boards, for example this one "
                      f"(yours {mine[i]:g}, {name} {theirs[i]:g}).",
                      f"a better guess is never lower than {name} on any board", board=boards[i],
                      details={"below": int(below.sum())})
    above = int((mine > theirs).sum())
    if not above:
        return _wrong(f"admissible, and equal to {name} on every board: no better yet.",
                      "count something that must still be fixed beyond what it counts",
                      details={"above": 0})
    return _right(f"admissible on all {len(mine):,} boards, never below {name}, and above it on "
                  f"{above:,} of them: A* with yours must expand no more boards than with {name} (ties at the "
                  "shortest length aside).",
                  details={"above": above, "mean_h": float(mine.mean())})


@_checker
def check_inconsistent_heuristic(h: Callable, goal=None) -> Check:
    """Right when ``h`` is admissible on every 8-puzzle board but *not* consistent (somewhere one move
    makes it drop by more than 1): the case where A* has to re-open closed boards.

    >>> check_inconsistent_heuristic(lambda b: b.manhattan()).ok
    False
    """
    if not callable(h):
        return _wrong(f"expected a function h(board), got {type(h).__name__}.",
                      "define it with def my_h(board): ... and pass my_h")
    found = check_heuristic(h, goal)
    if found.ok:
        return _wrong("your heuristic is admissible and consistent: along every move it drops by at "
                      "most 1. The task is one that drops by more somewhere, and still never overestimates.",
                      "mix two admissible guesses so that neighbouring boards get very different values",
                      details=found.details)
    if found.details.get("consistent") is False:
        return _right(found.message.replace("but not consistent", "and not consistent, as asked"),
                      board=found.board, details=found.details)
    return found


@_checker
def check_more_expanded(board_a, board_b, answer, method: str = "astar", heuristic="manhattan", goal=None) -> Check:
    """A prediction: ``answer`` ("A" or "B") names the board on which ``method`` expands more boards.

    The counts are shown only once an A or a B has been given.

    >>> check_more_expanded("1 2 3 / 4 5 6 / 7 0 8", "1 2 3 / 4 5 6 / 0 7 8", "B").ok
    True
    """
    from puzzlelib.search import solve

    choice = str(answer).strip().upper() if isinstance(answer, str) else ""
    if choice not in ("A", "B"):
        return _wrong(f"write your prediction as \"A\" or \"B\", got {short_repr(answer)}.",
                      "decide before you run anything: which board leaves the guess further from the truth?")
    a, b = _as_board(board_a), _as_board(board_b)
    runs = {name: solve(board, goal, method=method, heuristic=heuristic, max_nodes=500_000)
            for name, board in (("A", a), ("B", b))}
    n = {name: r.nodes_expanded for name, r in runs.items()}
    details = {"A": n["A"], "B": n["B"]}
    if n["A"] == n["B"]:
        return _right(f"{method} expanded {n['A']:,} boards on both: either answer is fair.",
                      details=details)
    more = "A" if n["A"] > n["B"] else "B"
    message = f"{method} expanded {n['A']:,} boards on A and {n['B']:,} on B."
    if choice == more:
        return _right(message + " Now explain why in one sentence.", details=details)
    return _wrong(message, "compare, for each board, its guess h with its true distance: every board "
                  "whose f stays below the true length must be expanded", details=details)


@_checker
def check_between_guess(h: Callable, goal=None) -> Check:
    """Right when ``h`` is never below misplaced tiles and never above Manhattan distance on any 8-puzzle board,
    and differs from each of them somewhere: a guess of one's own, admissible because Manhattan is.

    >>> check_between_guess(lambda b: b.misplaced()).ok
    False
    """
    if not callable(h):
        return _wrong(f"expected a function h(board), got {type(h).__name__}.",
                      "define it with def my_h(board): ... and pass my_h")
    goal = _goal_for(Board.goal(3, 3), goal)
    mine = _heuristic_values(h, goal)
    if isinstance(mine, Check):
        return mine
    low, high = _misplaced_and_manhattan(goal)
    boards, true = _solvable_boards(goal)[4], _solvable_boards(goal)[3]
    above, below = mine > high, mine < low
    if above.any():
        i = int(above.nonzero()[0][0])
        over = int((mine > true).sum())
        extra = (f" It even says more than the true distance on {over:,} boards, so A* with it could lose the "
                 "shortest path." if over else "")
        return _wrong(f"above Manhattan distance on {int(above.sum()):,} boards, for example this one (yours "
                      f"{mine[i]:g}, Manhattan {high[i]:g}).{extra}",
                      "the task is a guess that never says more than Manhattan distance", board=boards[i],
                      details={"above": int(above.sum()), "overestimates": over})
    if below.any():
        i = int(below.nonzero()[0][0])
        return _wrong(f"below misplaced tiles on {int(below.sum()):,} boards, for example this one (yours "
                      f"{mine[i]:g}, misplaced {low[i]:g}).",
                      "count at least 1 for every tile that is not home", board=boards[i],
                      details={"below": int(below.sum())})
    if (mine == low).all():
        return _wrong("equal to misplaced tiles on every board.",
                      "which tiles need two moves or more for sure?", details={"same_as": "misplaced"})
    if (mine == high).all():
        return _wrong("equal to Manhattan distance on every board: that is the lesson's guess, not one of your own.",
                      "use less than a tile's whole distance: only whether its row and its column are right",
                      details={"same_as": "manhattan"})
    raised = int((mine > low).sum())
    return _right(f"never below misplaced tiles (above it on {raised:,} boards) and never above Manhattan distance, "
                  f"so never above the true distance either. On average it says {mine.mean():.2f}, misplaced "
                  f"{low.mean():.2f}, Manhattan {high.mean():.2f}.",
                  details={"raised": raised, "mean_h": float(mine.mean())})


@lru_cache(maxsize=2)
def _misplaced_and_manhattan(goal: Board):
    """Misplaced tiles and Manhattan distance of every solvable 3 x 3 board, in the order of
    :func:`~puzzlelib.exercises.truth._solvable_boards`, computed on the whole array at once."""
    import numpy as np

    perms = _solvable_boards(goal)[2]
    home = np.empty(9, dtype=np.int64)
    home[np.asarray(goal.tiles)] = np.arange(9)
    cells = np.arange(9)
    where = home[perms]  # the home cell of the tile in each cell
    tile = perms != 0
    misplaced = ((where != cells) & tile).sum(axis=1)
    manhattan = ((np.abs(where // 3 - cells // 3) + np.abs(where % 3 - cells % 3)) * tile).sum(axis=1)
    return misplaced.astype(float), manhattan.astype(float)
