"""A lesson as an nbgrader assignment, graded by nbgrader's own commands (no Docker): a correct
submission gets full marks, a submission with one wrong answer loses exactly that question's points.

The assignment is generated from lesson 3 and the teacher's answers by deploy/grading/make_assignment.py.
"""

from __future__ import annotations

import csv
import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

pytestmark = [pytest.mark.grading, pytest.mark.slow]

REPO = Path(__file__).resolve().parents[1]
SCRIPT = REPO / "deploy" / "grading" / "make_assignment.py"
LESSON = "04_parity"
_spec = importlib.util.spec_from_file_location("make_assignment", SCRIPT)
make_assignment = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_assignment)


def nbgrader(course: Path, *args: str) -> subprocess.CompletedProcess:
    proc = subprocess.run([sys.executable, "-m", "nbgrader", *args], cwd=course, capture_output=True, text=True,
                          timeout=600, env={**os.environ, "PYTHONPATH": str(REPO), "MPLBACKEND": "Agg"})
    assert proc.returncode == 0, f"nbgrader {' '.join(args)} failed:\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}"
    return proc


def submit(course: Path, student: str, answers: dict[str, str]) -> None:
    """The released notebook with each ``# YOUR CODE HERE`` replaced by that answer cell's code."""
    nb = nbformat.read(course / "release" / "parity" / f"{LESSON}.ipynb", as_version=4)
    for cell in nb.cells:
        grade_id = cell.metadata.get("nbgrader", {}).get("grade_id", "")
        if grade_id in answers:
            assert "# YOUR CODE HERE" in cell.source
            cell.source = cell.source.replace("# YOUR CODE HERE", answers[grade_id])
    folder = course / "submitted" / student / "parity"
    folder.mkdir(parents=True)
    nbformat.write(nb, folder / f"{LESSON}.ipynb")


def test_nbgrader_gives_full_marks_to_a_correct_submission_and_takes_one_question_from_a_wrong_one(tmp_path):
    course = tmp_path / "course"
    subprocess.run([sys.executable, str(SCRIPT), "--course", str(course)], check=True, timeout=120,
                   env={**os.environ, "PYTHONPATH": str(REPO)})
    nbgrader(course, "generate_assignment", "parity")
    released = (course / "release" / "parity" / f"{LESSON}.ipynb").read_text()
    assert "MY_CHANGES" not in released and "-3, -1, 1, 3" not in released, "the answers leaked into the release"

    solutions = make_assignment.load_solutions(LESSON)
    right = {"answer-1": make_assignment.teacher_code("my_changes", solutions),
             "answer-2": make_assignment.teacher_code("my_board", solutions),
             "answer-3": make_assignment.teacher_code("my_is_solvable", solutions)}
    submit(course, "ada", right)
    submit(course, "bert", {**right, "answer-1": "my_changes = {-1, 1}  # forgot the tiles between"})

    nbgrader(course, "autograde", "parity", "--create")
    nbgrader(course, "export", "--to", str(course / "grades.csv"))
    with open(course / "grades.csv") as fh:
        scores = {row["student_id"]: (float(row["score"]), float(row["max_score"])) for row in csv.DictReader(fh)}
    assert scores == {"ada": (3.0, 3.0), "bert": (2.0, 3.0)}

    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gradebook:
        submission = gradebook.find_submission_notebook(LESSON, "parity", "bert")
        lost = {grade.name: grade.score for grade in submission.grades if grade.score < grade.max_score}
    assert lost == {"test-1": 0.0}, "bert should lose the slide-changes question only"
