"""A lazy student against lesson 8's two checks: the starter, random tries, the checker's replies, the
package's functions, the docstrings and the lesson's Summary."""

from __future__ import annotations

import random
import re
from pathlib import Path

import nbformat

from puzzlelib import Board, solve
from puzzlelib.exercises import check_boards_needed, check_close_trap, check_greedy_detour
from puzzlelib.shuffle import random_walk
from puzzlelib.statespace import distance_table

NOTEBOOK = Path(__file__).resolve().parents[2] / "notebooks" / "08_comparing_searches.ipynb"


def _cells():
    return nbformat.read(NOTEBOOK, as_version=4).cells


def _starter_values(name: str, *variables: str) -> list:
    source = next(c.source for c in _cells() if c.cell_type == "code" and f"{name}(" in c.source)
    namespace = {"Board": Board}
    exec(source.split(f"{name}(")[0], namespace)
    return [namespace[v] for v in variables]


def _summary() -> str:
    text = next(c.source for c in _cells() if c.cell_type == "markdown" and "## Summary" in c.source)
    return text.split("## Going further")[0]


def _truth_boards_needed() -> float:
    table = distance_table(3, 3)
    return 10 * table.reachable / int(table.histogram()[8])


# --------------------------------------------------------------------------- Your turn 1: boards needed
def test_boards_needed_starter_and_obvious_lookups_do_not_pass():
    (answer,) = _starter_values("check_boards_needed", "my_boards")
    assert not check_boards_needed(answer)
    table = distance_table(3, 3)
    histogram = table.histogram()
    lookups = [int(histogram[8]), table.reachable, 10 * int(histogram[8]), table.reachable / int(histogram[8]),
               12 * 31, 10 * 31, table.reachable // 10]
    assert not any(check_boards_needed(x) for x in lookups)


def test_boards_needed_replies_do_not_point_the_way():
    from puzzlelib.exercises.verdicts import forget_guesses

    truth = _truth_boards_needed()
    replies = set()
    for x in (1, truth / 2, truth * 0.97, truth * 1.03, truth * 2, 10**7):
        forget_guesses()  # each as a first answer: the wording, not the guess limit, is under test
        verdict = check_boards_needed(x)
        replies.add(verdict.message + verdict.hint)
    assert len(replies) == 1
    assert not re.search(r"\d{3}", replies.pop())


def test_boards_needed_random_and_grid_guesses_rarely_pass():
    rng = random.Random(5)
    guesses = [10 ** rng.uniform(1, 6) for _ in range(500)]
    assert sum(bool(check_boards_needed(g)) for g in guesses) <= 2
    # a student trying round numbers (500, 1,000, ... 100,000) does not land in the 0.5% window either
    assert not any(check_boards_needed(500 * k) for k in range(1, 201))


def test_boards_needed_accepts_the_count_and_explains_the_rounded_share():
    """Right from the counts (10 x 181,440 / 116), exact or to the board; the share the lesson prints
    (0.1%, rounded) gives 10,000, which is wrong, and the reply says the share is rounded."""
    assert check_boards_needed(_truth_boards_needed()) and check_boards_needed(round(_truth_boards_needed()))
    verdict = check_boards_needed(10 / 0.001)
    assert not verdict and "rounded" in verdict.message


def test_boards_needed_round_number_sweeps_do_not_pass():
    """Steps of 100, 50 or 25 never land in the window (15,600 passed a 0.5% window), and a sweep of
    any step is no longer judged after a few wrong answers."""
    from puzzlelib.exercises.verdicts import forget_guesses

    for step in (100, 50, 25):
        forget_guesses()
        near = [n for n in range(step, 40_000, step) if abs(n - _truth_boards_needed()) < 200]
        assert near and not any(check_boards_needed(n) for n in near), step
    forget_guesses()
    swept = [check_boards_needed(n) for n in range(15_000, 16_500, 10)]
    assert not any(swept) and not swept[-1].decided


def test_boards_needed_asks_only_the_lessons_question():
    """Another depth or count is another question: depth 1 with its round answer 907,200 is refused."""
    table = distance_table(3, 3)
    for depth, wanted in ((1, 10), (8, 1), (30, 10)):
        truth = wanted * table.reachable / int(table.histogram()[depth])
        verdict = check_boards_needed(truth, depth=depth, wanted=wanted)
        assert not verdict and "10 boards at depth 8" in verdict.message


def test_boards_needed_docstring_and_summary_hold_no_answer():
    truth = _truth_boards_needed()
    text = (check_boards_needed.__doc__ or "") + _summary()
    numbers = [float(n.replace(",", "")) for n in re.findall(r"\d[\d,]*\.?\d*", text)]
    assert not any(abs(n - truth) <= 0.01 * truth for n in numbers)
    # nor the method: help() must not say that a board lands at a depth with probability count / 181,440
    doc = (check_boards_needed.__doc__ or "").lower()
    assert "probability" not in doc and "181,440" not in doc and " / " not in doc


def test_a_tolerant_checker_would_be_passed_by_round_numbers():
    """The grid attack above can succeed: against a checker that accepted anything within 2x it does."""
    truth = _truth_boards_needed()
    assert any(truth / 2 <= 1000 * k <= truth * 2 for k in range(1, 101))


# --------------------------------------------------------------------------- Your turn 2: greedy's detour
def test_greedy_detour_starter_does_not_pass():
    board, move = _starter_values("check_greedy_detour", "my_board", "first_wrong_move")
    assert not check_greedy_detour(board, move)


def test_greedy_detour_random_walks_with_a_random_move_rarely_pass():
    """Blind trial: a random walk of 8 to 10 moves from the goal and a random move name. About one walk in 40
    gives a board that qualifies, and the move must still be named; together about one try in a hundred."""
    rng = random.Random(1)
    passed = boards_ok = 0
    tries = 600
    for seed in range(tries):
        board = random_walk(rng.choice((8, 9, 10)), seed=seed, no_undo=True)
        verdict = check_greedy_detour(board, rng.choice("UDLR"))
        passed += bool(verdict)
        boards_ok += "not greedy's first move" in verdict.message or bool(verdict)
    assert passed <= 0.015 * tries, passed
    assert boards_ok <= 0.04 * tries, boards_ok


def test_greedy_detour_other_checkers_docstrings_give_no_board_that_passes():
    """Boards printed in the checkers' help (this one's and lesson 6's trap checks) do not meet this task."""
    from puzzlelib.exercises import check_score_trap

    docs = (check_greedy_detour.__doc__ or "") + (check_close_trap.__doc__ or "") + (check_score_trap.__doc__ or "")
    for text in re.findall(r'"(\d[\d /]+\d)"', docs):
        board = Board.parse(text)
        assert not any(check_greedy_detour(board, m) for m in "UDLR"), text


def test_greedy_detour_reply_does_not_name_the_move():
    board = Board.parse("1 2 3 / 7 0 4 / 8 6 5")
    table = distance_table(3, 3)
    found = solve(board, method="greedy", heuristic="manhattan")
    path = board.path(found.moves)
    k = next(i for i in range(len(found.moves)) if table.distance(path[i + 1]) != table.distance(path[i]) - 1)
    right = found.moves[k]
    wrong = [m for m in "UDLR" if m != right]
    from puzzlelib.exercises.verdicts import forget_guesses

    replies = set()
    for m in wrong:  # each as a first wrong move (a second is no longer judged)
        forget_guesses()
        replies.add(check_greedy_detour(board, m).message)
    assert len(replies) == 1 and right not in re.sub(r"\b[UDLR]\b(?=,)", "", replies.pop())
    forget_guesses()
    assert check_greedy_detour(board, right) and check_greedy_detour(board, board.tile_moved(right))


def test_greedy_detour_refuses_junk_and_far_boards():
    for junk in (None, "north", 3.5, ["U"]):
        verdict = check_greedy_detour("1 2 3 / 7 0 4 / 8 6 5", junk)
        assert not verdict and verdict.message
    far = distance_table(3, 3).boards_at(20)[0]
    assert "20 moves" in check_greedy_detour(far, "U").message


def test_greedy_detour_letters_tried_in_turn_are_not_judged_after_one_wrong():
    """The package finds qualifying boards in a second; naming the move by trying the letters must not pass."""
    from puzzlelib import solve
    from puzzlelib.exercises.verdicts import forget_guesses
    from puzzlelib.statespace import distance_table

    table = distance_table(3, 3)
    hits = [b for d in range(6, 11) for b in table.boards_at(d)
            if solve(b, method="greedy", heuristic="manhattan").length - d >= 20][:6]
    assert hits
    passed_after_a_miss = 0
    for board in hits:
        forget_guesses()
        verdicts = [check_greedy_detour(board, m) for m in "UDLR"]
        first_right = next((i for i, v in enumerate(verdicts) if v.ok), None)
        passed_after_a_miss += first_right is not None and first_right > 0
    forget_guesses()
    assert passed_after_a_miss == 0


def _detour_move(board):
    """Greedy's first move off every shortest road on ``board`` (the rule, as the teacher knows it)."""
    table = distance_table(3, 3)
    found = solve(board, method="greedy", heuristic="manhattan")
    path = board.path(found.moves)
    k = next(i for i in range(len(found.moves)) if table.distance(path[i + 1]) != table.distance(path[i]) - 1)
    return found.moves[k], path[k].tile_moved(found.moves[k])


def test_greedy_detour_limits_cannot_be_loosened():
    """A board 22 moves away passes only if max_moves and min_wasted loosen the task; they cannot."""
    from puzzlelib.exercises.verdicts import forget_guesses

    board = distance_table(3, 3).boards_at(22)[5]
    move, _ = _detour_move(board)
    forget_guesses()
    verdict = check_greedy_detour(board, move, max_moves=31, min_wasted=1)
    assert not verdict and "at most 10" in verdict.message
    near = Board.parse("1 2 3 / 4 5 6 / 0 7 8")
    assert not check_greedy_detour(near, "R", min_wasted=0)  # a verdict, not a StopIteration


def test_greedy_detour_reads_the_tile_as_text_and_keeps_the_rule_out_of_help():
    from puzzlelib.exercises.verdicts import forget_guesses

    board = Board.parse("1 2 3 / 7 0 4 / 8 6 5")
    move, tile = _detour_move(board)
    forget_guesses()
    assert check_greedy_detour(board, str(tile)) and check_greedy_detour(board, f" {tile} ")
    doc = (check_greedy_detour.__doc__ or "").lower()
    assert "distance does not drop" not in doc and "true distance" not in doc


def test_boards_needed_reads_a_number_written_as_text():
    assert check_boards_needed("15641") and check_boards_needed("15,641") and check_boards_needed("15 641")
    assert not check_boards_needed("15,000") and not check_boards_needed("many")
