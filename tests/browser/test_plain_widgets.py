"""Plain ipywidgets in JupyterLab in headless Chromium: they render, and a slider moved with the
keyboard goes through the kernel and changes a label and an output. Independent of puzzlelib, so a
failure here points at the browser, server or widget set-up rather than at our widgets."""

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_plain_slider_renders_and_responds(page, run_notebook, screenshot):
    run_notebook(page, "plain_widgets.ipynb")
    label = page.locator(".pl-plain-label")
    expect(label).to_have_text("value is 3")
    screenshot(page, "before")

    page.locator(".pl-plain-slider .noUi-handle").click()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")

    expect(label).to_have_text("value is 5")
    expect(page.locator(".pl-plain-output")).to_contain_text("squared: 25")
    screenshot(page, "after")
