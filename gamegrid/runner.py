"""`gamegrid run SCRIPT`: run a student's script as `python SCRIPT` would, with options for tests.

One runner for people, tests and benchmarks: headless with a virtual clock, replayed input, a
screenshot and a state dump at the end. Exit status: 0 the script ran without error, 1 the script
(or one of its callbacks / act() methods) raised, 2 usage error.
"""
from __future__ import annotations

import argparse
import builtins
import os
import random
import sys
import threading
import types
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Callable

from . import runtime
from .base import i18n
from .model import spritepath
from .runtime import process_end
from .runtime.errors import ScriptStopped, format_user_traceback
from .base.i18n import tr

EXIT_OK, EXIT_SCRIPT_ERROR, EXIT_USAGE = 0, 1, 2
MAX_ZOOM = 8.0   # as view/zoom.py (not imported here: that would load the view for every run)


@dataclass
class RunOptions:
    headless: bool = False
    render: bool = False                  # draw every frame (headless too; in a window without the rate cap)
    seconds: float | None = None
    frames: int | None = None
    cycles: int | None = None             # stop after exactly this many simulation cycles (headless)
    replay: list[Any] = field(default_factory=list)       # runtime.ReplayItem
    screenshot: str | None = None
    state: str | None = None
    seed: int | None = None
    answers: list[str] | None = None
    argv: list[str] = field(default_factory=list)
    show_translation: bool = False
    python2: bool = False                 # read every file of the program as Python 2 (integer /, lists ...)
    python3: bool = False                 # read every file as Python 3, as it is (no translation)
    record: str | None = None             # write the run's input to this replay file
    zoom: float | None = None             # projector zoom of the window (view/zoom.py)
    gif: str | None = None                # an animated GIF of the run (runtime/frame_export.py)
    gif_every: int = 1
    gif_max_frames: int = 300
    frames_dir: str | None = None         # one PNG per frame drawn
    lang: str | None = None               # messages in en, de or fr; None: GAMEGRID_LANG, else the locale


@dataclass
class RunOutcome:
    exit_code: int
    state: dict[str, Any] | None
    runtime: runtime.Runtime


def compile_script(path: Path, show_translation: bool = False, python2: bool = False,
                   python3: bool = False) -> tuple[Any, bool]:
    """Compile the script; TigerJython / Python 2 sources are translated first (line numbers kept).

    Returns (code, translated). Reads cp1252/latin-1 files and coding cookies too."""
    from .tigerjython.cli import compile_for_runner
    return compile_for_runner(path, show_translation, python2, python3)


def _limit_seconds(options: RunOptions) -> float | None:
    if options.seconds is not None:
        return options.seconds
    if options.frames is not None and options.headless:
        return options.frames / 60.0   # headless frames are 1/60 s of virtual time
    return None


def run(script: str | Path, options: RunOptions) -> RunOutcome:
    """Run one script to its end (and the window's), in this process."""
    path = Path(script).resolve()
    language_before = i18n.language()
    if options.lang is not None:
        i18n.set_language(options.lang)
    try:
        return _run(path, options)
    finally:
        i18n.set_language(language_before)


