"""``python -m puzzlelib``: look at a board (``show``) and, from the search engine, solve it.

Each subcommand is one ``add_<name>_command`` function that registers its parser and handler, so
adding a command never touches the others. Exit status: 0 success, 2 bad input, 3 budget reached.
Whatever is typed, the command prints one line saying what was wrong and how to fix it, never a traceback.

Every command has a total budget, ``--total-time`` seconds (:data:`TOTAL_TIME` by default), besides the
budgets of each search: the searches, builds and comparisons it runs get what is left of it, and a
watchdog ends the command with status 3 half a second past it whatever it is doing (a C loop, a wait), so
a typo such as ``--random 10000 --size 5`` cannot occupy a shared server for hours.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import sys
import tempfile
import time
import warnings
from pathlib import Path

from puzzlelib.board import Board
from puzzlelib.cli_args import (  # noqa: F401 - importable from here, as before
    EXIT_BAD_INPUT,
    EXIT_BUDGET,
    EXIT_INTERNAL,
    MAX_RANDOM_BOARDS,
    TOTAL_TIME,
    WATCHDOG_GRACE,
    _add_total_time,
    _Parser,
    _real,
    _seconds,
    _time_left,
    _whole,
    _within_total,
    _writable_csv,
)
from puzzlelib.errors import PuzzleError, SearchLimitError
from puzzlelib.i18n import LANGUAGES, _, normalize_language, using_language
from puzzlelib.parity import explain_solvability, inversions, is_solvable
from puzzlelib.search.methods import METHODS


def parse_goal(text: str | None, board: Board) -> Board:
    """A goal given as a layout name (standard, blank-first, snail) or as a board in any notation.

    :meth:`Board.resolve_goal` reads both, so a mistyped layout name gets the same message everywhere.
    """
    return board.resolve_goal(text)


def show(args: argparse.Namespace) -> int:
    board = Board.parse(args.board)
    goal = parse_goal(args.goal, board)
    info = {
        "board": board.to_text(),
        "rows": board.rows,
        "cols": board.cols,
        "goal": goal.to_text(),
        "solvable": is_solvable(board, goal),
        "reason": explain_solvability(board, goal),
        "inversions": inversions(board),
        "blank_row": board.blank_pos[0] + 1,
        "manhattan": board.manhattan(goal),
        "misplaced": board.misplaced(goal),
    }
    if args.json:
        print(json.dumps(info))
        return 0
    print(board)
    print(_("{rows} x {cols}, goal {goal}").format(rows=board.rows, cols=board.cols, goal=info["goal"]))
    print(_("solvable: {answer}").format(answer=_("yes") if info["solvable"] else _("no")))
    print(_("why: {reason}").format(reason=info["reason"]))
    print(_("inversions: {inversions}, misplaced tiles: {misplaced}, Manhattan distance: {manhattan}").format(
        inversions=info["inversions"], misplaced=info["misplaced"], manhattan=info["manhattan"]))
    return 0


def add_show_command(sub) -> None:
    p = sub.add_parser("show", help=_("print a board, whether it can be solved and why, and its distances"))
    p.add_argument("board", help=_('the board, e.g. "8 6 7 / 2 5 4 / 3 0 1" or "867254301"'))
    p.add_argument("--goal", help=_("a layout name (standard, blank-first, snail) or a board"))
    p.add_argument("--json", action="store_true", help=_("print one JSON object"))
    _add_total_time(p, "show")
    p.set_defaults(handler=show)


def solve_command(args: argparse.Namespace) -> int:
    """``solve``: search for a solution and print it (or one JSON object with ``--json``)."""
    from puzzlelib.search import solve  # the search engine loads only when asked for; it checks the method
    from puzzlelib.search.budgets import DEFAULT_TIME_LIMIT

    board = Board.parse(args.board)
    goal = parse_goal(args.goal, board)
    try:
        if args.method.strip().lower() == "auto":
            result = _solve_auto(board, goal, args)
        else:
            result = solve(board, goal, method=args.method, heuristic=args.heuristic, weight=args.weight,
                           weight_h=args.weight_h, weight_g=args.weight_g, max_nodes=args.max_nodes,
                           time_limit=_within_total(args.time_limit, args, DEFAULT_TIME_LIMIT),
                           max_depth=args.max_depth)
    except SearchLimitError as exc:
        stats = {"solved": False, "error": " ".join(str(exc).split()), **exc.stats}
        if args.json:
            print(json.dumps(stats, default=str))
        else:
            print(_("budget reached: {error}").format(error=stats["error"]), file=sys.stderr)
            for key, value in exc.stats.items():
                print(f"{key}: {value:.3f}" if isinstance(value, float) else f"{key}: {value}")
        return EXIT_BUDGET
    if args.json:
        print(json.dumps(result.as_dict(), default=str))
        return 0
    searched = (_("{method} with {heuristic}").format(method=result.method, heuristic=result.heuristic)
                if result.heuristic else result.method)
    print(f"{searched}: {board.to_text()} -> {goal.to_text()}")
    print(_("moves ({length}): {moves}").format(length=result.length,
                                                moves=" ".join(result.moves) or _("(already solved)")))
    print(_("tiles slid: {tiles}").format(tiles=" ".join(map(str, result.tiles)) or "-"))
    bstar = "-" if result.branching_factor is None else f"{result.branching_factor:.3f}"
    print(_("optimal: {optimal}; expanded {expanded:,}, generated {generated:,}, max frontier {frontier:,}, "
            "max states held {held:,}, b* {bstar}, {seconds:.3f} s").format(
        optimal=_("yes") if result.optimal else _("not guaranteed"), expanded=result.nodes_expanded,
        generated=result.nodes_generated, frontier=result.max_frontier, held=result.max_memory_nodes,
        bstar=bstar, seconds=result.seconds))
    return 0


def _solve_auto(board: Board, goal: Board, args: argparse.Namespace):
    """``--method auto``: the game's hint planner, which picks methods and budgets by board size."""
    from puzzlelib.search import solve
    from puzzlelib.search.plan import HINT_SECONDS, plan_solution

    chosen = [f"--{name.replace('_', '-')}" for name in ("max_nodes", "time_limit", "max_depth")
              if getattr(args, name) is not None]
    if chosen:
        raise PuzzleError(_("--method auto picks its own budgets per attempt; leave out {options} "
                            "or name a method such as --method idastar").format(options=", ".join(chosen)))
    plan = plan_solution(board, goal, seconds=min(HINT_SECONDS, _time_left(args)))
    return plan.result if plan.result is not None else solve(board, goal)  # already at the goal


