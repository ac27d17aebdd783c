"""Rewrite the golden screenshots in tests/golden/ (run from the repository root)."""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from gamegrid.testing import run_script  # noqa: E402
from golden_cases import CASES  # noqa: E402


def main() -> None:
    for name, (script, replay) in CASES.items():
        target = ROOT / "tests" / "golden" / f"{name}.png"
        result = run_script(script, replay=replay, screenshot=target)
        if result.exit_code != 0:
            raise SystemExit(f"{name}: the script failed:\n{result.output}")
        print("wrote", target.relative_to(ROOT))


if __name__ == "__main__":
    main()
