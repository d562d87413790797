"""IDA* tuned for sliding-tile puzzles: optimal 15-puzzle solutions in pure Python.

The generic :func:`puzzlelib.search.idastar` works on any problem and pays for it with a tuple per
state and a function call per successor. This one knows it is searching a sliding puzzle:

* the board is one list changed in place (a move is two writes, undone on the way back);
* the blank's neighbours, and what each move does to every tile's heuristic term, come from tables
  built once per search, so a node costs a few list lookups;
* the heuristic is updated, not recomputed: a move changes one tile's Manhattan term, or one
  pattern's index in a pattern database (one addition), or the conflict count of at most two lines;
* a child is pruned *before* the recursive call when ``g + h`` exceeds the bound, and the move back
  to the parent is never tried;
* the bound grows by 2 each iteration: every solution has the same parity (the blank's distance
  to its goal cell), so the bound in between could never succeed.

Recursion is used rather than an explicit stack: measured on the same boards and node counts, the
recursive search ran 1.6 to 1.9 times faster than a stack of (cell, bound, h, parent, iterator)
frames, and the depth is only the solution length (a few dozen calls).
Measured on a 2-core machine (``benchmarks/fifteen_bench.py``): 2.6 to 3.7 million expansions per
second with Manhattan distance, 0.8 to 1.1 million with linear conflict, 1.1 to 1.4 million with a
mirrored pattern database (per second of processor time; on Korf's 100 with the mirrored 6-6-3
tables, about 2.2 million generated nodes per processor second, ``fifteen_bench.py --korf``).

Budgets: ``max_nodes`` expansions and ``time_limit`` seconds (the clock is read every 4,096 nodes),
and ``max_depth`` for the bound; running out raises
:class:`~puzzlelib.errors.SearchLimitError` with the statistics so far.
"""

from __future__ import annotations

import sys
from time import perf_counter

from puzzlelib.board import Board, move_table
from puzzlelib.errors import PuzzleError, SearchLimitError, arguments_checked
from puzzlelib.heuristics import get_heuristic, linear_conflict, manhattan, pattern_database
from puzzlelib.parity import check_solvable
from puzzlelib.problems import stop_advice
from puzzlelib.result import BoardReplay, Counters, SearchResult, budget_error, solved_result, stopped_result
from puzzlelib.search.budgets import DEFAULT_IDA_MAX_NODES, check_limits, check_max_depth

__all__ = ["solve_idastar_puzzle", "tuned_kind", "HEURISTIC_NAMES"]

HEURISTIC_NAMES = ("manhattan", "linear_conflict", "pdb")
"""The heuristics with a tuned inner loop here (any spelling :func:`~puzzlelib.heuristics.get_heuristic` accepts)."""
_CHECK_EVERY = 4096
_MAX_LINE = 6  # longest row/column the linear-conflict tables cover: 7**6 codes per line


class _Stop(Exception):
    """Unwinds the recursion when a budget runs out."""

    def __init__(self, what: str):
        self.what = what


