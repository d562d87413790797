"""What every self-check shares: the :class:`Check` verdict, the :func:`_checker` promises, and the
readers of answers.

A checker raises :class:`_Junk` when an answer has the wrong type and :class:`_OutOfTime` when the truth
cannot be found within :data:`CHECK_SECONDS`; :func:`_checker` turns both (and a board error) into
verdicts, so that no junk ever crashes a checker. The readers (:func:`_whole_number`,
:func:`_real_number`, :func:`_read_moves`) accept every usual spelling of an answer and refuse the rest
with a sentence that says what was expected.

Budgets, for every checker alike (:func:`_checker` applies them, the topic modules need do nothing but
call a student's function through :func:`_student`):

- the whole check gets :data:`CHECK_TOTAL_SECONDS` (past them: "Could not check");
- a student's function gets :data:`STUDENT_SECONDS` in all and the whole check :data:`CHECK_MEGABYTES`
  (see :mod:`puzzlelib.budgeted` for how a function is stopped): past them the verdict is "Not yet: your
  function took longer than 30 s" or "... used more than 500 MB";
- a checker's *own* search that runs out of time (a :class:`~puzzlelib.errors.SearchLimitError` that
  reaches :func:`_checker`, or :class:`_OutOfTime`) gives "Could not check", never "Not yet": the answer
  was not judged.
"""

from __future__ import annotations

import contextlib
import decimal
import fractions
import functools
import html
import inspect
import math
import numbers
import re
import threading
import time
from collections.abc import Iterable, Mapping, Set
from dataclasses import dataclass, field

from puzzlelib.board import Board, check_text_size, lookalike_digit, plain_text, whole_number
from puzzlelib.budgeted import FunctionBudgetError, OutOfMemory, run_budgeted
from puzzlelib.errors import PuzzleError, SearchLimitError, number_text, short_repr, tidy_message
from puzzlelib.exercises.guesses import (  # noqa: F401 - importable from here, as before
    GUESS_FILE_ENV,
    GUESS_LIMIT,
    _answered_right,
    _digest,
    _note_wrong,
    _read_guesses,
    _right_answers,
    _save_guesses,
    _wrong_answers,
    forget_guesses,
    guess_file,
)

__all__ = ["Check", "CHECK_SECONDS", "GUESS_LIMIT", "GUESS_FILE_ENV", "forget_guesses", "guess_file"]

_WHOLE_SPACE_CELLS = 9  # boards up to 3 x 3 are checked against a complete distance table

_MAX_CELLS = 256  # the largest boards the package supports (16 x 16)

#: Seconds a checker may spend finding the shortest solution of a board larger than 3 x 3 (every checker
#: reads it from this module when it runs, so setting it here changes them all).
CHECK_SECONDS = 5.0

#: Seconds a student's function may take in all during one check (every board it is given together).
STUDENT_SECONDS = 30.0

#: Megabytes one check (the student's function and the checker's own work) may add to the kernel.
CHECK_MEGABYTES = 500.0

#: Seconds one check may take in all, the student's function and the checker's own searches together (a
#: weight checker tries up to 200 weights): past them the verdict is "Could not check".
CHECK_TOTAL_SECONDS = 300.0

#: The most moves an answer may list: the longest solution any lesson shows (row by row on 16 x 16) has
#: about 12,000; five million would take gigabytes to replay.
MAX_ANSWER_MOVES = 100_000


