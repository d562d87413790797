# Claims of lesson 6, checked in the lesson's own kernel after its last cell.
import heapq

from puzzlelib import HEURISTICS, solve

# Section 1: the teaching heap agrees with heapq, and the drawn story happened.
numbers = [14, 16, 15, 20, 17, 18, 16, 12, 9, 30, 11]
mine, theirs = [], []
for value in numbers:
    push(mine, value)
    heapq.heappush(theirs, value)
assert mine == theirs
assert [pop(mine) for _ in numbers] == sorted(numbers)
assert landed == 0 and taken == 12 and heap[0] == min(heap)

# Section 2: every expansion takes the smallest f, and f = g + h everywhere.
trace = astar_run.trace
for step in range(trace.steps):
    assert trace.nodes[trace.expanded[step]].f == min(node.f for node in trace.open_at(step))
assert all(node.f == node.g + node.h for node in trace.nodes)
assert astar_run.length == bfs_run.length and astar_run.optimal

# Section 3: "A* walks almost straight down the solution" on lesson 4's board.
assert astar_run.nodes_expanded <= astar_run.length + 1 < bfs_run.nodes_expanded

# Section 4: "A* pays for its guarantee": more boards than the scored search, far fewer than BFS.
scored, astar, bfs = runs["scored, lesson 5"], runs["A* (Manhattan)"], runs["BFS"]
assert astar.length == bfs.length == table.distance(ant_post_board)
assert scored.nodes_expanded < astar.nodes_expanded < bfs.nodes_expanded / 10
assert not scored.optimal and astar.optimal

# Section 5: all admissible and consistent, each dominating the one before, fewer boards expanded.
assert all(bool(v) for v in verdicts.values())
assert list(by_heuristic["A* boards expanded"]) == sorted(by_heuristic["A* boards expanded"], reverse=True)
sample = [b for d in range(table.max_distance + 1) for b in table.boards_at(d, limit=100)]
assert all(HEURISTICS["misplaced"](b) <= HEURISTICS["manhattan"](b) <= HEURISTICS["linear_conflict"](b)
           for b in sample)

# Section 6: counting the blank overestimates on thousands of boards, and the shown one is one of them.
assert not with_blank and with_blank.details["overestimates"] > 1000
assert with_blank.board.manhattan(count_blank=True) > table.distance(with_blank.board)
assert solve(ant_post_board, method="astar", heuristic="manhattan+blank").optimal is False

# Your turn 2: both boards are 20 moves away, and they differ clearly in A*'s work.
assert table.distance(board_a) == table.distance(board_b) == 20
a = solve(board_a, method="astar", heuristic="manhattan").nodes_expanded
b = solve(board_b, method="astar", heuristic="manhattan").nodes_expanded
assert b > 5 * a

# The starters as stored are not Right.
assert not check_better_heuristic(my_h, than="misplaced")
assert not check_more_expanded(board_a, board_b, my_prediction)
