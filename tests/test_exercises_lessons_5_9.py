"""The judged exercises of lessons 5-9: right answers pass, starters and near misses do not, and no
verdict gives the answer away before one is given."""

import pytest

from puzzlelib import HEURISTICS, Board, random_solvable
from puzzlelib.exercises import (
    check_better_heuristic,
    check_close_trap,
    check_inconsistent_heuristic,
    check_memory_cap,
    check_more_expanded,
    check_weight,
    check_weights,
)

TRAP = Board.parse("2 4 1 / 5 6 3 / 8 7 0")  # the scored search returns 26 moves, the shortest is 22


def test_close_trap_needs_a_near_board_that_fools_the_search():
    assert check_close_trap("1 5 2 / 8 0 3 / 4 7 6", max_moves=8)
    far = check_close_trap(TRAP, max_moves=12)
    assert not far and "22 moves from the goal" in far.message
    assert not check_close_trap("1 2 3 / 4 5 6 / 7 0 8")
    assert check_close_trap("1 2 3 / 7 0 4 / 8 6 5", max_moves=8, method="greedy", heuristic="manhattan")
    with pytest.raises(AssertionError):
        check_close_trap(TRAP, strict=True)


def test_better_heuristic_wants_admissible_and_dominating():
    def rows_and_columns(board):
        goal = board.goal_of()
        return sum((board.position_of(t)[0] != goal.position_of(t)[0]) + (board.position_of(t)[1] != goal.position_of(t)[1])
                   for t in range(1, board.size))

    assert check_better_heuristic(rows_and_columns)
    assert not check_better_heuristic(lambda b: 0)
    assert not check_better_heuristic(HEURISTICS["misplaced"])  # equal is not better
    assert not check_better_heuristic(HEURISTICS["manhattan+blank"])  # overestimates
    assert not check_better_heuristic(5)


def test_inconsistent_heuristic_must_still_be_admissible():
    def bumpy(board):  # Manhattan on boards whose blank is in a corner, misplaced tiles elsewhere
        return board.manhattan() if board.blank_pos in {(0, 0), (0, 2), (2, 0), (2, 2)} else board.misplaced()

    assert check_inconsistent_heuristic(bumpy)
    assert not check_inconsistent_heuristic(HEURISTICS["manhattan"])
    assert not check_inconsistent_heuristic(HEURISTICS["manhattan+blank"])


def test_a_prediction_is_judged_only_once_it_is_made():
    a, b = "0 1 4 / 8 7 5 / 6 3 2", "0 1 3 / 7 6 2 / 4 5 8"
    unanswered = check_more_expanded(a, b, "?")
    assert not unanswered and "expanded" not in unanswered.message
    assert check_more_expanded(a, b, "b") and not check_more_expanded(a, b, "A")


def test_weights_must_be_shortest_and_cheaper_than_bfs():
    assert check_weights(TRAP, 1, 1)
    assert not check_weights(TRAP, 2, 1)  # the ant post's weights: 26 moves
    assert not check_weights(TRAP, 0, 1)  # breadth-first order: refused, it is BFS
    assert not check_weights(TRAP, "a", 1)


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


def test_row_by_row_shortest_needs_depth_and_a_perfect_human_solution():
    from puzzlelib.exercises import check_row_by_row_shortest

    block_only = Board.goal(4, 4).apply("LLURRDLLURDR")  # stays in the last 2 x 3 block
    verdict = check_row_by_row_shortest(block_only, min_moves=6)
    assert verdict, verdict
    assert not check_row_by_row_shortest(random_solvable(4, 4, seed=11))  # row by row is far from shortest
    assert not check_row_by_row_shortest(Board.goal(4, 4))


JUNK = (None, 3.5, "abc", [1, 2], float("nan"), {"a": 1})


@pytest.mark.parametrize("junk", JUNK, ids=repr)
def test_junk_gets_a_not_yet_never_an_exception(junk):
    from puzzlelib.exercises import Check, check_row_by_row_shortest

    calls = [
        lambda: check_close_trap(junk),
        lambda: check_better_heuristic(junk),
        lambda: check_inconsistent_heuristic(junk),
        lambda: check_more_expanded(TRAP, TRAP, junk),
        lambda: check_more_expanded(junk, TRAP, "A"),
        lambda: check_weights(TRAP, junk, 1),
        lambda: check_memory_cap(TRAP, junk),
        lambda: check_weight(TRAP, junk),
        lambda: check_weight(junk, 2),
        lambda: check_row_by_row_shortest(junk),
    ]
    for call in calls:
        verdict = call()
        assert isinstance(verdict, Check) and not verdict
