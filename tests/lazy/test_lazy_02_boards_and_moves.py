"""A lazy student against every checker of lesson 2 (boards and moves).

The student runs the starters unedited, reads the Summary, help(), the replies and the package's error
messages, lets `Board` read the board, pastes what the package computes, and tries answers one after
another. None of it may pass, and no reply, docstring, error message or Summary may hold an answer.
Where it is cheap, a deliberately weak variant of a checker shows that the test would catch the weakness.
"""

from __future__ import annotations

import contextlib
import itertools
import random
from types import SimpleNamespace

import pytest
from lazy_tools import DIRECTION_WORDS, checker_texts, notebook, reply, run_lesson, summary_text

import puzzlelib
from puzzlelib import Board, InvalidBoardError, solve
from puzzlelib.exercises import boards as boards_checks
from puzzlelib.exercises import (
    check_blank_moves,
    check_position_array,
    check_state_count,
    check_strip_arrangements,
    verdicts,
)
from puzzlelib.exercises.boards import _judge_blank_moves
from puzzlelib.notation import to_positions as where

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
    assert len(checks) == 4 and not any(checks)
    positions, moves, strip, count = checks
    assert "1 2 _ 3" not in reply(strip) and "_ 1 2 3" not in reply(strip)
    assert "[8, 2, 3, 0, 4, 1, 5, 7, 6]" not in reply(positions)
    assert MOVES not in reply(moves) and "U" not in moves.message
    assert "16 of" not in reply(count) and "pass" not in reply(count)


def test_the_summary_help_and_board_errors_hold_no_answer():
    summary = summary_text(STEM)
    for answer in (MOVES, "pass each other", "pass another", "16 of", "only the blank", "order 1 2 3"):
        assert answer not in summary
    for checker in (check_position_array, check_blank_moves, check_state_count, check_strip_arrangements):
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


def _where_by_another_name(rows):
    """The cold reader's attack: the notation module's writer under an alias, fed an object that is not a Board."""
    flat = sum(rows, [])
    return where(SimpleNamespace(tiles=[t % len(flat) for t in flat], size=len(flat)))


def _table_of_test_boards():
    """The cold reader's attack: the check's own test boards, read beforehand, looked up by their rows."""
    table = {str(b.to_rows(blank="max")): b.to_positions() for b in boards_checks._test_boards()}
    return lambda rows: table[str(rows)]


def test_position_array_refuses_the_notation_writer_under_another_name():
    assert not check_position_array(_where_by_another_name)
    assert not check_position_array(lambda rows: Board.position_of(rows, 1))
    assert Board.from_rows([[1, 2], [3, 4]], blank="max").to_positions() == [3, 0, 1, 2]  # the writer works again


def test_position_array_writer_under_another_name_passed_without_the_swap(monkeypatch):
    """The weak variant: the old check, which only stopped Boards being made, let the alias through."""
    monkeypatch.setattr(boards_checks, "answers_refused", lambda functions: contextlib.nullcontext())
    assert check_position_array(_where_by_another_name)


def test_position_array_a_table_of_the_test_boards_does_not_pass():
    """The shuffled boards are drawn afresh for each check, so a table read from them beforehand misses."""
    assert not check_position_array(_table_of_test_boards())


def test_position_array_a_table_passed_when_the_test_boards_were_fixed(monkeypatch):
    fixed = boards_checks._test_boards
    monkeypatch.setattr(boards_checks, "_test_boards", lambda first_seed=0: fixed(first_seed))
    assert check_position_array(_table_of_test_boards())


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


def test_blank_moves_written_as_words_get_the_students_count():
    """['up', 'left', ...] was read letter by letter: "you wrote 21 moves for 6 tiles slid"."""
    for words in (["up", "left", "up", "right", "down", "down"], ["Up", "L", "Up", "R", "D", "D"]):
        verdict = check_blank_moves(PUZZLE, TILES, words)
        assert not verdict and "move 1 is" in verdict.message and "21" not in verdict.message
    assert check_blank_moves(PUZZLE, TILES, ["UL", "URDD"])


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


# ----------------------------------------------------------------------------- Going further: the long strip
STRIP_RIGHT = ["1 2 3 _", "1 2 _ 3", "1 _ 2 3", "_ 1 2 3"]


def _short_strip_listed():
    """A student who has listed the short strip's arrangements (Your turn 3), in a fresh session."""
    verdicts.forget_guesses()
    assert check_strip_arrangements(STRIP_RIGHT)