def add_solve_command(sub) -> None:
    p = sub.add_parser("solve", help=_("solve a board and print the moves, the tiles slid and the statistics"))
    p.add_argument("board", help=_('the board, e.g. "8 6 7 / 2 5 4 / 3 0 1"'))
    p.add_argument("--goal", help=_("a layout name (standard, blank-first, snail) or a board"))
    p.add_argument("--method", default="astar",
                   help=_("{methods} (default astar; aliases such as a* and ida* work too), or auto: the "
                          "game's hint planner (optimal where its budgets allow, else a good plan)").format(
                       methods=", ".join(METHODS)))
    p.add_argument("--heuristic", default="manhattan",
                   help=_("manhattan (default), misplaced, linear_conflict, manhattan+blank, zero, pdb"))
    p.add_argument("--weight", type=_real, default=2.0, help=_("weighted A*'s factor on h (default 2)"))
    p.add_argument("--weight-h", type=_real, default=2.0, help=_("scored search: weight on the distance (default 2)"))
    p.add_argument("--weight-g", type=_real, default=1.0, help=_("scored search: weight on the step (default 1)"))
    p.add_argument("--max-nodes", type=_whole(1), default=None, help=_("most nodes to expand"))
    p.add_argument("--time-limit", type=_real, default=None, help=_("most seconds to search"))
    p.add_argument("--max-depth", type=_whole(0), default=None, help=_("IDA*: deepest bound to try"))
    p.add_argument("--json", action="store_true", help=_("print one JSON object with the result's fields"))
    _add_total_time(p, "solve")
    p.set_defaults(handler=solve_command)


