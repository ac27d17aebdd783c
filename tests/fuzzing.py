"""Random input for every lesson step and example: streams of clicks, drags, keys and a close.

Shared by tests/test_fuzz.py (a few hundred streams in CI) and bench/fuzz_release.py (10,000 per
program for release checks). A stream runs in this process, headless on the virtual clock. After
every input event and every simulation cycle the program's own invariant is checked on the model
(e.g. solitaire: the marbles change only by one legal jump at a time).
"""
from __future__ import annotations

import contextlib
import io
import os
import sys
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from types import ModuleType
from typing import Any, Callable

from hypothesis import strategies as st

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from gamegrid.runtime import replay as replay_files  # noqa: E402
from gamegrid import runtime  # noqa: E402
from gamegrid.model.grid import GameGrid  # noqa: E402
from gamegrid.runtime.input import InputRouter  # noqa: E402
from gamegrid.runner import RunOptions, run  # noqa: E402

# arrows, space, enter, escape, backspace, tab, letters the programs use (H, N, Q, S, R), others
KEYS = (37, 38, 39, 40, 32, 10, 27, 8, 9, 65, 72, 78, 81, 83, 82, 48, 112)
MOVES = ((2, 0), (-2, 0), (0, 2), (0, -2), (1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, 1), (1, -1), (-1, -1))


# ----- what the programs look like to the checks ------------------------------------------------------
def _actors(grid: GameGrid) -> list[Any]:
    return list(grid._scene.paint_order())


def _sprite(actor: Any) -> str:
    return actor.__dict__.get("_a_given_path") or ""


def _cells_with(grid: GameGrid, word: str) -> list[tuple[int, int]]:
    return [a._a_cell for a in _actors(grid) if word in _sprite(a)]


def _count_class(grid: GameGrid, name: str) -> int:
    return sum(1 for a in _actors(grid) if type(a).__name__ == name)


Check = Callable[[Any, Any, "dict[str, Any] | None"], "str | None"]


def _constant(prev: Any, cur: Any, record: dict[str, Any] | None) -> str | None:
    return None if prev == cur else f"changed from {prev} to {cur}"


# solitaire: the set of marble cells changes only by one legal jump (or a new game by key)
def _solitaire_observe(grid: GameGrid, main: ModuleType) -> frozenset[tuple[int, int]]:
    return frozenset(_cells_with(grid, "marble"))


def _solitaire_check(restart_keys: tuple[int, ...]) -> Check:
    def check(prev: frozenset, cur: frozenset, record: dict[str, Any] | None) -> str | None:
        if prev == cur:
            return None
        if record is not None and record.get("type") == "key_press" and record.get("key") in restart_keys:
            return None   # a new game
        removed, added = prev - cur, cur - prev
        if len(removed) == 2 and len(added) == 1:
            (dx, dy), = added
            for sx, sy in removed:
                mx, my = (sx + dx) // 2, (sy + dy) // 2
                if {(abs(dx - sx), abs(dy - sy))} <= {(2, 0), (0, 2)} and removed == {(sx, sy), (mx, my)}:
                    return None
        return f"marbles {sorted(prev)} -> {sorted(cur)}: not one jump"
    return check


# Gobblet: every piece of both players stays on the table (12 each: 3 of every size)
def _gobblet_observe(grid: GameGrid, main: ModuleType) -> Counter:
    return Counter(_sprite(a).split("gobblet_")[1] for a in _actors(grid)
                   if "gobblet_orange" in _sprite(a) or "gobblet_white" in _sprite(a))


def _gobblet_check(prev: Counter, cur: Counter, record: dict[str, Any] | None) -> str | None:
    """Steps 3-5 play a game: both players keep their 12 pieces (3 of every size) all along."""
    for colour in ("orange", "white"):
        for size in (1, 2, 3, 4):
            if cur[f"{colour}_{size}.png"] != 3:
                return f"{colour} has {cur[f'{colour}_{size}.png']} pieces of size {size} on the table"
    return _constant(prev, cur, record)


