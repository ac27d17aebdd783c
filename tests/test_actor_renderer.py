"""The actor layer (gamegrid/view/actors.py, slots.py, atlas.py): what it draws equals the model's
paint order composed by Pillow, through random adds, removes, reorders and changes of look; and the
bookkeeping stays O(1): only changed actors are visited, an add or remove touches one slot."""
from __future__ import annotations

import contextlib
import random

import pytest
from PIL import Image, ImageChops, ImageDraw

from gamegrid import Actor, GameGrid, Location, runtime
from gamegrid.view import atlas as atlas_module
from gamegrid.view.slots import STRIDE, SlotRecord, Strip

BG = (30, 60, 90)


# ----- slots (pure Python) ---------------------------------------------------------------------------
def test_strip_keeps_paint_order_through_random_pushes_and_frees():
    rng = random.Random(7)
    strip = Strip()
    reference: list[SlotRecord] = []
    for step in range(3000):
        roll = rng.random()
        if roll < 0.45 or not reference:
            record = SlotRecord(strip, None)
            strip.push_top(record)
            strip.data[record.base] = step      # a marker that must travel with the record when packed
            record.seq = step
            reference.append(record)
        elif roll < 0.55:
            record = SlotRecord(strip, None)
            strip.push_bottom(record)
            strip.data[record.base] = step
            record.seq = step
            reference.insert(0, record)
        else:
            record = reference.pop(rng.randrange(len(reference)))
            strip.free(record)
            assert record.slot == -1
        assert strip.in_paint_order() == reference
        assert len(strip) == len(reference)
    for record in reference:
        assert strip.records[record.slot] is record and record.base == record.slot * STRIDE
        assert strip.data[record.base] == record.seq
    assert strip.capacity <= 2 * len(reference) + 64 or strip.capacity <= 4096


def test_freed_slots_at_the_top_are_taken_again():
    strip = Strip()
    records = [SlotRecord(strip, None) for _ in range(5)]
    for record in records:
        strip.push_top(record)
    last_slot = records[-1].slot
    strip.free(records[-1])
    again = SlotRecord(strip, None)
    strip.push_top(again)
    assert again.slot == last_slot


