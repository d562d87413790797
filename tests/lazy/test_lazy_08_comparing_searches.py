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
def _detour(board):
    """Greedy's road on ``board``: its moves, the tiles they slide, and the index of its first move that no
    shortest solution makes (the rule, as the teacher knows it)."""
    table = distance_table(3, 3)
    found = solve(board, method="greedy", heuristic="manhattan")
    path = board.path(found.moves)
    k = next(i for i in range(len(found.moves)) if table.distance(path[i + 1]) != table.distance(path[i]) - 1)
    return found.moves, [path[i].tile_moved(m) for i, m in enumerate(found.moves)], k


def _wasteful_boards():
    """Every board at most 10 moves away on which greedy wastes 20 moves or more: what the lesson's loop finds."""
    table = distance_table(3, 3)
    return [b for d in range(1, 11) for b in table.boards_at(d)
            if solve(b, method="greedy", heuristic="manhattan").length - d >= 20]


_QUALIFYING = Board.parse("1 2 3 / 8 7 4 / 0 6 5")  # greedy goes U, R, then D (tile 6) off every shortest road


def test_greedy_detour_starter_does_not_pass():
    board, tile = _starter_values("check_greedy_detour", "my_board", "wrong_tile")
    assert not check_greedy_detour(board, tile)


def test_greedy_detour_greedys_own_first_move_never_passes():
    """The shortcut a cold reader found: greedy's first move (its letter or its tile) passed on 31 of the 36
    boards the lesson's loop finds. The board must now start greedy along a shortest road, and the answer is
    a tile, so greedy's first move names a move a shortest solution makes: it passes on none."""
    from puzzlelib.exercises.verdicts import forget_guesses

    boards = _wasteful_boards()
    assert len(boards) == 36
    for board in boards:
        moves, tiles, _ = _detour(board)
        for answer in (moves[0], tiles[0], str(tiles[0])):
            forget_guesses()
            assert not check_greedy_detour(board, answer), (board.to_text(), answer)
    forget_guesses()


def test_greedy_detour_boards_that_leave_at_once_are_refused_and_the_rest_answerable():
    """Boards where greedy's very first move leaves every shortest road are refused with a reason (not as a
    wrong tile); on every other board the tile names one move of greedy's road, and that one passes."""
    from puzzlelib.exercises.verdicts import forget_guesses

    passing = 0
    for board in _wasteful_boards():
        _, tiles, k = _detour(board)
        forget_guesses()
        verdict = check_greedy_detour(board, tiles[k])
        if k == 0:
            assert not verdict and "very first move" in verdict.message
        else:
            assert tiles[k] not in tiles[:k] and verdict, board.to_text()
            passing += 1
    forget_guesses()
    assert passing == 10


def test_greedy_detour_a_right_tile_after_one_wrong_one_is_judged():
    """Exact verdicts: one wrong tile, then the right one, is Right (it was "no longer judged")."""
    from puzzlelib.exercises.verdicts import forget_guesses

    _, tiles, k = _detour(_QUALIFYING)
    forget_guesses()
    wrong = next(t for t in range(1, 9) if t != tiles[k])
    assert not check_greedy_detour(_QUALIFYING, wrong).ok
    right = check_greedy_detour(_QUALIFYING, tiles[k])
    assert right.ok and right.decided
    forget_guesses()


def test_greedy_detour_tiles_tried_in_turn_are_not_judged_after_two_wrong():
    """Trying the eight tiles one after another stops being judged after two wrong ones, on any board."""
    from puzzlelib.exercises.verdicts import forget_guesses

    forget_guesses()
    _, tiles, k = _detour(_QUALIFYING)
    verdicts = [check_greedy_detour(_QUALIFYING, t) for t in sorted(range(1, 9), key=lambda t: t == tiles[k])]
    assert not any(verdicts) and not verdicts[-1].decided
    forget_guesses()


def test_greedy_detour_random_walks_with_a_random_tile_rarely_pass():
    """Blind trial: a random walk of 8 to 10 moves from the goal and a random tile."""
    from puzzlelib.exercises.verdicts import forget_guesses

    rng = random.Random(1)
    passed = 0
    for seed in range(300):
        forget_guesses()
        board = random_walk(rng.choice((8, 9, 10)), seed=seed, no_undo=True)
        passed += bool(check_greedy_detour(board, rng.randint(1, 8)))
    forget_guesses()
    assert passed <= 3, passed


