"""Self-checks for the lessons' "Your turn" exercises: each says what is right or wrong, with a hint.

Every checker returns a :class:`Check`: ``.ok`` is True or False, ``.message`` says why, ``.hint``
suggests what to look at next. A Check prints as a short report (plain text with ``print``, a coloured
box when it is the last value of a notebook cell), and it is truthy exactly when ``.ok`` is, so a
teacher can also write ``assert check_solution(board, "RUULD")``.

The checkers compute the truth themselves (by replaying, by breadth-first search over whole state
spaces, or with the package's own functions); none of them holds a stored answer.

Three promises hold for every ``check_*``:

- **the verdict is the truth value**: ``bool(check)`` is True exactly when the answer is right;
- **``strict=True``** raises :class:`AssertionError` carrying the same friendly message when the answer is
  not right, so ``assert check_distance(board, answer)`` or ``check_distance(board, answer, strict=True)``
  works unchanged in an nbgrader or otter-grader test cell (both grade on raised exceptions);
- **no junk crashes a checker**: an answer of the wrong type gets "Not yet: expected a list of moves, got
  int", a board that cannot be read gets the board error's own sentence. A checker that cannot find the
  truth in its time budget (a 4 x 4 board far from its goal) says so ("Could not check ..."): its verdict is
  then False, but it never calls a right answer wrong or a wrong answer right.

Distances up to 3 x 3 come from a complete breadth-first table; larger boards are solved by IDA* with the
pattern databases of :mod:`puzzlelib.pdb` when they are built (else Manhattan distance with linear
conflicts) within :data:`CHECK_SECONDS`.

The package has one module per job: :mod:`~puzzlelib.exercises.verdicts` (the :class:`Check`, the shared
promises, the readers of answers), :mod:`~puzzlelib.exercises.truth` (the fewest moves, found by the
checkers themselves), and one module of checkers per topic, named in the table below.

==========================================  ==========  ========================================================
checker                                     module      what it checks
==========================================  ==========  ========================================================
:func:`check_grid_path`                     grid        the ant's walk on a grid (lesson 1)
:func:`check_greedy_trap`                   grid        a grid on which the greedy step fails but BFS does not
                                                        (lesson 1)
:func:`check_greedy_longer`                 grid        a grid on which greedy best-first finds a longer path
                                                        than A* (lesson 1)
:func:`check_solution`                      moves       a sequence of moves (or tiles slid) from a board to its
                                                        goal (every lesson)
:func:`check_positions`                     boards      the position-array notation of a board (lesson 2)
:func:`check_position_array`                boards      a student's function that writes the position array
                                                        (lesson 2)
:func:`check_blank_moves`                   boards      the blank's moves behind a list of tiles slid (lesson 2)
:func:`check_state_count`                   boards      how many boards of a shape can be reached (lesson 2)
:func:`check_strip_arrangements`            boards      every arrangement slides reach on the strip 1 2 3 _
                                                        (lesson 2)
:func:`check_inversions`                    parity      an inversion count (lesson 4)
:func:`check_slide_changes`                 parity      every change one vertical slide makes to the inversion
                                                        count on a given width (lesson 4)
:func:`check_solvability_rule`              parity      a student's ``is_solvable`` against exhaustive search
                                                        (lesson 4)
:func:`check_parity_counterexample`         parity      a board on which the 3-wide parity rule is wrong
                                                        (lesson 4)
:func:`check_swap_runs`                     parity      the number of equally likely runs of the swap shuffle
                                                        (lesson 3)
:func:`check_fair_shuffle`                  parity      a student's shuffle with a die, every run counted
                                                        exactly (lesson 3)
:func:`check_sort_chance`                   parity      the chance that sorting with a coin leaves the tiles in
                                                        order (lesson 3)
:func:`check_distance`                      bfs         how many moves a board is from its goal (lesson 4)
:func:`check_bfs`                           bfs         a student's own breadth-first search, on boards of every
                                                        depth (lesson 4)
:func:`check_bfs_estimate`                  bfs         a prediction of how many boards BFS expands (lesson 4)
:func:`check_bfs_work`                      bfs         the fewest and the most boards the lesson's BFS expands
                                                        (lesson 5)
:func:`check_early_goal_bfs`                bfs         a student's BFS that tests for the goal when a board is
                                                        made (lesson 5)
:func:`check_score_trap`                    scored      a board on which a search returns a longer solution than
                                                        the shortest (lessons 5 and 7)
:func:`check_close_trap`                    scored      such a board, at most a given number of moves from the
                                                        goal (lesson 5)
:func:`check_weights`                       scored      weights for the scored search that stay shortest and beat
                                                        BFS (lesson 5)
:func:`check_expansions`                    scored      a hand trace of the ant post's loop: its second and third
                                                        expansions (lesson 6)
:func:`check_dealt_trap`                    scored      a trap the post's game could deal, and where its road
                                                        first steps away (lesson 6)
:func:`check_blacklist`                     scored      how many different boards the post's loop expands
                                                        (lesson 6)
:func:`check_heuristic`                     heuristics  admissibility and consistency on all 181,440 8-puzzle
                                                        boards (lesson 7)
:func:`check_better_heuristic`              heuristics  an admissible heuristic that dominates another (lesson 7)
:func:`check_inconsistent_heuristic`        heuristics  an admissible heuristic that is not consistent (lesson 7)
:func:`check_more_expanded`                 heuristics  a prediction of which of two boards A* expands more on
                                                        (lesson 7)
:func:`check_branching_factor`              comparing   an effective branching factor b* (a value)
:func:`check_worst_push_order`              astar       the order of pushes that makes a binary heap swap most
                                                        (lesson 7)
:func:`check_must_expand`                   astar       how many boards A* expands whatever its ties (a count)
:func:`check_must_expand_function`          astar       a student's own count of the boards A* cannot skip, tried
                                                        on boards drawn anew, no search allowed (lesson 7)
:func:`check_between_guess`                 heuristics  a guess between misplaced tiles and Manhattan distance
                                                        (lesson 7)
:func:`check_boards_needed`                 comparing   how many random boards a race needs for 10 at a depth
                                                        (lesson 8)
:func:`check_greedy_detour`                 comparing   a board near the goal where greedy wastes 20 moves, and
                                                        its first wrong move (lesson 8)
:func:`check_b_star_function`               comparing   a student's own b*(generated, depth) (lesson 9)
:func:`check_shifted_work`                  comparing   the work of a line shifted some moves (lesson 9)
:func:`check_memory_cap`                    beyond      a memory cap under which A* stops and IDA* still solves
                                                        (lesson 10's Going further)
:func:`check_weight`                        beyond      the smallest weight with which weighted A* solves a board
                                                        in its budget (no lesson since lessons 11 and 12's rework)
:func:`check_row_by_row_shortest`           big_boards  a board that the row-by-row method solves in the fewest
                                                        moves (lesson 13)
:func:`check_memory_model`                  beyond      a function predicting A*'s megabytes from the boards it
                                                        expanded and stored, tried on unseen boards (lesson 10)
:func:`check_ida_bounds`                    beyond      a function predicting the bounds IDA* tries, tried on
                                                        unseen boards (lesson 10)
:func:`check_transposition`                 beyond      two paths from the goal that meet on one board (lesson 10)
:func:`check_partition`                     patterns    groups of at most 4 tiles whose tables beat five groups of
                                                        three (lesson 11)
:func:`check_mirror`                        patterns    a function mirroring a 15-puzzle for the tables' second
                                                        lookup (lesson 11)
:func:`check_shortest_range`                optimal     a function giving the fewest and the most moves IDA*'s
                                                        empty passes and the solutions found allow (lesson 12)
:func:`check_longest_answer`                optimal     a function giving the most moves weighted A* may return
                                                        (lesson 12)
:func:`check_lower_bound`                   optimal     a function giving what a weighted A* answer proves about
                                                        the shortest (lesson 12)
:func:`check_last_row`                      big_boards  a function saying which last rows of a 15-puzzle can be
                                                        finished in place (lesson 13)
:func:`check_move_growth`                   big_boards  a function predicting row by row's moves on larger boards
                                                        (lesson 13)
==========================================  ==========  ========================================================

Two small walks used by lesson 1 and by :func:`check_greedy_trap` are importable from here too:
:func:`depth_first_path` (exhaustive search in a fixed direction order, the first path it meets) and
:func:`greedy_walk` (always step to the neighbour nearest the goal, with no memory); they live in
:mod:`puzzlelib.search.walks`.
"""

