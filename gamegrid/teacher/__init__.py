"""Tools for teachers, on top of the runner: the lessons at hand (`gamegrid lessons`), grading pupils'
programs (`gamegrid grade`), live reload (`gamegrid watch`), recording a demonstration (`--record`) and
exporting pictures of a run (`--gif`, `--frames-dir`). Each module has one job; `cli.py` adds the
commands to `gamegrid`."""
