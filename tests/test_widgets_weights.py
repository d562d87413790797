"""The weights explorer (lesson 5): its corners behave as the lesson says, and the chart follows the sliders."""

import os

os.environ.setdefault("MPLBACKEND", "Agg")

import pytest  # noqa: E402

from puzzlelib import PuzzleError  # noqa: E402
from puzzlelib.statespace import distance_table  # noqa: E402
from puzzlelib.widgets.weights import WeightsExplorer, boards_at_depths  # noqa: E402


@pytest.fixture(scope="module")
def explorer():
    return WeightsExplorer.at_depths((6, 10, 14), seed=5)


def test_boards_are_drawn_at_the_asked_depths_and_repeat_with_the_seed():
    table = distance_table(3, 3)
    boards = boards_at_depths((4, 9, 13), seed=3)
    assert [table.distance(b) for b in boards] == [4, 9, 13]
    assert boards == boards_at_depths((4, 9, 13), seed=3)
    with pytest.raises(PuzzleError, match="choose depths"):
        boards_at_depths((40,))


def test_step_weight_alone_is_breadth_first_and_finds_shortest(explorer):
    steps_only = explorer.runs(0, 1)
    assert [r.length for r in steps_only] == [r.length for r in explorer.bfs_runs]
    assert explorer.summary(0, 1)["extra moves"] == 0


def test_runs_are_cached_and_the_chart_follows_the_sliders(explorer):
    assert explorer.runs(2, 1) is explorer.runs(2.0, 1.0)
    explorer.weight_h.value = 1.0
    assert (1.0, 1.0) in explorer._cache
    assert explorer.shown == (1.0, 1.0)
    fig = explorer.figure(1.0, 1.0)
    ax = fig.axes[0]
    assert ax.get_title() == explorer.title(1.0, 1.0)
    assert min(t.get_fontsize() for t in ax.get_xticklabels() + [ax.title, ax.xaxis.label]) >= 10
    assert len(ax.collections) == 2  # BFS and the scored search


def test_both_weights_zero_says_so_instead_of_drawing_dots(explorer):
    assert "nothing to choose by" in explorer.title(0, 0)
    assert len(explorer.figure(0, 0).axes[0].collections) == 1


def test_over_budget_runs_count_as_unsolved():
    tight = WeightsExplorer.at_depths((20,), seed=1, max_nodes=5)
    assert tight.runs(2, 1)[0].length is None and tight.summary(2, 1)["over budget"] == 1
    with pytest.raises(PuzzleError, match="at least one board"):
        WeightsExplorer([])
