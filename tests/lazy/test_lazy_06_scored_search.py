"""A lazy student against every checker of lesson 6 (the scored search).

The student runs the starters unedited, reads the Summary, help() and the replies, pastes what the
package prints, tries answers at random or one after another, and shuffles boards until one passes.
None of it may pass, and no reply, docstring or Summary may hold an answer. Where it is cheap, a
deliberately weak variant shows that the attack would catch the weakness.

The trap check is no longer asked for in the lesson (a dealt trap within 12 moves is one dealt board in
11, found at once by enumerating the lesson's own table); its tests here guard the explanation half.
"""

from __future__ import annotations

import itertools
import random
import re

import pytest
from lazy_tools import DIRECTION_WORDS, checker_texts, lesson_text, reply, run_lesson, summary_text

from puzzlelib import Board, solve
from puzzlelib.exercises import (
    check_blacklist,
    check_close_trap,
    check_dealt_trap,
    check_expansions,
    check_weights,
    verdicts,
)
from puzzlelib.shuffle import random_moves
from puzzlelib.statespace import distance_table

STEM = "06_scored_search"
BOARD = Board.parse("3 5 1 / 2 4 6 / 8 7 9")
DEALT = Board.parse("1 2 3 / 6 8 5 / 4 7 9")  # Your turn 1's board, traced in bfs's order
ORDER = "UDLR"
POST = {"method": "scored", "heuristic": "manhattan+blank"}
RIGHT_TRACE = ("L", [18, 19, 23], "U")
POST_BOARD_TRACE = ("U", [26, 31, 31], "L")  # what the explorer on the post's board shows at step 2
DIFFERENT, SKIPPING = 938, 937
TRAP_TEXT = re.compile(r"\d(?: \d){2} / \d(?: \d){2} / \d(?: \d){2}")


@pytest.fixture(scope="module")
def lesson():
    return run_lesson(STEM)


def _passing_traps(max_moves: int = 12) -> list[Board]:
    """Every board the trap task accepts (blank in the corner, at most 12 moves, the rule misses)."""
    table = distance_table(3, 3)
    found = []
    for d in range(2, max_moves + 1, 2):  # the blank back in its corner: an even distance
        for b in table.boards_at(d):
            if b.blank_pos == (2, 2) and solve(b, **POST).length > d:
                found.append(b)
    return found


# ----------------------------------------------------------------------------- the starters and the texts
def test_every_starter_as_stored_is_not_yet(lesson):
    verdicts.forget_guesses()
    checks = [check for _, check in lesson["checks"]]
    assert len(checks) == 2 and not any(checks)
    for check in checks:
        text = reply(check)
        assert "938" not in text and "937" not in text and "18, 19, 23" not in text and "'U'" not in text


def test_the_summary_and_help_hold_no_answer():
    summary = summary_text(STEM)
    for answer in ("938", "937", "18, 19, 23", "19", "23", "'U'", '"U"'):
        assert answer not in summary, answer
    traps = {b.to_text() for b in _passing_traps()}
    for checker in (check_expansions, check_dealt_trap, check_blacklist, check_close_trap, check_weights):
        text = checker_texts(checker)
        assert "938" not in text and "937" not in text and "18, 19, 23" not in text
        for board_text in TRAP_TEXT.findall(text):  # no board printed in help() is a trap
            assert board_text not in traps
            assert not check_close_trap(board_text, max_moves=12), (checker.__name__, board_text)
    # the examples in the docstrings of the old trap and weights checks show a "Not yet", never an answer
    for checker in (check_close_trap, check_weights):
        for example in re.findall(r">>> (check_\w+\(.*\))", checker.__doc__ or ""):
            assert not eval(example, {"check_close_trap": check_close_trap, "check_weights": check_weights})


