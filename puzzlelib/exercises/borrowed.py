"""What a student's function uses: a checker that asks for a function refuses one that hands in the
package's own answer (``is_solvable`` for a solvability rule, ``to_positions`` for a position array).

The look is at the code, not at what it returns: the names the function's code refers to (globals and
attributes, in nested functions and lambdas too), the values those globals and its closure hold, and,
one level at a time, the student's own helper functions.
"""

from __future__ import annotations

import types
from collections.abc import Iterable

__all__ = ["borrowed_name"]


def borrowed_name(func, names: Iterable[str], objects: Iterable = ()) -> str | None:
    """The first of ``names`` (or the name of one of ``objects``) that ``func`` uses, or None.

    ``objects`` catches a renamed import (``from puzzlelib import is_solvable as s``).
    """
    names = set(names)
    known = {id(obj): getattr(obj, "__name__", repr(obj)) for obj in objects}
    return _search(func, names, known, set())


def _search(func, names: set, known: dict, seen: set) -> str | None:
    if id(func) in known:
        return known[id(func)]
    if id(func) in seen:
        return None
    seen.add(id(func))
    inner = getattr(func, "func", None)  # functools.partial
    if inner is not None:
        return _search(inner, names, known, seen)
    code = getattr(func, "__code__", None)
    if code is None:  # an object with a __call__ method
        call = type(func).__dict__.get("__call__")
        return _search(call, names, known, seen) if isinstance(call, types.FunctionType) else None
    namespace = getattr(func, "__globals__", {})
    values = [cell.cell_contents for cell in (getattr(func, "__closure__", None) or ()) if _filled(cell)]
    codes = [code]
    while codes:
        current = codes.pop()
        for name in current.co_names:
            if name in names:
                return name
            if name in namespace:
                values.append(namespace[name])
        codes += [const for const in current.co_consts if isinstance(const, types.CodeType)]
    for value in values:
        if id(value) in known:
            return known[id(value)]
        if isinstance(value, types.FunctionType | types.MethodType) or hasattr(value, "func"):
            found = _search(value, names, known, seen)
            if found:
                return found
    return None


def _filled(cell) -> bool:
    try:
        cell.cell_contents  # noqa: B018 - an empty cell raises
    except ValueError:
        return False
    return True
