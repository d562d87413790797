"""Reading a race: summary per method, growth per move below the state-space ceiling, conclusions."""

import pytest

from puzzlelib import PuzzleError
from puzzlelib.compare import compare, conclusions, growth_per_move, summarize
from puzzlelib.statespace import distance_table


@pytest.fixture(scope="module")
def race():
    table = distance_table(3, 3)
    boards = [table.boards_at(d, limit=2)[k] for d in (4, 8, 12, 16) for k in range(2)]
    df = compare(boards, ["bfs", "greedy:manhattan", "astar:misplaced", "astar:manhattan"], progress=False)
    df["depth"] = [table.distance(boards[i]) for i in df["board_index"]]
    return df, table


def test_summary_counts_boards_not_shortest_and_extra_moves(race):
    df, _ = race
    summary = summarize(df)
    assert list(summary.index) == ["bfs", "greedy (manhattan)", "astar (misplaced)", "astar (manhattan)"]
    assert summary.loc["bfs", "extra_moves_in_all"] == 0 == summary.loc["astar (manhattan)", "boards_not_shortest"]
    greedy = df[df["label"] == "greedy (manhattan)"]
    assert summary.loc["greedy (manhattan)", "extra_moves_in_all"] == (greedy["length"] - greedy["depth"]).sum()


def test_growth_is_fitted_below_the_ceiling_only(race):
    df, table = race
    growth, depths = growth_per_move(df, table.reachable)
    assert depths == [8, 12, 16]
    assert growth["astar (misplaced)"] > growth["astar (manhattan)"] > 1 and growth.is_monotonic_decreasing
    _, few = growth_per_move(df, table.reachable, ceiling=0.001, min_depth=4)
    assert few == [4, 8]
    with pytest.raises(PuzzleError, match="two depths"):
        growth_per_move(df, table.reachable, min_depth=16)


def test_conclusions_leave_out_sentences_about_missing_methods(race):
    df, _ = race
    lines = conclusions(df)
    assert any(line.startswith("**The guess matters.**") for line in lines)
    assert not any("Weighted" in line or "Memory" in line for line in lines)
