"""A lazy student against every checker of lesson 2 (boards and moves).

The student runs the starters unedited, reads the Summary, help(), the replies and the package's error
messages, lets `Board` read the board, pastes what the package computes, and tries answers one after
another. None of it may pass, and no reply, docstring, error message or Summary may hold an answer.
Where it is cheap, a deliberately weak variant of a checker shows that the test would catch the weakness.
"""

from __future__ import annotations

import itertools
import random

import pytest
from lazy_tools import DIRECTION_WORDS, checker_texts, notebook, reply, run_lesson, summary_text

import puzzlelib
from puzzlelib import Board, InvalidBoardError, solve
from puzzlelib.exercises import check_blank_moves, check_position_array, check_state_count, verdicts
from puzzlelib.exercises.boards import _judge_blank_moves

STEM = "02_boards_and_moves"
PUZZLE = Board.parse("2 8 3 / 1 6 4 / 7 0 5")
TILES = [6, 1, 2, 8, 1, 6]
MOVES = "ULURDD"


@pytest.fixture(scope="module")
def lesson():
    return run_lesson(STEM)


@pytest.fixture(autouse=True)
def fresh_session():
    verdicts.forget_guesses()


# ----------------------------------------------------------------------------- the starters and the texts
def test_every_starter_as_stored_is_not_yet_and_its_reply_holds_no_answer(lesson):
    checks = [check for _, check in lesson["checks"]]
    assert len(checks) == 3 and not any(checks)
    positions, moves, count = checks
    assert "[8, 2, 3, 0, 4, 1, 5, 7, 6]" not in reply(positions)
    assert MOVES not in reply(moves) and "U" not in moves.message
    assert "16 of" not in reply(count) and "pass" not in reply(count)


def test_the_summary_help_and_board_errors_hold_no_answer():
    summary = summary_text(STEM)
    for answer in (MOVES, "pass each other", "pass another", "16 of", "only the blank", "order 1 2 3"):
        assert answer not in summary
    for checker in (check_position_array, check_blank_moves, check_state_count):
        text = checker_texts(checker)
        for answer in (MOVES, "pass", "never change order", "rows*cols boards", "y * w", "y * width"):
            assert answer not in text, (checker.__name__, answer)
    for shape in ((1, 4), (4, 1), (1, 2)):
        with pytest.raises(InvalidBoardError) as error:
            Board.goal(*shape)
        assert "pass" not in str(error.value) and "order" not in str(error.value)


# ----------------------------------------------------------------------------- Your turn 1: the position array
def test_position_array_refuses_every_way_of_letting_board_read_the_rows():
    def helper(rows):
        return puzzlelib.Board.from_rows(rows, blank="max")

    tries = [
        lambda rows: Board.from_rows(rows, blank="max").to_positions(),
        lambda rows: helper(rows).to_positions(),
        lambda rows: Board.parse(" / ".join(" ".join(map(str, r)) for r in rows), blank="max").to_positions(),
        lambda rows: [helper(rows).blank_index] + [0] * 8,
    ]
    for func in tries:
        verdict = check_position_array(func)
        assert not verdict and "uses" in verdict.message


def test_position_array_refuses_board_reached_through_a_container_a_class_or_getattr():
    """The name scan alone let these pass: Board's reader hidden in a dict, a list, a class or getattr."""
    tools = {"p": lambda r: Board.from_rows(r, blank="max").to_positions()}
    listed = [tools["p"]]

    class Reader:
        @staticmethod
        def read(rows):
            return tools["p"](rows)

    def quietly(rows):
        try:
            return tools["p"](rows)
        except Exception:  # noqa: BLE001 - a student hiding the refusal
            return []

    tries = [lambda rows: tools["p"](rows), lambda rows: listed[0](rows), lambda rows: Reader.read(rows),
             lambda rows: getattr(puzzlelib, "Bo" + "ard").from_rows(rows, blank="max").to_positions(), quietly]
    for func in tries:
        assert not check_position_array(func)
    assert Board.from_rows([[1, 2], [3, 4]], blank="max").to_positions() == [3, 0, 1, 2]  # Board works again


def test_position_array_tile_in_each_cell_and_random_lists_do_not_pass():
    rng = random.Random(2)
    assert not check_position_array(lambda rows: [t for row in rows for t in row])
    assert not check_position_array(lambda rows: rng.sample(range(len(rows) * len(rows[0])),
                                                            len(rows) * len(rows[0])))


def test_position_array_catches_width_and_height_swapped_only_on_wide_boards():
    """The weak variant: a check on square boards alone would pass a formula using the height for the width."""
    def height_for_width(rows):
        h = len(rows)
        where = {n: y * h + x for y, row in enumerate(rows) for x, n in enumerate(row)}
        blank = len(rows) * len(rows[0])
        return [where[blank]] + [where[t] for t in range(1, blank)]

    square = [Board.from_rows([[3, 5, 1], [2, 4, 6], [8, 7, 9]], blank="max"), Board.goal(4, 4)]
    assert all(height_for_width(b.to_rows(blank="max")) == b.to_positions() for b in square)
    assert not check_position_array(height_for_width)


