"""Claims of notebooks/01_path_planning.ipynb, checked in the lesson's kernel after its last cell."""

# Section 2: depth-first search in the two orders the text names, twice the shortest path.
assert shortest == 2
assert [ant.cell_number(c) for c in dfs_paths["ULDR"]] == [2, 1, 4, 7, 8]
assert [ant.cell_number(c) for c in dfs_paths["URDL"]] == [2, 3, 6, 9, 8]
assert all(len(path) - 1 == 2 * shortest for path in dfs_paths.values())

# Section 3: right leaves the food 3 away, down 1 away; the greedy walk is 2-5-8, the shortest.
assert ant.h(ant.result(ant.initial, "R")) == 3 and ant.h(ant.result(ant.initial, "D")) == 1
assert [ant.cell_number(c) for c in walk] == [2, 5, 8] and len(walk) - 1 == shortest

# Section 4: the greedy step is stuck in the cup, every neighbour further away.
assert not cup.is_goal(cup_walk[-1])
assert all(cup.h(cup.result(stuck, m)) > cup.h(stuck) for m in cup.actions(stuck))
# BFS and A* both shortest; A* expands fewer than half as many cells; greedy best-first gets out.
assert results["bfs"].optimal and results["astar"].optimal
assert results["bfs"].length == results["astar"].length
assert 2 * results["astar"].nodes_expanded < results["bfs"].nodes_expanded
assert cup.is_goal(results["greedy"].path[-1])

# The starters are not already right.
assert not check_grid_path(walled, "UU") and not check_greedy_trap(my_grid, max_cells=25)
# The lesson's own cup is too big to be handed in as the trap.
assert not check_greedy_trap(cup, max_cells=25) and check_greedy_trap(cup)
