"""Chinese text in charts: which font draws it, found among the fonts the machine already has.

matplotlib's own font (DejaVu Sans) has no Chinese characters: a Chinese title would come out as empty
boxes with a "Glyph missing" warning. Rather than ship a 20 MB font inside the package, puzzlelib looks
for a Simplified Chinese font the system has, in the order of :data:`CJK_FONTS`:

- Debian and Ubuntu: Noto Sans CJK SC (``sudo apt-get install fonts-noto-cjk``; ``scripts/test.sh``
  installs it the way it installs Chromium), or WenQuanYi Micro Hei / Zen Hei (``fonts-wqy-microhei``);
- Windows: Microsoft YaHei, else SimHei (both ship with Windows);
- macOS: PingFang SC, else Hiragino Sans GB or Heiti SC (they ship with macOS).

When Chinese is the language shown (:func:`puzzlelib.set_language`), :func:`font_rc` puts that font
after the usual one, so Latin letters and digits keep their look and matplotlib takes each Chinese
character from the fallback (matplotlib >= 3.6 falls back glyph by glyph). With no such font it
warns once, naming what to install.
"""

from __future__ import annotations

import contextlib
import re
import warnings
from functools import cache
from pathlib import Path

__all__ = ["CJK_FONTS", "cjk_font", "font_rc", "MissingFontWarning", "INSTALL_HINT"]

CJK_FONTS = ("Noto Sans CJK SC", "Source Han Sans SC", "Noto Sans SC", "WenQuanYi Micro Hei",
             "WenQuanYi Zen Hei", "Microsoft YaHei", "SimHei", "PingFang SC", "Hiragino Sans GB", "Heiti SC",
             "Arial Unicode MS")
"""Fonts that draw Simplified Chinese, best first: the first one installed is used."""

INSTALL_HINT = ("install a Chinese font: on Debian or Ubuntu `sudo apt-get install fonts-noto-cjk`; Windows "
                "(Microsoft YaHei, SimHei) and macOS (PingFang SC) have one already. Then restart the kernel.")


class MissingFontWarning(UserWarning):
    """Chinese is shown but no font of :data:`CJK_FONTS` is installed: charts would show empty boxes."""


# File names of the fonts of CJK_FONTS, to find one installed after matplotlib built its font cache.
_CJK_FILES = re.compile(r"(notosanscjk|sourcehansans|notosanssc|wqy|msyh|simhei|pingfang|hiragino|stheiti|"
                        r"arial unicode)", re.IGNORECASE)


@cache
def cjk_font() -> str | None:
    """The first font of :data:`CJK_FONTS` that matplotlib can find on this machine, or None.

    matplotlib lists the system's fonts once and keeps the list in its cache, so a font installed later
    (``apt-get install fonts-noto-cjk`` after the first chart) is not in it: then the system's font files
    are searched once more and the Chinese ones added.
    """
    from matplotlib import font_manager

    def first_installed():
        installed = {entry.name for entry in font_manager.fontManager.ttflist}
        return next((name for name in CJK_FONTS if name in installed), None)

    found = first_installed()
    if found is None:
        for path in font_manager.findSystemFonts():
            if _CJK_FILES.search(Path(path).name):
                with contextlib.suppress(Exception):  # a font file matplotlib cannot read is not a candidate
                    font_manager.fontManager.addfont(path)
        found = first_installed()
    return found


def font_rc(language: str | None = None) -> dict:
    """matplotlib settings that let charts draw the language shown (default: :func:`~puzzlelib.i18n.get_language`).

    English needs nothing (``{}``); Chinese puts :func:`cjk_font` after the usual sans-serif font.
    """
    from puzzlelib.i18n import get_language

    if (language or get_language()) != "zh-CN":
        return {}
    font = cjk_font()
    if font is None:
        warnings.warn(f"Chinese text in charts needs a Chinese font: {INSTALL_HINT}", MissingFontWarning,
                      stacklevel=3)
        return {}
    return {"font.family": ["sans-serif", font]}
