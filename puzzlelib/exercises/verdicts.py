"""What every self-check shares: the :class:`Check` verdict, the :func:`_checker` promises, and the
readers of answers.

A checker raises :class:`_Junk` when an answer has the wrong type and :class:`_OutOfTime` when the truth
cannot be found within :data:`CHECK_SECONDS`; :func:`_checker` turns both (and a board error) into
verdicts, so that no junk ever crashes a checker. The readers (:func:`_whole_number`,
:func:`_real_number`, :func:`_read_moves`) accept every usual spelling of an answer and refuse the rest
with a sentence that says what was expected.
"""

from __future__ import annotations

import functools
import html
import inspect
import math
import numbers
from dataclasses import dataclass, field

from puzzlelib.board import Board, whole_number
from puzzlelib.errors import PuzzleError, short_repr

__all__ = ["Check", "CHECK_SECONDS", "GUESS_LIMIT", "forget_guesses"]

_WHOLE_SPACE_CELLS = 9  # boards up to 3 x 3 are checked against a complete distance table

_MAX_CELLS = 256  # the largest boards the package supports (16 x 16)

#: Seconds a checker may spend finding the shortest solution of a board larger than 3 x 3 (every checker
#: reads it from this module when it runs, so setting it here changes them all).
CHECK_SECONDS = 5.0


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


def _checker(func):
    """Give a check function the shared promises: ``strict=True``, and a verdict instead of a crash.

    A wrong type of answer (:class:`_Junk`) and an unreadable board or goal (:class:`PuzzleError`) become
    "Not yet" verdicts with the reason; a call with missing or unknown arguments becomes a "Not yet" that
    shows how to call the checker.
    """
    signature = inspect.signature(func)

    @functools.wraps(func)
    def run(*args, strict: bool = False, **kwargs) -> Check:
        try:
            signature.bind(*args, **kwargs)
        except TypeError as exc:
            verdict = _wrong(f"{func.__name__} could not read its arguments ({exc}).",
                             f"call it as {func.__name__}{_call_shape(signature)}")
        else:
            try:
                verdict = func(*args, **kwargs)
            except _Junk as exc:
                verdict = _wrong(str(exc), exc.hint)
            except _OutOfTime:
                verdict = _undecided(f"could not work out the shortest solution of this board within "
                                     f"{CHECK_SECONDS:g} seconds, so your answer was not judged.",
                                     "try a board closer to the goal, or build the 4 x 4 pattern databases once "
                                     "with: python -m puzzlelib pdb --size 4")
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
    return run


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
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise _Junk(what, value, "answer with a number such as 12, not in quotes")
    if isinstance(value, numbers.Integral):
        number = int(value)
    else:
        number = float(value)
        if not math.isfinite(number) or number != int(number):
            raise _Junk(what, value, "answer with a whole number such as 12")
        number = int(number)
    if number < minimum:
        raise _Junk(what, value, f"answer with a whole number of at least {minimum}",
                    message=f"{number} is less than {minimum}: expected {what} ({minimum} or more).")
    return number


def _real_number(value, what: str) -> float:
    """``value`` as a finite float, or :class:`_Junk` (NaN, infinities, bools, text and None are refused)."""
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


GUESS_LIMIT = 12
"""Different wrong answers one question may get in a session before its checker stops judging it: a
loop that tries every possible answer in turn is not the work an exercise asks for. Used by the checkers
whose answers are few enough to try them all (a small number, a small set)."""

_wrong_answers: dict[tuple, set] = {}


def forget_guesses() -> None:
    """Count wrong answers afresh, as a restarted kernel does (for a teacher, and for tests)."""
    _wrong_answers.clear()


def _limit_guesses(question: tuple, answer, verdict: Check) -> Check:
    """``verdict``, or "Could not check" once ``question`` has had :data:`GUESS_LIMIT` different wrong answers.

    ``question`` names the checker and its arguments, ``answer`` is the student's answer in a hashable,
    normalised form. From then on even a right answer is not judged, so trying every answer cannot find it.
    """
    wrong = _wrong_answers.setdefault(question, set())
    if len(wrong) >= GUESS_LIMIT and answer not in wrong:
        return _undecided(f"this question has had {len(wrong)} different wrong answers in this session, so "
                          "answers to it are no longer judged.",
                          "trying answers one after another is not the exercise: work it out, then restart the "
                          "kernel to be judged again")
    if not verdict.ok and verdict.decided:
        wrong.add(answer)
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

    Anything else (a number, None, a dict, a list holding lists) is :class:`_Junk`.
    """
    moves = getattr(moves, "moves", moves)  # a SearchResult
    if isinstance(moves, str):
        words = moves.replace(",", " ").split()
        if all(w.lstrip("-").isdigit() for w in words) and words:
            return [int(w) for w in words]
        return [ch.upper() for ch in "".join(words)]
    if isinstance(moves, dict | set | frozenset) or not isinstance(moves, list | tuple | range) \
            and not hasattr(moves, "tolist"):
        raise _Junk(_MOVES_EXPECTED, moves, _MOVES_HINT)
    if hasattr(moves, "tolist"):  # a numpy array
        moves = moves.tolist()
        if not isinstance(moves, list):
            raise _Junk(_MOVES_EXPECTED, moves, _MOVES_HINT)
    out = []
    for m in moves:
        if isinstance(m, str):
            out.extend(ch.upper() for ch in m.strip())
        elif isinstance(m, numbers.Integral) and not isinstance(m, bool):
            out.append(int(m))
        else:
            raise _Junk(_MOVES_EXPECTED, m, _MOVES_HINT,
                        message=f"expected {_MOVES_EXPECTED}, got a list holding {_kind(m)}.")
    return out
