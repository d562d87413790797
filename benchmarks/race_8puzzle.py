"""Run lesson 8's race once and write it to puzzlelib/data/race_8puzzle.csv (see puzzlelib/races.py).

    python benchmarks/race_8puzzle.py            # the whole race: several minutes (443 s on a busy 2-core machine)
    python benchmarks/race_8puzzle.py --check 20 # re-run 20 random rows and compare with the file

Six methods solve every board of the fair sample (uniform at each depth, seed 2026). Counts are exact and
the same everywhere; the milliseconds are the fastest processor time of three runs on this machine,
whose description and load are written in the file's first line.
"""

from __future__ import annotations

import argparse
import os
import platform
import time

from puzzlelib import solve
from puzzlelib.races import RACE_FILE, RACE_METHODS, fair_sample, race_8puzzle

COLUMNS = ["depth", "board", "method", "expanded", "generated", "memory", "length", "ms"]


def run(board, options: dict, repeats: int = 3) -> dict:
    """One race entry: the counts of one run, and its fastest processor time over ``repeats`` runs
    (processor time, not the wall clock, so that other programs on a shared machine count less)."""
    times = []
    for _ in range(repeats):
        started = time.process_time()
        r = solve(board, max_nodes=10**7, time_limit=600, **options)
        times.append(time.process_time() - started)
    return {"expanded": r.nodes_expanded, "generated": r.nodes_generated, "memory": r.max_memory_nodes,
            "length": r.length, "ms": round(1000 * min(times), 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", type=int, default=0, help="re-run this many random rows and compare counts")
    args = parser.parse_args()
    if args.check:
        race = race_8puzzle().sample(args.check, random_state=1)
        for row in race.itertuples():
            fresh = run(row.board, RACE_METHODS[row.method], repeats=1)
            same = all(fresh[k] == getattr(row, k) for k in ("expanded", "generated", "memory", "length"))
            print(f"{row.method:20} depth {row.depth:2} {'same' if same else 'DIFFERENT'}")
        return
    started = time.perf_counter()
    rows = []
    for depth, board in fair_sample():
        for name, options in RACE_METHODS.items():
            rows.append({"depth": depth, "board": board.to_text(), "method": name, **run(board, options)})
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    head = (f"# milliseconds: fastest processor time of 3 runs on {platform.processor() or platform.machine()}, "
            f"{os.cpu_count()} cores, Python {platform.python_version()}, load {load:.1f}, "
            f"{time.strftime('%Y-%m-%d')}; written by benchmarks/race_8puzzle.py in "
            f"{time.perf_counter() - started:.0f} s\n")
    with open(RACE_FILE, "w", encoding="utf-8") as out:
        out.write(head)
        out.write(",".join(COLUMNS) + "\n")
        for row in rows:
            out.write(",".join(str(row[c]) for c in COLUMNS) + "\n")
    print(head.strip(), f"\n{len(rows)} runs on {len({r['board'] for r in rows})} boards -> {RACE_FILE}")


if __name__ == "__main__":
    main()
