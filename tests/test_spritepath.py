"""Spec §5.10: where "sprites/x.png" is found, and the error for a missing image."""
from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from conftest import write_script
from gamegrid.model import images, spritepath
from gamegrid.base import resources
from gamegrid.model.errors import SpriteNotFoundError
from gamegrid.testing import run_script


@pytest.fixture
def isolated(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("USERPROFILE", str(home))   # Windows' home (Path.home() reads it there)
    monkeypatch.chdir(tmp_path)
    spritepath.set_script_dir(None)
    yield tmp_path
    spritepath.set_script_dir(None)


def test_bundled_library_is_found(isolated):
    found = spritepath.resolve("sprites/marble.png")
    assert found == resources.sprites_dir() / "marble.png"
    assert spritepath.resolve("_sprites/marble.png") == found
    assert spritepath.resolve("sprites\\marble.png") == found      # written on Windows


def test_script_folder_comes_before_the_library(isolated):
    folder = isolated / "lesson"
    (folder / "sprites").mkdir(parents=True)
    Image.new("RGBA", (5, 5), (0, 255, 0, 255)).save(folder / "sprites" / "marble.png")
    spritepath.set_script_dir(folder)
    assert spritepath.resolve("sprites/marble.png") == folder / "sprites" / "marble.png"


def test_current_folder_then_home(isolated):
    (isolated / "home" / "gamegrid" / "sprites").mkdir(parents=True)
    home_copy = isolated / "home" / "gamegrid" / "sprites" / "only_home.png"
    Image.new("RGBA", (3, 3)).save(home_copy)
    assert spritepath.resolve("sprites/only_home.png") == home_copy
    (isolated / "sprites").mkdir()
    Image.new("RGBA", (3, 3)).save(isolated / "sprites" / "only_home.png")
    spritepath.set_script_dir(None)   # a new run (a run keeps the place it found first for a name)
    assert spritepath.resolve("sprites/only_home.png") == isolated / "sprites" / "only_home.png"


def test_missing_image_names_the_path_and_every_place(isolated):
    spritepath.set_script_dir(isolated / "lesson")
    with pytest.raises(SpriteNotFoundError) as info:
        images.load("sprites/no_such_picture.png")
    message = str(info.value)
    assert 'Image "sprites/no_such_picture.png" not found' in message
    for place in spritepath.candidate_paths("sprites/no_such_picture.png"):
        assert str(place) in message
    assert str(Path.home() / "gamegrid") in message


def test_missing_image_in_a_script_points_at_the_students_line(tmp_path):
    script = write_script(tmp_path, """\
        from gamegrid import *
        makeGameGrid(5, 5, 40, None, None, False)
        fish = Actor("sprites/fisch.gif")
        """)
    result = run_script(script)
    assert result.exit_code == 1
    assert 'Image "sprites/fisch.gif" not found' in result.output
    assert f'File "{script}", line 3' in result.output
    assert "gamegrid/actor.py" not in result.output and "gamegrid/images.py" not in result.output


def test_multi_sprite_names(isolated):
    from gamegrid.model.actor import sprite_file_name
    assert sprite_file_name("sprites/m.png", 1) == "sprites/m_1.png"
    assert sprite_file_name("./sprites/x.y.gif", 0) == "./sprites/x.y_0.gif"
    assert sprite_file_name("sprites/noext", 2) == "sprites/noext_2"


def test_letter_case_is_forgiven_and_named_once_per_file(isolated):
    """A program written on Windows (case-insensitive file names) runs; each substitute is named once."""
    if (resources.sprites_dir() / "SNEMO.GIF").exists():
        pytest.skip("case-insensitive file system (Windows): the names are found as written, nothing to name")
    res = run_script(Path(__file__).resolve().parent / "tj_programs" / "windows_names.py")
    assert res.exit_code == 0, res.output
    assert "62 25 " in res.output
    notes = [line for line in res.output.splitlines() if "capital and small letters count" in line]
    spelling = 'Hint: The image "{}" is called "{}": capital and small letters count. Write the name exactly ' \
               'like that (on other computers it is not found otherwise).'
    assert sorted(notes) == sorted(spelling.format(asked, found) for asked, found in [
        ("sprites/mastermindbg.png", "sprites/MastermindBG.png"), ("sprites/snemo.gif", "sprites/sNemo.gif"),
        ("sprites/snakehead.gif", "sprites/snakeHead.gif"), ("sprites/evalpeg_0.png", "sprites/EvalPeg_0.png"),
        ("sprites/evalpeg_1.png", "sprites/EvalPeg_1.png")])
    assert 'windows_names.py", line 6, in __init__' in res.output   # under the pupil's line
    assert [a["sprite"] for a in res.actors][:2] == ["sprites/snemo.gif", "sprites/snakehead.gif"]


def test_letter_case_in_the_pupils_own_folders(isolated):
    folder = isolated / "game"
    (folder / "Pics").mkdir(parents=True)
    Image.new("RGBA", (7, 9), (0, 255, 0, 255)).save(folder / "Pics" / "Hero.PNG")
    spritepath.set_script_dir(folder)
    assert spritepath.resolve("pics/hero.png") == folder / "Pics" / "Hero.PNG"
    assert spritepath.resolve("PICS\\HERO.png") == folder / "Pics" / "Hero.PNG"


def test_exact_name_wins_over_a_case_variant(isolated):
    folder = isolated / "game"
    (folder / "sprites").mkdir(parents=True)
    Image.new("RGBA", (3, 3)).save(folder / "sprites" / "Ball.png")
    Image.new("RGBA", (4, 4)).save(folder / "sprites" / "ball.png")
    spritepath.set_script_dir(folder)
    if (folder / "sprites" / "BALL.png").exists():
        pytest.skip("case-insensitive file system")
    assert spritepath.resolve("sprites/Ball.png").name == "Ball.png"
    assert spritepath.resolve("sprites/ball.png").name == "ball.png"
    assert spritepath.resolve("sprites/BALL.png").name == "Ball.png"      # sorted: the first match


def test_a_name_missing_in_every_case_still_lists_the_places(isolated):
    with pytest.raises(SpriteNotFoundError, match="Searched"):
        spritepath.resolve("sprites/NoSuchThing.png")


def test_a_name_is_looked_up_once_per_folder(isolated, monkeypatch):
    searched = []
    search = spritepath._search
    monkeypatch.setattr(spritepath, "_search", lambda path: searched.append(path) or search(path))
    first = spritepath.resolve("sprites/marble.png")
    for _ in range(100):   # a spawning game's hundreds of actors of one picture
        assert spritepath.resolve("sprites/marble.png") == first
    assert searched == ["sprites/marble.png"]
    # another current folder is another look-up: a picture there comes first
    other = isolated / "other"
    (other / "sprites").mkdir(parents=True)
    Image.new("RGBA", (5, 5), (0, 255, 0, 255)).save(other / "sprites" / "marble.png")
    monkeypatch.chdir(other)
    assert spritepath.resolve("sprites/marble.png") == other / "sprites" / "marble.png"
    # and so is another script's folder
    folder = isolated / "lesson"
    (folder / "sprites").mkdir(parents=True)
    Image.new("RGBA", (5, 5), (0, 0, 255, 255)).save(folder / "sprites" / "marble.png")
    spritepath.set_script_dir(folder)
    assert spritepath.resolve("sprites/marble.png") == folder / "sprites" / "marble.png"
    assert len(searched) == 3


def test_a_new_run_finds_a_picture_added_on_disk(isolated):
    """`gamegrid watch` runs each save anew: a picture the pupil put beside the script since is used."""
    folder = isolated / "lesson"
    folder.mkdir()
    spritepath.set_script_dir(folder)
    assert spritepath.resolve("sprites/marble.png") == resources.sprites_dir() / "marble.png"
    (folder / "sprites").mkdir()
    Image.new("RGBA", (5, 5), (0, 255, 0, 255)).save(folder / "sprites" / "marble.png")
    spritepath.set_script_dir(folder)   # the runner does this at the start of every run
    assert spritepath.resolve("sprites/marble.png") == folder / "sprites" / "marble.png"


# ----- scripts written on Windows (docs/decisions.md, "Scripts written on Windows") -------------------------------

def test_a_drive_path_finds_the_picture_next_to_the_script_and_says_how_to_write_it(tmp_path):
    Image.new("RGBA", (20, 20), (200, 30, 70, 255)).save(tmp_path / "Nemo.gif")
    script = write_script(tmp_path, """\
        from gamegrid import *
        makeGameGrid(3, 3, 20, None, None, False)
        addActor(Actor("C:\\\\Users\\\\anna\\\\Desktop\\\\spiel\\\\nemo.gif"), Location(1, 1))
        addActor(Actor("C:/Users/anna/Desktop/spiel/Nemo.gif"), Location(2, 1))
        show()
        """)
    res = run_script(script, screenshot=tmp_path / "shot.png")
    assert res.exit_code == 0, res.output
    notes = [line for line in res.output.splitlines() if "is not on this computer" in line]
    assert len(notes) == 2, res.output   # once per path asked
    # (Windows' file system ignores case: there the file is found as "nemo.gif", as asked)
    assert 'write "nemo.gif"' in notes[0].lower() and str(tmp_path / "Nemo.gif").lower() in notes[0].lower()
    picture = Image.open(tmp_path / "shot.png").convert("RGB")
    assert picture.getpixel((30, 30)) == picture.getpixel((50, 30)) == (200, 30, 70)


def test_a_drive_path_into_tigerjythons_sprites_folder_finds_the_library(isolated):
    found = spritepath.resolve("C:\\Program Files\\TigerJython\\sprites\\marble.png")
    assert found == resources.sprites_dir() / "marble.png"


def test_a_missing_drive_path_lists_the_places_searched(isolated, monkeypatch):
    monkeypatch.setattr("sys.platform", "linux")
    with pytest.raises(SpriteNotFoundError) as error:
        spritepath.resolve("D:\\Schule\\bilder\\hai.png")
    message = str(error.value)
    assert 'Image "D:\\Schule\\bilder\\hai.png" not found' in message
    assert str(isolated / "hai.png") in message


def test_on_windows_a_drive_path_that_exists_is_taken_as_given(monkeypatch, isolated):
    monkeypatch.setattr("sys.platform", "win32")
    places = spritepath.candidate_paths("C:\\Users\\anna\\nemo.gif")
    assert places[0] == Path("C:/Users/anna/nemo.gif") and places[-1] == isolated / "nemo.gif"
    monkeypatch.setattr("sys.platform", "linux")
    places = spritepath.candidate_paths("C:\\Users\\anna\\nemo.gif")
    assert places[-1] == isolated / "nemo.gif" and all(place.name == "nemo.gif" for place in places)
    assert not any("anna" in str(place) for place in places)   # the drive's folders mean nothing here