def _run(path: Path, options: RunOptions) -> RunOutcome:
    if options.cycles is not None and not options.headless:
        options = replace(options, headless=True)   # --cycles compares with the original: always headless
    settings = runtime.Settings(headless=options.headless,
                                limit_s=_limit_seconds(options), replay=list(options.replay),
                                limit_frames=options.frames if not options.headless else None,
                                limit_cycles=options.cycles, zoom=options.zoom, render=options.render)
    rt = runtime.Runtime(settings)
    rt.managed_by_runner = True
    recorder = _start_recording(rt, options, path)
    exports = _start_exports(rt, options)
    files = _RunFiles(rt, options, recorder, exports)
    process_end.on_end(files.write)   # also when the process is ended early (the watchdog's end of a program)
    runtime.install(rt)
    spritepath.set_script_dir(path.parent)
    if options.seed is not None:
        random.seed(options.seed)
    _set_answers(options.answers)   # None clears answers left over from an earlier run
    module = types.ModuleType("__main__")
    module.__file__ = str(path)
    module.__builtins__ = builtins
    saved = (sys.argv, list(sys.path), sys.modules.get("__main__"))
    sys.argv = [str(path)] + list(options.argv)
    sys.path.insert(0, str(path.parent))
    sys.modules["__main__"] = module
    exit_code = EXIT_OK
    leave_program = None
    try:
        try:
            code, translated = compile_script(path, options.show_translation, options.python2, options.python3)
        except SyntaxError as exc:
            rt.count_user_error(exc)
            print(format_user_traceback(exc), end="", file=sys.stderr)
            files.exit_code = EXIT_SCRIPT_ERROR
            process_end.write_files()
            return RunOutcome(EXIT_SCRIPT_ERROR, None, rt)
        from .tigerjython.cli import enter_program, seed_namespace
        seed_namespace(module.__dict__, translated, options.headless)   # TigerJython builtins, Java imports
        leave_program = enter_program(path.parent, translated, module.__dict__,   # modules, builtins, time
                                      options.python2, options.python3, str(path), options.show_translation)
        if options.headless:
            rt.watchdog.start()   # stops a loop that never lets virtual time pass (see stall_limit_s)
        try:
            exec(code, module.__dict__)
            rt.run_until_closed()
            _serve_console_connections(rt, options)
        except ScriptStopped as exc:
            print(exc, file=sys.stderr)   # one line: the time limit stopped the script
        except SystemExit as exc:
            exit_code = _system_exit_code(exc)
        except KeyboardInterrupt as exc:
            print(runtime.ctrl_c_message(exc), file=sys.stderr)
            exit_code = 130
        except Exception as exc:   # the student's top-level code raised
            rt.count_user_error(exc)
            print(format_user_traceback(exc), end="", file=sys.stderr)
            exit_code = EXIT_SCRIPT_ERROR
            try:
                if not options.headless:
                    rt.run_until_closed()   # as with `python script.py`: the window stays until closed
            except (ScriptStopped, SystemExit):
                pass
            except KeyboardInterrupt as interrupt:
                print(runtime.ctrl_c_message(interrupt), file=sys.stderr)
        rt.watchdog.stop()
        rt.script_running = False
        _run_exit_functions()
        if exit_code == EXIT_OK and rt.user_errors:
            exit_code = EXIT_SCRIPT_ERROR
        files.exit_code = exit_code
        process_end.write_files()
        if files.no_picture and exit_code == EXIT_OK:
            exit_code = EXIT_SCRIPT_ERROR   # the picture asked for is missing: the run failed (the reason is shown)
        return RunOutcome(exit_code, files.state, rt)
    finally:
        process_end.write_files()   # the GIF and the recording also when something of ours failed
        if leave_program is not None:
            leave_program()
        sys.argv, sys.path[:] = saved[0], saved[1]
        if saved[2] is not None:
            sys.modules["__main__"] = saved[2]
        spritepath.set_script_dir(None)
        _close_connections()
        if rt.view is not None:
            rt.view.close()
            rt.view = None
        runtime.install(None)


def _start_recording(rt: runtime.Runtime, options: RunOptions, script: Path) -> Any:
    if not options.record:
        return None
    from .runtime.recording import Recorder
    recorder = Recorder(options.record, script)
    rt.input_taps.append(recorder)
    return recorder


def _start_exports(rt: runtime.Runtime, options: RunOptions) -> list[Any]:
    from .runtime.frame_export import FramesFolder, GifRecorder
    exports: list[Any] = []
    if options.gif:
        exports.append(GifRecorder(options.gif, options.gif_every, options.gif_max_frames))
    if options.frames_dir:
        exports.append(FramesFolder(options.frames_dir))
    rt.frame_taps.extend(exports)
    return exports


