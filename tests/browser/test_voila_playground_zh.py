"""apps/playground.ipynb in Chinese: served by Voila and opened at ?lang=zh-CN in headless Chromium.

Every tab is used once, as in test_voila_playground.py, and what the page says is checked in Chinese;
no request may leave 127.0.0.1 and no console error or traceback may appear.
"""

from __future__ import annotations

import contextlib

import pytest
from playwright.sync_api import expect

from puzzlelib.gamecode import board_from_code
from tests.browser.conftest import WIDGET_FAILURE_TEXT, save_screenshot
from tests.browser.test_voila_playground import (  # noqa: F401 - voila_url is the fixture this module uses
    ERROR_TEXT,
    PROJECTOR,
    READY_SECONDS,
    open_tab,
    shown_code,
    tiles_of,
    voila_url,
)

pytestmark = [pytest.mark.browser, pytest.mark.voila]


def test_playground_in_chinese(browser_context, voila_url, request):  # noqa: F811 - the imported fixture
    url, log = voila_url
    page = browser_context.new_page()
    page.set_viewport_size(PROJECTOR)
    console_errors, outside = [], []
    page.on("console", lambda msg: console_errors.append(msg.text) if msg.type == "error" else None)
    page.on("request", lambda req: outside.append(req.url)
            if req.url.startswith(("http:", "https:", "ws:", "wss:")) and not req.url.startswith(
                ("http://127.0.0.1", "ws://127.0.0.1")) else None)
    try:
        page.goto(url + "?lang=zh-CN", timeout=READY_SECONDS * 1000)
        expect(page.locator(".puzzlelib-playground")).to_be_visible(timeout=READY_SECONDS * 1000)
        expect(page.locator(".puzzlelib-title")).to_have_text("数字华容道游乐场")
        tabs = page.locator(".lm-TabBar-tab")
        expect(tabs).to_have_text(["玩一玩", "观看搜索", "比赛", "奇偶性实验室"])

        # Play: the buttons and the counter speak Chinese; a slide counts.
        game = page.locator(".puzzlelib-game")
        expect(game.locator(".puzzlelib-shuffle")).to_have_text("打乱")
        expect(page.locator(".puzzlelib-tab-play .puzzlelib-instructions")).to_contain_text("游戏码")
        board = board_from_code(shown_code(game))
        assert tiles_of(game) == board.tiles
        r, c = board.blank_pos
        neighbour = board.tiles[r * board.cols + (c + 1 if c + 1 < board.cols else c - 1)]
        game.locator(f".puzzlelib-tile[data-tile='{neighbour}']").click()
        expect(game.locator(".puzzlelib-moves-counter")).to_have_text("步数：1")
        # The board's own words (screen readers' labels) come from the catalog too.
        assert game.locator(".puzzlelib-tile").first.get_attribute("aria-label").startswith("方块 ")
        expect(game.locator(".puzzlelib-boardview").first).to_have_attribute("aria-label", "数字华容道，3 行 3 列，可以玩")
        game.locator(".puzzlelib-hint").click()
        expect(game.locator(".puzzlelib-message")).to_contain_text("提示：把")

        # Watch a search: the tab's own words are Chinese and a step forward works.
        open_tab(page, "观看搜索")
        watch = page.locator(".puzzlelib-tab-watch")
        expect(watch.locator(".puzzlelib-run-search")).to_have_text("搜索")
        tree_before = watch.locator(".puzzlelib-tree").get_attribute("src")
        watch.locator(".puzzlelib-forward").click()
        expect(watch.locator(".puzzlelib-tree")).not_to_have_attribute("src", tree_before)
        save_screenshot(page, request.node.name, "watch")

        # Race: bars, then the chart and the table with Chinese headings.
        open_tab(page, "比赛")
        race = page.locator(".puzzlelib-tab-race")
        race.locator(".puzzlelib-race-run").click()
        expect(race.locator(".puzzlelib-race-chart")).to_be_visible(timeout=60_000)
        expect(race.locator(".puzzlelib-race-chart")).to_contain_text("扩展的结点数（越少越好）")
        expect(race.locator(".puzzlelib-race-table")).to_contain_text("扩展结点数")
        expect(race.locator(".puzzlelib-race-bars")).to_contain_text("完成：")
        save_screenshot(page, request.node.name, "race")

        # Parity lab: the verdict in Chinese, and the empty box as one Chinese sentence.
        open_tab(page, "奇偶性实验室")
        parity = page.locator(".puzzlelib-tab-parity")
        parity.locator(".puzzlelib-board-input input").fill("1 2 3 / 4 5 6 / 8 7 0")
        parity.locator(".puzzlelib-board-input input").press("Enter")
        verdict = parity.locator(".puzzlelib-parity-verdict")
        expect(verdict).to_contain_text("无解")
        expect(verdict).to_contain_text("8 在 7 前")
        expect(parity.locator(".puzzlelib-parity-fix")).to_have_text("交换两个方块使它有解")
        save_screenshot(page, request.node.name, "parity")

        body = page.inner_text("body")
        assert not [t for t in (*WIDGET_FAILURE_TEXT, *ERROR_TEXT, "出错了") if t in body], body[-2000:]
        assert not console_errors, console_errors
        assert not outside, f"requests that need the internet: {outside}"
    except BaseException:
        with contextlib.suppress(Exception):
            save_screenshot(page, request.node.name, "failure")
        print(log.read_text(errors="replace")[-3000:])
        raise
    finally:
        page.close()