from __future__ import annotations

from puzzlelib.exercises.astar import check_must_expand, check_must_expand_function, check_worst_push_order
from puzzlelib.exercises.beyond import (
    check_ida_bounds,
    check_memory_cap,
    check_memory_model,
    check_transposition,
    check_weight,
)
from puzzlelib.exercises.bfs import (
    check_bfs,
    check_bfs_estimate,
    check_bfs_work,
    check_distance,
    check_early_goal_bfs,
)
from puzzlelib.exercises.big_boards import check_last_row, check_move_growth, check_row_by_row_shortest
from puzzlelib.exercises.boards import (
    check_blank_moves,
    check_position_array,
    check_positions,
    check_state_count,
    check_strip_arrangements,
)
from puzzlelib.exercises.comparing import (
    check_b_star_function,
    check_boards_needed,
    check_branching_factor,
    check_greedy_detour,
    check_shifted_work,
)
from puzzlelib.exercises.grid import (
    check_greedy_longer,
    check_greedy_trap,
    check_grid_path,
    depth_first_path,
    greedy_walk,
)
from puzzlelib.exercises.heuristics import (
    check_better_heuristic,
    check_between_guess,
    check_heuristic,
    check_inconsistent_heuristic,
    check_more_expanded,
)
from puzzlelib.exercises.moves import check_solution
from puzzlelib.exercises.optimal import check_longest_answer, check_lower_bound, check_shortest_range
from puzzlelib.exercises.parity import (
    check_fair_shuffle,
    check_inversions,
    check_parity_counterexample,
    check_slide_changes,
    check_solvability_rule,
    check_sort_chance,
    check_swap_runs,
)
from puzzlelib.exercises.patterns import check_mirror, check_partition
from puzzlelib.exercises.scored import (
    check_blacklist,
    check_close_trap,
    check_dealt_trap,
    check_expansions,
    check_score_trap,
    check_weights,
)
from puzzlelib.exercises.verdicts import CHECK_SECONDS, Check

