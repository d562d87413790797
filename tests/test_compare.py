"""puzzlelib.compare and its chart and command: every run is a row, budget hits included."""

import io
import json
import os

os.environ.setdefault("MPLBACKEND", "Agg")

import matplotlib  # noqa: E402

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402
from matplotlib.colors import to_hex  # noqa: E402

from puzzlelib import Board, PuzzleError, SearchResult  # noqa: E402
from puzzlelib.cli import main  # noqa: E402
from puzzlelib.compare import COLUMNS, compare, method_specs  # noqa: E402
from puzzlelib.draw import plot_comparison  # noqa: E402
from puzzlelib.shuffle import random_walk  # noqa: E402

HARD = Board.parse("8 6 7 / 2 5 4 / 3 0 1")  # 31 moves: BFS on a small budget gives up
BOARDS = [random_walk(n, seed=n) for n in (8, 16, 30)] + [HARD]


@pytest.fixture(scope="module")
def table():
    return compare(BOARDS, ["bfs", "greedy", "astar:misplaced", "astar"], max_nodes=20_000, progress=False)


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")


def test_every_run_is_a_row_with_every_result_field(table, goal_distances):
    from dataclasses import fields

    assert {f.name for f in fields(SearchResult)} - {"trace"} <= set(table.columns)
    assert list(table.columns[: len(COLUMNS)]) == COLUMNS
    assert len(table) == len(BOARDS) * 4
    assert list(dict.fromkeys(table["label"])) == ["bfs", "greedy (manhattan)", "astar (misplaced)",
                                                   "astar (manhattan)"]
    distances = goal_distances(3, 3)
    for row in table[table["solved"]].itertuples():
        board = Board.parse(row.board)
        assert board.apply(row.moves).is_goal() and len(row.moves) == row.length
        if row.optimal:
            assert row.length == distances[board.tiles]
    astar = table[table["label"] == "astar (manhattan)"]
    assert astar["solved"].all() and astar["optimal"].all()


def test_budget_hits_are_unsolved_rows_with_their_counters(table):
    bfs_hard = table[(table["label"] == "bfs") & (table["board"] == HARD.to_text())].iloc[0]
    assert not bfs_hard["solved"] and bfs_hard["error"].startswith("budget:") and bfs_hard["outcome"] == "budget"
    assert bfs_hard["nodes_expanded"] == 20_000 and bfs_hard["length"] != bfs_hard["length"]  # NaN: no length
    assert table.loc[table["solved"], "error"].isna().all()
    assert (table.loc[table["solved"], "outcome"] == "solved").all()


def test_unsolvable_boards_are_recorded_not_raised():
    swapped = Board.parse("2 1 3 / 4 5 6 / 7 8 0")
    df = compare([swapped], ["astar"], progress=False)
    assert not df.loc[0, "solved"] and df.loc[0, "error"].startswith("unsolvable:")
    assert df.loc[0, "outcome"] == "unsolvable"


def test_method_specs_name_and_check_methods():
    specs = method_specs(["bfs", "astar:misplaced", ("wastar", "manhattan"), {"method": "astar", "label": "A*"}])
    assert [s["label"] for s in specs] == ["bfs", "astar (misplaced)", "wastar (manhattan)", "A*"]
    with pytest.raises(PuzzleError, match="share a label"):
        method_specs(["astar", "astar"])
    with pytest.raises(PuzzleError, match="method spec"):
        method_specs([42])


