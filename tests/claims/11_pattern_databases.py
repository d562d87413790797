# Claims of lesson 11, checked in the lesson's own kernel after its last cell.
import numpy as np

from puzzlelib import random_solvable, solve
from puzzlelib.exercises import check_lower_bound, check_mirror, check_partition

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

# Section 3: every run the same, shortest, length; the mirror never lowers the guess, raises it on some
# boards, and cuts the expansions (on every one of the ten boards here).
rows_ = np.array(rows)
lengths_ = [solve(random_solvable(4, 4, seed=s), method="idastar", heuristic=mirrored).length for s in range(10)]
assert list(rows_[:, 0]) == lengths_
assert (rows_[:, 3] >= rows_[:, 2]).all() and (rows_[:, 3] > rows_[:, 2]).any()
assert (rows_[:, 5] < rows_[:, 4]).all()
assert (rows_[:, 2] <= rows_[:, 0]).all() and (rows_[:, 3] <= rows_[:, 0]).all()

# Section 4: the boards named; w=1 runs out everywhere; a larger weight is not always cheaper (some board
# solved with w and not with a larger weight, or with more expansions); lengths within w times the shortest
# for the three 15-puzzles (shortest 53, 53, 50 as the prose says).
names = list(boards)
assert names[:3] == [f"15-puzzle, seed {s}" for s in (3, 7, 12)] and names[3:] == [f"24-puzzle, seed {s}" for s in (0, 1, 2)]
assert list(lengths.columns) == [f"w={w:g}" for w in weights] and weights == (1, 1.5, 2, 2.5, 3, 4, 5)
shortest = dict(zip(names[:3], (53, 53, 50), strict=True))
for name, n in shortest.items():
    assert solve(boards[name], method="idastar", heuristic=mirrored).length == n
solved = lengths.notna()
assert not solved["w=1"].any() and (expanded["w=1"] == 50_000).all()
for name, n in shortest.items():
    for w in weights:
        if solved.loc[name, f"w={w:g}"]:
            assert n <= lengths.loc[name, f"w={w:g}"] <= w * n
not_monotone = any(
    solved.loc[name, a] and (not solved.loc[name, b] or expanded.loc[name, b] > expanded.loc[name, a])
    for name in names for a, b in zip(lengths.columns, lengths.columns[1:], strict=False))
assert not_monotone
# "On the 24-puzzle with seed 0, w = 2 and w = 3 finish while 2.5 and 4 run out."
assert [bool(solved.loc["24-puzzle, seed 0", f"w={w:g}"]) for w in (2, 2.5, 3, 4)] == [True, False, True, False]
# "Does one weight solve all three 24-puzzles within the budget?": no.
assert not solved.loc[names[3:]].all().any()
# The budget alone stops a run: the tables are the same however loaded the computer.
again = solve(boards[names[1]], method="wastar", weight=2, max_nodes=50_000)
assert (again.length, again.nodes_expanded) == (lengths.loc[names[1], "w=2"], expanded.loc[names[1], "w=2"])

# The starters as stored are not Right.
assert not check_partition([(1,), (2,), (3,), (4,)])
assert not check_mirror(lambda b: b)
assert not check_lower_bound(lambda length, w, manhattan: 0)
