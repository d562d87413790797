"""The lesson notebooks: each one runs top to bottom without errors or warnings, and is stored in shape.

Execution uses nbclient with the ``python3`` kernel (the interpreter running pytest), in a
temporary copy of ``notebooks/`` so that files a lesson writes never land in the repository.
Each notebook's wall time is recorded as ``notebook_seconds`` and printed as a table at the end
by tests/harness_report.py (scripts/test.sh loads it).

The structure test encodes the notebook shape from issue 5 and DESIGN.md: stored without outputs
(run ``python scripts/strip_notebooks.py`` before committing), a title cell that says what the
class will learn and how long the notebook runs, at least two "Your turn" exercises each followed
by a self-check cell calling a ``puzzlelib.exercises`` check helper, a closing summary, and imports
only from puzzlelib, the standard library and the declared libraries.

Claims: the numbers a lesson's prose states are guarded by ``tests/claims/<notebook stem>.py``, plain
Python with ``assert`` lines. After the lesson's last cell the claims file runs in the lesson's own
kernel, so it sees every variable the lesson made; a failing claim fails that notebook's test and
names the claim's line. A lesson with a claims file is held to the classroom rules as well: no
``assert`` in its code cells (the guards live in the claims file, not on the students' screen), a
list of the terms it uses near the top, and, run as stored, no self-check cell that shows "Right"
(an unedited starter must not pass).

Pictures: every figure a lesson shows (inline, saved, or drawn into a widget's picture) is checked
against the course style while the lesson runs (``puzzlelib.draw.watch.watch_figures``, installed by
a cell run before the lesson's first): text sizes at the size shown, line widths, contrast in the
light and the dark theme, overlapping text, series and log axes. The lesson's test fails listing
each problem with its cell number and the figure's title.
"""

from __future__ import annotations

import ast
import json
import re
import shutil
import sys
import time
from pathlib import Path

import nbformat
import pytest

REPO = Path(__file__).resolve().parent.parent
NOTEBOOK_DIR = REPO / "notebooks"
NOTEBOOKS = sorted(NOTEBOOK_DIR.glob("*.ipynb"))
CLAIMS_DIR = REPO / "tests" / "claims"
EXPECTED_LESSONS = 13
TIMEOUT_PER_CELL = 180
NAME_PATTERN = re.compile(r"^\d\d_[a-z0-9_]+\.ipynb$")
RUN_TIME = re.compile(r"\b\d+\s*(?:s|secs?|seconds?|mins?|minutes?)\b", re.IGNORECASE)
WARNING_TEXT = re.compile(r"warn", re.IGNORECASE)
YOUR_TURN = re.compile(r"your turn", re.IGNORECASE)
SELF_CHECK_CALL = re.compile(r"\bcheck_\w+\s*\(")
CLOSING = re.compile(r"summary|try this|what we learned|recap", re.IGNORECASE)
TERMS = re.compile(r"^#+\s*(?:terms|glossary|words we use)\b|\*\*terms\b", re.IGNORECASE | re.MULTILINE)
GOING_FURTHER = re.compile(r"^#+\s*going further\b", re.IGNORECASE | re.MULTILINE)
TERMS_WITHIN = 3  # the terms are listed in one of the first three cells
RIGHT_VERDICT = re.compile(r"\bRight:")
DECLARED_LIBRARIES = {
    "puzzlelib", "numpy", "pandas", "matplotlib", "networkx", "ipywidgets", "IPython", "tqdm",
}


def _params():
    if not NOTEBOOKS:
        return [pytest.param(None, marks=pytest.mark.skip(
            reason=f"no notebooks in notebooks/ yet (issue 5 will add {EXPECTED_LESSONS})"))]
    return [pytest.param(path, id=path.name) for path in NOTEBOOKS]


def _source(cell) -> str:
    return cell.source if isinstance(cell.source, str) else "".join(cell.source)