def test_greedy_detour_other_checkers_docstrings_give_no_board_that_passes():
    """Boards printed in the checkers' help (this one's and lesson 6's trap checks) do not meet this task."""
    from puzzlelib.exercises import check_score_trap

    docs = (check_greedy_detour.__doc__ or "") + (check_close_trap.__doc__ or "") + (check_score_trap.__doc__ or "")
    for text in re.findall(r'"(\d[\d /]+\d)"', docs):
        board = Board.parse(text)
        assert not any(check_greedy_detour(board, t) for t in range(1, 9)), text


def test_greedy_detour_reply_does_not_name_the_tile():
    from puzzlelib.exercises.verdicts import forget_guesses

    _, tiles, k = _detour(_QUALIFYING)
    replies = set()
    for t in range(1, 9):
        if t != tiles[k]:
            forget_guesses()
            replies.add(check_greedy_detour(_QUALIFYING, t).message)
    assert len(replies) == 1 and not re.search(r"\d", replies.pop())
    forget_guesses()


def test_greedy_detour_refuses_junk_letters_and_far_boards():
    from puzzlelib.exercises.verdicts import forget_guesses

    forget_guesses()
    for junk in (None, "north", 3.5, ["U"], 0, 9, "D"):
        verdict = check_greedy_detour(_QUALIFYING, junk)
        assert not verdict and verdict.message
    letter = check_greedy_detour(_QUALIFYING, "D")
    assert "tile" in letter.hint and "letter" in letter.hint
    _, tiles, k = _detour(_QUALIFYING)
    assert check_greedy_detour(_QUALIFYING, tiles[k])  # junk is not counted as a wrong tile
    far = distance_table(3, 3).boards_at(20)[0]
    assert "20 moves" in check_greedy_detour(far, 1).message
    forget_guesses()


def test_greedy_detour_limits_cannot_be_loosened():
    """A board 22 moves away passes only if max_moves and min_wasted loosen the task; they cannot."""
    from puzzlelib.exercises.verdicts import forget_guesses

    board = distance_table(3, 3).boards_at(22)[5]
    _, tiles, k = _detour(board)
    forget_guesses()
    verdict = check_greedy_detour(board, tiles[k], max_moves=31, min_wasted=1)
    assert not verdict and "at most 10" in verdict.message
    near = Board.parse("1 2 3 / 4 5 6 / 0 7 8")
    assert not check_greedy_detour(near, 7, min_wasted=0)  # a verdict, not a StopIteration


def test_greedy_detour_reads_the_tile_as_text_and_keeps_the_rule_out_of_help():
    from puzzlelib.exercises.verdicts import forget_guesses

    _, tiles, k = _detour(_QUALIFYING)
    forget_guesses()
    assert check_greedy_detour(_QUALIFYING, str(tiles[k])) and check_greedy_detour(_QUALIFYING, f" {tiles[k]} ")
    doc = (check_greedy_detour.__doc__ or "").lower()
    assert "distance does not drop" not in doc and "true distance" not in doc


def test_boards_needed_reads_a_number_written_as_text():
    assert check_boards_needed("15641") and check_boards_needed("15,641") and check_boards_needed("15 641")
    assert not check_boards_needed("15,000") and not check_boards_needed("many")


def test_boards_needed_reads_a_number_written_with_words():
    """"15641 boards" is a right answer in a reasonable form (it was refused with "not in quotes", though
    quoted numbers pass); text with several numbers is refused with a hint that fits it."""
    from puzzlelib.exercises.verdicts import forget_guesses

    forget_guesses()
    assert check_boards_needed("15641 boards") and check_boards_needed("about 15,641")
    several = check_boards_needed("depth 8: 15641")
    assert not several and "not in quotes" not in several.hint and "alone" in several.hint
    forget_guesses()


def test_boards_needed_the_printed_share_gets_the_rounding_hint():
    """The lesson prints depth 8's share to two figures (0.064%): 10 / 0.00064 = 15,625 is wrong, and the
    reply says the share is rounded, as it does for 0.1% and 0.06%."""
    from puzzlelib.exercises.verdicts import forget_guesses

    for share in (0.00064, 0.001, 0.0006):
        forget_guesses()
        verdict = check_boards_needed(10 / share)
        assert not verdict and "rounded" in verdict.message, share
    forget_guesses()
