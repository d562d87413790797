"""Every chart helper draws Chinese text with no missing glyph (the "Glyph missing" warning is a failure).

Chinese needs a Chinese font on the machine (puzzlelib.draw.fonts: Noto Sans CJK SC on Debian, Microsoft
YaHei on Windows, PingFang SC on macOS). Without one these tests are skipped with what to install, and
fail when CI is set: scripts/test.sh installs Debian's fonts-noto-cjk the way it installs Chromium.
"""

from __future__ import annotations

import os
import warnings

import matplotlib
import pytest

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from puzzlelib import Board, solve  # noqa: E402
from puzzlelib.draw import (  # noqa: E402
    bar_chart,
    course_style,
    draw_boards,
    draw_heap,
    draw_path,
    line_chart,
    plot_comparison,
    plot_growth,
    plot_moves_left,
    plot_race,
    plot_store_growth,
)
from puzzlelib.draw.fonts import INSTALL_HINT, MissingFontWarning, cjk_font, font_rc  # noqa: E402
from puzzlelib.i18n import set_language  # noqa: E402

TITLE = "数字华容道（十五数码问题）：广度优先搜索与迭代加深 A*"
AXES = ("逆序数", "曼哈顿距离")
LEGEND = "启发函数：模式数据库"


@pytest.fixture(autouse=True)
def chinese():
    if cjk_font() is None:
        message = f"no Chinese font for the charts: {INSTALL_HINT}"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    set_language("zh-CN")
    yield
    set_language(None)
    plt.close("all")


def _comparison_table():
    import pandas as pd

    rows = [{"label": label, "board_index": i, "solved": True, "length": 4 + 2 * i, "nodes_expanded": work * (i + 1),
             "seconds": 0.001 * work, "max_memory_nodes": 2 * work}
            for i in range(3) for label, work in (("广度优先搜索", 100), ("A* 曼哈顿距离", 10))]
    return pd.DataFrame(rows)


def _race():
    from puzzlelib.races import race_8puzzle

    return race_8puzzle()


def _growth():
    from puzzlelib.races import fit_growth, race_8puzzle, race_medians

    medians = race_medians(race_8puzzle())
    fits = {"A* Manhattan": (*fit_growth(medians["A* Manhattan"], range(20, 31)), range(20, 31))}
    return plot_growth(medians, fits, ceiling=181_440)


def _store():
    from puzzlelib.datasets import astar_memory_sample

    return plot_store_growth(astar_memory_sample(), 100).figure


def _figure(drawn):
    return drawn if hasattr(drawn, "savefig") else drawn.figure


CHARTS = {
    "bar_chart": lambda: bar_chart([3, 1, 2], ["广度优先搜索", "贪心搜索", "A*"], title=TITLE, xlabel=AXES[0],
                                   ylabel=AXES[1], reference=2, reference_label=LEGEND),
    "line_chart": lambda: line_chart([1, 2, 3], {"八数码": [1, 4, 9], "十五数码": [2, 5, 11]}, title=TITLE,
                                     xlabel=AXES[0], ylabel=AXES[1], reference=3, reference_label=LEGEND),
    "plot_comparison": lambda: plot_comparison(_comparison_table()),
    "plot_comparison scatter": lambda: plot_comparison(_comparison_table(), kind="scatter"),
    "plot_race": lambda: plot_race(_race()),
    "plot_growth": _growth,
    "plot_moves_left": lambda: plot_moves_left([3, 4, 3, 2, 1, 0], score=[4, 6, 4, 2, 2, 0], label="真实剩余步数"),
    "plot_store_growth": _store,
    "draw_heap": lambda: draw_heap([12, 14, 15, 16], title="二叉堆：压入 12"),
    "draw_boards": lambda: draw_boards([Board.goal(3, 3), Board.goal(3, 3, "snail")], ["标准目标", "蛇形目标"],
                                       suptitle="八数码的目标局面"),
    "draw_path": lambda: draw_path(solve(Board.parse("1 2 3 / 4 0 6 / 7 5 8"))),
}


@pytest.mark.parametrize("name", list(CHARTS))
def test_chart_draws_chinese_without_missing_glyphs(name):
    with warnings.catch_warnings(), course_style():  # the style a lesson's own text is written in
        warnings.filterwarnings("error", message=".*[Gg]lyph.*missing.*")
        warnings.filterwarnings("error", category=MissingFontWarning)
        fig = _figure(CHARTS[name]())
        for ax in fig.axes:  # whatever the helper wrote, Chinese in every kind of text a chart has
            ax.set_title(TITLE)
            ax.set_xlabel(AXES[0])
            ax.set_ylabel(AXES[1])
            if ax.get_legend() is not None or ax.get_lines():
                ax.plot([], [], label=LEGEND)
                ax.legend()
        fig.suptitle("图表：" + TITLE)
        fig.canvas.draw()
    texts = [t.get_text() for ax in fig.axes for t in (ax.title, ax.xaxis.label)]
    assert TITLE in texts


def test_missing_glyphs_are_caught_without_the_font():
    """The check above can fail: with the English font only, a Chinese title warns of missing glyphs."""
    with warnings.catch_warnings(record=True) as caught, matplotlib.rc_context({"font.family": ["DejaVu Sans"]}):
        warnings.simplefilter("always")
        fig, ax = plt.subplots()
        ax.set_title(TITLE)
        fig.canvas.draw()
    assert any("missing" in str(w.message).lower() for w in caught)


def test_the_fallback_font_follows_the_language():
    assert font_rc("zh-CN") == {"font.family": ["sans-serif", cjk_font()]}
    assert font_rc("en") == {}
