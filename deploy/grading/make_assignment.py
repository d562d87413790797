"""Turn a lesson into an nbgrader assignment, so a teacher grades its "Your turn" exercises.

The assignment is generated from the lesson and the teacher's answers (``solutions/``), never kept as
a second copy by hand: run this again after the lesson changes (``make_course.py`` does every lesson).

An **exercise** is a code cell whose last line calls a ``check_...`` function of
:mod:`puzzlelib.exercises`. The names the student sets for it are the call's arguments that start with
``my_``, are set on a line marked ``# <-`` (``weight_h = 2   # <- change me``), or are set in the
exercise's own cell to an empty starter (``fewest = None``, ``second = ""``, ``waiting = []``). Then:

* the cell that sets those names becomes an nbgrader **answer cell**: the lesson's starter lines, then
  the teacher's answer between ``### BEGIN SOLUTION`` and ``### END SOLUTION`` (nbgrader removes it
  from the students' copy and leaves ``# YOUR CODE HERE``), then the rest of the cell;
* after the exercise comes a locked **test cell** worth ``points``: the same check with ``strict=True``
  (a wrong answer raises ``AssertionError`` with the check's own friendly reason), then the line
  "All visible checks passed for this exercise." and, between ``### BEGIN HIDDEN TESTS`` and
  ``### END HIDDEN TESTS`` (removed from the students' copy), the same check on the lesson's own
  givens, set again as the lesson sets them (in the answer cell or a cell before): a student who edits
  the question (the board, the grid) to fit an answer they looked up passes the visible check and
  fails the hidden one;
* the other cells that set a given of a check (``walled = GridProblem.parse(...)``) are locked
  read-only: nbgrader puts their original back before grading.

The teacher's answers: for each name a student sets, ``solutions/<lesson>_solutions.py`` has it at its
top level, as the same name or in capitals (``MY_WALK``): a value, a Board, or a function. A function
given for a name the starter sets to a value (``my_b = 2.0``) is the answer computed from the
notebook's own variables, named by its parameters (``def MY_B(generated, depth): ...``). A module
without the name that runs the exercise's check on its answer is read from that call instead
(``check_dealt_trap(TRAP, 1, 4)`` answers ``check_dealt_trap(my_board, first_away, tile)``).

Usage (from the repository, in a course folder of your choice)::

    python deploy/grading/make_assignment.py --course ~/course --lesson NN_name     # a stem in notebooks/
    cd ~/course && nbgrader generate_assignment NN_name                            # the students' version

``make_course.py`` does this for every lesson at once; deploy/README.md ("Grading") has the round trip.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import importlib.util
import inspect
import io
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

import nbformat

REPO = Path(__file__).resolve().parents[2]
CHECK_CALL = re.compile(r"^(check_\w+)\((.*)\)\s*$")
VISIBLE_PASSED = "All visible checks passed for this exercise."
"""What a test cell prints when its visible checks pass: never "all tests passed", which the hidden ones decide."""

NBGRADER_CONFIG = '''"""nbgrader settings for the puzzlelib course (written by deploy/grading/make_assignment.py)."""
c = get_config()  # noqa: F821 - provided by nbgrader
c.CourseDirectory.course_id = "puzzlelib"
# The students' copy keeps the lesson's starter lines above the removed answer and stays runnable.
c.ClearSolutions.code_stub = {"python": "# YOUR CODE HERE"}
# A lesson runs in seconds; a slow student answer must not hang the grading of the whole class.
c.Execute.timeout = 300
# Widgets draw static pictures in a grading kernel and open no comms (puzzlelib.widgets.static).
c.Execute.extra_arguments = ["--HistoryManager.hist_file=:memory:",
                             "--IPKernelApp.exec_lines=import os; os.environ['PUZZLELIB_WIDGETS'] = 'static'"]
'''


class AssignmentError(SystemExit):
    """A lesson that cannot become an assignment: the message names the lesson and what is missing."""


@dataclass
class Exercise:
    cell: int  # index of the cell ending in the check call
    call: str  # the check call, as written in the lesson
    student: list[str]  # the names the student sets
    givens: list[str]  # the other names the call reads
    answer_cells: dict[str, int] = field(default_factory=dict)  # student name -> the cell that sets it

    @property
    def check(self) -> str:
        return CHECK_CALL.match(self.call)[1]


def load_solutions(lesson: str, solutions_dir: Path = REPO / "solutions"):
    """The teacher's answers module ``solutions/<lesson>_solutions.py`` (run once, as a module)."""
    path = solutions_dir / f"{lesson}_solutions.py"
    if not path.exists():
        raise AssignmentError(f"{lesson}: no teacher's answers at {path}; the assignment's solutions come from there")
    spec = importlib.util.spec_from_file_location(f"{lesson}_solutions", path)
    module = importlib.util.module_from_spec(spec)
    with contextlib.redirect_stdout(io.StringIO()):  # the answers module prints its own verdicts
        spec.loader.exec_module(module)
    return module


