"""One hint line, in the pupil's language, under the traceback of a common beginner's mistake.

`hint(exc)` looks at the exception (and, where that helps, at the pupil's line and its variables) and says
what to do, in short sentences a 12-year-old can act on; None when it has nothing better than the traceback.
docs/errors.md lists the mistakes and their hints; tests/test_mistakes.py runs each of them.
Only called while an error report is built: nothing here runs on a hot path.
"""
from __future__ import annotations

import ast
import linecache
import re
import sys
import types
from typing import Any, Callable

from ..base.i18n import tr, trn
from .suggestions import closest

# The call that works, for the API calls beginners most often get wrong (method name -> example).
EXAMPLE_CALLS = {
    "setLocation": "setLocation(Location(3, 4))",
    "addActor": "addActor(actor, Location(3, 4))",
    "addActorNoRefresh": "addActorNoRefresh(actor, Location(3, 4))",
    "getOneActorAt": "getOneActorAt(Location(3, 4))",
    "getActorsAt": "getActorsAt(Location(3, 4))",
    "removeActorsAt": "removeActorsAt(Location(3, 4))",
    "isInGrid": "isInGrid(Location(3, 4))",
    "isEmpty": "isEmpty(Location(3, 4))",
    "Location": "Location(3, 4)",
    "turn": "turn(90)",
    "setDirection": "setDirection(90)",
    "move": "move()",
    "makeGameGrid": "makeGameGrid(10, 10, 60, Color.red)",
    "setBgColor": "setBgColor(Color.white)",
    "setStatusText": 'setStatusText("Hello")',
    "addStatusBar": "addStatusBar(30)",
    "setSimulationPeriod": "setSimulationPeriod(100)",
    "setTitle": 'setTitle("My game")',
    "delay": "delay(500)",
    "Actor": 'Actor("sprites/nemo.gif")',
    "TextActor": 'TextActor("Hello")',
    "getNeighbours": "getNeighbours(1)",
    "show": "show()",
    "doRun": "doRun()",
}
# Where a Location is wanted and beginners give two numbers: setLocation(3, 4) -> setLocation(Location(3, 4)).
_LOCATION_PARAMETERS = ("location", "loc")
_WRONG_CALL = re.compile(r"^(?P<qualname>[A-Za-z_][\w.]*)\(\) (?:takes|missing|got)")
_GIVEN = re.compile(r"but (?P<given>\d+) (?:positional arguments? )?(?:was|were) given")
_LOWERCASE_CONSTANTS = {"true": "True", "false": "False", "none": "None", "null": "None", "nil": "None"}
_BRACKETS = {"(": ")", "[": "]", "{": "}"}


def hint(exc: BaseException, function: Callable[..., Any] | None = None,
         args: tuple[Any, ...] | None = None) -> str | None:
    """The hint for `exc` (raised by the pupil's code, or by calling the pupil's `function` with `args`)."""
    try:
        text = _hint(exc, function, args)
    except Exception:   # a hint must never hide the error it explains
        return None
    return None if text is None else tr("Hint: {text}", text=text)


def _hint(exc: BaseException, function: Callable[..., Any] | None, args: tuple[Any, ...] | None) -> str | None:
    if isinstance(exc, SyntaxError):
        return _syntax(exc)
    if isinstance(exc, UnboundLocalError):
        return _unbound(exc)
    if isinstance(exc, NameError):
        return _name(exc)
    if isinstance(exc, AttributeError):
        from ..java.unavailable import JavaAttributeNotAvailable
        if isinstance(exc, JavaAttributeNotAvailable):
            return None   # "Not available in gamegrid for CPython: ..." says it; "check the spelling" would not fit
        return _attribute(exc)
    if isinstance(exc, TypeError):
        return _type(exc, function, args)
    if isinstance(exc, ZeroDivisionError):
        return tr("You divided by zero. The number after /, // or % must not be 0.")
    if isinstance(exc, IndexError):
        return _index(exc)
    if isinstance(exc, RecursionError):
        return tr("A function calls itself again and again (for example act() calls act()). "
                  "Remove that call.")
    if isinstance(exc, ValueError):
        return _value(exc)
    if isinstance(exc, KeyError) and exc.args:
        return tr("The dictionary has no key {key!r}. Check with: if {key!r} in ...", key=exc.args[0])
    if isinstance(exc, FileNotFoundError):
        return _file(exc)
    return None


