"""Pictures of a run for worksheets and slides: `--gif FILE` (an animated GIF) and `--frames-dir DIR` (one
PNG per frame drawn). Both work headless (the frames are drawn offscreen) and in a window; the pictures
have the script's own size, whatever the zoom.

The view hands every frame it draws to the runtime's frame taps as a `capture()` function, so a frame
that is not kept costs nothing. A GIF keeps every k-th frame; a frame shown for less than 20 ms is
replaced by the next (browsers show shorter GIF frames for 100 ms), a frame equal to the one before only
lengthens it, and when more than `max_frames` are kept every other one is dropped and k doubles, so the
file stays small however long the run is.
"""
from __future__ import annotations

import hashlib
import io
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator

MIN_FRAME_S = 0.02      # the shortest frame browsers show as it is
LAST_FRAME_S = 1.0      # the last picture stays this long before the GIF starts again
DEFAULT_MAX_FRAMES = 300

Capture = Callable[[], Any]


@dataclass
class _Frame:
    t: float
    png: bytes
    digest: bytes


class GifRecorder:
    def __init__(self, path: str | Path, every: int = 1, max_frames: int = DEFAULT_MAX_FRAMES) -> None:
        self.path = Path(path)
        self.every = max(1, every)
        self.max_frames = max(2, max_frames)
        self.drawn = 0
        self.frames: list[_Frame] = []

    def __call__(self, capture: Capture, t: float) -> None:
        self.drawn += 1
        if (self.drawn - 1) % self.every:
            return
        picture = capture()
        digest = hashlib.blake2b(picture.tobytes(), digest_size=16).digest()
        if self.frames and self.frames[-1].digest == digest:
            return   # the same picture: the one before just lasts longer
        buffer = io.BytesIO()
        picture.save(buffer, "PNG", compress_level=1)
        frame = _Frame(t, buffer.getvalue(), digest)
        if self.frames and t - self.frames[-1].t < MIN_FRAME_S and len(self.frames) > 1:
            self.frames[-1] = _Frame(self.frames[-1].t, frame.png, digest)
        else:
            self.frames.append(frame)
        if len(self.frames) > self.max_frames:
            self.frames = self.frames[::2]
            self.every *= 2

    def finish(self, end_t: float) -> str:
        """Write the GIF; returns a line saying what was written."""
        if not self.frames:
            return "gamegrid: no GIF written: the run drew no frame (it never showed its window)."
        durations = [max(MIN_FRAME_S, following.t - frame.t) for frame, following in zip(self.frames, self.frames[1:])]
        durations.append(max(LAST_FRAME_S, end_t - self.frames[-1].t))
        pictures = self._pictures()
        first = next(pictures)
        first.save(self.path, save_all=True, append_images=pictures, loop=0,
                   duration=[round(d * 1000) for d in durations], optimize=False, disposal=1)
        return f"gamegrid: wrote {self.path} ({len(self.frames)} of {self.drawn} frames drawn, {sum(durations):.1f} s)"

    def _pictures(self) -> Iterator[Any]:
        from PIL import Image
        for frame in self.frames:
            with Image.open(io.BytesIO(frame.png)) as picture:
                yield picture.convert("RGB")


class FramesFolder:
    """One PNG per frame drawn: frame00001.png, frame00002.png, ..."""

    def __init__(self, folder: str | Path) -> None:
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.count = 0

    def __call__(self, capture: Capture, t: float) -> None:
        self.count += 1
        capture().save(self.folder / f"frame{self.count:05d}.png", compress_level=1)

    def finish(self, end_t: float) -> str:
        return f"gamegrid: wrote {self.count} frames to {self.folder}"
