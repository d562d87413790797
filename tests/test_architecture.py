"""The shape of the package, read from its source with the standard library's ``ast``.

docs/ARCHITECTURE.md draws the house as one-way arrows:

    errors <- numbers, typed <- moves, notation <- board <- parity, shuffle, heuristics, problems, result, pdb/, ...
           <- search <- compare, exercises, draw, widgets, cli

These tests keep the drawing true: every import in every module (module level or inside a function,
since a lazy import is still a dependency) is an edge, and

* the bottom layer imports only what lies below it: ``errors`` nothing, ``numbers`` and ``moves`` only
  ``errors``, ``notation`` ``errors`` and ``numbers``, ``board`` those four;
* nothing below ``search`` imports ``search``, ``draw`` or ``widgets``; ``search`` imports neither
  ``draw`` nor ``widgets``; ``draw`` does not import ``widgets``;
* there is no import cycle between modules;
* no function is longer than 80 lines (its docstring not counted) unless a comment at its top says
  why it is one piece; no class is longer than 400 lines and no module longer than 600, so that each
  room keeps one job;
* no test skips itself because a module of this package fails to import (``pytest.importorskip``):
  a broken import must fail the suite, not thin it.
"""

from __future__ import annotations

import ast
import doctest
import importlib
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "puzzlelib"

#: Top-level modules that use the search engine (everything else at the top level is below it).
USERS = {"puzzlelib", "puzzlelib.__main__", "puzzlelib.cli", "puzzlelib.cli_args", "puzzlelib.compare", "puzzlelib.proof",
         "puzzlelib.races"}
#: Packages whose every module uses the search engine (the site shows the widgets, at the top).
PACKAGED_USERS = ("puzzlelib.exercises", "puzzlelib.site")
VIEWS = ("puzzlelib.draw", "puzzlelib.widgets")
MAX_LINES = 80
MAX_CLASS_LINES = 400
MAX_MODULE_LINES = 600
TESTS = ROOT / "tests"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def in_package(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def imports_of(name: str) -> set[str]:
    """The package's modules that ``name`` imports anywhere in its source."""
    path = MODULES[name]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            # "from puzzlelib import heuristics" names a module; "from puzzlelib import Board" the package
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base for a in node.names]
        else:
            continue
        for target in targets:
            while target and target not in MODULES:  # "puzzlelib.search.budgets.X" -> its module
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


GRAPH = {name: imports_of(name) for name in MODULES}


def below_search(name: str) -> bool:
    return not (name in USERS or any(in_package(name, p) for p in (*PACKAGED_USERS, "puzzlelib.search", *VIEWS)))


def test_the_graph_sees_the_package():
    assert {"puzzlelib.board", "puzzlelib.search", "puzzlelib.search.best_first", "puzzlelib.draw.tree"} <= set(GRAPH)
    assert "puzzlelib.errors" in GRAPH["puzzlelib.board"]
    assert "puzzlelib.search.best_first" in GRAPH["puzzlelib.search"]


#: The bottom layer, each module with what it may import: errors and i18n, then numbers, moves and notation,
#: then board.
BOTTOM = {
    "puzzlelib.errors": set(),
    "puzzlelib.i18n": {"puzzlelib.errors"},  # the language of every message, beside the errors
    "puzzlelib.numbers": {"puzzlelib.errors", "puzzlelib.i18n"},
    "puzzlelib.typed": {"puzzlelib.errors", "puzzlelib.i18n"},
    "puzzlelib.moves": {"puzzlelib.errors", "puzzlelib.i18n", "puzzlelib.typed"},
    "puzzlelib.notation": {"puzzlelib.errors", "puzzlelib.i18n", "puzzlelib.numbers", "puzzlelib.typed"},
    "puzzlelib.board": {"puzzlelib.errors", "puzzlelib.i18n", "puzzlelib.numbers", "puzzlelib.moves",
                        "puzzlelib.notation", "puzzlelib.typed"},
}


def test_the_bottom_layer_imports_only_what_lies_below_it():
    assert {name: sorted(GRAPH[name] - allowed) for name, allowed in BOTTOM.items() if GRAPH[name] - allowed} == {}


def test_nothing_below_search_imports_search_draw_or_widgets():
    wrong = {name: sorted(t for t in targets if not below_search(t))
             for name, targets in GRAPH.items() if below_search(name)}
    assert {name: t for name, t in wrong.items() if t} == {}


def test_search_never_imports_a_view_and_draw_never_imports_widgets():
    for name, targets in GRAPH.items():
        if in_package(name, "puzzlelib.search"):
            assert not any(in_package(t, v) for t in targets for v in VIEWS), (name, targets)
        if in_package(name, "puzzlelib.draw"):
            assert not any(in_package(t, "puzzlelib.widgets") for t in targets), (name, targets)


