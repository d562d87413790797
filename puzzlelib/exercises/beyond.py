"""Checks beyond the 8-puzzle: lesson 10 (A*'s memory, IDA*'s bounds, transpositions) and lesson 11.

Lesson 10's checks take a student's *prediction as a function* (``predict_mb(expanded, stored)``,
``predict_bounds(h, length)``) and try it on boards the student has not seen: a rule can be right on
all of them, a number copied from the screen or found by trying values cannot. The functions get
numbers only, never a board, so they cannot run the search they are asked to predict.

Older checks kept for earlier notebooks: :func:`check_memory_cap` and :func:`check_weight`.
"""

from __future__ import annotations

import random

from puzzlelib.board import OPPOSITE, Board
from puzzlelib.errors import PuzzleError, SearchLimitError, short_repr
from puzzlelib.errors import plural as _plural
from puzzlelib.exercises.running import _searching_switched_off
from puzzlelib.exercises.verdicts import (
    Check,
    _as_board,
    _callable,
    _checker,
    _Junk,
    _read_moves,
    _real_number,
    _right,
    _whole_number,
    _wrong,
)

__all__ = ["check_memory_cap", "check_weight", "check_memory_model", "check_ida_bounds", "check_transposition"]


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
                      "solution.", "try the weights in order: a larger weight is not always cheaper")
    grid = [1 + k * step for k in range(round((w - 1) / step))]
    smaller = next((found for found in map(run, grid) if found is not None), None)
    if smaller is not None:
        return _wrong(f"weight {w:g} solves it ({_plural(mine.length, 'move')}, {mine.nodes_expanded:,} "
                      "expansions), but a smaller weight on the grid works too.",
                      "the task is the smallest weight that works: the shortest answers come from it")
    return _right(f"weight {w:g} is the smallest that works: {_plural(mine.length, 'move')} found with "
                  f"{mine.nodes_expanded:,} expansions (lower bound: Manhattan {board.manhattan()}).",
                  details={"length": mine.length, "nodes_expanded": mine.nodes_expanded})


# --------------------------------------------------------------------------- lesson 10
#: Boards the memory model is tried on: one random 15-puzzle in each of these ranges of boards A* with linear
#: conflict stores, drawn when the check runs (random walks from the goal, redrawn until one falls in the range).
#: The ranges are far enough apart that no single number of megabytes is within the factor of all three, and the
#: boards are small, so that measuring them with tracemalloc (several times slower than an untraced run) takes
#: seconds.
MEMORY_MODEL_STORES = ((6_500, 10_000), (13_000, 19_000), (22_000, 32_000))
MEMORY_MODEL_FACTOR = 1.5
"""How far a prediction may be from the measurement: the cost of one board varies by about a fifth from
board to board (Python's tables grow in steps), while a model built on the wrong count of boards is off
by about a factor of 2."""


def _astar_memory(board) -> tuple[int, int, float]:
    """(expanded, stored, MB measured with tracemalloc) for A* with linear conflict on ``board``.

    The search runs once untraced first, so that tables built on first use are not charged to the measured run.
    """
    from puzzlelib.memory import measure_memory
    from puzzlelib.search import solve

    solve(board, method="astar", heuristic="linear_conflict")
    use = measure_memory(solve, board, method="astar", heuristic="linear_conflict")
    return use.result.nodes_expanded, use.result.max_memory_nodes, use.peak_bytes / 1e6


def _memory_boards(rng) -> list:
    """One board per range of :data:`MEMORY_MODEL_STORES`, from random walks of 30 to 80 moves drawn by ``rng``."""
    from puzzlelib.search import solve
    from puzzlelib.shuffle import random_walk

    boards = []
    for low, high in MEMORY_MODEL_STORES:
        for _ in range(200):
            board = random_walk(rng.randrange(30, 80), rng.randrange(2**31), rows=4, cols=4, no_undo=True)
            try:
                stored = solve(board, method="astar", heuristic="linear_conflict", max_nodes=high).max_memory_nodes
            except SearchLimitError:
                continue
            if low <= stored < high:
                boards.append(board)
                break
    return boards


