"""Lesson 5's checks (puzzlelib.exercises.scored): boards a score misleads, near ones too, and weights that
keep the scored search shortest."""

from __future__ import annotations

import pytest

from puzzlelib import Board, solve
from puzzlelib.exercises import check_close_trap, check_score_trap, check_weights
from puzzlelib.statespace import distance_table

DOCUMENT_BOARD = Board.from_rows([[3, 5, 1], [2, 4, 6], [8, 7, 9]], blank="max")
TRAP = Board.parse("2 4 1 / 5 6 3 / 8 7 0")  # the scored search returns 26 moves, the shortest is 22


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


def test_close_trap_needs_a_near_board_that_fools_the_search():
    assert check_close_trap("1 5 2 / 8 0 3 / 4 7 6", max_moves=8)
    far = check_close_trap(TRAP, max_moves=12)
    assert not far and "22 moves from the goal" in far.message
    assert not check_close_trap("1 2 3 / 4 5 6 / 7 0 8")
    assert check_close_trap("1 2 3 / 7 0 4 / 8 6 5", max_moves=8, method="greedy", heuristic="manhattan")
    with pytest.raises(AssertionError):
        check_close_trap(TRAP, strict=True)


def test_weights_must_be_shortest_and_cheaper_than_bfs():
    assert check_weights(TRAP, 1, 1)
    assert not check_weights(TRAP, 2, 1)  # the ant post's weights: 26 moves
    assert not check_weights(TRAP, 0, 1)  # breadth-first order: refused, it is BFS
    assert not check_weights(TRAP, "a", 1)


# ----------------------------------------------------------------------------- lesson 6: the post's loop
POST_BOARD = Board.parse("3 5 1 / 2 4 6 / 8 7 9")


def test_expansions_accept_moves_and_boards_and_refuse_junk():
    from puzzlelib.exercises import check_expansions, verdicts

    verdicts.forget_guesses()
    second, third = POST_BOARD.apply("U"), POST_BOARD.apply("L")
    assert check_expansions(POST_BOARD, "U", [31, 26, 31], "L")
    assert check_expansions(POST_BOARD, second, (26, 31.0, 31), third)
    assert check_expansions(POST_BOARD, ["U"], [26, 31, 31], third.to_text())
    assert "cannot be played" in check_expansions(POST_BOARD, "R", [26], "L").message
    assert "expected a list of f values" in check_expansions(POST_BOARD, "U", 26, "L").message
    assert "already solved" in check_expansions(Board.goal(3, 3), "U", [], "L").message
    assert check_expansions(POST_BOARD, "U", "26, 31, 31", "L")
    assert "expected a list of f values" in check_expansions(POST_BOARD, "U", "twenty", "L").message
    for order in ("UDL", "UUDL", 4, None):
        assert "an order of the four moves" in check_expansions(POST_BOARD, "U", [26], "L", order=order).message


def test_dealt_trap_requires_the_corner_the_distance_the_miss_and_the_explanation():
    from puzzlelib.exercises import check_dealt_trap, verdicts

    verdicts.forget_guesses()
    trap = Board.goal(3, 3).apply("ULLDRRULDR")  # 10 moves; the rule returns 12
    assert check_dealt_trap(trap, 1, 4)
    assert "bottom-right corner" in check_dealt_trap(trap.move("U"), 1, 4).message
    assert "at most 12" in check_dealt_trap("2 4 1 / 5 6 3 / 8 7 0", 1, 7).message
    assert "at most 8" in check_dealt_trap(trap, 1, 4, max_moves=8).message
    assert "finds a shortest solution" in check_dealt_trap(Board.goal(3, 3).apply("ULDR"), 1, 4).message
    assert "cannot reach the goal" in check_dealt_trap("2 1 3 / 4 5 6 / 7 8 0", 1, 1).message
    assert "3 x 3" in check_dealt_trap(Board.goal(4, 4), 1, 1).message
    assert "expected a tile number, got None" in check_dealt_trap(trap, 1, None).message


def test_blacklist_counts_different_boards_not_expansions():
    from puzzlelib.exercises import check_blacklist, verdicts

    verdicts.forget_guesses()
    assert check_blacklist(POST_BOARD, 938, 937).details == {"expanded": 946, "different": 938, "skipping": 937}
    assert not check_blacklist(POST_BOARD, 946, 937)  # the expansions: wrong, with the reply any pair gets
    assert check_blacklist(POST_BOARD, 946, 937).message == \
        check_blacklist(POST_BOARD, 9460, 937).message.replace("9,460", "946")
    assert not check_blacklist(POST_BOARD, 8, 937).details  # a wrong answer is not shown the counts
    assert check_blacklist(POST_BOARD, "938", "937")
    assert "expected a whole number of boards" in check_blacklist(POST_BOARD, "many", 937).message


def test_blacklist_judges_the_two_counts_only_together():
    """One count alone is not judged, right or wrong, and costs no guess: the first count is in any
    recorded search, so alone it would need no change to the loop."""
    from puzzlelib.exercises import check_blacklist, verdicts

    verdicts.forget_guesses()
    alone = [check_blacklist(POST_BOARD, n) for n in (938, 946, 0)]
    assert not any(alone) and len({v.message for v in alone}) == 1 and "both counts" in alone[0].message
    assert check_blacklist(POST_BOARD, 938, 937)


def test_blacklist_skipping_is_the_loop_that_skips_repeats():
    """The skipping count comes from a loop written here as a student writes it; on the post's board it
    is checked against the package's own trace: without repeats, it expands no board twice."""
    from puzzlelib import solve
    from puzzlelib.exercises import check_blacklist, verdicts
    from puzzlelib.exercises.scored import _expansions_skipping

    verdicts.forget_guesses()
    run = solve(POST_BOARD, method="scored", heuristic="manhattan+blank", record=True)
    assert len(run.trace.expansion_order) == 946 and len(set(run.trace.expansion_order)) == 938
    assert _expansions_skipping(POST_BOARD, POST_BOARD.goal_of()) == 937
    assert check_blacklist(POST_BOARD, 938, 937) and not check_blacklist(POST_BOARD, 938, 938)
    # on a board where nothing repeats, skipping changes nothing
    near = Board.goal(3, 3).apply("ULDR")
    near_run = solve(near, method="scored", heuristic="manhattan+blank", record=True)
    if len(set(near_run.trace.expansion_order)) == len(near_run.trace.expansion_order):
        assert _expansions_skipping(near, near.goal_of()) == near_run.nodes_expanded
