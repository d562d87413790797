"""Lesson 7's check (puzzlelib.exercises.comparing): the effective branching factor b*."""

from __future__ import annotations

import math

import pytest

from puzzlelib.exercises import check_branching_factor
from puzzlelib.result import effective_branching_factor


def test_branching_factor_rejects_junk_and_values_below_one():
    assert "less than 1" in check_branching_factor(52, 5, -2).message
    assert "expected a number" in check_branching_factor(52, 5, math.nan).message
    assert "expected a number" in check_branching_factor(52, 5, "1.9").message
    assert check_branching_factor(52, 5, 1.92)


@pytest.mark.parametrize(("generated", "depth"), [(52, 5), (1_000, 12), (3, 1), (100_000, 24)])
def test_branching_factor_accepts_the_root_of_the_tree_size_equation(generated, depth):
    truth = effective_branching_factor(generated, depth)
    assert sum(truth ** k for k in range(depth + 1)) == pytest.approx(generated + 1, rel=1e-6)
    assert check_branching_factor(generated, depth, round(truth, 3)).ok


def test_branching_factor_says_which_way_a_wrong_answer_is_off():
    low, high = check_branching_factor(1_000, 12, 1.2), check_branching_factor(1_000, 12, 2.0)
    assert not low.ok and "too small" in low.message
    assert not high.ok and "too large" in high.message
    assert "bisection" in low.hint


def test_branching_factor_rejects_non_numbers_and_depth_zero():
    assert not check_branching_factor(10, 5, "two").ok
    assert not check_branching_factor(10, 0, 1.0).ok


@pytest.mark.parametrize("answer", [1.5, 2.5, 52, 999_999.9, 10**6, 1e300])
@pytest.mark.parametrize(("generated", "depth"), [(10**300, 1_000), (10**15, 10**5), (10**6, 5_000)])
def test_large_answers_on_deep_trees_get_a_verdict_not_an_overflow(generated, depth, answer):
    verdict = check_branching_factor(generated, depth, answer)
    assert not verdict.ok and "too" in verdict.message
    assert len(verdict.message) < 300  # counts past 10^15 are written short
