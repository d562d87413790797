"""A class day on the course's hub, simulated for real: N students at once, faults on purpose, what it cost.

The project's deploy/jupyterhub_config.py runs on 127.0.0.1 with test-only login (tests/hub/localhub.py,
the same hub the hub tests start). The shared tables are built by the admin's command, then made
read-only with one table removed. Then ``--students`` students log in over ``--login-window`` seconds:

* each logs in through the hub's login form, starts a server and a kernel through the REST API, runs
  the lesson top to bottom over the kernel's websocket (cell by cell, as JupyterLab's Run All sends
  them), plays the shared game code (slides, Hint, Undo, Solve through the widget's Python side: the
  same board for everyone), and saves the notebook through the contents API, then reads it back;
* ``--browsers`` of them do the same in real Chromium at the same time (JupyterLab, Run All from the
  menu, a game cell typed in, Hint clicked, Ctrl+S).

Faults on purpose: one student's kernel is killed (SIGKILL) halfway through the lesson, the server
restarts it and the student runs everything again; one student allocates twice the kernel's memory cap
and must get the cap's message while the kernel (and everyone else) goes on; one student walks away
after saving, the idle culler (jupyterhub-idle-culler, ``--cull-timeout``) stops their server, and
they start it again and find their notebook as they saved it; the shared folder must be unchanged at
the end, and the missing table must cost a note, never a student's build or an error.

Reported per student: seconds to a running kernel (from the login form), Run All seconds, the peak
resident memory of their server and kernels together (what a per-student limit must hold), errors, lost
outputs (a cell whose reply never came), lost work (the saved notebook read back differs). For the
machine: the hub's process tree (hub, proxy, servers, kernels) peak resident memory and CPU seconds, the
machine's peak used memory and CPU use (other work on the machine included: the load average is
printed). The last line sums it up. Exit status 0 only if every student finished with no error and
nothing lost, and every fault was survived.

Run:  python benchmarks/class_day.py --students 30                  (a few minutes; more on a busy machine)
      python benchmarks/class_day.py --students 6 --browsers 2 --login-window 10 --cull-timeout 20 --lesson 02
"""

from __future__ import annotations

import argparse
import asyncio
import concurrent.futures
import contextlib
import json
import math
import os
import signal
import statistics
import sys
import tempfile
import threading
import time
import traceback
from dataclasses import asdict, dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "hub"))
import localhub  # noqa: E402

from puzzlelib.gamecode import game_code  # noqa: E402

MEMORY_HOG = "import numpy as np\nbig = np.ones({nbytes}, dtype=np.uint8)"
GAME = """import json
from puzzlelib import PuzzleError
from puzzlelib.widgets import PuzzleGame
game = PuzzleGame(code={code!r})
start = game.board.to_text()
game.hint()
hint = game.message
for key in ("ArrowUp", "ArrowLeft", "ArrowDown", "ArrowRight") * 2:  # two slides, wherever the gap is
    if game.moves_made < 2:
        try:
            game.press(key)
        except PuzzleError:  # no tile on that side of the gap
            pass
made = game.moves_made
game.undo()
game.solve()
print("GAME " + json.dumps({{"start": start, "hint": hint, "moves": made, "after_undo_and_solve": game.solved}}))
game"""


@dataclass
class Student:
    name: str
    mode: str = "api"  # "api" or "chromium"
    fault: str = ""  # "", "kernel killed", "memory", "culled"
    login_s: float = math.nan
    kernel_s: float = math.nan  # from the login form to a kernel that answers
    run_all_s: float = math.nan
    cells: int = 0
    errors: list[str] = field(default_factory=list)
    lost_outputs: int = 0
    lost_work: bool = False
    peak_mib: float = math.nan  # the student's server and kernels together, at their peak
    finished: bool = False
    notes: list[str] = field(default_factory=list)