def test_a_docstring_with_an_answer_would_be_caught():
    """The weak variant: a docstring that shows a trap as an example is found by the search above."""
    leaky = 'Example: check_dealt_trap("1 2 3 / 7 6 4 / 8 5 0", 1, 4).ok is True'
    assert any(t in {b.to_text() for b in _passing_traps()} for t in TRAP_TEXT.findall(leaky))


# ----------------------------------------------------------------------------- Your turn 1: the hand trace
def test_trace_package_numbers_do_not_pass():
    verdicts.forget_guesses()
    result = solve(DEALT, **POST)
    moves = "".join(result.moves)
    pasted = [(moves[:1], [result.length], moves[:2]), (moves[:1], [result.nodes_expanded], moves[:2]),
              (moves[:1], [], moves[:2]), ("L", [18], "LL"), ("U", [18, 18], "UU"), POST_BOARD_TRACE]
    for second, waiting, third in pasted:
        assert not check_expansions(DEALT, second, waiting, third, order=ORDER)


def test_trace_is_not_on_screen(lesson):
    """The cold reader's attack: the explorer one cell below showed the answer at step 2. It now runs on
    the post's board, and what it shows there is not the trace of Your turn 1's board."""
    verdicts.forget_guesses()
    trace = lesson["namespace"]["run"].trace
    start = trace.nodes[trace.expanded[0]].state
    assert start != DEALT
    shown_second = trace.nodes[trace.expanded[1]].move
    shown_waiting = sorted(node.f for node in trace.open_at(2))
    shown_third = trace.nodes[trace.expanded[2]].move
    assert not check_expansions(DEALT, shown_second, shown_waiting, shown_third, order=ORDER)


def test_trace_the_explorer_pointed_at_the_board_does_not_pass():
    """The cold reader's attack: point the explorer (or a recorded search) at Your turn 1's board and read
    step 2. It replays the post's order; the task traces bfs's order, which the package does not run, and
    the explorer's answer, or the explorer's answer with second and third swapped, is not that trace."""
    verdicts.forget_guesses()
    t = solve(DEALT, record=True, **POST).trace
    second, third = t.nodes[t.expanded[1]].state, t.nodes[t.expanded[2]].state
    shown = [n.f for n in t.open_at(2)]
    for answer in ((second, shown, third), (third, shown, second)):
        verdict = check_expansions(DEALT, *answer, order=ORDER)
        assert not verdict and "not yet the loop's trace" in verdict.message, verdict  # judged, and wrong
    assert check_expansions(DEALT, *RIGHT_TRACE, order=ORDER)
    assert check_expansions(DEALT, second, shown, third)  # it is the post's order's trace
    for method in ("greedy", "astar", "wastar", "bfs"):  # no other method of the package replays it either
        for weight_h in (1, 2):
            t = solve(DEALT, method=method, heuristic="manhattan+blank", weight_h=weight_h, record=True).trace
            if t.steps >= 2:
                answer = (t.nodes[t.expanded[1]].state, [n.f for n in t.open_at(2)], t.nodes[t.expanded[2]].state)
                verdicts.forget_guesses()
                assert not check_expansions(DEALT, *answer, order=ORDER), (method, weight_h)


def test_trace_in_the_posts_order_is_the_packages():
    """The checker runs the post's loop itself (to trace other orders); in the post's order it must agree
    with the package's recorded search."""
    from puzzlelib.exercises.scored import _first_expansions

    table = distance_table(3, 3)
    for d in (4, 8, 12, 16):
        for b in table.boards_at(d, limit=20):
            t = solve(b, record=True, **POST).trace
            taken, on_list = _first_expansions(b, "LRUD")
            assert list(taken) == [t.nodes[i].state for i in t.expanded[:3]]
            assert list(on_list) == sorted(n.f for n in t.open_at(2))


