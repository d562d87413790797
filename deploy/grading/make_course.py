"""Every lesson as an nbgrader assignment, in one course folder, with one command.

Reads the lessons from ``notebooks/`` (``NN_name.ipynb``; translations in ``notebooks/<language>/``
become ``NN_name-<language>``) and the teacher's answers from ``solutions/``, writes each lesson's
instructor version to ``<course>/source/<assignment>/`` (see ``make_assignment.py`` for what a
graded exercise becomes) and the course's ``nbgrader_config.py``, then runs nbgrader's
``generate_assignment`` on each, so ``<course>/release/`` holds the students' copies.

    python deploy/grading/make_course.py --course ~/course               # every lesson
    python deploy/grading/make_course.py --course ~/course --lessons 02 05 --no-generate

Then, in the course folder, nbgrader's own commands (deploy/README.md, "Grading"):
``nbgrader release_assignment NAME``, students ``fetch_assignment`` and ``submit``, ``nbgrader collect
NAME``, ``nbgrader autograde NAME``, ``nbgrader generate_feedback NAME``, ``nbgrader export``.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_assignment import REPO, AssignmentError, write_assignment  # noqa: E402

LESSON = re.compile(r"^\d\d_\w+$")


def course_lessons(notebooks: Path = REPO / "notebooks") -> list[tuple[str, str, Path]]:
    """(assignment, lesson stem, folder) for every lesson, each language's after the originals."""
    found = [(p.stem, p.stem, notebooks) for p in sorted(notebooks.glob("*.ipynb")) if LESSON.match(p.stem)]
    for folder in sorted(p for p in notebooks.iterdir() if p.is_dir() and not p.name.startswith(".")):
        found += [(f"{p.stem}-{folder.name}", p.stem, folder) for p in sorted(folder.glob("*.ipynb"))
                  if LESSON.match(p.stem)]
    return found


def build_course(course: Path, lessons: list[str] | None = None, *, points: int = 1, generate: bool = True,
                 notebooks: Path = REPO / "notebooks") -> list[dict]:
    """Write (and generate) the assignments; one record per assignment: name, lesson, checks, seconds."""
    course.mkdir(parents=True, exist_ok=True)
    chosen = [item for item in course_lessons(notebooks)
              if not lessons or any(item[0].startswith(x) for x in lessons)]
    if not chosen:
        raise AssignmentError(f"no lessons matching {lessons} in {notebooks}")
    built = []
    for assignment, stem, folder in chosen:
        started = time.perf_counter()
        _, graded = write_assignment(course, stem, points, assignment, notebooks_dir=folder)
        built.append({"assignment": assignment, "lesson": stem, "checks": graded,
                      "seconds": time.perf_counter() - started})
    if generate:
        from nbgrader.apps import NbGraderAPI
        from traitlets.config.loader import PyFileConfigLoader

        here = Path.cwd()
        os.chdir(course)  # nbgrader reads nbgrader_config.py from the folder it runs in
        try:
            config = PyFileConfigLoader("nbgrader_config.py", path=str(course)).load_config()  # as the CLI does
            config.CourseDirectory.root = str(course)
            api = NbGraderAPI(config=config)
            for record in built:
                result = api.generate_assignment(record["assignment"], force=True)
                if not result["success"]:
                    raise AssignmentError(f"nbgrader generate_assignment {record['assignment']} failed:\n"
                                          f"{result['error'] or result['log']}")
        finally:
            os.chdir(here)
    return built


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--course", type=Path, required=True, help="the nbgrader course folder (created if new)")
    parser.add_argument("--lessons", nargs="*", help="lesson numbers or stems (default: every lesson)")
    parser.add_argument("--points", type=int, default=1, help="points per exercise (default 1)")
    parser.add_argument("--no-generate", action="store_true", help="write source/ only, skip generate_assignment")
    args = parser.parse_args(argv)
    course = args.course.resolve()
    built = build_course(course, args.lessons, points=args.points, generate=not args.no_generate)
    for record in built:
        print(f"{record['assignment']}: {len(record['checks'])} graded exercises ({', '.join(record['checks'])})")
    total = sum(len(record["checks"]) for record in built)
    print(f"{len(built)} assignments, {total * args.points} points, in {course}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
