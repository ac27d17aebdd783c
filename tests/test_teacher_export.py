"""Pictures of a run: `--gif` (several frames that differ, timed as the run) and `--frames-dir` (one PNG per
frame drawn), headless and in a window; the GIF stays small however long the run."""
from __future__ import annotations

import shutil
import subprocess
import sys

import pytest
from PIL import Image, ImageChops

from conftest import write_script
from test_real_window import display  # noqa: F401  (the fixture: a private Xvfb for this module)
from gamegrid.runtime.frame_export import GifRecorder
from gamegrid.cli import main

MOVING = """
from gamegrid import *
makeGameGrid(8, 3, 30, Color.red, "", False)
setTitle("Moving")
ball = Actor("sprites/ball.gif")
addActor(ball, Location(0, 1))
show()
for step in range(7):
    delay(100)
    ball.move()
"""


def gif_frames(path):
    with Image.open(path) as gif:
        frames, durations = [], []
        for index in range(gif.n_frames):
            gif.seek(index)
            frames.append(gif.convert("RGB"))
            durations.append(gif.info["duration"])
    return frames, durations


def test_headless_gif_has_the_run_frame_by_frame_and_frames_dir_a_png_each(tmp_path, capsys):
    script = write_script(tmp_path, MOVING)
    gif, folder = tmp_path / "run.gif", tmp_path / "frames"
    assert main(["run", str(script), "--headless", "--gif", str(gif), "--frames-dir", str(folder)]) == 0
    frames, durations = gif_frames(gif)
    assert len(frames) == 8                                         # the start and seven moves
    assert frames[0].size == (241, 91)                              # the script's own size
    assert all(ImageChops.difference(a, b).getbbox() for a, b in zip(frames, frames[1:]))   # all differ
    assert durations[:7] == [100] * 7 and durations[-1] >= 1000     # the run's timing, the end held
    pngs = sorted(folder.glob("frame*.png"))
    assert [p.name for p in pngs[:2]] == ["frame00001.png", "frame00002.png"] and len(pngs) >= 8
    with Image.open(pngs[-1]) as last:
        assert ImageChops.difference(last.convert("RGB"), frames[-1]).getbbox() is None
    err = capsys.readouterr().err
    assert f"wrote {gif} (8 of" in err and f"frames to {folder}" in err


def test_gif_every_kth_frame_and_the_frame_cap(tmp_path):
    script = write_script(tmp_path, MOVING)
    gif = tmp_path / "every.gif"
    assert main(["run", str(script), "--headless", "--gif", str(gif), "--gif-every", "2"]) == 0
    frames, durations = gif_frames(gif)
    assert len(frames) == 4 and durations[:3] == [200, 200, 200]


class FakePicture:
    def __init__(self, value):
        self.value = value

    def tobytes(self):
        return bytes([self.value])

    def save(self, buffer, kind, compress_level):
        Image.new("RGB", (4, 4), (self.value, 0, 0)).save(buffer, kind)


def test_a_long_run_is_thinned_not_cut():
    recorder = GifRecorder("unused.gif", max_frames=10)
    for number in range(100):
        recorder(lambda n=number: FakePicture(n), number * 0.1)
    assert len(recorder.frames) <= 10 and recorder.every == 16
    assert recorder.frames[0].t == 0 and recorder.frames[-1].t >= 9.0   # the whole run is still there
    same = GifRecorder("unused.gif")
    for number in range(5):
        same(lambda: FakePicture(7), number * 0.1)
    assert len(same.frames) == 1                                     # an unchanged picture just lasts


def test_gif_options_need_gif(tmp_path, capsys):
    script = write_script(tmp_path, MOVING)
    assert main(["run", str(script), "--headless", "--gif-every", "2"]) == 2
    assert "go with --gif FILE" in capsys.readouterr().err


@pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")), reason="needs Xvfb and xdotool")
def test_gif_of_a_run_in_a_window(display, tmp_path):
    from test_real_window import x_env
    script = write_script(tmp_path, MOVING + "delay(300)\n")
    gif = tmp_path / "window.gif"
    done = subprocess.run([sys.executable, "-m", "gamegrid", "run", str(script), "--gif", str(gif),
                           "--zoom", "2", "--seconds", "3"], env=x_env(display), capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    frames, _ = gif_frames(gif)
    assert frames[0].size == (241, 91)                              # pictures at the script's size
    distinct = {frame.tobytes() for frame in frames}
    assert len(distinct) >= 8                                       # the ball in each of its places
