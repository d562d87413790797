"""A lazy student against every checker of lesson 6 (the scored search).

The student runs the starters unedited, reads the Summary, help() and the replies, pastes what the
package prints, tries answers at random or one after another, and shuffles boards until one passes.
None of it may pass, and no reply, docstring or Summary may hold an answer. Where it is cheap, a
deliberately weak variant shows that the attack would catch the weakness.

What the tests do not forbid: a student who copies section 5's code onto a board of their own learns
where its road steps away, which is the lesson's idea applied. The random-trial rates below are for a
student who shuffles boards and guesses the rest; the rate for one who shuffles and then analyses every
board with section 5's code is measured too, and is higher (printed by the test).
"""

from __future__ import annotations

import random
import re

import pytest
from lazy_tools import DIRECTION_WORDS, checker_texts, reply, run_lesson, summary_text

from puzzlelib import Board, random_solvable, solve
from puzzlelib.exercises import (
    check_blacklist,
    check_close_trap,
    check_dealt_trap,
    check_expansions,
    check_weights,
)
from puzzlelib.shuffle import random_moves
from puzzlelib.statespace import distance_table

STEM = "06_scored_search"
BOARD = Board.parse("3 5 1 / 2 4 6 / 8 7 9")
POST = {"method": "scored", "heuristic": "manhattan+blank"}
RIGHT_TRACE = ("U", [26, 31, 31], "L")
DIFFERENT = 938
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
    checks = [check for _, check in lesson["checks"]]
    assert len(checks) == 3 and not any(checks)
    for check in checks:
        text = reply(check)
        assert "938" not in text and "26, 31, 31" not in text and "'U'" not in text


def test_the_summary_and_help_hold_no_answer():
    summary = summary_text(STEM)
    for answer in ("938", "26", "31", "'U'", '"U"', "first_away"):
        assert answer not in summary, answer
    traps = {b.to_text() for b in _passing_traps()}
    for checker in (check_expansions, check_dealt_trap, check_blacklist, check_close_trap, check_weights):
        text = checker_texts(checker)
        assert "938" not in text and "26, 31, 31" not in text
        for board_text in TRAP_TEXT.findall(text):  # no board printed in help() is an answer to Your turn 2
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
    result = solve(BOARD, **POST)
    moves = "".join(result.moves)
    pasted = [(moves[:1], [result.length], moves[:2]), (moves[:1], [result.nodes_expanded], moves[:2]),
              (moves[:1], [], moves[:2]), ("L", [26], "LL"), ("U", [26, 26], "UU")]
    for second, waiting, third in pasted:
        assert not check_expansions(BOARD, second, waiting, third)


def test_trace_random_answers_rarely_pass():
    rng = random.Random(6)
    children = ["L", "U"]
    thirds = ["L", "U", "LL", "LU", "UL", "UU"]
    passes = 0
    for _ in range(2000):
        waiting = sorted(rng.randrange(20, 40) for _ in range(rng.randrange(2, 5)))
        passes += bool(check_expansions(BOARD, rng.choice(children), waiting, rng.choice(thirds)))
    assert passes < 2000 / 200


def test_trace_replies_do_not_give_the_values_away():
    wrong = [check_expansions(BOARD, "U", waiting, "L") for waiting in ([26, 30, 31], [26, 32, 31], [25, 31])]
    assert not any(wrong)
    assert len({check.hint for check in wrong}) == 1
    for check in wrong:
        assert "26, 31, 31" not in reply(check) and not DIRECTION_WORDS.search(reply(check))


# ----------------------------------------------------------------------------- Your turn 2: the dealt trap
def _shuffled(rng, no_undo: bool) -> Board:
    return Board.goal(3, 3).apply(random_moves(12, seed=rng.randrange(10**9), no_undo=no_undo))


@pytest.mark.parametrize("no_undo", [True, False])
def test_dealt_trap_random_boards_with_guessed_explanations_rarely_pass(no_undo):
    rng = random.Random(12)
    trials = 3000
    passes = sum(bool(check_dealt_trap(_shuffled(rng, no_undo), rng.randrange(1, 13), rng.randrange(1, 9)))
                 for _ in range(trials))
    assert passes < trials / 200


