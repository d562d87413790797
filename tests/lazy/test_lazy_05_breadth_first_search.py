"""A lazy student against every checker of lesson 5 (breadth-first search).

The student runs the starters unedited, reads the Summary, help() and the replies, pastes the numbers the
lesson's own code and the package print, halves the interval between two replies, guesses at random, and
hands in the lesson's own BFS (or a call to ``solve``) where a BFS with the goal test moved is asked for.
None of it may pass, and no reply, docstring or Summary may hold an answer. Where it is cheap, a
deliberately weak variant shows that the attack would catch the weakness.
"""

from __future__ import annotations

import random
from collections import deque

import pytest
from lazy_tools import DIRECTION_WORDS, checker_texts, reply, run_lesson, summary_text

from puzzlelib import Board, explore, solve
from puzzlelib.exercises import check_bfs, check_bfs_work, check_distance, check_early_goal_bfs

STEM = "05_breadth_first_search"
FAR = Board.parse("1 2 3 / 4 6 5 / 8 0 7")  # Your turn 1's board, 15 moves from the goal
FEWEST, MOST = 5173, 8455
ANSWERS = ("5173", "5,173", "8455", "8,455", "8456", "8,456")


@pytest.fixture(scope="module")
def lesson():
    return run_lesson(STEM)


def _backtrace(parent, board):
    moves = []
    while parent[board] is not None:
        board, move = parent[board]
        moves.append(move)
    return moves[::-1]


def _bfs_goal_when_dequeued(start, goal):
    """The lesson's own bfs, as a student would paste it (only the moves returned)."""
    queue, parent = deque([start]), {start: None}
    while queue:
        board = queue.popleft()
        if board == goal:
            return _backtrace(parent, goal)
        for move, nxt in board.neighbors():
            if nxt not in parent:
                parent[nxt] = (board, move)
                queue.append(nxt)
    return None


def _bfs_goal_when_made(start, goal, shuffle_seed=None):
    if start == goal:
        return []
    queue, parent = deque([start]), {start: None}
    rng = random.Random(shuffle_seed)
    while queue:
        board = queue.popleft()
        neighbours = board.neighbors()
        if shuffle_seed is not None:
            rng.shuffle(neighbours)
        for move, nxt in neighbours:
            if nxt not in parent:
                parent[nxt] = (board, move)
                if nxt == goal:
                    return _backtrace(parent, goal)
                queue.append(nxt)
    return None


# ----------------------------------------------------------------------------- the starters and the texts
def test_every_starter_as_stored_is_not_yet_and_its_reply_holds_no_answer(lesson):
    checks = [check for _, check in lesson["checks"]]
    assert len(checks) == 2 and not any(checks)
    for check in checks:
        assert not any(answer in reply(check) for answer in ANSWERS)


def test_the_summary_and_help_hold_no_answer():
    summary = summary_text(STEM)
    assert not any(answer in summary for answer in ANSWERS)
    assert "if nxt == goal" not in summary
    for checker in (check_bfs_work, check_early_goal_bfs, check_distance, check_bfs):
        text = checker_texts(checker)
        assert not any(answer in text for answer in ANSWERS), checker.__name__
        assert "nxt == goal" not in text and "popleft" not in text


def test_the_lesson_prints_the_work_of_other_searches_never_the_bounds(lesson):
    namespace = lesson["namespace"]
    levels = namespace["levels"]
    assert sum(levels[:15]) == FEWEST and sum(levels[:16]) - 1 == MOST  # the idea, applied to the printed list
    printed = {namespace["expanded"], namespace["result"].nodes_expanded, len(namespace["level"]), sum(levels)}
    assert FEWEST not in printed and MOST not in printed


# ----------------------------------------------------------------------------- Your turn 1: the work
def test_work_package_and_lesson_numbers_do_not_pass():
    levels = explore(FAR, max_depth=15).level_sizes
    package = solve(FAR, method="bfs").nodes_expanded
    lessons = 6896  # what the lesson's bfs expands here with its order of moves
    pasted = [(package, lessons), (lessons, lessons), (package, sum(levels)), (sum(levels), sum(levels)),
              (levels[15], sum(levels)), (4**15, 4**15), (sum(levels[:14]), sum(levels[:15]))]
    for fewest, most in pasted:
        assert not check_bfs_work(FAR, fewest, most), (fewest, most)


def test_work_replies_do_not_point_the_way():
    low, high = check_bfs_work(FAR, FEWEST - 700, MOST), check_bfs_work(FAR, FEWEST + 700, MOST)
    assert not low and not high and low.hint == high.hint
    assert low.message.replace(f"{FEWEST - 700:,}", "N") == high.message.replace(f"{FEWEST + 700:,}", "N")
    assert not DIRECTION_WORDS.search(reply(low)) and not DIRECTION_WORDS.search(reply(high))


def test_work_random_guesses_rarely_pass():
    rng = random.Random(5)
    trials = 3000
    passes = sum(bool(check_bfs_work(FAR, rng.randrange(1000, 10_000), rng.randrange(1000, 20_000)))
                 for _ in range(trials))
    assert passes < trials / 200


def test_a_reply_that_points_the_way_would_be_caught():
    """The weak variant: the old estimate check said "too low" and "too high"."""
    assert DIRECTION_WORDS.search("2,500 is too low: BFS expands more than 2 times that many boards here")


# ----------------------------------------------------------------------------- Your turn 2: the early test
def test_the_lessons_own_bfs_does_not_pass():
    verdict = check_early_goal_bfs(_bfs_goal_when_dequeued)
    assert not verdict and "leaves the queue" in verdict.message


def test_calling_the_package_does_not_pass():
    def by_solve(start, goal):
        return solve(start, goal=goal, method="bfs").moves

    def by_solve_with_a_show_of_work(start, goal):
        start.neighbors()
        for _, nxt in start.neighbors():
            nxt.neighbors()
        return solve(start, goal=goal, method="astar").moves

    assert not check_early_goal_bfs(by_solve)
    assert not check_early_goal_bfs(by_solve_with_a_show_of_work)


def test_the_old_check_let_the_lessons_own_bfs_pass():
    """The weak variant: a check that only replays the answers cannot tell where the goal was tested."""
    assert check_bfs(_bfs_goal_when_dequeued)
    assert check_bfs(lambda start, goal: solve(start, goal=goal, method="astar").moves)


def test_an_early_test_passes_whatever_the_order_of_moves():
    assert check_early_goal_bfs(_bfs_goal_when_made)
    for seed in range(3):
        assert check_early_goal_bfs(lambda s, g, seed=seed: _bfs_goal_when_made(s, g, seed)), seed


def test_an_early_test_that_forgets_the_start_is_named():
    def no_start_test(start, goal):
        if start == goal:
            return None
        return _bfs_goal_when_made(start, goal)

    verdict = check_early_goal_bfs(no_start_test)
    assert not verdict and "start" in verdict.hint


def test_a_depth_first_search_is_not_breadth_first():
    def deepest_first(start, goal):
        if start == goal:
            return []
        stack, parent = [start], {start: None}
        while stack:
            board = stack.pop()
            for move, nxt in board.neighbors():
                if nxt not in parent:
                    parent[nxt] = (board, move)
                    if nxt == goal:
                        return _backtrace(parent, goal)
                    stack.append(nxt)
        return None

    assert not check_early_goal_bfs(deepest_first)