def _stderr_warnings(nb) -> list[str]:
    """Text of stderr streams that look like warnings, labelled with their cell number."""
    found = []
    for index, cell in enumerate(nb.cells):
        for output in cell.get("outputs", []):
            if output.get("output_type") == "stream" and output.get("name") == "stderr":
                text = output.get("text", "")
                if WARNING_TEXT.search(text):
                    found.append(f"cell {index}: {text.strip()[:500]}")
    return found


def claims_path(notebook: Path) -> Path:
    """The claims file that guards ``notebook``'s prose: tests/claims/<notebook stem>.py."""
    return CLAIMS_DIR / f"{Path(notebook).stem}.py"


def _claims_cell(claims: Path):
    """A code cell that runs ``claims`` in the kernel's namespace, compiled under its own file name.

    Compiling under the real path lets the traceback quote the failing ``assert`` line.
    """
    source = (f"exec(compile(open({str(claims)!r}, encoding='utf-8').read(), {str(claims)!r}, 'exec'), "
              "globals())")
    return nbformat.v4.new_code_cell(source, metadata={"tags": ["claims"]})


def _failed_claim(claims: Path, error: str) -> str:
    """The claims-file line an assertion failed on (with its number), read from a kernel traceback."""
    plain = re.sub(r"\x1b\[[0-9;]*m", "", error)
    lines = claims.read_text(encoding="utf-8").splitlines()
    numbers = [int(n) for n in re.findall(re.escape(claims.name) + r'"?,? (?:line )?:?(\d+)', plain)]
    numbers += [int(n) for n in re.findall(re.escape(str(claims)) + r":(\d+)", plain)]
    for number in reversed(numbers):
        if 1 <= number <= len(lines):
            return f"{claims.name} line {number}: {lines[number - 1].strip()}"
    return f"{claims.name}: {plain.strip()[-800:]}"


FIGURES_MARK = "PUZZLELIB-FIGURES "
# Lessons written before the course style and not yet redrawn in it: their figure problems are printed,
# not failed on. Each entry must name a lesson that exists (a test checks), so the list only shrinks.
FIGURES_NOT_YET_IN_STYLE: set[str] = set()
SHOWN_PROBLEMS = 60  # a failing lesson lists this many figure problems, then counts the rest

WATCH_SOURCE = "from puzzlelib.draw.watch import watch_figures as _watch_figures\n_watch_figures()"
"""Run before a lesson's first cell: from then on every figure rendered is checked (see the module docstring)."""

REPORT_SOURCE = f"import json as _json\nprint({FIGURES_MARK!r} + _json.dumps(_watch_figures()))"


def _tagged(cell, tag: str) -> bool:
    return tag in cell.metadata.get("tags", [])


def execute_notebook(nb, workdir: Path, timeout: int = TIMEOUT_PER_CELL, claims: Path | None = None,
                     figures: list | None = None) -> None:
    """Run ``nb`` in place in a fresh ``python3`` kernel with ``workdir`` as its working directory.

    With ``claims``, that file then runs in the same kernel after the last cell (see the module
    docstring); its cell is removed again afterwards so ``nb`` holds only the lesson's own cells.
    With ``figures`` (a list), every figure the lesson renders is checked against the course style
    and the list is filled with one entry per rendering: ``{"cell": index of the lesson's cell,
    "title": ..., "problems": [...]}``.
    Raises pytest's failure with the cell and traceback on an error or a cell timeout, and with the
    failing claim's line when a claim is false.
    """
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError, CellTimeoutError

    if figures is not None:
        nb.cells.insert(0, nbformat.v4.new_code_cell(WATCH_SOURCE, metadata={"tags": ["style-watch"]}))
    if claims is not None:
        nb.cells.append(_claims_cell(claims))
    if figures is not None:
        nb.cells.append(nbformat.v4.new_code_cell(REPORT_SOURCE, metadata={"tags": ["style-report"]}))
    client = NotebookClient(nb, timeout=timeout, kernel_name="python3",
                            resources={"metadata": {"path": str(workdir)}})
    try:
        client.execute()
    except CellTimeoutError as exc:
        pytest.fail(f"a cell ran longer than {timeout} s\n{exc}")
    except CellExecutionError as exc:
        claims_cell = next((c for c in nb.cells if _tagged(c, "claims")), None)
        failed_in_claims = claims_cell is not None \
            and any(o.get("output_type") == "error" for o in claims_cell.get("outputs", []))
        if failed_in_claims:
            pytest.fail(f"a claim of the lesson is false: {_failed_claim(claims, str(exc))}")
        pytest.fail(f"a cell raised an error:\n{exc}")
    finally:
        report = next((c for c in nb.cells if _tagged(c, "style-report")), None)
        nb.cells = [c for c in nb.cells if not any(_tagged(c, t) for t in ("claims", "style-watch", "style-report"))]
        if figures is not None and report is not None:
            figures.extend(_figures_reported(report, nb))


