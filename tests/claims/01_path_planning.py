"""Claims of notebooks/01_path_planning.ipynb, checked in the lesson's kernel after its last cell."""
import itertools
import random

from puzzlelib.errors import UnsolvableError
from puzzlelib.search.walks import depth_first_path
from puzzlelib.search.walks import greedy_walk as package_greedy_walk

# Going further: the lesson's depth-first search finds 2-1-4-7-8 (ULDR) and 2-3-6-9-8 (URDL), 4 steps each,
# twice the shortest, as the package's depth_first_path does.
number = ant.cell_number
assert [number(c) for c in depth_first(ant, [ant.initial], "ULDR")] == [2, 1, 4, 7, 8]
assert [number(c) for c in depth_first(ant, [ant.initial], "URDL")] == [2, 3, 6, 9, 8]
assert solve(ant, method="bfs").length == 2
assert all(depth_first(ant, [ant.initial], o) == depth_first_path(ant, o) for o in ("ULDR", "URDL", "DRUL"))

# Section 2: right leaves the food 3 away, down 1 away; the greedy walk is 2-5-8.
assert ant.h(ant.result(ant.initial, "R")) == 3 and ant.h(ant.result(ant.initial, "D")) == 1
assert [number(c) for c in greedy_walk(ant)] == [2, 5, 8]

# Your turn 1: three shortest walks of 8 steps; the package's searches, every method together, give two of
# them, so solve() does not answer the exercise; no order of the lesson's depth-first search finds any of
# them (Going further asks).
from puzzlelib.exercises.grid import _every_shortest  # noqa: E402
from puzzlelib.exercises.verdicts import forget_guesses  # noqa: E402

length, every = _every_shortest(walled)
assert length == 8 == solve(walled, method="bfs").length and len(every) == 3
from_solve = {tuple(solve(walled, method=m).path) for m in ("bfs", "astar", "greedy", "scored", "wastar", "idastar")}
assert len(from_solve & every) == 2
assert all(len(depth_first(walled, [walled.initial], "".join(o))) - 1 > 8 for o in itertools.permutations("UDLR"))
forget_guesses()
one = check_shortest_walks(walled, [solve(walled).moves])
assert not one and "not every shortest walk" in one.message
forget_guesses()

# Section 3: the greedy walk takes one step and is stuck, every neighbour further from the food.
assert len(walk) == 2 and not walls.is_goal(walk[-1])
stuck = walk[-1]
assert all(walls.h(walls.result(stuck, m)) > walls.h(stuck) for m in walls.actions(stuck))
# The lesson's greedy_walk is the package's, on random grids too.
rng = random.Random(0)
for _ in range(300):
    text = "\n".join(" ".join(rng.choice("...#") for _ in range(6)) for _ in range(5))
    text = "S" + text[1:-1] + "G"
    grid = GridProblem.parse(text)
    if grid.actions(grid.initial):  # the lesson's walk starts with a step to try
        assert greedy_walk(grid) == package_greedy_walk(grid)

# Section 4: the lesson's best_first gives the package's paths and expansions for greedy and A*, on the
# lesson's grid and on random grids; on the lesson's grid greedy takes 14 steps, A* 10 (expanding 14 cells),
# priority g 10 (expanding 40).
priorities = [lambda g, c: g, lambda g, c: walls.h(c), lambda g, c: g + walls.h(c)]
(bfs_len, bfs_exp), (gr_len, gr_exp), (a_len, a_exp) = [best_first(walls, p) for p in priorities]
assert (bfs_len, gr_len, a_len) == (10, 14, 10)
assert a_exp == 14 and bfs_exp == 40 and gr_exp == 15
assert solve(walls, method="bfs").length == 10
for _ in range(300):
    text = "\n".join(" ".join(rng.choice("....#") for _ in range(7)) for _ in range(6))
    grid = GridProblem.parse("S" + text[1:-1] + "G")
    for method, priority in (("greedy", lambda g, c, grid=grid: grid.h(c)),
                             ("astar", lambda g, c, grid=grid: g + grid.h(c))):
        length, expanded = best_first(grid, priority)
        try:
            result = solve(grid, method=method)
        except UnsolvableError:
            assert length is None
            continue
        assert length == result.length and expanded == result.nodes_expanded
# A* with the Manhattan distance returns a shortest path on random grids (the lesson's code never re-expands a
# cell: the distance changes by exactly one per step, so that is safe).
for _ in range(300):
    text = "\n".join(" ".join(rng.choice("....#") for _ in range(7)) for _ in range(6))
    grid = GridProblem.parse("S" + text[1:-1] + "G")
    length, _ = best_first(grid, lambda g, c, grid=grid: g + grid.h(c))
    try:
        shortest = solve(grid, method="bfs").length
    except UnsolvableError:
        assert length is None
        continue
    assert length == shortest
assert all(abs(walls.h(walls.result(c, m)) - walls.h(c)) == 1 for c in [walls.initial] for m in walls.actions(c))
# Manhattan distance never overestimates: on every cell of the lesson's grid it is at most the true distance.
for r in range(walls.rows):
    for c in range(walls.cols):
        if (r, c) not in walls.walls:
            here = GridProblem(walls.rows, walls.cols, (r, c), walls.goal, walls.walls)
            assert walls.h((r, c)) <= solve(here, method="bfs").length

# The starters are not already right.
forget_guesses()
assert not check_shortest_walks(walled, my_walks)
assert not check_greedy_trap(my_trap)
assert not check_greedy_longer(my_grid)

# Sections 3-4: the long way is decided by a tie. On cell 32 the cells above and below are both 8 from the
# food; moves are listed up, down, left, right, so the cell above is pushed first and greedy best-first goes
# over the lower line of walls into the upper one. The grid flipped top to bottom gives 10 steps for both.
assert stuck == (3, 1) and walls.cell_number(stuck) == 32
assert walls.h((2, 1)) == walls.h((4, 1)) == 8
assert walls.actions(stuck)[:2] == ["U", "D"]
flipped = GridProblem.parse("\n".join(reversed(walls.to_text().splitlines())))
assert best_first(flipped, lambda g, c: flipped.h(c))[0] == 10 == best_first(flipped, lambda g, c: g + flipped.h(c))[0]
assert ant.actions(ant.initial) == ["D", "L", "R"]
