"""A lazy student against every checker of lesson 3 (shuffling).

The student runs the starters unedited, reads the Summary, help() and the replies, pastes what the
package computes, guesses at random or tries every answer in turn, and lets a shuffle's randomness come
from anywhere but the die. None of it may pass, and no reply, docstring or Summary may hold an answer.
Where it is cheap, a deliberately weak variant shows that the test would catch the weakness.

(Section 3 measures the package's Fisher-Yates without showing its code; the code, and the article's
slip, are in "Going further", after the Summary, so that no cell right below Your turn 2 hands in the
answer. The tests check that, and that nothing before the exercise, no help() of what the lesson imports,
and nothing the checker says or its source shows gives the shuffle or the counts away.)
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from fractions import Fraction

import pytest
from lazy_tools import DIRECTION_WORDS, checker_texts, lesson_text, notebook, reply, run_lesson, summary_text

from puzzlelib import Board, fisher_yates, naive_swap_shuffle
from puzzlelib.exercises import check_fair_shuffle, check_sort_chance, check_swap_runs, verdicts
from puzzlelib.shuffle import sort_shuffle

STEM = "03_shuffling"
RUNS_3X3 = 9**9
CHANCE_4X4 = Fraction(1, 2**14)


@pytest.fixture(scope="module")
def lesson():
    return run_lesson(STEM)


@pytest.fixture(autouse=True)
def fresh_session():
    """Each test is a student in a fresh kernel: no wrong answers counted yet."""
    verdicts.forget_guesses()


def _fisher_yates(tiles, die):
    for i in range(len(tiles) - 1, 0, -1):
        j = die(i + 1)
        tiles[i], tiles[j] = tiles[j], tiles[i]
    return tiles


# ----------------------------------------------------------------------------- the starters and the texts
def test_every_starter_as_stored_is_not_yet_and_its_reply_holds_no_answer(lesson):
    checks = [check for _, check in lesson["checks"]]
    assert len(checks) == 3 and not any(checks)
    runs, shuffle, chance = checks
    assert "387,420,489" not in reply(runs) and "387420489" not in reply(runs) and "9**9" not in reply(runs)
    assert "i + 1" not in reply(shuffle) and "n!" not in reply(shuffle)
    assert "16384" not in reply(chance) and "16,384" not in reply(chance) and "2**14" not in reply(chance)


def test_the_summary_help_and_the_lesson_before_the_answers_hold_none():
    summary = summary_text(STEM)
    for answer in ("387", "9**9", "16384", "16,384", "2**14", "1/128", "randrange(i + 1)", "die(i + 1)"):
        assert answer not in summary
    text = lesson_text(STEM)
    assert "16384" not in text and "16,384" not in text and "387,420,489" not in text and "1/128" not in text
    for checker in (check_swap_runs, check_fair_shuffle, check_sort_chance):
        help_text = checker_texts(checker)
        for answer in ("387", "16384", "2**", "die(i + 1)", "i + 1", "1/128"):
            assert answer not in help_text, (checker.__name__, answer)


# ----------------------------------------------------------------------------- Your turn 1: the runs
def test_swap_runs_replies_do_not_point_the_way():
    low, high = check_swap_runs(3, 3, RUNS_3X3 // 2), check_swap_runs(3, 3, RUNS_3X3 * 2)
    assert not low and not high and low.hint == high.hint
    assert low.message.replace(f"{RUNS_3X3 // 2:,}", "N") == high.message.replace(f"{RUNS_3X3 * 2:,}", "N")
    assert not DIRECTION_WORDS.search(reply(low))


def test_swap_runs_package_numbers_and_random_guesses_do_not_pass():
    pasted = [math.factorial(9), 9 * 9, 2**9, 9**8, len({naive_swap_shuffle(seed=s) for s in range(200)})]
    assert not any(check_swap_runs(3, 3, number) for number in pasted)
    verdicts.forget_guesses()
    rng = random.Random(3)
    assert not any(check_swap_runs(3, 3, rng.randrange(1, 10**10)) for _ in range(5000))


# ----------------------------------------------------------------------------- Your turn 2: the fair shuffle
def test_fair_shuffle_package_and_library_shuffles_do_not_pass():
    tries = [
        lambda tiles, die: random.sample(tiles, len(tiles)),  # the standard library, not the die
        lambda tiles, die: random.Random(die(24)).sample(tiles, len(tiles)),  # 24 seeds are not 24 arrangements
        lambda tiles, die: list(fisher_yates(seed=die(10**6), rows=2, cols=2).tiles),  # too many runs
        lambda tiles, die: list(naive_swap_shuffle(seed=die(720), rows=2, cols=3).tiles),
        lambda tiles, die: sorted(tiles, key=lambda _: die(len(tiles))),  # random keys tie
        lambda tiles, die: tiles,  # the unshuffled starter board
    ]
    for shuffle in tries:
        assert not check_fair_shuffle(shuffle)


def test_fair_shuffle_edits_of_the_starter_pass_only_when_they_are_fisher_yates():
    """Every small edit of the starter's one pick (where the picks start, extra sides on the die, the
    direction of the loop): only picks from the cells not yet filled, with a fair die, pass."""
    passed = set()
    for low, extra, forwards in itertools.product((0, 1), (0, 1, 2), (True, False)):

        def edited(tiles, die, low=low, extra=extra, forwards=forwards):
            n = len(tiles)
            for i in range(n) if forwards else range(n - 1, -1, -1):
                k = low * i + die(n - low * i + extra) % (n - low * i)
                tiles[i], tiles[k] = tiles[k], tiles[i]
            return tiles

        if check_fair_shuffle(edited):
            passed.add((low, extra, forwards))
    assert passed == {(1, 0, True), (1, 0, False)}


def test_fair_shuffle_exact_count_catches_what_sampling_misses():
    """The weak variant: a check that samples 24,000 shuffles passes a shuffle biased once in 1,000."""

    def almost_fair(tiles, die):
        return tiles if die(1000) == 0 else _fisher_yates(tiles, die)

    def sampled_check(shuffle) -> bool:
        rng = random.Random(0)
        counts = Counter(tuple(shuffle([1, 2, 3, 0], lambda k: rng.randrange(k))) for _ in range(24_000))
        return len(counts) == 24 and all(850 < c < 1150 for c in counts.values())

    assert sampled_check(almost_fair)
    assert not check_fair_shuffle(almost_fair)


# ----------------------------------------------------------------------------- Your turn 3: the sort's chance
def test_sort_chance_measured_values_do_not_pass():
    """Measuring the sort's 4 x 4 chance gives a close number, never the exact one the task asks for."""
    shuffles = 60_000
    in_order = sum(sort_shuffle(seed=s, rows=4, cols=4, solvable=False) == Board.goal(4, 4) for s in range(shuffles))
    for answer in (in_order / shuffles, f"{in_order}/{shuffles}", 1 / 16000, 0.00006, 1 / 16500):
        assert not check_sort_chance(4, 4, answer)


