"""Does A* with the posts' score (Manhattan distance with the blank counted) ever lose the shortest path
on the 8-puzzle? Runs ``solve(board, method="astar", heuristic="manhattan+blank")`` from every one of the
181,439 boards that can reach the standard goal (the goal itself aside) and compares its length with the
true distance from the complete breadth-first table.

    python scripts/check_blank_guess.py                  # every board: over an hour on one core (4,737 s stored)
    python scripts/check_blank_guess.py --sample 2000    # a uniform random sample (seed 0)

The guess overestimates on 4,650 boards (by up to 4 moves), so the guarantee of A* does not cover it;
this script measures what happens instead. ``solve``'s A* re-opens a closed board when a shorter path
to it turns up; an A* that never re-opens (lesson 7's own loop) is longer on about 2% of boards. Its result for the whole space is kept in
puzzlelib/data/blank_guess_8puzzle.json (lesson 7 quotes it; tests/test_blank_guess.py re-checks a sample).
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import numpy as np

from puzzlelib import Board, solve
from puzzlelib.statespace import distance_table, unrank_permutations

OUT = Path(__file__).resolve().parent.parent / "puzzlelib" / "data" / "blank_guess_8puzzle.json"


def boards_to_check(sample: int | None, seed: int = 0) -> list[tuple[Board, int]]:
    """(board, true distance) for every solvable non-goal 8-puzzle board, or a uniform sample of them."""
    table = distance_table(3, 3)
    ranks = np.flatnonzero(table.distances > 0)
    if sample is not None:
        ranks = np.sort(np.random.default_rng(seed).choice(ranks, size=sample, replace=False))
    tiles = unrank_permutations(ranks, 9).tolist()
    return [(Board(3, 3, tuple(t)), int(d)) for t, d in zip(tiles, table.distances[ranks].tolist(), strict=True)]


def check(boards, search=solve) -> dict:
    """Run A* with the blank counted from each ``(board, true distance)``; count the longer solutions."""
    longer = []
    for board, distance in boards:
        length = search(board, method="astar", heuristic="manhattan+blank").length
        if length != distance:
            longer.append({"board": board.to_text(), "shortest": distance, "found": length})
    return {"boards": len(boards), "not_shortest": len(longer), "examples": longer[:20]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sample", type=int, default=None, help="check a uniform sample of this many boards")
    args = parser.parse_args()
    started = time.perf_counter()
    result = check(boards_to_check(args.sample))
    result |= {"seconds": round(time.perf_counter() - started, 1), "command": "python scripts/check_blank_guess.py"
               + (f" --sample {args.sample}" if args.sample else "")}
    print(json.dumps(result, indent=1))
    if args.sample is None:
        OUT.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
