"""Teacher's answers for notebooks/03_shuffling.ipynb (run: python solutions/03_shuffling_solutions.py)."""

import math

from puzzlelib.exercises import check_fair_shuffle, check_sort_chance, check_swap_runs

# Your turn 1: the swap shuffle visits each of the 9 cells once and picks one of 9 cells each time, so it
# has 9 x 9 x ... x 9 = 9**9 = 387,420,489 equally likely runs. Shared among the 9! = 362,880
# arrangements that is 1,067.6... runs each: not a whole number, so some arrangements must come from
# more runs than others. The shuffle is biased on 3 x 3, and the count proves it without drawing a board
# (the same holds on every board of 3 cells or more: n - 1 divides n! but has no factor in common with n**n).
MY_RUNS = 9**9


# Your turn 2: give the last cell a tile picked from all n cells, the cell before it a tile from the n - 1
# cells left, and so on: n x (n - 1) x ... x 2 = n! runs, one per arrangement. (Fisher-Yates; picking one
# of the n! arrangements with a single die(n!) roll is fair too.)
def my_shuffle(tiles, die):
    for i in range(len(tiles) - 1, 0, -1):
        j = die(i + 1)  # a cell from 0 to i: the cell itself included
        tiles[i], tiles[j] = tiles[j], tiles[i]
    return tiles


# Going further (sorting with a coin): the sort leaves the tiles in order only if, for each tile after the first, the very first
# comparison (with the tile just before it) says "not bigger": one coin toss each, 1/2, for 14 tiles on
# a 4 x 4 board (15 tiles, the first is never compared with one before it). So (1/2)**14 = 1/16,384,
# against 1/15! for a fair shuffle. (On 3 x 3: 7 tosses, 1/128, which the lesson measured as about 1/137.)
MY_CHANCE = "1/16384"


def main() -> None:
    assert math.factorial(9) == 362_880
    for check in (check_swap_runs(3, 3, MY_RUNS), check_fair_shuffle(my_shuffle), check_sort_chance(4, 4, MY_CHANCE)):
        print(check, end="\n\n")
        check.require()  # AssertionError with the check's report if an answer is not right


if __name__ == "__main__":
    main()