class _RunFiles:
    """The run's files (--screenshot, --state, --gif, --frames-dir, --record), written once at its end by
    process_end.write_files(), or by end_process() when the process is ended early."""

    def __init__(self, rt: runtime.Runtime, options: RunOptions, recorder: Any, exports: list[Any]) -> None:
        self.rt, self.options, self.recorder, self.exports = rt, options, recorder, exports
        self.exit_code = EXIT_OK   # a program ended early ended as the close button ends it
        self.state: dict[str, Any] | None = None
        self.no_picture = False    # --screenshot could not be drawn here (the run then fails, its state is kept)

    def write(self) -> None:
        rt = self.rt
        try:
            self.state = self._picture_and_state()
        finally:
            for export in self.exports:
                print(export.finish(rt.clock.now()), file=sys.stderr)
            recorder = self.recorder
            if recorder is not None:
                recorder.close()
                print(tr("gamegrid: recorded {count} input events to {path}", count=recorder.count,
                         path=recorder.path), file=sys.stderr)

    def _picture_and_state(self) -> dict[str, Any] | None:
        rt, options, exit_code = self.rt, self.options, self.exit_code
        grid = rt.grid
        from .runtime.statedump import grid_state, windows_state, write_state
        if grid is None:
            if options.state:   # a state file for every run: the grid's fields null, the exit code
                write_state(None, options.state, exit_code)
            return None
        if options.screenshot:
            if threading.current_thread() is not threading.main_thread():
                pass   # the watchdog's end: the window's pictures belong to the main thread, which is stuck
            else:
                from .model.errors import GameGridError
                try:
                    view = rt.ensure_view() if not grid.isDisposed() or options.headless else rt.view
                except GameGridError as reason:   # no way to draw here: headless without EGL and without a screen
                    print(tr("gamegrid: no screenshot: {reason}", reason=reason), file=sys.stderr)
                    view, self.no_picture = None, True
                if view is not None:
                    view.screenshot(options.screenshot)
                elif not self.no_picture:
                    print(tr("gamegrid: no screenshot: the window was already closed."), file=sys.stderr)
                if not self.no_picture:
                    _screenshots_beside(rt, options.screenshot)
        if options.state:
            write_state(grid, options.state, exit_code, rt.windows.made)
        state = grid_state(grid)
        state["windows"] = windows_state(rt.windows.made, grid)
        return state


def _screenshots_beside(rt: runtime.Runtime, path: str) -> None:
    """The windows open beside the loop's (a GPanel beside the game, a second GameGrid): each to PATH-N.png,
    N its window number (as in --state's "windows"); the loop's window is PATH itself."""
    stem, suffix = os.path.splitext(path)
    for window in list(rt.windows.beside):
        view = window.ensure_view()
        if view is not None:
            view.screenshot(f"{stem}-{rt.windows.number(window.grid)}{suffix or '.png'}")


def _run_exit_functions() -> None:
    """TigerJython's registerExitFunction(f): f() runs when the program ends."""
    more = sys.modules.get("gamegrid.tigerjython.more_builtins")
    if more is not None:
        more.run_exit_functions()


def _serve_console_connections(rt: runtime.Runtime, options: RunOptions) -> None:
    """A tcpcom/mqttclient program without a game window lives on after its last line while a connection
    is open, as with `python SCRIPT` (gamegrid/net/delivery.py); --seconds still ends it."""
    delivery = sys.modules.get("gamegrid.net.delivery")
    if rt.grid is not None or delivery is None:
        return
    limit = None if options.seconds is None else max(0.0, options.seconds - rt.now())
    quiet = delivery.QUIET_GRACE_S if options.headless and options.seconds is None else None
    delivery.wait_while_open(limit, quiet)


def _close_connections() -> None:
    """The script's run is over: so are its network connections (a later run in this process must not
    receive their events)."""
    delivery = sys.modules.get("gamegrid.net.delivery")
    if delivery is not None:
        delivery.close_all()


def _system_exit_code(exc: SystemExit) -> int:
    if exc.code is None:
        return EXIT_OK
    if isinstance(exc.code, int):
        return exc.code
    print(exc.code, file=sys.stderr)
    return EXIT_SCRIPT_ERROR


def _set_answers(answers: list[str] | None) -> None:
    try:
        from .tigerjython.script_builtins import set_answer_source
    except ImportError:
        return
    set_answer_source(answers)


