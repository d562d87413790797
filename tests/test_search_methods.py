"""One record per search method (``puzzlelib.search.methods``), and everything that reads it.

The record is the only place a method's order is written, so these tests hold the searches and
the explorer to it: the explorer's open list (replay and drive mode) agrees with the order the
search expanded, step by step, on sampled 3 x 3 boards at every depth from 1 to 12 and a few
4 x 4 boards; every row the explorer shows adds up to ``f = weight_g * g + weight_h * h``; the
explorer's modules contain no ordering of their own; and no display name is written twice.
"""

from __future__ import annotations

import ast
import dataclasses
import random
import re
from html import unescape
from pathlib import Path

import pytest

from puzzlelib import Board, explore, solve
from puzzlelib.draw.tree import draw_search_tree
from puzzlelib.errors import PuzzleError
from puzzlelib.problems import PuzzleProblem
from puzzlelib.search.methods import METHOD_RECORDS, METHODS, Method, display_name, get_method
from puzzlelib.search.steer import SteeredSearch
from puzzlelib.widgets.frontier import Drive

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "puzzlelib"
SEARCHES = ("bfs", "scored", "greedy", "astar", "wastar", "idastar")
STEERABLE = ("bfs", "scored", "greedy", "astar", "wastar")
VARIANTS = {  # solve() options that change a record's weights
    "wastar": {"weight": 1.5},
    "scored": {"weight_h": 3, "weight_g": 2},
}


def _sample_boards() -> list[Board]:
    """Five 3 x 3 boards at every distance 1..12 from the goal (seeded), and three 4 x 4 boards."""
    space = explore(Board.goal(3, 3), max_depth=12)
    by_depth: dict[int, list] = {}
    for tiles, depth in space.distances.items():
        by_depth.setdefault(depth, []).append(tiles)
    rng = random.Random(20)
    boards = [Board(3, 3, tiles) for depth in range(1, 13) for tiles in rng.sample(sorted(by_depth[depth]), min(5, len(by_depth[depth])))]
    goal = Board.goal(4, 4)
    for moves in ("ULDLUR", "ULLURDDL", "UULDLURDRU"):
        boards.append(goal.apply(moves))
    return boards


BOARDS = _sample_boards()


def _expansion_order_agrees(trace) -> None:
    """The first board of the explorer's order is the one the search expanded, at every step."""
    record = trace.method
    key = record.open_key()
    for step in range(trace.steps):
        waiting = trace.open_at(step)
        assert waiting, (record.name, step)
        assert min(waiting, key=key).id == trace.expanded[step], (record.name, step)
    if record.goal_test == "expansion" and trace.solution_ids:  # the goal is taken, not expanded
        assert min(trace.open_at(trace.steps), key=key).id == trace.solution_ids[-1]


# ---------------------------------------------------------------- the lookup
def test_every_name_and_alias_resolves_to_one_frozen_record():
    assert tuple(METHOD_RECORDS) == METHODS and set(SEARCHES) < set(METHODS)
    for name, record in METHOD_RECORDS.items():
        assert get_method(name) is record and get_method(record) is record
        for alias in record.aliases:
            assert get_method(alias.upper()) is record
        assert get_method(f"  {name.replace('_', '-').upper()} ") is record
        with pytest.raises(dataclasses.FrozenInstanceError):
            record.weight_h = 5
    assert get_method("A*").name == "astar" and get_method("ida*").name == "idastar"
    assert get_method("weighted A*").name == "wastar" and get_method("breadth-first").name == "bfs"
    for junk in ("dijkstra", "", None, 3, ["astar"]):
        with pytest.raises(PuzzleError, match="method"):
            get_method(junk)


def test_solve_and_the_command_line_resolve_names_with_the_lookup(capsys):
    from puzzlelib.cli import main

    board = "1 2 3 / 4 0 6 / 7 5 8"
    assert solve(board, method="A*").method == solve(board, method="a_star").method == "astar"
    with pytest.raises(PuzzleError, match="use one of " + ", ".join(METHODS)):
        solve(board, method="dijkstra")
    assert main(["solve", board, "--method", "IDA*"]) == 0
    assert capsys.readouterr().out.startswith("idastar")


