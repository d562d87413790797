"""Lesson 7's check on comparing searches: the effective branching factor b*."""

from __future__ import annotations

import math

from puzzlelib.exercises.verdicts import Check, _checker, _Junk, _real_number, _right, _whole_number, _wrong

__all__ = ["check_branching_factor"]


@_checker
def check_branching_factor(generated: int, depth: int, answer: float, *, tolerance: float = 0.01) -> Check:
    """Check an effective branching factor b*: ``1 + b + b**2 + ... + b**depth == generated + 1``.

    ``generated`` is the number of nodes a search generated (``result.nodes_generated``) and ``depth``
    the length of the solution it found; the answer is right within ``tolerance``.

    >>> check_branching_factor(52, 5, 1.92).ok
    True
    """
    from puzzlelib.result import effective_branching_factor

    generated = _whole_number(generated, "a number of generated nodes")
    depth = _whole_number(depth, "a solution depth")
    answer = _real_number(answer, "a number such as 1.4")
    tolerance = _real_number(tolerance, "a tolerance such as 0.01")
    if depth > 0 and generated < depth:
        raise _Junk("", None, message=f"a search that found a solution {depth} moves deep generated at least "
                    f"{depth} nodes, not {generated}.")
    truth = effective_branching_factor(generated, depth)
    if truth is None:
        return _wrong("with a solution of depth 0 there is no branching to measure.", "use a board that needs moves")
    details = {"b_star": truth, "yours": answer}
    if answer < 1:
        return _wrong(f"{answer:g} is less than 1: with fewer than one child per node a tree of depth {depth} could "
                      "not even hold the solution's path.", "b* is at least 1", details=details)
    size = _tree_size(answer, depth)
    if abs(answer - truth) <= tolerance:
        return _right(f"b* = {truth:.3f}: a uniform tree of depth {depth} with that branching holds "
                      f"{_count(generated + 1)} nodes, as many as the search generated (plus the root).", details=details)
    way = "too small" if size < generated + 1 else "too large"
    held = _count(size) if size < math.inf else "more than 10^308"
    return _wrong(f"{answer:g} is {way}: a uniform tree of depth {depth} with branching {answer:g} holds "
                  f"{held} nodes, not {_count(generated + 1)}.",
                  "the tree size grows with b: halve the interval between a b that is too small and one that is "
                  "too large until they agree to two decimals (bisection)", details=details)


def _tree_size(b: float, depth: int) -> float:
    """Nodes in a uniform tree of branching ``b`` and this depth; ``inf`` past what a float holds
    (a large b over a deep solution overflows long before the sum ends)."""
    size = 0.0
    for _ in range(depth + 1):  # Horner: 1 + b(1 + b(1 + ...)), as effective_branching_factor sums it
        size = size * b + 1.0
        if size == math.inf:
            break
    return size


def _count(n) -> str:
    """A node count as a class reads it: digits grouped, or ``1.23e+45`` past what anyone counts."""
    return f"{n:,.0f}" if n < 1e15 else f"{float(n):.3g}"