@arguments_checked
def solve_idastar_puzzle(board, goal=None, heuristic="manhattan", *, max_nodes: int | None = None,
                         time_limit: float | None = None, max_depth: int | None = None) -> SearchResult:
    """Optimal solution of ``board`` by IDA* with an incrementally updated heuristic.

    Parameters
    ----------
    board : Board or board text
    goal : Board, text or None (standard goal)
    heuristic : ``"manhattan"``, ``"linear_conflict"``, ``"pdb"`` (the best pattern database for the
        board's shape and goal, loaded from the cache or built with a progress bar), any spelling
        :func:`~puzzlelib.heuristics.get_heuristic` accepts for them (``"md"``, ``"lc"``), or a
        :class:`~puzzlelib.pdb.PDBHeuristic`.
    max_nodes : expansions allowed (default 200 million), time_limit : seconds (default 30),
    max_depth : the largest bound to try.

    Returns
    -------
    SearchResult with ``optimal=True``; ``nodes_expanded / seconds`` is the speed. ``seconds`` counts
    the search only; ``time_limit`` also counts loading (or first building) a pattern database. With
    nothing cached, ``"pdb"`` on 4x4 builds the quick 5-5-5 tables (:data:`~puzzlelib.pdb.QUICK_PARTITION`).

    Raises
    ------
    UnsolvableError for a board of the wrong parity; SearchLimitError when a budget runs out (its
    subclass :class:`~puzzlelib.pdb.PDBBuildTimeout` when that happened while building a table).

    Examples
    --------
    >>> r = solve_idastar_puzzle(Board.parse("1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 0 14 15"))
    >>> "".join(r.moves), r.optimal
    ('RR', True)
    """
    board = Board.coerce(board, "solve_idastar_puzzle")
    goal = board.resolve_goal(goal)
    check_solvable(board, goal)
    max_nodes, time_limit = check_limits(max_nodes, time_limit, default_nodes=DEFAULT_IDA_MAX_NODES)
    max_depth = check_max_depth(max_depth)
    deadline = perf_counter() + time_limit  # a first build of a pattern database counts against the limit
    kind, pdb = _resolve_heuristic(heuristic, board, goal, deadline)
    started = perf_counter()
    searcher = _Searcher(board, goal, kind, pdb, max_nodes, deadline)
    recursion_depth = sys.getrecursionlimit() - 100
    limit_depth = min(max_depth if max_depth is not None else recursion_depth, recursion_depth)
    try:
        moves = searcher.run(limit_depth)
    except _Stop as stop:
        raise _limit_error(stop.what, board, goal, searcher, started, max_nodes, time_limit,
                           limit_depth, limit_depth != max_depth) from None
    held = len(moves) + 1  # the path is all IDA* keeps
    return solved_result(BoardReplay(board, goal), moves,  # never trust a fast loop: this replays it
                         Counters(searcher.nodes, searcher.generated, held, held), seconds=perf_counter() - started,
                         method="idastar", heuristic=searcher.name, optimal=True)


def tuned_kind(heuristic, board: Board) -> str | None:
    """Which inner loop serves ``heuristic`` (already resolved by
    :func:`~puzzlelib.heuristics.get_heuristic`) on ``board``'s shape: ``"manhattan"``,
    ``"linear_conflict"``, ``"pdb"``, or None when this solver has none for it."""
    heuristic, board = get_heuristic(heuristic), Board.coerce(board, "tuned_kind")
    if heuristic is manhattan:
        return "manhattan"
    if heuristic is linear_conflict:
        return "linear_conflict" if max(board.rows, board.cols) <= _MAX_LINE else None
    if heuristic is pattern_database or heuristic.database is not None:
        return "pdb"
    return None


def _resolve_heuristic(heuristic, board: Board, goal: Board, deadline: float | None = None):
    resolved = get_heuristic(heuristic)
    kind = tuned_kind(resolved, board)
    if kind is None and resolved.name == "linear_conflict":
        raise PuzzleError(f"the fast linear-conflict tables stop at lines of {_MAX_LINE} cells; "
                          "use heuristic='manhattan' for this board")
    if kind is None:
        raise PuzzleError(f"fast IDA* knows the heuristics {', '.join(HEURISTIC_NAMES)} or a PDBHeuristic, "
                          f"got {heuristic!r}")
    if kind != "pdb":
        return kind, None
    if resolved.database is None:
        from puzzlelib.pdb import default_heuristic  # numpy: loaded only when a database is asked for

        return kind, default_heuristic(board.rows, board.cols, goal.tiles, deadline=deadline)
    table = resolved.database
    if (table.rows, table.cols, table.goal) != (board.rows, board.cols, goal.tiles):
        raise PuzzleError(f"{table!r} was built for another board shape or goal than {board!r}")
    return kind, table


def _depth_advice(max_depth: int, by_recursion: bool) -> str:
    if by_recursion:
        return (f"bounds above {max_depth} would overflow Python's recursion limit "
                "(sys.setrecursionlimit raises it), or use method='astar'")
    return (f"every bound up to max_depth={max_depth} was searched with an admissible heuristic, so no "
            f"solution of at most {max_depth} moves exists; raise max_depth to look deeper")


