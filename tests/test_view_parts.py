"""Parts of the view that replace pyglet modules at start-up: the bars drawn with Pillow (the same
pixels as pyglet's labels and rectangles drew) and the one-listing library look-up."""
from __future__ import annotations

import ctypes.util
import sys

import pytest
from PIL import Image, ImageChops

from gamegrid import GameGrid, runtime
from gamegrid.view import libraries


# ----- library look-up ---------------------------------------------------------------------------------
LISTING = """\
3 libs found in cache `/etc/ld.so.cache'
\tlibfoo.so.2 (libc6,x86-64) => /lib/x86_64-linux-gnu/libfoo.so.2
\tlibfoo.so.2 (libc6) => /lib/i386-linux-gnu/libfoo.so.2
\tlibfoo.so (libc6,x86-64) => /lib/x86_64-linux-gnu/libfoo.so
\tlibfoobar.so.1 (libc6,x86-64) => /lib/x86_64-linux-gnu/libfoobar.so.1
"""


def test_lookup_takes_the_first_entry_of_our_word_size_and_asks_the_original_otherwise():
    asked = []
    find = libraries.lookup_from(LISTING, lambda name: asked.append(name) or None)
    expected = "libfoo.so.2"
    assert find("foo") == expected                  # not libfoobar: the name ends at ".so"
    assert find("foobar") == ("libfoobar.so.1" if sys.maxsize > 2**32 else None)
    assert find("missing") is None and "missing" in asked


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ldconfig is Linux's")
def test_lookup_agrees_with_ctypes_on_this_machine():
    listing = libraries._listing()
    if not listing:
        pytest.skip("no ldconfig here")
    find = libraries.lookup_from(listing, lambda name: None)
    for name in ("c", "m", "GL", "X11", "EGL", "freetype", "fontconfig"):
        expected = ctypes.util.find_library(name)
        if expected is not None:
            assert find(name) == expected, name


# ----- bars ----------------------------------------------------------------------------------------------
def _pyglet_bars(view) -> Image.Image:
    """The bars as the view drew them with pyglet labels and rectangles before (reference)."""
    import pyglet
    grid, (width, height) = view.grid, view.size
    bars = view.bars
    batch = pyglet.graphics.Batch()
    keep = []
    shapes, text = pyglet.shapes, pyglet.text
    from gamegrid.view.bars import BORDER, BUTTON_H, BUTTON_W, PANEL, TEXT
    from gamegrid.model.grid import NAV_BAR_HEIGHT
    top = bars._nav_top()
    keep.append(shapes.Rectangle(0, 0, width, height - top, color=PANEL, batch=batch))
    keep.append(shapes.Rectangle(0, height - top - NAV_BAR_HEIGHT, width, NAV_BAR_HEIGHT, color=PANEL, batch=batch))
    for name, left, btop in bars._buttons():
        y = height - btop - BUTTON_H
        keep.append(shapes.Rectangle(left, y, BUTTON_W, BUTTON_H, color=BORDER, batch=batch))
        keep.append(shapes.Rectangle(left + 1, y + 1, BUTTON_W - 2, BUTTON_H - 2, color=(250, 250, 250, 255),
                                     batch=batch))
        keep.append(text.Label({"step": "Step", "run": "Run", "reset": "Reset"}[name], x=left + BUTTON_W // 2,
                               y=y + BUTTON_H // 2, anchor_x="center", anchor_y="center", color=TEXT,
                               font_size=9, batch=batch))
    left, middle, slider_w = bars._slider_box()
    keep.append(text.Label("Slow", x=left - 6, y=height - middle, anchor_x="right", anchor_y="center",
                           color=TEXT, font_size=9, batch=batch))
    bar_h = grid._status_height + 1
    keep.append(shapes.Rectangle(0, 0, width, bar_h, color=(0, 0, 0, 255), batch=batch))
    keep.append(shapes.Rectangle(1, 1, width - 2, bar_h - 2, color=PANEL, batch=batch))
    keep.append(text.Label(grid._status_text, x=6, y=bar_h // 2, anchor_y="center", color=TEXT, font_size=10,
                           multiline=True, width=max(10, width - 12), batch=batch))
    view.window.switch_to()
    view.window.clear()
    batch.draw()
    return _read(view).crop((0, top, width, height))


def _read(view) -> Image.Image:
    import ctypes
    gl = view.pyglet.gl
    width, height = view.window.get_framebuffer_size()
    pixels = (ctypes.c_ubyte * (width * height * 4))()
    gl.glReadPixels(0, 0, width, height, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, pixels)
    return Image.frombuffer("RGBA", (width, height), bytes(pixels), "raw", "RGBA", 0, -1).convert("RGB")


@pytest.mark.parametrize("status", ["Clear the board: one marble should be left.",
                                    "A status text so long that it has to wrap onto a second line of the bar, "
                                    "as pyglet wraps it"])
def test_bars_look_as_pyglet_drew_them(status):
    rt = runtime.Runtime(runtime.Settings(headless=True, render=True))
    runtime.install(rt)
    grid = GameGrid(10, 8, 45, None, None, True)
    grid.addStatusBar(40)
    grid.setStatusText(status)
    view = rt.ensure_view()
    try:
        view.render()
        ours = view.capture().crop((0, grid.getNbVertPix(), *view.size))
        reference = _pyglet_bars(view)
        # (slider excluded: the reference leaves it out; offscreen colour is 16-bit and dithered)
        difference = ImageChops.difference(ours, reference).crop((0, 0, bars_left(view) - 40, ours.height))
        worst = max(high for _, high in difference.getextrema())
        assert worst <= 12, f"bars differ from pyglet's drawing by {worst} at {difference.getbbox()}"
    finally:
        view.close()
        runtime.install(None)


def bars_left(view) -> int:
    return view.bars._slider_box()[0]


def test_grab_crossings_are_no_exits():
    from gamegrid.view.x11 import NOTIFY_GRAB, NOTIFY_NORMAL, NOTIFY_UNGRAB, crossing_counts
    assert crossing_counts("leave", NOTIFY_NORMAL) and crossing_counts("enter", NOTIFY_NORMAL)
    # a window manager's grab for a click: the pointer did not move
    assert not crossing_counts("leave", NOTIFY_GRAB) and not crossing_counts("enter", NOTIFY_UNGRAB)
    assert not crossing_counts("enter", NOTIFY_GRAB)
    # a grab that ended with the pointer elsewhere: it left
    assert crossing_counts("leave", NOTIFY_UNGRAB)