class Monitor(threading.Thread):
    """Samples the hub's process tree and the machine twice a second: peak memory, CPU seconds and use."""

    def __init__(self, interval: float = 0.5):
        super().__init__(daemon=True)
        self.interval, self.root_pid, self.stopped = interval, None, threading.Event()
        self.tree_peak_mib = self.machine_peak_mib = self.machine_base_mib = 0.0
        self.cpu_ticks: dict[int, int] = {}  # pid -> the latest utime + stime seen (dead ones kept)
        self.busy: list[float] = []
        self.student_peak_mib: dict[str, float] = {}  # each student's server and kernels ("": the hub's own)

    @staticmethod
    def _used_mib() -> float:
        info = dict(line.split(":", 1) for line in Path("/proc/meminfo").read_text().splitlines())
        return (int(info["MemTotal"].split()[0]) - int(info["MemAvailable"].split()[0])) / 1024

    @staticmethod
    def _cpu() -> tuple[int, int]:
        values = [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
        return sum(values) - values[3] - values[4], sum(values)

    @staticmethod
    def _children(pid: int) -> list[int]:
        found = []
        with contextlib.suppress(OSError):
            for task in Path(f"/proc/{pid}/task").iterdir():
                with contextlib.suppress(OSError):
                    found += [int(k) for k in (task / "children").read_text().split()]
        return found

    def _tree(self) -> dict[int, str]:
        """pid -> the student whose server it belongs to ("" for the hub, the proxy and the culler)."""
        if self.root_pid is None:
            return {}
        found, stack = {}, [(self.root_pid, "")]
        while stack:
            pid, owner = stack.pop()
            if not owner:  # a student's server and its kernels carry JUPYTERHUB_USER
                with contextlib.suppress(OSError):
                    env = Path(f"/proc/{pid}/environ").read_bytes().split(b"\0")
                    owner = next((v.split(b"=", 1)[1].decode() for v in env if v.startswith(b"JUPYTERHUB_USER=")), "")
            found[pid] = owner
            stack += [(child, owner) for child in self._children(pid)]
        return found

    def run(self) -> None:
        self.machine_base_mib = self._used_mib()
        last = self._cpu()
        while not self.stopped.wait(self.interval):
            rss, per_student = 0.0, {}
            for pid, owner in self._tree().items():
                with contextlib.suppress(OSError, ValueError, IndexError):
                    stat = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
                    self.cpu_ticks[pid] = int(stat[11]) + int(stat[12])
                    mib = int(stat[21]) * os.sysconf("SC_PAGE_SIZE") / 2**20
                    rss += mib
                    per_student[owner] = per_student.get(owner, 0.0) + mib
            self.tree_peak_mib = max(self.tree_peak_mib, rss)
            for owner, mib in per_student.items():
                self.student_peak_mib[owner] = max(self.student_peak_mib.get(owner, 0.0), mib)
            self.machine_peak_mib = max(self.machine_peak_mib, self._used_mib())
            now = self._cpu()
            if now[1] > last[1]:
                self.busy.append((now[0] - last[0]) / (now[1] - last[1]))
            last = now

    @property
    def tree_cpu_s(self) -> float:
        return sum(self.cpu_ticks.values()) / os.sysconf("SC_CLK_TCK")


def default_lesson() -> Path:
    """The lesson that reads the shared tables (pattern databases), else the last one."""
    try:
        return localhub.lesson_with("pattern_heuristic", "puzzlelib.pdb")
    except LookupError:
        return localhub.lessons()[-1]


def snapshot(folder: Path) -> dict:
    return {p.name: (p.stat().st_size, p.stat().st_mtime_ns) for p in sorted(folder.iterdir())}


def same_work(saved, read_back) -> bool:
    """The notebook read back has every cell's source and outputs as saved."""
    def cells(nb):
        return [(c.cell_type, c.source, len(c.get("outputs", []))) for c in nb.cells]
    return cells(saved) == cells(read_back)


async def api_student(hub, st: Student, lesson: str, code: str, delay: float, cfg) -> None:
    """One student driven through the REST API and the kernel's websocket (see the module docstring)."""
    import nbformat

    await asyncio.sleep(delay)
    path = f"lessons/{lesson}"
    kernel = None
    try:
        started = time.monotonic()
        st.login_s = await asyncio.to_thread(localhub.form_login, hub, st.name)
        await asyncio.to_thread(hub.start_server, st.name, 600)
        kernel = localhub.KernelSession(hub, st.name, path)
        await kernel.open(timeout=600)
        st.kernel_s = time.monotonic() - started
        nb = await asyncio.to_thread(hub.read_notebook, st.name, path)
        code_cells = [c for c in nb.cells if c.cell_type == "code" and c.source.strip()]
        st.cells = len(code_cells)
        started, index, killed = time.monotonic(), 0, False
        while index < len(code_cells):
            if st.fault == "kernel killed" and not killed and index == len(code_cells) // 2:
                killed = True
                await kill_and_wait(hub, kernel, st)
                index = 0  # Restart & Run All
                for cell in code_cells:
                    cell.outputs, cell.execution_count = [], None
                continue
            cell = code_cells[index]
            status, outputs = await kernel.execute(cell.source, timeout=cfg.cell_timeout)
            cell.outputs, cell.execution_count = outputs, index + 1
            if status == "lost":
                st.lost_outputs += 1
                st.errors.append(f"cell {index + 1}: no reply in {cfg.cell_timeout:.0f} s")
            elif status == "error":
                err = next((o for o in outputs if o["output_type"] == "error"), {})
                st.errors.append(f"cell {index + 1}: {err.get('ename')}: {str(err.get('evalue'))[:120]}")
            index += 1
        st.run_all_s = time.monotonic() - started
        if st.fault == "memory":
            await over_the_cap(kernel, st, cfg)
        status, outputs = await kernel.execute(GAME.format(code=code), timeout=cfg.cell_timeout)
        game = game_result(outputs)
        if status != "ok" or game is None:
            err = next((o for o in outputs if o["output_type"] == "error"), {})
            st.errors.append(f"game: {status}: {err.get('ename')}: {str(err.get('evalue'))[:120]}")
        elif game["start"] != cfg.game_start or not game["after_undo_and_solve"]:
            st.errors.append(f"game: another board or not solved: {game}")
        else:
            st.notes.append("hint: " + game["hint"][:60])
        nb.cells.append(nbformat.v4.new_code_cell(GAME.format(code=code), outputs=outputs))
        if kernel.reconnects:
            st.notes.append(f"kernel websocket closed by the server {kernel.reconnects}x, reconnected")
        await asyncio.to_thread(hub.save_notebook, st.name, path, nb)
        saved = await asyncio.to_thread(hub.read_notebook, st.name, path)
        st.lost_work = not same_work(nb, saved)
        if st.fault == "culled":
            kernel.close()
            kernel = None
            await culled_and_back(hub, st, path, nb, cfg)
        st.finished = True
    except Exception as exc:  # noqa: BLE001 - one student's failure is reported, the class goes on
        st.errors.append(f"{type(exc).__name__}: {str(exc)[:300]}")
        if cfg.verbose:
            traceback.print_exc()
    finally:
        if kernel is not None:
            kernel.close()


def game_result(outputs) -> dict | None:
    text = "".join(o.get("text", "") for o in outputs if o["output_type"] == "stream")
    return json.loads(text.split("GAME ", 1)[1]) if "GAME " in text else None


async def kill_and_wait(hub, kernel, st: Student) -> None:
    """SIGKILL the student's kernel, as an out-of-memory killer or a crash would; wait for the server's restart."""
    before = hub.kernel_pids(kernel.kernel_id)
    for pid in before:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    started = time.monotonic()
    while True:  # the server's restarter starts a new process for the same kernel id
        now = hub.kernel_pids(kernel.kernel_id)
        if now and not set(now) & set(before):
            break
        if time.monotonic() - started > 120:
            raise AssertionError("the killed kernel was not restarted in 120 s")
        await asyncio.sleep(0.5)
    with contextlib.suppress(Exception):
        kernel.close()
    await kernel.connect(timeout=300)
    st.notes.append(f"kernel killed, back in {time.monotonic() - started:.1f} s, ran all again")


async def over_the_cap(kernel, st: Student, cfg) -> None:
    """Allocate twice the kernel's cap: the cap's message must show and the kernel must go on."""
    status, outputs = await kernel.execute(MEMORY_HOG.format(nbytes=2 * cfg.kernel_cap_bytes), timeout=120)
    text = "".join(o.get("text", "") for o in outputs)
    if "memory limit" not in text:
        st.errors.append(f"memory: no message about the limit ({status}: {text[:200]!r})")
        return
    status, outputs = await kernel.execute("print(sum(range(10)))", timeout=60)
    if status != "ok" or "45" not in "".join(o.get("text", "") for o in outputs):
        st.errors.append("memory: the kernel did not go on after the cap")
    else:
        st.notes.append("memory cap: message shown, kernel went on")


async def culled_and_back(hub, st: Student, path: str, saved, cfg) -> None:
    """Walk away until the culler stops the server; start it again; the notebook must be as saved."""
    started = time.monotonic()
    while await asyncio.to_thread(hub.server, st.name):
        if time.monotonic() - started > cfg.cull_timeout * 4 + 120:
            raise AssertionError(f"the culler did not stop the server in {time.monotonic() - started:.0f} s")
        await asyncio.sleep(2)
    culled = time.monotonic() - started
    back = await asyncio.to_thread(hub.start_server, st.name, 600)
    again = await asyncio.to_thread(hub.read_notebook, st.name, path)
    if not same_work(saved, again):
        st.lost_work = True
    st.notes.append(f"culled after {culled:.0f} s idle, server back in {back:.1f} s, notebook intact")


def browser_student(hub, st: Student, lesson: str, code: str, delay: float, cfg) -> None:
    """One Chromium student, in a thread of their own (Playwright's sync API: one instance per thread)."""
    from playwright.sync_api import sync_playwright

    time.sleep(delay)
    browser = localhub.browser
    try:
        with sync_playwright() as playwright:
            chromium = playwright.chromium.launch(executable_path=browser.CHROMIUM, headless=True,
                                                  args=browser.QUIET_FLAGS)
            try:
                st.login_s = time.monotonic()
                context, page = localhub.log_in(chromium, hub, st.name)
                browser_lesson(hub, st, page, lesson, code, cfg)
                context.close()
            finally:
                chromium.close()
    except Exception as exc:  # noqa: BLE001 - recorded, the others go on
        st.errors.append(f"{type(exc).__name__}: {str(exc)[:300]}")


def browser_lesson(hub, st: Student, page, lesson: str, code: str, cfg) -> None:
    started = st.login_s
    localhub.logged_in(page, st.name, timeout_s=600)
    st.login_s = time.monotonic() - started
    localhub.open_lesson(page, hub, st.name, lesson)
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=300_000)
    deadline = time.monotonic() + 300
    while not page.kernel_sockets and time.monotonic() < deadline:
        page.wait_for_timeout(100)
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']", timeout=300_000)
    st.kernel_s = time.monotonic() - started
    run_started = time.monotonic()
    st.cells = localhub.run_all(page, hub, st.name, lesson)
    localhub.finish_lesson(page, lesson, st.cells, timeout_s=cfg.cell_timeout * 3)
    st.run_all_s = time.monotonic() - run_started
    localhub.add_cell(page, f"from puzzlelib.widgets import PuzzleGame\nPuzzleGame(code={code!r})")
    page.wait_for_function(f"() => [...document.querySelectorAll('.puzzlelib-game .puzzlelib-message')]"
                           f".some(m => m.textContent.includes({code!r}))", timeout=300_000)
    localhub.browser.wait_for_widgets(page)
    game = page.locator(".puzzlelib-game").last
    message = game.locator(".puzzlelib-message")
    for _attempt in range(3):  # a click can land before the view's handlers are attached on a busy machine
        game.locator(".puzzlelib-hint").click()
        deadline = time.monotonic() + 60
        while "slide" not in message.inner_text() and time.monotonic() < deadline:
            page.wait_for_timeout(250)
        if "slide" in message.inner_text():
            break
    if "slide" not in message.inner_text():
        st.errors.append(f"Hint gave no move: {message.inner_text()[:120]!r}")
    st.notes.append("hint: " + message.inner_text()[:60])
    page.keyboard.press("Control+s")
    # Read the file from disk once Lab says it is saved (see LocalHub.notebook_on_disk for why not through
    # the server while Lab may be saving).
    page.wait_for_selector(".lm-DockPanel-tabBar .lm-TabBar-tab.lm-mod-current:not(.jp-mod-dirty)", timeout=120_000)
    page.wait_for_timeout(1000)
    saved = hub.notebook_on_disk(st.name, f"lessons/{lesson}")
    if not any("PuzzleGame(code=" in c.source and c.get("outputs") for c in saved.cells):
        st.lost_work = True
        st.errors.append("Ctrl+S did not save the notebook with the game cell")
    st.finished = True


