"""puzzlelib.widgets driven from Python: set traits, click buttons through their handlers, read the state."""

import os

os.environ.setdefault("MPLBACKEND", "Agg")

import pytest  # noqa: E402

from puzzlelib import Board, InvalidMoveError, PuzzleError, is_solvable  # noqa: E402
from puzzlelib.shuffle import random_walk  # noqa: E402
from puzzlelib.widgets import PuzzleGame, SolutionPlayer  # noqa: E402

NEAR = Board.parse("1 2 3 / 4 0 6 / 7 5 8")


def tile_labels(game):
    """The tiles the game's board view holds, row-major, the blank as ""."""
    return [str(t) if t else "" for t in game.view.board.tiles]


# ---------------------------------------------------------------- SolutionPlayer
def test_player_slider_board_and_caption_agree():
    player = SolutionPlayer("DR", start=NEAR)
    assert player.n_steps == 2 and player.play.max == 2
    assert player.step == 0 and player.board == NEAR and player.caption.startswith("start")
    view = player.board_view
    assert view.board == NEAR and view.moves == "DR" and view.show_next and view.steppable
    player.slider.value = 1
    assert player.step == 1 and player.board == NEAR.move("D")
    assert player.caption == "step 1 of 2: slide 5 up (blank moves D)"
    assert player.caption in player.caption_view.value
    player.forward.click()
    assert player.step == 2 and player.board.is_goal() and "solved" in player.caption
    player.forward.click()  # clamped at the end
    assert player.step == 2
    player.back.click()
    player.back.click()
    player.back.click()
    assert player.step == 0 and player.board == NEAR


def test_player_shows_the_board_it_claims_in_html():
    player = SolutionPlayer("DR", start=NEAR)
    for step in (2, 0, 1):
        player.step = step
        assert player.board_view.step == step and player.board_view.board == player.board


def test_player_speed_menu_sets_the_play_interval():
    player = SolutionPlayer("DR", start=NEAR, speed="slow")
    assert player.play.interval == 1000
    assert [label for label, _ in player.speed.options] == ["0.25x", "0.5x", "1x", "2x", "4x"]
    player.speed.label = "4x"
    assert player.play.interval == 250
    player.speed.label = "0.25x"
    assert player.play.interval == 4000
    assert dict(SolutionPlayer("DR", start=NEAR, speed=40).speed.options)["4x"] == 10  # never below 10 ms


def test_player_handles_thousands_of_steps_from_a_cache():
    moves = "DRUL" * 750  # 3000 moves (a loop, still a valid path)
    start = Board.goal(3, 3).apply("UL")
    player = SolutionPlayer(moves, start=start)
    assert player.n_steps == 3000
    for step in range(0, 3001, 7):
        player.slider.value = step
    assert player.board == start.apply(moves[: player.step])
    assert len(player.board_view.moves) == 3000  # the browser gets the moves once and steps itself
    player.step = 2999
    assert player.board_view.board == player.board


def test_player_picture_mode_embeds_images():
    player = SolutionPlayer("DR", start=NEAR, picture=True)
    pieces = player.board_view.pieces
    assert len(pieces) == 9 and all(p.startswith("data:image/") for p in pieces) and len(set(pieces)) == 9


# ---------------------------------------------------------------- PuzzleGame
def test_game_clicks_slide_tiles_count_moves_and_say_solved():
    game = PuzzleGame(NEAR)
    assert tile_labels(game) == ["1", "2", "3", "4", "", "6", "7", "5", "8"]
    assert game.counter.value == "moves: 0" and game.undo_button.disabled
    game.view.click(0, 0)  # the 1 is not in the gap's row or column
    assert game.board == NEAR and "row or column" in game.message
    game.view.click(2, 1)  # slide the 5 up
    assert game.board == NEAR.move("D") and game.moves_made == 1 and game.counter.value == "moves: 1"
    game.view.click(2, 2)  # slide the 8 left
    assert game.solved and game.message == "Solved in 2 moves!"
    assert "puzzlelib-solved" in game.grid._dom_classes
    game.undo_button.click()
    assert game.board == NEAR.move("D") and game.moves_made == 1 and game.message == ""
    assert "puzzlelib-solved" not in game.grid._dom_classes


