"""Claims of notebooks/05_breadth_first_search.ipynb, checked in the lesson's own kernel after its last cell."""
import inspect
import math

from puzzlelib.statespace import distance_table

# Section 2: the BFS is short, finds the article's five moves, and these counts are printed.
assert len(inspect.getsource(bfs).splitlines()) <= 25 and len(inspect.getsource(backtrace).splitlines()) <= 8
assert "".join(moves) == "RUULD" and start.apply(moves) == snail
assert start.tiles_slid(moves) == [6, 5, 4, 3, 2]

# Section 3: "the same five moves, with 30 boards expanded instead of 53".
assert list(result.moves) == moves and result.optimal
assert (result.nodes_expanded, expanded) == (30, 53)

# Section 4: "after level 1 no level is more than twice the one before"; a board has 2 to 4 moves.
assert len(levels) == 16 and all(b <= 2 * a for a, b in zip(levels[1:], levels[2:], strict=False))

# Your turn 1: the board is 15 moves from the standard goal, its blank where the start's is, and its
# levels are the list printed in section 4.
assert distance_table(3, 3).distance(far_board) == 15 and far_board.blank_pos == start.blank_pos
assert explore(far_board, max_depth=15).level_sizes == levels

# Section 5: the whole space; levels grow, peak and shrink to the last two boards.
assert len(level) == math.factorial(9) // 2 == 181_440 and len(sizes) - 1 == 31 and sizes[-1] == 2
peak = sizes.index(max(sizes))
assert all(a > b for a, b in zip(sizes[peak:], sizes[peak + 1:], strict=False))
assert all(a < b for a, b in zip(sizes[:10], sizes[1:11], strict=True))

# Going further: 16!/2 is more than ten trillion.
assert math.factorial(16) // 2 > 10**13

# The starters as stored are not Right.
assert not check_bfs_work(far_board, fewest, most)
assert not check_early_goal_bfs(my_bfs)

# Your turn 2: "the check runs it on boards from 0 to 21 moves from their goal".
from puzzlelib.exercises.bfs import _early_test_boards  # noqa: E402

_distances = [distance_table(b.rows, b.cols).distance(b) for b in _early_test_boards()]
assert min(_distances) == 0 and max(_distances) == 21
