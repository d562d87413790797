"""The explorer's tree drawn by the browser (TreeView), in JupyterLab in headless Chromium.

notebooks/tree_view.ipynb is run once for the module and shows two explorers: A* on a 14-move board
(232 boards, every one drawn up to the fold) and BFS on an 8-move board folded at 60 boards. What the
page must show is computed by building the same widgets here and reading their Python state (the
tree's colours, the boards it keeps when folded, the line on the picture), so the page is held to
the package's rules, which tests/test_draw_tree_data.py holds to the static picture's.
"""

import time

import pytest
from playwright.sync_api import expect

from puzzlelib import Board, solve
from puzzlelib.widgets import HeapPlayer, SearchExplorer

pytestmark = pytest.mark.browser

ASTAR = ("1 2 3 / 4 0 8 / 5 7 6", "astar", None)  # as in tree_view.ipynb
FOLDED = ("2 3 6 / 1 0 5 / 4 7 8", "bfs", 60)
LEAST_TEXT_PX = 14

SHOWN_NODES = """els => els.filter(e => e.style.display !== 'none')
    .map(e => [Number(e.dataset.id), e.dataset.status])"""
BADGES = "els => els.filter(e => e.closest('.puzzlelib-tree-node').style.display !== 'none').map(e => e.textContent)"
TEXT_SIZES = """els => els.filter(e => e.closest('.puzzlelib-tree-node').style.display !== 'none' && e.textContent)
    .map(e => [parseFloat(getComputedStyle(e).fontSize), e.getBoundingClientRect().height])"""


def model_of(board, method, cap):
    kwargs = {"tree_nodes": cap} if cap else {}
    return SearchExplorer(solve(Board.parse(board), method=method, record=True), **kwargs)


@pytest.fixture(scope="module")
def tree_tab(browser_context, lab, run_notebook):
    tab = browser_context.new_page()
    try:
        run_notebook(tab, "tree_view.ipynb")
        yield tab
    finally:
        tab.close()
        lab.shut_down_kernels()


@pytest.fixture
def tab(tree_tab, request, screenshot):
    yield tree_tab
    if getattr(request.node, "rep_call_failed", False):
        screenshot(tree_tab, "failure")


def shown(tree) -> dict[int, str]:
    return dict(tree.locator(".puzzlelib-tree-node").evaluate_all(SHOWN_NODES))


def at_step(tree, model, step: int) -> None:
    """The page draws ``step``, with the colours and the line on the picture the package gives."""
    model.step = step
    expect(tree).to_have_attribute("data-step", str(step))
    assert shown(tree) == {i: model.tree_view.status[i] for i in model.tree_view.shown_ids}
    expect(tree.locator(".puzzlelib-tree-message")).to_have_text(model.tree_view.message)


def press_on_slider(page, widget, key: str, times: int = 1) -> None:
    widget.locator(".puzzlelib-slider .noUi-handle").click()
    for _ in range(times):
        page.keyboard.press(key)


def test_step_hover_zoom_and_drag_to_the_end(tab, screenshot):
    explorer = tab.locator(".puzzlelib-explorer").nth(0)
    tree = explorer.locator(".puzzlelib-treeview")
    model = model_of(*ASTAR)
    at_step(tree, model, 0)

    press_on_slider(tab, explorer, "ArrowRight", times=3)  # forward ...
    at_step(tree, model, 3)
    tab.keyboard.press("ArrowLeft")  # ... and back
    at_step(tree, model, 2)
    assert "current" in shown(tree).values() and tree.locator(".puzzlelib-tree-new").count() > 0

    node = model.current  # the board being expanded: hover it and read its numbers
    tree.locator(f".puzzlelib-tree-node[data-id='{node.id}']").hover()
    detail = tree.locator(".puzzlelib-tree-detail")
    expect(detail).to_be_visible()
    for line in (f"g = {node.g:g}", f"h = {node.h:g}", f"f = g + h = {node.f:g}"):
        expect(detail).to_contain_text(line)
    assert len(detail.locator(".puzzlelib-tree-detail-tile").all_inner_texts()) == 8
    screenshot(explorer, "hover")
    tab.mouse.move(5, 5)
    expect(detail).to_be_hidden()

    before = tree.locator(".puzzlelib-tree-node text").first.bounding_box()["height"]
    tree.locator(".puzzlelib-tree-zoom-in").click()
    expect(tree).to_have_attribute("data-scale", "1.25")
    after = tree.locator(".puzzlelib-tree-node text").first.bounding_box()["height"]
    assert after == pytest.approx(before * 1.25, rel=0.1)
    tree.locator(".puzzlelib-tree-fit").click()
    assert float(tree.get_attribute("data-scale")) != 1.25

    handle = explorer.locator(".puzzlelib-slider .noUi-handle")
    track = explorer.locator(".puzzlelib-slider .noUi-target").bounding_box()
    box = handle.bounding_box()
    tab.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    tab.mouse.down()
    for k in range(1, 11):  # a drag, not a jump: every step on the way is drawn
        tab.mouse.move(box["x"] + (track["x"] + track["width"] + 40 - box["x"]) * k / 10, box["y"] + box["height"] / 2)
        time.sleep(0.02)
    tab.mouse.up()
    at_step(tree, model, model.n_steps)
    assert {"path", "goal"} <= set(shown(tree).values())
    screenshot(explorer, "end")