def test_game_slide_method_raises_on_illegal_cells():
    game = PuzzleGame(NEAR)
    with pytest.raises(InvalidMoveError):
        game.slide(0, 0)
    assert game.slide(1, 0) == NEAR.slide(1, 0)
    assert tile_labels(game)[4] == "4"


def test_game_shuffle_is_seeded_and_solvable_and_resets_the_counter():
    game = PuzzleGame(4, seed=7)
    game.slide(*next((r, c) for r in range(4) for c in range(4) if game.board.move_for_cell(r, c)))
    first = game.shuffle(11)
    assert game.moves_made == 0 and is_solvable(first) and first.rows == 4
    assert PuzzleGame(4, seed=1).shuffle(11) == first  # same seed, same board
    game.shuffle_button.click()
    assert game.board != first and is_solvable(game.board)
    assert PuzzleGame(4, seed=7).board == PuzzleGame(4, seed=7).board


@pytest.mark.parametrize("shape", [(3, 3), (4, 4), (5, 5), (3, 4)])
def test_game_picture_mode_moves_the_pieces_with_the_tiles(shape):
    start = random_walk(20, seed=3, rows=shape[0], cols=shape[1])
    game = PuzzleGame(start, picture=True)
    pieces = game.view.pieces  # one picture per tile: a piece travels with its tile by construction
    assert len(pieces) == start.size and len(set(pieces)) == start.size
    blank_cell = start.blank_index
    tile = start.tile_moved(start.moves()[0])
    cell = start.tiles.index(tile)
    game.view.click(*divmod(cell, start.cols))
    assert game.view.board.tiles[blank_cell] == tile and game.view.pieces == pieces


# ---------------------------------------------------------------- hints and solve
def test_hints_are_optimal_on_3x3_and_following_them_solves(goal_distances):
    distances = goal_distances(3, 3)
    start = Board.parse("8 6 7 / 2 5 4 / 3 0 1")  # one of the hardest boards: 31 moves
    game = PuzzleGame(start)
    for _ in range(distances[start.tiles]):
        before = distances[game.board.tiles]
        move = game.hint()
        tile = game.board.tile_moved(move)
        assert game.hinted_tile == tile and f"slide {tile}" in game.message and "optimal" in game.message
        cell = game.board.tiles.index(tile)
        assert game.view.highlight == tile
        game.slide(*divmod(cell, 3))
        assert distances[game.board.tiles] == before - 1
    assert game.solved and game.moves_made == 31 and game.hint() is None


def test_solve_button_hands_an_optimal_solution_to_a_player(goal_distances):
    start = random_walk(30, seed=4)
    game = PuzzleGame(start)
    game.solve_button.click()
    player = game.player
    assert game.player_box.children == (player,)
    assert player.n_steps == goal_distances(3, 3)[start.tiles]
    player.step = player.n_steps
    assert player.board.is_goal()
    assert game.solved and game.moves_made == player.n_steps  # Solve played onto the board ...
    game.undo()
    assert game.board == start and game.moves_made == 0  # ... as one step that Undo takes back
    game.redo()
    assert game.solved


def test_hint_on_5x5_falls_back_to_a_good_plan_and_says_so():
    game = PuzzleGame(5, seed=2)
    move = game.hint()
    assert move in game.board.moves()
    assert "good, not optimal" in game.message
    plan = game.plan()
    assert game.board.apply(plan.moves).is_goal()


def test_a_planner_out_of_budget_shows_a_message_instead_of_crashing():
    from functools import partial

    from puzzlelib.widgets.hints import plan_solution

    tiny = ({"method": "astar", "heuristic": "manhattan", "max_nodes": 2},)
    game = PuzzleGame(Board.parse("8 6 7 / 2 5 4 / 3 0 1"), planner=partial(plan_solution, attempts=tiny))
    game.hint_button.click()
    assert game.message.startswith("Sorry:") and "budget" in game.message
    assert not game.hint_button.disabled and game.hinted_tile is None


