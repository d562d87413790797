"""A solution as a matplotlib animation, for slides: ``animate(result).save("run.gif", writer="pillow")``."""

from __future__ import annotations

from matplotlib.animation import FuncAnimation

from puzzlelib.board import Board
from puzzlelib.draw.boards import _pieces_for, draw_board
from puzzlelib.draw.steps import solution_steps
from puzzlelib.draw.style import course_style

__all__ = ["animate"]


def animate(solution, start: Board | None = None, *, interval: int = 500, picture=None, show_next: bool = True,
            hold_end: int = 3) -> FuncAnimation:
    """Animate a solution one slide per frame and return the :class:`~matplotlib.animation.FuncAnimation`.

    ``solution`` is a :class:`~puzzlelib.result.SearchResult`, a list of boards, or moves with
    ``start``. ``interval`` is milliseconds per frame; the last board is held for ``hold_end`` extra
    frames so a looping GIF pauses on the solved picture. In a notebook show it with
    ``IPython.display.HTML(anim.to_jshtml())``; save with ``anim.save("run.gif", writer="pillow")``.
    """
    import matplotlib.pyplot as plt  # here, not at the top: importing puzzlelib.draw must not load pyplot

    steps = solution_steps(solution, start)
    first = steps[0].board
    with course_style():  # wide enough for the longest caption at 14 pt
        fig, ax = plt.subplots(figsize=(max(5.0, 0.9 * first.cols + 0.6), 0.9 * first.rows + 1.0))
    pieces = _pieces_for(first, picture, None)
    frames = list(range(len(steps))) + [len(steps) - 1] * max(0, hold_end)

    def draw(i: int):
        ax.clear()
        step = steps[i]
        nxt = steps[i + 1].move if show_next and i + 1 < len(steps) else None
        draw_board(step.board, ax, picture=pieces, next_move=nxt, title=step.caption)
        return list(ax.patches) + list(ax.texts)

    anim = FuncAnimation(fig, draw, frames=frames, interval=interval, blit=False, repeat=True)
    plt.close(fig)  # the animation owns the figure; do not also show it as a still picture
    return anim
