"""Optimal 15-puzzles in pure Python: pattern databases and fast IDA*, side by side.

``--korf``: Korf's 100 standard instances (puzzlelib/data/korf100.txt, goal with the blank
top-left), each solved by IDA* with the mirrored pattern database and checked against its known
optimal length; prints a cold build of the tables (seconds and peak memory, in a fresh process and
an empty cache folder), then instances, optimal count, total/median/max seconds and mean nodes
generated beside the figure Felner, Korf and Hanan published for the same database and lookup.
Run:  python benchmarks/fifteen_bench.py --korf [--jobs 2] [--partitions 6-6-3,5-5-5]
``--layouts``: the mean value of each database on random boards for each goal layout (standard,
blank-first, snail) beside Manhattan distance: does every goal get a partition as strong?

Without ``--korf`` it prints, for seeded random 15-puzzles (uniform over solvable boards):

1. each pattern database: build time (from its cache header, or timed now), size, load time;
2. IDA* with each database: median / max seconds and mean nodes to a proved-optimal solution
   (every database must agree on every length), with the published figure for comparison;
3. IDA* with Manhattan and with linear conflict under a node budget (a full solve takes minutes to
   hours on random boards): expansions per second;
4. row-by-row length against the optimal length on the same boards, and row-by-row on 10x10.

Run:  python benchmarks/fifteen_bench.py --boards 50
(the first run builds the 6-6-3 database, 10-20 seconds, into ~/.cache/puzzlelib or
$PUZZLELIB_CACHE_DIR).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor

from puzzlelib.board import Board
from puzzlelib.datasets import korf100
from puzzlelib.errors import SearchLimitError
from puzzlelib.pdb import (
    build_pattern_table,
    cache_dir,
    is_cached,
    load_pattern,
    partition_cells,
    pattern_heuristic,
)
from puzzlelib.search.fast_idastar import solve_idastar_puzzle
from puzzlelib.shuffle import random_solvable
from puzzlelib.strategies import row_by_row

#: Felner, Korf and Hanan, "Additive Pattern Database Heuristics", JAIR 22 (2004), their table of
#: 15-puzzle results (static partitions, the maximum of the regular and the reflected lookup, IDA*
#: on Korf's 100): mean heuristic of the start boards and mean nodes generated.
PUBLISHED = {"5-5-5": {"h": 41.562, "nodes": 3_090_405}, "6-6-3": {"h": 42.924, "nodes": 617_555}}
PUBLISHED_NODES = {name: row["nodes"] for name, row in PUBLISHED.items()}


def header_build_seconds(rows, cols, tiles) -> float | None:
    """The build time recorded in a cached table's header, if any."""
    for path in cache_dir().glob(f"pdb-v*-{rows}x{cols}-*-min-{'_'.join(map(str, tiles))}.json"):
        try:
            return float(json.loads(path.read_text())["build_seconds"])
        except (OSError, ValueError, KeyError):
            return None
    return None


def databases(names: list[str], progress: bool) -> dict:
    rows = {}
    for name in names:
        groups = partition_cells(4, 4, name)
        was_cached = all(is_cached(4, 4, g) for g in groups)
        started = time.perf_counter()
        for g in groups:
            load_pattern(4, 4, g, progress=progress)
        first = time.perf_counter() - started
        build = sum(header_build_seconds(4, 4, g) or 0.0 for g in groups) if was_cached else first
        started = time.perf_counter()
        h = pattern_heuristic(4, 4, name, progress=False)
        h.fast_tables()
        load = time.perf_counter() - started
        rows[name] = {"heuristic": h, "build_s": build, "built_now": not was_cached, "load_s": load,
                      "mbytes": h.nbytes / 2**20}
    return rows


def table(title: str, head: list[str], lines: list[list]) -> None:
    print(f"\n{title}")
    cells = [head] + [[str(c) for c in line] for line in lines]
    widths = [max(len(r[i]) for r in cells) for i in range(len(head))]
    for k, r in enumerate(cells):
        print("  ".join(c.rjust(w) for c, w in zip(r, widths, strict=True)))
        if k == 0:
            print("  ".join("-" * w for w in widths))


def korf_instances() -> list[tuple[int, int, Board]]:
    """(number, optimal length, board) for Korf's 100 as published (blank-first goal), from puzzlelib/data/korf100.txt."""
    return [(k.number, k.length, k.board) for k in korf100("blank-first")]


