"""The course style and its checker: check_figure catches each fault a projector loses, and every
picture the package draws passes it, in the light and in the dark theme."""

import io
import os
import re
from pathlib import Path

os.environ.setdefault("MPLBACKEND", "Agg")

import matplotlib  # noqa: E402

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

from puzzlelib import Board, solve  # noqa: E402
from puzzlelib.draw import (  # noqa: E402
    METHOD_COLORS,
    PALETTE,
    SERIES_COLORS,
    STATE_KEYS,
    bar_chart,
    check_figure,
    course_style,
    draw_board,
    draw_boards,
    draw_heap,
    draw_path,
    draw_search_tree,
    line_chart,
    plot_comparison,
    use_course_style,
)
from puzzlelib.draw.check import figure_title  # noqa: E402
from puzzlelib.draw.palette import PATTERN_FACES  # noqa: E402
from puzzlelib.draw.style import (  # noqa: E402
    MIN_CONTRAST,
    MIN_SERIES_DISTANCE,
    THEMES,
    colour_distance,
    contrast,
    course_rc,
)

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")


def kinds(fig, **options) -> set[str]:
    return {p.kind for p in check_figure(fig, **options)}


def styled_chart(theme="light"):
    """A chart that meets the style: two named lines, labels, a legend."""
    with course_style(theme):
        fig, ax = plt.subplots(figsize=(6, 4))
        ax.plot([0, 1, 2], [0, 1, 4], label="first")
        ax.plot([0, 1, 2], [1, 2, 3], label="second")
        ax.set_xlabel("moves")
        ax.set_ylabel("boards")
        ax.set_title("a chart in the course style")
        ax.legend()
    return fig


# ---------------------------------------------------------------- the checker catches each fault
def test_a_chart_in_the_course_style_passes_in_both_themes():
    assert check_figure(styled_chart()) == []
    assert check_figure(styled_chart("dark")) == []


def test_small_titles_labels_and_ticks_are_caught():
    fig = styled_chart()
    ax = fig.axes[0]
    ax.set_title("hard-coded at 10 pt", fontsize=10)
    problems = check_figure(fig)
    assert [p.kind for p in problems] == ["text size"]
    assert "'hard-coded at 10 pt' is 10.0 pt" in problems[0].message and "at least 14 pt" in problems[0].message
    ax.set_title("back to size", fontsize=16)
    ax.tick_params(labelsize=9)
    (problem,) = check_figure(fig)
    assert problem.kind == "text size" and "tick labels" in problem.message and "at least 12 pt" in problem.message


def test_a_picture_wider_than_the_page_is_judged_at_the_size_it_is_shown():
    fig = styled_chart()
    assert check_figure(fig) == []
    fig.set_size_inches(14, 4)  # 1400 px wide: the notebook shows it at 880, text and all shrunk by 0.63
    problems = check_figure(fig)
    assert "text size" in {p.kind for p in problems}
    assert any("shown at" in p.message for p in problems)
    assert check_figure(fig, shown_width_px=1400) == []


def test_a_low_resolution_figure_shows_its_points_smaller():
    with course_style():
        fig = Figure(figsize=(6, 4), dpi=72)  # 14 pt at 72 dpi is 10 pt at the notebook's 100 dpi
        ax = fig.add_subplot()
        ax.set_title("drawn at 72 dpi")
    assert "text size" in kinds(fig)


def test_thin_lines_and_faint_colours_are_caught():
    fig = styled_chart()
    fig.axes[0].lines[0].set_linewidth(0.8)
    problems = check_figure(fig)
    assert [p.kind for p in problems] == ["line width"] and "1.1 px" in problems[0].message
    fig = styled_chart()
    fig.axes[0].lines[0].set_color("#cbd5e1")  # the old "expanded" grey: 1.48:1 on white
    problems = check_figure(fig)
    assert "contrast" in {p.kind for p in problems}
    assert any("1.48:1 against #ffffff in the light theme" in p.message for p in problems)


def test_a_colour_only_a_white_page_carries_fails_in_the_dark_theme():
    fig = styled_chart()
    fig.axes[0].lines[0].set_color("#1e3a8a")  # dark navy: 10:1 on white, 1.8:1 on #111111
    problems = check_figure(fig)
    assert [p.kind for p in problems] == ["contrast"] and "dark theme" in problems[0].message
    assert check_figure(fig, themes=("light",)) == []


