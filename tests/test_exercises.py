"""Self-check helpers: each accepts right answers and rejects wrong ones, saying what went wrong."""

from __future__ import annotations

import math
import runpy
from collections import deque
from pathlib import Path

import pytest

from puzzlelib import Board, inversions, solve
from puzzlelib.board import OPPOSITE
from puzzlelib.exercises import (
    Check,
    check_bfs,
    check_distance,
    check_greedy_trap,
    check_grid_path,
    check_heuristic,
    check_inversions,
    check_positions,
    check_solution,
    check_solvability_rule,
    check_state_count,
    depth_first_path,
    greedy_walk,
)
from puzzlelib.problems import GridProblem, ant_problem

DOC_START = "1 3 4 / 8 2 5 / 7 0 6"  # the BFS document's board, solved towards the snail goal in 5 moves
POCKET = """
. . . . . . .
. . . F . . .
. # # # # # .
. # . . . # .
. # . A . # .
. . . . . . .
"""


def test_check_prints_and_asserts():
    good, bad = Check(True, "fine"), Check(False, "broken", "look here", board=Board.goal(2, 2))
    assert good and not bad
    assert str(good).startswith("Right:") and str(bad).startswith("Not yet:")
    assert "Hint: look here" in str(bad) and "+---+" in str(bad)
    assert "puzzlelib-check" in bad._repr_html_() and "look here" in bad._repr_html_()


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


def test_solution_on_a_4x4_board_uses_search_for_the_optimum():
    start = Board.goal(4, 4).apply("UULL")
    assert check_solution(start, "RRDD", optimal=True).details["optimal"] == 4


# ----------------------------------------------------------------------------- check_heuristic
def test_heuristic_manhattan_and_misplaced_pass():
    for h in (lambda b: b.manhattan(), lambda b: b.misplaced()):
        check = check_heuristic(h)
        assert check.ok and check.details["boards"] == 181_440 and check.details["consistent"]


def test_heuristic_counting_the_blank_is_caught_with_the_nearest_counterexample():
    check = check_heuristic(lambda b: b.manhattan(count_blank=True))
    assert not check.ok and "not admissible" in check.message
    assert "true distance 1, your h = 2" in check.message
    assert "count the blank" in check.hint
    assert check.board.manhattan(count_blank=True) == 2 and check.board.manhattan() == 1


def test_heuristic_admissible_but_inconsistent():
    check = check_heuristic(lambda b: b.manhattan() if b.blank_index == 4 else 0)
    assert not check.ok and "not consistent" in check.message
    board = check.board
    assert board.blank_index == 4 and board.manhattan() >= 2


def test_heuristic_errors_and_zero():
    assert "raised ZeroDivisionError" in check_heuristic(lambda b: 1 / 0).message
    assert "must return a finite number" in check_heuristic(lambda b: math.inf).message
    zero = check_heuristic(lambda b: 0)
    assert zero.ok and "always 0" in zero.message


def test_heuristic_with_goal_argument_and_snail_goal():
    check = check_heuristic(lambda b, goal: b.manhattan(goal), goal="snail")
    assert check.ok
    wrong_goal = check_heuristic(lambda b: b.manhattan(), goal="snail")  # ignores the goal it was given
    assert not wrong_goal.ok


# ----------------------------------------------------------------------------- lesson 1
def test_ant_walks():
    ant = ant_problem()
    assert depth_first_path(ant, "URDL") == [(0, 1), (0, 2), (1, 2), (2, 2), (2, 1)]  # 2-3-6-9-8
    assert depth_first_path(ant, "ULDR") == [(0, 1), (0, 0), (1, 0), (2, 0), (2, 1)]  # 2-1-4-7-8
    assert greedy_walk(ant) == [(0, 1), (1, 1), (2, 1)]  # 2-5-8


def test_grid_path():
    ant = ant_problem()
    assert check_grid_path(ant, [2, 5, 8]).ok and check_grid_path(ant, [5, 8]).ok and check_grid_path(ant, "DD").ok
    assert check_grid_path(ant, "2-5-8").ok and check_grid_path(ant, [(0, 1), (1, 1), (2, 1)]).ok
    long = check_grid_path(ant, [2, 3, 6, 9, 8])
    assert not long.ok and "but 2 steps are enough" in long.message
    assert check_grid_path(ant, [2, 3, 6, 9, 8], optimal=False).ok
    assert "jumps" in check_grid_path(ant, [2, 8]).message
    assert "off the grid" in check_grid_path(ant, "DDD").message
    assert "not at the food" in check_grid_path(ant, "D").message
    walled = GridProblem.parse("S # .\n. # .\n. . G")
    assert "wall" in check_grid_path(walled, "RDD").message
    assert check_grid_path(walled, "DDRR").ok


def test_greedy_trap():
    trap = check_greedy_trap(POCKET)
    assert trap.ok and trap.details["bfs_length"] == solve(GridProblem.parse(POCKET), method="bfs").length
    assert not check_greedy_trap(ant_problem()).ok
    sealed = check_greedy_trap("S # G")
    assert not sealed.ok and "no path" in sealed.message


