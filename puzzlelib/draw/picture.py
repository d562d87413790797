"""Picture tiles: cut an image into ``rows x cols`` pieces so the puzzle becomes a picture puzzle.

Tile ``t`` shows the piece of the image that sits where ``t`` belongs in the goal, so the picture
is whole exactly when the board is solved. ``picture=True`` uses a photograph that ships with
matplotlib (nothing is downloaded); any image array (``H x W`` or ``H x W x 3/4``) or a file path
works too. Used by :func:`~puzzlelib.draw.draw_board` and by the widgets (as small PNGs).

numpy and Pillow are imported only when a picture is cut, so the widgets that show numbers load
without them (in a browser-only Python, Pyodide, where they cannot be installed); asking for a
picture there is a :class:`~puzzlelib.errors.PuzzleError` that says to play with numbers.
"""

from __future__ import annotations

import base64
import importlib
import io
from functools import lru_cache
from typing import TYPE_CHECKING

from puzzlelib.board import Board
from puzzlelib.errors import PuzzleError, short_repr

if TYPE_CHECKING:
    import numpy as np

__all__ = ["load_picture", "cut_picture", "encode_piece", "data_uri", "SAMPLE_IMAGE"]

SAMPLE_IMAGE = "grace_hopper.jpg"
"""The matplotlib sample image used for ``picture=True``."""


def _needs(module: str, what: str = "numpy"):
    """``module`` imported, or a PuzzleError saying that picture tiles cannot be had in this Python."""
    try:
        return importlib.import_module(module)
    except ImportError:
        raise PuzzleError(f"Picture tiles need {what}, which this Python does not have (a page that runs in "
                          "the browser has none); play with numbers instead.") from None


@lru_cache(maxsize=2)
def _sample_image() -> np.ndarray:
    np = _needs("numpy")
    cbook = _needs("matplotlib.cbook", "matplotlib (it holds the sample picture)")
    Image = _needs("PIL.Image", "Pillow")

    with cbook.get_sample_data(SAMPLE_IMAGE) as handle:
        return np.asarray(Image.open(handle).convert("RGB"))


def load_picture(picture) -> np.ndarray:
    """An image as an ``H x W x C`` uint8 or float array: ``True`` = the sample image, a path, or an array."""
    if picture is True:
        return _sample_image()
    np = _needs("numpy")
    if isinstance(picture, str):
        Image = _needs("PIL.Image", "Pillow")

        try:
            return np.asarray(Image.open(picture).convert("RGB"))
        except (OSError, ValueError) as exc:  # ValueError: a name with a NUL byte, a format PIL cannot decode
            raise PuzzleError(f"Cannot read the picture {short_repr(picture)} ({exc}); pass an image file or an "
                              "array, or picture=True for the sample image.") from None
    try:
        image = np.asarray(picture, dtype=float if isinstance(picture, list | tuple) else None)
    except (TypeError, ValueError, OverflowError):  # ragged lists, non-numbers, numbers too large for a float
        image = np.asarray(None)
    if image.ndim == 2:
        image = np.stack([image] * 3, axis=-1)
    if image.ndim != 3 or image.shape[2] not in (3, 4) or min(image.shape[:2]) < 1:
        raise PuzzleError(
            f"A picture must be an H x W or H x W x 3 (or 4) array, got shape {image.shape}; "
            "or pass picture=True for the sample image."
        )
    return image


def _centre_crop(image: np.ndarray, rows: int, cols: int) -> np.ndarray:
    """Crop to the board's aspect ratio so every piece comes out square."""
    h, w = image.shape[:2]
    if h * cols > w * rows:  # too tall
        new_h = max(rows, w * rows // cols)
        top = (h - new_h) // 2
        return image[top:top + new_h]
    new_w = max(cols, h * cols // rows)
    left = (w - new_w) // 2
    return image[:, left:left + new_w]


def cut_picture(picture, rows: int, cols: int, goal: Board | None = None) -> dict[int, np.ndarray]:
    """``{tile: piece}``: the piece of the picture each tile shows (``0`` is the blank's piece).

    >>> import numpy as np
    >>> pieces = cut_picture(np.zeros((30, 30, 3), dtype=np.uint8), 3, 3)
    >>> sorted(pieces) == list(range(9)), pieces[1].shape
    (True, (10, 10, 3))
    """
    goal = Board.goal(rows, cols) if goal is None else goal
    image = _centre_crop(load_picture(picture), rows, cols)
    h, w = image.shape[:2]
    if h < rows or w < cols:
        raise PuzzleError(f"The picture ({h} x {w} pixels) is too small to cut into {rows} x {cols} pieces.")
    np = _needs("numpy")
    ys = np.linspace(0, h, rows + 1).astype(int)
    xs = np.linspace(0, w, cols + 1).astype(int)
    pieces = {}
    for cell, tile in enumerate(goal.tiles):
        r, c = divmod(cell, cols)
        pieces[tile] = image[ys[r]:ys[r + 1], xs[c]:xs[c + 1]]
    return pieces


def encode_piece(piece: np.ndarray, size: int | None = None, fmt: str = "png") -> bytes:
    """A piece encoded as PNG or JPEG bytes (for ``ipywidgets.Image`` and HTML), optionally resized to ``size`` px.

    JPEG pieces are several times smaller: players that send a frame per step use them.
    """
    np = _needs("numpy")
    Image = _needs("PIL.Image", "Pillow")
    array = piece
    if array.dtype != np.uint8:
        array = np.clip(np.asarray(array, dtype=float) * (255 if array.max() <= 1 else 1), 0, 255).astype(np.uint8)
    image = Image.fromarray(array).convert("RGB")
    if size is not None:
        image = image.resize((size, size))
    out = io.BytesIO()
    if fmt == "jpeg":
        image.save(out, format="JPEG", quality=80)
    else:
        image.save(out, format="PNG")
    return out.getvalue()


def data_uri(data: bytes, fmt: str = "png") -> str:
    """Encoded image bytes as a ``data:`` URI for an ``<img>`` in HTML."""
    return f"data:image/{fmt};base64," + base64.b64encode(data).decode("ascii")
