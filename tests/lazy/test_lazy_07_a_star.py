"""A lazy student against lesson 7's three checks: the starter, random tries, the checker's own replies,
the package's functions, the docstrings and the lesson's Summary. Each attack is also run against a
deliberately weak variant where that is cheap, to show the attack itself can succeed."""

from __future__ import annotations

import random
import re
from pathlib import Path

import nbformat
import pytest

from puzzlelib import HEURISTICS, Board, solve
from puzzlelib.exercises import (
    check_between_guess,
    check_must_expand,
    check_must_expand_function,
    check_worst_push_order,
)
from puzzlelib.statespace import distance_table

NOTEBOOK = Path(__file__).resolve().parents[2] / "notebooks" / "07_a_star.ipynb"
START = Board.parse("4 2 0 / 5 7 3 / 8 1 6")  # Your turn 2's board


def _cells():
    return nbformat.read(NOTEBOOK, as_version=4).cells


def _starter(name: str) -> str:
    """The source of the code cell that calls check ``name``."""
    return next(c.source for c in _cells() if c.cell_type == "code" and f"{name}(" in c.source)


def _summary() -> str:
    text = next(c.source for c in _cells() if c.cell_type == "markdown" and "## Summary" in c.source)
    return text.split("## Going further")[0]


def _must_count() -> int:
    """The truth for Your turn 2, computed the way the lesson teaches (f = g + h below C)."""
    c = distance_table(3, 3).distance(START)
    from_start = distance_table(3, 3, goal=START)
    return sum(1 for g in range(c) for b in from_start.boards_at(g) if g + b.manhattan() < c)


# --------------------------------------------------------------------------- Your turn 1: the worst push order
def test_push_order_starter_random_tries_and_help_do_not_pass():
    namespace = {}
    exec(_starter("check_worst_push_order").split("check_worst_push_order(")[0], namespace)
    assert not check_worst_push_order(namespace["my_order"])
    rng = random.Random(7)
    tries = [rng.sample(range(1, 100), 15) for _ in range(3000)]
    assert sum(bool(check_worst_push_order(t)) for t in tries) == 0
    text = (check_worst_push_order.__doc__ or "") + _summary()
    assert "15, 14" not in text and "decreasing" not in text.lower() and "largest" not in text.lower()


def _reply_count(verdict):
    """The number a climbing student reads off a reply: a swap count in its message or its details."""
    found = re.search(r"(\d+) swaps", verdict.message)
    if found:
        return int(found.group(1))
    return verdict.details.get("total")


def _hill_climb(check, budget: int, seed: int = 0) -> bool:
    """A student who never thinks: swap two entries, keep the swap when the reply's count did not go down."""
    rng = random.Random(seed)
    order = rng.sample(range(1, 16), 15)
    best = check(order)
    if best.ok:
        return True
    count = _reply_count(best)
    if count is None:
        return False  # nothing to climb on
    for _ in range(budget):
        i, j = rng.sample(range(15), 2)
        trial = order[:]
        trial[i], trial[j] = trial[j], trial[i]
        verdict = check(trial)
        if verdict.ok:
            return True
        n = _reply_count(verdict)
        if n is not None and n >= count:
            order, count = trial, n
    return False


def test_push_order_wrong_replies_are_all_alike():
    """A wrong order's reply carries no swap count (the old one said "make N swaps in all", and a blind
    swap-and-keep loop reached the answer in a few thousand calls)."""
    rng = random.Random(5)
    replies = set()
    for _ in range(200):
        verdict = check_worst_push_order(rng.sample(range(1, 16), 15))
        if not verdict:
            replies.add((verdict.message, verdict.hint, repr(sorted(verdict.details.items()))))
    assert len(replies) == 1, "a wrong order's reply changes with the order"


def test_push_order_replies_do_not_drive_a_climber_there():
    assert not any(_hill_climb(check_worst_push_order, budget=3000, seed=s) for s in range(2))


