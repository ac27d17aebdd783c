"""One `ldconfig -p` instead of a dozen while pyglet loads its system libraries (Linux start-up).

pyglet looks up every library it loads (GL, X11, Xext, fontconfig, freetype, image codecs, ...) with
`ctypes.util.find_library`, and on Linux each of those calls runs `ldconfig -p` in a subprocess: about
4 ms each, some 50 ms of a start-up that should take 0.3 s. While the view imports pyglet and opens its
window, `find_library` answers from one listing instead; a name the listing does not answer goes to
the original function, so the libraries found are the same.
"""
from __future__ import annotations

import contextlib
import os
import re
import struct
import subprocess
import sys
from typing import Callable, Iterator


def _listing() -> str:
    for program in ("/sbin/ldconfig", "/usr/sbin/ldconfig", "ldconfig"):
        try:
            done = subprocess.run([program, "-p"], capture_output=True, text=True, timeout=10,
                                  env={**os.environ, "LC_ALL": "C", "LANG": "C"})
        except (OSError, subprocess.SubprocessError):
            continue
        if done.returncode == 0:
            return done.stdout
    return ""


def _our_word_size(tag: str) -> bool:
    """ldconfig tags entries '(libc6,x86-64)', '(libc6,AArch64)', '(libc6)': 64-bit ones name it."""
    is_64 = "64" in tag
    return is_64 == (struct.calcsize("P") == 8)


def lookup_from(listing: str, fallback: Callable[[str], str | None]) -> Callable[[str], str | None]:
    """A find_library that takes the first entry `lib<name>.so...` of our word size from `listing`."""
    entries: list[tuple[str, str]] = []   # (soname, tag)
    for line in listing.splitlines():
        match = re.match(r"\s+(\S+)\s+\(([^)]*)\)", line)
        if match:
            entries.append((match.group(1), match.group(2)))
    answers: dict[str, str | None] = {}

    def find_library(name: str) -> str | None:
        if name not in answers:
            prefix = f"lib{name}."
            found = next((soname for soname, tag in entries
                          if soname.startswith(prefix) and soname[len(prefix):].startswith("so")
                          and _our_word_size(tag)), None)
            answers[name] = found if found is not None else fallback(name)
        return answers[name]

    return find_library


_lookup: Callable[[str], str | None] | None = None


@contextlib.contextmanager
def one_library_listing() -> Iterator[None]:
    global _lookup
    if not sys.platform.startswith("linux"):
        yield
        return
    import ctypes.util
    original = ctypes.util.find_library
    if _lookup is None:
        listing = _listing()
        _lookup = lookup_from(listing, original) if listing else original
    ctypes.util.find_library = _lookup
    try:
        yield
    finally:
        ctypes.util.find_library = original
