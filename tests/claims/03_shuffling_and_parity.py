"""Claims of notebooks/03_shuffling_and_parity.ipynb, checked in the lesson's kernel after its last cell."""
from fractions import Fraction

# Section 1: more than half of the 15 tiles stay home after 30 tries; about one after a fair shuffle.
assert walked_home > 15 / 2 and 0.5 < fair_home < 1.5
# ... because some tries bump into the edge (they make no slide) and slides often undo the one before.
from puzzlelib.shuffle import random_moves  # noqa: E402

tries = [random_moves(30, seed=s, rows=4, cols=4, ignore_blocked=True) for s in range(1000)]
assert sum(len(t) for t in tries) / len(tries) < 0.8 * 30
undone = sum(a + b in ("UD", "DU", "LR", "RL") for t in tries for a, b in zip(t, t[1:], strict=False))
assert undone / sum(len(t) - 1 for t in tries) > 0.2

# Section 2: 256 runs over 24 boards; 15/8 = 87.5% more often; "about five times" with a third row.
assert runs == 256 and arrangements == 24
assert high / low == Fraction(15, 8) and int(100 * (high / low - 1)) == 87
assert max(three_rows.values()) / min(three_rows.values()) == Fraction(159, 32)  # 4.97

# Section 3: tile 8 stays home in about half the shuffles (fair 1/8), almost never reaches the front;
# nothing moves once in about 130 shuffles (exactly 1/128 in theory).
assert 0.45 < where_8[7] / len(sorted_boards) < 0.55
assert where_8[0] / len(sorted_boards) < 0.02
assert 100 < 1 / unchanged < 170

# Section 4: all 24 boards, each near 1,000.
assert len(fy) == 24 and 850 < min(fy.values()) <= max(fy.values()) < 1150

# Section 5: the worked example and the pairs the prose names.
def pairs(b):
    order = [t for t in b.tiles if t]
    return {(x, y) for i, x in enumerate(order) for y in order[i + 1:] if x > y}


assert [inversions(b) for b in (example, down, up, swapped)] == [19, 17, 19, 18]
assert pairs(example) - pairs(down) == {(7, 4), (7, 3)} and pairs(down) <= pairs(example)
assert pairs(example) - pairs(up) == {(8, 6)} and pairs(up) - pairs(example) == {(6, 5)}
assert pairs(example) - pairs(swapped) == {(7, 4)} and pairs(swapped) <= pairs(example)
assert all(inversions(example.move(m)) == inversions(example) for m in example.moves() if m in "LR")

# Sections 6-7: vertical slides change the count by -2, 0 or 2 on width 3 and by an odd number on width 4.
for rows, cols, allowed in [(2, 3, {-2, 0, 2}), (2, 4, {-3, -1, 1, 3})]:
    for tiles in explore(Board.goal(rows, cols)).distances:
        b = Board(rows, cols, tiles)
        for move, nxt in b.neighbors():
            change = inversions(nxt) - inversions(b)
            assert change in (allowed if move in "UD" else {0}), (b, move)
assert agree == 40_320

# Section 8 and Going further: the fix makes the board solvable; the slip makes 6 boards with no tile home;
# the fix is exactly fair.
assert not is_solvable(unsolvable) and is_solvable(fixed)
assert len(slip) == 6 and all(all(t != g for t, g in zip(b.tiles, Board.goal(2, 2).tiles, strict=True)) for b in slip)
assert len(outcomes) == 360 and set(outcomes.values()) == {2}
assert home[0] == 15 and home[-1] < 2

# The starters are not already right.
assert not check_inversions(board, None) and not check_parity_counterexample(Board.goal(4, 4))
assert not check_solvability_rule(lambda b: inversions(b) % 2 == 0)
