"""Moves (puzzlelib.moves): the move table matches the board's geometry, a swap table is one slide, and
move sequences are read from text or lists and refused with an example otherwise."""

from __future__ import annotations

import pytest

from puzzlelib import Board, InvalidMoveError
from puzzlelib.moves import DELTAS, MOVES, OPPOSITE, coerce_moves, move_table, swap_tables


@pytest.mark.parametrize("rows,cols", [(2, 2), (3, 4), (5, 5)])
def test_move_table_matches_geometry(rows, cols):
    for cell, options in enumerate(move_table(rows, cols)):
        r, c = divmod(cell, cols)
        expected = [(m, (r + dr) * cols + c + dc) for m, (dr, dc) in DELTAS.items()
                    if 0 <= r + dr < rows and 0 <= c + dc < cols]
        assert list(options) == expected



def test_opposite_moves_undo_each_other_and_deltas_cover_the_four_directions():
    assert {m: OPPOSITE[OPPOSITE[m]] for m in MOVES} == {m: m for m in MOVES}
    assert {tuple(map(sum, zip(DELTAS[m], DELTAS[OPPOSITE[m]], strict=True))) for m in MOVES} == {(0, 0)}
    assert sorted(DELTAS.values()) == [(-1, 0), (0, -1), (0, 1), (1, 0)]


@pytest.mark.parametrize("rows,cols", [(2, 2), (3, 3), (2, 4)])
def test_a_swap_table_slides_the_tile_into_the_blank(rows, cols):
    board = Board.goal(rows, cols).apply("UL")
    swap = swap_tables(board.size)
    for move, after in board.neighbors():
        tile = board.tile_moved(move)
        assert bytes(board.tiles).translate(swap[tile]) == bytes(after.tiles)


def test_move_sequences_are_read_from_text_and_lists():
    assert coerce_moves("r R, u") == ["R", "R", "U"] == coerce_moves(["R", "R", "U"])
    for junk in (None, 3, {"R"}, {"R": 1}):
        with pytest.raises(InvalidMoveError, match=r"^replay needs a sequence of moves such as 'RRU'"):
            coerce_moves(junk, "replay")
    with pytest.raises(InvalidMoveError, match="Move 2 of replay's sequence is 5"):
        coerce_moves(["R", 5], "replay")
