"""The browser's copies of the board rules, run in Node and compared with Python's.

``boardview.js`` predicts a click before Python answers, so it carries its own copies of four
rules: applying blank moves (``Board.apply``), the moves a click on a tile in the blank's line
makes (``line_moves``), the default tile size (``cell_size``) and which tile an arrow key moves
(``KEY_OFFSETS``). This test feeds the same cases to both sides and compares every answer, so a
change on one side that the other does not follow fails here instead of in a student's browser.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path

import pytest

from puzzlelib import Board
from puzzlelib.errors import InvalidMoveError
from puzzlelib.shuffle import random_solvable
from puzzlelib.widgets.boardview import KEY_OFFSETS, cell_size, line_moves

JS = Path(__file__).resolve().parents[1] / "puzzlelib" / "widgets" / "boardview.js"
NODE = shutil.which("node")

HARNESS = """
import { applyMoves, lineMoves, defaultCell, KEY_CELL } from "./boardview.mjs";
import { readFileSync } from "node:fs";
const cases = JSON.parse(readFileSync(0, "utf8"));
const out = {
  apply: cases.apply.map(([tiles, cols, moves]) => applyMoves(tiles, cols, moves)),
  line: cases.line.map(([tiles, cols, row, col]) => lineMoves(tiles, cols, row, col)),
  cell: cases.cell.map(([rows, cols]) => defaultCell(rows, cols)),
  keys: KEY_CELL,
};
process.stdout.write(JSON.stringify(out));
"""


def _apply_legal_prefix(board: Board, moves: str) -> Board:
    """Python's answer for the browser's rule: moves apply one by one; the first illegal one ends them."""
    return board.apply(moves[:_legal_length(board, moves)])


def _legal_length(board: Board, moves: str) -> int:
    for done, move in enumerate(moves):
        try:
            board = board.move(move)
        except InvalidMoveError:
            return done
    return len(moves)


def _cases(rng: random.Random):
    shapes = [(2, 2), (2, 3), (3, 2), (3, 3), (3, 4), (4, 4), (5, 5), (2, 6)]
    boards = [random_solvable(rows, cols, seed=rng.randrange(10**6)) for rows, cols in shapes for _ in range(6)]
    walks = ["".join(rng.choice("UDLR") for _ in range(rng.randrange(0, 25))) for _ in boards]
    cells = [(b, r, c) for b in boards[::3] for r in range(b.rows) for c in range(b.cols)]
    sizes = [(rows, cols) for rows in range(1, 17) for cols in (rows, rows + 1, 2)]
    return boards, walks, cells, sizes


@pytest.mark.skipif(NODE is None, reason="Node.js is not installed (apt-get install nodejs)")
def test_the_browser_and_python_agree_on_every_board_rule(tmp_path):
    boards, walks, cells, sizes = _cases(random.Random(7))
    (tmp_path / "boardview.mjs").write_text(JS.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "harness.mjs").write_text(HARNESS, encoding="utf-8")
    cases = {
        "apply": [[list(b.tiles), b.cols, w] for b, w in zip(boards, walks, strict=True)],
        "line": [[list(b.tiles), b.cols, r, c] for b, r, c in cells],
        "cell": [list(size) for size in sizes],
    }
    run = subprocess.run([NODE, str(tmp_path / "harness.mjs")], input=json.dumps(cases), capture_output=True,
                         text=True, cwd=tmp_path, timeout=60, check=True)
    js = json.loads(run.stdout)
    assert js["apply"] == [list(_apply_legal_prefix(b, w).tiles) for b, w in zip(boards, walks, strict=True)]
    legal = [_legal_length(b, w) for b, w in zip(boards, walks, strict=True)]
    assert any(n < len(w) for n, w in zip(legal, walks, strict=True)) and max(legal) > 5  # both kinds tried
    assert js["line"] == [line_moves(b, r, c) for b, r, c in cells]
    assert sum(bool(m) for m in js["line"]) > len(cells) // 4  # clicks in the blank's line were tried
    assert js["cell"] == [cell_size(rows, cols) for rows, cols in sizes]
    assert {key: tuple(cell) for key, cell in js["keys"].items()} == KEY_OFFSETS


def test_python_line_moves_slide_the_clicked_tile_into_the_line():
    board = Board.parse("1 2 3 / 4 0 5 / 6 7 8")
    for row in range(3):
        for col in range(3):
            moves = line_moves(board, row, col)
            if (row, col) == board.blank_pos or (row != 1 and col != 1):
                assert moves == ""
            else:
                assert board.apply(moves).blank_pos == (row, col)  # the blank ends where the click was
