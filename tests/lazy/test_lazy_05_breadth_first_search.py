"""A lazy student against every checker of lesson 5 (breadth-first search).

The student runs the starters unedited, reads the Summary, help() and the replies, pastes the numbers the
lesson's own code and the package print, halves the interval between two replies, guesses at random, and
hands in the lesson's own BFS (or a call to ``solve``) where a BFS with the goal test moved is asked for.
None of it may pass, and no reply, docstring or Summary may hold an answer. Where it is cheap, a
deliberately weak variant shows that the attack would catch the weakness.
"""

from __future__ import annotations

import random
import re
from collections import deque

import pytest
from lazy_tools import DIRECTION_WORDS, checker_texts, reply, run_lesson, summary_text

from puzzlelib import Board, explore, solve
from puzzlelib.exercises import check_bfs, check_bfs_work, check_distance, check_early_goal_bfs, verdicts

STEM = "05_breadth_first_search"
FAR = Board.parse("1 2 3 / 4 6 5 / 8 0 7")  # Your turn 1's board, 15 moves from the goal
FEWEST, MOST = 5173, 8455
ANSWERS = ("5173", "5,173", "8455", "8,455")


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
    trials, passes = 3000, 0
    for _ in range(trials):
        verdicts.forget_guesses()  # each as a first try: the pass rate of random pairs, not of the limit
        passes += bool(check_bfs_work(FAR, rng.randrange(1000, 10_000), rng.randrange(1000, 20_000)))
    assert passes < trials / 200


def test_work_a_wrong_reply_holds_no_answer_in_its_details():
    verdicts.forget_guesses()
    for fewest, most in ((0, 0), (FEWEST, 0), (0, MOST), (FEWEST + 5, MOST + 5)):
        verdict = check_bfs_work(FAR, fewest, most)
        assert not verdict
        assert not {FEWEST, MOST, FEWEST + 1, MOST + 1} & set(verdict.details.values()), verdict.details
        shown = reply(verdict).replace(f"{fewest:,}", "N").replace(f"{most:,}", "N")
        assert not any(answer in shown for answer in ANSWERS), shown


def test_work_a_reply_does_not_say_which_answer_is_wrong():
    """With one answer right and the other wrong, the reply reads the same whichever it is (numbers aside),
    also when the wrong one is a number the lesson prints."""
    verdicts.forget_guesses()
    package = solve(FAR, method="bfs").nodes_expanded
    for wrong in (1234, package, 6896):
        fewest_wrong, most_wrong = check_bfs_work(FAR, wrong, MOST), check_bfs_work(FAR, FEWEST, wrong)
        assert not fewest_wrong and not most_wrong
        assert fewest_wrong.hint == most_wrong.hint
        assert "fewest" not in fewest_wrong.message and "most (" not in most_wrong.message
        other = check_bfs_work(FAR, wrong, wrong + 1)  # both wrong
        assert other.hint == fewest_wrong.hint, wrong


def test_work_searching_one_answer_at_a_time_finds_nothing():
    """The cold reader's attack: hold most wrong and search fewest on the reply's wording, then the other
    way round. Every reply to such a pair reads the same once the numbers are taken out, so nothing marks
    the right one."""
    def shape(verdict, *numbers):
        return re.sub(r"\d[\d,]*", "N", reply(verdict))

    seen = set()
    for n in range(FEWEST - 40, FEWEST + 40):
        verdicts.forget_guesses()
        seen.add(shape(check_bfs_work(FAR, n, 0), n, 0))
    for n in range(MOST - 40, MOST + 40):
        verdicts.forget_guesses()
        seen.add(shape(check_bfs_work(FAR, 0, n), 0, n))
    assert len(seen) == 1, seen


def test_work_trying_pair_after_pair_stops_being_judged():
    verdicts.forget_guesses()
    tried = [check_bfs_work(FAR, FEWEST, n) for n in range(MOST - 20, MOST)]
    assert not any(tried) and not tried[-1].decided
    assert not check_bfs_work(FAR, FEWEST, MOST)  # even the right pair, until the kernel restarts
    verdicts.forget_guesses()
    assert check_bfs_work(FAR, FEWEST, MOST)


def test_work_help_does_not_give_the_reasoning_away():
    text = checker_texts(check_bfs_work)
    for giveaway in ("comes out first", "comes out last", "all but the goal", "fewer than d moves",
                     "every board fewer than"):
        assert giveaway not in text, giveaway


