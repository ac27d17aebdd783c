"""Decoded sprite pictures, cached by path, with their rotated and mirrored variants.

Made through the picture interface (model/picture.py): the model uses sizes and pixels (picking,
collisions); the view turns the variants it shows into textures.
"""
from __future__ import annotations

import math
from pathlib import Path

from . import picture as pic
from .picture import Picture
from . import spritepath


class SpriteImage:
    """One picture an actor can show, plus the variants made from it on demand."""

    __slots__ = ("path", "source", "width", "height", "_variants", "__weakref__")

    def __init__(self, source: Picture, path: str | None = None) -> None:
        self.path = path
        self.source = pic.as_rgba(source)
        self.width, self.height = self.source.size
        self._variants: dict[tuple[int, int, bool, bool], Picture] = {}

    def variant(self, rotation_index: int, nb_rotations: int, h_mirror: bool, v_mirror: bool) -> Picture:
        """The picture as drawn: rotated clockwise by rotation_index steps of 360/nb_rotations, then mirrored."""
        key = (rotation_index % nb_rotations if nb_rotations else 0, nb_rotations, h_mirror, v_mirror)
        cached = self._variants.get(key)
        if cached is not None:
            return cached
        picture = self.source
        if nb_rotations:   # rotatable pictures always sit on the square canvas, even unturned
            picture = rotate_on_square(picture, key[0] * 360.0 / nb_rotations)
        if h_mirror:
            picture = pic.flipped(picture, True)
        if v_mirror:
            picture = pic.flipped(picture, False)
        self._variants[key] = picture
        return picture

    def made_rotations(self, nb_rotations: int, h_mirror: bool, v_mirror: bool) -> int:
        """How many rotated variants of this kind exist already (more than one: the actor turns)."""
        return sum(1 for key in self._variants if key[1:] == (nb_rotations, h_mirror, v_mirror))


def rotate_on_square(picture: Picture, degrees_clockwise: float) -> Picture:
    """Rotate about the centre onto a square canvas of side ceil(sqrt(w²+h²)), as JGameGrid does."""
    w, h = picture.size
    side = math.ceil(math.hypot(w, h))
    canvas = pic.new((side, side), (0, 0, 0, 0))
    pic.paste(canvas, picture, ((side - w) // 2, (side - h) // 2))
    if degrees_clockwise == 0.0:
        return canvas
    return pic.rotated(canvas, degrees_clockwise, False)


def _load_file(resolved: Path) -> Picture:
    return pic.open_file(resolved)


_by_path: dict[str, SpriteImage] = {}


def load(path: str) -> SpriteImage:
    """The picture for a script's path, found as spritepath describes; one shared object per path."""
    resolved = spritepath.resolve(path)
    key = str(resolved)
    image = _by_path.get(key)
    if image is None:
        image = SpriteImage(_load_file(resolved), path)
        _by_path[key] = image
    return image


def from_picture(picture: Picture) -> SpriteImage:
    """A picture made at run time (not cached)."""
    return SpriteImage(picture.copy())
