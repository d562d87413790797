"""Lesson 6's checks on the scored search: its loop traced by hand, a trap the post's game could deal, the
blacklist; and the older checks of boards a score misleads and of weights that keep it shortest."""

from __future__ import annotations

from functools import lru_cache

from puzzlelib.board import Board
from puzzlelib.errors import PuzzleError, SearchLimitError, short_repr
from puzzlelib.errors import plural as _plural
from puzzlelib.exercises import verdicts
from puzzlelib.exercises.truth import _known_length
from puzzlelib.exercises.verdicts import (
    Check,
    _as_board,
    _checker,
    _count,
    _goal_for,
    _Junk,
    _limit_guesses,
    _real_number,
    _right,
    _teacher_count,
    _undecided,
    _whole_number,
    _wrong,
)
from puzzlelib.parity import explain_solvability, is_solvable

__all__ = ["check_score_trap", "check_close_trap", "check_weights", "check_expansions", "check_dealt_trap",
           "check_blacklist"]


@_checker
def check_score_trap(board, method: str = "scored", heuristic="manhattan+blank", goal=None, **options) -> Check:
    """Right when ``method`` returns a solution of ``board`` that is longer than the shortest one.

    Lesson 5 uses it with the ant post's scored search (``score * 2 + step``, the blank counted in the
    score), lesson 7 with greedy best-first search: a good-looking score is not a guarantee.
    ``options`` go to :func:`puzzlelib.solve` (for example ``weight_h=1``); the search gets a budget
    of 200,000 expansions unless ``max_nodes`` is given.

    >>> check_score_trap("2 4 1 / 5 6 3 / 8 7 0").ok
    True
    """
    from puzzlelib.search import solve

    board = _as_board(board)
    goal = _goal_for(board, goal)
    if not is_solvable(board, goal):
        return _wrong("this board cannot reach the goal at all, so no search solves it.",
                      explain_solvability(board, goal), board=board)
    options.setdefault("max_nodes", 200_000)
    try:
        found = solve(board, goal, method=method, heuristic=heuristic, **options)
    except SearchLimitError:  # this check's own search gave up: nothing is known about the answer
        return _undecided(f"{method} ran out of its budget on this board before finding any solution, so this "
                          "check could not compare it with the shortest.", "try a board a little closer to the goal",
                          board=board)
    best = _known_length(board, goal)
    details = {"length": found.length, "optimal": best, "nodes_expanded": found.nodes_expanded}
    if best is None:
        return _undecided(f"{method} found {_plural(found.length, 'move')}, but the shortest length could not be "
                          f"computed within {verdicts.CHECK_SECONDS:g} seconds to compare.", "use a 3 x 3 board",
                          details=details)
    if found.length > best:
        return _right(f"{method} returns {_plural(found.length, 'move')} here, but the shortest solution takes "
                      f"{best}: {found.length - best} moves wasted.", board=board, details=details)
    return _wrong(f"{method} finds a shortest solution of this board ({_plural(best, 'move')}), so its score "
                  "did not mislead it here.",
                  "boards far from the goal (20 moves or more) mislead scores more often; try several seeds",
                  board=board, details=details)


@_checker
def check_close_trap(board, max_moves: int = 12, method: str = "scored", heuristic="manhattan+blank", goal=None,
                     **options) -> Check:
    """Right when ``board`` is at most ``max_moves`` from its goal and ``method`` still returns a longer solution.

    Far from the goal a score misleads often (lesson 5 prints the rate); near the goal it rarely does, so
    finding such a board asks the student to think about *where* a score goes wrong. The verdict never
    names a board that works, and neither does this page.

    >>> bool(check_close_trap("1 2 3 / 4 5 6 / 7 0 8"))
    False
    """
    try:
        board = _as_board(board)
    except PuzzleError as exc:
        return _wrong(str(exc), "type a board such as Board.parse('1 2 3 / 4 0 6 / 7 5 8')")
    max_moves = _teacher_count(max_moves, "max_moves")
    found = check_score_trap(board, method=method, heuristic=heuristic, goal=goal, **options)
    best = found.details.get("optimal")
    if best is not None and best > max_moves:
        return _wrong(f"this board is {_plural(best, 'move')} from the goal; the task is a board at most "
                      f"{max_moves} moves away.",
                      "start from the goal and make a few moves, then test; most near boards do not "
                      "fool the search, so think about which ones could", board=board,
                      details=found.details)
    if not found.ok and best is not None:  # near enough, but not fooled: a hint about where to look instead
        return _wrong(found.message, "near the goal only a few boards mislead it: look for one where the move that "
                      "looks best must later be undone", board=board, details=found.details)
    return found


