"""Poll points: every gamegrid call lets the loop run when something is due.

In TigerJython other threads deliver input, run the simulation and paint while the script spins in a
loop. Here everything runs on one thread, so every public method of the game classes is a *poll
point*: it first checks one shared `PollGate` and, only when the gate says something is due, lets the
runtime tick (take input, run due cycles, draw). The check is an add and a compare:

    gate.t += gate.step; if gate.t >= gate.due: gate.fire()

- Windowed: step is 0 and due is +inf; the watchdog thread sets due to -inf when the loop has not
  ticked for a frame (gamegrid/runtime/watchdog.py).
- Headless: t *is* the virtual clock and step is POLL_QUANTUM_S, so every call moves virtual time on
  by a fixed quantum (deterministic), and due is the time of the next cycle, replayed event or limit.

The methods are wrapped once, when gamegrid is imported, by generated functions with the original's
exact signature (no *args/**kwargs packing on hot paths). Only calls from the student's code are poll
points: while a wrapped method (or the loop itself) runs, `gate.depth` is 1, so the public methods
gamegrid calls internally skip the check, and each call the student makes moves the virtual clock by
exactly one quantum. Student code that gamegrid calls back (act(), callbacks) runs at depth 0 again.
"""
from __future__ import annotations

import inspect
import os
import sys
import sysconfig
import types
from typing import Any, Callable, Iterable

# PollGate and set_gate are the runtime's too: imported from here
from ..model.poll_gate import PollGate, set_gate, set_thread_names, share_gate  # noqa: F401
from ..base.resources import PROGRAM_FOLDERS

POLL_QUANTUM_S = 1e-5   # headless: virtual seconds each poll point adds (100 calls = 1 ms)

# Public methods that are not poll points: hooks the library itself calls every cycle or on events
# (the student overrides them), and blocking calls, which tick anyway.
NOT_POLLED = frozenset({
    "act", "reset", "nearBorder", "collide", "mouseTouched", "notifyExit",
    "kbhit", "getKeyCodeWait", "getKeyCharWait", "delay",
})

_PACKAGE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))   # gamegrid/
# installed lessons and examples: programs, so user code, although inside the package
_PROGRAM_DIRS = tuple(os.path.join(_PACKAGE_DIR, folder) + os.sep for folder in PROGRAM_FOLDERS)


# The gate of the runtime in use: generated wrappers read it from _NAMESPACE (gamegrid/model/poll_gate.py
# keeps it current there, as in the modules of methods that poll themselves).
_NAMESPACE: dict[str, Any] = {"_gg_d": None, "__name__": __name__}
share_gate(_NAMESPACE)


# ----- whose code is running ---------------------------------------------------------------------------
_library_files: dict[str, bool] = {}
_user_files: dict[str, bool] = {}
_entry_codes: set[types.CodeType] = set()


def is_library_file(filename: str) -> bool:
    known = _library_files.get(filename)
    if known is None:
        path = os.path.abspath(filename) if not filename.startswith("<") else filename
        known = (path == _PACKAGE_DIR or path.startswith(_PACKAGE_DIR + os.sep)) \
            and not path.startswith(_PROGRAM_DIRS)
        _library_files[filename] = known
    return known


def _foreign_dirs() -> tuple[str, ...]:
    """Folders whose code is neither ours nor the student's: the standard library and installed packages."""
    paths = set()
    for scheme_path in ("stdlib", "platstdlib", "purelib", "platlib"):
        try:
            paths.add(sysconfig.get_paths()[scheme_path])
        except KeyError:
            pass
    try:
        import site
        paths.update(site.getsitepackages())
        paths.add(site.getusersitepackages())
    except (AttributeError, ImportError):   # some embedded interpreters have no `site`
        pass
    paths.update(p for p in sys.path if p.endswith(("site-packages", "dist-packages")))
    return tuple(os.path.abspath(p) + os.sep for p in paths if p)


_FOREIGN: tuple[str, ...] | None = None


def is_user_file(filename: str) -> bool:
    """True for the student's own code: not gamegrid, not the standard library, not an installed package
    (so never pyglet), not frozen bootstrap code. Code typed at a prompt ('<stdin>') is the student's."""
    known = _user_files.get(filename)
    if known is None:
        global _FOREIGN
        if _FOREIGN is None:
            _FOREIGN = _foreign_dirs()
        if filename.startswith("<"):
            known = not filename.startswith("<frozen")
        else:
            path = os.path.abspath(filename)
            known = path.startswith(_PROGRAM_DIRS) or (not is_library_file(filename)
                                                        and not path.startswith(_FOREIGN))
        _user_files[filename] = known
    return known


def register_entries(functions: Iterable[Any]) -> None:
    """Module-level API functions (`isKeyPressed()` forwarding to the grid's method): a poll inside the
    method they call counts as called by the student when they were."""
    for function in functions:
        code = getattr(function, "__code__", None)
        if code is not None and is_library_file(code.co_filename):
            _entry_codes.add(code)


