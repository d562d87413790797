"""How often a random shuffle of the goal passes lesson 13's perfect-board check, under two rules.

The old rule: a 4 x 4 board at least ``bar`` moves from the goal that ``row_by_row`` solves in the fewest moves.
Random shuffles pass it often (the method's recipes are sometimes shortest by luck, even at 18 moves). The rule
the check uses adds that every move comes from the method's last search, the breadth-first search of the last
2 x 3 block: the design the task asks for. A design task must not pass by shuffling at random, so the rule is
measured on random shuffles of 10 to 80 moves (plain and without immediate undos). A board cannot pass when row
by row is longer than the shuffle with its loops removed (the shuffle played backwards is a solution) or shorter
than the bar; only the rest are solved exactly.

Run: python benchmarks/perfect_board_shuffles.py [tries per length, default 10000]
"""

from __future__ import annotations

import sys
import time

from puzzlelib import Board, row_by_row
from puzzlelib.exercises.truth import _optimal_length
from puzzlelib.shuffle import random_moves
from puzzlelib.strategies import row_by_row_stages

BARS = (12, 14, 16, 18)
RULES = ("old", "last search")
LENGTHS = (10, 12, 14, 16, 20, 30, 40, 50, 60, 80)


def _loop_free_length(goal: Board, moves) -> int:
    """Moves of the shuffle once every return to an earlier board is cut out: an upper bound on the distance."""
    path = [goal]
    seen = {goal: 0}
    for move in moves:
        board = path[-1].apply(move)
        if board in seen:
            del path[seen[board] + 1:]
            seen = {b: i for i, b in enumerate(path)}
        else:
            seen[board] = len(path)
            path.append(board)
    return len(path) - 1


def passes(board: Board, bound: int) -> dict[tuple[str, int], bool]:
    """For each rule and bar, whether it holds on ``board`` (``bound``: a known upper bound on its distance)."""
    human = row_by_row(board)
    if human.length > bound or human.length < min(BARS):
        return {(rule, bar): False for rule in RULES for bar in BARS}
    best = _optimal_length(board, board.goal_of(), time_limit=120)
    last_search_only = row_by_row_stages(human)[-2].step == 0
    return {(rule, bar): best == human.length >= bar and (rule == "old" or last_search_only)
            for rule in RULES for bar in BARS}


def main(tries: int = 10_000) -> None:
    goal = Board.goal(4, 4)
    print(f"{tries} random shuffles per length; passes under each rule for the bars {BARS}")
    for no_undo in (False, True):
        for length in LENGTHS:
            started = time.perf_counter()
            counts = {(rule, bar): 0 for rule in RULES for bar in BARS}
            for seed in range(tries):
                moves = random_moves(length, seed=seed, rows=4, cols=4, no_undo=no_undo)
                board = goal.apply(moves)
                for key, ok in passes(board, _loop_free_length(goal, moves)).items():
                    counts[key] += ok
            shown = " | ".join(f"{rule}: " + " ".join(f"{counts[rule, bar]:4d}" for bar in BARS) for rule in RULES)
            print(f"{'no_undo' if no_undo else 'plain  '} {length:2d} moves  {shown}  "
                  f"({time.perf_counter() - started:.0f} s)", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10_000)
