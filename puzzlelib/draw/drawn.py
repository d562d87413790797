"""A figure drawn once with everything drawn recorded, and what lies behind each mark: the facts
:mod:`puzzlelib.draw.check` judges.

:class:`DrawnFigure` draws a figure with Agg while recording every text, line, patch, collection
and image actually drawn (ticks outside the view, hidden artists and empty texts are not), then
answers where each belongs, how wide the figure is shown, and which colours lie behind a point.
:class:`Recolour` translates the colours of a figure drawn in one theme to how the course style
would draw them in the other.
"""

from __future__ import annotations

import numpy as np

from puzzlelib.draw.style import REFERENCE_DPI, THEMES, colour_distance

__all__ = ["DrawnFigure", "Recolour", "rgba", "hex_of", "near", "over", "distance"]


# --------------------------------------------------------------------------------------------------
# colours


def rgba(colour) -> tuple[float, float, float, float]:
    from matplotlib.colors import to_rgba

    return tuple(float(v) for v in to_rgba(colour))


def hex_of(rgb) -> str:
    from matplotlib.colors import to_hex

    return to_hex(rgb[:3])


def near(a, b) -> bool:
    return max(abs(x - y) for x, y in zip(a[:3], b[:3], strict=True)) < 0.02


class Recolour:
    """Translate colours drawn in theme ``drawn`` to how the course style draws them in ``target``."""

    def __init__(self, drawn: str, target: str):
        self.identity = drawn == target
        d, t = THEMES[drawn], THEMES[target]
        backgrounds = [d.background] + (["#000000"] if drawn == "dark" else [])
        inks = [d.ink] + (["#ffffff"] if drawn == "dark" else ["#000000"])
        self.pairs = ([(rgba(c), rgba(t.background)) for c in backgrounds]
                      + [(rgba(c), rgba(t.ink)) for c in inks]
                      + [(rgba(d.muted), rgba(t.muted))])
        self.background = rgba(t.background)

    def __call__(self, rgba):
        rgba = tuple(float(v) for v in rgba)
        if self.identity:
            return rgba
        for source, target in self.pairs:
            if near(rgba, source):
                return (*target[:3], rgba[3])
        return rgba


def over(top, bottom):
    """``top`` (rgba) painted over an opaque ``bottom`` (rgb)."""
    a = top[3]
    return tuple(a * t + (1 - a) * b for t, b in zip(top[:3], bottom[:3], strict=True))


def distance(a, b) -> float:
    return colour_distance(a[:3], b[:3])


# --------------------------------------------------------------------------------------------------
# drawing once, recording what is drawn


class _Drawn:
    """Every text, line, patch, collection and image drawn, in drawing order."""

    def __init__(self, fig):
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.collections import Collection
        from matplotlib.image import _ImageBase
        from matplotlib.lines import Line2D
        from matplotlib.patches import Patch
        from matplotlib.text import Text

        before = fig.canvas
        canvas = before if isinstance(before, FigureCanvasAgg) else FigureCanvasAgg(fig)
        self.order: list = []
        classes = (Text, Line2D, Patch, Collection, _ImageBase)
        originals = {cls: cls.draw for cls in classes}

        def recorder(cls):
            original = originals[cls]

            def draw(artist, renderer, *args, **kwargs):
                if artist.get_visible() and not (isinstance(artist, Text) and artist.get_text() == ""):
                    self.order.append(artist)
                return original(artist, renderer, *args, **kwargs)

            return draw

        try:
            for cls in classes:
                cls.draw = recorder(cls)
            canvas.draw()
        finally:
            for cls, original in originals.items():
                cls.draw = original
            self.renderer = canvas.get_renderer()
            if canvas is not before:
                fig.set_canvas(before)  # leave a pyplot-free figure as it was
        seen, unique = set(), []
        for artist in self.order:  # a text drawn twice (a layout pass) counts once
            if id(artist) not in seen:
                seen.add(id(artist))
                unique.append(artist)
        self.order = unique
        self.index = {id(a): i for i, a in enumerate(self.order)}


