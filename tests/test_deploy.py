"""The deployment files agree with each other and with the package: the class machine's JupyterHub
config (loaded as JupyterHub loads it), and the Zero to JupyterHub files (linted only: not run here)."""

from __future__ import annotations

import logging
import types
from pathlib import Path

import pytest
import yaml
from traitlets.config import Config

from puzzlelib import cache

DEPLOY = Path(__file__).resolve().parents[1] / "deploy"


def load_hub_config(monkeypatch, tmp_path, **env) -> tuple[Config, dict]:
    """Run deploy/jupyterhub_config.py the way JupyterHub does: with ``get_config`` in its namespace."""
    monkeypatch.setenv("PUZZLELIB_HUB_STATE", str(tmp_path / "state"))
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    config = Config()
    namespace = {"get_config": lambda: config, "__file__": str(DEPLOY / "jupyterhub_config.py")}
    exec(compile((DEPLOY / "jupyterhub_config.py").read_text(), "jupyterhub_config.py", "exec"), namespace)
    return config, namespace


def test_hub_config_gives_every_kernel_the_shared_cache_and_limits(monkeypatch, tmp_path):
    config, _ = load_hub_config(monkeypatch, tmp_path)
    assert config.Spawner.environment[cache.SHARED_ENV] == "/srv/puzzlelib"
    assert cache.CACHE_ENV not in config.Spawner.environment, "each student keeps an own cache"
    assert (config.Spawner.mem_limit, config.Spawner.cpu_limit) == ("1G", 1.0)
    assert config.JupyterHub.db_url.startswith(f"sqlite:///{tmp_path / 'state'}")
    assert config.Authenticator.admin_users == {"teacher"}


def test_lessons_are_copied_once_and_student_work_is_kept(monkeypatch, tmp_path):
    lessons = tmp_path / "course"
    lessons.mkdir()
    (lessons / "01_path_planning.ipynb").write_text("{}")
    config, namespace = load_hub_config(monkeypatch, tmp_path, PUZZLELIB_LESSONS=str(lessons))
    home = tmp_path / "home" / "ada"
    spawner = types.SimpleNamespace(home_dir=str(home), user=types.SimpleNamespace(name="ada-no-such-account"),
                                    log=logging.getLogger("test"))
    config.Spawner.pre_spawn_hook(spawner)
    copy = home / "lessons" / "01_path_planning.ipynb"
    assert copy.read_text() == "{}"
    copy.write_text('{"my": "work"}')
    (lessons / "01_path_planning.ipynb").write_text('{"new": "version"}')
    namespace["copy_lessons"](spawner)
    assert copy.read_text() == '{"my": "work"}', "a later login must not overwrite a student's notebook"


@pytest.mark.not_run
def test_zero_to_jupyterhub_files_are_valid_yaml_and_match_the_class_machine(monkeypatch, tmp_path):
    values = yaml.safe_load((DEPLOY / "z2jh" / "values.yaml").read_text())
    job = list(yaml.safe_load_all((DEPLOY / "z2jh" / "tables-job.yaml").read_text()))
    for path in (DEPLOY / "z2jh").glob("*.yaml"):
        assert "NOT RUN" in path.read_text(), f"{path.name} must say that it is not run here"
    single = values["singleuser"]
    config, _ = load_hub_config(monkeypatch, tmp_path)
    assert single["memory"]["limit"] == config.Spawner.mem_limit and single["cpu"]["limit"] == config.Spawner.cpu_limit
    env = config.Spawner.environment
    assert single["extraEnv"]["PUZZLELIB_KERNEL_MEM_LIMIT"] == env["PUZZLELIB_KERNEL_MEM_LIMIT"]
    assert single["extraEnv"]["JUPYTER_PATH"] == "/srv/puzzlelib-course/deploy"  # the image's copy of deploy/
    args = values["hub"]["config"]["KubeSpawner"]["args"]
    assert [a.replace("/srv/puzzlelib-course/deploy", str(DEPLOY)) for a in args] == config.Spawner.args
    assert values["cull"]["timeout"] == 3600  # the class machine's default PUZZLELIB_CULL_TIMEOUT
    shared = single["extraEnv"][cache.SHARED_ENV]
    mounts = {m["name"]: m for m in single["storage"]["extraVolumeMounts"]}
    assert mounts["puzzlelib-tables"]["mountPath"] == shared and mounts["puzzlelib-tables"]["readOnly"] is True
    claim = single["storage"]["extraVolumes"][0]["persistentVolumeClaim"]
    assert claim["readOnly"] is True and claim["claimName"] == job[0]["metadata"]["name"]
    build = job[1]["spec"]["template"]["spec"]["containers"][0]
    assert build["command"][-4:] == ["--build-all", "--cache-dir", shared, "--quiet"]
    assert build["image"] == f"{single['image']['name']}:{single['image']['tag']}"


def test_hub_config_saves_work_every_minute_and_caps_each_kernel(monkeypatch, tmp_path):
    import json

    config, _ = load_hub_config(monkeypatch, tmp_path)
    overrides = json.loads((DEPLOY / "lab-settings" / "overrides.json").read_text())
    assert overrides["@jupyterlab/docmanager-extension:plugin"] == {"autosave": True, "autosaveInterval": 60}
    assert f"--LabApp.app_settings_dir={DEPLOY / 'lab-settings'}" in config.Spawner.args
    assert "--FileContentsManager.use_atomic_writing=True" in config.Spawner.args
    env = config.Spawner.environment
    assert env["JUPYTER_PATH"] == str(DEPLOY) and (DEPLOY / "kernels" / "python3" / "kernel.json").exists()
    assert env["PUZZLELIB_KERNEL_MEM_LIMIT"] == "768M"


