# Claims of lesson 11, checked in the lesson's own kernel after its last cell.
from puzzlelib import random_solvable, solve
from puzzlelib.exercises import check_mirror, check_partition

# Section 1: the 6-6-3 groups, one byte per way of writing the cells: 16**6 = 16,777,216 bytes for six tiles,
# 65,536 for four; the lesson's breadth-first search gives the package's table for tiles 2, 3, 4.
assert sorted(len(p.tiles) for p in tables.parts) == [3, 6, 6] and tables.parts[2].tiles == (2, 3, 4)
assert all(p.nbytes == 16 ** len(p.tiles) for p in tables.parts) and 16**6 == 16_777_216 and 16**4 == 65_536
assert tables(board) >= board.manhattan()
assert len(table) == 16 * 15 * 14
for seed in range(300):
    b = random_solvable(4, 4, seed=seed)
    assert table[tuple(b.tiles.index(t) for t in (2, 3, 4))] == tables.parts[2](b)

# Section 2: one move from the goal, only the group holding tile 15 pays; the sum is the true distance 1.
assert near.tiles[-1] == 15 and [part(near) for part in tables.parts].count(1) == 1 and tables(near) == 1
assert sum(15 in p.tiles for p in tables.parts) == 1

# Section 3: on seeds 0-9 both runs find the same, shortest, length; the mirror never lowers the guess, raises
# it on some boards, and cuts the expansions on every one of the ten. Linear conflict is no better a guess.
for seed in range(10):
    b = random_solvable(4, 4, seed=seed)
    one = solve(b, method="idastar", heuristic=tables)
    two = solve(b, method="idastar", heuristic=mirrored)
    assert one.length == two.length and mirrored(b) <= one.length
    assert mirrored(b) >= tables(b) and two.nodes_expanded < one.nodes_expanded
assert any(mirrored(random_solvable(4, 4, seed=s)) > tables(random_solvable(4, 4, seed=s)) for s in range(10))
# "On lesson 10's easy board (seed 15) linear conflict needed 96,862 expansions": lesson 10's run, and the tables
# need far fewer.
assert solve(board, method="idastar", heuristic="linear_conflict").nodes_expanded == 96_862
assert solve(board, method="idastar", heuristic=mirrored).nodes_expanded < 5_000

# The starters as stored are not Right.
assert not check_partition([(1,), (2,), (3,), (4,)])
assert not check_mirror(lambda b: b)