@_checker
def check_weights(board, weight_h, weight_g, heuristic="manhattan+blank", goal=None) -> Check:
    """Right when the scored search with these weights (``score * weight_h + step * weight_g``, ``weight_h``
    above 0) returns a shortest solution of ``board`` and expands fewer boards than BFS does.

    >>> check_weights("1 2 3 / 4 5 6 / 7 0 8", 0, 1).ok  # weight_h = 0 is breadth-first order, refused
    False
    """
    from puzzlelib.search import solve

    wh, wg = _real_number(weight_h, "a number for weight_h"), _real_number(weight_g, "a number for weight_g")
    if wh <= 0 or wg < 0:
        return _wrong(f"keep weight_h above 0 (the score must count) and weight_g at least 0; got "
                      f"{short_repr(weight_h)} and {short_repr(weight_g)}.", "weight_h = 0 is breadth-first order: "
                      "shortest, but it expands as much as BFS")
    board = _as_board(board)
    goal = _goal_for(board, goal)
    bfs = solve(board, goal, method="bfs")
    try:
        mine = solve(board, goal, method="scored", heuristic=heuristic, weight_h=wh, weight_g=wg, max_nodes=300_000)
    except SearchLimitError as exc:
        if exc.reason != "nodes":  # out of time: this check's own limit, not a verdict on the weights
            raise
        return _wrong(f"with weights {wh:g} and {wg:g} the search ran out of its 300,000 expansions.",
                      "weights that ignore the steps wander far; give the steps more weight")
    details = {"length": mine.length, "shortest": bfs.length, "nodes_expanded": mine.nodes_expanded,
               "bfs_nodes_expanded": bfs.nodes_expanded}
    if mine.length > bfs.length:
        return _wrong(f"weights {wh:g} and {wg:g} give {_plural(mine.length, 'move')}; the shortest takes "
                      f"{bfs.length}.", "what does the ratio weight_h / weight_g say about how much the "
                      "score is trusted compared with the steps?", details=details)
    if mine.nodes_expanded >= bfs.nodes_expanded:
        return _wrong(f"shortest ({_plural(mine.length, 'move')}), but {mine.nodes_expanded:,} boards "
                      f"expanded, not fewer than BFS's {bfs.nodes_expanded:,}.",
                      "let the score count a little more", details=details)
    return _right(f"weights {wh:g} and {wg:g}: a shortest solution ({_plural(mine.length, 'move')}) with "
                  f"{mine.nodes_expanded:,} boards expanded, against {bfs.nodes_expanded:,} for BFS. "
                  "Can you say why this ratio works?", details=details)


# --------------------------------------------------------------------------- lesson 6: the post's loop
_POST = {"method": "scored", "heuristic": "manhattan+blank"}
"""The ant post's rule: ``score * 2 + step``, the blank counted in the score, children made L, R, U, D."""


def _post_run(board: Board, goal: Board, *, record: bool = False):
    from puzzlelib.search import solve

    return solve(board, goal, record=record, max_nodes=200_000, **_POST)


@lru_cache(maxsize=32)
def _post_counts(board: Board) -> tuple[int, int]:
    """How many expansions the post's loop makes on ``board`` (standard goal), and how many different boards
    they are. Cached: a class checks the same board again and again."""
    trace = _post_run(board, board.goal_of(), record=True).trace
    return len(trace.expanded), len(set(trace.expansion_order))


