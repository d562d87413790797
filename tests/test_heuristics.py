"""Every heuristic's claims, checked on every 8-puzzle board and every edge between them.

The true distances come from the session BFS in ``tests/conftest.py`` (written independently of the
search engine). Each admissible heuristic must never exceed them; each consistent one must drop by
at most 1 along every move; the documents' ``manhattan+blank`` must be caught overestimating.
"""

import pytest

from puzzlelib import Board, solve
from puzzlelib.board import move_table
from puzzlelib.errors import PuzzleError
from puzzlelib.heuristics import HEURISTICS, get_heuristic, line_conflicts
from puzzlelib.problems import PuzzleProblem

ADMISSIBLE = sorted(name for name, h in HEURISTICS.items() if h.admissible and name != "pdb")
CONSISTENT = sorted(name for name, h in HEURISTICS.items() if h.consistent and name != "pdb")


def values(name, layout, distances):
    goal = Board.goal(3, 3, layout)
    h = HEURISTICS[name].compile(goal)
    return {tiles: h(tiles) for tiles in distances}


def test_the_claims_are_as_documented():
    assert {"misplaced", "manhattan", "linear_conflict", "zero"} <= set(ADMISSIBLE)
    assert not HEURISTICS["manhattan+blank"].admissible
    assert not HEURISTICS["manhattan+blank"].consistent


@pytest.mark.parametrize("layout", ["standard", "snail"])
@pytest.mark.parametrize("name", ADMISSIBLE)
def test_admissible_on_every_3x3_board(name, layout, goal_distances):
    dist = goal_distances(3, 3, layout)
    assert len(dist) == 181_440
    h = values(name, layout, dist)
    over = [t for t, d in dist.items() if h[t] > d]
    assert over == [], f"{name} overestimates {len(over)} boards, e.g. {over[:1]}"
    assert h[Board.goal(3, 3, layout).tiles] == 0


@pytest.mark.parametrize("layout", ["standard", "snail"])
@pytest.mark.parametrize("name", CONSISTENT)
def test_consistent_on_every_3x3_edge(name, layout, goal_distances):
    dist = goal_distances(3, 3, layout)
    h = values(name, layout, dist)
    table = move_table(3, 3)
    edges = 0
    for tiles, value in h.items():
        blank = tiles.index(0)
        for _, cell in table[blank]:
            child = list(tiles)
            child[blank], child[cell] = child[cell], 0
            edges += 1
            assert value - h[tuple(child)] <= 1, (name, tiles, child)
    assert edges == 483_840  # every directed edge of the 8-puzzle graph was checked


@pytest.mark.parametrize("layout", ["standard", "snail", "blank-first"])
@pytest.mark.parametrize("name", ADMISSIBLE)
def test_admissible_on_every_2x3_and_3x2_board(name, layout, goal_distances):
    for rows, cols in ((2, 3), (3, 2), (2, 4)):
        goal = Board.goal(rows, cols, layout)
        h = HEURISTICS[name].compile(goal)
        dist = goal_distances(rows, cols, layout)
        assert all(h(t) <= d for t, d in dist.items())


def test_manhattan_plus_blank_overestimates(goal_distances):
    dist = goal_distances(3, 3)
    h = values("manhattan+blank", "standard", dist)
    over = [t for t, d in dist.items() if h[t] > d]
    # One move from the goal already: the slid tile counts 1 and the blank counts 1 more.
    assert (1, 2, 3, 4, 5, 6, 7, 0, 8) in over
    assert len(over) > 1000
    worst = max(over, key=lambda t: h[t] - dist[t])
    assert h[worst] - dist[worst] >= 2


def test_manhattan_plus_blank_never_claims_optimality():
    r = solve("8 1 3 / 4 0 2 / 7 6 5", method="astar", heuristic="manhattan+blank")
    assert not r.optimal
    assert solve("8 1 3 / 4 0 2 / 7 6 5", method="astar", heuristic="manhattan").optimal


def test_values_agree_with_board_methods():
    boards = [Board.parse(t) for t in ("8 6 7 / 2 5 4 / 3 0 1", "1 3 4 / 8 2 5 / 7 0 6", "0 1 2 / 3 4 5 / 6 7 8")]
    for board in boards:
        for layout in ("standard", "snail", "blank-first"):
            goal = Board.goal(3, 3, layout)
            assert HEURISTICS["manhattan"](board, goal) == board.manhattan(goal)
            assert HEURISTICS["manhattan+blank"](board, goal) == board.manhattan(goal, count_blank=True)
            assert HEURISTICS["misplaced"](board, goal) == board.misplaced(goal)
            assert HEURISTICS["linear_conflict"](board, goal) >= board.manhattan(goal)


