"""Compare programs on the original (TigerJython's gamegrid on Jython, run by refrun) and on ours.

Needs the original's runtime installed where refrun finds it ($REFGG_HOME, default
~/.cache/gamegrid-reference; /work/shared/reference/README.md). The runtime never goes into the repository:
what the tests need are the states recorded here.

    python3 tools/refcompare.py compare DIR            # every DIR/*.py: original against ours
    python3 tools/refcompare.py record DIR             # write DIR/expected_states.json from the original
    python3 tools/refcompare.py differential           # generated programs (tests/differential): compare
    python3 tools/refcompare.py differential --record  # ... and write tests/differential/expected_states.json

A program is compared after the cycles of its `# cycles: N` line, with NAME.jsonl beside it replayed when
there is one; a `# sprites: ours` line makes the original load gamegrid's pictures (sprites/) before its own
(the card programs: the layouts depend on the cards' size). refrun runs --cycles N (step mode, the
game thread replaced by the same loop on a virtual clock); ours runs in this process on the virtual clock.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.original_states import cycles_of, differences, load, normalise, run_ours, save  # noqa: E402

DEFAULT_REFRUN = "/work/shared/reference/refrun"


def refrun_state(refrun: str, program: Path, cycles: int, timeout: int = 180) -> tuple[dict | None, dict]:
    """Run a program on the original; (normalised state, refrun's meta)."""
    with tempfile.TemporaryDirectory() as tmp:
        state, meta = Path(tmp) / "state.json", Path(tmp) / "meta.json"
        env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
        replay = program.with_suffix(".jsonl")   # the program's replayed input, when it has one
        extra = ["--replay", str(replay)] if replay.exists() else []
        if re.search(r"^# sprites: ours", program.read_text(encoding="utf-8"), re.M):
            extra += ["--sprites-root", str(ROOT)]   # the original draws with our pictures (same sizes)
        subprocess.run([refrun, str(program), "--cycles", str(cycles), "--state", str(state), "--meta", str(meta),
                        "--timeout", str(timeout)] + extra,
                       cwd=program.parent, env=env, capture_output=True, text=True, timeout=timeout + 60)
        got = json.loads(state.read_text()) if state.exists() else None
        info = json.loads(meta.read_text()) if meta.exists() else {}
    return normalise(got), info


def record_states(refrun: str, programs: list[Path], jobs: int) -> dict[str, dict]:
    def one(program: Path) -> tuple[str, dict]:
        cycles = cycles_of(program)
        state, meta = refrun_state(refrun, program, cycles)
        problems = [meta.get(k) for k in ("script_error", "act_error") if meta.get(k)]
        problems += [str(e) for e in meta.get("callback_errors") or []]
        if problems:
            print(f"{program.name}: the original reported {problems}", file=sys.stderr)
        return program.name, {"cycles": cycles, "state": state, "errors": problems}
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return dict(pool.map(one, programs))


def compare(recorded: dict[str, dict], programs: list[Path]) -> int:
    failures = 0
    for program in programs:
        entry = recorded[program.name]
        ours = run_ours(program, entry["cycles"])
        found = differences(entry["state"], ours)
        if found:
            failures += 1
            print(f"== {program.name}: differs")
            for line in found:
                print("   " + line)
    print(f"{len(programs) - failures} of {len(programs)} programs give the original's state")
    return failures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=("compare", "record", "differential"))
    parser.add_argument("folder", nargs="?", help="a folder of programs (compare, record)")
    parser.add_argument("--record", action="store_true", help="differential: write the expected states")
    parser.add_argument("--refrun", default=os.environ.get("REFRUN", DEFAULT_REFRUN))
    parser.add_argument("--jobs", type=int, default=2, help="refrun processes at a time (default 2)")
    parser.add_argument("--seeds", help="differential: seeds FIRST-LAST (default: those of the test)")
    args = parser.parse_args(argv)
    if not Path(args.refrun).exists():
        parser.error(f"refrun not found at {args.refrun}: install the original's runtime (see its README)")

    if args.command in ("compare", "record"):
        if not args.folder:
            parser.error("give the folder of programs")
        folder = Path(args.folder).resolve()
        programs = sorted(p for p in folder.glob("*.py") if not p.name.startswith("_"))
        recorded = record_states(args.refrun, programs, args.jobs)
        if args.command == "record":
            save(folder / "expected_states.json", recorded)
            print(f"wrote {folder / 'expected_states.json'} ({len(recorded)} programs)")
            return 0
        return 1 if compare(recorded, programs) else 0

    from tests.differential import generator
    first, last = generator.DEFAULT_SEEDS
    if args.seeds:
        first, last = (int(x) for x in args.seeds.split("-"))
    with tempfile.TemporaryDirectory() as tmp:
        programs = generator.write_programs(Path(tmp), range(first, last + 1))
        recorded = record_states(args.refrun, programs, args.jobs)
        for program in programs:
            recorded[program.name]["digest"] = generator.digest(program.read_text(encoding="utf-8"))
        failures = compare(recorded, programs)
        if args.record:
            target = ROOT / "tests" / "differential" / "expected_states.json"
            save(target, {"seeds": [first, last], "programs": recorded})
            print(f"wrote {target}")
    return 1 if failures and not args.record else 0


if __name__ == "__main__":
    sys.exit(main())
