"""TigerJython's ``dbapi`` (and its SQLite module's extras) on Python's own sqlite3.

    from dbapi import *
    with connect("school") as con:          # the file school.db next to the script
        cursor = con.cursor()
        cursor.execute("SELECT name, age FROM pupil WHERE age > ?", (12,))
        for row in cursor.fetchall():
            print(row)

TigerJython ran these programs on a database server or a Java SQLite; here every database is a SQLite
file. A name without a folder is looked up next to the script; without an extension ".db" is added.
What TigerJython adds to the DB-API is here too: connect(db, True) for auto-commit, con.showTables(),
con.describeTable(t), getDbInfo(db), cursor.getColumnNames(), cursor.getColumnName(i), and
``with connect(db) as con`` commits at the end of the block (rolls back after an error) and closes.
"""
from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any, Iterator, Optional, Sequence

from ..model import spritepath
from ..base.i18n import tr

__all__ = ["connect", "getDerbyConnection", "getDbInfo", "Connection", "Cursor", "Error", "DatabaseError", "OperationalError",
           "IntegrityError", "ProgrammingError"]

Error = sqlite3.Error
"""Any database error (sqlite3.Error)."""
DatabaseError = sqlite3.DatabaseError
"""An error of the database itself (sqlite3.DatabaseError)."""
OperationalError = sqlite3.OperationalError
"""The database could not do it, e.g. a missing table or a locked file (sqlite3.OperationalError)."""
IntegrityError = sqlite3.IntegrityError
"""A rule of the table was broken, e.g. a key used twice (sqlite3.IntegrityError)."""
ProgrammingError = sqlite3.ProgrammingError
"""The SQL or its use was wrong, e.g. a closed connection (sqlite3.ProgrammingError)."""


def database_path(database: Any) -> str:
    """Where the SQLite file of `database` lives (":memory:" stays in memory)."""
    if not isinstance(database, (str, Path)):
        raise TypeError(tr('connect() takes the database name as a string, e.g. connect("school"), got {database!r}.',
                           database=database))
    name = str(database)
    if name == ":memory:":
        return name
    path = Path(name.replace("\\", "/")).expanduser()
    if not path.suffix:
        path = path.with_suffix(".db")
    if not path.is_absolute():
        folder = spritepath.script_dir() or Path.cwd()
        path = folder / path
    return str(path)


class Cursor:
    """A DB-API cursor with TigerJython's getColumnNames()/getColumnName(i)."""

    def __init__(self, cursor: sqlite3.Cursor) -> None:
        self._cursor = cursor

    def execute(self, sql: str, parameters: Sequence[Any] | dict = ()) -> "Cursor":
        self._cursor.execute(sql, parameters)
        return self

    def executemany(self, sql: str, rows: Any) -> "Cursor":
        self._cursor.executemany(sql, rows)
        return self

    def fetchone(self) -> Optional[tuple]:
        return self._cursor.fetchone()

    def fetchmany(self, size: int = 1) -> list[tuple]:
        return self._cursor.fetchmany(size) if size >= 1 else []

    def fetchall(self) -> list[tuple]:
        return self._cursor.fetchall()

    def getColumnNames(self) -> list[str]:
        """The column names of the last SELECT."""
        return [d[0] for d in self._cursor.description or ()]

    def getColumnName(self, index: int) -> str:
        """The name of column `index` (counted from 1, as in JDBC) of the last SELECT."""
        names = self.getColumnNames()
        if not 1 <= index <= len(names):
            raise IndexError(tr("getColumnName({index}): the result has columns 1 to {count}.",
                                index=index, count=len(names)))
        return names[index - 1]

    @property
    def rowcount(self) -> int:
        return self._cursor.rowcount

    @property
    def description(self) -> Any:
        return self._cursor.description

    @property
    def lastrowid(self) -> Optional[int]:
        return self._cursor.lastrowid

    def close(self) -> None:
        self._cursor.close()

    def __iter__(self) -> Iterator[tuple]:
        return iter(self._cursor)


