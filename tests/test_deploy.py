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
    shared = single["extraEnv"][cache.SHARED_ENV]
    mounts = {m["name"]: m for m in single["storage"]["extraVolumeMounts"]}
    assert mounts["puzzlelib-tables"]["mountPath"] == shared and mounts["puzzlelib-tables"]["readOnly"] is True
    claim = single["storage"]["extraVolumes"][0]["persistentVolumeClaim"]
    assert claim["readOnly"] is True and claim["claimName"] == job[0]["metadata"]["name"]
    build = job[1]["spec"]["template"]["spec"]["containers"][0]
    assert build["command"][-4:] == ["--build-all", "--cache-dir", shared, "--quiet"]
    assert build["image"] == f"{single['image']['name']}:{single['image']['tag']}"
