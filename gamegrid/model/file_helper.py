"""GGPath: JGameGrid's file helper (static methods on java.io.File objects): write and read a text file,
read a resource next to the program, copy files and folders, remove files and folders, count files,
pack and unpack zip/jar archives. As in the original every method answers True/False (or None for a text
that cannot be read) instead of raising, so a program checks the answer.
"""
from __future__ import annotations

import os
import shutil
import zipfile
from typing import Any, BinaryIO

from ..java.io import File
from . import spritepath
from ..base.i18n import tr


def _file(value: Any) -> File:
    return value if isinstance(value, File) else File(value)


def _resource(rel_path: str) -> str | None:
    """Where a resource lies: next to the program, in the current folder, ~/gamegrid or the sprites (the
    original looks on its class path, where TigerJython puts the program's folder)."""
    for place in spritepath.candidate_paths(str(rel_path)):
        if place.is_file():
            return str(place)
    return None


def _copy_into(src: File, dest: File) -> bool:
    if src.isDirectory() or dest.isDirectory():
        return False
    try:
        shutil.copyfile(os.fspath(src), os.fspath(dest))
        return True
    except OSError:
        return False


def _remove_tree(path: File) -> bool:
    ok = True
    if path.isDirectory():
        for child in path.listFiles() or []:
            ok = _remove_tree(child) and ok
    return path.delete() and ok


def _files_below(folder: File) -> list[File]:
    if not folder.isDirectory():
        return [folder]
    found: list[File] = []
    for child in folder.listFiles() or []:
        found.extend(_files_below(child))
    return found


