"""The checks of lessons 3 and 4 (puzzlelib.exercises.parity): inversion counts, the changes one slide
makes, a student's solvability rule, a board on which the 3-wide rule is wrong; the runs of the swap
shuffle, a fair shuffle written with a die, and the chance that the sort with a coin changes nothing.

Each checker's truth is compared with an independent computation: exhaustive where the space is small,
exact counting of runs, or the package's own shuffles sampled."""

from __future__ import annotations

import numpy as np

from puzzlelib import Board, inversions
from puzzlelib.exercises import (
    check_fair_shuffle,
    check_inversions,
    check_parity_counterexample,
    check_slide_changes,
    check_solvability_rule,
    check_sort_chance,
    check_swap_runs,
)


def test_a_rule_that_returns_text_or_an_array():
    assert "expected True or False" in check_solvability_rule(lambda b: "yes").message
    assert "expected True or False" in check_solvability_rule(lambda b: np.array([True, False])).message


def test_parity_counterexample_needs_an_even_width_board_the_rule_misjudges():
    assert check_parity_counterexample("1 2 3 4 / 5 6 7 8 / 9 10 11 0 / 13 14 15 12")  # 3 inversions, solvable
    assert check_parity_counterexample("2 1 3 4 / 5 6 7 8 / 9 10 11 0 / 13 14 15 12")  # 4 inversions, unsolvable
    assert not check_parity_counterexample(Board.goal(4, 4))
    odd = check_parity_counterexample("1 2 3 / 4 5 6 / 8 7 0")
    assert not odd and "gets this 3 x 3 board right" in odd.message
    # the hint asks where the proof used the width; it never names the widths to try
    assert "width" in odd.hint and "even" not in odd.hint and "4" not in odd.hint


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
    assert right.ok and right.details["checked"] == 24 + 720 + 720 + 40_320 + 362_880 + 4 * 50  # + larger boards
    odd_only = check_solvability_rule(lambda b: inversions(b) % 2 == 0)
    assert not odd_only.ok and "blank's row" in odd_only.hint
    assert "raised" in check_solvability_rule(lambda b: b.nonexistent).message


def test_slide_changes_truth_is_every_vertical_slide_of_small_boards():
    """The checker's measured truth for widths 2, 3 and 4 is what every slide of every arrangement of a 2- or
    3-row board does."""
    from itertools import permutations

    from puzzlelib.exercises.truth import _measured_slide_changes

    for rows, cols in ((2, 2), (2, 3), (3, 2), (2, 4)):
        seen = set()
        for tiles in permutations(range(rows * cols)):
            board = Board(rows, cols, tiles)
            seen |= {inversions(board.move(m)) - inversions(board) for m in board.moves() if m in "UD"}
        assert _measured_slide_changes(cols) == seen, (rows, cols, seen)
    assert check_slide_changes(_measured_slide_changes(4)) and not check_slide_changes(_measured_slide_changes(3))


def test_slide_changes_reads_sets_lists_and_arrays_and_refuses_junk():
    assert check_slide_changes([3, 1, -1, -3]) and check_slide_changes(np.array([-3, -1, 1, 3]))
    assert "expected a set of whole numbers" in check_slide_changes("odd").message
    assert "holding float" in check_slide_changes({0.5}).message
    wrong = check_slide_changes({-2, 0, 2})
    assert not wrong and "board 3 wide" not in wrong.hint  # naming the width a set belongs to gave the pattern
    assert check_slide_changes("{-3, -1, 1, 3}")  # a set written as text


def test_swap_runs_is_n_to_the_n():
    from puzzlelib.shuffle import naive_swap_distribution

    for rows, cols in ((2, 2), (2, 3), (3, 2)):
        n = rows * cols
        chances = naive_swap_distribution(rows, cols)
        assert all((c * n**n).denominator == 1 for c in chances.values())  # every chance is runs / n**n
        other = check_swap_runs(rows, cols, n**n)  # only the lesson's 3 x 3 is judged: 2 x 2 is counted on screen
        assert not other and "board of the lesson" in other.message
    assert check_swap_runs(3, 3, 9**9) and not check_swap_runs(3, 3, 9**9 - 1)
    assert "arrangements" in check_swap_runs(3, 3, 362_880).hint


def _fisher_yates(tiles, die):
    for i in range(len(tiles) - 1, 0, -1):
        j = die(i + 1)
        tiles[i], tiles[j] = tiles[j], tiles[i]
    return tiles


def test_fair_shuffle_counts_every_run_exactly():
    assert check_fair_shuffle(_fisher_yates)

    def swap(tiles, die):
        for i in range(len(tiles)):
            k = die(len(tiles))
            tiles[i], tiles[k] = tiles[k], tiles[i]

    unfair = check_fair_shuffle(swap)  # shuffling in place and returning None is read too
    assert not unfair and "15/256" in unfair.message and unfair.details["runs"] == 256

    def sattolo(tiles, die):
        for i in range(len(tiles) - 1, 0, -1):
            j = die(i)
            tiles[i], tiles[j] = tiles[j], tiles[i]
        return tiles

    slipped = check_fair_shuffle(sattolo)
    assert not slipped and slipped.details["arrangements"] == 6

    def almost(tiles, die):  # Fisher-Yates, except one roll in 1,000 of a first die leaves the tiles as they are
        return tiles if die(1000) == 0 else _fisher_yates(tiles, die)

    assert not check_fair_shuffle(almost)


def test_fair_shuffle_refuses_randomness_from_elsewhere_and_bad_rolls():
    import random

    random.seed(1)  # two runs of the same rolls then differ at once (unseeded, 1 time in 24 they agree)
    outside = check_fair_shuffle(lambda tiles, die: random.sample(tiles, len(tiles)))
    assert not outside and "same rolls" in outside.message
    assert "cannot be rolled" in check_fair_shuffle(lambda tiles, die: [tiles[die(0)]] + tiles[1:]).message
    assert "same tiles" in check_fair_shuffle(lambda tiles, die: tiles[:2]).message
    assert "raised ZeroDivisionError" in check_fair_shuffle(lambda tiles, die: 1 / 0).message
    too_many = check_fair_shuffle(lambda tiles, die: _fisher_yates(tiles, die) if die(10**6) >= 0 else None)
    assert not too_many and not too_many.decided


def test_sort_chance_is_one_coin_per_compared_tile():
    from fractions import Fraction

    from puzzlelib.shuffle import sort_shuffle

    in_order = sum(sort_shuffle(seed=s, rows=2, cols=2, solvable=False) == Board.goal(2, 2)
                   for s in range(8000)) / 8000
    assert abs(in_order - 1 / 4) < 0.02  # 3 tiles: the 2nd and 3rd each compared once, 1/2 each
    from puzzlelib.exercises.parity import _judge_sort_chance

    assert _judge_sort_chance(2, 2, Fraction(1, 4)) and _judge_sort_chance(3, 3, Fraction(1, 128))
    assert not check_sort_chance(2, 2, "1/4")  # only the lesson's 4 x 4 is judged: smaller ones show the pattern
    assert check_sort_chance(4, 4, 1 / 16384) and check_sort_chance(4, 4, "1 in 16384")
    assert not check_sort_chance(4, 4, 1 / 16000) and not check_sort_chance(4, 4, "1/32768")
    assert "fair shuffle" in check_sort_chance(4, 4, "1/1307674368000").hint
    assert "between 0 and 1" in check_sort_chance(4, 4, 2).hint
    assert "expected a chance" in check_sort_chance(3, 3, "one in a hundred").message
