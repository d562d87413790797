# Claims of lesson 12, checked in the lesson's own kernel after its last cell.
import itertools

import numpy as np

from puzzlelib import Board, is_solvable, row_by_row
from puzzlelib.exercises import check_last_row, check_move_growth, check_row_by_row_shortest

# Section 1: undoing is exactly the shuffle plus the walk home (right, then down), and it solves the board.
assert len(undo) == len(shuffle) + (4 - row) + (4 - col) and (row, col) != (4, 4)
assert same.start.apply(undo) == Board.goal(5, 5) and same.start.blank_pos == (4, 4)
assert list(same.moves) == undo

# Section 2: of the 24 last rows, 12 belong to solvable boards and 4 can be finished in place: 8 of 12 stuck.
rows_ = list(itertools.permutations((13, 14, 15, 0)))
solvable = [r for r in rows_ if is_solvable(Board(4, 4, tuple(range(1, 13)) + r))]
in_order = [r for r in rows_ if [t for t in r if t] == [13, 14, 15]]
assert len(solvable) == 12 and set(in_order) <= set(solvable) and len(solvable) - len(in_order) == 8
# The package's stages: rows and columns alternating, the last block last; each line home for good.
assert [s.name for s in stages] == ["start", "row 1", "column 1", "row 2", "column 2", "row 3", "last block"]
goal5 = Board.goal(5, 5)
for stage, cells in ((stages[1], range(5)), (stages[2], range(0, 25, 5))):
    assert all(b.tiles[c] == goal5.tiles[c] for b in human.path[stage.step:] for c in cells)

# Section 3: "a little over twice the shortest" on Korf's 100 (the median), every ratio at least 1.
assert len(ratios) == 100 and min(ratios) >= 1 and 2 < float(np.median(ratios)) < 2.5

# Section 4: moves / n**3 settles (within 2 to 3 from 4 x 4 on, changing by less than 0.15 per size over the
# last three sizes); twice the side, about eight times the moves (5 -> 10).
per_cube = [m / n**3 for n, m in zip(sizes, moves, strict=True)]
assert all(2 <= r <= 3 for r in per_cube)
assert all(abs(b - a) < 0.15 for a, b in zip(per_cube[-3:], per_cube[-2:], strict=False))
assert 6 <= moves[6] / moves[1] <= 10
assert big.seconds < 1  # "quick on any board"

# The starters as stored are not Right; the right answers are (see the solutions file).
assert not check_last_row(lambda row: False)
assert not check_move_growth(lambda n: 0)
assert not check_row_by_row_shortest(Board.goal(4, 4), min_moves=10, shape=(4, 4))
assert row_by_row(Board.goal(4, 4).apply("LLURRD" * 2)).length >= 10
