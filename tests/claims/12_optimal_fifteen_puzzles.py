# Claims of lesson 12, checked in the lesson's own kernel after its last cell.
from puzzlelib import solve
from puzzlelib.exercises import check_longest_answer, check_lower_bound, check_shortest_range

# Section 1: every tenth of Korf's boards, 1 to 91; IDA* with the mirrored 6-6-3 tables finds Korf's length on
# each, with under 250,000 expansions ("more than twice the most the tables needed" is the 500,000 budget).
assert [k.number for k in ten] == list(range(1, 100, 10))
assert tables.reflect and sorted(len(p.tiles) for p in tables.parts) == [3, 6, 6]
runs = [solve(k.board, method="idastar", heuristic=tables) for k in ten]
assert [r.length for r in runs] == [k.length for k in ten]
assert max(r.nodes_expanded for r in runs) < 250_000 and 2 * max(r.nodes_expanded for r in runs) < 500_000
# Manhattan distance: none of the ten within 500,000 expansions, each run stopped by that budget alone.
assert plain["solved"].sum() == 0 and (plain["nodes_expanded"] >= 500_000).all()

# Section 2: the tables' guess has the parity of the length on the ten boards (so the bounds rise by 2); the
# two parts add up to the whole run; on some boards the proof is the larger part, on others the last pass.
assert all((k.length - tables(k.board)) % 2 == 0 for k in ten)
assert [s.proving + s.finding for s in split] == [r.nodes_expanded for r in runs]
assert any(s.proving > s.finding for s in split) and any(s.finding > s.proving for s in split)

# Section 3: the lesson's weighted A* gives the package's numbers on board 1 with w = 2 (and on the others too).
for k in ten:
    mine = weighted_astar(k.board, 2, tables)
    theirs = solve(k.board, method="wastar", weight=2, heuristic=tables)
    assert (len(mine[0]), mine[1]) == (theirs.length, theirs.nodes_expanded)
# The tables: every run finished within its budget and within w times Korf's length; each answer is at least
# Korf's; a larger weight is not always cheaper; no answer reaches w times the shortest... on some it comes near.
assert lengths.notna().all().all() and (expanded < 20_000).all().all()
assert list(lengths.index) == list(range(10))  # "rows 0 to 9 are the boards in section 1's order"
for row, k in enumerate(ten):
    for w in (1.25, 1.5, 2, 3):
        assert k.length <= lengths.loc[row, f"w={w:g}"] <= w * k.length
        assert expanded.loc[row, f"w={w:g}"] < runs[row].nodes_expanded
assert any(expanded.loc[row, "w=3"] > expanded.loc[row, "w=2"] for row in range(10))

# The starters as stored are not Right.
assert not check_shortest_range(lambda guess, empty, found: (0, 100))
assert not check_longest_answer(lambda shortest, w: shortest)
assert not check_lower_bound(lambda length, w, manhattan: 0)
