"""The tree a page draws, held to the static picture's rules at every step.

``draw.tree_data`` writes three rules once in Python for the page: each node's colour at a step
(``status_at``, which must be ``draw.tree.tree_status``), which nodes are drawn above a cap
(``fold``) and where they go (``draw.tree.tree_layout``). ``widgets/treeview.js`` carries the same
three rules; Node runs them here on the same searches and every answer is compared, at every step,
for every method (IDA*'s many trees included), so the live tree and the static one cannot drift apart.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from puzzlelib import Board, solve
from puzzlelib.draw.tree import tree_layout, tree_status
from puzzlelib.draw.tree_data import fold, status_at, tree_data, wire
from puzzlelib.errors import PuzzleError
from puzzlelib.problems import GridProblem

JS = Path(__file__).resolve().parents[1] / "puzzlelib" / "widgets" / "treeview.js"
NODE = shutil.which("node")
METHODS = ("bfs", "scored", "greedy", "astar", "wastar", "idastar")
BOARDS = ("4 1 3 / 7 2 6 / 0 5 8", "2 3 6 / 1 0 5 / 4 7 8", "1 2 3 / 4 5 6 / 0 7 8")
DEEPER = "1 2 3 / 4 0 8 / 5 7 6"  # 14 moves: IDA* needs five trees (BFS is left out: 5,684 nodes)
CAPS = (1, 4, 9, 25)

HARNESS = """
import { indexTree, statusAt, foldedIds, tidyLayout, boardOf } from "./treeview.mjs";
import { readFileSync } from "node:fs";
const cases = JSON.parse(readFileSync(0, "utf8"));
const out = cases.map(({ data, sent, caps }) => {
  const wired = indexTree(sent);  // the compact form the widget sends
  const boards = wired.nodes.map((n) => { const b = boardOf(wired, n.id); return b ? b.tiles : n.state; });
  const last = Object.fromEntries(statusAt(sent, sent.steps, wired));
  const index = indexTree(data);
  const steps = [];
  for (let step = 0; step <= data.steps; step++) {
    const status = statusAt(data, step, index);
    const folds = caps.map((cap) => {
      const f = foldedIds(data, step, cap, index, status);
      const pos = tidyLayout(index, f.ids);
      return { ids: f.ids, hidden: Object.fromEntries(f.hidden), visible: f.visible,
               pos: Object.fromEntries([...pos].map(([k, v]) => [k, v])) };
    });
    steps.push({ status: Object.fromEntries(status), folds });
  }
  return { steps, boards, last };
});
process.stdout.write(JSON.stringify(out));
"""


def _searches():
    runs = [(m, b, solve(Board.parse(b), method=m, record=True)) for m in METHODS for b in BOARDS]
    runs += [(m, DEEPER, solve(Board.parse(DEEPER), method=m, record=True)) for m in METHODS if m != "bfs"]
    grid = GridProblem.parse("S . . # .\n. # . . .\n. . . # G")
    runs += [(m, "grid", solve(grid, method=m, record=True)) for m in ("bfs", "greedy", "astar")]
    return runs


SEARCHES = _searches()


@pytest.mark.parametrize(("method", "board", "result"), SEARCHES, ids=[f"{m}-{b}" for m, b, _ in SEARCHES])
def test_status_at_is_tree_status_at_every_step(method, board, result):
    trace = result.trace
    data = tree_data(result)
    assert len(data["nodes"]) == len(trace.nodes) and data["sent_steps"] == trace.steps
    for step in range(trace.steps + 1):
        assert status_at(data, step) == tree_status(trace, step), (method, board, step)


def test_the_searches_cover_every_colour_and_ida_stars_many_trees():
    keys = set()
    for _, _, result in SEARCHES:
        data = tree_data(result)
        for step in range(data["steps"] + 1):
            keys |= set(status_at(data, step).values())
    assert keys == {"start", "goal", "path", "current", "closed", "open", "dropped"}
    ida = [r for m, _, r in SEARCHES if m == "idastar"]
    assert max(sum(1 for n in tree_data(r)["nodes"] if n["parent"] is None) for r in ida) >= 3


@pytest.mark.parametrize("cap", CAPS)
def test_fold_keeps_what_the_student_looks_at_and_counts_the_rest(cap):
    for _, _, result in SEARCHES:
        data = tree_data(result)
        by_id = {n["id"]: n for n in data["nodes"]}
        for step in range(data["steps"] + 1):
            status = status_at(data, step)
            folded = fold(data, step, cap)
            ids = set(folded["ids"])
            assert folded["visible"] == len(status) and ids <= set(status)
            assert sum(folded["hidden"].values()) == len(status) - len(ids)  # the badges count every hidden board
            assert set(folded["hidden"]) <= ids
            for i in ids:  # a shown node's ancestors are shown: the picture stays one tree
                parent = by_id[i]["parent"]
                assert parent is None or parent in ids
            must = {i for i, key in status.items() if key in ("current", "path", "goal")}
            must |= {i for i in status if (step > 0 and by_id[i]["added"] == step) or by_id[i]["parent"] is None}
            assert must <= ids
            if len(status) <= cap:
                assert ids == set(status) and not folded["hidden"]
            else:  # beyond what must be shown, nothing past the cap
                assert len(ids) <= max(cap, len(_with_ancestors(must, by_id)))


def _with_ancestors(ids, by_id):
    out = set()
    for i in ids:
        while i is not None and i not in out:
            out.add(i)
            i = by_id[i]["parent"]
    return out


def test_fold_refuses_a_cap_that_is_not_a_count():
    data = tree_data(SEARCHES[0][2])
    for bad in (0, -3, 2.5, "ten", None):
        with pytest.raises(PuzzleError, match="cap must be a whole number"):
            fold(data, 0, bad)


def test_a_big_search_is_sent_up_to_the_last_step_that_fits():
    result = solve(Board.parse("2 3 6 / 1 0 5 / 4 7 8"), method="bfs", record=True)
    data = tree_data(result, max_nodes=100)
    assert len(data["nodes"]) <= 100 < len(result.trace.nodes)
    assert 0 < data["sent_steps"] < data["steps"] and data["solution"] == []
    for step in range(data["sent_steps"] + 1):  # what is sent is exact up to its last step
        assert status_at(data, step) == tree_status(result.trace, step)


@pytest.mark.skipif(NODE is None, reason="Node.js is not installed (apt-get install nodejs)")
def test_the_page_applies_the_same_rules_at_every_step(tmp_path):
    (tmp_path / "treeview.mjs").write_text(JS.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "harness.mjs").write_text(HARNESS, encoding="utf-8")
    datas = [tree_data(result) for _, _, result in SEARCHES]
    cases = [{"data": data, "sent": wire(data), "caps": list(CAPS)} for data in datas]
    run = subprocess.run([NODE, str(tmp_path / "harness.mjs")], input=json.dumps(cases), capture_output=True,
                         text=True, cwd=tmp_path, timeout=120, check=True)
    pages = json.loads(run.stdout)
    folded_somewhere = 0
    for (method, board, result), data, page in zip(SEARCHES, datas, pages, strict=True):
        # the compact form: every board remade from the root's by the blank's moves, the same colours
        assert page["boards"] == [list(n.state.tiles) if hasattr(n.state, "tiles") else str(n.state)
                                  for n in result.trace.nodes], (method, board)
        assert {int(k): v for k, v in page["last"].items()} == tree_status(result.trace), (method, board)
        for step, seen in enumerate(page["steps"]):
            where = (method, board, step)
            assert {int(k): v for k, v in seen["status"].items()} == tree_status(result.trace, step), where
            for cap, got in zip(CAPS, seen["folds"], strict=True):
                want = fold(data, step, cap)
                assert got["ids"] == want["ids"], (*where, cap)
                assert {int(k): v for k, v in got["hidden"].items()} == want["hidden"], (*where, cap)
                assert got["visible"] == want["visible"]
                layout = tree_layout(result.trace, want["ids"])
                assert {int(k): (x, -d) for k, (x, d) in got["pos"].items()} == layout, (*where, cap)
                folded_somewhere += bool(want["hidden"])
    assert folded_somewhere > 100  # the folding rule was really exercised