def test_trace_random_answers_rarely_pass():
    rng = random.Random(6)
    children = ["L", "U"]
    thirds = ["L", "U", "LL", "LU", "UL", "UU"]
    passes = 0
    for _ in range(2000):
        verdicts.forget_guesses()  # each as a first try: the pass rate of random traces, not of the limit
        waiting = sorted(rng.randrange(14, 30) for _ in range(rng.randrange(2, 5)))
        passes += bool(check_expansions(DEALT, rng.choice(children), waiting, rng.choice(thirds),
                                                order=ORDER))
    assert passes < 2000 / 200


def test_trace_replies_do_not_say_which_part_is_wrong():
    """One part wrong at a time: the reply is the same whichever part it is."""
    second, waiting, third = RIGHT_TRACE
    verdicts.forget_guesses()
    replies = {reply(check_expansions(DEALT, "U", waiting, third, order=ORDER)),
               reply(check_expansions(DEALT, second, [18, 19, 22], third, order=ORDER)),
               reply(check_expansions(DEALT, second, waiting, "UL", order=ORDER)),
               reply(check_expansions(DEALT, "U", [1, 2], "UU", order=ORDER))}
    assert len(replies) == 1, replies
    assert "18, 19, 23" not in replies.pop()


def test_trace_searching_one_part_at_a_time_finds_nothing():
    """The cold reader's attack: find second on the wording, then the list, then third (1,160 calls)."""
    verdicts.forget_guesses()
    found = next((s for s in "LU" if "does not expand" not in check_expansions(DEALT, s, [], "", order=ORDER).message),
                 None)
    assert found is None or found == "L"  # the wording names no part: the first try "passes" by accident
    verdicts.forget_guesses()
    tried = [check_expansions(DEALT, "L", list(c), "U", order=ORDER)
             for c in itertools.combinations_with_replacement(range(17, 25), 3)]
    assert not any(tried)  # a dozen wrong lists, then nothing is judged, the right list included
    assert not tried[-1].decided
    verdicts.forget_guesses()
    assert check_expansions(DEALT, *RIGHT_TRACE, order=ORDER)


def test_trace_reads_an_array_and_text():
    verdicts.forget_guesses()
    import numpy as np

    assert check_expansions(DEALT, "L", np.array([23, 18, 19]), "U", order=ORDER)
    assert check_expansions(DEALT, "l", "18, 19, 23", "u", order="udlr")
    assert check_expansions(BOARD, *POST_BOARD_TRACE)


# ----------------------------------------------------------------------------- the trap check (Going further)
def _shuffled(rng, no_undo: bool) -> Board:
    return Board.goal(3, 3).apply(random_moves(12, seed=rng.randrange(10**9), no_undo=no_undo))


def test_the_old_close_trap_task_was_passed_by_random_shuffles():
    """The weak variant: the old task (any trap within 12 moves, no explanation) falls to shuffling."""
    rng = random.Random(12)
    trials = 600
    passes = sum(bool(check_close_trap(_shuffled(rng, True), max_moves=12)) for _ in range(trials))
    assert passes > trials / 200


def test_the_lesson_no_longer_asks_for_a_trap_one_dealt_board_in_11_gives():
    """The cold reader found every dealt trap within 12 moves by enumerating the lesson's own table (20 of
    222 boards). The lesson does not ask for one any more; Going further asks the class to count them."""
    text = lesson_text(STEM)
    assert "check_dealt_trap" not in text and "boards_at" in text
    assert len(_passing_traps()) == 20


def test_dealt_trap_replies_do_not_say_which_half_of_the_explanation_is_wrong():
    verdicts.forget_guesses()
    trap = Board.goal(3, 3).apply("ULLDRRULDR")
    wrong_move, wrong_tile = check_dealt_trap(trap, 2, 4), check_dealt_trap(trap, 1, 5)
    assert not wrong_move and not wrong_tile
    assert wrong_move.hint == wrong_tile.hint
    assert wrong_move.message.replace("move 2", "X").replace("tile 4", "Y") \
        == wrong_tile.message.replace("move 1", "X").replace("tile 5", "Y")
    assert "move 1" not in wrong_move.message and "tile 4" not in wrong_tile.message