@dataclass(frozen=True)
class Check:
    """What a self-check found: ``ok``, a one-paragraph ``message``, an optional ``hint`` and ``board``.

    ``details`` holds the numbers behind the verdict (for example ``{"optimal": 5, "yours": 9}``) so
    that a test can assert on them. ``decided`` is False when the checker could not find the truth in
    its budget: the verdict is then not Right, and the message says that nothing was decided.
    """

    ok: bool
    message: str
    hint: str = ""
    board: Board | None = None
    details: dict = field(default_factory=dict)
    decided: bool = True

    def __post_init__(self) -> None:
        # One line each, whatever they quote (a 10 kB answer, a 300-digit number): the rule every message keeps.
        object.__setattr__(self, "message", tidy_message(str(self.message)).split("\n")[0])
        object.__setattr__(self, "hint", tidy_message(str(self.hint)).split("\n")[0] if self.hint else "")

    def __bool__(self) -> bool:
        return self.ok

    @property
    def verdict(self) -> str:
        """``"Right"``, ``"Not yet"`` or ``"Could not check"``: the first words of the report."""
        return "Right" if self.ok else ("Not yet" if self.decided else "Could not check")

    def __str__(self) -> str:
        lines = [f"{self.verdict}: {self.message}"]
        if self.board is not None:
            lines.append(str(self.board))
        if self.hint:
            lines.append("Hint: " + self.hint)
        return "\n".join(lines)

    def __repr__(self) -> str:
        return str(self)

    def require(self) -> Check:
        """This check, or :class:`AssertionError` with its report when the verdict is not Right."""
        if not self.ok:
            raise AssertionError(str(self))
        return self

    def _repr_html_(self) -> str:
        if self.ok:
            colour, mark = "#1b7837", "&#10004;"
        else:
            colour, mark = ("#b2182b", "&#10008;") if self.decided else ("#8c6d1f", "?")
        parts = [f"<b style='color:{colour}'>{mark} {self.verdict}:</b> {html.escape(self.message)}"]
        if self.board is not None:
            parts.append(f"<pre style='margin:4px 0'>{html.escape(str(self.board))}</pre>")
        if self.hint:
            parts.append(f"<i>Hint: {html.escape(self.hint)}</i>")
        return (f"<div class='puzzlelib-check' style='border-left:4px solid {colour};padding:4px 10px'>"
                + "<br>".join(parts) + "</div>")


class _Junk(Exception):
    """Raised inside a checker when an answer has the wrong type; becomes a "Not yet" verdict."""

    def __init__(self, expected: str, value, hint: str = "", *, message: str = ""):
        super().__init__(message or f"expected {expected}, got {_kind(value)}.")
        self.hint = hint


class _OutOfTime(Exception):
    """Raised inside a checker when the shortest solution could not be found in :data:`CHECK_SECONDS`."""


def _kind(value) -> str:
    """How a wrong answer reads in a message: ``int``, ``None``, ``the text 'abc'``, ``nan``."""
    if value is None:
        return "None"
    if isinstance(value, str):
        shown = value if len(value) <= 30 else value[:27] + "..."
        return f"the text {shown!r}"
    if isinstance(value, float) and not math.isfinite(value):
        return repr(value)
    return type(value).__name__


def _undecided(message: str, hint: str = "", **kwargs) -> Check:
    return Check(False, message, hint, decided=False, **kwargs)


class _Meter:
    """Time spent inside the student's code during one check (read by the budget's watcher thread)."""

    def __init__(self):
        self.depth, self.spent, self.since = 0, 0.0, 0.0

    def seconds(self) -> float:
        return self.spent + (time.perf_counter() - self.since if self.depth else 0.0)


_CURRENT = threading.local()  # .meter: the meter of the check running in this thread, if any


def _student(func, *args, **kwargs):
    """Call a student's function, its time counted against :data:`STUDENT_SECONDS` (a lazy answer, such as a
    generator, is read by :func:`_materialize`, whose time counts too)."""
    meter = getattr(_CURRENT, "meter", None)
    if meter is None:
        return func(*args, **kwargs)
    if meter.depth == 0:
        meter.since = time.perf_counter()
    meter.depth += 1
    try:
        return func(*args, **kwargs)
    except MemoryError:  # under the check's address-space cap: its memory budget, whatever catches Exception
        raise OutOfMemory("your function") from None
    finally:
        meter.depth -= 1
        if meter.depth == 0:
            meter.spent += time.perf_counter() - meter.since


