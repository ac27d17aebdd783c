"""The Windows job's comparisons (.ci/windows.sh), run by the Linux Python.

    same_run.py LINUX_FOLDER WINDOWS_FOLDER   shot.png pixel for pixel, state.json field for field
    same_run.py --picture LINUX.png WINDOWS.png
    same_run.py --timer STATE.json MILLISECONDS   --seconds 2 ended the run of a re-arming Timer
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

from PIL import Image, ImageChops


def same_picture(linux: Path, windows: Path) -> None:
    a, b = Image.open(linux).convert("RGB"), Image.open(windows).convert("RGB")
    if a.size != b.size:
        sys.exit(f"{windows}: {b.size[0]} x {b.size[1]} pixels, Linux's {a.size[0]} x {a.size[1]}")
    box = ImageChops.difference(a, b).getbbox()
    if box is not None:
        sys.exit(f"{windows} differs from Linux's picture {linux} in the box {box}")
    print(f"the same picture as on Linux: {windows.name}, {a.size[0]} x {a.size[1]} pixels")


def same_state(linux: Path, windows: Path) -> None:
    a, b = json.loads(linux.read_text(encoding="utf-8")), json.loads(windows.read_text(encoding="utf-8"))
    differing = sorted(key for key in set(a) | set(b) if a.get(key) != b.get(key))
    if differing:
        sys.exit(f"{windows}: the state differs from Linux's in {differing}")
    print(f"the same state as on Linux: {len(a.get('actors', []))} actors, {a.get('sim_cycles')} cycles, "
          f"status {a.get('status_text')!r}")


def timer_ran(state: Path, milliseconds: int) -> None:
    """The run ended at its limit although the Timer thread re-arms itself for ever (the end is final). The
    ticks are reported, not required: on shared cores Wine's start-up can use up the 2 s before the script's
    first tick (tests/test_conformance_threads.py checks the ticking itself)."""
    status = json.loads(state.read_text(encoding="utf-8")).get("status_text") or ""
    ticks = int(status.split(":")[-1]) if status.startswith("ticks:") else 0
    if milliseconds > 60_000:
        sys.exit(f"the Timer program ran {milliseconds} ms: --seconds 2 did not end it")
    print(f"--seconds 2 ended the run of the re-arming Timer ({milliseconds} ms with Wine's start; the clock "
          f"ticked {ticks} times)")


def main(args: list[str]) -> None:
    if args[0] == "--picture":
        same_picture(Path(args[1]), Path(args[2]))
    elif args[0] == "--timer":
        timer_ran(Path(args[1]), int(args[2]))
    else:
        linux, windows = Path(args[0]), Path(args[1])
        same_picture(linux / "shot.png", windows / "shot.png")
        same_state(linux / "state.json", windows / "state.json")


if __name__ == "__main__":
    main(sys.argv[1:])
