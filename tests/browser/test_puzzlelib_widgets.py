"""puzzlelib's own widgets in JupyterLab in headless Chromium, as a class would use them.

notebooks/widgets_demo.ipynb is run ONCE per module (a module-scoped page) and shows a
SolutionPlayer, a PuzzleGame, a SearchExplorer and a GridExplorer; each test then drives one widget
through the page: keyboard on sliders, clicks on tiles and buttons, Play and Pause, a dropdown. What
the page must show is computed by building the same widget here, in the test process, and reading its
Python state, so the browser is checked against the package, not against hard-coded text. The DOM
hooks are the CSS classes documented in puzzlelib/widgets/__init__.py.
"""

import time

import pytest
from playwright.sync_api import expect

from puzzlelib import Board, solve
from puzzlelib.widgets import GridExplorer, SearchExplorer, SolutionPlayer

pytestmark = pytest.mark.browser

PLAYER_START = "1 2 3 / 0 4 6 / 7 5 8"  # as in widgets_demo.ipynb
GAME_START = "1 2 3 / 4 0 6 / 7 5 8"
EXPLORER_START = "1 2 3 / 0 4 6 / 7 5 8"
WIDGET_CLASSES = ("puzzlelib-player", "puzzlelib-game", "puzzlelib-explorer", "puzzlelib-grid-explorer")


@pytest.fixture(scope="module")
def demo_tab(browser_context, lab, run_notebook):
    """One tab with widgets_demo.ipynb run, shared by the tests of this module (saves a notebook run each)."""
    started = time.perf_counter()
    tab = browser_context.new_page()
    try:
        run_notebook(tab, "widgets_demo.ipynb")
        tab.run_seconds = time.perf_counter() - started  # counted once, in the first test's time
        yield tab
    finally:
        tab.close()
        lab.shut_down_kernels()


@pytest.fixture
def demo(demo_tab, request, screenshot, record_property):
    started = time.perf_counter() - getattr(demo_tab, "run_seconds", 0.0)
    demo_tab.run_seconds = 0.0
    yield demo_tab
    if getattr(request.node, "rep_call_failed", False):
        screenshot(demo_tab, "failure")
    record_property("browser_seconds", round(time.perf_counter() - started, 2))


def board_of(widget) -> tuple[int, ...]:
    """The board a BoardView shows, read back from its data-board attribute (row-major, 0 = blank)."""
    text = widget.locator(".puzzlelib-boardview").first.get_attribute("data-board") or ""
    return tuple(int(tile) for tile in text.split())


def tiles_by_cell(widget) -> tuple[int, ...]:
    """The board read from where each tile element sits (its data-cell), not from data-board."""
    cells = widget.locator(".puzzlelib-boardview").first.locator(".puzzlelib-tile, .puzzlelib-blank")
    pairs = cells.evaluate_all("els => els.map(e => [Number(e.dataset.cell), Number(e.dataset.tile)])")
    return tuple(tile for _, tile in sorted(pairs))


game_board = tiles_by_cell


def eventually(read, expected, what: str, timeout_s: float = 15):
    """Poll ``read()`` until it returns ``expected``; assert with the last value otherwise."""
    deadline = time.monotonic() + timeout_s
    while (value := read()) != expected and time.monotonic() < deadline:
        time.sleep(0.1)
    assert value == expected, f"{what}: the page shows {value}, expected {expected}"


def tile_button(game, tile: int):
    return game.locator(f".puzzlelib-tile[data-tile='{tile}']")


def press_on_slider(page, widget, key: str, times: int = 1) -> None:
    widget.locator(".puzzlelib-slider .noUi-handle").click()
    for _ in range(times):
        page.keyboard.press(key)


def test_every_widget_rendered(demo, screenshot):
    for css_class in WIDGET_CLASSES:
        expect(demo.locator(f".{css_class}")).to_have_count(1)
    screenshot(demo, "rendered")


def test_player_slider_moves_board_and_caption(demo, screenshot):
    player = demo.locator(".puzzlelib-player")
    start = Board.parse(PLAYER_START)
    model = SolutionPlayer(solve(start))
    caption = player.locator(".puzzlelib-caption")
    assert board_of(player) == start.tiles
    expect(caption).to_have_text(model.caption)

    press_on_slider(demo, player, "ArrowRight")
    model.step = 1
    assert model.board != start
    expect(caption).to_have_text(model.caption)
    eventually(lambda: board_of(player), model.board.tiles, "the player's board after one step")
    screenshot(player, "player-step-1")


