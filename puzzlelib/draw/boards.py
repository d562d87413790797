"""Boards as matplotlib pictures: numbered tiles or picture tiles, and a film strip of a solution.

``matplotlib.pyplot`` is imported only inside the functions that make a new figure: the widgets
import this package for its picture cutting and palette, and must not pay for (or switch) pyplot.
"""

from __future__ import annotations

from matplotlib.patches import Rectangle

from puzzlelib.board import Board
from puzzlelib.draw.palette import PALETTE
from puzzlelib.draw.picture import cut_picture
from puzzlelib.draw.steps import solution_steps
from puzzlelib.errors import PuzzleError

__all__ = ["draw_board", "draw_boards", "draw_path", "tile_patches"]

PICTURE_NUMBER_MIN = 7.0
"""Smallest font (points) of the corner numbers on picture tiles: smaller cannot be read from the back row."""


def _pieces_for(board: Board, picture, goal: Board | None):
    if picture is None or picture is False:
        return None
    if isinstance(picture, dict):  # already cut (animations reuse one cut for every frame)
        missing = [tile for tile in board.tiles if tile not in picture]
        if missing:
            raise PuzzleError(f"the cut picture has no piece for tile {missing[0]}; pass the picture itself "
                              "(a file, an array or True) or the dict cut_picture() returns for this board's shape.")
        return picture
    return cut_picture(picture, board.rows, board.cols, goal)


def draw_board(board: Board, ax=None, *, picture=None, next_move: str | None = None, highlight=(),
               show_misplaced: bool = False, goal: Board | None = None, numbers: bool | None = None,
               title: str | None = None, fontsize: float | None = None):
    """Draw one board and return the axes.

    Parameters
    ----------
    board:
        The position to draw.
    ax:
        Axes to draw into (a new figure when None).
    picture:
        None for numbered tiles; ``True`` for the sample picture that ships with matplotlib; or any
        image array / file path, cut into ``rows x cols`` pieces (the blank's piece is left empty).
    next_move:
        A blank move (``"U"`` ...): the tile it slides is outlined in the "next" colour (hints, players).
    highlight:
        More tile numbers to outline in the "next" colour.
    show_misplaced:
        Shade tiles that are not on their goal cell.
    goal:
        The goal (standard by default): decides what is misplaced and which piece each tile shows.
    numbers:
        Write the numbers (default: yes for numbered tiles, small corner labels on pictures).

    Each tile is a :class:`~matplotlib.patches.Rectangle` with ``gid`` ``"tile-<n>"`` (the blank is
    ``"blank"``), so tests and teachers can find it again: ``tile_patches(ax)``.

    >>> ax = draw_board(Board.parse("1 2 3 / 4 5 6 / 7 0 8"), next_move="R")  # doctest: +SKIP
    >>> tile_patches(ax)[8].get_edgecolor() != tile_patches(ax)[7].get_edgecolor()  # doctest: +SKIP
    True
    """
    board = Board.coerce(board, "draw_board")
    goal = board.resolve_goal(goal)
    if ax is None:
        import matplotlib.pyplot as plt

        _, ax = plt.subplots(figsize=(0.9 * board.cols + 0.4, 0.9 * board.rows + 0.4))
    pieces = _pieces_for(board, picture, goal)
    outlined = set(highlight)
    if next_move is not None:
        outlined.add(board.tile_moved(next_move))
    if numbers is None:
        numbers = True
    size = fontsize or max(8.0, 22.0 - 2.5 * max(board.rows, board.cols))
    for cell, tile in enumerate(board.tiles):
        r, c = divmod(cell, board.cols)
        if tile == 0:
            ax.add_patch(Rectangle((c, r), 1, 1, facecolor=PALETTE["blank"], edgecolor=PALETTE["tile_edge"],
                                   gid="blank"))
            continue
        face = PALETTE["misplaced"] if show_misplaced and goal.tiles[cell] != tile else PALETTE["tile"]
        edge, width = (PALETTE["next"], 4.0) if tile in outlined else (PALETTE["tile_edge"], 1.0)
        if pieces is not None:
            ax.imshow(pieces[tile], extent=(c, c + 1, r + 1, r), zorder=1, interpolation="antialiased")
            face = "none" if not (show_misplaced and goal.tiles[cell] != tile) else PALETTE["misplaced"] + "80"
        ax.add_patch(Rectangle((c + 0.03, r + 0.03), 0.94, 0.94, facecolor=face, edgecolor=edge, linewidth=width,
                               zorder=2, gid=f"tile-{tile}"))
        if numbers and pieces is None:
            ax.text(c + 0.5, r + 0.5, str(tile), ha="center", va="center", fontsize=size,
                    color=PALETTE["text"], zorder=3)
        elif numbers:
            ax.text(c + 0.1, r + 0.12, str(tile), ha="left", va="top", fontsize=max(PICTURE_NUMBER_MIN, 0.6 * size),
                    zorder=3, color="white", bbox={"boxstyle": "round,pad=0.15", "facecolor": "#00000088", "linewidth": 0})
    ax.set_xlim(0, board.cols)
    ax.set_ylim(board.rows, 0)
    ax.set_aspect("equal")
    ax.set_xticks([])
    ax.set_yticks([])
    for spine in ax.spines.values():
        spine.set_visible(False)
    if title is not None:
        ax.set_title(title, fontsize=10)
    return ax


