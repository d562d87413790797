"""Teacher's answers for lesson 9 (notebooks/09_growth_per_move.ipynb).
Run: python solutions/09_growth_per_move_solutions.py

Your turn 1: b* by bisection, the scaffold's marked line replaced.
Your turn 2: the work at depth 28 of a guess whose line is Manhattan's shifted 8 moves.
Going further: misplaced tiles and Manhattan compared over the same depths.
"""

from puzzlelib.exercises import check_b_star_function, check_shifted_work
from puzzlelib.races import fit_growth, open_depths, race_8puzzle, race_medians


# --- Your turn 1. The tree size 1 + b + ... + b**depth grows with b, so one comparison of it with generated + 1
# says on which side of b the answer lies (why one comparison is enough). b = 1 is never too large (the tree then
# holds depth + 1 nodes, and a search that found a solution that deep generated at least that many), and
# b = generated is never too small once depth >= 1 (the tree holds at least 1 + generated nodes).
def b_star(generated, depth):
    low, high = 1.0, float(generated)
    while high - low > 0.001:
        b = (low + high) / 2
        if sum(b ** k for k in range(depth + 1)) < generated + 1:
            low = b
        else:
            high = b
    return (low + high) / 2


print("Your turn 1:", check_b_star_function(b_star, strict=True))

# --- Your turn 2. A line shifted s moves to the right reaches each amount of work s moves later: at depth 28 it
# does what Manhattan does at depth 20 on its straight line, 1 / r**8 of Manhattan's work at 28 (the check takes
# r as fitted or as printed, 1.37; both within 1%).
# Why "buys depth": with the same growth per move, a search with a fixed budget of boards reaches s moves deeper
# with the better guess; each extra move still multiplies the work by the same factor.
medians = race_medians(race_8puzzle(), "expanded")
manhattan = medians["A* Manhattan"]
r, _ = fit_growth(manhattan, open_depths(manhattan))
prediction = manhattan[28] / r ** 8
print(f"Your turn 2: {manhattan[28]:,.0f} / {r:.2f}**8 = {prediction:,.0f}")
print(check_shifted_work(prediction, strict=True))

# --- Going further. Measure both over the same depths, where neither has used up the space: misplaced
# tiles passes a tenth of the boards at depth 25, so depths 17 to 24. There misplaced grows faster; that is the
# weak guess being closer to breadth-first search, whose growth on this shrinking space depends on the depth.
for name in ("A* misplaced", "A* Manhattan"):
    print(f"  {name}: {fit_growth(medians[name], range(17, 25))[0]:.2f} per move over depths 17 to 24")