def test_linear_conflict_counts_moves_out_of_the_line_not_pairs():
    assert line_conflicts([]) == 0
    assert line_conflicts([0, 1, 2]) == 0
    assert line_conflicts([1, 0]) == 2
    assert line_conflicts([2, 1, 0]) == 4  # three reversed tiles: 3 pairs, but 2 tiles step out
    assert line_conflicts([3, 2, 1, 0]) == 6
    # A reversed top row of the 8-puzzle: Manhattan 4, true distance far more, LC = 4 + 4.
    board = Board.parse("3 2 1 / 4 5 6 / 7 8 0")
    assert HEURISTICS["linear_conflict"](board) == 8


def test_callables_and_names():
    def tiles_left(board):
        return board.misplaced()

    h = get_heuristic(tiles_left)
    assert h.name == "tiles_left" and not h.admissible
    assert get_heuristic(lambda b, g: b.manhattan(g)).name == "custom"
    assert get_heuristic("Linear-Conflict") is HEURISTICS["linear_conflict"]
    assert get_heuristic("manhattan_blank") is HEURISTICS["manhattan+blank"]
    with pytest.raises(PuzzleError):
        get_heuristic("euclid")
    with pytest.raises(PuzzleError):
        get_heuristic(3)


def test_callable_heuristic_in_a_search():
    calls = []

    def counted(board, goal):
        calls.append(board)
        return board.manhattan(goal)

    counted.admissible = True
    r = solve("1 3 4 / 8 2 5 / 7 0 6", goal="snail", method="astar", heuristic=counted)
    assert r.length == 5 and r.optimal and r.heuristic == "counted"
    assert calls and all(isinstance(b, Board) for b in calls)
    problem = PuzzleProblem(Board.parse("1 3 4 / 8 2 5 / 7 0 6"), "snail", counted)
    assert problem.h(problem.initial) == Board.parse("1 3 4 / 8 2 5 / 7 0 6").manhattan(Board.goal(3, 3, "snail"))


SPELLINGS = {"linear_conflict": ["linear_conflict", "lc", "LC", "Linear-Conflict", "linear conflict"],
             "manhattan": ["manhattan", "md", "MD", "Manhattan"]}


@pytest.mark.parametrize("name", sorted(SPELLINGS))
def test_every_entry_point_resolves_the_same_spellings(name):
    from puzzlelib.search.fast_idastar import solve_idastar_puzzle

    board = Board.parse("1 3 4 / 8 2 5 / 7 0 6")
    for spelling in SPELLINGS[name]:
        assert get_heuristic(spelling) is HEURISTICS[name]
        assert PuzzleProblem(board, "snail", heuristic=spelling).heuristic_name == name
        assert solve_idastar_puzzle(board, "snail", spelling).heuristic == name
        for method in ("greedy", "astar", "wastar", "idastar"):
            assert solve(board, "snail", method=method, heuristic=spelling).heuristic == name, (method, spelling)


@pytest.mark.parametrize("spelling", ["lc", "md", "linear_conflict", "manhattan"])
def test_idastar_takes_the_tuned_solver_for_every_spelling(spelling, monkeypatch):
    import puzzlelib.search as search_module

    used = []
    tuned = search_module.solve_idastar_puzzle
    monkeypatch.setattr(search_module, "solve_idastar_puzzle", lambda *a, **k: used.append(a[2]) or tuned(*a, **k))
    monkeypatch.setattr(search_module, "idastar", lambda *a, **k: pytest.fail("the generic IDA* ran"))
    r = solve("8 1 3 / 4 0 2 / 7 6 5", method="idastar", heuristic=spelling)
    assert r.optimal and len(used) == 1 and used[0] is get_heuristic(spelling)


def test_pdb_is_a_named_heuristic_without_importing_the_database_module():
    import subprocess
    import sys

    code = ("import sys; from puzzlelib.heuristics import HEURISTICS, get_heuristic; "
            "names = sorted(HEURISTICS); assert 'pdb' in names and get_heuristic('PDB').name == 'pdb'; "
            "assert 'puzzlelib.pdb' not in sys.modules and 'numpy' not in sys.modules; "
            "import puzzlelib.pdb; assert sorted(HEURISTICS) == names")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_pattern_database_object_is_resolved_once_and_tuned(monkeypatch):
    from puzzlelib.pdb import pattern_heuristic

    table = pattern_heuristic(2, 3, progress=False)
    resolved = get_heuristic(table)
    assert resolved.database is table and resolved.admissible and resolved.name == table.name
    board = Board.parse("4 1 3 / 0 2 5")
    assert resolved(board) == table(board)
    r = solve(board, method="idastar", heuristic=table)
    assert r.optimal and r.heuristic == table.name and r.nodes_generated > 0
    assert solve(board, method="astar", heuristic=table).length == r.length
    with pytest.raises(PuzzleError, match="another board shape or goal"):
        solve(board, goal="blank-first", method="astar", heuristic=table)


def test_a_users_function_is_checked_once_at_the_start():
    start = Board.parse("1 2 3 / 4 5 6 / 7 0 8")
    calls = []

    def counted(board):
        calls.append(board)
        return board.manhattan()

    assert solve(start, method="astar", heuristic=counted).length == 1
    assert calls.count(start) == 1
