"""Pattern databases as pictures (lesson 11): a board, and what each pattern's table sees of it."""

from __future__ import annotations

from matplotlib.patches import Rectangle

from puzzlelib.board import Board
from puzzlelib.draw.palette import PALETTE
from puzzlelib.errors import PuzzleError, short_repr

__all__ = ["draw_patterns", "PATTERN_COLOURS", "GREY_TILE"]

PATTERN_COLOURS = ("#1d4ed8", "#b45309", "#15803d", "#7c3aed", "#be123c", "#0e7490")
"""One colour per pattern, each at least 4.5:1 against white and against its white digits."""

GREY_TILE = "#6b7280"
"""A tile outside the pattern: grey, without a number (any tile may stand there)."""

_PANEL_INCHES = 3.0


def _tile(ax, r: int, c: int, face: str, label: str | None, fontsize: float) -> None:
    ax.add_patch(Rectangle((c + 0.04, r + 0.04), 0.92, 0.92, facecolor=face, edgecolor=PALETTE["tile_edge"],
                           linewidth=2))
    if label:
        ax.text(c + 0.5, r + 0.5, label, ha="center", va="center", fontsize=fontsize, color="white",
                fontweight="bold")


def _frame(ax, board: Board, title: str) -> None:
    ax.set_xlim(0, board.cols)
    ax.set_ylim(board.rows, 0)
    ax.set_aspect("equal")
    ax.set_xticks([])
    ax.set_yticks([])
    for spine in ax.spines.values():
        spine.set_visible(False)
    ax.set_title(title, fontsize=14)


def draw_patterns(board, heuristic):
    """The board with its tiles coloured by pattern, then one panel per pattern: that pattern's tiles as they
    stand, every other tile grey and nameless, and the table's value in the title. Returns the figure.

    ``heuristic`` is a :class:`~puzzlelib.pdb.PDBHeuristic` (``pattern_heuristic(...)``); the values shown
    are each table's own lookup of this board (the mirrored lookup is not drawn).
    """
    import matplotlib.pyplot as plt

    parts = getattr(heuristic, "parts", None)
    if not parts:
        raise PuzzleError(f"draw_patterns needs a pattern database such as pattern_heuristic(4, 4, '6-6-3'), "
                          f"got {short_repr(heuristic)}.")
    board = Board.coerce(board, "draw_patterns")
    if (board.rows, board.cols) != (parts[0].rows, parts[0].cols):
        raise PuzzleError(f"the tables are for {parts[0].rows} x {parts[0].cols} boards, the board is "
                          f"{board.rows} x {board.cols}.")
    if len(parts) > len(PATTERN_COLOURS):
        raise PuzzleError(f"draw_patterns colours at most {len(PATTERN_COLOURS)} patterns, got {len(parts)}.")
    group_of = {t: k for k, part in enumerate(parts) for t in part.tiles}
    fig, axes = plt.subplots(1, len(parts) + 1, figsize=(_PANEL_INCHES * (len(parts) + 1), _PANEL_INCHES + 1.2))
    fontsize = 0.4 * _PANEL_INCHES / max(board.rows, board.cols) * 72
    values = [part(board) for part in parts]
    for ax, k in zip(axes, range(-1, len(parts)), strict=True):
        for cell, tile in enumerate(board.tiles):
            r, c = divmod(cell, board.cols)
            if tile == 0:
                ax.add_patch(Rectangle((c, r), 1, 1, facecolor=PALETTE["blank"], edgecolor=PALETTE["tile_edge"]))
            elif k == -1 or group_of.get(tile) == k:
                colour = PATTERN_COLOURS[group_of[tile]] if tile in group_of else GREY_TILE
                _tile(ax, r, c, colour, str(tile), fontsize)
            else:
                _tile(ax, r, c, GREY_TILE, None, fontsize)
        if k == -1:
            _frame(ax, board, "the board")
        else:
            tiles = " ".join(str(t) for t in sorted(parts[k].tiles))
            _frame(ax, board, f"tiles {tiles}:\n{values[k]} moves")
    fig.suptitle(f"each table counts only its own tiles' moves: {' + '.join(map(str, values))} = {sum(values)}",
                 fontsize=14)
    fig.tight_layout(rect=(0, 0, 1, 0.9))
    return fig
