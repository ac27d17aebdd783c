"""Release check: 10,000 random input streams per lesson step and example (tests/test_fuzz.py plays a
dozen per program in CI). Each stream must end with exit status 0, print no error and keep the
program's invariant (tests/fuzzing.py). A failing stream is shrunk by Hypothesis and written to
fuzz-failure-<program>.jsonl, ready for `gamegrid run PROGRAM --headless --replay FILE`.

    python bench/fuzz_release.py                      # all programs, 10,000 streams each (hours)
    python bench/fuzz_release.py --streams 500 --only solitaire
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import fuzzing  # noqa: E402
from hypothesis import HealthCheck, given, settings  # noqa: E402


def fuzz(program: fuzzing.Program, streams: int) -> tuple[int, str | None]:
    """Play `streams` random streams; returns (streams played, the first failure or None)."""
    played = [0]
    failure: list[str] = []

    @settings(max_examples=streams, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(fuzzing.streams(*fuzzing.geometry(program)))
    def play(events):
        played[0] += 1
        problem = fuzzing.failure(fuzzing.run_stream(program, events))
        if problem is not None:
            failure[:] = [problem]
            Path(f"fuzz-failure-{program.name}.jsonl").write_text(
                "".join(json.dumps(e) + "\n" for e in events), encoding="utf-8")
        assert problem is None, problem

    try:
        play()
    except AssertionError:
        pass
    return played[0], (failure[0] if failure else None)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--streams", type=int, default=10_000, help="streams per program")
    parser.add_argument("--only", default="", help="only programs whose path contains this")
    args = parser.parse_args()
    failed = 0
    for program in fuzzing.PROGRAMS:
        if args.only not in program.path:
            continue
        start = time.perf_counter()
        played, problem = fuzz(program, args.streams)
        seconds = time.perf_counter() - start
        verdict = "ok" if problem is None else "FAILED (see fuzz-failure-%s.jsonl)" % program.name
        print(f"{program.path:44s} {played:6d} streams {seconds:7.1f} s  {verdict}", flush=True)
        if problem is not None:
            failed += 1
            print("    " + problem.replace("\n", "\n    ")[:2000])
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
