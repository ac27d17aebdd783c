"""The package version, in one place: setup.cfg reads it (`version = attr:`), gamegrid exports it."""
__version__ = "0.1.0"
