"""The command line's shared pieces: exit codes, total budgets and the readers of its arguments.

Every option is read by a function here that refuses a bad value in one sentence (argparse shows it on
one line, see :class:`_Parser`), so each subcommand in :mod:`puzzlelib.cli` only names its options.
"""

from __future__ import annotations

import argparse
import math
import os
import time

from puzzlelib.errors import short_repr
from puzzlelib.i18n import _

EXIT_BAD_INPUT = 2
EXIT_BUDGET = 3
EXIT_INTERNAL = 1
MAX_RANDOM_BOARDS = 10_000

TOTAL_TIME = {"show": 10.0, "solve": 60.0, "compare": 300.0, "pdb": 1800.0, "site": 1800.0}
"""Default seconds each command may take in all (``--total-time``): a search's default limit is 30 s, a
comparison of many boards is a coffee break, and building every pattern database a few minutes."""

WATCHDOG_GRACE = 0.5
"""Seconds past the total budget before the watchdog ends a command that did not stop by itself."""


class _Parser(argparse.ArgumentParser):
    """argparse with its errors on one line: what was wrong, and where the options are listed.

    argparse's own error prints the usage block and then the message; in a class the usage block
    pushes the one useful sentence out of view.
    """

    def error(self, message: str):
        self.exit(EXIT_BAD_INPUT, _("error: {message}; see {prog} --help").format(message=message, prog=self.prog) + "\n")


def _whole(low: int, high: int | None = None):
    """An argparse type for a whole number in ``low..high``, refusing text, fractions and out-of-range."""
    def read(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(_("{text} is not a whole number").format(text=short_repr(text))) from None
        if value < low or (high is not None and value > high):
            limits = (_("at least {low}").format(low=low) if high is None
                      else _("from {low} to {high:,}").format(low=low, high=high))
            raise argparse.ArgumentTypeError(_("{value} is out of range: give a whole number {limits}").format(
                value=value, limits=limits))
        return value
    return read


def _real(text: str) -> float:
    """An argparse type for a finite number (NaN and infinity would make a budget or a weight meaningless)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("{text} is not a number").format(text=short_repr(text))) from None
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(_("{text} is not a finite number").format(text=text))
    return value


def _seconds(text: str) -> float:
    """An argparse type for a positive, finite number of seconds."""
    value = _real(text)
    if value <= 0:
        raise argparse.ArgumentTypeError(_("{value} is not a positive number of seconds").format(value=short_repr(text)))
    return value


def _add_total_time(parser, command: str) -> None:
    parser.add_argument("--total-time", type=_seconds, default=TOTAL_TIME[command], metavar="SECONDS",
                        help=_("the most seconds the whole command may take (default {seconds:g}); past it the "
                               "command stops with exit status 3").format(seconds=TOTAL_TIME[command]))


def _time_left(args: argparse.Namespace) -> float:
    """Seconds left of the command's total budget for its work, keeping a tenth (at most a second) to print
    the answer; at least a millisecond, so a limit made from it stays valid."""
    return max(args.deadline - time.perf_counter() - min(0.1 * args.total_time, 1.0), 1e-3)


def _within_total(limit: float | None, args: argparse.Namespace, default: float) -> float:
    """A search's time limit cut to what is left of the command's total budget."""
    return min(default if limit is None else limit, _time_left(args))


def _writable_csv(path: str) -> str:
    """``--csv``: refused before any search runs when its folder does not exist or it names a folder."""
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise argparse.ArgumentTypeError(
            _("the folder {folder!r} does not exist: create it first or choose another path").format(folder=folder))
    if os.path.isdir(path):
        raise argparse.ArgumentTypeError(_("{path!r} is a folder: give a file name such as {example!r}").format(
            path=path, example=os.path.join(path, "runs.csv")))
    return path
