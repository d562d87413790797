"""How fast the pictures and widgets respond: what a class feels when it drags a slider or asks for a hint.

Run: ``MPLBACKEND=Agg python benchmarks/widgets_bench.py``. Prints one table of medians (milliseconds).
Widget "ticks" are measured in the kernel (building and setting the new view), not in the browser.
"""

from __future__ import annotations

import statistics
import time

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from puzzlelib import Board, random_solvable, solve  # noqa: E402
from puzzlelib.draw import draw_board, draw_search_tree  # noqa: E402
from puzzlelib.widgets import PuzzleGame, SearchExplorer, SolutionPlayer  # noqa: E402


def median_ms(action, repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    rows = []
    board = Board.parse("8 6 7 / 2 5 4 / 3 0 1")

    def board_png():
        ax = draw_board(board, next_move="U", show_misplaced=True)
        ax.figure.savefig("/dev/null", format="png")
        plt.close(ax.figure)

    rows.append(("draw_board + PNG, 3x3", median_ms(board_png)))
    deep = solve(board, record=True, heuristic="manhattan")

    def tree_png():
        ax = draw_search_tree(deep, max_drawn_nodes=80)
        ax.figure.savefig("/dev/null", format="png")
        plt.close(ax.figure)

    rows.append((f"draw_search_tree + PNG, first 80 of {len(deep.trace.nodes):,} nodes", median_ms(tree_png)))

    moves = "DRUL" * 1250  # 5,000 moves
    player = SolutionPlayer(moves, start=Board.goal(3, 3).apply("UL"))
    ticks = iter(range(1, 5001))
    rows.append(("SolutionPlayer tick, 5,000-step solution, new frame", median_ms(lambda: player.go(next(ticks)), 50)))
    rows.append(("SolutionPlayer tick, cached frame", median_ms(lambda: (player.go(10), player.go(11)), 50) / 2))

    big = solve(board, record=True, heuristic="misplaced", max_nodes=1_000_000, time_limit=120)
    explorer = SearchExplorer(big, tree=False)
    steps = iter(range(0, big.trace.steps, max(1, big.trace.steps // 40)))
    rows.append((f"SearchExplorer tick, {big.trace.steps:,}-expansion trace, new step",
                 median_ms(lambda: explorer.go(next(steps)), 20)))

    for shape, seed in (((3, 3), 1), ((4, 4), 1), ((5, 5), 1)):
        start = random_solvable(*shape, seed=seed)
        game = PuzzleGame(start)
        took = median_ms(game.hint, 1)
        plan = game.plan()
        rows.append((f"PuzzleGame first hint, random {shape[0]}x{shape[1]} ({len(plan.moves)} moves, "
                     f"{plan.quality}, {plan.method})", took))
        rows.append((f"PuzzleGame next hint, {shape[0]}x{shape[1]} (cached plan)",
                     median_ms(lambda g=game: (g.slide(*divmod(g.board.tiles.index(g.board.tile_moved(g.hint())),
                                                               g.board.cols))), 5)))

    width = max(len(name) for name, _ in rows)
    print(f"{'what':<{width}}  median ms")
    for name, ms in rows:
        print(f"{name:<{width}}  {ms:9.2f}")


if __name__ == "__main__":
    main()
