"""Lessons 7-9's pictures and views: the sift-up strip, the code diff, and the race charts, each checked
against the course style (check_figure, both themes), and their content against the data they show."""

from __future__ import annotations

import heapq
import random

import matplotlib
import pytest

from puzzlelib.draw import code_diff, draw_sift_up, plot_growth, plot_race, sift_up_steps
from puzzlelib.draw.check import check_figure
from puzzlelib.errors import PuzzleError
from puzzlelib.races import fair_sample, fit_growth, race_8puzzle, race_medians, race_worst, runs_on

matplotlib.use("Agg")


def test_sift_up_steps_end_where_heapq_puts_the_entry():
    rng = random.Random(4)
    for _ in range(50):
        heap = []
        for value in rng.sample(range(100), rng.randint(0, 20)):
            heapq.heappush(heap, value)
        item = rng.randrange(100)
        steps = sift_up_steps(heap, item)
        expected = heap[:]
        heapq.heappush(expected, item)
        assert steps[-1][0] == expected and steps[-1][0][steps[-1][1]] == item
        assert len(steps) - 1 == (len(heap) + 1).bit_length() - (steps[-1][1] + 1).bit_length()
    with pytest.raises(PuzzleError):
        sift_up_steps("14 16", 3)


def test_code_diff_marks_only_the_changed_lines_and_counts_places():
    def old(x):
        y = x + 1
        z = y * 2
        w = z - 1
        return w

    def new(x):
        y = x + 1
        z = y * 3
        w = z - 1
        v = w
        return v

    d = code_diff(old, new)
    assert d.changes == 2 and (" ", "y = x + 1") in d.lines
    assert ("-", "z = y * 2") in d.lines and ("+", "z = y * 3") in d.lines
    html = d._repr_html_()
    assert "only in old" in html and "only in new" in html and "rgba(" in html
    assert str(d).splitlines()[0] == "- only in old"
    with pytest.raises(PuzzleError):
        code_diff(3, new)


def test_lesson_code_is_the_lesson_cell_itself_and_diffs_under_the_lesson_name():
    """lesson_code keeps a copy of an earlier lesson's function: the copy must be the stored cell, word for word."""
    import json
    from pathlib import Path

    from puzzlelib.draw import lesson_code
    from puzzlelib.draw.code_diff import _LESSON_CODE

    notebooks = Path(__file__).resolve().parents[1] / "notebooks"
    for (lesson, name), text in _LESSON_CODE.items():
        path = next(notebooks.glob(f"{lesson:02d}_*.ipynb"))
        cells = ["".join(c["source"]) for c in json.loads(path.read_text(encoding="utf-8"))["cells"]
                 if c["cell_type"] == "code"]
        assert sum(c.strip() == text.strip() for c in cells) == 1, f"lesson {lesson}'s {name} has changed"
    kept = lesson_code(7, "astar")
    same = code_diff(kept, kept)
    assert same.changes == 0 and same.old_name == "lesson 7's astar" and len(same.lines) == 18  # the body
    with pytest.raises(PuzzleError, match="lesson_code\\(7, 'astar'\\)"):
        lesson_code(7, "bfs")


@pytest.mark.parametrize("column", ["expanded", "extra", "memory", "ms"])
def test_race_charts_meet_the_course_style(column):
    fig = plot_race(race_8puzzle(), column)
    assert check_figure(fig) == []
    top, bottom = fig.axes[:2]
    assert [line.get_label() for line in top.get_lines()] == ["BFS", "A* misplaced", "A* Manhattan",
                                                              "A* linear conflict"]
    medians = race_medians(race_8puzzle(), column)
    assert list(top.get_lines()[2].get_ydata()) == list(medians["A* Manhattan"])
    assert bottom.get_lines()[-1].get_linestyle() == "--"
    matplotlib.pyplot.close(fig)


def test_race_chart_fits_a_projector_and_says_what_it_rests_on():
    """At most 600 px tall at the notebook's dpi; the note under it names the thin depths; a panel whose
    lines coincide says so in its title (the extra moves of the four searches with a guarantee)."""
    fig = plot_race(race_8puzzle(), "extra")
    assert fig.get_size_inches()[1] * fig.dpi <= 600
    note = fig.axes[1].get_xlabel()
    assert "median of 12 boards" in note and "2, 4, 8, 2 at depths 1, 2, 3, 31" in note
    assert "jumps" not in note and "hide" not in note  # the lesson's question, answered by the class
    assert "on top of each other" in fig.axes[0].get_title() and "on top" not in fig.axes[1].get_title()
    matplotlib.pyplot.close(fig)
    fig = plot_race(race_8puzzle(), "expanded")
    assert "on top" not in fig.axes[0].get_title() and "log scale" in fig.axes[0].get_title()
    matplotlib.pyplot.close(fig)


