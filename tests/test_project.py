"""The project's promises about itself: the README's commands, CI calling the same test command."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text()
    section = text.split("## Three commands", 1)[1].split("\n## ", 1)[0]
    return [block.strip() for block in re.findall(r"```bash\n(.*?)```", section, flags=re.S)]


def test_readme_has_three_commands_and_a_picture():
    text = (ROOT / "README.md").read_text()
    first, second, third = readme_commands()
    assert "requirements.txt" in first and "jupyter lab notebooks/" in first
    assert second == "bash scripts/test.sh"
    assert third == "voila apps/playground.ipynb" and (ROOT / "apps" / "playground.ipynb").exists()
    picture = re.search(r"!\[[^\]]+\]\(([^)]+\.png)\)", text).group(1)
    assert (ROOT / picture).stat().st_size > 10_000


def test_ci_runs_exactly_the_readme_test_command():
    ci = [line for line in (ROOT / ".ci" / "run").read_text().splitlines()
          if line.strip() and not line.lstrip().startswith("#")]
    assert any(line.strip().endswith(readme_commands()[1]) for line in ci)


def test_readme_lists_every_lesson():
    text = (ROOT / "README.md").read_text()
    for notebook in sorted((ROOT / "notebooks").glob("*.ipynb")):
        assert f"`{notebook.stem}`" in text, f"README does not list {notebook.name}"


def test_requirements_hold_the_runtime_set():
    req = (ROOT / "requirements.txt").read_text()
    for name in ("jupyterlab", "ipywidgets", "matplotlib", "networkx", "pandas", "numpy", "tqdm", "voila",
                 "./apps/voila-template", "-e ."):
        assert name in req