def called_from_user(frame: types.FrameType | None) -> bool:
    """`frame` called a public gamegrid method: True if that call came from the student's code (through
    module functions only), False if gamegrid called its own method while doing something else."""
    while frame is not None:
        code = frame.f_code
        if not is_library_file(code.co_filename):
            return True
        if code not in _entry_codes:
            return False
        frame = frame.f_back
    return False


# ----- making poll points ---------------------------------------------------------------------------------
def _signature_source(function: types.FunctionType) -> tuple[str, str, tuple[str, ...]]:
    """('p0, p1, p2=_gg_d', 'p0, p1, p2', ('self', 'a', 'b')): the def's parameters, the call's arguments
    and the real names of p0, p1... Positional parameters get numbered names so that methods with the
    same shape share one compiled template (the real names are put back on the wrapper's code);
    defaults are placeholders, the real ones are set on the wrapper. Read from the code object:
    inspect.signature and one compile per method would cost milliseconds at every start."""
    code = function.__code__
    names = code.co_varnames
    n_positional, n_positional_only, n_keyword_only = code.co_argcount, code.co_posonlyargcount, \
        code.co_kwonlyargcount
    first_default = n_positional - len(function.__defaults__ or ())
    keyword_defaults = function.__kwdefaults__ or {}
    params, call, real = [], [], list(names[:n_positional])
    for i in range(n_positional):
        params.append(f"p{i}" + ("=_gg_d" if i >= first_default else ""))
        call.append(f"p{i}")
        if i == n_positional_only - 1:
            params.append("/")
    index = n_positional + n_keyword_only
    if code.co_flags & inspect.CO_VARARGS:
        params.append("*args")
        call.append("*args")
        real.append(names[index])
        index += 1
    elif n_keyword_only:
        params.append("*")
    for name in names[n_positional:n_positional + n_keyword_only]:   # keep their names: calls use them
        params.append(name + ("=_gg_d" if name in keyword_defaults else ""))
        call.append(f"{name}={name}")
        real.append(name)
    if code.co_flags & inspect.CO_VARKEYWORDS:
        params.append("**kwargs")
        call.append("**kwargs")
        real.append(names[index])
    return ", ".join(params), ", ".join(call), tuple(real)


# One compiled template per parameter shape (a handful: most methods take self and zero to three
# arguments).
_makers: dict[tuple[str, str, bool], Callable[[Callable[..., Any]], Any]] = {}
_wrappers: list[tuple[types.FunctionType, str, str, tuple[str, ...]]] = []   # (wrapper, params, call, real names)

# Once other threads call gamegrid (use_thread_checks), a poll point first asks which thread it is on: the loop
# thread goes on as before; another thread takes the game lock once for the whole call (OtherThreadGate).
_OTHER_THREAD = ("        if _gg_ident() != _gg_loop:\n"
                 "            _gg_o = _gg_other\n"
                 "            _gg_h = _gg_o.enter()\n"
                 "            try:\n"
                 "                return _gg_f({call})\n"
                 "            finally:\n"
                 "                _gg_o.leave(_gg_h)\n")


def _maker(params: str, call: str, threads: bool = False) -> Callable[[Callable[..., Any]], Any]:
    maker = _makers.get((params, call, threads))
    if maker is None:
        source = (f"def _gg_make(_gg_f):\n"
                  f"    def _gg_poll_point({params}):\n"
                  + (_OTHER_THREAD.format(call=call) if threads else "") +
                  f"        _gg_g = _gg_gate\n"
                  f"        if _gg_g.depth:\n"
                  f"            return _gg_f({call})\n"
                  f"        _gg_g.t += _gg_g.step\n"
                  f"        if _gg_g.t >= _gg_g.due:\n"
                  f"            _gg_g.fire()\n"
                  f"        _gg_g.depth = 1\n"
                  f"        try:\n"
                  f"            return _gg_f({call})\n"
                  f"        finally:\n"
                  f"            _gg_g.depth = 0\n"
                  f"    return _gg_poll_point\n")
        exec(compile(source, __file__, "exec"), _NAMESPACE)
        maker = _makers[(params, call, threads)] = _NAMESPACE.pop("_gg_make")
    return maker


def _wrapper_code(function: types.FunctionType, params: str, call: str, real_names: tuple[str, ...],
                  threads: bool) -> types.CodeType:
    code = _maker(params, call, threads)(function).__code__
    return code.replace(co_name=function.__name__, co_qualname=function.__qualname__,
                        co_varnames=real_names + code.co_varnames[len(real_names):])


