"""Every lesson graded by nbgrader's own commands (no Docker), in one course built once per test session.

``deploy/grading/make_course.py`` turns every lesson in notebooks/ into an assignment and generates the
students' copies. Then, as a class would: the teacher releases the first lesson with widgets through
nbgrader's exchange, two students fetch it and submit, the teacher collects; the other lessons'
submissions are put where ``collect`` puts them. Lessons are found in notebooks/, never named here.
Three students:

* **ada** hands in the teacher's answers (and, in the exchanged lesson, two more cells: a game and an
  ``ipywidgets.interact``, the kind of cell that hangs graders): full marks on every lesson;
* **bert** hands in every lesson untouched: zero on every exercise;
* **cleo** (one lesson) looks up an answer and edits the question to fit it (``TAMPERS``): she passes
  the visible check, the hidden one (the lesson's own givens) fails, and her feedback says "All visible
  checks passed" but never that all tests passed.

``nbgrader autograde`` and ``generate_feedback`` run two lessons at a time (one gradebook; nbgrader
writes it in short transactions). Timings are printed (``-s``) with the command that took them.
"""

from __future__ import annotations

import concurrent.futures
import csv
import fcntl
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path

import nbformat
import pytest

pytestmark = [pytest.mark.grading, pytest.mark.slow]

REPO = Path(__file__).resolve().parents[1]
GRADING = REPO / "deploy" / "grading"
sys.path.insert(0, str(GRADING))
from make_assignment import VISIBLE_PASSED  # noqa: E402
from make_course import build_course, course_lessons  # noqa: E402

# Edits of the question that make a wrong answer pass the visible check: check -> (the call's given, the
# student's name) -> the lines a student who looked the answer up writes in the answer cell.
TAMPERS = {
    "check_grid_path": lambda grid, walk: f'{grid} = GridProblem.parse("S . G")\n{walk} = "RR"',
    "check_shortest_walks": lambda grid, walks: f'{grid} = GridProblem.parse("S . G")\n{walks} = ["RR"]',
    "check_more_expanded": lambda a, b, guess: f'{a}, {b} = {b}, {a}\n'
                                               f'{guess} = "A" if {guess} == "B" else "B"',
}
WIDGET_CELLS = ("from puzzlelib.widgets import PuzzleGame\ngame = PuzzleGame(3, seed=1)\ngame.hint()\ngame",
                "import ipywidgets\nipywidgets.interact(lambda n: n * n, n=(0, 10))")
PARALLEL = 2
LESSONS = [assignment for assignment, _, _ in course_lessons()]
# Graded by nbgrader here: the lessons themselves. A translation (notebooks/<language>/) is built and
# released too; its test cells must be the original's (test_a_translation_is_graded_by_the_same_checks),
# so grading it again would run the same checks on the same answers.
ORIGINALS = [assignment for assignment, _, folder in course_lessons() if folder == REPO / "notebooks"]


def _code(assignment: str) -> str:
    _, stem, folder = next(item for item in course_lessons() if item[0] == assignment)
    return "\n".join(c.source for c in nbformat.read(folder / f"{stem}.ipynb", as_version=4).cells
                     if c.cell_type == "code")


# Goes through release / fetch / submit / collect: the first lesson with widgets (they hang other graders).
EXCHANGED = next((a for a in ORIGINALS if "puzzlelib.widgets" in _code(a)), ORIGINALS[0])
# cleo edits the question of the first exercise that has a tamper above.
TAMPERED = next((a for a in ORIGINALS if any(f"{check}(" in _code(a) for check in TAMPERS)), None)


def tampered_exercise(course: Path) -> tuple[str, str, str]:
    """(the answer cell's grade id, the test cell's, cleo's answer) for the first tampered check."""
    nb = nbformat.read(next((course / "source" / TAMPERED).glob("*.ipynb")), as_version=4)
    answers = []
    for cell in nb.cells:
        meta = cell.metadata.get("nbgrader", {})
        if meta.get("solution"):
            answers.append(cell)
        match = re.search(r"^(check_\w+)\((.*), strict=True\)$", cell.source, re.MULTILINE)
        if not (meta.get("grade") and match and match[1] in TAMPERS and "BEGIN HIDDEN TESTS" in cell.source):
            continue
        names = [n.strip() for n in match[2].split(",")]
        answer = next(a for a in reversed(answers) if names[-1] in a.source)
        return answer.metadata["nbgrader"]["grade_id"], meta["grade_id"], TAMPERS[match[1]](*names)
    raise AssertionError(f"{TAMPERED}: no graded {' or '.join(TAMPERS)} with hidden tests")