def test_push_order_climb_succeeds_against_a_reply_that_counts():
    """The same climber, handed the count the old replies carried, gets there: the attack is real."""
    from puzzlelib.exercises.astar import _swaps

    def counting(order):
        verdict = check_worst_push_order(order)
        return verdict if verdict.ok else type(verdict)(False, f"the entries make {sum(_swaps(order))} swaps")
    assert _hill_climb(counting, budget=6000)


def test_push_order_refuses_a_smaller_task_and_the_starter_reversed():
    assert not check_worst_push_order([3, 2, 1], size=3)      # a 3-entry heap would be Right at once
    assert not check_worst_push_order(list(range(15, 0, -1)), size=14)
    namespace = {}
    exec(_starter("check_worst_push_order").split("check_worst_push_order(")[0], namespace)
    assert not check_worst_push_order(namespace["my_order"][::-1])  # the first lazy edit is not the answer


def test_push_order_accepts_any_values_in_the_right_order_and_refuses_junk():
    assert check_worst_push_order([9.5 - k * 0.5 for k in range(15)])
    for junk in ("15 14 13", None, [1] * 15, list(range(14)), [1, 2, None] + list(range(3, 15)), [True] * 15):
        verdict = check_worst_push_order(junk)
        assert not verdict and verdict.message


# --------------------------------------------------------------------------- Your turn 2: boards A* must expand
def _trace_count(start):
    """The lazy student's shortcut: copy the lesson's tie-board cell, count the expanded boards with f < C."""
    run = solve(start, method="astar", heuristic="manhattan", record=True)
    fs = [run.trace.nodes[i].f for i in run.trace.expanded]
    return sum(f < run.length for f in fs)


def test_must_expand_starter_does_not_pass():
    namespace = {}
    exec(_starter("check_must_expand_function").split("check_must_expand_function(must_expand)")[0], namespace)
    assert not check_must_expand_function(namespace["must_expand"])


def test_must_expand_trace_shortcut_is_right_but_refused():
    """The shortcut gives the right number (so a checker that only compared counts would pass it) ..."""
    boards = [START] + [distance_table(3, 3).boards_at(d)[5] for d in (9, 12, 14)]
    assert all(_trace_count(b) == _count_from_definition(b) for b in boards)
    # ... and a count alone, the old form of the task, is passed by it: the attack can succeed.
    assert check_must_expand(START, _trace_count(START))
    # The function check refuses it, and every other way of letting the package count.
    import puzzlelib
    import puzzlelib.search

    def scan(start):  # the checker of a count as an oracle, tried number by number
        return next(n for n in range(2000) if check_must_expand(start, n))

    attempts = [
        _trace_count,
        lambda start: _trace_count(start),
        lambda start: puzzlelib.solve(start).nodes_expanded,
        lambda start: puzzlelib.search.solve(start, method="astar").nodes_expanded,
        scan,
    ]
    for attempt in attempts:
        verdict = check_must_expand_function(attempt)
        assert not verdict and "package's searches" in verdict.message


def _count_from_definition(board):
    shortest = distance_table(3, 3).distance(board)
    around = distance_table(3, 3, goal=board)
    return sum(1 for g in range(shortest) for b in around.boards_at(g) if g + b.manhattan() < shortest)


def test_must_expand_right_count_passes_and_a_table_of_answers_does_not():
    assert check_must_expand_function(_count_from_definition)
    known = {START: _must_count()}
    assert not check_must_expand_function(lambda start: known.get(start, 0))
    # near misses: f <= C, and g counted to the goal instead of from the start
    def at_most(board):
        shortest = distance_table(3, 3).distance(board)
        around = distance_table(3, 3, goal=board)
        return sum(1 for g in range(shortest + 1) for b in around.boards_at(g) if g + b.manhattan() <= shortest)

    def from_goal(board):
        shortest = distance_table(3, 3).distance(board)
        return sum(1 for g in range(shortest) for b in distance_table(3, 3).boards_at(g) if g + b.manhattan() < shortest)

    assert not check_must_expand_function(at_most) and not check_must_expand_function(from_goal)


