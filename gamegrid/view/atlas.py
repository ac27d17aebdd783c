"""Every picture an actor shows, packed into the layers of one OpenGL array texture.

One texture for all actors means one texture binding for the whole actor layer, whatever pictures
the actors show (sprites, their pre-rotated and mirrored variants, text pictures). Pictures are
placed on first use and kept while the Pillow picture lives (weak references), so run-time pictures
such as a changing TextActor do not pile up: when the layers are full, the live pictures are packed
again into a fresh texture (the `generation` changes and the renderer rewrites its texel positions).

Only the part of a picture inside the bounding box of its non-transparent pixels is stored and drawn:
fully transparent pixels change nothing when blended, and rotated pictures sit on square canvases
with wide transparent corners, so this saves fill without changing a pixel on screen.
"""
from __future__ import annotations

import ctypes
import weakref
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:   # the browser's atlas (gamegrid/browser/view) reuses this one where Pillow is missing
    from PIL import Image

from ..base.i18n import tr

FIRST_PAGE = 1024          # side of a layer; grows for pictures larger than that


class Shelves:
    """Rectangles packed in rows ("shelves") of one square layer; tallest-first input packs best."""

    def __init__(self, side: int) -> None:
        self.side = side
        self.shelves: list[list[int]] = []   # [top, height, next free x]

    def alloc(self, width: int, height: int) -> tuple[int, int] | None:
        """The top-left corner of a free width x height area, or None when the layer is full."""
        for shelf in self.shelves:
            top, shelf_height, x = shelf
            if height <= shelf_height and x + width <= self.side:
                shelf[2] = x + width
                return x, top
        top = self.shelves[-1][0] + self.shelves[-1][1] if self.shelves else 0
        if top + height > self.side or width > self.side:
            return None
        self.shelves.append([top, height, width])
        return 0, top


def texel_texture(gl: Any, target: int) -> int:
    """A new texture of `target`, bound, read texel for texel (no filtering, no mipmaps); returns its id."""
    texture = gl.GLuint()
    gl.glGenTextures(1, ctypes.byref(texture))
    gl.glBindTexture(target, texture.value)
    gl.glTexParameteri(target, gl.GL_TEXTURE_MIN_FILTER, gl.GL_NEAREST)
    gl.glTexParameteri(target, gl.GL_TEXTURE_MAG_FILTER, gl.GL_NEAREST)
    gl.glTexParameteri(target, gl.GL_TEXTURE_MAX_LEVEL, 0)
    return texture.value


def new_array_texture(gl: Any, width: int, height: int, layers: int) -> int:
    """An empty RGBA array texture read texel for texel; returns its id."""
    texture_id = texel_texture(gl, gl.GL_TEXTURE_2D_ARRAY)
    gl.glTexImage3D(gl.GL_TEXTURE_2D_ARRAY, 0, gl.GL_RGBA8, width, height, layers, 0,
                    gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, None)
    return texture_id


def upload(gl: Any, texture_id: int, picture: Image.Image, x: int, y: int, layer: int) -> None:
    """Pillow rows run top-down, as the texel rows from y down."""
    gl.glBindTexture(gl.GL_TEXTURE_2D_ARRAY, texture_id)
    gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 1)
    gl.glPixelStorei(gl.GL_UNPACK_ROW_LENGTH, 0)
    gl.glTexSubImage3D(gl.GL_TEXTURE_2D_ARRAY, 0, x, y, layer, picture.width, picture.height, 1,
                       gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, picture.tobytes())


class Placement:
    """Where a picture's visible part is: `width` x `height` texels at (x, y) of `layer`, taken from
    (left, top) of the picture. width 0: nothing visible."""

    __slots__ = ("ref", "layer", "x", "y", "width", "height", "left", "top")

    def __init__(self, ref: "weakref.ref[Image.Image]", layer: int, x: int, y: int,
                 box: tuple[int, int, int, int]) -> None:
        self.ref = ref
        self.layer, self.x, self.y = layer, x, y
        self.left, self.top = box[0], box[1]
        self.width, self.height = box[2] - box[0], box[3] - box[1]


def visible_box(picture: Image.Image) -> tuple[int, int, int, int]:
    """The bounding box of the non-transparent pixels, (0, 0, 0, 0) if there are none."""
    rgba = picture if picture.mode == "RGBA" else picture.convert("RGBA")
    return rgba.getchannel("A").getbbox() or (0, 0, 0, 0)