# ---------------------------------------------------------------- SearchExplorer
def test_explorer_tables_follow_the_slider():
    from puzzlelib import solve
    from puzzlelib.draw.tree import tree_status
    from puzzlelib.widgets import SearchExplorer

    result = solve(Board.parse("4 1 3 / 7 2 6 / 0 5 8"), method="astar", record=True)
    trace = result.trace
    explorer = SearchExplorer(result, tree=True)
    assert explorer.step == 0 and explorer.board == result.start and explorer.n_steps == trace.steps
    assert explorer.closed_nodes == [] and [n.id for n in explorer.open_nodes] == [0]
    assert explorer.tree_view.tree["steps"] == trace.steps and explorer.tree_view.shown_ids == [0]
    for step in range(1, trace.steps + 1):
        explorer.step = step
        node = trace.nodes[trace.expanded[step - 1]]
        assert explorer.current == node and explorer.board == node.state
        assert f"expansion {step} of {trace.steps}: node #{node.id}" in explorer.caption
        closed_html = explorer.closed_view.value
        assert closed_html.count("<tr") - 1 == len(trace.closed_at(step))
        assert "class='puzzlelib-current'" in closed_html
        open_html = explorer.open_view.value
        fs = [float(x) for x in _column(open_html, 5)]
        assert fs == sorted(fs) and len(fs) == len(trace.open_at(step))
        assert explorer.tree_view.step == step and explorer.tree_view.status == tree_status(trace, step)
    assert "goal found" in explorer.caption
    explorer.tree_box.value = False
    assert explorer.tree_view.layout.display == "none"


def _column(html, index):
    rows = html.split("<tbody>")[1].split("<tr")[1:]
    return [row.split("<td")[index + 1].split(">")[1].split("<")[0] for row in rows]


# ---------------------------------------------------------------- GridExplorer
def test_grid_explorer_spreads_and_ends_on_the_path():
    from puzzlelib.widgets import GridExplorer

    explorer = GridExplorer()
    problem = explorer.problem
    expanded = {}
    for method in ("bfs", "greedy", "astar"):
        explorer.method_menu.value = method
        assert explorer.step == 0 and explorer.status[problem.initial] == "start"
        explorer.forward.click()  # expands the start (still shown as the start)
        explorer.forward.click()
        assert explorer.step == 2 and "current" in explorer.status.values() and "open" in explorer.status.values()
        explorer.step = explorer.n_steps
        status = explorer.status
        path = explorer.result.path
        assert all(status[cell] == "path" for cell in path[1:-1]) and status[problem.goal] == "goal"
        assert all(status[w] == "wall" for w in problem.walls)
        assert explorer.grid_view.value.count('data-status="path"') == len(path) - 2
        expanded[method] = explorer.n_steps
    assert expanded["astar"] < expanded["bfs"] and "shortest" in explorer.caption
    lengths = {m: explorer._results[m].length for m in ("bfs", "greedy", "astar")}
    assert lengths["greedy"] > lengths["bfs"] == lengths["astar"]  # the default grid shows greedy's detour


def test_picture_game_shows_the_missing_piece_only_when_solved():
    game = PuzzleGame(NEAR, picture=True)
    assert game.view.pieces[0].startswith("data:image/")  # the missing piece, drawn only on the goal
    assert game.view.goal == list(game.goal.tiles)
    game.slide(2, 1)
    game.slide(2, 2)
    assert game.solved and game.view.board.tiles == tuple(game.view.goal)


def test_frame_caches_stay_bounded():
    from puzzlelib.widgets.stepper import remember

    cache = {}
    for i in range(10):
        remember(cache, i, str(i), limit=4)
    assert list(cache) == [6, 7, 8, 9]


def test_short_shuffles_on_5x5_get_optimal_hints(goal_distances):
    game = PuzzleGame(5)
    board = game.shuffle(seed=5, moves=14)
    assert game.moves_made == 0 and board != Board.goal(5, 5)
    game.hint()
    assert "optimal" in game.message and "not optimal" not in game.message
    plan = game.plan()
    assert board.apply(plan.moves).is_goal() and len(plan.moves) <= 14