def test_race_chart_log_ticks_are_plain_numbers_one_power_of_ten_apart():
    """A log axis labels every power of ten as a plain number ("1,000", not 10 with a small raised 3), so
    "each step up the axis is ten times the last" holds; each panel's legend sits above its lines, within
    less than two powers of ten of headroom (no decades lost to the legend)."""
    import math

    fig = plot_race(race_8puzzle(), "expanded")
    fig.canvas.draw()
    medians = race_medians(race_8puzzle(), "expanded")
    for ax in fig.axes[:2]:
        low, high = ax.get_ylim()
        labels = [t.get_text() for t in ax.get_yticklabels() if t.get_text() and low <= t.get_position()[1] <= high]
        values = [float(t.replace(",", "")) for t in labels]
        assert values and all(math.isclose(b / a, 10) for a, b in zip(values, values[1:], strict=False)), labels
        assert "$" not in "".join(labels) and "1,000" in labels
        shown = max(float(medians[line.get_label().removesuffix(", for reference")].max())
                    for line in ax.get_lines() if line.get_label().removesuffix(", for reference") in medians)
        assert 50 < high / shown < 100  # room for the legend above BFS's plateau, yet no decade wasted
    matplotlib.pyplot.close(fig)


def test_race_chart_worst_lines_show_what_the_median_hides():
    """With worst=True each method also gets its worst board per depth, dotted: greedy's leaves 0 at depth
    8 while its median stays 0 until 13; the guaranteed searches' worst is 0 everywhere."""
    race = race_8puzzle()
    fig = plot_race(race, "extra", worst=True)
    assert check_figure(fig) == []
    top, bottom = fig.axes[:2]
    dotted = [line for line in bottom.get_lines() if line.get_linestyle() == ":" and len(line.get_xdata())]
    worst = race_worst(race, "extra")
    assert any(list(line.get_ydata()) == list(worst["greedy"]) for line in dotted)
    assert worst["greedy"][8] > 0 and race_medians(race, "extra")["greedy"][8] == 0
    assert "on top of each other" in top.get_title() and "worst" in bottom.get_xlabel()
    matplotlib.pyplot.close(fig)


def test_runs_on_gives_one_boards_six_runs_and_refuses_a_board_not_raced():
    race = race_8puzzle()
    depth, board = fair_sample()[200]
    runs = runs_on(race, board)
    assert len(runs) == 6 and (runs["depth"] == depth).all()
    assert runs.loc["A* Manhattan", "boards expanded"] == race_medians(race[race["board"] == board.to_text()],
                                                                        "expanded").loc[depth, "A* Manhattan"]
    with pytest.raises(PuzzleError):
        runs_on(race, board.goal_of())


def test_growth_chart_meets_the_course_style_and_draws_its_fits():
    medians = race_medians(race_8puzzle())
    fits = {m: (*fit_growth(medians[m], range(20, 31)), range(20, 31)) for m in ("A* Manhattan", "A* linear conflict")}
    fig = plot_growth(medians, fits, ceiling=181_440)
    assert check_figure(fig) == []
    labels = [line.get_label() for line in fig.axes[0].get_lines()]
    assert "straight line fitted" in labels and "all 181,440 boards" in labels
    matplotlib.pyplot.close(fig)


def test_sift_up_strip_meets_the_course_style():
    fig = draw_sift_up([14, 16, 15, 20, 17, 18, 16], 12)
    assert check_figure(fig) == []
    title = fig.axes[3].get_title()
    assert "3\N{NO-BREAK SPACE}swaps" in title  # "3 swaps" is never split across two lines
    matplotlib.pyplot.close(fig)


def test_sift_up_ends_only_fits_a_projector_and_names_what_it_leaves_out():
    fig = draw_sift_up([14, 16, 15, 20, 17, 18, 16], 12, ends_only=True)
    assert check_figure(fig) == []
    shown = [ax for ax in fig.axes if ax.get_title()]
    assert len(shown) == 2 and fig.get_size_inches()[1] * fig.dpi <= 600
    last = shown[-1].get_title().replace("\n", " ")
    assert "3 swaps" in last and "20, 16, 14" in last and "not drawn" in last
    matplotlib.pyplot.close(fig)


def test_fit_growth_recovers_a_known_rate():
    values = {d: 5 * 1.4 ** (d - 10) for d in range(10, 21)}
    growth, start = fit_growth(values, range(10, 21))
    assert abs(growth - 1.4) < 1e-9 and abs(start - 5) < 1e-9
