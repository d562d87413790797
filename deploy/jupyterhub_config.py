# JupyterHub configuration for one class machine running the puzzlelib course.
#
# Local users (one Linux account per student, as The Littlest JupyterHub does), each with a
# memory and CPU limit, the lessons copied into their home at first login, and the pattern-database
# tables read from one shared read-only folder the admin fills once:
#
#     sudo python -m puzzlelib pdb --build-all --cache-dir /srv/puzzlelib
#
# Start it with:   sudo jupyterhub -f /srv/puzzlelib-course/deploy/jupyterhub_config.py
# deploy/README.md walks through the whole setup. Lines marked  ADMIN:  are the ones to look at.
#
# Every setting below can also be given as an environment variable (handy for a systemd unit or a
# test): PUZZLELIB_SHARED_CACHE, PUZZLELIB_LESSONS, PUZZLELIB_MEM_LIMIT, PUZZLELIB_CPU_LIMIT,
# PUZZLELIB_HUB_URL, PUZZLELIB_ADMINS, PUZZLELIB_STUDENTS, PUZZLELIB_HUB_STATE, PUZZLELIB_KERNEL_MEM_LIMIT,
# PUZZLELIB_CULL_TIMEOUT, PUZZLELIB_ACTIVITY_INTERVAL.

import importlib.util
import os
import pwd
import shutil
import sys
from pathlib import Path

c = get_config()  # noqa: F821 - provided by JupyterHub when it loads this file

# ADMIN: the folder of prebuilt tables (readable by everyone, writable only by you). Every student's
# kernel gets PUZZLELIB_SHARED_CACHE pointing at it and reads tables from there first; a table that
# is missing there is built once into the student's own ~/.cache/puzzlelib.
SHARED_CACHE = os.environ.get("PUZZLELIB_SHARED_CACHE", "/srv/puzzlelib")

# ADMIN: the course's notebooks (a clone of the repository's notebooks/ folder). Each student gets a
# copy in ~/lessons at first login; later logins never overwrite a student's work.
LESSONS = os.environ.get("PUZZLELIB_LESSONS", "/srv/puzzlelib-course/notebooks")

# ADMIN: limits per student server, from the class day measured in deploy/README.md (section 3). The
# server's limit (server and kernels together) is enforced by SystemdSpawner (below) through systemd;
# every kernel is also capped on its own (KERNEL_MEM_LIMIT, the kernel's RLIMIT_DATA, see
# deploy/kernels/python3/limited_kernel.py), which any spawner applies: a student who fills their
# memory gets a clear message in the cell, and nobody else notices.
MEM_LIMIT = os.environ.get("PUZZLELIB_MEM_LIMIT", "1G")
CPU_LIMIT = float(os.environ.get("PUZZLELIB_CPU_LIMIT", "1"))
KERNEL_MEM_LIMIT = os.environ.get("PUZZLELIB_KERNEL_MEM_LIMIT", "768M")

# ADMIN: stop a server after this many idle seconds (its kernels and unsaved browser edits since the last
# autosave are gone; saved notebooks stay). The activity interval is how often servers tell the hub.
CULL_TIMEOUT = int(os.environ.get("PUZZLELIB_CULL_TIMEOUT", "3600"))
ACTIVITY_INTERVAL = int(os.environ.get("PUZZLELIB_ACTIVITY_INTERVAL", "300"))

# ADMIN: teachers (may open students' servers and the admin page) and, optionally, the class list.
ADMINS = {name for name in os.environ.get("PUZZLELIB_ADMINS", "teacher").split(",") if name}
STUDENTS = {name for name in os.environ.get("PUZZLELIB_STUDENTS", "").split(",") if name}

# ADMIN: where the hub listens. Put HTTPS in front (The Littlest JupyterHub's `tljh-config set
# https.enabled true`, or a reverse proxy such as Caddy or nginx) before students type passwords.
c.JupyterHub.bind_url = os.environ.get("PUZZLELIB_HUB_URL", "http://:8000")

# The hub's own files (user database, cookie secret) in one folder root can read.
DEPLOY = Path(__file__).resolve().parent  # this folder: the course's kernel and Lab settings live here
STATE = Path(os.environ.get("PUZZLELIB_HUB_STATE", "/srv/jupyterhub"))
STATE.mkdir(mode=0o700, parents=True, exist_ok=True)
c.JupyterHub.db_url = f"sqlite:///{STATE / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(STATE / "jupyterhub_cookie_secret")
c.ConfigurableHTTPProxy.pid_file = str(STATE / "jupyterhub-proxy.pid")

# --- who may log in ----------------------------------------------------------------------------------
# Linux accounts and passwords (PAM). With create_system_users, adding a name on the hub's admin
# page also creates the Linux account (no password needed there: students log in with the
# password the admin sets with `sudo passwd NAME`, or switch to FirstUseAuthenticator, see README).
c.JupyterHub.authenticator_class = "jupyterhub.auth.PAMAuthenticator"
c.LocalAuthenticator.create_system_users = True
c.Authenticator.admin_users = ADMINS
if STUDENTS:
    c.Authenticator.allowed_users = STUDENTS | ADMINS
else:
    c.Authenticator.allow_existing_users = True  # users added on the admin page may log in

