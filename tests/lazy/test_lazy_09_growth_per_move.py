"""A lazy student against lesson 9's two checks: the starter, the package's own b*, a table of answers,
random tries, the checker's replies, the docstrings and the lesson's Summary."""

from __future__ import annotations

import random
import re
from pathlib import Path

import nbformat

import puzzlelib.result
from puzzlelib.exercises import check_b_star_function, check_shifted_work
from puzzlelib.races import fit_growth, open_depths, race_8puzzle, race_medians
from puzzlelib.result import effective_branching_factor

NOTEBOOK = Path(__file__).resolve().parents[2] / "notebooks" / "09_growth_per_move.ipynb"


def _cells():
    return nbformat.read(NOTEBOOK, as_version=4).cells


def _starter(name: str, variable: str):
    source = next(c.source for c in _cells() if c.cell_type == "code" and f"{name}(" in c.source)
    namespace = {}
    exec(source.split(f"\n{name}(")[0], namespace)
    return namespace[variable]


def _summary() -> str:
    text = next(c.source for c in _cells() if c.cell_type == "markdown" and "## Summary" in c.source)
    return text.split("## Going further")[0]


def _truth_shift() -> float:
    manhattan = race_medians(race_8puzzle(), "expanded")["A* Manhattan"]
    growth, _ = fit_growth(manhattan, open_depths(manhattan))
    return manhattan[28] / growth ** 8


# --------------------------------------------------------------------------- Your turn 1: b* as a function
def test_b_star_starter_does_not_pass():
    assert not check_b_star_function(_starter("check_b_star_function", "b_star"))


def test_the_package_function_is_refused_however_it_is_reached():
    import puzzlelib.result as result_module

    alias = effective_branching_factor
    attempts = [
        effective_branching_factor,
        lambda g, d: effective_branching_factor(g, d),
        lambda g, d: alias(g, d),
        lambda g, d: result_module.effective_branching_factor(g, d),
        lambda g, d: puzzlelib.result.effective_branching_factor(g, d),
    ]

    def wrapper(g, d):
        return alias(g, d)

    def outer(g, d):
        return wrapper(g, d)

    attempts += [wrapper, outer]
    for attempt in attempts:
        verdict = check_b_star_function(attempt)
        assert not verdict and "package" in verdict.message


def test_a_table_of_the_fixed_pairs_does_not_pass():
    """A student who copies the answers of the pairs the reply names: new pairs are drawn on every call."""
    known = {}
    for _ in range(5):
        verdict = check_b_star_function(lambda g, d: known.get((g, d), 1.5), seed=None)
        found = re.search(r"b_star\((\d+), (\d+)\)", verdict.message)
        assert found and not verdict
        g, d = map(int, found.groups())
        known[(g, d)] = round(effective_branching_factor(g, d), 4)  # the student looks it up elsewhere
    assert not check_b_star_function(lambda g, d: known.get((g, d), 1.5))


def test_constant_and_crude_guesses_do_not_pass():
    for guess in (lambda g, d: 1.5, lambda g, d: g ** (1 / d), lambda g, d: (g + 1) ** (1 / (d + 1)),
                  lambda g, d: 1 + g / d / 10):
        assert not check_b_star_function(guess)


def test_b_star_reply_gives_no_direction():
    """The reply names the pair and says the tree does not hold N + 1 nodes: never "too small" or "too large"."""
    messages = [check_b_star_function(guess).message for guess in (lambda g, d: 1.01, lambda g, d: 3.0)]
    for message in messages:
        assert "too small" not in message and "too large" not in message and "holds" not in message.split(";")[0]


def test_a_leaky_checker_would_be_bisected_in_a_few_replies():
    """Against the value check of the old lesson ("too small"/"too large"), bisection on replies takes ~10 calls."""
    truth = effective_branching_factor(996, 20)

    def leaky(b):
        return "right" if abs(b - truth) <= 0.01 else ("too small" if b < truth else "too large")

    low, high, asked = 1.0, 3.0, 0
    while True:
        middle, asked = (low + high) / 2, asked + 1
        reply = leaky(middle)
        if reply == "right":
            break
        low, high = (middle, high) if reply == "too small" else (low, middle)
    assert asked <= 10


def test_a_right_bisection_passes():
    def b_star(generated, depth):
        low, high = 1.0, max(2.0, float(generated))
        while high - low > 1e-7:
            middle = (low + high) / 2
            low, high = (middle, high) if sum(middle ** k for k in range(depth + 1)) < generated + 1 else (low, middle)
        return low

    assert check_b_star_function(b_star)


# --------------------------------------------------------------------------- Your turn 2: the shifted line
def test_shifted_work_starter_and_lookups_do_not_pass():
    assert not check_shifted_work(_starter("check_shifted_work", "my_prediction"))
    medians = race_medians(race_8puzzle(), "expanded")
    m = medians["A* Manhattan"]
    lookups = [m[28], m[20], m[30], medians["A* linear conflict"][28], m[28] / 8, m[28] / 2, m[28] / 2 ** 8,
               m[28] / 1.4 ** 8, m[30] / 1.37 ** 8, m[28] / 1.37 ** 7, m[28] / 1.37 ** 9]
    assert not any(check_shifted_work(x) for x in lookups)