# ----- drawing equals the model ------------------------------------------------------------------
def _disc(size: int, color: tuple[int, int, int], alpha: int) -> Image.Image:
    picture = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    ImageDraw.Draw(picture).ellipse([1, 1, size - 2, size - 2], fill=color + (alpha,))
    ImageDraw.Draw(picture).rectangle([size // 2, size // 4, size - 3, size // 2], fill=(255, 255, 255, 255))
    return picture


class Red(Actor):
    pass


class Green(Actor):
    pass


class Blue(Actor):
    pass


@contextlib.contextmanager
def _drawing(nb_horz: int, nb_vert: int, cell: int):
    """A grid drawn offscreen on every render (gamegrid run --headless --render)."""
    rt = runtime.Runtime(runtime.Settings(headless=True, render=True))
    runtime.install(rt)
    grid = GameGrid(nb_horz, nb_vert, cell, None, None, False)
    grid.setBgColor(*BG)
    view = rt.ensure_view()
    try:
        yield grid, view
    finally:
        view.close()
        runtime.install(None)


@pytest.fixture
def drawn_grid():
    with _drawing(8, 6, 20) as drawn:
        yield drawn


def _expected(grid: GameGrid) -> Image.Image:
    """The picture by the model's rules, composed with Pillow: paint order bottom first."""
    width, height = grid.getNbHorzPix(), grid.getNbVertPix()
    canvas = Image.new("RGBA", (width, height), BG + (255,))
    cell = grid.getCellSize()
    shift = 1 if cell == 1 else 0
    for actor in grid._scene.paint_order():
        picture = actor._a_displayed_picture()
        if picture is None:
            continue
        w, h = picture.size
        x = actor._a_cell[0] * cell + cell // 2 - w // 2 + shift + actor._a_offset[0]
        y = actor._a_cell[1] * cell + cell // 2 - h // 2 + shift + actor._a_offset[1]
        if not (-w < x < canvas.width and -h < y < canvas.height):
            continue   # nowhere on the canvas
        layer = Image.new("RGBA", canvas.size, (0, 0, 0, 0))
        layer.paste(picture, (x, y))
        canvas = Image.alpha_composite(canvas, layer)
    return canvas.convert("RGB")


def _drawn(view):
    """The window drawn now, as a Pillow image."""
    view.render()
    return view.capture()


def _assert_drawn_as_model(grid: GameGrid, view) -> None:
    # EGL's offscreen buffer has 16-bit colour (5 bits red and blue, dithered): up to 10 off per channel.
    # A wrong order, mirror, picture or a one-pixel shift differs by far more at the discs' edges.
    shot = _drawn(view).crop((0, 0, grid.getNbHorzPix(), grid.getNbVertPix()))
    difference = ImageChops.difference(shot, _expected(grid))
    worst = max(high for _, high in difference.getextrema())
    assert worst <= 10, f"drawn picture differs from the model's paint order by up to {worst} at {difference.getbbox()}"


def test_random_scene_changes_draw_exactly_as_the_paint_order(drawn_grid):
    grid, view = drawn_grid
    rng = random.Random(3)
    looks = {Red: [_disc(30, (220, 40, 40), 255), _disc(30, (250, 150, 0), 160)],
             Green: [_disc(26, (40, 200, 60), 200), _disc(34, (0, 120, 0), 255)],
             Blue: [_disc(40, (50, 80, 230), 140)]}
    live: list[Actor] = []
    for step in range(160):
        roll = rng.random()
        if roll < 0.3 or len(live) < 3:
            cls = rng.choice([Red, Green, Blue])
            actor = cls(*([True] if cls is Blue else []), *looks[cls])
            grid.addActor(actor, Location(rng.randrange(-1, 9), rng.randrange(-1, 7)))
            live.append(actor)
        elif roll < 0.4:
            live.pop(rng.randrange(len(live))).removeSelf()
        elif roll < 0.5:
            rng.choice(live).setOnTop()
        elif roll < 0.55:
            rng.choice(live).setOnBottom()
        elif roll < 0.6:
            grid.setPaintOrder(*rng.sample([Red, Green, Blue], rng.randrange(0, 4)))
        elif roll < 0.65:
            actor = rng.choice(live)
            actor.hide() if actor.isVisible() else actor.show()
        elif roll < 0.72:
            rng.choice(live).showNextSprite()
        elif roll < 0.78:
            rng.choice(live).turn(rng.choice([6, 45, 90, 177]))
        elif roll < 0.82:
            actor = rng.choice(live)
            actor.setHorzMirror(not actor.isHorzMirror())
            actor.setVertMirror(rng.random() < 0.5)
        elif roll < 0.88:
            rng.choice(live).setLocationOffset(rng.randrange(-15, 16), rng.randrange(-15, 16))
        else:
            for actor in rng.sample(live, min(len(live), 4)):
                actor.setLocation(Location(rng.randrange(0, 8), rng.randrange(0, 6)))
        if step % 3 == 2:   # several changes per frame, as within one cycle
            _assert_drawn_as_model(grid, view)
    _assert_drawn_as_model(grid, view)


def test_only_changed_actors_are_visited_and_a_move_only_updates_the_positions(drawn_grid):
    grid, view = drawn_grid
    actors = [Actor(_disc(16, (200, 0, 0), 255)) for _ in range(20)]
    for i, actor in enumerate(actors):
        grid.addActor(actor, Location(i % 8, i // 8))
    _drawn(view)
    assert grid._dirty_actors == []
    actors[5].setLocation(Location(7, 5))
    actors[5].setLocation(Location(6, 5))
    place = actors[5]._a_pos
    assert grid._dirty_actors == [] and list(grid._scene.positions[place:place + 2]) == [6, 5]
    actors[9].setHorzMirror(True)
    assert grid._dirty_actors == [actors[9]]
    _assert_drawn_as_model(grid, view)
    assert grid._dirty_actors == [] and not any(a._a_dirty for a in actors)


def test_adding_and_removing_touch_no_other_slot(drawn_grid):
    grid, view = drawn_grid
    first = [Red(_disc(16, (200, 0, 0), 255)) for _ in range(10)]
    middle = [Green(_disc(16, (0, 200, 0), 255)) for _ in range(10)]
    for i, actor in enumerate(first + middle):
        grid.addActor(actor, Location(i % 8, i // 8))
    grid.addActor(Blue(_disc(16, (0, 0, 200), 255)), Location(0, 0))
    _drawn(view)
    before = {id(a): (a._a_view, a._a_view.slot) for a in grid._scene.paint_order()}
    grid.addActor(Red(_disc(16, (200, 0, 0), 255)), Location(3, 3))   # lands in the middle of the paint order
    middle[4].removeSelf()
    _assert_drawn_as_model(grid, view)
    for actor in grid._scene.paint_order():
        if id(actor) in before:
            assert (actor._a_view, actor._a_view.slot) == before[id(actor)]
    assert middle[4]._a_view is None


def test_a_far_away_actor_does_not_break_drawing(drawn_grid):
    grid, view = drawn_grid
    actor = Actor(_disc(16, (200, 0, 0), 255))
    grid.addActor(actor, Location(1, 1))
    _drawn(view)
    for far in [(2**40, -2**40), (2**31 - 1, 2**31 - 1), (-2**31, 3), (10**6, 10**6)]:
        actor.setLocation(Location(*far))
        _assert_drawn_as_model(grid, view)   # nowhere on the window
    actor.setLocation(Location(2, 2))
    _assert_drawn_as_model(grid, view)


def test_atlas_grows_and_packs_again_while_pictures_come_and_go(drawn_grid, monkeypatch):
    monkeypatch.setattr(atlas_module, "FIRST_PAGE", 64)
    grid, view = drawn_grid
    view.actors.atlas.delete()
    view.actors.atlas = atlas_module.PictureAtlas(view.pyglet)
    view.actors.must_rebuild = True
    rng = random.Random(5)
    keep = []
    for step in range(40):
        picture = _disc(rng.randrange(20, 40), (rng.randrange(256), rng.randrange(256), 80), 220)
        actor = Actor(picture)
        grid.addActor(actor, Location(rng.randrange(8), rng.randrange(6)))
        keep.append(actor)
        if len(keep) > 6:   # old pictures die: their atlas space is reclaimed by packing anew
            keep.pop(0).removeSelf()
        _assert_drawn_as_model(grid, view)
    atlas = view.actors.atlas
    assert atlas.generation > 0 and len(atlas._allocators) < 40
    big = Actor(_disc(100, (10, 200, 200), 255))   # larger than a 64-pixel layer
    grid.addActor(big, Location(4, 3))
    _assert_drawn_as_model(grid, view)
    assert atlas.page >= 100


def test_cell_size_one_is_drawn_one_pixel_further():
    with _drawing(60, 40, 1) as (grid, view):
        for x, y in [(0, 0), (30, 20), (59, 39)]:
            grid.addActor(Actor(_disc(12, (250, 250, 0), 255)), Location(x, y))
        _assert_drawn_as_model(grid, view)


# ----- refresh() only marks --------------------------------------------------------------------------
def test_adding_many_actors_presents_one_frame_not_one_per_add(tmp_path):
    from gamegrid.testing import run_script
    script = tmp_path / "adds.py"
    script.write_text(
        "from gamegrid import *\n"
        "from gamegrid import runtime\n"
        "makeGameGrid(10, 10, 20, None, None, False)\n"
        "show()\n"
        "for i in range(50):\n"
        "    addActor(Actor('sprites/marble.png'), Location(i % 10, i // 10))\n"
        "    refresh()\n"
        "print('presented', runtime.current().view.presented)\n"
        "delay(100)\n"
        "print('after delay', runtime.current().view.presented)\n", encoding="utf-8")
    result = run_script(script, render=True, screenshot=tmp_path / "shot.png")
    assert result.exit_code == 0, result.output
    during = int(result.output.split("presented ")[1].split()[0])
    after = int(result.output.split("after delay ")[1].split()[0])
    assert during < 10                  # not a frame per addActor / refresh
    assert after > during               # the blocking call drew the picture
    shot = Image.open(tmp_path / "shot.png").convert("RGB")
    assert shot.getpixel((10 + 9 * 20, 10 + 4 * 20)) != (0, 0, 0)   # the last marble is in the picture