def _board_named(start: Board, answer, what: str) -> Board:
    """A board a student names: the blank's moves from ``start`` ("UL", ["U", "L"]) or the board itself."""
    if isinstance(answer, Board):
        return answer
    if isinstance(answer, str) and all(ch in "UDLRudlr ," for ch in answer):
        moves = [ch.upper() for ch in answer if ch.isalpha()]
    elif isinstance(answer, list | tuple) and all(isinstance(m, str) for m in answer):
        moves = [ch.upper() for m in answer for ch in m if ch.isalpha()]
    elif isinstance(answer, str):
        return Board.coerce(answer, "this check", rows=start.rows, cols=start.cols)
    else:
        raise _Junk(f"{what} as the blank's moves from the start, such as 'UL'", answer,
                    "write the moves in quotes, for example 'L' or 'UL'")
    try:
        return start.apply(moves)
    except PuzzleError as exc:
        raise _Junk("", answer, "the blank's moves from the start, in order, such as 'UL'",
                    message=f"{what} {answer!r} cannot be played from the start: {exc}") from None


def _numbers_list(values, what: str) -> list[float]:
    """A list of numbers in any order: a list, a tuple, a numpy array, or text such as "26, 31, 31"."""
    if isinstance(values, str):
        words = values.replace(",", " ").replace("[", " ").replace("]", " ").split()
        try:
            return sorted(float(w) for w in words)
        except ValueError:
            raise _Junk(what, values, "a list in square brackets, such as [26, 30]") from None
    if hasattr(values, "tolist") and not isinstance(values, list | tuple):  # a numpy array
        values = values.tolist()
    if isinstance(values, bytes | dict | set) or not isinstance(values, list | tuple):
        raise _Junk(what, values, "a list in square brackets, such as [26, 30]")
    return sorted(_real_number(v, what) for v in values)


def _child_order(order) -> str:
    """An order of the four blank moves, such as "LRUD" (the post's) or "UDLR" (``board.neighbors()``'s)."""
    if not isinstance(order, str) or sorted(order.upper()) != sorted("UDLR"):
        raise _Junk("an order of the four moves, such as 'LRUD' or 'UDLR'", order,
                    "write the four letters U, D, L, R once each, in the order the children are made")
    return order.upper()


@lru_cache(maxsize=32)
def _first_expansions(board: Board, order: str) -> tuple[tuple[Board, ...], tuple[float, ...]]:
    """The post's loop on ``board`` (standard goal), its children made in ``order``: its first three
    expansions and the f values on the list right after the second. With the post's order, L R U D, this
    is the package's ``solve(method="scored")`` (a test compares them); other orders are a loop the package
    does not run, so a trace of one cannot be read from a recorded search."""
    goal = board.goal_of()
    views, blacklist, taken, on_list = [(0, 1, board)], set(), [], ()
    while views and len(taken) < 3:
        _, step, current = views.pop()
        blacklist.add(current)
        taken.append(current)
        legal = current.moves()
        for move in (m for m in order if m in legal):
            child = current.move(move)
            if child in blacklist:
                continue
            if child == goal:
                return tuple(taken), on_list
            views.append((child.manhattan(count_blank=True) * 2 + step + 1, step + 1, child))
        views.sort(key=lambda view: view[0], reverse=True)
        if len(taken) == 2:
            on_list = tuple(sorted(view[0] for view in views))
    return tuple(taken), on_list


