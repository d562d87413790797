"""Checks of lessons 8 and 9, comparing searches: a fair sample, greedy's detour, and the effective
branching factor b* (a value, or a function the student writes)."""

from __future__ import annotations

import functools
import math
import numbers
import re

from puzzlelib.errors import PuzzleError
from puzzlelib.exercises.verdicts import (
    Check,
    _as_board,
    _callable,
    _calls_refused,
    _checker,
    _is_refused_call,
    _Junk,
    _kind,
    _limit_guesses,
    _read_text,
    _real_number,
    _right,
    _student,
    _whole_number,
    _wrong,
)
from puzzlelib.parity import explain_solvability

__all__ = ["check_branching_factor"]


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
    if tolerance < 0:
        raise _Junk("", None, message=f"the tolerance must be 0 or more, got {tolerance:g}; for example "
                    "check_branching_factor(52, 5, 1.92, tolerance=0.01).")
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
    size = _tree_size(answer, depth)
    if abs(answer - truth) <= tolerance:
        return _right(f"b* = {truth:.3f}: a uniform tree of depth {depth} with that branching holds "
                      f"{_count(generated + 1)} nodes, as many as the search generated (plus the root).", details=details)
    way = "too small" if size < generated + 1 else "too large"
    held = _count(size) if size < math.inf else "more than 10^308"
    if held == _count(generated + 1):  # a near miss: never "holds 53 nodes, not 53"
        held = f"{size:,.3f}"
    return _wrong(f"{answer:g} is {way}: a uniform tree of depth {depth} with branching {answer:g} holds "
                  f"{held} nodes, not {_count(generated + 1)}.",
                  "the tree size grows with b: halve the interval between a b that is too small and one that is "
                  "too large until they agree to two decimals (bisection)", details=details)


def _tree_size(b: float, depth: int) -> float:
    """Nodes in a uniform tree of branching ``b`` and this depth; ``inf`` past what a float holds
    (a large b over a deep solution overflows long before the sum ends)."""
    size = 0.0
    for _ in range(depth + 1):  # Horner: 1 + b(1 + b(1 + ...)), as effective_branching_factor sums it
        size = size * b + 1.0
        if size == math.inf:
            break
    return size


def _count(n) -> str:
    """A node count as a class reads it: digits grouped, or ``1.23e+45`` past what anyone counts."""
    return f"{n:,.0f}" if n < 1e15 else f"{float(n):.3g}"


# --------------------------------------------------------------------------- lesson 8: a fair race
__all__ += ["check_boards_needed", "check_greedy_detour"]


_NEEDED_QUESTION = {"depth": 8, "wanted": 10}
"""Lesson 8's question: how many uniform random boards to expect 10 at depth 8."""

_NEEDED_WINDOW = 0.0005
"""Right within 0.05% of the truth: the exact count and the count rounded to a whole board pass, a sweep of
round hundreds, fifties or twenty-fives does not (tests/lazy checks each sweep)."""

_NEEDED_GUESSES = 5
"""Different wrong answers the question may get before the check stops judging (counted across kernel
restarts, see :mod:`~puzzlelib.exercises.guesses`): a sweep of round numbers
is not the exercise."""


