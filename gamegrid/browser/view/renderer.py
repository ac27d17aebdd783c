"""The desktop's actor renderer (gamegrid/view/actors.py) on WebGL2.

What decides what is drawn stays the desktop's: one instanced quad per actor in its class bundle's strip,
only the actors on the grid's dirty list visited, every actor's cell uploaded as one integer texture, every
picture in one array texture packed by the desktop's atlas. Only the GL calls differ: WebGL2 is OpenGL ES
3.0, reached as the page's JavaScript WebGL2RenderingContext, so each call here is one JavaScript call,
and the shaders are the desktop's with the ES header. Python data reaches WebGL as copies (`to_js`),
never as views of WebAssembly memory that its growth would detach (see fixes.py).
"""
from __future__ import annotations

from array import array
from typing import TYPE_CHECKING, Any

from pyodide.ffi import to_js

from ...base.i18n import tr
from ...view.actors import (ATTRIBUTES, CELL_ROW, FRAGMENT_SHADER, SLOT, SLOT_BYTES, VERTEX_SHADER, ActorRenderer)
from ...view.atlas import FIRST_PAGE, PictureAtlas
from ...view.slots import Strip
from . import pixels

if TYPE_CHECKING:
    from ...model.grid import GameGrid

ES_HEADER = """#version 300 es
precision highp float;
precision highp int;
precision highp isampler2D;
precision highp sampler2DArray;
"""


def _es(source: str) -> str:
    return source.replace("#version 330 core\n", ES_HEADER)


def _bytes_of(data: array) -> Any:
    """A JavaScript Uint8Array copy of an array's bytes."""
    return to_js(memoryview(data).cast("B"))


class _Gl:
    """The WebGL2 context and the constants we use, read once (a constant read from JS costs a call)."""

    NAMES = ("TEXTURE_2D", "TEXTURE_2D_ARRAY", "TEXTURE0", "TEXTURE1", "NEAREST", "TEXTURE_MIN_FILTER",
             "TEXTURE_MAG_FILTER", "TEXTURE_MAX_LEVEL", "RGBA8", "RGBA", "UNSIGNED_BYTE", "RG32I", "RG_INTEGER",
             "INT", "ARRAY_BUFFER", "DYNAMIC_DRAW", "TRIANGLE_STRIP", "BLEND", "SRC_ALPHA", "ONE_MINUS_SRC_ALPHA",
             "COLOR_BUFFER_BIT", "SCISSOR_TEST", "VERTEX_SHADER", "FRAGMENT_SHADER", "COMPILE_STATUS",
             "LINK_STATUS", "MAX_TEXTURE_SIZE", "UNPACK_ALIGNMENT", "UNPACK_FLIP_Y_WEBGL",
             "UNPACK_PREMULTIPLY_ALPHA_WEBGL", "CLAMP_TO_EDGE", "TEXTURE_WRAP_S", "TEXTURE_WRAP_T")

    def __init__(self, context: Any) -> None:
        self.js = context
        for name in self.NAMES:
            setattr(self, name, int(getattr(context, name)))


def texel_texture(gl: _Gl, target: int) -> Any:
    js = gl.js
    texture = js.createTexture()
    js.bindTexture(target, texture)
    js.texParameteri(target, gl.TEXTURE_MIN_FILTER, gl.NEAREST)
    js.texParameteri(target, gl.TEXTURE_MAG_FILTER, gl.NEAREST)
    js.texParameteri(target, gl.TEXTURE_MAX_LEVEL, 0)
    js.texParameteri(target, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE)
    js.texParameteri(target, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE)
    return texture


def new_array_texture(gl: _Gl, width: int, height: int, layers: int) -> Any:
    texture = texel_texture(gl, gl.TEXTURE_2D_ARRAY)
    gl.js.texImage3D(gl.TEXTURE_2D_ARRAY, 0, gl.RGBA8, width, height, layers, 0, gl.RGBA, gl.UNSIGNED_BYTE, None)
    return texture


def upload_picture(gl: _Gl, texture: Any, picture: Any, box: tuple[int, int, int, int], x: int, y: int,
                   layer: int) -> None:
    """The part `box` (left, top, right, bottom) of a picture into the array texture at (x, y, layer)."""
    js = gl.js
    js.bindTexture(gl.TEXTURE_2D_ARRAY, texture)
    js.pixelStorei(gl.UNPACK_ALIGNMENT, 1)
    js.pixelStorei(gl.UNPACK_FLIP_Y_WEBGL, 0)
    js.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, 0)
    width, height, data = pixels.rgba(picture, box)
    js.texSubImage3D(gl.TEXTURE_2D_ARRAY, 0, x, y, layer, width, height, 1, gl.RGBA, gl.UNSIGNED_BYTE, data)


