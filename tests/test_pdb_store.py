"""Tables on disk (puzzlelib.pdb.store): a round trip keeps the header, and a damaged or pickled file is
never trusted; the CLI builds them ahead of a lesson.

Only small databases are built here (3x3, 2x4, 4x4 with 3-tile patterns), each in well under a
second, into a temporary cache folder: the 4x4 6-6-3 tables take ten seconds or so and live in
benchmarks/fifteen_bench.py."""

from __future__ import annotations

import numpy as np
import pytest

from puzzlelib.pdb import PDBCacheWarning, cache_dir, load_pattern

pytestmark = pytest.mark.usefixtures("tmp_cache")  # tables go to a temporary folder, never ~/.cache


def _files(folder, tiles):
    stem = "_".join(map(str, tiles))
    return next(folder.glob(f"*-min-{stem}.npy")), next(folder.glob(f"*-min-{stem}.json"))


def test_cache_round_trip_and_header(tmp_cache):
    first = load_pattern(3, 3, (2, 7), progress=False)
    again = load_pattern(3, 3, (2, 7), progress=False)
    assert (first.source, again.source) == ("built", "cache")
    assert np.array_equal(first.table, again.table)
    assert cache_dir() == tmp_cache
    assert len(list(tmp_cache.glob("*-min-2_7.npy"))) == 1 and len(list(tmp_cache.glob("*-min-2_7.json"))) == 1


@pytest.mark.parametrize("damage", ["flip_byte", "truncate", "header_tiles", "header_missing", "not_numpy"])
def test_damaged_cache_is_detected_and_rebuilt(tmp_cache, damage):
    tiles = (4, 5, 7)
    good = load_pattern(3, 3, tiles, progress=False)
    npy, head = _files(tmp_cache, tiles)
    if damage == "flip_byte":
        data = bytearray(npy.read_bytes())
        data[-5] ^= 0x7F
        npy.write_bytes(bytes(data))
    elif damage == "truncate":
        npy.write_bytes(npy.read_bytes()[:-100])
    elif damage == "header_tiles":
        head.write_text(head.read_text().replace('"tiles": [\n  4', '"tiles": [\n  6'))
    elif damage == "header_missing":
        head.unlink()
    else:
        npy.write_bytes(b"not a numpy file at all")
    with pytest.warns(PDBCacheWarning):
        rebuilt = load_pattern(3, 3, tiles, progress=False)
    assert rebuilt.source == "built"
    assert np.array_equal(rebuilt.table, good.table)
    assert load_pattern(3, 3, tiles, progress=False).source == "cache"  # the rebuilt file is good again


def test_pickled_cache_file_is_refused(tmp_cache):
    tiles = (6, 8)
    load_pattern(3, 3, tiles, progress=False)
    npy, _ = _files(tmp_cache, tiles)
    np.save(npy, np.array([{"evil": 1}], dtype=object), allow_pickle=True)
    with pytest.warns(PDBCacheWarning):
        assert load_pattern(3, 3, tiles, progress=False).source == "built"


def test_cli_builds_databases_before_a_lesson_and_solves_with_them(tmp_cache, capsys):
    import json

    from puzzlelib.cli import main

    assert main(["pdb", "--size", "3", "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["name"] == "pdb 4-4 +blank +mirror" and info["folder"] == str(tmp_cache) and info["consistent"]
    assert main(["pdb", "--size", "3", "--json"]) == 0
    assert {p["source"] for p in json.loads(capsys.readouterr().out)["patterns"]} == {"cache"}
    assert main(["pdb", "--size", "2x4", "--partition", "4-3"]) == 0
    assert "pdb 4-3" in capsys.readouterr().out
    assert main(["pdb", "--size", "5"]) == 2
    assert "no pattern database" in capsys.readouterr().err
    assert main(["solve", "8 6 7 / 2 5 4 / 3 0 1", "--method", "idastar", "--heuristic", "pdb", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["length"] == 31 and result["heuristic"].startswith("pdb 4-4")