def compare_command(args: argparse.Namespace) -> int:
    """``compare``: run several methods on several boards and print a summary table per method."""
    # pandas and the search engine load only when asked for
    from puzzlelib.compare import compare, method_specs
    from puzzlelib.shuffle import random_solvable

    boards = []
    for number, text in enumerate(args.boards, start=1):
        try:
            board = Board.parse(text)
        except PuzzleError as exc:
            raise PuzzleError(_("board {number} ({text!r}): {error}").format(number=number, text=text, error=exc)) from None
        if not is_solvable(board):
            raise PuzzleError(_("board {number} ({board}) cannot be solved: {reason} Or leave it out.").format(
                number=number, board=board.to_text(), reason=explain_solvability(board)))
        boards.append(board)
    rows, cols = parse_size(args.size)
    boards += [random_solvable(rows, cols, seed=None if args.seed is None else args.seed + i)
               for i in range(args.random)]
    if not boards:
        raise PuzzleError(_("give boards to compare, or --random N for N random solvable boards"))
    methods = list(dict.fromkeys(m.strip() for m in args.methods.split(",") if m.strip()))  # each once
    if not methods:
        raise PuzzleError(_("--methods {methods!r} names no method: give a comma-separated list such as "
                            "--methods bfs,greedy,astar").format(methods=args.methods))
    method_specs(methods, args.heuristic)  # a malformed spec is refused before any search runs
    table = compare(boards, methods, heuristic=args.heuristic, max_nodes=args.max_nodes,
                    time_limit=args.time_limit, progress=not args.json and sys.stderr.isatty(),
                    total_time=_time_left(args))
    not_run = int(table["error"].fillna("").str.startswith("not run").sum())
    if args.csv:
        table.drop(columns=["path"]).to_csv(args.csv, index=False)
    summary = table.groupby("label", sort=False).agg(
        runs=("solved", "size"), solved=("solved", "sum"), median_length=("length", "median"),
        median_expanded=("nodes_expanded", "median"), median_seconds=("seconds", "median"))
    if args.json:
        print(json.dumps({"boards": [b.to_text() for b in boards],
                          "summary": summary.reset_index().to_dict(orient="records")}, default=str))
    else:
        print(_("{boards} boards x {methods} methods (budget {nodes:,} nodes, {seconds:g} s)").format(
            boards=len(boards), methods=len(methods), nodes=args.max_nodes, seconds=args.time_limit))
        print(summary.to_string(float_format=lambda v: f"{v:,.0f}" if abs(v) >= 100 else f"{v:.4g}"))
    if not_run:
        print(_("budget reached: the total budget of {seconds:g} s (--total-time) ran out with {left} of {count} runs "
                "not started; raise --total-time or compare fewer boards").format(
            seconds=args.total_time, left=not_run, count=len(table)), file=sys.stderr)
        return EXIT_BUDGET
    return 0


def add_compare_command(sub) -> None:
    p = sub.add_parser("compare", help=_("run several methods on several boards and summarise the work per method"))
    p.add_argument("boards", nargs="*", help=_('boards, e.g. "8 6 7 / 2 5 4 / 3 0 1" (or use --random)'))
    p.add_argument("--random", type=_whole(0, MAX_RANDOM_BOARDS), default=0, help=_("add N random solvable boards"))
    p.add_argument("--size", default="3", help=_("shape of the random boards: 3, 4 or 3x4 (default 3)"))
    p.add_argument("--seed", type=_whole(-(2**63)), default=None, help=_("seed of the first random board (next ones +1)"))
    p.add_argument("--methods", default="bfs,greedy,astar",
                   help=_("comma-separated, method or method:heuristic (default bfs,greedy,astar)"))
    p.add_argument("--heuristic", default="manhattan", help=_("heuristic of methods that do not name one"))
    p.add_argument("--max-nodes", type=_whole(1), default=200_000, help=_("budget of each run in expansions"))
    p.add_argument("--time-limit", type=_real, default=10.0, help=_("budget of each run in seconds"))
    p.add_argument("--csv", type=_writable_csv, help=_("also write every run (one row each) to this CSV file"))
    p.add_argument("--json", action="store_true", help=_("print one JSON object with the summary"))
    _add_total_time(p, "compare")
    p.set_defaults(handler=compare_command)


