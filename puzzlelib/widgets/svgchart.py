"""Charts drawn by the page itself: a horizontal bar chart as an SVG string (no matplotlib).

The playground's race ends in one of these, so the page needs no picture library (it also runs in a
browser-only Python, where matplotlib cannot be installed) and the chart follows the page's theme:
its text and axis take the page's text colour (``currentColor``), light or dark, and each bar its
method's colour from :data:`~puzzlelib.draw.palette.METHOD_COLORS`. Text is 14 px, the course's
smallest size on a projector.
"""

from __future__ import annotations

from html import escape
from typing import NamedTuple

__all__ = ["Bar", "bar_chart_svg"]

TEXT_PX = 14
ROW_PX = 30


class Bar(NamedTuple):
    """One bar: its label, its value, its colour (``#rrggbb``) and a note written after the value."""

    label: str
    value: float
    colour: str
    note: str = ""


def bar_chart_svg(bars, *, title: str, width: int = 560, label_px: int = 150) -> str:
    """An ``<svg>`` with one named horizontal bar per item of ``bars`` (:class:`Bar`), longest = full width.

    Values start from zero; each bar is labelled with its value (and note), so a bar too short to
    see still reads. ``title`` names what is counted.

    >>> svg = bar_chart_svg([Bar("BFS", 120, "#6b7280"), Bar("A*", 8, "#2563eb", "shortest")], title="expanded")
    >>> svg.startswith("<svg") and svg.count("<rect") == 2 and ">8 shortest<" in svg
    True
    """
    bars = [b if isinstance(b, Bar) else Bar(*b) for b in bars]
    most = max((b.value for b in bars), default=0) or 1
    value_px = 130  # room after the longest bar for its number
    track = max(60, width - label_px - value_px)
    top = TEXT_PX + 14
    height = top + ROW_PX * len(bars) + 6
    parts = [f"<svg xmlns='http://www.w3.org/2000/svg' class='puzzlelib-svg-chart' width='{width}' "
             f"height='{height}' viewBox='0 0 {width} {height}' role='img' aria-label='{escape(title)}' "
             f"style='font-size:{TEXT_PX}px;font-family:inherit;color:inherit'>",
             f"<text x='0' y='{TEXT_PX}' fill='currentColor' font-weight='bold'>{escape(title)}</text>"]
    for i, bar in enumerate(bars):
        y = top + i * ROW_PX
        length = max(2.0, track * bar.value / most) if bar.value > 0 else 0.0
        mid = y + ROW_PX / 2 + TEXT_PX * 0.35
        value_text = f"{bar.value:,.0f}" + (f" {bar.note}" if bar.note else "")
        parts += [
            f"<text x='{label_px - 8}' y='{mid:.1f}' text-anchor='end' fill='currentColor'>{escape(bar.label)}</text>",
            f"<rect x='{label_px}' y='{y + 4}' width='{length:.1f}' height='{ROW_PX - 8}' fill='{bar.colour}'>"
            f"<title>{escape(bar.label)}: {escape(value_text)}</title></rect>",
            f"<text x='{label_px + length + 6:.1f}' y='{mid:.1f}' fill='currentColor'>{escape(value_text)}</text>",
        ]
    parts.append(f"<line x1='{label_px}' y1='{top}' x2='{label_px}' y2='{height - 4}' stroke='currentColor' "
                 "stroke-width='2'/></svg>")
    return "".join(parts)
