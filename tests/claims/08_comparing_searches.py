# Claims of lesson 7, checked in the lesson's own kernel after its last cell.

# Section 1: three boards at each depth, and "random boards mostly land 20 to 24 moves away".
assert depth_of == [d for d in depths for _ in range(3)]
assert histogram[20:25].sum() / histogram.sum() > 0.5

# Section 2: every run solved within the budget; nobody beats the true distance; promises kept.
assert df["solved"].all()
assert (df["length"] >= df["depth"]).all()
promised = df[df["optimal"].astype(bool)]
assert (promised["length"] == promised["depth"]).all()
assert set(promised["label"]) == {"bfs", "astar (misplaced)", "astar (manhattan)", "astar (linear_conflict)",
                                  "idastar (manhattan)"}

# Section 4: the fit stays below the ceiling, and there "the better the guess, the flatter the line".
bfs_medians = df[df["label"] == "bfs"].groupby("depth")["nodes_expanded"].median()
assert all(bfs_medians[d] < table.reachable / 5 for d in fitted_depths) and min(fitted_depths) == 8
assert growth["bfs"] > growth["astar (misplaced)"] > growth["astar (manhattan)"] > growth["astar (linear_conflict)"]
assert bfs_deepest / table.reachable > 0.5  # "BFS's line bends because of the ceiling"

# Section 5: the conclusions' claims.
lines = conclusions(df)
assert len(lines) == 5
deepest = df[df["depth"] == max(depths)].groupby("label")["nodes_expanded"].median()
assert deepest["astar (misplaced)"] > deepest["astar (manhattan)"] > deepest["astar (linear_conflict)"]
assert max(deepest[["greedy (manhattan)", "scored (ant post)", "wastar (manhattan)"]]) < deepest["astar (manhattan)"]
wastar = df[df["label"] == "wastar (manhattan)"]
assert (wastar["length"] / wastar["depth"]).max() <= 2
assert summary.loc["idastar (manhattan)", "most_in_memory"] <= max(depths) + 1
assert summary.loc["greedy (manhattan)", "boards_not_shortest"] > 0

# Section 6: b* orders A*'s guesses and puts BFS last.
b = summary["b_star"]
assert b["astar (linear_conflict)"] < b["astar (manhattan)"] < b["astar (misplaced)"] < b["bfs"]

# The starters as stored are not Right.
assert not check_close_trap(boards[0], max_moves=10, method="greedy", heuristic="manhattan")
assert not check_branching_factor(generated, depth, 2.0)

# Lessons 5 and 6 quote this race: over these boards greedy's median is higher than the scored search's,
# and A* (Manhattan) expands more boards than the scored search in the median.
medians = df.groupby("label")["nodes_expanded"].median()
assert medians["greedy (manhattan)"] > medians["scored (ant post)"]
assert medians["astar (manhattan)"] > medians["scored (ant post)"]
