"""Teacher's answers for lesson 6 (notebooks/06_a_star.ipynb). Run: python solutions/06_a_star_solutions.py

Your turn 1: "wrong row + wrong column" is admissible and consistent, and closer to the truth than
misplaced tiles (but never above Manhattan: each term is at most that tile's Manhattan distance).
Your turn 2: a shortest solution of 2 8 3 / 1 6 4 / 7 _ 5 towards the snail goal.
"""

from puzzlelib import HEURISTICS, Board, solve
from puzzlelib.exercises import check_heuristic, check_solution


def my_h(board):
    goal = board.goal_of()
    total = 0
    for tile in range(1, board.size):
        (r, c), (gr, gc) = board.position_of(tile), goal.position_of(tile)
        total += (r != gr) + (c != gc)
    return total


verdict = check_heuristic(my_h)
print("Your turn 1:", verdict)
assert verdict.ok
misplaced = check_heuristic(HEURISTICS["misplaced"]).details["mean_h"]
manhattan = check_heuristic(HEURISTICS["manhattan"]).details["mean_h"]
print(f"  mean h: misplaced {misplaced:.2f} < rows+columns {verdict.details['mean_h']:.2f} <= Manhattan {manhattan:.2f}")
assert misplaced < verdict.details["mean_h"] <= manhattan

board = Board.parse("2 8 3 / 1 6 4 / 7 0 5")
answer = solve(board, goal="snail", method="astar")
print("Your turn 2:", "".join(answer.moves), "= tiles", answer.tiles)
print(check_solution(board, answer.moves, goal="snail", optimal=True))