def test_state_count_replies_do_not_point_the_way():
    replies = set()
    for answer in (2, 3, 5, 12, 15, 17, 24, 100):
        _short_strip_listed()
        verdict = check_state_count(1, 16, answer)
        assert not verdict and not DIRECTION_WORDS.search(reply(verdict))
        replies.add(reply(verdict).replace(str(answer), "N", 1))
    assert len(replies) == 1


def test_state_count_cannot_be_found_by_counting_up():
    _short_strip_listed()
    assert not any(check_state_count(1, 16, n) for n in range(0, 100))
    _short_strip_listed()
    assert check_state_count(1, 16, 16)


def test_state_count_counting_up_would_win_without_the_guess_limit(monkeypatch):
    """The weak variant, and why the exercise asks about a strip of 16 cells: counting up from 0 finds a
    small answer in a few tries, and with no limit on wrong answers any answer at all."""
    _short_strip_listed()
    monkeypatch.setattr(verdicts, "GUESS_LIMIT", 10**9)
    assert next(n for n in range(0, 100) if check_state_count(1, 16, n)) == 16


def test_state_count_the_strip_turned_round_draws_on_the_same_guesses():
    _short_strip_listed()
    for n in range(12):
        check_state_count(1, 16, n)
    assert not check_state_count(16, 1, 16).decided


def test_state_count_shorter_strips_are_not_judged():
    """Asking the checker about strips of 2 to 8 cells showed the pattern (c boards for c cells)."""
    for cells in range(2, 9):
        for n in range(0, 10):
            _short_strip_listed()
            assert not check_state_count(1, cells, n) and not check_state_count(cells, 1, n)


