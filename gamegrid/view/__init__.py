"""The pyglet layer: the only part of gamegrid that imports pyglet."""
