"""The parts of the static site, each fetched once from a registry and kept in a cache folder.

- a Python 3.12 or newer for the build's own virtual environment (the Pyodide kernel's lock step
  needs it): ``$PUZZLELIB_SITE_PYTHON``, this interpreter, pyenv's, one on the PATH, or Debian's;
- that environment, with JupyterLite and the Pyodide kernel pinned (:data:`BUILD_REQUIREMENTS`);
- the Pyodide core runtime, ``npm pack pyodide@`` :data:`PYODIDE` from the npm registry;
- the pure-Python wheels the page imports (:data:`PAGE_REQUIREMENTS`), for Pyodide's Python;
- puzzlelib's own wheel, built from the working tree (so the site shows the code as it is now).

Everything but puzzlelib's wheel is keyed by its pins and reused from the cache folder
(``$PUZZLELIB_SITE_CACHE``, else ``~/.cache/puzzlelib-site``), so a machine downloads once.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

from puzzlelib.errors import PuzzleError

__all__ = ["SiteBuildError", "cache_root", "find_python", "build_env", "pyodide_core", "page_wheels",
           "puzzlelib_wheel", "run", "JUPYTERLITE", "PYODIDE", "BUILD_REQUIREMENTS", "PAGE_REQUIREMENTS",
           "LEFT_OUT"]

JUPYTERLITE = "0.8.6"
"""jupyterlite-core and jupyterlite-pyodide-kernel (0.8.7 of the kernel needs a core PyPI lacks)."""
PYODIDE = "314.0.6"
"""The Pyodide the kernel 0.8.6 expects (its ``constants.PYODIDE_VERSION``): Python 3.14 in the browser."""
PYODIDE_PYTHON = "3.14"
IPYWIDGETS = "8.1.9"
ANYWIDGET = "0.11.0"
"""The widget libraries, the same in the build (their front-end extensions) and in the page (their wheels)."""

BUILD_REQUIREMENTS = (f"jupyterlite-core=={JUPYTERLITE}", f"jupyterlite-pyodide-kernel[lock]=={JUPYTERLITE}",
                      "jupyter-server>=2.14", f"ipywidgets=={IPYWIDGETS}", f"anywidget=={ANYWIDGET}",
                      "setuptools>=68", "wheel")
"""The build's environment: JupyterLite and the kernel, jupyter-server to index the files, the widget
extensions to copy into the site, and setuptools to build puzzlelib's wheel."""

PAGE_REQUIREMENTS = ("micropip", "ipython", "jedi", "comm", "networkx>=3.3", f"ipywidgets=={IPYWIDGETS}",
                     f"anywidget=={ANYWIDGET}")
"""What the page's Python imports, with their pure-Python dependencies (downloaded as wheels for 3.14)."""

LEFT_OUT = ("numpy", "pandas", "matplotlib", "tqdm", "widgetsnbextension", "jupyterlab-widgets")
"""Left out of the page: the lessons' heavy packages (no registry has them for Pyodide) and the widget
front-end packages (the kernel ships its own stand-ins)."""

MIN_PYTHON = (3, 12)


class SiteBuildError(PuzzleError):
    """A step of the site build failed; the message says which and what to do."""


def cache_root() -> Path:
    """Where downloads and the build's environment are kept between builds."""
    return Path(os.environ.get("PUZZLELIB_SITE_CACHE") or Path.home() / ".cache" / "puzzlelib-site")


