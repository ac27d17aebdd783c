"""Scripts written on Windows run everywhere (docs/decisions.md, issue 37): TigerJython's editor on Windows saved
them in Windows-1252 with CRLF line ends, with backslashes in sprite paths. The drive-letter paths are in
tests/test_spritepath.py. These run on Linux and, in the Windows job (.ci/windows.sh), on Windows."""
from __future__ import annotations

from pathlib import Path

from gamegrid.testing import run_script


def _windows_file(folder: Path, name: str, lines: list[str]) -> Path:
    """The lines as TigerJython's editor on Windows wrote them: Windows-1252, CRLF."""
    path = folder / name
    path.write_bytes("\r\n".join(lines).encode("cp1252") + b"\r\n")
    return path


def test_a_windows_1252_crlf_script_with_umlauts_and_a_backslash_path_runs(tmp_path):
    script = _windows_file(tmp_path, "spiel.py", [
        "# Spiel für die 2. Klasse: Nemo schwimmt",
        "from gamegrid import *",
        "makeGameGrid(5, 3, 40, Color.blue, False)",
        'setTitle("Fische zählen")',
        "addStatusBar(20)",
        'setStatusText("Grüße, ça va? – 5 €")',
        'nemo = Actor("sprites\\\\nemo.gif")',
        "addActor(nemo, Location(1, 1))",
        "show()",
    ])
    assert b"\r\n" in script.read_bytes() and "ü".encode("cp1252") in script.read_bytes()
    res = run_script(script)
    assert res.exit_code == 0, res.output
    assert res.state["title"] == "Fische zählen"
    assert res.state["status_text"] == "Grüße, ça va? – 5 €"
    assert [actor["sprite"] for actor in res.actors] == ["sprites\\nemo.gif"]


def test_a_python_2_source_from_windows_prints_its_umlauts(tmp_path):
    script = _windows_file(tmp_path, "zaehlen.py", [
        "from gamegrid import *",
        "makeGameGrid(3, 3, 30, Color.white, False)",
        "show()",
        'print "Grüße aus Zürich:", 7 / 2',
        "for i in xrange(3):",
        "    print i,",
    ])
    res = run_script(script)
    assert res.exit_code == 0, res.output
    assert "Grüße aus Zürich: 3.5" in res.output   # TigerJython's `/` is the true division (decisions.md)
    assert "0 1 2" in res.output


def test_an_error_in_a_windows_1252_script_shows_the_pupils_line(tmp_path):
    """linecache reads files as UTF-8: without the decoded lines, the traceback showed no line at all."""
    script = _windows_file(tmp_path, "fehler.py", [
        "from gamegrid import *",
        "makeGameGrid(3, 3, 30, Color.white, False)",
        "show()",
        'äpfel = "Äpfel: " + 3',
    ])
    res = run_script(script)
    assert res.exit_code == 1
    assert 'line 4' in res.output and 'äpfel = "Äpfel: " + 3' in res.output, res.output
