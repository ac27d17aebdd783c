"""The browser's view: the only place pyglet 3 is imported (as gamegrid/view is for pyglet 2.1 on the desktop)."""
