"""The instance slots of one class bundle: its actors' quads, consecutive and in paint order.

Pure Python (no OpenGL), so the bookkeeping is tested on its own. A class bundle only ever grows at
its ends: an added actor or `setOnTop` goes above every other actor of its class, `setOnBottom`
below all of them (see gamegrid/model/scene.py). So a bundle's slots can stay in paint order without
moving anybody: a new top actor takes the slot after the last one, a new bottom actor the slot before
the first, and a removed actor leaves a hole (drawn as nothing). When an end of the array is reached,
the live slots are packed into a fresh array with room at both ends. Packing is O(live actors) and
happens only after about as many pushes, so adding and removing cost O(1) amortised whatever the
number of actors.

Each slot holds STRIDE 32-bit ints, the per-instance vertex data the actor shader reads.
"""
from __future__ import annotations

from array import array
from typing import Any

# Per-instance fields, in this order (ints): where the actor's cell is in the scene's positions
# (in pairs), the picture's top-left corner relative to the cell's top-left corner in pixels (location
# offset included), the picture's top-left texel in the atlas, its width and height (0 = nothing
# drawn), and the atlas layer.
POSITION, OFFSET_X, OFFSET_Y, TEXEL_X, TEXEL_Y, WIDTH, HEIGHT, LAYER = range(8)
STRIDE = 8
MIN_CAPACITY = 16


class SlotRecord:
    """Where one actor's quad lives; kept on the actor (`_a_view`) so a move finds it in O(1)."""

    __slots__ = ("strip", "slot", "base", "seq", "picture", "owner")

    def __init__(self, strip: "Strip", owner: object) -> None:
        self.strip = strip
        self.slot = -1
        self.base = -1          # slot * STRIDE: the index of the record's first int in strip.data
        self.seq = 0            # the actor's paint sequence when the slot was taken
        self.picture: Any = None
        self.owner = owner      # the renderer generation that made the record (stale records are ignored)


class Strip:
    """The slots of one class bundle: `[head, tail)` is in use, in paint order, possibly with holes."""

    def __init__(self, capacity: int = MIN_CAPACITY) -> None:
        self.capacity = capacity
        self.data = array("i", bytes(4 * STRIDE * capacity))
        self.records: list[SlotRecord | None] = [None] * capacity
        self.head = self.tail = capacity // 4
        self.live = 0
        self.changed = True     # data differs from what the GPU has
        self.resized = True     # capacity changed: the GPU buffer must be reallocated
        self.gpu: Any = None    # the renderer's buffer for this strip

    def __len__(self) -> int:
        return self.live

    def push_top(self, record: SlotRecord) -> None:
        """Give `record` the slot above every other record of this strip."""
        if self.tail == self.capacity:
            self._pack()
        self._take(record, self.tail)
        self.tail += 1

    def push_bottom(self, record: SlotRecord) -> None:
        """Give `record` the slot below every other record of this strip."""
        if self.head == 0:
            self._pack()
        self.head -= 1
        self._take(record, self.head)

    def free(self, record: SlotRecord) -> None:
        """Empty the record's slot (nothing is drawn there) and trim holes at the ends."""
        slot = record.slot
        if slot < 0 or self.records[slot] is not record:
            return
        self.records[slot] = None
        data, base = self.data, record.base
        data[base + WIDTH] = 0
        data[base + HEIGHT] = 0
        record.slot = record.base = -1
        self.live -= 1
        self.changed = True
        records = self.records
        while self.tail > self.head and records[self.tail - 1] is None:
            self.tail -= 1
        while self.head < self.tail and records[self.head] is None:
            self.head += 1

    def in_paint_order(self) -> list[SlotRecord]:
        return [r for r in self.records[self.head:self.tail] if r is not None]

    def _take(self, record: SlotRecord, slot: int) -> None:
        self.records[slot] = record
        record.strip = self
        record.slot = slot
        record.base = slot * STRIDE
        self.live += 1
        self.changed = True

    def _pack(self) -> None:
        """Copy the live slots, in order, into a fresh array with free room at both ends."""
        live = self.in_paint_order()
        capacity = max(MIN_CAPACITY, 2 * len(live) + MIN_CAPACITY)
        head = (capacity - len(live)) // 4          # adding on top is far more common than to the bottom
        old = self.data
        data = array("i", bytes(4 * STRIDE * capacity))
        records: list[SlotRecord | None] = [None] * capacity
        for slot, record in enumerate(live, head):
            base = slot * STRIDE
            data[base:base + STRIDE] = old[record.base:record.base + STRIDE]
            records[slot] = record
            record.slot, record.base = slot, base
        self.capacity, self.data, self.records = capacity, data, records
        self.head, self.tail = head, head + len(live)
        self.changed = self.resized = True