# Wolves and Goat: the same pieces, each on its own square of the board
def _wolves_observe(grid: GameGrid, main: ModuleType) -> tuple[Counter, list[tuple[int, int]], tuple[int, int]]:
    pieces = [a for a in _actors(grid) if "wolves_wolf" in _sprite(a) or "wolves_goat" in _sprite(a)]
    return (Counter(_sprite(a) for a in pieces), [a._a_cell for a in pieces],
            (grid._nb_horz, grid._nb_vert))


def _wolves_check(prev: Any, cur: Any, record: dict[str, Any] | None) -> str | None:
    kinds, cells, (nx, ny) = cur
    if kinds != prev[0]:
        return f"pieces changed from {prev[0]} to {kinds}"
    if len(set(cells)) != len(cells):
        return f"two pieces on one square: {sorted(cells)}"
    if not all(0 <= x < nx and 0 <= y < ny for x, y in cells):
        return f"a piece left the board: {sorted(cells)}"
    return None


def _inside(cells: list[tuple[int, int]], nx: int, ny: int) -> bool:
    return all(0 <= x < nx and 0 <= y < ny for x, y in cells)


def _fish_observe(grid: GameGrid, main: ModuleType) -> tuple[int, bool]:
    fish = [a._a_cell for a in _actors(grid) if type(a).__name__ in ("Fish", "SlowFish")]
    return len(fish), _inside(fish, grid._nb_horz, grid._nb_vert)


def _fish_check(prev: Any, cur: Any, record: dict[str, Any] | None) -> str | None:
    return None if cur == (2, True) else f"fish (count, all in the reef): {cur}"


def _frog_observe(grid: GameGrid, main: ModuleType) -> tuple[int, int]:
    return _count_class(grid, "Car"), _count_class(grid, "Frog")


def _frog_check(prev: Any, cur: Any, record: dict[str, Any] | None) -> str | None:
    return None if cur == (20, 1) else f"(cars, frogs) = {cur}"


def _life_observe(grid: GameGrid, main: ModuleType) -> tuple[int, tuple[tuple[bool, ...], ...]]:
    return main.generation, tuple(tuple(column) for column in main.a)


def _life_step(a: tuple[tuple[bool, ...], ...]) -> tuple[tuple[bool, ...], ...]:
    s = len(a)
    def alive(x: int, y: int) -> bool:
        n = sum(a[(x + dx) % s][(y + dy) % s] for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)
        return n == 3 or (a[x][y] and n == 2)
    return tuple(tuple(alive(x, y) for y in range(s)) for x in range(s))


def _life_check(prev: Any, cur: Any, record: dict[str, Any] | None) -> str | None:
    (g0, a0), (g1, a1) = prev, cur
    if g1 == g0 and a1 == a0:
        return None
    if g1 == g0 + 1 and a1 == _life_step(a0):
        return None
    return f"generation {g0} -> {g1} does not follow Life's rules"


def _pacman_observe(grid: GameGrid, main: ModuleType) -> tuple[int, bool]:
    pacman = [a._a_cell for a in _actors(grid) if type(a).__name__ == "PacMan"]
    return _count_class(grid, "Pill"), len(pacman) == 1 and _inside(pacman, grid._nb_horz, grid._nb_vert)


def _pacman_check(prev: Any, cur: Any, record: dict[str, Any] | None) -> str | None:
    if not cur[1]:
        return "Pacman is not in the maze"
    return None if cur[0] <= prev[0] else f"pills went up from {prev[0]} to {cur[0]}"


def _sokoban_observe(grid: GameGrid, main: ModuleType) -> tuple[list[tuple[int, int]], list[tuple[int, int]], list[str]]:
    crates = [a._a_cell for a in _actors(grid) if type(a).__name__ == "Crate"]
    keeper = [a._a_cell for a in _actors(grid) if type(a).__name__ == "Keeper"]
    return crates, keeper, list(main.level)


def _sokoban_check(prev: Any, cur: Any, record: dict[str, Any] | None) -> str | None:
    crates, keeper, level = cur
    if len(crates) != len(prev[0]) or len(set(crates)) != len(crates):
        return f"crates: {sorted(crates)}"
    if len(keeper) != 1 or keeper[0] in crates:
        return f"keeper {keeper} among crates {sorted(crates)}"
    if any(level[y][x] == "#" for x, y in crates + keeper):
        return f"inside a wall: crates {sorted(crates)}, keeper {keeper}"
    return None


