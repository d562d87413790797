"""The board view as a student uses it in JupyterLab: arrow keys to the goal, game codes both ways, Space
on a player, shortcuts kept away from the notebook, and legible tiles in the light and dark themes.

notebooks/board_game.ipynb is run once per module; the tests share its tab. Caps are generous (a
slide painted within 1 s): CI catches a regression without flaking; benchmarks/browser_latency.py
measures the real figures.
"""

import re
import time

import pytest
from playwright.sync_api import expect

from puzzlelib import Board, solve
from puzzlelib.gamecode import board_from_code, game_code

pytestmark = pytest.mark.browser

GAME_CODE = game_code(3, 3, 5871)  # as in board_game.ipynb
ARROW_FOR_BLANK_MOVE = {"U": "ArrowDown", "D": "ArrowUp", "L": "ArrowRight", "R": "ArrowLeft"}
"""The arrow moves a tile INTO the gap: the gap moving up means the tile above it moves down."""


@pytest.fixture(scope="module")
def game_tab(browser_context, lab, run_notebook):
    tab = browser_context.new_page()
    try:
        run_notebook(tab, "board_game.ipynb")
        yield tab
    finally:
        tab.close()
        lab.shut_down_kernels()


def shown(view) -> tuple[int, ...]:
    return tuple(int(t) for t in (view.get_attribute("data-board") or "").split())


def wait_for_board(view, expected: tuple[int, ...], what: str, timeout_s: float = 10) -> None:
    deadline = time.monotonic() + timeout_s
    while (now := shown(view)) != expected and time.monotonic() < deadline:
        time.sleep(0.05)
    assert now == expected, f"{what}: the page shows {now}, expected {expected}"


def cell_count(page) -> int:
    return page.locator(".jp-Notebook .jp-Cell").count()


def test_arrow_keys_play_a_3x3_game_to_solved(game_tab, screenshot):
    page = game_tab
    game = page.locator(".puzzlelib-game")
    view = game.locator(".puzzlelib-boardview").first
    start = board_from_code(GAME_CODE)
    assert shown(view) == start.tiles
    expect(game.locator(".puzzlelib-code")).to_contain_text(GAME_CODE)
    expect(view).to_contain_text("arrow moves a tile into the gap")
    label = view.locator(".puzzlelib-tile").first.get_attribute("aria-label")
    assert label.startswith("tile ")

    cells_before = cell_count(page)
    view.focus()
    board = start
    for move in solve(start).moves:
        started = time.perf_counter()
        page.keyboard.press(ARROW_FOR_BLANK_MOVE[move])
        board = board.move(move)
        wait_for_board(view, board.tiles, f"after the gap moved {move}")
        assert time.perf_counter() - started < 1.0, "a slide took more than a second to show"
    expect(game.locator(".puzzlelib-message")).to_contain_text("Solved in")
    expect(game.locator(".puzzlelib-boardview.puzzlelib-solved")).to_have_count(1)
    expect(game.locator(".puzzlelib-moves-counter")).to_have_text(f"moves: {len(solve(start).moves)}")
    # The keys were the board's: JupyterLab neither moved nor added cells, and "b" (insert a cell below
    # in command mode) typed on the focused board does nothing either.
    page.keyboard.press("b")
    page.wait_for_timeout(300)
    assert cell_count(page) == cells_before
    screenshot(game, "solved-with-arrow-keys")


def test_a_game_code_round_trips_between_python_and_the_page(game_tab):
    page = game_tab
    game = page.locator(".puzzlelib-game")
    view = game.locator(".puzzlelib-boardview").first
    code_label = game.locator(".puzzlelib-code b")
    before = code_label.inner_text().strip() if code_label.count() else ""
    game.locator(".puzzlelib-shuffle").click()
    expect(game.locator(".puzzlelib-message")).to_contain_text("Game code")
    if before:  # the label shows the new game's code (a new shuffle repeats the old code only by rare chance)
        expect(code_label).not_to_have_text(before)
    shown_code = code_label.inner_text().strip()
    wait_for_board(view, board_from_code(shown_code).tiles, "the page's board against Python's board for its code")

    typed = game_code(4, 4, 777)  # typed into the page: Python builds that board and the page shows it
    box = game.locator(".puzzlelib-code-input input")
    box.fill(typed.lower())
    box.press("Enter")
    wait_for_board(view, board_from_code(typed).tiles, "the board for a typed code")
    expect(game.locator(".puzzlelib-code")).to_contain_text(typed)


