"""Solvers that do not search: every solution is replayed to the goal, on every small board and on
boards up to 10x10 drawn by hypothesis."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlelib import Board, solve
from puzzlelib.errors import InvalidBoardError, InvalidMoveError, PuzzleError, UnsolvableError
from puzzlelib.shuffle import random_moves, random_solvable
from puzzlelib.statespace import distance_table
from puzzlelib.strategies import (
    blank_home_moves,
    cancel_back_and_forth,
    row_by_row,
    row_by_row_stages,
    undo_shuffle,
)


def check(result, board):
    goal = board.goal_of()
    assert board.apply(result.moves) == goal
    assert result.path[0] == board and result.path[-1] == goal and len(result.path) == result.length + 1
    assert list(result.tiles) == board.tiles_slid(result.moves)
    assert result.solved and not result.optimal and result.method == "row_by_row"
    assert all(a != {"U": "D", "D": "U", "L": "R", "R": "L"}[b] for a, b in zip(result.moves, result.moves[1:], strict=False))


@pytest.mark.parametrize(("rows", "cols"), [(2, 2), (2, 3), (3, 2)])
def test_row_by_row_solves_every_board_of_tiny_shapes(rows, cols):
    table = distance_table(rows, cols)
    for distance in range(table.max_distance + 1):
        for board in table.boards_at(distance):
            check(row_by_row(board), board)


def test_row_by_row_on_a_spread_of_8_puzzles_and_never_shorter_than_optimal():
    table = distance_table(3, 3)
    for distance in range(0, 32, 3):
        for board in table.boards_at(distance, limit=40):
            result = row_by_row(board)
            check(result, board)
            assert result.length >= distance


@settings(max_examples=80, deadline=None)
@given(rows=st.integers(2, 10), cols=st.integers(2, 10), seed=st.integers(0, 10**9))
def test_row_by_row_any_shape_any_board(rows, cols, seed):
    board = random_solvable(rows, cols, seed=seed)
    check(row_by_row(board), board)


@settings(max_examples=40, deadline=None)
@given(shape=st.sampled_from([(3, 3), (4, 4), (3, 5), (5, 3), (2, 7), (7, 2)]), seed=st.integers(0, 10**9),
       steps=st.integers(0, 40))
def test_row_by_row_near_the_goal(shape, seed, steps):
    """Boards a few moves from the goal hit the special cases (tiles already home, the stuck corner)."""
    board = Board.goal(*shape).apply(random_moves(steps, seed, rows=shape[0], cols=shape[1]))
    check(row_by_row(board), board)


def test_ten_by_ten():
    board = random_solvable(10, 10, seed=2026)
    result = row_by_row(board)
    check(result, board)
    assert result.length < 5000


def test_row_by_row_refuses_what_it_cannot_do():
    with pytest.raises(UnsolvableError):
        row_by_row(Board.parse("2 1 3 / 4 5 6 / 7 8 0"))
    with pytest.raises(PuzzleError, match="standard goal"):
        row_by_row(Board.goal(3, 3), Board.goal(3, 3, "snail"))
    with pytest.raises(InvalidBoardError):
        row_by_row([1, 2, 3])


def test_solve_reaches_row_by_row():
    board = random_solvable(5, 5, seed=1)
    result = solve(board, method="row_by_row")
    check(result, board)


@settings(max_examples=60, deadline=None)
@given(rows=st.integers(2, 6), cols=st.integers(2, 6), seed=st.integers(0, 10**9), n=st.integers(0, 80),
       blank_home=st.booleans(), simplify=st.booleans())
def test_undo_shuffle_restores(rows, cols, seed, n, blank_home, simplify):
    goal = Board.goal(rows, cols)
    moves = random_moves(n, seed, rows=rows, cols=cols)
    result = undo_shuffle(goal, moves, blank_home=blank_home, simplify=simplify)
    assert result.start.apply(result.moves) == goal and result.path[-1] == goal
    shuffled = goal.apply(moves)
    walk = blank_home_moves(shuffled, goal) if blank_home else []
    assert result.start == shuffled.apply(walk)
    if blank_home:
        assert result.start.blank_index == goal.blank_index
    if simplify:
        assert result.length <= n + len(walk)
    else:
        assert result.length == n + len(walk)
    assert not result.optimal and result.method == "undo_shuffle"


def test_undo_shuffle_follows_the_documents():
    # the blank walks right first, then down, and the restoration undoes that walk first
    goal = Board.goal(3, 3)
    result = undo_shuffle(goal, "UULL")
    assert result.start == goal.apply("UULLRRDD")
    assert "".join(result.moves) == "UULLRRDD"
    assert undo_shuffle((4, 4), "UL").start == Board.goal(4, 4).apply("ULRD")
    assert undo_shuffle("1 2 3 / 4 5 6 / 7 8 0", "LU", blank_home=False).moves == ("D", "R")
    assert undo_shuffle(goal, "UDUD", simplify=True).length == 0
    assert cancel_back_and_forth("UDLR") == []


def test_undo_shuffle_rejects_bad_input():
    with pytest.raises(InvalidMoveError):
        undo_shuffle(Board.goal(3, 3), "D")  # the blank is already on the bottom row
    with pytest.raises(InvalidBoardError):
        undo_shuffle(42, "U")


# ----------------------------------------------------------------------------- row_by_row_stages: the lines it finishes
def test_stages_follow_the_method_and_each_line_stays_home():
    result = row_by_row(random_solvable(5, 5, seed=3))
    stages = row_by_row_stages(result)
    assert [s.name for s in stages] == ["start", "row 1", "column 1", "row 2", "column 2", "row 3", "last block"]
    steps = [s.step for s in stages]
    assert steps == sorted(steps) and steps[-1] == result.length
    goal = result.goal
    row1 = range(5)
    assert all(stages[1].board.tiles[c] == goal.tiles[c] for c in row1)
    assert all(b.tiles[c] == goal.tiles[c] for b in result.path[stages[1].step:] for c in row1)
    assert not all(result.path[stages[1].step - 1].tiles[c] == goal.tiles[c] for c in row1)
    assert all(s.board == result.path[s.step] for s in stages)


def test_the_stream_hands_over_stages_in_order_and_they_solve_the_board():
    from puzzlelib.strategies import row_by_row_stream

    board = random_solvable(6, 6, seed=2)
    stream = list(row_by_row_stream(board))
    names = [name for name, _, _ in stream]
    assert names == [s.name for s in row_by_row_stages(row_by_row(board))][1:]
    moves = [m for _, chunk, _ in stream for m in chunk]
    assert board.apply(moves) == board.goal_of()
    times = [seconds for _, _, seconds in stream]
    assert times == sorted(times)