def test_sort_chance_replies_do_not_point_the_way():
    low, high = check_sort_chance(4, 4, CHANCE_4X4 / 3), check_sort_chance(4, 4, CHANCE_4X4 * 3)
    assert low.message == high.message and low.hint == high.hint
    assert not DIRECTION_WORDS.search(reply(low))


def _try_powers(checker) -> int | None:
    """A loop over 1/2, 1/3, 1/4, ...: the try that passed, or None."""
    for n, k in enumerate(itertools.count(2), start=1):
        if checker(4, 4, Fraction(1, k)):
            return n
        if k > 40_000:
            return None


def test_sort_chance_cannot_be_found_by_trying_every_fraction():
    assert _try_powers(check_sort_chance) is None


def test_sort_chance_loop_would_win_without_the_guess_limit(monkeypatch):
    monkeypatch.setattr(verdicts, "GUESS_LIMIT", 10**9)
    assert _try_powers(check_sort_chance) == 2**14 - 1


# ----------------------------------------------------------------------------- closed after the cold read
def test_sort_chance_smaller_boards_are_not_judged():
    """Each board size had its own guesses and a Right reply printed the value: 2 x 2, 2 x 3, 3 x 3 ... gave
    1/2, 1/16, 1/128, and the pattern for 4 x 4."""
    for rows, cols in ((2, 2), (1, 3), (2, 3), (2, 4), (3, 3), (3, 4)):
        tiles = rows * cols - 1
        verdict = check_sort_chance(rows, cols, Fraction(1, 2 ** (tiles - 1)))
        assert not verdict and "1/" not in reply(verdict)


def test_sort_chance_the_package_docstring_does_not_give_the_chance():
    """help(sort_shuffle) said "moves k cells with probability 1/2**(k+1)" and "once in 128 shuffles"."""
    import pydoc

    text = pydoc.render_doc(sort_shuffle, renderer=pydoc.plaintext)
    for answer in ("128", "1/2**", "2**(", "probability", "16384", "16,384"):
        assert answer not in text, answer