def _call_prediction(func, args: tuple, what: str):
    """The student's function called with ``args``; its answer read as a finite number, or a _Junk that says why."""
    try:
        value = func(*args)
    except Exception as exc:  # the student's code
        raise _Junk("", None, "try the function on the numbers printed in the lesson first",
                    message=f"your function raised {type(exc).__name__}: {exc} when called with {args}.") from None
    return value


@_checker
def check_memory_model(predict_mb) -> Check:
    """Right when ``predict_mb(expanded, stored)`` predicts the megabytes A* with linear conflict allocates on a
    15-puzzle, within a factor of 1.5, on each of three boards of different sizes, from the counts of its run:
    ``expanded`` boards expanded and ``stored`` boards held when it finished.

    The memory is measured here with :func:`puzzlelib.memory.measure_memory` (tracemalloc); the function sees
    only the two counts.
    """
    _callable(predict_mb, "a function predict_mb(expanded, stored) that returns megabytes",
              "define it with def predict_mb(expanded, stored): ... and pass the function itself")
    misses = 0  # counted, never shown: a count would let a table of answers be tuned board by board
    measured = [_astar_memory(board) for board in _memory_boards(random.Random())]  # boards nobody has seen
    for expanded, stored, truth in measured:
        with _searching_switched_off():
            answer = _call_prediction(predict_mb, (expanded, stored), "megabytes")
        mb = _real_number(answer, "a number of megabytes from predict_mb")
        if mb <= 0:
            return _wrong(f"predict_mb({expanded}, {stored}) returned {mb:g}: A* always uses some memory.",
                          "return the megabytes A* needs, a positive number")
        if not 1 / MEMORY_MODEL_FACTOR <= mb / truth <= MEMORY_MODEL_FACTOR:
            misses += 1
    boards = len(measured)
    if misses:
        return _wrong(f"on at least one of the {boards} boards your prediction is more than {MEMORY_MODEL_FACTOR:g} "
                      "times away from the memory A* used.",
                      "which boards does A* still hold when it finishes, and what does one of them cost?")
    return _right(f"within a factor of {MEMORY_MODEL_FACTOR:g} on all {boards} boards, from about "
                  f"{min(m[2] for m in measured):.1f} to {max(m[2] for m in measured):.1f} MB. Say in one sentence why your "
                  "formula works.")


#: Random walks without undo IDA*'s bounds are tried on, as (size, steps): the goal itself, 8-puzzles and
#: 15-puzzles on which IDA* needs several passes. The walks' seeds are drawn when the check runs, so the cases
#: (and their bounds) cannot be listed beforehand.
_BOUNDS_WALKS = ((3, 0), (3, 10), (3, 10), (3, 20), (3, 30), (4, 30), (4, 40), (4, 40))
_BOUNDS_NODES = 20_000


def _ida_bounds_cases(rng) -> tuple[tuple[int, int, tuple[int, ...]], ...]:
    """(Manhattan at the start, shortest length, the bounds IDA* tried in order) for random walks drawn by ``rng``.

    The bounds are read from a recorded run of the package's generic IDA* with Manhattan distance.
    """
    from puzzlelib.problems import PuzzleProblem
    from puzzlelib.search import idastar
    from puzzlelib.shuffle import random_walk

    cases = []
    for size, steps in _BOUNDS_WALKS:
        for _ in range(50):  # a walk that makes IDA* expand more than the budget is replaced by another
            board = random_walk(steps, rng.randrange(2**31), rows=size, cols=size, no_undo=True)
            try:
                run = idastar(PuzzleProblem(board, heuristic="manhattan"), record=True, max_nodes=_BOUNDS_NODES)
            except SearchLimitError:
                continue
            bounds = tuple(int(b) for b in dict.fromkeys(run.trace.bounds)) or (0,)
            cases.append((board.manhattan(), run.length, bounds))
            break
    return tuple(cases)


def _read_bounds(value, args) -> tuple[int, ...]:
    if isinstance(value, str | bytes | dict | set) or not hasattr(value, "__iter__"):
        raise _Junk("a list of bounds such as [20, 22]", value,
                    f"predict_bounds{args} should return a list of whole numbers, the bounds in the order IDA* tries them")
    return tuple(_whole_number(v, "whole-number bounds") for v in value)


