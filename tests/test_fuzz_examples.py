"""Odd inputs once found to escape as raw exceptions: each now gets a PuzzleError that says what to do."""

import math

import pytest

from puzzlelib import Board, PuzzleError, solve, undo_shuffle
from puzzlelib.heuristics import get_heuristic
from puzzlelib.search.budgets import check_number

NEAR = Board.parse("1 2 3 / 4 5 6 / 7 0 8")


@pytest.mark.parametrize("method", ["astar", "wastar", "greedy", "scored", "idastar"])
def test_a_heuristic_too_large_for_a_float_is_named(method):
    with pytest.raises(PuzzleError, match="heuristic 'custom' returned a 401-digit number.*a heuristic must return a finite"):
        solve(NEAR, method=method, heuristic=lambda board: 10**400)


@pytest.mark.parametrize("value", [10**400, -(10**400), math.nan, math.inf, True, "2", None])
def test_numbers_too_large_for_a_float_are_refused_like_nan(value):
    with pytest.raises(PuzzleError, match="must be"):
        check_number("the weight", value)
    with pytest.raises(PuzzleError):
        solve(NEAR, method="wastar", weight=value)


@pytest.mark.parametrize("partition,match", [
    ([], "no groups"),
    ([()], "group 1 of the partition is empty"),
    ([(0, 1)], "holds 0, which is not a tile"),
    ([(1, 9)], "holds 9, which is not a tile"),
    ([(1, "a")], "holds 'a'"),
    ([(1, 2.5)], "holds 2.5"),
    ([(1, 2), (2, 3)], "tile 2 is in group 1 and group 2"),
    ([5], "group 1 of the partition is 5, not a list"),
    (None, "partition must be a name or a list"),
])
def test_hand_made_pattern_groups_are_checked(partition, match):
    from puzzlelib.pdb import pattern_heuristic

    with pytest.raises(PuzzleError, match=match) as info:
        pattern_heuristic(3, 3, partition, progress=False, cache=False)
    assert "for example pattern_heuristic(3, 3, " in str(info.value)


def test_undo_shuffle_without_moves_says_what_it_needs():
    with pytest.raises(PuzzleError, match="needs a sequence of moves"):
        undo_shuffle(Board.goal(3, 3), None)


@pytest.mark.parametrize("limits", [{"max_nodes": -1}, {"max_nodes": math.nan}, {"max_nodes": True},
                                    {"time_limit": -1}, {"max_depth": "deep"}])
def test_row_by_row_checks_the_budgets_it_is_given(limits):
    with pytest.raises(PuzzleError, match="must be"):
        solve(NEAR, method="row_by_row", **limits)


def test_too_large_for_a_search_points_to_row_by_row():
    big = Board.goal(17, 16).move("U")
    with pytest.raises(PuzzleError, match=r"more than the search handles \(256 cells, 16 x 16\); solve it with row_by_row"):
        solve(big)
    assert solve(big, method="row_by_row").solved


def test_unknown_heuristic_lists_pdb_without_importing_it_first():
    import subprocess
    import sys

    code = ("from puzzlelib import get_heuristic\ntry:\n    get_heuristic('nope')\n"
            "except Exception as e:\n    print(e)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert "pdb" in out and "Unknown heuristic 'nope'" in out
    with pytest.raises(PuzzleError, match="pdb"):
        get_heuristic("nope")


def test_huge_counts_are_refused_at_once_instead_of_freezing_the_kernel():
    from puzzlelib import random_walk
    from puzzlelib.exercises import check_weight

    with pytest.raises(PuzzleError, match="more than the 1,000,000 a walk may take"):
        random_walk(10**9, seed=1)
    assert not check_weight(NEAR, 10**30).ok  # it used to try every smaller multiple of 0.5


def test_messages_stay_on_one_line_whatever_they_quote():
    import numpy as np

    with pytest.raises(PuzzleError) as info:
        solve(NEAR, method=np.zeros((2, 2)))
    assert "\n" not in str(info.value)
    with pytest.raises(PuzzleError) as info:
        Board.goal(10**400)
    assert "a 401-digit number" in str(info.value) and len(str(info.value)) < 300
