#!/usr/bin/env bash
# The one test command (README, .ci/run): install what the tests need, lint, run every test.
#
# On a brand-new Debian machine (root or sudo, Python >= 3.11, in a venv or not) it
#   1. pip-installs requirements-dev.txt (runtime set + the package editable + test tools); with Debian's
#      own "externally managed" python3 outside a venv it creates and uses ./.venv instead,
#   2. installs Debian's chromium with apt-get if /usr/bin/chromium is missing (never `playwright install`),
#   3. installs configurable-http-proxy with npm when it is missing (the JupyterHub test's proxy),
#   3b. installs Debian's fonts-noto-cjk with apt-get when no Chinese font is installed (charts in Chinese),
#   4. runs `ruff check .`,
#   5. runs pytest over tests/ and the docstring examples of puzzlelib/ (pyproject: testpaths,
#      --doctest-modules): everything but the browser, site and hub tests on 2 xdist workers, then the
#      browser tests (marked `browser`) in one process, then the static site (marked `site`: built once,
#      its downloads kept in ~/.cache/puzzlelib-site, played in Chromium), then the JupyterHub test
#      (marked `hub`) in one more (its students need browser contexts of their own); the last line
#      totals the four runs.
# It exits non-zero on any failure and prints how long each part took.
#
# Knobs (environment):  SKIP_INSTALL=1    skip steps 1-2 (quick reruns on a set-up machine)
#                       PYTEST_WORKERS=N  xdist workers (default 2; 0 runs in one process)
#                       PYTHON=path       interpreter (default: python, else python3)
# Extra arguments go to both pytest runs:  bash scripts/test.sh -k board   |   bash scripts/test.sh -x
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PYTHON:-$(command -v python || command -v python3)}
export DEBIAN_FRONTEND=noninteractive PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_ROOT_USER_ACTION=ignore
export PYDEVD_DISABLE_FILE_VALIDATION=1
# Tools and kernels started by the tests (jupyter, ipykernel) must come from the same environment.
export PATH="$(dirname "$PY"):$PATH"
timings=()

part() {  # part NAME COMMAND...: run one part, remember its wall time
    local name=$1 start=$SECONDS rc=0
    shift
    echo "==> $name"
    "$@" || rc=$?
    timings+=("$(printf '%-12s %4d s' "$name" $((SECONDS - start)))")
    return "$rc"
}

apt_install() {  # apt_install PACKAGE...: as root, or through sudo when there is one
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || return 1
        sudo=(sudo -n env DEBIAN_FRONTEND=noninteractive)
    fi
    { "${sudo[@]}" apt-get update -qq && "${sudo[@]}" apt-get install -y -qq "$@"; } </dev/null
}

use_project_venv_if_needed() {
    # Debian's own python3 refuses pip installs outside a venv (PEP 668, "externally managed"):
    # then install into the project's .venv (gitignored) instead of breaking the system Python.
    local check='import sys, sysconfig, pathlib
managed = pathlib.Path(sysconfig.get_path("stdlib"), "EXTERNALLY-MANAGED").exists()
sys.exit(0 if managed and sys.prefix == sys.base_prefix else 1)'
    if ! "$PY" -c "$check"; then
        return
    fi
    if [ ! -x .venv/bin/python ]; then
        echo "$PY is Debian's externally managed Python: creating .venv"
        "$PY" -m venv .venv || { rm -rf .venv; apt_install python3-venv && "$PY" -m venv .venv; }
    fi
    PY=$PWD/.venv/bin/python
    export PATH="$PWD/.venv/bin:$PATH"
    echo "using $PY"
}

install_python_packages() {
    "$PY" -m pip install -q -r requirements-dev.txt 2> >(grep -v "^WARNING: Location 'file:" >&2)
}

install_chromium() {
    if [ -x /usr/bin/chromium ]; then
        echo "chromium already installed"
        return
    fi
    if ! apt_install chromium; then
        echo "WARNING: could not install chromium with apt-get (not root and no sudo, or no package);" \
             "browser tests will be skipped (they fail when CI is set)" >&2
    fi
}

