"""Every notation everywhere: one :meth:`Board.coerce` reads every board an entry point is given."""

import random

import numpy as np
import pytest

from puzzlelib import (
    Board,
    InvalidBoardError,
    InvalidMoveError,
    explore,
    inversions,
    is_solvable,
    random_solvable,
    random_walk,
    row_by_row,
    solve,
    undo_shuffle,
)
from puzzlelib.shuffle import fisher_yates, naive_swap_shuffle, rng_from

ANT = Board.parse("3 5 1 / 2 4 6 / 8 7 0")  # the ant post's board, its 9 read as the blank


@pytest.mark.parametrize("notation", [
    "3 5 1 / 2 4 6 / 8 7 9",
    "351246879",
    "[[3, 5, 1], [2, 4, 6], [8, 7, 9]]",
    [[3, 5, 1], [2, 4, 6], [8, 7, 9]],
    [3, 5, 1, 2, 4, 6, 8, 7, 9],
    (3, 5, 1, 2, 4, 6, 8, 7, 0),
    ((3, 5, 1), (2, 4, 6), (8, 7, 0)),
    np.array([[3, 5, 1], [2, 4, 6], [8, 7, 9]]),
    np.array([3, 5, 1, 2, 4, 6, 8, 7, 0], dtype=np.int8),
    [np.int64(t) for t in (3, 5, 1, 2, 4, 6, 8, 7, 9)],
    ANT,
])
def test_coerce_reads_every_notation_and_the_largest_number_as_blank(notation):
    assert Board.coerce(notation) == ANT


def test_the_ant_posts_board_parses_without_options():
    assert Board.parse("3 5 1 / 2 4 6 / 8 7 9") == ANT
    assert Board.from_rows([[3, 5, 1], [2, 4, 6], [8, 7, 9]]) == ANT
    assert Board.from_flat([3, 5, 1, 2, 4, 6, 8, 7, 9]) == ANT


def test_both_zero_and_the_largest_number_names_both_readings():
    with pytest.raises(InvalidBoardError, match="both 0 and 9.*reading 0 as the blank.*reading 9 as the blank"):
        Board.parse("0 1 2 / 3 4 5 / 6 7 9")


def test_an_explicit_zero_blank_still_refuses_the_largest_number():
    with pytest.raises(InvalidBoardError, match="out of range"):
        Board.from_flat([3, 5, 1, 2, 4, 6, 8, 7, 9], blank=0)


def test_raw_constructor_points_to_the_reader_that_takes_the_largest_number():
    with pytest.raises(InvalidBoardError, match=r"Board.from_flat\(\[3, 5, 1"):
        Board(3, 3, (3, 5, 1, 2, 4, 6, 8, 7, 9))


@pytest.mark.parametrize("bad", [{1, 2, 3, 0}, frozenset({1, 2, 3, 0}), {1: 2, 3: 0}])
def test_unordered_containers_are_refused_not_sorted(bad):
    with pytest.raises(InvalidBoardError, match="no order"):
        Board.from_flat(bad)
    with pytest.raises(InvalidBoardError):
        Board.coerce(bad)


@pytest.mark.parametrize("bad", [42, None, [], "", [1, [2, 3]], np.int64(3), np.array(5), 2.5, b"1230"])
def test_coerce_refuses_junk_with_a_sentence_naming_the_caller(bad):
    with pytest.raises(InvalidBoardError, match="for example") as info:
        Board.coerce(bad, "solve")
    assert "\n" not in str(info.value)


def test_numpy_integers_as_sizes_and_seeds():
    assert Board.goal(np.int64(3)) == Board.goal(3)
    assert type(Board.goal(np.int64(3), np.int32(4)).rows) is int
    assert random_solvable(3, seed=np.int64(5)) == random_solvable(3, seed=5)
    assert random_solvable(np.int64(3), np.int64(3), seed=5) == random_solvable(3, 3, seed=5)
    assert fisher_yates(np.uint8(7)) == fisher_yates(7)
    assert rng_from(np.int64(1)).random() == random.Random(1).random()


@pytest.mark.parametrize("seed", [1.5, float("nan"), [1], True])
def test_odd_seeds_are_refused(seed):
    with pytest.raises(InvalidBoardError, match="seed must be a whole number"):
        random_solvable(3, seed=seed)


def test_text_wherever_a_board_is_expected():
    text = "1 2 3 / 4 5 6 / 7 0 8"
    assert random_walk(0, start=text) == Board.parse(text)
    assert naive_swap_shuffle(1, start=text).rows == 3
    assert inversions(text) == 0 and is_solvable([[1, 2, 3], [4, 5, 6], [7, 0, 8]])
    assert solve(np.array([[1, 2, 3], [4, 5, 6], [7, 0, 8]])).moves == ("R",)
    assert row_by_row(text).solved
    assert explore("1 2 / 3 0").distance([1, 2, 0, 3]) == 1


def test_undo_shuffle_moves_must_be_a_sequence():
    with pytest.raises(InvalidMoveError, match="undo_shuffle needs a sequence of moves"):
        undo_shuffle(Board.goal(3, 3), None)
    assert undo_shuffle(Board.goal(3, 3), "ul ur").moves == undo_shuffle(Board.goal(3, 3), "ULUR").moves


def test_boards_too_large_to_build_or_search_say_what_to_do():
    with pytest.raises(InvalidBoardError, match="more than the 10,000 cells a board may hold"):
        Board.goal(10**6)
    with pytest.raises(InvalidBoardError, match="row_by_row"):
        solve(Board.goal(17, 17).move("U"))