def _poll_point(function: types.FunctionType) -> types.FunctionType:
    """A wrapper with the original's name, parameters and defaults that checks the gate first."""
    params, call, real_names = _signature_source(function)
    wrapper = _maker(params, call, _threads_checked)(function)
    code = wrapper.__code__
    wrapper.__code__ = code.replace(co_name=function.__name__, co_qualname=function.__qualname__,
                                    co_varnames=real_names + code.co_varnames[len(real_names):])
    wrapper.__defaults__ = function.__defaults__
    wrapper.__kwdefaults__ = function.__kwdefaults__
    wrapper.__name__ = function.__name__
    wrapper.__qualname__ = function.__qualname__
    wrapper.__doc__ = function.__doc__
    wrapper.__module__ = function.__module__
    wrapper.__wrapped__ = function   # inspect.signature() and help() show the original
    wrapper.__dict__.update(function.__dict__)
    wrapper._gg_poll_point = True
    _wrappers.append((wrapper, params, call, real_names))
    if _threads_checked:   # made while threads check: plain_checks() needs its plain code too
        _thread_codes[wrapper] = wrapper.__code__
        _plain_codes[wrapper] = _wrapper_code(function, params, call, real_names, False)
    return wrapper


# ----- threads -------------------------------------------------------------------------------------------
_threads_checked = False
_plain_codes: dict[types.FunctionType, types.CodeType] = {}    # every swapped function's own code
_thread_codes: dict[types.FunctionType, types.CodeType] = {}   # ... and the one that asks for the thread
_GATE_LINE = "g = _gg_gate"
_THREAD_GATE_LINE = "g = _gg_gate if _gg_ident() == _gg_loop else _gg_other"


def use_thread_checks(loop_ident: int, other: Any) -> None:
    """From now on a poll point on a thread other than `loop_ident` reads `other` (an OtherThreadGate): every
    wrapper's and every method's that polls itself code is swapped for one that asks which thread it runs on.
    The loop thread pays one comparison per call; without threads nobody pays anything."""
    global _threads_checked
    import _thread
    set_thread_names({"_gg_ident": _thread.get_ident, "_gg_loop": loop_ident, "_gg_other": other})
    _NAMESPACE.update(_gg_ident=_thread.get_ident, _gg_loop=loop_ident, _gg_other=other)
    if _threads_checked:
        return
    for wrapper, params, call, real_names in _wrappers:
        if wrapper not in _thread_codes:
            _plain_codes[wrapper] = wrapper.__code__
            _thread_codes[wrapper] = _wrapper_code(wrapper.__wrapped__, params, call, real_names, True)
        wrapper.__code__ = _thread_codes[wrapper]
    from ..model.poll_gate import self_polling
    for method in self_polling:
        code = _thread_codes.get(method) or _self_polling_thread_code(method)
        if code is not None:
            _plain_codes.setdefault(method, method.__code__)
            _thread_codes[method] = method.__code__ = code
    _threads_checked = True


def plain_checks() -> None:
    """Back to the poll checks without threads (a new run in this process that has none yet)."""
    global _threads_checked
    if not _threads_checked:
        return
    for function, code in _plain_codes.items():
        function.__code__ = code
    _threads_checked = False


def threads_checked() -> bool:
    return _threads_checked


def _self_polling_thread_code(method: types.FunctionType) -> types.CodeType | None:
    """The method's code with its first line of the poll check (poll_gate.polls_itself) asking for the thread:
    compiled from its source, line for line, so tracebacks still show the right lines. None without source."""
    try:
        lines, first = inspect.getsourcelines(method)
    except (OSError, TypeError):
        return None
    import textwrap
    source = textwrap.dedent("".join(lines))
    if _GATE_LINE not in source or method.__code__.co_freevars:
        return None
    source = source.replace(_GATE_LINE, _THREAD_GATE_LINE, 1)
    module = compile("\n" * (first - 1) + source, method.__code__.co_filename, "exec", dont_inherit=True)
    for constant in module.co_consts:
        if isinstance(constant, types.CodeType) and constant.co_name == method.__name__:
            return constant.replace(co_qualname=method.__code__.co_qualname)
    return None


def is_api_name(name: str) -> bool:
    """TigerJython's public names are camelCase (getX, isKeyPressed); ours have underscores."""
    return name == "__init__" or (not name.startswith("_") and "_" not in name and name not in NOT_POLLED)


def add_poll_points(*classes: type) -> None:
    """Make every public method of these gamegrid classes (and of their gamegrid base classes) a poll
    point. Classes outside the package (a student's subclasses) are never touched."""
    for cls in classes:
        for klass in cls.__mro__:
            module = sys.modules.get(klass.__module__)
            if klass is object or module is None or klass.__dict__.get("_gg_polled") \
                    or not is_library_file(getattr(module, "__file__", "") or ""):
                continue
            for name, value in list(vars(klass).items()):
                # staticmethod/classmethod/property objects are not FunctionType: left alone
                if is_api_name(name) and isinstance(value, types.FunctionType) and not is_poll_point(value):
                    setattr(klass, name, _poll_point(value))
            klass._gg_polled = True   # type: ignore[attr-defined]


def is_poll_point(function: Any) -> bool:
    return bool(getattr(function, "_gg_poll_point", False))