def _tictactoe_observe(grid: GameGrid, main: ModuleType) -> dict[tuple[int, int], int]:
    return {a._a_cell: a.player for a in _actors(grid) if type(a).__name__ == "Token"}


def _tictactoe_check(prev: dict, cur: dict, record: dict[str, Any] | None) -> str | None:
    if any(cur.get(cell) != player for cell, player in prev.items()):
        return f"a token changed or vanished: {prev} -> {cur}"
    players = Counter(cur.values())
    if not 0 <= players[0] - players[1] <= 1 or not _inside(list(cur), 3, 3):
        return f"tokens {cur}"
    return None


def _one_actor_observe(grid: GameGrid, main: ModuleType) -> int:
    return len(_actors(grid))


def _one_actor_check(prev: Any, cur: Any, record: dict[str, Any] | None) -> str | None:
    return None if cur == 1 else f"{cur} actors"


def _alien_observe(grid: GameGrid, main: ModuleType) -> list[tuple[int, int]]:
    return [a._a_cell for a in _actors(grid) if type(a).__name__ == "Alien"]


def _alien_check(prev: Any, cur: Any, record: dict[str, Any] | None) -> str | None:
    return None if _inside(cur, 10, 10) else f"an alien outside the town: {cur}"


# Tricks (cards): every card in one place only, the two hands never more than one card apart, at most two
# cards on the table; from step 3 on (the rules, the won piles) the 16 cards stay in the game (one may
# be sliding between hands) and whoever answers a trick follows suit when they can
def _card_key(card: Any) -> tuple[str, str]:
    return str(card.getSuit()), str(card.getRank())


def _tricks_observe(grid: GameGrid, main: ModuleType) -> dict[str, tuple[tuple[str, str], ...]]:
    hands = {"your hand": main.myHand, "the computer's hand": main.computerHand}
    if getattr(main, "trick", None) is not None:
        hands["the table"] = main.trick
    if getattr(main, "piles", None) is not None:
        hands["your pile"], hands["the computer's pile"] = main.piles
    return {name: tuple(_card_key(card) for card in hand.getCardList()) for name, hand in hands.items()}


def _tricks_check(prev: dict, cur: dict, record: dict[str, Any] | None) -> str | None:
    seen: dict[tuple[str, str], str] = {}
    for name, cards in cur.items():
        for card in cards:
            if card in seen:
                return f"{card} is in {seen[card]} and in {name}: {cur}"
            seen[card] = name
    mine, theirs = len(cur["your hand"]), len(cur["the computer's hand"])
    if abs(mine - theirs) > 1:
        return f"the hands hold {mine} and {theirs} cards"
    if len(cur.get("the table", ())) > 2:
        return f"{len(cur['the table'])} cards on the table: {cur['the table']}"
    if "your pile" not in cur:
        return None
    if not 15 <= len(seen) <= 16:
        return f"{len(seen)} cards in the game, not 16 (one may be sliding): {cur}"
    table = prev.get("the table", ())
    if len(table) == 1:   # one card led: the card that leaves the other hand must follow suit if it can
        suit = table[0][0]
        for name in ("your hand", "the computer's hand"):
            before, after = prev[name], cur[name]
            played = [card for card in before if card not in after]
            if len(played) == 1 and played[0][0] != suit and any(card[0] == suit for card in before):
                return f"{name} played {played[0]} on {table[0]} but holds {suit}: {before}"
    return None


@dataclass(frozen=True)
class Program:
    path: str                                            # relative to the repository
    observe: Callable[[GameGrid, ModuleType], Any]
    check: Check

    @property
    def name(self) -> str:
        return self.path.replace("/", "_").replace(".py", "")


_SOLITAIRE = [("step1_board", ()), ("step2_rules", ()), ("step3_game_over", ()), ("ex1_french", ()),
              ("ex2_score", (32,)), ("ex3_hints", (32,)), ("ex4_own_board", (32, 78))]