def test_bar_chart_has_a_bar_per_method_and_flags_unsolved_runs(table):
    fig = plot_comparison(table)
    nodes_ax, seconds_ax, length_ax = fig.axes
    assert " ".join(nodes_ax.get_xlabel().split()) == "median nodes expanded"
    assert " ".join(length_ax.get_title().split()) == "solution length (moves)"
    # horizontal bars: every method named beside its bar, none rotated
    assert [t.get_text() for t in nodes_ax.get_yticklabels()] == list(dict.fromkeys(table["label"]))
    assert len(nodes_ax.patches) == 4
    unsolved = (~table["solved"]).groupby(table["label"], sort=False).sum()
    assert [t.get_text() for t in nodes_ax.texts] == [f"{n} unsolved" for n in unsolved if n]
    assert unsolved["bfs"] >= 1 and unsolved["astar (manhattan)"] == 0
    solved = table[table["solved"]]
    for bar, label in zip(nodes_ax.patches, dict.fromkeys(table["label"]), strict=True):
        assert bar.get_width() == pytest.approx(solved.loc[solved["label"] == label, "nodes_expanded"].median())
    assert nodes_ax.get_xscale() == "linear"  # medians 10 to about 100: a linear axis reads best
    spread = table.copy()
    spread.loc[spread["label"] == "bfs", "nodes_expanded"] *= 1000
    assert plot_comparison(spread, ["nodes_expanded"]).axes[0].get_xscale() == "log"
    assert len({to_hex(p.get_facecolor()) for p in nodes_ax.patches}) == 4
    fig.savefig(io.BytesIO(), format="png")


def test_scatter_plots_work_against_depth(table):
    fig, ax = plt.subplots()
    assert plot_comparison(table, kind="scatter", ax=ax) is fig
    assert ax.get_xlabel() == "shortest solution found (moves)"
    # the y label names a log scale exactly when one is used
    log = ax.get_yscale() == "log"
    assert ax.get_ylabel() == "nodes expanded" + (" (log scale)" if log else "")
    assert [t.get_text() for t in ax.get_legend().get_texts()] == list(dict.fromkeys(table["label"]))
    assert sum(len(c.get_offsets()) for c in ax.collections) == int(table["solved"].sum())
    fig.savefig(io.BytesIO(), format="png")
    with pytest.raises(PuzzleError, match="missing columns"):
        plot_comparison(table.drop(columns=["seconds"]))


def test_compare_command_prints_a_summary(capsys, tmp_path):
    csv = tmp_path / "runs.csv"
    code = main(["compare", "1 2 3 / 4 0 6 / 7 5 8", "--random", "2", "--seed", "3", "--methods", "bfs,astar",
                 "--max-nodes", "3000", "--csv", str(csv), "--json"])
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert len(out["boards"]) == 3 and [r["label"] for r in out["summary"]] == ["bfs", "astar (manhattan)"]
    assert out["summary"][1]["solved"] == 3
    assert len(csv.read_text().strip().splitlines()) == 1 + 6
    assert main(["compare"]) == 2


def test_progress_bar_is_shown_and_does_not_disturb_the_table(capsys):
    boards = [random_walk(6, seed=1), HARD]
    df = compare(boards, ["bfs", "astar"], max_nodes=500, progress=True)
    err = capsys.readouterr().err
    assert "compare:" in err and "/4 [" in err and "board 1" in err  # tqdm, on stderr outside a notebook
    assert len(df) == 4 and list(df["solved"]) == [True, True, False, False]  # budget hits are rows
    quiet = compare(boards, ["bfs", "astar"], max_nodes=500, progress=False)
    assert capsys.readouterr().err == ""
    assert list(quiet["nodes_expanded"]) == list(df["nodes_expanded"])


def test_scatter_uses_a_log_scale_only_when_the_range_demands_it(table):
    from puzzlelib.draw.charts import LOG_RANGE

    nodes = table.loc[table["solved"], "nodes_expanded"].astype(float)
    assert nodes.max() / nodes.min() > LOG_RANGE  # BFS's thousands next to A*'s handfuls
    fig, ax = plt.subplots()
    plot_comparison(table, kind="scatter", ax=ax)
    assert ax.get_yscale() == "log"
    narrow = table[table["label"] == "astar (manhattan)"].copy()
    narrow["nodes_expanded"] = [10, 12, 15, 20]
    fig, ax = plt.subplots()
    plot_comparison(narrow, kind="scatter", ax=ax)
    assert ax.get_yscale() == "linear"