def test_explorer_shows_the_ida_star_bound_and_restarts_the_closed_list():
    from puzzlelib import solve
    from puzzlelib.widgets import SearchExplorer

    result = solve(Board.parse("8 1 3 / 4 0 2 / 7 6 5"), method="idastar", heuristic="manhattan", record=True)
    trace = result.trace
    explorer = SearchExplorer(result, tree=False)
    restart = min(r for r in trace.resets if r > 0)  # the first expansion of the second iteration
    explorer.step = restart + 1
    assert f"IDA* bound f <= {trace.bounds[restart]:g}" in explorer.caption
    assert len(explorer.closed_nodes) == 1  # the closed list starts again with each deeper bound
    assert explorer.tree_view.layout.display == "none"


def test_hint_on_a_4x4_is_optimal_and_replays():
    # A board 22 moves from the goal: optimal within a click's budget even where no pattern database
    # is built yet (tests/test_cold_start.py covers a random 4 x 4 on an empty cache).
    from puzzlelib.shuffle import random_walk

    game = PuzzleGame(random_walk(80, seed=1, rows=4, cols=4))
    start = game.board
    game.hint_button.click()
    assert "optimal" in game.message and "not optimal" not in game.message
    plan = game.plan()
    assert plan.optimal and start.apply(plan.moves).is_goal()
    assert len(plan.moves) >= start.manhattan()  # Manhattan distance is a lower bound on any solution


def test_planner_falls_through_to_row_by_row_when_searches_run_out():
    from puzzlelib import random_solvable
    from puzzlelib.widgets.hints import plan_solution

    board = random_solvable(5, 5, seed=3)
    attempts = ({"method": "astar", "heuristic": "manhattan", "max_nodes": 10}, {"method": "row_by_row"})
    plan = plan_solution(board, attempts=attempts)
    assert plan.method == "row_by_row" and not plan.optimal and plan.quality == "good, not optimal"
    assert board.apply(plan.moves).is_goal()


def test_shuffle_button_can_make_short_shuffles():
    game = PuzzleGame(4, seed=3, shuffle_moves=6)
    game.shuffle_button.click()
    assert 0 < game.board.manhattan() <= 6 and game.moves_made == 0


# ---------------------------------------------------------------- audit fixes and gaps
def test_sliding_away_after_solving_clears_the_solved_class():
    game = PuzzleGame(NEAR)
    game.slide(2, 1)
    game.slide(2, 2)
    assert game.solved and "puzzlelib-solved" in game.grid._dom_classes
    game.slide(1, 2)  # slide the 6 down: no longer solved, without Undo
    assert not game.solved and game.message == ""
    assert "puzzlelib-solved" not in game.grid._dom_classes


def test_solve_in_a_picture_game_hands_over_a_picture_player_cut_for_the_games_goal():
    import base64
    import io

    import numpy as np
    from PIL import Image

    # every cell of the picture has its own colour, so a piece says where it was cut from
    image = np.zeros((90, 90, 3), dtype=np.uint8)
    for r in range(3):
        for c in range(3):
            image[r * 30:(r + 1) * 30, c * 30:(c + 1) * 30] = (30 + 90 * r, 30 + 90 * c, 120)
    snail = Board.goal(3, 3, "snail")  # 1 2 3 / 8 0 4 / 7 6 5: tile 4 belongs at row 1, column 2
    game = PuzzleGame(snail.apply("LD"), picture=image, goal=snail)
    player = game.solve()
    assert len(player.board_view.pieces) == 9  # pictures, not numbers
    uri = player.board_view.pieces[4]
    piece = np.asarray(Image.open(io.BytesIO(base64.b64decode(uri.split(",", 1)[1]))).convert("RGB"))
    red, green, _ = piece.reshape(-1, 3).mean(axis=0)
    assert abs(red - 120) < 15 and abs(green - 210) < 15  # cut where 4 sits in the snail goal
    player.step = player.n_steps
    assert player.board == snail


def test_shuffle_forgets_the_old_player():
    game = PuzzleGame(NEAR)
    assert game.solve() is game.player is not None
    game.shuffle(3)
    assert game.player is None and game.player_box.children == ()