PROGRAMS: list[Program] = (
    [Program(f"lessons/solitaire/{name}.py", _solitaire_observe, _solitaire_check(keys))
     for name, keys in _SOLITAIRE]
    + [Program(f"lessons/gobblet/{name}.py", _gobblet_observe, _constant)   # the pieces shown stay
       for name in ("step1_board", "step2_drag")]
    + [Program(f"lessons/gobblet/{name}.py", _gobblet_observe, _gobblet_check)
       for name in ("step3_rules", "step4_win", "step5_computer")]
    + [Program(f"lessons/wolves_and_goat/{name}.py", _wolves_observe, _wolves_check)
       for name in ("step1_board", "step2_moves", "step3_game", "step4_computer")]
    + [Program(f"lessons/tricks/{name}.py", _tricks_observe, _tricks_check)
       for name in ("step1_deal", "step2_click", "step3_trick", "step4_points")]
    + [Program("examples/fish_reef.py", _fish_observe, _fish_check),
       Program("examples/frog_lanes.py", _frog_observe, _frog_check),
       Program("examples/game_of_life.py", _life_observe, _life_check),
       Program("examples/pacman.py", _pacman_observe, _pacman_check),
       Program("examples/sokoban.py", _sokoban_observe, _sokoban_check),
       Program("examples/tictactoe.py", _tictactoe_observe, _tictactoe_check),
       Program("examples/press_a_key.py", _one_actor_observe, _one_actor_check),
       Program("examples/alien_invasion.py", _alien_observe, _alien_check)])


def program_files() -> set[str]:
    """Every program the fuzzing must cover: lesson steps and exercises, examples."""
    found = {str(p.relative_to(REPO)) for p in (REPO / "examples").glob("*.py")}
    for folder in (REPO / "lessons").iterdir():
        found |= {str(p.relative_to(REPO)) for p in folder.glob("*.py")
                  if p.stem.startswith(("step", "ex"))}
    return found


# ----- input streams -------------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def geometry(program: Program) -> tuple[int, int, int]:
    """(cells across, cells down, cell size) of the program's window, from one short run."""
    outcome = _run(program, [], seconds=0.05)
    state = outcome[1]
    return state["nb_horz_cells"], state["nb_vert_cells"], state["cell_size"]


