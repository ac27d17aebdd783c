"""GGBitmap and the BufferedImage stand-in; Double, GGLine/GGCircle, JColorChooser via askColor."""
from __future__ import annotations

from gamegrid import (Actor, Color, Double, GGBitmap, GGCircle, GGLine, GGVector, Point)
from gamegrid.model.bitmap import BufferedImage


def test_bitmap_drawing_and_actor_from_bitmap(grid_runtime):
    bitmap = GGBitmap(40, 30)
    bitmap.setPaintColor(Color.red)
    bitmap.fillCircle(Point(20, 15), 8)
    assert bitmap.getPixelColor(20, 15) == Color.red
    assert bitmap.getPixelColor(Point(1, 1)).getAlpha() == 0
    actor = Actor(bitmap.getBufferedImage())
    assert (actor.getWidth(0), actor.getHeight(0)) == (40, 30)


def test_static_helpers(tmp_path):
    image = GGBitmap.getImage("sprites/btn_ok_0.gif")
    assert image is not None and GGBitmap.getImage("sprites/none_such.png") is None
    half = GGBitmap.getScaledImage(image, 0.5, 0)
    assert half.getWidth() == round(image.getWidth() / 2)
    faded = GGBitmap.setTransparency(image, 0.5)
    assert (faded.getRGB(image.getWidth() // 2, image.getHeight() // 2) >> 24) & 255 <= 128
    out = tmp_path / "x.png"
    assert GGBitmap.writeImage(image, str(out), "png") and out.exists()
    blank = BufferedImage(10, 10)
    filled = GGBitmap.floodFill(blank, Point(5, 5), Color(0, 0, 0), Color.green)
    assert filled.getRGB(0, 0) & 0xFFFFFF == 0x00FF00


def test_double_and_geometry():
    d = Double(1.5, 2)
    assert (d.getX(), d.getY()) == (1.5, 2.0) and str(d) == "Point2D.Double[1.5, 2.0]"
    assert GGLine(GGVector(0, 0), GGVector(3, 4)).getLength() == 5.0
    assert GGCircle(GGVector(0, 0), 2).isIntersecting(GGCircle(Point(3, 0), 1.5))


def test_ask_color_uses_answers_and_falls_back_to_the_default(tmp_path):
    from conftest import write_script
    from gamegrid.testing import run_script
    script = write_script(tmp_path, """
        from gamegrid import *
        makeGameGrid(4, 4, 30, None, False)
        print(askColor("Pick", "red"))
        print(JColorChooser.showDialog(None, "Pick", Color.blue))
    """)
    res = run_script(str(script), answers=["skyblue", ""])
    assert res.exit_code == 0, res.output
    assert "java.awt.Color[r=135,g=206,b=235]" in res.output and "java.awt.Color[r=0,g=0,b=255]" in res.output
    res = run_script(str(script))                       # no answers at all: the defaults
    assert res.exit_code == 0, res.output
    assert "java.awt.Color[r=255,g=0,b=0]" in res.output