class GGPath:
    """File helpers: GGPath.writeTextFile(File("scores.txt"), text, True), GGPath.readTextFile(...), ..."""

    def __init__(self) -> None:
        raise TypeError(tr("GGPath has only static methods: call GGPath.readTextFile(File(path)) and the like."))

    @staticmethod
    def writeTextFile(filePath: File, text: str, createTree: bool) -> bool:
        """Write text into a file (replacing it); createTree True makes the missing folders first."""
        path = _file(filePath)
        if createTree:
            folder = os.path.dirname(path.getAbsolutePath())
            if folder and not GGPath.createDirectoryTree(File(folder)):
                return False
        try:
            with open(os.fspath(path), "w", encoding="utf-8", newline="") as out:
                out.write(str(text))
            return True
        except OSError:
            return False

    @staticmethod
    def readTextFile(filePath: File) -> str | None:
        """The file's text, or None if it does not exist, is a folder or cannot be read."""
        path = _file(filePath)
        if not path.exists() or path.isDirectory():
            return None
        try:
            with open(os.fspath(path), encoding="utf-8", errors="replace", newline="") as source:
                return source.read()
        except OSError:
            return None

    @staticmethod
    def readTextResource(relPath: str) -> str | None:
        """The text of a file next to the program (or in the sprites), or None."""
        found = _resource(relPath)
        return None if found is None else GGPath.readTextFile(File(found))

    @staticmethod
    def openResource(relPath: str) -> BinaryIO | None:
        """A file next to the program opened for reading bytes (close it with closeInputStream), or None."""
        found = _resource(relPath)
        try:
            return None if found is None else open(found, "rb")
        except OSError:
            return None

    @staticmethod
    def closeInputStream(stream: Any) -> None:
        try:
            stream.close()
        except Exception:   # the original ignores every failure here
            pass

    @staticmethod
    def closeOutputStream(stream: Any) -> None:
        try:
            stream.close()
        except Exception:
            pass

    @staticmethod
    def removeFiles(dirPath: File, clean: bool) -> bool:
        """Delete the files in a folder; clean True deletes its sub-folders too. True if nothing failed (also
        when the folder does not exist); False for a file."""
        folder = _file(dirPath)
        if not folder.exists():
            return True
        if not folder.isDirectory():
            return False
        ok = True
        for child in folder.listFiles() or []:
            if child.isDirectory():
                if clean:
                    ok = _remove_tree(child) and ok
            else:
                ok = child.delete() and ok
        return ok

    @staticmethod
    def removeDir(dirPath: File) -> bool:
        """Delete a folder with everything in it (True also when it does not exist; False for a file)."""
        folder = _file(dirPath)
        if not folder.exists():
            return True
        if not folder.isDirectory():
            return False
        return _remove_tree(folder)

    @staticmethod
    def createDirectoryTree(dirPath: File) -> bool:
        """Make a folder and the folders above it; True if it exists as a folder afterwards."""
        folder = _file(dirPath)
        if folder.exists():
            return folder.isDirectory()
        try:
            os.makedirs(os.fspath(folder))
            return True
        except OSError:
            return False

    @staticmethod
    def copyFile(src: Any, dest: File) -> bool:
        """Copy a file (src a File, or a URL such as "https://..." or "file:///...") to dest."""
        if isinstance(src, File):
            return _copy_into(src, _file(dest))
        import urllib.request   # here, not at the top: the page's start does without it (docs/decisions.md)
        try:
            with urllib.request.urlopen(str(src)) as source, open(os.fspath(_file(dest)), "wb") as out:
                shutil.copyfileobj(source, out)
            return True
        except (OSError, ValueError):
            return False

    @staticmethod
    def copyDirectory(srcDir: File, destDir: File, collect: bool) -> bool:
        """Copy the files of a folder into another (made if missing); collect True also copies the files of
        every sub-folder, all into destDir itself. Without collect, sub-folders make the answer False."""
        src, dest = _file(srcDir), _file(destDir)
        if not src.exists() or not GGPath.createDirectoryTree(dest):
            return False
        ok = True
        for child in src.listFiles() or []:
            if collect and child.isDirectory():
                for found in _files_below(child):
                    ok = _copy_into(found, File(dest, found.getName())) and ok
            else:
                ok = _copy_into(child, File(dest, child.getName())) and ok
        return ok

    @staticmethod
    def copyTree(srcDir: File, destDir: File) -> bool:
        """Copy a folder with its sub-folders into destDir (made if missing)."""
        src, dest = _file(srcDir), _file(destDir)
        if not src.exists() or not GGPath.createDirectoryTree(dest):
            return False
        ok = True
        for child in src.listFiles() or []:
            target = File(dest, child.getName())
            if child.isDirectory():
                ok = target.mkdir() and ok
                ok = GGPath.copyTree(child, target) and ok
            else:
                ok = _copy_into(child, target) and ok
        return ok

    @staticmethod
    def getNbFiles(dirPath: File) -> int:
        """How many files (not folders) a folder holds; 0 for no folder."""
        folder = _file(dirPath)
        return sum(1 for child in folder.listFiles() or [] if not child.isDirectory())

    @staticmethod
    def isDirectoryEmpty(dirPath: File) -> bool:
        """True if the folder holds nothing (also if it is no folder)."""
        folder = _file(dirPath)
        return not (folder.isDirectory() and folder.list())

    @staticmethod
    def unpack(jarFile: File, dirPath: File) -> bool:
        """Unpack a jar (a zip archive) into a folder (made if missing, with a META-INF folder)."""
        archive, folder = _file(jarFile), _file(dirPath)
        if not GGPath._may_extract(archive, folder):
            return False
        File(folder, "META-INF").mkdir()
        return GGPath._extract(archive, folder)

    @staticmethod
    def unzip(zipFile: File, dirPath: File) -> bool:
        """Unpack a zip archive into a folder (made if missing)."""
        archive, folder = _file(zipFile), _file(dirPath)
        return GGPath._may_extract(archive, folder) and GGPath._extract(archive, folder)

    @staticmethod
    def pack(jarFile: File, dirPath: File) -> bool:
        """Pack every file below a folder into an archive (names relative to the folder); False for an empty
        or missing folder."""
        archive, folder = _file(jarFile), _file(dirPath)
        if GGPath.isDirectoryEmpty(folder):
            return False
        try:
            with zipfile.ZipFile(os.fspath(archive), "w", zipfile.ZIP_DEFLATED) as out:
                for found in _files_below(folder):
                    name = os.path.relpath(os.fspath(found), os.fspath(folder)).replace(os.sep, "/")
                    out.write(os.fspath(found), name)
            return True
        except OSError:
            return False

    @staticmethod
    def zip(zipFile: File, dirPath: File) -> bool:   # noqa: A003 - the original's name
        """Pack every file below a folder into a zip archive (as pack)."""
        return GGPath.pack(zipFile, dirPath)

    # ----- helpers ----------------------------------------------------------------------------------
    @staticmethod
    def _may_extract(archive: File, folder: File) -> bool:
        if not archive.exists() or archive.isDirectory() or folder.isFile():
            return False
        return GGPath.createDirectoryTree(folder)

    @staticmethod
    def _extract(archive: File, folder: File) -> bool:
        try:
            with zipfile.ZipFile(os.fspath(archive)) as source:
                source.extractall(os.fspath(folder))   # zipfile keeps names inside the folder
            return True
        except (OSError, zipfile.BadZipFile):
            return False
