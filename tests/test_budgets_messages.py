"""Messages a student can use, whatever was typed: huge numbers named by their size, deep nesting refused,
look-alike digits named, Chinese punctuation and Markdown tables read, long input shortened, one line."""

import pytest

from puzzlelib import Board, PuzzleError, random_walk, solve
from puzzlelib.board import coerce_moves, lookalike_digit, plain_text
from puzzlelib.errors import digit_count, number_text, short_repr, tidy_message
from puzzlelib.gamecode import parse_game_code

UNPRINTABLE = 10**5000  # Python refuses to turn it into text


def one_sentence(exc: BaseException) -> str:
    text = str(exc)
    assert "\n" not in text and len(text) <= 300, text[:400]
    return text


@pytest.mark.parametrize("n", [0, 7, 10**39, 10**40, 10**4299, 10**4300, 10**5000, 2**100_000, -(10**6000)],
                         ids=lambda n: f"{digit_count(n)} digits")
def test_digits_are_counted_without_printing(n):
    import sys

    expected = len(str(abs(n))) if digit_count(n) < sys.get_int_max_str_digits() else None
    assert expected is None or digit_count(n) == expected
    text = number_text(n)
    assert len(text) <= 45 and ("-digit number" in text or text == str(n))


@pytest.mark.parametrize("call", [
    lambda: Board.goal(UNPRINTABLE),
    lambda: Board.goal(3, -UNPRINTABLE),
    lambda: Board.from_flat([1, 2, 3, UNPRINTABLE]),
    lambda: Board.from_rows([[1, 2], [3, UNPRINTABLE]]),
    lambda: Board.parse("1 2 3 0", blank=UNPRINTABLE),
    lambda: Board.goal(3).slide(UNPRINTABLE, 0),
    lambda: Board.goal(3).swap_cells(0, UNPRINTABLE),
    lambda: Board.goal(3).position_of(UNPRINTABLE),
    lambda: Board.goal(3).move(UNPRINTABLE),
    lambda: Board.from_positions([UNPRINTABLE, 1, 2, 3]),
    lambda: random_walk(UNPRINTABLE),
    lambda: solve("1 2 3 / 4 0 6 / 7 5 8", max_nodes=-UNPRINTABLE),
    lambda: solve("1 2 3 / 4 0 6 / 7 5 8", heuristic=lambda b: UNPRINTABLE),
    lambda: parse_game_code(UNPRINTABLE),
    lambda: __import__("puzzlelib.gamecode").gamecode.game_code(UNPRINTABLE, 3, 1),
    lambda: __import__("puzzlelib").distance_table(UNPRINTABLE, 2),
    lambda: __import__("puzzlelib").GridProblem(3, 3, (UNPRINTABLE, 0), (2, 2)),
    lambda: __import__("puzzlelib").GridProblem(3, 3, (0, 0), (2, -UNPRINTABLE)),
])
def test_a_number_too_long_to_print_is_named_by_its_size(call):
    with pytest.raises(PuzzleError) as info:
        call()
    text = one_sentence(info.value)
    assert "digit" in text or "whole number" in text or "must be" in text


def test_three_hundred_digit_numbers_are_not_printed_in_full():
    with pytest.raises(PuzzleError) as info:
        Board.goal(10**300)
    assert "a 301-digit number" in str(info.value) and "000000000000" not in str(info.value)


@pytest.mark.parametrize("text", ["[" * 100_000, "[" * 50 + "]" * 50, "[[[1, 2], [3, 0]]]"])
def test_deep_nesting_is_refused_before_it_is_read(text):
    with pytest.raises(PuzzleError, match="nests .* levels of brackets") as info:
        Board.parse(text)
    one_sentence(info.value)


def test_deep_python_lists_are_refused_by_name():
    deep = [1]
    for _ in range(100_000):
        deep = [deep]
    for call in (lambda: Board.coerce(deep), lambda: Board.from_flat(deep), lambda: coerce_moves(deep)):
        with pytest.raises(PuzzleError) as info:
            call()
        one_sentence(info.value)


@pytest.mark.parametrize("char,typed", [("①", "type 1"), ("²", "type 2"), ("⑫", "type 12"), ("三", "Chinese numeral"),
                                        ("½", "type digits"), ("Ⅳ", "type 4")])
def test_characters_that_look_like_digits_are_named(char, typed):
    assert typed in lookalike_digit(char)
    with pytest.raises(PuzzleError, match="looks like a number but is not a digit") as info:
        Board.parse(f"{char} 2 3 / 4 5 6 / 7 8 0")
    assert typed in one_sentence(info.value)


@pytest.mark.parametrize("text", ["1，2，3／4，0，6／7，5，8", "1、2、3\n4、0、6\n7、5、8", "１　２　３\n４　０　６\n７　５　８",
                                  "［［1，2，3］，［4，0，6］，［7，5，8］］", "1 2 3；4 0 6；7 5 8"])
def test_boards_typed_with_a_chinese_input_method_are_read(text):
    assert Board.parse(text) == Board.parse("1 2 3 / 4 0 6 / 7 5 8")


def test_moves_typed_with_chinese_commas_are_read():
    assert coerce_moves("Ｒ，Ｒ、U") == ["R", "R", "U"]
    assert plain_text("１２３／") == "123/"