def draw_boards(boards, *, titles=None, highlight=None, per_row: int = 4):
    """Several boards side by side, each with an optional title and outlined tiles; returns the figure.

    ``titles`` and ``highlight`` run parallel to ``boards``; an entry of ``highlight`` is a tile
    number, a list of them, or None. A lesson lays out "before and after" pictures in one call.

    >>> fig = draw_boards(["1 2 3 / 4 5 6 / 7 8 0", "1 2 3 / 4 5 0 / 7 8 6"],
    ...                   titles=["goal", "6 slid down"], highlight=[None, 6])  # doctest: +SKIP
    """
    import matplotlib.pyplot as plt

    boards = [Board.coerce(board, "draw_boards") for board in boards]
    if not boards:
        raise PuzzleError("draw_boards needs at least one board; for example draw_boards([Board.goal(3)]).")
    titles = list(titles) if titles is not None else [None] * len(boards)
    marks = list(highlight) if highlight is not None else [None] * len(boards)
    if len(titles) != len(boards) or len(marks) != len(boards):
        raise PuzzleError(f"draw_boards got {len(boards)} boards, {len(titles)} titles and {len(marks)} highlights; "
                          "give one title and one highlight (or None) per board.")
    ncols = min(max(1, per_row), len(boards))
    nrows = -(-len(boards) // ncols)
    rows = max(b.rows for b in boards)
    cols = max(b.cols for b in boards)
    fig, axes = plt.subplots(nrows, ncols, figsize=(ncols * (0.85 * cols + 0.6), nrows * (0.85 * rows + 0.9)),
                             squeeze=False)
    for ax in axes.flat[len(boards):]:
        ax.set_visible(False)
    for k, board in enumerate(boards):
        mark = marks[k]
        tiles = () if mark is None else (mark,) if isinstance(mark, int) else tuple(mark)
        draw_board(board, axes.flat[k], highlight=tiles, title=titles[k])
    fig.tight_layout()
    return fig


def tile_patches(ax) -> dict[int, Rectangle]:
    """``{tile: rectangle}`` of a board drawn by :func:`draw_board` (the blank under key 0)."""
    out = {}
    for patch in ax.patches:
        gid = patch.get_gid() or ""
        if gid == "blank":
            out[0] = patch
        elif gid.startswith("tile-"):
            out[int(gid[5:])] = patch
    return out


def _spread(n: int, keep: int) -> list[int]:
    """``keep`` indices spread evenly over ``range(n)``, always with the first and the last."""
    if n <= keep:
        return list(range(n))
    return sorted({round(i * (n - 1) / (keep - 1)) for i in range(keep)})


def draw_path(solution, start: Board | None = None, *, max_boards: int = 12, per_row: int = 6, picture=None,
              show_next: bool = True):
    """A film strip of the boards along a solution; returns the figure.

    ``solution`` is a :class:`~puzzlelib.result.SearchResult`, a list of boards, or moves with
    ``start``. Long solutions show ``max_boards`` boards spread evenly (first and last always) and
    say so in the title. With ``show_next`` each board outlines the tile that slides next.
    """
    import matplotlib.pyplot as plt

    steps = solution_steps(solution, start)
    shown = _spread(len(steps), max(2, max_boards))
    ncols = min(per_row, len(shown))
    nrows = -(-len(shown) // ncols)
    first = steps[0].board
    fig, axes = plt.subplots(nrows, ncols, figsize=(ncols * (0.55 * first.cols + 0.5), nrows * (0.55 * first.rows + 0.8)),
                             squeeze=False)
    pieces = _pieces_for(first, picture, None)
    for ax in axes.flat[len(shown):]:
        ax.set_visible(False)
    for ax, i in zip(axes.flat, shown, strict=False):
        step = steps[i]
        nxt = steps[i + 1].move if show_next and i + 1 < len(steps) else None
        label = "start" if step.move is None else f"{i}: {step.move}" + (f" ({step.tile})" if step.tile else "")
        draw_board(step.board, ax, picture=pieces, next_move=nxt, title=label, fontsize=12)
    total = len(steps) - 1
    heading = f"{total} moves"
    if len(shown) < len(steps):
        heading += f" (showing {len(shown)} of {len(steps)} boards)"
    fig.suptitle(heading)
    fig.tight_layout()
    return fig