def test_shifted_work_accepts_the_fit_and_the_printed_growth():
    m = race_medians(race_8puzzle(), "expanded")["A* Manhattan"]
    assert check_shifted_work(_truth_shift()) and check_shifted_work(m[28] / 1.37 ** 8)
    assert check_shifted_work(round(_truth_shift()))


def test_shifted_work_replies_give_no_direction():
    truth = _truth_shift()
    replies = {check_shifted_work(x).message + check_shifted_work(x).hint for x in (1, truth * 0.8, truth * 1.2, 1e6)}
    assert len(replies) == 1 and not re.search(r"\d{3}", replies.pop())


def test_shifted_work_random_and_round_guesses_rarely_pass():
    rng = random.Random(9)
    assert sum(bool(check_shifted_work(10 ** rng.uniform(1, 4))) for _ in range(500)) <= 10
    # a student trying round numbers by hand: hundreds and fifties up to 10,000 never land in the window
    assert not any(check_shifted_work(50 * k) for k in range(1, 201))


def test_a_wider_window_would_be_passed_by_round_numbers():
    """The round-number attack above can succeed: with the 5% window this check once had, a fifty passes."""
    truth = _truth_shift()
    assert any(abs(50 * k - truth) <= 0.05 * truth for k in range(1, 201))


def test_shifted_work_answer_is_in_no_help_text():
    truth = _truth_shift()
    text = (check_shifted_work.__doc__ or "") + _summary()
    numbers = [float(n.replace(",", "")) for n in re.findall(r"\d[\d,]*\.?\d*", text)]
    assert not any(abs(n - truth) <= 0.05 * truth for n in numbers)
    # nor the method: help() must not spell out "the median divided by the growth to the power of the shift"
    doc = (check_shifted_work.__doc__ or "").lower()
    assert "divide" not in doc and "power" not in doc and "**" not in doc


def test_the_package_function_in_a_dict_or_a_list_is_refused():
    """A look at names misses the function kept in a container; the call itself is refused."""
    from puzzlelib.result import effective_branching_factor

    tools = {"f": effective_branching_factor}
    kept = [effective_branching_factor]
    for hidden in (lambda g, d: tools["f"](g, d), lambda g, d: kept[0](g, d)):
        verdict = check_b_star_function(hidden)
        assert not verdict and "effective_branching_factor" in verdict.message


def test_shifted_work_reads_a_number_written_as_text():
    right = check_shifted_work(258)
    assert right and check_shifted_work("258") and not check_shifted_work("250") and not check_shifted_work("lots")


# --------------------------------------------------------------------------- shortcuts a class finds first
def test_a_copy_of_the_package_code_is_refused():
    """A clone of the package's function (its code object in a new function) and its source run again with exec
    both answer exactly; neither is the student's own b*."""
    import inspect
    import types

    clone = types.FunctionType(effective_branching_factor.__code__, effective_branching_factor.__globals__, "mine",
                               effective_branching_factor.__defaults__)
    clone.__kwdefaults__ = effective_branching_factor.__kwdefaults__
    namespace = dict(effective_branching_factor.__globals__)
    exec(inspect.getsource(effective_branching_factor), namespace)
    copied = namespace["effective_branching_factor"]
    kept = {"f": clone}
    for attempt in (lambda g, d: clone(g, d), lambda g, d: copied(g, d), lambda g, d: kept["f"](g, d)):
        verdict = check_b_star_function(attempt)
        assert not verdict and "package" in verdict.message


def test_the_b_star_check_cannot_be_loosened_or_fixed():
    """A huge tolerance would pass any number, a fixed seed would turn the drawn pairs into a table."""
    assert not check_b_star_function(lambda g, d: 1.5, tolerance=1e9)
    assert not check_b_star_function(lambda g, d: 1.5, seed=1)


def test_the_scaffold_with_the_right_two_lines_passes():
    def b_star(generated, depth):
        low, high = 1.0, float(generated)
        while high - low > 0.001:
            b = (low + high) / 2
            if sum(b ** k for k in range(depth + 1)) < generated + 1:
                low = b
            else:
                high = b
        return (low + high) / 2

    assert check_b_star_function(b_star)


def test_a_loop_over_the_numbers_does_not_find_the_shifted_work():
    """The right answers are about 11 whole numbers wide: a loop over 1, 2, 3, ... found one in 3 seconds."""
    from puzzlelib.exercises.verdicts import forget_guesses

    forget_guesses()
    assert not any(check_shifted_work(x) for x in range(1, 2_000))
    forget_guesses()
    assert check_shifted_work(_truth_shift())  # a fresh session still judges the right answer


def test_the_shifted_work_question_cannot_be_changed():
    """Other shifts or depths would be other questions, and their Right replies would print their answers."""
    assert not check_shifted_work(1, moves=1) and not check_shifted_work(1, depth=20)
    assert "lesson's" in check_shifted_work(1, moves=1).message


def test_the_right_reply_asks_the_why_rather_than_answering_it():
    from puzzlelib.exercises.verdicts import forget_guesses

    forget_guesses()
    reply = check_shifted_work(_truth_shift()).message.lower()
    assert "buys depth" not in reply and "not a slower growth" not in reply and "?" in reply