install_http_proxy() {
    # JupyterHub's proxy is a Node program from the npm registry; Debian's nodejs/npm if node is missing.
    if command -v configurable-http-proxy >/dev/null; then
        echo "configurable-http-proxy already installed"
        return
    fi
    command -v npm >/dev/null || apt_install nodejs npm || true
    if ! npm install -g --no-fund --no-audit configurable-http-proxy; then
        echo "WARNING: could not install configurable-http-proxy with npm; the hub test will be skipped" \
             "(it fails when CI is set)" >&2
    fi
}

install_cjk_font() {
    # Charts in Chinese need a font with Chinese characters (puzzlelib/draw/fonts.py lists the ones used).
    if command -v fc-list >/dev/null && [ -n "$(fc-list :lang=zh-cn family 2>/dev/null | head -n 1)" ]; then
        echo "a Chinese font is already installed"
        return
    fi
    if ! apt_install fonts-noto-cjk; then
        echo "WARNING: could not install fonts-noto-cjk with apt-get (not root and no sudo, or no package);" \
             "the Chinese chart tests will be skipped (they fail when CI is set)" >&2
    fi
}

warm_up() {
    # matplotlib builds its font cache on first import: do it once here, not inside a timed notebook.
    MPLBACKEND=Agg "$PY" -c "import matplotlib.pyplot"
}

run_pytest() {  # run_pytest NAME MARK-EXPRESSION WORKERS [ARGS...]: one pytest run, junit XML kept
    local name=$1 mark=$2 workers=$3 rc=0
    shift 3
    local args=(-p tests.harness_report -m "$mark" --junitxml="test-output/junit-$name.xml" -o junit_family=xunit1)
    if [ "$workers" != 0 ]; then
        args+=(-n "$workers")
    fi
    "$PY" -m pytest "${args[@]}" "$@" || rc=$?
    if [ "$rc" -eq 5 ]; then  # nothing selected here (e.g. extra -k args); the total below still checks
        echo "(no tests selected in the $name run)"
        rc=0
    fi
    return "$rc"
}

total_line() {
    # One closing line over every run, in the plain "N passed, N failed" form CI reads.
    "$PY" - "$@" <<'PYEOF'
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
tests = failed = skipped = 0
for path in sys.argv[1:]:
    if not Path(path).exists():
        continue
    for suite in ET.parse(path).getroot().iter("testsuite"):
        tests += int(suite.get("tests", 0))
        failed += int(suite.get("failures", 0)) + int(suite.get("errors", 0))
        skipped += int(suite.get("skipped", 0))
print(f"total: {tests - failed - skipped} passed, {failed} failed, {skipped} skipped")
sys.exit(0 if tests - skipped > 0 else 1)
PYEOF
}

echo "python: $PY ($("$PY" --version 2>&1))"
use_project_venv_if_needed
if [ "${SKIP_INSTALL:-0}" != 1 ]; then
    part "pip install" install_python_packages
    part "chromium" install_chromium
    part "http proxy" install_http_proxy
    part "cjk font" install_cjk_font
fi
# Lint and tests all run even if one fails, so one CI run reports every problem.
status=0
part "ruff check" "$PY" -m ruff check . || { status=$?; echo "ruff check failed" >&2; }
part "warm-up" warm_up
mkdir -p test-output
rm -f test-output/junit-*.xml
# Everything but the browser tests on xdist workers; then the browser tests alone, in one process, so a
# JupyterLab server, Chromium and kernels start once and never compete with notebook kernels for the CPU.
# (xdist's --dist loadgroup would do this in one run, but silently stops grouping with pytest 9.2.)
part "pytest" run_pytest main "not browser and not hub and not site" "${PYTEST_WORKERS:-2}" "$@" || status=$?
part "browser" run_pytest browser "browser" 0 "$@" || status=$?
part "site" run_pytest site "site" 0 tests/site "$@" || status=$?  # its folder only, as the hub's
part "hub" run_pytest hub "hub" 0 tests/hub "$@" || status=$?  # its folder only: collecting everything costs ~15 s
echo "==> time per part"
printf '  %s\n' "${timings[@]}"
if [ "$status" -ne 0 ]; then
    echo "FAILED: see the ruff or pytest output above (exit status $status)" >&2
fi
total_line test-output/junit-main.xml test-output/junit-browser.xml test-output/junit-site.xml \
    test-output/junit-hub.xml || status=1
exit "$status"
