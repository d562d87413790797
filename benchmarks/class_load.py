"""How big a machine a class of 30 needs: measured per lesson, then sized by The Littlest JupyterHub's rule.

Measures, on this machine:

1. every lesson's kernel for a *Restart & Run All*: peak memory (the kernel's peak resident set, MiB)
   and CPU seconds (user + system, from kernel start to the last cell), with the shared tables
   prebuilt as on a class hub (``PUZZLELIB_SHARED_CACHE``);
2. the per-user server (JupyterLab's server, what ``jupyterhub-singleuser`` runs) after it served the
   Lab page once: resident MiB;
3. the hub's own fixed overhead: JupyterHub plus configurable-http-proxy, idle, resident MiB.

Then sizes a machine for ``--students`` (default 30) with 40-60% of them active at once:
memory = active x (server + heaviest kernel) + idle servers of the others + hub overhead, plus 20-40%
headroom (TLJH: "maximum concurrent users x maximum memory per user + overhead", with headroom);
cores = enough that every active student's Restart & Run All of the heaviest lesson finishes within
``--burst`` seconds (default 60), plus the same headroom.

Every lesson's kernel must stay under 300 MiB: the script names any lesson above and exits 1.

Run:  python benchmarks/class_load.py                 (about 2 minutes on an idle 2-core machine)
      python benchmarks/class_load.py --lessons 01 08 --no-hub --json out.json
"""

from __future__ import annotations

import argparse
import json
import math
import os
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
LIMIT_MIB = 300
PROBE = """import json as _json, resource as _resource
_self, _kids = _resource.getrusage(_resource.RUSAGE_SELF), _resource.getrusage(_resource.RUSAGE_CHILDREN)
print("CLASS_LOAD " + _json.dumps({"peak_mib": _self.ru_maxrss / 1024,
      "cpu_s": _self.ru_utime + _self.ru_stime + _kids.ru_utime + _kids.ru_stime}))"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def rss_mib(pid: int) -> float:
    """Resident memory of one process (``VmRSS`` in /proc), MiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def descendants(pid: int) -> list[int]:
    """Every process started under ``pid`` (children of all its threads, recursively)."""
    found = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            kids = [int(k) for k in (task / "children").read_text().split()]
        except OSError:
            continue
        for kid in kids:
            found += [kid, *descendants(kid)]
    return found


def wait_http(url: str, proc: subprocess.Popen, timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the server exited with {proc.returncode} before answering {url}")
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.25)
    raise RuntimeError(f"no answer from {url} within {timeout} s")


def stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        os.killpg(proc.pid, 15)
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, 9)
            proc.wait()


def measure_lesson(path: Path, env: dict) -> dict:
    """Restart & Run All of one lesson in a fresh kernel; its peak MiB, CPU seconds and wall seconds."""
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(path, as_version=4)
    nb.cells.append(nbformat.v4.new_code_cell(PROBE))
    with tempfile.TemporaryDirectory() as work:
        shutil.copytree(path.parent, work, dirs_exist_ok=True, ignore=shutil.ignore_patterns("*.ipynb"))
        saved = dict(os.environ)
        os.environ.update(env, PUZZLELIB_CACHE_DIR=str(Path(work) / "own-cache"))
        try:
            started = time.perf_counter()
            NotebookClient(nb, timeout=900, kernel_name="python3", resources={"metadata": {"path": work}}).execute()
            wall = time.perf_counter() - started
        finally:
            os.environ.clear()
            os.environ.update(saved)
    text = "".join(out.get("text", "") for out in nb.cells[-1].outputs)
    numbers = json.loads(text.split("CLASS_LOAD ", 1)[1])
    return {"lesson": path.stem, "peak_mib": round(numbers["peak_mib"], 1), "cpu_s": round(numbers["cpu_s"], 2),
            "wall_s": round(wall, 2)}