@_checker
def check_boards_needed(answer, depth: int = 8, wanted: int = 10) -> Check:
    """Right when ``answer`` is how many uniform random 8-puzzle boards a race must draw to expect 10 of
    them exactly 8 moves from the goal, to the board. ``depth`` and ``wanted`` are the lesson's (8 and 10);
    other values are refused, since they ask another question.

    The truth is computed from the complete distance table, never stored; a wrong answer gets the same
    reply whatever its size, so the replies cannot be bisected, and after a few wrong answers the check
    stops judging.

    >>> check_boards_needed(10).ok
    False
    """
    from puzzlelib.statespace import distance_table

    depth = _whole_number(depth, "a depth", minimum=1)
    wanted = _whole_number(wanted, "a number of boards", minimum=1)
    if (depth, wanted) != (_NEEDED_QUESTION["depth"], _NEEDED_QUESTION["wanted"]):
        raise _Junk("", None, message="this check asks the lesson's question, 10 boards at depth 8; call it as "
                    "check_boards_needed(my_boards).")
    answer = _real_number(_number_in_text(answer), "a number of boards such as 5000")
    table = distance_table(3, 3)
    count = int(table.histogram()[depth])
    truth = wanted * table.reachable / count
    if abs(answer - truth) <= _NEEDED_WINDOW * truth:
        verdict = _right(f"about {truth:,.0f} boards: only {count:,} of the {table.reachable:,} boards "
                         f"are {depth} moves away, so a uniform random board lands there once in "
                         f"{table.reachable / count:,.0f} draws. Drawing from the boards at each depth "
                         "instead gives every depth its share with a few boards.", details={"truth": truth})
    elif any(abs(answer - wanted / share) < 0.5 for share in _rounded_shares(count / table.reachable)):
        verdict = _wrong("that comes from a rounded share, like the one printed in the table, which is "
                         "not close enough to the true one at this depth.",
                         "work from the counts of boards instead of the rounded percentage")
    else:
        verdict = _wrong(f"that is not how many boards it takes to expect {wanted} at depth {depth}.",
                         "how often does one uniform random board land at that depth? (lesson 5's table "
                         "counts the boards at every depth)")
    return _limit_guesses(("check_boards_needed",), round(answer, 6), verdict, limit=_NEEDED_GUESSES)


def _rounded_shares(share: float) -> set[float]:
    """``share`` as a student may have rounded it: to one or two significant figures of a percentage (the
    lesson prints two), or to one decimal of a percentage."""
    shares = {float(f"{100 * share:.{figures}g}") / 100 for figures in (1, 2)} | {round(share, 3)}
    return {s for s in shares if s > 0}


_ONE_NUMBER = re.compile(r"\d+(?:[,_' ]\d{3})*(?:\.\d+)?")


def _number_in_text(answer):
    """A number written as text ("15641", "15,641", "15 641", "15641 boards", "about 15,641", full-width
    digits) as a float; text with no number or several is refused; anything else as it came, for
    :func:`_real_number` to judge."""
    if not isinstance(answer, str):
        return answer
    text = _read_text(answer, "a number", "write only the number, for example 1500")
    try:
        return float(re.sub(r"[\s,_']", "", text))
    except ValueError:
        pass
    found = _ONE_NUMBER.findall(text)
    if len(found) == 1:  # one number among words: "15641 boards"
        return float(re.sub(r"[\s,_']", "", found[0]))
    raise _Junk("a number of boards", answer, "write the one number alone, for example 1500 or \"1,500\"")


def _read_tile(tile) -> int:
    """The number of a tile (a number, or its digits as text); a move's letter is refused, since greedy moves
    the blank the same way many times and a letter does not say which move."""
    if isinstance(tile, str) and tile.strip().isdigit():
        tile = int(tile.strip())
    if isinstance(tile, numbers.Integral) and not isinstance(tile, bool) and 1 <= int(tile) <= 8:
        return int(tile)
    if isinstance(tile, str) and tile.strip().upper() in ("U", "D", "L", "R"):
        raise _Junk("the number of a tile", tile, "name the tile that slides, a number from 1 to 8: greedy moves "
                    "the blank that way many times, so a letter does not say which move you mean")
    raise _Junk("the number of a tile from 1 to 8", tile, "name the tile that slides, for example 6")


_DETOUR_TASK = {"max_moves": 10, "min_wasted": 20}
"""The lesson's task: a board at most 10 moves from the goal on which greedy wastes at least 20."""

_MOVE_GUESSES = 2
"""Different wrong tiles (on any boards) the question may get before check_greedy_detour stops judging them:
a right tile after one wrong one is judged; trying the tiles one after another is not the exercise."""


