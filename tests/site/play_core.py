"""Play puzzlelib's core the way the browser page does, and fail loudly if any of it needs numpy,
pandas or matplotlib.

Run as a script (``python tests/site/play_core.py [--block]``) by tests/test_core_without_heavy.py,
with ``--block`` (numpy, pandas and matplotlib made unimportable through ``sys.modules``), and by
the clean-venv test in tests/site/, where they are not installed at all. Prints ``core played`` last.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import sys

HEAVY = ("numpy", "pandas", "matplotlib", "PIL", "scipy", "tqdm")


def block_heavy() -> None:
    """Make every heavy package unimportable: ``sys.modules[name] = None`` turns an import into ImportError."""
    for name in HEAVY:
        sys.modules[name] = None  # type: ignore[assignment]


def play() -> None:  # one piece: a single walk through everything the page offers, in the page's order
    from puzzlelib import (
        Board,
        explain_solvability,
        fisher_yates,
        is_solvable,
        make_solvable,
        random_solvable,
        random_walk,
        row_by_row,
        solve,
        undo_shuffle,
    )
    from puzzlelib.gamecode import board_from_code, random_game_code
    from puzzlelib.search.plan import plan_solution
    from puzzlelib.widgets import BoardView, PuzzleGame, SearchExplorer, SolutionPlayer
    from puzzlelib.widgets.playground import Playground

    # boards, parity, shuffles, game codes
    board = Board.parse("8 6 7 / 2 5 4 / 3 0 1")
    assert is_solvable(board) and "inversion" in explain_solvability(board)
    swapped = board.swap_cells(0, 1)
    assert not is_solvable(swapped) and is_solvable(make_solvable(swapped))
    assert is_solvable(random_solvable(4, 4, seed=3)) and is_solvable(random_walk(30, seed=3))
    fisher_yates(seed=5, rows=3, cols=3)
    code = random_game_code(4, rng=random.Random(11))
    assert board_from_code(code) == board_from_code(code) and is_solvable(board_from_code(code))

    # searches with each heuristic agree on the shortest length; the non-searching solvers reach the goal
    near = Board.parse("1 2 3 / 4 0 8 / 5 7 6")
    lengths = {h: solve(near, method="astar", heuristic=h).length for h in ("misplaced", "manhattan", "linear_conflict")}
    assert set(lengths.values()) == {solve(near, method="bfs").length}, lengths
    assert solve(near, method="idastar").length == lengths["manhattan"]
    assert row_by_row(random_solvable(5, 5, seed=2)).path[-1] == Board.goal(5, 5)
    assert undo_shuffle((3, 3), "LLUURDDR").solved

    # hints: optimal A* on 3 x 3; on 4 x 4 (no pattern databases here) A* or weighted A* or row by row
    assert plan_solution(board).optimal
    hard = random_solvable(4, 4, seed=7)
    plan = plan_solution(hard)
    assert plan.method in ("astar", "wastar", "row_by_row") and "pdb" not in plan.note, plan
    assert hard.apply(plan.moves) == Board.goal(4, 4)

    # the widgets: board view, game (arrow key, hint, solve), player, explorer, and the playground's tabs
    BoardView(board)
    game = PuzzleGame(code=code)
    game.press("ArrowLeft") if game.board.blank_pos[1] < 3 else game.press("ArrowRight")
    game.hint_button.click()
    assert "slide" in game.message.lower(), game.message
    game.solve_button.click()
    assert game.player is not None, game.message
    SolutionPlayer(solve(near).moves, start=near).go(2)
    explorer = SearchExplorer(solve(near, method="astar", record=True))
    explorer.go(explorer.n_steps)
    page = Playground(seed=1)
    page.watch.run()
    assert page.watch.problem == "" and page.watch.explorer is not None
    page.race.run(play=False)
    assert page.race.problem == "" and page.race.replay.chart_view.value.startswith("<svg")
    page.parity.check("1 2 3 / 4 5 6 / 8 7 0")
    assert page.parity.verdict.startswith("Not solvable")
    page.parity.fix()
    assert page.parity.solvable

    # every code cell of the site's taste of the lessons
    from pathlib import Path

    taste = Path(__file__).resolve().parents[2] / "puzzlelib" / "site" / "files" / "taste.ipynb"
    namespace, printed = {}, io.StringIO()
    with contextlib.redirect_stdout(printed):
        for cell in json.loads(taste.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] == "code":
                exec("".join(cell["source"]), namespace)
    assert "boards expanded" in printed.getvalue()

    heavy = sorted(name for name in sys.modules if name.split(".")[0] in HEAVY and sys.modules[name] is not None)
    assert heavy == [], f"the core imported {heavy}"


if __name__ == "__main__":
    if "--block" in sys.argv:
        block_heavy()
    random.seed(0)
    play()
    print("core played")