# --------------------------------------------------------------------------------------------------
# what an artist is, where it is, what is behind it


class DrawnFigure:
    def __init__(self, fig, shown_width_px: float):
        from matplotlib.collections import Collection, LineCollection, PathCollection
        from matplotlib.image import _ImageBase
        from matplotlib.lines import Line2D
        from matplotlib.patches import Patch
        from matplotlib.spines import Spine
        from matplotlib.text import Text

        self.fig = fig
        self.drawn = _Drawn(fig)
        renderer = self.drawn.renderer
        self.dpi = fig.dpi
        tight = fig.get_tightbbox(renderer)
        self.width_px = max(1.0, tight.width * fig.dpi)
        self.shrink = min(1.0, shown_width_px / self.width_px)
        self.point_scale = fig.dpi / REFERENCE_DPI * self.shrink  # shown points per drawn point
        self.px_per_pt = fig.dpi / 72 * self.shrink  # shown px per drawn point
        self.texts = [a for a in self.drawn.order if isinstance(a, Text)]
        self.lines = [a for a in self.drawn.order if isinstance(a, Line2D)]
        self.patches = [a for a in self.drawn.order if isinstance(a, Patch) and not isinstance(a, Spine)]
        self.spines = [a for a in self.drawn.order if isinstance(a, Spine)]
        self.collections = [a for a in self.drawn.order if isinstance(a, Collection)]
        self.line_collections = [c for c in self.collections if isinstance(c, LineCollection)]
        self.marker_collections = [c for c in self.collections if isinstance(c, PathCollection)]
        self.images = [a for a in self.drawn.order if isinstance(a, _ImageBase)]
        # backgrounds: the figure's and each axes' face, legend frames, text boxes
        self.backgrounds = {id(fig.patch)}
        self.tick_labels, self.tick_lines, self.legend_items = set(), set(), {}
        self.legend_frames, self.owner = {}, {}
        for ax in fig.axes:
            self.backgrounds.add(id(ax.patch))
            for axis in ax._axis_map.values():
                parts = [axis.get_offset_text(), axis.label]
                for tick in axis.majorTicks + axis.minorTicks:
                    self.tick_labels.update((id(tick.label1), id(tick.label2)))
                    self.tick_lines.update((id(tick.tick1line), id(tick.tick2line)))
                    parts += [tick.label1, tick.label2, tick.tick1line, tick.tick2line, tick.gridline]
                self.tick_labels.add(id(axis.get_offset_text()))
                self.owner.update((id(part), ax) for part in parts)
        for legend in self._legends():
            self.backgrounds.add(id(legend.legendPatch))
            self.legend_frames[id(legend)] = legend.legendPatch
            for item in (*legend.get_lines(), *legend.get_patches(), *legend.get_texts(), *legend.legend_handles):
                if item is not None:
                    self.legend_items[id(item)] = legend
            for child in legend.findobj():
                self.legend_items.setdefault(id(child), legend)
        for text in self.texts:
            box = text.get_bbox_patch()
            if box is not None:
                self.backgrounds.add(id(box))

    def _legends(self):
        legends = list(self.fig.legends)
        legends += [ax.get_legend() for ax in self.fig.axes if ax.get_legend() is not None]
        return legends

    def where(self, artist) -> str:
        """Which chart an artist belongs to, as a prefix for a message ("chart 2 (its title): "); empty
        when the figure has one chart (the figure's own title names it)."""
        ax = artist if artist in self.fig.axes else getattr(artist, "axes", None) or self.owner.get(id(artist))
        charts = [a for a in self.fig.axes if a.get_visible()]
        if len(charts) <= 1:
            return ""
        if ax is None:
            return "figure: "
        title = " ".join((ax.get_title() or ax.get_title("left") or ax.get_ylabel()).split())
        number = self.fig.axes.index(ax) + 1 if ax in self.fig.axes else 0
        return f"chart {number}" + (f" ({title[:40]})" if title else "") + ": "

    # ---------------------------------------------------------------- geometry
    @staticmethod
    def _point_in(artist, point) -> bool | None:
        """Whether a filled artist covers a display point (None: cannot tell)."""
        from matplotlib.collections import PathCollection, PolyCollection
        from matplotlib.image import _ImageBase
        from matplotlib.patches import Patch

        x, y = point
        clip = artist.get_clip_box() if artist.get_clip_on() else None
        if clip is not None and not (clip.x0 <= x <= clip.x1 and clip.y0 <= y <= clip.y1):
            return False  # drawn only inside its axes: a bar running off a log axis covers nothing outside
        if isinstance(artist, Patch):
            try:
                return bool(artist.contains_point((x, y)))
            except Exception:  # noqa: BLE001 - an exotic patch: treat as not covering
                return None
        if isinstance(artist, _ImageBase):
            box = artist.get_window_extent()
            return box.x0 <= x <= box.x1 and box.y0 <= y <= box.y1
        if isinstance(artist, PathCollection):
            offsets = artist.get_offsets()
            if len(offsets) == 0:
                return False
            centres = artist.get_offset_transform().transform(offsets)
            sizes = artist.get_sizes()
            if len(sizes) == 0:
                return False
            radius = np.sqrt(np.resize(sizes, len(centres))) / 2 * artist.figure.dpi / 72
            inside = np.hypot(centres[:, 0] - x, centres[:, 1] - y) <= radius
            return int(np.argmax(inside)) if inside.any() else False
        if isinstance(artist, PolyCollection):
            transform = artist.get_transform()
            for i, path in enumerate(artist.get_paths()):
                if path.contains_point((x, y), transform=transform):
                    return i
            return False
        return None

    def backdrop(self, artist, recolour, point=None) -> list[tuple]:
        """The colours behind ``artist`` (at ``point``, display coordinates): a list because an image
        behind it could be any colour (its darkest and lightest are both tried)."""
        from matplotlib.collections import Collection
        from matplotlib.image import _ImageBase

        base = recolour.background
        legend = self.legend_items.get(id(artist))
        if point is None:
            if legend is not None and legend.get_frame_on():
                layers = [legend.legendPatch, self.fig.patch]
            elif getattr(artist, "axes", None) is not None and artist.axes.patch.get_visible():
                layers = [artist.axes.patch, self.fig.patch]
            else:
                layers = [self.fig.patch]
            stack = [recolour(layer.get_facecolor()) for layer in layers]
            colour = base
            for layer in reversed(stack):
                colour = over(layer, colour)
            return [colour]
        limit = self.drawn.index.get(id(artist), len(self.drawn.order))
        box = artist.get_bbox_patch() if hasattr(artist, "get_bbox_patch") else None
        stack = []
        if box is not None and box.get_visible():
            stack.append(recolour(box.get_facecolor()))
        if not stack or stack[-1][3] < 1:
            for other in reversed(self.drawn.order[:limit]):
                if other is box or not (isinstance(other, Collection | _ImageBase) or hasattr(other, "contains_point")):
                    continue
                hit = self._point_in(other, point)
                if hit is None or hit is False:
                    continue
                if isinstance(other, _ImageBase):
                    stack.append("image")
                    break
                if isinstance(other, Collection):
                    faces = other.get_facecolors()
                    if len(faces) == 0:
                        continue
                    face = faces[hit % len(faces)] if isinstance(hit, int) and not isinstance(hit, bool) else faces[0]
                else:
                    face = other.get_facecolor()
                    if not other.get_fill():
                        continue
                face = recolour(face)
                if face[3] <= 0:
                    continue
                stack.append(face)
                if face[3] >= 1:
                    break
        bottoms = [base]
        if stack and stack[-1] == "image":
            stack.pop()
            bottoms = [(0.0, 0.0, 0.0), (1.0, 1.0, 1.0)]
        out = []
        for colour in bottoms:
            for layer in reversed(stack):
                colour = over(layer, colour)
            out.append(colour)
        return out