# ----- where the pupil is ---------------------------------------------------------------------------------
def _pupil_frame(exc: BaseException) -> types.FrameType | None:
    """The last frame of the traceback that is the pupil's code (not gamegrid, not Python's library)."""
    from .polling import is_user_file
    found = None
    tb = exc.__traceback__
    while tb is not None:
        if is_user_file(tb.tb_frame.f_code.co_filename):
            found = tb.tb_frame
        tb = tb.tb_next
    return found


def _line_of(frame: types.FrameType | None, exc: BaseException) -> str:
    if frame is None:
        return ""
    tb, lineno = exc.__traceback__, frame.f_lineno
    while tb is not None:
        if tb.tb_frame is frame:
            lineno = tb.tb_lineno
        tb = tb.tb_next
    return linecache.getline(frame.f_code.co_filename, lineno).strip()


def _gamegrid_names() -> list[str]:
    surface = sys.modules.get("gamegrid")
    names = getattr(surface, "__all__", None) or [n for n in dir(surface) if not n.startswith("_")]
    return list(names)


# ----- names -------------------------------------------------------------------------------------------
def _name(exc: NameError) -> str | None:
    name = getattr(exc, "name", None) or _quoted(str(exc))
    if not name:
        return None
    frame = _pupil_frame(exc)
    if name.lower() in _LOWERCASE_CONSTANTS:
        return tr("Python writes {right} with a capital letter.", right=_LOWERCASE_CONSTANTS[name.lower()])
    if name == "this":
        return tr("In Python an object calls itself self, not this.")
    line = _line_of(frame, exc)
    if re.search(rf"\b{re.escape(name)}\s*/\s*\w", line) and not re.search(rf"[\"']{re.escape(name)}", line):
        return tr('A file name is text: put it in quotes, for example "sprites/nemo.gif".')
    variables = {} if frame is None else {**frame.f_builtins, **frame.f_globals, **frame.f_locals}
    owner = variables.get("self")
    if owner is not None and not name.startswith("_") and callable(getattr(owner, name, None)):
        return tr("{name} is a method of your object: write self.{name}(...).", name=name)
    ours = _gamegrid_names()
    if name in ours and "makeGameGrid" not in variables:
        return tr("{name} comes from gamegrid: write from gamegrid import * at the start of your program.",
                  name=name)
    better = closest(name, list(variables) + ours)
    if better is not None:
        return tr("Did you mean {better}? Check the spelling: capital and small letters count.", better=better)
    return tr("Python does not know {name} here. Give it a value before this line, or check the spelling.",
              name=name)


def _unbound(exc: UnboundLocalError) -> str:
    name = getattr(exc, "name", None) or _quoted(str(exc)) or "x"
    return tr("{name} gets a new value inside this function. To change the variable of your program, "
              "write global {name} as the first line of the function.", name=name)


def _attribute(exc: AttributeError) -> str | None:
    name = getattr(exc, "name", None)
    obj = getattr(exc, "obj", None)
    if not isinstance(name, str):
        return None
    if obj is None and "'NoneType'" in str(exc):
        return tr("Before .{name} there is None (nothing): for example getOneActorAt() found no actor. "
                  "Check with if ... != None: first.", name=name)
    owner = obj.__name__ if isinstance(obj, (type, types.ModuleType)) else type(obj).__name__
    try:
        known = dir(obj)
    except Exception:
        known = []
    better = closest(name, known)
    if better is not None:
        return tr("{owner} has no {name}. Did you mean {better}? Capital and small letters count.",
                  owner=owner, name=name, better=better)
    return tr("{owner} has no method or attribute called {name}. Check the spelling.", owner=owner, name=name)