def test_default_matplotlib_chart_fails_and_says_why():
    with matplotlib.rc_context(matplotlib.rcParamsDefault):
        fig, ax = plt.subplots(figsize=(8, 3.6))
        ax.bar(range(24), range(1, 25), color=PALETTE["tile_edge"])
        ax.set_xticks(range(24), [f"_{i:03d}" for i in range(24)], rotation=90)
        ax.set_title("Swap bias")
    found = kinds(fig)
    assert {"text size", "line width", "contrast"} <= found  # 10 pt text, 0.8 pt lines, slate bars on #111111


def test_overlapping_texts_are_caught():
    fig = styled_chart()
    ax = fig.axes[0]
    ax.text(1, 2, "one label", fontsize=14)
    assert check_figure(fig) == []
    ax.text(1.05, 2.05, "another label", fontsize=14)
    problems = check_figure(fig)
    assert [p.kind for p in problems] == ["overlap"] and "'one label'" in problems[0].message


def test_text_is_judged_against_what_lies_behind_it():
    from matplotlib.patches import Rectangle

    with course_style():
        fig, ax = plt.subplots(figsize=(4, 4))
        ax.set_axis_off()
        ax.add_patch(Rectangle((0, 0), 1, 1, facecolor="#1e293b", edgecolor=THEMES["light"].muted))
        ax.text(0.5, 0.5, "8", color="#0f172a", fontsize=20, ha="center", va="center")  # dark on the dark gap
        ax.set_xlim(0, 1)
        ax.set_ylim(0, 1)
    problems = check_figure(fig)
    assert any(p.kind == "contrast" and "'8'" in p.message and "#1e293b" in p.message for p in problems)


def test_a_patch_passes_by_its_fill_or_by_an_edge_of_two_pixels():
    from matplotlib.patches import Rectangle

    def tile(edge_width):
        with course_style():
            fig, ax = plt.subplots(figsize=(3, 3))
            ax.set_axis_off()
            ax.add_patch(Rectangle((0.1, 0.1), 0.8, 0.8, facecolor=PALETTE["tile"], edgecolor=PALETTE["tile_edge"],
                                   linewidth=edge_width))
        return fig

    assert check_figure(tile(2.0)) == []
    assert kinds(tile(0.7)) == {"line width", "contrast"}  # a near-white tile with a 1 px edge vanishes


def test_too_many_or_alike_series_and_an_unnamed_pair_are_caught():
    with course_style():
        fig, ax = plt.subplots(figsize=(6, 4))
        for k in range(8):
            ax.plot([0, 1], [k, k + 1], color=plt.get_cmap("viridis")(k / 8), label=f"s{k}")
        ax.legend()
        ax.set_title("eight series")
    assert "series" in kinds(fig)
    fig = styled_chart()
    fig.axes[0].lines[1].set_color("#3b82f6")  # next to #2563eb: two blues
    assert any("too close" in p.message for p in check_figure(fig))
    fig = styled_chart()
    fig.axes[0].get_legend().remove()
    assert any("no legend" in p.message for p in check_figure(fig))
    fig = styled_chart()
    fig.axes[0].lines[1].set_color(fig.axes[0].lines[0].get_color())
    fig.axes[0].lines[1].set_linestyle(":")  # one colour, two styles: told apart by the dots
    assert check_figure(fig) == []


def test_an_unnamed_log_axis_is_caught():
    fig = styled_chart()
    ax = fig.axes[0]
    ax.set_yscale("log")
    assert [p.kind for p in check_figure(fig)] == ["log axis"]
    ax.set_ylabel("boards (log scale)")
    assert check_figure(fig) == []


def test_tile_digits_must_be_about_forty_percent_of_the_tile():
    board = Board.parse("1 2 3 / 4 0 6 / 7 5 8")
    assert check_figure(draw_board(board).figure) == []
    small = draw_board(board, fontsize=14)  # fixed 14 pt digits in 65 pt tiles: about 16% of the tile
    problems = check_figure(small.figure)
    assert {p.kind for p in problems} == {"tile digits"}
    # drawn at any size, the digits follow the tile
    fig = draw_board(board).figure
    fig.set_size_inches(8, 8)
    assert check_figure(fig) == []