def test_work_reads_counts_written_as_text():
    verdicts.forget_guesses()
    assert check_bfs_work(FAR, "5173", "8,455") and check_bfs_work(FAR, " 5,173 ", "8455")


def test_work_verdicts_are_exact():
    """The cold reader's finding: 5,174 and 8,456 (each truth + 1) passed, yet the lesson's bfs never counts
    the goal as expanded. Only the true bounds pass."""
    for fewest, most in ((FEWEST + 1, MOST + 1), (FEWEST + 1, MOST), (FEWEST, MOST + 1), (FEWEST - 1, MOST)):
        verdicts.forget_guesses()
        assert not check_bfs_work(FAR, fewest, most), (fewest, most)
    verdicts.forget_guesses()


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


def test_a_search_that_only_pretends_to_expand_does_not_pass():
    """The cold reader's attack: ask solve() for the moves, then expand the levels a real early test would
    expand (all boards up to d - 2 from the start), so the watched boards look right. The road it returns
    runs through a board on level d - 1 that it never expanded."""
    def pretends(start, goal):
        moves = solve(start, goal=goal, method="bfs").moves
        near = explore(start, max_depth=max(len(moves) - 2, 0)).distances
        for tiles in near:
            Board(start.rows, start.cols, tiles).neighbors()
        return moves

    verdict = check_early_goal_bfs(pretends)
    assert not verdict and "never expanded" in verdict.message


def test_the_lessons_own_bfs_handed_in_whole_is_told_to_return_only_its_moves():
    def lessons_bfs(start, goal):  # returns moves, levels and a count, as the lesson's bfs does
        return _bfs_goal_when_dequeued(start, goal), {start: 0}, 0

    def boards_not_moves(start, goal):
        return start.path(_bfs_goal_when_made(start, goal))

    for search in (lessons_bfs, boards_not_moves):
        verdict = check_early_goal_bfs(search)
        assert not verdict and "moves alone" in verdict.message and "test it before the loop" not in verdict.hint


def test_the_starter_is_the_lessons_bfs_and_is_told_where_it_tests(lesson):
    verdict = dict(lesson["checks"])[max(dict(lesson["checks"]))]
    assert "leaves the queue" in verdict.message


def test_the_starters_reply_does_not_answer_the_guiding_questions(lesson):
    """The cold reader's finding: the starter's hint said to test each neighbour before it joins the queue
    and to test the start first, the answers to Your turn 2's "what must move, and what must the start
    get?". The reply to the unedited starter, and to a search that tests no board early, names neither."""
    replies = [reply(dict(lesson["checks"])[max(dict(lesson["checks"]))]), reply(check_early_goal_bfs(_bfs_goal_when_dequeued))]
    for text in replies:
        for giveaway in ("joins the queue", "as soon as it is made", "before the loop", "the start itself",
                         "never made", "test each neighbour", "when it is made"):
            assert giveaway not in text, (giveaway, text)


def test_the_old_check_let_the_lessons_own_bfs_pass():
    """The weak variant: a check that only replays the answers cannot tell where the goal was tested."""
    assert check_bfs(_bfs_goal_when_dequeued)
    assert check_bfs(lambda start, goal: solve(start, goal=goal, method="astar").moves)


def test_an_early_test_passes_whatever_the_order_of_moves():
    assert check_early_goal_bfs(_bfs_goal_when_made)
    for seed in range(3):
        assert check_early_goal_bfs(lambda s, g, seed=seed: _bfs_goal_when_made(s, g, seed)), seed


def test_an_early_test_that_forgets_the_start_is_not_told_what_the_start_needs():
    """The cold reader's finding: a right early test that forgets the start was told "the start is never
    made as a neighbour, so test it before the loop", the answer to Your turn 2's "what must the start
    get?". The reply now shows the 0-move board and asks the student to follow the search on it."""
    def no_start_test(start, goal):  # the reader's search: the early test, nothing for the start
        queue, parent = deque([start]), {start: None}
        while queue:
            board = queue.popleft()
            for move, nxt in board.neighbors():
                if nxt not in parent:
                    parent[nxt] = (board, move)
                    if nxt == goal:
                        return _backtrace(parent, goal)
                    queue.append(nxt)
        return None

    verdict = check_early_goal_bfs(no_start_test)
    assert not verdict and verdict.board is not None and verdict.board == verdict.board.goal_of()
    for giveaway in ("before the loop", "never made", "test the start", "test it", "the start itself",
                     "start first", "at the start", "neighbour"):
        assert giveaway not in reply(verdict), (giveaway, reply(verdict))


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
