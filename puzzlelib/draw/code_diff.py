"""Two functions laid over each other as a diff: which lines one algorithm changes to become another.

Lesson 7 turns the posts' scored search into A*; :func:`code_diff` shows the two loops line by line,
with the lines only the first has marked ``-`` and the lines only the second has marked ``+``, so the
class can count the changes instead of taking a count on trust. :func:`lesson_code` gives the code an
earlier lesson wrote, so that a later lesson can lay its own function over it (lesson 12's weighted A*
over lesson 7's ``astar``).
"""

from __future__ import annotations

import difflib
import html
import inspect
import textwrap
from dataclasses import dataclass

from puzzlelib.draw.palette import PALETTE
from puzzlelib.errors import PuzzleError, short_repr

__all__ = ["CodeDiff", "LessonCode", "code_diff", "lesson_code"]

FONT_PT = 14
"""Size of the code in the notebook view: readable from the back of a classroom."""

def _tint(colour: str, alpha: float = 0.22) -> str:
    """A palette colour as a see-through CSS background, readable under dark text and light alike."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return f"rgba({r}, {g}, {b}, {alpha})"


_COLOURS = {"-": _tint(PALETTE["goal"]), "+": _tint(PALETTE["path"]), " ": "transparent"}


@dataclass(frozen=True)
class CodeDiff:
    """Lines of a diff, ``(mark, text)`` with mark ``" "``, ``"-"`` or ``"+"``; prints as text, shows as HTML.

    ``changes`` counts the places that differ: each run of consecutive ``-``/``+`` lines is one place.
    """

    lines: tuple[tuple[str, str], ...]
    old_name: str
    new_name: str

    @property
    def changes(self) -> int:
        runs, inside = 0, False
        for mark, _ in self.lines:
            if mark != " " and not inside:
                runs += 1
            inside = mark != " "
        return runs

    def __str__(self) -> str:
        head = f"- only in {self.old_name}\n+ only in {self.new_name}\n"
        return head + "\n".join(f"{mark} {text}" for mark, text in self.lines)

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        rows = []
        for mark, text in self.lines:
            rows.append(f"<div style='background:{_COLOURS[mark]};white-space:pre'>"
                        f"<b>{mark}</b> {html.escape(text)}</div>")
        legend = (f"<div style='margin-bottom:4px'><span style='background:{_COLOURS['-']}'>- only in "
                  f"{html.escape(self.old_name)}</span> &nbsp; <span style='background:{_COLOURS['+']}'>+ only in "
                  f"{html.escape(self.new_name)}</span></div>")
        return (f"<div style='font-family:monospace;font-size:{FONT_PT}pt;line-height:1.35'>"
                + legend + "".join(rows) + "</div>")


@dataclass(frozen=True)
class LessonCode:
    """A function as an earlier lesson wrote it: ``lesson`` (its number), ``name`` and ``source`` (the text)."""

    lesson: int
    name: str
    source: str

    def __str__(self) -> str:
        return self.source


# The functions later lessons lay their own over, exactly as the lesson's cell writes them (a test compares
# each text with the stored notebook, so the two cannot drift apart).
_LESSON_CODE = {
    (7, "astar"): '''\
def astar(start):
    goal = start.goal_of()
    waiting = [(h(start), h(start), 0, 0, start, "")]
    closed = set()
    tick = 0
    while waiting:
        f, _, _, g, board, moves = heappop(waiting)
        if board in closed:
            continue
        if board == goal:
            return moves, len(closed)
        closed.add(board)
        for move, child in board.neighbors():
            if child in closed:
                continue
            tick += 1
            hc = h(child)
            entry = (g + 1 + hc, hc, tick, g + 1, child, moves + move)
            push(waiting, entry)
''',
}


def lesson_code(lesson: int, name: str) -> LessonCode:
    """The function ``name`` as lesson ``lesson`` wrote it, for :func:`code_diff`.

    >>> lesson_code(7, "astar").source.splitlines()[0]
    'def astar(start):'
    """
    try:
        source = _LESSON_CODE[(lesson, name)]
    except (KeyError, TypeError):
        known = ", ".join(f"lesson_code({n}, {f!r})" for n, f in _LESSON_CODE)
        raise PuzzleError(f"no lesson's code is kept as lesson {short_repr(lesson)}'s {short_repr(name)}; "
                          f"kept: {known}.") from None
    return LessonCode(lesson, name, source)


def _source(code) -> tuple[list[str], str]:
    """The lines to compare and a name: a function's body (its ``def`` line names it), or code given as text."""
    if isinstance(code, LessonCode):
        lines = code.source.strip("\n").splitlines()
        return textwrap.dedent("\n".join(lines[1:])).splitlines(), f"lesson {code.lesson}'s {code.name}"
    if isinstance(code, str):
        return textwrap.dedent(code).strip("\n").splitlines(), "the first"
    if callable(code):
        try:
            text = inspect.getsource(code)
        except (OSError, TypeError):
            raise PuzzleError(f"cannot read the source of {short_repr(code)}; pass the code as text instead") from None
        lines = textwrap.dedent(text).strip("\n").splitlines()
        name = getattr(code, "__name__", "the function")
        if lines and lines[0].startswith("def "):
            return textwrap.dedent("\n".join(lines[1:])).splitlines(), name
        return lines, name
    raise PuzzleError(f"code_diff compares two functions (or two texts of code), got {short_repr(code)}.")


def code_diff(old, new) -> CodeDiff:
    """The line-by-line diff of ``old`` and ``new``: the bodies of two functions (their names are in the
    legend, so a new name is not counted as a change), an earlier lesson's function from
    :func:`lesson_code`, or two pieces of code as text.

    >>> d = code_diff("a = 1\\nb = 2\\n", "a = 1\\nb = 3\\n")
    >>> d.lines, d.changes
    (((' ', 'a = 1'), ('-', 'b = 2'), ('+', 'b = 3')), 1)
    """
    old_lines, old_name = _source(old)
    new_lines, new_name = _source(new)
    if new_name == old_name == "the first":
        new_name = "the second"
    out = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old_lines, new_lines, autojunk=False).get_opcodes():
        if tag == "equal":
            out += [(" ", line) for line in old_lines[i1:i2]]
        else:
            out += [("-", line) for line in old_lines[i1:i2]]
            out += [("+", line) for line in new_lines[j1:j2]]
    return CodeDiff(tuple(out), old_name, new_name)