def test_figure_title_names_a_figure():
    assert figure_title(styled_chart()) == "a chart in the course style"
    fig = styled_chart()
    fig.suptitle("All of it")
    assert figure_title(fig) == "All of it"


# ---------------------------------------------------------------- the style itself
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_marks_colours_read_against_both_backgrounds(theme):
    background = THEMES[theme].background
    marks = {**{k: PALETTE[k] for k in (*STATE_KEYS, "current", "next")}, **METHOD_COLORS,
             **{f"series {i}": c for i, c in enumerate(SERIES_COLORS)}}
    low = {name: round(contrast(c, background), 2) for name, c in marks.items() if contrast(c, background) < MIN_CONTRAST}
    assert not low
    t = THEMES[theme]
    assert contrast(t.ink, t.background) >= 7 and contrast(t.muted, t.background) >= 4.5
    assert contrast(PALETTE["text"], PALETTE["tile"]) >= 7 and contrast(PALETTE["text"], PALETTE["misplaced"]) >= 4.5
    # shading and pattern faces mark tiles: 3:1 against the plain tile and both pages, digits still readable on them
    for face in (PALETTE["misplaced"], PALETTE["outside_pattern"], *PATTERN_FACES):
        assert min(contrast(face, PALETTE["tile"]), contrast(face, "#ffffff"), contrast(face, "#111111")) >= 3, face
        assert contrast(PALETTE["text"], face) >= 4.5, face


def test_series_colours_and_the_methods_a_lesson_compares_can_be_told_apart():
    pairs = [(a, b) for i, a in enumerate(SERIES_COLORS) for b in SERIES_COLORS[i + 1:]]
    assert min(colour_distance(a, b) for a, b in pairs) >= MIN_SERIES_DISTANCE
    compared = ["bfs", "greedy", "astar (misplaced)", "astar (manhattan)", "astar (linear_conflict)", "idastar"]
    colours = [METHOD_COLORS[m] for m in compared]
    assert min(colour_distance(a, b) for i, a in enumerate(colours) for b in colours[i + 1:]) >= MIN_SERIES_DISTANCE


def test_the_style_is_applied_never_installed_at_import():
    import subprocess
    import sys

    code = ("import matplotlib as mpl; before = dict(mpl.rcParams); import puzzlelib.draw, puzzlelib.widgets; "
            "changed = [k for k in before if mpl.rcParams[k] != before[k]]; assert not changed, changed")
    subprocess.run([sys.executable, "-c", code], check=True)
    before = matplotlib.rcParams["font.size"]
    with course_style():
        assert matplotlib.rcParams["font.size"] == 14
    assert matplotlib.rcParams["font.size"] == before
    with matplotlib.rc_context():
        use_course_style("dark")
        assert matplotlib.rcParams["axes.facecolor"] == THEMES["dark"].background
        with course_style():  # the helpers keep the theme a student chose
            assert matplotlib.rcParams["text.color"] == THEMES["dark"].ink
    assert course_rc("light")["xtick.labelsize"] == 12


def test_draw_helpers_hard_code_no_sizes_or_colours():
    """Sizes and colours come from the style and the palette, set in one place."""
    files = [*(REPO / "puzzlelib" / "draw").glob("*.py"), REPO / "puzzlelib" / "widgets" / "weights.py"]
    exempt = {"palette.py", "style.py", "check.py", "drawn.py"}  # the style itself, and the checker's translations
    literal = re.compile(r"(fontsize|font_size|linewidth|linewidths)\s*=\s*[0-9]|#[0-9a-fA-F]{6}\b|"
                         r"colou?r\s*=\s*\"(white|black|gr[ae]y|red|blue)\"")
    found = [f"{path.name}:{n}: {line.strip()}" for path in files if path.name not in exempt
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1) if literal.search(line)]
    assert not found


# ---------------------------------------------------------------- every picture the package draws passes
def _comparison_table():
    import pandas as pd

    rows = []
    for board_index, length in enumerate((4, 12, 20, 20)):
        for label, work in (("bfs", 10 ** (1 + board_index)), ("greedy (manhattan)", 5 + board_index),
                            ("astar (manhattan)", 4 + 3 * board_index)):
            rows.append({"label": label, "board_index": board_index, "solved": label != "bfs" or board_index < 3,
                         "length": length + (label == "greedy (manhattan)") * 4, "nodes_expanded": work,
                         "seconds": 0.001 * work, "max_memory_nodes": 2 * work})
    return pd.DataFrame(rows)


