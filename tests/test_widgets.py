"""JGameGrid's widgets (issue 34), as the original's classes (read from the JGameGrid 2.48 jar) build and
draw them: GGTextField, GGProgressBar, GGRectangle, GGPath with java.io.File, the GGInput dialogs, and
GGSound's clips of our own. What the original's runs gave is in tests/test_widgets_conformance.py."""
from __future__ import annotations

import math
import wave
import zipfile

import pytest

from gamegrid import (Actor, Color, GameGrid, GGCircle, GGInputDouble, GGInputInt, GGInputLong, GGInputString,
                      GGLine, GGPath, GGProgressBar, GGRectangle, GGSound, GGTextField, GGVector, Location, Point,
                      TextActor, playSound)
from gamegrid.java.io import File
from gamegrid.model.decimal_format import DecimalPattern
from gamegrid.model.sound import clip_file
from gamegrid.tigerjython import answers as dialog_answers

from conftest import REPO, run_program, write_script


def pixel(grid, x, y):
    argb = grid.getImage().getRGB(x, y)
    return (argb >> 16) & 255, (argb >> 8) & 255, argb & 255


# ----- GGTextField ---------------------------------------------------------------------------------------
def test_text_field_shows_hides_and_changes_its_text(grid_runtime):
    grid = GameGrid(200, 100, 1, None, False)
    field = GGTextField(grid, "Player: Anna", Location(20, 30), False)
    assert field.getTextActor() is None and field.getTextHeight() == 14   # measured before it is shown
    field.show()
    actor = field.getTextActor()
    assert isinstance(actor, TextActor) and actor.getLocation() == Location(20, 30) and field.isVisible()
    field.setText("Player: Bob")                      # visible: a new picture at once
    assert field.getTextActor().getText() == "Player: Bob" and grid.getNumberOfActors() == 1
    field.hide()
    assert not field.isVisible()
    field.setText("Player: Eve")                      # hidden: kept for the next show()
    assert field.getTextActor().getText() == "Player: Bob" and field.getText() == "Player: Eve"
    field.show()
    assert field.getTextActor().getText() == "Player: Eve" and field.isVisible()
    assert grid.getNumberOfActors() == 1


def test_text_field_draws_its_text_above_actors_with_colour_and_offset(grid_runtime):
    grid = GameGrid(200, 100, 1, None, False)
    grid.addActor(Actor("sprites/alien.png"), Location(60, 50))   # a picture under the text
    field = GGTextField(grid, Location(10, 50), False)
    field.setText("MMMM")
    field.setTextColor(Color.red)
    field.setBgColor(Color.yellow)
    field.setLocationOffset(Point(30, 0))
    field.show()
    assert field.getTextActor().getLocationOffset() == Point(30, 0)
    xs = [x for x in range(200) if pixel(grid, x, 50) == (255, 255, 0)]
    assert xs and xs[0] >= 40                          # the text starts at the cell plus the offset
    reds = [x for x in range(200) if pixel(grid, x, 50)[0] > 200 and pixel(grid, x, 50)[1] < 60]
    assert reds                                        # red letters on the yellow ground
    between = [pixel(grid, x, 50) for x in range(xs[0], xs[-1] + 1)]
    assert all(r > 200 and b < 60 for r, _g, b in between)   # nothing of the alien shows through


def test_text_field_wrong_arguments_and_hide_before_show_say_what_to_do(grid_runtime):
    grid = GameGrid(10, 10, 10, None, False)
    with pytest.raises(TypeError, match="GGTextField"):
        GGTextField(grid, "text", (1, 1), False)
    with pytest.raises(RuntimeError, match="show"):
        GGTextField(grid, Location(1, 1), False).hide()


# ----- GGProgressBar -------------------------------------------------------------------------------------
def test_progress_bar_strip_frame_and_text_as_the_original_draws_them(grid_runtime):
    grid = GameGrid(300, 100, 1, None, False)
    bar = GGProgressBar(grid, Location(150, 50), 200, 20)
    assert grid.getNumberOfActors() == 0              # nothing until the first value
    bar.setValue(25)
    # picture 201 x 21 centred at (150, 50): x 50 .. 250; strip length int(199 / 100 * 25 + 0.5) = 50
    assert pixel(grid, 50, 50) == (0, 0, 0)           # frame
    assert pixel(grid, 60, 50) == (192, 192, 192)     # strip (Color.lightGray)
    assert pixel(grid, 120, 40 + 2) == (255, 255, 255)  # background beyond the strip
    assert pixel(grid, 99, 42) == (192, 192, 192) and pixel(grid, 102, 42) == (255, 255, 255)
    bar.setValue(75)
    assert grid.getNumberOfActors() == 2              # the bar and its text "75 " (unit ""): old ones gone
    texts = [a for a in grid.getActors() if a.getLocationOffset().x < 0]
    assert len(texts) == 1 and texts[0].getLocationOffset().y == 1