def _figures_reported(report, nb) -> list[dict]:
    """The figures the kernel checked, read from the report cell, each with the index of its lesson cell."""
    text = _output_text(report)
    line = next((line for line in text.splitlines() if line.startswith(FIGURES_MARK)), None)
    if line is None:
        return []
    cells = {cell.get("execution_count"): index for index, cell in enumerate(nb.cells) if cell.cell_type == "code"}
    found = json.loads(line[len(FIGURES_MARK):])
    for entry in found:
        entry["cell"] = cells.get(entry["cell"])
    return found


def figure_problems(figures: list[dict]) -> list[str]:
    """One line per problem, "cell N, figure 'title': problem", each said once."""
    lines = []
    for entry in figures:
        where = f"cell {entry['cell']}" if entry["cell"] is not None else "a cell"
        for problem in entry["problems"]:
            lines.append(f"{where}, figure {entry['title']!r}: {problem}")
    return list(dict.fromkeys(lines))


@pytest.fixture
def quiet_kernels(monkeypatch):
    # Quiet the debugger's frozen-modules notice; it goes to the kernel's own stderr, not to cells.
    monkeypatch.setenv("PYDEVD_DISABLE_FILE_VALIDATION", "1")


@pytest.mark.notebooks
@pytest.mark.parametrize("path", _params())
def test_notebook_runs_clean(path, tmp_path, record_property, quiet_kernels):
    """Restart & Run All in a fresh kernel: no error, no warning on stderr, within the time limit."""
    workdir = tmp_path / "notebooks"
    shutil.copytree(NOTEBOOK_DIR, workdir, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    nb = nbformat.read(workdir / path.name, as_version=4)
    claims = claims_path(path)
    start = time.perf_counter()
    figures: list[dict] = []
    try:
        execute_notebook(nb, workdir, claims=claims if claims.exists() else None, figures=figures)
    finally:
        seconds = time.perf_counter() - start
        record_property("notebook_seconds", round(seconds, 2))
        record_property("figures_checked", len(figures))
        print(f"{path.name} ran in {seconds:.1f} s; {len(figures)} figures checked", file=sys.stderr)
    warnings = _stderr_warnings(nb)
    assert not warnings, f"{path.name} printed warnings to stderr:\n" + "\n".join(warnings)
    if claims.exists():
        shown = _right_verdicts(nb)
        assert not shown, f"{path.name}, run as stored, shows a Right verdict before the student wrote anything:\n" \
            + "\n".join(shown)
    problems = figure_problems(figures)
    shown = problems[:SHOWN_PROBLEMS] + ([f"... and {len(problems) - SHOWN_PROBLEMS} more"]
                                         if len(problems) > SHOWN_PROBLEMS else [])
    report = (f"{path.name}: pictures a projector would lose (COURSE.md section 5; "
              f"{len(figures)} figures checked):\n" + "\n".join(shown))
    if path.stem in FIGURES_NOT_YET_IN_STYLE:
        print(report if problems else f"{path.name}: every figure in style", file=sys.stderr)
        return
    assert not problems, report


def test_figure_exemptions_name_existing_lessons():
    missing = sorted(FIGURES_NOT_YET_IN_STYLE - {path.stem for path in NOTEBOOKS})
    assert not missing, f"FIGURES_NOT_YET_IN_STYLE names lessons that no longer exist: {missing}"


def _output_text(cell) -> str:
    """Everything a code cell shows: streams, plain text and HTML of its results."""
    parts = []
    for output in cell.get("outputs", []):
        if output.get("output_type") == "stream":
            parts.append(output.get("text", ""))
        data = output.get("data", {})
        parts += [data.get("text/plain", ""), re.sub(r"<[^>]+>", " ", data.get("text/html", ""))]
    return "\n".join(p if isinstance(p, str) else "".join(p) for p in parts)


def _right_verdicts(nb) -> list[str]:
    """Self-check cells whose output, in an executed notebook, says "Right" (labelled by cell number)."""
    found = []
    for index, cell in enumerate(nb.cells):
        if cell.cell_type == "code" and SELF_CHECK_CALL.search(_source(cell)):
            text = _output_text(cell)
            if RIGHT_VERDICT.search(text):
                line = next(line for line in text.splitlines() if RIGHT_VERDICT.search(line))
                found.append(f"cell {index}: {line.strip()[:200]}")
    return found


@pytest.mark.notebooks
def test_execution_checks_every_figure_a_lesson_shows(tmp_path, quiet_kernels):
    """The figure watch: a figure drawn with matplotlib's defaults is reported with its cell and title,
    one drawn by the package's helpers passes, and a widget's picture is checked too."""
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_markdown_cell("# a lesson"),
        nbformat.v4.new_code_cell("%matplotlib inline\nimport matplotlib.pyplot as plt\n"
                                  "from puzzlelib import Board\nfrom puzzlelib.draw import bar_chart, draw_board"),
        nbformat.v4.new_code_cell("fig, ax = plt.subplots()\nax.plot([0, 1], [0, 1], color='#cbd5e1')\n"
                                  "ax.set_title('default style')\nplt.show()"),
        nbformat.v4.new_code_cell("draw_board(Board.goal(3, 3), title='goal');"),
        nbformat.v4.new_code_cell("bar_chart([3, 1, 2], ['a', 'b', 'c'], ylabel='count', title='helper chart');"),
    ]
    figures: list[dict] = []
    execute_notebook(nb, tmp_path, figures=figures)
    assert [f["cell"] for f in figures] == [2, 3, 4] and len(nb.cells) == 5
    assert [f["title"] for f in figures] == ["default style", "goal", "helper chart"]
    problems = figure_problems(figures)
    assert problems and all(p.startswith("cell 2, figure 'default style': ") for p in problems)
    assert any("text size" in p for p in problems) and any("contrast" in p for p in problems)