def test_must_expand_replies_carry_no_direction_and_no_answer():
    truth = _must_count()
    replies = set()
    for answer in (0, truth - 10, truth - 1, truth + 1, truth + 10, 10 * truth):
        verdict = check_must_expand_function(lambda start, answer=answer: answer)
        assert not verdict and verdict.details == {}
        replies.add((re.sub(r"returned -?\d+", "returned N", verdict.message), verdict.hint))
    assert len(replies) == 1, "a wrong count's reply changes with its size"
    message, hint = next(iter(replies))
    assert str(truth) not in message + hint


def test_must_expand_random_constants_do_not_pass():
    rng = random.Random(3)
    guesses = [rng.randrange(0, 400) for _ in range(30)]
    assert not any(check_must_expand_function(lambda start, n=n: n) for n in guesses)


def test_must_expand_docstring_and_summary_hold_no_count():
    truth = str(_must_count())
    text = (check_must_expand_function.__doc__ or "") + (check_must_expand.__doc__ or "") + _summary()
    assert truth not in text


def test_bisection_attack_works_against_a_checker_that_says_too_few():
    """The attack the real checker resists: halving an interval on "too few / too many" replies."""
    truth = _must_count()

    def leaky(answer):
        return "right" if answer == truth else ("too few" if answer < truth else "too many")

    lo, hi, asked = 0, 1000, 0
    while True:
        mid, asked = (lo + hi) // 2, asked + 1
        reply = leaky(mid)
        if reply == "right":
            break
        lo, hi = (mid + 1, hi) if reply == "too few" else (lo, mid - 1)
    assert asked <= 10


# --------------------------------------------------------------------------- Your turn 3: a guess in between
@pytest.mark.slow
def test_between_guess_refuses_every_package_heuristic_and_the_starter():
    for name in ("misplaced", "manhattan", "linear_conflict", "manhattan+blank", "zero"):
        assert not check_between_guess(HEURISTICS[name]), name
    assert not check_between_guess(lambda board: 0)
    text = (check_between_guess.__doc__ or "") + _summary()
    assert "!=" not in text and "position_of" not in text


@pytest.mark.slow
def test_between_guess_random_weightings_of_the_two_named_guesses_rarely_pass():
    """Guessing ``a * misplaced + b * manhattan`` with random small weights passes only when the student
    stays between the two, i.e. has understood the sandwich; count how often blind weights do."""
    rng = random.Random(11)
    passed = 0
    for _ in range(6):
        a, b = rng.choice([0, 1, 2]), rng.choice([0, 1, 2])
        passed += bool(check_between_guess(lambda board, a=a, b=b: a * board.misplaced() + b * board.manhattan()))
    assert passed == 0


def test_must_expand_function_answers_junk_with_a_sentence():
    for junk in (None, 45, "45", [45]):
        verdict = check_must_expand_function(junk)
        assert not verdict and "function" in verdict.message
    raising = check_must_expand_function(lambda start: 1 / 0)
    assert not raising and "ZeroDivisionError" in raising.message
    truth = str(_must_count())
    for wrong_kind in (lambda start: "many", lambda start: 3.5, lambda start: None, lambda start: True):
        verdict = check_must_expand_function(wrong_kind)
        assert not verdict and "whole number" in verdict.message
        assert truth not in verdict.message + verdict.hint  # no reply names the count
    assert check_must_expand_function(lambda start: float(_count_from_definition(start)))  # a whole float counts


# --------------------------------------------------------------------------- shortcuts a cold reader found
def test_must_expand_refuses_a_search_hidden_in_a_container():
    """The package's solve reached from a dict passes a check that looks at names; the call itself is refused."""
    tools = {"run": solve}

    def hidden(start):
        shortest = distance_table(3, 3).distance(start)
        run = tools["run"](start, method="astar", heuristic="manhattan", record=True)
        return sum(run.trace.nodes[i].f < shortest for i in run.trace.expanded)

    verdict = check_must_expand_function(hidden)
    assert not verdict and "package's searches" in verdict.message


