"""HeapPlayer: each frame is one step of the lesson's push and pop, and the heap ends as heapq's."""

from __future__ import annotations

import heapq
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from puzzlelib.errors import PuzzleError
from puzzlelib.widgets import HeapPlayer
from puzzlelib.widgets.heapplayer import pop_frames, push_frames


def _is_heap(items) -> bool:
    return all(items[(i - 1) // 2] <= items[i] for i in range(1, len(items)))


def _labels(frame):
    return [label for _, label in frame["items"]]


@given(st.lists(st.integers(-50, 50), max_size=30), st.integers(-50, 50))
def test_push_frames_are_one_swap_each_and_end_in_heapq_order(values, item):
    heap = []
    for v in values:
        heapq.heappush(heap, v)
    mine, expected = list(heap), list(heap)
    frames = push_frames(mine, item)
    heapq.heappush(expected, item)
    assert mine == expected and _is_heap(mine)  # sift-up makes exactly heapq's heap
    assert _labels(frames[-1]) == [str(v) for v in mine]
    for before, after in zip(frames[1:-2], frames[2:-1], strict=True):  # every middle frame: one swap
        changed = [i for i, (a, b) in enumerate(zip(before["items"], after["items"], strict=True)) if a != b]
        assert len(changed) == 2 and sorted(after["active"]) == changed and changed[0] == (changed[1] - 1) // 2


@given(st.lists(st.integers(-50, 50), min_size=1, max_size=30))
def test_pop_frames_take_the_smallest_and_end_in_heap_order(values):
    heap = []
    for v in values:
        heapq.heappush(heap, v)
    mine = list(heap)
    frames = pop_frames(mine)
    assert frames[-1]["taken"] == str(min(values)) or len(values) == 1
    assert sorted(mine) == sorted(values)[1:] and _is_heap(mine)
    keys = [[k for k, _ in f["items"]] for f in frames[1:]]
    assert all(sorted(k) == sorted(keys[0]) for k in keys)  # entries keep their keys: swaps glide


def test_the_player_plays_each_operation_and_refuses_junk():
    player = HeapPlayer([3, 5, 4, 9], autoplay=False)
    player.entry.value = "1"
    player.push_button.click()
    assert player.heap == [1, 3, 4, 9, 5] and player.n_steps == len(player.frames) - 1
    player.step = player.n_steps
    assert player.caption.startswith("done") and player.view.step == player.n_steps
    assert player.pop() == 1 and player.heap == [3, 5, 4, 9]
    player.entry.value = "seven"
    player.push_button.click()
    assert "Type a number" in player.message_view.value
    with pytest.raises(PuzzleError, match="not in heap order"):
        HeapPlayer([5, 3])
    with pytest.raises(PuzzleError, match="empty"):
        HeapPlayer().pop()
    assert [label for label, _ in player.speed.options] == ["0.25x", "0.5x", "1x", "2x", "4x"]


def test_random_pushes_and_pops_keep_the_heap_and_its_drawing_in_step():
    rng = random.Random(3)
    player = HeapPlayer(autoplay=False)
    shadow = []
    for _ in range(60):
        if shadow and rng.random() < 0.4:
            assert player.pop() == heapq.heappop(shadow)
        elif len(shadow) < 31:
            value = rng.randrange(100)
            player.push(value)
            heapq.heappush(shadow, value)
        # (heapq's pop sifts its own way, so the same entries in heap order, not the same list)
        assert sorted(player.heap) == sorted(shadow) and _is_heap(player.heap)
        assert _labels(player.frames[-1]) == [str(v) for v in player.heap]
