"""How many boards A* stores on uniform random 15-puzzles: the table lesson 10 draws.

    python benchmarks/astar_memory.py                 # seeds 0-39, writes puzzlelib/data/astar_memory_15.csv
    python benchmarks/astar_memory.py --seeds 0 5 --out -    # a few seeds, printed

For each ``random_solvable(4, 4, seed=s)``: the shortest length (IDA* with the 6-6-3 pattern databases,
built into the cache on first use), the linear-conflict guess at the start, and what A* with linear
conflict expanded and stored (``max_memory_nodes``: its open and closed lists at the end) when it finished
within ``--budget`` expansions (left empty otherwise; ``stored_at_stop`` then holds the boards it held when
the budget ran out, a lower bound). Each A* run is a fresh process, so the memory one
run takes (up to a few GB at the default budget) is given back before the next starts. The counts are
deterministic; the lesson measures bytes per board itself, so the file holds no timings.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

from puzzlelib.datasets import ASTAR_MEMORY_BUDGET

OUT = Path(__file__).resolve().parents[1] / "puzzlelib" / "data" / "astar_memory_15.csv"

RUN = """
import json, sys
from puzzlelib import SearchLimitError, random_solvable, solve
board = random_solvable(4, 4, seed=int(sys.argv[1]))
try:
    r = solve(board, method="astar", heuristic="linear_conflict", max_nodes=int(sys.argv[2]), time_limit=3600)
    print(json.dumps({"length": r.length, "expanded": r.nodes_expanded, "stored": r.max_memory_nodes}))
except SearchLimitError as stop:
    print(json.dumps({"stored_at_stop": stop.stats["max_memory_nodes"]}))
"""


def row(seed: int, budget: int, pdb) -> dict:
    from puzzlelib import get_heuristic, random_solvable, solve_idastar_puzzle

    board = random_solvable(4, 4, seed=seed)
    shortest = solve_idastar_puzzle(board, heuristic=pdb, time_limit=600)
    done = subprocess.run([sys.executable, "-c", RUN, str(seed), str(budget)], capture_output=True, text=True,
                          check=True)
    astar = json.loads(done.stdout)
    if "length" in astar and astar["length"] != shortest.length:
        raise SystemExit(f"seed {seed}: A* found {astar['length']} moves, IDA* {shortest.length}")
    return {"seed": seed, "length": shortest.length, "linear_conflict": get_heuristic("linear_conflict")(board),
            "expanded": astar.get("expanded", ""), "stored": astar.get("stored", ""),
            "stored_at_stop": astar.get("stored_at_stop", "")}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, nargs=2, default=[0, 40], metavar=("FIRST", "STOP"))
    parser.add_argument("--budget", type=int, default=ASTAR_MEMORY_BUDGET, help="A*'s expansions per board")
    parser.add_argument("--out", default=str(OUT), help="CSV file to write, or - to print")
    args = parser.parse_args()
    from puzzlelib.pdb import pattern_heuristic

    pdb = pattern_heuristic(4, 4, "6-6-3", progress=False)
    lines = [f"# A* (linear conflict) on random_solvable(4, 4, seed=s), budget {args.budget:,} expansions; "
             "written by benchmarks/astar_memory.py",
             "seed,length,linear_conflict,expanded,stored,stored_at_stop"]
    for seed in range(*args.seeds):
        r = row(seed, args.budget, pdb)
        lines.append(",".join(str(r[k]) for k in ("seed", "length", "linear_conflict", "expanded", "stored",
                                                   "stored_at_stop")))
        print(lines[-1], file=sys.stderr, flush=True)
    text = "\n".join(lines) + "\n"
    if args.out == "-":
        print(text, end="")
    else:
        Path(args.out).write_text(text, encoding="utf-8")
        print(f"wrote {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