def test_heavy_work_shows_working_and_clears_it():
    seen = {}

    def slow_planner(board, goal):
        seen["message"] = game.message
        seen["disabled"] = (game.hint_button.disabled, game.solve_button.disabled)
        from puzzlelib.widgets.hints import plan_solution

        return plan_solution(board, goal)

    game = PuzzleGame(NEAR, planner=slow_planner)
    game.hint_button.click()
    assert seen == {"message": "working...", "disabled": (True, True)}  # shown while the planner runs
    assert game.message.startswith("Hint: slide 5 up")
    assert not game.hint_button.disabled and not game.solve_button.disabled
    seen.clear()
    game.solve_button.click()
    assert seen == {}  # the plan is cached along its path: no second "working..."
    assert "working" not in game.message and game.message.startswith("Solved by the computer in 2 moves")

    def failing_planner(board, goal):
        seen["message"] = game.message
        raise PuzzleError("no plan today")

    game = PuzzleGame(NEAR, planner=failing_planner)
    game.solve_button.click()
    assert seen["message"] == "working..." and game.message == "Sorry: no plan today"
    assert not game.hint_button.disabled and not game.solve_button.disabled


def _browser_tick(player):
    """What the browser does on one tick of Play (ipywidgets' PlayModel.loop): the next value, or a
    pause at the end (repeat is off). jslink copies Play's value to the slider in the browser, and
    the browser then sends both to the kernel: here both are set, as they arrive."""
    play = player.play
    if not play.playing:
        return
    if play.value + play.step <= play.max:
        play.value += play.step
        player.slider.value = play.value
    else:
        play.playing = False


def test_play_pause_and_resume_from_where_it_stopped():
    player = SolutionPlayer("DRUL" * 2 + "DR", start=Board.goal(3, 3).apply("UL"))  # 10 moves
    link = player._play_link
    assert (link.source, link.target) == ((player.play, "value"), (player.slider, "value"))
    assert player.play.max == player.slider.max == player.n_steps == 10
    assert not player.play.repeat and not player.play.show_repeat  # stops at the end, no loop
    player.play.playing = True  # Play
    for _ in range(4):
        _browser_tick(player)
    player.play.playing = False  # Pause
    for _ in range(3):
        _browser_tick(player)  # paused: ticks do nothing
    assert player.step == 4 and player.board == player.steps[4].board
    assert player.caption.startswith("step 4 of 10") and player.caption in player.caption_view.value
    player.forward.click()  # a step by hand while paused; Play resumes from there
    assert player.step == 5
    player.play.value = player.slider.value  # jslink, in the browser
    player.play.playing = True
    _browser_tick(player)
    assert player.step == 6 and player.board == player.steps[6].board
    for _ in range(10):
        _browser_tick(player)
    assert player.step == 10 and not player.play.playing and "solved" in player.caption


def test_explorer_sends_the_tree_once_and_the_page_follows_the_slider():
    """The tree is sent once; the slider and Play are linked to it in the browser, so no step of Play
    waits on the kernel; where no front end runs the output holds the same tree as a PNG."""
    from ipywidgets import Widget
    from ipywidgets.widgets.widget_link import Link

    from puzzlelib import solve
    from puzzlelib.widgets import SearchExplorer

    explorer = SearchExplorer(solve(Board.parse("4 1 3 / 7 2 6 / 0 5 8"), method="astar", record=True))
    links = [w for w in Widget.widgets.values() if isinstance(w, Link)
             and w.source[0] in (explorer.slider, explorer.play) and w.target[0] is explorer.tree_view]
    assert {(link.source[1], link.target[1]) for link in links} == {("value", "step"), ("playing", "playing")}
    sent = explorer.tree_view.data
    explorer.play.playing = True
    for step in range(1, 5):
        explorer.slider.value = step  # a tick of Play: tables and board follow in the kernel
        assert explorer.step == step and f"expansion {step} of" in explorer.caption
    assert explorer.tree_view.data is sent  # nothing re-sent: the page filters what it has
    bundle = explorer._repr_mimebundle_()
    assert bundle["image/png"][:4] == b"\x89PNG" and "application/vnd.jupyter.widget-view+json" in bundle
    assert explorer.tree_png(2)[:4] == b"\x89PNG"
    with pytest.warns(DeprecationWarning, match="removed in 0.3"):
        assert explorer.tree_view.value[:4] == b"\x89PNG"  # the old Image's bytes, still there
    explorer.tree_box.value = False
    assert explorer.tree_view.layout.display == "none" and "image/png" not in explorer._repr_mimebundle_()


