"""The bundled sprite library: manifest, sizes, formats, geometry of key pictures, reproducibility.

The full regeneration (every image, ~10 s) runs only with SPRITES_FULL=1; by default a sample of
images is re-rendered in-process and compared byte for byte with the committed files.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

PIL = pytest.importorskip("PIL")
from PIL import Image  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
SPRITES = REPO / "sprites"
MANIFEST = SPRITES / "MANIFEST"

MAGIC = {".png": b"\x89PNG\r\n\x1a\n", ".gif": b"GIF8", ".jpg": b"\xff\xd8\xff"}
PIL_FORMAT = {".png": "PNG", ".gif": "GIF", ".jpg": "JPEG"}


def read_manifest() -> tuple[dict[str, tuple[tuple[int, int], str, str]], str | None]:
    entries: dict[str, tuple[tuple[int, int], str, str]] = {}
    pillow = None
    for line in MANIFEST.read_text(encoding="utf-8").splitlines():
        if line.startswith("# generator: Pillow "):
            pillow = line.split()[-1]
        if not line or line.startswith("#"):
            continue
        name, size, group, desc = line.split("\t")
        w, h = size.split("x")
        entries[name] = ((int(w), int(h)), group, desc)
    return entries, pillow


ENTRIES, GENERATOR_PILLOW = read_manifest()

# Spec section 6.1 names (files a script loads, frames expanded) and Appendix C sizes where known.
REQUIRED = {
    "town.jpg": (601, 601), "lane.gif": (801, 601), "reef.gif": (601, 601), "road.gif": (601, 601),
    "stage.gif": (321, 321), "solitaire_board.png": (491, 491), "roadtest.gif": None, "track.gif": None,
    "bg.gif": None, "bg2.gif": None, "city.png": None,
    "alien.png": (48, 48), "frog.gif": (83, 48), "marble.png": None, "gameover.gif": (250, 30),
    "dart.gif": (60, 17), "lobster.gif": (97, 57), "nemo.gif": (96, 73), "babelfish.gif": (60, 47),
    "pacman.gif": None, "pacman_0.gif": (53, 60), "pacman_1.gif": (60, 60), "pacman_2.gif": (60, 60),
    "football.gif": None, "animal.gif": None, "pet.gif": None, "dog.gif": (70, 59), "cat.gif": None,
    "tree1.png": None, "arrow1.png": None, "panel.png": None, "alieng.png": None, "alieng_trans.png": None,
    "airplane.png": (55, 55), "boat.png": None, "beetle.gif": None, "checkred.gif": (40, 40),
    "circle.gif": None, "coffee.png": None, "colorfrog.png": None, "cutemouse.gif": None,
    "cuteturtle.gif": None, "frogbw.png": None, "spider.png": None,
    "chesswhite_1.png": None, "chesswhite_3.png": None, "chessblack_3.png": None,
    "pupil_0.png": None, "pupil_1.png": None, "ball.gif": (35, 37), "ball_0.gif": (16, 16), "ball_1.gif": (16, 16),
    "lightout_0.gif": (50, 50), "lightout_1.gif": (50, 50),
    "btn_confirm_0.gif": None, "btn_confirm_1.gif": None, "btn_renew_0.gif": None, "btn_renew_1.gif": None,
    "crossbow_0.gif": None, "crossbow_1.gif": None,
    **{f"{fruit}_{i}.gif": None for fruit in ("melon", "orange", "strawberry") for i in range(2)},
    **{f"seat_{i}.gif": None for i in range(3)},
    **{f"digit_{i}.png": None for i in range(10)},
    **{f"{c}cent.png": None for c in ("one", "two", "five", "ten", "twenty", "fifty")},
    **{f"dwarf{i}.png": None for i in range(7)},
    **{f"bubble{i}.png": None for i in range(7)},
    **{f"hearts{i}.png": None for i in range(9)},
    **{f"{who}_{i}.png": None for who in ("man", "woman") for i in range(3)},
    **{f"car{i}.gif": None for i in range(20)},
    "car0.gif": (152, 47), "car1.gif": (154, 53), "car14.gif": (172, 60),
}

# Names TigerJython ships beside JGameGrid's that real classroom programs load (issue 12), with the sizes
# the programs' geometry needs (Appendix C where it lists the name).
TIGERJYTHON_EXTRAS = {
    "mark.gif": (60, 60), "mark_0.gif": (60, 60), "mark_1.gif": (60, 60),
    "connectbg.png": (491, 491),            # makeGameGrid(7, 7, 70, ...)
    "espresso.png": (351, 551),             # makeGameGrid(7, 11, 50, ...)
    "pill_0.gif": (50, 50), "pill_1.gif": (50, 50), "creature_0.gif": (19, 19), "creature_1.gif": (19, 19),
    "pupil_0.png": (30, 30), "pupil_1.png": (30, 30), "head.gif": (300, 250), "angel.gif": (100, 114),
    "zombie.png": (64, 80), "street.jpg": (801, 601), "rowmarker.png": (50, 50), "evalbutton.png": (50, 50),
}
REQUIRED.update(TIGERJYTHON_EXTRAS)


def test_manifest_is_big_enough() -> None:
    assert len(ENTRIES) >= 120


@pytest.mark.parametrize("name", sorted(REQUIRED))
def test_required_names_present(name: str) -> None:
    assert name in ENTRIES, f"{name} missing from sprites/MANIFEST"
    want = REQUIRED[name]
    if want is not None:
        assert ENTRIES[name][0] == want


def test_every_manifest_entry_matches_its_file() -> None:
    problems = []
    for name, ((w, h), _group, desc) in ENTRIES.items():
        path = SPRITES / name
        ext = path.suffix.lower()
        if not path.is_file():
            problems.append(f"{name}: missing")
            continue
        head = path.read_bytes()[:8]
        if not head.startswith(MAGIC[ext]):
            problems.append(f"{name}: magic bytes {head!r} do not match {ext}")
        with Image.open(path) as im:
            if im.format != PIL_FORMAT[ext]:
                problems.append(f"{name}: Pillow format {im.format}")
            if im.size != (w, h):
                problems.append(f"{name}: size {im.size} != manifest {(w, h)}")
            if ext == ".png" and im.mode != "RGBA":
                problems.append(f"{name}: PNG mode {im.mode}, expected RGBA")
            if ext == ".gif" and im.mode != "P":
                problems.append(f"{name}: GIF mode {im.mode}")
        if not desc.strip():
            problems.append(f"{name}: empty description")
    assert not problems, "\n".join(problems)


def test_no_unlisted_files_in_sprites() -> None:
    files = {p.name for p in SPRITES.iterdir() if p.is_file() and p.name != "MANIFEST"}
    assert files - set(ENTRIES) == set()


def test_frame_groups_are_complete() -> None:
    groups: dict[str, set[int]] = {}
    sizes: dict[str, int] = {}
    for name, (_size, group, _desc) in ENTRIES.items():
        if group == "-":
            continue
        base, frac = group.rsplit(":", 1)
        i, n = (int(v) for v in frac.split("/"))
        stem, ext = os.path.splitext(base)
        assert name == f"{stem}_{i}{ext}"
        groups.setdefault(base, set()).add(i)
        sizes[base] = n
    for base, frames in groups.items():
        assert frames == set(range(sizes[base])), base


def test_solitaire_board_geometry() -> None:
    with Image.open(SPRITES / "solitaire_board.png") as im:
        board = im.convert("RGBA")
    assert board.size == (491, 491)
    # the four 2x2-cell corners are fully transparent
    for x, y in ((5, 5), (135, 135), (485, 5), (356, 135), (5, 485), (135, 356), (485, 485), (356, 356)):
        assert board.getpixel((x, y))[3] == 0, (x, y)
    holes = [(c, r) for r in range(7) for c in range(7) if 2 <= r <= 4 or 2 <= c <= 4]
    assert len(holes) == 33
    for c, r in holes:
        cx, cy = 35 + 70 * c, 35 + 70 * r
        red, green, blue, alpha = board.getpixel((cx, cy))
        assert alpha == 255
        assert red + green + blue < 3 * 130, f"hole ({c},{r}) is not a dark recess"
        # wood on the cell border between two holes is opaque and lighter than the hole
        if c in (2, 3) and 2 <= r <= 4:
            wr, wg, wb, wa = board.getpixel((cx + 35, cy))
            assert wa == 255 and wr + wg + wb > red + green + blue


def _rgba(name: str) -> Image.Image:
    with Image.open(SPRITES / name) as im:
        return im.convert("RGBA")


def test_sorting_pictures_differ_in_size() -> None:
    """Sorting demos compare getImage().getHeight(): the dwarfs' and bubbles' pictures differ in size."""
    heights = [_rgba(f"dwarf{i}.png").height for i in range(7)]
    assert len(set(heights)) == 7 and heights != sorted(heights)       # all different, not in order
    for i, h in enumerate(heights):
        dwarf = _rgba(f"dwarf{i}.png")
        assert dwarf.getbbox() is not None and dwarf.getchannel("A").getbbox()[3] == h   # feet on the edge
        assert dwarf.getchannel("A").getbbox()[1] <= 2                                   # hat at the top
    sizes = [_rgba(f"bubble{i}.png").size for i in range(7)]
    assert all(w == h for w, h in sizes) and [w for w, _ in sizes] == sorted({w for w, _ in sizes})


def test_tigerjython_extras_look_like_their_names() -> None:
    x, o = _rgba("mark_0.gif"), _rgba("mark_1.gif")
    assert x.getpixel((30, 30))[3] == 255 and o.getpixel((30, 30))[3] == 0   # cross meets in the middle
    assert o.getpixel((30, 14))[3] == 255 and x.getpixel((30, 14))[3] == 0   # the ring's top
    board = _rgba("connectbg.png")
    for c in range(7):
        assert board.getpixel((35 + 70 * c, 35))[3] == 0                     # free top row
        for r in range(1, 7):
            assert board.getpixel((35 + 70 * c, 35 + 70 * r))[3] == 0        # holes
            assert board.getpixel((70 * c + 2, 70 * r + 2))[3] == 255        # board between them
    red, green, blue, _ = board.getpixel((70, 140))
    assert blue > red + 60 and blue > green + 40
    head = _rgba("head.gif")
    for cx, cy in ((104, 106), (196, 106)):                                 # empty white eyes for the pupils
        assert head.getpixel((cx, cy))[:3] == (255, 255, 255)
        assert head.getpixel((cx + 30, cy))[:3] == (255, 255, 255)
    espresso = _rgba("espresso.png").convert("RGB")
    r, g, b = espresso.getpixel((25, 300))
    assert r < 110 and g < 80 and b < 60 and r > b                            # espresso brown
    pills = [_rgba(f"pill_{i}.gif").getchannel("A").getbbox() for i in (0, 1)]
    assert pills[0][2] - pills[0][0] < pills[1][2] - pills[1][0]            # the power pill is bigger


def test_marble_is_round_and_fits_a_cell() -> None:
    with Image.open(SPRITES / "marble.png") as im:
        m = im.convert("RGBA")
    w, h = m.size
    assert w <= 70 and h <= 70
    assert m.getpixel((0, 0))[3] == 0 and m.getpixel((w - 1, h - 1))[3] == 0
    assert m.getpixel((w // 2, h // 2))[3] == 255


def test_gif_transparency_where_expected() -> None:
    for name in ("nemo.gif", "crossbow_0.gif", "frog.gif"):
        with Image.open(SPRITES / name) as im:
            assert "transparency" in im.info, name
            rgba = im.convert("RGBA")
            assert rgba.getpixel((0, 0))[3] == 0, name
    with Image.open(SPRITES / "town.jpg") as im:
        assert im.mode == "RGB" and "exif" not in im.info


def _import_generator():
    if str(REPO) not in sys.path:
        sys.path.insert(0, str(REPO))
    import tools.make_sprites as gen
    from tools.spritegen import base
    if not base.REGISTRY:
        gen.load_plugins()
    return gen, base


def _same_pillow() -> bool:
    return GENERATOR_PILLOW == PIL.__version__


def test_sample_regenerates_byte_for_byte(tmp_path: Path) -> None:
    gen, base = _import_generator()
    names = sorted(ENTRIES)
    sample = set(names[::12]) | {"marble.png", "solitaire_board.png", "town.jpg", "lane.gif", "crossbow_0.gif",
                                "pacman_0.gif", "digit_7.png"}
    done = 0
    for spec in base.REGISTRY:
        for i, fname in enumerate(spec.file_names()):
            if fname not in sample:
                continue
            first = tmp_path / f"a_{fname}"
            base.save_image(base.render(spec, i), str(first))
            if _same_pillow():
                assert first.read_bytes() == (SPRITES / fname).read_bytes(), \
                    f"{fname}: differs from the committed file; run python tools/make_sprites.py"
            else:   # another Pillow may encode differently; still insist on determinism
                second = tmp_path / f"b_{fname}"
                base.save_image(base.render(spec, i), str(second))
                assert first.read_bytes() == second.read_bytes(), f"{fname}: two renders differ"
            done += 1
    assert done == len(sample)


@pytest.mark.skipif(os.environ.get("SPRITES_FULL") != "1", reason="full regeneration: set SPRITES_FULL=1")
def test_full_regeneration_matches_committed(tmp_path: Path) -> None:
    out = tmp_path / "sprites"
    subprocess.run([sys.executable, str(REPO / "tools" / "make_sprites.py"), "--out", str(out), "-q"],
                   check=True, cwd=REPO)
    produced = sorted(p.name for p in out.iterdir())
    committed = sorted(p.name for p in SPRITES.iterdir() if p.is_file())
    assert produced == committed
    if not _same_pillow():
        pytest.skip(f"sprites were generated with Pillow {GENERATOR_PILLOW}, this is {PIL.__version__}")
    differing = [n for n in produced if (out / n).read_bytes() != (SPRITES / n).read_bytes()]
    assert not differing, differing


def test_sizes_agree_with_appendix_c() -> None:
    """Every file whose name appears in spec Appendix C has one of the sizes listed there."""
    import re
    spec = REPO.parent / "shared" / "spec" / "gamegrid-api.md"
    if not spec.is_file():
        pytest.skip("../shared/spec is not present")
    text = spec.read_text(encoding="utf-8")
    appendix = text[text.index("## Appendix C"):]
    known: dict[str, set[tuple[int, int]]] = {}
    for m in re.finditer(r"([A-Za-z0-9_\-]+\.(?:gif|png|jpg)) (\d+)x(\d+)", appendix):
        known.setdefault(m.group(1), set()).add((int(m.group(2)), int(m.group(3))))
    checked = 0
    for name, (size, _group, _desc) in ENTRIES.items():
        if name in known:
            assert size in known[name], f"{name}: {size} not in Appendix C sizes {known[name]}"
            checked += 1
    assert checked >= 150
