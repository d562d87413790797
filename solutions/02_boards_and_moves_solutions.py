"""Teacher's answers for notebooks/02_boards_and_moves.ipynb (run: python solutions/02_boards_and_moves_solutions.py)."""

from puzzlelib import Board
from puzzlelib.exercises import check_blank_moves, check_position_array, check_state_count
from puzzlelib.exercises.verdicts import forget_guesses


# Your turn 1: walk over the rows, note the cell number y * w + x of every number, then read the cells off
# in the order blank, tile 1, tile 2, ... The blank is the largest number, rows * columns. (A common slip is
# to list the tile in each cell instead: that is the board, not the position array.)
def my_positions(rows):
    width = len(rows[0])
    blank = width * len(rows)
    where = {}
    for y, row in enumerate(rows):
        for x, number in enumerate(row):
            where[number] = y * width + x
    return [where[blank]] + [where[tile] for tile in range(1, blank)]


# Your turn 2: the blank always swaps with the tile slid, so it goes the opposite way. Tile 6 is above the
# blank: the blank goes up (U). Then tile 1 is on its left (L), tile 2 above (U), tile 8 on its right (R),
# tile 1 below (D) and tile 6 below again (D).
PUZZLE = Board.parse("2 8 3 / 1 6 4 / 7 0 5")
TILES = [6, 1, 2, 8, 1, 6]
MY_MOVES = "ULURDD"

# Your turn 3: on a strip one row high a tile can only slide sideways into the blank, so no tile ever passes
# another: the tiles keep the order 1 2 ... 15 and only the blank's place changes. It can be in any of the
# 16 cells: 16 boards, not half of 16! (the 4 x 4 board's 10,461,394,944,000). The "half" of lesson 2 needs at
# least two rows and two columns, where a tile can go round another. A list of tiles slid is enough to know the
# moves (Your turn 2) because each tile beside the blank lies in a different direction from it: one tile, one move.
MY_COUNT = 16


# Going further: the 1 x 5 strip explored by hand. The blank only swaps with a neighbour in the row, so the
# tiles keep their order and the arrangements differ only in where the blank is: 5 of 120.
def explore_strip(first=(1, 2, 3, 4, 0)):
    seen, to_visit = {first}, [first]
    while to_visit:
        strip = to_visit.pop()
        blank = strip.index(0)
        for cell in (blank - 1, blank + 1):
            if 0 <= cell < len(strip):
                slid = list(strip)
                slid[blank], slid[cell] = slid[cell], 0
                if tuple(slid) not in seen:
                    seen.add(tuple(slid))
                    to_visit.append(tuple(slid))
    return seen


def main() -> None:
    forget_guesses()
    for check in (check_position_array(my_positions), check_blank_moves(PUZZLE, TILES, MY_MOVES),
                  check_state_count(1, 16, MY_COUNT)):
        print(check, end="\n\n")
        check.require()  # AssertionError with the check's report if an answer is not right
    strip = explore_strip()
    print(len(strip), "of 120 arrangements of the 1 x 5 strip:", sorted(strip))
    assert len(strip) == 5


if __name__ == "__main__":
    main()
