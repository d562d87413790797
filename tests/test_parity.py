"""Parity: the solvability rule is proved on every arrangement of small boards, and probed on big ones."""

import itertools
import time

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlelib import (
    Board,
    InvalidBoardError,
    UnsolvableError,
    check_solvable,
    explain_solvability,
    inversions,
    is_solvable,
    make_solvable,
    polarity,
)
from puzzlelib.parity import invariant_sum, inversion_pairs, parity_number


@pytest.mark.parametrize("rows,cols", [(2, 2), (2, 3), (3, 2), (3, 3), (2, 4)])
@pytest.mark.parametrize("layout", ["standard", "snail", "blank-first"])
def test_rule_agrees_with_exhaustive_bfs_on_every_arrangement(rows, cols, layout, goal_distances):
    """Every one of the (rows*cols)! arrangements: solvable exactly when BFS from the goal reaches it."""
    started = time.perf_counter()
    reachable = goal_distances(rows, cols, layout)
    goal = Board.goal(rows, cols, layout)
    n = rows * cols
    disagreements = []
    total = 0
    for perm in itertools.permutations(range(n)):
        total += 1
        if is_solvable(Board(rows, cols, perm), goal) != (perm in reachable):
            disagreements.append(perm)
    assert total == __import__("math").factorial(n)
    assert not disagreements[:5]
    assert len(reachable) * 2 == total  # exactly half can be solved
    print(f"{rows}x{cols} {layout}: {total} arrangements checked in {time.perf_counter() - started:.2f} s")


def test_documents_inversion_example():
    """The shuffling document's 3x3 example, renumbered from its 0-based tiles to ours (1-based, 0 = blank).

    It counts 19 inversions; sliding the top-left tile down drops that to 17; sliding the tile under the blank
    up keeps 19 (one inversion gained, one lost); swapping the first two tiles makes it 18, so solvable.
    """
    b = Board.parse("7 4 3 / 0 5 8 / 6 2 1")
    assert inversions(b) == 19 and polarity(b) == "odd" and not is_solvable(b)
    assert b.tile_moved("U") == 7 and inversions(b.move("U")) == 17
    assert b.tile_moved("D") == 6 and inversions(b.move("D")) == 19
    fixed = make_solvable(b)
    assert fixed == b.swap_cells(0, 1) and inversions(fixed) == 18 and is_solvable(fixed)


def test_even_width_uses_the_blank_row():
    b = Board.parse("1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 15 14 0")
    assert inversions(b) == 1 and not is_solvable(b)
    up = b.move("U")  # one vertical move: inversions change by 3, blank row by 1
    assert inversions(up) % 2 == 0 and not is_solvable(up)
    text = explain_solvability(up)
    assert "an even width" in text and "4 + 4 - 3 = 5 (odd)" in text and "no sequence of slides" in text


def test_explanation_has_the_numbers():
    text = explain_solvability(Board.parse("8 6 7 / 2 5 4 / 3 0 1"))
    assert "an odd width, so count its inversions: 24 (even)" in text and "can be solved" in text
    bad = explain_solvability(Board.parse("1 2 3 / 4 5 6 / 8 7 0"))
    assert "inversions: 1 (odd)" in bad and "for the goal it is 0 (even)" in bad
    assert "for example with make_solvable(board)." in bad


def test_explanation_prints_the_sum_the_lesson_teaches():
    """Even means solvable for the standard goal: the printed sum and the verdict never disagree."""
    for rows, cols in ((2, 2), (2, 3), (3, 2), (2, 4)):
        for tiles in itertools.permutations(range(rows * cols)):
            board = Board(rows, cols, tiles)
            text = explain_solvability(board)
            even = f"= {parity_number(board)} (even)" in text or f"inversions: {parity_number(board)} (even)" in text
            assert even == is_solvable(board) == ("can be solved" in text), text
    blank_row = 2  # the article's sum, with the blank's row counted from 1 at the top
    board = Board.parse("1 2 3 4 / 5 6 7 0 / 8 9 10 11")
    assert parity_number(board) == inversions(board) + board.rows - blank_row


def test_explanation_plurals():
    text = explain_solvability(Board.parse("2 1 / 0 3"))  # 2 wide, blank in the bottom row
    assert "1 + 2 - 2 = 1 (odd)" in text and "0 + 2 - 2 = 0 (even)" in text


def test_other_goals_compare_parities():
    snail = Board.goal(3, 3, "snail")
    assert inversions(snail) == 7  # the snail itself is odd ...
    start = Board.parse("1 3 4 / 8 2 5 / 7 0 6")
    assert is_solvable(start, snail) and not is_solvable(start)  # ... so odd boards reach it
    assert "for the goal it is 7 (odd), so the board can be solved" in explain_solvability(start, snail)


def test_layout_names_work_as_goals():
    start = Board.parse("1 3 4 / 8 2 5 / 7 0 6")
    assert is_solvable(start, "snail") and explain_solvability(start, "snail") == explain_solvability(
        start, Board.goal(3, 3, "snail"))
    with pytest.raises(InvalidBoardError, match="Unknown goal layout 'zigzag'"):
        is_solvable(start, "zigzag")


