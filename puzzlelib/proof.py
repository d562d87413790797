"""What an optimal search pays to *prove* its answer: IDA*'s work split into the passes that prove no
shorter solution exists and the last pass, which finds one (lesson 12).

IDA* runs passes with rising bounds. A pass that ends without reaching the goal has looked at every path
whose ``f = g + h`` stays within its bound, so, with a guess that never overestimates, no solution that
short exists. The passes with bounds below the length found are therefore the proof that it is shortest;
the last pass stops at its first solution. :func:`proof_work` measures the two parts by running the tuned
IDA* twice: once to the solution, once with ``max_depth`` just below its length, which stops after the
proving passes and reports what they expanded.
"""

from __future__ import annotations

from typing import NamedTuple

from puzzlelib.errors import SearchLimitError

__all__ = ["ProofWork", "proof_work"]


class ProofWork(NamedTuple):
    """IDA*'s expansions on one board, in two parts that add up to the whole run."""

    length: int
    """The shortest solution's moves."""
    proving: int
    """Expansions of the passes whose bounds lie below ``length``, each run to its end: the proof."""
    finding: int
    """Expansions of the last pass, which stops at its first solution."""


def proof_work(board, heuristic="pdb", *, max_nodes: int | None = None) -> ProofWork:
    """IDA* on ``board`` with ``heuristic``, its expansions split into proving and finding.

    ``heuristic`` must never overestimate (Manhattan distance, linear conflict, a pattern database), or the
    passes prove nothing. ``max_nodes`` is each of the two runs' budget; running out raises
    :class:`~puzzlelib.errors.SearchLimitError` as :func:`~puzzlelib.search.solve` does.

    >>> from puzzlelib import Board
    >>> proof_work(Board.parse("1 2 3 / 4 5 6 / 0 7 8"), "manhattan")
    ProofWork(length=2, proving=0, finding=2)
    """
    from puzzlelib.search import solve

    found = solve(board, method="idastar", heuristic=heuristic, max_nodes=max_nodes)
    proving = 0
    if found.length >= 2:
        try:
            solve(board, method="idastar", heuristic=heuristic, max_nodes=max_nodes, max_depth=found.length - 2)
        except SearchLimitError as stop:
            if stop.reason != "depth":
                raise
            proving = stop.stats["nodes_expanded"]
    return ProofWork(found.length, proving, found.nodes_expanded - proving)