def test_progress_bar_colours_range_pattern_and_no_text(grid_runtime):
    grid = GameGrid(300, 100, 1, None, False)
    bar = GGProgressBar(grid, Location(150, 50), 100, 10)
    bar.setMin(-50)
    bar.setMax(50)
    bar.setStripColor(Color.green)
    bar.setBgColor(Color.blue)
    bar.setFrameColor(Color.red)
    bar.setUnit(None)
    bar.setValue(0)                                    # the middle: int(99 / 100 * 50 + 0.5) = 50 pixels
    assert grid.getNumberOfActors() == 1              # no text without a unit
    row = [pixel(grid, x, 50) for x in range(300)]
    drawn = [x for x in range(300) if row[x] != (0, 0, 0)]
    assert len(drawn) == 101 and row[drawn[0]] == row[drawn[-1]] == (255, 0, 0)   # the frame
    assert row[drawn[0] + 1:drawn[0] + 51] == [(0, 255, 0)] * 50                     # the strip
    assert set(row[drawn[0] + 51:drawn[-1]]) == {(0, 0, 255)}                        # the background
    bar.remove(False)
    assert grid.getNumberOfActors() == 0


def test_upright_progress_bar_fills_from_the_bottom(grid_runtime):
    grid = GameGrid(100, 200, 1, None, False)
    bar = GGProgressBar(grid, Location(50, 100), 100, 20, False)   # a 21 x 101 picture
    bar.setValue(50)                                   # int(99 / 100 * 50) = 49 pixels from the bottom
    assert pixel(grid, 50, 140) == (192, 192, 192) and pixel(grid, 50, 60) == (255, 255, 255)


@pytest.mark.parametrize("pattern, value, text", [
    ("#", 45.5, "46"), ("#", 44.5, "44"), ("#", 0.2, "0"), ("0.0", 3.14159, "3.1"), ("0.00", 2, "2.00"),
    ("#.##", 2.5, "2.5"), ("#,##0", 1234567, "1,234,567"), ("000", 7, "007"), ("#", -3.7, "-4")])
def test_decimal_patterns_as_java_writes_them(pattern, value, text):
    assert DecimalPattern(pattern).format(value) == text


def test_a_pattern_without_digits_says_what_one_looks_like():
    with pytest.raises(ValueError, match="0.0"):
        DecimalPattern("abc")


# ----- GGRectangle ---------------------------------------------------------------------------------------
def test_rectangle_constructors_agree():
    corners = GGRectangle(0, 0, 40, 0, 40, 30, 0, 30)
    from gamegrid.java.geom import Point2D
    points = GGRectangle(Point2D.Double(0, 0), Point2D.Double(40, 0), Point2D.Double(40, 30), Point2D.Double(0, 30))
    vectors = GGRectangle([GGVector(0, 0), GGVector(40, 0), GGVector(40, 30), GGVector(0, 30)])
    centred = GGRectangle(GGVector(20, 15), 0.0, 40, 30)

    class AwtRectangle:
        x, y, width, height = 0, 0, 40, 30
    for other in (points, vectors, centred, GGRectangle(AwtRectangle()), GGRectangle(corners), corners.clone()):
        assert other.isEqual(corners)
    assert (corners.getWidth(), corners.getHeight(), corners.getDirection()) == (40.0, 30.0, 0.0)
    assert str(corners.getCenter()) == "(20.0, 15.0)" and corners.getCircumradius() == 25.0
    assert [str(e) for e in corners.getEdges()] == ["(40.0, 0.0)", "(0.0, 30.0)", "(-40.0, 0.0)", "(0.0, -30.0)"]
    with pytest.raises(TypeError, match="GGRectangle takes"):
        GGRectangle(1, 2, 3)


