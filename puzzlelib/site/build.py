"""``python -m puzzlelib site build OUT/``: the playground as a static site that runs in the browser.

The site is JupyterLite with the Pyodide kernel: Python itself runs in the page (WebAssembly), so
the folder can be served by any static web server, or by ``python -m http.server`` from a USB stick,
with no Python, no account and no internet on the students' machines. It holds:

- ``playground/index.html``: the playground alone on the page, started on load (JupyterLite's REPL
  with its code hidden and its prompt taken away, plus a line saying Python is starting);
- ``lab/index.html``: JupyterLab in the browser with ``taste.ipynb`` (a pure-Python taste of the
  lessons), ``playground.ipynb`` and, in ``lessons/``, every lesson of ``notebooks/`` whose imports
  need none of numpy, pandas and matplotlib (:mod:`puzzlelib.site.lessons` decides at build time);
- ``index.html``: a page with a link to each, and the list of all lessons (what the others need).

Why not Voici (Voila's JupyterLite edition), which would render a notebook's widgets alone? It runs
only with older releases (jupyterlite-core 0.7, Pyodide 0.29, an IPython pinned back, a stand-in
sqlite3 wheel and Font Awesome rewritten off its CDN) and makes a larger, slower site; JupyterLite's
own REPL, told to hide its code, gives a teacher the same page (only the widgets, running on load)
on current releases.

Every Python package the page imports is a local wheel listed in a rebuilt ``pyodide-lock.json``
with no remote address, and the kernel's fallback to PyPI is switched off, so the page asks nothing
of any host but the one serving it. numpy, pandas and matplotlib are left out (no registry has
them for Pyodide): the page runs puzzlelib's pure-Python core (:mod:`puzzlelib.optional`).
"""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path
from urllib.parse import urlencode

from puzzlelib.site.lessons import Lesson, browser_copy, find_lessons, lesson_list_html
from puzzlelib.site.parts import (
    LEFT_OUT,
    SiteBuildError,
    build_env,
    cache_root,
    find_python,
    page_wheels,
    puzzlelib_wheel,
    pyodide_core,
    run,
)

__all__ = ["build_site", "folder_size", "PAGE", "PAGES", "PLAYGROUND_CODE"]

PAGE = "playground/index.html"
"""The page to open, relative to the site folder."""

PLAYGROUND_CODE = "from puzzlelib.site.page import show\nplayground = show()"
"""What the playground page runs when Python has started."""

PAGES = {
    "en": ("playground", PLAYGROUND_CODE, "Sliding-puzzle playground",
           "Starting Python in your browser: the playground appears in a few seconds "
           "(up to half a minute on a slow machine). Nothing is installed."),
    "zh-CN": ("playground-zh-CN", "from puzzlelib.site.page import show\nplayground = show(lang='zh-CN')",
              "数字华容道游乐场",
              "正在浏览器里启动 Python：几秒钟后游乐场就会出现（慢的电脑上最多半分钟）。什么都不用安装。"),
}
"""Each language's playground page: its folder, the code it runs, its title and the line shown while
Python starts (the page's own words, before puzzlelib's catalog can speak)."""

KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
PREFETCH = ("puzzlelib", "ipywidgets", "anywidget", "networkx")
"""Loaded while Pyodide starts, alongside the kernel's own packages, instead of at the first import."""

SITE_FILES = Path(__file__).with_name("files")


def _stage(lite: Path, core: Path, wheels: Path, own: Path, source: Path, lessons: list[Lesson]) -> None:
    """The folder ``jupyter lite build`` reads: Pyodide, the wheels, the settings and the files to show."""
    shutil.rmtree(lite, ignore_errors=True)  # a stale .jupyterlite.doit.db would silently drop settings
    pyodide = lite / "static" / "pyodide"
    pyodide.mkdir(parents=True)
    for item in core.iterdir():
        if item.suffix in (".mjs", ".js", ".wasm", ".zip", ".json") and item.name != "package.json":
            shutil.copy2(item, pyodide / item.name)
    lock = json.loads((pyodide / "pyodide-lock.json").read_text(encoding="utf-8"))
    lock["packages"] = {}  # npm's Pyodide holds no package files: the lock is rebuilt from local wheels only
    (pyodide / "pyodide-lock.json").write_text(json.dumps(lock), encoding="utf-8")
    local = lite / "wheels"
    local.mkdir()
    for wheel in [*wheels.glob("*.whl"), own]:
        if not wheel.name.startswith(("widgetsnbextension-", "jupyterlab_widgets-")):
            shutil.copy2(wheel, local / wheel.name)
    files = lite / "files"
    files.mkdir()
    shutil.copy2(source / "apps" / "playground.ipynb", files / "playground.ipynb")
    shutil.copy2(SITE_FILES / "taste.ipynb", files / "taste.ipynb")
    runnable = [lesson for lesson in lessons if lesson.runs_in_browser]
    if runnable:
        (files / "lessons").mkdir()
        for lesson in runnable:
            (files / "lessons" / lesson.path.name).write_text(browser_copy(lesson), encoding="utf-8")
    config = {
        "LiteBuildConfig": {"contents": ["files"], "apps": ["lab", "repl"], "no_sourcemaps": True},
        "PyodideLockAddon": {
            "enabled": True, "wheels": ["wheels"], "excludes_extra": list(LEFT_OUT), "prefetch_extra": list(PREFETCH),
            # resolve from the local wheels alone: no index is asked while building
            "pyodide_lock_uv_options": {"extra_uv_args": ["--no-index", "--find-links", str(local)]},
        },
    }
    (lite / "jupyter_lite_config.json").write_text(json.dumps(config, indent=1), encoding="utf-8")
    settings = {"jupyter-lite-schema-version": 0, "jupyter-config-data": {
        "appName": "Sliding-puzzle playground",
        "litePluginSettings": {KERNEL_PLUGIN: {"disablePyPIFallback": True}}}}
    (lite / "jupyter-lite.json").write_text(json.dumps(settings, indent=1), encoding="utf-8")


