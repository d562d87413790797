"""Claims of notebooks/04_breadth_first_search.ipynb, checked in the lesson's kernel after its last cell."""
import inspect
import math

# Section 2: the plain BFS is about fifteen lines and finds the article's 5 moves, as the package's does.
assert len(inspect.getsource(bfs).splitlines()) <= 16
assert "".join(moves) == "RUULD" and level[snail] == 5 and start.apply(moves) == snail
assert list(start.tiles_slid(moves)) == [6, 5, 4, 3, 2]
assert result.optimal and list(result.moves) == moves and result.path[-1] == snail

# Section 3: every one of the first levels is bigger than the last, by a factor between 1 and 2 from level 2 on.
assert all(b > a for a, b in zip(levels, levels[1:], strict=False))
assert all(1 < r <= 2 for r in growth)

# Your turn 1: the far board is 15 moves away, and the sum of the levels shown is a good estimate.
assert check_distance(far_board, 15)
truth = solve(far_board, method="bfs").nodes_expanded
assert truth / 2 <= sum(levels) <= truth * 2

# Section 4: the whole 8-puzzle, and the shape of its levels as the text states it.
assert space.count == math.factorial(9) // 2 == 181_440 and space.max_depth == 31 == confirm.length
assert len(hardest) == 2 == sizes[-1] and confirm.optimal
assert share > 0.5
assert (growing, peak) == (22, 24)
assert all(sizes[d] > sizes[d - 1] for d in range(1, 23)) and sizes[23] < sizes[22] < sizes[24]
assert all(a > b for a, b in zip(sizes[peak:], sizes[peak + 1:], strict=False))

# Section 5: more than a hundred bytes a board; more than ten trillion boards; petabytes.
assert per_board > 100 and total > 10**13 and total * per_board > 1e15

# The starters are not already right.
assert not check_bfs_estimate(far_board, None) and not check_solution(puzzle, "", optimal=True)
assert not check_distance(board, None) and not check_bfs(lambda s, g: [])
