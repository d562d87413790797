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
# "in all three lists": the start's blank is on an edge; the other two lines have it in a corner and the centre.
assert start.blank_pos == (2, 1) and Board.goal(3, 3).blank_pos == (2, 2)
assert Board.parse("1 2 3 / 4 0 5 / 6 7 8").blank_pos == (1, 1)
for _near in (corner, centre):
    assert len(_near) == 16 and all(b <= 2 * a for a, b in zip(_near[1:], _near[2:], strict=False))

# Your turn 1: the board is 15 moves from the standard goal, its blank where the start's is, and its
# levels are the list printed in section 4.
assert distance_table(3, 3).distance(far_board) == 15 and far_board.blank_pos == start.blank_pos
assert explore(far_board, max_depth=15).level_sizes == levels

# Homework (formerly section 5): the whole space; "near the goal the levels grow ... shrink to the last two boards", "22 and
# 24 moves each hold more boards than 23"; the printed rows are the levels; even levels hold 5/9 of the
# boards (the blank can be on 5 of the 9 cells after an even number of moves).
assert len(level) == math.factorial(9) // 2 == 181_440 and len(sizes) - 1 == 31 and sizes[-1] == 2
assert all(a < b for a, b in zip(sizes[:22], sizes[1:23], strict=True))
assert sizes[22] > sizes[23] < sizes[24] and max(sizes) == sizes[24]
assert all(a > b for a, b in zip(sizes[24:], sizes[25:], strict=False))
assert 9 * sum(sizes[0::2]) == 5 * len(level)

# Summary: around every 8-puzzle board (the levels depend only on the blank's cell), after level 1 no
# level is more than twice the one before, and none has more than 4 moves.
for _r in range(3):
    for _c in range(3):
        _near = explore(goal.apply("U" * (2 - _r) + "L" * (2 - _c)), max_depth=16).level_sizes
        assert all(b <= 2 * a for a, b in zip(_near[1:], _near[2:], strict=False)), (_r, _c)

# Going further: 16!/2 is more than ten trillion.
assert math.factorial(16) // 2 > 10**13

# The starters as stored are not Right.
assert not check_bfs_work(far_board, fewest, most)
assert not check_early_goal_bfs(my_bfs)

# Your turn 2: "the small 2 x 3 puzzle (boards 0 to 21 moves from the goal), then 8-puzzle boards 1 to 12
# moves away".
from puzzlelib.exercises.bfs import _early_test_boards  # noqa: E402

_by_size = {}
for _b in _early_test_boards():
    _by_size.setdefault((_b.rows, _b.cols), []).append(distance_table(_b.rows, _b.cols).distance(_b))
assert _by_size == {(2, 3): list(range(22)), (3, 3): list(range(1, 13))}
# Section 3: "the check of the second exercise below counts the saving on 33 more" (its boards but the one already solved).
assert sum(len(_d) for _d in _by_size.values()) - 1 == 33

# Your turn 1: the bounds are bounds: the lesson's bfs, with its own order of moves, lies between them.
from puzzlelib.exercises.bfs import _dequeue_test_count  # noqa: E402

assert sum(levels[:15]) < _dequeue_test_count(far_board, goal) < sum(levels[:16]) - 1