class WebGLAtlas(PictureAtlas):
    """The desktop's atlas (placement, growth, packing anew) with its texture in WebGL."""

    def __init__(self, gl: _Gl) -> None:
        self.webgl = gl
        self.generation = 0
        self.texture_id: Any = None
        self.page = FIRST_PAGE
        self._allocators = []
        self._placements = {}
        self._dead_area = 0
        self._max_side = max(FIRST_PAGE, int(gl.js.getParameter(gl.MAX_TEXTURE_SIZE)))
        self._new_texture(1)

    visible_box = staticmethod(pixels.visible_box)

    def _upload(self, picture: Any, placement: Any) -> None:
        if not placement.width:
            return
        box = (placement.left, placement.top, placement.left + placement.width, placement.top + placement.height)
        upload_picture(self.webgl, self.texture_id, picture, box, placement.x, placement.y, placement.layer)

    def _new_texture(self, layers: int) -> None:
        from ...view.atlas import Shelves
        if self.texture_id is not None:
            self.webgl.js.deleteTexture(self.texture_id)
        self.texture_id = new_array_texture(self.webgl, self.page, self.page, layers)
        while len(self._allocators) < layers:
            self._allocators.append(Shelves(self.page))

    def delete(self) -> None:
        if self.texture_id is not None:
            self.webgl.js.deleteTexture(self.texture_id)
            self.texture_id = None