def test_dealt_trap_explanations_cannot_be_tried_one_after_another():
    """The cold reader's attack: 30 x 8 (move, tile) pairs for a trap found by enumeration."""
    verdicts.forget_guesses()
    trap = Board.goal(3, 3).apply("ULLDRRULDR")
    found = next(((k, t) for k in range(2, 31) for t in range(1, 9) if check_dealt_trap(trap, k, t).ok), None)
    assert found is None
    assert not check_dealt_trap(trap, 1, 4)  # not judged any more this session
    verdicts.forget_guesses()
    assert check_dealt_trap(trap, 1, 4)


# ----------------------------------------------------------------------------- Your turn 2: the blacklist
def test_blacklist_package_numbers_do_not_pass():
    verdicts.forget_guesses()
    result = solve(BOARD, **POST)
    numbers = {v for v in result.as_dict().values() if isinstance(v, int) and not isinstance(v, bool)}
    numbers |= {result.nodes_expanded, result.length, len(result.path)}
    assert DIFFERENT not in numbers and SKIPPING not in numbers
    assert not any(check_blacklist(BOARD, n, m) for n in numbers for m in numbers)


def test_blacklist_a_package_call_answers_nothing(lesson):
    """The cold reader's attack: len(set(run.trace.expansion_order)) gives the different boards without
    changing the loop, and the one-number form passed on it. The two counts are now judged only together,
    and the skipping loop's count is in no trace."""
    verdicts.forget_guesses()
    trace = lesson["namespace"]["run"].trace
    different = len(set(trace.expansion_order))
    assert different == DIFFERENT
    assert not check_blacklist(BOARD, different)
    for guess in (different, len(trace.expansion_order), different - 1, len(trace.expanded)):
        if (different, guess) != (DIFFERENT, SKIPPING):
            assert not check_blacklist(BOARD, different, guess)
    assert SKIPPING not in {different, len(trace.expansion_order), len(trace.expanded)}


def test_blacklist_a_wrong_reply_holds_no_answer():
    verdicts.forget_guesses()
    for pair in ((0, 0), (DIFFERENT, 0), (0, SKIPPING), (946, 946), (DIFFERENT, DIFFERENT)):
        verdicts.forget_guesses()  # each as a first try: the reply itself, not the end of the budget
        verdict = check_blacklist(BOARD, *pair)
        assert not verdict
        assert not {DIFFERENT, SKIPPING} & set(verdict.details.values()), verdict.details
        shown = re.sub(r"\d[\d,]*", "N", reply(verdict))
        assert "N different" not in shown and "expands N" not in shown


def test_blacklist_replies_do_not_say_which_answer_is_wrong():
    verdicts.forget_guesses()
    one, other = check_blacklist(BOARD, DIFFERENT, 1000), check_blacklist(BOARD, 1000, SKIPPING)
    assert not one and not other and one.hint == other.hint
    assert one.message.replace(f"{DIFFERENT:,}", "N").replace("1,000", "M") \
        == other.message.replace(f"{SKIPPING:,}", "N").replace("1,000", "M").replace("M and N", "N and M")


def test_blacklist_replies_do_not_point_the_way():
    verdicts.forget_guesses()
    low, high = check_blacklist(BOARD, DIFFERENT - 100, SKIPPING), check_blacklist(BOARD, DIFFERENT + 100, SKIPPING)
    assert not low and not high and low.hint == high.hint
    assert low.message.replace(f"{DIFFERENT - 100:,}", "N") == high.message.replace(f"{DIFFERENT + 100:,}", "N")
    assert not DIRECTION_WORDS.search(reply(low))


def test_blacklist_counting_up_finds_nothing():
    """The cold reader's attack: next(n for n in range(5000) if check_blacklist(board, n, n - 1).ok)."""
    verdicts.forget_guesses()
    assert next((n for n in range(5000) if check_blacklist(BOARD, n, n - 1).ok), None) is None
    verdicts.forget_guesses()
    assert next((n for n in range(900, 1000) if check_blacklist(BOARD, DIFFERENT, n).ok), None) is None
    verdicts.forget_guesses()


