"""The board view, game codes in the game, natural inputs, the explorer's open-list order, its student
mode and "next f", all driven from Python through the widgets' traits and methods."""

import math
import os

os.environ.setdefault("MPLBACKEND", "Agg")

import numpy as np  # noqa: E402
import pytest  # noqa: E402
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from puzzlelib import Board, PuzzleError, solve  # noqa: E402
from puzzlelib.gamecode import board_from_code, game_code  # noqa: E402
from puzzlelib.widgets import BoardView, GridExplorer, PuzzleGame, SearchExplorer, SolutionPlayer  # noqa: E402
from puzzlelib.widgets.frontier import ORDER_RULES, open_key, ordered_open  # noqa: E402

NEAR = Board.parse("1 2 3 / 4 0 6 / 7 5 8")
ANT_POST = Board.from_rows([[3, 5, 1], [2, 4, 6], [8, 7, 9]], blank="max")


# ---------------------------------------------------------------- BoardView
def test_board_view_shows_a_board_or_a_path_and_answers_clicks():
    view = BoardView(NEAR, interactive=True)
    assert view.board == NEAR and (view.rows, view.cols) == (3, 3) and view.tiles == list(NEAR.tiles)
    seen = []
    view.on_slide(lambda r, c: seen.append((r, c)))
    view.click(2, 1)
    view.press("ArrowLeft")  # the tile right of the gap moves into it
    assert seen == [(2, 1), (1, 2)] and view.ack == 2
    view.show_path(NEAR, "DR", step=1)
    assert view.board == NEAR.move("D") and view.max_step == 2
    view.step = 2
    assert view.board.is_goal()
    refused = []
    view.on_refused(refused.append)
    view.board = Board.goal(3, 3)
    view.press("ArrowUp")  # nothing below the gap
    assert refused and refused[0]["key"] == "ArrowUp"
    assert "| 1 | 2 | 3 |" in repr(view)  # what a viewer without widgets shows


def test_board_view_front_end_ships_inside_the_package():
    from pathlib import Path

    import puzzlelib.widgets.boardview as module

    here = Path(module.__file__).parent
    assert BoardView._esm.strip() and "export default" in str(BoardView._esm)
    assert (here / "boardview.js").exists() and (here / "boardview.css").exists()
    js = (here / "boardview.js").read_text()
    assert "http://" not in js and "https://" not in js and "import " not in js.split("export default")[0][:200]
    assert "data-lm-suppress-shortcuts" in js and "stopPropagation" in js and "tabIndex" in js


# ---------------------------------------------------------------- the game
def test_a_click_along_the_gaps_line_slides_the_whole_line_and_undo_takes_it_back():
    start = Board.goal(3, 3)  # gap at the bottom right
    game = PuzzleGame(start)
    game.view.click(2, 0)  # two tiles left of the gap: both slide right
    assert game.board == start.apply("LL") and game.moves_made == 2
    game.view.click(0, 0)  # now the gap's column: two tiles slide down
    assert game.board == start.apply("LLUU") and game.moves_made == 4
    game.undo()
    assert game.board == start.apply("LL")
    game.redo()
    assert game.board == start.apply("LLUU") and game.redo_button.disabled


def test_arrow_keys_move_a_tile_into_the_gap_and_play_to_the_goal():
    game = PuzzleGame(Board.goal(3, 3).apply("UL"))  # gap in the middle
    game.press("ArrowLeft")  # the 5, right of the gap, moves left
    game.press("ArrowUp")  # the 8, below the gap, moves up
    assert game.solved and game.message == "Solved in 2 moves!"
    with pytest.raises(PuzzleError, match="edge"):
        game.press("ArrowUp")


def test_solve_is_one_undoable_step_and_play_resumes():
    start = Board.parse("4 1 3 / 7 2 6 / 0 5 8")
    game = PuzzleGame(start)
    game.slide(1, 0)
    game.solve()
    assert game.solved and game.view.highlight == -1
    game.undo()
    assert game.board == start.apply("U") and not game.solved
    game.slide(2, 0)  # play resumes from there
    assert game.board == start