@pytest.mark.notebooks
def test_execution_catches_errors_and_warnings(tmp_path, quiet_kernels):
    """The executor itself: a warning printed by a cell is found, and a raising cell fails the test."""
    warns = nbformat.v4.new_notebook()
    warns.cells = [nbformat.v4.new_code_cell("import warnings\nwarnings.warn('old API', DeprecationWarning)")]
    execute_notebook(warns, tmp_path)
    assert any("DeprecationWarning: old API" in found for found in _stderr_warnings(warns))

    raises = nbformat.v4.new_notebook()
    raises.cells = [nbformat.v4.new_code_cell("1 / 0")]
    with pytest.raises(pytest.fail.Exception, match="ZeroDivisionError"):
        execute_notebook(raises, tmp_path)


@pytest.mark.parametrize("path", _params())
def test_notebook_is_stored_in_shape(path):
    nb = nbformat.read(path, as_version=4)
    nbformat.validate(nb)
    problems = _shape_problems(path.name, nb)
    if claims_path(path).exists():
        problems += _classroom_problems(nb)
    assert not problems, f"{path.name}:\n- " + "\n- ".join(problems)


def _shape_problems(name: str, nb) -> list[str]:
    """Everything wrong with one notebook's stored form, as readable sentences (empty when fine)."""
    problems = []
    if not NAME_PATTERN.match(name):
        problems.append("name it NN_lowercase_name.ipynb (two digits give the teaching order)")
    problems += _output_problems(nb)
    problems += _title_problems(nb)
    problems += _exercise_problems(nb)
    problems += _import_problems(nb)
    markdown = [_source(c) for c in _before_going_further(nb.cells) if c.cell_type == "markdown"]
    if not markdown or not CLOSING.search(markdown[-1]):
        problems.append('the last markdown cell (before any "Going further" section) should close the lesson: '
                        'a short "Summary" and "Try this" ideas')
    return problems