def pdb_command(args: argparse.Namespace) -> int:
    """``pdb``: build (or load and check) pattern databases ahead of a lesson, and say where they are."""
    from puzzlelib.pdb import PDBBuildTimeout, best_partition, build_deadline, cache_dir, pattern_heuristic

    try:
        with build_deadline(_time_left(args)):  # builds stop at the command's total budget
            if args.build_all:
                return build_all_command(args)
            return _pdb_one_size(args, best_partition, cache_dir, pattern_heuristic)
    except PDBBuildTimeout as exc:
        raise SearchLimitError(_("the tables were still being built when the total budget of {seconds:g} s ran out; "
                                 "raise --total-time (tables already built stay in the cache folder)").format(
                                     seconds=args.total_time),
                               stats=exc.stats) from None


def _pdb_one_size(args: argparse.Namespace, best_partition, cache_dir, pattern_heuristic) -> int:
    with _cache_folder(args.cache_dir):
        rows, cols = parse_size(args.size or "4")
        goal = parse_goal(args.goal, Board.goal(rows, cols))
        name = args.partition or best_partition(rows, cols, goal, cached_only=False)  # the best, built if missing
        h = pattern_heuristic(rows, cols, name, goal, progress=not args.json and sys.stderr.isatty())
        folder = str(cache_dir())
        unsaved = [p for p in h.parts if p.saved_file() is None]
    if unsaved:  # "in <folder>" only when a read of that folder finds every table
        raise PuzzleError(_("the tables could not be saved in {folder} (they do not read back from there); "
                            "choose a writable folder with --cache-dir").format(folder=folder))
    info = {"name": h.name, "rows": rows, "cols": cols, "goal": " ".join(map(str, h.goal)),
            "folder": folder, "mbytes": round(h.nbytes / 2**20, 2), "consistent": h.consistent,
            "patterns": [{"tiles": list(p.tiles), "source": p.source, "seconds": round(p.seconds, 2)} for p in h.parts]}
    if args.json:
        print(json.dumps(info))
        return 0
    print(_("{name} for {rows} x {cols}: {mbytes} MB in {folder}").format(
        name=info["name"], rows=rows, cols=cols, mbytes=info["mbytes"], folder=info["folder"]))
    for p in info["patterns"]:
        print("  " + _("tiles {tiles}: {source} in {seconds} s").format(
            tiles=" ".join(map(str, p["tiles"])), source=p["source"], seconds=p["seconds"]))
    return 0


def parse_size(text: str) -> tuple[int, int]:
    """``"4"`` -> (4, 4), ``"2x4"`` -> (2, 4); anything else is a :class:`PuzzleError` with an example."""
    match = re.fullmatch(r"\s*(\d+)\s*(?:x\s*(\d+))?\s*", text.lower())
    if not match:
        raise PuzzleError(_("a board size is a number or ROWSxCOLS, e.g. 4 or 2x4; got {text!r}").format(text=text))
    shape = int(match[1]), int(match[2] or match[1])
    if min(shape) < 2:
        raise PuzzleError(_("a board has at least 2 rows and 2 columns; got {text!r}").format(text=text))
    return shape


