"""Keep the message catalogs: extract the wrapped strings, merge them into each language, compile.

    python scripts/i18n.py update    # puzzlelib/locale/puzzlelib.pot from the code, merged into every .po
    python scripts/i18n.py compile   # every .po -> .mo (committed: a fresh clone needs no build step)
    python scripts/i18n.py init LANG # start a new language, e.g. init zh_TW

After `update`, translate the new or changed entries (marked fuzzy or empty) in the .po file, then run
`compile`; tests/test_i18n.py fails while an entry is untranslated or a .mo is older than its .po.
Babel (requirements-dev.txt) does the work, with its own `pybabel` commands underneath.
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.frontend import CommandLineInterface

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "puzzlelib" / "locale"
POT = LOCALE / "puzzlelib.pot"
DOMAIN = "puzzlelib"


def pybabel(*args: str) -> None:
    CommandLineInterface().run(["pybabel", "--quiet", *args])


def extract(output: Path = POT) -> None:
    pybabel("extract", "--mapping-file", str(ROOT / "babel.cfg"), "--output-file", str(output),
            "--project", "puzzlelib", "--copyright-holder", "the puzzlelib authors",
            "--msgid-bugs-address", "https://github.com/puzzlelib/puzzlelib/issues",
            # no line numbers and a sorted file: the catalog's diff shows only the sentences that changed
            "--no-location", "--sort-output", "--no-wrap",
            "--keywords", "_ N_ ngettext:1,2", str(ROOT / "puzzlelib"))


def update() -> None:
    extract()
    pybabel("update", "--input-file", str(POT), "--output-dir", str(LOCALE), "--domain", DOMAIN,
            "--no-wrap", "--ignore-obsolete", "--no-fuzzy-matching")


def compile_catalogs() -> None:
    pybabel("compile", "--directory", str(LOCALE), "--domain", DOMAIN, "--statistics")


def init(language: str) -> None:
    extract()
    pybabel("init", "--input-file", str(POT), "--output-dir", str(LOCALE), "--domain", DOMAIN,
            "--locale", language, "--no-wrap")


def main(argv: list[str]) -> int:
    if argv[:1] == ["update"]:
        update()
    elif argv[:1] == ["compile"]:
        compile_catalogs()
    elif argv[:1] == ["init"] and len(argv) == 2:
        init(argv[1])
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
