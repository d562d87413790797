"""Claims of notebooks/03_shuffling.ipynb, checked in the lesson's kernel after its last cell."""
import math
from fractions import Fraction

from puzzlelib import random_walk
from puzzlelib.shuffle import random_moves

# Section 1: the lesson's random_slides is the article's shuffle and the package's ignore_blocked walk.
assert all(random_slides(n, random.Random(s)) == random_walk(n, seed=s, rows=4, cols=4, ignore_blocked=True)
           for s in range(50) for n in (0, 7, 30))
# Most tiles stay home after 30 tries (more than half of 15); a fair shuffle leaves about one.
assert home > 15 / 2 and 0.5 < fair_home < 1.5
assert f"{home:.1f}" == "8.1" and f"{fair_home:.1f}" == "1.0"
# The curve: 100 shuffles a point, 15 home at 0 tries, falling, still above the fair line at 400.
assert average[0] == 15 and all(a > fair_home for a in average) and average[-1] < 2
assert all(b <= a + 0.5 for a, b in zip(average, average[1:], strict=False))
# "Why so slow": wasted tries and slides that undo the one before are common.
moves = [random_moves(30, seed=s, rows=4, cols=4, ignore_blocked=True) for s in range(1000)]
assert sum(len(m) for m in moves) / 1000 < 0.8 * 30
assert sum(a + b in ("UD", "DU", "LR", "RL") for m in moves for a, b in zip(m, m[1:], strict=False)) \
    / sum(len(m) - 1 for m in moves) > 0.2

# Section 2: the lesson's swap_shuffle is the package's naive swap; 256 runs over 24 arrangements.
from puzzlelib import naive_swap_shuffle  # noqa: E402

assert all(swap_shuffle(Board.goal(3, 3).tiles, random.Random(s)) == list(naive_swap_shuffle(seed=s).tiles)
           for s in range(50))
assert 4**4 == 256 and math.factorial(4) == 24 and 256 % 24 != 0
counts_of_runs = list(runs.values())
assert max(counts_of_runs) == 15 and min(counts_of_runs) == 8 and counts_of_runs.count(8) == 2
assert counts_of_runs.count(15) == 1 and common[0] == ("21_3", 15) and sum(counts_of_runs) == 256
assert Fraction(15, 8) == Fraction(max(counts_of_runs), min(counts_of_runs)) and int(100 * (Fraction(15, 8) - 1)) == 87
# The lesson's count of every run is the package's exact distribution.
exact = naive_swap_distribution(2, 2)
assert {b.to_text("compact", blank="_"): c * 256 for b, c in exact.items()} == dict(runs)
assert max(three.values()) / min(three.values()) == Fraction(159, 32)  # 4.97: "about five times"

# Your turn 1: 362,880 arrangements of 3 x 3.
assert math.factorial(9) == 362_880

# Section 3: Fisher-Yates is the package's, one run per arrangement, 24 boards near 1,000 each.
assert all(fisher_yates_shuffle(Board.goal(3, 3).tiles, random.Random(s)) == list(fisher_yates(seed=s).tiles)
           for s in range(50))
assert len(counts) == 24 and (min(counts.values()), max(counts.values())) == (940, 1050)
# Sattolo: 6 boards of 24, none with a tile in its own cell (Going further).
assert len(slipped) == 6
assert all(all(t != g for t, g in zip(b.tiles, Board.goal(2, 2).tiles, strict=True)) for b in slipped)

# Going further: the lesson's sort_with_coin (insertion with a coin, as Chrome sorted short arrays before
# V8 7.0) is the package's sort_shuffle without retries; tile 8 stays home in about half the shuffles, 146 of
# 20,000 stay in order (about 1 in 137; exactly 1/128 in theory).
assert all(sort_with_coin(range(1, 9), random.Random(s)) + [0] == list(sort_shuffle(seed=s, solvable=False).tiles)
           for s in range(200))
assert 0.45 < where_8[7] / 20_000 < 0.55 and where_8[0] / 20_000 < 0.02
assert in_order == 146 and round(20_000 / in_order) == 137

# The starters are not already right.
assert not check_swap_runs(3, 3, 0)
assert not check_fair_shuffle(my_shuffle)
assert not check_sort_chance(4, 4, "1/1")
