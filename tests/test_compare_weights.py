"""by_weight: weighted A* on boards x weights, read as a table of lengths and a table of expansions."""

from __future__ import annotations

import pandas as pd
import pytest

from puzzlelib import PuzzleError, random_solvable, solve
from puzzlelib.compare import by_weight
from puzzlelib.errors import SearchLimitError


def test_each_cell_is_the_run_solve_makes():
    boards = [random_solvable(3, 3, seed=s) for s in range(3)]
    tables = by_weight(boards, (1, 2, 3.5))
    assert list(tables.lengths.columns) == ["w=1", "w=2", "w=3.5"] == list(tables.expanded.columns)
    for i, board in enumerate(boards):
        for w in (1, 2, 3.5):
            r = solve(board, method="wastar", weight=w)
            assert tables.lengths.loc[i, f"w={w:g}"] == r.length
            assert tables.expanded.loc[i, f"w={w:g}"] == r.nodes_expanded


def test_a_run_out_of_budget_has_no_length_and_reads_the_budget():
    board = random_solvable(4, 4, seed=3)
    with pytest.raises(SearchLimitError):
        solve(board, method="wastar", weight=1, max_nodes=500)
    tables = by_weight({"seed 3": board}, (1,), max_nodes=500)
    assert pd.isna(tables.lengths.loc["seed 3", "w=1"])
    assert tables.expanded.loc["seed 3", "w=1"] == 500
    assert list(tables.lengths.index) == ["seed 3"] and tables.lengths.index.name == "board"


def test_weights_keep_their_promise_on_the_8_puzzle():
    from puzzlelib.statespace import distance_table

    table = distance_table(3, 3)
    boards = [random_solvable(3, 3, seed=s) for s in range(10, 20)]
    tables = by_weight(boards, (1, 1.5, 3))
    for i, board in enumerate(boards):
        shortest = table.distance(board)
        assert tables.lengths.loc[i, "w=1"] == shortest
        for w in (1.5, 3):
            assert shortest <= tables.lengths.loc[i, f"w={w:g}"] <= w * shortest


@pytest.mark.parametrize("weights", [2, "2", [], [0.5], [True], [float("nan")], [None]])
def test_junk_weights_get_a_sentence(weights):
    with pytest.raises(PuzzleError, match="weights must be"):
        by_weight([random_solvable(3, 3, seed=0)], weights)


def test_no_board_gets_a_sentence():
    with pytest.raises(PuzzleError, match="at least one board"):
        by_weight({}, (1, 2))
    with pytest.raises(PuzzleError, match="at least one board"):
        by_weight([], (1, 2))
