"""Claims of notebooks/04_parity.ipynb, checked in the lesson's kernel after its last cell."""
import math

from puzzlelib import is_solvable
from puzzlelib.parity import parity_number
from puzzlelib.shuffle import fisher_yates

# Title: 362,880 arrangements of a 3 x 3 board, exactly half reached.
assert math.factorial(9) == 362_880 and even * 2 == 362_880

# Section 1: the lesson's two loops agree with the package on the example and on a fair sample.
assert count_inversions(example) == inversions(example) == 19
sample = [fisher_yates(seed=s, rows=r, cols=c) for s in range(300) for r, c in ((3, 3), (4, 4), (2, 5))]
assert all(count_inversions(b) == inversions(b) for b in sample)
# 7 is read before six smaller tiles (4, 3, 5, 6, 2, 1), 4 before three (3, 2, 1).
order = [t for t in example.tiles if t]
assert [t for t in order[order.index(7) + 1:] if t < 7] == [4, 3, 5, 6, 2, 1]
assert [t for t in order[order.index(4) + 1:] if t < 4] == [3, 2, 1]


# Section 2: the three slides and the pairs the prose names.
def pairs(b):
    tiles = [t for t in b.tiles if t]
    return {(x, y) for i, x in enumerate(tiles) for y in tiles[i + 1:] if x > y}


down, up, side = after["7 slid down"], after["6 slid up"], after["5 slid left"]
assert [inversions(b) for b in after.values()] == [19, 17, 19, 19]
assert down.tiles_slid("D") == [7] and up.tiles_slid("U") == [6] and side.tiles_slid("L") == [5]
assert pairs(example) - pairs(down) == {(7, 4), (7, 3)} and pairs(down) <= pairs(example)
assert pairs(up) - pairs(example) == {(6, 5)} and pairs(example) - pairs(up) == {(8, 6)}
assert pairs(side) == pairs(example)
# Every slide of every arrangement: up or down changes the count by -2, 0 or +2, sideways by 0.
assert {c for (k, c) in changes if k == "up or down"} == {-2, 0, 2}
assert {c for (k, c) in changes if k == "sideways"} == {0}
assert sum(changes.values()) == sum(len(Board(3, 3, t).neighbors()) for t in permutations(range(9)))

# Section 3: 181,440 even arrangements, 181,440 reached, all the even ones among them.
assert even == even_reached == 181_440
# Johnson and Story (1879) cover every board of at least 2 x 2; the small shapes agree exhaustively.
for rows, cols in ((2, 2), (2, 3), (3, 2)):
    space = explore(Board.goal(rows, cols))
    assert all((Board(rows, cols, t) in space) == (parity_number(Board(rows, cols, t)) % 2 == 0)
               for t in permutations(range(rows * cols)))

# Section 4: on 2 x 4 a vertical slide changes the count by an odd number; the table shows both
# directions (blank in row 2: even count reached, odd never; row 1 the other way round).
for tiles in list(permutations(range(8)))[::97]:
    b = Board(2, 4, tiles)
    for move, moved in b.neighbors():
        change = inversions(moved) - inversions(b)
        assert (change % 2 == 1) if move in "UD" else change == 0
assert table == {(1, "even", False): 10_080, (1, "odd", True): 10_080,
                 (2, "even", True): 10_080, (2, "odd", False): 10_080}
famous_text = explain_solvability(famous)
assert "1 + 4 - 4 = 1 (odd)" in famous_text and "no sequence of slides" in famous_text
assert not is_solvable(famous)

# Your turn 2: 404,664 boards in the check.
assert sum(math.factorial(r * c) for r, c in ((2, 2), (2, 3), (3, 2), (2, 4), (3, 3))) == 404_664

# Going further: one swap changes the count by an odd number (every swap of every 2 x 3 arrangement),
# and the fix takes the example from 19 to 18.
for tiles in permutations(range(6)):
    b = Board(2, 3, tiles)
    cells = [i for i, t in enumerate(tiles) if t]
    assert all((inversions(b.swap_cells(i, j)) - inversions(b)) % 2 == 1
               for i in cells for j in cells if i < j)
assert inversions(fixed) == 18 and fixed == example.swap_cells(0, 1) and is_solvable(fixed)

# Going further: 360 boards, each exactly twice.
assert len(outcomes) == 360 and set(outcomes.values()) == {2}
assert all(is_solvable(b) for b in outcomes)

# The starters are not already right.
assert not check_slide_changes(my_changes)
assert not check_solvability_rule(lambda b: inversions(b) % 2 == 0)
