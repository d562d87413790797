"""Self-checks for the lessons' "Your turn" exercises: each says what is right or wrong, with a hint.

Every checker returns a :class:`Check`: ``.ok`` is True or False, ``.message`` says why, ``.hint``
suggests what to look at next. A Check prints as a short report (plain text with ``print``, a coloured
box when it is the last value of a notebook cell), and it is truthy exactly when ``.ok`` is, so a
teacher can also write ``assert check_solution(board, "RUULD")``.

The checkers compute the truth themselves (by replaying, by breadth-first search over whole state
spaces, or with the package's own functions); none of them holds a stored answer.

Three promises hold for every ``check_*``:

- **the verdict is the truth value**: ``bool(check)`` is True exactly when the answer is right;
- **``strict=True``** raises :class:`AssertionError` carrying the same friendly message when the answer is
  not right, so ``assert check_distance(board, answer)`` or ``check_distance(board, answer, strict=True)``
  works unchanged in an nbgrader or otter-grader test cell (both grade on raised exceptions);
- **no junk crashes a checker**: an answer of the wrong type gets "Not yet: expected a list of moves, got
  int", a board that cannot be read gets the board error's own sentence. A checker that cannot find the
  truth in its time budget (a 4 x 4 board far from its goal) says so ("Could not check ..."): its verdict is
  then False, but it never calls a right answer wrong or a wrong answer right.

Distances up to 3 x 3 come from a complete breadth-first table; larger boards are solved by IDA* with the
pattern databases of :mod:`puzzlelib.pdb` when they are built (else Manhattan distance with linear
conflicts) within :data:`CHECK_SECONDS`.

======================================  ============================================================
checker                                 what it checks
======================================  ============================================================
:func:`check_solution`                  a sequence of moves (or tiles slid) from a board to its goal
:func:`check_heuristic`                 admissibility and consistency on all 181,440 8-puzzle boards
:func:`check_grid_path`                 the ant's walk on a grid (lesson 1)
:func:`check_greedy_trap`               a grid on which the greedy step fails but BFS does not (lesson 1)
:func:`check_positions`                 the position-array notation of a board (lesson 2)
:func:`check_state_count`               how many boards of a shape can be reached (lesson 2)
:func:`check_inversions`                an inversion count (lesson 3)
:func:`check_solvability_rule`          a student's ``is_solvable`` against exhaustive search (lesson 3)
:func:`check_parity_counterexample`     a board on which the odd-width parity rule is wrong (lesson 3)
:func:`check_distance`                  how many moves a board is from its goal (lesson 4)
:func:`check_bfs`                       a student's own breadth-first search, on boards of every depth (lesson 4)
:func:`check_bfs_estimate`              a prediction of how many boards BFS expands (lesson 4)
======================================  ============================================================

Two small walks used by lesson 1 and by :func:`check_greedy_trap` live here too:
:func:`depth_first_path` (exhaustive search in a fixed direction order, the first path it meets) and
:func:`greedy_walk` (always step to the neighbour nearest the goal, with no memory).
"""

from __future__ import annotations

import functools
import html
import inspect
import math
import numbers
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

from puzzlelib.board import DELTAS, MOVES, OPPOSITE, Board, whole_number
from puzzlelib.errors import PuzzleError, SearchLimitError, short_repr
from puzzlelib.errors import plural as _plural
from puzzlelib.parity import explain_solvability, inversions, is_solvable
from puzzlelib.problems import GridProblem
from puzzlelib.search.walks import depth_first_path, greedy_walk  # lesson 1 imports them from here

__all__ = [
    "Check",
    "CHECK_SECONDS",
    "check_solution",
    "check_heuristic",
    "check_grid_path",
    "check_greedy_trap",
    "check_positions",
    "check_state_count",
    "check_inversions",
    "check_solvability_rule",
    "check_parity_counterexample",
    "check_distance",
    "check_bfs",
    "check_bfs_estimate",
    "depth_first_path",
    "greedy_walk",
]

_WHOLE_SPACE_CELLS = 9  # boards up to 3 x 3 are checked against a complete distance table

_MAX_CELLS = 256  # the largest boards the package supports (16 x 16)

#: Seconds a checker may spend finding the shortest solution of a board larger than 3 x 3.
CHECK_SECONDS = 5.0


# --------------------------------------------------------------------------- the result object
@dataclass(frozen=True)
class Check:
    """What a self-check found: ``ok``, a one-paragraph ``message``, an optional ``hint`` and ``board``.

    ``details`` holds the numbers behind the verdict (for example ``{"optimal": 5, "yours": 9}``) so
    that a test can assert on them. ``decided`` is False when the checker could not find the truth in
    its budget: the verdict is then not Right, and the message says that nothing was decided.
    """

    ok: bool
    message: str
    hint: str = ""
    board: Board | None = None
    details: dict = field(default_factory=dict)
    decided: bool = True

    def __bool__(self) -> bool:
        return self.ok

    @property
    def verdict(self) -> str:
        """``"Right"``, ``"Not yet"`` or ``"Could not check"``: the first words of the report."""
        return "Right" if self.ok else ("Not yet" if self.decided else "Could not check")

    def __str__(self) -> str:
        lines = [f"{self.verdict}: {self.message}"]
        if self.board is not None:
            lines.append(str(self.board))
        if self.hint:
            lines.append("Hint: " + self.hint)
        return "\n".join(lines)

    def __repr__(self) -> str:
        return str(self)

    def require(self) -> Check:
        """This check, or :class:`AssertionError` with its report when the verdict is not Right."""
        if not self.ok:
            raise AssertionError(str(self))
        return self

    def _repr_html_(self) -> str:
        if self.ok:
            colour, mark = "#1b7837", "&#10004;"
        else:
            colour, mark = ("#b2182b", "&#10008;") if self.decided else ("#8c6d1f", "?")
        parts = [f"<b style='color:{colour}'>{mark} {self.verdict}:</b> {html.escape(self.message)}"]
        if self.board is not None:
            parts.append(f"<pre style='margin:4px 0'>{html.escape(str(self.board))}</pre>")
        if self.hint:
            parts.append(f"<i>Hint: {html.escape(self.hint)}</i>")
        return (f"<div class='puzzlelib-check' style='border-left:4px solid {colour};padding:4px 10px'>"
                + "<br>".join(parts) + "</div>")


