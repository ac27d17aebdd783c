"""Spec §5.10: where "sprites/x.png" is found, and the error for a missing image."""
from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from conftest import write_script
from gamegrid import images, resources, spritepath
from gamegrid.errors import SpriteNotFoundError
from gamegrid.testing import run_script


@pytest.fixture
def isolated(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
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
    from gamegrid.actor import sprite_file_name
    assert sprite_file_name("sprites/m.png", 1) == "sprites/m_1.png"
    assert sprite_file_name("./sprites/x.y.gif", 0) == "./sprites/x.y_0.gif"
    assert sprite_file_name("sprites/noext", 2) == "sprites/noext_2"