def percentile(values, q: float) -> float:
    values = sorted(v for v in values if not math.isnan(v))
    if not values:
        return math.nan
    return values[min(len(values) - 1, math.ceil(q * len(values)) - 1)]


@dataclass
class Config:
    students: int = 30
    browsers: int = 3
    login_window: float = 60.0
    lesson: str = ""
    cull_timeout: int = 90
    kernel_cap: str = "768M"
    cell_timeout: float = 300.0
    tables: str = "all"  # "all": the admin's --build-all; "small": tests/hub's quick set
    verbose: bool = False
    game_start: str = ""
    kernel_cap_bytes: int = 0


def run(cfg: Config, root: Path) -> dict:
    """The whole class day in ``root``; returns the report (students, machine, summary, faults)."""
    sys.path.insert(0, str(REPO / "deploy" / "kernels" / "python3"))
    from limited_kernel import parse_size

    cfg.kernel_cap_bytes = parse_size(cfg.kernel_cap)
    lesson = next((p for p in localhub.lessons() if p.stem.startswith(cfg.lesson)), None) if cfg.lesson else \
        default_lesson()
    if lesson is None:
        raise SystemExit(f"no lesson starting with {cfg.lesson!r} in notebooks/")
    code = game_code(4, 4, seed=2026)
    from puzzlelib.gamecode import board_from_code

    cfg.game_start = board_from_code(code).to_text()

    shared = root / "shared"
    started = time.monotonic()
    localhub.build_shared_tables(shared, (["--build-all"],) if cfg.tables == "all" else localhub.SMALL_TABLES)
    tables_s = time.monotonic() - started
    fours = sorted(shared.glob("pdb-*-4x4-*.npy"))
    missing = fours[-1]  # one table gone: 15-puzzle hints fall back to a good plan and a note
    missing.unlink()
    missing.with_suffix(".json").unlink(missing_ok=True)
    for path in [shared, *shared.iterdir()]:
        path.chmod(0o555 if path.is_dir() else 0o444)
    before = snapshot(shared)

    names = [f"student{n:02d}" for n in range(1, cfg.students + 1)]
    students = [Student(name) for name in names]
    for st in students[: cfg.browsers]:
        st.mode = "chromium"
    api = [st for st in students if st.mode == "api"]
    for st, fault in zip(api, ("kernel killed", "memory", "culled"), strict=False):
        st.fault = fault
    delays = [cfg.login_window * k / max(1, cfg.students - 1) for k in range(cfg.students)]
    env = {"PUZZLELIB_KERNEL_MEM_LIMIT": cfg.kernel_cap, "PUZZLELIB_MEM_LIMIT": "2G",
           "PUZZLELIB_CULL_TIMEOUT": str(cfg.cull_timeout), "PUZZLELIB_ACTIVITY_INTERVAL": "5"}
    extra = "c.JupyterHub.concurrent_spawn_limit = 0\nc.JupyterHub.active_server_limit = 0\n"
    monitor = Monitor()
    monitor.start()
    with localhub.running_hub(root, shared=shared, env=env, extra_config=extra, start_timeout=120) as hub:
        monitor.root_pid = hub.proc.pid
        class_started = time.monotonic()

        async def everyone():
            asyncio.get_running_loop().set_default_executor(concurrent.futures.ThreadPoolExecutor(4 * cfg.students + 8))
            await asyncio.gather(*(api_student(hub, st, lesson.name, code, delays[students.index(st)], cfg)
                                   for st in api))

        threads = [threading.Thread(target=lambda: asyncio.run(everyone()), daemon=True)]
        threads += [threading.Thread(target=browser_student, args=(hub, st, lesson.name, code,
                                                                   delays[students.index(st)], cfg), daemon=True)
                    for st in students if st.mode == "chromium"]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        class_s = time.monotonic() - class_started
        own_builds = [p for st in students for p in (hub.homes / st.name / ".cache" / "puzzlelib").glob("pdb-*4x4*.npy")]
    monitor.stopped.set()
    monitor.join()

    after = snapshot(shared)
    for st in students:
        st.peak_mib = round(monitor.student_peak_mib.get(st.name, math.nan), 1)
    student_peaks = [st.peak_mib for st in students if not math.isnan(st.peak_mib)]
    faults = {
        "kernel killed and restarted": any(st.fault == "kernel killed" and st.finished and not st.errors
                                           for st in students),
        "memory cap message, kernel went on": any("memory cap" in " ".join(st.notes) for st in students),
        "culled and started again, notebook intact": any("culled" in " ".join(st.notes) and not st.lost_work
                                                         for st in students),
        "shared folder unchanged": before == after,
        "missing table: no student built it": not own_builds,
    }
    if cfg.students < 4:  # too few students for every fault
        faults = {k: v for k, v in faults.items() if "killed" not in k and "memory" not in k and "culled" not in k}
    summary = {
        "students": cfg.students, "finished": sum(st.finished for st in students),
        "errors": sum(bool(st.errors) for st in students), "lost_work": sum(st.lost_work for st in students),
        "lost_outputs": sum(st.lost_outputs for st in students),
        "peak_memory_gib": round(monitor.tree_peak_mib / 1024, 2),
        "machine_peak_gib": round(monitor.machine_peak_mib / 1024, 2),
        "machine_base_gib": round(monitor.machine_base_mib / 1024, 2),
        "hub_own_peak_mib": round(monitor.student_peak_mib.get("", math.nan), 1),
        "student_peak_median_mib": round(percentile(student_peaks, 0.5), 1),
        "student_peak_max_mib": round(max(student_peaks), 1) if student_peaks else math.nan,
        "p95_run_all_s": round(percentile([st.run_all_s for st in students], 0.95), 1),
        "median_run_all_s": round(percentile([st.run_all_s for st in students], 0.5), 1),
        "p95_kernel_s": round(percentile([st.kernel_s for st in students], 0.95), 1),
        "hub_cpu_s": round(monitor.tree_cpu_s, 1),
        "machine_cpu_mean": round(statistics.mean(monitor.busy), 2) if monitor.busy else math.nan,
        "machine_cpu_peak": round(max(monitor.busy), 2) if monitor.busy else math.nan,
        "class_s": round(class_s, 1), "tables_s": round(tables_s, 1), "lesson": lesson.stem,
        "load_average": [round(x, 1) for x in os.getloadavg()], "cores": os.cpu_count(),
    }
    return {"summary": summary, "faults": faults, "students": [asdict(st) for st in students]}


