"""A lazy student against every checker of lesson 1 (the ant).

The student runs the starters unedited, reads the Summary, help() and the replies, pastes what the
package's searches return, tries random walks and random grids, and feels the way through the maze with
the checker's replies. None of it may pass where the task asks for thought, and no reply, docstring or
Summary may hold an answer. Where it is cheap, a deliberately weak variant of a checker shows that the
test would catch the weakness.
"""

from __future__ import annotations

import random

import pytest
from lazy_tools import checker_texts, notebook, reply, run_lesson, summary_text

from puzzlelib import GridProblem, solve
from puzzlelib.errors import UnsolvableError
from puzzlelib.exercises import check_greedy_longer, check_greedy_trap, check_grid_path, verdicts
from puzzlelib.exercises.grid import _judge_longer, _judge_trap, _judge_walk
from puzzlelib.search.walks import greedy_walk

STEM = "01_path_planning"
WALLED = GridProblem.parse("""
. . . . . .
. # # . # .
S # G . . .
. # # # # .
. . . . . .
""")
SHORTEST = "UURRRDDL"
LESSON_GRID = GridProblem.parse("""
. . . . . . . . . .
. . . . . # . . . .
. . . . . # . . . .
S . # # # . . . G .
. . . . . . . . . .
. . . . . . . . . .
""")
CORRIDOR = """
. . . . .
. # # # .
S . . # G
. # # # .
. . . . .
"""


@pytest.fixture(scope="module")
def lesson():
    return run_lesson(STEM)


@pytest.fixture(autouse=True)
def fresh_session():
    verdicts.forget_guesses()


