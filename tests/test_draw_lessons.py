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