class _Junk(Exception):
    """Raised inside a checker when an answer has the wrong type; becomes a "Not yet" verdict."""

    def __init__(self, expected: str, value, hint: str = "", *, message: str = ""):
        super().__init__(message or f"expected {expected}, got {_kind(value)}.")
        self.hint = hint


class _OutOfTime(Exception):
    """Raised inside a checker when the shortest solution could not be found in :data:`CHECK_SECONDS`."""


def _kind(value) -> str:
    """How a wrong answer reads in a message: ``int``, ``None``, ``the text 'abc'``, ``nan``."""
    if value is None:
        return "None"
    if isinstance(value, str):
        shown = value if len(value) <= 30 else value[:27] + "..."
        return f"the text {shown!r}"
    if isinstance(value, float) and not math.isfinite(value):
        return repr(value)
    return type(value).__name__


def _undecided(message: str, hint: str = "", **kwargs) -> Check:
    return Check(False, message, hint, decided=False, **kwargs)


def _checker(func):
    """Give a check function the shared promises: ``strict=True``, and a verdict instead of a crash.

    A wrong type of answer (:class:`_Junk`) and an unreadable board or goal (:class:`PuzzleError`) become
    "Not yet" verdicts with the reason; a call with missing or unknown arguments becomes a "Not yet" that
    shows how to call the checker.
    """
    signature = inspect.signature(func)

    @functools.wraps(func)
    def run(*args, strict: bool = False, **kwargs) -> Check:
        try:
            signature.bind(*args, **kwargs)
        except TypeError as exc:
            verdict = _wrong(f"{func.__name__} could not read its arguments ({exc}).",
                             f"call it as {func.__name__}{_call_shape(signature)}")
        else:
            try:
                verdict = func(*args, **kwargs)
            except _Junk as exc:
                verdict = _wrong(str(exc), exc.hint)
            except _OutOfTime:
                verdict = _undecided(f"could not work out the shortest solution of this board within "
                                     f"{CHECK_SECONDS:g} seconds, so your answer was not judged.",
                                     "try a board closer to the goal, or build the 4 x 4 pattern databases once "
                                     "with: python -m puzzlelib pdb --size 4")
            except PuzzleError as exc:
                verdict = _wrong(_sentence(str(exc)), "check the board and the answer you passed")
        if strict:
            verdict.require()
        return verdict

    params = list(signature.parameters.values())
    strict = inspect.Parameter("strict", inspect.Parameter.KEYWORD_ONLY, default=False, annotation=bool)
    at = len(params) - (params and params[-1].kind == inspect.Parameter.VAR_KEYWORD)
    params.insert(at, strict)
    run.__signature__ = signature.replace(parameters=params)
    return run


def _call_shape(signature: inspect.Signature) -> str:
    return "(" + ", ".join(p.name if p.default is p.empty else f"{p.name}={p.default!r}"
                           for p in signature.parameters.values()
                           if p.kind not in (p.VAR_KEYWORD, p.VAR_POSITIONAL)) + ")"


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?", ":")) else text + "."


def _whole_number(value, what: str = "a whole number of moves", *, minimum: int = 0) -> int:
    """``value`` as an int (numpy integers and whole floats read), or :class:`_Junk` naming what was expected.

    Negative answers (below ``minimum``), NaN, infinities, bools, text and containers are refused here,
    so that no checker ever calls them "too large" or "too many".
    """
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise _Junk(what, value, "answer with a number such as 12, not in quotes")
    if isinstance(value, numbers.Integral):
        number = int(value)
    else:
        number = float(value)
        if not math.isfinite(number) or number != int(number):
            raise _Junk(what, value, "answer with a whole number such as 12")
        number = int(number)
    if number < minimum:
        raise _Junk(what, value, f"answer with a whole number of at least {minimum}",
                    message=f"{number} is less than {minimum}: expected {what} ({minimum} or more).")
    return number


