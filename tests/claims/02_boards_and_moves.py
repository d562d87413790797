"""Claims of notebooks/02_boards_and_moves.ipynb, checked in the lesson's kernel after its last cell."""
import math
from itertools import permutations

from puzzlelib.exercises.verdicts import forget_guesses

# Section 1: every notation reads back to the same board; only the 6 is home (the ant post's remark).
assert board.to_text() == "3 5 1 / 2 4 6 / 8 7 0" and board.to_flat() == [3, 5, 1, 2, 4, 6, 8, 7, 0]
assert Board.from_rows(board.to_rows(blank="max"), blank="max") == board
assert home == [6]
# n = y * w + x: the cell number of every cell of a 3 x 5 board, and the position array agrees with it.
wide = Board.goal(3, 5)
assert all(wide.position_of(t) == divmod(c, 5) for c, t in enumerate(wide.tiles))
assert all(board.to_positions()[t] == board.position_of(t)[0] * 3 + board.position_of(t)[1] for t in range(9))
# The hint-button post's example: tile 1 in cell 2, tile 2 in cell 0, its ninth block (the blank) in cell 3.
assert hint_post.to_positions(blank="last") == [2, 0, 1, 5, 4, 6, 7, 8, 3]
assert hint_post.position_of(1) == (0, 2) and hint_post.position_of(2) == (0, 0) and hint_post.blank_index == 3

# Your turn 1: 200 shuffled boards of five shapes, some wider than tall, plus the ant post's board.
from puzzlelib.exercises.boards import _test_boards  # noqa: E402

shapes = {(b.rows, b.cols) for b in _test_boards()}
assert len(_test_boards()) == 201 and len(shapes) == 5 and any(c > r for r, c in shapes)

# Section 2: RUULD slides 6 5 4 3 2 and reaches the snail goal, as the BFS article says.
assert start.tiles_slid(moves) == [6, 5, 4, 3, 2] and start.apply(moves) == Board.goal(3, 3, "snail")

# Your turn 2: the six tiles are legal slides, and no shortest solution of the board is their moves
# (solve() does not hand in the answer).
from puzzlelib import solve  # noqa: E402
from puzzlelib.exercises.boards import _blank_moves_for  # noqa: E402

player = _blank_moves_for(puzzle, [6, 1, 2, 8, 1, 6])
assert set(player) == set("UDLR")
assert tuple(solve(puzzle, goal="snail").moves) != tuple(player)

# Section 3: the three-methods post's figures, and exactly half on every explored shape (the lesson asks the
# class to read it off; lesson 4 proves it).
assert math.factorial(16) == 20_922_789_888_000 and str(float(math.factorial(25))).startswith("1.551121004333098")
for rows, cols in [(2, 2), (2, 3), (3, 2), (2, 4), (3, 3)]:
    assert explore(Board.goal(rows, cols)).count * 2 == math.factorial(rows * cols)

# Your turn 3: the strip 1 2 3 _ has 4! = 24 arrangements. Going further: the 1 x 16 strip has as many
# arrangements as the 4 x 4 grid.
assert math.factorial(4) == 24
assert math.factorial(1 * 16) == math.factorial(4 * 4)
# Going further: a 1 x 5 strip has 5! = 120 arrangements (the teachers' answers explore it and find 5; that
# file is run by tests/test_exercises.py).
assert math.factorial(5) == sum(1 for p in permutations(range(5))) == 120

# The starters are not already right, and the Summary does not give Your turn 3 away.
forget_guesses()
assert not check_position_array(lambda rows: [0] * (len(rows) * len(rows[0])))
assert not check_blank_moves(puzzle, [6, 1, 2, 8, 1, 6], "")
assert not check_state_count(1, 16, 0)
assert not check_strip_arrangements(my_short_strip)