_REFUSED_CALL = "puzzlelib: this function may not run inside the function being checked"


def _refused_call(*args, **kwargs):
    raise RuntimeError("puzzlelib: this function may not run inside the function being checked")


def _innermost_plain_function(function):
    """``function``, or the function it wraps (``__wrapped__``, as decorators leave it), whose code uses no
    enclosing variables: only such code can be swapped for :func:`_refused_call`'s."""
    import types

    while function is not None:
        if isinstance(function, types.FunctionType) and not function.__code__.co_freevars:
            return function
        function = getattr(function, "__wrapped__", None)
    return None


@contextlib.contextmanager
def _calls_refused(functions):
    """While the block runs, each of ``functions`` raises :data:`_REFUSED_CALL` instead of answering.

    Swapping the functions' code, not their names, reaches every reference to them: a name, a list or a
    dict entry, an attribute, another function that calls them. The code of :func:`_refused_call` names
    only builtins, so it runs in any module's globals."""
    swappable = [f for f in map(_innermost_plain_function, functions) if f is not None]
    saved = {id(f): (f, f.__code__) for f in swappable}
    for function, _ in saved.values():
        function.__code__ = _refused_call.__code__
    try:
        yield
    finally:
        for function, code in saved.values():
            function.__code__ = code


def _is_refused_call(exc: BaseException | None) -> bool:
    """Whether ``exc`` (or an exception it was raised from or during) comes from :func:`_calls_refused`."""
    while exc is not None:
        if isinstance(exc, RuntimeError) and str(exc) == _REFUSED_CALL:
            return True
        exc = exc.__cause__ or exc.__context__
    return False


def _materialize(value, limit: int = MAX_ANSWER_MOVES) -> list:
    """Any iterable answer (deque, generator, map, range, array, ...) as a list of at most ``limit + 1`` items,
    read as student time: a generator runs the student's code while it is read."""
    import itertools

    return _student(lambda: list(itertools.islice(iter(value), limit + 1)))


def _as_list(value) -> list | None:
    """A container answer as a list (numpy arrays as plain values, deques and generators read as the student's
    time, at most :data:`MAX_ANSWER_MOVES` + 1 items); None for text, mappings, sets and non-containers."""
    if hasattr(value, "tolist") and getattr(value, "ndim", 0) >= 1:
        return value.tolist()
    if isinstance(value, list):
        return value
    if isinstance(value, str | bytes | bytearray | Mapping | Set) or not isinstance(value, Iterable):
        return None
    return _materialize(value)


def _read_text(text: str, expected: str, hint: str) -> str:
    """Answer text in plain characters (full-width forms and Chinese commas read); a character that looks
    like a digit but is not one (①, ²) is :class:`_Junk` naming it."""
    note = lookalike_digit(text)
    if note:
        raise _Junk(expected, text, hint, message=f"{note}.")
    return plain_text(text)