@pytest.mark.parametrize("text", [
    "| 1 | 2 | 3 |\n|---|---|---|\n| 4 | 0 | 6 |\n| 7 | 5 | 8 |",
    "| 1 | 2 | 3 |\n| 4 | 0 | 6 |\n| 7 | 5 | 8 |",
    "|1|2|3|\n|:-:|:-:|:-:|\n|4| |6|\n|7|5|8|",
    str(Board.parse("1 2 3 / 4 0 6 / 7 5 8")),  # what print(board) shows
    "1 | 2 | 3\n4 | 0 | 6\n7 | 5 | 8",  # Markdown without the outer pipes
    "1|2|3\n---|---|---\n4|0|6\n7|5|8",
    "| a | b | c |\n|---|---|---|\n| 1 | 2 | 3 |\n| 4 | 0 | 6 |\n| 7 | 5 | 8 |",  # a header of column names
    "|   |   |   |\n|---|---|---|\n| 1 | 2 | 3 |\n| 4 |   | 6 |\n| 7 | 5 | 8 |",  # an empty header
    "\ufeff1 2 3 / 4 0 6 /\u200b 7 5 8\u202c",  # invisible characters copied from a page
])
def test_markdown_tables_and_board_drawings_are_read(text):
    assert Board.parse(text) == Board.parse("1 2 3 / 4 0 6 / 7 5 8")


def test_a_table_that_is_not_a_board_is_named():
    with pytest.raises(PuzzleError) as info:
        Board.parse("| a | b |\n|---|---|\n| x | 0 |\n| 1 | 2 |")
    assert "'x'" in one_sentence(info.value)


@pytest.mark.parametrize("call", [
    lambda: parse_game_code("A" * 10_000),
    lambda: Board.goal(3, 3, "x" * 20_000),
    lambda: Board.goal(3).to_text("y" * 20_000),
    lambda: Board.goal(3).move("R" * 20_000),
    lambda: Board.goal(3).resolve_goal("s" * 20_000),
    lambda: Board.parse(" ".join(["1"] * 60_000)),
    lambda: solve("1 2 3 / 4 0 6 / 7 5 8", method="m" * 20_000),
    lambda: solve("1 2 3 / 4 0 6 / 7 5 8", heuristic="h" * 20_000),
])
def test_long_input_is_echoed_shortened_on_one_line(call):
    with pytest.raises(PuzzleError) as info:
        call()
    text = one_sentence(info.value)
    assert "characters" in text or len(text) < 250


def test_text_longer_than_any_board_is_refused_at_once():
    import time

    started = time.perf_counter()
    with pytest.raises(PuzzleError, match="more than the 1,000,000"):
        Board.parse("1 " * 2_000_000)
    assert time.perf_counter() - started < 1


def test_short_repr_never_fails_and_stays_short():
    class Broken:
        def __repr__(self):
            raise RuntimeError("no")

    for value in (Broken(), [UNPRINTABLE], "z" * 10_000, {1: UNPRINTABLE}, UNPRINTABLE):
        assert len(short_repr(value)) <= 80


def test_tidy_message_keeps_a_line_readable():
    text = tidy_message("what was wrong " + "x" * 5000 + " and then " + "word " * 200 + "how to fix it.")
    assert len(text) <= 300 and text.endswith("how to fix it.") and text.startswith("what was wrong")


@pytest.mark.parametrize("call", [
    lambda value: Board.from_flat([value, 1, 2, 0]),
    lambda value: Board.goal(3).position_of(value),
    lambda value: __import__("puzzlelib.exercises").exercises.check_distance("1 2 3 / 4 0 6 / 7 5 8", value),
    lambda value: __import__("puzzlelib.exercises").exercises.check_weight("1 2 3 / 4 0 6 / 7 5 8", value),
])
@pytest.mark.parametrize("value", ["1E+999999", "-1E+999999", "1E-999999"])
def test_a_number_beyond_a_floats_range_is_refused_at_once(call, value):
    """int(Decimal('1E+999999')) builds a million digits (minutes): such a number is refused as it is."""
    import decimal
    import time

    started = time.perf_counter()
    try:
        verdict = call(decimal.Decimal(value))
    except PuzzleError as exc:
        one_sentence(exc)
    else:
        assert not verdict
    assert time.perf_counter() - started < 1.0


def test_generators_that_never_end_are_not_read_forever():
    import itertools

    from puzzlelib import compare

    with pytest.raises(PuzzleError, match="more than 10,000,000 moves"):
        Board.goal(3).apply(itertools.cycle("LR"))
    with pytest.raises(PuzzleError, match="at most 10,000 boards"):
        compare(itertools.repeat("1 2 3 / 4 0 6 / 7 5 8"), progress=False)
    from puzzlelib.draw import solution_steps

    near = Board.parse("1 2 3 / 4 5 6 / 7 0 8")
    with pytest.raises(PuzzleError, match="more than 10,000,000 steps"):
        solution_steps(itertools.cycle("LR"), near)
    with pytest.raises(PuzzleError, match="more than 100,000 steps"):
        solution_steps(itertools.repeat(near))
    assert len(solution_steps((m for m in "R"), near)) == 2  # a generator of moves that ends is read
