"""Teacher's answers for notebooks/04_parity.ipynb (run: python solutions/04_parity_solutions.py)."""

from puzzlelib import Board, inversions
from puzzlelib.exercises import check_parity_counterexample, check_slide_changes, check_solvability_rule

# Your turn 1: on a board 4 wide a tile sliding up or down jumps over the 3 tiles between its old and
# new cell in reading order. Its pair with each of them flips: +1 if that tile is now out of order with
# it, -1 if it was and no longer is. Three flips of +1 or -1 add up to -3, -1, +1 or +3: always an odd
# number, so every up-or-down slide flips the parity of the count (sideways slides change nothing).
MY_CHANGES = {-3, -1, 1, 3}

# Try this (a board the 3-wide rule gets wrong): the proof used the width in one place: a tile sliding up or down jumps over width - 1
# tiles, an even number only when the width is odd. So take a 4-wide board one slide from the goal:
# move the blank up once from the 4 x 4 goal. Tile 12 slides down past 13, 14 and 15: 3 inversions, an
# odd count, so the rule calls the board unsolvable, yet one slide (12 back up) solves it.
MY_BOARD = Board.parse("1 2 3 4 / 5 6 7 8 / 9 10 11 0 / 13 14 15 12")


# Your turn 2: odd width -> the inversion count is even; even width -> the shuffling article's sum
# inversions + height - blank row is even, with the blank's row counted from 1 at the top
# (board.blank_pos counts from 0, hence the + 1).
def my_is_solvable(board: Board) -> bool:
    if board.cols % 2 == 1:
        return inversions(board) % 2 == 0
    blank_row = board.blank_pos[0] + 1
    return (inversions(board) + board.rows - blank_row) % 2 == 0


def main() -> None:
    for check in (check_slide_changes(MY_CHANGES), check_solvability_rule(my_is_solvable),
                  check_parity_counterexample(MY_BOARD)):
        print(check, end="\n\n")
        check.require()  # AssertionError with the check's report if an answer is not right


if __name__ == "__main__":
    main()
