"""Junk at every public function: the answer is a result or a PuzzleError whose message is one sentence.

Every function listed in the ``__all__`` of the modules a lesson can reach (and every method of
:class:`~puzzlelib.Board`) is called with cheap valid arguments except one, which hypothesis replaces
with junk: wrong types, numpy scalars, NaN and infinity, huge integers, empty and nested containers,
odd strings. The test asserts only that the call returns, or raises a :class:`PuzzleError` whose
message is one readable line (optionally followed by a drawing of the board). A raw ``TypeError``,
a traceback-shaped message, or a call that runs for more than :data:`CALL_SECONDS` fails it.

Switches (parameters whose default is True or False, or None for "decide for me") get junk whose truth value Python can tell:
``record=5`` means yes, as in any Python function; a numpy array there is not tried.

Left out on purpose: widget constructors (tested with the widgets), ``puzzlelib.cache`` (files and
locks, tested with the cache), the search engine's building blocks (``search.budgets``,
``search.outcome``, ``best_first``, the result and error builders, the numpy helpers of ``statespace``
and ``line_conflicts``),
plain data records (``SearchResult`` ...), and arguments that are plumbing or styling rather than
input: a matplotlib ``ax``, sizes, colours and label choices of the drawings, and the checkers'
``strict`` switch (whose documented answer is an AssertionError).
"""

from __future__ import annotations

import importlib
import inspect
import math
import signal
from collections import deque
from contextlib import contextmanager
from decimal import Decimal
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from puzzlelib import Board, PuzzleError

MODULES = ["board", "parity", "shuffle", "heuristics", "problems", "result", "search", "search.explore",
           "search.fast_idastar", "search.plan", "search.walks", "statespace", "strategies", "pdb", "compare",
           "gamecode", "exercises", "draw", "limits", "budgeted", "config", "memory"]
SKIP_NAMES = {"register_heuristic",  # changes the global heuristic table by design
              "rank_permutations", "unrank_permutations", "neighbour_table", "neighbour_boards", "line_conflicts",
              "swap_tables",
              # the search engine's own plumbing: results and errors built from a search's counters
              "solved_result", "stopped_result", "budget_error", "stop_advice"}
SKIP_PARAMS = {"ax", "strict", "fontsize", "node_size", "interval", "per_row", "max_boards", "hold_end", "labels",
               "kind", "x", "y", "metrics", "highlight", "title", "max_drawn_nodes"}
REQUIRED_PLUMBING = {"x": [0, 1, 2]}  # line_chart's x values: valid whenever the junk is elsewhere
EXAMPLES = 12
PHASES = (Phase.explicit, Phase.generate)  # no shrinking: the failing junk is printed as drawn, and CI stays quick
CALL_SECONDS = 30  # a hang, not a slow checker on a busy CI machine

NEAR = Board.parse("1 2 3 / 4 0 5")  # 2 x 3, one move (R) from the goal: every search is instant


def _baselines() -> dict:
    """Cheap valid values by parameter name (built once, lazily: some need a search or pandas)."""
    from puzzlelib import ant_problem, solve
    from puzzlelib.gamecode import game_code
    from puzzlelib.problems import PuzzleProblem

    solved = solve(NEAR, record=True)
    return {
        "board": NEAR, "start": None, "board_or_start": None, "boards": [NEAR.to_text()], "goal": None,
        "rows": 2, "cols": 3, "n": 3, "seed": 1, "moves": "R", "move": "R", "method": "astar",
        "methods": ["astar"], "heuristic": "manhattan", "spec": "manhattan", "h": lambda b: b.manhattan(),
        "code": game_code(3, 3, 1), "answer": 1, "depth": 2, "generated": 10, "tiles": (1, 2),
        "partition": [(1, 2)], "name": "4-4", "problem": PuzzleProblem(NEAR), "grid": ant_problem(),
        "path": [(0, 0)], "trace": solved.trace, "solution": solved, "perms": np.array([[0, 1, 2, 3]]),
        "ranks": np.array([0]), "value": 1, "goal_positions": [0, 1, 2], "rule": lambda b: True,
        "search": lambda problem: [], "where": "here", "layout": "standard", "picture": None, "progress": False,
        "cache": False, "text": NEAR.to_text(), "seq": NEAR.to_flat(), "positions": NEAR.to_positions(),
        "row": 1, "col": 2, "i": 0, "j": 1, "tile": 1, "style": "slash", "blank": None, "df": None,
        "rng": None, "order": None,
    }