def _pictures():
    near = Board.parse("1 2 3 / 4 0 6 / 7 5 8")
    start = Board.parse("1 3 4 / 8 2 5 / 7 0 6")
    snail = Board.goal(3, 3, "snail")
    bfs = solve(start, goal=snail, method="bfs", record=True)
    scored = solve(Board.from_rows([[3, 5, 1], [2, 4, 6], [8, 7, 9]], blank="max"), method="scored", record=True)
    yield "board", lambda: draw_board(near, next_move="D", show_misplaced=True, title="start").figure
    yield "picture board", lambda: draw_board(Board.goal(5, 5).apply("UL"), picture=True).figure
    yield "three goals", lambda: draw_boards([Board.goal(3, 3, g) for g in ("standard", "blank-first", "snail")],
                                             ["standard", "blank-first", "snail"])
    yield "5x5 stages", lambda: draw_boards([Board.goal(5, 5)] * 7, [f"stage {i}: after {20 * i} moves" for i in range(7)],
                                            show_misplaced=True)
    yield "film strip", lambda: draw_path("RUULD", start, per_row=3)
    yield "long film strip", lambda: draw_path("DRUL" * 10, Board.goal(3, 3).apply("UL"))
    yield "heap", lambda: draw_heap([12, 14, 15, 16, 17, 18, 16, 20], highlight=[0, 1, 3], title="push 12").figure
    yield "bfs tree", lambda: draw_search_tree(bfs, labels=None).figure
    yield "small tree with labels", lambda: draw_search_tree(solve(near, record=True)).figure
    yield "tree of boards", lambda: draw_search_tree(solve(near, record=True), step=2, labels="board").figure
    for step in (5, 20, 60):  # the explorer's tree as the slider moves (cut at step 60)
        yield f"explorer tree {step}", lambda step=step: _explorer_tree(scored, step)
    yield "bars", lambda: plot_comparison(_comparison_table(), metrics=("nodes_expanded", "seconds", "length"))
    yield "scatter", lambda: plot_comparison(_comparison_table(), kind="scatter")
    yield "24 bars", lambda: bar_chart(range(24), [f"_{i:03d}" for i in range(24)], reference=11.5,
                                       reference_label="fair", xlabel="board", ylabel="runs", title="24 boards")
    yield "24 upright bars", lambda: bar_chart(range(24), [f"_{i:03d}" for i in range(24)], horizontal=False,
                                               xlabel="board", ylabel="runs", title="24 boards")
    yield "levels", lambda: bar_chart([1, 2, 4, 8, 16, 20, 38, 70, 130, 250, 400, 700, 1300, 2000, 3600],
                                      xlabel="moves from the start", ylabel="new boards", title="levels")
    yield "curve", lambda: line_chart([0, 10, 20, 30, 60, 100, 200, 400], {"random slides": [15, 10, 7, 5, 3, 2, 1.2, 1]},
                                      reference=0.94, reference_label="a fair shuffle", xlabel="slides",
                                      ylabel="tiles still home", title="Random slides mix slowly")
    yield "grouped bars", _grouped_bars
    yield "weights", _weights_chart


def _grouped_bars():
    import pandas as pd

    table = pd.DataFrame({"shortest": [20, 22, 18, 24], "undo_shuffle": [60, 60, 60, 60],
                          "row_by_row": [80, 90, 70, 100]}, index=[1, 2, 3, 4])
    return bar_chart(table, xlabel="seed", ylabel="moves", title="four ways back")


def _explorer_tree(result, step):
    from puzzlelib.draw.tree import tree_figure

    fig = tree_figure()
    draw_search_tree(result.trace, fig.add_subplot(), step=step, max_drawn_nodes=60, labels="fgh")
    return fig


def _weights_chart():
    from puzzlelib.widgets.weights import WeightsExplorer

    return WeightsExplorer.at_depths((8, 12), seed=5).figure(1, 1)


