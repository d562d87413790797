"""Shuffles: reproducible with seeds, the naive swap's bias computed exactly, random_solvable uniform."""

import itertools
import random
from collections import Counter
from fractions import Fraction

import pytest
from scipy.stats import chisquare

from puzzlelib import (
    Board,
    InvalidBoardError,
    fisher_yates,
    is_solvable,
    naive_swap_distribution,
    naive_swap_shuffle,
    random_solvable,
    random_walk,
)
from puzzlelib.shuffle import random_moves


def test_seeds_make_shuffles_reproducible_and_leave_global_state_alone():
    random.seed(123)
    expected_next = random.random()
    random.seed(123)
    for fn in (lambda s: random_walk(30, s), lambda s: naive_swap_shuffle(s), lambda s: fisher_yates(s),
               lambda s: random_solvable(3, 3, s)):
        assert fn(7) == fn(7)
        assert fn(random.Random(7)) == fn(7)
    assert random.random() == expected_next


def test_random_walk_is_solvable_and_replays():
    for seed in range(50):
        moves = random_moves(40, seed, rows=4, cols=4)
        assert len(moves) == 40
        assert Board.goal(4, 4).apply(moves) == random_walk(40, seed, rows=4, cols=4)
        assert is_solvable(random_walk(40, seed, rows=4, cols=4))


def test_documents_walk_wastes_blocked_tries_and_barely_shuffles():
    """The documents' walk picks any of four directions and skips blocked ones: after 30 tries on 4x4,
    many tiles are still home."""
    home = []
    for seed in range(200):
        moves = random_moves(30, seed, rows=4, cols=4, ignore_blocked=True)
        assert len(moves) <= 30
        b = Board.goal(4, 4).apply(moves)
        home.append(15 - b.misplaced())
    assert sum(home) / len(home) > 5  # on average more than a third of the tiles never left home


def test_no_undo_walk_never_reverses():
    moves = random_moves(200, 1, rows=3, cols=3, no_undo=True)
    assert all({a, b} not in ({"U", "D"}, {"L", "R"}) for a, b in itertools.pairwise(moves))


def test_naive_swap_on_2x2_matches_the_documents_claim():
    """The documents say some 2x2 arrangements come up 87% more often. Exactly: 15/8, i.e. 87.5% more."""
    dist = naive_swap_distribution(2, 2)
    assert sum(dist.values()) == 1 and len(dist) == 24
    assert max(dist.values()) / min(dist.values()) == Fraction(15, 8)


def test_naive_swap_on_2x3_is_five_times_biased():
    """"Add a row and some come up five times as often": 159/32 = 4.97 on 2x3 (and on 3x2)."""
    for rows, cols in ((2, 3), (3, 2)):
        dist = naive_swap_distribution(rows, cols)
        assert len(dist) == 720 and sum(dist.values()) == 1
        assert max(dist.values()) / min(dist.values()) == Fraction(159, 32)


def test_naive_swap_distribution_matches_the_shuffle():
    """Sampling the real shuffle agrees with the exact distribution (chi-square, fixed seed)."""
    dist = naive_swap_distribution(2, 2)
    rng = random.Random(2026)
    draws = 48_000
    counts = Counter(naive_swap_shuffle(rng, 2, 2) for _ in range(draws))
    boards = sorted(dist)
    result = chisquare([counts[b] for b in boards], [float(dist[b]) * draws for b in boards])
    assert result.pvalue > 0.001


@pytest.mark.parametrize("n", [2.5, -1, "3", True, None])
def test_random_walk_needs_a_whole_number_of_moves(n):
    with pytest.raises(InvalidBoardError, match="whole number, 0 or more"):
        random_walk(n, seed=1)


def test_random_solvable_takes_a_layout_name():
    for seed in range(20):
        assert is_solvable(random_solvable(3, 3, seed, goal="snail"), Board.goal(3, 3, "snail"))


def test_naive_swap_distribution_refuses_big_boards():
    with pytest.raises(InvalidBoardError, match="too large"):
        naive_swap_distribution(4, 4)


def test_sattolo_slip_only_makes_single_cycles():
    """The documents' Fisher-Yates uses random * i (not i + 1): every result is one big cycle."""
    seen = set()
    for seed in range(3000):
        b = fisher_yates(seed, 2, 2, sattolo=True)
        perm = [b.tiles.index(t) for t in Board.goal(2, 2).tiles]
        cycle, i = 1, perm[0]
        while i != 0:
            i, cycle = perm[i], cycle + 1
        assert cycle == 4
        seen.add(b)
    assert len(seen) == 6  # (4-1)! single-cycle arrangements out of 24


def test_fisher_yates_reaches_everything():
    assert len({fisher_yates(s, 2, 2) for s in range(3000)}) == 24


def test_random_solvable_cannot_be_told_from_uniform_on_2x3():
    rng = random.Random(42)
    draws = 72_000
    counts = Counter(random_solvable(2, 3, rng) for _ in range(draws))
    assert all(is_solvable(b) for b in counts)
    assert len(counts) == 360
    result = chisquare(list(counts.values()))
    assert result.pvalue > 0.001, result


@pytest.mark.parametrize("layout", ["snail", "blank-first"])
def test_random_solvable_respects_the_goal(layout):
    goal = Board.goal(3, 3, layout)
    for seed in range(100):
        assert is_solvable(random_solvable(3, 3, seed, goal=goal), goal)


def test_sort_shuffle_keeps_tiles_near_home_and_retries_until_solvable():
    from puzzlelib.parity import is_solvable
    from puzzlelib.shuffle import sort_shuffle

    boards = [sort_shuffle(seed=s, solvable=False) for s in range(4000)]
    unchanged = sum(b.tiles[:-1] == tuple(range(1, 9)) for b in boards) / len(boards)
    assert 0.004 < unchanged < 0.012  # 1/128 = 0.0078, where a fair shuffle gives 1/40,320
    assert all(b.tiles[-1] == 0 for b in boards)
    assert all(is_solvable(sort_shuffle(seed=s)) for s in range(50))
    assert sort_shuffle(seed=3) == sort_shuffle(seed=3)
