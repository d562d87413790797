"""Lesson 7's checks on A* itself: how hard a heap push can work, and which boards A* expands whatever
its tie rule (those with ``f`` below the shortest length).

Neither check compares the answer with a number printed anywhere in the package: the heap check
replays the pushes, and the count of boards with ``f`` below the shortest length comes from a complete
breadth-first table of the distances *from the start*, a quantity no search result reports
(``nodes_expanded`` also counts boards whose ``f`` equals the shortest length, so copying it is wrong
whenever A* expands any).
"""

from __future__ import annotations

import math
import numbers
import re
from functools import lru_cache

from puzzlelib.board import Board
from puzzlelib.errors import PuzzleError, short_repr
from puzzlelib.exercises.verdicts import (
    Check,
    _as_board,
    _calls_refused,
    _checker,
    _is_refused_call,
    _Junk,
    _kind,
    _read_text,
    _right,
    _student,
    _whole_number,
    _wrong,
)

__all__ = ["check_worst_push_order", "check_must_expand"]


def _swaps(order: list) -> list[int]:
    """Swaps each push makes when the entries of ``order`` are pushed one by one onto an empty heap."""
    heap, swaps = [], []
    for item in order:
        heap.append(item)
        i, made = len(heap) - 1, 0
        while i > 0 and heap[(i - 1) // 2] > heap[i]:
            parent = (i - 1) // 2
            heap[i], heap[parent] = heap[parent], heap[i]
            i, made = parent, made + 1
        swaps.append(made)
    return swaps


@_checker
def check_worst_push_order(order, size: int = 15) -> Check:
    """Right when pushing ``order`` (15 different numbers) one by one onto an empty binary heap makes as
    many swaps in all as any order of 15 entries can.

    A wrong order's reply is the same whatever the order: it carries no count of swaps, so a student
    cannot climb towards the answer by keeping the changes that raise it. ``size`` is the task's and stays
    15 (a smaller heap would be a different, easier task).

    >>> check_worst_push_order(list(range(1, 16))).ok
    False
    """
    if isinstance(size, bool) or size != 15:
        raise _Junk("", None, "call it as check_worst_push_order(my_order)",
                    message=f"the task pushes 15 entries; size={short_repr(size)} would judge a different task.")
    if isinstance(order, str):  # text such as "15 14 13 ..." or "15, 14, 13, ...": the numbers in it
        words = [w for w in re.split(r"[\s,;]+", _read_text(order, f"{size} different numbers", "write the "
                 "numbers in push order, for example 5, 3, 9")) if w]
        try:
            order = [float(w) for w in words]
        except ValueError:
            raise _Junk(f"{size} different numbers", order, "write only numbers, separated by spaces or commas") \
                from None
    if isinstance(order, bytes) or not hasattr(order, "__iter__"):
        raise _Junk(f"a list of {size} different numbers", order, "write the numbers in the order you push them, "
                    "for example [5, 3, 9, ...]")
    items = list(order)
    if len(items) != size:
        raise _Junk("", None, "push exactly the number of entries the task names",
                    message=f"expected {size} numbers, got {len(items)}.")
    for item in items:
        if isinstance(item, bool) or not isinstance(item, numbers.Real) or not math.isfinite(item):
            raise _Junk(f"a list of {size} different numbers", item, "use plain numbers such as 7 or 12.5",
                        message=f"every entry must be a finite number (an f value); found {_kind(item)}.")
    if len(set(items)) != size:
        raise _Junk("", None, "use different numbers, so that no two entries tie",
                    message="two of your entries are equal; the task asks for different numbers.")
    swaps = _swaps(items)
    best = sum(int(math.log2(i + 1)) for i in range(size))
    total = sum(swaps)
    if total == best:
        return _right(f"{total} swaps in all: every push climbed to the root. Now the paper question: why can no "
                      "push make more swaps here?", details={"swaps": swaps, "total": total})
    return _wrong("another order makes the heap swap more in all.",
                  "a push stops as soon as its parent is not larger: when does a new entry climb every level?")


@lru_cache(maxsize=8)
def _f_counts(board: Board, heuristic: str) -> tuple[int, int, int]:
    """The shortest length C from ``board`` and how many boards have ``f = g + h`` below C and equal to C,
    with ``g`` the fewest moves from ``board`` (a breadth-first table with ``board`` as its goal)."""
    from puzzlelib.heuristics import get_heuristic
    from puzzlelib.statespace import distance_table

    shortest = distance_table(3, 3).distance(board)
    from_start = distance_table(3, 3, goal=board)
    h_of = get_heuristic(heuristic).compile(board.goal_of())
    below = at = 0
    for g in range(shortest + 1):
        for b in from_start.boards_at(g):
            f = g + h_of(bytes(b.tiles))
            below += f < shortest
            at += f == shortest
    return shortest, below, at


@_checker
def check_must_expand(board, answer, heuristic="manhattan") -> Check:
    """Right when ``answer`` is the number of boards whose ``f = g + h`` (``g`` the fewest moves from the
    start, ``h`` the ``heuristic``) is below the shortest solution's length. A* expands every one of them
    whatever its tie rule, and some boards whose ``f`` equals that length as well: which of those depends on
    the tie rule, except boards on every shortest road, which every A* expands.

    >>> check_must_expand("8 1 3 / 4 0 2 / 7 6 5", 0).ok
    False
    """
    from puzzlelib.heuristics import get_heuristic
    from puzzlelib.search import solve
    from puzzlelib.statespace import distance_table

    board = _as_board(board)
    if (board.rows, board.cols) != (3, 3):
        raise PuzzleError(f"this check counts on the 8-puzzle (3 x 3); got a {board.rows} x {board.cols} board.")
    answer = _whole_number(answer, "a whole number of boards")
    if not isinstance(heuristic, str):
        raise PuzzleError(f"heuristic must be a name such as 'manhattan', got {short_repr(heuristic)}.")
    get_heuristic(heuristic)  # an unknown name is reported before any work
    if distance_table(3, 3).distance(board) < 0:
        raise PuzzleError("this board cannot reach the goal, so A* has nothing to find.")
    shortest, below, at = _f_counts(board, heuristic)
    expanded = solve(board, method="astar", heuristic=heuristic).nodes_expanded
    if answer == below:
        details = {"must": below, "expanded": expanded, "f_equal": at, "shortest": shortest}
        return _right(f"{below} boards have f below {shortest}, the shortest length: A* expands every one of them "
                      f"whatever its tie rule. The package's A* expanded {expanded} here.", details=details)
    if answer == expanded and expanded != below:
        return _wrong("that is how many boards this A* expanded; it also expanded boards whose f equals the "
                      "shortest length.", "count only the boards with f = g + h below the shortest length")
    if answer in (below + at, at) and answer != below:
        return _wrong("your count includes boards whose f equals the shortest length; the task counts only those "
                      "below it.", "count only f below the shortest length")
    return _wrong("that is not the number of boards whose f = g + h stays below the shortest length.",
                  "g is the fewest moves from the start to a board (a table built with that board as its goal gives "
                  "it), h the guess; count the boards with g + h below the shortest length")


# --------------------------------------------------------------------------- the count as a function
__all__ += ["check_must_expand_function"]

_AT_LEAST = 5
"""The drawn boards have at least this many boards with f below the shortest length: near the goal the count is often 0, and
a function answering 0 would pass there."""

def _searches_and_checks():
    """The functions a student's count may not run: the package's searches and the step loops they run on
    (a recorded run lists every board it expanded with its f, which answers the task by lookup; the loops
    are public, and ``SteeredSearch`` drives them too) and the one-board check (tried number by number, an
    oracle), with what they call to count. The student's own search is not among them: counting what it
    pops needs the lesson's idea."""
    from puzzlelib.search import explore, idastar, scored, solve
    from puzzlelib.search.best_first import best_first_steps
    from puzzlelib.search.bfs import bfs_steps
    from puzzlelib.search.fast_idastar import solve_idastar_puzzle
    from puzzlelib.search.scored import scored_steps

    return [solve, explore, best_first_steps, bfs_steps, scored_steps, idastar, scored, solve_idastar_puzzle,
            check_must_expand, _f_counts]


@_checker
def check_must_expand_function(must_expand, *, boards: int = 2, seed: int | None = None) -> Check:
    """Right when ``must_expand(start)`` returns, for every 8-puzzle board tried, how many boards have
    ``f = g + h`` (Manhattan distance) below the shortest length from ``start``, with ``g`` the fewest moves
    from ``start``. It is tried on lesson 7's board and on 2 more, drawn anew on every call, so no table of
    answers passes. ``boards`` and ``seed`` accept only their defaults: fewer boards or a fixed draw would
    let a count known for one board, or a table of the boards a seed draws, pass. A function that runs one
    of the package's searches, the step loops they run on, or a check while it counts (however it reaches
    them: by name, from a list or a dict) is refused: those answer by lookup. The student's own code may
    count from the definition or run its own A* and count the boards it pops with ``f`` below the shortest
    length; both need the lesson's idea. The count is worked out only after the function returns.

    >>> check_must_expand_function(lambda start: 0).ok
    False
    """
    import random

    _callable_function(must_expand)
    if isinstance(boards, bool) or boards != 2 or seed is not None:
        raise _Junk("", None, "call it as check_must_expand_function(must_expand)",
                    message="the check draws its own 2 boards, anew on every call; boards= and seed= keep their "
                            "defaults.")
    rng = random.Random()
    tried = []
    for board in _boards_to_try(boards, rng):
        tried.append(board)
        _f_counts.cache_clear()  # a count kept from drawing the board would answer without running any code
        try:
            with _calls_refused(_searches_and_checks()):
                yours = _student(must_expand, board)
        except Exception as exc:  # the student's code: say what it raised, and on which board
            if _is_refused_call(exc):
                return _wrong("your function runs one of the package's searches (or a check) and reads the count "
                              "off it.", "count with your own code: the fewest moves from the start (a distance "
                              "table with the start as its goal) and the guess", board=board)
            return _wrong(f"must_expand({board.to_text()!r}) raised {type(exc).__name__}: {exc}.",
                          "try it on the lesson's board first", board=board)
        shortest, below, _ = _f_counts(board, "manhattan")  # the truth only now: nothing to read off a frame
        if isinstance(yours, numbers.Real) and not isinstance(yours, bool | numbers.Integral) \
                and math.isfinite(yours) and yours == int(yours):
            yours = int(yours)  # a whole float, e.g. from numpy sums, is a count
        if isinstance(yours, bool) or not isinstance(yours, numbers.Integral):
            return _wrong(f"must_expand({board.to_text()!r}) returned {_kind(yours)}; it should return a whole "
                          "number of boards.", "return the count, a whole number such as 7", board=board)
        if int(yours) != below:
            return _wrong(f"must_expand({board.to_text()!r}) returned {int(yours)}; that is not the number of boards "
                          "whose f = g + h stays below the shortest length there.",
                          "g is the fewest moves from the start to a board (a table built with the start as its goal "
                          "gives it), h the Manhattan distance; count the boards with g + h below the shortest length",
                          board=board)
    first = tried[0]
    shortest, below, at = _f_counts(first, "manhattan")
    expanded = _astar_expanded(first)
    return _right(f"your count agrees on {len(tried)} boards, {boards} of them new on every call. On "
                  f"{first.to_text()} ({shortest} moves) {below} boards have f below {shortest}; the package's A* "
                  f"expanded {expanded} there.",
                  details={"must": below, "expanded": expanded, "f_equal": at, "shortest": shortest})


def _boards_to_try(extra: int, rng):
    """Lesson 7's board, then ``extra`` boards 14 to 16 moves away with at least :data:`_AT_LEAST` boards
    with f below the shortest length, drawn one at a time (so a wrong function is answered before the others are drawn)."""
    from puzzlelib.statespace import distance_table

    yield Board.parse("4 2 0 / 5 7 3 / 8 1 6")
    table, drawn = distance_table(3, 3), set()
    while len(drawn) < extra:  # counted in a second or two each, and rarely 0 that far out
        at_depth = table.boards_at(rng.randint(14, 16))
        board = at_depth[rng.randrange(len(at_depth))]
        if board not in drawn and _f_counts(board, "manhattan")[1] >= _AT_LEAST:
            drawn.add(board)
            yield board


def _callable_function(value) -> None:
    if not callable(value):
        raise _Junk("a function must_expand(start)", value, "define it with def must_expand(start): ...")


def _astar_expanded(board: Board) -> int:
    from puzzlelib.search import solve

    return solve(board, method="astar", heuristic="manhattan").nodes_expanded
