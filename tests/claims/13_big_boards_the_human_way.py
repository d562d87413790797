# Claims of lesson 13, checked in the lesson's own kernel after its last cell.
import itertools

import numpy as np

from puzzlelib import Board, is_solvable
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
# The package's stages: the start, rows and columns alternating, the last block last (seven on 5 x 5, as the
# figure says); each line home for good.
assert [s.name for s in stages] == ["start", "row 1", "column 1", "row 2", "column 2", "row 3", "last block"]
goal5 = Board.goal(5, 5)
for stage, cells in ((stages[1], range(5)), (stages[2], range(0, 25, 5))):
    assert all(b.tiles[c] == goal5.tiles[c] for b in human.path[stage.step:] for c in cells)

# Section 3 and the Summary: the median on Korf's 100 is "about 2.3 times the shortest", every ratio at least 1.
assert len(ratios) == 100 and min(ratios) >= 1 and 2.25 <= float(np.median(ratios)) < 2.35
# "Is it ever shortest on them?": no, the smallest ratio is well above 1.
assert min(ratios) > 1.5

# Section 4: the moves grow with the side (the lesson leaves how to Your turn 2); "milliseconds for 10 x 10,
# seconds for 60 x 60" (a 60 x 60 board took 2.4 s and 5.3 s on two machines; 100 x 100, 15 s).
medians = list(moves.values())
assert list(moves) == list(range(4, 11)) and all(a < b for a, b in zip(medians, medians[1:], strict=False))
assert big.seconds < 1
assert 0.5 < row_by_row(random_solvable(60, 60, seed=0)).seconds < 20
# "Each of its searches finds a path through the free cells or works inside a small block":
# the path search is over cells, the corner window holds two tiles and the blank, the last block is 2 x 3.
from puzzlelib import strategies  # noqa: E402

assert all(hasattr(strategies._Solver, name) for name in ("_cell_path", "_window_search", "_finish"))

# The starters as stored are not Right; the right answers are (see the solutions file).
assert not check_last_row(lambda row: False)
assert not check_move_growth(lambda n: 0)
assert not check_row_by_row_shortest(Board.goal(4, 4))
# The homework's bar is the checker's, and a board designed for it reaches it (the solutions file's board).
from puzzlelib.exercises import big_boards  # noqa: E402

assert big_boards.PERFECT_MIN_MOVES == 18
assert check_row_by_row_shortest(Board.goal(4, 4).apply("ULDLURDR" * 2 + "ULDR"))