def _clear(out: Path) -> None:
    """Empty ``out`` for the new site; refuse a folder that holds something other than an earlier site."""
    if out.exists() and any(out.iterdir()):
        if not (out / "jupyter-lite.json").exists():
            raise SiteBuildError(f"{out} is not empty and holds no earlier site; give an empty or new folder.")
        shutil.rmtree(out)


def _playground_page(out: Path, lang: str = "en") -> None:
    """The REPL's page for one language of :data:`PAGES`, started with the playground's code, its code and
    prompt hidden (``playground/`` in English, ``playground-zh-CN/`` in Chinese)."""
    folder_name, code, title, starting = PAGES[lang]
    query = urlencode({"kernel": "python", "toolbar": "0", "showBanner": "0", "hideCodeInput": "1", "code": code})
    template = (out / "repl" / "index.html").read_text(encoding="utf-8")
    head = (SITE_FILES / "playground-head.html").read_text(encoding="utf-8")
    head = head.replace("__QUERY__", query).replace("__TITLE__", title).replace("__STARTING__", starting)
    page = template.replace("<title>REPLite</title>", head, 1)
    if page == template:
        raise SiteBuildError("The REPL page of this JupyterLite has no <title>REPLite</title> to replace; "
                             "the pinned JupyterLite version is the one the site build knows.")
    folder = out / folder_name
    shutil.copytree(out / "repl", folder)  # the REPL's settings files come along
    (folder / "index.html").write_text(page, encoding="utf-8")


def _check_offline(out: Path) -> None:
    """No setting or lock entry of the site may point at another host."""
    for path in [*out.rglob("jupyter-lite.json"), *out.rglob("pyodide-lock.json")]:
        if "://" in path.read_text(encoding="utf-8"):
            raise SiteBuildError(f"{path.relative_to(out)} names a remote address; the site would not work "
                                 "offline (see the build log).")
    lock = json.loads((out / "static" / "pyodide-lock" / "pyodide-lock.json").read_text(encoding="utf-8"))
    missing = [name for name in ("puzzlelib", "ipywidgets", "anywidget", "networkx") if name not in lock["packages"]]
    if missing:
        raise SiteBuildError(f"the page's lock lacks {', '.join(missing)}; see the build log.")


def folder_size(folder: Path) -> tuple[int, int]:
    """Bytes and files in ``folder``."""
    files = [p for p in folder.rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files), len(files)


def build_site(out, *, source: Path | None = None, cache: Path | None = None, say=print) -> Path:
    """Build the static site into ``out`` and return the page to open (``out / PAGE``).

    ``source`` is the puzzlelib checkout whose working tree goes into the site (default: the one
    this package is imported from); ``cache`` holds downloads and the build's environment
    (default :func:`~puzzlelib.site.parts.cache_root`). ``say`` prints each step.
    """
    started = time.perf_counter()
    out = Path(out).expanduser().resolve()
    source = Path(source or Path(__file__).resolve().parents[2]).resolve()
    cache = Path(cache or cache_root()).expanduser().resolve()
    work = cache / "work"
    work.mkdir(parents=True, exist_ok=True)
    log = work / "build.log"
    log.write_text("", encoding="utf-8")
    _clear(out)
    python = find_python(log)
    say(f"==> build environment (Python at {python}; kept in {cache})")
    bin_dir = build_env(python, cache, log)
    say("==> Pyodide core from the npm registry, the page's wheels from PyPI (once; then from the cache)")
    core, wheels = pyodide_core(cache, log), page_wheels(bin_dir, cache, log)
    say(f"==> puzzlelib's wheel from {source}")
    own = puzzlelib_wheel(source, bin_dir / "python", work, log)
    lessons = find_lessons(source / "notebooks", source=source)
    here = [lesson.stem for lesson in lessons if lesson.runs_in_browser]
    say(f"==> lessons: {len(here)} of {len(lessons)} run in the browser ({', '.join(here) or 'none'}); the others "
        "need numpy, pandas or matplotlib")
    for lesson in lessons:
        if lesson.broken:
            say(f"    {lesson.stem} left out: {lesson.broken}")
    lite = work / "lite"
    _stage(lite, core, wheels, own, source, lessons)
    say("==> jupyter lite build")
    run([bin_dir / "jupyter", "lite", "build", "--lite-dir", lite, "--output-dir", out], cwd=lite, log=log,
        what="jupyter lite build", env={"UV_CACHE_DIR": str(cache / "uv")})
    shutil.copy2(out / "lab" / "favicon.ico", out / "favicon.ico")  # browsers ask for it at the root
    for lang in PAGES:
        _playground_page(out, lang)
    front = (SITE_FILES / "index.html").read_text(encoding="utf-8")
    # the root's page keeps its (empty) configuration, read by the pages below it
    (out / "index.html").write_text(front.replace("<!-- LESSONS -->", lesson_list_html(lessons)), encoding="utf-8")
    _check_offline(out)
    size, count = folder_size(out)
    say(f"Built {out}: {size / 1e6:.0f} MB in {count} files, in {time.perf_counter() - started:.0f} s. Serve the "
        "folder with any static web server (python -m http.server --directory OUT) and open:")
    say(PAGE)
    return out / PAGE