def test_dealt_trap_random_boards_analysed_like_section_5():
    """A student who shuffles 12 random moves and runs section 5's analysis on every board: measured."""
    rng = random.Random(5)
    table = distance_table(3, 3)
    trials, passes = 1500, 0
    for _ in range(trials):
        board = _shuffled(rng, True)
        road = solve(board, **POST)
        left = [table.distance(b) for b in road.path]
        away = [k for k in range(1, len(left)) if left[k] > left[k - 1]]
        if away and check_dealt_trap(board, away[0], road.tiles[away[0] - 1]):
            passes += 1
    print(f"shuffle + section 5's analysis: {passes} of {trials}")
    assert passes < trials / 25  # about 1 in 50: far rarer than the old task's 1 in 10


def test_the_old_close_trap_task_was_passed_by_random_shuffles():
    """The weak variant: the old task (any trap within 12 moves, no explanation) falls to shuffling."""
    rng = random.Random(12)
    trials = 600
    passes = sum(bool(check_close_trap(_shuffled(rng, True), max_moves=12)) for _ in range(trials))
    assert passes > trials / 200


def test_dealt_trap_replies_do_not_say_which_half_of_the_explanation_is_wrong():
    trap = Board.goal(3, 3).apply("ULLDRRULDR")
    wrong_move, wrong_tile = check_dealt_trap(trap, 2, 4), check_dealt_trap(trap, 1, 5)
    assert not wrong_move and not wrong_tile
    assert wrong_move.hint == wrong_tile.hint
    assert wrong_move.message.replace("move 2", "X").replace("tile 4", "Y") \
        == wrong_tile.message.replace("move 1", "X").replace("tile 5", "Y")
    assert "move 1" not in wrong_move.message and "tile 4" not in wrong_tile.message


def test_dealt_trap_the_lessons_own_trap_and_package_boards_do_not_pass(lesson):
    namespace = lesson["namespace"]
    trap, away, road = namespace["trap"], namespace["away"], namespace["road"]
    assert not check_dealt_trap(trap, away[0], road.tiles[away[0] - 1])  # 22 moves: too far
    for seed in range(20):
        board = random_solvable(3, 3, seed=seed)
        assert not check_dealt_trap(board, 1, 1)


# ----------------------------------------------------------------------------- Your turn 3: the blacklist
def test_blacklist_package_numbers_do_not_pass():
    result = solve(BOARD, **POST)
    numbers = {v for v in result.as_dict().values() if isinstance(v, int) and not isinstance(v, bool)}
    numbers |= {result.nodes_expanded, result.length, len(result.path)}
    assert DIFFERENT not in numbers
    assert not any(check_blacklist(BOARD, n) for n in numbers)


def test_blacklist_replies_do_not_point_the_way():
    low, high = check_blacklist(BOARD, DIFFERENT - 100), check_blacklist(BOARD, DIFFERENT + 100)
    assert not low and not high and low.hint == high.hint
    assert low.message.replace(f"{DIFFERENT - 100:,}", "N") == high.message.replace(f"{DIFFERENT + 100:,}", "N")
    assert not DIRECTION_WORDS.search(reply(low))


def test_blacklist_random_guesses_rarely_pass():
    rng = random.Random(3)
    assert sum(bool(check_blacklist(BOARD, rng.randrange(0, 5000))) for _ in range(2000)) < 10


def test_direction_words_would_be_caught():
    """The weak variant: a reply that says which way to move is found by the pattern the tests use."""
    assert DIRECTION_WORDS.search("900 is too few: more boards are expanded")


def test_the_teachers_answers_pass():
    assert check_expansions(BOARD, *RIGHT_TRACE)
    assert check_blacklist(BOARD, DIFFERENT)
    assert check_dealt_trap(Board.goal(3, 3).apply("ULLDRRULDR"), 1, 4)
