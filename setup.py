"""Build hook: ship the top-level sprites/ folder inside the package as gamegrid/_sprites/.

Everything else about the package is declared in setup.cfg. The sprite library lives at the repository
root (where teachers look for it); an installed gamegrid finds it next to its own modules instead.
"""
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).parent


class BuildPyWithSprites(build_py):
    def run(self) -> None:
        super().run()
        source = ROOT / "sprites"
        target = Path(self.build_lib) / "gamegrid" / "_sprites"
        if source.is_dir():
            if target.exists():
                shutil.rmtree(target)
            shutil.copytree(source, target)


setup(cmdclass={"build_py": BuildPyWithSprites})
