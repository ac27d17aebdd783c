"""Every function and method name that spec §3/§4 lists exists."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
import spec_names  # noqa: E402

import gamegrid  # noqa: E402
from gamegrid.java import events, keyevent, listeners  # noqa: E402

README = Path(__file__).resolve().parent.parent / "README.md"


def _owner(name: str):
    """The object a spec owner name stands for: what a script really holds."""
    from gamegrid import Actor, GGVector, Location, Point, GGPanel
    special = {
        "module": gamegrid,
        "Actor": Actor(),            # instance: gameGrid / nbCycles are instance fields
        "Location": Location(0, 0),
        "GGVector": GGVector(1, 2),
        "Point": Point(1, 2),
        "GGBackground": GGPanel,     # getBg() returns a GGPanel, as in the original
        "MouseEvent": events.MouseEvent,
        "KeyEventObject": keyevent.KeyEventObject,
    }
    if name in special:
        return special[name]
    return getattr(gamegrid, name, None) or getattr(listeners, name)


def _unsupported_in_readme() -> set[str]:
    text = README.read_text(encoding="utf-8")
    if "## Not supported" not in text:
        return set()
    section = text.split("## Not supported", 1)[1].split("\n## ", 1)[0]
    names = set()
    for row in section.splitlines():
        if row.startswith("| `"):
            names.update(re.findall(r"`([\w.]+)`", row.split("|")[1]))
    return names


def test_checked_in_list_matches_the_spec():
    if not spec_names.SPEC.exists():
        pytest.skip("../shared is not present")
    live = spec_names.extract(spec_names.SPEC.read_text(encoding="utf-8"))
    assert live == spec_names.read_checked_in(), "regenerate: python tests/spec_names.py > tests/data/spec_names.txt"


def test_the_list_is_substantial():
    pairs = spec_names.read_checked_in()
    assert sum(1 for owner, _ in pairs if owner == "module") >= 130
    assert sum(1 for owner, _ in pairs if owner == "Actor") >= 85
    assert ("module", "makeGameGrid") in pairs and ("Actor", "setPixelLocation") in pairs


@pytest.mark.parametrize("owner,name", spec_names.read_checked_in(), ids=lambda v: str(v))
def test_name_exists(owner, name):
    target = _owner(owner)
    assert hasattr(target, name), f"{owner}.{name} is missing"


def test_module_functions_are_callable():
    for owner, name in spec_names.read_checked_in():
        if owner == "module":
            assert callable(getattr(gamegrid, name)), name


def test_star_import_exports_the_spec_names():
    namespace: dict = {}
    exec("from gamegrid import *", namespace)
    for owner, name in spec_names.read_checked_in():
        if owner == "module":
            assert name in namespace, name
    for cls in ("TextActor", "GGButton", "GGToggleButton", "GGCheckButton", "GGRadioButton", "GGRadioButtonGroup",
                "GGButtonListener", "GGBitmap", "GGTileMap", "GGPanel", "GGSound", "Double", "ArrayList", "Monitor",
                "JColorChooser", "GGLine", "GGCircle", "Color", "Point", "Font", "KeyEvent", "X11Color", "GGVector"):
        assert cls in namespace, cls


def test_readme_has_no_not_supported_table_and_no_class_refuses_to_be_made():
    # issue 34: every jgamegrid name of the original is provided; NotSupportedError stays for names that
    # cannot exist here (gpanel's printer calls), each saying why
    assert _unsupported_in_readme() == set()
    for name in dir(gamegrid):
        value = getattr(gamegrid, name)
        assert not (isinstance(value, type) and (value.__doc__ or "").startswith("Not supported")), name
