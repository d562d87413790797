"""Board: value semantics, goals, moves and replay, distances (its notations: tests/test_notation.py)."""

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from puzzlelib import Board, InvalidBoardError, InvalidMoveError
from puzzlelib.board import MOVES, OPPOSITE

DOC_BFS_START = [[1, 3, 4], [8, 2, 5], [7, 0, 6]]
DOC_SCORED_START = [[3, 5, 1], [2, 4, 6], [8, 7, 9]]


def boards(min_side=2, max_side=5):
    """Any arrangement (solvable or not) of any shape."""
    return st.tuples(st.integers(min_side, max_side), st.integers(min_side, max_side)).flatmap(
        lambda rc: st.permutations(range(rc[0] * rc[1])).map(lambda p: Board(rc[0], rc[1], tuple(p)))
    )


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