def bound_names(source: str) -> dict[str, int]:
    """Names a cell binds at its top level (assignments, ``def``, ``for``), with the line that ends each."""
    names = {}
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return names
    for node in tree.body:
        targets = []
        if isinstance(node, ast.FunctionDef | ast.ClassDef):
            names[node.name] = node.end_lineno
            continue
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AnnAssign | ast.AugAssign):
            targets = [node.target]
        for target in targets:
            for sub in ast.walk(target):
                if isinstance(sub, ast.Name):
                    names[sub.id] = node.end_lineno
    return names


def call_names(call: str) -> list[str]:
    """Variable names the check call's arguments read, in order (the check's own name left out)."""
    node = ast.parse(call).body[0].value
    seen = []
    for arg in [*node.args, *(kw.value for kw in node.keywords)]:
        for sub in ast.walk(arg):
            if isinstance(sub, ast.Name) and sub.id not in seen:
                seen.append(sub.id)
    return seen


def _placeholders(source: str) -> set[str]:
    """Names a cell sets to an empty starter value: ``None``, ``""``, ``0``, ``[]``, ``{}``, ``()``, ``set()``."""
    found = set()
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return found
    for node in tree.body:
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)):
            continue
        value = node.value
        empty = (isinstance(value, ast.Constant) and value.value in (None, "", 0) and value.value is not False
                 or isinstance(value, ast.List | ast.Tuple | ast.Set | ast.Dict) and not getattr(value, "elts", None)
                 and not getattr(value, "keys", None)
                 or isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "set"
                 and not value.args)
        if empty:
            found.add(node.targets[0].id)
    return found


def marked_by_student(name: str, cells: list[str]) -> bool:
    """A name the lesson asks the student to set: ``my_...``, set on a line marked ``# <-``, or set to an
    empty starter value (``fewest = None``, ``second = ""``) in the exercise's own cell (the last of ``cells``)."""
    if name.startswith("my_"):
        return True
    pattern = re.compile(rf"^\s*{re.escape(name)}\s*(,[^=]*)?=.*#\s*<-", re.MULTILINE)
    return any(pattern.search(source) for source in cells) or name in _placeholders(cells[-1])


def find_exercises(nb) -> list[Exercise]:
    """Every exercise of a lesson, with the cells where its answers are set."""
    sources = [cell.source if cell.cell_type == "code" else "" for cell in nb.cells]
    exercises = []
    for index, source in enumerate(sources):
        lines = source.rstrip().splitlines()
        if not lines or not CHECK_CALL.match(lines[-1]):
            continue
        names = call_names(lines[-1])
        student = [n for n in names if marked_by_student(n, sources[: index + 1])]
        if not student:
            continue  # a check the lesson runs itself (a demonstration), not a question
        exercise = Exercise(index, lines[-1], student, [n for n in names if n not in student])
        for name in student:
            setters = [i for i in range(index + 1) if name in bound_names(sources[i])]
            if not setters:
                raise AssignmentError(f"cell {index}: {name} is never set before {exercise.check}")
            exercise.answer_cells[name] = setters[-1]
        exercises.append(exercise)
    return exercises


def _imports(solutions) -> dict[str, str]:
    """Each name the answers module imports at its top level -> the import line that brings it."""
    found = {}
    for node in ast.parse(inspect.getsource(solutions)).body:
        if isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                found[alias.asname or alias.name] = (f"from {node.module} import {alias.name}"
                                                     + (f" as {alias.asname}" if alias.asname else ""))
        elif isinstance(node, ast.Import):
            for alias in node.names:
                found[alias.asname or alias.name.split(".")[0]] = (f"import {alias.name}"
                                                                   + (f" as {alias.asname}" if alias.asname else ""))
    return found


def _bound_arguments(call: ast.Call, check) -> dict[str, ast.expr]:
    """The check's parameter -> the expression a call passes for it (empty when the call does not fit)."""
    try:
        bound = inspect.signature(check).bind_partial(*call.args, **{k.arg: k.value for k in call.keywords if k.arg})
    except (TypeError, ValueError):
        return {}
    return dict(bound.arguments)