def _before_going_further(cells) -> list:
    """The cells of the lesson proper: everything before a "## Going further" heading (extra depth for later).

    A markdown cell that holds the heading is cut at it, so a summary written above the heading counts.
    """
    for index, cell in enumerate(cells):
        found = GOING_FURTHER.search(_source(cell)) if cell.cell_type == "markdown" else None
        if found:
            before = _source(cell)[:found.start()]
            return cells[:index] + ([nbformat.v4.new_markdown_cell(before)] if before.strip() else [])
    return cells


def _classroom_problems(nb) -> list[str]:
    """The rules for a lesson whose guards live in its claims file: no assert on screen, terms at the top."""
    problems = []
    for index, tree in _code_trees(nb):
        if isinstance(tree, SyntaxError):
            continue  # reported by the import check
        for node in ast.walk(tree):
            if isinstance(node, ast.Assert):
                problems.append(f"cell {index} line {node.lineno} holds an assert: a claim of the prose is "
                                "checked in tests/claims/<notebook stem>.py, not on the students' screen")
    top = [c for c in nb.cells[:TERMS_WITHIN] if c.cell_type == "markdown"]
    if not any(TERMS.search(_source(c)) for c in top):
        problems.append(f'one of the first {TERMS_WITHIN} cells should list the terms the lesson uses, under a '
                        '"Terms" (or "Glossary") heading')
    return problems


def _output_problems(nb) -> list[str]:
    problems = []
    for index, cell in enumerate(nb.cells):
        if cell.cell_type == "code" and (cell.outputs or cell.execution_count is not None):
            problems.append(f"cell {index} holds outputs or an execution count: run "
                            "`python scripts/strip_notebooks.py` before committing")
    if "widgets" in nb.metadata:
        problems.append("notebook metadata holds saved widget state: run `python scripts/strip_notebooks.py`")
    return problems


def _title_problems(nb) -> list[str]:
    if not nb.cells or nb.cells[0].cell_type != "markdown":
        return ["the first cell must be markdown with the title"]
    first = _source(nb.cells[0])
    problems = []
    if not re.search(r"^# \S", first, re.MULTILINE):
        problems.append('the first cell needs a "# Title" line')
    if "learn" not in first.lower():
        problems.append("the first cell must say what the class will learn (use the word 'learn')")
    if not RUN_TIME.search(first):
        problems.append("the first cell must say how long the notebook runs (for example 'runs in about 20 seconds')")
    return problems


def _exercise_problems(nb) -> list[str]:
    """Each "Your turn" markdown cell must be followed, before the next one, by a self-check cell."""
    problems = []
    turns = [i for i, c in enumerate(nb.cells) if c.cell_type == "markdown" and YOUR_TURN.search(_source(c))]
    if len(turns) < 2:
        problems.append(f'needs at least two "Your turn" exercises in markdown cells, found {len(turns)}')
    for position, start in enumerate(turns):
        end = turns[position + 1] if position + 1 < len(turns) else len(nb.cells)
        checked = any(c.cell_type == "code" and SELF_CHECK_CALL.search(_source(c)) for c in nb.cells[start + 1:end])
        if not checked:
            problems.append(f'the "Your turn" at cell {start} has no self-check cell after it '
                            "(a code cell calling a puzzlelib.exercises check_... helper)")
    code = "\n".join(_source(c) for c in nb.cells if c.cell_type == "code")
    if turns and "exercises" not in code:
        problems.append("self-checks should come from puzzlelib.exercises, which the notebook never imports")
    return problems


