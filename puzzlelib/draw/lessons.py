"""Small charts the search lessons draw: boards side by side, level sizes, and the moves left on a road.

Each takes plain numbers or boards, so a lesson shows its picture in one line, and each leaves text
sizes to the course style (nothing here sets a font size).
"""

from __future__ import annotations

from collections.abc import Sequence

from puzzlelib.board import Board
from puzzlelib.draw.boards import draw_board
from puzzlelib.draw.palette import PALETTE, method_color
from puzzlelib.errors import PuzzleError, short_repr

__all__ = ["draw_boards", "plot_levels", "plot_moves_left"]

LINE_WIDTH = 2.5
"""Points for lines and bar edges: thick enough to see from the back row."""


def _numbers(values, name: str, example: str) -> list[float]:
    if isinstance(values, str | bytes) or not isinstance(values, Sequence) or not values:
        raise PuzzleError(f"{name} needs a list of numbers, got {short_repr(values)}; for example {example}.")
    out = []
    for v in values:
        if isinstance(v, bool) or not isinstance(v, int | float):
            raise PuzzleError(f"{name} needs numbers, got {short_repr(v)} in the list; for example {example}.")
        out.append(v)
    return out


def draw_boards(boards, titles=None):
    """Draw boards side by side, each with its title (``titles`` in the same order); returns the figure.

    >>> fig = draw_boards([Board.goal(3, 3), Board.goal(3, 3, "snail")], ["standard", "snail"])  # doctest: +SKIP
    """
    import matplotlib.pyplot as plt

    if isinstance(boards, Board | str) or not isinstance(boards, Sequence) or not boards:
        raise PuzzleError(f"draw_boards needs a list of boards, got {short_repr(boards)}; "
                          "for example draw_boards([start, goal], ['start', 'goal']).")
    boards = [Board.coerce(b, "draw_boards") for b in boards]
    titles = list(titles) if titles is not None else [None] * len(boards)
    if len(titles) != len(boards):
        raise PuzzleError(f"draw_boards got {len(boards)} boards but {len(titles)} titles; give one title per board.")
    width = sum(0.9 * b.cols + 0.6 for b in boards)
    height = max(0.9 * b.rows for b in boards) + 0.9
    fig, axes = plt.subplots(1, len(boards), figsize=(width, height), squeeze=False)
    for ax, board, title in zip(axes[0], boards, titles, strict=True):
        draw_board(board, ax=ax, title=title)
    fig.tight_layout()
    return fig


def plot_levels(sizes, *, title: str | None = None, xlabel: str = "moves from the start",
                ylabel: str = "boards at that level", ax=None):
    """A bar per level: ``sizes[d]`` boards at distance ``d`` (as ``explore(...).level_sizes`` gives them).

    Returns the figure.

    >>> fig = plot_levels([1, 3, 5, 10, 14], title="The first levels")  # doctest: +SKIP
    """
    import matplotlib.pyplot as plt

    sizes = _numbers(sizes, "plot_levels", "plot_levels([1, 3, 5, 10])")
    fig, ax = (ax.figure, ax) if ax is not None else plt.subplots(figsize=(8, 3.8))
    ax.bar(range(len(sizes)), sizes, color=method_color("bfs"), edgecolor=PALETTE["tile_edge"], linewidth=1)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    if title:
        ax.set_title(title)
    step = 1 if len(sizes) <= 16 else 2 if len(sizes) <= 32 else 5
    ax.set_xticks(range(0, len(sizes), step))
    ax.ticklabel_format(axis="y", style="plain")
    ax.yaxis.set_major_formatter(plt.FuncFormatter(lambda v, _: f"{v:,.0f}"))
    fig.tight_layout()
    return fig


def plot_moves_left(moves_left, score=None, *, label: str = "true moves left", ax=None):
    """The true distance to the goal after each move of a solution, with each move *away* marked.

    ``moves_left[k]`` is the distance after ``k`` moves (``table.distance(b)`` along ``result.path``);
    along a shortest solution it drops by one every move, so every rise is a move away from the goal,
    and those moves are marked with a cross and named in the legend. ``score`` (optional, the same
    length) adds the search's own guess as a dotted line. Returns the figure.
    """
    import matplotlib.pyplot as plt

    moves_left = _numbers(moves_left, "plot_moves_left", "plot_moves_left([3, 2, 1, 0])")
    fig, ax = (ax.figure, ax) if ax is not None else plt.subplots(figsize=(9, 4))
    colour = method_color("scored")
    ax.plot(range(len(moves_left)), moves_left, marker="o", markersize=6, linewidth=LINE_WIDTH, color=colour,
            label=label)
    if score is not None:
        score = _numbers(score, "plot_moves_left", "plot_moves_left([3, 2, 1, 0], score=[4, 4, 2, 0])")
        if len(score) != len(moves_left):
            raise PuzzleError(f"plot_moves_left: score has {len(score)} values but moves_left has {len(moves_left)}; "
                              "give one score per board of the road.")
        ax.plot(range(len(score)), score, linestyle=":", linewidth=LINE_WIDTH, color=PALETTE["tile_edge"],
                label="its score")
    away = [k for k in range(1, len(moves_left)) if moves_left[k] > moves_left[k - 1]]
    if away:
        ax.plot(away, [moves_left[k] for k in away], linestyle="none", marker="X", markersize=14,
                color=PALETTE["goal"], label="a move away from the goal")
    ax.set_xlabel("moves made")
    ax.set_ylabel("moves" if score is None else "moves / score")
    ax.legend()
    fig.tight_layout()
    return fig