# ----- calls ---------------------------------------------------------------------------------------------
def _type(exc: TypeError, function: Callable[..., Any] | None, args: tuple[Any, ...] | None) -> str | None:
    message = str(exc)
    wrong = _WRONG_CALL.match(message)
    if wrong is not None:
        return _wrong_call(exc, wrong.group("qualname"), message, function, args)
    if "can only concatenate str" in message or ("unsupported operand" in message and "'str'" in message):
        return tr('Text and numbers do not mix with +. Turn a number into text with str(...), for example '
                  '"Score: " + str(score), or text into a number with int(...).')
    if "'NoneType' object is not" in message or "of type 'NoneType' has no len" in message:
        return tr("This value is None (nothing), not a list or a number: a function gave nothing back, "
                  "or found nothing.")
    callee = re.match(r"^'(int|float)' object is not callable", message)
    if callee is not None:
        return tr("A number cannot be called like a function. Did you forget a * ? Write 2 * (x + 1), "
                  "not 2(x + 1).")
    if message.startswith("'str' object is not callable"):
        return tr("A text cannot be called like a function. Maybe a variable has the same name as a "
                  "function?")
    return None


def _wrong_call(exc: TypeError, qualname: str, message: str, function: Callable[..., Any] | None,
                args: tuple[Any, ...] | None) -> str | None:
    name = qualname.rsplit(".", 1)[-1]
    ours = _gamegrid_function(qualname)
    if ours is not None:
        if "'self'" in message and "missing" in message:
            return tr("Call {name} on an object, for example actor.{name}(...), not on the class.", name=name)
        return tr("{name} needs other values. This call works: {example}",
                  name=name, example=_example_call(name, ours, exc))
    target = function or _pupil_function(qualname)
    plain = getattr(target, "__func__", target)
    code = getattr(plain, "__code__", None)
    owner = getattr(plain, "__qualname__", qualname).rpartition(".")[0]
    if code is not None and owner and not owner.endswith("<locals>"):   # a method of the pupil's class
        params = list(code.co_varnames[:code.co_argcount])
        if not params or params[0] != "self":
            return tr("A method needs self as its first parameter: def {name}({params}):",
                      name=name, params=", ".join(["self"] + params))
    if function is not None and args is not None:
        n = len(args)
        return trn("gamegrid gives {name} one value: write def {name}({params}):",
                   "gamegrid gives {name} {n} values: write def {name}({params}):", n,
                   name=name, params=_parameter_names(name, n))
    if name == "__init__" and owner:
        return tr("Give {cls}(...) exactly as many values as its def __init__ line lists after self.",
                  cls=owner.rpartition(".")[2])
    if _GIVEN.search(message) or "missing" in message or "unexpected keyword" in message:
        return tr("Give {name} exactly as many values as its def line lists.", name=name)
    return None


def _parameter_names(name: str, n: int) -> str:
    if n == 0:
        return ""
    if n == 1:
        return "keyCode" if name.lower().endswith("repeated") else "e"
    if n == 2 and "moved" in name.lower():
        return "x, y"
    return ", ".join(f"value{i}" for i in range(1, n + 1))


def _gamegrid_function(qualname: str) -> Callable[..., Any] | None:
    """The gamegrid function or method `qualname` names (GameGrid.addActor, Actor.setLocation, delay)."""
    surface = sys.modules.get("gamegrid")
    if surface is None:
        return None
    owner, _, name = qualname.rpartition(".")
    holder = getattr(surface, owner, None) if owner else surface
    if owner and holder is None:
        return None
    found = getattr(holder, name, None) if name != "__init__" else getattr(holder, "__init__", None)
    module = getattr(found, "__module__", "") or ""
    if owner and name == "__init__":
        module = getattr(holder, "__module__", "") or ""
    return found if callable(found) and module.startswith("gamegrid") else None


def _example_call(name: str, function: Callable[..., Any], exc: BaseException) -> str:
    if name == "__init__":
        return EXAMPLE_CALLS.get(getattr(function, "__qualname__", "").split(".")[0], "...")
    original = getattr(function, "__wrapped__", function)
    code = getattr(original, "__code__", None)
    params = [] if code is None else [p for p in code.co_varnames[:code.co_argcount] if p != "self"]
    if len(params) >= 1 and params[0] in _LOCATION_PARAMETERS:
        written = _arguments_written(exc, name)
        if written is not None and len(written) == 2 and name in ("setLocation", "getOneActorAt", "getActorsAt",
                                                                 "isInGrid", "isEmpty", "removeActorsAt"):
            return f"{name}(Location({written[0]}, {written[1]}))"
    if name in EXAMPLE_CALLS:
        return EXAMPLE_CALLS[name]
    return f"{name}({', '.join(params)})"