@contextlib.contextmanager
def _cache_folder(folder: str | None):
    """Within the block, tables are read from and written to ``folder`` only (no shared folder), after
    checking that it can be written; with None nothing changes."""
    import os

    from puzzlelib.cache import CACHE_ENV, SHARED_ENV

    if folder is None:
        yield
        return
    if not folder.strip():
        raise PuzzleError(_("--cache-dir is empty; give a folder, e.g. --cache-dir /srv/puzzlelib (leave the option "
                            "out for the default, ~/.cache/puzzlelib)"))
    path = Path(folder).expanduser()
    try:
        not_a_folder = path.exists() and not path.is_dir()
    except (OSError, ValueError):
        not_a_folder = False  # a name the system refuses: mkdir below says why
    if not_a_folder:
        raise PuzzleError(_("--cache-dir {folder} is not a folder; give a folder, e.g. --cache-dir /srv/puzzlelib").format(
            folder=folder))
    try:
        path.mkdir(parents=True, exist_ok=True)
        tempfile.TemporaryFile(dir=path).close()
    except (OSError, ValueError) as exc:  # ValueError: a NUL character in the name
        raise PuzzleError(_("--cache-dir {folder} cannot be written ({reason}); run as a user who may write "
                            "there (e.g. with sudo) or choose another folder").format(
            folder=folder, reason=getattr(exc, "strerror", None) or exc)) from None
    saved = {key: os.environ.get(key) for key in (CACHE_ENV, SHARED_ENV)}
    os.environ[CACHE_ENV] = str(path)
    os.environ.pop(SHARED_ENV, None)
    try:
        yield
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def build_all_command(args: argparse.Namespace) -> int:
    """``pdb --build-all``: every table ``heuristic="pdb"`` uses, into one folder, with a progress bar.

    Meant for an admin filling the shared folder a class reads (``PUZZLELIB_SHARED_CACHE``): the files
    are made readable by everyone, and tables already there and valid are checked, not rebuilt.
    """
    from puzzlelib.cache import SHARED_ENV, CacheWarning, cache_dir
    from puzzlelib.pdb import load_pattern, prebuilt_tables

    wanted = None if args.size is None else {parse_size(s) for s in args.size.split(",") if s.strip()}
    plan = [t for t in prebuilt_tables() if wanted is None or (t[0], t[1]) in wanted]
    if not plan:
        raise PuzzleError(_("no pattern databases for --size {size}; sizes with databases: {sizes}").format(
            size=args.size, sizes=", ".join(sorted({f"{r}x{c}" for r, c, *_rest in prebuilt_tables()}))))
    jobs = [(rows, cols, name, group, blank) for rows, cols, name, groups, blank in plan for group in groups]
    show = not args.json and not args.quiet
    done, started = [], time.perf_counter()
    with _cache_folder(args.cache_dir), warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", CacheWarning)
        folder = cache_dir()
        bar = _progress_bar(len(jobs), show)
        for rows, cols, name, group, blank in jobs:
            bar.set_description(_("{rows}x{cols} {name} tiles {tiles}").format(
                rows=rows, cols=cols, name=name, tiles="-".join(map(str, group))))
            table = load_pattern(rows, cols, group, progress=show, with_blank=blank)
            if table.saved_file() is None:  # "saved" only when a later read of the folder finds it
                said = [re.search(r"cannot be written \((.*)\); tables", str(w.message)) for w in caught]
                why = next((m[1] for m in reversed(said) if m), "they do not read back from there")
                raise PuzzleError(_("tables could not be saved in {folder} ({reason}); choose another --cache-dir").format(
                    folder=folder, reason=why))
            done.append({"size": f"{rows}x{cols}", "partition": name, "tiles": list(group),
                         "source": table.source, "seconds": round(table.seconds, 2),
                         "mbytes": round(table.nbytes / 2**20, 2)})
            bar.update(1)
        bar.close()
        _readable_by_everyone(folder)
    for warning in caught:  # a table kept only in memory (disk full, folder gone) is a failed build here
        if "cannot be written" in str(warning.message):
            raise PuzzleError(_("tables could not be saved in {folder}: {reason}").format(
                folder=folder, reason=warning.message))
        if not args.json:
            print(_("warning: {message}").format(message=one_line(warning.message)), file=sys.stderr)
    info = {"folder": str(folder), "tables": done, "mbytes": round(sum(t["mbytes"] for t in done), 2),
            "seconds": round(time.perf_counter() - started, 1)}
    if args.json:
        print(json.dumps(info))
        return 0
    for t in done:
        print(_("{size} {partition:>6} tiles {tiles:<18} {source:>5} {seconds:7.2f} s {mbytes:7.2f} MB").format(
            size=t["size"], partition=t["partition"], tiles=" ".join(map(str, t["tiles"])), source=t["source"],
            seconds=t["seconds"], mbytes=t["mbytes"]))
    print(_("{count} tables, {mbytes} MB in {folder} ({seconds} s)").format(
        count=len(done), mbytes=info["mbytes"], folder=folder, seconds=info["seconds"]))
    print(_("Students read them when their kernels have {setting} (deploy/jupyterhub_config.py sets it).").format(
        setting=f"{SHARED_ENV}={folder}"))
    return 0