def _random_grid(rng: random.Random, rows: int, cols: int, walls: int) -> str:
    cells = [["."] * cols for _ in range(rows)]
    start, goal, *blocked = rng.sample(range(rows * cols), walls + 2)
    for index, mark in [(start, "S"), (goal, "G")] + [(w, "#") for w in blocked]:
        cells[index // cols][index % cols] = mark
    return "\n".join(" ".join(row) for row in cells)


# ----------------------------------------------------------------------------- the starters and the texts
def test_every_starter_as_stored_is_not_yet_and_its_reply_holds_no_answer(lesson):
    checks = [check for _, check in lesson["checks"]]
    assert len(checks) == 3 and not any(checks)  # Your turns 1 and 2, and the trap in Going further
    walk = checks[0]
    assert "UU" not in reply(walk) and "13-7" not in reply(walk) and "8 steps" not in reply(walk)


def test_the_summary_and_help_hold_no_answer():
    summary = summary_text(STEM)
    assert SHORTEST not in summary and "13, 7, 1" not in summary and "# #" not in summary
    for checker in (check_grid_path, check_greedy_trap, check_greedy_longer):
        text = checker_texts(checker)
        assert SHORTEST not in text and "# # #" not in text and ". # ." not in text


# ----------------------------------------------------------------------------- Your turn 1: the shortest walk
def test_walk_is_not_a_single_corridor():
    """More than one route to the food, of different lengths: "shortest" asks something."""
    long_way = "DDRRRRRUULLL"
    assert GridProblem.parse(WALLED.to_text()).goal == WALLED.goal
    assert not check_grid_path(WALLED, long_way)
    assert len(long_way) > len(SHORTEST) == solve(WALLED, method="bfs").length


def test_walk_a_keyword_cannot_turn_a_long_walk_right():
    """help() names optimal=; passing optimal=False once made any walk to the food Right."""
    with pytest.warns(DeprecationWarning):
        assert not check_grid_path(WALLED, "DDRRRRRUULLL", optimal=False)


def test_walk_reply_to_a_long_walk_does_not_give_the_shortest_length():
    """"12 steps, but 8 are enough" told the student the length of the answer."""
    text = reply(check_grid_path(WALLED, "DDRRRRRUULLL"))
    assert "8" not in text.replace("28", "").replace("18", "") and "enough" not in text


def test_walk_no_cell_before_the_exercise_imports_a_search_that_answers_it():
    """solve(walled, method="bfs").moves is the walk: the lesson imports solve only after Your turn 1."""
    code = [c.source for c in notebook(STEM).cells if c.cell_type == "code"]
    exercise = next(i for i, source in enumerate(code) if "check_grid_path(" in source)
    assert not any("solve" in source for source in code[:exercise + 1])


def test_walk_random_walks_do_not_pass():
    rng = random.Random(1)
    walks = ["".join(rng.choice("UDLR") for _ in range(rng.randint(6, 12))) for _ in range(3000)]
    passed = 0
    for walk in walks:
        verdicts.forget_guesses()  # each as a first try: the pass rate of random walks, not of the limit
        passed += bool(check_grid_path(WALLED, walk))
    assert passed == 0


def _feel_the_way(checker, limit: int = 5000) -> str | None:
    """Extend the walk one direction at a time, keeping a step unless the reply says it hits a wall or
    leaves the grid: the maze explored through the checker's replies (breadth-first over prefixes)."""
    frontier = [""]
    tries = 0
    while frontier and tries < limit:
        walk = frontier.pop(0)
        for move in "UDLR":
            tries += 1
            check = checker(WALLED, walk + move)
            if check:
                return walk + move
            if "wall" not in check.message and "off the grid" not in check.message \
                    and "no longer judged" not in check.message:
                frontier.append(walk + move)
    return None


def test_walk_cannot_be_found_by_feeling_the_way_through_the_replies():
    assert _feel_the_way(check_grid_path) is None


def test_walk_feeling_the_way_would_win_without_the_guess_limit():
    """The weak variant: the same replies without the limit on wrong answers let the loop find the walk."""
    from puzzlelib.exercises.grid import _cells_from

    def unlimited(grid, path):
        cells, problem = _cells_from(grid, path)
        return _judge_walk(grid, path, cells, problem)

    assert _feel_the_way(unlimited) == SHORTEST


def test_walk_package_search_is_the_work_the_exercise_replaces():
    """solve() gives the walk, as it gives any answer here; the lesson's task is to find it by eye and say
    why no walk is shorter. What the test checks is that no docstring or reply says how to call it."""
    for text in (check_grid_path(WALLED, "").hint, check_grid_path(WALLED, "RR").hint):
        assert "solve" not in text and "breadth-first" not in text


# ----------------------------------------------------------------------------- Your turn 2: the trap
def _trap_rate(check, tries: int, seed: int) -> float:
    rng = random.Random(seed)
    passed = 0
    for _ in range(tries):
        rows, cols = rng.choice([(5, 5), (4, 6), (3, 8)])
        passed += bool(check(_random_grid(rng, rows, cols, rng.randint(2, 10))))
    return passed / tries


def _first_try(check):
    """``check`` as a first try in a fresh session: the pass rate of the design, not of the guess limit."""
    def run(grid):
        verdicts.forget_guesses()
        return check(grid)
    return run


def test_trap_random_grids_rarely_pass():
    assert _trap_rate(_first_try(check_greedy_trap), 3000, 7) < 0.01


def test_trap_weak_variant_passes_one_random_grid_in_ten():
    """The weak variant: the old check (stuck anywhere, any detour) passed about one random grid in ten."""
    def weak(text):
        return _judge_trap(text, GridProblem.parse(text), max_cells=25, min_steps=0, min_detour=0)
    assert _trap_rate(weak, 1500, 7) > 0.08


def _random_loop(check, tries: int, seed: int, **limits) -> bool:
    """The lazy student's loop in one session: random grids until one passes (the cold reader's attack)."""
    rng = random.Random(seed)
    for _ in range(tries):
        rows, cols = rng.choice([(5, 5), (4, 6), (3, 8), (5, 6)])
        if check(_random_grid(rng, rows, cols, rng.randint(2, 12)), **limits):
            return True
    return False


def test_trap_a_loop_of_random_grids_in_one_session_finds_nothing():
    """About one random grid in a thousand passes; a session judges 20 grids, so the loop stops being judged
    long before, and after it even a right trap is not judged."""
    assert not _random_loop(check_greedy_trap, 5000, 3)
    assert not check_greedy_trap(CORRIDOR).decided


def test_trap_random_loop_would_win_without_the_guess_limit():
    def unlimited(text):
        return _judge_trap(text, GridProblem.parse(text), max_cells=25, min_steps=2, min_detour=4)
    assert _random_loop(unlimited, 5000, 3)


def test_trap_limits_are_not_the_students_to_drop_or_loosen():
    """The limits were keyword arguments: without them the lesson's own 60-cell grid passed."""
    assert not check_greedy_trap(LESSON_GRID)
    assert not check_greedy_trap(LESSON_GRID, max_cells=100, min_steps=0, min_detour=0)
    verdicts.forget_guesses()
    assert check_greedy_trap(CORRIDOR, max_cells=25, min_steps=2, min_detour=4)


def test_trap_looser_keywords_draw_on_the_same_count():
    for k in range(20):
        check_greedy_trap(f"S {'. ' * k}G")
    assert not check_greedy_trap(CORRIDOR, max_cells=99).decided


def test_trap_refuses_an_ant_that_never_moves_and_two_ants():
    at_its_feet = """
. . . . .
. . G . .
. # # # .
. # S # .
. . . . .
"""
    verdict = check_greedy_trap(at_its_feet, max_cells=25, min_steps=2, min_detour=4)
    assert not verdict and "stuck after 0" in verdict.message
    assert not check_greedy_trap("S . # .\n. . # G\nS . . .", max_cells=25)


def test_trap_replies_do_not_draw_the_trap():
    verdict = check_greedy_trap("S . . . .\n. . . . .\n. . . . G", max_cells=25, min_steps=2, min_detour=4)
    assert "#" not in reply(verdict) and "cup" not in reply(verdict)


# ----------------------------------------------------------------------------- Your turn 3: greedy the long way
def test_longer_random_grids_rarely_pass():
    rng = random.Random(11)
    passed = tried = 0
    for _ in range(3000):
        rows, cols = rng.choice([(5, 6), (4, 7), (3, 10), (5, 5)])
        text = _random_grid(rng, rows, cols, rng.randint(2, 10))
        tried += 1
        verdicts.forget_guesses()
        passed += bool(check_greedy_longer(text))
    assert passed / tried < 0.003


def test_longer_a_loop_of_random_grids_in_one_session_finds_nothing():
    assert not _random_loop(check_greedy_longer, 5000, 4)


def test_longer_random_loop_would_win_without_the_guess_limit():
    def unlimited(text):
        return _judge_longer(text, GridProblem.parse(text), 30)
    assert _random_loop(unlimited, 5000, 4)


def test_longer_lessons_own_grid_is_too_big_whatever_the_keywords():
    """The limit was a keyword argument: without it the lesson's own grid of section 4 passed."""
    assert solve(LESSON_GRID, method="greedy").length > solve(LESSON_GRID, method="astar").length
    assert not check_greedy_longer(LESSON_GRID) and not check_greedy_longer(LESSON_GRID, max_cells=None)
    assert not check_greedy_longer(LESSON_GRID, max_cells=60)
    assert not check_greedy_longer("S . . G")


def test_longer_is_exact_about_what_greedy_does():
    """Right exactly when the package's greedy best-first path is at least 4 steps longer than the shortest."""
    rng = random.Random(5)
    for _ in range(300):
        text = _random_grid(rng, 4, 6, rng.randint(2, 8))
        try:
            shortest = solve(GridProblem.parse(text), method="bfs").length
        except UnsolvableError:
            continue
        longer = solve(GridProblem.parse(text), method="greedy").length >= shortest + 4
        verdicts.forget_guesses()
        assert bool(check_greedy_longer(text)) == longer
        walk = greedy_walk(GridProblem.parse(text))
        assert walk[0] == GridProblem.parse(text).initial
