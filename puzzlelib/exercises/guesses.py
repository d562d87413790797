"""How many different wrong answers each question has had, kept on disk so a kernel restart does not renew
the count: the memory behind :func:`~puzzlelib.exercises.verdicts._limit_guesses`.

A question and an answer are stored as short digests (never the answers themselves) in one small JSON file
in the student's own cache folder; a file that cannot be read counts as empty, one that cannot be written
keeps the count in this kernel only.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Set
from pathlib import Path

__all__ = ["GUESS_LIMIT", "GUESS_HOURS", "GUESS_FILE_ENV", "guess_file", "forget_guesses"]

GUESS_LIMIT = 12
"""Different wrong answers one question may get before its checker stops judging it: a loop that tries
every possible answer in turn is not the work an exercise asks for. Used by the checkers whose answers
are few enough to try them all (a small number, a small set). The count is kept on disk (see
:func:`guess_file`), so restarting the kernel does not renew it; :func:`forget_guesses` does."""

GUESS_FILE_ENV = "PUZZLELIB_GUESS_FILE"
"""Environment variable naming the file that keeps the wrong-answer counts (tests point it at a temporary
folder); unset, the file is ``guesses.json`` in the own cache folder."""

GUESS_HOURS = 2.0
"""Hours a question's count of wrong answers is kept, from its first wrong answer: longer than a class
period, so a kernel restart in class does not renew it, and short enough that the next class on a shared
computer account starts afresh (a teacher can also call :func:`forget_guesses`)."""

_wrong_answers: dict[str, set] = {}  # question digest -> answer digests: this kernel's view of the file
_since: dict[str, float] = {}  # question digest -> time of its first wrong answer (seconds since the epoch)
_right_answers: set[tuple] = set()  # the questions answered right in this kernel (kept in memory only)


def guess_file() -> Path:
    """Where the wrong answers of every question are counted: ``$PUZZLELIB_GUESS_FILE``, else
    ``guesses.json`` in :func:`~puzzlelib.config.cache_dir` (the student's own folder, which outlives a
    kernel: a count that a restart cleared would let a student try every answer, a few per restart)."""
    from puzzlelib.config import cache_dir, env_folder

    return env_folder(GUESS_FILE_ENV) or cache_dir() / "guesses.json"


def forget_guesses() -> None:
    """Count wrong answers afresh, on disk and in this kernel, and forget the questions answered right (for a
    teacher, and for tests)."""
    _wrong_answers.clear()
    _since.clear()
    _right_answers.clear()
    with contextlib.suppress(OSError):
        guess_file().unlink()


def _answered_right(question: tuple) -> bool:
    """Whether ``question`` has been answered right in this kernel: a question whose answer only scales up
    an earlier one's reason is judged once that earlier one is right."""
    return question in _right_answers


def _canonical(value) -> str:
    """``value`` as text that is the same in every kernel (sets sorted, whatever the hash seed)."""
    if isinstance(value, Set):
        return "{" + ",".join(sorted(map(_canonical, value))) + "}"
    if isinstance(value, tuple | list):
        return "(" + ",".join(map(_canonical, value)) + ")"
    return repr(value)


def _digest(value) -> str:
    import hashlib

    return hashlib.sha256(_canonical(value).encode("utf-8", "backslashreplace")).hexdigest()[:16]


def _read_guesses() -> dict[str, set]:
    """The counts on disk merged into this kernel's, without the questions whose first wrong answer is more
    than :data:`GUESS_HOURS` old (a file that cannot be read counts as empty)."""
    import json
    import time

    try:
        stored = json.loads(guess_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        stored = {}
    now = time.time()
    if isinstance(stored, dict):
        for question, entry in stored.items():
            if not isinstance(question, str) or not isinstance(entry, dict):
                continue
            since, answers = entry.get("since"), entry.get("answers")
            if isinstance(since, int | float) and isinstance(answers, list):
                _since[question] = min(_since.get(question, since), since)
                _wrong_answers.setdefault(question, set()).update(a for a in answers if isinstance(a, str))
    for question in [q for q, since in _since.items() if now - since > GUESS_HOURS * 3600]:
        _since.pop(question)
        _wrong_answers.pop(question, None)
    return _wrong_answers


def _note_wrong(question: str, answer: str) -> None:
    """Count ``answer`` as a wrong answer to ``question`` (both digests), on disk and in this kernel."""
    import time

    _wrong_answers.setdefault(question, set()).add(answer)
    _since.setdefault(question, time.time())
    _save_guesses()


def _save_guesses() -> None:
    """Write the counts atomically; a folder that cannot be written keeps them in this kernel only."""
    import json
    import os

    target = guess_file()
    text = json.dumps({q: {"since": _since[q], "answers": sorted(a)} for q, a in _wrong_answers.items()
                       if q in _since})
    tmp = target.with_name(f".{target.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, target)
    except OSError:
        with contextlib.suppress(OSError):
            tmp.unlink()
