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
#: conflict stores, drawn when the check runs (random walks from the goal, kept when their store falls in a range
#: still empty). The ranges are far enough apart that no single number of megabytes is within the factor of all
#: three, and the boards are small, so that measuring them with tracemalloc takes seconds; smaller stores cost
#: fewer bytes a board (Python's tables grow in steps), so the lesson's own cost would no longer fit them.
MEMORY_MODEL_STORES = ((6_500, 10_000), (13_000, 19_000), (22_000, 32_000))
MEMORY_MODEL_FACTOR = 1.5
"""How far a prediction may be from the measurement: the cost of one board varies by about a fifth from
board to board (Python's tables grow in steps). The boards A* stores and the boards it expands keep a
nearly fixed ratio on the 15-puzzle (about 1.8 to 2), so the check cannot tell a model on one count from a
model on the other; the lesson's question "why twice?" does."""

def _memory_boards(rng) -> list:
    """(board, expanded, stored) for one board per range of :data:`MEMORY_MODEL_STORES`, drawn by ``rng``.

    Random walks of 80 moves from the goal are followed four moves at a time (the store grows, roughly, with the
    moves), and a board is kept when its store falls in a range still empty: the small early boards cost little
    to solve, so few searches are wasted on boards far outside the ranges.
    """
    from puzzlelib.search import solve
    from puzzlelib.shuffle import random_moves

    found: dict[int, tuple] = {}
    goal = Board.goal(4, 4)
    for _ in range(100):
        empty = [k for k in range(len(MEMORY_MODEL_STORES)) if k not in found]
        if not empty:
            break
        moves = random_moves(80, rng.randrange(2**31), goal, no_undo=True)
        for steps in range(24, 81, 4):
            top = max(MEMORY_MODEL_STORES[k][1] for k in empty)
            board = goal.apply(moves[:steps])
            try:  # stored is about twice expanded: every store below ``top`` finishes within the cap
                run = solve(board, method="astar", heuristic="linear_conflict", max_nodes=int(top / 1.7))
            except SearchLimitError:
                break
            hit = next((k for k in empty if MEMORY_MODEL_STORES[k][0] <= run.max_memory_nodes
                        < MEMORY_MODEL_STORES[k][1]), None)
            if hit is not None:
                found[hit] = (board, run.nodes_expanded, run.max_memory_nodes)
                empty.remove(hit)
            if not empty or run.max_memory_nodes >= top:
                break
    return [found[k] for k in sorted(found)]


def _astar_mb(board) -> float:
    """Megabytes A* with linear conflict allocates on ``board``, measured with tracemalloc (its tables are
    already built: the board was solved once when it was drawn)."""
    from puzzlelib.memory import measure_memory
    from puzzlelib.search import solve

    return measure_memory(solve, board, method="astar", heuristic="linear_conflict").peak_bytes / 1e6


def _astar_memory(board) -> tuple[int, int, float]:
    """(expanded, stored, MB measured with tracemalloc) for A* with linear conflict on ``board``."""
    from puzzlelib.search import solve

    run = solve(board, method="astar", heuristic="linear_conflict")  # first: tables built on first use not charged
    return run.nodes_expanded, run.max_memory_nodes, _astar_mb(board)


