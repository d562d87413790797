"""Lesson 10's checkers against a lazy student: starters, copied numbers, trial and error, docstrings, lookups.

Each attack is also run against a deliberately weakened checker where that is cheap, to show the test
can fail: the weakness it guards against would let the lazy answer through.
"""

from __future__ import annotations

import itertools
import random
import re

import pytest

from puzzlelib import Board, random_solvable, solve
from puzzlelib.exercises import beyond, check_ida_bounds, check_memory_model, check_transposition

WORDS_OF_DIRECTION = re.compile(r"\b(too|high|low|larger|smaller|more than the|less than the|increase|decrease|"
                                r"raise|lower)\b", re.IGNORECASE)


def _message(check) -> str:
    return f"{check.message} {check.hint}"


OLD_SEEDS = (93, 50, 79)  # the boards the memory check used before it drew its own


@pytest.fixture
def same_boards(monkeypatch):
    """The memory check on three fixed boards, each measured once for the whole test: many answers can then be
    tried in seconds. (The check itself draws fresh boards and measures them every time.)"""
    import functools

    boards = [random_solvable(4, 4, seed=s) for s in OLD_SEEDS]
    memory = functools.lru_cache(beyond._astar_memory)
    cases = [(board, *memory(board)[:2]) for board in boards]
    monkeypatch.setattr(beyond, "_memory_boards", lambda rng: cases)
    monkeypatch.setattr(beyond, "_astar_memory", memory)
    monkeypatch.setattr(beyond, "_astar_mb", lambda board: memory(board)[2])
    return boards


# --------------------------------------------------------------------------- Your turn 1: A*'s memory
def test_memory_starter_and_constants_never_pass(same_boards):
    assert not check_memory_model(lambda expanded, stored: 0)  # the starter as given
    # Trial and error with one number of megabytes, the way a student copies "15 MB" from the screen.
    for mb in (0.5, 1, 2, 3, 5, 8, 10, 15, 20, 50, 100, 1000):
        assert not check_memory_model(lambda expanded, stored, mb=mb: mb)


def test_memory_reply_gives_no_direction_and_no_measurement(same_boards):
    check = check_memory_model(lambda expanded, stored: 1)
    text = _message(check)
    assert not WORDS_OF_DIRECTION.search(text), text
    truths = [beyond._astar_memory(board)[2] for board in same_boards]
    assert not any(f"{mb:.1f}" in text or f"{mb:.0f} MB" in text for mb in truths), text


def test_memory_model_on_the_wrong_count_fails_and_would_pass_a_loose_checker(monkeypatch, same_boards):
    """Bytes per stored board applied to the boards *expanded*: the lesson's idea missed."""
    bytes_per_board = 260

    def on_expanded(expanded, stored):
        return expanded * bytes_per_board / 1e6

    def on_stored(expanded, stored):
        return stored * bytes_per_board / 1e6

    assert check_memory_model(on_stored)
    assert not check_memory_model(on_expanded)
    monkeypatch.setattr(beyond, "MEMORY_MODEL_FACTOR", 3.0)  # a checker three times as lenient lets it through
    assert check_memory_model(on_expanded)


def test_memory_random_models_rarely_pass(same_boards):
    rng = random.Random(10)
    passed = 0
    for _ in range(60):
        scale = 10 ** rng.uniform(-7, -2)  # megabytes per board, anywhere from 0.1 byte to 10 kB
        use = rng.choice(("expanded", "stored", "constant"))
        model = {"expanded": lambda e, s, k=scale: e * k, "stored": lambda e, s, k=scale: s * k,
                 "constant": lambda e, s, k=scale: k * 1e5}[use]
        passed += bool(check_memory_model(model))
    assert passed <= 6, f"{passed} of 60 random models passed"


def test_memory_predictor_that_looks_up_the_lesson_board_fails():
    """The function sees only two counts; measuring the lesson's own board gives that board's memory."""
    from puzzlelib.memory import measure_memory

    lesson = measure_memory(solve, random_solvable(4, 4, seed=15), method="astar", heuristic="linear_conflict")
    assert not check_memory_model(lambda expanded, stored: lesson.peak_bytes / 1e6)


def test_memory_docstring_does_not_give_the_formula():
    doc = (check_memory_model.__doc__ or "") + (beyond.__doc__ or "")
    assert not re.search(r"bytes per|\* ?stored|stored ?\*|max_memory_nodes", doc), doc


# --------------------------------------------------------------------------- Your turn 2: IDA*'s bounds
def test_bounds_starter_and_near_misses_fail():
    assert not check_ida_bounds(lambda h, length: [])
    assert not check_ida_bounds(lambda h, length: list(range(h, length + 1)))  # every whole number
    assert not check_ida_bounds(lambda h, length: [h, length])  # first and last only
    assert not check_ida_bounds(lambda h, length: list(range(h, length + 3, 2)))  # one pass too many
    assert not check_ida_bounds(lambda h, length: [39, 41, 43, 45])  # the lesson's board, copied


