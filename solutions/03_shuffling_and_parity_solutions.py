"""Teacher's answers for notebooks/03_shuffling_and_parity.ipynb (run: python solutions/03_shuffling_and_parity_solutions.py)."""

from puzzlelib import Board, inversions
from puzzlelib.exercises import check_inversions, check_parity_counterexample, check_solvability_rule

BOARD = Board.parse("1 3 2 / 4 0 6 / 8 5 7")

# Your turn 1: reading 1 3 2 4 6 8 5 7 the pairs out of order are 3-2, 6-5, 8-5 and 8-7.
MY_COUNT = 4

# Your turn 2: the rule can only fail on an even width, where an up or down slide passes an odd number of
# tiles (3 on a 4-wide board) and flips the polarity. So take the 4 x 4 goal (0 inversions) and move the
# blank up once: tile 12 slides down past 13, 14 and 15, the count becomes 3 (odd), the rule says
# "unsolvable", yet one move solves it. (Any board one row-change away from a solvable even-width board works.)
MY_BOARD = Board.parse("1 2 3 4 / 5 6 7 8 / 9 10 11 0 / 13 14 15 12")


# Your turn 3 (going further): odd width -> inversions even; even width -> the article's
# inversions + height - blank row (counted from 1) even.
def my_is_solvable(board: Board) -> bool:
    if board.cols % 2 == 1:
        return inversions(board) % 2 == 0
    blank_row = board.blank_pos[0] + 1
    return (inversions(board) + board.rows - blank_row) % 2 == 0


def main() -> None:
    for check in (check_inversions(BOARD, MY_COUNT), check_parity_counterexample(MY_BOARD),
                  check_solvability_rule(my_is_solvable)):
        print(check, end="\n\n")
        check.require()  # AssertionError with the check's report if an answer is not right


if __name__ == "__main__":
    main()
