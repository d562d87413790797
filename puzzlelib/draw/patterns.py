"""Pattern databases as pictures (lesson 11): a board, and what each pattern's table sees of it."""

from __future__ import annotations

from matplotlib.patches import Rectangle

from puzzlelib.board import Board
from puzzlelib.draw.boards import DIGIT_EM, _add_label, board_axes
from puzzlelib.draw.palette import PALETTE, PATTERN_FACES
from puzzlelib.draw.style import EDGE_PT, FIGURE_WIDTH, TEXT_PT, course_style, theme
from puzzlelib.errors import PuzzleError, short_repr

__all__ = ["draw_patterns", "PATTERN_FACES", "GREY_TILE"]

GREY_TILE = PALETTE["outside_pattern"]
"""A tile outside the pattern: grey, without a number (any tile may stand there)."""


def _tile(ax, r: int, c: int, face: str, label: str | None, edge: str) -> None:
    ax.add_patch(Rectangle((c + 0.03, r + 0.03), 0.94, 0.94, facecolor=face, edgecolor=edge, linewidth=EDGE_PT))
    if label:
        _add_label(ax, c + 0.5, r + 0.5, label, share=DIGIT_EM, ha="center", va="center", color=PALETTE["text"])


def _frame(ax, board: Board, title: str) -> None:
    board_axes(ax, board)
    ax.set_title(title, fontsize=TEXT_PT, color=theme().ink)


PANEL_INCHES = 3.2
"""Width of one panel: a 4 x 4 board's tiles about 0.8 inch (some 75 pixels) wide, readable at the back of a room."""


def draw_patterns(board, heuristic):
    """The board with its tiles coloured by pattern, then one panel per pattern: that pattern's tiles as they
    stand, every other tile grey and nameless, and the table's value in the title. Returns the figure.

    In a pattern's panel the blank is a grey cell like the others: a table keeps the least over the blank's
    cells, so it does not look at where the blank is (the picture says so). Four panels stand two by two, so
    the tiles stay large on a projector.

    ``heuristic`` is a :class:`~puzzlelib.pdb.PDBHeuristic` (``pattern_heuristic(...)``); the values shown
    are each table's own lookup of this board (the mirrored lookup is not drawn).
    """
    parts = getattr(heuristic, "parts", None)
    if not parts:
        raise PuzzleError(f"draw_patterns needs a pattern database such as pattern_heuristic(4, 4, '6-6-3'), "
                          f"got {short_repr(heuristic)}.")
    board = Board.coerce(board, "draw_patterns")
    if (board.rows, board.cols) != (parts[0].rows, parts[0].cols):
        raise PuzzleError(f"the tables are for {parts[0].rows} x {parts[0].cols} boards, the board is "
                          f"{board.rows} x {board.cols}.")
    if len(parts) > len(PATTERN_FACES) or len(parts) > 4:
        raise PuzzleError(f"draw_patterns draws at most 4 patterns side by side, got {len(parts)}.")
    import matplotlib.pyplot as plt

    group_of = {t: k for k, part in enumerate(parts) for t in part.tiles}
    values = [part(board) for part in parts]
    with course_style():
        edge = theme().muted
        panels = len(parts) + 1
        across = 2 if panels == 4 else panels
        down = -(-panels // across)
        panel = min(PANEL_INCHES, FIGURE_WIDTH / across)
        fig, grid = plt.subplots(down, across, squeeze=False,
                                 figsize=(panel * across, down * (panel * board.rows / board.cols + 0.5) + 0.8))
        axes = list(grid.flat)
        for ax in axes[panels:]:
            ax.set_visible(False)
        for ax, k in zip(axes, range(-1, len(parts)), strict=False):
            for cell, tile in enumerate(board.tiles):
                r, c = divmod(cell, board.cols)
                if tile == 0 and k != -1:
                    _tile(ax, r, c, GREY_TILE, None, edge)  # the table does not look at the blank
                elif tile == 0:
                    ax.add_patch(Rectangle((c + 0.03, r + 0.03), 0.94, 0.94, facecolor=PALETTE["blank"],
                                           edgecolor=edge, linewidth=EDGE_PT))
                elif k == -1 or group_of.get(tile) == k:
                    face = PATTERN_FACES[group_of[tile]] if tile in group_of else GREY_TILE
                    _tile(ax, r, c, face, str(tile), edge)
                else:
                    _tile(ax, r, c, GREY_TILE, None, edge)
            _frame(ax, board, "the board" if k == -1 else f"{values[k]} moves")
        total = (f"each table counts its own tiles' moves: {' + '.join(map(str, values))} = {sum(values)}\n"
                 "the blank is grey in a table's panel: not looked at")
        fig.suptitle(total, fontsize=TEXT_PT, color=theme().ink)
        fig.tight_layout()
    return fig