def _progress_bar(total: int, enabled: bool):
    from tqdm import tqdm

    return tqdm(total=total, unit="table", disable=not enabled, file=sys.stderr, position=0)


def _readable_by_everyone(folder: Path) -> None:
    """Tables in a shared folder must be readable by every student whatever the admin's umask."""
    import stat

    for path in [folder, *folder.glob("pdb-*.*")]:
        try:
            extra = stat.S_IRGRP | stat.S_IROTH | (stat.S_IXGRP | stat.S_IXOTH if path.is_dir() else 0)
            path.chmod(path.stat().st_mode | extra)
        except OSError:
            continue


def add_pdb_command(sub) -> None:
    p = sub.add_parser("pdb", help=_("build or load the pattern databases of a board size (do it before a lesson)"))
    p.add_argument("--size", default=None,
                   help=_("board shape: 3, 4, 2x4 ... (default 4); with --build-all, a comma-separated list"))
    p.add_argument("--partition", help=_("e.g. 6-6-3, 5-5-5, 4-4 (default: the one heuristic='pdb' uses)"))
    p.add_argument("--goal", help=_("a layout name (standard, blank-first, snail); default standard"))
    p.add_argument("--build-all", action="store_true",
                   help=_("build every table heuristic='pdb' uses (all sizes), e.g. into a class's shared folder"))
    p.add_argument("--cache-dir", help=_("folder to build into and read from (default: $PUZZLELIB_CACHE_DIR, "
                                         "else ~/.cache/puzzlelib)"))
    p.add_argument("--quiet", action="store_true", help=_("no progress bars"))
    p.add_argument("--json", action="store_true", help=_("print one JSON object"))
    _add_total_time(p, "pdb")
    p.set_defaults(handler=pdb_command)


def site_command(args) -> int:
    from puzzlelib.site.build import build_site

    build_site(args.out)
    return 0


def add_site_command(sub) -> None:
    p = sub.add_parser("site", help=_("build the playground as a static website that runs Python in the browser"))
    actions = p.add_subparsers(dest="action", required=True)
    build = actions.add_parser("build", help=_("assemble the site into OUT (needs the package registries the "
                                               "first time; downloads are kept in ~/.cache/puzzlelib-site)"))
    build.add_argument("out", metavar="OUT", help=_("an empty or new folder (or one holding an earlier site)"))
    build.set_defaults(handler=site_command)
    _add_total_time(p, "site")  # before the action: python -m puzzlelib site --total-time 600 build OUT


COMMANDS = [add_show_command, add_solve_command, add_compare_command, add_pdb_command, add_site_command]


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m puzzlelib",
                     description=_("Look at a board, solve it, compare methods and build pattern databases."),
                     epilog=_("Every command has a total budget: --total-time SECONDS (see each command's --help); "
                              "past it the command stops with exit status 3."))
    parser.add_argument("--lang", metavar="LANG",
                        help=_("language of the output: {languages} (default: $PUZZLELIB_LANG, else the "
                               "locale)").format(languages=", ".join(LANGUAGES)))
    sub = parser.add_subparsers(dest="command", required=True)
    for add in COMMANDS:
        add(sub)
    return parser