_BASE: dict = {}


def baseline(func_name: str, param: inspect.Parameter):
    """A valid value for ``param``; ``inspect.Parameter.empty`` to keep the function's own default."""
    if not _BASE:
        _BASE.update(_baselines())
    if param.default is not inspect.Parameter.empty and param.name not in ("progress", "cache"):
        return inspect.Parameter.empty
    if func_name in ("depth_first_path", "greedy_walk") and param.name == "problem":
        return _BASE["grid"]
    if func_name == "undo_shuffle" and param.name == "moves":
        return "L"
    if func_name in ("Board.from_rows",) and param.name == "rows":
        return NEAR.to_rows()
    if func_name == "blank_home_moves" and param.name == "goal":
        return NEAR.goal_of()
    if param.name == "goal" and param.default is inspect.Parameter.empty:
        return NEAR.goal_of()
    return _BASE.get(param.name, inspect.Parameter.empty)


def public_functions() -> list[tuple[str, object]]:
    found, seen = [], set()
    for module_name in MODULES:
        module = importlib.import_module(f"puzzlelib.{module_name}")
        for name in module.__all__:
            obj = getattr(module, name)
            if not inspect.isfunction(obj) or name in SKIP_NAMES or obj in seen:
                continue
            seen.add(obj)
            found.append((name, obj))
    for name, attr in vars(Board).items():
        if name.startswith("_"):
            continue
        if isinstance(attr, classmethod):
            found.append((f"Board.{name}", getattr(Board, name)))
        elif inspect.isfunction(attr) and len(inspect.signature(attr).parameters) > 1:
            found.append((f"Board.{name}", getattr(NEAR, name)))
    found.append(("Board", Board))
    found.append(("PuzzleProblem", importlib.import_module("puzzlelib.problems").PuzzleProblem))
    return found


FUNCTIONS = public_functions()


class CallTooSlow(Exception):
    """Raised inside a call that runs longer than CALL_SECONDS: a frozen kernel, as a student would see it."""


@contextmanager
def time_cap(seconds: int):
    def alarm(signum, frame):
        raise CallTooSlow(f"the call ran for more than {seconds} s")

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


HUGE = [10**30, -(10**30), 10**400, 2**63, -(2**63) - 1]


def _deep(levels: int):
    nested = [1]
    for _ in range(levels):
        nested = [nested]
    return nested


KINDS = [  # the kinds of careless input the held-back sets are made of, one or two of each
    "① 2 3 / 4 5 6 / 7 8 0", "¹ 2 3 4", "三", "1，2，3／4，0，6／7，5，8", "R、R、U", "１２３４５６７８０",
    "| 1 | 2 | 3 |\n|---|---|---|\n| 4 | 0 | 6 |\n| 7 | 5 | 8 |", "[" * 5000, "[[[[1]]]]", "A60-" + "5QFK" * 2500,
    "R" * 200_000, "9" * 5000, "1 2 3\r\n4 0 6\r\n7 5 8", "\u00a01 2 3 / 4 0 6 / 7 5 8",
]
UNPRINTABLE = st.sampled_from([5000, -5000, 100_000]).map(lambda k: 10**k if k > 0 else -(10 ** -k))
"""Whole numbers of 5,000 digits and more, which Python refuses to print (built by a map, so that
hypothesis never has to show one in its own description of the strategy)."""
ODD_TEXT = ["", " ", "\n", "\x00", "nan", "inf", "-1", "0", "1e999", "None", "🧩", "ＲＲ", "1 2 3", "snail", "max",
            "U", "LRUD" * 50, "1 2 / 3", "[[1, 2], [3, 0]]", "[", "a" * 5000, "é", "/", "."]