def test_state_count_judges_only_the_lessons_question():
    """check_state_count(2, 2, 12) or (4, 4, 16!/2), numbers the lesson prints, gave a green Right."""
    import math

    _short_strip_listed()
    for rows, cols, count in ((2, 2, 12), (3, 3, 181_440), (4, 4, math.factorial(16) // 2), (2, 4, 20_160)):
        assert not check_state_count(rows, cols, count)


def test_state_count_salient_guesses_are_not_judged_before_the_strip_list():
    """The cold readers' loop: half of 16!, 16!, 1, 15, 16 found the count within the guess limit, without
    the idea. The count is judged only once the short strip's list, which needs the idea, is right."""
    import math

    verdicts.forget_guesses()
    guesses = (math.factorial(16) // 2, math.factorial(16), 1, 15, 16)
    assert not any(check_state_count(1, 16, g) for g in guesses)
    assert not any(check_state_count(1, 16, g).decided for g in guesses)


def test_state_count_accepts_the_answer_as_text():
    _short_strip_listed()
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
        _short_strip_listed()
        assert not check_state_count(1, 16, pasted)


# ----------------------------------------------------------------------------- Your turn 3: the short strip


def test_strip_list_lazy_guesses_do_not_pass():
    """Every arrangement, the even half of them, and the strip's own start do not pass."""
    every = list(itertools.permutations(range(4)))
    even = [p for p in every if sum(a > b > 0 for i, a in enumerate(p) for b in p[i + 1:]) % 2 == 0]
    for guess in (every, even, ["1 2 3 _"], []):
        verdicts.forget_guesses()
        assert not check_strip_arrangements(guess)


def test_strip_list_random_lists_of_four_do_not_pass():
    rng = random.Random(3)
    every = list(itertools.permutations(range(4)))
    passed = 0
    for _ in range(3000):
        verdicts.forget_guesses()  # each as a first try: the pass rate, not the guess limit
        passed += bool(check_strip_arrangements(rng.sample(every, 4)))
    assert passed <= 1  # one list of 4 in 10,626 is right


def test_strip_list_replies_do_not_count_or_name_the_missing_arrangements():
    for guess in (STRIP_RIGHT[:3], STRIP_RIGHT[:3] + ["3 2 1 _"], STRIP_RIGHT + ["3 2 1 _"]):
        verdicts.forget_guesses()
        text = reply(check_strip_arrangements(guess))
        assert not any(a in text for a in STRIP_RIGHT[1:]) and "missing" not in text
        assert not any(f"{k} of" in text or f"{k} arrangements" in text for k in range(1, 6))


def test_strip_list_reads_every_reasonable_form():
    forms = [STRIP_RIGHT, [s.replace("_", "0") for s in STRIP_RIGHT], ["123_", "12_3", "1_23", "_123"],
             [(1, 2, 3, 0), (1, 2, 0, 3), (1, 0, 2, 3), (0, 1, 2, 3)], "\n".join(STRIP_RIGHT),
             list(reversed(STRIP_RIGHT)), [s.replace(" ", ", ") for s in STRIP_RIGHT]]
    for form in forms:
        verdicts.forget_guesses()
        assert check_strip_arrangements(form), form


def test_strip_list_cannot_be_found_by_trying_lists_in_one_session():
    rng = random.Random(5)
    every = list(itertools.permutations(range(4)))
    assert not any(check_strip_arrangements(rng.sample(every, 4)) for _ in range(300))



def test_strip_list_long_lists_get_the_same_reply_as_short_ones():
    """Any list of 12 or more got "slides there reach far fewer arrangements": a direction to bisect on, and
    the checker's docstring said its reply never tells how many are missing."""
    every = [" ".join(map(str, p)).replace("0", "_") for p in itertools.permutations(range(4))]
    replies = set()
    for guess in (STRIP_RIGHT[:3], every[:11], every[:12], every):
        verdicts.forget_guesses()
        replies.add(reply(check_strip_arrangements(guess)))
    assert len(replies) == 1


def test_strip_list_a_set_is_read():
    """A set, the natural form of "every arrangement", was refused: "expected a list of arrangements"."""
    assert check_strip_arrangements(set(STRIP_RIGHT))
    verdicts.forget_guesses()
    assert check_strip_arrangements(frozenset(STRIP_RIGHT))


# ----------------------------------------------------------------------------- the checkers' source, as ?? shows it
def _source_as_jupyter_shows(checker) -> str:
    """What ``checker??`` shows: IPython follows ``__wrapped__`` to the function the decorator wraps."""
    import inspect

    # a check shows the shared wrapper (whose **kwargs is no answer); a helper shows its own code
    return inspect.getsource(inspect.unwrap(checker)).replace("**kwargs", "")


def test_checker_sources_spell_no_answer():
    """check_state_count?? showed "everything // 2 if min(rows, cols) >= 2 else n", check_strip_arrangements??
    the tiles in order with the blank in each cell: the answers and their reason."""
    count = _source_as_jupyter_shows(check_state_count)
    assert "// 2" not in count and "else n" not in count
    strip = _source_as_jupyter_shows(check_strip_arrangements)
    assert "(0,)" not in strip and "tiles[:k]" not in strip and "range(n)" not in strip


# ----------------------------------------------------------------------------- right answers refused before
def test_position_array_a_students_own_helper_named_position_of_passes():
    """A right function calling the student's own helper named position_of (the name the lesson taught) was
    refused: "your function uses position_of, which reads the board for you"."""
    namespace: dict = {}
    exec(compile("""
def position_of(rows, t):
    for y, r in enumerate(rows):
        for x, v in enumerate(r):
            if v == t:
                return y * len(rows[0]) + x


def my_positions(rows):
    n = len(rows) * len(rows[0])
    return [position_of(rows, n)] + [position_of(rows, t) for t in range(1, n)]
""", "student", "exec"), namespace)
    assert check_position_array(namespace["my_positions"])


def test_position_array_a_students_own_class_named_board_passes():
    namespace: dict = {}
    exec(compile("""
class Board:
    def __init__(self, rows):
        self.cells = {t: y * len(rows[0]) + x for y, r in enumerate(rows) for x, t in enumerate(r)}


def my_positions(rows):
    cells = Board(rows).cells
    n = len(cells)
    return [cells[n]] + [cells[t] for t in range(1, n)]
""", "student", "exec"), namespace)
    assert check_position_array(namespace["my_positions"])
    assert not check_position_array(lambda rows: puzzlelib.Board.from_rows(rows, blank="max").to_positions())


# ----------------------------------------------------------------------------- the question is the lesson's
def test_blank_moves_judges_only_the_lessons_question():
    """check_blank_moves(puzzle, [6], "U") gave a green Right: the tiles were the student's to edit."""
    assert not check_blank_moves(PUZZLE, [6], "U")
    assert not check_blank_moves(Board.parse("1 2 3 / 4 5 6 / 7 0 8"), [8], "R")
    assert not check_blank_moves(PUZZLE, TILES[:2], "UL")
    assert check_blank_moves(PUZZLE, TILES, MOVES)


def test_the_film_strip_says_what_its_outline_marks():
    """A panel titled "1: R (6)" outlines tile 5: the title names the move made, the outline the next tile."""
    import matplotlib

    matplotlib.use("Agg")
    from puzzlelib.draw import draw_path

    fig = draw_path("RUULD", Board.parse("1 3 4 / 8 2 5 / 7 0 6"), per_row=3)
    heading = fig._suptitle.get_text()
    assert "outline" in heading and "next" in heading