def test_game_clicks_hint_and_solve(demo, screenshot):
    game = demo.locator(".puzzlelib-game")
    begin = Board.parse(GAME_START)
    counter = game.locator(".puzzlelib-moves-counter")
    message = game.locator(".puzzlelib-message")
    assert game_board(game) == begin.tiles
    expect(counter).to_have_text("moves: 0")

    tile_button(game, 1).click()  # not next to the blank: refused
    expect(message).to_contain_text("row or column")
    expect(counter).to_have_text("moves: 0")

    game.locator(".puzzlelib-hint").click()
    expect(message).to_contain_text("slide 5 up")
    tile_button(game, 5).click()
    expect(counter).to_have_text("moves: 1")
    eventually(lambda: game_board(game), begin.slide(2, 1).tiles, "the game's board after sliding 5")
    tile_button(game, 8).click()
    expect(counter).to_have_text("moves: 2")
    expect(message).to_contain_text("Solved in 2 moves")
    expect(game.locator(".puzzlelib-boardview.puzzlelib-solved")).to_have_count(1)
    eventually(lambda: game_board(game), Board.goal(3, 3).tiles, "the game's board when solved")
    screenshot(game, "game-solved")


def test_search_explorer_steps_through_expansions(demo, screenshot):
    explorer = demo.locator(".puzzlelib-explorer")
    model = SearchExplorer(solve(Board.parse(EXPLORER_START), method="astar", record=True))
    caption = explorer.locator(".puzzlelib-caption")
    closed_rows = explorer.locator("table.puzzlelib-closed-table tr:has(td)")
    expect(caption).to_have_text(model.caption)

    press_on_slider(demo, explorer, "ArrowRight", times=2)
    model.step = 2
    expect(caption).to_have_text(model.caption)
    expect(closed_rows).to_have_count(len(model.closed_nodes))
    eventually(lambda: board_of(explorer), model.board.tiles, "the board being expanded at step 2")
    screenshot(explorer, "explorer-step-2")


def test_grid_explorer_switches_method_and_steps(demo, screenshot):
    grid = demo.locator(".puzzlelib-grid-explorer")
    model = GridExplorer()
    caption = grid.locator(".puzzlelib-caption")
    expect(caption).to_have_text(model.caption)

    grid.locator(".puzzlelib-method select").select_option(label="A*")
    model.method_menu.value = "astar"
    expect(caption).to_have_text(model.caption)
    press_on_slider(demo, grid, "ArrowRight", times=3)
    model.step = 3
    expect(caption).to_have_text(model.caption)
    frontier = grid.locator("td.puzzlelib-gridcell[data-status='open']")
    expect(frontier).to_have_count(sum(1 for key in model.status.values() if key == "open"))
    screenshot(grid, "grid-astar-step-3")


def test_player_play_pause_and_resume(demo, screenshot):
    """Play runs in the browser (jslinked to the slider); Pause keeps the step; Play resumes from it.
    Last in this module: it leaves the player at its final step."""
    player = demo.locator(".puzzlelib-player")
    model = SolutionPlayer(solve(Board.parse(PLAYER_START)))
    caption = player.locator(".puzzlelib-caption")
    readout = player.locator(".puzzlelib-slider .widget-readout")
    play_pause, stop = player.locator(".puzzlelib-play button").nth(0), player.locator(".puzzlelib-play button").nth(1)

    stop.click()  # back to step 0, whatever earlier tests left
    expect(readout).to_have_text("0")
    player.locator(".puzzlelib-speed select").select_option(label="0.5x")  # a step every 0.8 s
    play_pause.click()  # Play: the first step is taken at once, the next after the interval
    eventually(lambda: readout.inner_text() != "0", True, "the slider after Play")
    play_pause.click()  # Pause
    paused = int(readout.inner_text())
    demo.wait_for_timeout(1500)  # longer than a step: a paused player must not move
    assert int(readout.inner_text()) == paused and 0 < paused < model.n_steps
    model.step = paused
    expect(caption).to_have_text(model.caption)
    eventually(lambda: board_of(player), model.board.tiles, f"the player's board paused at step {paused}")
    screenshot(player, "player-paused")

    play_pause.click()  # resume: on from the paused step to the end, where Play stops by itself
    model.step = model.n_steps
    expect(caption).to_have_text(model.caption)
    expect(readout).to_have_text(str(model.n_steps))
    eventually(lambda: board_of(player), model.board.tiles, "the player's board at the end")
    screenshot(player, "player-played-to-the-end")
