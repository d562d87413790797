"""Boards as matplotlib pictures: numbered tiles or picture tiles, a row of boards, and a film strip.

Boards follow the course style (:mod:`puzzlelib.draw.style`): a tile's digits are about 40% of the
tile, whatever size the board is drawn at (they are sized when drawn, so a figure resized or laid
out afterwards keeps them in proportion), edges are 2 pt, titles 14 pt. The figures these functions
make are at most :data:`~puzzlelib.draw.style.FIGURE_WIDTH` wide, with tiles big enough for
14 pt digits.

``matplotlib.pyplot`` is imported only inside the functions that make a new figure: the widgets
import this package for its picture cutting and palette, and must not pay for (or switch) pyplot.
"""

from __future__ import annotations

from matplotlib.patches import Rectangle
from matplotlib.text import Text

from puzzlelib.board import Board
from puzzlelib.draw.palette import PALETTE
from puzzlelib.draw.picture import cut_picture
from puzzlelib.draw.steps import solution_steps
from puzzlelib.draw.style import (
    DIGIT_HEIGHT_EM,
    EDGE_PT,
    FIGURE_WIDTH,
    TEXT_PT,
    TILE_DIGIT_SHARE,
    course_style,
    theme,
)
from puzzlelib.errors import PuzzleError, short_repr

__all__ = ["draw_board", "draw_boards", "draw_path", "tile_patches", "TileLabel"]

PICTURE_NUMBER_MIN = TEXT_PT
"""Smallest font (points) of the corner numbers on picture tiles: smaller cannot be read from the back row."""

MIN_TILE_IN = 0.38
"""Smallest tile (inches) the figures made here give a board: its 40% digits are then 15 pt."""

DIGIT_EM = TILE_DIGIT_SHARE / DIGIT_HEIGHT_EM
"""Font size of a tile's digits as a share of the tile's side: digits then stand 40% of the tile."""


class TileLabel(Text):
    """A tile's number, sized when drawn to a fixed share of the tile (one data unit square).

    ``share`` is the font size over the tile's side; ``least`` a floor in points (the corner numbers
    on picture tiles). Sizing at draw time keeps the proportion however the figure is laid out.
    """

    def __init__(self, *args, share: float, least: float = 0.0, **kwargs):
        super().__init__(*args, **kwargs)
        self._share, self._least = share, least

    def fit(self) -> None:
        """Set the font size from the tile's current size on the figure."""
        if self.axes is None or self.figure is None:
            return
        (x0, y0), (x1, y1) = self.axes.transData.transform([(0, 0), (1, 1)])
        side_pt = min(abs(x1 - x0), abs(y1 - y0)) * 72 / self.figure.dpi
        if side_pt > 0:
            self.set_fontsize(max(self._least, self._share * side_pt))

    def draw(self, renderer):
        self.fit()
        return super().draw(renderer)

    def get_window_extent(self, renderer=None, dpi=None):
        self.fit()
        return super().get_window_extent(renderer, dpi)


def board_axes(ax, board) -> None:
    """Axes that hold ``board``'s cells one unit each, row 0 on top, with no ticks or frame."""
    ax.set_xlim(0, board.cols)
    ax.set_ylim(board.rows, 0)
    ax.set_aspect("equal")
    ax.set_xticks([])
    ax.set_yticks([])
    for spine in ax.spines.values():
        spine.set_visible(False)