def one_line(error: Exception) -> str:
    """An error message on one line for the terminal.

    Messages written for notebooks may end with a drawing of the board (rows of ``+---+`` and
    ``| 1 |``); flattened onto one line that reads as noise, so those lines are left out and the
    rest (what was wrong and how to fix it) is joined with single spaces.
    """
    lines = [line.strip() for line in str(error).splitlines()]
    kept = [line for line in lines if line and not (line[0] in "+|" and line[-1] in "+|")]
    return " ".join(" ".join(kept).split())


def _take_language(argv: list[str]) -> tuple[str | None, list[str]]:
    """``--lang LANG`` (anywhere on the line) and the other arguments.

    The language is chosen before the parser is built, so that its help and its messages are in that
    language too.
    """
    pre = argparse.ArgumentParser(add_help=False, allow_abbrev=False)
    pre.add_argument("--lang")
    try:
        known, rest = pre.parse_known_args(argv)
    except SystemExit:  # "--lang" with nothing after it: the full parser says so
        return None, argv
    return known.lang, rest


def main(argv: list[str] | None = None) -> int:
    lang, argv = _take_language(sys.argv[1:] if argv is None else list(argv))
    if lang is not None and normalize_language(lang) is None:
        print(_("error: --lang {lang!r}: puzzlelib speaks {languages}").format(
            lang=lang, languages=", ".join(LANGUAGES)), file=sys.stderr)
        return EXIT_BAD_INPUT
    with using_language(lang) if lang is not None else contextlib.nullcontext():
        return _run(argv)


def _run(argv: list[str]) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help (0) or a bad option (2, its line already printed)
        return exc.code if isinstance(exc.code, int) else EXIT_BAD_INPUT
    args.deadline = time.perf_counter() + args.total_time
    watchdog = _start_watchdog(args.total_time)
    try:
        return args.handler(args)
    except SearchLimitError as exc:
        print(_("budget reached: {error}").format(error=one_line(exc)), file=sys.stderr)
        if getattr(args, "json", False):
            print(json.dumps({"solved": False, "error": str(exc), **exc.stats}, default=str))
        return EXIT_BUDGET
    except PuzzleError as exc:
        print(_("error: {error}").format(error=one_line(exc)), file=sys.stderr)
        return EXIT_BAD_INPUT
    except OSError as exc:  # a file that cannot be written (permissions, a full disk, a closed pipe)
        if isinstance(exc, BrokenPipeError):  # output piped into `head`: nothing left to say
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # so the exit flush cannot fail again
            return 0
        where = f": {exc.filename!r}" if exc.filename else ""
        print(_("error: {error}").format(error=f"{exc.strerror or exc}{where}"), file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print(_("stopped (Ctrl+C)"), file=sys.stderr)
        return 130
    except Exception as exc:  # noqa: BLE001 - a class sees one line, never a traceback
        print(_("internal error: {error} (please report this with the command you typed)").format(
            error=f"{type(exc).__name__}: {one_line(exc)}"), file=sys.stderr)
        return EXIT_INTERNAL
    finally:
        watchdog.cancel()


def _start_watchdog(seconds: float):
    """A timer that ends the process with :data:`EXIT_BUDGET` :data:`WATCHDOG_GRACE` s past ``seconds``.

    The searches a command runs keep its budget themselves; this is for what cannot be interrupted from
    Python (a long C call, a file system that hangs). A thread and ``os._exit`` work the same on Linux,
    macOS and Windows, where ``signal.alarm`` does not exist.
    """
    import threading

    def stop() -> None:
        print(_("budget reached: the command ran past its total budget of {seconds:g} s (--total-time); raise "
                "--total-time or ask for less work").format(seconds=seconds), file=sys.stderr, flush=True)
        with contextlib.suppress(Exception):
            sys.stdout.flush()
        os._exit(EXIT_BUDGET)

    timer = threading.Timer(seconds + WATCHDOG_GRACE, stop)
    timer.daemon = True
    timer.start()
    return timer
