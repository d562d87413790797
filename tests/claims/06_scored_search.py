# Claims of lesson 5, checked in the lesson's own kernel after its last cell.
import statistics

from puzzlelib import solve

# Section 1: the score counts the blank as the ant post does, and only the 6 is home.
assert sum(distances.values()) + abs(2 - 2) + abs(2 - 2) == board.manhattan(count_blank=True)
assert [tile for tile, d in distances.items() if d == 0] == [6]

# Section 2: the moves restore the picture, and the tie rule of the text picks the next board.
assert board.apply(result.moves) == goal
trace = result.trace
root = trace.nodes[trace.expanded[0]]
children = [node for node in trace.nodes if node.parent == root.id]
assert all(node.f == 2 * node.h + node.g for node in children)
assert trace.expanded[1] == min(children, key=lambda node: (node.f, -node.id)).id

# Section 4: on the ant post's board the rule is shortest, greedy expands fewest and walks longest.
assert runs["BFS"].length == result.length == shortest
assert runs["greedy (score only)"].nodes_expanded < result.nodes_expanded < runs["BFS"].nodes_expanded
assert runs["greedy (score only)"].length > shortest
# "misses the shortest solution on most random boards" (about 119 of 200)
assert scored_misses > len(random_boards) / 2
# greedy: "usually, not always, the cheaper rule"; always longer in the median
assert race.loc["greedy", "median boards expanded"] < race.loc["scored", "median boards expanded"]
assert 0 < greedy_costlier < len(random_boards) / 2
assert race.loc["greedy", "median extra moves"] > race.loc["scored", "median extra moves"]
# "a median of about 22 moves from the goal"
assert 21 <= statistics.median(true_lengths) <= 23

# Section 5: the corners of the sliders.
assert weights.summary(0, 1)["extra moves"] == 0
assert weights.summary(1, 0)["extra moves"] > weights.summary(2, 1)["extra moves"]
assert weights.summary(2, 1)["boards expanded"] < weights.summary(0, 1)["BFS boards expanded"]

# Section 6: the trap has the blank in the corner, and its road steps away from the goal.
assert trap.blank_pos == (2, 2) and trap_run.length > table.distance(trap)
assert away and all(true_left[m] > true_left[m - 1] for m in away)
assert solve(trap, method="bfs").length == table.distance(trap)

# The starters as stored are not Right.
assert not check_weights(trap, 2, 1)
assert not check_close_trap(board, max_moves=12)

# Section 3: "the open list waits in the order the search will take it": the explorer's first row is the
# board expanded next, at every step (the ant post's board, the rule's tie: newest first).
from puzzlelib.widgets.frontier import ordered_open  # noqa: E402

for step in range(trace.steps):
    assert ordered_open(trace.open_at(step), "scored")[0].id == trace.expanded[step]
