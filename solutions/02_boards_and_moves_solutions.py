"""Teacher's answers for notebooks/02_boards_and_moves.ipynb (run: python solutions/02_boards_and_moves_solutions.py)."""

from puzzlelib import Board
from puzzlelib.exercises import check_positions, check_solution, check_state_count

BOARD = Board.from_rows([[3, 5, 1], [2, 4, 6], [8, 7, 9]], blank="max")

# Your turn 1: the blank is in cell 8, tile 1 in cell 2, tile 2 in cell 3, tile 3 in cell 0, tile 4 in cell 4,
# tile 5 in cell 1, tile 6 in cell 5, tile 7 in cell 7, tile 8 in cell 6.
MY_POSITIONS = [8, 2, 3, 0, 4, 1, 5, 7, 6]

# Your turn 2: the blank goes right, down, down, right; it slides tiles 1, 2, 5 and 8.
PUZZLE = Board.parse("0 1 3 / 4 2 6 / 7 5 8")
MY_BLANK_MOVES = "RDDR"
MY_TILES = [1, 2, 5, 8]

# Your turn 3: on a strip one cell high no tile can pass another, so the tiles stay in the order 1 2 3 and
# only the blank moves: it can stand in any of the 4 cells. 4 boards, not half of 24 (12): the "half" rule
# needs at least two rows and two columns, where a tile can go round another.
MY_COUNT = 4


def main() -> None:
    for check in (check_positions(BOARD, MY_POSITIONS), check_solution(PUZZLE, MY_BLANK_MOVES, optimal=True),
                  check_solution(PUZZLE, MY_TILES, optimal=True), check_state_count(1, 4, MY_COUNT)):
        print(check, end="\n\n")
        check.require()  # AssertionError with the check's report if an answer is not right


if __name__ == "__main__":
    main()
