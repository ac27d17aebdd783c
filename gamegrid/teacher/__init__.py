"""Tools for teachers, on top of the runner: the lessons at hand (`gamegrid lessons`), grading pupils'
programs (`gamegrid grade`) and live reload (`gamegrid watch`). Each module has one job; `cli.py` declares
the commands, which gamegrid/cli.py adds to `gamegrid`. What a run itself does for teachers (recording its
input, exporting its frames, the projector zoom) lives in the runtime and the view."""
