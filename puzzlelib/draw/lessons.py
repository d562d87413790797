"""The search lessons' own chart: the true moves left along a search's road, each move away marked.

It draws its two lines with :func:`~puzzlelib.draw.charts.line_chart` (so in the course style) and
adds the marks, so a lesson shows the picture in one line.
"""

from __future__ import annotations

from collections.abc import Sequence

from puzzlelib.draw.charts import line_chart
from puzzlelib.draw.palette import PALETTE
from puzzlelib.draw.style import course_style
from puzzlelib.errors import PuzzleError, short_repr

__all__ = ["plot_moves_left", "AWAY_LABEL"]

AWAY_LABEL = "a move away from the goal"
"""The legend's name for the marked moves."""


def _numbers(values, example: str) -> list[float]:
    if isinstance(values, str | bytes) or not isinstance(values, Sequence) or not values:
        raise PuzzleError(f"plot_moves_left needs a list of numbers, got {short_repr(values)}; for example {example}.")
    for v in values:
        if isinstance(v, bool) or not isinstance(v, int | float):
            raise PuzzleError(f"plot_moves_left needs numbers, got {short_repr(v)} in the list; for example {example}.")
    return list(values)


def plot_moves_left(moves_left, score=None, *, label: str = "true moves left", score_label: str = "score of each board",
                    ax=None):
    """The true distance to the goal after each move of a solution, with each move *away* marked.

    ``moves_left[k]`` is the distance after ``k`` moves (``table.distance(b)`` along ``result.path``);
    along a shortest solution it drops by one every move, so every rise is a move away from the goal,
    and those moves are marked with a cross named in the legend. ``score`` (optional, the same length)
    adds the search's own guess as a second line, named ``score_label``. Returns the figure.

    >>> fig = plot_moves_left([3, 4, 3, 2, 1, 0], score=[4, 6, 4, 2, 2, 0])  # doctest: +SKIP
    """
    moves_left = _numbers(moves_left, "plot_moves_left([3, 2, 1, 0])")
    series = {label: moves_left}
    if score is not None:
        score = _numbers(score, "plot_moves_left([3, 2, 1, 0], score=[4, 4, 2, 0])")
        if len(score) != len(moves_left):
            raise PuzzleError(f"plot_moves_left: score has {len(score)} values but moves_left has {len(moves_left)}; "
                              "give one score per board of the road.")
        series[score_label] = score
    steps = list(range(len(moves_left)))
    fig = line_chart(steps, series, xlabel="moves made", ylabel="moves" if score is None else "moves / score",
                     ax=ax)
    away = [k for k in steps[1:] if moves_left[k] > moves_left[k - 1]]
    if away:
        with course_style():
            axes = fig.axes[0] if ax is None else ax
            axes.plot(away, [moves_left[k] for k in away], linestyle="none", marker="X", markersize=16,
                      color=PALETTE["goal"], label=AWAY_LABEL)
            axes.legend(loc="best")
    return fig