def test_the_record_says_its_order_in_the_lessons_words():
    assert get_method("astar").formula == "f = g + h"
    assert get_method("scored").formula == "f = score x 2 + step"
    assert get_method("scored").with_weights(weight_h=3).formula == "f = score x 3 + step"
    assert get_method("greedy").formula == "f = h" and get_method("bfs").formula == "f = g"
    assert get_method("wastar").with_weights(weight_h=1.5).formula == "f = g + 1.5 x h"
    assert "NEWEST" in get_method("scored").order and "f = score x 2 + step" in get_method("scored").order
    assert "lower h" not in get_method("greedy").order  # equal f = h means equal h: that tie never decides
    assert "first in, first out" in get_method("bfs").order


def test_a_search_refuses_a_record_whose_rule_it_does_not_run():
    from puzzlelib.search.best_first import best_first_steps
    from puzzlelib.search.outcome import run_to_end

    problem = PuzzleProblem(Board.parse("1 2 3 / 4 0 6 / 7 5 8"))
    odd = dataclasses.replace(get_method("astar"), ties=("newer",))
    with pytest.raises(PuzzleError, match="ties"):
        run_to_end(best_first_steps(problem, odd))
    with pytest.raises(PuzzleError, match="generation"):
        run_to_end(best_first_steps(problem, dataclasses.replace(get_method("astar"), goal_test="generation")))
    newest = dataclasses.replace(get_method("astar"), ties=("lower h", "newer"))
    result = run_to_end(best_first_steps(problem, newest, record=True))
    _expansion_order_agrees(result.trace)  # the loop follows the record's tie direction


# ---------------------------------------------------------------- the trace carries the record
@pytest.mark.parametrize("method", SEARCHES)
def test_the_trace_carries_the_record_the_search_ran_with(method):
    board = BOARDS[10]
    trace = solve(board, method=method, record=True).trace
    assert isinstance(trace.method, Method) and trace.method.name == method
    options = VARIANTS.get(method)
    if options:
        record = solve(board, method=method, record=True, **options).trace.method
        assert record.name == method and record != get_method(method)
        assert (record.weight_h, record.weight_g) == ((1.5, 1) if method == "wastar" else (3, 2))


# ---------------------------------------------------------------- the explorer's order is the search's
@pytest.mark.parametrize("method", SEARCHES)
def test_the_open_list_order_is_the_expansion_order_on_sampled_boards(method):
    for board in BOARDS:
        if method == "bfs" and board.size > 9:
            continue  # BFS's 4 x 4 frontier is large; its rule is the same on every shape
        for options in ({}, VARIANTS.get(method, {})):
            _expansion_order_agrees(solve(board, method=method, record=True, **options).trace)


@pytest.mark.parametrize("method", STEERABLE)
def test_driving_with_the_algorithms_picks_replays_the_search_node_for_node(method):
    for board in BOARDS[::3]:
        for options in ({}, VARIANTS.get(method, {})):
            result = solve(board, method=method, record=True, **options)
            problem = PuzzleProblem(result.start, result.goal, result.heuristic or "manhattan")
            drive = Drive(problem, result.trace.method)
            while not drive.done:
                pick = drive.algorithm_pick()
                assert pick.id == drive.ordered()[0].id
                drive.expand(pick.id)
            assert drive.nodes == result.trace.nodes  # every g, h, f and depth the same: one rule
            assert drive.expanded == result.trace.expanded
            assert drive.result.moves == result.moves


def test_a_student_who_picks_otherwise_gets_the_methods_own_children():
    board = Board.parse("4 1 3 / 2 0 5")  # 2 x 3: 360 boards, so even the worst choices end soon
    for method in STEERABLE:
        steered = SteeredSearch(PuzzleProblem(board), method)
        record, seen = steered.method, 0
        while not steered.done:
            waiting = steered.open_nodes()
            steered.take(max(waiting, key=record.open_key()).id)  # always the method's LAST choice
            for node in steered.trace.nodes[seen:]:
                assert node.f == record.priority(node.g, node.h)
                assert node.g == record.first_g + node.depth  # unit moves: g counts moves from first_g
            seen = len(steered.trace.nodes)
        assert steered.result.solved and steered.result.path[-1] == board.goal_of()
    with pytest.raises(PuzzleError, match="depth-first"):
        SteeredSearch(PuzzleProblem(board), "idastar")
    steered = SteeredSearch(PuzzleProblem(board), "astar")
    with pytest.raises(PuzzleError, match="not in the open list"):
        steered.take(99)


# ---------------------------------------------------------------- f adds up on screen, in every mode
_ROW = re.compile(r"<tr[^>]*><td[^>]*>(\d+)</td><td[^>]*>[^<]*</td><td[^>]*>[^<]*</td>"
                  r"<td[^>]*>([-\d.e+]+)</td><td[^>]*>([-\d.e+]+)</td><td[^>]*>([-\d.e+]+)</td>")
