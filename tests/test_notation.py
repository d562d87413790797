"""Notations (puzzlelib.notation, behind Board's readers and writers): every notation round-trips, one
:meth:`Board.coerce` reads every board an entry point is given, and bad input gets one sentence that shows
a board that works."""

import json
import random

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from puzzlelib import (
    Board,
    InvalidBoardError,
    InvalidMoveError,
    PuzzleError,
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
DOC_BFS_START = [[1, 3, 4], [8, 2, 5], [7, 0, 6]]
DOC_SCORED_START = [[3, 5, 1], [2, 4, 6], [8, 7, 9]]


def boards(min_side=2, max_side=5):
    """Any arrangement (solvable or not) of any shape."""
    return st.tuples(st.integers(min_side, max_side), st.integers(min_side, max_side)).flatmap(
        lambda rc: st.permutations(range(rc[0] * rc[1])).map(lambda p: Board(rc[0], rc[1], tuple(p)))
    )


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


class TestNotations:
    def test_two_d_lists_with_zero_blank(self):
        b = Board.from_rows(DOC_BFS_START)
        assert (b.rows, b.cols, b.tiles) == (3, 3, (1, 3, 4, 8, 2, 5, 7, 0, 6))
        assert b.to_rows() == DOC_BFS_START

    def test_two_d_lists_with_largest_number_as_blank(self):
        b = Board.from_rows(DOC_SCORED_START, blank="max")
        assert b.tiles == (3, 5, 1, 2, 4, 6, 8, 7, 0)
        assert b.to_rows(blank="max") == DOC_SCORED_START
        assert Board.from_flat([3, 5, 1, 2, 4, 6, 8, 7, 9], blank="max") == b

    def test_flat(self):
        b = Board.from_flat([1, 2, 3, 4, 5, 6, 7, 8, 0])
        assert b == Board.goal(3, 3)
        assert b.to_flat() == [1, 2, 3, 4, 5, 6, 7, 8, 0]
        assert Board.from_flat([1, 2, 3, 4, 5, 0], rows=2, cols=3).cols == 3

    @pytest.mark.parametrize("text", [
        "1 2 3 / 4 5 6 / 7 8 0", "1 2 3\n4 5 6\n7 8 _", "1,2,3/4,5,6/7,8,.", "123456780", "12_/456/78_"[:0] + "123/456/780",
        "[[1,2,3],[4,5,6],[7,8,0]]", "[1,2,3,4,5,6,7,8,0]", "  1 2 3 / 4 5 6 / 7 8 .  ",
    ])
    def test_text_forms(self, text):
        assert Board.parse(text) == Board.goal(3, 3)

    def test_text_round_trips(self):
        b = Board.parse("8 6 7 / 2 5 4 / 3 0 1")
        for style in ("slash", "lines", "compact"):
            assert Board.parse(b.to_text(style)) == b
        assert b.to_text() == "8 6 7 / 2 5 4 / 3 0 1"
        assert b.to_text("compact") == "867254301"
        assert Board.parse(b.to_text(blank="_")) == b

    def test_rectangular_text(self):
        b = Board.parse("1 2 3 4 5 / 6 7 8 9 10 / 11 12 13 14 0")
        assert (b.rows, b.cols) == (3, 5)
        assert Board.parse(b.to_text("lines")) == b
        assert Board.parse("12345670", rows=2, cols=4).rows == 2

    def test_compact_refuses_big_boards(self):
        with pytest.raises(InvalidBoardError, match="at most 10 cells"):
            Board.goal(4, 4).to_text("compact")

    def test_positions_notation(self):
        b = Board.from_positions([2, 0, 1, 5, 4, 6, 7, 8, 3])
        assert b.to_rows() == [[1, 2, 0], [8, 4, 3], [5, 6, 7]]
        assert b.to_positions() == [2, 0, 1, 5, 4, 6, 7, 8, 3]
        # The web convention: entry i is tile i+1, the last entry is the hidden (blank) block.
        w = Board.from_positions([2, 0, 1, 5, 4, 6, 7, 8, 3], blank="last")
        assert w.tiles[2] == 1 and w.tiles[3] == 0
        assert w.to_positions(blank="last") == [2, 0, 1, 5, 4, 6, 7, 8, 3]

    @given(boards())
    def test_every_notation_round_trips(self, b):
        assert Board.from_rows(b.to_rows(), blank=0) == b
        assert Board.from_rows(b.to_rows(blank="max"), blank="max") == b
        assert Board.from_flat(b.to_flat(), b.rows, b.cols) == b
        assert Board.from_positions(b.to_positions(), b.rows, b.cols) == b
        assert Board.from_positions(b.to_positions("last"), b.rows, b.cols, blank="last") == b
        assert Board.parse(b.to_text()) == b
        assert Board.parse(b.to_text("lines")) == b
        assert eval(repr(b), {"Board": Board}) == b
        if b.size <= 10:
            assert Board.parse(b.to_text("compact"), b.rows, b.cols) == b


class TestBadInput:
    @pytest.mark.parametrize("bad,match", [
        ([[1, 2, 3], [4, 5, 6], [7, 8, 8]], "Tile 8 appears twice"),
        ([[1, 2, 3], [4, 5], [7, 8, 0]], "row 2 has 2 numbers"),
        ([[1, 2, 3], [4, 5, 6], [7, 8, 10]], "Tile 10 .* out of range"),
        ([[1, 2, 3], [4, "x", 6], [7, 8, 0]], "row 2, column 2: 'x' is not a tile number"),
        ([[1.5, 2], [3, 0]], "not a whole number"),
        ([[1, 0]], "at least 2 rows"),
        ([], "needs a list of rows"),
        ("1 2 3", "needs a list of rows"),
    ])
    def test_from_rows(self, bad, match):
        with pytest.raises(InvalidBoardError, match=match) as info:
            Board.from_rows(bad)
        assert "for example" in str(info.value)

    @pytest.mark.parametrize("text,match", [
        ("1 2 3 / 4 5 6 / 7 8", "row 3 has 2 numbers"),
        ("1 2 3 / 4 5 6 / 7 8 x", "'x' .* is not a tile number"),
        ("12345678", "do not make a square"),
        ("", "Empty board"),
        ("[[1,2],[3,", "JSON"),
        ("1 2 3 4 5 6 7 8 10", "out of range"),
    ])
    def test_parse(self, text, match):
        with pytest.raises(InvalidBoardError, match=match):
            Board.parse(text)

    def test_blank_max_needs_the_max(self):
        with pytest.raises(InvalidBoardError, match="largest number"):
            Board.from_rows([[1, 2], [3, 0]], blank="max")
        with pytest.raises(InvalidBoardError, match="missing"):
            Board.from_flat([1, 2, 3, 3], blank="max")

    @pytest.mark.parametrize("blank", ["x", None, "min", 2.5, True])
    def test_unknown_blank_conventions_are_refused(self, blank):
        """Read as 0 they would silently give a board other than the one meant."""
        with pytest.raises(InvalidBoardError, match="'auto', 'max' or a whole number"):
            Board.from_rows([[1, 2], [3, 0]], blank=blank)
        with pytest.raises(InvalidBoardError, match="'auto', 'max' or a whole number"):
            Board.goal(2, 2).to_flat(blank=blank)

    def test_numbered_blank(self):
        with pytest.raises(InvalidBoardError, match="A 0 was found but blank=9 says 9 is the blank"):
            Board.from_flat([1, 2, 3, 4, 5, 6, 7, 8, 0], blank=9)
        with pytest.raises(InvalidBoardError, match="also a tile number"):
            Board.from_flat([1, 2, 3, 4, 5, 6, 7, 8, 5], blank=5)
        b = Board.from_flat([1, 2, 3, 4, 5, 6, 7, 8, 9], blank=9)
        assert b == Board.goal(3, 3) and Board.from_flat(b.to_flat(blank=-1), blank=-1) == b
        assert Board.from_flat([1, 2, 3, 4, 5, 6, 7, 8, 9], blank=np.int64(9)) == b

    def test_unknown_positions_convention(self):
        with pytest.raises(InvalidBoardError, match="'first' .* or 'last'"):
            Board.goal(3, 3).to_positions("x")

    def test_positions_errors(self):
        with pytest.raises(InvalidBoardError, match="Two tiles are placed at cell 0"):
            Board.from_positions([0, 0, 1, 2])
        with pytest.raises(InvalidBoardError, match="cells 0..3"):
            Board.from_positions([0, 1, 2, 7])

    def test_constructor_validates(self):
        with pytest.raises(InvalidBoardError):
            Board(3, 3, (1, 2, 3))
        with pytest.raises(InvalidBoardError, match="tuple"):
            Board(2, 2, [1, 2, 3, 0])

    @pytest.mark.parametrize("tiles,cell", [
        ((0, 2, 3, True), "Cell 3 .row 2, column 2. holds True"),
        ((1, 2.0, 3, 0), "Cell 1 .row 1, column 2. holds 2.0"),
        ((1, "0", 3, 2), "holds '0'"),
        ((1, None, 3, 2), "holds None"),
    ])
    def test_constructor_checks_tile_types(self, tiles, cell):
        with pytest.raises(InvalidBoardError, match=cell):
            Board(2, 2, tiles)

    def test_constructor_stores_plain_ints(self):
        b = Board(2, 2, tuple(np.array([1, 2, 3, 0])))
        assert all(type(t) is int for t in b.tiles) and json.dumps(b.tiles) == "[1, 2, 3, 0]"
        assert b == Board.goal(2, 2) and hash(b) == hash(Board.goal(2, 2))

    def test_duplicate_names_the_cells_and_the_missing_tile(self):
        with pytest.raises(InvalidBoardError) as info:
            Board.parse("1 2 2 / 3 4 5 / 6 7 0")
        assert str(info.value).startswith(
            "Tile 2 appears twice (row 1, column 2 and row 1, column 3) and tile 8 is missing")

    @pytest.mark.parametrize("make", [
        lambda: Board(2, 2, (0, 2, 3, True)),
        lambda: Board(2, 2, (1, 2, 2, 0)),
        lambda: Board(2, 2, (1, 2, 3, 7)),
        lambda: Board(2, 2, [1, 2, 3, 0]),
        lambda: Board(1, 4, (1, 2, 3, 0)),
        lambda: Board.from_flat([1, 2, 3, 0], rows=1, cols=4),
        lambda: Board.from_flat([1, 2, 3, 4, 5, 0], rows=3, cols=3),
        lambda: Board.from_flat([1, 2, 0]),
        lambda: Board.from_flat(3),
        lambda: Board.from_flat([1, 2, 3, float("inf")]),
        lambda: Board.from_rows([[1, 2], [3]]),
        lambda: Board.from_rows([[1, 2], [3, 0]], blank="x"),
        lambda: Board.from_rows([[1, 2], [3, 0]], blank="max"),
        lambda: Board.from_flat([1, 2, 3, 3], blank="max"),
        lambda: Board.from_flat([1, 2, 3, 4, 5, 6, 7, 8, 0], blank=9),
        lambda: Board.parse("1 2 / 3 0", rows=2, cols=3),
        lambda: Board.parse("[[1, 2], [3, 0]]", rows=3, cols=3),
        lambda: Board.parse("1 2 / 3 x"),
        lambda: Board.from_positions([0, 0, 1, 2]),
        lambda: Board.from_positions([0, 1, 2, 7]),
        lambda: Board.from_positions([0, 1, 2, 3], blank="middle"),
        lambda: Board.goal(3, 3).resolve_goal("zigzag"),
        lambda: Board.goal(3, 3).resolve_goal(Board.goal(2, 2)),
    ])
    def test_every_message_shows_a_valid_board(self, make):
        with pytest.raises(InvalidBoardError) as info:
            make()
        assert "for example" in str(info.value)

    def test_raw_python_errors_become_puzzle_errors(self):
        g = Board.goal(3, 3)
        with pytest.raises(InvalidBoardError, match="needs a list of numbers"):
            Board.from_flat(3)
        with pytest.raises(InvalidBoardError, match="inf is not a tile number"):
            Board.from_flat([1, 2, 3, float("inf")])
        with pytest.raises(InvalidMoveError, match="one of U, D, L, R"):
            g.move(["U"])
        with pytest.raises(InvalidMoveError, match="'1' is not a row number"):
            g.slide("1", 2)
        assert g.slide(1.0, 2) == g.slide(1, 2)  # whole numbers are read as in from_flat
        with pytest.raises(InvalidBoardError, match="True is not a cell number"):
            g.swap_cells(True, 1)
        assert g.swap_cells(np.int64(0), 1) == g.swap_cells(0, 1)

    def test_goal_layout_names(self):
        b = Board.parse("1 3 4 / 8 2 5 / 7 0 6")
        assert b.resolve_goal("snail") == Board.goal(3, 3, "snail") and b.resolve_goal(" blank-first ").tiles[0] == 0
        with pytest.raises(InvalidBoardError, match="Unknown goal layout 'zigzag'; use one of standard, blank-first, "
                                                    "snail or a board"):
            b.resolve_goal("zigzag")

    def test_errors_are_value_errors(self):
        assert issubclass(InvalidBoardError, PuzzleError) and issubclass(PuzzleError, ValueError)
