"""PNG and GIF files read, and PNG written, in plain Python (zlib only) for the browser's pictures.

The canvas implementation (picture_canvas) lets the browser decode pictures, but the browser decodes only
asynchronously; where Python cannot wait for it (no JavaScript Promise Integration on the stack) a sprite
must still load, and most sprites are small GIFs and PNGs. Saving a picture (GGBitmap.writeImage,
GBitmap.getByteArray) writes PNG here. Pixels as Pillow reads them (tests/test_picture_codecs.py compares
every shipped sprite).
"""
from __future__ import annotations

import struct
import zlib

from ..base.i18n import tr

_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def sniff(data: bytes) -> str | None:
    """The kind of picture file the bytes are ("png", "gif", "jpeg", "bmp", "webp"), or None."""
    if data.startswith(_PNG_SIGNATURE):
        return "png"
    if data[:6] in (b"GIF87a", b"GIF89a"):
        return "gif"
    if data[:3] == b"\xff\xd8\xff":
        return "jpeg"
    if data[:2] == b"BM":
        return "bmp"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "webp"
    return None


def decode(data: bytes) -> tuple[int, int, bytearray]:
    """(width, height, RGBA bytes) of a PNG or GIF file; OSError for anything else or a broken file."""
    kind = sniff(data)
    try:
        if kind == "png":
            return _decode_png(data)
        if kind == "gif":
            return _decode_gif(data)
    except (struct.error, zlib.error, IndexError, KeyError, ValueError) as error:
        raise OSError(tr("broken {kind} file: {error}", kind=kind, error=error)) from error
    raise OSError(tr("cannot decode a {kind} file without the browser", kind=kind or "unknown"))


# ----- PNG --------------------------------------------------------------------------------------------------
def _chunks(data: bytes):
    at = 8
    while at + 8 <= len(data):
        length, tag = struct.unpack(">I4s", data[at:at + 8])
        yield tag, data[at + 8:at + 8 + length]
        at += 12 + length


def _unfilter(raw: bytes, height: int, stride: int, bpp: int) -> bytearray:
    out = bytearray(height * stride)
    previous = bytearray(stride)
    at = 0
    for y in range(height):
        kind = raw[at]
        line = bytearray(raw[at + 1:at + 1 + stride])
        at += 1 + stride
        if kind == 1:
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 255
        elif kind == 2:
            line = bytearray(map(lambda a, b: (a + b) & 255, line, previous))
        elif kind == 3:
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + previous[i]) >> 1)) & 255
        elif kind == 4:
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b = previous[i]
                c = previous[i - bpp] if i >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        elif kind != 0:
            raise ValueError(tr("unknown PNG filter {kind}", kind=kind))
        out[y * stride:(y + 1) * stride] = line
        previous = line
    return out