def run(command: list, *, log: Path, what: str, cwd: Path | None = None, env: dict | None = None,
        timeout: float = 900) -> str:
    """Run one build command, its output appended to ``log``; a failure is a SiteBuildError naming ``what``."""
    environment = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    environment.update({"PIP_DISABLE_PIP_VERSION_CHECK": "1", "PIP_ROOT_USER_ACTION": "ignore",
                        "UV_PYTHON_DOWNLOADS": "never", **(env or {})})
    try:
        done = subprocess.run([str(c) for c in command], cwd=cwd, env=environment, capture_output=True,
                              text=True, timeout=timeout, stdin=subprocess.DEVNULL)
    except FileNotFoundError:
        raise SiteBuildError(f"{what}: the program {command[0]} is missing; install it and build again.") from None
    except subprocess.TimeoutExpired:
        raise SiteBuildError(f"{what}: no answer within {timeout:.0f} s; check that the package registries can "
                             "be reached and build again.") from None
    output = done.stdout + done.stderr
    with log.open("a", encoding="utf-8") as handle:
        handle.write(f"\n$ {' '.join(map(str, command))}\n{output}")
    if done.returncode != 0:
        lines = [line for line in output.splitlines() if line.strip() and "WARNING: Location" not in line]
        raise SiteBuildError(f"{what} failed (exit {done.returncode}): {' | '.join(lines[-3:])[-600:]}; "
                             f"the whole output is in {log}.")
    return output


def _version_of(python: Path) -> tuple[int, int] | None:
    try:
        text = subprocess.run([str(python), "-c", "import sys; print(*sys.version_info[:2])"], capture_output=True,
                              text=True, timeout=30).stdout.split()
        return int(text[0]), int(text[1])
    except (OSError, subprocess.TimeoutExpired, ValueError, IndexError):
        return None


def _candidates():
    if os.environ.get("PUZZLELIB_SITE_PYTHON"):
        yield Path(os.environ["PUZZLELIB_SITE_PYTHON"])
    yield Path(sys.executable)
    pyenv = Path(os.environ.get("PYENV_ROOT") or Path.home() / ".pyenv") / "versions"
    numbered = [p for p in pyenv.glob("3.*") if re.fullmatch(r"3\.\d+\.\d+", p.name)] if pyenv.is_dir() else []
    for folder in sorted(numbered, key=lambda p: tuple(map(int, p.name.split("."))), reverse=True):
        yield folder / "bin" / "python"
    for minor in range(20, MIN_PYTHON[1] - 1, -1):
        found = shutil.which(f"python3.{minor}")
        if found:
            yield Path(found)


def find_python(log: Path) -> Path:
    """A Python >= 3.12 that can make a virtual environment; Debian's ``python3.12`` or newer is
    installed with apt-get when none is found and apt-get can be used."""
    for python in _candidates():
        if python.exists() and (_version_of(python) or (0, 0)) >= MIN_PYTHON:
            return python
    can_apt = shutil.which("apt-get") is not None and os.geteuid() == 0
    if can_apt:
        try:
            run(["apt-get", "update", "-qq"], log=log, what="apt-get update")
        except SiteBuildError:
            can_apt = False
    for minor in (13, 12):  # Debian releases newer than 12 (bookworm) ship one of these
        package = f"python3.{minor}"
        if can_apt:
            try:
                run(["apt-get", "install", "-y", "-qq", package, f"{package}-venv"], log=log, what=f"apt-get {package}")
            except SiteBuildError:
                continue
            found = shutil.which(package)
            if found:
                return Path(found)
    raise SiteBuildError("The site build needs Python 3.12 or newer (the Pyodide kernel's lock step does) and found "
                         "none: install one (pyenv, or your system's python3.12 package) and set "
                         "PUZZLELIB_SITE_PYTHON to it.")


def _key(*parts) -> str:
    return hashlib.sha256(json.dumps(parts, default=str).encode()).hexdigest()[:12]


