"""puzzlelib.draw.lessons: the moves left on a search's road, each move away marked, in the course style."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

from puzzlelib import PuzzleError  # noqa: E402
from puzzlelib.draw import check_figure, plot_moves_left  # noqa: E402
from puzzlelib.draw.lessons import AWAY_LABEL  # noqa: E402


@pytest.fixture(autouse=True)
def _close():
    yield
    plt.close("all")


def test_plot_moves_left_marks_every_move_away_from_the_goal():
    fig = plot_moves_left([3, 4, 3, 2, 3, 2, 1, 0], score=[4, 6, 4, 2, 4, 2, 2, 0])
    ax = fig.axes[0]
    crosses = [line for line in ax.get_lines() if line.get_label() == AWAY_LABEL]
    assert len(crosses) == 1 and list(crosses[0].get_xdata()) == [1, 4]
    assert min(line.get_linewidth() for line in ax.get_lines() if line.get_linestyle() != "None") >= 2
    no_rise = plot_moves_left([3, 2, 1, 0])
    assert not [line for line in no_rise.axes[0].get_lines() if line.get_label() == AWAY_LABEL]
    assert check_figure(fig) == []  # readable on a projector, in the course style
    with pytest.raises(PuzzleError, match="one score per board"):
        plot_moves_left([3, 2, 1, 0], score=[1, 2])


def test_plot_store_growth_draws_the_fitted_line_on_to_the_moves_asked():
    import numpy as np

    from puzzlelib.datasets import astar_memory_sample
    from puzzlelib.draw import plot_store_growth

    sample = astar_memory_sample()
    fig = plot_store_growth(sample, 275, laptop_gb=8, line_to=80)
    ax = fig.axes[0]
    line = next(line for line in ax.get_lines() if line.get_linestyle() == ":")
    finished = sample.dropna(subset=["stored"])
    slope, intercept = np.polyfit(finished.length, np.log10(finished.stored), 1)
    assert f"x{10 ** slope:.2f} a move" in line.get_label()
    assert list(line.get_xdata()) == [finished.length.min(), 80]
    assert np.isclose(line.get_ydata()[-1], 10 ** (intercept + slope * 80))
    assert ax.get_ylim()[1] > line.get_ydata()[-1]  # the line's end is on the picture
    assert check_figure(fig) == []
    assert fig.get_size_inches()[1] * fig.dpi <= 600  # fits a 1280 x 800 projector
    assert not [line for line in plot_store_growth(sample, 275).axes[0].get_lines() if line.get_linestyle() == ":"]
    with pytest.raises(PuzzleError, match="line_to"):
        plot_store_growth(sample, 275, line_to=50)