scalars = st.one_of(
    st.none(), st.booleans(),
    st.integers(-3, 20), st.sampled_from(HUGE), UNPRINTABLE,
    st.floats(allow_nan=True, allow_infinity=True), st.sampled_from([math.nan, math.inf, -math.inf, -0.0, 1e308]),
    st.sampled_from([np.int64(3), np.int8(-1), np.uint64(2**64 - 1), np.float64("nan"), np.bool_(True),
                     np.float32(2.5), np.int64(0)]),
    st.sampled_from(ODD_TEXT), st.sampled_from(KINDS), st.text(max_size=12), st.binary(max_size=6),
    st.sampled_from([object(), Fraction(1, 3), complex(1, 2), range(4), Ellipsis, print, int, lambda *a: None,
                     np.array([]), np.array([[1, 2], [3, 0]]), np.array([np.nan, 1.0]), np.zeros((2, 2, 2)),
                     Decimal("NaN"), Decimal("1e999999"), np.array(3)]),
    st.sampled_from([3000]).map(_deep),  # nested deeper than Python's recursion limit (built, never shown)
    st.builds(lambda items: deque(items), st.lists(st.integers(0, 9), max_size=9)),
    st.builds(lambda items: (x for x in items), st.lists(st.sampled_from(["R", "U", 1, 2]), max_size=6)),
)
junk = st.recursive(
    scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=5), st.tuples(inner, inner), st.sets(st.integers(-2, 9), max_size=4),
                            st.dictionaries(st.text(max_size=3), inner, max_size=3), st.frozensets(st.integers(0, 3))),
    max_leaves=8,
)


switch_junk = st.one_of(st.none(), st.booleans(), st.integers(-3, 20), st.sampled_from(HUGE), UNPRINTABLE,
                        st.floats(allow_nan=True), st.sampled_from(ODD_TEXT), st.sampled_from([np.bool_(False), np.int64(1)]),
                        st.lists(st.integers(), max_size=2))


def is_switch(param: inspect.Parameter) -> bool:
    """True for a yes/no option: a bool default, or None with a ``bool`` annotation (a "decide for me")."""
    return isinstance(param.default, bool) or (param.default is None and "bool" in str(param.annotation))


def check_message(exc: PuzzleError) -> None:
    message = str(exc)
    lines = message.split("\n")
    first = lines[0].strip()
    assert first, f"{type(exc).__name__} with an empty message"
    assert "Traceback" not in message
    assert len(first) <= 700, f"message too long to read ({len(first)} characters): {first[:200]}..."
    drawing = [line for line in lines[1:] if line.strip()]
    assert all(line.lstrip()[:1] in "+|" for line in drawing), f"more than one line: {message!r}"


@pytest.mark.parametrize("name,func", FUNCTIONS, ids=[name for name, _ in FUNCTIONS])
@settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None, phases=PHASES,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much,
                                 HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_junk_gets_a_result_or_one_sentence(name, func, data, tmp_path_factory, monkeypatch):
    folder = tmp_path_factory.getbasetemp() / "fuzz"
    folder.mkdir(exist_ok=True)
    monkeypatch.chdir(folder)  # a junk file name must not land in the repository
    monkeypatch.setenv("PUZZLELIB_CACHE_DIR", str(folder / "cache"))
    params = [p for p in inspect.signature(func).parameters.values()
              if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD) and p.name not in SKIP_PARAMS]
    if not params:
        pytest.skip("takes no arguments")
    target = data.draw(st.sampled_from(params), label="junk parameter")
    kwargs = {}
    for p in params:
        strategy = switch_junk if is_switch(p) else junk
        value = data.draw(strategy, label=p.name) if p is target else baseline(name, p)
        if value is inspect.Parameter.empty:
            if p.default is inspect.Parameter.empty:  # nothing valid known: junk as well
                kwargs[p.name] = data.draw(junk, label=p.name)
            continue
        kwargs[p.name] = value
    for p in inspect.signature(func).parameters.values():  # plumbing a call cannot go without
        if p.name in SKIP_PARAMS and p.default is p.empty and p.name in REQUIRED_PLUMBING:
            kwargs[p.name] = REQUIRED_PLUMBING[p.name]
    positional = [kwargs.pop(p.name) for p in params if p.kind == p.POSITIONAL_ONLY and p.name in kwargs]
    try:
        with time_cap(CALL_SECONDS):
            func(*positional, **kwargs)
    except PuzzleError as exc:
        check_message(exc)
    finally:
        if "draw" in getattr(func, "__module__", "") or name in ("animate",):
            import matplotlib.pyplot as plt

            plt.close("all")


