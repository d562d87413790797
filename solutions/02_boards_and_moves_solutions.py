"""Teacher's answers for notebooks/02_boards_and_moves.ipynb (run: python solutions/02_boards_and_moves_solutions.py)."""

import math

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

# Your turn 3: half of the 16! arrangements have the goal's parity (inversions + blank row) and are reachable.
MY_COUNT = math.factorial(16) // 2  # 10,461,394,944,000


def main() -> None:
    for check in (check_positions(BOARD, MY_POSITIONS), check_solution(PUZZLE, MY_BLANK_MOVES, optimal=True),
                  check_solution(PUZZLE, MY_TILES, optimal=True), check_state_count(4, 4, MY_COUNT)):
        print(check, end="\n\n")
        assert check.ok


if __name__ == "__main__":
    main()