def test_game_codes_in_the_game():
    code = game_code(4, 4, 2026)
    game = PuzzleGame(code=code)
    assert game.board == board_from_code(code) and game.code == code and code in game.code_view.value
    game.shuffle()
    assert game.code != code and game.code in game.message and game.board == board_from_code(game.code)
    other = game_code(3, 3, 99)
    game.code_input.value = other.lower()  # typed into the box
    assert game.code == other and game.board == board_from_code(other) and game.board.rows == 3
    game.code_input.value = "A60-5QFM"  # a typo: said in the message line, not raised
    assert game.message.startswith("Sorry:") and "mistyped" in game.message and game.code == other
    assert PuzzleGame(4, seed=5).code == PuzzleGame(4, seed=5).code  # seeded games share their code


def test_a_snail_goal_given_by_name_is_reached_and_shown_solved():
    snail = Board.goal(3, 3, "snail")
    game = PuzzleGame(snail.apply("L"), goal="snail")
    assert game.goal == snail
    game.press("ArrowLeft")
    assert game.solved and "Solved" in game.message and game.view.goal == list(snail.tiles)
    assert PuzzleGame(3, goal="snail", seed=4).goal == snail


@pytest.mark.parametrize("board", [
    "1 2 3 / 4 0 6 / 7 5 8",
    [[1, 2, 3], [4, 0, 6], [7, 5, 8]],
    np.array([[1, 2, 3], [4, 0, 6], [7, 5, 8]]),
    [1, 2, 3, 4, 0, 6, 7, 5, 8],
])
def test_the_game_reads_boards_in_any_notation(board):
    assert PuzzleGame(board).board == NEAR


def test_the_game_reads_numpy_sizes():
    assert PuzzleGame(np.int64(4), seed=np.int64(3)).board.rows == 4
    assert PuzzleGame((np.int64(3), 4), seed=1).board.cols == 4


def test_an_error_inside_a_button_is_shown_not_lost():
    def broken(board, goal):
        raise RuntimeError("the planner fell over")

    game = PuzzleGame(NEAR, planner=broken)
    game.hint_button.click()
    assert "RuntimeError" in game.message and "fell over" in game.message
    game.solve_button.click()
    assert "RuntimeError" in game.message and not game.solve_button.disabled


# ---------------------------------------------------------------- the player
def test_player_takes_a_board_alone_or_moves_with_a_start_in_text():
    player = SolutionPlayer(Board.parse("1 2 3 / 4 5 6 / 0 7 8"))
    assert player.n_steps == 2 and player.steps[-1].board.is_goal()
    player = SolutionPlayer("RR", start="1 2 3 / 4 5 6 / 0 7 8")
    player.step = 2
    assert player.board.is_goal() and player.board_view.board.is_goal()
    assert SolutionPlayer("1 2 3 / 4 5 6 / 0 7 8").n_steps == 2


def test_player_steps_accept_numpy_and_refuse_text_and_nan():
    player = SolutionPlayer("RR", start="1 2 3 / 4 5 6 / 0 7 8")
    player.step = np.int64(1)
    assert player.step == 1
    for bad in ("two", math.nan, None, 1.5):
        with pytest.raises(PuzzleError, match="whole number"):
            player.step = bad
    assert player.step == 1


@pytest.mark.parametrize(("make", "says"), [
    (lambda: SolutionPlayer("RR", start="1 2 3 / 4 5 6 / 0 7 8", speed="warp"), "speed"),
    (lambda: SolutionPlayer("XX", start=NEAR), "U, D, L and R"),
    (lambda: SolutionPlayer(42), "solution"),
    (lambda: GridExplorer(methods=()), "methods"),
    (lambda: GridExplorer(methods=("bfs", "dijkstra")), "methods"),
    (lambda: GridExplorer(method="warp"), "method"),
    (lambda: PuzzleGame(3, size="gigantic"), "size"),
    (lambda: PuzzleGame(1), "2 to 8"),
    (lambda: PuzzleGame(3, seed=[1]), "seed"),
    (lambda: SearchExplorer(solve(NEAR)), "recorded"),
])
def test_bad_widget_options_say_what_to_do(make, says):
    with pytest.raises(PuzzleError, match=says) as info:
        make()
    assert "\n" not in str(info.value)


def test_speed_in_milliseconds_and_projector_size():
    player = SolutionPlayer("RR", start="1 2 3 / 4 5 6 / 0 7 8", speed=250)
    assert player.play.interval == 250
    big = PuzzleGame(NEAR, size="large")
    assert big.view.cell_px > PuzzleGame(NEAR).view.cell_px >= 60  # >= 24 px numbers (0.42 of the cell)


