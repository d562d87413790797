"""Running a student's function inside a check: every search of a puzzle switched off, and a time limit.

A check that hands its cases to the student's function must not let that function answer by running the
package (a search, the row-by-row method) or another Python that does: it is called with the searches
switched off and must answer within :data:`ANSWER_SECONDS` over all the cases.
"""

from __future__ import annotations

import contextlib
import time

__all__ = ["ANSWER_SECONDS", "StudentRun"]

ANSWER_SECONDS = 0.2
"""Seconds a student's function may take over all the cases of one check: an answer computed from an idea takes
microseconds, while starting another Python to run the package takes longer."""


class _NotAllowed(Exception):
    pass


class _TooSlow(Exception):
    pass


@contextlib.contextmanager
def _searching_switched_off():
    """While a student's function runs, every search of a puzzle refuses to run: the package's searches (each builds
    a puzzle problem or runs the fast IDA*), a board's list of neighbours, and the row-by-row method."""
    from puzzlelib import strategies
    from puzzlelib.board import Board
    from puzzlelib.problems import PuzzleProblem
    from puzzlelib.search.fast_idastar import _Searcher

    def refuse(*_args, **_kwargs):
        raise _NotAllowed

    patched = [(PuzzleProblem, "__init__"), (Board, "neighbors"), (_Searcher, "run"),
               (strategies._Solver, "solve"), (strategies._Solver, "stages")]
    saved = [owner.__dict__[name] for owner, name in patched]
    for owner, name in patched:
        setattr(owner, name, refuse)
    try:
        yield
    finally:
        for (owner, name), original in zip(patched, saved, strict=True):
            setattr(owner, name, original)


def _student_calls(function, cases, *, spread: bool = False):
    """``function`` on every case (``function(*case)`` when ``spread``), searches switched off, within
    :data:`ANSWER_SECONDS` in all: yields ``(case, answer)``; raises :class:`_NotAllowed` or :class:`_TooSlow`, and
    lets the student's own errors through."""
    spent = 0.0
    for case in cases:
        started = time.perf_counter()
        with _searching_switched_off():
            answer = function(*case) if spread else function(case)
        spent += time.perf_counter() - started
        if spent > ANSWER_SECONDS:
            raise _TooSlow(spent)
        yield case, answer


class StudentRun:
    """How a student's function can fail inside a check, each turned into its own "Not yet": it ran a search
    (refused while it runs), it took longer than :data:`ANSWER_SECONDS` over the cases, or it raised.

    Used as ``with run:`` around the loop over :func:`_student_calls`; afterwards ``run.verdict`` is that
    "Not yet", or None when the function answered every case. A wrong type of answer (the check's own
    ``_Junk``) passes through to the check's wrapper, which names what was expected.
    """

    def __init__(self, *, searched: tuple[str, str], cases: str, slow: tuple[str, str], raised_hint: str):
        self.searched, self.cases, self.slow, self.raised_hint = searched, cases, slow, raised_hint
        self.verdict = None

    def __enter__(self) -> StudentRun:
        return self

    def __exit__(self, kind, exc, traceback) -> bool:
        from puzzlelib.exercises.verdicts import _Junk, _wrong

        if exc is None or isinstance(exc, _Junk) or not isinstance(exc, Exception):
            return False
        if isinstance(exc, _NotAllowed):
            self.verdict = _wrong(*self.searched)
        elif isinstance(exc, _TooSlow):
            why, hint = self.slow
            self.verdict = _wrong(f"your function took {exc.args[0]:.1f} s for {self.cases}: {why}", hint)
        else:  # the student's code
            self.verdict = _wrong(f"your function raised {type(exc).__name__}: {exc}.", self.raised_hint)
        return True
