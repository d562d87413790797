"""Lesson 11's checkers against a lazy student: starters, the package's own partitions, random groups,
half a mirror, docstrings. Where cheap, a weakened checker shows the test can fail.
"""

from __future__ import annotations

import random
import re

import pytest

from puzzlelib import Board
from puzzlelib.exercises import check_mirror, check_partition, patterns
from puzzlelib.pdb import PARTITIONS, partition_cells


def _expected_mirror(board: Board) -> Board:
    """The board the second lookup reads, worked out here as a teacher would (the checker keeps its own)."""
    from puzzlelib.pdb.heuristic import _reflection

    cells, rename = _reflection(4, 4, Board.goal(4, 4).tiles)
    tiles = [0] * 16
    for cell, tile in enumerate(board.tiles):
        tiles[cells[cell]] = rename[tile]
    return Board(4, 4, tuple(tiles))


def test_no_function_of_the_checker_module_answers():
    """The cold reader handed the checker's own functions in (check_mirror(_expected_mirror) was Right)."""
    functions = [f for f in vars(patterns).values() if callable(f) and not isinstance(f, type)
                 and getattr(f, "__module__", None) == patterns.__name__ and not f.__name__.startswith("check_")]
    for function in functions:
        for check in (check_mirror,):
            try:
                verdict = check(function)
            except Exception:  # refused as junk: not a pass
                continue
            assert not verdict, f"{function.__name__} answers {check.__name__}"


def test_partition_reply_gives_no_mean_to_climb():
    """Two different wrong partitions get the same reply: no mean of the student's own tables to hill-climb on."""
    one = check_partition([(1, 2, 3, 4), (5, 6, 7, 8), (9, 10, 11, 12), (13, 14, 15)])
    two = check_partition([(1, 5, 9, 13), (2, 6, 10, 14), (3, 7, 11, 15), (4, 8, 12)])
    assert not one and not two
    assert (one.message, one.hint, one.details) == (two.message, two.hint, two.details)


# --------------------------------------------------------------------------- Your turn 1: the groups
def test_partition_starter_and_the_package_partitions_fail():
    assert not check_partition([(1,), (2,), (3,), (4,)])  # the starter
    for name in PARTITIONS[(4, 4)]:  # the package's own partitions: named, or spelt out as tiles
        assert not check_partition(name)
        assert not check_partition(partition_cells(4, 4, name))


def test_partition_rows_and_columns_are_not_enough():
    """Grouping by rows only (or columns only) is the half-thought answer: it does not beat five triples."""
    assert not check_partition([(1, 2, 3, 4), (5, 6, 7, 8), (9, 10, 11, 12), (13, 14, 15)])
    assert not check_partition([(1, 5, 9, 13), (2, 6, 10, 14), (3, 7, 11, 15), (4, 8, 12)])


def test_partition_random_groups_almost_never_pass():
    rng = random.Random(11)
    passed = 0
    for _ in range(40):
        tiles = list(range(1, 16))
        rng.shuffle(tiles)
        passed += bool(check_partition([tuple(tiles[0:4]), tuple(tiles[4:8]), tuple(tiles[8:12]), tuple(tiles[12:])]))
    assert passed <= 1, f"{passed} of 40 random partitions passed"


def test_partition_larger_groups_are_refused_and_that_rule_matters(monkeypatch):
    five = [(1, 2, 3, 5, 6), (4, 7, 8, 11, 12), (9, 10, 13, 14, 15)]
    assert not check_partition(five)
    monkeypatch.setattr(patterns, "PARTITION_MAX_TILES", 5)  # without the size rule, bigger tables win easily
    assert check_partition(five)


def test_partition_docstring_names_no_good_groups():
    doc = check_partition.__doc__ or ""
    assert not re.search(r"\(\s*1\s*,\s*2\s*,\s*5|block|square|neighbour|2 x 2", doc), doc


# --------------------------------------------------------------------------- Your turn 2: the mirror
def test_mirror_starter_and_half_answers_fail():
    assert not check_mirror(lambda board: board)  # the starter
    assert not check_mirror(lambda board: board.transpose())  # cells mirrored, numbers not renamed
    goal = Board.goal(4, 4)
    rename = dict(zip(goal.transpose().tiles, goal.tiles, strict=True))
    assert not check_mirror(lambda board: Board(4, 4, tuple(rename[t] for t in board.tiles)))  # renamed, not moved


def test_mirror_reply_does_not_show_the_mirrored_board():
    check = check_mirror(lambda board: board.transpose())
    goal_text = str(Board.goal(4, 4))
    assert check.board is None or str(check.board) != goal_text  # it shows the student's board, not the answer
    for case in patterns._mirror_cases()[1:]:
        assert str(_expected_mirror(case)) not in f"{check.message} {check.hint}"


def test_mirror_checking_only_the_goal_would_let_the_identity_through(monkeypatch):
    assert not check_mirror(lambda board: board)
    monkeypatch.setattr(patterns, "_mirror_cases", lambda: [Board.goal(4, 4)])
    assert check_mirror(lambda board: board)


def test_mirror_docstring_gives_no_recipe():
    doc = check_mirror.__doc__ or ""
    assert "transpose" not in doc and "rename[" not in doc and "zip" not in doc


def test_summary_gives_no_answer_away():
    """A student who reads the Summary first finds no grouping and no mirror recipe."""
    import json
    from pathlib import Path

    lesson = Path(__file__).resolve().parents[2] / "notebooks" / "11_pattern_databases.ipynb"
    cells = ["".join(c["source"]) for c in json.loads(lesson.read_text(encoding="utf-8"))["cells"]]
    summary = next(text[text.index("## Summary"):] for text in cells if "## Summary" in text)
    assert not re.search(r"block|square|transpos|rename|parity|length / w|ceil|round", summary), summary


def test_mirror_from_the_tables_own_maps_is_refused():
    """The cold reader's shortcut: section 3's `mirrored` held the mirror's maps in a public attribute, and a
    mirror(board) built from them was Right on the first try."""
    import warnings

    from puzzlelib.pdb import PDBHeuristic, pattern_heuristic

    mirrored = PDBHeuristic(pattern_heuristic(4, 4, "3-3-3-3-3", reflect=False, progress=False).parts, reflect=True)

    def copied(board):
        cells, rename = mirrored.reflection
        tiles = [0] * 16
        for cell, tile in enumerate(board.tiles):
            tiles[cells[cell]] = rename[tile]
        return Board(4, 4, tuple(tiles))

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        verdict = check_mirror(copied)
    assert not verdict and "reflection" in verdict.message
    assert check_mirror(_expected_mirror)  # the same boards, worked out without the tables' maps, are Right
    with pytest.warns(DeprecationWarning, match="deprecated in puzzlelib 0.2; removed in 0.3"):
        assert mirrored.reflection is not None  # the old name still works, and says it is going


def test_partition_in_the_wrong_form_is_told_what_to_give():
    """A dict was answered "partition must be a name or a list of tile groups", and a name is refused: the
    reply must ask for groups and nothing else."""
    for answer in ({1: (1, 2)}, 42, [(1, 2), "ab"], [(1, 2), (2, 3)]):
        verdict = check_partition(answer)
        assert not verdict and "a name" not in verdict.message and "pattern_heuristic" not in verdict.message
        assert "list of tuples of tiles" in verdict.hint
    assert "(1, 2, 5" not in check_partition("6-6-3").hint  # the example names no good groups