def _checker(func):
    """Give a check function the shared promises: ``strict=True``, budgets, and a verdict instead of a crash.

    A wrong type of answer (:class:`_Junk`) and an unreadable board or goal (:class:`PuzzleError`) become
    "Not yet" verdicts with the reason; a call with missing or unknown arguments becomes a "Not yet" that
    shows how to call the checker. The check runs under :func:`~puzzlelib.budgeted.run_budgeted`: the
    student's function gets :data:`STUDENT_SECONDS` (its own time, counted by :func:`_student`), the whole
    check :data:`CHECK_MEGABYTES`. A checker's own search that runs out becomes "Could not check".
    """
    signature = inspect.signature(func)

    @functools.wraps(func)
    def run(*args, strict: bool = False, **kwargs) -> Check:
        try:
            signature.bind(*args, **kwargs)
        except TypeError as exc:
            verdict = _wrong(f"{func.__name__} could not read its arguments ({_sentence(str(exc))[:-1]}"
                             f"{_did_you_mean(kwargs, signature)}).",
                             f"call it as {func.__name__}{_call_shape(signature)}")
        else:
            try:
                verdict = _within_budget(func, args, kwargs)
            except FunctionBudgetError as exc:
                if exc.who == "your function":
                    hint = ("look for a list or table that keeps growing, or a copy made for every board; try "
                            "your function on one board first" if exc.kind == "memory" else
                            "look for a loop that never ends, or work done again for every board; try your function "
                            "on one board first")
                    verdict = _wrong(str(exc), hint, details={"stopped": exc.kind})
                else:  # the checker's own work passed the budget: nothing was judged
                    verdict = _undecided(f"{_sentence(str(exc))[:-1]}, so your answer was not judged.",
                                         "try a smaller board", details={"stopped": exc.kind})
            except _Junk as exc:
                verdict = _wrong(str(exc), exc.hint)
            except _OutOfTime:
                verdict = _undecided(f"could not work out the shortest solution of this board within "
                                     f"{CHECK_SECONDS:g} seconds, so your answer was not judged.",
                                     "try a board closer to the goal, or build the 4 x 4 pattern databases once "
                                     "with: python -m puzzlelib pdb --size 4")
            except SearchLimitError as exc:
                which = {"nodes": "node ", "time": "time ", "depth": "depth "}.get(exc.reason, "")
                method = exc.stats.get("method") or "search"
                verdict = _undecided(f"this check's own search ({method}) ran out of its {which}budget before it "
                                     "could decide, so your answer was not judged.",
                                     "try a board closer to the goal", details={"stopped": exc.reason})
            except PuzzleError as exc:
                verdict = _wrong(_sentence(str(exc)), "check the board and the answer you passed")
        if strict:
            verdict.require()
        return verdict

    params = list(signature.parameters.values())
    strict = inspect.Parameter("strict", inspect.Parameter.KEYWORD_ONLY, default=False, annotation=bool)
    at = len(params) - (params and params[-1].kind == inspect.Parameter.VAR_KEYWORD)
    params.insert(at, strict)
    run.__signature__ = signature.replace(parameters=params)
    # `check??` and help() show this wrapper and the check's signature, not the check's own code, whose
    # lines work out the answer the student is asked for
    del run.__wrapped__
    run.__signature__ = _with_strict(signature)
    return run


def _with_strict(signature: inspect.Signature) -> inspect.Signature:
    """``signature`` with the keyword-only ``strict=False`` every check takes (before any ``**kwargs``)."""
    if "strict" in signature.parameters:
        return signature
    params = list(signature.parameters.values())
    at = next((i for i, p in enumerate(params) if p.kind is p.VAR_KEYWORD), len(params))
    params.insert(at, inspect.Parameter("strict", inspect.Parameter.KEYWORD_ONLY, default=False))
    return signature.replace(parameters=params)


def _within_budget(func, args, kwargs) -> Check:
    """``func(*args, **kwargs)`` under the check's budgets (a check called by another check shares its caller's)."""
    if getattr(_CURRENT, "meter", None) is not None:
        return func(*args, **kwargs)
    meter = _CURRENT.meter = _Meter()
    try:
        return run_budgeted(  # the whole check, its own searches included, within CHECK_TOTAL_SECONDS
            lambda: run_budgeted(lambda: func(*args, **kwargs), seconds=STUDENT_SECONDS, megabytes=CHECK_MEGABYTES,
                                 clock=meter.seconds, who=lambda: "your function" if meter.depth else "this check"),
            seconds=CHECK_TOTAL_SECONDS, megabytes=None, who="this check")
    finally:
        _CURRENT.meter = None


def _did_you_mean(kwargs: dict, signature: inspect.Signature) -> str:
    """``"; did you mean step?"`` for a misspelt keyword (``stpe=0.5``), or ``""``."""
    import difflib

    names = [p.name for p in signature.parameters.values() if p.kind != p.VAR_KEYWORD] + ["strict"]
    for key in kwargs:
        if key not in names:
            close = difflib.get_close_matches(str(key), names, n=1)
            if close:
                return f"; did you mean {close[0]}?"
    return ""