def _decode_png(data: bytes) -> tuple[int, int, bytearray]:
    header, palette, transparency, parts = b"", b"", b"", []
    for tag, body in _chunks(data):
        if tag == b"IHDR":
            header = body
        elif tag == b"PLTE":
            palette = body
        elif tag == b"tRNS":
            transparency = body
        elif tag == b"IDAT":
            parts.append(body)
    width, height, depth, colour, _compression, _filter, interlace = struct.unpack(">IIBBBBB", header)
    if interlace:
        raise ValueError(tr("interlaced PNG"))
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[colour]
    bits = depth * channels
    stride = (width * bits + 7) // 8
    rows = _unfilter(zlib.decompress(b"".join(parts)), height, stride, max(1, bits // 8))
    if depth == 16 and colour == 0:   # Pillow reads 16-bit grey as numbers and clips them to 255
        rows = bytearray(min(255, (high << 8) | low) for high, low in zip(rows[0::2], rows[1::2]))
        depth, stride = 8, stride // 2
    elif depth == 16:                 # the other 16-bit kinds: the high byte of each sample, as Pillow
        rows = rows[0::2]
        depth, stride = 8, stride // 2
    if depth < 8:        # unpack 1, 2 or 4 bit samples to one byte each
        per_byte, mask = 8 // depth, (1 << depth) - 1
        unpacked = bytearray()
        for y in range(height):
            line = rows[y * stride:(y + 1) * stride]
            samples = [(byte >> (8 - depth * (k + 1))) & mask for byte in line for k in range(per_byte)]
            unpacked += bytes(samples[:width])
        rows = unpacked
        if colour == 0:  # grey levels scaled to 0..255
            scale = 255 // mask
            rows = bytearray(v * scale for v in rows)
    pixels = width * height
    if colour == 6:
        return width, height, bytearray(rows)
    out = bytearray(4 * pixels)
    out[3::4] = b"\xff" * pixels
    if colour == 2:
        out[0::4], out[1::4], out[2::4] = rows[0::3], rows[1::3], rows[2::3]
        if len(transparency) == 6:
            key = bytes(transparency[1::2])
            for i in range(pixels):
                if out[4 * i:4 * i + 3] == key:
                    out[4 * i + 3] = 0
    elif colour in (0, 4):
        grey = rows[0::channels]
        out[0::4] = out[1::4] = out[2::4] = grey
        if colour == 4:
            out[3::4] = rows[1::2]
        elif len(transparency) == 2:
            key = transparency[1]
            for i in range(pixels):
                if out[4 * i] == key:
                    out[4 * i + 3] = 0
    else:   # palette
        table = [bytes(palette[3 * i:3 * i + 3]) + bytes((transparency[i] if i < len(transparency) else 255,))
                 for i in range(len(palette) // 3)]
        out = bytearray(b"".join(table[index] for index in rows[:pixels]))
    return width, height, out


def encode_png(width: int, height: int, rgba: bytes | bytearray) -> bytes:
    """An RGBA PNG file of the pixels (no filter: small code, any viewer reads it)."""
    stride = 4 * width
    raw = b"".join(b"\x00" + bytes(rgba[y * stride:(y + 1) * stride]) for y in range(height))

    def chunk(tag: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + tag + body + struct.pack(">I", zlib.crc32(tag + body) & 0xFFFFFFFF)

    return (_PNG_SIGNATURE + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


# ----- GIF (the first frame) ---------------------------------------------------------------------------------
def _lzw(data: bytes, min_size: int, count: int) -> bytearray:
    clear, end = 1 << min_size, (1 << min_size) + 1
    out = bytearray()
    size = min_size + 1
    table: list[bytes] = [bytes((i,)) for i in range(clear)] + [b"", b""]
    previous: bytes | None = None
    value, bits = 0, 0
    for byte in data:
        value |= byte << bits
        bits += 8
        while bits >= size:
            code = value & ((1 << size) - 1)
            value >>= size
            bits -= size
            if code == clear:
                size = min_size + 1
                table = table[:end + 1]
                previous = None
                continue
            if code == end:
                return out[:count]
            if previous is None:
                entry = table[code]
            elif code < len(table):
                entry = table[code]
                table.append(previous + entry[:1])
            else:
                entry = previous + previous[:1]
                table.append(entry)
            out += entry
            previous = entry
            if len(table) == 1 << size and size < 12:
                size += 1
    return out[:count]


def _decode_gif(data: bytes) -> tuple[int, int, bytearray]:
    width, height, flags, background, _aspect = struct.unpack("<HHBBB", data[6:13])
    at = 13
    global_table = b""
    if flags & 0x80:
        size = 3 * (2 << (flags & 7))
        global_table, at = data[at:at + size], at + size
    transparent: int | None = None
    while at < len(data):
        marker = data[at]
        if marker == 0x21:                      # extension: the graphic control one says which index is clear
            label = data[at + 1]
            at += 2
            while data[at]:
                block = data[at + 1:at + 1 + data[at]]
                if label == 0xF9 and len(block) >= 4 and block[0] & 1:
                    transparent = block[3]
                at += 1 + data[at]
            at += 1
        elif marker == 0x2C:                    # the first image
            left, top, w, h, image_flags = struct.unpack("<HHHHB", data[at + 1:at + 10])
            at += 10
            table = global_table
            if image_flags & 0x80:
                size = 3 * (2 << (image_flags & 7))
                table, at = data[at:at + size], at + size
            min_size = data[at]
            at += 1
            blocks = bytearray()
            while data[at]:
                blocks += data[at + 1:at + 1 + data[at]]
                at += 1 + data[at]
            indices = _lzw(bytes(blocks), min_size, w * h)
            indices += bytes(w * h - len(indices))
            if image_flags & 0x40:              # interlaced rows: 0, 8, 16 ..., 4, 12 ..., 2, 6 ..., 1, 3 ...
                order = [y for start, step in ((0, 8), (4, 8), (2, 4), (1, 2)) for y in range(start, h, step)]
                rows: list[bytes | bytearray] = [b""] * h
                for i, y in enumerate(order):
                    rows[y] = indices[i * w:(i + 1) * w]
                indices = bytearray(b"".join(rows))
            colours = [bytes(table[3 * i:3 * i + 3]) + b"\xff" for i in range(len(table) // 3)]
            colours += [b"\x00\x00\x00\xff"] * (256 - len(colours))
            if transparent is not None:      # its colour kept, alpha 0, as Pillow converts it
                colours[transparent] = colours[transparent][:3] + b"\x00"
            out = bytearray(4 * width * height)    # outside the frame: transparent, as Pillow shows it
            for y in range(h):
                if not 0 <= top + y < height:
                    continue
                line = b"".join(colours[i] for i in indices[y * w:(y + 1) * w])
                x0, x1 = max(0, left), min(width, left + w)
                if x0 < x1:
                    start = 4 * ((top + y) * width + x0)
                    out[start:start + 4 * (x1 - x0)] = line[4 * (x0 - left):4 * (x1 - left)]
            return width, height, out
        elif marker == 0x3B:
            break
        else:
            raise ValueError(tr("unknown GIF block {marker:#x}", marker=marker))
    raise ValueError(tr("GIF without an image"))
