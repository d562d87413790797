"""check_solution (puzzlelib.exercises.moves): a sequence of moves replayed, and told where it went wrong."""

from __future__ import annotations

import pytest

from puzzlelib import Board, solve
from puzzlelib.exercises import check_solution

DOC_START = "1 3 4 / 8 2 5 / 7 0 6"  # 5 moves from the snail goal


def test_an_empty_starter_does_not_give_the_distance_away():
    for empty in ("", [], ()):
        verdict = check_solution("0 1 3 / 4 2 6 / 7 5 8", empty)
        assert not verdict and verdict.message == "no moves yet." and "4" not in str(verdict)
    assert check_solution(Board.goal(3, 3), "")  # at the goal already, no moves is the answer


# ----------------------------------------------------------------------------- check_solution
@pytest.mark.parametrize("moves", ["RUULD", "r u u l d", ["R", "U", "U", "L", "D"], [6, 5, 4, 3, 2], "6 5 4 3 2"])
def test_solution_accepts_the_documents_answer_in_every_spelling(moves):
    check = check_solution(DOC_START, moves, goal="snail", optimal=True)
    assert check.ok, check
    assert check.details == {"length": 5, "optimal": 5}


def test_solution_accepts_a_search_result():
    result = solve(DOC_START, goal="snail", method="bfs")
    assert check_solution(DOC_START, result, goal="snail").ok


def test_solution_names_the_illegal_move():
    check = check_solution(DOC_START, "RUUU", goal="snail")
    assert not check.ok and "move 4 (U) is illegal" in check.message and "after 3 legal moves" in check.message
    assert check.hint == "legal moves there are D L"
    assert check.details["failed_move"] == 4


def test_solution_names_a_tile_that_cannot_slide():
    check = check_solution(DOC_START, [6, 5, 1], goal="snail")
    assert not check.ok and "tile 1 is not next to the blank" in check.message
    assert "4" in check.hint  # the tiles that could slide are listed


def test_solution_rejects_nonsense_moves():
    assert "not a move" in check_solution(DOC_START, "RX").message
    assert "(the very first move)" in check_solution(DOC_START, "D").message
    assert "not a tile" in check_solution(DOC_START, [6, 9]).message


def test_solution_that_stops_short_says_how_far_it_is():
    check = check_solution(DOC_START, "RUU", goal="snail")
    assert not check.ok and "not the goal: it is 2 moves away" in check.message
    assert "Tiles not home: 2, 3" in check.message and check.board == Board.parse(DOC_START).apply("RUU")


def test_longer_solution_is_right_unless_optimal_is_required():
    relaxed = check_solution(DOC_START, "RUULDUD", goal="snail")
    strict = check_solution(DOC_START, "RUULDUD", goal="snail", optimal=True)
    assert relaxed.ok and not strict.ok
    assert "shortest solution takes 5" in strict.message
    assert "moves 5 and 6 undo each other" in strict.hint


def test_loop_is_pointed_out():
    check = check_solution("1 2 3 / 4 5 6 / 7 0 8", "LURD" * 3 + "R", optimal=True)  # three laps undo each other
    assert not check.ok and "after move 12 was already reached after move 0" in check.hint
    assert "12 moves between are a loop" in check.hint


def test_unsolvable_start_is_reported():
    check = check_solution("2 1 3 / 4 5 6 / 7 8 0", "")
    assert not check.ok and "can never reach the goal" in check.message