def _call_shape(signature: inspect.Signature) -> str:
    return "(" + ", ".join(p.name if p.default is p.empty else f"{p.name}={p.default!r}"
                           for p in signature.parameters.values()
                           if p.kind not in (p.VAR_KEYWORD, p.VAR_POSITIONAL)) + ")"


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?", ":")) else text + "."


def _whole_number(value, what: str = "a whole number of moves", *, minimum: int = 0) -> int:
    """``value`` as an int (numpy integers and whole floats read), or :class:`_Junk` naming what was expected.

    Negative answers (below ``minimum``), NaN, infinities, bools, text and containers are refused here,
    so that no checker ever calls them "too large" or "too many".
    """
    value = _plain_number(value)
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise _Junk(what, value, "answer with a number such as 12, not in quotes")
    if isinstance(value, numbers.Integral):
        number = int(value)
    else:
        try:
            number = float(value)
        except OverflowError:  # a Fraction beyond a float's range
            number = math.inf
        if not math.isfinite(number) or number != int(number):
            raise _Junk(what, value, "answer with a whole number such as 12")
        number = int(number)
    if number < minimum:
        raise _Junk(what, value, f"answer with a whole number of at least {minimum}",
                    message=f"{number_text(number)} is less than {minimum}: expected {what} ({minimum} or more).")
    return number


def _count(value, what: str = "a whole number") -> int:
    """A count as :func:`_whole_number` reads it, or written as text: "16", " 387,420,489 ", "1_000"."""
    if isinstance(value, str):
        digits = value.strip().replace(",", "").replace("_", "").replace(" ", "")
        if digits.isdigit():
            return int(digits)
    return _whole_number(value, what)


def _plain_number(value):
    """A one-number container as its number: a 0-d numpy array (``np.sum`` of an array), a Decimal that holds a
    finite value (as a Fraction, exact); anything else unchanged for the readers to judge."""
    if getattr(value, "ndim", None) == 0 and hasattr(value, "item"):
        value = value.item()
    if isinstance(value, decimal.Decimal) and value.is_finite():
        # exact within a float's range; beyond it as the float it rounds to (inf, 0.0), not a million-digit int
        return fractions.Fraction(value) if abs(value.adjusted()) < 330 else float(value)
    return value


def _real_number(value, what: str) -> float:
    """``value`` as a finite float, or :class:`_Junk` (NaN, infinities, bools, text and None are refused)."""
    value = _plain_number(value)
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise _Junk(what, value, "answer with a number such as 1.5, not in quotes")
    try:
        number = float(value)
    except OverflowError:
        number = math.inf
    if not math.isfinite(number):
        raise _Junk(what, value, "answer with a finite number such as 1.5")
    return number


def _callable(value, what: str, hint: str):
    if not callable(value):
        raise _Junk(what, value, hint)
    return value


def _limit_guesses(question: tuple, answer, verdict: Check, *, limit: int | None = None) -> Check:
    """``verdict``, or "Could not check" once ``question`` has had ``limit`` (default :data:`GUESS_LIMIT`)
    different wrong answers, counted across kernel restarts (:func:`guess_file`).

    ``question`` names the question, not the spelling of the call: the checker and only those arguments
    that change the answer, so that asking the same thing another way (a strip 16 x 1 for 1 x 16, a looser
    keyword) draws on the same count. ``answer`` is the student's answer in a hashable, normalised form.
    From then on even a right answer is not judged, so trying every answer cannot find it.
    """
    limit = GUESS_LIMIT if limit is None else limit
    key, mine = _digest(question), _digest(answer)
    wrong = _read_guesses().setdefault(key, set())
    if len(wrong) >= limit and mine not in wrong:
        return _undecided(f"this question has had {len(wrong)} different wrong answers on this computer, so "
                          "answers to it are no longer judged (restarting the kernel does not change that).",
                          "trying answers one after another is not the exercise: work it out on paper and "
                          "show your teacher")
    if not verdict.ok and verdict.decided and mine not in wrong:
        _note_wrong(key, mine)
    if verdict.ok:
        _right_answers.add(question)
    return verdict


