"""Teacher's answers for notebooks/04_breadth_first_search.ipynb (run: python solutions/04_breadth_first_search_solutions.py)."""

from puzzlelib import Board
from puzzlelib.exercises import check_distance, check_solution

PUZZLE = Board.parse("4 1 3 / 0 2 6 / 7 5 8")
# Your turn 1: blank up, right, down, down, right; the tiles slid are 4, 1, 2, 5, 8. Five moves is the fewest.
MY_MOVES = "URDDR"

BOARD = Board.parse("8 1 3 / 4 0 2 / 7 6 5")
# Your turn 2: space.distance(BOARD) in the notebook, or the length of solve(BOARD, method="bfs").
MY_ANSWER = 14


def main() -> None:
    for check in (check_solution(PUZZLE, MY_MOVES, optimal=True), check_solution(PUZZLE, [4, 1, 2, 5, 8], optimal=True),
                  check_distance(BOARD, MY_ANSWER)):
        print(check, end="\n\n")
        assert check.ok


if __name__ == "__main__":
    main()
