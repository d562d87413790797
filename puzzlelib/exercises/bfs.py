"""Lesson 5's checks on breadth-first search: a distance, the work it does, a student's own BFS (and where
that BFS tests for the goal).

None of the checks of a number says whether a wrong answer is too large or too small: a class could
otherwise find any answer by halving the interval between two replies.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from puzzlelib.board import OPPOSITE, Board
from puzzlelib.errors import plural as _plural
from puzzlelib.errors import short_repr
from puzzlelib.exercises.moves import _step, check_solution
from puzzlelib.exercises.truth import _optimal_length
from puzzlelib.exercises.verdicts import (
    _WHOLE_SPACE_CELLS,
    Check,
    _as_board,
    _callable,
    _checker,
    _count,
    _goal_for,
    _Junk,
    _limit_guesses,
    _read_moves,
    _real_number,
    _right,
    _student,
    _whole_number,
    _wrong,
)
from puzzlelib.parity import explain_solvability, is_solvable

__all__ = ["check_distance", "check_bfs", "check_bfs_estimate", "check_bfs_work", "check_early_goal_bfs"]


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
    truth = _optimal_length(board, goal)
    if answer == truth:
        return _right(f"{board.to_text()} is {_plural(truth, 'move')} from the goal.", details={"distance": truth})
    return _wrong(f"{answer} is not the fewest moves this board needs.",
                  "find a solution by hand and count it, then ask whether a shorter one can exist: each move slides "
                  "one tile one cell, so add up how far every tile has to travel", board=board)


@_checker
def check_bfs_estimate(board, answer, goal=None, *, factor: float = 2.0) -> Check:
    """Judge a *prediction* of how many boards breadth-first search expands before it solves ``board``.

    Right when the answer is within ``factor`` of the truth (either way): an estimate from the level sizes
    a lesson shows, not a count to look up. The truth is measured by running
    ``solve(board, goal, method="bfs")``; the verdict tells it only once the answer is close enough, and
    otherwise does not say which way the guess is off.
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
    return _wrong(f"{answer:,} is not within a factor of {factor:g} of what BFS expands here.",
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
            moves = _student(search, board, goal)
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


# --------------------------------------------------------------------------- lesson 5: the work BFS does
@lru_cache(maxsize=16)
def _bfs_work(board: Board, goal: Board) -> tuple[int, tuple[int, ...], int, int]:
    """The goal's distance, the level sizes around ``board`` up to it, and what the package's BFS and the
    lesson's BFS expand. Cached: a class checks the same board again and again."""
    from puzzlelib.search import explore, solve

    depth = _optimal_length(board, goal)
    levels = tuple(explore(board, max_depth=depth).level_sizes)
    return depth, levels, solve(board, goal, method="bfs").nodes_expanded, _dequeue_test_count(board, goal)


def _dequeue_test_count(board: Board, goal: Board) -> int:
    """Boards the lesson's BFS expands (goal tested when it leaves the queue, moves in board.neighbors() order)."""
    from collections import deque

    queue, seen, expanded = deque([board]), {board}, 0
    while queue:
        current = queue.popleft()
        if current == goal:
            return expanded
        expanded += 1
        for _, nxt in current.neighbors():
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return expanded


@_checker
def check_bfs_work(board, fewest, most, goal=None) -> Check:
    """Check two bounds on the work of the lesson's BFS, worked out from the level sizes around ``board``:
    no order of moves lets it expand fewer than ``fewest`` boards, or more than ``most``, before the goal
    leaves its queue.

    Counts may be numbers or text ("5,000"). A wrong pair is answered without saying which of the two is
    wrong, or which way, and without the truth; after a dozen different wrong pairs for one board the
    check stops judging it, and restarting the kernel does not change that.
    """
    board = _as_board(board)
    goal = _goal_for(board, goal)
    fewest = _count(fewest, "a whole number of boards for fewest")
    most = _count(most, "a whole number of boards for most")
    if board.size > _WHOLE_SPACE_CELLS:
        raise _Junk("", None, message="the work of breadth-first search is only checked here on boards up to 3 x 3.")
    if not is_solvable(board, goal):
        return _wrong("this board cannot reach that goal, so BFS would expand every board it can reach.",
                      explain_solvability(board, goal), board=board)
    depth, levels, package, actual = _bfs_work(board, goal)
    if depth == 0:
        raise _Junk("", None, message="this board is already the goal: BFS expands nothing.")
    truth_fewest, truth_most = sum(levels[:depth]), sum(levels[: depth + 1]) - 1
    question = ("bfs_work", board, goal)
    if (fewest, most) == (truth_fewest, truth_most):
        return _limit_guesses(question, (fewest, most), _right(f"at least {truth_fewest:,} and at most {truth_most:,} boards: every board fewer than "
                      f"{depth} moves from the start must be expanded, and at most all but one of the "
                      f"{levels[depth]:,} boards {depth} moves away can be. With its own order of moves the "
                      f"lesson's bfs expands {actual:,}.",
                      details={"fewest": truth_fewest, "most": truth_most, "distance": depth}))
    # The hint depends only on the numbers given, never on which of the two is right.
    given = {fewest, most}
    if package in given:
        hint = ("solve(..., method='bfs') tests for the goal when a board is made; the lesson's bfs tests it when "
                "a board leaves the queue")
    elif fewest in (sum(levels[: depth + 1]), sum(levels[: depth + 1]) + 1):
        hint = ("that counts every board of the goal's own level as expanded before the goal: could the goal be the "
                "first of them to come out?")
    elif actual in given:
        hint = ("that is what the lesson's bfs expands with its own order of moves; the question is the bounds that "
                "no order of moves can get past")
    else:
        hint = (f"the goal is {depth} moves from the start: which levels must the queue empty before the goal can "
                "come out, and where among its own level can the goal come out?")
    verdict = _wrong(f"{fewest:,} and {most:,} are not both bounds of what the lesson's bfs can expand here.",
                     hint)
    return _limit_guesses(question, (fewest, most), verdict)


# --------------------------------------------------------------------------- lesson 5: the goal test, moved
class _Expansions:
    """While active, records every board whose children are asked for (``neighbors()`` or ``moves()``).

    This is how a check sees *where* a student's search tests for the goal without reading its code: a
    search that tests a board when it is made never asks for the children of a board as far from the
    start as the goal is, and stops before it has expanded the whole level in front of the goal.
    """

    def __init__(self):
        self.boards: set = set()
        self.calls = 0

    def __enter__(self):
        self._saved = Board.neighbors, Board.moves
        neighbors, moves = self._saved

        def watched_neighbors(board):
            self.boards.add(board)
            self.calls += 1
            return neighbors(board)

        def watched_moves(board):
            self.boards.add(board)
            self.calls += 1
            return moves(board)

        Board.neighbors, Board.moves = watched_neighbors, watched_moves
        return self

    def __exit__(self, *exc):
        Board.neighbors, Board.moves = self._saved
        return False


_WHERE_TESTED = ("read section 3 again: where does the package test for the goal, and which line of your "
                 "loop is that?")
"""The hint for a search that still tests a board as it leaves the queue. It sends the student back to the
lesson rather than saying what must move and what the start needs: those are the exercise's questions."""


def _early_test_boards() -> list[Board]:
    """2 x 3 boards at distances 0 to 21, then 3 x 3 boards at distances 1 to 12 (one board each)."""
    from puzzlelib.statespace import distance_table

    boards = []
    for rows, cols, nearest, deepest in ((2, 3, 0, None), (3, 3, 1, 12)):
        table = distance_table(rows, cols)
        last = table.max_distance if deepest is None else deepest
        boards += [table.boards_at(d, limit=1)[0] for d in range(nearest, last + 1)]
    return boards


def _road(board: Board, steps: list) -> list[Board]:
    """The boards a solution already replayed as right passes through, from ``board`` to the goal."""
    road = [board]
    for k, move in enumerate(steps, 1):
        road.append(_step(road[-1], move, k)[0])
    return road


@_checker
def check_early_goal_bfs(search: Callable) -> Check:
    """Run a student's breadth-first ``search(start, goal) -> moves`` that tests for the goal when a board is made.

    Each answer must be a shortest solution (replayed as in :func:`check_solution`), on boards of the
    2 x 3 puzzle 0 to 21 moves from their goal and of the 8-puzzle 1 to 12 moves away. While the search
    runs the check watches which boards it expands, so a search that tests for the goal when a board
    leaves the queue, or that lets another function do the searching, is not accepted.
    """
    import time

    from puzzlelib.search import explore

    _callable(search, "a function search(start, goal) that returns moves",
              "define it with def my_bfs(start, goal): ... and pass the function itself")
    started = time.perf_counter()
    level_before_goal = expanded_there = 0
    boards = _early_test_boards()
    for k, board in enumerate(boards):
        goal = board.goal_of()
        watch = _Expansions()
        try:
            with watch:
                moves = search(board, goal)
        except Exception as exc:  # the student's code
            return _wrong(f"your search raised {type(exc).__name__}: {exc} on this {board.rows} x {board.cols} board:",
                          "try it by hand on this board first; board.neighbors() gives (move, next board) pairs",
                          board=board, details={"passed": k})
        try:
            steps = None if moves is None else _read_moves(moves)
        except _Junk:
            return _wrong(f"your search returned {short_repr(moves)} on this {board.rows} x {board.cols} board: "
                          "the check needs the blank's moves alone, such as ['R', 'U'].",
                          "if your search returns several things (the lesson's bfs also returns its levels and "
                          "its count), return only the moves; if it returns boards, backtrace the moves instead",
                          board=board, details={"passed": k})
        if moves is None or (board == goal and not check_solution(board, moves, goal, optimal=True).ok):
            return _wrong(f"your search returned {short_repr(moves)} for this {board.rows} x {board.cols} board, "
                          + ("which is already its goal:" if board == goal else "which can be solved:"), "this board needs no move at all: follow your search by hand "
                          "on it and see which boards it ever compares with the goal" if board == goal else "every board here can "
                          "reach the goal: the queue should not run dry before the goal", board=board,
                          details={"passed": k})
        verdict = check_solution(board, moves, goal, optimal=True)
        if not verdict.ok:
            return _wrong(f"on board {k + 1} of {len(boards)} ({board.to_text()}): {verdict.message}",
                          _backtrace_hint(board, goal, moves) or verdict.hint,
                          board=verdict.board or board, details={"passed": k})
        if board == goal:
            continue
        space = explore(board, max_depth=len(steps))  # a shortest answer: its length is the depth
        depth = space.max_depth
        if not watch.boards:
            return _wrong("your search returned a right answer without expanding a single board itself: write the "
                          "queue loop, as the lesson's bfs does (solve() does not count).",
                          "make each board's children with board.neighbors()", board=board, details={"passed": k})
        # A search that makes the goal as a neighbour has expanded every board of the road it returns
        # before the goal (each one made the next).
        if not set(_road(board, steps)[:-1]) <= watch.boards:
            return _wrong(f"on this board, {_plural(depth, 'move')} from its goal, your search returned a road "
                          "through boards it never expanded: write the queue loop, as the lesson's bfs does, "
                          "and backtrace the road it found.", "make each board's children with board.neighbors()",
                          board=board, details={"passed": k})
        levels = [space.distances[b.tiles] for b in watch.boards if b.tiles in space.distances]
        if len(levels) < len(watch.boards) or max(levels) >= depth:
            return _wrong(f"on this board, {_plural(depth, 'move')} from its goal, your search expanded boards as "
                          "far from the start as the goal is: it still tests for the goal when a board leaves the "
                          "queue.", _WHERE_TESTED, board=board, details={"passed": k})
        if sum(1 for d in levels if d <= depth - 2) < sum(space.level_sizes[: depth - 1]):
            return _wrong(f"on this board, {_plural(depth, 'move')} from its goal, your search skipped boards "
                          f"fewer than {depth - 1} moves from the start: that is not breadth-first.",
                          "a first-in-first-out queue expands every board of one level before the next",
                          board=board, details={"passed": k})
        level_before_goal += space.level_sizes[depth - 1]
        expanded_there += sum(1 for d in levels if d == depth - 1)
    if expanded_there >= level_before_goal:
        return _wrong("on every board your search expanded all the boards one move short of the goal's level "
                      "before it stopped: it tests for the goal only when a board leaves the queue.",
                      _WHERE_TESTED, details={"passed": len(boards)})
    seconds = time.perf_counter() - started
    saved = level_before_goal - expanded_there
    return _right(f"shortest solutions for all {len(boards)} boards, the goal tested as each board is made: on the "
                  f"level in front of the goal your search skipped {saved:,} of {level_before_goal:,} boards "
                  f"({seconds:.1f} s).", details={"passed": len(boards), "skipped": saved,
                                                  "level_before_goal": level_before_goal})
