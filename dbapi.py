"""TigerJython's dbapi module for CPython, on SQLite: ``from dbapi import *``
(see gamegrid/tigerjython/dbapi.py)."""
from gamegrid.tigerjython.dbapi import *  # noqa: F401,F403
from gamegrid.tigerjython.dbapi import __all__  # noqa: F401
