"""draw_heap: a heap list drawn as a complete binary tree, readable on a projector."""

import os

os.environ.setdefault("MPLBACKEND", "Agg")

from matplotlib.colors import to_hex  # noqa: E402

from puzzlelib.draw import PALETTE, draw_heap  # noqa: E402


def test_nodes_sit_level_by_level_and_the_list_repeats_them():
    heap = [(3, "a"), (5, "b"), (4, "c"), (9, "d"), (6, "e")]
    ax = draw_heap(heap, highlight=[0, 1], title="a heap")
    texts = [t.get_text() for t in ax.texts]
    assert texts[:5] == ["3", "5", "4", "9", "6"] and texts[5:10] == texts[:5]
    (nodes,) = ax.collections
    ys = [y for _, y in nodes.get_offsets()]
    assert ys == [0, -1, -1, -2, -2]
    colours = [to_hex(c) for c in nodes.get_facecolors()]
    assert colours[:2] == [PALETTE["open"]] * 2 and colours[2] == PALETTE["tile"]
    assert min(t.get_fontsize() for t in ax.texts) >= 14 and ax.get_title() == "a heap"


def test_an_empty_heap_draws_nothing_but_the_label():
    ax = draw_heap([])
    assert [t.get_text() for t in ax.texts] == ["as a list:"]