__all__ = [
    "Check",
    "CHECK_SECONDS",
    "check_solution",
    "check_heuristic",
    "check_grid_path",
    "check_greedy_trap",
    "check_positions",
    "check_state_count",
    "check_inversions",
    "check_solvability_rule",
    "check_parity_counterexample",
    "check_distance",
    "check_bfs",
    "check_bfs_estimate",
    "depth_first_path",
    "greedy_walk",
    "check_score_trap",
    "check_branching_factor",
    "check_close_trap",
    "check_better_heuristic",
    "check_inconsistent_heuristic",
    "check_more_expanded",
    "check_memory_cap",
    "check_weight",
    "check_weights",
    "check_row_by_row_shortest",
    "check_slide_changes",
    "check_swap_runs",
    "check_fair_shuffle",
    "check_sort_chance",
    "check_greedy_longer",
    "check_position_array",
    "check_blank_moves",
    "check_bfs_work",
    "check_early_goal_bfs",
    "check_expansions",
    "check_dealt_trap",
    "check_blacklist",
    "check_worst_push_order",
    "check_must_expand",
    "check_must_expand_function",
    "check_between_guess",
    "check_boards_needed",
    "check_greedy_detour",
    "check_b_star_function",
    "check_shifted_work",
    "check_memory_model",
    "check_ida_bounds",
    "check_transposition",
    "check_partition",
    "check_mirror",
    "check_lower_bound",
    "check_last_row",
    "check_move_growth",
    "check_strip_arrangements",
    "check_shortest_range",
    "check_longest_answer",
]