def _teacher_count(value, name: str) -> int:
    """A count the lesson sets (not the student's answer): a whole number of at least 0, else a PuzzleError."""
    number = whole_number(value)
    if number is None or number < 0:
        raise PuzzleError(f"{name} must be a whole number of moves, 0 or more, got {short_repr(value)}.")
    return number


def _right(message: str, **kwargs) -> Check:
    return Check(True, message, **kwargs)


def _wrong(message: str, hint: str = "", **kwargs) -> Check:
    return Check(False, message, hint, **kwargs)


def _as_board(board) -> Board:
    return Board.coerce(board, "this check")


def _goal_for(board: Board, goal) -> Board:
    return board.resolve_goal(goal)  # reads layout names too


def _is_int(value) -> bool:
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


_MOVES_EXPECTED = "a list of moves"
_MOVES_HINT = ("moves are letters U, D, L, R or tile numbers: text such as 'RUULD', or a list such as "
               "['R', 'U'] or [6, 5, 4]")


def _read_moves(moves) -> list:
    """Moves as a list of blank directions ("U") or tile numbers (ints), from any of the usual spellings.

    Text in any notation the package reads (``"RUULD"``, ``"r, u"``, ``"6 5 4"``, full-width letters and
    Chinese commas) and any container of moves (list, tuple, deque, generator, numpy array, a search result
    or a plan) is read; a generator is read as the student's time. Anything else (a number, None, a dict, a
    list holding lists, an answer of more than :data:`MAX_ANSWER_MOVES` moves) is :class:`_Junk`.
    """
    moves = getattr(moves, "moves", moves)  # a SearchResult or a Plan
    if isinstance(moves, str):
        try:
            check_text_size(moves, "answer")
        except PuzzleError:
            raise _too_many(len(moves)) from None
        text = plain_text(moves)
        words = re.split(r"[\s,;/]+", text.strip())
        if words and all(w.lstrip("-").isdecimal() for w in words):
            out = [int(w) for w in words]
        else:
            out = [ch.upper() for ch in "".join(words)]
            note = lookalike_digit(text)
            if note:
                raise _Junk(_MOVES_EXPECTED, moves, _MOVES_HINT, message=f"{note}.")
        if len(out) > MAX_ANSWER_MOVES:
            raise _too_many(len(out))
        return out
    if hasattr(moves, "tolist") and getattr(moves, "ndim", 1) != 0:  # a numpy array: plain Python values
        moves = moves.tolist()
    if isinstance(moves, Mapping | Set | bytes | bytearray) or not isinstance(moves, Iterable):
        raise _Junk(_MOVES_EXPECTED, moves, _MOVES_HINT)
    items = _materialize(moves)
    if len(items) > MAX_ANSWER_MOVES:
        raise _too_many(f"more than {MAX_ANSWER_MOVES:,}")
    out = []
    for m in items:
        if isinstance(m, str):
            out.extend(ch.upper() for ch in plain_text(m).strip())
        elif isinstance(m, numbers.Integral) and not isinstance(m, bool):
            out.append(int(m))
        else:
            raise _Junk(_MOVES_EXPECTED, m, _MOVES_HINT,
                        message=f"expected {_MOVES_EXPECTED}, got a list holding {_kind(m)}.")
    return out


def _too_many(count) -> _Junk:
    shown = f"{count:,}" if isinstance(count, int) else count
    return _Junk(_MOVES_EXPECTED, None, "a solution is a few dozen moves on small boards, a few thousand on large ones",
                 message=f"your answer has {shown} moves, more than the {MAX_ANSWER_MOVES:,} any board in these "
                         "lessons needs.")
