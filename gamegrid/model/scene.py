"""Who is in the grid, in which order they are painted and act, and who stands in which cell.

Pure Python. Actors are grouped in class bundles (spec §5.3): classes in the order their first actor
was added, actors within a bundle in insertion order. Paint order = bundles bottom to top, later actors
on top; act order = the reverse. As in the original, the paint order and the act order are two lists of
the classes present: a class seen for the first time goes to the end of both (painted on top, acting
first), and setPaintOrder/setActOrder move the classes they name, when present, to the end (a class not
yet in the grid is ignored, and a class added after the call goes on top of the named ones).
The cell index maps (x, y) to the actors there, so cell queries never scan every actor. A move only
notes the actor on `_unfiled`; the index catches up when a query comes (most cycles of a moving game
move many actors and ask about few cells, or none), so a move costs a list append, not four dict
operations on tuple keys. Each actor knows the cell it is filed under (`_a_filed`) and whether it is
on a scene's `_unfiled` list (`_a_refile`, that scene).

Every actor in the scene also has a place in `positions`, an array of ints holding each actor's cell
(x at actor._a_pos, y after it): the view uploads it as it is, so a move costs the view nothing.

A bundle is a dict keyed by id(actor) (insertion order = paint order; ids because a student's class
may define __eq__ without __hash__), so adding, removing, membership and setOnTop cost O(1).

Counting (`nbCycles`): a class whose act() is Actor's own (plain marbles, walls) has nothing to do in a cycle but
count, so its turn costs one addition, not a visit of each actor: `count_turn` adds one to the class's turn
counter (`_turns[cls]`, a one-element list the actors share), and an actor's nbCycles is the count it had when it
began to be counted so plus the turns since (Actor.nbCycles). Such a turn runs no code of the pupil, so nobody can
see an actor between its count and the next one's. Actors that need their visit (a slow-down to count down, a
collision check after act(), act() switched off: not counted, an actor in two grids) are on the class's `_visit`
list; while it is not empty, or the class has an act() of its own, the class's turn visits every actor as before,
each counting itself (`_a_cycles`). `restate` keeps an actor's place in this after each change that matters.
"""
from __future__ import annotations

import itertools
from array import array
from typing import TYPE_CHECKING, Iterable, Iterator

if TYPE_CHECKING:
    from .actor import Actor

CellKey = tuple[int, int]


def _count_in(actor: "Actor") -> None:
    """The turns its class counted for it go into its own count: it counts itself from now on."""
    counter = actor._a_counter
    if counter is not None:
        actor._a_cycles += counter[0] - actor._a_mark
        actor._a_counter = None