def test_must_expand_refuses_the_one_board_check_tried_in_a_loop():
    ask = [check_must_expand]

    def oracle(start):
        return next(n for n in range(2000) if ask[0](start, n).ok)

    verdict = check_must_expand_function(oracle)
    assert not verdict and "package's searches" in verdict.message


def test_must_expand_has_no_answer_on_the_checkers_frames_while_the_function_runs():
    import sys

    def reader(start):
        frame = sys._getframe(1)
        while frame is not None:
            for name in ("below", "must", "truth"):
                if isinstance(frame.f_locals.get(name), int):
                    return frame.f_locals[name]
            frame = frame.f_back
        return -1

    assert not check_must_expand_function(reader)


@pytest.mark.slow
def test_between_guess_refuses_mixes_of_the_two_guesses():
    """Between the two and different from each, yet built from them alone: no idea of the student's own."""
    mixes = [
        lambda b: (b.misplaced() + b.manhattan()) / 2,
        lambda b: max(b.misplaced(), b.manhattan() - 1),
        lambda b: b.misplaced() if b.blank_index == 0 else b.manhattan(),
    ]
    for mix in mixes:
        verdict = check_between_guess(mix)
        assert not verdict and "mix" in verdict.message

    def rows_and_columns(board):
        goal = board.goal_of()
        return sum((board.position_of(t)[0] != goal.position_of(t)[0]) + (board.position_of(t)[1] !=
                   goal.position_of(t)[1]) for t in range(1, 9))

    assert check_between_guess(rows_and_columns)


def test_push_order_right_reply_leaves_the_paper_questions_open_and_text_is_read():
    verdict = check_worst_push_order(list(range(15, 0, -1)))
    assert verdict and "17" not in verdict.message and "more than 3" not in verdict.message
    assert check_worst_push_order("15 14 13 12 11 10 9 8 7 6 5 4 3 2 1")
    assert check_worst_push_order("15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1")
    assert not check_worst_push_order("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15")


# --------------------------------------------------------------------------- round 7: loosened function checks
def test_must_expand_function_refuses_fewer_boards_and_a_fixed_draw():
    """The one-board check finds the lesson board's count by scanning; with boards=0 that count alone
    passed, and with a fixed seed the drawn boards became a table after a few rounds."""
    n = next(n for n in range(2000) if check_must_expand(START, n).ok)
    assert not check_must_expand_function(lambda start: n, boards=0)
    assert not check_must_expand_function(lambda start: n, boards=1)
    assert not check_must_expand_function(_count_from_definition, seed=7)   # refused whatever the function


def test_must_expand_table_of_failing_boards_does_not_pass_in_a_few_rounds():
    known = {START.to_text(): next(n for n in range(2000) if check_must_expand(START, n).ok)}
    for _ in range(3):
        verdict = check_must_expand_function(lambda s: known.get(s.to_text(), 0))
        assert not verdict
        text = str(verdict).split("must_expand(")[1].split(")")[0].strip("'\"")
        known[text] = next(n for n in range(2000) if check_must_expand(Board.parse(text), n).ok)


# --------------------------------------------------------------------------- round 8: a second cold read
def _scored_steps_count(start):
    """The package's scored loop with weights 1 and 1 is an A* (goal tested on children): its recorded trace
    lists every expanded board with g and h, so the count is a lookup."""
    from puzzlelib.problems import PuzzleProblem
    from puzzlelib.search.methods import get_method
    from puzzlelib.search.outcome import run_to_end
    from puzzlelib.search.scored import scored_steps

    rule = get_method("scored").with_weights(weight_g=1, weight_h=1)
    run = run_to_end(scored_steps(PuzzleProblem(start, heuristic="manhattan"), rule, record=True))
    nodes = [run.trace.nodes[i] for i in run.trace.expanded]
    return len({n.state for n in nodes if n.depth + n.h < run.length})


def test_must_expand_refuses_the_step_loop_behind_the_scored_search():
    assert _scored_steps_count(START) == _must_count()   # the lookup answers: the attack is real
    verdict = check_must_expand_function(_scored_steps_count)
    assert not verdict and "package's searches" in verdict.message