def answer_from_check_call(name: str, call: str, solutions):
    """What the answers module passes to the same check where the lesson passes ``name``, evaluated there.

    Used when the module has no ``name`` or ``NAME`` but runs the exercise's check on its answer
    (``check_dealt_trap(TRAP, FIRST_AWAY, TILE)`` answers ``check_dealt_trap(my_board, first_away, tile)``).
    A call under ``not`` (a wrong answer the module shows failing) is skipped; a strict call is preferred.
    """
    from puzzlelib import exercises

    lesson_call = ast.parse(call).body[0].value
    check = getattr(exercises, lesson_call.func.id, None)
    if check is None:
        return None
    wanted = next((param for param, node in _bound_arguments(lesson_call, check).items()
                   if isinstance(node, ast.Name) and node.id == name), None)
    if wanted is None:
        return None
    tree = ast.parse(inspect.getsource(solutions))
    negated = {id(node.operand) for node in ast.walk(tree) if isinstance(node, ast.UnaryOp)
               and isinstance(node.op, ast.Not)}
    calls = [node for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
             and node.func.id == lesson_call.func.id and id(node) not in negated]
    calls.sort(key=lambda node: not any(k.arg == "strict" for k in node.keywords))
    for node in calls:
        argument = _bound_arguments(node, check).get(wanted)
        if argument is not None:
            return eval(compile(ast.Expression(argument), "<answer>", "eval"), vars(solutions))  # noqa: S307
    return None


def teacher_code(name: str, solutions, *, starter_is_function: bool = True, call: str | None = None) -> str:
    """Python that gives ``name`` the teacher's answer (see the module docstring for the forms)."""
    lesson = solutions.__name__.removesuffix("_solutions")
    value = getattr(solutions, name, getattr(solutions, name.upper(), None))
    if value is None and call is not None:
        value = answer_from_check_call(name, call, solutions)
    if value is None:
        raise AssignmentError(f"{lesson}: the teacher's answers have neither {name} nor {name.upper()}, nor run "
                              f"the exercise's check on an answer (solutions/{lesson}_solutions.py)")
    if inspect.isfunction(value):
        source = inspect.getsource(value).rstrip()
        used = {n.id for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Name)}
        imports = _imports(solutions)
        lines = sorted({imports[n] for n in used if n in imports})
        if value.__name__ != name:
            source = source.replace(f"def {value.__name__}(", f"def {name}(", 1)
        lines.append(source)
        if not starter_is_function:  # the answer computed from the notebook's own variables
            params = ", ".join(inspect.signature(value).parameters)
            lines.append(f"{name} = {name}({params})")
        return "\n".join(lines)
    if hasattr(value, "to_text") and hasattr(value, "tiles"):  # a Board
        return f"from puzzlelib import Board\n{name} = Board.parse({value.to_text()!r})"
    return f"{name} = {value!r}"


def strict(call: str) -> str:
    """``check_x(a, b)`` -> ``check_x(a, b, strict=True)``."""
    match = CHECK_CALL.match(call)
    return f"{match[1]}({match[2]}, strict=True)" if match[2].strip() else f"{match[1]}(strict=True)"


def _given_lines(source: str, givens: list[str], student: list[str]) -> list[str]:
    """The statements of an answer cell that set the check's givens (never the student's names, no prints)."""
    if not set(givens) & set(bound_names(source)):
        return []
    out = []
    for node in ast.parse(source).body:
        segment = ast.get_source_segment(source, node) or ""
        names = set(bound_names(segment))
        if names and not names & set(student):
            out.append(segment)
    return out


def givens_setters(sources: list[str], exercise: Exercise) -> set[int]:
    """The cells that last set each of the exercise's givens before its check (the check's own cell included)."""
    found = set()
    for name in exercise.givens:
        setters = [i for i in range(exercise.cell + 1) if name in bound_names(sources[i])]
        if setters:
            found.add(setters[-1])
    return found