def test_solve_replays_on_the_board_and_one_undo_gives_it_back(game_tab):
    page = game_tab
    game = page.locator(".puzzlelib-game")
    view = game.locator(".puzzlelib-boardview").first
    code = game_code(3, 3, 31)
    box = game.locator(".puzzlelib-code-input input")
    box.fill(code)
    box.press("Enter")
    wait_for_board(view, board_from_code(code).tiles, "the board for a typed code")
    game.locator(".puzzlelib-solve").click()
    expect(view).to_have_class(re.compile("puzzlelib-solved"), timeout=15_000)
    assert shown(view) == Board.goal(3, 3).tiles
    game.locator(".puzzlelib-undo").click()
    wait_for_board(view, board_from_code(code).tiles, "the board after one Undo of Solve")
    expect(game.locator(".puzzlelib-moves-counter")).to_have_text("moves: 0")


def test_clicks_slide_a_whole_line(game_tab):
    page = game_tab
    game = page.locator(".puzzlelib-game")
    view = game.locator(".puzzlelib-boardview").first
    board = Board(3, 3, shown(view))
    row, col = board.blank_pos
    far = 0 if col == 2 else 2 if col == 0 else None
    if far is None:  # the gap in the middle column: slide one tile to the side first
        view.focus()
        page.keyboard.press("ArrowLeft")
        board = board.move("R")
        wait_for_board(view, board.tiles, "after ArrowLeft")
        row, col, far = board.blank_pos[0], 2, 0
    tile = board.tiles[row * 3 + far]
    view.locator(f".puzzlelib-tile[data-tile='{tile}']").click()
    moves = ("R" if far > col else "L") * abs(far - col)
    wait_for_board(view, board.apply(moves).tiles, "after a click along the gap's row")


def test_space_plays_the_player_and_arrows_step(game_tab):
    page = game_tab
    player = page.locator(".puzzlelib-player").last  # the notebook's own, after the game's Solve player
    view = player.locator(".puzzlelib-boardview")
    readout = player.locator(".puzzlelib-slider .widget-readout")
    view.focus()
    page.keyboard.press("ArrowRight")
    expect(readout).to_have_text("1")
    expect(view).to_have_attribute("data-step", "1")  # the board follows the slider a frame later
    page.keyboard.press("Space")  # play
    expect(readout).not_to_have_text("1")
    page.keyboard.press("Space")  # pause
    page.wait_for_timeout(200)
    paused = readout.inner_text()
    page.wait_for_timeout(600)
    assert readout.inner_text() == paused
    expect(view).to_have_attribute("data-step", paused)


def test_tiles_are_legible_in_light_and_dark_themes(game_tab):
    page = game_tab
    view = page.locator(".puzzlelib-game .puzzlelib-boardview").first
    style = """el => {
        const tile = el.querySelector('.puzzlelib-tile'), frame = el.querySelector('.puzzlelib-frame');
        const s = getComputedStyle(tile);
        return {font: parseFloat(s.fontSize), tile: s.backgroundColor, text: s.color,
                frame: getComputedStyle(frame).backgroundColor};
    }"""
    for light in ("true", "false"):
        page.evaluate(f"document.body.setAttribute('data-jp-theme-light', '{light}')")
        colours = view.evaluate(style)
        assert colours["font"] >= 24 or view.get_attribute("data-board").count(" ") > 8  # >= 24 px on 3 x 3
        assert contrast(colours["text"], colours["tile"]) >= 7, colours
        assert contrast(colours["tile"], colours["frame"]) >= 3, colours  # the gap stands out among tiles
    page.evaluate("document.body.setAttribute('data-jp-theme-light', 'true')")


def contrast(a: str, b: str) -> float:
    """WCAG contrast ratio of two CSS rgb() colours."""
    def luminance(css: str) -> float:
        parts = [float(x) / 255 for x in css[css.index("(") + 1:css.index(")")].split(",")[:3]]
        lin = [p / 12.92 if p <= 0.03928 else ((p + 0.055) / 1.055) ** 2.4 for p in parts]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)