WALLED_OFF = """
. . . # . .
. S . # G .
. . . # . .
"""


@pytest.mark.parametrize("method", ["bfs", "greedy", "astar"])
def test_grid_explorer_shows_the_whole_flood_when_the_food_is_walled_off(method):
    from puzzlelib.widgets import GridExplorer

    explorer = GridExplorer(WALLED_OFF, method=method)  # used to raise UnsolvableError
    assert not explorer.result.solved
    explorer.step = explorer.n_steps
    status = explorer.status
    left = {(r, c) for r in range(3) for c in range(3)}
    assert explorer.n_steps == len(left)  # every cell the ant can reach was visited
    assert {status[cell] for cell in left - {(1, 1)}} <= {"closed", "current"}
    assert "path" not in status.values() and "open" not in status.values()
    assert "no path: the food is walled off" in explorer.caption and "food reached" not in explorer.caption
    explorer.method_menu.value = "bfs" if method != "bfs" else "astar"  # switching works too
    explorer.step = explorer.n_steps
    assert "walled off" in explorer.caption


def test_a_game_without_a_planner_uses_the_standard_one_and_refuses_what_cannot_plan():
    from puzzlelib.search.plan import Plan

    game = PuzzleGame(3, seed=1, planner=None)
    game.hint_button.click()
    assert game.message.startswith("Hint: slide") and game.hinted_tile
    for junk in (5, "astar", lambda board: None):
        with pytest.raises(PuzzleError, match="planner must be a function planner"):
            PuzzleGame(3, seed=1, planner=junk)
    for answer in (None, ["U"], Plan(("U",), True, "mine"), Plan(("Q",), True, "mine"), Plan((), True, "mine")):
        game = PuzzleGame(3, seed=1, planner=lambda board, goal, answer=answer: answer)
        game.hint_button.click()  # the message line says what went wrong, nothing is raised
        assert game.message.startswith("Sorry: the planner") and "went wrong" not in game.message
        with pytest.raises(PuzzleError, match="planner"):
            game.hint()


def test_grid_explorer_shows_each_method_as_a_tree_that_follows_the_slider():
    from puzzlelib.draw.tree import tree_status
    from puzzlelib.widgets import GridExplorer

    explorer = GridExplorer()
    for method in ("bfs", "astar"):
        explorer.method_menu.value = method
        trace = explorer.result.trace
        assert explorer.tree_view.tree["steps"] == trace.steps and explorer.tree_view.step == 0
        explorer.forward.click()
        explorer.forward.click()
        assert explorer.tree_view.step == 2 and explorer.tree_view.status == tree_status(trace, 2)
        assert explorer.tree_view.message.endswith(f"after 2 of {trace.steps} expansions")
        assert "nodes" in explorer.tree_view.message  # cells of a grid, not boards


def test_fast_play_leaves_the_tables_for_the_pause():
    from puzzlelib import solve
    from puzzlelib.widgets import SearchExplorer

    explorer = SearchExplorer(solve(Board.parse("1 2 3 / 4 0 8 / 5 7 6"), method="astar", record=True))
    first = explorer.open_view.value
    explorer.speed.label = "4x"  # 100 ms a step
    explorer.play.playing = True
    assert explorer.tables_waiting and "puzzlelib-waiting" in explorer.open_view._dom_classes
    for step in range(1, 6):  # board and caption follow each tick
        explorer.slider.value = step
        assert f"expansion {step} of" in explorer.caption_view.value
        assert explorer.board == explorer.trace.nodes[explorer.trace.expanded[step - 1]].state
    assert explorer.open_view.value == first  # the tables wait, dimmed
    explorer.play.playing = False  # pause: the tables show the step at once
    assert explorer.open_view.value == explorer._views(5)[2] and explorer.closed_view.value == explorer._views(5)[3]
    assert "puzzlelib-waiting" not in explorer.open_view._dom_classes
    explorer.speed.label = "1x"  # at the normal pace the tables follow every step
    explorer.play.playing = True
    explorer.slider.value = 6
    assert not explorer.tables_waiting and explorer.open_view.value == explorer._views(6)[2]