def print_report(report: dict) -> None:
    s = report["summary"]
    print(f"\nlesson {s['lesson']}; {s['cores']} cores; shared tables built in {s['tables_s']} s; the class took "
          f"{s['class_s']} s; load average at the end {s['load_average']} (other work on the machine included)\n")
    print("| student | how | fault | to kernel (s) | Run All (s) | peak MiB | cells | errors | lost outputs | lost work "
          "| notes |")
    print("| --- | --- | --- | ---: | ---: | ---: | ---: | --- | ---: | --- | --- |")
    for st in report["students"]:
        print(f"| {st['name']} | {st['mode']} | {st['fault'] or '-'} | {st['kernel_s']:.1f} | {st['run_all_s']:.1f} | "
              f"{st['peak_mib']:.0f} | {st['cells']} | {'; '.join(st['errors']) or '-'} | {st['lost_outputs']} | "
              f"{'yes' if st['lost_work'] else 'no'} | {'; '.join(st['notes']) or '-'} |")
    print()
    for fault, ok in report["faults"].items():
        print(f"  fault: {fault}: {'survived' if ok else 'NOT SURVIVED'}")
    print(f"\nhub tree (hub, proxy, servers, kernels): peak {s['peak_memory_gib']} GiB, {s['hub_cpu_s']} CPU s; "
          f"machine: peak used {s['machine_peak_gib']} GiB (was {s['machine_base_gib']} GiB before), CPU busy "
          f"mean {s['machine_cpu_mean']:.0%}, peak {s['machine_cpu_peak']:.0%}; time to kernel p95 {s['p95_kernel_s']} s")
    print(f"per student (server and kernels): peak median {s['student_peak_median_mib']:.0f} MiB, max "
          f"{s['student_peak_max_mib']:.0f} MiB; the hub, proxy and culler: peak {s['hub_own_peak_mib']:.0f} MiB")
    print(f"class day: students {s['students']}, finished {s['finished']}, errors {s['errors']}, lost work "
          f"{s['lost_work']}, peak memory {s['peak_memory_gib']} GiB, p95 Run All {s['p95_run_all_s']} s")


