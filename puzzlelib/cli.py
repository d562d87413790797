"""``python -m puzzlelib``: look at a board (``show``) and, from the search engine, solve it.

Each subcommand is one ``add_<name>_command`` function that registers its parser and handler, so
adding a command never touches the others. Exit status: 0 success, 2 bad input, 3 budget reached.
"""

from __future__ import annotations

import argparse
import json
import sys

from puzzlelib.board import Board
from puzzlelib.errors import PuzzleError, SearchLimitError
from puzzlelib.parity import explain_solvability, inversions, is_solvable

EXIT_BAD_INPUT = 2
EXIT_BUDGET = 3


def parse_goal(text: str | None, board: Board) -> Board:
    """A goal given as a layout name (standard, blank-first, snail) or as a board in any notation."""
    if text is None:
        return board.goal_of()
    if text in ("standard", "blank-first", "snail"):
        return board.goal_of(text)
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


COMMANDS = [add_show_command]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m puzzlelib", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    for add in COMMANDS:
        add(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.handler(args)
    except SearchLimitError as exc:
        print(f"budget reached: {exc}", file=sys.stderr)
        if getattr(args, "json", False):
            print(json.dumps({"solved": False, "error": str(exc), **exc.stats}, default=str))
        return EXIT_BUDGET
    except PuzzleError as exc:
        print(f"error: {' '.join(str(exc).split())}", file=sys.stderr)
        return EXIT_BAD_INPUT