# ----------------------------------------------------------------------------- Your turn 2: the blank's moves
def test_blank_moves_package_answers_do_not_pass():
    pasted = [solve(PUZZLE, goal="snail").moves, "".join(solve(PUZZLE, goal="snail").moves)[:6],
              PUZZLE.moves(), TILES, PUZZLE.tiles_slid("UL"), "".join(PUZZLE.moves())]
    for answer in pasted:
        verdicts.forget_guesses()
        assert not check_blank_moves(PUZZLE, TILES, answer)


def test_blank_moves_replies_do_not_point_at_the_first_wrong_move():
    """"move 3 does not slide tile 2" let a student fix the answer letter by letter within the limit."""
    texts = set()
    for wrong in ("ULURDU", "UUUUUU", "DLURDD", "ULLRDD", "ULURUD", "RLURDD"):
        verdicts.forget_guesses()
        verdict = check_blank_moves(PUZZLE, TILES, wrong)
        assert not verdict
        texts.add(reply(verdict))
    assert len(texts) == 1


def _letter_by_letter(checker, rng: random.Random) -> bool:
    """The cold reader's attack: fix the first wrong letter named in the reply, trying letters at random."""
    import re

    answer = ["U"] * 6
    for _ in range(200):
        verdict = checker(PUZZLE, TILES, "".join(answer))
        if verdict:
            return True
        if not verdict.decided:
            return False
        named = re.search(r"move (\d+)", verdict.message)
        k = int(named.group(1)) - 1 if named else rng.randrange(6)
        answer[k] = rng.choice([m for m in "UDLR" if m != answer[k]])
    return False


def test_blank_moves_letter_by_letter_does_not_pass():
    wins = 0
    for seed in range(100):
        verdicts.forget_guesses()
        wins += _letter_by_letter(check_blank_moves, random.Random(seed))
    assert wins <= 2


def test_blank_moves_random_strings_do_not_pass():
    rng = random.Random(3)
    passed = 0
    for _ in range(3000):
        verdicts.forget_guesses()  # each as a first try: the pass rate of random answers
        passed += bool(check_blank_moves(PUZZLE, TILES, "".join(rng.choice("UDLR") for _ in range(6))))
    assert passed <= 3  # a random string is right once in 4,096


def _try_every_string(checker) -> int | None:
    for n, letters in enumerate(itertools.product("UDLR", repeat=6), start=1):
        if checker(PUZZLE, TILES, "".join(letters)):
            return n
    return None


def test_blank_moves_cannot_be_found_by_trying_every_string():
    assert _try_every_string(check_blank_moves) is None


def test_blank_moves_loop_would_win_without_the_guess_limit():
    """The weak variant: the same replies with no limit on wrong answers, and the loop finds the moves."""
    from puzzlelib.exercises.boards import _blank_moves_for

    truth = _blank_moves_for(PUZZLE, TILES)

    def unlimited(board, tiles, answer):
        return _judge_blank_moves(board, tiles, truth, list(answer))

    assert _try_every_string(unlimited) is not None


# ----------------------------------------------------------------------------- Your turn 3: the strip
def test_state_count_replies_do_not_point_the_way():
    replies = set()
    for answer in (2, 3, 5, 12, 15, 17, 24, 100):
        verdicts.forget_guesses()
        verdict = check_state_count(1, 16, answer)
        assert not verdict and not DIRECTION_WORDS.search(reply(verdict))
        replies.add(reply(verdict).replace(str(answer), "N", 1))
    assert len(replies) == 1


def test_state_count_cannot_be_found_by_counting_up():
    assert not any(check_state_count(1, 16, n) for n in range(0, 100))
    verdicts.forget_guesses()
    assert check_state_count(1, 16, 16)


def test_state_count_counting_up_would_win_without_the_guess_limit(monkeypatch):
    """The weak variant, and why the exercise asks about a strip of 16 cells: counting up from 0 finds a
    small answer in a few tries, and with no limit on wrong answers any answer at all."""
    monkeypatch.setattr(verdicts, "GUESS_LIMIT", 10**9)
    assert next(n for n in range(0, 100) if check_state_count(1, 16, n)) == 16


def test_state_count_the_strip_turned_round_draws_on_the_same_guesses():
    for n in range(12):
        check_state_count(1, 16, n)
    assert not check_state_count(16, 1, 16).decided


def test_state_count_shorter_strips_are_not_judged():
    """Asking the checker about strips of 2 to 8 cells showed the pattern (c boards for c cells)."""
    for cells in range(2, 9):
        for n in range(0, 10):
            verdicts.forget_guesses()
            assert not check_state_count(1, cells, n) and not check_state_count(cells, 1, n)


def test_state_count_accepts_the_answer_as_text():
    assert check_state_count(1, 16, "16") and check_state_count(1, 16, " 16 ")
    assert not check_state_count(1, 16, "sixteen")


def test_state_count_going_further_does_not_print_the_strip_after_the_exercise():
    """The strip explored below the exercise printed "5 of 120 arrangements": the answer and its reason."""
    code = [c.source for c in notebook(STEM).cells if c.cell_type == "code"]
    exercise = next(i for i, source in enumerate(code) if "check_state_count(" in source)
    assert not any("print" in source for source in code[exercise + 1:])


def test_state_count_half_rule_and_the_packages_counts_do_not_answer_the_strip():
    import math

    for pasted in (math.factorial(16) // 2, math.factorial(16), puzzlelib.explore(Board.goal(2, 2)).count, 4):
        verdicts.forget_guesses()
        assert not check_state_count(1, 16, pasted)