# ----- command line ---------------------------------------------------------------------------------------
def add_run_options(run_cmd: argparse.ArgumentParser) -> list[argparse.Action]:
    """The options of `gamegrid run` (also taken by commands that run a script, such as `gamegrid lessons`).
    Returns them, so that a command can hand them on to `gamegrid run` (run_arguments)."""
    add = run_cmd.add_argument
    return [
        add("--headless", action="store_true", help="no visible window; virtual clock"),
        add("--render", action="store_true",
            help="draw every frame: with --headless offscreen (benchmarks, screenshots of the real work); "
                 "in a window without the cap at the display rate"),
        add("--seconds", type=float, help="stop after S seconds (virtual when headless)"),
        add("--frames", type=int, help="stop after N frames (headless: N/60 virtual seconds)"),
        add("--cycles", type=int, help="headless; stop after exactly N simulation cycles, counted from the first one"),
        add("--replay", help="JSON-lines file of input events to replay"),
        add("--screenshot", help="write the window content to this PNG at the end"),
        add("--state", help="write the game state as JSON at the end"),
        add("--seed", type=int, help="seed the random module before the script runs"),
        add("--answers", help="answers for dialogs (one per line) in headless runs"),
        add("--show-translation", action="store_true",
            help="print how each file of the program is read (Python 2 or 3, and why) and its Python 3 translation"),
        add("--python2", action="store_true",
            help="read every file of the program as Python 2 (lists from zip/map/keys, old module names ...)"),
        add("--python3", action="store_true",
            help="read every file of the program as Python 3, as it is (no translation)"),
        add("--record", metavar="FILE", help="write the input of this run (mouse, keys, close) to a replay file"),
        add("--gif", metavar="FILE", help="write an animated GIF of the run (headless or in a window)"),
        add("--gif-every", type=int, metavar="K", help="keep every K-th frame drawn in the GIF (default 1)"),
        add("--gif-max-frames", type=int, metavar="N",
            help="at most N frames (default 300): beyond that every other frame is dropped, the whole run stays"),
        add("--frames-dir", metavar="DIR", help="write every frame drawn as a PNG into this folder"),
        add("--zoom", type=float, metavar="Z", help="show the window Z times as large (for a projector; "
            "Ctrl + plus / minus / 0 change it while the window runs)"),
        add("--lang", choices=i18n.LANGUAGES, help="the language of gamegrid's messages and hints (default: "
            "GAMEGRID_LANG, else the system's language, else en)"),
    ]


def run_arguments(args: argparse.Namespace, actions: list[argparse.Action]) -> list[str]:
    """The command-line words that give `gamegrid run` the same run options as `args`."""
    words: list[str] = []
    for action in actions:
        value = getattr(args, action.dest)
        if value is None or value is False:
            continue
        words.append(action.option_strings[0])
        if value is not True:
            words.append(str(value))
    return words


def _parser(add_more: Callable[[Any], dict[str, Any]] | None = None) -> tuple[argparse.ArgumentParser, dict[str, Any]]:
    """The `gamegrid` command line: `run`, `convert`, and the commands `add_more(subparsers)` adds, which
    returns their handlers (gamegrid/cli.py adds the teachers' commands so)."""
    parser = argparse.ArgumentParser(prog="gamegrid", description="Run TigerJython gamegrid scripts on CPython.")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    run_cmd = commands.add_parser("run", help="run a script (as `python SCRIPT` would)")
    run_cmd.add_argument("script", help="the Python / TigerJython script to run")
    add_run_options(run_cmd)
    run_cmd.add_argument("script_args", nargs="*", help="arguments for the script (after --)")
    from .tigerjython.cli import CONVERT_HELP, add_convert_arguments
    add_convert_arguments(commands.add_parser("convert", help=CONVERT_HELP, description=CONVERT_HELP))
    handlers = dict(_COMMANDS)
    if add_more is not None:
        handlers.update(add_more(commands))
    return parser, handlers


