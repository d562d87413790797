# Claims of lesson 9, checked in the lesson's own kernel after its last cell.

from puzzlelib import HEURISTICS
from puzzlelib.exercises import check_heuristic
from puzzlelib.races import BOARDS, fit_growth, open_depths

# Setup and the chart's note: 12 boards per depth from 4 to 30; 2, 4, 8 and 2 at depths 1, 2, 3 and 31.
boards = race.groupby("depth")["board"].nunique()
assert all(boards[d] == 12 for d in range(4, 31)) and [boards[d] for d in (1, 2, 3, 31)] == [2, 4, 8, 2]
# "the searches with a guarantee doing more work on deeper boards"
assert all(medians[m][30] > 10 * medians[m][12] for m in searches)

# Section 1: the fit windows follow the stated rule, the growth table is what the package's fit gives, and
# the lines drawn are those fits. "On easy boards A* with Manhattan walks straight down the path, one board
# per move": its median is the depth itself up to depth 8.
for name in searches:
    depths = open_depths(medians[name])
    assert all(100 <= medians[name][d] <= 0.1 * 181_440 for d in depths) and len(depths) >= 10
    assert abs(growth[name] - fit_growth(medians[name], depths)[0]) < 1e-9
    assert fits[name][2] == depths and abs(fits[name][1] - fit_growth(medians[name], depths)[1]) < 1e-6
assert all(medians["A* Manhattan"][d] == d for d in range(1, 9))
# "BFS's fit stops where its line starts to bend under the ceiling": past its window it grows more slowly
# (fitted over 19 to 24, then 24 to 30), and two moves (odd and even) never multiply it by as much as its growth.
after = [fit_growth(medians["BFS"], w)[0] for w in (range(19, 25), range(24, 31))]
assert growth["BFS"] - 0.15 > after[0] > after[1] + 0.2
assert all(medians["BFS"][d + 2] / medians["BFS"][d] < growth["BFS"] ** 2 for d in range(19, 29))
# Manhattan and linear conflict "about the same factor, 1.37 and 1.39" (and within 0.05 over one common window)
assert (round(growth["A* Manhattan"], 2), round(growth["A* linear conflict"], 2)) == (1.37, 1.39)
common = range(20, 31)
assert abs(fit_growth(medians["A* Manhattan"], common)[0] - fit_growth(medians["A* linear conflict"], common)[0]) < 0.05

# Section 2: "about half as many boards" from depth 21 (1.5 to 2.5 times fewer); two moves of growth "about
# a factor 2".
assert all(1.5 <= ratio[d] <= 2.5 for d in range(21, 31))
assert 1.8 < r ** 2 < 2.2
# "misplaced tiles grows fastest of the three A* lines, over the same depths too" (the Going further fit, 17 to 24,
# where misplaced has used at most a tenth of the boards)
assert growth["A* misplaced"] > max(growth["A* Manhattan"], growth["A* linear conflict"]) + 0.1
same = {m: fit_growth(medians[m], range(17, 25))[0] for m in searches[1:]}
assert same["A* misplaced"] > max(same["A* Manhattan"], same["A* linear conflict"]) + 0.1
assert medians["A* misplaced"][24] < 0.1 * BOARDS
# "the 8-puzzle's boards run out at depth 31": the race's deepest boards
assert race["depth"].max() == 31
# "every consistent guess (... as all three here are)": the check runs every 8-puzzle board.
assert all(check_heuristic(HEURISTICS[n]).details["consistent"] for n in ("misplaced", "manhattan", "linear_conflict"))

# Section 3: the b* figures quoted (depth 30), higher than at 12 and below the growth for Manhattan and linear
# conflict; linear conflict's lower at every depth shown; BFS's falling.
assert round(branching.loc[30, "A* Manhattan"], 2) == 1.34 and round(branching.loc[30, "A* linear conflict"], 2) == 1.30
for m in ("A* Manhattan", "A* linear conflict"):
    assert branching.loc[12, m] < branching.loc[30, m] < growth[m]
assert all(branching.loc[d, "A* linear conflict"] < branching.loc[d, "A* Manhattan"] for d in (12, 20, 30))
assert branching.loc[12, "BFS"] > branching.loc[20, "BFS"] > branching.loc[30, "BFS"]

# The starter as stored is not Right (and is not counted as a guess: it is the same wrong answer every time).
assert not check_shifted_work(my_prediction)
assert not check_b_star_function(b_star)
