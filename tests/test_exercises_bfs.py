"""Lesson 4's checks (puzzlelib.exercises.bfs): a distance, a student's own BFS, and an estimate of its work."""

from __future__ import annotations

from collections import deque

from puzzlelib import Board, solve
from puzzlelib.board import OPPOSITE
from puzzlelib.exercises import check_bfs, check_bfs_estimate, check_distance, verdicts

DOC_START = "1 3 4 / 8 2 5 / 7 0 6"  # 5 moves from the snail goal


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


def test_a_search_that_returns_a_number():
    verdict = check_bfs(lambda start, goal: 3)
    assert not verdict and "expected a list of moves, got int" in verdict.message


def test_bfs_estimate_within_a_factor_of_two_without_telling_the_count_first():
    board = Board.parse("1 0 2 / 3 4 5 / 7 8 6")
    truth = solve(board, method="bfs").nodes_expanded
    assert check_bfs_estimate(board, truth) and check_bfs_estimate(board, truth // 2 + 1)
    low, high = check_bfs_estimate(board, truth // 3), check_bfs_estimate(board, truth * 3)
    assert not low and not high and low.message.replace(f"{truth // 3:,}", "") \
        == high.message.replace(f"{truth * 3:,}", "")  # the same words either way: no direction to bisect on
    assert str(truth) not in low.message.replace(",", "") and str(truth) not in high.message.replace(",", "")
    assert "expected a whole number of boards, got None" in check_bfs_estimate(board, None).message


def test_distance():
    assert check_distance(DOC_START, 5, goal="snail").ok
    few, many = check_distance(DOC_START, 4, goal="snail"), check_distance(DOC_START, 7, goal="snail")
    assert not few and not many
    for verdict in (few, many):  # no direction: halving the interval between two replies finds nothing
        text = (verdict.message + verdict.hint).lower()
        assert not any(word in text for word in ("too few", "too many", "shorter solution exists", "that short"))
    assert not check_distance("2 1 3 / 4 5 6 / 7 8 0", 3).ok
    assert "expected a whole number of moves, got None" in check_distance(DOC_START, None, goal="snail").message


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


# ----------------------------------------------------------------------------- lesson 5: work and the early test
def test_bfs_work_is_the_levels_before_the_goal_and_the_goals_own_level():
    from puzzlelib import explore
    from puzzlelib.exercises import check_bfs_work

    verdicts.forget_guesses()
    board = Board.parse("1 2 3 / 4 6 5 / 8 0 7")  # 15 moves from the goal
    levels = explore(board, max_depth=15).level_sizes
    fewest, most = sum(levels[:15]), sum(levels[:16]) - 1
    assert check_bfs_work(board, fewest, most)
    assert not check_bfs_work(board, fewest + 1, most + 1)  # bfs returns as the goal comes out: not expanded
    assert not check_bfs_work(board, fewest - 1, most) and not check_bfs_work(board, fewest, most + 2)
    assert "goal's own level" in check_bfs_work(board, sum(levels), most).hint
    assert check_bfs_work(board, fewest, "8455") and check_bfs_work(board, f"{fewest:,}", most)  # text reads
    assert "expected a whole number of boards for most, got the text 'many'" in \
        check_bfs_work(board, fewest, "many").message
    assert "already the goal" in check_bfs_work(Board.goal(3, 3), 0, 0).message
    assert "up to 3 x 3" in check_bfs_work(Board.goal(4, 4), 1, 1).message


def test_early_goal_bfs_refuses_junk_and_crashes_with_a_sentence():
    from puzzlelib.exercises import check_early_goal_bfs

    assert "expected a function" in check_early_goal_bfs(42).message
    assert "raised ZeroDivisionError" in check_early_goal_bfs(lambda s, g: 1 / 0).message
    assert "already its goal" in check_early_goal_bfs(lambda s, g: None).message
