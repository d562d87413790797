"""puzzlelib.draw.lessons: boards side by side, level sizes, and the moves left on a search's road."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

from puzzlelib import Board, PuzzleError  # noqa: E402
from puzzlelib.draw import draw_boards, plot_levels, plot_moves_left  # noqa: E402


@pytest.fixture(autouse=True)
def _close():
    yield
    plt.close("all")


def test_draw_boards_draws_each_board_with_its_title():
    fig = draw_boards([Board.goal(3, 3), Board.goal(3, 3, "snail")], ["standard", "snail"])
    assert [ax.get_title() for ax in fig.axes] == ["standard", "snail"]
    with pytest.raises(PuzzleError, match="one title per board"):
        draw_boards([Board.goal(3, 3)], ["a", "b"])
    with pytest.raises(PuzzleError, match="list of boards"):
        draw_boards(Board.goal(3, 3))


def test_plot_levels_draws_one_bar_per_level_with_whole_numbers_on_the_axis():
    fig = plot_levels([1, 3, 5, 10, 14_000], title="levels")
    ax = fig.axes[0]
    assert [round(p.get_height()) for p in ax.patches] == [1, 3, 5, 10, 14_000]
    fig.canvas.draw()
    assert any("14,000" in t.get_text() for t in ax.get_yticklabels())
    with pytest.raises(PuzzleError, match="numbers"):
        plot_levels([1, "two"])


def test_plot_moves_left_marks_every_move_away_from_the_goal():
    fig = plot_moves_left([3, 4, 3, 2, 3, 2, 1, 0], score=[4, 6, 4, 2, 4, 2, 2, 0])
    ax = fig.axes[0]
    crosses = [line for line in ax.get_lines() if line.get_label() == "a move away from the goal"]
    assert len(crosses) == 1 and list(crosses[0].get_xdata()) == [1, 4]
    assert min(line.get_linewidth() for line in ax.get_lines() if line.get_linestyle() != "None") >= 2
    no_rise = plot_moves_left([3, 2, 1, 0])
    assert not [line for line in no_rise.axes[0].get_lines() if line.get_label() == "a move away from the goal"]
    with pytest.raises(PuzzleError, match="one score per board"):
        plot_moves_left([3, 2, 1, 0], score=[1, 2])
