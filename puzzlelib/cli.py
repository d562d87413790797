"""``python -m puzzlelib``: look at a board (``show``) and, from the search engine, solve it.

Each subcommand is one ``add_<name>_command`` function that registers its parser and handler, so
adding a command never touches the others. Exit status: 0 success, 2 bad input, 3 budget reached.
Whatever is typed, the command prints one line saying what was wrong and how to fix it, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys

from puzzlelib.board import Board
from puzzlelib.errors import PuzzleError, SearchLimitError, short_repr
from puzzlelib.parity import explain_solvability, inversions, is_solvable

EXIT_BAD_INPUT = 2
EXIT_BUDGET = 3
EXIT_INTERNAL = 1
MAX_RANDOM_BOARDS = 10_000


class _Parser(argparse.ArgumentParser):
    """argparse with its errors on one line: what was wrong, and where the options are listed.

    argparse's own error prints the usage block and then the message; in a class the usage block
    pushes the one useful sentence out of view.
    """

    def error(self, message: str):
        self.exit(EXIT_BAD_INPUT, f"error: {message}; see {self.prog} --help\n")


def board_size(text: str) -> tuple[int, int]:
    """``--size``: ``3`` (a square), ``3x4`` or ``3 x 4`` -> ``(rows, cols)``."""
    rows, sep, cols = str(text).lower().replace(" ", "").partition("x")
    if not (rows.isdigit() and (cols.isdigit() or not sep)):
        raise argparse.ArgumentTypeError(f"{short_repr(text)} is not a board size: write 3, 4 or 3x4")
    return int(rows), int(cols or rows)


def _whole(low: int, high: int | None = None):
    """An argparse type for a whole number in ``low..high``, refusing text, fractions and out-of-range."""
    def read(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{short_repr(text)} is not a whole number") from None
        if value < low or (high is not None and value > high):
            limits = f"at least {low}" if high is None else f"from {low} to {high:,}"
            raise argparse.ArgumentTypeError(f"{value} is out of range: give a whole number {limits}")
        return value
    return read


def _real(text: str) -> float:
    """An argparse type for a finite number (NaN and infinity would make a budget or a weight meaningless)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{short_repr(text)} is not a number") from None
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"{text} is not a finite number")
    return value


def _writable_csv(path: str) -> str:
    """``--csv``: refused before any search runs when its folder does not exist or it names a folder."""
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise argparse.ArgumentTypeError(f"the folder {folder!r} does not exist: create it first or choose another path")
    if os.path.isdir(path):
        raise argparse.ArgumentTypeError(f"{path!r} is a folder: give a file name such as {os.path.join(path, 'runs.csv')!r}")
    return path


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
    print(f"{board.rows} x {board.cols}, goal {info['goal']}")
    print(f"solvable: {'yes' if info['solvable'] else 'no'}")
    print(f"why: {info['reason']}")
    print(f"inversions: {info['inversions']}, misplaced tiles: {info['misplaced']}, "
          f"Manhattan distance: {info['manhattan']}")
    return 0


def add_show_command(sub) -> None:
    p = sub.add_parser("show", help="print a board, whether it can be solved and why, and its distances")
    p.add_argument("board", help='the board, e.g. "8 6 7 / 2 5 4 / 3 0 1" or "867254301"')
    p.add_argument("--goal", help="a layout name (standard, blank-first, snail) or a board")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(handler=show)


