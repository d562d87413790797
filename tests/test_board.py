"""Board: notations round-trip, goals, moves, distances, and clear errors for bad input."""

import json

import numpy as np
import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from puzzlelib import Board, InvalidBoardError, InvalidMoveError, PuzzleError
from puzzlelib.board import DELTAS, MOVES, OPPOSITE, move_table

DOC_BFS_START = [[1, 3, 4], [8, 2, 5], [7, 0, 6]]
DOC_SCORED_START = [[3, 5, 1], [2, 4, 6], [8, 7, 9]]


def boards(min_side=2, max_side=5):
    """Any arrangement (solvable or not) of any shape."""
    return st.tuples(st.integers(min_side, max_side), st.integers(min_side, max_side)).flatmap(
        lambda rc: st.permutations(range(rc[0] * rc[1])).map(lambda p: Board(rc[0], rc[1], tuple(p)))
    )


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


class TestValueSemantics:
    def test_hashable_comparable_immutable(self):
        a, b = Board.goal(3, 3), Board.from_flat([1, 2, 3, 4, 5, 6, 7, 8, 0])
        assert a == b and hash(a) == hash(b) and len({a, b}) == 1
        assert sorted([Board.goal(3, 3, "blank-first"), a])[0] == Board.goal(3, 3, "blank-first")
        with pytest.raises(AttributeError):
            a.tiles = (0,)  # frozen

    def test_str_is_a_grid(self):
        text = str(Board.parse("1 2 3 / 4 5 6 / 7 8 0"))
        lines = text.splitlines()
        assert len(lines) == 7 and lines[0] == "+---+---+---+" and "| 7 | 8 |   |" in lines

    def test_repr_is_readable(self):
        assert repr(Board.goal(2, 2)) == "Board.parse('1 2 / 3 0')"


class TestGoals:
    def test_layouts(self):
        assert Board.goal(3, 3).to_text() == "1 2 3 / 4 5 6 / 7 8 0"
        assert Board.goal(3, 3, "blank-first").to_text() == "0 1 2 / 3 4 5 / 6 7 8"
        assert Board.goal(3, 3, "snail").to_text() == "1 2 3 / 8 0 4 / 7 6 5"
        assert Board.goal(4, 4, "snail").to_text() == "1 2 3 4 / 12 13 14 5 / 11 0 15 6 / 10 9 8 7"
        assert Board.goal(2, 3, "snail").to_text() == "1 2 3 / 0 5 4"

    @pytest.mark.parametrize("rows,cols", [(2, 2), (2, 5), (5, 2), (3, 4), (6, 6), (10, 10)])
    def test_snail_is_a_spiral(self, rows, cols):
        """Consecutive numbers are neighbours, and the spiral never turns back the way it came."""
        g = Board.goal(rows, cols, "snail")
        where = {t: g.position_of(t) for t in range(1, rows * cols)}
        for t in range(1, rows * cols - 1):
            (r1, c1), (r2, c2) = where[t], where[t + 1]
            assert abs(r1 - r2) + abs(c1 - c2) == 1
        assert where[1] == (0, 0)

    def test_unknown_layout(self):
        with pytest.raises(InvalidBoardError, match="snail"):
            Board.goal(3, 3, "zigzag")


class TestMoves:
    def test_moves_are_blank_directions(self):
        b = Board.from_rows(DOC_BFS_START)  # blank bottom middle
        assert b.moves() == ["U", "L", "R"]
        assert b.move("U").to_rows() == [[1, 3, 4], [8, 0, 5], [7, 2, 6]]
        assert b.tile_moved("U") == 2
        assert dict(b.neighbors())["R"] == b.move("R")

    def test_documents_bfs_solution_replays(self):
        """The BFS document's answer, read as boards, is the blank moving R U U L D."""
        start = Board.from_rows(DOC_BFS_START)
        snail = Board.goal(3, 3, "snail")
        assert start.apply("RUULD") == snail
        assert start.tiles_slid("RUULD") == [6, 5, 4, 3, 2]
        assert len(start.path("RUULD")) == 6

    def test_illegal_moves_say_why(self):
        g = Board.goal(3, 3)
        with pytest.raises(InvalidMoveError, match="cannot move D"):
            g.move("D")
        with pytest.raises(InvalidMoveError, match="one of U, D, L, R"):
            g.move("X")
        with pytest.raises(InvalidMoveError, match="Move 3"):
            g.apply("UUU")

    def test_slide_for_click_to_play(self):
        g = Board.goal(3, 3)
        assert g.slide(2, 1) == g.move("L")
        assert g.move_for_cell(1, 2) == "U"
        assert g.move_for_cell(0, 0) is None
        with pytest.raises(InvalidMoveError, match="not next to the blank"):
            g.slide(0, 0)
        with pytest.raises(InvalidMoveError, match="is the blank"):
            g.slide(2, 2)
        with pytest.raises(InvalidMoveError, match="off this"):
            g.slide(3, 0)

    @given(boards(), st.lists(st.sampled_from(MOVES), max_size=30))
    def test_move_then_opposite_is_identity(self, b, wanted):
        for m in wanted:
            if m in b.moves():
                assert b.move(m).move(OPPOSITE[m]) == b
                b = b.move(m)

    @pytest.mark.parametrize("rows,cols", [(2, 2), (3, 4), (5, 5)])
    def test_move_table_matches_geometry(self, rows, cols):
        for cell, options in enumerate(move_table(rows, cols)):
            r, c = divmod(cell, cols)
            expected = [(m, (r + dr) * cols + c + dc) for m, (dr, dc) in DELTAS.items()
                        if 0 <= r + dr < rows and 0 <= c + dc < cols]
            assert list(options) == expected

    def test_transpose_and_swap(self):
        b = Board.parse("1 2 3 / 4 5 0")
        assert b.transpose().to_text() == "1 4 / 2 5 / 3 0"
        assert b.transpose().transpose() == b
        assert b.swap_cells(0, 1).to_text() == "2 1 3 / 4 5 0"


class TestDistances:
    def test_documents_manhattan_examples(self):
        # 3:2 + 5:1 + 1:2 + 2:2 + 4:1 + 6:0 + 8:1 + 7:1
        assert Board.from_rows(DOC_SCORED_START, blank="max").manhattan() == 10
        b = Board.from_rows(DOC_BFS_START)
        snail = Board.goal(3, 3, "snail")
        assert b.misplaced(snail) == 5
        assert b.manhattan(snail) == 5
        assert b.manhattan(snail, count_blank=True) == 6

    def test_blank_counting_variant_can_exceed_true_distance(self):
        one_move = Board.goal(3, 3).move("U")
        assert one_move.manhattan() == 1
        assert one_move.manhattan(count_blank=True) == 2  # overestimates a 1-move board

    def test_goal_shape_must_match(self):
        with pytest.raises(InvalidBoardError, match="same shape"):
            Board.goal(3, 3).manhattan(Board.goal(2, 2))

    @given(boards())
    @example(Board.goal(3, 3))
    @example(Board.goal(2, 4).move("L"))
    def test_distance_bounds(self, b):
        assert 0 <= b.misplaced() <= b.manhattan() <= b.manhattan(count_blank=True)
        # Every tile in place leaves the blank only one cell: distance 0 means solved, and nothing else does.
        assert (b.manhattan() == 0) == (b.misplaced() == 0) == b.is_goal()


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