def main(argv: list[str] | None = None, add_more: Callable[[Any], dict[str, Any]] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    script_args: list[str] = []
    if "--" in argv:
        cut = argv.index("--")
        argv, script_args = argv[:cut], argv[cut + 1:]
    parser, handlers = _parser(add_more)
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return EXIT_USAGE
    handler = handlers.get(args.command)
    if handler is None:
        parser.error(f"unknown command {args.command}")
    return handler(args, script_args)


class UsageError(Exception):
    """A command-line option that cannot work; the message says which and why (exit status 2)."""


def options_from_args(args: argparse.Namespace, script_args: list[str]) -> RunOptions:
    """RunOptions from the options add_run_options() declared; raises UsageError."""
    from .runtime import replay
    options = RunOptions(headless=args.headless or args.cycles is not None, seconds=args.seconds,
                         frames=args.frames, cycles=args.cycles, render=args.render,
                         screenshot=args.screenshot, state=args.state, seed=args.seed,
                         argv=list(getattr(args, "script_args", [])) + script_args,
                         show_translation=args.show_translation, python2=args.python2,
                         python3=args.python3, record=args.record,
                         zoom=args.zoom, gif=args.gif, frames_dir=args.frames_dir, lang=args.lang)
    if args.python2 and args.python3:
        raise UsageError(tr("--python2 and --python3 exclude each other: give one of them, or neither to let "
                            "gamegrid decide for each file"))
    if args.gif_every is not None:
        if args.gif_every < 1:
            raise UsageError(tr("--gif-every must be 1 or more (2 keeps every other frame)"))
        options.gif_every = args.gif_every
    if args.gif_max_frames is not None:
        if args.gif_max_frames < 2:
            raise UsageError(tr("--gif-max-frames must be 2 or more"))
        options.gif_max_frames = args.gif_max_frames
    if (args.gif_every is not None or args.gif_max_frames is not None) and not args.gif:
        raise UsageError(tr("--gif-every and --gif-max-frames go with --gif FILE"))
    for name in ("seconds", "frames", "cycles"):
        value = getattr(args, name)
        if value is not None and value < 0:
            raise UsageError(tr("--{name} must not be negative", name=name))
    if args.replay:
        try:
            options.replay = replay.load(args.replay)
        except (OSError, replay.ReplayError) as exc:
            raise UsageError(tr("cannot use the replay file: {exc}", exc=exc)) from None
    if args.zoom is not None and not 1 <= args.zoom <= MAX_ZOOM:
        raise UsageError(tr("--zoom must be between 1 and {limit:g} (2 shows the window twice as large)",
                              limit=MAX_ZOOM))
    if args.record:
        if args.replay and Path(args.record).resolve() == Path(args.replay).resolve():
            raise UsageError(tr("--record and --replay name the same file; record into another one"))
        try:
            Path(args.record).open("a", encoding="utf-8").close()
        except OSError as exc:
            raise UsageError(tr("cannot write the recording: {exc}", exc=exc)) from None
    if args.answers:
        try:
            options.answers = Path(args.answers).read_text(encoding="utf-8").splitlines()
        except OSError as exc:
            raise UsageError(tr("cannot read the answers file: {exc}", exc=exc)) from None
    return options


def run_with_options(script: Path, options: RunOptions) -> int:
    """Run a script for the command line; returns the exit status."""
    if options.headless:
        os.environ.setdefault("GAMEGRID_HEADLESS", "1")
    outcome = run(script, options)
    sys.stdout.flush()
    rt = outcome.runtime
    if rt is not None and (rt.grid is not None or rt.stop_reached or outcome.exit_code == 130):
        # The game is over, so is the program: threads of the program still running (a Timer that
        # re-arms itself, a worker in `while True: ... sleep(1)`) end with it, as with Java's System.exit.
        from .runtime.process_end import end_process
        end_process(outcome.exit_code, must_end=False)
    return outcome.exit_code


def _run_command(args: argparse.Namespace, script_args: list[str]) -> int:
    script = Path(args.script)
    if not script.is_file():
        print(tr("gamegrid: script not found: {script}", script=script), file=sys.stderr)
        return EXIT_USAGE
    try:
        options = options_from_args(args, script_args)
    except UsageError as problem:
        print(f"gamegrid: {problem}", file=sys.stderr)
        return EXIT_USAGE
    return run_with_options(script, options)


def _convert_command(args: argparse.Namespace, script_args: list[str]) -> int:
    """`gamegrid convert FILE [-o OUT]`: write the Python 3 version of a TigerJython script."""
    from .tigerjython.cli import convert_from_args
    return convert_from_args(args)


_COMMANDS: dict[str, Any] = {"run": _run_command, "convert": _convert_command}
