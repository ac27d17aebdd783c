"""Projector zoom: the window drawn at the script's own size into an offscreen framebuffer, then copied
to the window enlarged (nearest-neighbour for whole factors, so pixels stay crisp; smooth otherwise).
Scripts keep their own pixel coordinates: mouse positions are mapped back by the same factors.

Everything else in the view draws as if there were no zoom; only View.render() begins and ends a frame
here, and View.capture() reads the script-sized picture from here."""
from __future__ import annotations

from typing import Any

ZOOM_STEPS = (1.0, 1.25, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0)   # Ctrl + plus / minus go along these
MAX_ZOOM = 8.0


def zoomed_size(size: tuple[int, int], zoom: float) -> tuple[int, int]:
    return max(1, round(size[0] * zoom)), max(1, round(size[1] * zoom))


def next_zoom(zoom: float, direction: int) -> float:
    """The next step up (direction 1) or down (-1) from `zoom`; Ctrl+0 is handled by the caller (1)."""
    if direction > 0:
        return next((step for step in ZOOM_STEPS if step > zoom + 1e-9), ZOOM_STEPS[-1])
    return next((step for step in reversed(ZOOM_STEPS) if step < zoom - 1e-9), ZOOM_STEPS[0])


def fit_zoom(size: tuple[int, int], wanted: float, screen: tuple[int, int] | None) -> float:
    """`wanted`, or the largest zoom step below it (at least 1) at which the window fits on the screen, as
    Ctrl + plus allows it. Without a screen size, `wanted`."""
    if screen is None:
        return wanted
    zoom = wanted
    while zoom > 1.0 and (zoomed_size(size, zoom)[0] > screen[0] or zoomed_size(size, zoom)[1] > screen[1]):
        zoom = next_zoom(zoom, -1)
    return zoom


def script_xy(x: float, y: float, size: tuple[int, int], window_size: tuple[int, int]) -> tuple[int, int]:
    """A window position (pyglet: from the bottom left) as the script's pixel (from the top left).
    Exact for whole factors: window pixels z*p ... z*p + z - 1 are the script's pixel p."""
    width, height = size
    window_w, window_h = window_size
    from_top = window_h - 1 - int(y)
    return (int(x) * width) // window_w, (from_top * height) // window_h


class ZoomTarget:
    """The offscreen framebuffer (a texture of the script's size) and the copy to the window."""

    def __init__(self, pyglet: Any, size: tuple[int, int]) -> None:
        gl = pyglet.gl
        self.pyglet = pyglet
        self.size = size
        self.texture = pyglet.image.Texture.create(size[0], size[1], min_filter=gl.GL_NEAREST,
                                                   mag_filter=gl.GL_NEAREST)
        self.framebuffer = pyglet.image.buffer.Framebuffer()
        self.framebuffer.attach_texture(self.texture)

    def begin(self, window: Any) -> None:
        """Draw into the framebuffer, in the script's own coordinates."""
        gl = self.pyglet.gl
        self.framebuffer.bind()
        gl.glViewport(0, 0, *self.size)
        window.projection = self.pyglet.math.Mat4.orthogonal_projection(0, self.size[0], 0, self.size[1],
                                                                          -8192, 8192)

    def show(self, window: Any, zoom: float) -> None:
        """Copy the frame to the window's back buffer, enlarged to the window's framebuffer."""
        gl = self.pyglet.gl
        target_w, target_h = window.get_framebuffer_size()
        whole = abs(zoom - round(zoom)) < 1e-9
        gl.glBindFramebuffer(gl.GL_READ_FRAMEBUFFER, self.framebuffer.id)
        gl.glBindFramebuffer(gl.GL_DRAW_FRAMEBUFFER, 0)
        gl.glBlitFramebuffer(0, 0, self.size[0], self.size[1], 0, 0, target_w, target_h,
                             gl.GL_COLOR_BUFFER_BIT, gl.GL_NEAREST if whole else gl.GL_LINEAR)
        gl.glBindFramebuffer(gl.GL_FRAMEBUFFER, 0)
        gl.glViewport(0, 0, target_w, target_h)

    def end(self, window: Any) -> None:
        """Stop drawing into the framebuffer without showing it (a hidden window's headless frame)."""
        gl = self.pyglet.gl
        gl.glBindFramebuffer(gl.GL_FRAMEBUFFER, 0)
        gl.glViewport(0, 0, *window.get_framebuffer_size())

    def read(self) -> Any:
        """The last frame, at the script's size, as a Pillow RGB image."""
        from PIL import Image
        gl = self.pyglet.gl
        width, height = self.size
        data = (gl.GLubyte * (width * height * 4))()
        gl.glBindFramebuffer(gl.GL_READ_FRAMEBUFFER, self.framebuffer.id)
        gl.glReadPixels(0, 0, width, height, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, data)
        gl.glBindFramebuffer(gl.GL_READ_FRAMEBUFFER, 0)
        picture = Image.frombytes("RGBA", (width, height), bytes(data))
        return picture.transpose(Image.Transpose.FLIP_TOP_BOTTOM).convert("RGB")

    def delete(self) -> None:
        try:
            self.framebuffer.delete()
            self.texture.delete()
        except Exception:
            pass
