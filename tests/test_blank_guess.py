"""Counting the blank in the guess (the ant post's score) on the 8-puzzle: A* loses its guarantee, yet it
returns a shortest solution from every board. scripts/check_blank_guess.py runs all 181,439 boards (about
15 minutes) and keeps the result in puzzlelib/data/blank_guess_8puzzle.json, which lesson 7 quotes; this
test re-runs a uniform sample through the same code and checks the record."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from puzzlelib import solve

REPO = Path(__file__).resolve().parent.parent
RECORD = REPO / "puzzlelib" / "data" / "blank_guess_8puzzle.json"


def _script():
    spec = importlib.util.spec_from_file_location("check_blank_guess", REPO / "scripts" / "check_blank_guess.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_record_covers_every_board_and_found_no_longer_solution():
    record = json.loads(RECORD.read_text(encoding="utf-8"))
    assert record["boards"] == 181_439 and record["not_shortest"] == 0 and record["examples"] == []
    assert record["command"] == "python scripts/check_blank_guess.py"


@pytest.mark.slow
def test_a_uniform_sample_agrees_with_the_record():
    boards = _script().boards_to_check(sample=1500, seed=2026)
    assert len({b for b, _ in boards}) == 1500
    assert all(solve(b, method="astar", heuristic="manhattan+blank").length == d for b, d in boards)


def test_the_guess_does_overestimate_so_the_result_is_not_the_theorem():
    """The record would be trivial if the guess were admissible; it is not (one move from the goal it says 2)."""
    from puzzlelib import Board

    one_away = Board.parse("1 2 3 / 4 5 6 / 7 0 8")
    assert one_away.manhattan(count_blank=True) == 2
    assert solve(one_away, method="astar", heuristic="manhattan+blank").optimal is False


def test_the_script_finds_a_longer_solution_when_there_is_one():
    """The check can fail: a search that returns two moves too many is reported board by board."""
    module = _script()

    class Longer:
        def __init__(self, result):
            self.length = result.length + 2

    boards = module.boards_to_check(sample=5, seed=1)
    found = module.check(boards, search=lambda board, **kw: Longer(solve(board, **kw)))
    assert found["boards"] == 5 and found["not_shortest"] == 5
    assert found["examples"][0]["found"] == found["examples"][0]["shortest"] + 2
    assert module.check(boards)["not_shortest"] == 0
