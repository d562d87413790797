"""Draw the README's picture: a shuffled 8-puzzle next to the same board as a picture puzzle.

Run ``python scripts/make_readme_picture.py``; it writes ``docs/board.png``. Deterministic (fixed seed).
"""

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from puzzlelib import Board  # noqa: E402
from puzzlelib.draw import draw_board  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "docs" / "board.png"


def main() -> Path:
    board = Board.parse("8 6 7 / 2 5 4 / 3 0 1")
    fig, (left, right) = plt.subplots(1, 2, figsize=(7.2, 3.6))
    draw_board(board, left, next_move="R", title="8 6 7 / 2 5 4 / 3 _ 1")
    draw_board(board, right, picture=True, title="the same board as a picture")
    fig.tight_layout()
    OUT.parent.mkdir(exist_ok=True)
    fig.savefig(OUT, dpi=110, metadata={"Software": None})
    plt.close(fig)
    return OUT


if __name__ == "__main__":
    print(main())
