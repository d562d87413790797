"""Turn a lesson into an nbgrader assignment, so a teacher grades its "Your turn" exercises.

The assignment is generated from the lesson and the teacher's answers (``solutions/``), never kept as
a second copy by hand: run this again after the lesson changes. Each exercise cell of the lesson
(a code cell whose last line calls a ``check_...`` function of :mod:`puzzlelib.exercises`) becomes

* an **answer cell** (nbgrader "autograded answer"): the lesson's starter code, then the teacher's
  answer between ``### BEGIN SOLUTION`` / ``### END SOLUTION`` (nbgrader removes it from the
  students' copy and leaves ``# YOUR CODE HERE``), then the same check, so students still see the
  friendly verdict while they work;
* a locked **test cell** worth ``--points`` points: the same check with ``strict=True``, which raises
  ``AssertionError`` with the check's message when the answer is not right, so nbgrader takes the
  points away and shows the reason.

Usage (from the repository, in a course folder of your choice)::

    python deploy/grading/make_assignment.py --course ~/course            # lesson 4 -> assignment "parity"
    cd ~/course && nbgrader generate_assignment parity                     # the students' version
    # ... collect into submitted/<student>/parity/, then:
    nbgrader autograde parity && nbgrader export                           # grades.csv

See deploy/README.md ("Grading") for the whole round trip.
"""

from __future__ import annotations

import argparse
import ast
import importlib.util
import inspect
import re
import sys
from pathlib import Path

import nbformat

REPO = Path(__file__).resolve().parents[2]
DEFAULT_LESSON = "04_parity"
DEFAULT_ASSIGNMENT = "parity"
CHECK_CALL = re.compile(r"^(check_\w+)\((.*)\)\s*$")

NBGRADER_CONFIG = '''"""nbgrader settings for the puzzlelib course (written by deploy/grading/make_assignment.py)."""
c = get_config()  # noqa: F821 - provided by nbgrader
c.CourseDirectory.course_id = "puzzlelib"
# The students' copy keeps the lesson's starter line above the removed answer and stays runnable.
c.ClearSolutions.code_stub = {"python": "# YOUR CODE HERE"}
# A lesson runs in seconds; a slow student answer must not hang the grading of the whole class.
c.Execute.timeout = 300
'''


def load_solutions(lesson: str):
    """The teacher's answers module ``solutions/<lesson>_solutions.py``."""
    path = REPO / "solutions" / f"{lesson}_solutions.py"
    if not path.exists():
        sys.exit(f"no teacher's answers at {path}: the assignment's solutions come from there")
    spec = importlib.util.spec_from_file_location(f"{lesson}_solutions", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def student_names(source: str) -> list[str]:
    """Names the student is asked to set in an exercise cell: ``my_...`` variables and functions."""
    names = []
    for node in ast.parse(source).body:
        if isinstance(node, ast.FunctionDef) and node.name.startswith("my_"):
            names.append(node.name)
        elif isinstance(node, ast.Assign):
            names += [t.id for t in node.targets if isinstance(t, ast.Name) and t.id.startswith("my_")]
    return names


def teacher_code(name: str, solutions) -> str:
    """Python that gives ``name`` the teacher's answer (a function's source, or an assignment)."""
    value = getattr(solutions, name, None)
    if value is None:
        value = getattr(solutions, name.upper(), None)
    if value is None:
        raise SystemExit(f"the teacher's answers have neither {name} nor {name.upper()}")
    if inspect.isfunction(value):
        return inspect.getsource(value).rstrip()
    if hasattr(value, "to_text") and hasattr(value, "tiles"):  # a Board
        return f"{name} = Board.parse({value.to_text()!r})"
    return f"{name} = {value!r}"


def strict(call: str) -> str:
    """``check_x(a, b)`` -> ``check_x(a, b, strict=True)``."""
    match = CHECK_CALL.match(call)
    return f"{match[1]}({match[2]}, strict=True)"


def make_assignment(lesson: str, points: int) -> tuple[nbformat.NotebookNode, list[str]]:
    """The instructor's version of ``lesson`` with answer and test cells, and the graded checks' names."""
    nb = nbformat.read(REPO / "notebooks" / f"{lesson}.ipynb", as_version=4)
    solutions = load_solutions(lesson)
    cells, graded = [], []
    for cell in nb.cells:
        lines = cell.source.rstrip().splitlines()
        last = lines[-1] if lines else ""
        names = student_names(cell.source) if cell.cell_type == "code" and CHECK_CALL.match(last) else []
        if not names:
            cells.append(cell)
            continue
        n = len(graded) + 1
        answer = "\n".join([*lines[:-1], "### BEGIN SOLUTION",
                            *(teacher_code(name, solutions) for name in names), "### END SOLUTION", last])
        answer_cell = nbformat.v4.new_code_cell(answer)
        answer_cell.metadata["nbgrader"] = {"grade": False, "solution": True, "locked": False,
                                            "grade_id": f"answer-{n}", "schema_version": 3}
        test_cell = nbformat.v4.new_code_cell(f"# Graded: {points} point{'s' * (points != 1)}.\n{strict(last)}")
        test_cell.metadata["nbgrader"] = {"grade": True, "solution": False, "locked": True, "points": points,
                                          "grade_id": f"test-{n}", "schema_version": 3}
        cells += [answer_cell, test_cell]
        graded.append(CHECK_CALL.match(last)[1])
    if not graded:
        raise SystemExit(f"{lesson} has no exercise cell (a code cell ending in a check_... call)")
    nb.cells = cells
    return nb, graded


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--course", type=Path, required=True, help="the nbgrader course folder (created if new)")
    parser.add_argument("--lesson", default=DEFAULT_LESSON, help=f"notebook stem (default {DEFAULT_LESSON})")
    parser.add_argument("--assignment", default=DEFAULT_ASSIGNMENT, help=f"name (default {DEFAULT_ASSIGNMENT})")
    parser.add_argument("--points", type=int, default=1, help="points per exercise (default 1)")
    args = parser.parse_args(argv)
    nb, graded = make_assignment(args.lesson, args.points)
    source = args.course / "source" / args.assignment
    source.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, source / f"{args.lesson}.ipynb")
    config = args.course / "nbgrader_config.py"
    if not config.exists():
        config.write_text(NBGRADER_CONFIG)
    print(f"{source / (args.lesson + '.ipynb')}: {len(graded)} graded exercises ({', '.join(graded)}), "
          f"{args.points * len(graded)} points")
    print(f"next: cd {args.course} && nbgrader generate_assignment {args.assignment}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
