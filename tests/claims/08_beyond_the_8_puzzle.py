# Claims of lesson 8, checked in the lesson's own kernel after its last cell.
from puzzlelib import solve

# Section 1: "about 10 trillion boards".
assert 1e13 <= counts["4 x 4"] < 1.1e13

# Section 2: under the stated cap A* is stopped without an answer, IDA* solves the same board.
assert astar_stop.peak_bytes > cap_mb * 1e6 and astar_stop.cap_bytes == cap_mb * 1e6
assert ida.result.optimal and board45.apply(ida.result.moves) == board45.goal_of()
assert ida.peak_bytes < cap_mb * 1e6 / 10  # "a tiny fraction of the cap"
finished = solve(board45, method="astar", heuristic="linear_conflict")
assert finished.length == ida.result.length  # A* would have found the same length with enough memory
# "a few hundred bytes per board"
assert 100 <= bytes_per_board <= 1000

# Section 3: IDA* expands more boards, but each expansion is cheaper (measured in the same run).
for seed in (11, 14, 15):
    a, i = costs.xs(seed, level="seed").xs("astar", level="method"), costs.xs(seed, level="seed").xs("idastar", level="method")
    assert int(i["expansions"].iloc[0]) > int(a["expansions"].iloc[0])
    assert float(i["microseconds per expansion"].iloc[0]) < float(a["microseconds per expansion"].iloc[0])

# Section 4: one length per board whatever the guess (the pivot kept one row per board), fewer expansions
# with better guesses.
assert len(guesses) == 3
assert (guesses["linear conflict"] < guesses["manhattan"]).all()
assert (guesses[pdb15.name] < guesses["linear conflict"]).all()

# Section 5: the 15-puzzle fits the budget with a small weight, the 24-puzzle needs a larger one.
w = weights.reset_index()
fits = w[w["moves found"] != "over budget"]
smallest = fits.groupby("board")["w"].min()
assert smallest["4 x 4 (seed 12)"] < smallest["5 x 5 (seed 2)"]
assert (w.loc[w["w"] == 1, "moves found"] == "over budget").all()
big = fits[fits["board"] == "5 x 5 (seed 2)"]
assert (big["moves found"].astype(int) > 2 * big["Manhattan (a lower bound)"]).all()  # "more than twice"

# (The starters as stored show no Right: the notebook test checks every self-check cell's output.)