def _arguments_written(exc: BaseException, name: str) -> list[str] | None:
    """The source text of the arguments of the call `name(...)` on the pupil's line."""
    line = _line_of(_pupil_frame(exc), exc)
    try:
        tree = ast.parse(line.rstrip(":") if line.endswith(":") else line)
    except SyntaxError:
        return None
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            if called == name and not node.keywords:
                return [ast.unparse(a) for a in node.args]
    return None


def _pupil_function(qualname: str) -> Any:
    """The pupil's function or method named `qualname` (Fish.act), looked up in the pupil's modules."""
    from .polling import is_user_file
    for module in list(sys.modules.values()):
        if not is_user_file(getattr(module, "__file__", None) or ""):
            continue
        found: Any = module
        for part in qualname.split("."):
            found = getattr(found, part, None)
            if found is None:
                break
        if found is not None and callable(found):
            return found
    return None


def wrong_call_target(exc: BaseException) -> Any:
    """For a TypeError raised while gamegrid called a pupil's function with the wrong number of values
    (act() without self, a callback with one parameter too many): that function, so that the report can
    point at its def line."""
    if not isinstance(exc, TypeError):
        return None
    wrong = _WRONG_CALL.match(str(exc))
    if wrong is None or _gamegrid_function(wrong.group("qualname")) is not None:
        return None
    return _pupil_function(wrong.group("qualname"))


# ----- values ------------------------------------------------------------------------------------------
def _index(exc: IndexError) -> str:
    message = str(exc)
    if "string index" in message:
        return tr("A text has no letter at this position. Positions count from 0; the last one is "
                  "len(text) - 1.")
    frame = _pupil_frame(exc)
    line = _line_of(frame, exc)
    if frame is not None:
        variables = {**frame.f_globals, **frame.f_locals}
        for name in re.findall(r"([A-Za-z_]\w*)\s*\[", line):
            value = variables.get(name)
            if isinstance(value, list):
                if not value:
                    return tr("The list {name} is empty. Check len({name}) > 0 first (getActors() gives an "
                              "empty list when there are no actors).", name=name)
                return tr("The list {name} has {count} elements: their positions are 0 to {last}.",
                          name=name, count=len(value), last=len(value) - 1)
    return tr("There is no element at this position. Positions count from 0; the last one is len(list) - 1.")


def _value(exc: ValueError) -> str | None:
    found = re.match(r"invalid literal for int\(\) with base 10: (?P<text>.*)$", str(exc))
    if found is not None:
        return tr("int() reads only whole numbers written with digits, not {text}.", text=found.group("text"))
    if str(exc).startswith("could not convert string to float"):
        return tr("float() reads only numbers such as 3.5 (with a point), not this text.")
    return None


def _file(exc: FileNotFoundError) -> str | None:
    from ..model.errors import SpriteNotFoundError
    if isinstance(exc, SpriteNotFoundError):
        if exc._suggestion is not None:   # a file of that name with another ending
            return tr('There is "{name}". Write the name exactly as the file has it.', name=exc._suggestion)
        close = getattr(exc, "_close_match", None)
        if close is not None:   # a typo: nemmo.gif for nemo.gif
            return tr('Did you mean "{name}"? Write the name exactly as the file has it.', name=close)
        if "." not in exc._asked.replace("\\", "/").rsplit("/", 1)[-1]:
            return tr('An image name ends in .png, .gif or .jpg; for a colour use e.g. Color.red or '
                      'makeColor("red").')
        return tr("Put the picture next to your program, or use a picture of gamegrid's sprite library.")
    if exc.filename:
        return tr("There is no file {name}. Put it next to your program, or check the name.", name=exc.filename)
    return None


