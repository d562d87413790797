"""Number readers (puzzlelib.numbers): integral types are read, bools and text refused, and a refusal says
what was expected and where."""

from __future__ import annotations

import numpy as np
import pytest

from puzzlelib import InvalidBoardError, InvalidMoveError, PuzzleError
from puzzlelib.numbers import whole_number, whole_number_at_least, whole_number_in


def test_whole_number_reads_integral_types_only():
    assert whole_number(3) == 3 and type(whole_number(np.int64(3))) is int
    for value in (True, 3.0, "3", None, [3], np.float64(3)):
        assert whole_number(value) is None


def test_whole_number_at_least_names_the_argument_and_shows_an_example():
    assert whole_number_at_least(np.int32(4), 1, "seed", "seed=4") == 4
    for value in (0, -2, 2.5, "4", True, None):
        with pytest.raises(PuzzleError, match=r"^max_nodes must be a whole number, 1 or more, got .*; for example "
                                              r"max_nodes=1000\.$"):
            whole_number_at_least(value, 1, "max_nodes", "max_nodes=1000")


def test_whole_number_in_reads_whole_floats_and_names_the_place():
    assert whole_number_in(2.0, "row", what="a row number", hint="for example 2") == 2
    assert whole_number_in(np.float32(5), "cell 3", what="a tile number", hint="for example 5") == 5
    with pytest.raises(InvalidBoardError, match=r"^cell 3: 2\.5 is not a whole number; use 2\.$"):
        whole_number_in(2.5, "cell 3", what="a tile number", hint="use 2")
    for value in (True, "3", b"3", None, float("inf"), float("nan"), [1]):
        with pytest.raises(InvalidMoveError, match=r"^row: .* is not a row number; for example 2\.$"):
            whole_number_in(value, "row", what="a row number", hint="for example 2", error=InvalidMoveError)
