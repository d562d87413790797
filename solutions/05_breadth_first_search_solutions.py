"""Teacher's answers for lesson 5 (notebooks/05_breadth_first_search.ipynb). Run: python solutions/05_breadth_first_search_solutions.py

Each answer comes with the reasoning a student should give; each is run through the lesson's own check.
"""

from collections import deque

from puzzlelib import Board
from puzzlelib.exercises import check_bfs_work, check_early_goal_bfs

LEVELS = [1, 3, 5, 10, 14, 28, 42, 80, 108, 202, 278, 524, 726, 1348, 1804, 3283]  # section 4's list
FAR_BOARD = Board.parse("1 2 3 / 4 6 5 / 8 0 7")  # 15 moves from the standard goal

# --- Your turn 1: predict the work (two bounds).
# Why the list fits this board: a board's neighbours depend only on where its blank is, so renaming the tiles
# turns the levels around one board into the levels around any board with its blank in the same cell.
# The queue is first in, first out, so every board of levels 0 to 14 comes out (and is expanded) before any
# board of level 15, the goal's level: at least 1 + 3 + ... + 1804 = 5,173 boards, whatever the order of
# moves (at best the goal is the first of level 15 to come out). At worst the goal comes out last of its
# level, after the other 3,282 boards of level 15: never more than 5,173 + 3,283 - 1 = 8,455. The goal itself
# is not expanded (bfs returns as it comes out), so 5,174 and 8,456 are not right. These are bounds from the
# levels alone: with its own order of moves the lesson's bfs expands 6,896 (no fixed order of the four
# moves gets below 5,222 or above 6,896 here; 5,173 needs the order to change from board to board, the
# child nearest the goal first). The package's BFS expands only 4,314, because it tests for the goal earlier.
# Common slips: the size of level 15 alone (it forgets the levels before), 4 ** 15 (it forgets that boards
# repeat), and the package's 4,314 (another search).
FEWEST = sum(LEVELS[:15])
MOST = sum(LEVELS[:16]) - 1


# --- Your turn 2: test the goal early.
# Two changes to the starter (a copy of the lesson's bfs): the goal test moves into the loop over neighbours,
# so a board is tested when it is made (before it joins the queue), and the start, which is never made, is
# tested first. The search then stops while expanding the goal's parent, one level sooner: it never expands
# a board as far from the start as the goal, nor the rest of the level in front of it.
def my_bfs(start, goal):
    if start == goal:
        return []
    queue = deque([start])
    visited = {start}
    parent = {start: None}
    while queue:
        board = queue.popleft()
        for move, nxt in board.neighbors():
            if nxt not in visited:
                visited.add(nxt)
                parent[nxt] = (board, move)
                if nxt == goal:  # tested as it is made
                    return backtrace(parent, goal)
                queue.append(nxt)
    return None


def backtrace(parent, goal):
    moves, board = [], goal
    while parent[board] is not None:
        board, move = parent[board]
        moves.append(move)
    return moves[::-1]


def main() -> None:
    for check in (check_bfs_work(FAR_BOARD, FEWEST, MOST), check_early_goal_bfs(my_bfs)):
        print(check, end="\n\n")
        check.require()  # AssertionError with the check's report if an answer is not right


if __name__ == "__main__":
    main()
