"""The GitHub Actions workflow (.github/workflows/tests.yml), which cannot run here: checked against the
workflow schema with check-jsonschema (its schema ships inside the package), and read for what it promises:
Linux, Windows and macOS, with every Python version setup.cfg says gamegrid supports."""
from __future__ import annotations

import configparser
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import REPO

WORKFLOW = REPO / ".github" / "workflows" / "tests.yml"


def _linter() -> list[str]:
    found = shutil.which("check-jsonschema") or shutil.which("check-jsonschema", path=str(Path(sys.executable).parent))
    if found is None:
        pytest.skip("check-jsonschema is not installed (pip install '.[test]' brings it)")
    return [found, "--builtin-schema", "vendor.github-workflows"]


def test_workflow_passes_the_schema_check():
    done = subprocess.run(_linter() + [str(WORKFLOW)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_check_finds_a_broken_workflow(tmp_path):
    broken = tmp_path / "broken.yml"
    broken.write_text(WORKFLOW.read_text(encoding="utf-8").replace("runs-on:", "runs_on:"), encoding="utf-8")
    done = subprocess.run(_linter() + [str(broken)], capture_output=True, text=True, timeout=120)
    assert done.returncode != 0


def test_every_system_and_every_supported_python():
    text = WORKFLOW.read_text(encoding="utf-8")
    systems = re.search(r"^\s+os: \[(.*)\]$", text, re.M).group(1)
    assert [s.strip() for s in systems.split(",")] == ["ubuntu-latest", "windows-latest", "macos-latest"]
    pythons = re.findall(r'"(3\.\d+)"', re.search(r"^\s+python: \[(.*)\]$", text, re.M).group(1))
    config = configparser.ConfigParser()
    config.read(REPO / "setup.cfg", encoding="utf-8")
    classifiers = re.findall(r"Programming Language :: Python :: (3\.\d+)", config["metadata"]["classifiers"])
    assert pythons == classifiers and len(pythons) >= 4
    assert "python -m pytest" in text and "lint-imports" in text