def _add_label(ax, x, y, text, *, share, least=0.0, **kwargs) -> TileLabel:
    label = TileLabel(x, y, text, share=share, least=least, **kwargs)
    ax.add_artist(label)
    label.fit()
    return label


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
    title:
        A caption above the board (14 pt).
    fontsize:
        Points for the digits. By default they are about 40% of the tile at whatever size the board
        ends up drawn, which is what the course style asks; a fixed size is not adjusted.

    Each tile is a :class:`~matplotlib.patches.Rectangle` with ``gid`` ``"tile-<n>"`` (the blank is
    ``"blank"``), so tests and teachers can find it again: ``tile_patches(ax)``.

    >>> ax = draw_board(Board.parse("1 2 3 / 4 5 6 / 7 0 8"), next_move="R")  # doctest: +SKIP
    >>> tile_patches(ax)[8].get_edgecolor() != tile_patches(ax)[7].get_edgecolor()  # doctest: +SKIP
    True
    """
    board = Board.coerce(board, "draw_board")
    goal = board.resolve_goal(goal)
    with course_style():
        return _draw_board(board, goal, ax, picture, next_move, highlight, show_misplaced, numbers, title, fontsize)


def _draw_board(board, goal, ax, picture, next_move, highlight, show_misplaced, numbers, title, fontsize):
    if ax is None:
        import matplotlib.pyplot as plt

        _, ax = plt.subplots(figsize=(0.9 * board.cols + 0.4, 0.9 * board.rows + 0.6))
    ink = theme()
    pieces = _pieces_for(board, picture, goal)
    outlined = set(highlight)
    if next_move is not None:
        outlined.add(board.tile_moved(next_move))
    if numbers is None:
        numbers = True
    for cell, tile in enumerate(board.tiles):
        r, c = divmod(cell, board.cols)
        if tile == 0:
            # the gap: dark in both themes, outlined in the theme's muted ink so it reads on a dark page too
            ax.add_patch(Rectangle((c + 0.03, r + 0.03), 0.94, 0.94, facecolor=PALETTE["blank"],
                                   edgecolor=ink.muted, linewidth=EDGE_PT, gid="blank"))
            continue
        face = PALETTE["misplaced"] if show_misplaced and goal.tiles[cell] != tile else PALETTE["tile"]
        edge, width = (PALETTE["next"], 2 * EDGE_PT) if tile in outlined else (PALETTE["tile_edge"], EDGE_PT)
        if pieces is not None:  # the piece is the tile's face; its edge must show on either page
            ax.imshow(pieces[tile], extent=(c, c + 1, r + 1, r), zorder=1, interpolation="antialiased")
            face = "none" if not (show_misplaced and goal.tiles[cell] != tile) else PALETTE["misplaced"] + "80"
            if tile not in outlined:
                edge = ink.muted
        ax.add_patch(Rectangle((c + 0.03, r + 0.03), 0.94, 0.94, facecolor=face, edgecolor=edge, linewidth=width,
                               zorder=2, gid=f"tile-{tile}"))
        if numbers and pieces is None:
            if fontsize:
                ax.text(c + 0.5, r + 0.5, str(tile), ha="center", va="center", fontsize=fontsize,
                        color=PALETTE["text"], zorder=3, gid=f"tile-digit-{tile}")
            else:
                _add_label(ax, c + 0.5, r + 0.5, str(tile), share=DIGIT_EM, ha="center", va="center",
                           color=PALETTE["text"], zorder=3, gid=f"tile-digit-{tile}")
        elif numbers:
            _add_label(ax, c + 0.1, r + 0.12, str(tile), share=0.3, least=PICTURE_NUMBER_MIN, ha="left", va="top",
                       zorder=3, color=PALETTE["label_text"], gid=f"tile-number-{tile}",
                       bbox={"boxstyle": "round,pad=0.15", "facecolor": PALETTE["label_box"], "linewidth": 0})
    board_axes(ax, board)
    if title is not None:
        ax.set_title(title, fontsize=TEXT_PT, color=ink.ink)
    return ax


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


def _grid_figure(count: int, rows: int, cols: int, per_row: int | None, titled: bool):
    """A figure of ``count`` board panels in rows, at most :data:`FIGURE_WIDTH` wide, each tile at
    least :data:`MIN_TILE_IN`; returns the figure and its axes (unused panels hidden)."""
    import matplotlib.pyplot as plt

    panel_w = cols * MIN_TILE_IN + 0.35
    fit = max(1, int(FIGURE_WIDTH // panel_w))
    ncols = max(1, min(count, per_row or fit, fit))
    nrows = -(-count // ncols)
    panel_w = min(FIGURE_WIDTH / ncols, cols * 0.8 + 0.35)
    tile = (panel_w - 0.35) / cols
    panel_h = rows * tile + (0.8 if titled else 0.25)  # a caption and the gap above it
    fig, axes = plt.subplots(nrows, ncols, figsize=(ncols * panel_w, nrows * panel_h + 0.15), squeeze=False)
    for ax in axes.flat[count:]:
        ax.set_visible(False)
    return fig, list(axes.flat[:count])


def _space_rows(fig) -> None:
    """Lay the panels out tightly, then leave a gap between a row of boards and the captions of the
    row below (tight layout alone lets square boards fill their cells to the caption's edge)."""
    fig.tight_layout()
    if len({round(ax.get_position().y0, 3) for ax in fig.axes if ax.get_visible()}) > 1:
        fig.subplots_adjust(hspace=fig.subplotpars.hspace + 0.18)


def draw_boards(boards, titles=None, *, per_row: int | None = None, show_misplaced: bool = False,
                highlight=None, picture=None, goal: Board | None = None, suptitle: str | None = None):
    """Several boards side by side (rows of them when they do not fit), sized for a projector;
    returns the figure.

    ``titles`` is a caption per board (or None); ``highlight`` a tile number per board to outline
    (or None); ``per_row`` caps the boards in a row (by default as many as fit
    :data:`~puzzlelib.draw.style.FIGURE_WIDTH` with readable digits).

    >>> fig = draw_boards([Board.goal(3, 3), Board.goal(3, 3, "snail")], ["standard", "snail"])  # doctest: +SKIP
    """
    if isinstance(boards, str | Board) or not hasattr(boards, "__iter__"):
        raise PuzzleError(f"draw_boards needs a list of boards, got {short_repr(boards)}; "
                          "for example draw_boards([Board.goal(3, 3)]).")
    boards = [Board.coerce(b, "draw_boards") for b in boards]
    if not boards:
        raise PuzzleError("draw_boards needs at least one board, for example draw_boards([Board.goal(3, 3)]).")
    titles = list(titles) if titles is not None else [None] * len(boards)
    marks = list(highlight) if highlight is not None else [None] * len(boards)
    if len(titles) != len(boards) or len(marks) != len(boards):
        raise PuzzleError(f"draw_boards got {len(boards)} boards but {len(titles)} titles and {len(marks)} highlights; "
                          "give one per board (None where there is none).")
    rows = max(b.rows for b in boards)
    cols = max(b.cols for b in boards)
    with course_style():
        fig, axes = _grid_figure(len(boards), rows, cols, per_row, any(t for t in titles) or suptitle is not None)
        pieces = _pieces_for(boards[0], picture, goal) if picture is not None else None
        for ax, board, title, mark in zip(axes, boards, titles, marks, strict=True):
            draw_board(board, ax, title=title, show_misplaced=show_misplaced, goal=goal,
                       highlight=() if mark is None else (mark,),
                       picture=pieces if (board.rows, board.cols) == (boards[0].rows, boards[0].cols) else picture)
        if suptitle:
            fig.suptitle(suptitle)
        _space_rows(fig)
    return fig


def draw_path(solution, start: Board | None = None, *, max_boards: int = 12, per_row: int = 6, picture=None,
              show_next: bool = True):
    """A film strip of the boards along a solution; returns the figure.

    ``solution`` is a :class:`~puzzlelib.result.SearchResult`, a list of boards, or moves with
    ``start``. Long solutions show ``max_boards`` boards spread evenly (first and last always) and
    say so in the title. With ``show_next`` each board outlines the tile that slides next, and the title says
    so, since each board's own title names the move just made. At most
    ``per_row`` boards stand in a row, fewer when a row of them would not fit a projector's width.
    """
    steps = solution_steps(solution, start)
    shown = _spread(len(steps), max(2, max_boards))
    first = steps[0].board
    with course_style():
        fig, axes = _grid_figure(len(shown), first.rows, first.cols, per_row, True)
        pieces = _pieces_for(first, picture, None)
        for ax, i in zip(axes, shown, strict=True):
            step = steps[i]
            nxt = steps[i + 1].move if show_next and i + 1 < len(steps) else None
            label = "start" if step.move is None else f"{i}: {step.move}" + (f" ({step.tile})" if step.tile else "")
            draw_board(step.board, ax, picture=pieces, next_move=nxt, title=label)
        total = len(steps) - 1
        heading = f"{total} moves"
        if len(shown) < len(steps):
            heading += f" (showing {len(shown)} of {len(steps)} boards)"
        if show_next and total:  # a title names the move just made, the outline the move to come: say which
            heading += "\ntitle: the move made (tile slid); outline: the tile that slides next"
        fig.suptitle(heading)
        _space_rows(fig)
    return fig