PICTURES = list(_pictures())


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize(("name", "draw"), PICTURES, ids=[name for name, _ in PICTURES])
def test_every_picture_the_package_draws_meets_the_style(name, draw, theme):
    with course_style(theme):
        fig = draw()
    problems = check_figure(fig)
    assert not problems, f"{name} ({theme}):\n" + "\n".join(map(str, problems))
    plt.close(fig)


def test_grouped_bars_name_each_series_in_its_methods_colour():
    fig = _grouped_bars()
    ax = fig.axes[0]
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["shortest", "undo_shuffle", "row_by_row"]
    assert [t.get_text() for t in ax.get_xticklabels()] == ["1", "2", "3", "4"]
    colours = {c.get_label(): matplotlib.colors.to_hex(c.patches[0].get_facecolor()) for c in ax.containers}
    assert colours["undo_shuffle"] == METHOD_COLORS["undo_shuffle"] and colours["row_by_row"] == METHOD_COLORS["row_by_row"]
    with pytest.raises(Exception, match="labels"):
        bar_chart([1, 2], ["a"])


def test_the_explorer_tree_says_when_it_shows_an_earlier_step_and_labels_only_what_fits():
    result = solve(Board.from_rows([[3, 5, 1], [2, 4, 6], [8, 7, 9]], blank="max"), method="scored", record=True)
    fig = _explorer_tree(result, 60)
    fig.savefig(io.BytesIO(), format="png", bbox_inches="tight")  # as the explorer does
    ax = fig.axes[0]
    title = " ".join(ax.get_title().split())
    assert "step 60 asked" in title and "tree cut" in title
    shown = [t for t in ax.texts if t.get_visible() and t.get_text().startswith("g=")]
    assert 0 < len(shown) < len(ax.tree_ids)
    assert f"on the {len(shown)} of {len(ax.tree_ids)} nodes" in title


# ---------------------------------------------------------------- widgets the whole class watches
def _large_widgets():
    from puzzlelib.widgets import GridExplorer, PuzzleGame, SearchExplorer, SolutionPlayer
    from puzzlelib.widgets.playground import Playground

    result = solve(Board.parse("1 2 3 / 4 0 6 / 7 5 8"), record=True)
    yield "player", lambda size: SolutionPlayer(result, size=size)
    yield "explorer", lambda size: SearchExplorer(result, size=size, tree=False)
    yield "grid explorer", lambda size: GridExplorer(size=size)
    yield "game", lambda size: PuzzleGame(3, seed=1, size=size)
    yield "playground", lambda size: Playground(seed=1, size=size)


@pytest.mark.parametrize(("name", "make"), list(_large_widgets()), ids=[n for n, _ in _large_widgets()])
def test_widgets_shown_to_the_class_have_a_large_size(name, make):
    from puzzlelib.widgets.inputs import LARGE_CLASS

    assert LARGE_CLASS in make("large")._dom_classes
    assert LARGE_CLASS not in make(None)._dom_classes


def test_the_large_size_writes_every_text_at_18_px():
    from puzzlelib.widgets.inputs import LARGE_CSS

    # declarations only: a selector may match an inline size it raises (`[style*="font-size:13px"]`)
    sizes = [int(n) for n in re.findall(r"font-size:\s*(\d+)px(?!\")", LARGE_CSS)]
    assert sizes and min(sizes) >= 18
    assert "--jp-widgets-font-size: 18px" in LARGE_CSS  # ipywidgets' own controls (13 px by default) follow


def test_the_grid_explorer_is_readable_at_the_back_of_the_room():
    from puzzlelib.draw.palette import text_color
    from puzzlelib.widgets import GridExplorer

    normal, large = GridExplorer(), GridExplorer(size="large")
    assert (normal.cell_px, normal.font_px) == (44, 16) and (large.cell_px, large.font_px) == (62, 22)
    html = normal.grid_view.value
    assert "width:44px" in html and "font-size:16px" in html and "font-size:12px" not in html
    for key in ("start", "goal", "open", "closed", "current", "path", "wall"):
        colour = PALETTE[key]
        assert contrast(colour, PALETTE["empty"]) >= MIN_CONTRAST, key  # the flood shows on the white grid
        assert contrast(text_color(colour), colour) >= 4.5, key  # and its numbers on it
    assert contrast(PALETTE["grid_line"], PALETTE["empty"]) >= MIN_CONTRAST