def test_bounds_reply_does_not_show_the_true_bounds():
    check = check_ida_bounds(lambda h, length: [0])
    text = _message(check)
    assert re.findall(r"\[[^\]]*\]", text) == ["[0]"], text  # the answer given, and no list of the true bounds


def test_bounds_one_case_would_let_a_copied_answer_through(monkeypatch):
    """A checker trying only the lesson's own board would pass the copied list: ours tries several."""
    board = random_solvable(4, 4, seed=15)
    monkeypatch.setattr(beyond, "_ida_bounds_cases", lambda rng: ((board, 39, 45),))
    monkeypatch.setattr(beyond, "_ida_bounds", lambda board: (39, 41, 43, 45))
    assert check_ida_bounds(lambda h, length: [39, 41, 43, 45])


def test_bounds_random_lists_fail():
    rng = random.Random(2)
    for _ in range(50):
        assert not check_ida_bounds(lambda h, length, r=rng: sorted(r.sample(range(h, length + 5), k=3)))


def test_bounds_docstring_gives_no_step():
    doc = check_ida_bounds.__doc__ or ""
    assert not re.search(r"\bby (2|two)\b|\+ ?2\b|\bsteps? of\b|parity|\beven\b|range\(", doc), doc


# --------------------------------------------------------------------------- Your turn 3: a transposition
def _random_path(rng: random.Random, most: int) -> str:
    board, moves = Board.goal(4, 4), []
    for _ in range(rng.randint(1, most)):
        options = [m for m in board.moves() if not moves or m != {"U": "D", "D": "U", "L": "R", "R": "L"}[moves[-1]]]
        move = rng.choice(options)
        moves.append(move)
        board = board.move(move)
    return "".join(moves)


def test_transposition_starter_copies_and_undos_fail():
    assert not check_transposition("", "")
    assert not check_transposition("UL", "UL")  # the same path twice
    assert not check_transposition("UD", "LR")  # both go back to the goal, by stepping straight back


def test_transposition_step_back_rule_is_what_stops_trivial_pairs(monkeypatch):
    monkeypatch.setattr(beyond, "_no_step_back", lambda moves: None)
    assert check_transposition("UD", "LR")


def test_transposition_random_pairs_almost_never_pass():
    rng = random.Random(3)
    passed = sum(bool(check_transposition(_random_path(rng, 8), _random_path(rng, 8))) for _ in range(3000))
    assert passed <= 3, f"{passed} of 3000 random pairs passed"


def test_transposition_docstring_and_messages_hold_no_example():
    texts = [check_transposition.__doc__ or ""]
    texts += [_message(check_transposition(a, b)) for a, b in (("U", "L"), ("UL", "UL"), ("UD", "LR"), ("", ""))]
    for text in texts:
        assert not re.search(r"[UDLR]{5,}", text), text


def test_transposition_the_shortest_answers_are_six_moves():
    """There is no answer shorter than 6 moves a side: a thought is needed, not a two-move guess."""
    paths = {}
    for length in range(1, 6):
        for seq in itertools.product("UDLR", repeat=length):
            if beyond._no_step_back(list(seq)) is not None:
                continue
            try:
                end = Board.goal(4, 4).apply(seq)
            except Exception:
                continue
            paths.setdefault(end, []).append("".join(seq))
    assert all(len(found) == 1 for found in paths.values())


@pytest.mark.parametrize("a,b", [("ULDRUL", "LURDLU"), ("ULDRULU", "LURDLUU")])
def test_transposition_right_answers_pass(a, b):
    assert check_transposition(a, b)
    assert check_transposition(list(a), b.lower())


def test_memory_reply_does_not_say_how_many_boards_missed(same_boards):
    right = {s: beyond._astar_memory(board) for s, board in zip(OLD_SEEDS, same_boards, strict=True)}
    by_stored = {stored: mb for _, stored, mb in right.values()}
    seeds = list(right)
    one_wrong = check_memory_model(lambda e, s: by_stored[s] * (5 if s == right[seeds[0]][1] else 1))
    two_wrong = check_memory_model(lambda e, s: by_stored[s] * (5 if s != right[seeds[2]][1] else 1))
    assert not one_wrong and not two_wrong
    assert (one_wrong.message, one_wrong.details) == (two_wrong.message, two_wrong.details)


def test_summary_gives_no_answer_away():
    """A student who reads the Summary first finds no bound step, no byte count and no pair of paths."""
    import json
    from pathlib import Path

    lesson = Path(__file__).resolve().parents[2] / "notebooks" / "10_ida_star.ipynb"
    cells = ["".join(c["source"]) for c in json.loads(lesson.read_text(encoding="utf-8"))["cells"]]
    summary = next(text[text.index("## Summary"):] for text in cells if "## Summary" in text)
    assert not re.search(r"by 2|by two|parity|step of|\d+ bytes|[UDLR]{4,}", summary), summary