@_checker
def check_greedy_detour(board, first_wrong_move, max_moves: int = 10, min_wasted: int = 20) -> Check:
    """Right when greedy best-first search (Manhattan distance) returns a solution of ``board`` at least
    20 moves longer than the shortest, ``board`` is at most 10 moves from the goal, greedy's first move on
    it is one a shortest solution makes, and ``first_wrong_move`` is the tile greedy slides with its first
    move that no shortest solution makes (a number from 1 to 8). ``max_moves`` and ``min_wasted`` may make
    the task harder (fewer moves, more waste), never easier.

    >>> check_greedy_detour("1 2 3 / 4 5 6 / 7 0 8", 8).ok
    False
    """
    from puzzlelib.search import solve
    from puzzlelib.statespace import distance_table

    board = _as_board(board)
    if (board.rows, board.cols) != (3, 3):
        raise PuzzleError(f"this task is about the 8-puzzle (3 x 3); got a {board.rows} x {board.cols} board.")
    max_moves = min(_whole_number(max_moves, "a number of moves"), _DETOUR_TASK["max_moves"])
    min_wasted = max(_whole_number(min_wasted, "a number of moves"), _DETOUR_TASK["min_wasted"])
    table = distance_table(3, 3)
    best = table.distance(board)
    if best < 0:
        return _wrong("this board cannot reach the goal at all.", explain_solvability(board, board.goal_of()),
                      board=board)
    if best > max_moves:
        return _wrong(f"this board is {best} moves from the goal; the task asks for one at most {max_moves} away.",
                      "start from the goal and think about which few moves could mislead greedy", board=board)
    found = solve(board, method="greedy", heuristic="manhattan")
    wasted = found.length - best
    if wasted < min_wasted:
        return _wrong(f"greedy returns {found.length} moves here and the shortest takes {best}: "
                      f"{wasted} wasted, fewer than {min_wasted}.",
                      "greedy cannot see past the board in front of it: look for a move that lowers Manhattan "
                      "distance but leads away", board=board)
    path = board.path(found.moves)
    k = next(i for i in range(len(found.moves)) if table.distance(path[i + 1]) != table.distance(path[i]) - 1)
    if k == 0:
        return _wrong("on this board greedy's very first move is already one that no shortest solution makes; "
                      "the task asks for a board where greedy sets out along a shortest road.",
                      "keep looking: for each board you try, ask whether a shortest solution could make greedy's "
                      "first move", board=board)
    tiles = [path[i].tile_moved(m) for i, m in enumerate(found.moves)]
    yours = _read_tile(first_wrong_move)
    named = tiles.index(yours) if yours in tiles else None  # a tile names greedy's first move that slides it
    if named == k:
        before = "its first move is one" if k == 1 else f"its moves 1 to {k} are ones"
        verdict = _right(f"greedy walks {found.length} moves where {best} suffice; {before} a shortest solution "
                         f"makes, and its move {k + 1} (sliding tile {yours}) is the first that none makes. Now say "
                         "why greedy took it.", board=board, details={"move": k + 1})
    else:
        verdict = _wrong("that is not the tile greedy slides with its first move away from every shortest solution.",
                         "follow greedy's moves from your board one by one, and ask after each whether a shortest "
                         "solution could make it", board=board)
    # a tile is one of eight: trying them in turn on board after board is not the exercise
    return _limit_guesses(("check_greedy_detour", "first wrong move"), (board, yours), verdict,
                          limit=_MOVE_GUESSES)


# --------------------------------------------------------------------------- lesson 9: b* as a function
__all__ += ["check_b_star_function"]


def _calls_package_b_star(func) -> bool:
    """True when ``func`` (or a function it names) is, or calls by any name, the package's own b*."""
    from puzzlelib.result import effective_branching_factor as theirs

    seen, todo = set(), [func]
    while todo:
        f = todo.pop()
        if f is theirs or getattr(f, "__wrapped__", None) is theirs:
            return True
        code = getattr(f, "__code__", None)
        if code is None or id(f) in seen:
            continue
        seen.add(id(f))
        if _is_package_b_star_code(code):
            return True  # a copy of its code: types.FunctionType(...), or its source run again with exec
        scope = {**getattr(f, "__globals__", {}), **_closure_values(f)}
        names = set(code.co_names) | set(code.co_freevars) | {n for c in code.co_consts if hasattr(c, "co_names")
                                                              for n in (*c.co_names, *c.co_freevars)}
        if "effective_branching_factor" in names and not callable(scope.get("effective_branching_factor")):
            return True  # reached as an attribute, e.g. puzzlelib.result.effective_branching_factor(...)
        for name in names:
            value = scope.get(name)
            if value is theirs:
                return True
            if callable(value) and getattr(value, "__code__", None) is not None:
                todo.append(value)
            module = getattr(value, "__dict__", None) if type(value).__name__ == "module" else None
            if module is not None and any(v is theirs for v in module.values()):
                return True
    return False


@functools.cache
def _package_b_star_code():
    """The code of the package's b*, read once: while a check runs, the function itself carries other code."""
    from puzzlelib.result import effective_branching_factor as theirs

    return getattr(theirs, "__wrapped__", theirs).__code__