@_checker
def check_expansions(board, second, waiting, third, *, order: str = "LRUD") -> Check:
    """Check a hand trace of the ant post's loop (``score * 2 + step``, blank counted, newest of equal f first).

    ``second`` and ``third`` are the boards it expands second and third, each written as the blank's moves
    from the start (``"L"``, ``"UL"``) or as a board; ``waiting`` lists the f of every view on the list
    right after the second expansion, in any order (a list, an array, or text). ``order`` is the order in
    which each board's children are made: the post's ``"LRUD"``, or another such as ``"UDLR"``, the
    order of ``board.neighbors()``. The three answers are judged together: a wrong trace is not told which
    part is wrong, and after a dozen different wrong traces of one board and order the check stops
    judging it, and restarting the kernel does not change that.
    """
    board = _as_board(board)
    order = _child_order(order)
    goal = board.goal_of()
    second_board = _board_named(board, second, "second")
    third_board = _board_named(board, third, "third")
    waiting = _numbers_list(waiting, "a list of f values")
    if board == goal:
        raise _Junk("", board, message="this board is already solved: the loop expands nothing.")
    truth, on_list = _first_expansions(board, order)
    if len(truth) < 3:
        raise _Junk("", board, message="the loop solves this board in fewer than three expansions; "
                    "trace it on a board further from the goal.")
    if second_board == board:
        return _wrong("the start is the first board expanded; the question is the second.",
                      "write each board as the blank's moves from the start, such as 'L'")
    answer = (second_board, tuple(waiting), third_board)
    if answer == (truth[1], tuple(on_list), truth[2]) and order != "LRUD":
        verdict = _right(f"with the children made {order}, the loop expands {second!r} second and {third!r} third; "
                         f"after the second expansion the list holds f = {_shown(on_list)}. Why does the order "
                         "of the children change what the loop does, when no f changes?")
    elif answer == (truth[1], tuple(on_list), truth[2]):
        verdict = _right(f"the loop expands {second!r} second and {third!r} third; after the second expansion the "
                         f"list holds f = {_shown(on_list)}. Why is the third board not a child of the second?"
                         if truth[2] not in {b for _, b in truth[1].neighbors()} else
                         f"the loop expands {second!r} second and {third!r} third; after the second expansion the "
                         f"list holds f = {_shown(on_list)}.")
    else:
        verdict = _wrong("this is not yet the loop's trace: at least one of the second board, the f values on the "
                         "list and the third board is not what the loop does.",
                         "f = score x 2 + step, the blank counted in the score, step 1 for the start; the list holds "
                         "every view made and not yet taken, is sorted largest f first, and the loop takes the last "
                         "view: of equal f, the one added last")
    return _limit_guesses(("expansions", board, order), answer, verdict)


def _shown(values) -> str:
    return ", ".join(f"{v:g}" for v in values)


def _road_away(road, table) -> list[int]:
    """The moves (numbered from 1) of a road after which the true distance to the goal is larger."""
    left = [table.distance(b) for b in road.path]
    return [k for k in range(1, len(left)) if left[k] > left[k - 1]]


@_checker
def check_dealt_trap(board, first_away, tile, max_moves: int = 12) -> Check:
    """Judge a trap the ant post's game could deal, and its explanation.

    Right when ``board`` has its blank in the bottom-right corner (the post's game deals every board that way),
    is at most ``max_moves`` from the standard goal, and the post's rule (``score * 2 + step``, blank counted)
    returns a longer solution than the shortest; and ``first_away`` is the number of the first move of that
    solution after which the board is further from the goal, and ``tile`` the tile that move slides.
    When the board is a trap but the explanation is not right, the verdict does not say which half is wrong,
    and after a dozen different wrong explanations of one board the check stops judging it.
    """
    from puzzlelib.statespace import distance_table

    board = _as_board(board)
    max_moves = _teacher_count(max_moves, "max_moves")
    first_away = _whole_number(first_away, "the number of a move (1 for the first move)", minimum=0)
    tile = _whole_number(tile, "a tile number", minimum=0)
    goal = board.goal_of()
    corner = (board.rows - 1, board.cols - 1)
    if board.size > 9:
        raise _Junk("", board, message="the post's game is the 3 x 3 puzzle; design a 3 x 3 board.")
    if not is_solvable(board, goal):
        return _wrong("this board cannot reach the goal at all, so no game deals it.",
                      explain_solvability(board, goal), board=board)
    if board == goal:
        return _wrong("this board is the goal itself: there is nothing for the rule to get wrong.",
                      "start from the goal and make some moves, ending with the blank back in its corner",
                      board=board)
    if board.blank_pos != corner:
        r, c = board.blank_pos
        return _wrong(f"the post's game deals the blank (its 9) in the bottom-right corner; this board has it in "
                      f"row {r + 1}, column {c + 1}.",
                      "end your moves from the goal with the blank back in the corner", board=board)
    table = distance_table(board.rows, board.cols)
    shortest = table.distance(board)
    if shortest > max_moves:
        return _wrong(f"this board is {_plural(shortest, 'move')} from the goal; the task asks for at most "
                      f"{max_moves}.", "start from the goal and make fewer moves", board=board)
    road = _post_run(board, goal)
    details = {"shortest": shortest, "length": road.length}
    if road.length == shortest:
        return _wrong(f"the post's rule finds a shortest solution of this board ({_plural(shortest, 'move')}).",
                      "think about the first choice the loop makes: if two children tie on f, it takes the one "
                      "added last; a board whose shortest solutions all start the other way could fool it",
                      board=board, details=details)
    away = _road_away(road, table)
    if first_away != away[0] or tile != road.tiles[away[0] - 1]:
        return _limit_guesses(("dealt_trap", board), (first_away, tile), _wrong(f"the rule does return {_plural(road.length, 'move')} here against {shortest}, but move "
                      f"{first_away} sliding tile {tile} is not where its road first steps away from the goal.",
                      "follow the rule's solution and the true distance after each move (section 5): along a "
                      "shortest road it drops by one every move", board=board, details=details))
    return _limit_guesses(("dealt_trap", board), (first_away, tile), _right(f"the post's rule takes {_plural(road.length, 'move')} on this board, {road.length - shortest} "
                  f"more than the shortest; its move {first_away} slides tile {tile} away from the goal. "
                  "What did the score say about that move?", details=details))


