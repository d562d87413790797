"""What a student's function uses: a checker that asks for a function refuses one that hands in the
package's own answer (``is_solvable`` for a solvability rule, ``to_positions`` for a position array).

The look is at the code, not at what it returns: the names the function's code refers to (globals and
attributes, in nested functions and lambdas too), the values those globals and its closure hold, and,
one level at a time, the student's own helper functions. A global that the student's own code defines
(a helper named ``position_of`` or ``is_solvable``, a class named ``Board``) is the student's, not the
package's, so its name alone refuses nothing; what it does is looked at in turn. A function whose code is a
copy of an answer's code is refused, whatever its name.
"""

from __future__ import annotations

import dis
import types
from collections.abc import Iterable
from contextlib import contextmanager

__all__ = ["borrowed_name", "answers_refused", "is_refusal"]

REFUSED = "puzzlelib: this function is the answer to the exercise being checked"


def _refuse(*args, **kwargs):
    raise RuntimeError("puzzlelib: this function is the answer to the exercise being checked")


def _innermost_plain(function):
    """``function``, or the function it wraps (``__wrapped__``, as a budget's decorator leaves it), whose code
    uses no enclosing variables: only such code can be swapped for :func:`_refuse`'s."""
    while function is not None:
        if isinstance(function, types.FunctionType) and not function.__code__.co_freevars:
            return function
        function = getattr(function, "__wrapped__", None)
    return None


@contextmanager
def answers_refused(functions: Iterable):
    """While the student's code runs, each of ``functions`` raises instead of answering.

    A look at names (:func:`borrowed_name`) misses a function reached through an alias, ``getattr``, a
    module's ``__dict__`` or a container; swapping the functions' code reaches every reference to them.
    The code of :func:`_refuse` names only builtins, so it runs in any module's globals.
    """
    swappable = [f for f in map(_innermost_plain, functions) if f is not None]
    saved = {id(f): (f, f.__code__) for f in swappable}
    for function, _ in saved.values():
        function.__code__ = _refuse.__code__
    try:
        yield
    finally:
        for function, code in saved.values():
            function.__code__ = code


def is_refusal(exc: BaseException | None) -> bool:
    """Whether ``exc`` (or an exception it was raised from or during) is a refusal by :func:`answers_refused`."""
    while exc is not None:
        if isinstance(exc, RuntimeError) and str(exc) == REFUSED:
            return True
        exc = exc.__cause__ or exc.__context__
    return False


def borrowed_name(func, names: Iterable[str], objects: Iterable = ()) -> str | None:
    """The first of ``names`` (or the name of one of ``objects``) that ``func`` uses, or None.

    ``objects`` catches a renamed import (``from puzzlelib import is_solvable as s``).
    """
    names = set(names)
    objects = list(objects)
    known = {id(obj): getattr(obj, "__name__", repr(obj)) for obj in objects}
    copies = {}
    for obj in objects:
        for code in _codes_of(obj):
            copies.setdefault(_fingerprint(code), getattr(obj, "__name__", repr(obj)))
    return _search(func, names, known, set(), copies)


def _codes_of(obj) -> list:
    """The code objects of ``obj`` and of every function it wraps (``__wrapped__``)."""
    out = []
    while obj is not None and len(out) < 8:
        code = getattr(obj, "__code__", None)
        if isinstance(code, types.CodeType):
            out.append(code)
        obj = getattr(obj, "__wrapped__", None)
    return out


def _fingerprint(code: types.CodeType) -> tuple:
    """What a copy of a function's code keeps wherever and however it is made again (a new function object
    around the same code, or its source run through ``exec``): its name, arguments, variables, the names it
    uses and its constants (the docstring among them). The bytecode itself is not compared: compiled in
    another module it can differ for the same source."""
    consts = tuple(_fingerprint(c) if isinstance(c, types.CodeType) else repr(c) for c in code.co_consts)
    return code.co_name, code.co_argcount, code.co_varnames, code.co_names, consts


def _search(func, names: set, known: dict, seen: set, copies: dict) -> str | None:
    if id(func) in known:
        return known[id(func)]
    if id(func) in seen:
        return None
    seen.add(id(func))
    inner = getattr(func, "func", None)  # functools.partial
    if inner is not None:
        return _search(inner, names, known, seen, copies)
    code = getattr(func, "__code__", None)
    if code is None:  # an object with a __call__ method
        call = type(func).__dict__.get("__call__")
        return _search(call, names, known, seen, copies) if isinstance(call, types.FunctionType) else None
    namespace = getattr(func, "__globals__", {})
    values = [cell.cell_contents for cell in (getattr(func, "__closure__", None) or ()) if _filled(cell)]
    codes = [code]
    while codes:
        current = codes.pop()
        if isinstance(current, types.CodeType) and _fingerprint(current) in copies:
            return copies[_fingerprint(current)]
        for name, is_global in _names_used(current):
            if name in names and not (is_global and name in namespace and _students_own(namespace[name])):
                return name
            if is_global and name in namespace:
                values.append(namespace[name])
        codes += [const for const in current.co_consts if isinstance(const, types.CodeType)]
    for value in values:
        if id(value) in known:
            return known[id(value)]
        if isinstance(value, types.FunctionType | types.MethodType) or hasattr(value, "func"):
            found = _search(value, names, known, seen, copies)
            if found:
                return found
    return None


def _names_used(code) -> list[tuple[str, bool]]:
    """Each name ``code`` refers to, with whether it is read as a global (else as an attribute or an import)."""
    used = {}
    for instruction in dis.get_instructions(code):
        if instruction.opname in ("LOAD_GLOBAL", "LOAD_NAME") and isinstance(instruction.argval, str):
            used.setdefault(instruction.argval, True)
        elif isinstance(instruction.argval, str) and instruction.argval in code.co_names:
            used[instruction.argval] = False
    return list(used.items())


def _students_own(value) -> bool:
    """Whether ``value`` was made outside the package: the student's own function, class or data."""
    module = getattr(value, "__module__", None) if not isinstance(value, types.ModuleType) else value.__name__
    if module is None and not isinstance(value, type | types.FunctionType | types.BuiltinFunctionType):
        module = getattr(type(value), "__module__", None)
    return not (module or "").startswith("puzzlelib")


def _filled(cell) -> bool:
    try:
        cell.cell_contents  # noqa: B018 - an empty cell raises
    except ValueError:
        return False
    return True