class Scene:
    def __init__(self) -> None:
        self._bundles: dict[type, dict[int, "Actor"]] = {}   # classes in first-added order
        self._turns: dict[type, list[int]] = {}         # turns counted for the whole class (see Counting)
        self._visit: dict[type, dict[int, "Actor"]] = {}   # actors whose class's turn must visit them
        self._paint_classes: list[type] = []            # bottom to top
        self._act_classes: list[type] = []              # the last acts first
        self._cells: dict[CellKey, list["Actor"]] = {}
        self._unfiled: list["Actor"] = []               # moved since the cell index caught up
        self._seq = itertools.count(1)
        self._bottom_seq = itertools.count(-1, -1)
        self._paint_rank: dict[type, int] | None = None
        self._count = 0
        self.positions = array("i")
        self._free_places: list[int] = []
        self.version = 0                                 # bumped on any change of membership or order
        self.class_version = 0                           # bumped when the order of the classes changes

    # ----- membership -----------------------------------------------------------------------------
    def add(self, actor: "Actor") -> None:
        cls = type(actor)
        bundle = self._bundles.get(cls)
        if bundle is None:
            bundle = self._bundles[cls] = {}
            self._turns[cls] = [0]
            self._visit[cls] = {}
            self._paint_classes.append(cls)
            self._act_classes.append(cls)
            self._paint_rank = None
            self.class_version += 1
        actor._a_seq = next(self._seq)
        bundle[id(actor)] = actor
        self._count += 1
        self._cells.setdefault(actor._a_cell, []).append(actor)
        actor._a_filed = actor._a_cell
        if self._free_places:
            actor._a_pos = self._free_places.pop()
        else:
            actor._a_pos = len(self.positions)
            self.positions.extend((0, 0))
        self._write_position(actor._a_pos, actor._a_cell)
        self.version += 1
        actor._a_home = self
        self.restate(actor)

    def remove(self, actor: "Actor") -> None:
        bundle = self._bundles.get(type(actor))
        if bundle is not None and bundle.get(id(actor)) is actor:
            del bundle[id(actor)]
            self._visit[type(actor)].pop(id(actor), None)
            if actor._a_counter is self._turns[type(actor)]:
                _count_in(actor)
            if actor._a_home is self:
                actor._a_home = None
            self._count -= 1
            self._free_places.append(actor._a_pos)
            actor._a_pos = -1
        if actor._a_filed is not None:
            self._unindex(actor, actor._a_filed)
            actor._a_filed = None
        self.version += 1

    def __len__(self) -> int:
        return self._count

    def __contains__(self, actor: object) -> bool:
        bundle = self._bundles.get(type(actor))
        return bundle is not None and bundle.get(id(actor)) is actor

    # ----- counting the cycles (see Counting above) ----------------------------------------------
    def restate(self, actor: "Actor") -> None:
        """After a change of the actor's act() switch, slow-down, collision check or membership: counted with its
        class, visited by its class's turns, or neither (act() switched off)."""
        _count_in(actor)
        cls = type(actor)
        bundle = self._bundles.get(cls)
        if bundle is None or bundle.get(id(actor)) is not actor:
            return
        visit = self._visit[cls]
        if actor._a_shared:   # in another scene too, whose changes this one does not hear of: always visited
            visit[id(actor)] = actor
        elif not actor._a_act_enabled:
            visit.pop(id(actor), None)
        elif actor._a_slow_down != 1 or "collision_checker" in actor._a_extra or "act" in actor.__dict__:
            visit[id(actor)] = actor
        else:
            visit.pop(id(actor), None)
            counter = self._turns[cls]
            actor._a_counter = counter
            actor._a_mark = counter[0]

    def count_turn(self, cls: type, passive: bool) -> bool:
        """The class's turn in a cycle, if it has nothing to do but count (`passive`: its act() is Actor's own):
        counted for all its actors at once (True). False: its turn must visit its actors."""
        if not passive or self._visit[cls]:
            return False
        self._turns[cls][0] += 1
        return True

    def count_all(self, base_act: object) -> bool:
        """A cycle's turns when no class has anything to do but count (each class's act() is `base_act`, Actor's
        own, and nobody needs a visit): all counted (True). Otherwise nothing counted (False)."""
        visit = self._visit
        for cls in self._act_classes:
            if cls.act is not base_act or visit[cls]:
                return False
        turns = self._turns
        for cls in self._act_classes:
            turns[cls][0] += 1
        return True

    # ----- cell index -----------------------------------------------------------------------------
    def _unindex(self, actor: "Actor", cell: CellKey) -> None:
        occupants = self._cells.get(cell)
        if occupants is None:
            return
        for index, occupant in enumerate(occupants):
            if occupant is actor:   # identity: a student's class may define __eq__ (list.remove uses it)
                del occupants[index]
                if not occupants:
                    del self._cells[cell]
                return

    def _write_position(self, place: int, cell: CellKey) -> None:
        positions = self.positions
        try:
            positions[place] = cell[0]
            positions[place + 1] = cell[1]
        except OverflowError:   # far outside any window: the int32 limit draws the same (nowhere)
            positions[place] = max(-2**31, min(2**31 - 1, cell[0]))
            positions[place + 1] = max(-2**31, min(2**31 - 1, cell[1]))

    def moved(self, actor: "Actor") -> None:
        """actor._a_cell changed: its place in `positions` now, the cell index when next asked.
        (Actor.setLocation does the same, written out: it is the hot path.)"""
        self._write_position(actor._a_pos, actor._a_cell)
        if actor._a_refile is not self:
            self.note_unfiled(actor)

    def note_unfiled(self, actor: "Actor") -> None:
        actor._a_refile = self
        unfiled = self._unfiled
        unfiled.append(actor)
        if len(unfiled) > 2 * self._count + 64:   # removed actors pile up when no query ever comes
            self._file_moved()

    def _file_moved(self) -> None:
        """Bring the cell index up to date: file every moved actor under the cell it is in now."""
        cells = self._cells
        unfiled, self._unfiled = self._unfiled, []
        for actor in unfiled:
            if actor._a_refile is not self:   # noted by another scene since (added to another grid)
                continue
            actor._a_refile = None
            old, new = actor._a_filed, actor._a_cell
            if old is None or old == new:     # removed meanwhile, or back where it was
                continue
            actor._a_filed = new
            occupants = cells.get(old)
            if occupants is not None and len(occupants) == 1 and occupants[0] is actor:
                del cells[old]          # alone there (the common case): its list moves along
                here = cells.get(new)
                if here is None:
                    cells[new] = occupants
                else:
                    here.append(actor)
                continue
            self._unindex(actor, old)
            cells.setdefault(new, []).append(actor)

    def at(self, cell: CellKey) -> list["Actor"]:
        """Actors in a cell, in paint order (bottom first)."""
        if self._unfiled:
            self._file_moved()
        occupants = self._cells.get(cell)
        if not occupants:
            return []
        if len(occupants) == 1:
            return list(occupants)
        return sorted(occupants, key=self._paint_key)

    def top_at(self, cell: CellKey, cls: type | None = None) -> "Actor | None":
        if self._unfiled:
            self._file_moved()
        occupants = self._cells.get(cell)
        if not occupants:
            return None
        candidates = occupants if cls is None else [a for a in occupants if isinstance(a, cls)]
        return max(candidates, key=self._paint_key) if candidates else None

    def occupied_cells(self) -> Iterable[CellKey]:
        if self._unfiled:
            self._file_moved()
        return self._cells.keys()

    def is_empty(self, cell: CellKey) -> bool:
        if self._unfiled:
            self._file_moved()
        return cell not in self._cells

    # ----- ordering -------------------------------------------------------------------------------
    def _class_paint_rank(self) -> dict[type, int]:
        if self._paint_rank is None:
            order = self.paint_class_order()
            self._paint_rank = {cls: i for i, cls in enumerate(order)}
        return self._paint_rank

    def _paint_key(self, actor: "Actor") -> tuple[int, int]:
        return (self._class_paint_rank()[type(actor)], actor._a_seq)

    def paint_class_order(self) -> list[type]:
        """Classes bottom to top."""
        return list(self._paint_classes)

    def act_class_order(self) -> list[type]:
        """Classes in the order they act."""
        return self._act_classes[::-1]

    def bundle_for_acting(self, cls: type) -> list["Actor"]:
        """A class's actors in the order they act (the last added first), as they are now: taken when the
        class's turn comes, so that an actor added earlier in the cycle to a class acting later acts too."""
        return list(self._bundles[cls].values())[::-1]

    def paint_order(self, cls: type | None = None, exact: bool = False) -> list["Actor"]:
        result: list["Actor"] = []
        for c in self.paint_class_order():
            if cls is None or (c is cls if exact else issubclass(c, cls)):
                result.extend(self._bundles[c].values())
        return result

    def act_order(self) -> list["Actor"]:
        result: list["Actor"] = []
        for c in self.act_class_order():
            result.extend(self.bundle_for_acting(c))
        return result

    def iter_actors(self) -> Iterator["Actor"]:
        for bundle in self._bundles.values():
            yield from bundle.values()

    @staticmethod
    def _to_end(order: list[type], classes: Iterable[type]) -> None:
        """The original's permutation: from the last class named to the first, each present one moves to
        the end, so the first named ends last (on top / acting first)."""
        for cls in reversed(list(classes)):
            if cls in order:
                order.remove(cls)
                order.append(cls)

    def set_paint_priority(self, classes: Iterable[type]) -> None:
        self._to_end(self._paint_classes, classes)
        self._paint_rank = None
        self.version += 1
        self.class_version += 1

    def set_act_priority(self, classes: Iterable[type]) -> None:
        self._to_end(self._act_classes, classes)

    def to_top(self, actor: "Actor") -> None:
        """Last in its bundle: painted on top of and acting before its own class."""
        bundle = self._bundles[type(actor)]
        del bundle[id(actor)]
        bundle[id(actor)] = actor
        actor._a_seq = next(self._seq)
        self.version += 1

    def to_bottom(self, actor: "Actor") -> None:
        cls = type(actor)
        bundle = self._bundles[cls]
        del bundle[id(actor)]
        self._bundles[cls] = {id(actor): actor, **bundle}   # O(n), but setOnBottom is rare
        actor._a_seq = next(self._bottom_seq)
        self.version += 1

    def in_bundle_order(self, actors: Iterable["Actor"]) -> list["Actor"]:
        """The actors of the list that are in the bundle of the first one's class, in the bundle's order."""
        actors = list(actors)
        if not actors:
            return []
        bundle = self._bundles.get(type(actors[0]))
        if not bundle:
            return []
        wanted = {id(a) for a in actors}
        return [a for a in bundle.values() if id(a) in wanted]

    def reorder_bundle(self, actors: list["Actor"]) -> list["Actor"]:
        """setSceneOrder: the places the listed actors hold in their class's bundle are filled with them in
        the order of the list (the others keep their places)."""
        listed = self.in_bundle_order(actors)
        if not listed:
            return []
        wanted = {id(a) for a in listed}
        order, seen = [], set()
        for actor in actors:
            if id(actor) in wanted and id(actor) not in seen:
                seen.add(id(actor))
                order.append(actor)
        return self.place_in_slots(listed, order)

    def place_in_slots(self, listed: list["Actor"], order: list["Actor"]) -> list["Actor"]:
        """The bundle's places of `listed` (in bundle order) get the actors of `order`, one each.
        Returns the actors whose place in the paint order changed."""
        bundle = self._bundles[type(listed[0])]
        replace = {id(old): new for old, new in zip(listed, order)}
        new_order = [replace.get(id(a), a) for a in bundle.values()]
        old_order = list(bundle.values())
        first = next((i for i, (a, b) in enumerate(zip(old_order, new_order)) if a is not b), None)
        if first is None:
            return []
        for actor in new_order[first:]:   # re-stacked on top in the new order: the view follows to_top
            self.to_top(actor)
        return new_order[first:]