# ----------------------------------------------------------------------------- lessons 2-4
def test_positions():
    board = "1 2 0 / 8 4 3 / 5 6 7"
    assert check_positions(board, [2, 0, 1, 5, 4, 6, 7, 8, 3]).ok
    wrong = check_positions(board, [2, 0, 1, 5, 4, 6, 7, 8, 4])
    assert not wrong.ok and "entry 8" in wrong.message
    swapped = check_positions(board, [1, 2, 0, 8, 4, 3, 5, 6, 7])  # wrote the tiles, not their cells
    assert "WHERE" in swapped.hint
    assert "needs 9 numbers" in check_positions(board, [2, 0, 1]).message


def test_state_count():
    assert check_state_count(3, 3, 181_440).ok and check_state_count(4, 4, math.factorial(16) // 2).ok
    document = check_state_count(4, 4, 20_922_789_888_000)
    assert not document.ok and "every arrangement" in document.message
    assert not check_state_count(3, 3, 1000).ok


def test_inversions_against_the_documents_example():
    board = "7 4 3 / 0 5 8 / 6 2 1"
    assert check_inversions(board, 19).ok
    assert check_inversions(Board.parse(board).move("U"), 17).ok  # tile 7 slides down
    assert not check_inversions(board, 18).ok
    assert inversions(Board.parse(board).swap_cells(0, 1)) == 18


def test_solvability_rule():
    def rule(b):
        inv = inversions(b)
        return inv % 2 == 0 if b.cols % 2 else (inv + b.rows - 1 - b.blank_pos[0]) % 2 == 0

    right = check_solvability_rule(rule)
    assert right.ok and right.details["checked"] == 24 + 720 + 720 + 40_320 + 362_880
    odd_only = check_solvability_rule(lambda b: inversions(b) % 2 == 0)
    assert not odd_only.ok and "blank's row" in odd_only.hint
    assert "raised" in check_solvability_rule(lambda b: b.nonexistent).message


def test_distance():
    assert check_distance(DOC_START, 5, goal="snail").ok
    few, many = check_distance(DOC_START, 4, goal="snail"), check_distance(DOC_START, 7, goal="snail")
    assert not few and not many
    for verdict in (few, many):  # no direction: halving the interval between two replies finds nothing
        text = (verdict.message + verdict.hint).lower()
        assert not any(word in text for word in ("too few", "too many", "shorter solution exists", "that short"))
    assert not check_distance("2 1 3 / 4 5 6 / 7 8 0", 3).ok
    assert "expected a whole number of moves, got None" in check_distance(DOC_START, None, goal="snail").message


def _textbook_bfs(start, goal):
    parent, queue = {start: None}, deque([start])
    while queue:
        board = queue.popleft()
        if board == goal:
            return _path(parent, board)
        for move, nxt in board.neighbors():
            if nxt not in parent:
                parent[nxt] = (board, move)
                queue.append(nxt)
    return None


def _depth_first(start, goal):
    parent, stack = {start: None}, [start]
    while stack:
        board = stack.pop()
        if board == goal:
            return _path(parent, board)
        for move, nxt in board.neighbors():
            if nxt not in parent:
                parent[nxt] = (board, move)
                stack.append(nxt)
    return None


def _path(parent, board):
    moves = []
    while parent[board] is not None:
        board, move = parent[board]
        moves.append(move)
    return moves[::-1]


def test_check_bfs():
    right = check_bfs(_textbook_bfs)
    assert right.ok and right.details["passed"] == 22 + 15
    too_long = check_bfs(_depth_first)
    assert not too_long.ok and "shortest solution takes" in too_long.message
    reversed_moves = check_bfs(lambda s, g: _textbook_bfs(s, g)[::-1])
    assert not reversed_moves.ok and "reverse order" in reversed_moves.hint
    child_to_parent = check_bfs(lambda s, g: [OPPOSITE[m] for m in _textbook_bfs(s, g)[::-1]])
    assert "points from a board back to its parent" in child_to_parent.hint
    assert "returned None" in check_bfs(lambda s, g: None).message
    assert "no moves" in check_bfs(lambda s, g: []).hint
    assert "raised KeyError" in check_bfs(lambda s, g: {}[s]).message


# ----------------------------------------------------------------------------- the teacher's answers
SOLUTIONS = sorted((Path(__file__).resolve().parent.parent / "solutions").glob("*_solutions.py"))


@pytest.mark.parametrize("path", SOLUTIONS, ids=[p.name for p in SOLUTIONS])
def test_teachers_answers_pass_their_self_checks(path, capsys):
    """Every solutions/NN_*_solutions.py runs its answers through the notebook's checks (they assert .ok)."""
    namespace = runpy.run_path(str(path))
    if "main" in namespace:
        namespace["main"]()
    assert "Not yet" not in capsys.readouterr().out
