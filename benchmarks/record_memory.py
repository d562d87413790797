"""Peak memory of recorded searches under default budgets, one fresh process per run.

    python benchmarks/record_memory.py            # 4 x 4 and 5 x 5, every method, record=True
    python benchmarks/record_memory.py --size 4 --methods idastar

Each run solves ``random_solvable(size, seed=1)`` with ``solve(..., record=True)`` and nothing else set,
and prints the peak resident size of its process (``resource.getrusage``, Linux), how it ended and how
long it took. The promise being checked: under 1 GiB whatever the method, with the default budgets.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

RUN = """
import json, resource, sys, time
from puzzlelib import SearchLimitError, random_solvable, solve
started = time.perf_counter()
try:
    r = solve(random_solvable(int(sys.argv[1]), seed=1), method=sys.argv[2], record=True)
    end = f"solved, {r.length} moves"
    expanded = r.nodes_expanded
except SearchLimitError as exc:
    end, expanded = "stopped at its budget (" + ("nodes" if "max_nodes=" in str(exc) else "time") + ")", exc.stats["nodes_expanded"]
print(json.dumps({"peak_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, "end": end,
                  "expanded": expanded, "seconds": time.perf_counter() - started}))
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, nargs="*", default=[4, 5])
    parser.add_argument("--methods", nargs="*", default=["bfs", "scored", "greedy", "astar", "wastar", "idastar"])
    args = parser.parse_args()
    print(f"{'board':6} {'method':8} {'peak MiB':>9} {'expanded':>10} {'seconds':>8}  end")
    for size in args.size:
        for method in args.methods:
            out = subprocess.run([sys.executable, "-c", RUN, str(size), method], capture_output=True, text=True,
                                 check=True).stdout
            row = json.loads(out.strip().splitlines()[-1])
            print(f"{size}x{size:<4} {method:8} {row['peak_mib']:9.0f} {row['expanded']:10,} {row['seconds']:8.1f}  "
                  f"{row['end']}")


if __name__ == "__main__":
    main()