class _CellTexture:
    """Scene.positions as an RG32I texture, CELL_ROW cells to a row, on texture unit 1."""

    def __init__(self, gl: _Gl) -> None:
        self.gl = gl
        self.texture = texel_texture(gl, gl.TEXTURE_2D)
        self.rows = 0

    def upload(self, positions: array) -> None:
        gl, js = self.gl, self.gl.js
        cells = len(positions) // 2
        rows = max(1, -(-cells // CELL_ROW))
        js.activeTexture(gl.TEXTURE1)
        js.bindTexture(gl.TEXTURE_2D, self.texture)
        if rows != self.rows:
            js.texImage2D(gl.TEXTURE_2D, 0, gl.RG32I, CELL_ROW, rows, 0, gl.RG_INTEGER, gl.INT, None)
            self.rows = rows
        if not cells:
            return
        js.pixelStorei(gl.UNPACK_ALIGNMENT, 4)
        data = _bytes_of(positions)
        full = cells // CELL_ROW
        ints = _int32(data)
        if full:
            js.texSubImage2D(gl.TEXTURE_2D, 0, 0, 0, CELL_ROW, full, gl.RG_INTEGER, gl.INT, ints, 0)
        rest = cells - full * CELL_ROW
        if rest:
            js.texSubImage2D(gl.TEXTURE_2D, 0, 0, full, rest, 1, gl.RG_INTEGER, gl.INT, ints, full * CELL_ROW * 2)

    def delete(self) -> None:
        self.gl.js.deleteTexture(self.texture)


def _int32(u8: Any) -> Any:
    from js import Int32Array
    return Int32Array.new(u8.buffer, u8.byteOffset, u8.byteLength // 4)


class _GpuStrip:
    def __init__(self, gl: _Gl) -> None:
        self.gl = gl
        self.vao = gl.js.createVertexArray()
        self.buffer = gl.js.createBuffer()
        self.size = 0
        self.head = -1

    def delete(self) -> None:
        self.gl.js.deleteVertexArray(self.vao)
        self.gl.js.deleteBuffer(self.buffer)


class WebGLActorRenderer(ActorRenderer):
    """ActorRenderer's bookkeeping (sync, rebuild, slots, picture fields) as it is; drawing on WebGL2."""

    def __init__(self, context: Any, grid: "GameGrid") -> None:
        gl = self.webgl = _Gl(context)
        self.grid = grid
        self.program = _program(gl, _es(VERTEX_SHADER), _es(FRAGMENT_SHADER))
        js = gl.js
        self.u_window_size = js.getUniformLocation(self.program, "window_size")
        self.u_cell_size = js.getUniformLocation(self.program, "cell_size")
        js.useProgram(self.program)
        js.uniform1i(js.getUniformLocation(self.program, "atlas"), 0)
        js.uniform1i(js.getUniformLocation(self.program, "cells"), 1)
        js.useProgram(None)
        self.atlas = WebGLAtlas(gl)
        self.cells = _CellTexture(gl)
        self.strips: dict[type, Strip] = {}
        self.order: list[Strip] = []
        self.class_version = -1
        self.owner = object()
        self.atlas_generation = -1
        self.cell_size = -1
        self.picture_fields: dict[int, tuple] = {}
        self.must_rebuild = True

    # ----- drawing ---------------------------------------------------------------------------------
    def begin(self, window_size: tuple[int, int]) -> None:
        gl, js = self.webgl, self.webgl.js
        js.useProgram(self.program)
        js.uniform2f(self.u_window_size, float(window_size[0]), float(window_size[1]))
        js.enable(gl.BLEND)
        js.blendFunc(gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA)
        self.cells.upload(self.grid._scene.positions)
        js.activeTexture(gl.TEXTURE0)

    def draw_flat(self, flat: "WebGLFlatPicture") -> None:
        if not flat.size[0]:
            return
        gl, js = self.webgl, self.webgl.js
        js.uniform1i(self.u_cell_size, 0)
        js.bindTexture(gl.TEXTURE_2D_ARRAY, flat.texture)
        js.bindVertexArray(flat.gpu.vao)
        if flat.gpu.head != 0:
            self._point_attributes(flat.gpu, 0)
        js.drawArraysInstanced(gl.TRIANGLE_STRIP, 0, 4, 1)

    def end(self) -> None:
        gl, js = self.webgl, self.webgl.js
        js.bindVertexArray(None)
        js.disable(gl.BLEND)
        js.useProgram(None)

    def draw_actors(self) -> None:
        gl, js = self.webgl, self.webgl.js
        js.uniform1i(self.u_cell_size, self.cell_size)
        js.bindTexture(gl.TEXTURE_2D_ARRAY, self.atlas.texture_id)
        for strip in self.order:
            count = strip.tail - strip.head
            if count <= 0:
                continue
            gpu = self._upload(strip)
            js.bindVertexArray(gpu.vao)
            if gpu.head != strip.head:
                self._point_attributes(gpu, strip.head)
            js.drawArraysInstanced(gl.TRIANGLE_STRIP, 0, 4, count)

    def _upload(self, strip: Strip) -> _GpuStrip:
        gl, js = self.webgl, self.webgl.js
        gpu = strip.gpu
        if gpu is None:
            gpu = strip.gpu = _GpuStrip(gl)
            strip.resized = True
        if strip.resized:
            js.bindBuffer(gl.ARRAY_BUFFER, gpu.buffer)
            js.bufferData(gl.ARRAY_BUFFER, _bytes_of(strip.data), gl.DYNAMIC_DRAW)
            gpu.head = -1
        elif strip.changed:
            start = strip.head * SLOT_BYTES
            js.bindBuffer(gl.ARRAY_BUFFER, gpu.buffer)
            part = strip.data[strip.head * (SLOT_BYTES // 4):strip.tail * (SLOT_BYTES // 4)]
            js.bufferSubData(gl.ARRAY_BUFFER, start, _bytes_of(part))
        strip.resized = strip.changed = False
        return gpu

    def _point_attributes(self, gpu: _GpuStrip, head: int) -> None:
        gl, js = self.webgl, self.webgl.js
        js.bindVertexArray(gpu.vao)
        js.bindBuffer(gl.ARRAY_BUFFER, gpu.buffer)
        for location, size, offset in ATTRIBUTES:
            js.enableVertexAttribArray(location)
            js.vertexAttribIPointer(location, size, gl.INT, SLOT_BYTES, head * SLOT_BYTES + offset)
            js.vertexAttribDivisor(location, 1)
        gpu.head = head

    def delete(self) -> None:
        try:
            self._drop_strips()
            self.cells.delete()
            self.atlas.delete()
            self.webgl.js.deleteProgram(self.program)
        except Exception:   # the context is already gone
            pass


class WebGLFlatPicture:
    """One picture (the background) drawn at a window position by the actor shader."""

    def __init__(self, gl: Any) -> None:
        self.gl: _Gl = gl if isinstance(gl, _Gl) else _Gl(gl)
        self.texture: Any = None
        self.size = (0, 0)
        self.gpu = _GpuStrip(self.gl)
        self.slot = array("i", bytes(SLOT_BYTES))
        self.ref: Any = None

    def show(self, picture: Any, left: int, top: int) -> None:
        gl, js = self.gl, self.gl.js
        width, height = picture.size
        if (width, height) != self.size:
            self.delete_texture()
            self.texture = new_array_texture(gl, width, height, 1)
            self.size = (width, height)
        upload_picture(gl, self.texture, picture, (0, 0, width, height), 0, 0, 0)
        SLOT.pack_into(self.slot, 0, 0, left, top, 0, 0, width, height, 0)
        js.bindBuffer(gl.ARRAY_BUFFER, self.gpu.buffer)
        js.bufferData(gl.ARRAY_BUFFER, _bytes_of(self.slot), gl.DYNAMIC_DRAW)
        self.gpu.head = -1

    def delete_texture(self) -> None:
        if self.texture is not None:
            self.gl.js.deleteTexture(self.texture)
            self.texture = None
            self.size = (0, 0)

    def delete(self) -> None:
        self.delete_texture()
        self.gpu.delete()


def _program(gl: _Gl, vertex: str, fragment: str) -> Any:
    js = gl.js
    shaders = []
    for kind, source in ((gl.VERTEX_SHADER, vertex), (gl.FRAGMENT_SHADER, fragment)):
        shader = js.createShader(kind)
        js.shaderSource(shader, source)
        js.compileShader(shader)
        if not js.getShaderParameter(shader, gl.COMPILE_STATUS):
            raise RuntimeError(tr("This browser's WebGL2 cannot draw the game (its shader failed: {log}). Try "
                                  "another browser.", log=str(js.getShaderInfoLog(shader))))
        shaders.append(shader)
    program = js.createProgram()
    for shader in shaders:
        js.attachShader(program, shader)
    js.linkProgram(program)
    if not js.getProgramParameter(program, gl.LINK_STATUS):
        raise RuntimeError(tr("This browser's WebGL2 cannot draw the game (its shader failed: {log}). Try "
                              "another browser.", log=str(js.getProgramInfoLog(program))))
    return program