def streams(nx: int, ny: int, cell: int) -> st.SearchStrategy[list[dict[str, Any]]]:
    """Replay events: clicks, drags (also outside the playground and onto every kind of square: any cell
    centre, cells just outside), mouse moves, keys typed or held, waits; sometimes a close at the end."""
    width, height = nx * cell, ny * cell
    xs = st.one_of(st.integers(-1, nx).map(lambda c: c * cell + cell // 2), st.integers(-40, width + 40))
    ys = st.one_of(st.integers(-1, ny).map(lambda c: c * cell + cell // 2), st.integers(-40, height + 40))
    point = st.tuples(xs, ys)
    click = st.tuples(st.just("click"), point)
    drag = st.tuples(st.just("drag"), point, st.lists(point, min_size=1, max_size=4), point)
    # a drag from a cell to a neighbour or over one (the moves the games know: jumps, steps, diagonals)
    near = st.builds(lambda cx, cy, d: ("drag", _centre(cx, cy, cell), [], _centre(cx + d[0], cy + d[1], cell)),
                     st.integers(0, nx - 1), st.integers(0, ny - 1), st.sampled_from(MOVES))
    move = st.tuples(st.just("move"), point)
    key = st.tuples(st.just("key"), st.sampled_from(KEYS))
    hold = st.tuples(st.just("hold"), st.sampled_from(KEYS), st.integers(30, 600))
    action = st.tuples(st.integers(0, 900), st.one_of(click, drag, near, near, near, move, key, key, hold))
    return st.builds(_events, st.lists(action, max_size=20), st.booleans())


def _centre(cx: int, cy: int, cell: int) -> tuple[int, int]:
    return cx * cell + cell // 2, cy * cell + cell // 2


def _events(actions: list[tuple[int, tuple[Any, ...]]], close: bool) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    t = 300   # the window has just appeared

    def add(kind: str, **fields: Any) -> None:
        nonlocal t
        events.append({"at_ms": t, "type": kind, **fields})
        t += 25

    for wait, (kind, *args) in actions:
        t += wait
        if kind == "click":
            add("mouse_click", x=args[0][0], y=args[0][1])
        elif kind == "move":
            add("mouse_move", x=args[0][0], y=args[0][1])
        elif kind == "drag":
            start, path, end = args
            add("mouse_press", x=start[0], y=start[1])
            for x, y in path or [((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)]:
                add("mouse_drag", x=x, y=y)
            add("mouse_release", x=end[0], y=end[1])
        elif kind == "key":
            add("key_press", key=args[0])
            add("key_release", key=args[0])
        else:   # hold a key down for a while (key repeat)
            add("key_press", key=args[0])
            t += args[1]
            add("key_release", key=args[0])
    if close:
        add("close")
    return events


# ----- running a stream --------------------------------------------------------------------------------
@dataclass
class FuzzResult:
    exit_code: int
    output: str
    state: dict[str, Any] | None
    problems: list[str]
    observations: int


def _forget_local_modules(folder: Path) -> None:
    """Lesson steps import helpers from their folder (rules, view, pegboard ...): fresh for every run."""
    for name, module in list(sys.modules.items()):
        path = getattr(module, "__file__", None)
        if path and Path(path).resolve().parent == folder:
            del sys.modules[name]


def _run(program: Program, events: list[dict[str, Any]], seconds: float,
         probe: Callable[[dict[str, Any] | None], None] | None = None) -> tuple[int, dict | None, str]:
    path = REPO / program.path
    saved_start = os.environ.pop("GOBBLET_START", None)   # Gobblet's steps would start from that position
    original_dispatch, original_cycle = InputRouter.dispatch, GameGrid.act_cycle
    if probe is not None:
        def dispatch(self: InputRouter, record: Any) -> None:
            original_dispatch(self, record)
            probe(getattr(record, "_fuzz_event", None))

        def act_cycle(self: GameGrid) -> None:
            original_cycle(self)
            probe(None)
        InputRouter.dispatch, GameGrid.act_cycle = dispatch, act_cycle   # type: ignore[method-assign]
    items = replay_files.load(events)
    for item, event in zip(items, events):
        item.record._fuzz_event = event
    out = io.StringIO()
    _forget_local_modules(path.parent)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            outcome = run(path, RunOptions(headless=True, seconds=seconds, replay=items))
    finally:
        InputRouter.dispatch, GameGrid.act_cycle = original_dispatch, original_cycle   # type: ignore[method-assign]
        _forget_local_modules(path.parent)
        if saved_start is not None:
            os.environ["GOBBLET_START"] = saved_start
    return outcome.exit_code, outcome.state, out.getvalue()


def run_stream(program: Program, events: list[dict[str, Any]]) -> FuzzResult:
    """Play the events; check the program's invariant after every event and every simulation cycle."""
    problems: list[str] = []
    last: list[Any] = []
    count = [0]

    def probe(event: dict[str, Any] | None) -> None:
        rt = runtime.active()
        grid = rt.grid if rt is not None else None
        main = sys.modules.get("__main__")
        if grid is None or main is None:
            return
        try:
            current = program.observe(grid, main)
        except AttributeError:   # the program has not set up what is observed yet
            return
        count[0] += 1
        if last:
            problem = program.check(last[0], current, event)
            if problem is not None and len(problems) < 5:
                problems.append(f"after {event or 'a simulation cycle'}: {problem}")
        else:
            problem = program.check(current, current, event)   # the start must satisfy it too
            if problem is not None:
                problems.append(f"at the start: {problem}")
        last[:] = [current]

    end = max((e["at_ms"] for e in events), default=0) / 1000.0 + 1.5
    exit_code, state, output = _run(program, events, seconds=end, probe=probe)
    return FuzzResult(exit_code, output, state, problems, count[0])


def failure(result: FuzzResult) -> str | None:
    """Why a run counts as broken, or None: exit status, an error printed, an invariant broken."""
    if result.exit_code != 0:
        return f"exit status {result.exit_code}:\n{result.output}"
    for word in ("Traceback", "Error"):
        if word in result.output:
            return f"printed an error:\n{result.output}"
    if result.problems:
        return "invariant broken: " + "; ".join(result.problems)
    return None