def _cold_build(name: str, goal: tuple[int, ...]) -> dict:
    """Build every table of one partition from nothing, in this (fresh) process: seconds and peak RSS."""
    started, cpu = time.perf_counter(), time.process_time()
    sizes = []
    for group in partition_cells(4, 4, name, goal):
        t0 = time.perf_counter()
        build_pattern_table(4, 4, goal, group, progress=False)
        sizes.append((len(group), round(time.perf_counter() - t0, 2)))
    return {"seconds": time.perf_counter() - started, "cpu": time.process_time() - cpu, "parts": sizes,
            "peak_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}


def _solve_korf(job: tuple[str, int, int, tuple[int, ...]]) -> dict:
    """One instance, in a worker process: the tables come from the cache the parent filled."""
    name, number, optimal, tiles = job
    goal = Board.goal(4, 4, "blank-first")
    h = _worker_heuristic(name)
    board = Board(4, 4, tiles)
    cpu, wall = time.process_time(), time.perf_counter()
    r = solve_idastar_puzzle(board, goal, h, time_limit=3600)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    if board.apply(r.moves) != goal:
        raise SystemExit(f"instance {number}: the moves do not reach the goal")
    return {"number": number, "length": r.length, "optimal": optimal, "expanded": r.nodes_expanded,
            "generated": r.nodes_generated, "seconds": wall, "cpu": cpu, "h0": h(board)}


_HEURISTICS: dict = {}


def _worker_heuristic(name: str):
    if name not in _HEURISTICS:
        h = pattern_heuristic(4, 4, name, Board.goal(4, 4, "blank-first"), progress=False)
        h.fast_tables()
        _HEURISTICS[name] = h
    return _HEURISTICS[name]


def korf(args) -> int:
    """The --korf benchmark (see the module docstring)."""
    names = [n.strip() for n in args.partitions.split(",") if n.strip()]
    goal = Board.goal(4, 4, "blank-first").tiles
    instances = korf_instances()
    print(f"Korf's 100 (R. Korf 1985; puzzlelib/data/korf100.txt), goal with the blank "
          f"top-left; IDA* with the mirrored pattern database; {args.jobs} worker process(es) on "
          f"{os.cpu_count()} cores (load average before: {os.getloadavg()[0]:.1f}; the machine may be shared)")
    builds = {}
    with tempfile.TemporaryDirectory() as empty, ProcessPoolExecutor(1) as fresh:
        os.environ["PUZZLELIB_CACHE_DIR"] = empty  # the cold build sees no table at all
        for name in names:
            builds[name] = fresh.submit(_cold_build, name, goal).result()
    if args.cache:
        os.environ["PUZZLELIB_CACHE_DIR"] = args.cache
    else:
        os.environ.pop("PUZZLELIB_CACHE_DIR", None)
    for name in names:  # fill the cache once, so the workers only load
        pattern_heuristic(4, 4, name, goal, progress=not args.quiet)

    lines, failures = [], 0
    for name in names:
        started = time.perf_counter()
        jobs = [(name, number, optimal, board.tiles) for number, optimal, board in instances[: args.instances]]
        with ProcessPoolExecutor(args.jobs) as pool:
            runs = []
            for run in pool.map(_solve_korf, jobs):
                runs.append(run)
                if not args.quiet:
                    print(f"  {name} #{run['number']:3d}: {run['length']} moves (known {run['optimal']}), "
                          f"{run['generated']:>10,} generated, {run['seconds']:6.2f} s", flush=True)
        elapsed = time.perf_counter() - started
        optimal = sum(r["length"] == r["optimal"] for r in runs)
        failures += len(runs) - optimal
        secs = [r["seconds"] for r in runs]
        mean_gen = statistics.mean(r["generated"] for r in runs)
        published = PUBLISHED.get(name)
        lines.append([
            name, f"{len(runs)}", f"{optimal}/{len(runs)}", f"{elapsed:.1f}", f"{sum(secs):.1f}",
            f"{sum(r['cpu'] for r in runs):.1f}", f"{max(r['cpu'] for r in runs):.2f}",
            f"{statistics.median(secs):.2f}", f"{max(secs):.2f}",
            f"{statistics.mean(r['h0'] for r in runs):.3f}" + (f" ({published['h']})" if published else ""),
            f"{mean_gen:,.0f}", f"{published['nodes']:,}" if published else "-",
            f"{mean_gen / published['nodes']:.2f}" if published else "-",
            f"{builds[name]['seconds']:.1f}", f"{builds[name]['cpu']:.1f}", f"{builds[name]['peak_mib']:.0f}",
        ])
    table("IDA* on Korf's 100 (seconds: wall clock per instance, 'all s' the whole run; cpu s: the processor "
          "time the solves took, what an unshared machine would show)",
          ["db", "boards", "optimal", "all s", "sum s", "cpu s", "max cpu s", "median s", "max s", "mean h (paper)",
           "mean generated", "paper", "ratio", "build s", "build cpu s", "build MiB"], lines)
    print("\npaper: A. Felner, R. E. Korf, S. Hanan, 'Additive Pattern Database Heuristics', JAIR 22 (2004),\n"
          "table of 15-puzzle results (static 5-5-5 / 6-6-3 partitions, max of regular and reflected lookup):\n"
          + "; ".join(f"{n}: h {p['h']}, {p['nodes']:,} nodes" for n, p in PUBLISHED.items())
          + ".\nbuild: the tables of each partition built from nothing in a fresh process, (tiles, seconds): "
          + "; ".join(f"{n} {b['parts']}" for n, b in builds.items()))
    return 1 if failures else 0


def layouts(args) -> None:
    """--layouts: does every goal layout get a partition as strong as the standard goal's? Mean value
    of each database on the same number of random boards solvable towards each goal, beside Manhattan."""
    import numpy as np

    names = [n.strip() for n in args.partitions.split(",") if n.strip()]
    lines = []
    for layout in ("standard", "blank-first", "snail"):
        goal = Board.goal(4, 4, layout)
        boards = [random_solvable(4, 4, seed=s, goal=goal) for s in range(args.layout_boards)]
        perms = np.array([b.tiles for b in boards])
        row = [layout, f"{statistics.mean(b.manhattan(goal) for b in boards):.3f}"]
        for name in names:
            h = pattern_heuristic(4, 4, name, goal, progress=not args.quiet)
            row.append(f"{h.values(perms).mean():.3f}")
        lines.append(row)
    table(f"Mean heuristic on {args.layout_boards:,} random boards per goal layout (mirrored lookup)",
          ["goal", "manhattan", *names], lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=50, help="random 15-puzzles (default 50)")
    parser.add_argument("--seed", type=int, default=0, help="first seed (boards use seed, seed+1, ...)")
    parser.add_argument("--partitions", default="5-5-5,6-6-3", help="comma-separated 4x4 partitions")
    parser.add_argument("--time-limit", type=float, default=60.0, help="seconds per board and database")
    parser.add_argument("--budget", type=int, default=2_000_000,
                        help="node budget per board for Manhattan / linear conflict (default 2,000,000)")
    parser.add_argument("--budget-boards", type=int, default=5, help="boards for the budgeted runs (default 5)")
    parser.add_argument("--no-mirror-too", action="store_true",
                        help="also run each database without the mirrored lookup")
    parser.add_argument("--quiet", action="store_true", help="no progress bars, no per-board lines")
    parser.add_argument("--korf", action="store_true", help="Korf's 100 instances instead of random boards")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes for --korf (default 2)")
    parser.add_argument("--instances", type=int, default=100, help="first N of Korf's 100 (default all)")
    parser.add_argument("--cache", default=None, help="cache folder for --korf (default: the usual one)")
    parser.add_argument("--layouts", action="store_true",
                        help="mean heuristic per goal layout (standard, blank-first, snail) instead of solving")
    parser.add_argument("--layout-boards", type=int, default=2000, help="random boards per layout (default 2000)")
    args = parser.parse_args(argv)
    if args.korf or args.layouts:
        if "--partitions" not in (argv if argv is not None else __import__("sys").argv):
            args.partitions = "6-6-3"
        if args.layouts:
            layouts(args)
        return korf(args) if args.korf else 0

    names = [n.strip() for n in args.partitions.split(",") if n.strip()]
    boards = [random_solvable(4, 4, seed=args.seed + i) for i in range(args.boards)]
    print(f"{args.boards} random 15-puzzles, seeds {args.seed}..{args.seed + args.boards - 1}; cache {cache_dir()}")

    dbs = databases(names, progress=not args.quiet)
    heuristics = {n: dbs[n]["heuristic"] for n in names}
    if args.no_mirror_too:  # the same tables without the mirrored lookup: what does the mirror buy?
        heuristics |= {f"{n} plain": pattern_heuristic(4, 4, n, reflect=False, progress=False) for n in names}
    table("Pattern databases (4x4, compact tables, mirrored lookup)",
          ["partition", "build s", "built now", "MB", "load s"],
          [[n, f"{d['build_s']:.1f}", "yes" if d["built_now"] else "no (header)", f"{d['mbytes']:.1f}",
            f"{d['load_s']:.2f}"] for n, d in dbs.items()])

    runs = {n: [] for n in heuristics}
    optimal = []
    for i, board in enumerate(boards):
        lengths = set()
        for n, heuristic in heuristics.items():
            try:
                r = solve_idastar_puzzle(board, None, heuristic, time_limit=args.time_limit)
                runs[n].append((r.seconds, r.nodes_expanded, r.nodes_generated, True))
                lengths.add(r.length)
            except SearchLimitError as exc:
                runs[n].append((exc.stats["seconds"], exc.stats["nodes_expanded"], exc.stats["nodes_generated"], False))
        if len(lengths) > 1:
            raise SystemExit(f"board {i}: databases disagree on the optimal length: {sorted(lengths)}")
        optimal.append(lengths.pop() if lengths else None)
        if not args.quiet:
            cells = "  ".join(f"{n}: {runs[n][-1][0]:6.2f} s {runs[n][-1][1]:>9,}" for n in heuristics)
            print(f"board {i:3d} ({board.to_text(style='compact') if board.size < 10 else board.to_text()}): "
                  f"optimal {optimal[-1]}  {cells}", flush=True)

    lines = []
    for n, heuristic in heuristics.items():
        secs = [s for s, _, _, _ in runs[n]]
        nodes = [e for _, e, _, _ in runs[n]]
        gen = [g for _, _, g, _ in runs[n]]
        solved = sum(ok for *_, ok in runs[n])
        lines.append([f"IDA* {heuristic.name}", f"{solved}/{len(boards)}", f"{statistics.median(secs):.3f}",
                      f"{max(secs):.2f}", f"{statistics.mean(nodes):,.0f}", f"{statistics.mean(gen):,.0f}",
                      f"{sum(nodes) / sum(secs):,.0f}",
                      f"{PUBLISHED_NODES[n]:,.0f}" if n in PUBLISHED_NODES else "-"])
    table("IDA* to a proved-optimal solution", ["heuristic", "solved", "median s", "max s", "mean expanded",
                                                 "mean generated", "expanded/s", "published mean"], lines)

    lines = []
    for h in ("manhattan", "linear_conflict"):
        nodes = secs = solved = 0
        for board in boards[: args.budget_boards]:
            try:
                r = solve_idastar_puzzle(board, None, h, max_nodes=args.budget, time_limit=600)
                nodes, secs, solved = nodes + r.nodes_expanded, secs + r.seconds, solved + 1
            except SearchLimitError as exc:
                nodes, secs = nodes + exc.stats["nodes_expanded"], secs + exc.stats["seconds"]
        lines.append([f"IDA* {h}", f"{solved}/{min(args.budget_boards, len(boards))}", f"{nodes:,}",
                      f"{secs:.2f}", f"{nodes / secs:,.0f}"])
    table(f"Budgeted IDA* (at most {args.budget:,} expansions per board)",
          ["heuristic", "solved", "expanded", "seconds", "expanded/s"], lines)

    ratios, rbr_secs = [], []
    for board, best in zip(boards, optimal, strict=True):
        r = row_by_row(board)
        rbr_secs.append(r.seconds)
        if best:
            ratios.append(r.length / best)
    big = []
    for seed in range(5):
        started = time.perf_counter()
        r = row_by_row(random_solvable(10, 10, seed=seed))
        big.append((time.perf_counter() - started, r.length))
    table("Row by row", ["boards", "mean length / optimal", "max ratio", "median s"],
          [["4x4 (above)", f"{statistics.mean(ratios):.2f}" if ratios else "-",
            f"{max(ratios):.2f}" if ratios else "-", f"{statistics.median(rbr_secs):.4f}"],
           ["10x10 x5", "-", "-", f"{statistics.median(s for s, _ in big):.3f} (max {max(s for s, _ in big):.3f}, "
                                  f"mean length {statistics.mean(n for _, n in big):.0f})"]])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
