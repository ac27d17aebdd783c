"""Build hook: ship the top-level sprites/, lessons/ and examples/ folders inside the package.

Everything else about the package is declared in setup.cfg. The three folders live at the repository root
(where teachers look for them); a built wheel carries copies as gamegrid/_sprites/, gamegrid/_lessons/ and
gamegrid/_examples/, which gamegrid.base.resources finds. MANIFEST.in puts the folders into the sdist, so a
wheel built from the sdist gets them too.
"""
import importlib.util
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).parent


def _shipped_folders() -> dict:
    """gamegrid.base.resources.SHIPPED_FOLDERS, read without importing gamegrid (its dependencies may be absent)."""
    spec = importlib.util.spec_from_file_location("_gamegrid_resources", ROOT / "gamegrid" / "base" / "resources.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.SHIPPED_FOLDERS


class BuildPyWithShippedFolders(build_py):
    def run(self) -> None:
        super().run()
        for name, inside in _shipped_folders().items():
            source = ROOT / name
            if not source.is_dir():
                raise SystemExit(f"setup.py: the folder {source} is missing; it must ship in the package.")
            target = Path(self.build_lib) / "gamegrid" / inside
            if target.exists():
                shutil.rmtree(target)
            shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))


setup(cmdclass={"build_py": BuildPyWithShippedFolders})