_OPTION = re.compile(r"g=([-\d.e+]+)\s+h=([-\d.e+]+)\s+f=([-\d.e+]+)")
_CAPTION = re.compile(r"g=([-\d.e+]+), h=([-\d.e+]+), f=([-\d.e+]+)")


def _adds_up(record, triples, where) -> int:
    count = 0
    for g, h, f in triples:
        g, h, f = float(g), float(h), float(f)
        assert f == pytest.approx(record.weight_g * g + record.weight_h * h, rel=1e-5), (record.name, where, g, h, f)
        count += 1
    return count


@pytest.mark.parametrize("method", SEARCHES)
def test_every_row_the_explorer_shows_adds_up_in_every_mode(method):
    from puzzlelib.widgets import SearchExplorer

    board = Board.parse("4 1 3 / 7 2 6 / 0 5 8")
    for options in ({}, VARIANTS.get(method, {})):
        result = solve(board, method=method, record=True, **options)
        record = result.trace.method
        explorer = SearchExplorer(result, tree=False)
        rows = 0
        for step in range(0, explorer.n_steps + 1, max(1, explorer.n_steps // 6)):
            explorer.step = step
            tables = explorer.open_view.value + explorer.closed_view.value
            rows += _adds_up(record, [m[1:] for m in _ROW.findall(tables)], f"replay step {step}")
            rows += _adds_up(record, _CAPTION.findall(explorer.caption), "caption")
        assert rows > 10
        if not record.drivable:
            continue
        explorer.drive_toggle.value = True
        drive, shown = explorer.drive, 0
        while not drive.done:
            options_text = [label for label, _ in explorer.drive_select.options]
            shown += _adds_up(record, [_OPTION.search(t).groups() for t in options_text], "drive list")
            shown += _adds_up(record, [m[1:] for m in _ROW.findall(explorer.closed_view.value)], "drive closed")
            # the same board shows the same g in both modes: each listed board is the trace's node
            for node_id in drive.open:
                if node_id < len(result.trace.nodes):
                    assert drive.nodes[node_id] == result.trace.nodes[node_id]
            explorer.choose(drive.algorithm_pick().id)
        assert shown > 5


def test_the_scored_search_calls_its_key_f_and_its_step_g():
    from puzzlelib.widgets import SearchExplorer

    ant_post = Board.parse("1 2 3 / 4 5 6 / 7 8 0").apply("ULDLURDRULLD")
    result = solve(ant_post, method="scored", heuristic="manhattan+blank", record=True)
    root = result.trace.nodes[0]
    assert root.g == 1 and root.f == 2 * root.h + 1  # the post's step: 1 for the starting view
    explorer = SearchExplorer(result, tree=False, drive=False)
    explorer.step = 5
    text = unescape(re.sub(r"<[^>]+>", " ", explorer.open_view.value + explorer.caption))
    assert "f = score x 2 + step" in text and "g (step)" in text and "h (score)" in text
    assert not re.search(r"lowest score|score\s*=\s*\d", text)
    explorer.drive_toggle.value = True
    said = explorer.choose(explorer.drive.algorithm_pick().id)
    assert "lowest f = " in said and "score =" not in said


# ---------------------------------------------------------------- the explorer has no rule of its own
EXPLORER_MODULES = ("widgets/frontier.py", "widgets/explorer.py")
NODE_FIELDS = {"f", "h", "g", "id", "depth"}
METHOD_WORDS = {word for m in METHOD_RECORDS.values() for word in (m.name, *m.aliases)}


def _tree(relative: str) -> ast.Module:
    return ast.parse((PACKAGE / relative).read_text(encoding="utf-8"))


def _key_tuples(tree) -> list[int]:
    """Lines that build a sort key from node fields: a tuple holding ``n.f``, ``n.h``, ``-n.id``..."""
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Tuple):
            fields = [e.operand if isinstance(e, ast.UnaryOp) else e for e in node.elts]
            if sum(isinstance(e, ast.Attribute) and e.attr in NODE_FIELDS for e in fields) >= 2:
                lines.append(node.lineno)
    return lines


def test_no_module_but_the_records_builds_an_open_list_key():
    offenders = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        if relative != "search/methods.py" and (lines := _key_tuples(_tree(relative))):
            offenders[relative] = lines
    assert offenders == {}
    assert _key_tuples(_tree("search/methods.py"))  # the check sees the records' own keys


@pytest.mark.parametrize("relative", EXPLORER_MODULES)
def test_the_explorer_reads_the_record_and_guesses_nothing(relative):
    tree = _tree(relative)
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert imported & {"puzzlelib.search.methods", "puzzlelib.widgets.frontier"}
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            for part in (node.left, *node.comparators):
                values = [part] if isinstance(part, ast.Constant) else \
                    list(part.elts) if isinstance(part, ast.Tuple | ast.List | ast.Set) else []
                named = [v.value for v in values if isinstance(v, ast.Constant) and v.value in METHOD_WORDS]
                assert not named, f"{relative}:{node.lineno} decides by method name {named}"
                if isinstance(part, ast.Attribute) and part.attr in {"g", "depth", "h", "f"}:
                    others = [c for c in (node.left, *node.comparators) if isinstance(c, ast.Constant)]
                    assert not others, f"{relative}:{node.lineno} reads the method from a node's numbers"
    source = (PACKAGE / relative).read_text(encoding="utf-8")
    assert "root g" not in source.lower() and "successors_h" not in source  # no second expansion rule


# ---------------------------------------------------------------- display names are written once
KNOWN_VARIANTS = {"greedy search", "breadth-first (bfs)", "scored (score x 2 + step)", "scored", "greedy"}


def _strings(tree):
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            yield node


def test_no_display_name_is_written_outside_the_records():
    names = {m.display_name for m in METHOD_RECORDS.values()}  # "BFS" is a label, "bfs" a name: case counts
    variants = {v for v in KNOWN_VARIANTS if v not in METHOD_WORDS}
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        if relative == "search/methods.py":
            continue
        for node in _strings(ast.parse(path.read_text(encoding="utf-8"))):
            text = node.value.strip()
            if text in names or text.lower() in variants or any(text.startswith(f"{name} (") for name in names):
                offenders.append(f"{relative}:{node.lineno}: {node.value!r}")
    assert offenders == []
    assert display_name("greedy") == "greedy best-first" and display_name("a*") == "A*"


def test_views_name_methods_with_the_records_display_name():
    from puzzlelib.widgets import GridExplorer, SearchExplorer
    from puzzlelib.widgets.playground import RACE_METHODS, WATCH_METHODS

    grid = GridExplorer(method="greedy")
    assert grid.method_menu.options[1] == (display_name("greedy"), "greedy")
    assert grid.caption.startswith(display_name("greedy"))
    assert set(WATCH_METHODS.values()) <= set(METHODS)
    assert all(label.startswith(display_name(method)) for label, (method, _) in RACE_METHODS.items())
    result = solve("4 1 3 / 7 2 6 / 0 5 8", method="greedy", record=True)
    explorer = SearchExplorer(result, tree=False)
    assert f"in {display_name('greedy')}'s order" in unescape(explorer.open_view.value)


def test_the_palette_reads_labels_with_the_records():
    from puzzlelib.draw.palette import METHOD_COLORS, method_color

    for name, record in METHOD_RECORDS.items():
        assert method_color(record.display_name, default="none") == METHOD_COLORS[name]
        assert method_color(record.label(), default="none") == METHOD_COLORS[name]
    assert method_color(get_method("astar").label("misplaced")) == METHOD_COLORS["astar (misplaced)"]
    assert method_color(get_method("astar").label("linear conflict")) == METHOD_COLORS["astar (linear_conflict)"]
    assert method_color("nothing we know", default="none") == "none"


# ---------------------------------------------------------------- a picture that shows less says so
def test_a_cut_tree_says_how_much_it_shows_and_of_which_step():
    result = solve("8 6 7 / 2 5 4 / 3 0 1", method="astar", record=True)
    trace = result.trace
    step = 40
    asked = sum(len(trace.added[k]) for k in range(step + 1))
    ax = draw_search_tree(result, step=step, max_drawn_nodes=59, labels=None)
    title = " ".join(ax.get_title().split())  # the title wraps to the picture's width
    assert f"showing {len(ax.tree_ids)} of {asked:,} boards" in title and f"not {step}" in title
    full = draw_search_tree(result, step=3, max_drawn_nodes=500, labels="fgh")
    assert "showing" not in full.get_title() and "after 3 of" in " ".join(full.get_title().split())
    many = draw_search_tree(result, step=300, max_drawn_nodes=10_000, labels="fgh")
    assert "g, h and f left out" in " ".join(many.get_title().split())
