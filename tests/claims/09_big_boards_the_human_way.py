# Claims of lesson 9, checked in the lesson's own kernel after its last cell.
import math

# Section 1: undoing is as long as the shuffle (the blank's walk home aside); simplified is never longer;
# nothing beats the shortest; row by row is the longest in the median.
assert (human_methods["undo the shuffle"] >= 60).all()
assert (human_methods["undo, simplified"] <= human_methods["undo the shuffle"]).all()
assert (ratios >= 1).all().all()
assert ratios.median().idxmax() == "row by row"

# Section 2: the stages come in the method's order and each line stays home once done.
assert [s.name for s in stages] == ["start", "row 1", "column 1", "row 2", "column 2", "row 3", "last block"]
goal5 = board5.goal_of()
for stage, cells in ((stages[1], range(5)), (stages[2], range(0, 25, 5))):
    assert all(b.tiles[c] == goal5.tiles[c] for b in human.path[stage.step:] for c in cells)
costs = list(steps.diff().dropna().astype(int))
assert costs[0] == max(costs) and costs[-1] < costs[0]  # the first stages cost more than the last

# Section 3: "several times the shortest", and time grows with moves; 10 x 10 has more arrangements
# than there are atoms on Earth (about 1.3e50).
assert (sizes["at most x shortest"] >= 2).all()
assert math.factorial(100) // 2 > 1e51
assert sizes["seconds"].iloc[-1] < 5

# Summary: "several times the shortest" on the 15-puzzles of section 1.
assert 2 <= ratios.median()["row by row"] <= 8

# The starters as stored are not Right.
assert not check_solution(shuffled, "")
assert not check_row_by_row_shortest(Board.goal(4, 4), min_moves=10)

# Section 5: the stages arrive in order, the first long before the last, and together they solve the board.
assert stream["ready after (ms)"].is_monotonic_increasing
assert stream["ready after (ms)"].iloc[0] < stream["ready after (ms)"].iloc[-1] / 2
assert stream["moves"].sum() >= row_by_row(big).length  # each stage tidied on its own
