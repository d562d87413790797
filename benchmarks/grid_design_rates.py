"""How often a random grid passes lesson 1's two design checks: the rate a loop of random grids, judged
offline where no limit on tries applies, would need to beat.

    python benchmarks/grid_design_rates.py                  # 250,000 grids for each check, seed 5
    python benchmarks/grid_design_rates.py --grids 20000 --seed 1

Each grid has a shape of at most 30 cells (25 for the trap) and walls placed one of two ways, each for half
the grids: a number of walls from 1 to 12 at random cells, or each cell a wall with a chance drawn from 5 to
50 %. The ant and the food go on two other random cells. Each grid is judged by the checks' own verdicts
(``_judge_longer``, ``_judge_trap``), without the limit on tries a session has. The counts are
deterministic for a seed; no timing is reported.
"""

from __future__ import annotations

import argparse
import random

from puzzlelib import GridProblem
from puzzlelib.exercises.grid import _TRAP_LIMITS, _judge_longer, _judge_trap

LONGER_SHAPES = [(5, 6), (6, 5), (4, 7), (7, 4), (3, 10), (10, 3), (5, 5), (3, 9), (4, 6), (2, 15), (3, 8)]
TRAP_SHAPES = [(5, 5), (4, 6), (6, 4), (3, 8), (8, 3), (4, 5), (5, 4)]


def random_grid(rng: random.Random, shapes: list[tuple[int, int]]) -> str:
    rows, cols = rng.choice(shapes)
    if rng.random() < 0.5:
        cells = ["."] * (rows * cols)
        for index in rng.sample(range(rows * cols), rng.randint(1, min(12, rows * cols - 2))):
            cells[index] = "#"
    else:
        chance = rng.uniform(0.05, 0.5)
        cells = ["#" if rng.random() < chance else "." for _ in range(rows * cols)]
    start, goal = rng.sample(range(rows * cols), 2)
    cells[start], cells[goal] = "S", "G"
    return "\n".join(" ".join(cells[r * cols:(r + 1) * cols]) for r in range(rows))


def passed(kind: str, grids: int, seed: int) -> int:
    rng = random.Random(seed)
    count = 0
    for _ in range(grids):
        if kind == "longer":
            text = random_grid(rng, LONGER_SHAPES)
            count += _judge_longer(text, GridProblem.parse(text), 30).ok
        else:
            text = random_grid(rng, TRAP_SHAPES)
            count += _judge_trap(text, GridProblem.parse(text), **_TRAP_LIMITS).ok
    return count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--grids", type=int, default=250_000)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    for kind in ("longer", "trap"):
        print(f"{kind}: {passed(kind, args.grids, args.seed):,} of {args.grids:,} random grids pass")


if __name__ == "__main__":
    main()