def test_counts_and_chances_written_as_text_are_read():
    assert check_swap_runs(3, 3, "387420489") and check_swap_runs(3, 3, "387,420,489")
    for text in ("1/2**14", "2^-14", "2**-14", "1/2^14", "1 in 16384", "1/16384"):
        verdicts.forget_guesses()
        assert check_sort_chance(4, 4, text), text
    assert not check_sort_chance(4, 4, "__import__('os').getpid()")



# ----------------------------------------------------------------------------- closed after the second cold read
def _lesson_proper_code_after(marker: str) -> list[str]:
    """The code cells after the first one holding ``marker``, up to the Summary (the lesson proper)."""
    cells = notebook(STEM).cells
    start = next(i for i, c in enumerate(cells) if c.cell_type == "code" and marker in c.source)
    end = next(i for i, c in enumerate(cells) if c.cell_type == "markdown" and "## Summary" in c.source)
    return [c.source for c in cells[start + 1:end] if c.cell_type == "code"]


def test_no_shuffle_is_shown_right_below_the_design_exercise():
    """Section 3 showed fisher_yates_shuffle in the cell after Your turn 2: pasted with the die, it passed."""
    after = _lesson_proper_code_after("check_fair_shuffle(")
    assert not any("def " in source or "randrange(" in source for source in after)


def _imports_before(marker: str) -> str:
    cells = notebook(STEM).cells
    end = next(i for i, c in enumerate(cells) if c.cell_type == "code" and marker in c.source)
    return "\n".join(c.source for c in cells[:end] if c.cell_type == "code")


def test_the_lesson_imports_no_answer_before_its_exercises():
    """help(naive_swap_distribution) and help(fisher_yates), imported in the first cell, gave n**n and the
    algorithm; neither is imported before the exercise it would answer."""
    assert "naive_swap_distribution" not in _imports_before("check_swap_runs(")
    assert "fisher_yates" not in _imports_before("check_fair_shuffle(")


def test_help_of_the_shuffles_gives_neither_the_count_nor_the_algorithm():
    import pydoc

    from puzzlelib.shuffle import naive_swap_distribution

    for function in (naive_swap_shuffle, naive_swap_distribution, fisher_yates):
        text = pydoc.render_doc(function, renderer=pydoc.plaintext)
        for answer in ("n**n", "n ** n", "0..i", "last cell down", "i + 1", "i+1"):
            assert answer not in text, (function.__name__, answer)
    try:
        naive_swap_distribution(3, 4)
    except Exception as error:  # noqa: BLE001 - the message a student reads
        assert "n**n" not in str(error)


def _source_as_jupyter_shows(checker) -> str:
    import inspect

    # a check shows the shared wrapper (whose **kwargs is no answer); a helper shows its own code
    return inspect.getsource(inspect.unwrap(checker)).replace("**kwargs", "")


def test_checker_sources_spell_no_answer():
    """check_swap_runs?? showed "truth = n**n", check_sort_chance?? "Fraction(1, 2 ** (tiles - 1))"."""
    assert "**" not in _source_as_jupyter_shows(check_swap_runs)
    chance = _source_as_jupyter_shows(check_sort_chance) + _source_as_jupyter_shows(
        __import__("puzzlelib.exercises.parity", fromlist=["_judge_sort_chance"])._judge_sort_chance)
    assert "2 **" not in chance and "2**" not in chance


def test_swap_runs_judges_only_the_lessons_board():
    """check_swap_runs(2, 2, 256), a number section 2 prints, gave a green Right."""
    for rows, cols in ((2, 2), (2, 3), (3, 2), (2, 4)):
        n = rows * cols
        assert not check_swap_runs(rows, cols, n**n)
    assert check_swap_runs(3, 3, RUNS_3X3)


def test_fair_shuffle_an_exactly_fair_rejection_sampler_is_not_called_wrong():
    """Rolling n cells and starting again until they differ is exactly fair; the check, which cannot follow a
    loop that may roll for ever, said "Not yet". It now says it could not decide."""

    def rejection(tiles, die):
        n = len(tiles)
        while True:
            picks = [die(n) for _ in range(n)]
            if len(set(picks)) == n:
                return [tiles[i] for i in picks]

    verdict = check_fair_shuffle(rejection)
    assert not verdict and not verdict.decided and "could not decide" in verdict.message


def test_sort_chance_a_thousands_comma_is_read():
    """"1/16,384", written with the comma the lesson itself uses, was refused as not a chance."""
    assert check_sort_chance(4, 4, "1/16,384")