@_checker
def check_ida_bounds(predict_bounds) -> Check:
    """Right when ``predict_bounds(h, length)`` lists, in order, the bounds IDA* with Manhattan distance tries on a
    board whose Manhattan distance is ``h`` and whose shortest solution takes ``length`` moves.

    It is tried on 8-puzzles and 15-puzzles drawn when the check runs, against the bounds a recorded run of
    IDA* really used; the function sees only the two numbers, and no search runs while it does.
    """
    _callable(predict_bounds, "a function predict_bounds(h, length) that returns a list of bounds",
              "define it with def predict_bounds(h, length): ... and pass the function itself")
    cases = _ida_bounds_cases(random.Random())  # seeded from the system: boards nobody has seen
    for k, (h, length, truth) in enumerate(cases):
        with _searching_switched_off():
            answer = _read_bounds(_call_prediction(predict_bounds, (h, length), "bounds"), (h, length))
        if answer != truth:
            return _wrong(f"on a board with Manhattan distance {h} and a shortest solution of {length} moves, "
                          f"predict_bounds({h}, {length}) gave {list(answer)}, and IDA* tried other bounds.",
                          "where does the first pass start, where does the last one end, and by how much can "
                          "f = g + h change when the blank moves once?", details={"passed": k})
    return _right(f"the bounds IDA* tried on all {len(cases)} boards, from the goal itself to a 15-puzzle "
                  f"{max(c[1] for c in cases)} moves out. Why can IDA* never need a bound in between?",
                  details={"passed": len(cases)})


TRANSPOSITION_MAX_MOVES = 8


def _no_step_back(moves: list) -> int | None:
    """Index of the first move that undoes the one before it, or None."""
    return next((i for i in range(1, len(moves)) if moves[i] == OPPOSITE.get(moves[i - 1])), None)


@_checker
def check_transposition(moves_a, moves_b) -> Check:
    """Right when two different blank-move sequences, each legal from the 15-puzzle's goal, never stepping
    straight back and at most :data:`TRANSPOSITION_MAX_MOVES` moves long, end on the same board.
    """
    goal = Board.goal(4, 4)
    walks = []
    for name, moves in (("moves_a", moves_a), ("moves_b", moves_b)):
        seq = _read_moves(moves)
        if any(not isinstance(m, str) for m in seq):
            raise _Junk("", None, "write the moves as letters U, D, L, R, e.g. 'ULDR'",
                        message=f"{name} holds tile numbers; write the blank's moves as letters U, D, L, R.")
        if not seq:
            return _wrong(f"{name} is empty: it never leaves the goal.", "give each path at least one move")
        if len(seq) > TRANSPOSITION_MAX_MOVES:
            return _wrong(f"{name} has {len(seq)} moves; the task allows at most {TRANSPOSITION_MAX_MOVES}.",
                          "short paths are enough: think of where the blank can walk round and come back")
        back = _no_step_back(seq)
        if back is not None:
            return _wrong(f"{name} steps straight back at move {back + 1} ({seq[back - 1]} then {seq[back]}); "
                          "IDA* never does that, so it is not a second path.",
                          "two paths that meet without ever undoing a move")
        board = goal
        for k, move in enumerate(seq):
            if move not in board.moves():
                return _wrong(f"{name}: move {k + 1} ({move}) is not possible there; the blank can go "
                              f"{' '.join(board.moves())}.", "start from the goal, with the blank in the "
                              "bottom-right corner", board=board)
            board = board.move(move)
        walks.append((seq, board))
    (seq_a, end_a), (seq_b, end_b) = walks
    if seq_a == seq_b:
        return _wrong("the two paths are the same moves: a transposition is one board reached by two different paths.",
                      "change the second path, not just copy the first")
    if end_a != end_b:
        return _wrong(f"the paths end on different boards:\n{end_a}\nand\n{end_b}",
                      "what must the blank do so that every tile it pushed is back where the other path leaves it?")
    return _right(f"{''.join(seq_a)} and {''.join(seq_b)} both reach this board: a transposition. IDA* keeps only "
                  "its path, so it expands this board, and everything under it, once per path. Why do the two "
                  "paths meet?", board=end_a, details={"moves": len(seq_a) + len(seq_b)})