def _code_trees(nb):
    """``(cell index, syntax tree or the SyntaxError)`` for every code cell of ``nb``.

    IPython magics and shell lines are not Python; they are blanked out before parsing.
    """
    for index, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        lines = ["" if line.lstrip().startswith(("%", "!")) else line for line in _source(cell).splitlines()]
        try:
            yield index, ast.parse("\n".join(lines))
        except SyntaxError as exc:
            yield index, exc


def _import_problems(nb) -> list[str]:
    allowed = DECLARED_LIBRARIES | set(sys.stdlib_module_names)
    problems = []
    for index, tree in _code_trees(nb):
        if isinstance(tree, SyntaxError):
            problems.append(f"cell {index} is not valid Python: {tree}")
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                if name.split(".")[0] not in allowed:
                    problems.append(f"cell {index} imports {name}, which is neither puzzlelib, the standard "
                                    "library nor a declared library")
    return problems


def test_shape_checks_catch_a_bad_notebook():
    """The structure checks themselves: a notebook with every fault is reported on every count."""
    bad = nbformat.v4.new_notebook()
    bad.cells = [
        nbformat.v4.new_code_cell("import requests\nx = 1", execution_count=3,
                                  outputs=[nbformat.v4.new_output("stream", text="hi")]),
        nbformat.v4.new_markdown_cell("## Your turn\nDo something."),
        nbformat.v4.new_code_cell("answer = 2"),
    ]
    bad.metadata["widgets"] = {"state": {}}
    problems = "\n".join(_shape_problems("lesson.ipynb", bad))
    for expected in ("NN_lowercase_name", "outputs or an execution count", "saved widget state",
                     "first cell must be markdown", "at least two", "no self-check cell",
                     "imports requests", "close the lesson"):
        assert expected in problems


def test_shape_checks_accept_a_good_notebook():
    good = nbformat.v4.new_notebook()
    good.cells = [
        nbformat.v4.new_markdown_cell("# Boards\nYou will learn notations. Runs in about 10 seconds."),
        nbformat.v4.new_code_cell("%matplotlib inline\nfrom puzzlelib import Board\nimport numpy as np"),
        nbformat.v4.new_markdown_cell("## Your turn 1"),
        nbformat.v4.new_code_cell("from puzzlelib.exercises import check_solution\ncheck_solution(b, 'UL')"),
        nbformat.v4.new_markdown_cell("## Your turn 2"),
        nbformat.v4.new_code_cell("check_solution(b, 'R')"),
        nbformat.v4.new_markdown_cell("## Summary\nTry this: a 4x4 board."),
    ]
    assert _shape_problems("02_boards.ipynb", good) == []


def test_stderr_warning_detection():
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell("x", outputs=[
        nbformat.v4.new_output("stream", name="stderr", text="100%|####| 5/5 [00:00<00:00]"),
        nbformat.v4.new_output("stream", name="stderr", text="foo.py:3: DeprecationWarning: old"),
    ])]
    found = _stderr_warnings(nb)
    assert len(found) == 1 and "DeprecationWarning" in found[0]