def ok(report: dict) -> bool:
    s = report["summary"]
    return (s["finished"] == s["students"] and s["errors"] == 0 and s["lost_work"] == 0
            and all(report["faults"].values()))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--browsers", type=int, default=3, help="how many of them use Chromium (default 3)")
    parser.add_argument("--login-window", type=float, default=60.0, help="seconds over which they log in")
    parser.add_argument("--lesson", default="", help="lesson number or stem (default: the one with the shared tables)")
    parser.add_argument("--cull-timeout", type=int, default=90, help="the idle culler's timeout, seconds")
    parser.add_argument("--kernel-cap", default="768M", help="each kernel's memory cap (PUZZLELIB_KERNEL_MEM_LIMIT)")
    parser.add_argument("--cell-timeout", type=float, default=300.0)
    parser.add_argument("--tables", choices=("all", "small"), default="all")
    parser.add_argument("--json", type=Path, help="also write the report to this file")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    cfg = Config(args.students, args.browsers, args.login_window, args.lesson, args.cull_timeout, args.kernel_cap,
                 args.cell_timeout, args.tables, args.verbose)
    with tempfile.TemporaryDirectory(prefix="class-day-") as root:
        try:
            report = run(cfg, Path(root))
        finally:
            for path in Path(root).rglob("*"):  # the read-only shared folder, so the folder can go
                with contextlib.suppress(OSError):
                    path.chmod(0o755 if path.is_dir() else 0o644)
    print_report(report)
    if args.json:
        args.json.write_text(json.dumps(report, indent=1))
    return 0 if ok(report) else 1


if __name__ == "__main__":
    sys.exit(main())