def _expansions_skipping(board: Board, goal: Board) -> int:
    """Expansions of the post's loop changed to skip a view whose board is already on the blacklist when it
    is taken from the list (as the BFS article skips a board already visited). The package has no such
    variant: this is the loop a student writes, children made L, R, U, D, the list sorted largest f first
    (stable) and the last view taken."""
    views, blacklist, expanded = [(0, 1, board)], set(), 0
    while views:
        _, step, current = views.pop()
        if current in blacklist:
            continue
        blacklist.add(current)
        expanded += 1
        for move in sorted(current.moves(), key="LRUD".index):
            child = current.move(move)
            if child in blacklist:
                continue
            if child == goal:
                return expanded
            views.append((child.manhattan(count_blank=True) * 2 + step + 1, step + 1, child))
        views.sort(key=lambda view: view[0], reverse=True)
    return expanded


@lru_cache(maxsize=32)
def _blacklist_counts(board: Board) -> tuple[int, int, int]:
    expanded, different = _post_counts(board)
    return expanded, different, _expansions_skipping(board, board.goal_of())


BLACKLIST_GUESSES = 6
"""Wrong pairs :func:`check_blacklist` judges for one board before it stops, counted across kernel
restarts: its answers sit a few units below the expansions the lesson prints, so a dozen would let a
class count down to them."""


@_checker
def check_blacklist(board, answer, skipping=None) -> Check:
    """Check how many *different* boards the ant post's loop expands on ``board`` before it finds the goal,
    together with ``skipping``: how many boards it expands once it is changed to skip a board already on
    the blacklist when that board is taken from the list.

    Counts may be numbers or text ("1,000"). The two are judged together, never one alone (a recorded
    search lists the boards expanded, so the first count alone would need no change to the loop), and a
    wrong pair is not told which count is wrong: every wrong pair gets the same reply. After a few wrong
    pairs for a board the check stops judging it, and restarting the kernel does not change that.
    """
    board = _as_board(board)
    answer = _count(answer, "a whole number of boards")
    if skipping is None:
        raise _Junk("", skipping, "call it as check_blacklist(board, different, skipping), both counts at once",
                    message="this check judges both counts together: the different boards, and the expansions of "
                            "the loop changed to skip a repeat.")
    skipping = _count(skipping, "a whole number of boards for skipping")
    if board == board.goal_of():
        raise _Junk("", board, message="this board is already solved: the loop expands nothing.")
    expanded, different, skipped = _blacklist_counts(board)
    if (answer, skipping) == (different, skipped):
        verdict = _right(f"{different:,} different boards in {expanded:,} expansions; skipping a board taken a "
                         f"second time, the loop expands {skipped:,}. Why is that not {different:,}?",
                         details={"expanded": expanded, "different": different, "skipping": skipped})
    else:
        verdict = _wrong(f"{answer:,} and {skipping:,} are not both right.",
                         "count the boards the blacklist holds when the loop stops, then run your changed loop and "
                         "count its expansions")
    return _limit_guesses(("blacklist", board), (answer, skipping), verdict, limit=BLACKLIST_GUESSES)