class Connection:
    """A connection to a SQLite file (see connect())."""

    def __init__(self, database: Any, autocommit: bool = False) -> None:
        self._path = database_path(database)
        try:
            self._con = sqlite3.connect(self._path, isolation_level=None if autocommit else "DEFERRED")
        except sqlite3.OperationalError as exc:
            raise sqlite3.OperationalError(
                tr("cannot open the database file {path} ({exc}); check that its folder exists.",
                   path=self._path, exc=exc)) from None

    def cursor(self) -> Cursor:
        return Cursor(self._con.cursor())

    def execute(self, sql: str, parameters: Sequence[Any] | dict = ()) -> Cursor:
        return Cursor(self._con.execute(sql, parameters))

    def executemany(self, sql: str, rows: Any) -> Cursor:
        return Cursor(self._con.executemany(sql, rows))

    def commit(self) -> None:
        self._con.commit()

    def rollback(self) -> None:
        self._con.rollback()

    def close(self) -> None:
        self._con.close()

    def showTables(self) -> list[str]:
        rows = self._con.execute("SELECT name FROM sqlite_master WHERE type = 'table' "
                                 "AND name NOT LIKE 'sqlite_%' ORDER BY name").fetchall()
        return [r[0] for r in rows]

    def describeTable(self, table: str) -> Optional[str]:
        """The CREATE TABLE command of `table` (None if there is no such table)."""
        row = self._con.execute("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?",
                                (table,)).fetchone()
        return None if row is None else row[0]

    def getPath(self) -> str:
        return self._path

    def __enter__(self) -> "Connection":
        return self

    def __exit__(self, exc_type: Any, exc: Any, tb: Any) -> None:
        if exc_type is None:
            self._con.commit()
        else:
            self._con.rollback()
        self._con.close()

    def __repr__(self) -> str:
        return f"<dbapi Connection {self._path}>"


def connect(database: Any, autocommit: bool = False) -> Connection:
    """Open (or create) a database: connect("school") is the SQLite file school.db next to the script;
    connect(db, True) commits every command at once."""
    return Connection(database, bool(autocommit))


def getDerbyConnection(*args: Any, **kwargs: Any) -> Connection:
    """TigerJython's connection to a Derby database server, getDerbyConnection(serverURL, dbname, username,
    password): here the SQLite file `dbname` next to the script (as connect(dbname)). There is no server:
    the server's address, the user name and the password are accepted and not used. One argument is the
    database itself: getDerbyConnection("casino") or a JDBC address "jdbc:derby://localhost/casino"."""
    return Connection(_derby_database(args, kwargs), bool(kwargs.get("autocommit", False)))


def _derby_database(args: tuple, kwargs: dict) -> Any:
    named = kwargs.get("dbname", kwargs.get("database", kwargs.get("dbName")))
    if named is not None:
        return named
    if len(args) >= 2:
        return args[1]   # (serverURL, dbname, username, password)
    if not args:
        raise TypeError(tr('getDerbyConnection() needs the name of the database, e.g. '
                           'getDerbyConnection("localhost", "school", "user", "password").'))
    address = args[0]
    if not isinstance(address, str):
        return address   # connect() says what is wrong with it
    text = address.strip()
    for prefix in ("jdbc:", "derby:"):
        if text.lower().startswith(prefix):
            text = text[len(prefix):]
    if text.startswith("//"):   # jdbc:derby://host:port/name;create=true
        text = text[2:].partition("/")[2]
    return text.split(";", 1)[0] or address


def getDbInfo(database: Any) -> dict[str, list[str]]:
    """{table: [column, ...]} for every table of the database."""
    with connect(database) as con:
        return {table: [row[1] for row in con._con.execute(f'PRAGMA table_info("{table}")')]
                for table in con.showTables()}
