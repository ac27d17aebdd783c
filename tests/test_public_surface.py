"""Every name users import resolves as before, with the same kind (the snapshot in
tests/data/public_surface.json was taken before gamegrid was split into its layers; tests/public_surface.py
says what the surface is and how to regenerate it after a deliberate change)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import public_surface  # noqa: E402


def _flatten(table: dict, prefix: str = "") -> dict[str, str]:
    flat = {}
    for key, value in table.items():
        if isinstance(value, dict):
            flat.update(_flatten(value, f"{prefix}{key} / "))
        else:
            flat[prefix + key] = value
    return flat


def test_every_public_name_resolves_as_before():
    snapshot = _flatten(json.loads(public_surface.SNAPSHOT.read_text(encoding="utf-8")))
    live = _flatten(public_surface.surface())
    # tcpcom/mqttclient are top-level modules of their own; a snapshot taken before they existed does not
    # list them, which is no reason to fail.
    live = {k: v for k, v in live.items()
            if k.split(" / ")[0] not in ("tcpcom", "mqttclient") or k in snapshot}
    missing = {k: v for k, v in snapshot.items() if k not in live}
    changed = {k: (v, live[k]) for k, v in snapshot.items() if k in live and live[k] != v}
    added = sorted(k for k in live if k not in snapshot)
    assert not missing, f"public names gone: {missing}"
    assert not changed, f"public names of another kind now (before, now): {changed}"
    assert not added, f"new public names: add them on purpose (python tests/public_surface.py > " \
                      f"tests/data/public_surface.json): {added}"


def test_the_snapshot_covers_the_surface():
    snapshot = json.loads(public_surface.SNAPSHOT.read_text(encoding="utf-8"))
    assert {"gamegrid", "gamegrid.testing", "gpanel", "entrydialog", "dbapi", "java packages",
            "runner"} <= set(snapshot)
    assert snapshot["gamegrid"]["makeGameGrid"] == "function"
    assert snapshot["gamegrid"]["Actor members"]["setLocation"] == "function"
    assert snapshot["java packages"]["ch.aplu.jgamegrid"]["GameGrid"] == "class"
    assert snapshot["runner"]["console script gamegrid"] == "function"
    assert len(_flatten(snapshot)) > 2000


def test_dir_of_the_package_lists_the_api_only():
    """dir(gamegrid) (what a pupil or a teacher's check that lists the module's names sees) is the API of the
    snapshot, also after every sub-package was imported (Python binds each on the package) and without the
    helpers the package's own code uses."""
    import importlib
    import types

    import gamegrid
    for sub in ("gamegrid.runner", "gamegrid.testing", "gamegrid.view", "gamegrid.net", "gamegrid.teacher",
                "gamegrid.tigerjython", "gamegrid.runtime", "gamegrid.model", "gamegrid.java", "gamegrid.base.i18n",
                "gamegrid.base.resources", "gamegrid.cli"):
        importlib.import_module(sub)
    assert isinstance(gamegrid.runtime, types.ModuleType)   # bound on the package, as Python does
    snapshot = json.loads(public_surface.SNAPSHOT.read_text(encoding="utf-8"))["gamegrid"]
    api = {name for name, what in snapshot.items() if not name.endswith(" members") and what != "module"}
    listed = dir(gamegrid)
    assert listed == sorted(listed)
    assert {name for name in listed if not name.startswith("__")} == api - {"__version__"}
    assert "__version__" in listed and "__doc__" in listed
    for helper in ("Any", "sys", "math", "base", "i18n", "model", "runtime", "tigerjython", "resources", "view", "java",
                   "annotations", "testing", "runner"):
        assert helper not in listed, helper
    # the star import is unchanged: the API, math with it (TigerJython's gamegrid does `import math`)
    namespace: dict = {}
    exec("from gamegrid import *", namespace)
    assert set(namespace) - {"__builtins__"} == {name for name in snapshot if not name.endswith(" members")} \
        - {"__version__"}
    assert namespace["math"] is importlib.import_module("math")
