# Claims of lesson 9, checked in the lesson's own kernel after its last cell.
import numpy as np

from puzzlelib import HEURISTICS
from puzzlelib.exercises import check_heuristic
from puzzlelib.races import BOARDS, fit_growth, open_depths

# Section 1: BFS bends under the ceiling; up to depth 8 A* expands about one board per move.
assert medians["BFS"].max() <= BOARDS and medians["BFS"][30] > 0.99 * BOARDS
assert all(medians[m][d] <= d + 4 for m in ("A* Manhattan", "A* linear conflict") for d in range(1, 9))

# Section 2: the fit windows follow the stated rule, and the growth table is what the package's fit gives.
for name in searches:
    depths = open_depths(medians[name])
    assert all(100 <= medians[name][d] <= 0.1 * 181_440 for d in depths) and len(depths) >= 10
    assert abs(growth[name] - fit_growth(medians[name], depths)[0]) < 1e-9
# "Manhattan and linear conflict grow by about the same factor": within 0.05 per move, on the lesson's windows
# and on one common window; both near 1.4; misplaced and BFS faster.
assert abs(growth["A* Manhattan"] - growth["A* linear conflict"]) < 0.05
common = range(20, 31)
assert abs(fit_growth(medians["A* Manhattan"], common)[0] - fit_growth(medians["A* linear conflict"], common)[0]) < 0.05
assert all(1.3 < growth[m] < 1.5 for m in ("A* Manhattan", "A* linear conflict"))
assert growth["A* misplaced"] > growth["A* Manhattan"] + 0.1 and growth["BFS"] > growth["A* misplaced"]
# "From depth 21 on, linear conflict expands about half as many boards" (1.5 to 2.5 times fewer),
# "about two moves" of growth.
assert all(1.5 <= ratio[d] <= 2.5 for d in range(21, 31))
assert 1.8 < np.log(2) / np.log(r) < 2.5

# Section 3: the b* figures quoted (depth 30), both rising with depth for Manhattan and linear conflict,
# below their growth per move; BFS's falling.
assert round(branching.loc[30, "A* Manhattan"], 2) == 1.34 and round(branching.loc[30, "A* linear conflict"], 2) == 1.30
for m in ("A* Manhattan", "A* linear conflict"):
    assert branching.loc[30, m] > branching.loc[12, m] and branching.loc[30, m] < growth[m]
assert branching.loc[12, "BFS"] > branching.loc[30, "BFS"]

# The starters as stored are not Right.
assert not check_b_star_function(b_star)
assert not check_shifted_work(my_prediction)

# "Even there the weakest guess grows faster" (depths 17 to 24), and misplaced "has used a tenth of all boards
# by depth 25".
same = {m: fit_growth(medians[m], range(17, 25))[0] for m in ("A* misplaced", "A* Manhattan")}
assert same["A* misplaced"] > same["A* Manhattan"] + 0.1
assert medians["A* misplaced"][24] < 0.1 * BOARDS < medians["A* misplaced"][25]

# "every consistent guess (... as all three here do)": the check runs every 8-puzzle board.
assert all(check_heuristic(HEURISTICS[n]).details["consistent"] for n in ("misplaced", "manhattan", "linear_conflict"))
