"""TigerJython's entrydialog module for CPython: ``from entrydialog import *``
(see gamegrid/tigerjython/entrydialog.py)."""
from gamegrid.tigerjython.entrydialog import *  # noqa: F401,F403
from gamegrid.tigerjython.entrydialog import __all__  # noqa: F401