# --------------------------------------------------------------------------- widgets
def _widgets() -> dict:
    """Each widget with the keyword arguments of a cheap valid instance."""
    from puzzlelib import solve
    from puzzlelib.widgets import BoardView, GridExplorer, PuzzleGame, SearchExplorer, SolutionPlayer

    recorded = solve(NEAR, record=True)
    return {
        "BoardView": (BoardView, {"board": NEAR}),
        "PuzzleGame": (PuzzleGame, {"board": NEAR}),
        "SolutionPlayer": (SolutionPlayer, {"solution": "R", "start": NEAR}),
        "SearchExplorer": (SearchExplorer, {"trace": recorded}),
        "GridExplorer": (GridExplorer, {"problem": "S . G"}),
    }


WIDGETS = list(_widgets()) if importlib.util.find_spec("ipywidgets") else []


def _public_actions(widget) -> list[str]:
    """Methods and settable properties of a widget that puzzlelib defines (not ipywidgets' own)."""
    names = []
    for klass in type(widget).__mro__:
        if not klass.__module__.startswith("puzzlelib"):
            continue
        for name, attr in vars(klass).items():
            if name.startswith("_") or name in names:
                continue
            if inspect.isfunction(attr) or (isinstance(attr, property) and attr.fset is not None):
                names.append(name)
    return sorted(names)


def _check_widget_error(exc: BaseException) -> None:
    assert isinstance(exc, PuzzleError), f"raw {type(exc).__name__}: {exc}"
    check_message(exc)


@pytest.mark.parametrize("name", WIDGETS)
@settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None, phases=PHASES,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=st.data())
def test_junk_given_to_a_widget_gets_a_widget_or_one_sentence(name, data):
    """Every constructor argument and every method or settable property of every widget, one at a time junk."""
    klass, valid = _widgets()[name]
    params = [p for p in inspect.signature(klass).parameters.values()
              if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
    target = data.draw(st.sampled_from(params), label="junk parameter")
    kwargs = {**valid, target.name: data.draw(junk, label=target.name)}
    try:
        with time_cap(CALL_SECONDS):
            widget = klass(**kwargs)
    except Exception as exc:  # noqa: BLE001 - the assertion names it
        _check_widget_error(exc)
        widget = klass(**valid)
    action = data.draw(st.sampled_from(_public_actions(widget)), label="action")
    attr = getattr(type(widget), action)
    try:
        with time_cap(CALL_SECONDS):
            if isinstance(attr, property):
                setattr(widget, action, data.draw(junk, label=action))
            else:
                arity = [p for p in inspect.signature(attr).parameters.values()
                         if p.name != "self" and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
                getattr(widget, action)(*[data.draw(junk, label=p.name) for p in arity])
    except Exception as exc:  # noqa: BLE001 - the assertion names it
        _check_widget_error(exc)


MESSAGES = st.one_of(
    junk,
    st.fixed_dictionaries({"kind": st.sampled_from(["slide", "refused", "other", None, 5])},
                          optional={"row": junk, "col": junk, "seq": junk, "key": junk}),
    st.fixed_dictionaries({"kind": st.just("slide"), "row": st.integers(-3, 5), "col": st.integers(-3, 5),
                           "seq": st.one_of(st.integers(-5, 2**40), UNPRINTABLE)}),
)


@pytest.mark.parametrize("owner", ["BoardView", "PuzzleGame"])
@settings(max_examples=60, deadline=None, derandomize=True, database=None, phases=PHASES,
          suppress_health_check=[HealthCheck.too_slow])
@given(messages=st.lists(MESSAGES, min_size=1, max_size=6))
def test_malformed_messages_from_the_browser_change_nothing_but_legal_slides(owner, messages):
    """What the browser sends reaches ``_handle_custom_msg``, which hands it to the view's handler: no message
    makes the handler raise, and the board stays a board. (The handler is called directly, as
    ``_handle_custom_msg`` does: ipywidgets' dispatcher would only log an exception, hiding it from a test.)"""
    from puzzlelib.widgets import BoardView, PuzzleGame

    widget = BoardView(NEAR, interactive=True) if owner == "BoardView" else PuzzleGame(NEAR)
    view = widget if owner == "BoardView" else widget.view
    assert view._on_message in view._msg_callbacks.callbacks  # what _handle_custom_msg dispatches to
    for content in messages:
        before = view.board
        view._on_message(view, content, [])
        after = view.board
        assert isinstance(after, Board) and (after == before or after in [b for _, b in before.neighbors()])
        assert 0 <= view.ack < 2**31
    if owner == "PuzzleGame":
        assert widget.board == view.board and "Traceback" not in widget.message
