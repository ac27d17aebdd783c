"""The actor layer: every actor is one instance of a quad, drawn by our own small shader.

Why not a pyglet Sprite per actor: a Sprite costs several microseconds of Python per change and the
batch draws in allocation order, so every change of the paint order rebuilt all sprites. Here:

- Each class bundle (gamegrid/model/scene.py) owns a Strip (view/slots.py): one instance per actor, in
  paint order, in one vertex buffer; bundles are drawn bottom class first, one instanced draw call
  each. Adding, removing, `setOnTop` and `setOnBottom` touch one slot (O(1)), never the others.
- Moves cost no Python here at all: the scene keeps every actor's cell in one int array
  (`Scene.positions`), uploaded as it is each frame; the shader reads an actor's cell from it (an
  integer texture) by the actor's place there. Only actors whose look, membership or paint order
  changed are on `grid._dirty_actors` (once per frame); actors that did not change cost nothing.
- The shader turns (cell, pixel offset) into the quad and reads the picture with texelFetch from one
  array texture (view/atlas.py) that holds every picture, its rotations and mirror images included.
  Exact texels, no filtering: the pictures look as the original draws them.
- Blending is ordinary back-to-front alpha blending in paint order, as before (no depth test, which
  would break the half-transparent edges of rotated sprites).
"""
from __future__ import annotations

import ctypes
import struct
import weakref
from array import array
from typing import TYPE_CHECKING, Any

from .atlas import PictureAtlas, new_array_texture, texel_texture, upload
from .slots import HEIGHT, STRIDE, WIDTH, SlotRecord, Strip

if TYPE_CHECKING:
    from ..model.actor import Actor
    from ..model.grid import GameGrid

INT32 = (-2**31, 2**31 - 1)

CELL_ROW = 1024   # cells per row of the cell texture
MAX_PICTURE_FIELDS = 4096   # pictures whose slot fields ActorRenderer keeps at most

VERTEX_SHADER = f"""#version 330 core
#define CELL_ROW {CELL_ROW}
layout(location = 0) in ivec3 place;    // the actor's place in `cells`, picture offset x, y (pixels, y down)
layout(location = 1) in ivec4 texel;    // picture's top-left texel x, y in the atlas, width, height
layout(location = 2) in int layer;      // atlas layer
uniform vec2 window_size;
uniform int cell_size;                  // 0 for flat pictures (background, bars): at their offset
uniform isampler2D cells;               // every actor's cell (Scene.positions), CELL_ROW per row
out vec2 atlas_xy;
flat out int atlas_layer;

void main() {{
    ivec2 corner = ivec2(gl_VertexID & 1, gl_VertexID >> 1);     // triangle strip: 00 10 01 11
    ivec2 size = texel.zw * corner;
    ivec2 cell = texelFetch(cells, ivec2(place.x % CELL_ROW, place.x / CELL_ROW), 0).xy;
    // window pixels, origin top-left (float: a cell far away must not wrap around onto the window)
    vec2 pixel = vec2(cell) * float(cell_size) + vec2(place.yz + size);
    gl_Position = vec4(2.0 * pixel.x / window_size.x - 1.0, 1.0 - 2.0 * pixel.y / window_size.y, 0.0, 1.0);
    atlas_xy = vec2(texel.xy + size);
    atlas_layer = layer;
}}
"""

FRAGMENT_SHADER = """#version 330 core
in vec2 atlas_xy;
flat in int atlas_layer;
uniform sampler2DArray atlas;
out vec4 color;

void main() {
    color = texelFetch(atlas, ivec3(ivec2(floor(atlas_xy)), atlas_layer), 0);
}
"""

ATTRIBUTES = ((0, 3, 0), (1, 4, 12), (2, 1, 28))   # (location, ints, byte offset in a slot)
SLOT_BYTES = STRIDE * 4
SLOT = struct.Struct(f"{STRIDE}i")


