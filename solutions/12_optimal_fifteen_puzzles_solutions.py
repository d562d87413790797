"""Teacher's answers for lesson 12 (notebooks/12_optimal_fifteen_puzzles.ipynb).
Run: python solutions/12_optimal_fifteen_puzzles_solutions.py

Your turn 1: the fewest and the most moves the shortest solution can have, from a guess, empty passes and
solutions found.
Your turn 2: what a weighted A* answer proves about the shortest solution.
Going further, the longest answer (homework): the most moves weighted A* may return.
"""

import math
from fractions import Fraction

from puzzlelib.exercises import check_longest_answer, check_lower_bound, check_shortest_range


# --- Your turn 1. Expected reasoning: the guess never overestimates, so the shortest needs at least `guess`. A
# pass with bound b that ended empty proves no solution of b moves or fewer exists, so at least b + 1; and every
# solution of one board has the same parity (the blank changes colour on a chessboard at every move), the parity
# of any length found, so the bound rises to the next number of that parity. Any solution found is an upper
# bound: the shortest is at most the shortest found. The two are equal exactly when IDA*'s pass at bound L - 2
# has ended empty (or the guess alone reaches L): then L is proven shortest.
def my_shortest_range(guess, empty, found):
    most = min(found)
    fewest = max([guess] + [bound + 1 for bound in empty])
    return fewest + (most - fewest) % 2, most


print("Your turn 1:", check_shortest_range(my_shortest_range, strict=True))


# --- Going further, the longest answer. Expected reasoning: Pohl's guarantee says length <= w x shortest; w x shortest need not be whole,
# so round down; and the length has the parity of the shortest, so step down once more when the parity differs.
# The lesson's lengths are mostly far below: the guarantee is the worst case, and the tables are a good guess.
def my_longest(shortest, w):
    cap = math.floor(shortest * Fraction(str(w)))
    return cap - (cap - shortest) % 2


print("The longest answer:", check_longest_answer(my_longest, strict=True))


# --- Your turn 2. Expected reasoning: Manhattan distance never overestimates, so the shortest needs at least
# `manhattan`; weighted A* returns at most w times the shortest, so the shortest needs at least length / w,
# rounded up. And every solution of one board has the same parity, so the bound rises to the next number of the
# same parity as `length`. With a large weight the guess decides; close to 1 the guarantee does.
def my_lower_bound(length, w, manhattan):
    bound = max(manhattan, math.ceil(Fraction(length) / Fraction(str(w))))
    return bound + (bound - length) % 2


print("Your turn 2:", check_lower_bound(my_lower_bound, strict=True))
