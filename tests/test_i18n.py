"""The message catalogs: complete in Chinese, compiled from the current .po, extracted from the current
code, and no shown sentence in the wrapped modules bypasses them; the CLI, the game and the playground
speak Chinese when asked and English otherwise."""

from __future__ import annotations

import ast
import gettext
import re
import string
from pathlib import Path

import pytest

from puzzlelib import i18n
from puzzlelib.i18n import _, get_language, normalize_language, set_language, using_language

ROOT = Path(__file__).resolve().parent.parent
PO = ROOT / "puzzlelib" / "locale" / "zh_CN" / "LC_MESSAGES" / "puzzlelib.po"
MO = PO.with_suffix(".mo")

# The modules whose every shown sentence goes through the catalog (more join as they are wrapped).
WRAPPED_MODULES = ["cli.py", "widgets/game.py", "widgets/playground.py", "widgets/sentences.py", "i18n.py",
                   "widgets/boardview.py", "parity.py", "gamecode.py", "widgets/stepper.py", "widgets/player.py",
                   "search/plan.py", "board.py", "notation.py", "draw/steps.py",
                   "widgets/inputs.py", "moves.py", "widgets/playground_base.py", "widgets/playground_race.py", "cli_args.py"]


@pytest.fixture(autouse=True)
def english_unless_asked(monkeypatch):
    """Each test starts in English whatever the machine's locale, and leaves no language chosen."""
    monkeypatch.delenv(i18n.LANG_ENV, raising=False)
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    set_language(None)
    yield
    set_language(None)


def _po_catalog():
    babel = pytest.importorskip("babel.messages.pofile", reason="Babel keeps the catalogs: pip install babel")
    with PO.open("rb") as handle:
        return babel.read_po(handle)


def _fields(text: str) -> set[str]:
    """The {placeholders} a sentence fills in (format specs and conversions included)."""
    return {f"{name}!{conv or ''}:{spec}" for _lit, name, spec, conv in string.Formatter().parse(text)
            if name is not None}


# ------------------------------------------------------------------------------------------ catalogs
def test_every_chinese_entry_is_translated_and_keeps_its_placeholders():
    catalog = _po_catalog()
    entries = [m for m in catalog if m.id]
    assert len(entries) > 100
    problems = []
    for message in entries:
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.fuzzy or not all(strings):
            problems.append(f"untranslated or fuzzy: {ids[0]!r}")
            continue
        for text in strings:
            if _fields(text) != _fields(ids[-1]):
                problems.append(f"placeholders differ: {ids[0]!r} -> {text!r}")
            if re.search("[A-Za-z]{3}", re.sub(r"<[^>]+>|\{[^}]*\}", "", ids[0])) and not re.search(
                    "[\u4e00-\u9fff]", text):
                problems.append(f"no Chinese in the translation of {ids[0]!r}: {text!r}")
    assert not problems, "\n".join(problems)


def test_compiled_catalog_matches_the_po_file():
    """The committed .mo (what Python reads) says exactly what the .po says: run scripts/i18n.py compile."""
    catalog = _po_catalog()
    with MO.open("rb") as handle:
        compiled = gettext.GNUTranslations(handle)
    for message in catalog:
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            assert compiled.ngettext(*message.id, 2) == message.string[0], message.id
        else:
            assert compiled.gettext(message.id) == message.string, message.id
    assert len(compiled._catalog) - 1 == sum(1 for m in catalog if m.id), "the .mo has entries the .po lacks"


def test_catalog_holds_every_wrapped_string_of_the_code(tmp_path):
    """Extraction from today's code finds nothing the .po lacks: run scripts/i18n.py update, then translate."""
    frontend = pytest.importorskip("babel.messages.frontend")
    pot = tmp_path / "now.pot"
    frontend.CommandLineInterface().run([
        "pybabel", "--quiet", "extract", "--mapping-file", str(ROOT / "babel.cfg"), "--output-file", str(pot),
        "--keywords", "_ N_ ngettext:1,2", str(ROOT / "puzzlelib")])
    from babel.messages.pofile import read_po

    with pot.open("rb") as handle:
        wanted = {m.id for m in read_po(handle) if m.id}
    have = {m.id for m in _po_catalog() if m.id}
    assert not wanted - have, f"not in the Chinese catalog: {sorted(wanted - have, key=str)}"
    assert not have - wanted, f"in the catalog but no longer in the code: {sorted(have - wanted, key=str)}"


# ---------------------------------------------------------------------------- nothing bypasses the catalog
SINK_CALLS = {"PuzzleError", "InvalidBoardError", "InvalidMoveError", "UnsolvableError", "SearchLimitError",
              "WidgetOptionError", "ArgumentTypeError", "print", "_say", "say", "set_description", "__init__",
              "HTML", "Label"}