def test_strip_script_leaves_a_notebook_the_shape_test_accepts(tmp_path):
    """scripts/strip_notebooks.py removes outputs, counts and widget state, keeps sources and tags."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("strip_notebooks", REPO / "scripts" / "strip_notebooks.py")
    strip_notebooks = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(strip_notebooks)

    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell("print(1)", execution_count=7,
                                          outputs=[nbformat.v4.new_output("stream", text="1\n")],
                                          metadata={"tags": ["solution"], "execution": {"iopub.status.busy": "2026"}})]
    nb.metadata["widgets"] = {"state": {}}
    path = tmp_path / "01_demo.ipynb"
    nbformat.write(nb, path)

    assert strip_notebooks.main(["--check", str(path)]) == 1
    assert strip_notebooks.main([str(path)]) == 0
    assert strip_notebooks.main(["--check", str(path)]) == 0
    stripped = nbformat.read(path, as_version=4)
    assert _output_problems(stripped) == []
    cell = stripped.cells[0]
    assert cell.source == "print(1)" and cell.metadata == {"tags": ["solution"]}


@pytest.mark.notebooks
def test_claims_run_in_the_lessons_kernel_and_name_the_false_line(tmp_path, quiet_kernels):
    """A claims file sees the lesson's variables; a false claim fails with its own line quoted."""
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell("moves = 5\nfrom puzzlelib.exercises import check_distance")]
    true_claims = tmp_path / "01_demo.py"
    true_claims.write_text("assert moves == 5\nassert callable(check_distance)\n")
    execute_notebook(nb, tmp_path, claims=true_claims)
    assert len(nb.cells) == 1, "the claims cell is not left in the notebook"

    false_claims = tmp_path / "02_demo.py"
    false_claims.write_text("assert moves == 5\nassert moves > 9, 'the lesson says more than nine'\n")
    with pytest.raises(pytest.fail.Exception, match=r"02_demo.py line 2: assert moves > 9"):
        execute_notebook(nb, tmp_path, claims=false_claims)


def test_right_verdicts_are_found_in_check_cells_only():
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_code_cell("check_distance(b, 3)", outputs=[nbformat.v4.new_output(
            "execute_result", data={"text/plain": "Right: 3 moves", "text/html": "<b>&#10004; Right:</b> 3"})]),
        nbformat.v4.new_code_cell("check_distance(b, None)", outputs=[nbformat.v4.new_output(
            "execute_result", data={"text/plain": "Not yet: expected a whole number of moves, got None"})]),
        nbformat.v4.new_code_cell("print('Right: said by the prose')",
                                  outputs=[nbformat.v4.new_output("stream", text="Right: said by the prose")]),
    ]
    found = _right_verdicts(nb)
    assert len(found) == 1 and found[0].startswith("cell 0:")


def test_classroom_rules_catch_asserts_and_a_missing_terms_list():
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_markdown_cell("# Lesson\nYou will learn. Runs in 5 s."),
                nbformat.v4.new_code_cell("x = 1\nassert x == 1, 'the prose says one'")]
    problems = "\n".join(_classroom_problems(nb))
    assert "cell 1 line 2 holds an assert" in problems and "terms the lesson uses" in problems
    nb.cells[0].source += "\n\n## Terms\n- **board**: an arrangement of tiles"
    nb.cells[1].source = "x = 1"
    assert _classroom_problems(nb) == []


def test_every_notebook_has_a_claims_file():
    """Every lesson's numbers are guarded, and so every lesson is held to the classroom rules."""
    missing = [path.name for path in NOTEBOOKS if not claims_path(path).exists()]
    assert not missing, f"write tests/claims/<notebook stem>.py for: {missing}"


def test_every_claims_file_belongs_to_a_notebook():
    stems = {path.stem for path in NOTEBOOKS}
    orphans = [path.name for path in CLAIMS_DIR.glob("*.py") if path.stem not in stems]
    assert not orphans, f"claims files without a notebook of the same name: {orphans}"


def test_the_series_has_its_lessons_and_the_readme_lists_each():
    """The count of lessons is stated once (EXPECTED_LESSONS); the README's table names every notebook."""
    assert len(NOTEBOOKS) == EXPECTED_LESSONS, [p.name for p in NOTEBOOKS]
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    missing = [p.stem for p in NOTEBOOKS if f"| `{p.stem}` |" not in readme]
    assert not missing, f"README.md's lesson table lacks {missing}"
    claims = sorted(p.stem for p in CLAIMS_DIR.glob("*.py"))
    assert set(claims) <= {p.stem for p in NOTEBOOKS}, "a claims file names a notebook that does not exist"