def test_no_import_cycles():
    # A module's own package __init__ runs before the module, but that is Python's loading order,
    # not a dependency: only the imports written in the source are edges.
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(name):
        state[name] = 1
        path.append(name)
        for target in sorted(GRAPH[name]):
            if state.get(target) == 1:
                cycle = path[path.index(target):] + [target]
                pytest.fail("import cycle: " + " -> ".join(cycle))
            if target not in state:
                visit(target)
        path.pop()
        state[name] = 2

    for name in sorted(GRAPH):
        if name not in state:
            visit(name)


def functions():
    for name, path in MODULES.items():
        lines = path.read_text(encoding="utf-8").splitlines()
        for node in ast.walk(ast.parse("\n".join(lines))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                body = node.body
                has_doc = (isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant)
                           and isinstance(body[0].value.value, str))
                first = body[0].end_lineno + 1 if has_doc else body[0].lineno
                if has_doc and len(body) == 1:
                    continue
                top = first if has_doc else node.lineno + 1  # comments sit between the def and the body
                head = lines[top - 1: first + 2]
                yield name, node.name, node.end_lineno - first + 1, head


def test_functions_are_short_or_say_why_they_are_one_piece():
    too_long = [f"{module}.{fn}: {n} lines" for module, fn, n, head in functions()
                if n >= MAX_LINES and not any("one piece" in line.lower() for line in head if line.strip().startswith("#"))]
    assert too_long == [], "split these, or start them with a comment saying why they are one piece"


def test_modules_and_classes_are_rooms_of_one_job():
    long_modules = {name: n for name, path in MODULES.items()
                    if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES}
    long_classes = {f"{name}.{node.name}": node.end_lineno - node.lineno + 1
                    for name, path in MODULES.items() for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                    if isinstance(node, ast.ClassDef) and node.end_lineno - node.lineno + 1 > MAX_CLASS_LINES}
    assert long_modules == {}, f"split these modules along their jobs (at most {MAX_MODULE_LINES} lines)"
    assert long_classes == {}, f"split these classes (at most {MAX_CLASS_LINES} lines)"


def own_modules_skipped_on_import(source: str) -> list[str]:
    """The modules of this package that ``source`` hands to ``importorskip`` (a skip that hides a broken import)."""
    return [node.args[0].value for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", None)) == "importorskip"
            and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)
            and in_package(node.args[0].value, "puzzlelib")]


def test_no_test_skips_when_a_module_of_the_package_fails_to_import():
    assert own_modules_skipped_on_import('fast = pytest.importorskip("puzzlelib.search.fast_idastar")') == [
        "puzzlelib.search.fast_idastar"]
    assert own_modules_skipped_on_import('np = pytest.importorskip("numpy")') == []  # a dependency may be missing
    skipping = {str(path.relative_to(ROOT)): found for path in sorted(TESTS.rglob("*.py"))
                if (found := own_modules_skipped_on_import(path.read_text(encoding="utf-8")))}
    assert skipping == {}, "import the package's modules plainly, so that a broken import fails"


def test_public_names_resolve():
    import puzzlelib

    for module_name_ in [n for n in MODULES if not n.endswith("__main__")]:
        module = importlib.import_module(module_name_)
        for public in getattr(module, "__all__", ()):
            assert hasattr(module, public), f"{module_name_}.__all__ names {public!r}, which it lacks"
    assert "solve" in puzzlelib.__all__ and set(puzzlelib.__all__) <= set(dir(puzzlelib))


def test_docstring_examples_run_with_the_tests():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["pytest"]["ini_options"]
    assert "puzzlelib" in config["testpaths"] and "--doctest-modules" in config["addopts"]
    finder = doctest.DocTestFinder()
    examples = 0
    for name in MODULES:
        if not name.endswith("__main__"):
            examples += sum(len(t.examples) > 0 for t in finder.find(importlib.import_module(name)))
    assert examples >= 30


def test_moved_names_keep_their_old_import_paths():
    import warnings

    from puzzlelib import board, exercises, problems, search
    from puzzlelib.search import plan, walks
    from puzzlelib.widgets import hints

    assert exercises.depth_first_path is walks.depth_first_path is search.depth_first_path
    assert exercises.greedy_walk is walks.greedy_walk is search.greedy_walk
    assert hints.plan_solution is plan.plan_solution and hints.Plan is plan.Plan and hints.ATTEMPTS is plan.ATTEMPTS
    assert problems.swap_tables is board.swap_tables
    goal = board.Board.goal(3, 3)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert problems.resolve_goal(goal, "snail") == goal.resolve_goal("snail")
    assert [w.category for w in caught] == [DeprecationWarning]
