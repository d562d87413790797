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
# for boards 0-2 (shortest 53, 53, 50 as the prose says).
shortest = {0: 53, 1: 53, 2: 50}
for i, n in shortest.items():
    assert solve(boards[i], method="idastar", heuristic=mirrored).length == n
solved = runs[runs.solved.astype(bool)]
assert (~runs[runs.label == "w=1"].solved.astype(bool)).all()
for _, r in solved[solved.board_index <= 2].iterrows():
    assert r.length <= float(r.label[2:]) * shortest[r.board_index]
not_monotone = False
for i in range(6):
    mine = runs[runs.board_index == i].set_index("label")
    ws = [f"w={w}" for w in (1, 1.5, 2, 2.5, 3, 4, 5)]
    for a, b in zip(ws, ws[1:], strict=False):
        if mine.loc[a, "solved"] and (not mine.loc[b, "solved"] or
                                       mine.loc[b, "nodes_expanded"] > mine.loc[a, "nodes_expanded"]):
            not_monotone = True
assert not_monotone
# "Does one weight solve all three 24-puzzles within the budget?": no.
assert not any(all(runs[(runs.board_index == i) & (runs.label == w)].solved.iloc[0] for i in (3, 4, 5)) for w in ws)

# The starters as stored are not Right.
assert not check_partition([(1,), (2,), (3,), (4,)])
assert not check_mirror(lambda b: b)
assert not check_lower_bound(lambda length, w, manhattan: 0)
