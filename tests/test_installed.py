"""The installed package (as `pip install .` leaves it) finds every spec §6.1 sprite from an empty folder.

Runs the installed gamegrid in a subprocess whose working folder is an empty temporary folder and whose
sys.path does not contain the repository. Skipped when gamegrid is not installed (e.g. a bare checkout).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import REPO
from test_sprites import REQUIRED


def _installed_gamegrid(folder) -> str | None:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run([sys.executable, "-c", "import gamegrid; print(gamegrid.__file__)"], cwd=folder,
                          env=env, capture_output=True, text=True)
    return done.stdout.strip() if done.returncode == 0 else None


def test_every_spec_sprite_resolves_from_an_empty_folder(tmp_path):
    if _installed_gamegrid(tmp_path) is None:
        pytest.skip("gamegrid is not installed in this environment (pip install . first)")
    names = sorted(REQUIRED)
    script = tmp_path / "load_all.py"
    script.write_text(
        "import json\n"
        "from gamegrid import *\n"
        "makeGameGrid(10, 10, 60, Color.red, 'sprites/town.jpg', False)\n"
        f"names = {names!r}\n"
        "sizes = {}\n"
        "for name in names:\n"
        "    actor = Actor('sprites/' + name)\n"
        "    sizes[name] = [actor.getWidth(0), actor.getHeight(0)]\n"
        "print(json.dumps(sizes))\n", encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run([sys.executable, "-m", "gamegrid", "run", str(script), "--headless"], cwd=tmp_path,
                          env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    sizes = json.loads(done.stdout.strip().splitlines()[-1])
    assert sorted(sizes) == names
    for name, size in REQUIRED.items():
        if size is not None:
            assert tuple(sizes[name]) == size, name
    where = _installed_gamegrid(tmp_path)
    print("installed gamegrid:", where, "(inside the repository)" if str(REPO) in where else "")


def test_tigerjython_modules_import_from_an_empty_folder(tmp_path):
    """`pip install .` installs gpanel, entrydialog, dbapi, tcpcom and mqttclient as top-level modules
    (setup.cfg py_modules)."""
    if _installed_gamegrid(tmp_path) is None:
        pytest.skip("gamegrid is not installed in this environment (pip install . first)")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    code = ("from gpanel import *\nfrom entrydialog import *\nfrom dbapi import *\n"
            "from tcpcom import TCPServer, TCPClient\nfrom mqttclient import GameClient, MQTTClient\n"
            "import gpanel, entrydialog, dbapi\n"
            "print(makeGPanel.__module__, EntryDialog.__module__, connect.__module__, TCPClient.__module__,\n"
            "      MQTTClient.__module__)\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["gamegrid.tigerjython.gpanel", "gamegrid.tigerjython.entrydialog",
                                   "gamegrid.tigerjython.dbapi", "gamegrid.net.tcp", "gamegrid.net.mqtt"]


def test_lessons_come_from_the_installed_package(tmp_path):
    """`gamegrid lessons` of an installed gamegrid lists and copies its own copy of the lessons."""
    installed = _installed_gamegrid(tmp_path)
    if installed is None or REPO in Path(installed).parents:
        pytest.skip("gamegrid is not installed in this environment (pip install . first)")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    listing = subprocess.run([sys.executable, "-m", "gamegrid", "lessons"], cwd=tmp_path, env=env,
                             capture_output=True, text=True, timeout=120)
    assert listing.returncode == 0, listing.stderr
    assert "step2_rules.py" in listing.stdout and "wolves_and_goat:" in listing.stdout
    copied = subprocess.run([sys.executable, "-m", "gamegrid", "lessons", "solitaire", "--copy", "mine"],
                            cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert copied.returncode == 0, copied.stderr
    assert (tmp_path / "mine" / "step1_board.py").read_bytes() == \
        (REPO / "lessons" / "solitaire" / "step1_board.py").read_bytes()
    assert (tmp_path / "mine" / "checks" / "check_ex2_score.py").is_file()