def test_rectangle_turns_about_its_centre_and_moves():
    r = GGRectangle(GGVector(0, 0), 0.0, 20, 10)
    r.rotate(GGVector(999, 999), math.pi / 2)          # the original turns about the centre, whatever is given
    assert r.getCenter().x == pytest.approx(0) and r.getWidth() == pytest.approx(20)
    assert r.getDirection() == pytest.approx(math.pi / 2)
    r.translate(GGVector(5, 5))
    assert r.getCenter().x == pytest.approx(5) and r.getCenter().y == pytest.approx(5)
    copy = r.getVertexes()
    copy[0].x = 1000                                   # copies: the rectangle stays
    assert r.getVertexes()[0].x != 1000


def test_rectangle_intersections():
    turned = GGRectangle(GGVector(100, 100), math.pi / 4, 60, 20)
    assert not turned.isIntersecting(GGRectangle(0, 0, 10, 0, 10, 10, 0, 10))
    assert turned.isIntersecting(GGRectangle(GGVector(120, 120), 0.0, 10, 10))
    # corners near (78, 78) and (122, 122) lie in the turned rectangle's bounding box but outside of it
    assert not turned.isIntersecting(GGRectangle(GGVector(80, 118), 0.0, 6, 6))
    assert turned.isIntersecting(GGLine(GGVector(0, 0), GGVector(200, 200)))
    assert not turned.isIntersecting(GGLine(GGVector(0, 200), GGVector(40, 180)))
    assert turned.isIntersecting(GGCircle(GGVector(125, 112), 8))
    assert not turned.isIntersecting(GGCircle(GGVector(140, 100), 5))
    assert GGCircle(GGVector(45, 15), 6).isIntersecting(GGRectangle(0, 0, 40, 0, 40, 30, 0, 30))
    assert turned.isIntersecting(GGVector(110, 110), True)
    assert not turned.isIntersecting(GGVector(125, 100), True)
    assert turned.isIntersecting(GGVector(125, 100), False)   # taken as if not turned: 60 wide
    with pytest.raises(TypeError, match="isIntersecting"):
        turned.isIntersecting("corner")


def test_rectangle_text_is_the_originals():
    text = str(GGRectangle(0, 0, 2, 0, 2, 1, 0, 1))
    assert text.splitlines() == ["Vertexes: (0.0, 0.0) (2.0, 0.0) (2.0, 1.0) (0.0, 1.0) ",
                                 "Edges: (2.0, 0.0) (0.0, 1.0) (-2.0, 0.0) (0.0, -1.0) ",
                                 "Center: (1.0, 0.5)", "Width: 2.0", "Height: 1.0", "Direction: 0.0"]