def test_blacklist_counting_down_from_the_printed_946_finds_nothing():
    """The cold reader's attack: every wrong pair gets the same reply, so count down from the printed 946;
    the budget is small."""
    verdicts.forget_guesses()
    shape = re.sub(r"\d[\d,]*", "N", reply(check_blacklist(BOARD, 946, 946)))
    assert shape == re.sub(r"\d[\d,]*", "N", reply(check_blacklist(BOARD, 5000, 5000)))
    verdicts.forget_guesses()
    pairs = ((g, s) for g in range(945, 900, -1) for s in range(g, 900, -1))
    assert next((p for p in pairs if check_blacklist(BOARD, *p).ok), None) is None
    verdicts.forget_guesses()


_GUESS_IN_A_NEW_KERNEL = """
import json, sys
from puzzlelib import Board
from puzzlelib.exercises import check_blacklist
board = Board.parse("3 5 1 / 2 4 6 / 8 7 9")
print(json.dumps([[g, s, check_blacklist(board, g, s).verdict] for g, s in json.loads(sys.argv[1])]))
"""


def _guesses_in_a_new_kernel(pairs) -> list:
    """Each call is a fresh Python process, as a restarted kernel is (same environment, same guess file)."""
    import json
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-c", _GUESS_IN_A_NEW_KERNEL, json.dumps(pairs)], capture_output=True,
                         text=True, check=True, timeout=120)
    return [verdict for _, _, verdict in json.loads(out.stdout)]


def test_blacklist_counting_down_across_kernel_restarts_finds_nothing():
    """The cold reader's attack: count down from 946, restart the kernel when the check stops judging, carry
    on (12 tries and one restart found both counts). The count of wrong answers is kept on disk, so a new
    kernel carries on counting, and the right pair, tried after the budget is spent, is not judged."""
    verdicts.forget_guesses()
    wrong = [(g, g - 1) for g in range(946, 946 - 2 * verdicts_limit(), -1) if (g, g - 1) != (DIFFERENT, SKIPPING)]
    first = _guesses_in_a_new_kernel(wrong[:verdicts_limit()])
    assert first == ["Not yet"] * verdicts_limit()
    later = _guesses_in_a_new_kernel(wrong[verdicts_limit():] + [(DIFFERENT, SKIPPING)])
    assert set(later) == {"Could not check"}, later
    verdicts.forget_guesses()
    assert _guesses_in_a_new_kernel([(DIFFERENT, SKIPPING)]) == ["Right"]
    verdicts.forget_guesses()


def verdicts_limit() -> int:
    from puzzlelib.exercises.scored import BLACKLIST_GUESSES

    return BLACKLIST_GUESSES


def test_blacklist_random_guesses_rarely_pass():
    rng = random.Random(3)
    passes = 0
    for _ in range(2000):
        verdicts.forget_guesses()
        passes += bool(check_blacklist(BOARD, rng.randrange(0, 5000), rng.randrange(0, 5000)))
    assert passes < 10


def test_blacklist_reads_text():
    verdicts.forget_guesses()
    assert check_blacklist(BOARD, "938", " 937 ")


def test_direction_words_would_be_caught():
    """The weak variant: a reply that says which way to move is found by the pattern the tests use."""
    assert DIRECTION_WORDS.search("900 is too few: more boards are expanded")


def test_the_teachers_answers_pass():
    verdicts.forget_guesses()
    assert check_expansions(DEALT, *RIGHT_TRACE, order=ORDER)
    assert check_blacklist(BOARD, DIFFERENT, SKIPPING)
    assert check_dealt_trap(Board.goal(3, 3).apply("ULLDRRULDR"), 1, 4)