def test_a_large_tree_folds_and_says_so(tab, screenshot):
    explorer = tab.locator(".puzzlelib-explorer").nth(1)
    tree = explorer.locator(".puzzlelib-treeview")
    model = model_of(*FOLDED)
    press_on_slider(tab, explorer, "End")
    at_step(tree, model, model.n_steps)
    message = tree.locator(".puzzlelib-tree-message")
    folded = model.tree_view.tree
    expect(message).to_contain_text(f"showing {len(model.tree_view.shown_ids)} of {len(folded['nodes'])} boards")
    badges = [t for t in tree.locator(".puzzlelib-tree-badge").evaluate_all(BADGES) if t]
    assert sum(int(t.lstrip("+")) for t in badges) == len(folded["nodes"]) - len(model.tree_view.shown_ids)
    screenshot(explorer, "folded")


@pytest.mark.parametrize("zoom", [1.0, 1.5], ids=["1280x800", "150%"])
def test_tree_text_is_at_least_14_px(tab, screenshot, zoom):
    """On a 1280 x 800 screen, at 100% and at 150% browser zoom: a zoomed page is laid out as a screen
    1.5 times narrower in CSS pixels (853 x 533), each CSS pixel drawn 1.5 device pixels wide."""
    tab.set_viewport_size({"width": round(1280 / zoom), "height": round(800 / zoom)})
    assert tab.evaluate("window.innerWidth") == round(1280 / zoom)
    try:
        explorer = tab.locator(".puzzlelib-explorer").nth(0)
        tree = explorer.locator(".puzzlelib-treeview")
        tree.scroll_into_view_if_needed()
        tree.locator(".puzzlelib-tree-follow").click()  # the default view: scale 1, following the newest board
        expect(tree).to_have_attribute("data-scale", "1")
        sizes = tree.locator(".puzzlelib-tree-node text").evaluate_all(TEXT_SIZES)
        assert sizes and min(font for font, _ in sizes) >= LEAST_TEXT_PX
        # drawn as large as it is set: at least 14 CSS px, so 14 x zoom device pixels in the screenshot
        assert min(height for _, height in sizes) >= LEAST_TEXT_PX
        frame = tree.locator(".puzzlelib-tree-frame").bounding_box()
        assert frame["width"] <= round(1280 / zoom)  # the tree fits the screen's width: nothing cut at the side
        screenshot(tab, f"text-{zoom}")
    finally:
        tab.set_viewport_size({"width": 1400, "height": 2000})


def test_the_heap_plays_a_push_one_swap_at_a_time(tab, screenshot):
    player = tab.locator(".puzzlelib-heap-player")
    view = player.locator(".puzzlelib-heapview")
    model = HeapPlayer([3, 5, 4, 9, 7, 8], autoplay=False)
    expect(view).to_have_attribute("data-heap", "3 5 4 9 7 8")
    player.locator(".puzzlelib-heap-entry input").fill("1")
    player.locator(".puzzlelib-heap-push").click()
    model.push(1)
    seen = set()
    deadline = time.monotonic() + 20
    while view.get_attribute("data-step") != str(model.n_steps) and time.monotonic() < deadline:
        seen.add(view.get_attribute("data-heap"))  # it plays by itself, frame by frame
        time.sleep(0.03)
    expect(view).to_have_attribute("data-heap", " ".join(map(str, model.heap)))
    assert len(seen) >= 2  # frames in between were shown, not only the end
    model.step = model.n_steps
    expect(player.locator(".puzzlelib-caption")).to_have_text(model.caption)
    screenshot(player, "heap-pushed")


def test_the_tree_and_the_heap_work_in_notebook_7(browser_context, lab, screenshot):
    """The same notebook in Notebook 7 (the classic-looking front end on JupyterLab's parts), no request
    leaving the machine: the explorer's tree steps with its slider and the heap player draws."""
    from tests.browser.conftest import DONE_MARKER, start_run_all, wait_for_widgets

    page = browser_context.new_page()
    outside = []
    page.on("request", lambda req: outside.append(req.url)
            if req.url.startswith(("http:", "https:", "ws:", "wss:")) and not req.url.startswith(
                ("http://127.0.0.1", "ws://127.0.0.1")) else None)
    try:
        page.goto(f"{lab.base}/notebooks/tree_view.ipynb?token={lab.token}")
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
        page.wait_for_timeout(1000)
        assert start_run_all(page), "Run All never started a cell in Notebook 7"
        page.locator(".jp-OutputArea-output", has_text=DONE_MARKER).wait_for(timeout=120_000)
        wait_for_widgets(page)
        explorer = page.locator(".puzzlelib-explorer").nth(0)
        tree = explorer.locator(".puzzlelib-treeview")
        expect(tree).to_have_attribute("data-step", "0")
        tree.focus()  # the tree's own keys: they step the slider too (linked in the page)
        page.keyboard.press("ArrowRight")
        page.keyboard.press("ArrowRight")
        expect(tree).to_have_attribute("data-step", "2")
        expect(explorer.locator(".puzzlelib-slider .widget-readout")).to_have_text("2")
        expect(explorer.locator(".puzzlelib-caption")).to_contain_text("expansion 2 of")
        expect(page.locator(".puzzlelib-heapview")).to_have_attribute("data-heap", "3 5 4 9 7 8")
        screenshot(explorer, "notebook7")
        assert not outside, f"requests that need the internet: {outside}"
    except BaseException:
        screenshot(page, "failure")
        raise
    finally:
        page.close()
        lab.shut_down_kernels()