def build_env(python: Path, cache: Path, log: Path) -> Path:
    """The build's virtual environment (made once per interpreter and pins): its ``bin`` folder.

    The packages are installed with uv (itself one wheel from PyPI, and needed by the kernel's lock
    step anyway), which fetches them side by side: about 20 s where pip took nearly 5 minutes on a
    busy 2-core machine. Should uv fail (say, a package index only pip is configured for), pip does it.
    """
    env = cache / f"build-env-{_key(str(python), _version_of(python), BUILD_REQUIREMENTS)}"
    ready = env / "puzzlelib-ready"
    if not ready.exists():
        shutil.rmtree(env, ignore_errors=True)
        run([python, "-m", "venv", env], log=log, what="making the build's virtual environment")
        what = "installing JupyterLite and the Pyodide kernel from PyPI"
        try:
            run([env / "bin" / "python", "-m", "pip", "install", "-q", "uv"], log=log, what="installing uv")
            run([env / "bin" / "uv", "pip", "install", "-q", "--python", env / "bin" / "python", *BUILD_REQUIREMENTS],
                log=log, what=what, env={"UV_CACHE_DIR": str(cache / "uv")})
        except SiteBuildError:
            run([env / "bin" / "python", "-m", "pip", "install", "-q", *BUILD_REQUIREMENTS], log=log, what=what)
        ready.write_text("\n".join(BUILD_REQUIREMENTS))
    return env / "bin"


def pyodide_core(cache: Path, log: Path) -> Path:
    """The Pyodide core runtime from the npm registry, unpacked: the folder holding ``pyodide.mjs``."""
    folder = cache / f"pyodide-{PYODIDE}"
    if not (folder / "package" / "pyodide.mjs").exists():
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        npm = shutil.which("npm")
        if npm is None:
            raise SiteBuildError("npm is missing: the Pyodide runtime comes from the npm registry; install Node.js "
                                 "and npm (apt-get install nodejs npm) and build again.")
        run([npm, "pack", f"pyodide@{PYODIDE}", "--silent"], log=log, cwd=folder,
            what=f"npm pack pyodide@{PYODIDE}")
        archive = folder / f"pyodide-{PYODIDE}.tgz"
        with tarfile.open(archive) as tar:
            tar.extractall(folder, filter="data")
        archive.unlink()
    return folder / "package"


def page_wheels(bin_dir: Path, cache: Path, log: Path) -> Path:
    """Pure-Python wheels for the page's Python 3.14 (downloaded once per set of pins)."""
    folder = cache / f"page-wheels-{_key(PAGE_REQUIREMENTS, PYODIDE_PYTHON)}"
    ready = folder / "puzzlelib-ready"
    if not ready.exists():
        shutil.rmtree(folder, ignore_errors=True)
        run([bin_dir / "python", "-m", "pip", "download", "-q", "--only-binary=:all:", "--python-version",
             PYODIDE_PYTHON, "--platform", "any", "--implementation", "py", "--abi", "none", "-d", folder,
             *PAGE_REQUIREMENTS], log=log, what="downloading the page's pure-Python wheels from PyPI")
        ready.write_text("\n".join(PAGE_REQUIREMENTS))
    return folder


def puzzlelib_wheel(source: Path, python: Path, work: Path, log: Path, *, isolated: bool = False) -> Path:
    """puzzlelib's wheel, built by ``python`` from a copy of the working tree ``source`` (the tree itself
    is left untouched): with the setuptools installed beside ``python`` (the build's environment has
    it), or, ``isolated``, with one pip fetches as pyproject.toml asks."""
    if not (source / "pyproject.toml").exists() or not (source / "puzzlelib").is_dir():
        raise SiteBuildError(f"{source} is not a puzzlelib checkout (no pyproject.toml beside puzzlelib/); run the "
                             "site build from a clone of the project.")
    copy = work / "source"
    shutil.rmtree(copy, ignore_errors=True)
    copy.mkdir(parents=True)
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(source / name, copy / name)
    shutil.copytree(source / "puzzlelib", copy / "puzzlelib",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info"))
    dist = work / "dist"
    shutil.rmtree(dist, ignore_errors=True)
    isolation = [] if isolated else ["--no-build-isolation"]
    run([python, "-m", "pip", "wheel", "-q", "--no-deps", *isolation, "-w", dist, copy],
        log=log, what="building puzzlelib's wheel")
    wheels = sorted(dist.glob("puzzlelib-*.whl"))
    if len(wheels) != 1:
        raise SiteBuildError(f"building puzzlelib's wheel left {len(wheels)} wheels in {dist}; see {log}.")
    return wheels[0]
