"""row_by_row_stages: the row-by-row method cut into the lines it finishes, in order."""

from puzzlelib import random_solvable, row_by_row
from puzzlelib.strategies import row_by_row_stages


def test_stages_follow_the_method_and_each_line_stays_home():
    result = row_by_row(random_solvable(5, 5, seed=3))
    stages = row_by_row_stages(result)
    assert [s.name for s in stages] == ["start", "row 1", "column 1", "row 2", "column 2", "row 3", "last block"]
    steps = [s.step for s in stages]
    assert steps == sorted(steps) and steps[-1] == result.length
    goal = result.goal
    row1 = range(5)
    assert all(stages[1].board.tiles[c] == goal.tiles[c] for c in row1)
    assert all(b.tiles[c] == goal.tiles[c] for b in result.path[stages[1].step:] for c in row1)
    assert not all(result.path[stages[1].step - 1].tiles[c] == goal.tiles[c] for c in row1)
    assert all(s.board == result.path[s.step] for s in stages)


def test_the_stream_hands_over_stages_in_order_and_they_solve_the_board():
    from puzzlelib.strategies import row_by_row_stream

    board = random_solvable(6, 6, seed=2)
    stream = list(row_by_row_stream(board))
    names = [name for name, _, _ in stream]
    assert names == [s.name for s in row_by_row_stages(row_by_row(board))][1:]
    moves = [m for _, chunk, _ in stream for m in chunk]
    assert board.apply(moves) == board.goal_of()
    times = [seconds for _, _, seconds in stream]
    assert times == sorted(times)
