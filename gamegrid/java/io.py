"""java.io.File: a file or folder name, as JGameGrid's GGPath takes them (pure Python on os/os.path).

Methods answer as Java's do: False or None instead of an exception when the file system says no.
"""
from __future__ import annotations

import os
from typing import Any

from ..base.i18n import tr


class File:
    """File(path), File(parent, child): parent is a File or a folder's path."""
    separator = os.sep
    separatorChar = os.sep
    pathSeparator = os.pathsep

    def __init__(self, first: Any, child: Any = None) -> None:
        if child is None:
            if not isinstance(first, (str, File, os.PathLike)):
                raise TypeError(tr("File(path) takes a path such as \"data/scores.txt\", got {value!r}.",
                                   value=first))
            self._path = os.path.normpath(os.fspath(first)) if os.fspath(first) else ""
            return
        parent = "" if first is None else os.fspath(first)
        self._path = os.path.normpath(os.path.join(parent, str(child))) if parent else os.path.normpath(str(child))

    def __fspath__(self) -> str:
        return self._path or "."

    # ----- names ------------------------------------------------------------------------------------
    def getPath(self) -> str:
        return self._path

    def getName(self) -> str:
        return os.path.basename(self._path)

    def getAbsolutePath(self) -> str:
        return os.path.abspath(self._path) if self._path else os.getcwd()

    def getAbsoluteFile(self) -> "File":
        return File(self.getAbsolutePath())

    def getCanonicalPath(self) -> str:
        return os.path.realpath(self.getAbsolutePath())

    def getParent(self) -> str | None:
        parent = os.path.dirname(self._path)
        return parent or None

    def getParentFile(self) -> "File | None":
        parent = self.getParent()
        return None if parent is None else File(parent)

    def isAbsolute(self) -> bool:
        return os.path.isabs(self._path)

    # ----- questions --------------------------------------------------------------------------------
    def exists(self) -> bool:
        return os.path.exists(self.__fspath__())

    def isDirectory(self) -> bool:
        return os.path.isdir(self.__fspath__())

    def isFile(self) -> bool:
        return os.path.isfile(self.__fspath__())

    def canRead(self) -> bool:
        return os.access(self.__fspath__(), os.R_OK)

    def canWrite(self) -> bool:
        return os.access(self.__fspath__(), os.W_OK)

    def length(self) -> int:
        try:
            return os.path.getsize(self.__fspath__()) if self.isFile() else 0
        except OSError:
            return 0

    def lastModified(self) -> int:
        try:
            return int(os.path.getmtime(self.__fspath__()) * 1000)
        except OSError:
            return 0

    def list(self) -> list[str] | None:   # noqa: A003 - Java's name
        """The names in this folder (sorted), or None if it is no folder."""
        try:
            return sorted(os.listdir(self.__fspath__()))
        except OSError:
            return None

    def listFiles(self) -> list["File"] | None:
        names = self.list()
        return None if names is None else [File(self, name) for name in names]

    # ----- changes ----------------------------------------------------------------------------------
    def mkdir(self) -> bool:
        try:
            os.mkdir(self.__fspath__())
            return True
        except OSError:
            return False

    def mkdirs(self) -> bool:
        if self.exists():
            return False
        try:
            os.makedirs(self.__fspath__())
            return True
        except OSError:
            return False

    def delete(self) -> bool:
        """Delete the file, or the folder if it is empty."""
        try:
            if self.isDirectory():
                os.rmdir(self.__fspath__())
            else:
                os.remove(self.__fspath__())
            return True
        except OSError:
            return False

    def createNewFile(self) -> bool:
        """Make an empty file; False if it exists already."""
        try:
            with open(self.__fspath__(), "x", encoding="utf-8"):
                return True
        except OSError:
            return False

    def renameTo(self, dest: "File") -> bool:
        try:
            os.rename(self.__fspath__(), os.fspath(dest))
            return True
        except OSError:
            return False

    # ----- Python ------------------------------------------------------------------------------------
    def __str__(self) -> str:
        return self._path

    def toString(self) -> str:
        return self._path

    def __repr__(self) -> str:
        return f"File({self._path!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, File) and other._path == self._path

    def __hash__(self) -> int:
        return hash(self._path)