def test_must_expand_refuses_every_step_loop_a_steered_search_runs():
    """``SteeredSearch`` drives the same loops; each of them is refused while the function runs."""
    from puzzlelib.search import steer

    for loop in set(steer._LOOPS.values()):
        def borrowing(start, loop=loop):
            loop(start, None)  # refused before it reads its arguments; unrefused, a generator never started
            return _count_from_definition(start)

        verdict = check_must_expand_function(borrowing)
        assert not verdict and "package's searches" in verdict.message, loop.__name__


def _own_astar_count(start):
    """The lesson's own astar with two lines added: count the pops with f below the goal's g. A legitimate
    route: it needs the idea that those boards are exactly the ones with f below the shortest length."""
    from heapq import heappop, heappush

    goal = start.goal_of()
    waiting = [(start.manhattan(), start.manhattan(), 0, 0, start)]
    closed, fs, tick = set(), [], 0
    while waiting:
        f, _, _, g, board = heappop(waiting)
        if board in closed:
            continue
        if board == goal:
            return sum(x < g for x in fs)
        closed.add(board)
        fs.append(f)
        for _, child in board.neighbors():
            if child not in closed:
                tick += 1
                heappush(waiting, (g + 1 + child.manhattan(), child.manhattan(), tick, g + 1, child))


def test_must_expand_task_and_docstring_allow_the_students_own_search_which_passes():
    """The old task and docstring said a function that runs a search is refused, yet this one passed."""
    assert check_must_expand_function(_own_astar_count)
    task = next(c.source for c in _cells() if c.cell_type == "markdown" and "Your turn 2" in c.source)
    doc = check_must_expand_function.__doc__
    assert "without running a search" not in task
    assert "own A*" in doc and "A function that runs a search" not in doc


def _forced_at_c(start) -> int:
    """Boards with f = C that lie on every shortest road (the only board of their layer on those roads):
    every A* expands them, whatever its tie rule."""
    c = distance_table(3, 3).distance(start)
    from_start, to_goal = distance_table(3, 3, goal=start), distance_table(3, 3)
    layers = {}
    for g in range(c):
        for b in from_start.boards_at(g):
            if g + to_goal.distance(b) == c:
                layers.setdefault(g, []).append(b)
    return sum(1 for g, road in layers.items() if len(road) == 1 and g + road[0].manhattan() == c)


def test_replies_do_not_say_a_tie_rule_could_skip_every_board_at_f_equal_c():
    """On the lesson's board 8 boards with f = 16 are expanded by every A*: no reply may call all the
    boards at f = C skippable, nor the boards below C all that A* expands whatever its tie rule."""
    assert _forced_at_c(START) == 8
    must = _must_count()
    from puzzlelib.exercises.astar import _f_counts

    _, _, at = _f_counts(START, "manhattan")
    expanded = solve(START, method="astar", heuristic="manhattan").nodes_expanded
    replies = [check_must_expand(START, n) for n in (must, expanded, must + at, at)]
    replies.append(check_must_expand_function(_count_from_definition))
    for verdict in replies:
        text = (verdict.message + " " + (verdict.hint or "")).lower()
        for claim in ("could have skipped", "may or may not", "depending on ties", "depend on how ties"):
            assert claim not in text, (claim, text)
    task = next(c.source for c in _cells() if c.cell_type == "markdown" and "Your turn 2" in c.source)
    assert "whatever its tie rule**, that is" not in task and "that is, how many" not in task


def test_the_right_reply_leaves_the_extra_boards_to_the_class():
    """Where A*'s extra boards come from is a question for the class: the Right reply names no f = C."""
    verdict = check_must_expand_function(_count_from_definition)
    assert verdict and "f = 16" not in verdict.message and "exactly" not in verdict.message


def test_no_code_line_runs_past_80_characters():
    long = [line for c in _cells() if c.cell_type == "code" for line in c.source.splitlines() if len(line) > 80]
    assert not long, long
