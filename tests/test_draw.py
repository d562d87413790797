"""puzzlelib.draw: every picture is rendered to PNG with Agg and checked for what it shows."""

import io
import os
import subprocess
import sys

os.environ.setdefault("MPLBACKEND", "Agg")

import matplotlib  # noqa: E402

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402
from matplotlib.colors import to_hex  # noqa: E402
from PIL import Image  # noqa: E402

from puzzlelib import Board, PuzzleError  # noqa: E402
from puzzlelib.draw import (  # noqa: E402
    PALETTE,
    animate,
    cut_picture,
    draw_board,
    draw_path,
    draw_search_tree,
    solution_steps,
    tile_patches,
)

NEAR = Board.parse("1 2 3 / 4 0 6 / 7 5 8")  # two moves from the goal: D then R


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")


def png_of(fig) -> np.ndarray:
    buf = io.BytesIO()
    fig.savefig(buf, format="png")
    buf.seek(0)
    return np.asarray(Image.open(buf).convert("RGB"))


def test_import_puzzlelib_stays_light():
    code = ("import puzzlelib, sys; heavy = [m for m in ('matplotlib', 'ipywidgets', 'pandas', 'networkx', 'tqdm') "
            "if m in sys.modules]; assert not heavy, heavy")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_draw_board_numbers_and_next_tile_outline():
    ax = draw_board(NEAR, next_move="D", show_misplaced=True)
    patches = tile_patches(ax)
    assert sorted(patches) == list(range(9))
    assert [t.get_text() for t in ax.texts] == [str(t) for t in NEAR.tiles if t]
    assert to_hex(patches[5].get_edgecolor()) == PALETTE["next"]  # the blank moving D slides the 5
    assert to_hex(patches[6].get_edgecolor()) == PALETTE["tile_edge"]
    assert to_hex(patches[5].get_facecolor()) == PALETTE["misplaced"]  # 5 belongs in the centre
    assert to_hex(patches[1].get_facecolor()) == PALETTE["tile"]
    assert to_hex(patches[0].get_facecolor()) == PALETTE["blank"]
    image = png_of(ax.figure)
    assert image.shape[0] > 50 and len(np.unique(image.reshape(-1, 3), axis=0)) > 3