def _memory_misses(cases, answers) -> tuple[int, float, float]:
    """(predictions off by more than the factor, smallest and largest measurement), measured only now, after the
    student's function has answered: no measurement exists while it runs."""
    truths = [_astar_mb(board) for board, _, _ in cases]
    misses = sum(not 1 / MEMORY_MODEL_FACTOR <= mb / truth <= MEMORY_MODEL_FACTOR
                 for mb, truth in zip(answers, truths, strict=True))
    return misses, min(truths), max(truths)


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

    The function answers for all three boards first; the memory is measured afterwards with
    :func:`puzzlelib.memory.measure_memory` (tracemalloc). The function sees only the two counts.
    """
    _callable(predict_mb, "a function predict_mb(expanded, stored) that returns megabytes",
              "define it with def predict_mb(expanded, stored): ... and pass the function itself")
    cases = _memory_boards(random.Random())  # boards nobody has seen
    answers = []
    for _, expanded, stored in cases:
        with _searching_switched_off():
            answer = _call_prediction(predict_mb, (expanded, stored), "megabytes")
        mb = _real_number(answer, "a number of megabytes from predict_mb")
        if mb <= 0:
            return _wrong(f"predict_mb({expanded}, {stored}) returned {mb:g}: A* always uses some memory.",
                          "return the megabytes A* needs, a positive number")
        answers.append(mb)
    misses, low, high = _memory_misses(cases, answers)  # counted, never shown: a count would let a table be tuned
    if misses:
        return _wrong(f"on at least one of the {len(cases)} boards your prediction is more than {MEMORY_MODEL_FACTOR:g} "
                      "times away from the memory A* used.",
                      "which boards does A* still hold when it finishes, and what does one of them cost?")
    return _right(f"within a factor of {MEMORY_MODEL_FACTOR:g} on all {len(cases)} boards, from about "
                  f"{low:.1f} to {high:.1f} MB. Say in one sentence why your formula works.")


#: Random walks without undo IDA*'s bounds are tried on, as (size, steps): the goal itself, 8-puzzles and
#: 15-puzzles on which IDA* needs several passes. The walks' seeds are drawn when the check runs, so the cases
#: (and their bounds) cannot be listed beforehand.
_BOUNDS_WALKS = ((3, 0), (3, 10), (3, 10), (3, 20), (3, 30), (4, 30), (4, 40), (4, 40))
_BOUNDS_NODES = 20_000


def _ida_bounds_cases(rng) -> tuple[tuple[Board, int, int], ...]:
    """(board, Manhattan at the start, shortest length) for random walks drawn by ``rng``, each one IDA* with
    Manhattan distance solves within :data:`_BOUNDS_NODES` expansions. The run records no bounds."""
    from puzzlelib.problems import PuzzleProblem
    from puzzlelib.search import idastar
    from puzzlelib.shuffle import random_walk

    cases = []
    for size, steps in _BOUNDS_WALKS:
        for _ in range(50):  # a walk that makes IDA* expand more than the budget is replaced by another
            board = random_walk(steps, rng.randrange(2**31), rows=size, cols=size, no_undo=True)
            try:
                run = idastar(PuzzleProblem(board, heuristic="manhattan"), max_nodes=_BOUNDS_NODES)
            except SearchLimitError:
                continue
            cases.append((board, board.manhattan(), run.length))
            break
    return tuple(cases)


def _ida_bounds(board) -> tuple[int, ...]:
    """The bounds, in order, a recorded run of the package's generic IDA* with Manhattan distance tries on ``board``."""
    from puzzlelib.problems import PuzzleProblem
    from puzzlelib.search import idastar

    run = idastar(PuzzleProblem(board, heuristic="manhattan"), record=True, max_nodes=_BOUNDS_NODES)
    return tuple(int(b) for b in dict.fromkeys(run.trace.bounds)) or (0,)


def _first_wrong_bounds(cases, answers) -> int | None:
    """Index of the first case whose answer is not the bounds IDA* tries, worked out only now, after the student's
    function has answered every case: no true bounds exist while it runs."""
    return next((k for k, ((board, _, _), answer) in enumerate(zip(cases, answers, strict=True))
                 if answer != _ida_bounds(board)), None)


def _read_bounds(value, args) -> tuple[int, ...]:
    if isinstance(value, str | bytes | dict | set) or not hasattr(value, "__iter__"):
        raise _Junk("a list of bounds such as [20, 22]", value,
                    f"predict_bounds{args} should return a list of whole numbers, the bounds in the order IDA* tries them")
    return tuple(_whole_number(v, "whole-number bounds") for v in value)


@_checker
def check_ida_bounds(predict_bounds) -> Check:
    """Right when ``predict_bounds(h, length)`` lists, in order, the bounds IDA* with Manhattan distance tries on a
    board whose Manhattan distance is ``h`` and whose shortest solution takes ``length`` moves.

    It is tried on 8-puzzles and 15-puzzles drawn when the check runs; the function answers for all of them
    first, with no search allowed, and only then is IDA* run again, recorded, to read the bounds it really used.
    """
    _callable(predict_bounds, "a function predict_bounds(h, length) that returns a list of bounds",
              "define it with def predict_bounds(h, length): ... and pass the function itself")
    cases = _ida_bounds_cases(random.Random())  # seeded from the system: boards nobody has seen
    answers = []
    for _, h, length in cases:
        with _searching_switched_off():
            answers.append(_read_bounds(_call_prediction(predict_bounds, (h, length), "bounds"), (h, length)))
    wrong = _first_wrong_bounds(cases, answers)
    if wrong is not None:
        _, h, length = cases[wrong]
        return _wrong(f"on a board with Manhattan distance {h} and a shortest solution of {length} moves, "
                      f"predict_bounds({h}, {length}) gave {list(answers[wrong])}, and IDA* tried other bounds.",
                      "add a print to ida_star, run it on a few boards with Manhattan distance, and compare the "
                      "bounds with h and the length", details={"passed": wrong})
    return _right(f"the bounds IDA* tried on all {len(cases)} boards, from the goal itself to a 15-puzzle "
                  f"{max(c[2] for c in cases)} moves out. Why can IDA* never need a bound in between?",
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
        if not set(seq) <= set("UDLR"):  # words such as "up" would be read letter by letter
            raise _Junk("", None, "write the moves as letters U, D, L, R, e.g. 'ULDR'",
                        message=f"{name} holds {short_repr(moves)}; write each blank move as one letter U, D, L or R.")
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
                  "its path, so it can expand this board, and everything under it, once for each path. Why do the two "
                  "paths meet?", board=end_a, details={"moves": len(seq_a) + len(seq_b)})
