#!/usr/bin/env bash
# The one test command (README, .ci/run): install what the tests need, lint, run every test.
#
# On a brand-new Debian machine (root or sudo, Python >= 3.11, in a venv or not) it
#   1. pip-installs requirements-dev.txt (runtime set + the package editable + test tools),
#   2. installs Debian's chromium with apt-get if /usr/bin/chromium is missing (never `playwright install`),
#   3. runs `ruff check .`,
#   4. runs pytest over tests/ on 2 xdist workers; browser tests share one worker (xdist_group "browser").
# It exits non-zero on any failure and prints how long each part took.
#
# Knobs (environment):  SKIP_INSTALL=1    skip steps 1-2 (quick reruns on a set-up machine)
#                       PYTEST_WORKERS=N  xdist workers (default 2; 0 runs in one process)
#                       PYTHON=path       interpreter (default: python, else python3)
# Extra arguments go to pytest:  bash scripts/test.sh -k board   |   bash scripts/test.sh -m "not browser"
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PYTHON:-$(command -v python || command -v python3)}
export DEBIAN_FRONTEND=noninteractive PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_ROOT_USER_ACTION=ignore
export PYDEVD_DISABLE_FILE_VALIDATION=1
timings=()

part() {  # part NAME COMMAND...: run one part, remember its wall time
    local name=$1 start=$SECONDS rc=0
    shift
    echo "==> $name"
    "$@" || rc=$?
    timings+=("$(printf '%-12s %4d s' "$name" $((SECONDS - start)))")
    return "$rc"
}

install_python_packages() {
    "$PY" -m pip install -q -r requirements-dev.txt 2> >(grep -v "^WARNING: Location 'file:" >&2)
}

install_chromium() {
    if [ -x /usr/bin/chromium ]; then
        echo "chromium already installed"
        return
    fi
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        if ! command -v sudo >/dev/null; then
            echo "WARNING: /usr/bin/chromium is missing and neither root nor sudo is available;" \
                 "browser tests will be skipped (they fail when CI is set)" >&2
            return
        fi
        sudo=(sudo -n env DEBIAN_FRONTEND=noninteractive)
    fi
    if ! { "${sudo[@]}" apt-get update -qq && "${sudo[@]}" apt-get install -y -qq chromium; } </dev/null; then
        echo "WARNING: apt-get could not install chromium; browser tests will be skipped" \
             "(they fail when CI is set)" >&2
    fi
}

warm_up() {
    # matplotlib builds its font cache on first import: do it once here, not inside a timed notebook.
    MPLBACKEND=Agg "$PY" -c "import matplotlib.pyplot"
}

run_pytest() {
    local workers=${PYTEST_WORKERS:-2}
    local args=(-p tests.harness_report)
    if [ "$workers" != 0 ]; then
        args+=(-n "$workers" --dist loadgroup)
    fi
    "$PY" -m pytest "${args[@]}" "$@"
}

echo "python: $PY ($("$PY" --version 2>&1))"
if [ "${SKIP_INSTALL:-0}" != 1 ]; then
    part "pip install" install_python_packages
    part "chromium" install_chromium
fi
# Lint and tests both run even if one fails, so one CI run reports every problem.
status=0
part "ruff check" "$PY" -m ruff check . || { status=$?; echo "ruff check failed" >&2; }
part "warm-up" warm_up
pytest_status=0
part "pytest" run_pytest "$@" || pytest_status=$?
if [ "$pytest_status" -ne 0 ]; then
    echo "pytest failed with exit status $pytest_status" >&2
    status=$pytest_status
fi
echo "==> time per part"
printf '  %s\n' "${timings[@]}"
exit "$status"