def _limit_error(what, board, goal, searcher, started, max_nodes, time_limit, max_depth,
                 by_recursion=False) -> SearchLimitError:
    held = searcher.bound + 1
    partial = stopped_result(BoardReplay(board, goal), Counters(searcher.nodes, searcher.generated, held, held),
                             seconds=perf_counter() - started, method="idastar", heuristic=searcher.name)
    limit = {"nodes": f"max_nodes={max_nodes:,} expansions", "time": f"time_limit={time_limit:g} s",
             "depth": f"max_depth={max_depth}" + (" (the recursion limit)" if by_recursion else "")}[what]
    if what == "depth":
        advice, extra = _depth_advice(max_depth, by_recursion), {"depth_reached": max_depth}
    else:
        advice, extra = stop_advice("idastar", what, searcher.name, (board.rows, board.cols)), {}
    return budget_error(partial, limit=f"{limit}, at bound {searcher.bound}", advice=advice,
                        who=f"fast IDA* ({searcher.name})", reason=what, bound=searcher.bound, **extra)


class _Searcher:
    """One IDA* run; ``nodes``, ``generated`` and ``bound`` are readable after it stops."""

    def __init__(self, board: Board, goal: Board, kind: str, pdb, max_nodes: int, deadline: float):
        self.board, self.goal, self.kind, self.pdb = board, goal, kind, pdb
        self.max_nodes, self.deadline = max_nodes, deadline
        self.nodes = self.generated = 0
        self.bound = 0
        self.name = pdb.name if pdb is not None else kind
        n, cols = board.size, board.cols
        where = goal.to_positions()
        self.manhattan = [[0] * n] + [
            [abs(c // cols - where[t] // cols) + abs(c % cols - where[t] % cols) for c in range(n)]
            for t in range(1, n)
        ]

    # --- budgets -----------------------------------------------------------------------------
    def _check(self, nodes: int) -> int:
        """Called every few thousand expansions: raise when over budget, else the next check point."""
        self.nodes = nodes
        if nodes > self.max_nodes:
            raise _Stop("nodes")
        if perf_counter() > self.deadline:
            raise _Stop("time")
        return min(nodes + _CHECK_EVERY, self.max_nodes + 1)

    def run(self, max_depth: int) -> list[str]:
        board, goal = self.board, self.goal
        if board == goal:
            return []
        cols = board.cols
        gb, b0 = goal.blank_index, board.blank_index
        parity = (abs(gb // cols - b0 // cols) + abs(gb % cols - b0 % cols)) % 2
        build = {"manhattan": self._manhattan, "linear_conflict": self._linear_conflict, "pdb": self._pdb}[self.kind]
        search, h0 = build()
        bound = h0 + ((h0 - parity) % 2)
        path: list[str] = []
        while True:
            if bound > max_depth:
                self.bound = bound
                raise _Stop("depth")
            self.bound = bound
            if search(bound, path):
                path.reverse()
                return path
            bound += 2

    def _new_counters(self) -> list[int]:
        """[nodes expanded, nodes generated, expansion count at which to check the budget next].

        Generated counts the children whose heuristic is looked up: every move of an expanded node
        except the one back to its parent (never tried), summed over all iterations, as in the
        papers that report IDA* on the 15-puzzle (Korf 1985; Felner, Korf and Hanan 2004)."""
        return [0, 0, min(_CHECK_EVERY, self.max_nodes + 1)]

    def _driver(self, dfs, counters, *start):
        """One IDA* iteration of ``dfs`` from the start board, leaving the counters readable after it."""

        def search(bound, path):
            counters[1] += 1  # the start has no parent: all its moves are generated
            try:
                return dfs(self.board.blank_index, bound, *start, -1, path)
            finally:
                self.nodes, self.generated = counters[0], counters[1]

        return search

    # --- the three inner loops -----------------------------------------------------------------
    # They share a shape and differ only in the heuristic update; each is written out in full
    # because a shared helper called per node would cost more than the whole update.
    def _neighbours(self):
        rows, cols = self.board.rows, self.board.cols
        return [tuple((nb, move) for move, nb in options) for options in move_table(rows, cols)]

    def _manhattan(self):
        md = self.manhattan
        n = self.board.size
        nbrs = [tuple((nb, move, [md[t][b] - md[t][nb] for t in range(n)]) for nb, move in options)
                for b, options in enumerate(self._neighbours())]
        degree = [len(o) - 1 for o in nbrs]  # children generated: every move but the one back
        state = list(self.board.tiles)
        goal = list(self.goal.tiles)
        h0 = sum(md[t][c] for c, t in enumerate(state))
        counters = self._new_counters()
        check = self._check

        def dfs(blank, rem, h, prev, path):
            nodes = counters[0] = counters[0] + 1
            counters[1] += degree[blank]
            if nodes >= counters[2]:
                counters[2] = check(nodes)
            rem -= 1
            for nb, move, dh in nbrs[blank]:
                if nb == prev:
                    continue
                t = state[nb]
                h1 = h + dh[t]
                if h1 > rem:
                    continue
                state[blank] = t
                state[nb] = 0
                if (h1 == 0 and state == goal) or dfs(nb, rem, h1, blank, path):
                    state[nb] = t
                    state[blank] = 0
                    path.append(move)
                    return True
                state[nb] = t
                state[blank] = 0
            return False

        return self._driver(dfs, counters, h0), h0

    def _pdb(self):
        # One piece: the tables, the two inner loops (with and without the mirrored lookup) and
        # their shared state are closures over the same lists; split, each node would pay a call.
        if self.pdb.with_blank:
            return self._pdb_with_blank()
        tables, pattern_of, weight_of, mirror = self.pdb.fast_tables()
        n = self.board.size
        cell_map, mpattern_of, mweight_of = mirror if mirror is not None else (list(range(n)), None, None)
        nbrs = []
        for b, options in enumerate(self._neighbours()):
            moves = []
            for nb, move in options:
                d_index = [(b - nb) * weight_of[t] for t in range(n)]
                d_mirror = ([(cell_map[b] - cell_map[nb]) * mweight_of[t] for t in range(n)]
                            if mirror is not None else None)
                moves.append((nb, move, d_index, d_mirror))
            nbrs.append(tuple(moves))
        degree = [len(o) - 1 for o in nbrs]  # children generated: every move but the one back
        state = list(self.board.tiles)
        goal = list(self.goal.tiles)
        npat = len(tables)
        index = [0] * npat
        for c, t in enumerate(state):
            index[pattern_of[t]] += c * weight_of[t]
        value = [tables[j][index[j]] for j in range(npat)]
        counters = self._new_counters()
        check = self._check
        if mirror is None:
            h0 = sum(value)

            def dfs(blank, rem, h, prev, path):
                nodes = counters[0] = counters[0] + 1
                counters[1] += degree[blank]
                if nodes >= counters[2]:
                    counters[2] = check(nodes)
                rem -= 1
                for nb, move, d_index, _ in nbrs[blank]:
                    if nb == prev:
                        continue
                    t = state[nb]
                    p = pattern_of[t]
                    old_v, old_i = value[p], index[p]
                    new_i = old_i + d_index[t]
                    new_v = tables[p][new_i]
                    h1 = h - old_v + new_v
                    if h1 > rem:
                        continue
                    state[blank] = t
                    state[nb] = 0
                    index[p] = new_i
                    value[p] = new_v
                    if (h1 == 0 and state == goal) or dfs(nb, rem, h1, blank, path):
                        path.append(move)
                        return True
                    state[nb] = t
                    state[blank] = 0
                    index[p] = old_i
                    value[p] = old_v
                return False

            return self._driver(dfs, counters, h0), h0

        # The mirrored lookup reads the same tables through other indices. Both kinds of index live in
        # one list (regular patterns first, then mirrored ones) over one concatenated table, each
        # index already offset to its pattern's part, so a move costs two reads per lookup.
        flat, offsets = self.pdb.joined_tables()
        both = [index[j] + offsets[j] for j in range(npat)] + [offsets[j] for j in range(npat)]
        for c, t in enumerate(state):
            both[npat + mpattern_of[t]] += cell_map[c] * mweight_of[t]
        h0 = sum(flat[both[j]] for j in range(npat))
        m0 = sum(flat[both[npat + j]] for j in range(npat))
        kids = {}  # (cell of the blank, cell it came from) -> the moves except the one back
        for b, options in enumerate(nbrs):
            for prev in [-1] + [nb for nb, *_ in options]:
                kids[b, prev] = tuple(
                    (nb, move, [(pattern_of[t], d_index[t], npat + mpattern_of[t], d_mirror[t]) for t in range(n)])
                    for nb, move, d_index, d_mirror in options if nb != prev)
        kids_of = [[kids.get((b, prev)) for prev in range(n)] + [kids[b, -1]] for b in range(n)]

        def dfs_m(blank, rem, h, hm, prev, path):
            nodes = counters[0] = counters[0] + 1
            counters[1] += degree[blank]
            if nodes >= counters[2]:
                counters[2] = check(nodes)
            rem -= 1
            for nb, move, steps in kids_of[blank][prev]:
                t = state[nb]
                p, di, q, dm = steps[t]
                old_i = both[p]
                new_i = old_i + di
                h1 = h - flat[old_i] + flat[new_i]
                if h1 > rem:
                    continue
                old_mi = both[q]
                new_mi = old_mi + dm
                hm1 = hm - flat[old_mi] + flat[new_mi]
                if hm1 > rem:
                    continue
                state[blank] = t
                state[nb] = 0
                both[p] = new_i
                both[q] = new_mi
                if (h1 == 0 and state == goal) or dfs_m(nb, rem, h1, hm1, blank, path):
                    path.append(move)
                    return True
                state[nb] = t
                state[blank] = 0
                both[p] = old_i
                both[q] = old_mi
            return False

        return self._driver(dfs_m, counters, h0, m0), max(h0, m0)

    def _pdb_with_blank(self):
        """Tables that keep the blank: every move changes every pattern's index, so each child sums
        all the patterns again (the small boards these tables are made for do not mind)."""
        tables, pattern_of, weight_of, mirror = self.pdb.fast_tables()
        n, real = self.board.size, len(self.pdb.parts)
        identity = list(range(n))
        views = [(pattern_of, weight_of, identity)]
        if mirror is not None:
            views.append((mirror[1], mirror[2], mirror[0]))
        nbrs = []
        for b, options in enumerate(self._neighbours()):
            nbrs.append(tuple(
                (nb, move, [(cells[nb] - cells[b], [(cells[b] - cells[nb]) * w[t] for t in range(n)], pat)
                            for pat, w, cells in views])
                for nb, move in options))
        degree = [len(o) - 1 for o in nbrs]  # children generated: every move but the one back
        state = list(self.board.tiles)
        goal = list(self.goal.tiles)
        indices = []
        for pat, w, cells in views:
            idx = [cells[state.index(0)]] * real
            for c, t in enumerate(state):
                if t and pat[t] < real:
                    idx[pat[t]] += cells[c] * w[t]
            indices.append(idx)
        h0 = max(sum(tables[j][idx[j]] for j in range(real)) for idx in indices)
        counters = self._new_counters()
        check = self._check
        patterns = range(real)

        def dfs(blank, rem, prev, path):
            nodes = counters[0] = counters[0] + 1
            counters[1] += degree[blank]
            if nodes >= counters[2]:
                counters[2] = check(nodes)
            rem -= 1
            for nb, move, views_delta in nbrs[blank]:
                if nb == prev:
                    continue
                t = state[nb]
                children, h1 = [], 0
                for (d_blank, d_tile, pat), idx in zip(views_delta, indices, strict=True):
                    new = [i + d_blank for i in idx]
                    p = pat[t]
                    if p < real:
                        new[p] += d_tile[t]
                    hv = sum(tables[j][new[j]] for j in patterns)
                    if hv > h1:
                        h1 = hv
                    children.append(new)
                if h1 > rem:
                    continue
                saved = indices[:]
                indices[:] = children
                state[blank] = t
                state[nb] = 0
                if (h1 == 0 and state == goal) or dfs(nb, rem, blank, path):
                    path.append(move)
                    return True
                state[nb] = t
                state[blank] = 0
                indices[:] = saved
            return False

        return self._driver(dfs, counters), h0

    def _linear_conflict(self):
        """Manhattan plus line conflicts, each line's conflicts read from a table keyed by its code.

        A line's code has one base-(L+1) digit per cell: 0 for the blank or a tile that belongs to
        another line, ``1 + goal position`` for a tile of this line. A move changes the codes of at
        most three lines (its own row or column, and the two lines the tile leaves and enters) by
        precomputed amounts; only lines whose membership changed can change their conflict count.
        """
        # One piece: the line tables and the inner loop share their lists as closure variables, the
        # cheapest access Python has; split, each node would pay a function call or an attribute.
        from puzzlelib.heuristics import line_conflicts

        board, goal_b = self.board, self.goal
        rows, cols, n = board.rows, board.cols, board.size
        md = self.manhattan
        where = goal_b.to_positions()
        # lines 0..rows-1 are rows, rows..rows+cols-1 columns
        line_cells = [[r * cols + c for c in range(cols)] for r in range(rows)] + \
                     [[r * cols + c for r in range(rows)] for c in range(cols)]
        line_of_cell = [(c // cols, rows + c % cols) for c in range(n)]

        def digit(t, line):
            if t == 0:
                return 0
            if line < rows:
                return where[t] % cols + 1 if where[t] // cols == line else 0
            return where[t] // cols + 1 if where[t] % cols == line - rows else 0

        contrib = []  # contrib[line][t][k] = digit(t, line) * base**k for the k-th cell of the line
        conflicts = []
        for line, cells in enumerate(line_cells):
            size = len(cells)
            base = size + 1
            contrib.append([[digit(t, line) * base**k for k in range(size)] for t in range(n)])
            table = []
            for code in range(base**size):
                digits, x = [], code
                for _ in range(size):
                    x, d = divmod(x, base)
                    digits.append(d)
                table.append(line_conflicts([d - 1 for d in digits if d]))
            conflicts.append(table)
        slot = [[0, 0] for _ in range(n)]
        for c in range(n):
            slot[c] = [c % cols, c // cols]  # index of the cell within its row line, its column line

        nbrs = []
        for b, options in enumerate(self._neighbours()):
            moves = []
            for nb, move in options:
                dh = [md[t][b] - md[t][nb] for t in range(n)]
                (rb, cb), (rn, cn) = line_of_cell[b], line_of_cell[nb]
                if rb == rn:  # horizontal move: the row keeps its tiles in order; two columns change
                    same, a_line, b_line, ka, kb, ks = rb, cn, cb, slot[nb][1], slot[b][1], (slot[nb][0], slot[b][0])
                else:  # vertical move: the column keeps its order; two rows change
                    same, a_line, b_line, ka, kb, ks = cb, rn, rb, slot[nb][0], slot[b][0], (slot[nb][1], slot[b][1])
                d_same = [contrib[same][t][ks[1]] - contrib[same][t][ks[0]] for t in range(n)]
                leave = [contrib[a_line][t][ka] for t in range(n)]
                enter = [contrib[b_line][t][kb] for t in range(n)]
                moves.append((nb, move, dh, same, d_same, a_line, leave, b_line, enter))
            nbrs.append(tuple(moves))
        degree = [len(o) - 1 for o in nbrs]  # children generated: every move but the one back
        state = list(board.tiles)
        goal = list(goal_b.tiles)
        code = [sum(contrib[line][state[c]][k] for k, c in enumerate(cells)) for line, cells in enumerate(line_cells)]
        lc = [conflicts[line][code[line]] for line in range(len(line_cells))]
        h0 = sum(md[t][c] for c, t in enumerate(state)) + sum(lc)
        counters = self._new_counters()
        check = self._check

        def dfs(blank, rem, h, prev, path):
            nodes = counters[0] = counters[0] + 1
            counters[1] += degree[blank]
            if nodes >= counters[2]:
                counters[2] = check(nodes)
            rem -= 1
            for nb, move, dh, same, d_same, a_line, leave, b_line, enter in nbrs[blank]:
                if nb == prev:
                    continue
                t = state[nb]
                old_a, old_b = code[a_line], code[b_line]
                new_a, new_b = old_a - leave[t], old_b + enter[t]
                lc_a, lc_b = lc[a_line], lc[b_line]
                new_lc_a, new_lc_b = conflicts[a_line][new_a], conflicts[b_line][new_b]
                h1 = h + dh[t] + new_lc_a - lc_a + new_lc_b - lc_b
                if h1 > rem:
                    continue
                state[blank] = t
                state[nb] = 0
                code[a_line], code[b_line] = new_a, new_b
                lc[a_line], lc[b_line] = new_lc_a, new_lc_b
                code[same] += d_same[t]
                if (h1 == 0 and state == goal) or dfs(nb, rem, h1, blank, path):
                    path.append(move)
                    return True
                state[nb] = t
                state[blank] = 0
                code[a_line], code[b_line] = old_a, old_b
                lc[a_line], lc[b_line] = lc_a, lc_b
                code[same] -= d_same[t]
            return False

        return self._driver(dfs, counters, h0), h0