def solve_command(args: argparse.Namespace) -> int:
    """``solve``: search for a solution and print it (or one JSON object with ``--json``)."""
    from puzzlelib.search import solve  # the search engine loads only when asked for; it checks the method

    board = Board.parse(args.board)
    goal = parse_goal(args.goal, board)
    try:
        result = solve(board, goal, method=args.method, heuristic=args.heuristic, weight=args.weight,
                       weight_h=args.weight_h, weight_g=args.weight_g, max_nodes=args.max_nodes,
                       time_limit=args.time_limit, max_depth=args.max_depth)
    except SearchLimitError as exc:
        stats = {"solved": False, "error": " ".join(str(exc).split()), **exc.stats}
        if args.json:
            print(json.dumps(stats, default=str))
        else:
            print(f"budget reached: {stats['error']}", file=sys.stderr)
            for key, value in exc.stats.items():
                print(f"{key}: {value:.3f}" if isinstance(value, float) else f"{key}: {value}")
        return EXIT_BUDGET
    if args.json:
        print(json.dumps(result.as_dict(), default=str))
        return 0
    print(f"{result.method}" + (f" with {result.heuristic}" if result.heuristic else "")
          + f": {board.to_text()} -> {goal.to_text()}")
    print(f"moves ({result.length}): {' '.join(result.moves) or '(already solved)'}")
    print(f"tiles slid: {' '.join(map(str, result.tiles)) or '-'}")
    bstar = "-" if result.branching_factor is None else f"{result.branching_factor:.3f}"
    print(f"optimal: {'yes' if result.optimal else 'not guaranteed'}; expanded {result.nodes_expanded:,}, "
          f"generated {result.nodes_generated:,}, max frontier {result.max_frontier:,}, "
          f"max states held {result.max_memory_nodes:,}, b* {bstar}, {result.seconds:.3f} s")
    return 0


def add_solve_command(sub) -> None:
    p = sub.add_parser("solve", help="solve a board and print the moves, the tiles slid and the statistics")
    p.add_argument("board", help='the board, e.g. "8 6 7 / 2 5 4 / 3 0 1"')
    p.add_argument("--goal", help="a layout name (standard, blank-first, snail) or a board")
    p.add_argument("--method", default="astar",
                   help="bfs, scored, greedy, astar (default), wastar, idastar, row_by_row (a*, ida* also work)")
    p.add_argument("--heuristic", default="manhattan",
                   help="manhattan (default), misplaced, linear_conflict, manhattan+blank, zero, pdb")
    p.add_argument("--weight", type=_real, default=2.0, help="weighted A*'s factor on h (default 2)")
    p.add_argument("--weight-h", type=_real, default=2.0, help="scored search: weight on the distance (default 2)")
    p.add_argument("--weight-g", type=_real, default=1.0, help="scored search: weight on the step (default 1)")
    p.add_argument("--max-nodes", type=_whole(1), default=None, help="most nodes to expand")
    p.add_argument("--time-limit", type=_real, default=None, help="most seconds to search")
    p.add_argument("--max-depth", type=_whole(0), default=None, help="IDA*: deepest bound to try")
    p.add_argument("--json", action="store_true", help="print one JSON object with the result's fields")
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
            raise PuzzleError(f"board {number} ({text!r}): {exc}") from None
        if not is_solvable(board):
            raise PuzzleError(f"board {number} ({board.to_text()}) cannot be solved: "
                              f"{explain_solvability(board)} Or leave it out.")
        boards.append(board)
    rows, cols = args.size
    boards += [random_solvable(rows, cols, seed=None if args.seed is None else args.seed + i)
               for i in range(args.random)]
    if not boards:
        raise PuzzleError("give boards to compare, or --random N for N random solvable boards")
    methods = list(dict.fromkeys(m.strip() for m in args.methods.split(",") if m.strip()))  # each once
    if not methods:
        raise PuzzleError(f"--methods {args.methods!r} names no method: give a comma-separated list such as "
                          "--methods bfs,greedy,astar")
    method_specs(methods, args.heuristic)  # a malformed spec is refused before any search runs
    table = compare(boards, methods, heuristic=args.heuristic, max_nodes=args.max_nodes,
                    time_limit=args.time_limit, progress=not args.json and sys.stderr.isatty())
    if args.csv:
        table.drop(columns=["path"]).to_csv(args.csv, index=False)
    summary = table.groupby("label", sort=False).agg(
        runs=("solved", "size"), solved=("solved", "sum"), median_length=("length", "median"),
        median_expanded=("nodes_expanded", "median"), median_seconds=("seconds", "median"))
    if args.json:
        print(json.dumps({"boards": [b.to_text() for b in boards],
                          "summary": summary.reset_index().to_dict(orient="records")}, default=str))
    else:
        print(f"{len(boards)} boards x {len(methods)} methods (budget {args.max_nodes:,} nodes, {args.time_limit:g} s)")
        print(summary.to_string(float_format=lambda v: f"{v:,.0f}" if abs(v) >= 100 else f"{v:.4g}"))
    return 0


