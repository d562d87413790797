"""Teacher's answers for notebooks/04_breadth_first_search.ipynb (run: python solutions/04_breadth_first_search_solutions.py)."""

from collections import deque

from puzzlelib import Board
from puzzlelib.exercises import check_bfs, check_bfs_estimate, check_distance, check_solution

FAR_BOARD = Board.parse("1 0 2 / 3 4 5 / 7 8 6")
# Your turn 1: BFS must expand every board on levels 0 to 14 before it meets a goal on level 15. The lesson's
# level sizes (from another start, about as big) add up to 1+3+5+10+14+28+42+80+108+202+278+524+726+1348+1804
# = 5,173; BFS really expands 5,102 boards here. Anything from about 2,600 to 10,200 is accepted. A common
# wrong estimate is the size of level 15 alone (about 3,300 in the lesson's list): close, but it forgets that
# all earlier levels are expanded too; another is 4 ** 15 (a billion), which forgets that boards repeat.
MY_ESTIMATE = 5_000

PUZZLE = Board.parse("4 1 3 / 0 2 6 / 7 5 8")
# Your turn 2: blank up, right, down, down, right; the tiles slid are 4, 1, 2, 5, 8. Five moves is the fewest
# (tiles 4, 1, 2, 5 and 8 are each one cell from home, and each move brings exactly one of them home).
MY_MOVES = "URDDR"

BOARD = Board.parse("8 1 3 / 4 0 2 / 7 6 5")
# Your turn 3: 14 moves. Tiles 8, 1, 2, 6 and 5 are out of place, 10 cells of travel between them (their
# Manhattan distance), so a guess below 10 is impossible; the detours needed to let tiles pass make it 14.
MY_ANSWER = 14


# Your turn 4 (going further): the goal test moves to where a board is generated; the start itself is checked
# first, since it is never generated.
def my_bfs(start, goal):
    if start == goal:
        return []
    queue = deque([start])
    parent = {start: None}
    while queue:
        board = queue.popleft()
        for move, nxt in board.neighbors():
            if nxt not in parent:
                parent[nxt] = (board, move)
                if nxt == goal:
                    moves = []
                    while parent[nxt] is not None:
                        nxt, back = parent[nxt]
                        moves.append(back)
                    return moves[::-1]
                queue.append(nxt)
    return None


def main() -> None:
    for check in (check_bfs_estimate(FAR_BOARD, MY_ESTIMATE), check_solution(PUZZLE, MY_MOVES, optimal=True),
                  check_solution(PUZZLE, [4, 1, 2, 5, 8], optimal=True), check_distance(BOARD, MY_ANSWER),
                  check_bfs(my_bfs)):
        print(check, end="\n\n")
        check.require()  # AssertionError with the check's report if an answer is not right


if __name__ == "__main__":
    main()
