"""Teacher's answers for notebooks/03_shuffling_and_parity.ipynb (run: python solutions/03_shuffling_and_parity_solutions.py)."""

from puzzlelib import Board, inversions
from puzzlelib.exercises import check_inversions, check_solvability_rule

BOARD = Board.parse("1 3 2 / 4 0 6 / 8 5 7")

# Your turn 1: reading 1 3 2 4 6 8 5 7 the pairs out of order are 3-2, 6-5, 8-5 and 8-7.
MY_COUNT = 4


# Your turn 2: odd width -> inversions even; even width -> inversions plus the rows between the blank and the
# bottom row (where the standard goal keeps its blank) must be even.
def my_is_solvable(board: Board) -> bool:
    if board.cols % 2 == 1:
        return inversions(board) % 2 == 0
    rows_below = board.rows - 1 - board.blank_pos[0]
    return (inversions(board) + rows_below) % 2 == 0


def main() -> None:
    for check in (check_inversions(BOARD, MY_COUNT), check_solvability_rule(my_is_solvable)):
        print(check, end="\n\n")
        assert check.ok


if __name__ == "__main__":
    main()