def test_limits_follow_the_measured_class_day(monkeypatch, tmp_path):
    """The per-student limits hold what one student measured in deploy/README.md's class day (section 3),
    twice over for the server's limit (a second kernel), and the Kubernetes guarantee covers it."""
    import re
    import sys

    sys.path.insert(0, str(DEPLOY / "kernels" / "python3"))
    from limited_kernel import parse_size

    readme = (DEPLOY / "README.md").read_text()
    measured = re.search(r"per student \(server and kernels\): peak median (\d+) MiB, max (\d+) MiB", readme)
    assert measured, "deploy/README.md section 3 has lost the class day's per-student line"
    most = int(measured[2]) * 2**20
    config, _ = load_hub_config(monkeypatch, tmp_path)
    values = yaml.safe_load((DEPLOY / "z2jh" / "values.yaml").read_text())["singleuser"]
    assert parse_size(config.Spawner.mem_limit) >= 2 * most, "a student's server cannot hold a second kernel"
    assert most < parse_size(config.Spawner.environment["PUZZLELIB_KERNEL_MEM_LIMIT"]) < parse_size(config.Spawner.mem_limit)
    assert parse_size(values["memory"]["guarantee"]) >= most, "the Kubernetes guarantee is below what a student uses"


def _useradd(name: str, home: Path) -> None:
    import subprocess

    subprocess.run(["useradd", "--create-home", "--home-dir", str(home), "--shell", "/bin/sh", name],
                   check=True, capture_output=True)


def test_students_cannot_read_each_others_work_or_write_the_shared_tables(monkeypatch, tmp_path):
    """Two real Linux accounts, prepared by the hub config's own hook: each home is private, the
    lessons are the student's, and the shared folder is read-only for both."""
    import os
    import pwd
    import shutil
    import subprocess

    if os.geteuid() != 0 or not shutil.which("useradd") or not shutil.which("setpriv"):
        message = "needs root, useradd and setpriv to make two student accounts"
        pytest.fail(message) if os.environ.get("CI") and os.geteuid() == 0 else pytest.skip(message)
    import tempfile

    base = Path(tempfile.mkdtemp(prefix="puzzlelib-accounts-"))  # pytest's own folder is root's alone
    base.chmod(0o755)
    lessons = base / "course"
    lessons.mkdir()
    (lessons / "01_path_planning.ipynb").write_text('{"cells": []}')
    shared = base / "shared"
    shared.mkdir()
    (shared / "pdb-table.npy").write_bytes(b"table")
    config, _ = load_hub_config(monkeypatch, tmp_path, PUZZLELIB_LESSONS=str(lessons),
                                PUZZLELIB_SHARED_CACHE=str(shared))
    names = [f"pl{os.getpid() % 10000}{who}" for who in ("ann", "ben")]
    try:
        (base / "home").mkdir(mode=0o755)
        for name in names:
            _useradd(name, base / "home" / name)
            spawner = types.SimpleNamespace(home_dir=None, user=types.SimpleNamespace(name=name),
                                            log=logging.getLogger("test"))
            config.Spawner.pre_spawn_hook(spawner)
        ann, ben = (pwd.getpwnam(name) for name in names)

        def as_user(account, *command):
            return subprocess.run(["setpriv", f"--reuid={account.pw_uid}", f"--regid={account.pw_gid}",
                                   "--clear-groups", *command], capture_output=True, text=True)

        ann_home = Path(ann.pw_dir)
        (ann_home / ".cache" / "puzzlelib").mkdir(parents=True)
        (ann_home / ".cache" / "puzzlelib" / "pdb-own.npy").write_bytes(b"own")
        for path in [ann_home / ".cache", ann_home / ".cache" / "puzzlelib",
                     ann_home / ".cache" / "puzzlelib" / "pdb-own.npy"]:
            os.chown(path, ann.pw_uid, ann.pw_gid)
        work = ann_home / "lessons" / "01_path_planning.ipynb"
        assert as_user(ann, "cat", str(work)).returncode == 0, "a student must read her own lesson"
        assert as_user(ann, "sh", "-c", f"echo mine >> {work}").returncode == 0, "and write it"
        assert work.stat().st_uid == ann.pw_uid
        for target in (work, ann_home / ".cache" / "puzzlelib" / "pdb-own.npy"):
            seen = as_user(ben, "cat", str(target))
            assert seen.returncode != 0 and "Permission denied" in seen.stderr, f"ben read {target}"
        assert as_user(ben, "ls", str(ann_home)).returncode != 0, "ben listed ann's home"
        assert as_user(ann, "cat", str(shared / "pdb-table.npy")).stdout == "table", "the shared tables are readable"
        for account in (ann, ben):
            wrote = as_user(account, "sh", "-c", f"echo x > {shared / 'pdb-new.npy'}; echo x >> {shared / 'pdb-table.npy'}")
            assert wrote.returncode != 0, "a student wrote into the shared folder"
        assert sorted(p.name for p in shared.iterdir()) == ["pdb-table.npy"]
        assert (shared / "pdb-table.npy").read_bytes() == b"table"
    finally:
        for name in names:
            subprocess.run(["userdel", "--remove", name], capture_output=True)
        shutil.rmtree(base, ignore_errors=True)