SINK_KEYWORDS = {"description", "placeholder", "help", "label", "note", "tooltip", "title", "xlabel", "ylabel",
                 "titles"}
SINK_ATTRIBUTES = {"description", "tooltip", "titles", "placeholder"}
TRANSLATORS = {"_", "ngettext", "N_"}


def _name(func: ast.expr) -> str:
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def _has_words(text: str) -> bool:
    """Text a reader reads: letters left after HTML tags, entities and CSS class names are taken out."""
    return bool(re.search("[A-Za-z]{2}", re.sub(r"<[^>]*>|&\w+;", "", text)))


def _bare_text(node: ast.expr) -> list[str]:
    """Sentences in ``node`` shown as written, not looked up in the catalog."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value] if _has_words(node.value) else []
    if isinstance(node, ast.JoinedStr):
        found = [part.value for part in node.values if isinstance(part, ast.Constant) and _has_words(part.value)]
        for part in node.values:
            if isinstance(part, ast.FormattedValue):
                found += _bare_text(part.value)
        return found
    if isinstance(node, ast.BinOp):
        return _bare_text(node.left) + _bare_text(node.right)
    if isinstance(node, ast.IfExp):
        return _bare_text(node.body) + _bare_text(node.orelse)
    if isinstance(node, ast.Call):
        name = _name(node.func)
        if name in TRANSLATORS:
            return []
        if name == "format" and isinstance(node.func, ast.Attribute):  # _("...").format(x=...): check the x
            return (_bare_text(node.func.value)
                    + [t for arg in [*node.args, *(k.value for k in node.keywords)] for t in _bare_text(arg)])
        return []  # a computed value (a board's text, a number): not a sentence written here
    return []


def _bypasses(tree: ast.AST) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(tree):
        shown: list[ast.expr] = []
        if isinstance(node, ast.Call):
            if (_name(node.func) in SINK_CALLS or _name(node.func).endswith("Error")) and node.args:
                shown.append(node.args[0])
            shown += [k.value for k in node.keywords if k.arg in SINK_KEYWORDS]
        elif isinstance(node, ast.Assign) and any(isinstance(t, ast.Attribute) and t.attr in SINK_ATTRIBUTES
                                                  for t in node.targets):
            shown.append(node.value)
        found += [(node.lineno, text) for expr in shown for text in _bare_text(expr)]
    return found


@pytest.mark.parametrize("module", WRAPPED_MODULES)
def test_no_shown_string_bypasses_the_catalog(module):
    tree = ast.parse((ROOT / "puzzlelib" / module).read_text(encoding="utf-8"))
    bypasses = _bypasses(tree)
    assert not bypasses, "\n".join(f"puzzlelib/{module}:{line}: {text!r} is shown without _()"
                                   for line, text in bypasses)


def test_the_bypass_check_can_fail():
    code = ('raise PuzzleError(f"bad board {x}")\nbutton = Button(description="Shuffle")\nprint("done")\n'
            'b.tooltip = "the gap"\nraise PuzzleError(_("fine {x}").format(x=f"also bad {y}"))\n'
            'print(_("ok"))\nprint(f"{a}: {b}")\nHTML("<b>" + _("ok") + "</b>")\n')
    assert sorted(line for line, _text in _bypasses(ast.parse(code))) == [1, 2, 3, 4, 5]


# ---------------------------------------------------------------------------------- choosing the language
@pytest.mark.parametrize(("tag", "expected"), [
    ("zh-CN", "zh-CN"), ("zh_CN.UTF-8", "zh-CN"), ("zh", "zh-CN"), ("zh-Hans", "zh-CN"), ("ZH-cn", "zh-CN"),
    ("en", "en"), ("en_US.UTF-8", "en"), ("C", "en"), ("C.UTF-8", "en"), ("fr_FR", None), ("", None), (None, None)])
def test_normalize_language(tag, expected):
    assert normalize_language(tag) == expected


def test_language_order_set_then_environment_then_locale(monkeypatch):
    assert get_language() == "en"
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    assert get_language() == "zh-CN"
    monkeypatch.setenv(i18n.LANG_ENV, "en")
    assert get_language() == "en"
    set_language("zh-CN")
    assert get_language() == "zh-CN" and _("Shuffle") == "打乱"
    set_language(None)
    assert get_language() == "en" and _("Shuffle") == "Shuffle"


def test_unknown_language_is_refused_and_unknown_text_falls_back_to_english():
    from puzzlelib.errors import PuzzleError

    with pytest.raises(PuzzleError, match="zh-CN"):
        set_language("klingon")
    with using_language("zh-CN"):
        assert _("a sentence no catalog holds") == "a sentence no catalog holds"
    assert get_language() == "en"


# ------------------------------------------------------------------------------------------ the CLI
def test_cli_speaks_chinese_with_lang(capsys):
    from puzzlelib.cli import main

    assert main(["--lang", "zh-CN", "show", "8 6 7 / 2 5 4 / 3 0 1"]) == 0
    out = capsys.readouterr().out
    assert "有解：是" in out and "逆序数：24" in out and "曼哈顿距离：21" in out
    assert get_language() == "en", "--lang chooses the language of one command only"
    assert main(["show", "8 6 7 / 2 5 4 / 3 0 1"]) == 0
    assert "solvable: yes" in capsys.readouterr().out


def test_cli_lang_errors_and_help_in_chinese(capsys):
    from puzzlelib.cli import main

    assert main(["--lang", "fr", "show", "1 2 3 / 4 5 6 / 7 8 0"]) == 2
    assert "zh-CN" in capsys.readouterr().err
    assert main(["--lang", "zh-CN", "solve", "1 2 3 / 4 5 6 / 7 8", "--max-nodes", "x"]) == 2
    assert "不是整数" in capsys.readouterr().err
    assert main(["--lang", "zh-CN", "--help"]) == 0
    assert "显示一个局面" in capsys.readouterr().out


def test_cli_follows_the_environment(capsys, monkeypatch):
    from puzzlelib.cli import main

    monkeypatch.setenv(i18n.LANG_ENV, "zh-CN")
    assert main(["solve", "1 2 3 / 4 0 6 / 7 5 8"]) == 0
    assert "移动的方块：5 8" in capsys.readouterr().out


# ------------------------------------------------------------------------------- the game and the playground
def test_game_in_chinese():
    from puzzlelib.widgets.game import PuzzleGame

    set_language("zh-CN")
    game = PuzzleGame("1 2 3 / 4 5 6 / 7 0 8")
    assert [b.description for b in (game.shuffle_button, game.undo_button, game.redo_button, game.hint_button,
                                    game.solve_button)] == ["打乱", "撤销", "重做", "提示", "求解"]
    assert game.hint() == "R"
    assert game.message.startswith("提示：把 8 向左移（还差 1 步，最短")
    game.press("ArrowLeft")
    assert game.message == "用 1 步还原成功！" and game.counter.value == "步数：1"
    assert "移进空格" in game.view.note


def test_board_view_words_come_from_the_catalog():
    """The browser writes no English of its own: its words arrive in the ``texts`` trait."""
    from puzzlelib.widgets.boardview import BoardView, board_texts

    source = (ROOT / "puzzlelib" / "widgets" / "boardview.js").read_text(encoding="utf-8")
    assert set(board_texts()) >= set(re.findall(r'say\("(\w+)"', source)) | {"up", "down", "left", "right"}
    assert "can slide" not in source and '"Solved"' not in source and "sliding puzzle" not in source
    assert BoardView("1 2 3 / 4 5 6 / 7 8 0").texts["solved"] == "Solved"
    with using_language("zh-CN"):
        view = BoardView("1 2 3 / 4 5 6 / 7 8 0")
    assert view.texts["solved"] == "已还原" and view.texts["left"] == "左"
    assert view.texts["tile_at"] == "方块 {tile}，第 {row} 行第 {col} 列"


def test_game_stays_english_by_default():
    from puzzlelib.widgets.game import PuzzleGame

    game = PuzzleGame("1 2 3 / 4 5 6 / 7 0 8")
    game.hint()
    assert game.shuffle_button.description == "Shuffle" and game.message.startswith("Hint: slide 8 left")


def test_playground_in_chinese_from_the_address(monkeypatch):
    from puzzlelib.widgets.playground import Playground, page_language

    assert page_language("lang=zh-CN") == "zh-CN" and page_language("?theme=dark&lang=zh_CN") == "zh-CN"
    assert page_language("lang=fr") is None and page_language("") is None
    monkeypatch.setenv("QUERY_STRING", "lang=zh-CN")
    page = Playground(seed=1)
    assert page.language == "zh-CN"
    assert tuple(page.tabs.titles) == ("玩一玩", "观看搜索", "比赛", "奇偶性实验室")
    page.parity.check("1 2 3 / 4 5 6 / 8 7 0")
    assert page.parity.verdict.startswith("无解 1 个逆序对")
    assert "棋盘宽 3，是奇数" in page.parity.verdict and page.parity.verdict.endswith("这样就能修正。")
    page.race.picker.box.value = ""
    page.race.safely(page.race.run)
    assert page.race.problem.startswith("局面输入框是空的")


def test_playground_in_english_without_lang(monkeypatch):
    from puzzlelib.widgets.playground import Playground

    monkeypatch.delenv("QUERY_STRING", raising=False)
    page = Playground(seed=1)
    assert page.language == "en" and tuple(page.tabs.titles) == ("Play", "Watch a search", "Race", "Parity lab")
