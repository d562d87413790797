"""The truth the checkers compare with (puzzlelib.exercises.truth): exact on 4 x 4 boards too, where it
takes a search, and "could not check" rather than a guess when the search runs out of time."""

from __future__ import annotations

from puzzlelib import Board, solve
from puzzlelib import exercises as ex
from puzzlelib.board import OPPOSITE
from puzzlelib.exercises import check_distance, check_solution

FOUR = Board.parse("5 1 2 3 / 9 6 7 4 / 13 10 11 8 / 0 14 15 12")  # 4 x 4, 12 moves from the goal


# ----------------------------------------------------------------------------- 4 x 4: never a wrong verdict
def test_distance_on_a_4x4_board_is_exact():
    truth = solve(FOUR, method="idastar", heuristic="manhattan").length
    assert check_distance(FOUR, truth)
    assert not check_distance(FOUR, truth + 2) and not check_distance(FOUR, truth - 2)
    assert check_distance(FOUR, truth + 2).message.replace(str(truth + 2), "") \
        == check_distance(FOUR, truth - 2).message.replace(str(truth - 2), "")  # the same words either way


def test_optimal_solution_on_4x4_refuses_a_longer_answer():
    best = solve(FOUR, method="idastar").moves
    longer = "".join(best[:1]) + "".join(OPPOSITE[m] for m in best[:1]) + "".join(best)
    assert check_solution(FOUR, best, optimal=True)
    verdict = check_solution(FOUR, longer, optimal=True)
    assert not verdict and verdict.decided and f"takes {len(best)}" in verdict.message


def test_greedy_answer_on_4x4_is_not_called_optimal():
    board = Board.parse("2 3 4 8 / 1 7 11 12 / 5 6 0 15 / 9 10 13 14")
    greedy = solve(board, method="greedy")
    verdict = check_solution(board, greedy, optimal=True)
    best = solve(board, method="idastar").length
    assert bool(verdict) == (greedy.length == best)


def test_a_board_short_of_the_goal_never_says_none_moves_away(monkeypatch):
    monkeypatch.setattr(ex.verdicts, "CHECK_SECONDS", 0.0001)
    hard = Board.parse("0 12 9 13 / 15 11 10 14 / 3 7 2 5 / 4 8 6 1")
    verdict = check_solution(hard, "R")
    assert not verdict and "None" not in verdict.message and "away" in verdict.message


def test_solution_on_a_4x4_board_uses_search_for_the_optimum():
    start = Board.goal(4, 4).apply("UULL")
    assert check_solution(start, "RRDD", optimal=True).details["optimal"] == 4


# ----------------------------------------------------------------------------- lessons 2 and 3: counts and chances
def test_strip_reachable_is_every_arrangement_with_the_tiles_in_order():
    from itertools import permutations

    from puzzlelib.exercises.truth import strip_reachable

    for cells in range(2, 7):
        start = tuple(range(1, cells)) + (0,)
        in_order = {p for p in permutations(start) if [t for t in p if t] == list(range(1, cells))}
        assert strip_reachable(start) == in_order


def test_swap_shuffle_runs_is_the_denominator_of_the_exact_distribution():
    import math

    from puzzlelib.exercises.truth import swap_shuffle_runs
    from puzzlelib.shuffle import naive_swap_distribution

    for rows, cols in ((2, 2), (2, 3), (3, 2)):
        runs = swap_shuffle_runs(rows, cols)
        chances = naive_swap_distribution(rows, cols).values()
        assert all((c * runs).denominator == 1 for c in chances)
        assert runs == (rows * cols) ** (rows * cols) and math.lcm(*(c.denominator for c in chances)) <= runs


def _every_coin_run_in_order(rows: int, cols: int):
    """The chance that sort_shuffle leaves the tiles in order, summed over every run of its coin (small boards)."""
    import random
    from fractions import Fraction

    from puzzlelib.shuffle import sort_shuffle

    class Coins(random.Random):
        def __init__(self, prefix):
            super().__init__(0)
            self.prefix, self.tossed = prefix, 0

        def random(self):
            side = self.prefix[self.tossed] if self.tossed < len(self.prefix) else 0
            self.tossed += 1
            return 0.75 if side else 0.25  # 1: "bigger", the tile moves on

    total, prefix = Fraction(0), []
    while True:
        coins = Coins(prefix)
        board = sort_shuffle(seed=coins, rows=rows, cols=cols, solvable=False)
        run = prefix + [0] * (coins.tossed - len(prefix))
        if board == Board.goal(rows, cols):
            total += Fraction(1, 2 ** coins.tossed)
        while run and run[-1] == 1:
            run.pop()
        if not run:
            return total
        prefix = run[:-1] + [1]


def test_sort_in_order_chance_matches_every_run_of_the_coin():
    from puzzlelib.exercises.truth import sort_in_order_chance

    for rows, cols in ((2, 2), (2, 3), (3, 2)):
        assert sort_in_order_chance(rows, cols) == _every_coin_run_in_order(rows, cols)
