"""The language of every sentence puzzlelib shows: English or Simplified Chinese, from gettext catalogs.

Shown text is written in English in the code and wrapped in :func:`_` (or :func:`ngettext` when it
depends on a count); the Chinese lives in ``puzzlelib/locale/zh_CN/LC_MESSAGES/puzzlelib.po``, kept
with Babel (``python scripts/i18n.py update`` extracts the wrapped strings and merges them in;
``python scripts/i18n.py compile`` writes the ``.mo`` file Python's :mod:`gettext` reads). The compiled
catalog is committed, so a fresh clone installed with ``pip install -e .`` needs no build step and no
Babel at run time.

The language is chosen, first match wins, by

1. :func:`set_language` (``puzzlelib.set_language("zh-CN")``; ``None`` forgets the choice),
2. the ``PUZZLELIB_LANG`` environment variable (``zh-CN``, ``zh_CN.UTF-8``, ``en`` ...),
3. the locale (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``, then the system's own),

and anything else is English. A sentence missing from a catalog is shown in English.

Text is looked up when it is shown, not when a module is imported, so switching the language changes
the next message. Sentences defined at module level are marked with :func:`N_` (which only marks them
for extraction) and translated with :func:`_` where they are used.

>>> with using_language("zh-CN"):
...     _("Solvable")
'有解'
>>> _("Solvable")
'Solvable'
"""

from __future__ import annotations

import contextlib
import gettext
import locale
import os
import re
from functools import cache
from pathlib import Path

__all__ = ["LANGUAGES", "LANG_ENV", "DOMAIN", "LOCALE_DIR", "set_language", "get_language", "using_language",
           "normalize_language", "language_from_query", "translations", "_", "N_", "ngettext"]

DOMAIN = "puzzlelib"
"""The gettext domain: the catalogs are ``<LOCALE_DIR>/<ll_CC>/LC_MESSAGES/puzzlelib.mo``."""

LOCALE_DIR = Path(__file__).with_name("locale")
"""Where the catalogs are, inside the package (installed with it as package data)."""

LANG_ENV = "PUZZLELIB_LANG"
"""The environment variable that chooses the language when :func:`set_language` has not."""

LANGUAGES = {"en": "English", "zh-CN": "简体中文"}
"""The languages puzzlelib speaks: the tag :func:`set_language` takes, and the language's own name."""

_GETTEXT_NAMES = {"en": "en", "zh-CN": "zh_CN"}
_chosen: str | None = None


def normalize_language(tag: str | None) -> str | None:
    """The tag of :data:`LANGUAGES` that ``tag`` names (``"zh_CN.UTF-8"``, ``"zh-hans"``, ``"zh"`` -> ``"zh-CN"``),
    or None when puzzlelib does not speak it.

    >>> normalize_language("zh_CN.UTF-8"), normalize_language("en_GB"), normalize_language("fr")
    ('zh-CN', 'en', None)
    """
    if not isinstance(tag, str):
        return None
    base = re.split(r"[.@]", tag.strip())[0].replace("_", "-").lower()
    if base in ("zh", "zh-cn", "zh-hans", "zh-hans-cn", "zh-sg", "chinese") or base.startswith("zh-hans"):
        return "zh-CN"
    if base in ("en", "c", "posix") or base.startswith("en-") or base == "english":
        return "en"
    return None


def _from_locale() -> str:
    """The language the user's locale asks for (as gettext reads it: LANGUAGE may list several)."""
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(key)
        if value:
            for part in value.split(":"):
                found = normalize_language(part)
                if found:
                    return found
            return "en"
    with contextlib.suppress(ValueError, TypeError):  # Windows and macOS: the system's own setting
        found = normalize_language(locale.getlocale()[0] or "")
        if found:
            return found
    return "en"


def get_language() -> str:
    """The language shown now: :func:`set_language`'s choice, else ``PUZZLELIB_LANG``, else the locale."""
    if _chosen is not None:
        return _chosen
    return normalize_language(os.environ.get(LANG_ENV)) or _from_locale()


def set_language(tag: str | None) -> str:
    """Show every later message in ``tag``'s language (``"zh-CN"`` or ``"en"``); returns the language now shown.

    ``None`` forgets the choice, so ``PUZZLELIB_LANG`` or the locale decide again. An unknown tag is a
    :class:`~puzzlelib.errors.PuzzleError` naming the languages there are.
    """
    global _chosen
    if tag is None:
        _chosen = None
        return get_language()
    found = normalize_language(tag)
    if found is None:
        from puzzlelib.errors import PuzzleError

        raise PuzzleError(_("puzzlelib speaks {languages}; got {tag!r}: for example set_language(\"zh-CN\")").format(
            languages=", ".join(LANGUAGES), tag=tag))
    _chosen = found
    return found


@contextlib.contextmanager
def using_language(tag: str | None):
    """Within the block, messages are in ``tag``'s language; the earlier choice comes back after it."""
    global _chosen
    saved = _chosen
    set_language(tag)
    try:
        yield get_language()
    finally:
        _chosen = saved


@cache
def translations(language: str | None = None) -> gettext.NullTranslations:
    """The gettext catalog of ``language`` (default: :func:`get_language`'s); English has none, so the
    text written in the code is shown as it is."""
    language = normalize_language(language) or "en"
    if language == "en":
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, LOCALE_DIR, languages=[_GETTEXT_NAMES[language]], fallback=True)


def _(message: str) -> str:
    """``message`` in the language shown now (the English itself when the catalog lacks it)."""
    return translations(get_language()).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a sentence that fits the count ``n`` (Chinese has one form for every count)."""
    return translations(get_language()).ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Marks a sentence for the catalog without translating it (module-level text, translated where shown)."""
    return message


def language_from_query(query: str | None = None) -> str | None:
    """The language a page's address asks for, ``?lang=zh-CN``, or None when it names none.

    Voila gives the kernel the address's query string as ``QUERY_STRING``; ``query`` overrides it (for
    tests). A language puzzlelib does not speak is ignored (the page stays in the default language)
    rather than refused: a student cannot fix an address a teacher typed.
    """
    from urllib.parse import parse_qs

    query = os.environ.get("QUERY_STRING", "") if query is None else query
    for value in parse_qs(query.lstrip("?")).get("lang", []):
        found = normalize_language(value)
        if found:
            return found
    return None