def _is_package_b_star_code(code) -> bool:
    """Whether ``code`` is the package's b* code or a copy of it: the same names and local variables, whatever
    the function object around it (a clone with ``types.FunctionType``, or its source run again with ``exec``,
    whose bytecode differs with the compiler's flags)."""
    original = _package_b_star_code()
    return code is original or (getattr(code, "co_names", None) == original.co_names
                                and code.co_varnames == original.co_varnames)


def _package_b_star_copies() -> list:
    """Every function alive now whose code is the package's b* code or a copy of it: wherever it is kept (a
    dict, a closure, another module), the check makes each one refuse to answer while the student's runs."""
    import gc
    import types

    _package_b_star_code()  # read before any swap of the function's code
    return [f for f in gc.get_objects() if isinstance(f, types.FunctionType) and _is_package_b_star_code(f.__code__)]


def _closure_values(f) -> dict:
    cells = getattr(f, "__closure__", None) or ()
    return {name: cell.cell_contents for name, cell in zip(f.__code__.co_freevars, cells, strict=False)
            if _filled(cell)}


def _filled(cell) -> bool:
    try:
        cell.cell_contents  # noqa: B018 (an empty cell raises)
    except ValueError:
        return False
    return True


@_checker
def check_b_star_function(b_star, *, tolerance: float = 0.005, seed: int | None = None) -> Check:
    """Right when ``b_star(generated, depth)`` returns the effective branching factor (the ``b`` with
    ``1 + b + ... + b**depth == generated + 1``) within 0.005 on a dozen pairs, some drawn at random
    on every call, so that no table of answers passes. Using the package's own
    :func:`~puzzlelib.result.effective_branching_factor` is refused, a copy of its code too: the task is to
    write it. ``tolerance`` may only be tightened and ``seed`` only left at None (a looser check, or pairs
    fixed in advance, would judge an easier question).

    >>> check_b_star_function(lambda generated, depth: 2.0).ok
    False
    """
    import random

    from puzzlelib.result import effective_branching_factor

    _callable(b_star, "a function b_star(generated, depth)", "define it with def b_star(generated, depth): ...")
    refusal = _wrong("your function hands the work to the package's effective_branching_factor.",
                     "write the search for b yourself: the tree size 1 + b + ... + b**depth grows with b")
    tolerance = _real_number(tolerance, "a tolerance such as 0.005")
    if not 0 < tolerance <= 0.005 or seed is not None:
        raise _Junk("", None, message="the check's pairs and its tolerance (0.005) are the lesson's; call it as "
                    "check_b_star_function(b_star).")
    if _calls_package_b_star(b_star):
        return refusal
    copies = [effective_branching_factor, *_package_b_star_copies()]
    rng = random.Random()
    pairs = [(6, 2), (52, 5), (20, 20), (7, 1), (1_000, 12)]
    for _ in range(7):  # small enough that b**depth stays a float for any b up to the number generated
        depth = rng.randint(3, 25)
        b = rng.uniform(1.05, 2.2)
        generated = max(depth, round(sum(b ** k for k in range(depth + 1))) - 1)
        pairs.append((generated, depth))
    for generated, depth in pairs:
        truth = effective_branching_factor(generated, depth)
        try:  # the package's function reached however: a dict, a list, an attribute, a copy of its code
            with _calls_refused(copies):
                yours = _student(b_star, generated, depth)
        except OverflowError:
            return _wrong(f"b_star({generated}, {depth}) raised OverflowError: b**depth grew past what a float holds.",
                          "start the interval's top at a b that is not too small but not huge: the number generated "
                          "is never too small, and b = 2 is large enough once 2**(depth + 1) > generated + 1")
        except Exception as exc:  # the student's code: say what it raised, and on which call
            if _is_refused_call(exc):
                return refusal
            return _wrong(f"b_star({generated}, {depth}) raised {type(exc).__name__}: {exc}.",
                          "test it on b_star(6, 2), which should give 2")
        if getattr(yours, "shape", None) == ():  # a numpy number or a 0-d array: its value
            yours = yours.item()
        if isinstance(yours, bool) or not isinstance(yours, numbers.Real) or not math.isfinite(yours):
            return _wrong(f"b_star({generated}, {depth}) returned {_kind(yours)}; it should return a number.",
                          "return the b you found, for example 1.92")
        if abs(yours - truth) > tolerance:
            return _wrong(f"b_star({generated}, {depth}) returned {yours:g}; a uniform tree {depth} deep with that "
                          f"branching does not hold {generated + 1:,} nodes.",
                          "compute 1 + b + ... + b**depth for a b that is too small and one that is too large, and "
                          "halve the interval between them until it is narrower than 0.001")
    return _right(f"your b_star agrees with the definition on {len(pairs)} pairs, {len(pairs) - 5} of them new on "
                  "every call.")