def make_assignment(lesson: str, points: int = 1, *, notebooks_dir: Path = REPO / "notebooks",
                    solutions_dir: Path = REPO / "solutions") -> tuple[nbformat.NotebookNode, list[str]]:
    """The instructor's version of ``lesson`` with answer, test and locked cells; the graded checks' names."""
    nb = nbformat.read(notebooks_dir / f"{lesson}.ipynb", as_version=4)
    exercises = find_exercises(nb)
    if not exercises:
        raise AssignmentError(f"{lesson}: no exercise cell (a code cell ending in a check_... call on my_ names)")
    solutions = load_solutions(lesson, solutions_dir)
    sources = [cell.source for cell in nb.cells]
    answers: dict[int, list[str]] = {}  # answer cell -> the student names it sets
    for exercise in exercises:
        for name, index in exercise.answer_cells.items():
            answers.setdefault(index, [])
            if name not in answers[index]:
                answers[index].append(name)
    locked = {setter for exercise in exercises for setter in givens_setters(sources, exercise)} - set(answers)

    every_student_name = [name for exercise in exercises for name in exercise.student]
    cells, graded = [], []
    tests_after = {exercise.cell: exercise for exercise in exercises}
    for index, cell in enumerate(nb.cells):
        if index in answers:
            lines = cell.source.rstrip().splitlines()
            bound = bound_names(cell.source)
            cut = max(bound[name] for name in answers[index])  # after the last starter line the student edits
            code = []
            for name in answers[index]:
                starter_is_function = bool(re.search(rf"^\s*def {re.escape(name)}\(", cell.source, re.MULTILINE))
                call = next(e.call for e in exercises if e.answer_cells.get(name) == index)
                code.append(teacher_code(name, solutions, starter_is_function=starter_is_function, call=call))
            source = "\n".join([*lines[:cut], "### BEGIN SOLUTION", *code, "### END SOLUTION", *lines[cut:]])
            new = nbformat.v4.new_code_cell(source)
            new.metadata["nbgrader"] = {"grade": False, "solution": True, "locked": False,
                                        "grade_id": f"answer-{index}", "schema_version": 3}
            cells.append(new)
        elif index in locked:
            cell.metadata["nbgrader"] = {"grade": False, "solution": False, "locked": True,
                                         "grade_id": f"given-{index}", "schema_version": 3}
            cells.append(cell)
        else:
            cells.append(cell)
        exercise = tests_after.get(index)
        if exercise is None:
            continue
        graded.append(exercise.check)
        n = len(graded)
        hidden = []  # every given as the lesson last sets it before the check: a locked cell, the answer cell
        for setter in sorted(givens_setters(sources, exercise)):
            hidden += _given_lines(sources[setter], exercise.givens, every_student_name)
        test = [f"# Exercise {n}, graded: {points} point{'s' * (points != 1)}. The check above, strict: a wrong "
                "answer stops here with its reason.",
                strict(exercise.call), f"print({VISIBLE_PASSED!r})"]
        if hidden:
            test += ["### BEGIN HIDDEN TESTS", "# the lesson's own givens, in case the answer cell changed them",
                     *hidden, strict(exercise.call), "### END HIDDEN TESTS"]
        test_cell = nbformat.v4.new_code_cell("\n".join(test))
        test_cell.metadata["nbgrader"] = {"grade": True, "solution": False, "locked": True, "points": points,
                                          "grade_id": f"test-{n}", "schema_version": 3}
        cells.append(test_cell)
    nb.cells = cells
    return nb, graded


def write_assignment(course: Path, lesson: str, points: int = 1, assignment: str | None = None,
                     **dirs) -> tuple[Path, list[str]]:
    """Write ``lesson``'s instructor version to ``course/source/<assignment>/`` and the course's nbgrader config."""
    nb, graded = make_assignment(lesson, points, **dirs)
    source = course / "source" / (assignment or lesson)
    source.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, source / f"{lesson}.ipynb")
    config = course / "nbgrader_config.py"
    if not config.exists():
        config.write_text(NBGRADER_CONFIG)
    return source / f"{lesson}.ipynb", graded


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--course", type=Path, required=True, help="the nbgrader course folder (created if new)")
    parser.add_argument("--lesson", required=True, help="a notebook stem in notebooks/ (NN_name)")
    parser.add_argument("--assignment", help="assignment name (default: the lesson's stem)")
    parser.add_argument("--points", type=int, default=1, help="points per exercise (default 1)")
    args = parser.parse_args(argv)
    path, graded = write_assignment(args.course, args.lesson, args.points, args.assignment)
    print(f"{path}: {len(graded)} graded exercises ({', '.join(graded)}), {args.points * len(graded)} points")
    print(f"next: cd {args.course} && nbgrader generate_assignment {args.assignment or args.lesson}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