# --------------------------------------------------------------------------- the checker's own tables
def test_memory_table_measured_beforehand_fails():
    """The cold reader's lookup: measure the check's boards beforehand and look the counts up. The boards are now
    drawn when the check runs, so a table of fixed boards misses (the old check's three seeds passed)."""
    table = {}
    for seed in OLD_SEEDS:
        board = random_solvable(4, 4, seed=seed)
        solve(board, method="astar", heuristic="linear_conflict")
        from puzzlelib.memory import measure_memory

        use = measure_memory(solve, board, method="astar", heuristic="linear_conflict")
        table[use.result.nodes_expanded, use.result.max_memory_nodes] = use.peak_bytes / 1e6
    assert not check_memory_model(lambda expanded, stored: table[expanded, stored])


def test_memory_measured_inside_the_prediction_is_refused():
    def measured(expanded, stored):
        return beyond._astar_memory(random_solvable(4, 4, seed=93))[2]

    assert not check_memory_model(measured)


def test_bounds_table_from_the_checker_fails():
    """The cold reader's lookup in the checker's own cases: the cases are drawn when the check runs."""
    table = {(h, length): list(beyond._ida_bounds(board)) for board, h, length in beyond._ida_bounds_cases(random.Random(0))}
    assert not check_ida_bounds(lambda h, length: table[h, length])


def test_bounds_running_ida_inside_the_prediction_is_refused():
    from puzzlelib.problems import PuzzleProblem
    from puzzlelib.search import idastar

    def by_search(h, length):
        board = Board.goal(3, 3).apply("LURD")
        return list(dict.fromkeys(idastar(PuzzleProblem(board), record=True).trace.bounds))

    check = check_ida_bounds(by_search)
    assert not check


# --------------------------------------------------------------------------- reading the checker's frames
def _from_callers(test):
    """The first value ``test`` accepts, given a name and a value, among the local variables of the calling frames."""
    import inspect

    frame = inspect.currentframe().f_back
    while frame is not None:
        for name, value in list(frame.f_locals.items()):
            found = test(name, value)
            if found is not None:
                return found
        frame = frame.f_back
    return None


def _measured_by_counts(expanded, stored):
    """A lookup in any list of (expanded, stored, MB) triples a calling frame holds: the old check kept one."""
    def test(name, value):
        if isinstance(value, list):
            return next((t[2] for t in value if isinstance(t, tuple) and len(t) == 3 and t[:2] == (expanded, stored)
                         and isinstance(t[2], float)), None)
        return None

    return _from_callers(test)


def test_memory_prediction_cannot_read_the_measurements_from_the_checker():
    """The cold reader's frame walk: the check now measures only after the function has answered every board
    (run on the real check, which the old one failed: it measured first and kept the list in a local)."""
    assert not check_memory_model(_measured_by_counts)


def test_memory_frame_walk_passes_a_checker_that_measures_first(monkeypatch, same_boards):
    """Against a check that measures before asking (as the old one did) the same walk is Right."""
    def measure_first(predict_mb):
        measured = [beyond._astar_memory(board) for board in same_boards]
        answers = [predict_mb(e, s) for e, s, _ in measured]
        return all(answer and 1 / 1.5 <= answer / mb <= 1.5 for answer, (_, _, mb) in zip(answers, measured,
                                                                                          strict=True))

    assert measure_first(_measured_by_counts)


def _bounds_from_callers(h, length):
    """A lookup of the true bounds in the calling frames: a local named truth, or cases holding the bounds."""
    def test(name, value):
        if name == "truth" and isinstance(value, tuple):
            return list(value)
        if isinstance(value, tuple | list):
            return next((list(c[2]) for c in value if isinstance(c, tuple) and len(c) == 3 and c[:2] == (h, length)
                         and isinstance(c[2], tuple)), None)
        return None

    return _from_callers(test) or []


def test_bounds_prediction_cannot_read_the_bounds_from_the_checker():
    assert not check_ida_bounds(_bounds_from_callers)


def test_bounds_frame_walk_passes_a_checker_that_works_the_bounds_out_first():
    """The old order (true bounds worked out before the function runs) lets the same walk through."""
    cases = beyond._ida_bounds_cases(random.Random(4))
    old_style = tuple((h, length, beyond._ida_bounds(board)) for board, h, length in cases)
    assert all(_bounds_from_callers(h, length) == list(truth) for h, length, truth in old_style)


def test_bounds_hint_does_not_spell_out_the_rule():
    """The old hint asked where the first pass starts, where the last ends and how much f changes per move:
    the three parts of the answer."""
    text = _message(check_ida_bounds(lambda h, length: [h, length]))
    assert not re.search(r"by how much|first pass start|last one end|change when", text), text


def test_transposition_words_get_a_message_about_letters_not_length():
    check = check_transposition(["up", "left", "down", "right"], "LURD")
    assert not check and "one letter" in check.message and " has " not in check.message, check.message