def add_compare_command(sub) -> None:
    p = sub.add_parser("compare", help="run several methods on several boards and summarise the work per method")
    p.add_argument("boards", nargs="*", help='boards, e.g. "8 6 7 / 2 5 4 / 3 0 1" (or use --random)')
    p.add_argument("--random", type=_whole(0, MAX_RANDOM_BOARDS), default=0, help="add N random solvable boards")
    p.add_argument("--size", type=board_size, default="3", help="shape of the random boards: 3, 4 or 3x4 (default 3)")
    p.add_argument("--seed", type=_whole(-(2**63)), default=None, help="seed of the first random board (next ones +1)")
    p.add_argument("--methods", default="bfs,greedy,astar",
                   help="comma-separated, method or method:heuristic (default bfs,greedy,astar)")
    p.add_argument("--heuristic", default="manhattan", help="heuristic of methods that do not name one")
    p.add_argument("--max-nodes", type=_whole(1), default=200_000, help="budget of each run in expansions")
    p.add_argument("--time-limit", type=_real, default=10.0, help="budget of each run in seconds")
    p.add_argument("--csv", type=_writable_csv, help="also write every run (one row each) to this CSV file")
    p.add_argument("--json", action="store_true", help="print one JSON object with the summary")
    p.set_defaults(handler=compare_command)


def pdb_command(args: argparse.Namespace) -> int:
    """``pdb``: build (or load and check) pattern databases ahead of a lesson, and say where they are."""
    from puzzlelib.pdb import best_partition, cache_dir, pattern_heuristic

    rows, cols = args.size
    goal = parse_goal(args.goal, Board.goal(rows, cols))
    name = args.partition or best_partition(rows, cols, goal)
    h = pattern_heuristic(rows, cols, name, goal, progress=not args.json and sys.stderr.isatty())
    info = {"name": h.name, "rows": rows, "cols": cols, "goal": " ".join(map(str, h.goal)),
            "folder": str(cache_dir()), "mbytes": round(h.nbytes / 2**20, 2), "consistent": h.consistent,
            "patterns": [{"tiles": list(p.tiles), "source": p.source, "seconds": round(p.seconds, 2)} for p in h.parts]}
    if args.json:
        print(json.dumps(info))
        return 0
    print(f"{info['name']} for {rows} x {cols}: {info['mbytes']} MB in {info['folder']}")
    for p in info["patterns"]:
        print(f"  tiles {' '.join(map(str, p['tiles']))}: {p['source']} in {p['seconds']} s")
    return 0


def add_pdb_command(sub) -> None:
    p = sub.add_parser("pdb", help="build or load the pattern databases of a board size (do it before a lesson)")
    p.add_argument("--size", type=board_size, default="4", help="board shape: 3, 4, 2x4 ... (default 4)")
    p.add_argument("--partition", help="e.g. 6-6-3, 5-5-5, 4-4 (default: the one heuristic='pdb' uses)")
    p.add_argument("--goal", help="a layout name (standard, blank-first, snail); default standard")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(handler=pdb_command)


COMMANDS = [add_show_command, add_solve_command, add_compare_command, add_pdb_command]


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m puzzlelib", description=__doc__.splitlines()[0])
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


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help (0) or a bad option (2, its line already printed)
        return exc.code if isinstance(exc.code, int) else EXIT_BAD_INPUT
    try:
        return args.handler(args)
    except SearchLimitError as exc:
        print(f"budget reached: {one_line(exc)}", file=sys.stderr)
        if getattr(args, "json", False):
            print(json.dumps({"solved": False, "error": str(exc), **exc.stats}, default=str))
        return EXIT_BUDGET
    except PuzzleError as exc:
        print(f"error: {one_line(exc)}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except OSError as exc:  # a file that cannot be written (permissions, a full disk, a closed pipe)
        if isinstance(exc, BrokenPipeError):  # output piped into `head`: nothing left to say
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # so the exit flush cannot fail again
            return 0
        print(f"error: {exc.strerror or exc}{f': {exc.filename!r}' if exc.filename else ''}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print("stopped (Ctrl+C)", file=sys.stderr)
        return 130
    except Exception as exc:  # noqa: BLE001 - a class sees one line, never a traceback
        print(f"internal error: {type(exc).__name__}: {one_line(exc)} (please report this with the command "
              "you typed)", file=sys.stderr)
        return EXIT_INTERNAL
