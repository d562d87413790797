"""Teacher's answers for notebooks/04_breadth_first_search.ipynb (run: python solutions/04_breadth_first_search_solutions.py)."""

from collections import deque

from puzzlelib import Board
from puzzlelib.exercises import check_bfs, check_distance, check_solution


# Your turn 1: the backtrace walks parent links from the goal to the start, then reverses the moves;
# it collects exactly level[goal] moves.
def my_bfs(start, goal):
    queue = deque([start])
    parent = {start: None}
    level = {start: 0}
    while queue:
        board = queue.popleft()
        if board == goal:
            moves = []
            while parent[board] is not None:
                board, move = parent[board]
                moves.append(move)
            assert len(moves) == level[goal]
            return moves[::-1]
        for move, nxt in board.neighbors():
            if nxt not in parent:
                parent[nxt] = (board, move)
                level[nxt] = level[board] + 1
                queue.append(nxt)
    return None


PUZZLE = Board.parse("4 1 3 / 0 2 6 / 7 5 8")
# Your turn 2: blank up, right, down, down, right; the tiles slid are 4, 1, 2, 5, 8. Five moves is the fewest.
MY_MOVES = "URDDR"

BOARD = Board.parse("8 1 3 / 4 0 2 / 7 6 5")
# Your turn 3: space.distance(BOARD) in the notebook, or the length of solve(BOARD, method="bfs").
MY_ANSWER = 14


def main() -> None:
    for check in (check_bfs(my_bfs), check_solution(PUZZLE, MY_MOVES, optimal=True), check_solution(PUZZLE, [4, 1, 2, 5, 8], optimal=True),
                  check_distance(BOARD, MY_ANSWER)):
        print(check, end="\n\n")
        assert check.ok


if __name__ == "__main__":
    main()