def env() -> dict:
    out = {**os.environ, "PYTHONPATH": str(REPO), "MPLBACKEND": "Agg", "PYDEVD_DISABLE_FILE_VALIDATION": "1"}
    out.pop("PUZZLELIB_WIDGETS", None)  # the course's own nbgrader config decides
    return out


def nbgrader(cwd: Path, *args: str, timeout: float = 900) -> subprocess.CompletedProcess:
    proc = subprocess.run([sys.executable, "-m", "nbgrader", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=timeout, env=env())
    assert proc.returncode == 0, f"nbgrader {' '.join(args)} failed:\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}"
    return proc


def solution_code(course: Path, assignment: str) -> dict[str, str]:
    """grade_id -> the teacher's answer between BEGIN and END SOLUTION in the instructor's version."""
    nb = nbformat.read(next((course / "source" / assignment).glob("*.ipynb")), as_version=4)
    found = {}
    for cell in nb.cells:
        match = re.search(r"### BEGIN SOLUTION\n(.*?)\n### END SOLUTION", cell.source, re.DOTALL)
        if match and cell.metadata.get("nbgrader", {}).get("solution"):
            found[cell.metadata["nbgrader"]["grade_id"]] = match[1]
    return found


def answered(nb, answers: dict[str, str]):
    for cell in nb.cells:
        grade_id = cell.metadata.get("nbgrader", {}).get("grade_id", "")
        if grade_id in answers:
            assert "# YOUR CODE HERE" in cell.source, cell.source
            cell.source = cell.source.replace("# YOUR CODE HERE", answers[grade_id])
    return nb


def put_submission(course: Path, student: str, assignment: str, nb) -> None:
    """Where ``nbgrader collect`` puts a student's notebook (with the timestamp it writes)."""
    folder = course / "submitted" / student / assignment
    folder.mkdir(parents=True, exist_ok=True)
    name = next((course / "release" / assignment).glob("*.ipynb")).name
    nbformat.write(nb, folder / name)
    (folder / "timestamp.txt").write_text("2026-01-01 09:00:00.000000 UTC")


def exchange_round_trip(course: Path, root: Path) -> None:
    """Release lesson 2, two students fetch it, answer (or not) and submit; the teacher collects."""
    nbgrader(course, "release_assignment", EXCHANGED)
    for student in ("ada", "bert"):
        home = root / "students" / student
        home.mkdir(parents=True)
        nbgrader(home, "fetch_assignment", EXCHANGED, "--course=puzzlelib", f"--Exchange.root={root / 'exchange'}")
        path = next((home / EXCHANGED).glob("*.ipynb"))
        nb = nbformat.read(path, as_version=4)
        if student == "ada":
            answered(nb, solution_code(course, EXCHANGED))
            nb.cells += [nbformat.v4.new_code_cell(source) for source in WIDGET_CELLS]
        nbformat.write(nb, path)
        nbgrader(home, "submit", EXCHANGED, "--course=puzzlelib", f"--student={student}",
                 f"--Exchange.root={root / 'exchange'}")
    nbgrader(course, "collect", EXCHANGED)


def grade_lesson(course: Path, assignment: str) -> dict:
    started = time.perf_counter()
    nbgrader(course, "autograde", assignment, "--create")
    return {"assignment": assignment, "autograde_s": time.perf_counter() - started}


def build_and_grade(root: Path) -> dict:
    course = root / "course"
    started = time.perf_counter()
    proc = subprocess.run([sys.executable, str(GRADING / "make_course.py"), "--course", str(course)],
                          capture_output=True, text=True, timeout=900, env=env())
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    built = time.perf_counter() - started
    with open(course / "nbgrader_config.py", "a") as config:
        config.write(f"c.Exchange.root = {str(root / 'exchange')!r}\n")
    exchange_round_trip(course, root)
    for assignment in ORIGINALS:
        if assignment == EXCHANGED:
            continue
        release = nbformat.read(next((course / "release" / assignment).glob("*.ipynb")), as_version=4)
        put_submission(course, "bert", assignment, release)
        put_submission(course, "ada", assignment, answered(nbformat.from_dict(json.loads(json.dumps(release))),
                                                           solution_code(course, assignment)))
    assert TAMPERED, f"no lesson has a check that TAMPERS can edit ({', '.join(TAMPERS)}): add one"
    tampered = nbformat.read(next((course / "release" / TAMPERED).glob("*.ipynb")), as_version=4)
    cleo = solution_code(course, TAMPERED)
    answer_id, test_id, cleo[answer_id] = tampered_exercise(course)
    put_submission(course, "cleo", TAMPERED, answered(tampered, cleo))

    started = time.perf_counter()
    with concurrent.futures.ThreadPoolExecutor(PARALLEL) as pool:
        timings = list(pool.map(lambda a: grade_lesson(course, a), ORIGINALS))
    graded = time.perf_counter() - started
    nbgrader(course, "generate_feedback", "--assignment=*")
    nbgrader(course, "export", "--to", str(course / "grades.csv"))
    cpu = resource.getrusage(resource.RUSAGE_CHILDREN)
    return {"course": str(course), "build_s": built, "grade_s": graded, "lessons": timings, "tampered": test_id,
            "cpu_s": cpu.ru_utime + cpu.ru_stime}


@pytest.fixture(scope="session")
def graded(tmp_path_factory) -> dict:
    """The course, built and graded once per session even when xdist workers share it (a file lock)."""
    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):  # each worker has a folder of its own inside the run's
        shared = shared.parent
    root = shared / "grading"
    root.mkdir(exist_ok=True)
    with open(root / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        done = root / "graded.json"
        if not done.exists():
            if (root / "course").exists():
                shutil.rmtree(root / "course")
            report = build_and_grade(root)
            done.write_text(json.dumps(report))
            print(f"\ngrading: course built in {report['build_s']:.0f} s, {len(ORIGINALS)} lessons autograded in "
                  f"{report['grade_s']:.0f} s ({PARALLEL} at a time); CPU of every command "
                  f"{report['cpu_s']:.0f} s; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
            for item in report["lessons"]:
                print(f"  {item['assignment']}: autograde {item['autograde_s']:.0f} s")
        return json.loads(done.read_text())


def gradebook(graded: dict):
    from nbgrader.api import Gradebook

    return Gradebook(f"sqlite:///{Path(graded['course']) / 'gradebook.db'}")


def test_every_lesson_is_an_assignment(graded):
    course = Path(graded["course"])
    assert sorted(p.name for p in (course / "release").iterdir()) == sorted(LESSONS)
    assert len(LESSONS) == len(list((REPO / "notebooks").glob("[0-9][0-9]_*.ipynb"))) + len(
        list((REPO / "notebooks").glob("*/[0-9][0-9]_*.ipynb")))
    for assignment in LESSONS:
        released = next((course / "release" / assignment).glob("*.ipynb")).read_text()
        assert "BEGIN HIDDEN TESTS" not in released and "BEGIN SOLUTION" not in released, assignment
        for code in solution_code(course, assignment).values():
            assert code not in released, f"{assignment}: the teacher's answer leaked into the students' copy"


def test_the_teachers_answers_score_full_marks_and_the_starters_zero(graded):
    with open(Path(graded["course"]) / "grades.csv") as fh:
        rows = list(csv.DictReader(fh))
    scores = {(row["assignment"], row["student_id"]): (float(row["score"]), float(row["max_score"])) for row in rows}
    for assignment in ORIGINALS:
        score, top = scores[(assignment, "ada")]
        assert top > 0 and score == top, f"{assignment}: the teacher's answers scored {score} of {top}"
    with gradebook(graded) as book:
        for assignment in ORIGINALS:
            lesson = next((Path(graded["course"]) / "release" / assignment).glob("*.ipynb")).stem
            submission = book.find_submission_notebook(lesson, assignment, "bert")
            earned = {grade.name: grade.score for grade in submission.grades if grade.max_score}
            assert earned and not any(earned.values()), f"{assignment}: the untouched starter earned {earned}"


def test_a_submission_with_widget_cells_grades_without_hanging(graded):
    course = Path(graded["course"])
    lesson = next((course / "autograded" / "ada" / EXCHANGED).glob("*.ipynb"))
    nb = nbformat.read(lesson, as_version=4)
    game, interact = nb.cells[-2:]
    assert (game.source, interact.source) == WIDGET_CELLS and game.outputs and interact.outputs, "not run"
    html = [out["data"]["text/html"] for out in game.outputs if "text/html" in out.get("data", {})]
    assert any("puzzlelib-static" in h and "puzzlelib-board-table" in h for h in html), game.outputs
    timing = next(item for item in graded["lessons"] if item["assignment"] == EXCHANGED)
    assert timing["autograde_s"] < 300, timing


def test_feedback_says_all_visible_checks_passed_never_that_the_grade_is_settled(graded):
    course = Path(graded["course"])
    for assignment in ORIGINALS:
        feedback = next((course / "feedback" / "ada" / assignment).glob("*.html")).read_text()
        assert VISIBLE_PASSED in feedback, assignment
        for claim in ("all tests passed", "passes all the tests", "all the tests passed"):
            assert claim not in feedback.lower(), f"{assignment}: feedback says {claim!r}"
    cleo = next((course / "feedback" / "cleo" / TAMPERED).glob("*.html")).read_text()
    assert VISIBLE_PASSED in cleo, "cleo's visible check passed and her feedback should say only that"
    assert "AssertionError" in cleo
    with gradebook(graded) as book:
        lesson = next((course / "release" / TAMPERED).glob("*.ipynb")).stem
        submission = book.find_submission_notebook(lesson, TAMPERED, "cleo")
        lost = sorted(grade.name for grade in submission.grades if grade.max_score and grade.score < grade.max_score)
    assert lost == [graded["tampered"]], f"the hidden check should cost cleo {graded['tampered']} only, lost {lost}"


def graded_cells(path: Path) -> list[tuple[str, str]]:
    """Every test cell (grade id, source) and every teacher's answer ("answer", the code between BEGIN and
    END SOLUTION), in order: what grading runs, without the prose and comments a translation changes."""
    nb = nbformat.read(path, as_version=4)
    found = []
    for cell in nb.cells:
        meta = cell.metadata.get("nbgrader", {})
        if meta.get("grade"):
            found.append((meta["grade_id"], cell.source))
        elif meta.get("solution"):
            found.append(("answer", re.search(r"### BEGIN SOLUTION\n(.*?)### END SOLUTION", cell.source, re.DOTALL)[1]))
    return found


def test_a_translation_is_graded_by_the_same_checks(graded, tmp_path):
    """A lesson in notebooks/<language>/ becomes ``NN_name-<language>`` with the original's test cells and
    answers. Shown on a made-up translation (prose and comments changed, code kept) of two lessons, and
    checked on every real one in the course."""
    notebooks = tmp_path / "notebooks"
    (notebooks / "xx").mkdir(parents=True)
    made_up = ORIGINALS[:2]  # each lesson runs its teacher's answers module once more: two show the way
    for assignment in made_up:
        nb = nbformat.read(REPO / "notebooks" / f"{assignment}.ipynb", as_version=4)
        nbformat.write(nb, notebooks / f"{assignment}.ipynb")
        for cell in nb.cells:
            if cell.cell_type == "markdown":
                cell.source = "(xx) " + cell.source
            else:
                cell.source = "\n".join(line + "  # (xx)" if line.lstrip().startswith("#") else line
                                        for line in cell.source.splitlines())
        nb.cells.insert(0, nbformat.v4.new_markdown_cell("(xx) a translator's note"))
        nbformat.write(nb, notebooks / "xx" / f"{assignment}.ipynb")
    course = tmp_path / "course"
    built = build_course(course, generate=False, notebooks=notebooks)
    assert sorted(r["assignment"] for r in built) == sorted([*made_up, *(f"{a}-xx" for a in made_up)])
    real = Path(graded["course"])
    pairs = [(course, a, f"{a}-xx") for a in made_up] + [
        (real, a.rsplit("-", 1)[0], a) for a in LESSONS if a not in ORIGINALS]
    for folder, original, translated in pairs:
        first, second = (next((folder / "source" / name).glob("*.ipynb")) for name in (original, translated))
        assert graded_cells(first) and graded_cells(first) == graded_cells(second), translated
