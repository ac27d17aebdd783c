"""TigerJython's gpanel module for CPython: ``from gpanel import *`` (see gamegrid/tigerjython/gpanel.py)."""
from gamegrid.tigerjython.gpanel import *  # noqa: F401,F403
from gamegrid.tigerjython.gpanel import __all__  # noqa: F401