# --- each student's server ---------------------------------------------------------------------------
# SystemdSpawner (pip install jupyterhub-systemdspawner) runs each server as the student's Linux
# user in a systemd unit that enforces mem_limit and cpu_limit: what The Littlest JupyterHub uses.
if importlib.util.find_spec("systemdspawner") is not None:
    c.JupyterHub.spawner_class = "systemdspawner.SystemdSpawner"
    c.SystemdSpawner.mem_limit = MEM_LIMIT
    c.SystemdSpawner.cpu_limit = CPU_LIMIT
    c.SystemdSpawner.isolate_tmp = True  # students do not see each other's /tmp
else:
    c.JupyterHub.spawner_class = "jupyterhub.spawner.LocalProcessSpawner"
c.Spawner.mem_limit = MEM_LIMIT
c.Spawner.cpu_limit = CPU_LIMIT
c.Spawner.default_url = "/lab/tree/lessons"
# Nothing lost: JupyterLab saves every open notebook each minute (deploy/lab-settings/overrides.json,
# read by every student's Lab as the site's defaults; PUZZLELIB_LAB_SETTINGS names another folder
# holding an overrides.json), and the server writes files atomically (a
# crash mid-save leaves the previous version, never half a file); File > Save also keeps a checkpoint
# (File > Revert Notebook to Checkpoint) in the notebook's .ipynb_checkpoints folder.
LAB_SETTINGS = os.environ.get("PUZZLELIB_LAB_SETTINGS", str(DEPLOY / "lab-settings"))
c.Spawner.args = [f"--LabApp.app_settings_dir={LAB_SETTINGS}",
                  "--FileContentsManager.use_atomic_writing=True"]
# A whole class logging in within a minute: on the measured 2-core machine 30 students waited up to 2 minutes
# from the login form to a running kernel (section 3 of deploy/README.md); the hub waits up to three for a
# server to answer and five for it to start, instead of giving up on a slow start.
c.Spawner.start_timeout = 300
c.Spawner.http_timeout = 180

# The variables every kernel sees. PUZZLELIB_CACHE_DIR is left to its default (~/.cache/puzzlelib,
# each student's own); MPLBACKEND keeps matplotlib inline-friendly in every kernel; JUPYTER_PATH makes
# the course's capped kernel (deploy/kernels/python3) the "Python 3" every student starts.
c.Spawner.environment = {
    "PUZZLELIB_SHARED_CACHE": SHARED_CACHE,
    "MPLBACKEND": "module://matplotlib_inline.backend_inline",
    "JUPYTER_PATH": str(DEPLOY),
    "PUZZLELIB_KERNEL_MEM_LIMIT": KERNEL_MEM_LIMIT,
    "JUPYTERHUB_ACTIVITY_INTERVAL": str(ACTIVITY_INTERVAL),
}
c.JupyterHub.last_activity_interval = ACTIVITY_INTERVAL


def student_home(spawner) -> Path:
    """The folder a student's server starts in: the spawner's own idea of it, else the Linux home."""
    home = getattr(spawner, "home_dir", None)
    if home:
        return Path(home)
    return Path(pwd.getpwnam(spawner.user.name).pw_dir)


def copy_lessons(spawner) -> None:
    """Give a student the lessons at first login (~/lessons), owned by them; never overwrite."""
    source = Path(LESSONS)
    if not source.is_dir():
        spawner.log.warning("lessons folder %s not found; students get no lessons (set PUZZLELIB_LESSONS)", source)
        return
    home = student_home(spawner)
    target = home / "lessons"
    if target.exists():
        return
    home.mkdir(parents=True, exist_ok=True)
    shutil.copytree(source, target, ignore=shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__"))
    if os.geteuid() == 0:  # the hub runs as root: hand the copy to the student's account
        try:
            account = pwd.getpwnam(spawner.user.name)
        except KeyError:  # a test spawner with no Linux account behind it
            return
        for path in [target, *target.rglob("*")]:
            os.chown(path, account.pw_uid, account.pw_gid)


def private_home(spawner) -> None:
    """Only the student may enter their home (mode 700): their notebooks and their own table cache
    (~/.cache/puzzlelib) are theirs alone, whatever mode useradd gave the home (Debian's is 755)."""
    if os.geteuid() != 0:
        return
    try:
        account = pwd.getpwnam(spawner.user.name)
    except KeyError:  # a test spawner with no Linux account behind it
        return
    home = Path(account.pw_dir)
    if home.is_dir() and home.stat().st_uid == account.pw_uid:
        home.chmod(0o700)


def prepare_student(spawner) -> None:
    """Before each start of a student's server: a private home, and the lessons at first login."""
    private_home(spawner)
    copy_lessons(spawner)


c.Spawner.pre_spawn_hook = prepare_student

# --- housekeeping ------------------------------------------------------------------------------------
# Stop servers idle for CULL_TIMEOUT (an hour; pip install jupyterhub-idle-culler): a class of 30 that
# walks away leaves memory for the next class.
c.JupyterHub.services = []
c.JupyterHub.load_roles = []
if importlib.util.find_spec("jupyterhub_idle_culler") is not None:
    c.JupyterHub.load_roles = [{
        "name": "jupyterhub-idle-culler-role",
        "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"],
        "services": ["jupyterhub-idle-culler-service"],
    }]
    c.JupyterHub.services = [{
        "name": "jupyterhub-idle-culler-service",
        "command": [sys.executable, "-m", "jupyterhub_idle_culler", f"--timeout={CULL_TIMEOUT}",
                    f"--cull-every={max(5, min(600, CULL_TIMEOUT // 4))}"],
    }]
