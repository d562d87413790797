"""Peak memory of a recorded search under default budgets: the process stays under 1 GiB.

Measured in a fresh subprocess (``resource.getrusage`` reports the peak resident size of the whole
process), so nothing else the test session has loaded counts against it.
"""

import json
import subprocess
import sys
import textwrap

import pytest

resource = pytest.importorskip("resource")  # Unix only

GIB = 2**30

SCRIPT = textwrap.dedent("""
    import json, resource, sys
    from puzzlelib import SearchLimitError, random_solvable, solve
    board = random_solvable(int(sys.argv[1]), seed=1)
    try:
        r = solve(board, method=sys.argv[2], record=True)
        outcome = {"solved": True, "expanded": r.nodes_expanded}
    except SearchLimitError as exc:
        outcome = {"solved": False, "expanded": exc.stats["nodes_expanded"], "message": str(exc)}
    # ru_maxrss is in KiB on Linux
    outcome["peak_bytes"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    print(json.dumps(outcome))
""")


def peak(size: int, method: str) -> dict:
    done = subprocess.run([sys.executable, "-c", SCRIPT, str(size), method], capture_output=True, text=True,
                          timeout=300, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_recorded_idastar_on_a_hard_4x4_stays_under_1_gib():
    """Before the recorder shared the memory-sized budget it ran on until the 30 s clock, past 1.2 GB on a
    fast machine. Now the expansion budget, sized from memory, stops it whatever the machine's speed."""
    outcome = peak(4, "idastar")
    assert outcome["peak_bytes"] < GIB, outcome
    if not outcome["solved"]:
        assert "the default for this problem's state size when recording" in outcome["message"], outcome