# ----- GGPath and java.io.File ---------------------------------------------------------------------------
def test_file_stand_in(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    f = File("data", "scores.txt")
    assert f.getPath().replace("\\", "/") == "data/scores.txt" and f.getName() == "scores.txt"
    assert not f.exists() and f.getParentFile().mkdirs() and f.createNewFile() and not f.createNewFile()
    assert f.isFile() and f.length() == 0 and File("data").list() == ["scores.txt"]
    assert File("data").delete() is False              # not empty
    assert f.delete() and File("data").delete() and not File("data").exists()
    assert File("").getAbsolutePath() == str(tmp_path)


def test_ggpath_pack_unpack_resources_and_urls(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert GGPath.writeTextFile(File("src/sub/a.txt"), "alpha", True)
    assert GGPath.pack(File("out.jar"), File("src"))
    assert zipfile.ZipFile("out.jar").namelist() == ["sub/a.txt"]
    assert GGPath.unpack(File("out.jar"), File("unpacked"))
    assert File("unpacked/META-INF").isDirectory() and GGPath.readTextFile(File("unpacked/sub/a.txt")) == "alpha"
    assert not GGPath.pack(File("empty.jar"), File("nothing"))
    assert not GGPath.unzip(File("missing.zip"), File("x"))
    assert GGPath.copyFile((tmp_path / "src" / "sub" / "a.txt").as_uri(), File("from_url.txt"))
    assert GGPath.readTextFile(File("from_url.txt")) == "alpha"
    assert not GGPath.copyFile("file:///no/such/file", File("nothing.txt"))
    (tmp_path / "levels.txt").write_text("level 1", encoding="utf-8")
    assert GGPath.readTextResource("levels.txt") == "level 1" and GGPath.readTextResource("none.txt") is None
    stream = GGPath.openResource("levels.txt")
    assert stream.read() == b"level 1"
    GGPath.closeInputStream(stream)
    GGPath.closeInputStream(None)                      # as the original: failures are ignored
    with pytest.raises(TypeError, match="static"):
        GGPath()


# ----- the GGInput dialogs -------------------------------------------------------------------------------
@pytest.fixture
def answers():
    def use(*lines):
        dialog_answers.set_answer_source(lines)
    yield use
    dialog_answers.set_answer_source(None)


def test_input_dialogs_take_queued_answers_until_one_fits(answers, capsys):
    answers(" 42 ", "4.5", "x", "2147483648", "-7", "9000000000", "2.5e3", "abc", "1,5", "NaN", "  Anna  ")
    assert GGInputInt("Game", "Your level?").show() == 42
    assert GGInputInt("Game", "Your level?", 3).show() == -7      # 4.5, x and 2^31 are asked again
    assert GGInputLong("Game", "Big?").show() == 9000000000
    assert GGInputDouble("Game", "Speed?", 1.5).show() == 2500.0
    assert math.isnan(GGInputDouble("Game", "Speed?").show())       # "abc" and "1,5" are no Java doubles
    assert GGInputString("Game", "Name?").show() == "Anna"
    out = capsys.readouterr().out
    assert "'4.5' is not an integer" in out and "'1,5' is not a number" in out and "Your level?  42 " in out


def test_input_dialog_in_a_window_shows_title_prompt_and_init_and_cancel_ends_the_program(monkeypatch):
    from gamegrid.tigerjython import script_builtins as builtins
    asked = []

    def fake_dialog(title, prompt, initial, pump):
        asked.append((title, prompt, initial))
        return None if len(asked) > 1 else "12"
    monkeypatch.setattr(dialog_answers, "use_window", lambda: True)
    monkeypatch.setattr("gamegrid.view.dialogs.ask_text", fake_dialog)
    monkeypatch.setattr(builtins, "_on_loop", lambda dialog: dialog())
    assert GGInputInt("Level", "Which level?", 3).show() == 12
    with pytest.raises(SystemExit):
        GGInputString("Name", "Your name?").show()
    assert asked == [("Level", "Which level?", "3"), ("Name", "Your name?", "")]


def test_input_dialogs_from_the_runners_answers_file(tmp_path):
    script = write_script(tmp_path, """
        from ch.aplu.jgamegrid import GGInputInt, GGInputString, GGTextField, GameGrid, Location
        gg = GameGrid(200, 100, 1, None, False)
        name = GGInputString("Welcome", "Your name?").show()
        level = GGInputInt("Welcome", "Level (1-3)?", 1).show()
        field = GGTextField(gg, "Player: " + name, Location(10, 20), True)
        field.show()
        gg.show()
        print("player", field.getTextActor().getText(), "level", level)
    """)
    res = run_program(script, seconds=1, answers=["Anna", "two", "2"])
    assert "player Player: Anna level 2" in res.output and "'two' is not an integer" in res.output


# ----- GGSound's clips -----------------------------------------------------------------------------------
def test_every_named_clip_is_a_short_sound_of_our_own():
    assert [c.name for c in GGSound] == ["DUMMY", "FROG", "CLICK", "FADE", "NOTIFY", "EXPLODE", "MMM", "PING",
                                         "BIRD", "BOING"]   # the original's names and order
    for clip in GGSound:
        path = clip_file(clip.getPath())
        assert path is not None and path.parent.name == "_sounds", clip
        with wave.open(str(path)) as sound:
            seconds = sound.getnframes() / sound.getframerate()
            frames = sound.readframes(sound.getnframes())
        assert 0 < seconds <= 1.0 and sound.getnchannels() == 1, clip
        if clip is not GGSound.DUMMY:
            assert max(abs(int.from_bytes(frames[i:i + 2], "little", signed=True))
                       for i in range(0, len(frames), 2)) > 8000, clip   # audible, not silence


def test_shipped_clips_are_what_the_tool_writes(tmp_path):
    import importlib.util
    spec = importlib.util.spec_from_file_location("make_sounds", REPO / "tools" / "make_sounds.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert tool.main(["--out", str(tmp_path)]) == 0
    for clip in GGSound:
        name = clip.getPath().split("/")[1]
        assert (tmp_path / name).read_bytes() == (REPO / "gamegrid" / "_sounds" / name).read_bytes(), name


def test_clips_play_where_the_original_plays_them_and_are_silent_headless(monkeypatch, tmp_path):
    from gamegrid.model import hooks
    played = []
    monkeypatch.setattr(hooks.runtime, "play_sound", lambda path, loop: played.append((path, loop)) or None)
    monkeypatch.setattr(hooks.runtime, "headless", lambda: True)
    playSound(GGSound.PING)
    assert played == []                                # headless: silent, as before
    monkeypatch.setattr(hooks.runtime, "headless", lambda: False)
    playSound(GGSound.BOING)
    Actor().playLoop(GGSound.BIRD)
    assert [(p.replace("\\", "/").rsplit("/", 2)[-2:], loop) for p, loop in played] == [
        (["_sounds", "_boing.wav"], False), (["_sounds", "_bird.wav"], True)]
    monkeypatch.chdir(tmp_path)                        # a program's own wav/_ping.wav comes first
    (tmp_path / "wav").mkdir()
    (tmp_path / "wav" / "_ping.wav").write_bytes((REPO / "gamegrid" / "_sounds" / "_click.wav").read_bytes())
    assert clip_file("wav/_ping.wav") == tmp_path / "wav" / "_ping.wav"


WINDOWED_INPUT = '''\
import pyglet
from ch.aplu.jgamegrid import GameGrid, GGInputInt, GGTextField, Location

def typer(dt):
    dialogs = [w for w in pyglet.app.windows if w.caption == "Level"]
    dialogs[0].dispatch_event("on_text", "7")
    dialogs[0].dispatch_event("on_key_press", pyglet.window.key.ENTER, 0)

gg = GameGrid(200, 100, 1, None, False)
gg.show()
pyglet.clock.schedule_once(typer, 0.5)
level = GGInputInt("Level", "Which level?", 1).show()
field = GGTextField(gg, "Level " + str(level), Location(10, 50), True)
field.show()
print("level", level, field.isVisible())
gg.dispose()
'''


def test_input_dialog_in_a_real_window_has_the_programs_title(tmp_path):
    """Under Xvfb: GGInputInt's dialog is the window titled as the program asked; typing answers it."""
    import os
    import shutil
    import subprocess
    import sys
    if shutil.which("xvfb-run") is None:
        pytest.skip("xvfb-run not available")
    script = tmp_path / "windowed.py"
    script.write_text(WINDOWED_INPUT, encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(REPO))
    env.pop("GAMEGRID_HEADLESS", None)
    run = subprocess.run(["xvfb-run", "-a", sys.executable, "-m", "gamegrid", "run", "--seconds", "60",
                          str(script)], capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    assert "level 7 True" in run.stdout, (run.stdout, run.stderr)   # the "1" filled in is replaced by typing


WINDOWED_CLICKS = '''\
import subprocess
from gamegrid import *

seen = []
class Listener(GGMouseListener):
    def mouseEvent(self, mouse):
        seen.append(mouse.getEventType())
        return True

gg = GameGrid(200, 100, 1, None, False)
gg.setTitle("double click delay")
gg.setDoubleClickDelay(300)
gg.addMouseListener(Listener(), GGMouse.lClick | GGMouse.lDClick)
gg.show()
delay(1500)
window = subprocess.check_output(["xdotool", "search", "--name", "double click delay"]).split()[0].decode()
subprocess.call(["xdotool", "mousemove", "--window", window, "50", "50", "click", "1"])
delay(1000)
print("one click", seen)
subprocess.call(["xdotool", "mousemove", "--window", window, "50", "50", "click", "--repeat", "2", "--delay", "100", "1"])
delay(1000)
print("two quick clicks", seen)
gg.dispose()
'''


def test_double_click_delay_with_real_clicks_in_a_window(tmp_path):
    """Under Xvfb, clicks made by xdotool: the lone click is reported when the delay is over, two quick
    clicks are one double click and no click (the loop wakes for the held click)."""
    import os
    import shutil
    import subprocess
    import sys
    if shutil.which("xvfb-run") is None or shutil.which("xdotool") is None:
        pytest.skip("xvfb-run or xdotool not available")
    script = tmp_path / "clicks.py"
    script.write_text(WINDOWED_CLICKS, encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(REPO))
    env.pop("GAMEGRID_HEADLESS", None)
    run = subprocess.run(["xvfb-run", "-a", sys.executable, "-m", "gamegrid", "run", "--seconds", "60",
                          str(script)], capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    assert "one click ['lClick']" in run.stdout, (run.stdout, run.stderr)
    assert "two quick clicks ['lClick', 'lDClick']" in run.stdout, (run.stdout, run.stderr)