__all__ += ["check_shifted_work"]


@_checker
def check_shifted_work(answer, moves: int = 8, depth: int = 28) -> Check:
    """Right when ``answer`` predicts the median boards A* would expand at depth 28 with a guess whose line
    is A* Manhattan's in lesson 8's race, shifted 8 moves to the right, growing as fast (the growth per move
    of lesson 9's fit): within 1% of the prediction from the fit's growth, or from that growth as the lesson
    prints it (two decimals). ``moves`` and ``depth`` are the lesson's and may not be changed.

    A wrong answer gets the same reply whatever its size (a value read off the chart instead of predicted,
    or one from the growth rounded to one decimal, gets a hint that says so), and after
    :data:`SHIFT_GUESSES` different wrong answers in a session the question is no longer judged: with the
    window 1% wide, trying numbers in turn would otherwise find it.

    >>> check_shifted_work(0).ok
    False
    """
    from puzzlelib.races import fit_growth, open_depths, race_8puzzle, race_medians

    if (moves, depth) != (8, 28):
        raise _Junk("", None, message="the shift (8 moves) and the depth (28) are the lesson's; call it as "
                    "check_shifted_work(my_prediction).")
    if getattr(answer, "size", None) == 1 and hasattr(answer, "to_numpy"):  # a one-row Series: its number
        answer = answer.to_numpy()
    if getattr(answer, "size", None) == 1 and hasattr(answer, "ravel"):  # a numpy number or a 1-item array
        answer = answer.ravel()[0].item()
    answer = _real_number(_number_in_text(answer), "a number of boards such as 1500")
    manhattan = race_medians(race_8puzzle(), "expanded")["A* Manhattan"]
    growth, _ = fit_growth(manhattan, open_depths(manhattan))
    shifted = manhattan[depth] / growth ** moves
    as_printed = manhattan[depth] / round(growth, 2) ** moves
    earlier = manhattan[depth - moves]
    rounded = manhattan[depth] / round(growth, 1) ** moves
    if any(abs(answer - value) <= 0.01 * value for value in (shifted, as_printed)):
        verdict = _right(f"about {shifted:,.0f} boards: {moves} moves of growth at {growth:.3f} per move are a "
                         f"factor {growth ** moves:.1f}. Manhattan's own median at depth {depth - moves} is "
                         f"{earlier:,.0f}: medians of 12 boards wander around the straight line. Now the question "
                         "on paper: what does such a guess give a search with a fixed budget of boards?",
                         details={"truth": shifted})
    elif abs(answer - earlier) <= 0.05 * earlier:
        verdict = _wrong("that is Manhattan's own median a few moves earlier, read off the race; the task is a "
                         "prediction from its median at the deeper depth and its growth per move.",
                         "a line moved s moves to the right reaches each amount of work s moves later: how many "
                         "times does the work grow in s moves?")
    elif abs(answer - rounded) <= 0.01 * rounded:
        verdict = _wrong(f"that uses the growth per move rounded to one decimal; over {moves} moves the rounding "
                         f"grows to {1 - rounded / shifted:.0%}.",
                         "use the growth per move the lesson prints, to two decimals")
    else:
        verdict = _wrong("that is not what a line shifted by that many moves gives at that depth.",
                         "a line moved s moves to the right reaches each amount of work s moves later: how many "
                         "times does the work grow in s moves?")
    return _limit_guesses(("check_shifted_work",), round(answer), verdict, limit=SHIFT_GUESSES)


SHIFT_GUESSES = 6
"""Different wrong predictions :func:`check_shifted_work` may get before it stops judging them: the
right answers are about 11 whole numbers wide, so a loop over the numbers would pass within seconds."""