def test_picture_tiles_put_each_piece_in_the_tiles_cell_and_leave_the_blank_empty():
    rows, cols = 3, 3
    # an image whose pixels say where they came from: red = row band, green = column band
    image = np.zeros((90, 90, 3), dtype=np.uint8)
    for r in range(3):
        for c in range(3):
            image[r * 30:(r + 1) * 30, c * 30:(c + 1) * 30] = (40 + 80 * r, 40 + 80 * c, 200)
    pieces = cut_picture(image, rows, cols)
    assert pieces[5][0, 0].tolist() == [120, 120, 200]  # tile 5 shows the centre of the picture
    board = Board.parse("5 1 2 / 3 4 6 / 7 8 0")
    fig, ax = plt.subplots(figsize=(3, 3), dpi=100)
    fig.subplots_adjust(0, 0, 1, 1)
    draw_board(board, ax, picture=image, numbers=False)
    png = png_of(fig)
    h, w = png.shape[:2]
    top_left = png[h // 6, w // 6].tolist()
    assert abs(top_left[0] - 120) < 12 and abs(top_left[1] - 120) < 12  # the 5's piece is where the 5 is
    blank = png[5 * h // 6, 5 * w // 6].tolist()
    assert to_hex(np.array(blank) / 255) == PALETTE["blank"]


def test_picture_true_uses_the_sample_image_on_a_5x5_board():
    from matplotlib import cbook

    with cbook.get_sample_data("grace_hopper.jpg") as handle:
        sample = np.asarray(Image.open(handle).convert("RGB"))
    pieces = cut_picture(True, 5, 5)
    assert len(pieces) == 25 and len({p.shape for p in pieces.values()}) <= 4
    h, w = sample.shape[:2]
    side = min(h, w)  # a square board: the centre square of the photograph
    top, left = (h - side) // 2, (w - side) // 2
    first = pieces[1]
    assert np.array_equal(first, sample[top:top + first.shape[0], left:left + first.shape[1]])
    last_row = pieces[21]  # tile 21 starts the bottom row
    assert np.array_equal(last_row[-1], sample[top + side - 1, left:left + last_row.shape[1]])
    ax = draw_board(Board.goal(5, 5), picture=True)
    assert len(ax.images) == 24  # every tile but the blank shows a piece
    assert np.array_equal(ax.images[0].get_array(), first)  # the drawing shows those very pixels


def test_bad_picture_is_a_named_error():
    with pytest.raises(PuzzleError, match="picture"):
        cut_picture(np.zeros((4,)), 3, 3)


def test_solution_steps_accept_moves_boards_and_check_paths():
    steps = solution_steps("DR", NEAR)
    assert [s.tile for s in steps] == [None, 5, 8]
    assert steps[-1].board.is_goal()
    assert [s.move for s in solution_steps([s.board for s in steps])] == [None, "D", "R"]
    with pytest.raises(PuzzleError, match="not one slide away"):
        solution_steps([NEAR, NEAR.goal_of()])
    with pytest.raises(PuzzleError, match="start"):
        solution_steps("DR")


def test_draw_path_shows_every_board_of_a_short_solution_and_spreads_a_long_one():
    fig = draw_path("DR", NEAR)
    visible = [ax for ax in fig.axes if ax.get_visible()]
    assert [ax.get_title() for ax in visible] == ["start", "1: D (5)", "2: R (8)"]
    png_of(fig)
    long_moves = "DRUL" * 10  # 40 moves round and round
    fig = draw_path(long_moves, Board.goal(3, 3).apply("UL"), max_boards=8)
    visible = [ax for ax in fig.axes if ax.get_visible()]
    assert len(visible) == 8
    assert visible[0].get_title() == "start" and visible[-1].get_title().startswith("40:")
    assert "showing 8 of 41" in fig._suptitle.get_text()


def test_animate_saves_a_gif_with_one_frame_per_board(tmp_path):
    anim = animate("DR", NEAR, hold_end=0, interval=100)
    path = tmp_path / "run.gif"
    anim.save(path, writer="pillow", dpi=40)
    with Image.open(path) as gif:
        assert gif.n_frames == 3
        frames = []
        for i in range(gif.n_frames):
            gif.seek(i)
            frames.append(np.asarray(gif.convert("RGB")).copy())
    assert not np.array_equal(frames[0], frames[-1])


# ---------------------------------------------------------------- search trees
def _astar(board="4 1 3 / 7 2 6 / 0 5 8", **kw):
    from puzzlelib import solve

    return solve(Board.parse(board), method="astar", record=True, **kw)


def node_colours(ax) -> list[str]:
    nodes = next(c for c in ax.collections if c.get_gid() == "tree-nodes")
    return [to_hex(c) for c in nodes.get_facecolors()]


def test_search_tree_draws_every_node_and_colours_the_solution():
    result = _astar()
    trace = result.trace
    ax = draw_search_tree(result)
    assert len(ax.tree_ids) == len(trace.nodes) == len(node_colours(ax))
    colour = dict(zip(ax.tree_ids, node_colours(ax), strict=True))
    root, *middle, goal = trace.solution_ids
    assert colour[root] == PALETTE["start"] and colour[goal] == PALETTE["goal"]
    assert all(colour[i] == PALETTE["path"] for i in middle) and len(middle) == result.length - 1
    off_path = set(ax.tree_ids) - set(trace.solution_ids)
    assert {colour[i] for i in off_path} <= {PALETTE["open"], PALETTE["closed"]}
    assert ax.get_ylabel() == "depth (moves from the start)"
    assert f"after {trace.steps} of {trace.steps} expansions" in ax.get_title()
    png_of(ax.figure)


def test_search_tree_at_a_step_marks_the_node_being_expanded():
    result = _astar()
    trace = result.trace
    ax = draw_search_tree(result, step=2, labels="board")
    colour = dict(zip(ax.tree_ids, node_colours(ax), strict=True))
    assert colour[trace.expanded[1]] == PALETTE["current"]
    assert PALETTE["path"] not in colour.values()  # the path is unknown until the search ends
    assert len(ax.tree_ids) == len(trace.added[0]) + len(trace.added[1]) + len(trace.added[2])
    assert any("4 1 3" in t.get_text() for t in ax.texts)


def test_search_tree_is_cut_with_a_message_when_too_big():
    result = _astar("8 6 7 / 2 5 4 / 3 0 1", heuristic="linear_conflict")
    assert len(result.trace.nodes) > 200
    ax = draw_search_tree(result, max_drawn_nodes=50, labels=None)
    assert 0 < len(ax.tree_ids) <= 50
    assert "tree cut to fit max_drawn_nodes=50" in ax.get_title()
    with pytest.raises(PuzzleError, match="record=True"):
        draw_search_tree(None)


# ---------------------------------------------------------------- audit fixes and gaps
def test_importing_the_widgets_does_not_load_pyplot():
    code = ("import sys, puzzlelib.widgets, puzzlelib.draw; "
            "assert 'matplotlib.pyplot' not in sys.modules, 'pyplot was imported'")
    env = {k: v for k, v in os.environ.items() if k != "MPLBACKEND"}
    subprocess.run([sys.executable, "-c", code], check=True, env=env)


def test_search_tree_labels_say_g_h_and_f():
    result = _astar()
    ax = draw_search_tree(result, labels="fgh")
    root = result.trace.nodes[0]
    texts = [t.get_text() for t in ax.texts]
    assert f"g=0\nh={root.h:g}\nf={root.f:g}" in texts
    assert sum(t.startswith("g=") for t in texts) == len(ax.tree_ids)


def test_animation_renders_as_html_for_slides():
    html = animate("DR", NEAR, hold_end=0, interval=100).to_jshtml(fps=5)
    assert "<img" in html and "data:image/png;base64" in html
    assert html.count("frames[") >= 3  # one image per board


def test_ida_star_tree_colours_every_iterations_root_as_the_start():
    from puzzlelib import solve

    result = solve(Board.parse("8 1 3 / 4 0 2 / 7 6 5"), method="idastar", heuristic="manhattan", record=True)
    trace = result.trace
    roots = [n.id for n in trace.nodes if n.parent is None]
    assert len(roots) > 1  # one tree per bound
    ax = draw_search_tree(result, max_drawn_nodes=len(trace.nodes), labels=None)
    colour = dict(zip(ax.tree_ids, node_colours(ax), strict=True))
    assert [colour[r] for r in roots] == [PALETTE["start"]] * len(roots)
    assert f"{len(roots)} iterations" in ax.get_title()
    assert colour[trace.solution_ids[-1]] == PALETTE["goal"]


def test_a_cut_tree_marks_no_node_as_being_expanded():
    result = _astar("8 6 7 / 2 5 4 / 3 0 1", heuristic="linear_conflict")
    step = 100
    ax = draw_search_tree(result, step=step, max_drawn_nodes=50, labels=None)
    assert "tree cut" in ax.get_title()
    assert PALETTE["current"] not in node_colours(ax)  # the expansion at step 100 is not drawn
    uncut = draw_search_tree(result, step=3, max_drawn_nodes=50, labels=None)
    assert node_colours(uncut).count(PALETTE["current"]) == 1


def test_a_budget_hit_keeps_its_trace_so_the_tree_shows_where_bfs_gave_up():
    from puzzlelib import SearchLimitError, solve

    with pytest.raises(SearchLimitError) as info:
        solve(Board.parse("8 6 7 / 2 5 4 / 3 0 1"), method="bfs", max_nodes=30, record=True)
    partial = info.value.result
    assert not partial.solved and partial.nodes_expanded == 30
    trace = partial.trace
    assert trace.steps == 30 and trace.solution_ids == [] and len(trace.open_at(30)) > 0
    ax = draw_search_tree(partial, max_drawn_nodes=200, labels=None)
    assert "after 30 of 30 expansions" in ax.get_title()
    colours = node_colours(ax)
    assert PALETTE["open"] in colours and PALETTE["path"] not in colours and PALETTE["goal"] not in colours
    with pytest.raises(SearchLimitError) as info:
        solve(Board.parse("8 6 7 / 2 5 4 / 3 0 1"), method="bfs", max_nodes=30)
    assert info.value.result.trace is None  # tracing stays opt-in


def test_search_tree_shows_depth_numbers_and_counts_in_good_english():
    result = _astar()
    ax = draw_search_tree(result, step=0)
    ax.figure.canvas.draw()
    depths = [t.get_text() for t in ax.get_yticklabels() if t.get_visible()]
    assert depths[:1] == ["0"]  # networkx hides tick labels; the depth axis must show them again
    assert ax.get_title().startswith("1 node after 0 of ")


# ---------------------------------------------------------------- what a class reads off the figures
def _comparison_table():
    import pandas as pd

    rows = []
    for board_index, length in enumerate((4, 12, 20)):
        rows.append({"label": "bfs", "board_index": board_index, "solved": True, "length": length,
                     "nodes_expanded": 10 ** (1 + board_index * 2), "seconds": 0.01})
        rows.append({"label": "astar (manhattan)", "board_index": board_index, "solved": True, "length": length,
                     "nodes_expanded": 4 + board_index, "seconds": 0.01})
    return pd.DataFrame(rows)


def test_comparison_charts_say_when_an_axis_is_log_scaled():
    from puzzlelib.draw import plot_comparison

    fig = plot_comparison(_comparison_table(), metrics=("nodes_expanded", "length"))
    work, length = fig.axes
    assert work.get_xscale() == "log" and "log scale" in " ".join(work.get_title().split())
    assert length.get_xscale() == "linear" and "log" not in length.get_title() + length.get_xlabel()
    scatter = plot_comparison(_comparison_table(), kind="scatter").axes[0]
    assert scatter.get_yscale() == "log" and "log scale" in scatter.get_ylabel()


def test_search_tree_legend_follows_the_palette_order_and_can_be_read():
    from puzzlelib import solve
    from puzzlelib.draw import STATE_KEYS, STATE_NAMES

    bfs = solve(Board.parse("4 1 3 / 7 2 6 / 0 5 8"), method="bfs", record=True)
    ax = draw_search_tree(bfs, labels=None)
    shown = [t.get_text() for t in ax.get_legend().get_texts()]
    assert shown == [STATE_NAMES[k] for k in STATE_KEYS]  # all five, in the same order as the widgets' legend
    assert min(t.get_fontsize() for t in ax.get_legend().get_texts()) >= 10  # as big as the title: a wide tree shrinks


def test_picture_tile_numbers_are_big_enough_to_read():
    ax = draw_board(Board.goal(5, 5), picture=True)
    sizes = [t.get_fontsize() for t in ax.texts]
    assert len(sizes) == 24 and min(sizes) >= 7


def test_search_tree_can_leave_out_the_move_letters():
    from puzzlelib import solve

    result = solve("1 2 3 / 4 0 6 / 7 5 8", record=True)
    with_letters = draw_search_tree(result)
    without = draw_search_tree(result, move_labels=False)
    assert len(with_letters.texts) > len(without.texts)
    assert not {"U", "D", "L", "R"} & {t.get_text() for t in without.texts}


def test_draw_search_tree_old_max_nodes_still_works_with_a_deprecation_warning():
    result = _astar("8 6 7 / 2 5 4 / 3 0 1", heuristic="linear_conflict")
    with pytest.warns(DeprecationWarning, match="max_drawn_nodes"):
        ax = draw_search_tree(result, max_nodes=50, labels=None)
    assert "tree cut to fit max_drawn_nodes=50" in ax.get_title()
    plt.close(ax.figure)