# ---------------------------------------------------------------- the explorer's open list
BOARDS = ["4 1 3 / 7 2 6 / 0 5 8", "8 1 3 / 4 0 2 / 7 6 5"]


@pytest.mark.parametrize("method", ["bfs", "scored", "greedy", "astar", "wastar", "idastar"])
def test_the_open_lists_first_row_is_the_board_expanded_next(method):
    boards = [Board.parse(b) for b in BOARDS] + ([ANT_POST] if method != "bfs" else [])
    for board in boards:
        result = solve(board, method=method, record=True)
        explorer = SearchExplorer(result, tree=False)
        trace = result.trace
        assert explorer.method == method and ORDER_RULES[method] in explorer.open_view.value
        for step in range(trace.steps):
            waiting = ordered_open(trace.open_at(step), explorer.method)  # what the table lists
            if waiting:
                assert waiting[0].id == trace.expanded[step], (method, board, step)
        for step in range(0, trace.steps, max(1, trace.steps // 5)):  # and the widget shows that order
            explorer.step = step
            assert [n.id for n in explorer.open_nodes] == [n.id for n in ordered_open(trace.open_at(step), method)]
        if trace.steps > 1:
            explorer.step = 1
            assert "puzzlelib-next-row" in explorer.open_view.value


def test_the_scored_search_takes_the_newest_board_among_ties():
    result = solve(ANT_POST, method="scored", record=True)
    trace = result.trace
    ties = 0
    for step in range(trace.steps):
        nodes = sorted(trace.open_at(step), key=open_key("scored"))
        best = [n for n in nodes if n.f == nodes[0].f] if nodes else []
        if len(best) > 1:
            ties += 1
            assert nodes[0].id == max(n.id for n in best) == trace.expanded[step]
    assert ties > 100  # ties are common on this board: the rule matters on screen


def test_next_f_jumps_over_a_contour():
    result = solve(Board.parse("8 6 7 / 2 5 4 / 3 0 1"), method="astar", record=True, max_nodes=200_000)
    explorer = SearchExplorer(result, tree=False)
    explorer.step = 1
    f = explorer.current.f
    target = explorer.next_f()
    assert explorer.step == target and explorer.current.f > f and "Jumped" in explorer.message
    trace = result.trace
    assert all(trace.nodes[trace.expanded[k - 1]].f <= f for k in range(2, target))
    ida = SearchExplorer(solve(Board.parse("8 1 3 / 4 0 2 / 7 6 5"), method="idastar", record=True), tree=False)
    before = ida.trace.bounds[0]
    ida.next_f()
    assert ida.trace.bounds[ida.step - 1] > before


def test_the_student_drives_and_is_told_what_the_algorithm_would_pick():
    result = solve(Board.parse("4 1 3 / 7 2 6 / 0 5 8"), method="astar", record=True)
    explorer = SearchExplorer(result, tree=False, drive=True)
    drive = explorer.drive
    assert drive is not None and not explorer.open_view.value  # the answer is not on screen
    while not drive.done:
        pick = drive.algorithm_pick()
        said = explorer.choose(pick.id)
        assert "as A* would" in said
    assert len(drive.expanded) == result.trace.steps and "Goal reached" in explorer.drive_message
    explorer.drive_select.value  # noqa: B018 - the list still answers
    drive.reset()
    explorer._refresh_drive("again")
    root_children = drive.expand(0)
    worst = max(root_children, key=lambda n: n.f)
    best = drive.algorithm_pick()
    said = explorer.choose(worst.id) if worst.id != best.id else "same"
    assert said == "same" or f"would have taken #{best.id}" in said
    with pytest.raises(PuzzleError, match="not in the open list"):
        explorer.choose(10_000)
    explorer.drive_select.value = None
    explorer.expand_button.click()  # nothing chosen: the message line says so, nothing is raised
    assert "Sorry" in explorer.message


def test_the_student_mode_refuses_ida_star_with_a_reason():
    explorer = SearchExplorer(solve(NEAR, method="idastar", record=True), tree=False)
    explorer.drive_toggle.value = True
    assert "IDA*" in explorer.message and explorer.drive is None


# ---------------------------------------------------------------- junk in every constructor
JUNK = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-10**30, max_value=10**30),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=30),
    st.lists(st.integers(min_value=-5, max_value=40), max_size=12),
    st.lists(st.lists(st.integers(min_value=-2, max_value=10), max_size=4), max_size=4),
    st.sampled_from([np.int64(3), np.float64("nan"), np.array([[1, 2], [3, 0]]), (), {}, b"3", object(),
                     "1 2 3 / 4 0 6 / 7 5 8", "snail", "RR", "A60-5QFK", (3, 4), (2, "x")]),
)

