"""The model: the grid, actors, locations, the cell index, collisions, backgrounds and pictures (pure
Python and Pillow; no pyglet). It reaches the runtime only through the hooks it owns (model/hooks.py)."""