def _real_number(value, what: str) -> float:
    """``value`` as a finite float, or :class:`_Junk` (NaN, infinities, bools, text and None are refused)."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise _Junk(what, value, "answer with a number such as 1.5, not in quotes")
    try:
        number = float(value)
    except OverflowError:
        number = math.inf
    if not math.isfinite(number):
        raise _Junk(what, value, "answer with a finite number such as 1.5")
    return number


def _callable(value, what: str, hint: str):
    if not callable(value):
        raise _Junk(what, value, hint)
    return value


def _teacher_count(value, name: str) -> int:
    """A count the lesson sets (not the student's answer): a whole number of at least 0, else a PuzzleError."""
    number = whole_number(value)
    if number is None or number < 0:
        raise PuzzleError(f"{name} must be a whole number of moves, 0 or more, got {short_repr(value)}.")
    return number


def _right(message: str, **kwargs) -> Check:
    return Check(True, message, **kwargs)


def _wrong(message: str, hint: str = "", **kwargs) -> Check:
    return Check(False, message, hint, **kwargs)


def _as_board(board) -> Board:
    return Board.coerce(board, "this check")


def _goal_for(board: Board, goal) -> Board:
    return board.resolve_goal(goal)  # reads layout names too


# --------------------------------------------------------------------------- optimal distances
def _optimal_length(board: Board, goal: Board, time_limit: float | None = None) -> int | None:
    """Fewest moves from ``board`` to ``goal``, None when it cannot reach it; :class:`_OutOfTime` if too slow.

    Up to 3 x 3 a complete breadth-first distance table answers. Larger boards are solved by IDA*, the
    fastest exact method the package has: with pattern databases when they are already built for this
    shape and goal (:func:`puzzlelib.pdb.ready`; never built here: a first build takes seconds, too long for a check),
    else with Manhattan distance plus linear conflicts.
    """
    if not is_solvable(board, goal):
        return None
    if board == goal:
        return 0
    if board.size <= _WHOLE_SPACE_CELLS:
        from puzzlelib.statespace import distance_table

        return distance_table(board.rows, board.cols, goal).distance(board)
    from puzzlelib.search import solve

    try:
        result = solve(board, goal, method="idastar", heuristic=_exact_heuristic(goal),
                       time_limit=CHECK_SECONDS if time_limit is None else time_limit)
    except SearchLimitError:
        raise _OutOfTime from None
    return result.length


def _exact_heuristic(goal: Board) -> str:
    """``"pdb"`` where pattern databases for ``goal`` are built already, else ``"linear_conflict"``."""
    try:
        from puzzlelib import pdb
    except ImportError:
        return "linear_conflict"
    try:
        return "pdb" if pdb.ready(goal.rows, goal.cols, goal.tiles) else "linear_conflict"
    except PuzzleError:  # no database is defined for this shape
        return "linear_conflict"


def _known_length(board: Board, goal: Board) -> int | None:
    """:func:`_optimal_length`, or None when it could not be found in time (the caller says so)."""
    try:
        return _optimal_length(board, goal)
    except _OutOfTime:
        return None


# --------------------------------------------------------------------------- check_solution
_MOVES_EXPECTED = "a list of moves"
_MOVES_HINT = ("moves are letters U, D, L, R or tile numbers: text such as 'RUULD', or a list such as "
               "['R', 'U'] or [6, 5, 4]")


def _read_moves(moves) -> list:
    """Moves as a list of blank directions ("U") or tile numbers (ints), from any of the usual spellings.

    Anything else (a number, None, a dict, a list holding lists) is :class:`_Junk`.
    """
    moves = getattr(moves, "moves", moves)  # a SearchResult
    if isinstance(moves, str):
        words = moves.replace(",", " ").split()
        if all(w.lstrip("-").isdigit() for w in words) and words:
            return [int(w) for w in words]
        return [ch.upper() for ch in "".join(words)]
    if isinstance(moves, dict | set | frozenset) or not isinstance(moves, list | tuple | range) \
            and not hasattr(moves, "tolist"):
        raise _Junk(_MOVES_EXPECTED, moves, _MOVES_HINT)
    if hasattr(moves, "tolist"):  # a numpy array
        moves = moves.tolist()
        if not isinstance(moves, list):
            raise _Junk(_MOVES_EXPECTED, moves, _MOVES_HINT)
    out = []
    for m in moves:
        if isinstance(m, str):
            out.extend(ch.upper() for ch in m.strip())
        elif isinstance(m, numbers.Integral) and not isinstance(m, bool):
            out.append(int(m))
        else:
            raise _Junk(_MOVES_EXPECTED, m, _MOVES_HINT,
                        message=f"expected {_MOVES_EXPECTED}, got a list holding {_kind(m)}.")
    return out


def _blank_words(board: Board) -> str:
    r, c = board.blank_pos
    return f"the blank is at row {r + 1}, column {c + 1}"


def _step(board: Board, move, k: int) -> tuple[Board | None, str, str]:
    """One move of a student's sequence: (next board, or None with what went wrong and a hint)."""
    if isinstance(move, str):
        if move not in DELTAS:
            return None, (f"move {k} is {move!r}, which is not a move"), \
                "write moves as the direction the blank travels: U, D, L or R (or as tile numbers)"
        if move not in board.moves():
            return None, (f"move {k} ({move}) is illegal: {_blank_words(board)}, so it cannot go {move}"), \
                f"legal moves there are {' '.join(board.moves())}"
        return board.move(move), "", ""
    if isinstance(move, bool) or not isinstance(move, int) or not 1 <= move < board.size:
        return None, f"move {k} is {move!r}, which is not a tile on this board", \
            f"tiles are numbered 1 to {board.size - 1}"
    where = board.move_for_cell(*board.position_of(move))
    if where is None:
        beside = sorted(board.tile_moved(m) for m in board.moves())
        return None, (f"move {k} slides tile {move}, but tile {move} is not next to the blank"), \
            f"{_blank_words(board)}; the tiles that can slide there are {', '.join(map(str, beside))}"
    return board.move(where), "", ""


def _detour(boards: list[Board]) -> str:
    """Where a path wastes moves: a move undone at once, or a board visited twice."""
    seen: dict[Board, int] = {}
    for i, b in enumerate(boards):
        if b in seen:
            j = seen[b]
            if i - j == 2:
                return f"moves {j + 1} and {i} undo each other (the board after move {i} is the one before move {j + 1})"
            return f"the board after move {i} was already reached after move {j}: the {i - j} moves between are a loop"
        seen[b] = i
    return ""


@_checker
def check_solution(board, moves, goal=None, *, optimal: bool = False) -> Check:
    """Replay a student's ``moves`` from ``board`` and say exactly where they went wrong.

    Parameters
    ----------
    board : Board or text
        The start, e.g. ``"1 3 4 / 8 2 5 / 7 0 6"``.
    moves : str, list or SearchResult
        Blank directions (``"RUULD"``, ``["R", "U"]``) or tile numbers slid (``[6, 5, 4]`` or ``"6 5 4"``).
    goal : Board, text or layout name, optional
        ``"snail"``, ``"blank-first"``, a board, or None for the standard goal.
    optimal : bool
        Also require the fewest possible moves (otherwise a longer solution is right, with a remark).

    Returns
    -------
    Check
        ``details`` holds ``length`` and, when known, ``optimal`` (the fewest moves).

    Examples
    --------
    >>> check_solution("1 3 4 / 8 2 5 / 7 0 6", "RUULD", goal="snail").ok
    True
    >>> check_solution("1 2 3 / 4 5 6 / 7 0 8", "U").message.split(":")[0]
    'after your 1 move the board is not the goal'
    """
    board = _as_board(board)
    goal = _goal_for(board, goal)
    steps = _read_moves(moves)
    if not steps and board != goal and is_solvable(board, goal):  # an untouched starter: give nothing away
        return _wrong("no moves yet.", "write the blank's moves as text such as 'RD', or the tiles you slide as a "
                      "list such as [1, 2]", details={"length": 0, "optimal": None})
    boards = [board]
    for k, move in enumerate(steps, start=1):
        nxt, problem, hint = _step(boards[-1], move, k)
        if nxt is None:
            where = f"after {_plural(k - 1, 'legal move')}" if k > 1 else "the very first move"
            return _wrong(f"{problem} ({where}).", hint, board=boards[-1],
                          details={"failed_move": k})
        boards.append(nxt)
    end, n = boards[-1], len(steps)
    if not is_solvable(board, goal):
        return _wrong("this board can never reach the goal (" + explain_solvability(board, goal) + ").",
                      "no sequence of moves works; check that the board and the goal are the ones you meant",
                      details={"length": n, "optimal": None})
    if end != goal:
        away = _known_length(end, goal)
        distance = f"it is {_plural(away, 'move')} away" if away is not None else "it is still some moves away"
        off = [t for t, g in zip(end.tiles, goal.tiles, strict=True) if t and t != g]
        return _wrong(f"after your {_plural(n, 'move')} the board is not the goal: {distance}. "
                      f"Tiles not home: {', '.join(map(str, sorted(off)))}. Your board ends as:",
                      "replay your moves one at a time with board.path(moves) and compare with the goal",
                      board=end, details={"length": n, "optimal": None})
    # Manhattan distance never overestimates, so a solution exactly that long is a shortest one.
    best = n if n == board.manhattan(goal) else _known_length(board, goal)
    details = {"length": n, "optimal": best}
    detour = _detour(boards)
    if best is None:
        if optimal:
            return _undecided(f"your {_plural(n, 'move')} reach the goal, but the shortest solution could not be "
                              f"found within {CHECK_SECONDS:g} seconds to compare, so 'shortest' was not judged.",
                              (detour + "; " if detour else "") + "try a board closer to the goal", details=details)
        return _right(f"{_plural(n, 'move')} from start to goal.", details=details)
    if n > best:
        message = f"your {_plural(n, 'move')} reach the goal, but the shortest solution takes {best}"
        hint = (detour + "; " if detour else "") + "breadth-first search finds a shortest one"
        if optimal:
            return _wrong(message + ".", hint, details=details)
        return _right(message + f": {n - best} to spare. Can you find a shorter one?", hint=hint, details=details)
    return _right(f"{_plural(n, 'move')} from start to goal, and no solution is shorter.", details=details)


# --------------------------------------------------------------------------- check_heuristic
def _call_with_goal(h: Callable) -> bool:
    """True when ``h`` accepts a second argument (the goal), as the package's heuristics do."""
    try:
        params = inspect.signature(h).parameters.values()
    except (TypeError, ValueError):
        return False
    positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    return len(positional) >= 2 or any(p.kind == p.VAR_POSITIONAL for p in params)


@lru_cache(maxsize=2)
def _solvable_boards(goal: Board):
    """Every 3 x 3 board that can reach ``goal``: distance table, ranks, tiles array, distances, Boards.

    Cached, so that a class calling :func:`check_heuristic` again and again only pays for its own ``h``.
    """
    import numpy as np

    from puzzlelib.statespace import distance_table, unrank_permutations

    table = distance_table(3, 3, goal)
    ranks = np.flatnonzero(table.distances >= 0)
    perms = unrank_permutations(ranks, 9)
    true = table.distances[ranks].astype(np.int64)
    boards = tuple(Board._trusted(3, 3, tuple(tiles)) for tiles in perms.tolist())
    return table, ranks, perms, true, boards


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


# --------------------------------------------------------------------------- lesson 1: the ant
def _grid(grid) -> GridProblem:
    if isinstance(grid, GridProblem):
        return grid
    if isinstance(grid, str):
        return GridProblem.parse(grid)
    raise PuzzleError(f"expected a GridProblem or a grid picture such as 'S . .\\n# # .\\nG . .', got {grid!r}")


_WALK_EXPECTED = "a walk: directions such as 'DD', cell numbers such as [2, 5, 8] or (row, col) pairs"
_WALK_HINT = "write the ant's walk as text such as 'DD' or as a list of cell numbers such as [2, 5, 8]"


def _is_int(value) -> bool:
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


def _cells_from(problem: GridProblem, path) -> tuple[list, str]:
    """A student's path as cells: directions ("DD"), cell numbers ([2, 5, 8]) or (row, col) pairs."""
    if isinstance(path, str):
        if any(ch.isdigit() for ch in path):  # "2-5-8" or "2 5 8": cell numbers
            path = [int(word) for word in re.findall(r"\d+", path)]
        else:
            path = [ch.upper() for ch in path if not ch.isspace() and ch != ","]
    if isinstance(path, dict | set | frozenset) or not isinstance(path, list | tuple | range | str):
        raise _Junk(_WALK_EXPECTED, path, _WALK_HINT)
    path = list(path)
    if not path:
        return [problem.initial], ""
    for p in path:
        if not (isinstance(p, str) or _is_int(p) or isinstance(p, list | tuple) and len(p) == 2
                and all(_is_int(x) for x in p)):
            raise _Junk(_WALK_EXPECTED, p, _WALK_HINT, message=f"expected {_WALK_EXPECTED}, got a walk holding "
                        f"{_kind(p)}.")
    if all(isinstance(p, str) for p in path):
        cells = [problem.initial]
        for k, move in enumerate(path, start=1):
            if move not in DELTAS:
                return cells, f"step {k} is {move!r}; use U, D, L or R"
            dr, dc = DELTAS[move]
            cells.append((cells[-1][0] + dr, cells[-1][1] + dc))
        return cells, ""
    if all(_is_int(p) for p in path):
        cells = [divmod(int(p) - 1, problem.cols) for p in path]
    elif any(isinstance(p, str) or _is_int(p) for p in path):
        raise _Junk(_WALK_EXPECTED, path, _WALK_HINT,
                    message="your walk mixes spellings: use only directions, only cell numbers or only pairs.")
    else:
        cells = [(int(p[0]), int(p[1])) for p in path]
    if cells[0] != problem.initial:
        cells.insert(0, problem.initial)
    return cells, ""


@_checker
def check_grid_path(grid, path, *, optimal: bool = True) -> Check:
    """Check the ant's walk: from start to goal, one cell at a time, never through a wall.

    ``path`` is directions (``"DD"``), cell numbers in the ant post's 1..9 numbering (``[2, 5, 8]``, the
    start may be left out) or ``(row, col)`` pairs. With ``optimal`` (default) it must also be shortest.
    """
    from puzzlelib.search import solve

    problem = _grid(grid)
    cells, problem_text = _cells_from(problem, path)
    number = problem.cell_number
    if problem_text:
        return _wrong(problem_text + ".", "directions are the way the ant walks: U, D, L, R")
    for k in range(1, len(cells)):
        (r0, c0), (r1, c1) = cells[k - 1], cells[k]
        if abs(r0 - r1) + abs(c0 - c1) != 1:
            return _wrong(f"step {k} jumps from cell {number(cells[k - 1])} to {cells[k]}, which is not next to it.",
                          "the ant moves one cell up, down, left or right at a time")
        if not problem.inside(cells[k]):
            return _wrong(f"step {k} walks off the grid from cell {number(cells[k - 1])}.",
                          f"the grid has {problem.rows} rows and {problem.cols} columns")
        if cells[k] in problem.walls:
            return _wrong(f"step {k} walks into the wall at cell {number(cells[k])}.", "go around the walls (#)")
    n = len(cells) - 1
    if cells[-1] != problem.goal:
        return _wrong(f"your walk ends at cell {number(cells[-1])}, not at the food (cell {number(problem.goal)}).",
                      "keep going until the last cell is the goal")
    best = solve(problem, method="bfs").length
    shown = "-".join(str(number(c)) for c in cells)
    if n > best:
        msg = f"the walk {shown} reaches the food in {n} steps, but {best} steps are enough"
        if optimal:
            return _wrong(msg + ".", "breadth-first search finds a shortest walk", details={"length": n, "optimal": best})
        return _right(msg + ".", details={"length": n, "optimal": best})
    return _right(f"the walk {shown} reaches the food in {n} steps, the fewest possible.",
                  details={"length": n, "optimal": best})


@_checker
def check_greedy_trap(grid, *, max_cells: int | None = None) -> Check:
    """Right when the greedy walk (:func:`greedy_walk`) fails to reach the food on ``grid`` and BFS succeeds.

    ``max_cells`` caps the grid's size, so that a lesson can ask for a trap smaller than the one it shows.
    """
    from puzzlelib.errors import UnsolvableError
    from puzzlelib.search import solve

    problem = _grid(grid)
    if max_cells is not None and problem.rows * problem.cols > _whole_number(max_cells, "a number of cells"):
        return _wrong(f"your grid is {problem.rows} x {problem.cols} = {problem.rows * problem.cols} cells; this "
                      f"exercise asks for one of at most {max_cells} cells.",
                      "a small grid can hold a trap too: what must surround the ant for every step to lead away?")
    try:
        best = solve(problem, method="bfs")
    except UnsolvableError:
        return _wrong("no path at all leads from the ant to the food on this grid, so BFS fails too.",
                      "leave an opening in the walls so that a detour exists")
    walk = greedy_walk(problem)
    shown = "-".join(str(problem.cell_number(c)) for c in walk)
    if problem.is_goal(walk[-1]):
        return _wrong(f"the greedy ant still gets there ({shown}, {len(walk) - 1} steps).",
                      "put a wall between the ant and the food so that the closest-looking step leads into a dead end")
    return _right(f"the greedy ant gets stuck at cell {problem.cell_number(walk[-1])} (walk {shown}), while "
                  f"breadth-first search finds a path of {best.length} steps.",
                  details={"greedy": walk, "bfs_length": best.length})


# --------------------------------------------------------------------------- lesson 2: notations and counts
@_checker
def check_positions(board, positions) -> Check:
    """Check a position array (``positions[t]`` = cell of tile ``t``, blank first) written for ``board``."""
    board = _as_board(board)
    truth = board.to_positions()
    expected = f"a list of {len(truth)} cell numbers (where the blank is, then tiles 1 to {board.size - 1})"
    if isinstance(positions, str | dict | set | frozenset) or not hasattr(positions, "__len__"):
        raise _Junk(expected, positions, "write the position array as a list, such as [8, 0, 1, ...]")
    got = list(positions.tolist() if hasattr(positions, "tolist") else positions)
    for value in got:
        if not _is_int(value):
            raise _Junk(expected, value, "each entry is a cell number from 0, row by row",
                        message=f"expected {expected}, got a list holding {_kind(value)}.")
    got = [int(value) for value in got]
    if len(got) != len(truth):
        return _wrong(f"a {board.rows} x {board.cols} board needs {len(truth)} numbers (the blank, then tiles 1 to "
                      f"{board.size - 1}), you wrote {len(got)}.", "entry t is the cell that holds tile t")
    for t, (mine, right) in enumerate(zip(got, truth, strict=True)):
        if mine != right:
            who = "the blank" if t == 0 else f"tile {t}"
            hint = ("cells are numbered from 0, row by row" if mine == right + 1 else
                    "entry t is WHERE tile t is, not which tile is in cell t" if board.tiles[t] == mine else
                    f"find {who} on the board and count its cell from 0, row by row")
            return _wrong(f"entry {t} should be the cell of {who}: {right}, you wrote {mine}.", hint, board=board)
    return _right(f"{got} is where each tile of this board sits.")


@_checker
def check_state_count(rows: int, cols: int, answer) -> Check:
    """Check a count of the boards reachable from a ``rows x cols`` goal.

    With at least two rows and two columns that is half of all ``(rows*cols)!`` arrangements; on a board one
    cell wide the tiles can never change order, so only the blank's place varies: ``rows*cols`` boards.
    """
    rows = _whole_number(rows, "a number of rows", minimum=1)
    cols = _whole_number(cols, "a number of columns", minimum=1)
    n = rows * cols
    if n > _MAX_CELLS:
        raise _Junk("", None, message=f"a {rows} x {cols} board has more than {_MAX_CELLS} cells; "
                    "the checker covers boards up to 16 x 16.")
    answer = _whole_number(answer, "a whole number of boards")
    everything = math.factorial(n)
    truth = everything // 2 if min(rows, cols) >= 2 else n
    if answer == truth:
        if min(rows, cols) >= 2:
            why = f"has {everything:,} arrangements and exactly half, {truth:,}, can be reached from the goal."
        else:
            why = f"is one cell wide: the tiles never change order, so only the blank's {n} places can be reached."
        return _right(f"a {rows} x {cols} board {why}", details={"reachable": truth})
    if answer == everything and everything != truth:
        return _wrong(f"{everything:,} is every arrangement of the {n} cells ({n}!), the figure the three-methods post prints.",
                      "can every arrangement be reached from the goal? think about parity"
                      if min(rows, cols) >= 2 else "on a board one cell wide, can two tiles ever pass each other?")
    hint = (f"start from {n}! (math.factorial({n})) and think about parity" if min(rows, cols) >= 2
            else "on a board one cell wide, can two tiles ever pass each other?")
    return _wrong(f"{answer:,} is not the number of reachable {rows} x {cols} boards.", hint)


# --------------------------------------------------------------------------- lesson 3: parity
@_checker
def check_inversions(board, answer) -> Check:
    """Check a hand count of the inversions of ``board`` (pairs of tiles in the wrong order, blank skipped)."""
    board = _as_board(board)
    answer = _whole_number(answer, "a whole number of inversions")
    truth = inversions(board)
    if answer == truth:
        return _right(f"{board.to_text()} has {truth} inversions, so its polarity is "
                      f"{'even' if truth % 2 == 0 else 'odd'}.", details={"inversions": truth})
    with_blank = sum(1 for i, a in enumerate(board.tiles) for b in board.tiles[i + 1:] if a > b and a != 0) + \
        sum(1 for i, a in enumerate(board.tiles) if a == 0 for b in board.tiles[:i])
    seq = [t for t in board.tiles if t]
    counts = [sum(1 for b in seq[i + 1:] if a > b) for i, a in enumerate(seq)]
    k = next((i for i, c in enumerate(counts) if c), 0)
    hint = (f"for each tile, count the smaller tiles after it, reading row by row, and add up; "
            f"for example tile {seq[k]} comes before {_plural(counts[k], 'smaller tile')}")
    if answer == with_blank and with_blank != truth:
        hint = "leave the blank out: it is not a tile, so it is in no pair"
    return _wrong(f"{answer} is not the number of inversions of {board.to_text()}.", hint, board=board)


@_checker
def check_solvability_rule(rule: Callable[[Board], bool]) -> Check:
    """Compare a student's ``rule(board) -> bool`` with exhaustive breadth-first search.

    Every arrangement of the 2 x 2, 2 x 3, 3 x 2, 2 x 4 and 3 x 3 boards (404,664 in all) is checked
    against whether it really can reach the standard goal. Mixing odd and even widths catches a rule
    that forgets the blank's row. Takes a few seconds.
    """
    import numpy as np

    from puzzlelib.statespace import distance_table, unrank_permutations

    _callable(rule, "a function rule(board) that returns True or False",
              "define it with def is_solvable_rule(board): ... and pass the function itself")
    checked = 0
    for rows, cols in ((2, 2), (2, 3), (3, 2), (2, 4), (3, 3)):
        table = distance_table(rows, cols)
        n = rows * cols
        perms = unrank_permutations(np.arange(len(table.distances)), n)
        reachable = table.distances >= 0
        for tiles, truth in zip(perms.tolist(), reachable.tolist(), strict=True):
            b = Board._trusted(rows, cols, tuple(tiles))
            try:
                said = rule(b)
            except Exception as exc:  # the student's code
                return _wrong(f"your rule raised {type(exc).__name__}: {exc} on this {rows} x {cols} board:",
                              "board.rows, board.cols, board.tiles and board.blank_pos are all you need", board=b)
            checked += 1
            if not (isinstance(said, bool | np.bool_) or _is_int(said) and said in (0, 1)):
                return _wrong(f"your rule returned {_kind(said)} for this {rows} x {cols} board; expected True or "
                              "False.", "return the result of a comparison, such as inversions % 2 == 0", board=b,
                              details={"checked": checked - 1})
            if bool(said) != truth:
                verdict = "can" if truth else "cannot"
                before = (f"All {checked - 1:,} boards checked before it were right." if checked > 1
                          else "It is the first board checked.")
                hint = ("with an even width, the blank's row counts too (rows between it and the goal's blank row)"
                        if cols % 2 == 0 else "count inversions, skipping the blank, and look at their parity")
                return _wrong(f"your rule says {bool(said)} for this {rows} x {cols} board, but it {verdict} reach the "
                              f"goal ({explain_solvability(b)}). {before}", hint,
                              board=b, details={"checked": checked})
    return _right(f"your rule agrees with exhaustive search on all {checked:,} boards of 2x2, 2x3, 3x2, 2x4 and 3x3.",
                  details={"checked": checked})


@_checker
def check_parity_counterexample(board) -> Check:
    """Right when the odd-width rule ("solvable exactly when the inversion count is even") is wrong for ``board``.

    The rule is exact on boards of odd width, so a counterexample must have an even width; the check says
    what the rule predicts and what is true, and never shows a counterexample itself.
    """
    board = _as_board(board)
    inv = inversions(board)
    predicted = inv % 2 == 0
    truth = is_solvable(board)
    said = "solvable" if predicted else "unsolvable"
    details = {"inversions": inv, "rule_says_solvable": predicted, "solvable": truth}
    if predicted != truth:
        return _right(f"this board has {_plural(inv, 'inversion')}, so the odd-width rule calls it {said}, but it "
                      f"is {'solvable' if truth else 'unsolvable'}. On a board {board.cols} wide the blank's row "
                      "counts too: explain_solvability(board) shows the sums.", board=board, details=details)
    if board.cols % 2:
        return _wrong(f"this board is {board.cols} wide, an odd width, and there the rule is always right "
                      f"({_plural(inv, 'inversion')}: {said}, as it really is).",
                      "try a board with an even number of columns, such as 4 x 4 or 2 x 4", board=board,
                      details=details)
    return _wrong(f"the rule gets this one right: {_plural(inv, 'inversion')}, so it says {said}, and the board "
                  f"really is {said}.",
                  "on an even width a slide up or down changes the inversion count by an odd number: what happens "
                  "to the count when the blank leaves the bottom row?", board=board, details=details)


# --------------------------------------------------------------------------- lesson 4: distances
@_checker
def check_distance(board, answer, goal=None) -> Check:
    """Check how many moves ``board`` needs to reach ``goal`` (fewest possible).

    On boards larger than 3 x 3 the truth is searched for within :data:`CHECK_SECONDS`; when that is not
    enough the verdict says so instead of guessing.
    """
    board = _as_board(board)
    goal = _goal_for(board, goal)
    answer = _whole_number(answer)
    if not is_solvable(board, goal):
        return _wrong("this board cannot reach that goal at all, so no number of moves is right ("
                      + explain_solvability(board, goal) + ").",
                      "check that the board and the goal are the ones you meant", board=board)
    if answer < board.manhattan(goal):  # decided without a search: Manhattan distance never overestimates
        return _wrong(f"{answer} is too few: no solution is that short.",
                      "each move slides one tile one cell; add up how far every tile has to travel", board=board)
    truth = _optimal_length(board, goal)
    if answer == truth:
        return _right(f"{board.to_text()} is {_plural(truth, 'move')} from the goal.", details={"distance": truth})
    direction = "too few: no solution is that short" if answer < truth else "too many: a shorter solution exists"
    return _wrong(f"{answer} is {direction}.",
                  "breadth-first search from the goal reaches this board at its true depth", board=board)


@_checker
def check_bfs_estimate(board, answer, goal=None, *, factor: float = 2.0) -> Check:
    """Judge a *prediction* of how many boards breadth-first search expands before it solves ``board``.

    Right when the answer is within ``factor`` of the truth (either way): an estimate from the level sizes
    a lesson shows, not a count to look up. The truth is measured by running
    ``solve(board, goal, method="bfs")``; the verdict tells it only once the answer is close enough, and
    otherwise says which way the guess is off.
    """
    from puzzlelib.search import solve

    board = _as_board(board)
    goal = _goal_for(board, goal)
    answer = _whole_number(answer, "a whole number of boards")
    factor = _real_number(factor, "a factor such as 2")
    if factor < 1:
        raise _Junk("", None, message=f"the factor must be at least 1, got {factor:g}.")
    if board.size > _WHOLE_SPACE_CELLS:
        raise _Junk("", None, message="breadth-first search is only measured here on boards up to 3 x 3.")
    if not is_solvable(board, goal):
        return _wrong("this board cannot reach that goal, so BFS would expand every board it can reach.",
                      explain_solvability(board, goal), board=board)
    truth = solve(board, goal, method="bfs").nodes_expanded
    details = {"expanded": truth, "yours": answer}
    if truth / factor <= answer <= truth * factor:
        return _right(f"BFS expands {truth:,} boards here; your estimate of {answer:,} is within a factor of "
                      f"{factor:g}.", details=details)
    way = (f"too low: BFS expands more than {factor:g} times that many boards here" if answer < truth
           else f"too high: BFS expands fewer than 1/{factor:g} of that many boards here")
    return _wrong(f"{answer:,} is {way}.",
                  "add up the level sizes from the start up to the board's distance: BFS expands every board on "
                  "the levels before the goal's", details=details)


def _bfs_test_boards() -> list[Board]:
    """One board at each distance from the goal: every depth of 2 x 3 (0..21), then 3 x 3 up to 14 moves."""
    from puzzlelib.statespace import distance_table

    boards = []
    for rows, cols, deepest in ((2, 3, None), (3, 3, 14)):
        table = distance_table(rows, cols)
        last = table.max_distance if deepest is None else deepest
        boards += [table.boards_at(d, limit=1)[0] for d in range(last + 1)]
    return boards


def _backtrace_hint(board: Board, goal: Board, moves) -> str:
    """The classic backtrace slips: moves left in goal-to-start order, or read from child to parent."""
    try:
        steps = _read_moves(moves)
    except _Junk:
        return ""
    if not steps:
        return ("you returned no moves for a board that is not the goal: the backtrace should collect the move "
                "stored with each parent link") if board != goal else ""
    if not all(isinstance(m, str) and m in OPPOSITE for m in steps):
        return ""
    if check_solution(board, steps[::-1], goal).ok:
        return "your moves are right but in reverse order: a backtrace runs from the goal to the start, so reverse it"
    if check_solution(board, [OPPOSITE[m] for m in steps[::-1]], goal).ok:
        return ("each of your moves points from a board back to its parent: record the move that led from the "
                "parent to the board, and reverse the list")
    return ""


@_checker
def check_bfs(search: Callable) -> Check:
    """Run a student's ``search(start, goal) -> moves`` on boards at every distance and check each answer.

    The boards: one at each distance 0 to 21 of the 2 x 3 puzzle, then 3 x 3 boards 0 to 14 moves from the
    goal (the goal is always the standard one). Each answer is replayed as in :func:`check_solution` and must
    be a shortest solution; the first wrong one is reported with the board. ``moves`` may be blank
    directions or tile numbers, like everywhere else.
    """
    import time

    _callable(search, "a function search(start, goal) that returns moves",
              "define it with def search(start, goal): ... and pass the function itself")
    boards = _bfs_test_boards()
    started = time.perf_counter()
    for k, board in enumerate(boards):
        goal = board.goal_of()
        try:
            moves = search(board, goal)
        except Exception as exc:  # the student's code
            return _wrong(f"your search raised {type(exc).__name__}: {exc} on this {board.rows} x {board.cols} board:",
                          "try it by hand on this board first; board.neighbors() gives (move, next board) pairs",
                          board=board, details={"passed": k})
        if moves is None:
            return _wrong(f"your search returned None for this {board.rows} x {board.cols} board, which can be solved:",
                          "every board here can reach the goal: the queue should not run dry before the goal",
                          board=board, details={"passed": k})
        verdict = check_solution(board, moves, goal, optimal=True)
        if not verdict.ok:
            return _wrong(f"on board {k + 1} of {len(boards)} ({board.to_text()}): {verdict.message}",
                          _backtrace_hint(board, goal, moves) or verdict.hint,
                          board=verdict.board or board, details={"passed": k})
    seconds = time.perf_counter() - started
    return _right(f"shortest solutions for all {len(boards)} boards, from 0 to 21 moves on 2 x 3 and up to 14 on 3 x 3, "
                  f"in {seconds:.1f} s.", details={"passed": len(boards), "seconds": seconds})

# --------------------------------------------------------------------------- lessons 5-8 (appended)
__all__ += ["check_score_trap", "check_branching_factor"]


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
    except SearchLimitError as exc:
        return _wrong(f"{method} ran out of its budget on this board before finding any solution ({exc}).",
                      "try a board a little closer to the goal", board=board)
    best = _known_length(board, goal)
    details = {"length": found.length, "optimal": best, "nodes_expanded": found.nodes_expanded}
    if best is None:
        return _undecided(f"{method} found {_plural(found.length, 'move')}, but the shortest length could not be "
                          f"computed within {CHECK_SECONDS:g} seconds to compare.", "use a 3 x 3 board",
                          details=details)
    if found.length > best:
        return _right(f"{method} returns {_plural(found.length, 'move')} here, but the shortest solution takes "
                      f"{best}: {found.length - best} moves wasted.", board=board, details=details)
    return _wrong(f"{method} finds a shortest solution of this board ({_plural(best, 'move')}), so its score "
                  "did not mislead it here.",
                  "boards far from the goal (20 moves or more) mislead scores more often; try several seeds",
                  board=board, details=details)


@_checker
def check_branching_factor(generated: int, depth: int, answer: float, *, tolerance: float = 0.01) -> Check:
    """Check an effective branching factor b*: ``1 + b + b**2 + ... + b**depth == generated + 1``.

    ``generated`` is the number of nodes a search generated (``result.nodes_generated``) and ``depth``
    the length of the solution it found; the answer is right within ``tolerance``.

    >>> check_branching_factor(52, 5, 1.92).ok
    True
    """
    from puzzlelib.result import effective_branching_factor

    generated = _whole_number(generated, "a number of generated nodes")
    depth = _whole_number(depth, "a solution depth")
    answer = _real_number(answer, "a number such as 1.4")
    tolerance = _real_number(tolerance, "a tolerance such as 0.01")
    if depth > 0 and generated < depth:
        raise _Junk("", None, message=f"a search that found a solution {depth} moves deep generated at least "
                    f"{depth} nodes, not {generated}.")
    truth = effective_branching_factor(generated, depth)
    if truth is None:
        return _wrong("with a solution of depth 0 there is no branching to measure.", "use a board that needs moves")
    details = {"b_star": truth, "yours": answer}
    if answer < 1:
        return _wrong(f"{answer:g} is less than 1: with fewer than one child per node a tree of depth {depth} could "
                      "not even hold the solution's path.", "b* is at least 1", details=details)
    size = sum(answer ** k for k in range(depth + 1)) if answer < 1e6 else math.inf
    if abs(answer - truth) <= tolerance:
        return _right(f"b* = {truth:.3f}: a uniform tree of depth {depth} with that branching holds "
                      f"{generated + 1:,} nodes, as many as the search generated (plus the root).", details=details)
    way = "too small" if size < generated + 1 else "too large"
    return _wrong(f"{answer:g} is {way}: a uniform tree of depth {depth} with branching {answer:g} holds "
                  f"{size:,.0f} nodes, not {generated + 1:,}.",
                  "the tree size grows with b: halve the interval between a b that is too small and one that is "
                  "too large until they agree to two decimals (bisection)", details=details)


# --------------------------------------------------------------------------- lessons 5-9: judged exercises
__all__ += ["check_close_trap", "check_better_heuristic", "check_inconsistent_heuristic", "check_more_expanded",
            "check_memory_cap", "check_weight"]


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
            v = h(b, goal) if two_args else h(b)
        except Exception as exc:  # the student's code: say what it raised, and where
            return _wrong(f"your heuristic raised {type(exc).__name__}: {exc} on this board:",
                          "test it on a few boards first, e.g. h(Board.parse('1 2 3 / 4 5 6 / 7 0 8'))", board=b)
        try:
            check_heuristic_value(v, "h", b)
            values[i] = float(v)
        except (PuzzleError, TypeError, ValueError, OverflowError):
            shown = repr(v) if len(repr(v)) <= 40 else _kind(v)
            return _wrong(f"your heuristic returned {shown} on this board; a heuristic must return a finite "
                          "number of 0 or more (its estimate of the moves still needed).",
                          "return a count of moves (an int)", board=b)
    return values


@_checker
def check_better_heuristic(h: Callable, than="misplaced", goal=None) -> Check:
    """Right when ``h`` is admissible on every 8-puzzle board and *dominates* ``than``: never below it,
    above it on some boards (so A* with ``h`` expands no more boards, and usually fewer).

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
                  f"{above:,} of them: A* with yours expands no more boards than with {name}.",
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
        return _wrong(f"write your prediction as \"A\" or \"B\", got {answer!r}.",
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
        return _wrong(f"the cap should be a positive number of megabytes, got {cap_mb!r}.")
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
    if w > _MAX_WEIGHT:
        return _wrong(f"a weight of {w:g} trusts the guess so much that the moves already made stop counting; "
                      f"the smallest weight that works is far below {_MAX_WEIGHT}: try 1, {1 + step:g}, "
                      f"{1 + 2 * step:g}, ...")
    if w < 1 or abs(w / step - round(w / step)) > 1e-9:
        return _wrong(f"try weights 1, {1 + step:g}, {1 + 2 * step:g}, ... (multiples of {step:g}, "
                      f"at least 1); got {weight!r}.")
    board = _as_board(board)

    def run(weight_):
        method = "astar" if weight_ == 1 else "wastar"
        try:
            return solve(board, method=method, heuristic=heuristic, weight=weight_, max_nodes=max_nodes)
        except SearchLimitError:
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


__all__ += ["check_weights"]


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
                      f"{weight_h!r} and {weight_g!r}.", "weight_h = 0 is breadth-first order: "
                      "shortest, but it expands as much as BFS")
    board = _as_board(board)
    goal = _goal_for(board, goal)
    bfs = solve(board, goal, method="bfs")
    try:
        mine = solve(board, goal, method="scored", heuristic=heuristic, weight_h=wh, weight_g=wg, max_nodes=300_000)
    except SearchLimitError:
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


__all__ += ["check_row_by_row_shortest"]


@_checker
def check_row_by_row_shortest(board, min_moves: int = 10) -> Check:
    """Right when ``board`` is at least ``min_moves`` from its goal and the row-by-row method's solution of
    it is nevertheless a shortest one: the student has to know where in the method a search happens.

    >>> check_row_by_row_shortest("1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 0").ok
    False
    """
    from puzzlelib.strategies import row_by_row

    min_moves = _teacher_count(min_moves, "min_moves")
    board = _as_board(board)
    goal = board.goal_of()
    if not is_solvable(board, goal):
        return _wrong("this board cannot reach the goal at all.", explain_solvability(board, goal), board=board)
    best = _optimal_length(board, goal)
    if best < min_moves:
        return _wrong(f"this board is {_plural(best, 'move')} from the goal; the task asks for at least {min_moves}.",
                      "shuffle more, but think about which tiles you let the shuffle touch", board=board,
                      details={"optimal": best})
    human = row_by_row(board).length
    details = {"optimal": best, "row_by_row": human}
    if human > best:
        return _wrong(f"row by row needs {_plural(human, 'move')} here, the shortest solution {best}.",
                      "which part of the method searches for the best moves, and which part follows fixed recipes?",
                      board=board, details=details)
    return _right(f"{_plural(best, 'move')} from the goal, and row by row solves it in {_plural(human, 'move')}: "
                  "a shortest solution. Explain in one sentence why this board lets the method be perfect.",
                  details=details)
