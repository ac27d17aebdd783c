# Times the cycles of a benchmark scene (gamegrid and raw pyglet sides alike) and prints the one line
# bench/_harness.py reads: RESULT {"ms": median real ms per cycle, "cpu_ms": median CPU ms per cycle, ...}.
import json
import statistics
import time


class CycleClock:
    def __init__(self, cycles: int, warm_up: int) -> None:
        self.cycles, self.warm_up = cycles, warm_up
        self.stamps: list[float] = []
        self.cpu: list[float] = []

    def tick(self) -> bool:
        """Stamp the start of a cycle; True once CYCLES cycles have been stamped after the first."""
        self.stamps.append(time.perf_counter_ns() / 1e9)   # real time also headless (see docs/decisions.md)
        self.cpu.append(time.process_time())               # all threads of the process, the GPU driver's too
        return len(self.stamps) > self.cycles

    def report(self, **extra) -> None:
        def median_ms(stamps: list[float]) -> float:
            kept = stamps[self.warm_up:]
            return statistics.median(b - a for a, b in zip(kept, kept[1:])) * 1000.0

        result = {"ms": median_ms(self.stamps), "cpu_ms": median_ms(self.cpu), **extra}
        print("RESULT " + json.dumps(result), flush=True)