class _GpuStrip:
    """The vertex buffer and vertex array of one strip."""

    def __init__(self) -> None:
        from pyglet.graphics.vertexarray import VertexArray
        from pyglet.graphics.vertexbuffer import BufferObject
        self.vao = VertexArray()
        self.buffer = BufferObject(SLOT_BYTES * 16)
        self.head = -1          # the first slot the attribute pointers point at

    def delete(self) -> None:
        self.vao.delete()
        self.buffer.delete()


class _CellTexture:
    """Scene.positions on the GPU: a 2D texture of int pairs, CELL_ROW to a row, on texture unit 1.
    Three textures taken in turn: writing the one the previous frame still reads makes the driver wait
    for that frame to finish (llvmpipe draws on its own threads while the next cycle runs)."""

    RING = 3

    def __init__(self, gl: Any) -> None:
        self.gl = gl
        self.texture_ids: list[int] = []
        for _ in range(self.RING):
            self.texture_ids.append(texel_texture(gl, gl.GL_TEXTURE_2D))
        gl.glBindTexture(gl.GL_TEXTURE_2D, 0)
        self.turn = 0
        self.rows = [0] * self.RING   # rows each texture has storage for

    def upload(self, positions: array) -> None:
        """All cells as they are now: one copy, however many actors moved; binds the texture."""
        gl = self.gl
        cells = len(positions) // 2
        rows = max(1, -(-cells // CELL_ROW))
        self.turn = (self.turn + 1) % self.RING
        gl.glActiveTexture(gl.GL_TEXTURE1)
        gl.glBindTexture(gl.GL_TEXTURE_2D, self.texture_ids[self.turn])
        if self.rows[self.turn] != rows:
            gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, gl.GL_RG32I, CELL_ROW, rows, 0, gl.GL_RG_INTEGER, gl.GL_INT, None)
            self.rows[self.turn] = rows
        if not cells:
            return
        gl.glPixelStorei(gl.GL_UNPACK_ALIGNMENT, 4)
        gl.glPixelStorei(gl.GL_UNPACK_ROW_LENGTH, 0)
        address = positions.buffer_info()[0]
        full = cells // CELL_ROW
        if full:
            gl.glTexSubImage2D(gl.GL_TEXTURE_2D, 0, 0, 0, CELL_ROW, full, gl.GL_RG_INTEGER, gl.GL_INT, address)
        rest = cells - full * CELL_ROW
        if rest:
            gl.glTexSubImage2D(gl.GL_TEXTURE_2D, 0, 0, full, rest, 1, gl.GL_RG_INTEGER, gl.GL_INT,
                               address + full * CELL_ROW * 8)

    def delete(self) -> None:
        for texture_id in self.texture_ids:
            self.gl.glDeleteTextures(1, ctypes.byref(self.gl.GLuint(texture_id)))


class ActorRenderer:
    def __init__(self, pyglet: Any, grid: "GameGrid") -> None:
        from pyglet.graphics.shader import Shader, ShaderProgram
        self.pyglet = pyglet
        self.gl = pyglet.gl
        self.grid = grid
        self.program = ShaderProgram(Shader(VERTEX_SHADER, "vertex"), Shader(FRAGMENT_SHADER, "fragment"))
        self.program.use()
        self.program["atlas"] = 0
        self.program["cells"] = 1
        self.program.stop()
        self.atlas = PictureAtlas(pyglet)
        self.cells = _CellTexture(pyglet.gl)
        self.strips: dict[type, Strip] = {}
        self.order: list[Strip] = []          # strips bottom class first
        self.class_version = -1
        self.owner = object()                 # marks the SlotRecords of this generation
        self.atlas_generation = -1
        self.cell_size = -1
        self.picture_fields: dict[int, tuple] = {}   # id(picture) -> _picture_fields(): see there
        self.must_rebuild = True

    # ----- model -> slots --------------------------------------------------------------------------
    def sync(self) -> None:
        """Bring the slots up to date with the model: only the actors on the grid's dirty list."""
        grid = self.grid
        if self.must_rebuild or grid._dirty_overflow or grid._cell_size != self.cell_size \
                or self.atlas.generation != self.atlas_generation:
            self.rebuild()
            return
        dirty = grid._dirty_actors
        if dirty:
            relocated: list["Actor"] = []
            owner, write = self.owner, self._write
            for actor in dirty:
                if not actor._a_dirty:   # (listed twice: seen already)
                    continue
                actor._a_dirty = False
                record = actor._a_view
                # the common case (its look changed) first, written out: a turning or animated actor
                # comes here every frame
                if record is not None and record.owner is owner and record.seq == actor._a_seq \
                        and actor._a_grid is grid and not actor._a_removed:
                    write(actor, record)
                else:
                    self._changed(actor, relocated)
            dirty.clear()
            if relocated:
                self._relocate(relocated)
            if self.atlas.generation != self.atlas_generation:   # the atlas was packed anew meanwhile
                self.rebuild()
                return
        if grid._scene.class_version != self.class_version:
            self._order_classes()

    def rebuild(self) -> None:
        """All slots anew from the scene (first frame, after the atlas was packed anew, ...)."""
        grid = self.grid
        while True:
            generation = self.atlas.generation
            self.atlas_generation = generation
            self.picture_fields = {}
            self._drop_strips()
            self.owner = owner = object()
            self.cell_size = grid._cell_size
            for actor in grid._scene.paint_order():
                strip = self._strip_for(type(actor))
                record = SlotRecord(strip, owner)
                strip.push_top(record)
                record.seq = actor._a_seq
                actor._a_view = record
                actor._a_dirty = False
                self._write(actor, record)
            if self.atlas.generation == generation:
                break
        grid._dirty_actors.clear()
        grid._dirty_overflow = False
        self.must_rebuild = False
        self._order_classes()

    def _changed(self, actor: "Actor", relocated: list["Actor"]) -> None:
        record = actor._a_view
        if record is not None and record.owner is not self.owner:
            record = None
        if actor._a_grid is not self.grid or actor._a_removed:
            if record is not None:
                record.strip.free(record)
            actor._a_view = None
        elif record is None or record.seq != actor._a_seq:
            relocated.append(actor)    # added, or moved to the top / bottom of its class
        else:
            self._write(actor, record)

    def _relocate(self, actors: list["Actor"]) -> None:
        """New slots for added and reordered actors, taken in paint-sequence order so that several
        `setOnTop` calls in one frame stack as they did in the model."""
        tops = sorted((a for a in actors if a._a_seq > 0), key=lambda a: a._a_seq)
        bottoms = sorted((a for a in actors if a._a_seq <= 0), key=lambda a: a._a_seq, reverse=True)
        for actor, on_top in [(a, True) for a in tops] + [(a, False) for a in bottoms]:
            old = actor._a_view
            if old is not None and old.owner is self.owner:
                old.strip.free(old)
            strip = self._strip_for(type(actor))
            record = SlotRecord(strip, self.owner)
            if on_top:
                strip.push_top(record)
            else:
                strip.push_bottom(record)
            record.seq = actor._a_seq
            actor._a_view = record
            self._write(actor, record)

    def _strip_for(self, cls: type) -> Strip:
        strip = self.strips.get(cls)
        if strip is None:
            strip = self.strips[cls] = Strip()
            self.class_version = -1
        return strip

    def _order_classes(self) -> None:
        scene = self.grid._scene
        self.order = [self.strips[c] for c in scene.paint_class_order() if c in self.strips]
        self.class_version = scene.class_version

    def _write(self, actor: "Actor", record: SlotRecord) -> None:
        """Every field of the actor's slot: cell, offset, picture."""
        strip = record.strip
        strip.changed = True
        picture = actor._a_displayed_picture()
        record.picture = picture
        fixed = self.picture_fields.get(id(picture))
        if fixed is None or fixed[0]() is not picture:
            fixed = self._picture_fields(actor, picture)
            if fixed is None:   # nothing drawn
                data, base = strip.data, record.base
                data[base + WIDTH] = data[base + HEIGHT] = 0
                return
        _, left, top, texel_x, texel_y, width, height, layer = fixed
        dx, dy = actor._a_offset
        try:
            SLOT.pack_into(strip.data, record.base * 4, actor._a_pos // 2, left + dx, top + dy,
                           texel_x, texel_y, width, height, layer)
        except struct.error:   # far outside any window
            fields = (actor._a_pos // 2, left + dx, top + dy, texel_x, texel_y, width, height, layer)
            SLOT.pack_into(strip.data, record.base * 4, *[_clamp(v) for v in fields])

    def _picture_fields(self, actor: "Actor", picture: Any) -> tuple | None:
        """(weak reference to the picture, offset x, y of its top-left corner from the cell's, texel x, y, width, height, layer)
        for a picture, kept until the atlas is packed anew or the cell size changes (see rebuild()): a
        turning or animated actor shows a picture it showed before nearly every cycle."""
        if picture is None:
            return None
        place = self.atlas.find(picture)
        if place is None:
            self.atlas.place_all(_pictures_soon_needed(actor))
            place = self.atlas.place(picture)
        if not place.width:
            return None
        width, height = picture.size
        cell = self.cell_size
        shift = 1 if cell == 1 else 0             # JGameGrid draws 1-pixel cells one pixel further
        fixed = (weakref.ref(picture), cell // 2 - width // 2 + shift + place.left, cell // 2 - height // 2 + shift + place.top,
                 place.x, place.y, place.width, place.height, place.layer)
        if self.atlas.generation == self.atlas_generation:   # else rebuild() comes and starts afresh
            if len(self.picture_fields) >= MAX_PICTURE_FIELDS:   # pictures made anew all the time (texts)
                self.picture_fields = {}
            self.picture_fields[id(picture)] = fixed
        return fixed

    def _drop_strips(self) -> None:
        for strip in self.strips.values():
            gpu = strip.gpu
            if gpu is not None:
                gpu.delete()
            strip.gpu = None
        self.strips = {}
        self.order = []

    # ----- drawing ---------------------------------------------------------------------------------
    def begin(self, window_size: tuple[int, int]) -> None:
        """Set up the shader; then draw_actors() and draw_flat() in any order, then end()."""
        gl = self.gl
        program = self.program
        program.use()
        program["window_size"] = (float(window_size[0]), float(window_size[1]))
        gl.glEnable(gl.GL_BLEND)
        gl.glBlendFunc(gl.GL_SRC_ALPHA, gl.GL_ONE_MINUS_SRC_ALPHA)
        self.cells.upload(self.grid._scene.positions)   # binds them to texture unit 1
        gl.glActiveTexture(gl.GL_TEXTURE0)

    def draw_flat(self, flat: "FlatPicture") -> None:
        if not flat.size[0]:
            return
        gl = self.gl
        self.program["cell_size"] = 0
        gl.glBindTexture(gl.GL_TEXTURE_2D_ARRAY, flat.texture_id)
        flat.gpu.vao.bind()
        if flat.gpu.head != 0:
            self._point_attributes(flat.gpu, 0)
        gl.glDrawArraysInstanced(gl.GL_TRIANGLE_STRIP, 0, 4, 1)

    def end(self) -> None:
        gl = self.gl
        gl.glBindVertexArray(0)
        gl.glBindTexture(gl.GL_TEXTURE_2D_ARRAY, 0)
        gl.glActiveTexture(gl.GL_TEXTURE1)
        gl.glBindTexture(gl.GL_TEXTURE_2D, 0)
        gl.glActiveTexture(gl.GL_TEXTURE0)
        gl.glDisable(gl.GL_BLEND)
        self.program.stop()

    def draw_actors(self) -> None:
        gl = self.gl
        self.program["cell_size"] = self.cell_size
        gl.glBindTexture(gl.GL_TEXTURE_2D_ARRAY, self.atlas.texture_id)
        for strip in self.order:
            count = strip.tail - strip.head
            if count <= 0:
                continue
            gpu = self._upload(strip)
            gpu.vao.bind()
            if gpu.head != strip.head:
                self._point_attributes(gpu, strip.head)
            gl.glDrawArraysInstanced(gl.GL_TRIANGLE_STRIP, 0, 4, count)

    def _upload(self, strip: Strip) -> _GpuStrip:
        gpu = strip.gpu
        if gpu is None:
            gpu = strip.gpu = _GpuStrip()
            strip.resized = True
        address = strip.data.buffer_info()[0]
        if strip.resized:
            gpu.buffer.size = strip.capacity * SLOT_BYTES
            gpu.buffer.set_data(address)
            gpu.head = -1    # the buffer is new storage: point the attributes at it again
        elif strip.changed:
            start = strip.head * SLOT_BYTES
            gpu.buffer.set_data_region(address + start, start, (strip.tail - strip.head) * SLOT_BYTES)
        strip.resized = strip.changed = False
        return gpu

    def _point_attributes(self, gpu: _GpuStrip, head: int) -> None:
        gl = self.gl
        gpu.buffer.bind()
        for location, size, offset in ATTRIBUTES:
            gl.glEnableVertexAttribArray(location)
            gl.glVertexAttribIPointer(location, size, gl.GL_INT, SLOT_BYTES, head * SLOT_BYTES + offset)
            gl.glVertexAttribDivisor(location, 1)
        gpu.head = head

    def delete(self) -> None:
        try:
            self._drop_strips()
            self.cells.delete()
            self.atlas.delete()
            self.program.delete()
        except Exception:   # the context is already gone
            pass


class FlatPicture:
    """One Pillow picture drawn at a window position by the actor shader: the background and the
    bars. (pyglet's image, text and shape modules would add their imports and shaders to start-up.)"""

    def __init__(self, gl: Any) -> None:
        self.gl = gl
        self.texture_id = 0
        self.size = (0, 0)
        self.gpu = _GpuStrip()
        self.slot = array("i", bytes(SLOT_BYTES))

    def show(self, picture: Any, left: int, top: int) -> None:
        """Draw `picture` (Pillow) with its top-left corner at (left, top) of the window from now on."""
        gl = self.gl
        rgba = picture if picture.mode == "RGBA" else picture.convert("RGBA")
        width, height = rgba.size
        if (width, height) != self.size:
            self.delete_texture()
            self.texture_id = new_array_texture(gl, width, height, 1)
            self.size = (width, height)
        upload(gl, self.texture_id, rgba, 0, 0, 0)
        SLOT.pack_into(self.slot, 0, 0, left, top, 0, 0, width, height, 0)
        self.gpu.buffer.set_data_region(self.slot.buffer_info()[0], 0, SLOT_BYTES)

    def delete_texture(self) -> None:
        if self.texture_id:
            self.gl.glDeleteTextures(1, ctypes.byref(self.gl.GLuint(self.texture_id)))
            self.texture_id = 0
            self.size = (0, 0)

    def delete(self) -> None:
        self.delete_texture()
        self.gpu.delete()


def _pictures_soon_needed(actor: "Actor") -> list[Any]:
    """With a picture the actor shows for the first time: its other sprites, and all turns of a
    turning actor (whose next cycles would each need a new one)."""
    images = actor._a_images
    h_mirror, v_mirror = actor._a_h_mirror, actor._a_v_mirror
    if not actor._a_rotatable:
        return [image.variant(0, 0, h_mirror, v_mirror) if h_mirror or v_mirror else image.source
                for image in images]
    nb = actor._a_nb_rotations()
    shown = images[actor._a_sprite_id]
    if shown.made_rotations(nb, h_mirror, v_mirror) > 1:
        return [image.variant(turn, nb, h_mirror, v_mirror) for image in images for turn in range(nb)]
    return [image.variant(actor._a_rot_index, nb, h_mirror, v_mirror) for image in images]


def _clamp(value: int) -> int:
    return max(INT32[0], min(INT32[1], value))
