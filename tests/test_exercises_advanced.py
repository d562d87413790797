"""Self-checks added for lessons 5-8: the score trap and the effective branching factor."""

from __future__ import annotations

import pytest

from puzzlelib import Board, solve
from puzzlelib.exercises import check_branching_factor, check_score_trap
from puzzlelib.result import effective_branching_factor
from puzzlelib.statespace import distance_table

DOCUMENT_BOARD = Board.from_rows([[3, 5, 1], [2, 4, 6], [8, 7, 9]], blank="max")
TRAP = "2 4 1 / 5 6 3 / 8 7 0"  # the documents' scored search returns 26 moves; 22 suffice


def test_score_trap_accepts_a_board_where_the_score_misleads():
    check = check_score_trap(TRAP)
    assert check.ok, check
    truth = distance_table(3, 3).distance(Board.parse(TRAP))
    found = solve(TRAP, method="scored", heuristic="manhattan+blank")
    assert check.details["optimal"] == truth < found.length == check.details["length"]


def test_score_trap_rejects_the_documents_board_which_it_solves_optimally():
    check = check_score_trap(DOCUMENT_BOARD)
    assert not check.ok
    assert check.details["length"] == check.details["optimal"] == distance_table(3, 3).distance(DOCUMENT_BOARD)
    assert "shortest" in check.message and check.hint


def test_score_trap_passes_options_and_methods_through():
    # with both weights 1 the documents' board is still solved optimally; greedy is not
    assert not check_score_trap(TRAP, weight_h=1, weight_g=1).ok
    assert check_score_trap(DOCUMENT_BOARD, method="greedy", heuristic="manhattan").ok
    # A* with an admissible heuristic can never be a trap
    assert not check_score_trap(TRAP, method="astar", heuristic="manhattan").ok


def test_score_trap_reports_unsolvable_boards_and_budgets():
    unsolvable = check_score_trap("2 1 3 / 4 5 6 / 7 8 0")
    assert not unsolvable.ok and "cannot reach" in unsolvable.message
    starved = check_score_trap(TRAP, method="bfs", max_nodes=10)
    assert not starved.ok and "budget" in starved.message


@pytest.mark.parametrize(("generated", "depth"), [(52, 5), (1_000, 12), (3, 1), (100_000, 24)])
def test_branching_factor_accepts_the_root_of_the_tree_size_equation(generated, depth):
    truth = effective_branching_factor(generated, depth)
    assert sum(truth ** k for k in range(depth + 1)) == pytest.approx(generated + 1, rel=1e-6)
    assert check_branching_factor(generated, depth, round(truth, 3)).ok


def test_branching_factor_says_which_way_a_wrong_answer_is_off():
    low, high = check_branching_factor(1_000, 12, 1.2), check_branching_factor(1_000, 12, 2.0)
    assert not low.ok and "too small" in low.message
    assert not high.ok and "too large" in high.message
    assert "bisection" in low.hint


def test_branching_factor_rejects_non_numbers_and_depth_zero():
    assert not check_branching_factor(10, 5, "two").ok
    assert not check_branching_factor(10, 0, 1.0).ok
