"""Claims of notebooks/02_boards_and_moves.ipynb, checked in the lesson's kernel after its last cell."""
import math

# Section 1: only 6 is home; every notation reads back to the same board.
assert [t for t, g in zip(board.tiles, goal.tiles, strict=True) if t and t == g] == [6]
assert Board.parse(board.to_text()) == board
assert Board.from_flat(board.to_flat(), 3, 3) == board
assert Board.from_rows(board.to_rows(blank="max"), blank="max") == board
assert Board.parse("351/246/87_") == board
# The hint-button post's example: tile 1 in cell 2, tile 2 in cell 0, the ninth block (blank) in cell 3.
assert doc.to_positions(blank="last") == [2, 0, 1, 5, 4, 6, 7, 8, 3]

# Section 2: RUULD slides 6 5 4 3 2 and reaches the snail goal.
assert list(start.tiles_slid(moves)) == [6, 5, 4, 3, 2] and start.apply(moves) == snail

# Section 3: the three-methods post's figures, and exactly half reachable on every explored shape.
assert math.factorial(16) == 20_922_789_888_000 and f"{math.factorial(25):.3g}" == "1.55e+25"
assert space.count * 2 == math.factorial(9) == 362_880
assert not swapped.tiles in space.distances and inversions(swapped) == 1  # noqa: E713
assert parities == {0: space.count}
assert all(reached * 2 == math.factorial(r * c) for (r, c), reached in small.items())
# A swap of two tiles changes the inversion count by an odd number (every swap on the 3 x 3 goal).
assert all((inversions(goal.swap_cells(i, j)) - inversions(goal)) % 2 == 1
           for i in range(8) for j in range(i + 1, 8))

# The starters are not already right, and nothing on screen gives the answers away.
assert not check_positions(board, []) and not check_solution(puzzle, "") and not check_solution(puzzle, [])
assert not check_state_count(1, 4, None) and check_state_count(1, 4, 4) and not check_state_count(1, 4, 12)
