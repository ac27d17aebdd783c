"""The browser's picture implementation (model/picture_canvas.py) in headless Chromium with Pyodide, against
the desktop's (Pillow): the same scenes (tests/picture_scenes.py: shapes, text, a TextActor, turned,
mirrored and zoomed sprites, compositing, XOR painting, pixels read back, a JPEG) made in a page that
`gamegrid web` built, compared pixel by pixel with what Pillow makes here.

Shapes and text are antialiased by the canvas and not by Pillow, so their edges differ by shades: the
tolerances below say how much (a mean difference per channel and the share of pixels that differ by more
than a quarter of the scale), as measured with Chromium 156 and Pyodide 314.0.7. Sizes always agree
(text is laid out by gamegrid/base/fonts.py in both), and what involves no resampling agrees exactly.
"""
from __future__ import annotations

import base64
import json
import shutil
from pathlib import Path

import pytest

from gamegrid.model import picture as pic

HERE = Path(__file__).resolve().parent
SPRITES = HERE.parent / "sprites"

devtools = pytest.importorskip("gamegrid.web.devtools")
if devtools.find_chromium() is None:
    pytest.skip("Chromium is not installed (Debian: apt-get install chromium)", allow_module_level=True)

# scene -> (largest mean difference per channel, largest share of pixels off by more than 64), on the
# pictures as seen (colour times alpha, and alpha). None: must be the same bytes.
TOLERANCE = {                          # measured with Chromium 156, Pyodide 314.0.7: in the comments
    "shapes": (4.0, 0.045),            # 2.62, 2.81 %: antialiased edges of lines, circles, arcs, polygons
    "text": (5.0, 0.045),              # 3.29, 2.89 %: glyph edges (FreeType's and the browser's rasteriser)
    "text_actor": (4.0, 0.04),         # 2.66, 2.41 %
    "buttons": (9.0, 0.08),            # 6.17, 5.18 %: small pictures, mostly edges (aliased circles, a tick)
    "rotated_sprite": (0.3, 0.002),    # 0.05, 0 %: bilinear turns (the canvas blends premultiplied)
    "mirrored_turned_sprite": (0.6, 0.002),   # 0.22, 0 %
    "scaled_sprite": (0.5, 0.002),     # 0.17, 0 %
    "composited": (0.2, 0.0),          # 0.05, 0 %: alpha compositing, rounding only
    "xor_once": (0.3, 0.002),          # 0.08, 0.04 %: the diagonal line's mask (coverage >= 1/2, Bresenham)
    "xor_twice": None,                 # XOR twice restores the picture exactly
    "pixels_read_back": None,          # setPixelColor/getPixelColor between drawings: exact
    "jpeg": (0.5, 0.0),                # 0.00, 0 %: both decode with libjpeg-turbo
}

PROGRAM = '''\
import base64, importlib.util, json, sys
from pathlib import Path
import js
import picture_scenes
from gamegrid.model import picture as pic

scenes = picture_scenes.all_scenes(Path("sprites"))
hits = picture_scenes.mask_tests()
js.globalThis.gamegridPictureResults = json.dumps({
    "scenes": {name: [p.width, p.height, base64.b64encode(pic.to_rgba(p)).decode()] for name, p in scenes.items()},
    "hits": hits,
    "platform": sys.platform,
    "backend": pic.BACKEND,
    "pillow_found": importlib.util.find_spec("PIL") is not None,
    "pillow_loaded": any(name == "PIL" or name.startswith("PIL.") for name in sys.modules),
})
'''


@pytest.fixture(scope="module")
def page_results(tmp_path_factory: pytest.TempPathFactory) -> dict:
    from gamegrid.web.builder import build_site
    from gamegrid.web.program import find_program
    from gamegrid.web.serve import serve_folder

    folder = tmp_path_factory.mktemp("pictures")
    (folder / "main.py").write_text(PROGRAM, encoding="utf-8")
    shutil.copy(HERE / "picture_scenes.py", folder / "picture_scenes.py")
    (folder / "sprites").mkdir()
    for name in ("airplane.gif", "marble.png", "town.jpg"):
        shutil.copy(SPRITES / name, folder / "sprites" / name)
    site = tmp_path_factory.mktemp("site")
    build_site(find_program(str(folder / "main.py")), site)
    with devtools.Browser() as browser, serve_folder(site) as url:
        page = browser.new_page()
        page.goto(url + "index.html")
        # the program's results, or the errors it showed instead
        found = page.wait_for("globalThis.gamegridPictureResults || (window.gamegrid && window.gamegrid.errors()"
                              ".length ? 'errors' : null)", timeout=240)
        errors = page.evaluate("window.gamegrid.errors()")
        assert found and found != "errors", f"the scenes did not run in the page: {errors}"
        return json.loads(found)


def _seen(data: bytes) -> bytes:
    """Each pixel as it shows over anything: colour times alpha, and alpha (a transparent pixel's colour
    is no part of the picture)."""
    out = bytearray(data)
    for i in range(0, len(out), 4):
        alpha = out[i + 3]
        if alpha != 255:
            out[i] = out[i] * alpha // 255
            out[i + 1] = out[i + 1] * alpha // 255
            out[i + 2] = out[i + 2] * alpha // 255
    return bytes(out)


def _difference(a: bytes, b: bytes) -> tuple[float, float]:
    """(mean absolute difference per channel, share of pixels off by more than 64 in some channel)."""
    diffs = [abs(x - y) for x, y in zip(a, b)]
    far = sum(1 for i in range(0, len(diffs), 4) if max(diffs[i:i + 4]) > 64)
    return sum(diffs) / len(diffs), far / (len(diffs) // 4)


def test_gamegrid_runs_in_pyodide_on_the_canvas_without_pillow(page_results: dict) -> None:
    assert page_results["platform"] == "emscripten"
    assert page_results["backend"] == "canvas"
    assert page_results["pillow_found"] is False and page_results["pillow_loaded"] is False


def test_mask_tests_agree(page_results: dict) -> None:
    import picture_scenes
    assert page_results["hits"] == picture_scenes.mask_tests()


@pytest.mark.parametrize("name", sorted(TOLERANCE))
def test_canvas_pictures_match_pillows(page_results: dict, name: str) -> None:
    import picture_scenes
    expected = picture_scenes.all_scenes(SPRITES)[name]
    width, height, encoded = page_results["scenes"][name]
    made = base64.b64decode(encoded)
    assert (width, height) == expected.size
    tolerance = TOLERANCE[name]
    if tolerance is None:
        assert made == pic.to_rgba(expected)
        return
    mean, far = _difference(_seen(made), _seen(pic.to_rgba(expected)))
    assert mean <= tolerance[0] and far <= tolerance[1], f"{name}: mean {mean:.2f}, {100 * far:.2f} % far off"
