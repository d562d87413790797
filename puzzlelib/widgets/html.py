"""Boards and grids as small HTML tables: far cheaper than a PNG per frame, so players move smoothly.

Cells carry CSS classes (``puzzlelib-cell``, ``puzzlelib-blank``, ``puzzlelib-next``) and a
``data-tile`` attribute, so a browser test can read the board back from the page.
"""

from __future__ import annotations

from html import escape

from puzzlelib.board import Board
from puzzlelib.draw.palette import PALETTE, STATE_KEYS, STATE_NAMES, text_color

__all__ = ["board_html", "grid_html", "legend_html"]


def board_html(board: Board, *, next_move: str | None = None, show_misplaced: bool = False,
               pieces: dict[int, str] | None = None, cell_px: int | None = None) -> str:
    """A board as an HTML table; ``pieces`` maps tile numbers to image URIs for picture tiles."""
    cell_px = cell_px or max(34, 56 - 4 * max(board.rows, board.cols))
    goal = board.goal_of() if show_misplaced else None
    nxt = board.tile_moved(next_move) if next_move else None
    font = max(12, cell_px // 2 - 4)
    rows = []
    for r in range(board.rows):
        cells = []
        for c in range(board.cols):
            cell = r * board.cols + c
            tile = board.tiles[cell]
            style = (f"width:{cell_px}px;height:{cell_px}px;padding:0;text-align:center;vertical-align:middle;"
                     f"font-size:{font}px;font-weight:bold;border:2px solid {PALETTE['tile_edge']};")
            classes = ["puzzlelib-cell"]
            if tile == 0:
                classes.append("puzzlelib-blank")
                style += f"background:{PALETTE['blank']};"
                content = ""
            else:
                background = PALETTE["misplaced"] if goal is not None and goal.tiles[cell] != tile else PALETTE["tile"]
                style += f"background:{background};color:{PALETTE['text']};"
                if tile == nxt:
                    classes.append("puzzlelib-next")
                    style += f"outline:4px solid {PALETTE['next']};outline-offset:-4px;"
                if pieces is not None:
                    content = (f'<img src="{pieces[tile]}" alt="{tile}" title="{tile}" '
                               f'style="width:{cell_px}px;height:{cell_px}px;display:block">')
                else:
                    content = str(tile)
            cells.append(f'<td class="{" ".join(classes)}" data-tile="{tile}" style="{style}">{content}</td>')
        rows.append("<tr>" + "".join(cells) + "</tr>")
    return ('<table class="puzzlelib-board-table" style="border-collapse:collapse;margin:4px">'
            + "".join(rows) + "</table>")


GRID_CELL_PX = 44
"""Side of a grid cell at the normal size: 44 px holds a two-digit label at 16 px."""

GRID_FONT_PX = 16
"""Text in grid cells and legends at the normal size (a projector size scales both)."""


def grid_html(rows: int, cols: int, status: dict, *, labels: dict | None = None, cell_px: int = GRID_CELL_PX,
              font_px: int = GRID_FONT_PX) -> str:
    """An ant's grid: ``status[(r, c)]`` is a :data:`~puzzlelib.draw.PALETTE` key (``"wall"``, ``"open"``, ...).

    Every colour of a state is at least 3:1 against the empty cells, and each label is black or
    white, whichever reads better on its cell."""
    labels = labels or {}
    out = []
    for r in range(rows):
        cells = []
        for c in range(cols):
            key = status.get((r, c), "empty")
            colour = PALETTE[key]
            text = escape(str(labels.get((r, c), "")))
            cells.append(
                f'<td class="puzzlelib-gridcell puzzlelib-{key}" data-status="{key}" '
                f'style="width:{cell_px}px;height:{cell_px}px;background:{colour};color:{text_color(colour)};'
                f'text-align:center;font-size:{font_px}px;font-weight:bold;'
                f'border:2px solid {PALETTE["grid_line"]}">{text}</td>'
            )
        out.append("<tr>" + "".join(cells) + "</tr>")
    return '<table class="puzzlelib-grid-table" style="border-collapse:collapse">' + "".join(out) + "</table>"


def legend_html(keys=STATE_KEYS, *, font_px: int = GRID_FONT_PX) -> str:
    """Coloured swatches naming each search state, in the shared palette."""
    items = []
    side = round(font_px * 1.1)
    for key in keys:
        name = STATE_NAMES.get(key, key)
        items.append(f'<span style="display:inline-block;width:{side}px;height:{side}px;background:{PALETTE[key]};'
                     f'border:2px solid {PALETTE["tile_edge"]};margin:0 6px 0 12px;vertical-align:middle"></span>'
                     f'{escape(name)}')
    return f'<div class="puzzlelib-legend" style="font-size:{font_px}px">' + "".join(items) + "</div>"
