"""Game codes: every code round-trips, gives the same board everywhere, and bad codes say how to fix them."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlelib import Board, PuzzleError, is_solvable
from puzzlelib.errors import InvalidBoardError
from puzzlelib.gamecode import (
    ALPHABET,
    MAX_SEED,
    GameCodeError,
    board_from_code,
    game_code,
    parse_game_code,
    random_game_code,
)

sides = st.integers(min_value=2, max_value=6)
seeds = st.integers(min_value=0, max_value=MAX_SEED)


@settings(max_examples=200, deadline=None)
@given(sides, sides, seeds)
def test_every_code_round_trips_and_names_a_solvable_unsolved_board(rows, cols, seed):
    code = game_code(rows, cols, seed)
    assert len(code.replace("-", "")) == 7 and code[0] == "A"
    assert parse_game_code(code) == (rows, cols, seed)
    assert parse_game_code(code.lower()) == (rows, cols, seed)
    assert parse_game_code(" " + code.replace("-", " ") + " ") == (rows, cols, seed)
    board = board_from_code(code)
    assert (board.rows, board.cols) == (rows, cols)
    assert is_solvable(board) and not board.is_goal()


def test_codes_give_the_same_board_on_every_machine():
    # Fixed values: the generator is version "A"'s contract, so these must never change.
    assert game_code(3, 3, 5871) == "A60-5QFK"
    assert board_from_code("A60-5QFK") == board_from_code("a60 5qfk")
    assert board_from_code(game_code(3, 3, 42)) == Board.parse("5 6 2 / 7 8 3 / 0 1 4")
    assert game_code(6, 6, MAX_SEED) == "ARZ-ZZZJ"
    assert board_from_code(game_code(4, 4, 2026)) == Board.parse("14 6 13 7 / 9 2 5 1 / 11 12 8 10 / 3 4 0 15")


def test_lookalike_letters_read_as_digits():
    code = game_code(3, 3, 1)  # holds zeros
    assert "0" in code
    assert parse_game_code(code.replace("0", "O")) == (3, 3, 1)
    assert parse_game_code(game_code(2, 3, 1).replace("1", "l")) == (2, 3, 1)


@settings(max_examples=100, deadline=None)
@given(sides, sides, seeds, st.integers(min_value=1, max_value=6), st.integers(min_value=1, max_value=31))
def test_any_single_mistyped_symbol_is_caught(rows, cols, seed, where, shift):
    code = game_code(rows, cols, seed).replace("-", "")
    wrong = ALPHABET[(ALPHABET.index(code[where]) + shift) % 32]
    with pytest.raises(GameCodeError):
        parse_game_code(code[:where] + wrong + code[where + 1:])


@pytest.mark.parametrize(("code", "says"), [
    ("", "empty"),
    ("A60", "7 symbols"),
    ("A60-5QFK9", "7 symbols"),
    ("A60-5QF!", "'!'"),
    ("A60-5QFM", "mistyped"),
    ("B60-5QFK", "version"),
    ("Z60-5QFK", "version"),
    (60, "text"),
    (None, "text"),
    (b"A60-5QFK", "text"),
])
def test_bad_codes_raise_a_puzzle_error_with_a_fix(code, says):
    with pytest.raises(GameCodeError, match=says) as info:
        board_from_code(code)
    assert isinstance(info.value, InvalidBoardError) and isinstance(info.value, PuzzleError)
    assert "\n" not in str(info.value) and len(str(info.value)) < 300


@pytest.mark.parametrize("args", [(1, 3, 0), (3, 7, 0), (3, 3, -1), (3, 3, MAX_SEED + 1), (3, 3, 2.5),
                                  ("3", 3, 0), (True, 3, 0)])
def test_bad_arguments_to_game_code(args):
    with pytest.raises(GameCodeError):
        game_code(*args)


def test_numpy_ints_and_random_codes():
    np = pytest.importorskip("numpy")
    assert game_code(np.int64(4), np.int64(4), np.int64(9)) == game_code(4, 4, 9)
    import random

    code = random_game_code(4, rng=random.Random(3))
    assert parse_game_code(code)[:2] == (4, 4)
