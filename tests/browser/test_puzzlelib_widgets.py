"""puzzlelib's own widgets in JupyterLab in headless Chromium, as a class would use them.

Opens notebooks/widgets_demo.ipynb (a SolutionPlayer and a PuzzleGame), checks both rendered, moves
the player's slider with the keyboard (caption and board must follow, and the board must be the one
the package computes), then plays the game with clicks: a tile far from the blank is refused, Hint
names the right tile, two slides solve it. The DOM hooks are the CSS classes documented in
puzzlelib/widgets/__init__.py.
"""

import re
import time

import pytest
from playwright.sync_api import expect

from puzzlelib import Board, solve
from puzzlelib.widgets import SolutionPlayer

pytestmark = pytest.mark.browser

PLAYER_START = "1 2 3 / 0 4 6 / 7 5 8"  # as in widgets_demo.ipynb
GAME_START = "1 2 3 / 4 0 6 / 7 5 8"


def board_of(widget) -> tuple[int, ...]:
    """The board an HTML board table shows, read back from the cells' data-tile attributes."""
    cells = widget.locator("td.puzzlelib-cell")
    return tuple(int(tile) for tile in cells.evaluate_all("cells => cells.map(c => c.dataset.tile)"))


def game_board(game) -> tuple[int, ...]:
    """The game's board, read from its tile buttons (row-major; the blank's button has no text)."""
    texts = game.locator(".puzzlelib-tile").all_inner_texts()
    return tuple(int(text) if text.strip() else 0 for text in texts)


def eventually(read, expected, what: str, timeout_s: float = 15):
    """Poll ``read()`` until it returns ``expected``; assert with the last value otherwise."""
    deadline = time.monotonic() + timeout_s
    while (value := read()) != expected and time.monotonic() < deadline:
        time.sleep(0.1)
    assert value == expected, f"{what}: the page shows {value}, expected {expected}"


def tile_button(game, tile: int):
    return game.locator(".puzzlelib-tile", has_text=re.compile(rf"^\s*{tile}\s*$"))


def test_player_and_game_render_and_respond(page, run_notebook, screenshot):
    run_notebook(page, "widgets_demo.ipynb")
    player = page.locator(".puzzlelib-player")
    game = page.locator(".puzzlelib-game")
    expect(player).to_have_count(1)
    expect(game).to_have_count(1)
    screenshot(page, "rendered")

    # The player: step 0 shows the start; one ArrowRight on the slider shows the board after one move.
    # The same player built here, in the test process, says what the page must show.
    start = Board.parse(PLAYER_START)
    model = SolutionPlayer(solve(start))
    caption = player.locator(".puzzlelib-caption")
    assert board_of(player) == start.tiles
    expect(caption).to_have_text(model.caption)
    player.locator(".puzzlelib-slider .noUi-handle").click()
    page.keyboard.press("ArrowRight")
    model.step = 1
    assert model.board != start
    expect(caption).to_have_text(model.caption)
    eventually(lambda: board_of(player), model.board.tiles, "the player's board after one step")

    # The game: a far tile is refused, Hint names the tile, two clicks solve it and the counter follows.
    begin = Board.parse(GAME_START)
    counter = game.locator(".puzzlelib-moves-counter")
    message = game.locator(".puzzlelib-message")
    assert game_board(game) == begin.tiles
    expect(counter).to_have_text("moves: 0")
    tile_button(game, 1).click()
    expect(message).to_contain_text("next to the blank")
    expect(counter).to_have_text("moves: 0")

    game.locator(".puzzlelib-hint").click()
    expect(message).to_contain_text("slide 5 up")
    tile_button(game, 5).click()
    expect(counter).to_have_text("moves: 1")
    # A blank button must show no number: ipywidgets leaves a button's old text on the page when its
    # description becomes "" (and it has no icon), so the game must give the blank a non-empty one.
    eventually(lambda: game_board(game), begin.slide(2, 1).tiles, "the game's board after sliding 5")
    tile_button(game, 8).click()
    expect(counter).to_have_text("moves: 2")
    expect(message).to_contain_text("Solved in 2 moves")
    expect(game.locator(".puzzlelib-board.puzzlelib-solved")).to_have_count(1)
    eventually(lambda: game_board(game), Board.goal(3, 3).tiles, "the game's board when solved")
    screenshot(page, "played")