def measure_user_server(env: dict) -> float:
    """Resident MiB of a JupyterLab server (the per-user server) after it served the Lab page once."""
    token, port = secrets.token_hex(8), free_port()
    with tempfile.TemporaryDirectory() as root:
        proc = subprocess.Popen(
            [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root", "--ip=127.0.0.1", f"--port={port}",
             f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={root}", "--LabApp.news_url=None"],
            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        try:
            base = f"http://127.0.0.1:{port}"
            wait_http(f"{base}/api/status?token={token}", proc)
            with urllib.request.urlopen(f"{base}/lab?token={token}", timeout=30) as response:
                response.read()
            time.sleep(1)
            return round(rss_mib(proc.pid), 1)
        finally:
            stop(proc)


def measure_hub(env: dict) -> float | None:
    """Resident MiB of an idle JupyterHub and its proxy (None when jupyterhub or the proxy is missing)."""
    if not (shutil.which("jupyterhub") and shutil.which("configurable-http-proxy")):
        return None
    with tempfile.TemporaryDirectory() as root:
        port = free_port()
        config = Path(root) / "config.py"
        config.write_text(f"""
c.JupyterHub.authenticator_class = "dummy"
c.JupyterHub.spawner_class = "simple"
c.JupyterHub.bind_url = "http://127.0.0.1:{port}"
c.JupyterHub.hub_bind_url = "http://127.0.0.1:{free_port()}"
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{free_port()}"
c.JupyterHub.db_url = "sqlite:///{root}/hub.sqlite"
c.JupyterHub.cookie_secret_file = "{root}/secret"
c.ConfigurableHTTPProxy.pid_file = "{root}/proxy.pid"
""")
        proc = subprocess.Popen(["jupyterhub", "-f", str(config)], cwd=root, env=env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL, start_new_session=True)
        try:
            wait_http(f"http://127.0.0.1:{port}/hub/api", proc)
            time.sleep(2)
            return round(sum(rss_mib(pid) for pid in [proc.pid, *descendants(proc.pid)]), 1)
        finally:
            stop(proc)


def size_machine(lessons: list[dict], server_mib: float, hub_mib: float, students: int, burst_s: float) -> list[dict]:
    """Memory (GB) and cores for ``students`` at 40% and 60% active, with 20% and 40% headroom."""
    kernel = max(item["peak_mib"] for item in lessons)
    cpu = max(item["cpu_s"] for item in lessons)
    rows = []
    for active_share, headroom in ((0.4, 0.2), (0.6, 0.4)):
        active = math.ceil(students * active_share)
        mib = active * (server_mib + kernel) + (students - active) * server_mib + hub_mib
        cores = active * cpu / burst_s
        rows.append({"active": active, "headroom": headroom, "memory_gb": round(mib * (1 + headroom) / 1024, 1),
                     "cores": max(2, math.ceil(cores * (1 + headroom)))})
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lessons", nargs="*", help="lesson numbers or stems (default: all)")
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--burst", type=float, default=60.0,
                        help="seconds in which every active student's Restart & Run All should finish (default 60)")
    parser.add_argument("--no-hub", action="store_true", help="skip the server and hub overhead measurements")
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    args = parser.parse_args(argv)

    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])),
           "MPLBACKEND": "module://matplotlib_inline.backend_inline", "PYDEVD_DISABLE_FILE_VALIDATION": "1"}
    paths = sorted((REPO / "notebooks").glob("[0-9][0-9]_*.ipynb"))
    if args.lessons:
        paths = [p for p in paths if any(p.stem.startswith(x) for x in args.lessons)]
    with tempfile.TemporaryDirectory() as shared:
        started = time.perf_counter()
        subprocess.run([sys.executable, "-m", "puzzlelib", "pdb", "--build-all", "--cache-dir", shared, "--quiet"],
                       env={**env, "PUZZLELIB_CACHE_DIR": shared}, check=True, stdout=subprocess.DEVNULL)
        print(f"shared tables built in {time.perf_counter() - started:.1f} s (python -m puzzlelib pdb --build-all)")
        lessons = []
        for path in paths:
            lessons.append(measure_lesson(path, {"PUZZLELIB_SHARED_CACHE": shared, "MPLBACKEND": env["MPLBACKEND"],
                                                 "PYTHONPATH": env["PYTHONPATH"]}))
            print(f"  {lessons[-1]}", flush=True)
    server = hub = None
    if not args.no_hub:
        server = measure_user_server(env)
        hub = measure_hub(env)

    print(f"\nmachine: {os.cpu_count()} cores, Python {sys.version.split()[0]}; one run, load from others not excluded\n")
    print("| lesson | kernel peak (MiB) | CPU for Restart & Run All (s) | wall (s) |")
    print("| --- | ---: | ---: | ---: |")
    for item in lessons:
        print(f"| {item['lesson']} | {item['peak_mib']:.0f} | {item['cpu_s']:.1f} | {item['wall_s']:.1f} |")
    figures = {"lessons": lessons, "server_mib": server, "hub_mib": hub}
    if server is not None:
        print(f"\nper-user server (JupyterLab, idle after loading the page): {server:.0f} MiB")
        print(f"hub + proxy, idle: {hub:.0f} MiB" if hub is not None else "hub: not measured (jupyterhub or proxy missing)")
        sizing = size_machine(lessons, server, hub or 0.0, args.students, args.burst)
        figures["sizing"] = sizing
        print(f"\n{args.students} students | active at once | headroom | memory | cores")
        for row in sizing:
            print(f"  {row['active']:>2} active, +{row['headroom']:.0%}: {row['memory_gb']} GB, {row['cores']} cores")
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1))
    heavy = [item["lesson"] for item in lessons if item["peak_mib"] >= LIMIT_MIB]
    if heavy:
        print(f"\nover {LIMIT_MIB} MiB: {', '.join(heavy)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
