"""Lesson 8's checks (puzzlelib.exercises.beyond): a memory cap that stops A* but not IDA*, and the smallest
weight that works."""

from __future__ import annotations

from puzzlelib import random_solvable
from puzzlelib.exercises import check_memory_cap, check_weight


def test_memory_cap_between_what_ida_star_and_a_star_need():
    board = random_solvable(4, 4, seed=14)
    assert not check_memory_cap(board, 1000)  # both fit
    assert check_memory_cap(board, 5)
    assert not check_memory_cap(board, -1) and not check_memory_cap(board, "lots")


def test_weight_must_be_the_smallest_that_works():
    board = random_solvable(4, 4, seed=12)
    assert not check_weight(board, 1.0, max_nodes=20_000)  # plain A* runs out
    assert check_weight(board, 2.0, max_nodes=20_000)
    assert not check_weight(board, 3.0, max_nodes=20_000)  # 2 works too, and so does 1.5 at a larger budget
    assert not check_weight(board, 1.3, max_nodes=20_000)  # not on the grid of 0.5


# --------------------------------------------------------------------------- lesson 10
def test_memory_model_judges_a_rule_on_unseen_boards():
    from puzzlelib.exercises import check_memory_model

    assert check_memory_model(lambda expanded, stored: stored * 250 / 1e6)
    assert not check_memory_model(lambda expanded, stored: stored * 250)  # bytes, not megabytes
    assert not check_memory_model(lambda expanded, stored: -1)
    assert not check_memory_model(lambda expanded, stored: "12 MB")
    assert not check_memory_model(lambda expanded: 1)  # a function of one number: its error is the verdict
    assert not check_memory_model(12)


def test_memory_boards_fall_in_their_ranges():
    import random

    from puzzlelib.exercises.beyond import MEMORY_MODEL_STORES, _memory_boards
    from puzzlelib.search import solve

    cases = _memory_boards(random.Random(1))
    assert len(cases) == len(MEMORY_MODEL_STORES)
    for (board, expanded, stored), (low, high) in zip(cases, MEMORY_MODEL_STORES, strict=True):
        assert low <= stored < high
        run = solve(board, method="astar", heuristic="linear_conflict")
        assert (run.nodes_expanded, run.max_memory_nodes) == (expanded, stored)


def test_ida_bounds_against_recorded_runs():
    import random

    from puzzlelib.exercises import check_ida_bounds
    from puzzlelib.exercises.beyond import _ida_bounds, _ida_bounds_cases

    cases = _ida_bounds_cases(random.Random(3))
    assert cases[0][1:] == (0, 0) and _ida_bounds(cases[0][0]) == (0,)  # the goal: one pass, bound 0
    assert any(len(_ida_bounds(board)) >= 6 for board, _, _ in cases)
    assert all(board.manhattan() == h and _ida_bounds(board)[-1] == length for board, h, length in cases)
    assert check_ida_bounds(lambda h, length: tuple(range(h, length + 1, 2)))
    assert not check_ida_bounds(lambda h, length: "0 2 4")
    assert not check_ida_bounds(lambda h, length: [h, None])


def test_transposition_pairs():
    from puzzlelib.exercises import check_transposition

    assert check_transposition("ULDRUL", "LURDLU")
    assert check_transposition(["U", "L", "D", "R", "U", "L"], "lurdlu")
    assert not check_transposition("ULDRUL", "LURDLD")  # different boards
    assert not check_transposition("ULDRULDRU", "LURDLU")  # 9 moves: over the limit
    assert not check_transposition("RULD", "LURD")  # R is not possible from the goal
    assert not check_transposition([15, 12], "UL")  # tiles instead of blank moves
    assert not check_transposition(None, "UL")