CONSTRUCTORS = {
    "BoardView(board)": lambda x: BoardView(x),
    "PuzzleGame(board)": lambda x: PuzzleGame(x, seed=1),
    "PuzzleGame(goal=)": lambda x: PuzzleGame(NEAR, goal=x),
    "PuzzleGame(code=)": lambda x: PuzzleGame(code=x),
    "PuzzleGame(size=)": lambda x: PuzzleGame(NEAR, size=x),
    "PuzzleGame(shuffle_moves=)": lambda x: PuzzleGame(NEAR, shuffle_moves=x),
    "SolutionPlayer(solution)": lambda x: SolutionPlayer(x),
    "SolutionPlayer(moves, start=)": lambda x: SolutionPlayer("R", start=x),
    "SolutionPlayer(speed=)": lambda x: SolutionPlayer("R", start="1 2 3 / 4 5 6 / 7 0 8", speed=x),
    "SearchExplorer(trace)": lambda x: SearchExplorer(x),
    "GridExplorer(problem)": lambda x: GridExplorer(x),
    "GridExplorer(methods=)": lambda x: GridExplorer(methods=x),
}


@pytest.mark.parametrize("name", sorted(CONSTRUCTORS))
@settings(max_examples=int(os.environ.get("PUZZLELIB_JUNK_EXAMPLES", "25")), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(value=JUNK)
def test_junk_in_any_widget_constructor_gives_a_widget_or_one_clear_sentence(name, value):
    try:
        widget = CONSTRUCTORS[name](value)
    except PuzzleError as exc:
        message = str(exc)
        assert message and "Traceback" not in message and len(message) < 600, message
        assert message.strip()[-1] in ".)'\"!", message
    else:
        assert widget is not None


@pytest.mark.parametrize("method", ["bfs", "scored", "greedy", "astar", "wastar"])
def test_following_the_algorithms_picks_replays_the_recorded_search(method):
    from puzzlelib.problems import PuzzleProblem
    from puzzlelib.widgets.frontier import Drive

    board = Board.parse("8 1 3 / 4 0 2 / 7 6 5") if method == "bfs" else ANT_POST
    result = solve(board, method=method, record=True)
    drive = Drive(PuzzleProblem(result.start, result.goal, result.heuristic or "manhattan"), method)
    while not drive.done:
        drive.expand(drive.algorithm_pick().id)
    trace = result.trace
    assert [drive.nodes[i].state for i in drive.expanded] == [trace.nodes[i].state for i in trace.expanded]


_GAMES: dict = {}
METHODS = {
    "game.slide": lambda game, x: game.slide(x, x),
    "game.press": lambda game, x: game.press(x),
    "game.play_code": lambda game, x: game.play_code(x),
    "game.shuffle(seed=)": lambda game, x: game.shuffle(seed=x),
    "game.shuffle(moves=)": lambda game, x: game.shuffle(moves=x),
    "player.step": lambda game, x: setattr(game.player, "step", x),
}


@pytest.mark.parametrize("name", sorted(METHODS))
@settings(max_examples=int(os.environ.get("PUZZLELIB_JUNK_EXAMPLES", "25")), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(value=JUNK)
def test_junk_in_a_widget_method_gives_a_result_or_one_clear_sentence(name, value):
    game = _GAMES.get(name)
    if game is None:  # one game per method (building widgets per example would be slow)
        game = _GAMES[name] = PuzzleGame(NEAR)
        game.player = SolutionPlayer("R", start="1 2 3 / 4 5 6 / 7 0 8")
    try:
        METHODS[name](game, value)
    except PuzzleError as exc:
        assert str(exc).strip() and "\n" not in str(exc) and len(str(exc)) < 600