@pytest.mark.parametrize("goal,call", [
    ("snail", "make_solvable(board, goal='snail')"),
    ("2 1 3 / 4 5 6 / 7 8 0", "make_solvable(board, goal='2 1 3 / 4 5 6 / 7 8 0')"),
])
def test_suggested_fix_names_the_goal_and_works(goal, call):
    """Without the goal, make_solvable checks the standard goal and can return the board unchanged."""
    board = Board.parse("1 2 3 / 4 5 6 / 7 8 0")
    assert not is_solvable(board, goal) and make_solvable(board) == board
    assert call in explain_solvability(board, goal)
    assert is_solvable(eval(call, {"make_solvable": make_solvable, "board": board}), goal)


@pytest.mark.parametrize("func", [inversions, inversion_pairs, invariant_sum, polarity, is_solvable,
                                  explain_solvability, check_solvable, make_solvable])
def test_parity_functions_read_any_notation_and_name_themselves_on_junk(func):
    board = Board.parse("2 1 / 3 0")
    for notation in ([2, 1, 3, 0], "2 1 / 3 0", [[2, 1], [3, 0]], np.array([[2, 1], [3, 0]])):
        if func is not check_solvable:
            assert func(notation) == func(board)
    with pytest.raises(InvalidBoardError, match=rf"{func.__name__} needs a board, got 42; .*for example"):
        func(42)


def test_check_solvable_raises_with_the_reason():
    with pytest.raises(UnsolvableError, match="cannot be solved.*inversions: 1 ") as info:
        check_solvable(Board.parse("1 2 3 / 4 5 6 / 8 7 0"))
    assert "flips the parity: do that to fix it, for example with make_solvable(board)." in str(info.value)
    check_solvable(Board.goal(3, 3))


@pytest.mark.parametrize("rows,cols", [(2, 2), (2, 3), (3, 3)])
def test_two_tile_fix_is_a_bijection(rows, cols):
    """For every unsolvable arrangement the fix gives a solvable one, and no two map to the same board:
    so Fisher-Yates + the fix is exactly uniform (each solvable board has exactly two preimages)."""
    images = {}
    for perm in itertools.permutations(range(rows * cols)):
        b = Board(rows, cols, perm)
        fixed = make_solvable(b)
        assert is_solvable(fixed)
        assert fixed == b or sum(x != y for x, y in zip(b.tiles, fixed.tiles, strict=True)) == 2
        images[fixed] = images.get(fixed, 0) + 1
    assert set(images.values()) == {2}


def test_fix_swaps_last_two_when_blank_is_in_first_two():
    b = Board.parse("0 1 2 / 3 4 5 / 6 8 7")
    assert not is_solvable(b)
    assert make_solvable(b).to_text() == "0 1 2 / 3 4 5 / 6 7 8"


def solvable_boards(rows, cols):
    return st.permutations(range(rows * cols)).map(lambda p: make_solvable(Board(rows, cols, tuple(p))))


@pytest.mark.parametrize("rows,cols", [(4, 4), (3, 5), (5, 3)])
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_moves_keep_and_swaps_flip_solvability(rows, cols, data):
    b = data.draw(solvable_boards(rows, cols))
    goal = Board.goal(rows, cols, data.draw(st.sampled_from(["standard", "snail", "blank-first"])))
    before = is_solvable(b, goal)
    for _ in range(data.draw(st.integers(0, 40))):
        b = b.move(data.draw(st.sampled_from(b.moves())))
        assert is_solvable(b, goal) == before
    tile_cells = [i for i, t in enumerate(b.tiles) if t]
    i, j = data.draw(st.lists(st.sampled_from(tile_cells), min_size=2, max_size=2, unique=True))
    assert is_solvable(b.swap_cells(i, j), goal) != before


@pytest.mark.parametrize("rows,cols", [(2, 2), (2, 3), (3, 2), (2, 4)])
def test_inversion_pairs_list_exactly_the_pairs_counted(rows, cols):
    """On every arrangement: as many pairs as inversions, each a larger tile read before a smaller one."""
    for perm in itertools.permutations(range(rows * cols)):
        board = Board(rows, cols, perm)
        pairs = inversion_pairs(board)
        reading = [t for t in perm if t]
        assert len(pairs) == inversions(board) == len(set(pairs))
        assert all(a > b > 0 and reading.index(a) < reading.index(b) for a, b in pairs)


@pytest.mark.parametrize("rows,cols", [(2, 2), (2, 3), (3, 2), (2, 4)])
def test_no_move_changes_the_parity_of_the_invariant_sum(rows, cols):
    """Exhaustively, along every move of every arrangement; and on even widths the blank's row counts."""
    for perm in itertools.permutations(range(rows * cols)):
        board = Board(rows, cols, perm)
        total = invariant_sum(board)
        extra = board.blank_pos[0] if cols % 2 == 0 else 0
        assert total == inversions(board) + extra
        assert all((invariant_sum(nxt) - total) % 2 == 0 for _, nxt in board.neighbors())