# ----- syntax --------------------------------------------------------------------------------------------
def _syntax(exc: SyntaxError) -> str | None:
    message = exc.msg or ""
    line = (exc.text or "").strip()
    if isinstance(exc, TabError) or "inconsistent use of tabs" in message:
        return tr("This block mixes tabs and spaces. Indent with spaces only.")
    if "unexpected indent" in message:
        return tr("This line starts further right than it should. Remove the spaces at its start.")
    if "expected an indented block" in message:
        return tr("After a line that ends with : the next lines must be indented (4 spaces further right).")
    if "unindent does not match" in message or "does not match any outer indentation" in message:
        return tr("This line's indentation matches no line above it. Line it up with the block it "
                  "belongs to.")
    if "Missing parentheses in call to 'print'" in message or re.match(r"print\s+[\"'\w]", line):
        return tr("This is Python 2. Write print(...) with brackets, or start the program with gamegrid run, "
                  "which translates Python 2.")
    quote = re.search(r"invalid character '(.)'", message)
    if quote is not None:
        return tr("{char} is not a sign Python knows. Write straight quotes \" or ' and a normal minus "
                  "sign - (copying from a web page or a word processor brings such signs).", char=quote.group(1))
    if re.match(r"(\}?\s*)else\s+if\b", line):
        return tr("Python writes elif, not else if.")
    if "unterminated string" in message or "unterminated triple-quoted" in message or "EOL while scanning" in message or "EOF while scanning" in message:
        return tr("A text in quotes is not closed: end it with the same quote it starts with.")
    never = re.search(r"'(.)' was never closed", message)
    if never is not None or "unexpected EOF while parsing" in message:
        bracket = never.group(1) if never is not None else "("
        return tr("The bracket {bracket} opens but never closes. Add {closing} where it should end.",
                  bracket=bracket, closing=_BRACKETS.get(bracket, ")"))
    unmatched = re.search(r"unmatched '(.)'", message)
    if unmatched is not None:
        return tr("There is one {bracket} too many, or the bracket that opens it is missing.",
                  bracket=unmatched.group(1))
    mismatch = re.search(r"closing parenthesis '(.)' does not match opening parenthesis '(.)'", message)
    if mismatch is not None:
        return tr("The brackets do not match: {opening} must be closed with {closing}.",
                  opening=mismatch.group(2), closing=_BRACKETS.get(mismatch.group(2), ")"))
    if "expected ':'" in message:
        return tr("A line with if, elif, else, for, while, def or class ends with a colon :")
    if "Maybe you meant '==' " in message or ("cannot assign" in message and "==" in message):
        return tr("To compare two values, write == (two equals signs). One = stores a value.")
    if "invalid decimal literal" in message or re.search(r"\b\d+[A-Za-z_]", line):
        return tr("A number is stuck to a name. To multiply, write 2 * x.")
    if "'return' outside function" in message:
        return tr("return belongs inside a function (def). Check how far this line is indented.")
    if re.match(r"def\s+\w+\s*\([^)]*\(", line):
        return tr("This is Python 2: Python 3 cannot unpack (a, b) in a def line. Take one parameter, for "
                  "example def f(pair):, and write a, b = pair as the first line of the function.")
    keyword = re.match(r"(async|await|nonlocal|print|exec|True|False|None)\s*=[^=]", line)
    if keyword is not None:
        return tr("{word} has a special meaning in Python 3, so it cannot be a variable's name. Choose another "
                  "name, for example {word}_.", word=keyword.group(1))
    if "<>" in line:
        return tr("This is Python 2: write != instead of <>, or start the program with gamegrid run.")
    if "`" in line:
        return tr("This is Python 2: write repr(x) instead of `x`, or start the program with gamegrid run.")
    if re.search(r"\bexec\s+[\"'\w]", line):
        return tr("This is Python 2: write exec(...) with brackets, or start the program with gamegrid run.")
    if re.search(r"=\s*$", line) or re.search(r"[+\-*/,]\s*$", line):
        return tr("This line ends too early: something is missing after the last sign.")
    return tr("Python cannot read this line. Look for a missing bracket, quote, comma or colon, here or at "
              "the end of the line before.")


def _quoted(message: str) -> str | None:
    found = re.search(r"'([^']+)'", message)
    return None if found is None else found.group(1)
