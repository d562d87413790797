"""Speed and memory of the search engine, as tables (medians of several runs).

    python benchmarks/search_bench.py            # the full set (a few minutes)
    python benchmarks/search_bench.py --quick    # fewer boards and runs (well under a minute)
    python benchmarks/search_bench.py --against ../other-checkout   # this tree's CPU time over another's

Sections:

1. BFS over the whole 8-puzzle space from the goal (``explore``): 181,440 states, count per depth.
   Target: under 0.5 s. Also the generic BFS (``solve(method="bfs")``) on the hardest board.
2. A* with Manhattan and with linear conflict on seeded random 8-puzzles and the two 31-move
   boards: mean nodes expanded, time, nodes per second; every length checked against BFS.
3. Scored, greedy and weighted A* on the same boards: lengths and nodes (the trade-off).
4. IDA* on seeded random 15-puzzles through ``solve(method="idastar")`` (the tuned IDA* when it is
   installed): nodes expanded per second with Manhattan (target 1.5 million) and time per board
   with linear conflict (target: median under 10 s).

Peak memory is measured in a separate tracemalloc run (tracing slows Python down, so timed runs
never trace).

``--against DIR`` compares two checkouts side by side in one run: it alternates fresh processes of
this script, one importing this tree and one importing ``DIR`` (``--tree``), each timing the same
searches on the same boards, and prints the median CPU seconds of each and their ratio (this tree
over the other; below 1 is faster). Alternating spreads the load of a shared machine over both.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

THIS_TREE = Path(__file__).resolve().parents[1]
# the checkout to import: this one, or the one after --tree (read before the package is imported)
TREE = Path(sys.argv[sys.argv.index("--tree") + 1]).resolve() if "--tree" in sys.argv[:-1] else THIS_TREE
sys.path.insert(0, str(TREE))

from puzzlelib import Board, explore, random_solvable, solve  # noqa: E402
from puzzlelib.errors import SearchLimitError  # noqa: E402

HARDEST = ("8 6 7 / 2 5 4 / 3 0 1", "6 4 7 / 8 5 0 / 3 2 1")
SLOW = 600.0  # time limit of BFS runs: tracing, or a loaded machine, can take BFS past its 30 s default

SIDE_BY_SIDE = (("astar", "manhattan", {}), ("astar", "linear_conflict", {}), ("idastar", "manhattan", {}),
                ("wastar", "manhattan", {"weight": 1.5}), ("greedy", "manhattan", {}),
                ("scored", "manhattan", {}), ("scored", "manhattan+blank", {}))
"""The searches ``--against`` times on the 8-puzzle boards (with BFS on the hardest board)."""


def median_time(fn, runs: int) -> tuple[float, float, object]:
    """Median wall-clock and median CPU seconds of ``runs`` calls (CPU time is what to compare when
    other jobs share the machine), and the last result."""
    walls, cpus, out = [], [], None
    for _ in range(runs):
        w, c = time.perf_counter(), time.process_time()
        out = fn()
        cpus.append(time.process_time() - c)
        walls.append(time.perf_counter() - w)
    return statistics.median(walls), statistics.median(cpus), out


def peak_mib(fn) -> float:
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1] / 2**20
    finally:
        tracemalloc.stop()


def table(title: str, header: list[str], rows: list[list]) -> None:
    cells = [[str(c) for c in header]] + [[str(c) for c in row] for row in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(header))]
    print(f"\n## {title}\n")
    print("| " + " | ".join(h.ljust(w) for h, w in zip(cells[0], widths, strict=True)) + " |")
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for row in cells[1:]:
        print("| " + " | ".join(c.rjust(w) for c, w in zip(row, widths, strict=True)) + " |")


def bench_space(runs: int) -> dict:
    goal = Board.goal(3, 3)
    seconds, cpu, space = median_time(lambda: explore(goal), runs)
    assert space.count == 181_440 and space.max_depth == 31
    print("\nstates per depth (8-puzzle, from the goal):", space.level_sizes)
    bfs_seconds, bfs_cpu, r = median_time(lambda: solve(HARDEST[0], method="bfs", time_limit=SLOW), max(1, runs // 2))
    assert r.length == 31
    rows = [
        ["explore (whole space)", f"{space.count:,}", f"{seconds:.3f}", f"{cpu:.3f}", f"{space.count / cpu:,.0f}",
         f"{peak_mib(lambda: explore(goal)):.0f}", "met" if cpu < 0.5 else "MISSED"],
        ["solve bfs, hardest board", f"{r.nodes_expanded:,}", f"{bfs_seconds:.3f}", f"{bfs_cpu:.3f}",
         f"{r.nodes_expanded / bfs_cpu:,.0f}", f"{peak_mib(lambda: solve(HARDEST[0], method='bfs', time_limit=SLOW)):.0f}", ""],
    ]
    table(f"BFS over the 8-puzzle (median of {runs} runs; target for explore: < 0.5 s)",
          ["what", "states / expanded", "wall s", "CPU s", "per CPU second", "peak MiB", "target"], rows)
    return space.distances


def bench_8puzzle(distances: dict, n_boards: int, runs: int) -> None:
    boards = [random_solvable(3, seed=s) for s in range(n_boards)] + [Board.parse(t) for t in HARDEST]
    truth = [distances[b.tiles] for b in boards]
    configs = [
        ("astar", "manhattan", {}),
        ("astar", "linear_conflict", {}),
        ("astar", "misplaced", {}),
        ("idastar", "manhattan", {}),
        ("idastar", "linear_conflict", {}),
        ("wastar", "manhattan", {"weight": 1.5}),
        ("wastar", "manhattan", {"weight": 2.0}),
        ("greedy", "manhattan", {}),
        ("scored", "manhattan", {}),
        ("scored", "manhattan+blank", {}),
    ]
    rows = []
    for method, heuristic, extra in configs:
        def run_all(method=method, heuristic=heuristic, extra=extra):
            return [solve(b, method=method, heuristic=heuristic, **extra) for b in boards]

        _, seconds, results = median_time(run_all, runs)
        lengths = [r.length for r in results]
        optimal = all(a == b for a, b in zip(lengths, truth, strict=True))
        if method in ("astar", "idastar") and heuristic != "manhattan+blank":
            assert optimal, f"{method}/{heuristic} returned a non-optimal length"
        expanded = sum(r.nodes_expanded for r in results)
        hard = results[-2:]
        label = method + (f" w={extra['weight']:g}" if extra else "")
        rows.append([label, heuristic, f"{statistics.mean(lengths):.2f}",
                     f"{statistics.mean(b / t for b, t in zip(lengths, truth, strict=True) if t) :.3f}",
                     "yes" if optimal else "no", f"{expanded / len(boards):,.0f}",
                     f"{1000 * seconds / len(boards):.2f}", f"{expanded / seconds:,.0f}",
                     " / ".join(f"{r.length} in {r.nodes_expanded:,}" for r in hard)])
    mem = peak_mib(lambda: solve(HARDEST[0], method="astar", heuristic="manhattan"))
    table(f"8-puzzle: {n_boards} seeded random boards + the 2 hardest (median of {runs} runs; "
          f"mean BFS length {statistics.mean(truth):.2f})",
          ["method", "heuristic", "mean length", "length / BFS", "all = BFS", "mean expanded",
           "CPU ms per board", "expanded / CPU s", "hardest two: length in expanded"], rows)
    print(f"\npeak memory of A* (Manhattan) on the hardest board: {mem:.1f} MiB")


def bench_fifteen(n_boards: int, time_limit: float, manhattan_nodes: int) -> None:
    rows = []
    lc_times, md_rates = [], []
    for seed in range(n_boards):
        board = random_solvable(4, seed=1000 + seed)
        line = [seed, f"{board.manhattan()}"]
        cpu = time.process_time()
        try:
            r = solve(board, method="idastar", heuristic="manhattan", max_nodes=manhattan_nodes,
                      time_limit=time_limit)
            nodes, note = r.nodes_expanded, f"solved, {r.length} moves"
        except SearchLimitError as exc:
            nodes, note = exc.stats["nodes_expanded"], "node cap"
        secs = time.process_time() - cpu
        md_rates.append(nodes / secs)
        line += [f"{nodes:,}", f"{secs:.2f}", f"{nodes / secs:,.0f}", note]
        cpu = time.process_time()
        try:
            r = solve(board, method="idastar", heuristic="linear_conflict", time_limit=time_limit)
            secs = time.process_time() - cpu
            lc_times.append(secs)
            line += [f"{r.length}", f"{r.nodes_expanded:,}", f"{secs:.2f}", f"{r.seconds:.2f}",
                     f"{r.nodes_expanded / secs:,.0f}"]
        except SearchLimitError as exc:
            secs = time.process_time() - cpu
            lc_times.append(float("inf"))
            line += ["-", f"{exc.stats['nodes_expanded']:,}", f">{secs:.1f}", f">{time_limit:g}",
                     f"{exc.stats['nodes_expanded'] / secs:,.0f} (time limit)"]
        rows.append(line)
    table(f"15-puzzle IDA* on {n_boards} seeded random boards (solve(method='idastar'); "
          f"Manhattan capped at {manhattan_nodes:,} expansions, time limit {time_limit:g} s)",
          ["seed", "manhattan h", "MD expanded", "MD CPU s", "MD expanded/CPU s", "MD", "LC length",
           "LC expanded", "LC CPU s", "LC wall s", "LC expanded/CPU s"], rows)
    median_lc = statistics.median(lc_times)
    unsolved = sum(t == float("inf") for t in lc_times)
    print(f"\nManhattan: median {statistics.median(md_rates):,.0f} expansions per CPU second (target 1,500,000)")
    shown = f"{median_lc:.2f} CPU s" if median_lc != float("inf") else f"over the {time_limit:g} s (wall) limit"
    print(f"linear conflict: median {shown} per board, {unsolved} of {len(lc_times)} boards hit the time "
          "limit (target: median < 10 s)")


def cpu_seconds(n_boards: int, runs: int) -> dict:
    """Median CPU seconds of each :data:`SIDE_BY_SIDE` search over the boards, and of BFS on the hardest."""
    boards = [random_solvable(3, seed=s) for s in range(n_boards)] + [Board.parse(t) for t in HARDEST]
    out = {}
    for method, heuristic, extra in SIDE_BY_SIDE:
        label = f"{method} {heuristic}" + "".join(f" w={w:g}" for w in extra.values())
        out[label] = median_time(lambda m=method, h=heuristic, e=extra: [solve(b, method=m, heuristic=h, **e)
                                                                       for b in boards], runs)[1]
    out["bfs, hardest board"] = median_time(lambda: solve(HARDEST[0], method="bfs", time_limit=SLOW), runs)[1]
    return out


def bench_against(other: Path, n_boards: int, runs: int, rounds: int) -> None:
    """This tree's CPU time over ``other``'s, in alternating fresh processes (see the module docstring)."""
    times: dict[str, dict[str, list]] = {"this": {}, "other": {}}
    for i in range(rounds):
        for side in (("other", "this") if i % 2 == 0 else ("this", "other")):
            tree = THIS_TREE if side == "this" else other
            out = subprocess.run([sys.executable, __file__, "--tree", str(tree), "--cpu-json",
                                  "--boards", str(n_boards), "--runs", str(runs)],
                                 capture_output=True, text=True, check=True).stdout
            for label, secs in json.loads(out.splitlines()[-1]).items():
                times[side].setdefault(label, []).append(secs)
    rows = []
    for label, mine in times["this"].items():
        theirs = statistics.median(times["other"][label])
        mine = statistics.median(mine)
        rows.append([label, f"{theirs:.3f}", f"{mine:.3f}", f"{mine / theirs:.3f}"])
    table(f"CPU seconds, this tree ({THIS_TREE}) against {other}: {n_boards} random 8-puzzles + the 2 hardest, "
          f"median of {rounds} alternating processes x {runs} runs",
          ["search", "other CPU s", "this CPU s", "this / other"], rows)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer boards and runs")
    parser.add_argument("--runs", type=int, default=None, help="timed runs per measurement (median)")
    parser.add_argument("--boards", type=int, default=None, help="random 8-puzzles (default 100)")
    parser.add_argument("--fifteen", type=int, default=None, help="random 15-puzzles (default 5)")
    parser.add_argument("--fifteen-time", type=float, default=120.0, help="time limit per 15-puzzle run")
    parser.add_argument("--against", type=Path, default=None, help="compare CPU time with this other checkout")
    parser.add_argument("--rounds", type=int, default=4, help="alternating processes per tree (with --against)")
    parser.add_argument("--tree", type=Path, default=None, help="import the package from this checkout")
    parser.add_argument("--cpu-json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    runs = args.runs or (3 if args.quick else 5)
    boards = args.boards or (20 if args.quick else 100)
    if args.cpu_json:
        import puzzlelib

        assert Path(puzzlelib.__file__).resolve().is_relative_to(TREE), f"imported {puzzlelib.__file__}, not {TREE}"
        print(json.dumps(cpu_seconds(boards, runs)))
        return
    if args.against is not None:
        bench_against(args.against.resolve(), args.boards or 30, args.runs or 3, args.rounds)
        return
    fifteen = args.fifteen if args.fifteen is not None else (2 if args.quick else 5)
    print(f"# search_bench: Python {platform.python_version()} on {platform.machine()}, "
          f"{platform.processor() or 'cpu'}; {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    distances = bench_space(runs)
    bench_8puzzle(distances, boards, max(1, runs // 2 if not args.quick else 1))
    if fifteen:
        bench_fifteen(fifteen, args.fifteen_time, 5_000_000 if not args.quick else 2_000_000)


if __name__ == "__main__":
    main()