class PictureAtlas:
    def __init__(self, pyglet: Any) -> None:
        self.gl = pyglet.gl
        self.generation = 0       # changes whenever placements move (the renderer then rewrites them all)
        self.texture_id = 0
        self.page = FIRST_PAGE
        self._allocators: list[Shelves] = []
        self._placements: dict[int, Placement] = {}    # id(picture) -> where it is
        self._dead_area = 0
        limit = self.gl.GLint()
        self.gl.glGetIntegerv(self.gl.GL_MAX_TEXTURE_SIZE, ctypes.byref(limit))
        self._max_side = max(FIRST_PAGE, limit.value)
        self._new_texture(1)

    visible_box = staticmethod(visible_box)   # the browser's atlas finds it on its pictures

    def find(self, picture: Image.Image) -> Placement | None:
        placement = self._placements.get(id(picture))
        if placement is not None and placement.ref() is picture:
            return placement
        return None

    def place(self, picture: Image.Image) -> Placement:
        placement = self.find(picture)
        return placement if placement is not None else self._add(picture)

    def place_all(self, pictures: list[Image.Image]) -> None:
        """Several pictures at once: an upload waits for the GPU to finish drawing with the texture,
        so new pictures are best uploaded together (all turns of a turning actor, all its sprites)."""
        for picture in pictures:
            if self.find(picture) is None:
                self._add(picture)

    # ----- internals -------------------------------------------------------------------------------
    def _add(self, picture: Image.Image) -> Placement:
        box = self.visible_box(picture)
        width, height = box[2] - box[0], box[3] - box[1]
        if not width or not height:
            return self._remember(picture, 0, 0, 0, (0, 0, 0, 0))
        if max(width, height) > self.page:
            self._repack(picture)
            return self._placements[id(picture)]
        for layer, allocator in enumerate(self._allocators):
            corner = allocator.alloc(width, height)
            if corner is not None:
                return self._store(picture, layer, *corner, box)
        if self._dead_area > self._live_area():
            self._repack(picture)      # mostly garbage: pack the live pictures instead of growing
            return self._placements[id(picture)]
        self._grow(len(self._allocators) + 1)
        corner = self._allocators[-1].alloc(width, height)
        assert corner is not None   # a picture no larger than a layer fits an empty layer
        return self._store(picture, len(self._allocators) - 1, *corner, box)

    def _store(self, picture: Image.Image, layer: int, x: int, y: int,
               box: tuple[int, int, int, int]) -> Placement:
        placement = self._remember(picture, layer, x, y, box)
        self._upload(picture, placement)
        return placement

    def _remember(self, picture: Image.Image, layer: int, x: int, y: int,
                  box: tuple[int, int, int, int]) -> Placement:
        key = id(picture)

        def forget(ref: Any, key: int = key, self_ref: Callable[[], Any] = weakref.ref(self)) -> None:
            atlas = self_ref()
            if atlas is not None:
                placement = atlas._placements.get(key)
                if placement is not None and placement.ref is ref:
                    del atlas._placements[key]
                    atlas._dead_area += placement.width * placement.height

        placement = Placement(weakref.ref(picture, forget), layer, x, y, box)
        self._placements[key] = placement
        return placement

    def _live_area(self) -> int:
        return sum(p.width * p.height for p in self._placements.values())

    def _upload(self, picture: Image.Image, placement: Placement) -> None:
        if not placement.width:
            return
        rgba = picture if picture.mode == "RGBA" else picture.convert("RGBA")
        left, top = placement.left, placement.top
        visible = rgba.crop((left, top, left + placement.width, top + placement.height))
        upload(self.gl, self.texture_id, visible, placement.x, placement.y, placement.layer)

    def _new_texture(self, layers: int) -> None:
        gl = self.gl
        if self.texture_id:
            gl.glDeleteTextures(1, ctypes.byref(gl.GLuint(self.texture_id)))
        self.texture_id = new_array_texture(gl, self.page, self.page, layers)
        while len(self._allocators) < layers:
            self._allocators.append(Shelves(self.page))

    def _live_pictures(self) -> list[tuple[Image.Image, Placement]]:
        live = []
        for placement in self._placements.values():
            picture = placement.ref()
            if picture is not None:
                live.append((picture, placement))
        return live

    def _grow(self, layers: int) -> None:
        """One more layer: a new texture with the same placements, uploaded again from the pictures."""
        live = self._live_pictures()
        self._new_texture(layers)
        for picture, placement in live:
            self._upload(picture, placement)

    def _repack(self, extra: Image.Image) -> None:
        """Pack the live pictures (and `extra`) into a fresh texture, tallest first."""
        pictures = [picture for picture, _ in self._live_pictures()] + [extra]
        boxes = [self.visible_box(p) for p in pictures]
        items = sorted(((b[2] - b[0], b[3] - b[1], p, b) for p, b in zip(pictures, boxes)),
                       key=lambda item: item[1], reverse=True)
        largest = max(max(w, h) for w, h, _, _ in items)
        side = FIRST_PAGE
        while side < largest and side < self._max_side:
            side *= 2
        if largest > side:
            raise ValueError(tr("A sprite of {width} x {height} pixels is larger than this graphics card can draw "
                                "({limit} pixels); use a smaller picture.", width=extra.size[0], height=extra.size[1],
                                limit=self._max_side))
        self.page = side
        self._placements.clear()
        self._allocators = []
        self._dead_area = 0
        area = sum(w * h for w, h, _, _ in items)
        self._new_texture(max(1, -(-area // (side * side))))
        for width, height, picture, box in items:
            if not width or not height:
                self._remember(picture, 0, 0, 0, (0, 0, 0, 0))
                continue
            while True:
                for layer, allocator in enumerate(self._allocators):
                    corner = allocator.alloc(width, height)
                    if corner is not None:
                        self._store(picture, layer, *corner, box)
                        break
                else:
                    self._grow(len(self._allocators) + 1)
                    continue
                break
        self.generation += 1

    def delete(self) -> None:
        if self.texture_id:
            try:
                self.gl.glDeleteTextures(1, ctypes.byref(self.gl.GLuint(self.texture_id)))
            except Exception:   # the context is already gone
                pass
            self.texture_id = 0
