"""puzzlelib.draw.patterns: a board and what each pattern's table sees of it, large enough for a projector."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402
from matplotlib.colors import to_hex  # noqa: E402

from puzzlelib import Board, PuzzleError, random_solvable  # noqa: E402
from puzzlelib.draw import check_figure, draw_patterns  # noqa: E402
from puzzlelib.draw.palette import PALETTE  # noqa: E402
from puzzlelib.draw.patterns import GREY_TILE  # noqa: E402
from puzzlelib.pdb import pattern_heuristic  # noqa: E402


@pytest.fixture(autouse=True)
def _close():
    yield
    plt.close("all")


def _faces(ax) -> list[str]:
    """The cells' colours row by row (patches are drawn in cell order)."""
    return [to_hex(p.get_facecolor()) for p in ax.patches]


def test_the_blank_is_a_grey_cell_in_every_table_panel_and_said_so():
    """A table keeps the least over the blank's cells: a panel that drew the blank would say it is looked up."""
    tables = pattern_heuristic(4, 4, "6-6-3", reflect=False, progress=False)
    board = random_solvable(4, 4, seed=15)
    fig = draw_patterns(board, tables)
    assert check_figure(fig) == []
    shown = [ax for ax in fig.axes if ax.get_visible()]
    assert len(shown) == 4
    blank = board.tiles.index(0)
    assert _faces(shown[0])[blank] == to_hex(PALETTE["blank"])  # the board itself shows the blank
    for ax in shown[1:]:
        assert _faces(ax)[blank] == to_hex(GREY_TILE)
    assert "blank" in fig._suptitle.get_text()


def test_four_panels_stand_two_by_two_with_tiles_large_enough_for_the_back_row():
    tables = pattern_heuristic(4, 4, "6-6-3", reflect=False, progress=False)
    fig = draw_patterns(Board.goal(4, 4), tables)
    shown = [ax for ax in fig.axes if ax.get_visible()]
    rows = {round(ax.get_position().y0, 3) for ax in shown}
    assert len(rows) == 2
    tile_inches = shown[0].get_position().width * fig.get_figwidth() / 4
    assert tile_inches > 0.65  # one row of four panels gave about 0.47


def test_a_non_pattern_heuristic_is_refused():
    with pytest.raises(PuzzleError, match="pattern database"):
        draw_patterns(Board.goal(4, 4), "manhattan")
