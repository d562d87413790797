"""The playground's tabs driven as a student would: choose options, click buttons, read what changed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from puzzlelib import Board, solve
from puzzlelib.errors import InvalidBoardError, PuzzleError, SearchLimitError, UnsolvableError
from puzzlelib.gamecode import board_from_code, game_code
from puzzlelib.search.methods import display_name
from puzzlelib.widgets.playground import (
    PRESETS,
    ParityTab,
    Playground,
    PlayTab,
    RaceTab,
    WatchTab,
    friendly,
    inversion_pairs,
)

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def page():
    return Playground(seed=7)


def test_the_page_style_sheet_ships_as_package_data_and_starts_the_page(page):
    import tomllib

    import puzzlelib.widgets.playground as module

    sheet = Path(module.__file__).with_name("playground.css")
    shipped = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]["puzzlelib"]
    assert "widgets/*.css" in shipped and sheet.exists()
    css = sheet.read_text(encoding="utf-8")
    assert ".puzzlelib-parity-headline" in css and "var(--jp-error-color1)" in css and "<" not in css
    assert page.children[0].value.startswith("<style>\n" + css + "</style>")

def test_the_watch_tab_searches_when_first_opened(page):
    assert page.watch.explorer is None
    page.tabs.selected_index = 1
    assert page.watch.explorer is not None and page.watch.problem == ""
    explorer = page.watch.explorer
    page.tabs.selected_index = 0
    page.tabs.selected_index = 1
    assert page.watch.explorer is explorer  # opened again: the search the student left stays


def test_four_tabs_each_with_one_sentence_and_no_problem(page):
    assert page.tabs.titles == ("Play", "Watch a search", "Race", "Parity lab")
    for tab in (page.play, page.watch, page.race, page.parity):
        text = tab.instructions.value
        assert text.count(". ") == 0 and text.count(":") <= 1, text
        assert tab.problem == ""


def test_each_ready_board_is_as_many_moves_from_the_goal_as_its_name_says():
    import re

    for name, text in PRESETS.items():
        moves = int(re.search(r"(\d+) moves", name).group(1))
        assert solve(text, method="astar", heuristic="linear_conflict").length == moves, name


# ---------------------------------------------------------------------------------------------- Play
def test_play_shows_the_code_of_the_board_and_a_slide_counts():
    tab = PlayTab(seed=1)
    assert tab.game.board == board_from_code(tab.code)
    assert tab.code in tab.game.code_view.value
    blank_r, blank_c = tab.game.board.blank_pos
    tab.game.slide(blank_r, blank_c + 1 if blank_c < 2 else blank_c - 1)
    assert tab.game.moves_made == 1 and tab.game.counter.value == "moves: 1"


def test_play_shuffle_shows_a_new_code_and_its_board():
    tab = PlayTab(seed=2)
    old = tab.code
    tab.game.shuffle_button.click()
    assert tab.code != old and tab.code in tab.game.code_view.value
    assert tab.game.board == board_from_code(tab.code) and tab.game.moves_made == 0


def test_play_typed_code_gives_the_same_board_as_python_and_the_size_follows():
    tab = PlayTab(seed=3)
    code = game_code(4, 4, 1234)
    tab.play_code(code.lower())
    assert tab.game.board == board_from_code(code) and tab.code == code
    assert tab.size.value == 4 and tab.game is tab.game_box.children[0]
    tab.play_code(code[:-1] + ("0" if code[-1] != "0" else "1"))  # one symbol mistyped
    message = tab.game.message
    assert message.startswith("The game code") and "PuzzleGame(" not in message and "\n" not in message
    assert tab.game.board == board_from_code(code)  # the game on screen is untouched


def test_play_size_and_look():
    tab = PlayTab(seed=4)
    tab.size.value = 5
    assert tab.game.board.rows == 5 and tab.game.board == board_from_code(tab.code)
    code = tab.code
    tab.look.value = "picture"
    assert tab.game.view.pieces and tab.code == code  # same board, drawn as a picture
    assert tab.problem == ""


def test_play_is_reproducible_with_a_seed():
    assert PlayTab(seed=9).code == PlayTab(seed=9).code


# ---------------------------------------------------------------------------------------------- Watch
def test_watch_runs_a_recorded_search_and_steps_it():
    tab = WatchTab()
    explorer = tab.explorer
    assert explorer is not None and explorer.result.method.startswith("astar")
    caption = explorer.caption
    tree = explorer.tree_view.status
    explorer.forward.click()
    assert explorer.step == 1 and explorer.caption != caption
    assert explorer.tree_view.step == 1 and explorer.tree_view.status != tree


@pytest.mark.parametrize("method", ["bfs", "scored", "greedy", "idastar"])
def test_watch_every_method(method):
    tab = WatchTab()
    tab.picker.preset.value = PRESETS["8-puzzle, 3 moves to go"]
    tab.method.value = method
    tab.run_button.click()
    assert tab.problem == ""
    assert tab.explorer.result.solved and tab.explorer.trace.steps > 0
    assert tab.heuristic.disabled == (method == "bfs")


@pytest.mark.parametrize(("text", "start"), [
    ("1 2 3 / 4 5 6 / 8 7 0", "This board cannot be solved"),
    ("1 2 3 / 4 5 6 / 7 8", "Rows have different lengths"),
    ("", "The board box is empty"),
    ("1 2 3 4 5 6 / 7 8 9 10 11 12 / 13 14 15 16 17 18 / 19 20 21 22 23 24 / 25 26 27 28 29 30 / "
     "31 32 33 34 35 0", "A 6 x 6 board grows a tree too big"),
])
def test_watch_bad_boards_are_one_sentence(text, start):
    tab = WatchTab()
    tab.picker.box.value = text
    tab.run_button.click()
    assert tab.problem.startswith(start), tab.problem
    assert "Board.parse" not in tab.problem and "\n" not in tab.problem
    assert tab.explorer is None and tab.explorer_box.children == ()


def test_every_preset_finishes_with_every_method_offered_and_only_those():
    from puzzlelib import solve
    from puzzlelib.errors import SearchLimitError
    from puzzlelib.widgets.playground import WATCH_BUDGET, WATCH_METHODS, WATCH_NOT_OFFERED

    tab = WatchTab(start=False)
    for name, text in PRESETS.items():
        tab.picker.preset.value = text
        offered = [m for _, m in tab.method.options]
        assert offered == [m for m in WATCH_METHODS.values() if m not in WATCH_NOT_OFFERED.get(name, ())]
        for method in WATCH_METHODS.values():
            if method in offered:
                assert solve(Board.parse(text), method=method, record=True, **WATCH_BUDGET).solved, (name, method)
            else:
                with pytest.raises(SearchLimitError):
                    solve(Board.parse(text), method=method, **WATCH_BUDGET)
    assert WATCH_NOT_OFFERED  # some were left out: the check above could fail both ways


def test_a_give_up_names_a_method_that_works():
    tab = WatchTab(start=False)
    tab.picker.box.value = "6 4 7 / 8 5 0 / 3 2 1"  # 31 moves, not a preset: every method is offered
    assert tab.picker.preset.value == "" and "bfs" in [m for _, m in tab.method.options]
    tab.method.value = "bfs"
    tab.run_button.click()
    assert tab.problem.startswith("The search gave up after 15,000 expansions")
    assert "A* with Manhattan distance solves this board" in tab.problem and tab.explorer is None
    tab.picker.box.value = "13 2 10 3 / 1 12 8 4 / 5 0 9 6 / 15 14 11 7"  # A* itself gives up here
    tab.method.value = "astar"
    tab.run_button.click()
    assert tab.problem.startswith("The search gave up") and "row by row" in tab.problem
    assert "A* with" not in tab.problem  # never advises what was just tried


def test_typing_a_board_switches_the_menu():
    tab = WatchTab(start=False)
    tab.picker.box.value = "1 2 3 / 0 4 6 / 7 5 8"
    assert tab.picker.preset.value == PRESETS["8-puzzle, 3 moves to go"]
    tab.picker.box.value = "1 2 3 / 4 0 6 / 7 5 8"
    assert tab.picker.preset.value == ""  # my own board
    tab.picker.box.value = "8  6 7/2 5 4/3 0 1"  # the hardest, typed loosely: BFS is not offered there
    assert tab.picker.preset_name == "8-puzzle, 31 moves (the hardest)"
    assert "bfs" not in [m for _, m in tab.method.options]


# ---------------------------------------------------------------------------------------------- Race
def test_race_runs_live_then_replays_ticks_and_ends_in_a_chart_and_a_table():
    tab = RaceTab()
    tab.run_button.click()
    assert tab.problem == ""
    replay = tab.replay
    finals = replay.finals
    # live: while BFS searched, the page showed its count climbing, the methods after it still at 0
    shown_bfs = [counts["BFS"] for counts in tab.live_counts]
    assert any(0 < n < finals["BFS"] for n in shown_bfs) and shown_bfs == sorted(shown_bfs)
    assert tab.live_counts[-1] == finals
    assert replay.step == replay.n_steps and replay.results_box.layout.display is None  # its end, then
    replay.go(0)
    assert replay.results_box.layout.display == "none"
    assert set(finals) == set(tab.chosen)
    assert finals["A* (Manhattan)"] < finals["BFS"]
    replay.go(1)
    assert 0 < replay.counts(1)["BFS"] < finals["BFS"]
    replay.go(replay.n_steps)
    assert replay.counts(replay.n_steps) == finals
    assert replay.results_box.layout.display is None
    assert replay.chart_view.value.startswith("<svg") and "currentColor" in replay.chart_view.value
    assert replay.chart_png()[:4] == replay.chart_png("dark")[:4] == b"\x89PNG"
    assert replay.chart_png() != replay.chart_png("dark")  # each theme its own picture, not a white box
    for label in finals:
        assert label in replay.table_view.value
    optimal = solve(tab.picker.text, method="astar").length
    assert set(tab.table.loc[tab.table.solved & tab.table.optimal, "length"]) == {optimal}


def test_race_every_search_is_budgeted():
    tab = RaceTab()
    tab.picker.preset.value = PRESETS["8-puzzle, 31 moves (the hardest)"]
    tab.method_boxes[display_name("scored")].value = True
    tab.run(play=False)
    bfs = tab.table.set_index("label").loc["BFS"]
    assert not bfs.solved and "budget" in bfs.error
    assert "gave up at the budget" in tab.replay.bars_view.value
    assert tab.replay.finished


def test_race_bad_input_is_one_sentence():
    tab = RaceTab()
    tab.picker.box.value = "8 7 6 / 5 4 3 / 2 1"
    tab.run_button.click()
    assert tab.problem.startswith("Rows have different lengths") and tab.replay is None
    tab.picker.box.value = "1 2 3 / 4 5 6 / 8 7 0"
    tab.run_button.click()
    assert tab.problem.startswith("This board cannot be solved")
    tab.picker.box.value = "1 2 3 / 4 5 6 / 7 0 8"
    for box in tab.method_boxes.values():
        box.value = False
    tab.run_button.click()
    assert tab.problem == "Tick at least one method to race."
    assert tab.run_button.description == "Race" and not tab.run_button.disabled


# ---------------------------------------------------------------------------------------------- Parity
def test_parity_explains_a_typed_unsolvable_board():
    tab = ParityTab()
    tab.box.value = "1 2 3 / 4 5 6 / 8 7 0"
    assert not tab.solvable
    assert tab.verdict.startswith("Not solvable") and "1 inversion" in tab.verdict and "8 before 7" in tab.verdict
    assert "make_solvable" not in tab.verdict and tab.verdict.endswith("to fix it.")
    assert tab.fix_button.layout.display is None
    tab.fix_button.click()
    assert tab.solvable and tab.verdict.startswith("Solvable") and tab.fix_button.layout.display == "none"


def test_parity_even_width_states_the_blank_row_rule():
    tab = ParityTab()
    tab.box.value = "1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 15 14 0"
    assert tab.size.value == 4 and len(tab.cell_buttons) == 16
    assert "Blank-row rule" in tab.verdict and "1 + 3 = 4, which is even" in tab.verdict
    assert not tab.solvable


def test_parity_clicking_two_tiles_swaps_them():
    tab = ParityTab()
    tab.box.value = "1 2 3 / 4 5 6 / 7 8 0"
    assert tab.solvable
    tab.cell_buttons[0].click()
    assert tab.selected == 0 and tab.cell_buttons[0].button_style == "warning"
    tab.cell_buttons[1].click()
    assert tab.board == Board.parse("2 1 3 / 4 5 6 / 7 8 0") and not tab.solvable
    assert tab.box.value == tab.board.to_text()  # the box follows the clicks
    assert inversion_pairs(tab.board) == [(2, 1)]


def test_parity_size_deals_a_board_and_typos_are_one_sentence():
    tab = ParityTab()
    tab.size.value = 4
    assert (tab.board.rows, tab.board.cols) == (4, 4)
    tab.box.value = "1 2 3 / x"
    assert tab.problem.startswith("'x'") and "Board.parse" not in tab.problem
    assert (tab.board.rows, tab.board.cols) == (4, 4)


# ---------------------------------------------------------------------------------------------- errors
@pytest.mark.parametrize(("exc", "words"), [
    (UnsolvableError("x"), "cannot be solved"),
    (SearchLimitError("x", stats={"nodes_expanded": 1200}), "after 1,200 expansions"),
    (InvalidBoardError("Tile 9 is missing; for example Board.parse('1 2 3 / 4 5 6 / 7 8 0')."), "Tile 9 is missing."),
    (PuzzleError("line one\nline two"), "line one line two."),
    (ZeroDivisionError("division by zero"), "Something went wrong"),
])
def test_friendly_is_one_sentence_without_python(exc, words):
    sentence = friendly(exc)
    assert words in sentence and "\n" not in sentence and "Board.parse" not in sentence


def test_the_app_notebook_is_one_cell_and_names_the_offline_template():
    nb = json.loads((REPO / "apps" / "playground.ipynb").read_text())
    code = [cell for cell in nb["cells"] if cell["cell_type"] == "code"]
    assert len(code) == 1 and "Playground()" in "".join(code[0]["source"])
    assert all(not cell.get("outputs") for cell in code)
    template = nb["metadata"]["voila"]["template"]
    page = (REPO / "apps" / "voila-template" / template / "index.html.j2").read_text()
    assert "extends 'lab/index.html.j2'" in page and "cdn" not in page.split("-#}")[-1].lower()


def test_a_big_board_is_raced_row_by_row_and_a_give_up_is_said():
    from puzzlelib.shuffle import random_solvable
    from puzzlelib.widgets.playground import ROW_BY_ROW

    tab = RaceTab()
    tab.picker.box.value = random_solvable(6, 6, seed=4).to_text()
    tab.method_boxes[ROW_BY_ROW].value = False
    tab.run(play=False)
    table = tab.table.set_index("label")
    assert bool(table.loc[ROW_BY_ROW, "solved"]) and tab.method_boxes[ROW_BY_ROW].value  # added by itself
    assert "gave up" in tab.problem and ROW_BY_ROW not in tab.problem.split(":")[0]
    assert tab.replay.finished and tab.replay.chart_view.value.startswith("<svg")


def test_the_faults_a_teacher_met_on_the_projector_are_gone():
    play = PlayTab(seed=1)
    play.size.value = 5
    play.look.value = "picture"
    play.play_code(game_code(3, 3, 5871))  # a 3 x 3 code in a 5 x 5 picture game
    assert play.game.board.rows == 3 and not play.game.view.pieces and play.look.value == "numbers"
    game = play.game
    game.code_input.value = "zzzz"  # junk is not blamed on a version
    assert "not a game code" in game.message and "version" not in game.message
    game.code_input.value = "   "  # blanks get an answer too
    assert "empty" in game.message
    blank_row, blank_col = game.board.blank_pos
    edge = {0: "ArrowDown", game.board.rows - 1: "ArrowUp"}.get(blank_row) or (
        "ArrowRight" if blank_col == 0 else "ArrowLeft")
    game.view.press(edge)  # nothing on that side of the gap: says so, not "row or column"
    assert "the gap is at the edge" in game.message

    parity = ParityTab()
    parity.check("1 2 3 4 5 / 6 7 8 9 10 / 11 12 13 14 15 / 16 17 18 19 20 / 21 22 24 23 0")
    assert parity.verdict.startswith("Not solvable")
    parity.box.value = "1 2 3 / 4 5"  # a bad board clears the old verdict
    assert parity.problem and parity.verdict == ""


def test_the_watch_tabs_drive_mode_shows_the_students_own_tree():
    tab = WatchTab()
    explorer = tab.explorer
    explorer.step = explorer.n_steps  # played to the end: the tree shows A*'s solution path
    assert "path" in explorer.tree_view.status.values()
    explorer.drive_toggle.value = True
    assert explorer.tree_view.tree["steps"] == 0 and explorer.tree_view.shown_ids == [0]
    first = explorer.drive.ordered()[0].id if explorer.drive.open else None
    explorer.choose(explorer.drive_select.value)
    assert explorer.tree_view.tree["steps"] == 1 and "path" not in explorer.tree_view.status.values()
    assert first is not None and explorer.drive_message.count("You expanded") == 1  # said once
