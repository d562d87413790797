"""Teacher's answers for lesson 7 (notebooks/07_a_star.ipynb). Run: python solutions/07_a_star_solutions.py

Your turn 1: the order of 15 pushes that makes the most swaps.
Your turn 2: the boards with f = g + h (Manhattan distance) below the shortest length on 4 2 0 / 5 7 3 / 8 1 6.
Going further, a higher guess: linear conflict's count of those boards is never larger.
Going further, a guess of your own: between misplaced tiles and Manhattan distance (wrong row + wrong column).
"""

from puzzlelib import Board, solve
from puzzlelib.exercises import check_between_guess, check_must_expand_function, check_worst_push_order
from puzzlelib.heuristics import HEURISTICS
from puzzlelib.statespace import distance_table

# --- Your turn 1. Every push should climb to the root, so every new entry must be smaller than all the
# entries already waiting: push them from the largest to the smallest. Pushes 2-3 climb 1 level, pushes
# 4-7 climb 2, pushes 8-15 climb 3: 2 + 8 + 24 = 34 swaps. A heap of 15 has 4 levels, so a push swaps at
# most 3 times; with 100,000 boards the tree has 17 levels (2**17 > 100,000), so at most 16 swaps, where
# re-sorting the list touches all 100,000 entries.
print("Your turn 1:", check_worst_push_order(list(range(15, 0, -1)), strict=True))

# --- Your turn 2. A* expands every board whose f = g + h is below the shortest length C (g the fewest moves
# from the start): f never drops along a road with Manhattan distance, so the whole road to such a board
# stays below C and leaves the heap before the goal. Of the boards with f = C, the tie rule decides which are
# expanded, except those on every shortest road (8 here), which every A* expands. The count comes from the
# definition: a table of distances from the start gives g. (A student's own A* that counts its pops with f
# below the goal's length also passes: that count is right only because of the idea above.)
def must_expand(start):
    shortest = distance_table(3, 3).distance(start)
    from_start = distance_table(3, 3, goal=start)
    return sum(1 for g in range(shortest) for b in from_start.boards_at(g) if g + b.manhattan() < shortest)


start = Board.parse("4 2 0 / 5 7 3 / 8 1 6")
C = distance_table(3, 3).distance(start)
must = must_expand(start)
print(f"Your turn 2: {must} boards (C = {C}); A* expanded "
      f"{solve(start, method='astar', heuristic='manhattan').nodes_expanded}, the rest at f = C")
print(check_must_expand_function(must_expand, strict=True))
# --- Going further, a higher guess. Linear conflict is never lower, so its set of boards with f < C is a subset
# of Manhattan's: smaller or equal. Where it expands more, its extra boards have f = C (ties).
from_start = distance_table(3, 3, goal=start)
lc_must = sum(1 for g in range(C) for b in from_start.boards_at(g) if g + HEURISTICS["linear_conflict"](b) < C)
print(f"  with linear conflict: {lc_must} (a subset of the {must})")


# --- Going further, a guess of your own. Paper: Manhattan never says more than the truth, so anything never above it cannot either.
# A misplaced tile is in a wrong row or a wrong column (or both), so the count is at least 1 for it: never
# below misplaced tiles. A tile two rows away counts 1 here and 2 in Manhattan: below it there. Any other
# guess in between is a design of one's own too (the task asks for one, not for this one): the average of
# misplaced tiles and Manhattan, rounded down, passes the same check.
def my_h(board):
    goal = board.goal_of()
    total = 0
    for tile in range(1, board.size):
        (r, c), (gr, gc) = board.position_of(tile), goal.position_of(tile)
        total += (r != gr) + (c != gc)
    return total


print("A guess of your own:", check_between_guess(my_h, strict=True))
