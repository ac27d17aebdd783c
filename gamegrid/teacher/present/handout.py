"""`gamegrid present ... --handout FILE.html`: one self-contained page for pupils. For each step: its title,
its code with the lines changed since the previous step marked, and a picture of its window a moment after it
starts (the step run headless by `gamegrid run --headless --screenshot`, in a process of its own, so that a
step that fails or never ends costs one missing picture, not the handout)."""
from __future__ import annotations

import base64
import html
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import PythonLexer

from ...base.i18n import tr
from ..processes import end_group, group_options
from .codeview import STYLE, changed_lines, error_in, read_code
from .steps import Deck, PresentStep

PICTURE_SECONDS = 1.0     # virtual seconds the step runs before its picture is taken
TIME_LIMIT_S = 60.0       # real seconds per step at most (a step waiting forever gets no picture)


def step_picture(step: PresentStep, png: Path, lang: str | None) -> tuple[bytes | None, str]:
    """The step's window as PNG bytes after PICTURE_SECONDS, and its error output ("" when it ran)."""
    command = [sys.executable, "-m", "gamegrid", "run", "--headless", "--seconds", str(PICTURE_SECONDS),
               "--screenshot", str(png)] + (["--lang", lang] if lang else []) + [str(step.path)]
    with tempfile.TemporaryFile() as errors:
        process = subprocess.Popen(command, cwd=step.path.parent, stdin=subprocess.DEVNULL,
                                   stdout=subprocess.DEVNULL, stderr=errors, **group_options())
        try:
            status = process.wait(timeout=TIME_LIMIT_S)
        except subprocess.TimeoutExpired:
            end_group(process)
            status = None
        errors.seek(0)
        output = errors.read().decode("utf-8", errors="replace")
    picture = png.read_bytes() if png.is_file() else None
    if status is None:
        output = tr("The step did not end within {seconds:g} s.", seconds=TIME_LIMIT_S)
    elif status == 0:
        output = ""
    return picture, output


def _code_html(code: str, marked: set[int]) -> str:
    formatter = HtmlFormatter(style=STYLE, linenos="table", hl_lines=sorted(marked), cssclass="code",
                              wrapcode=True)
    return highlight(code, PythonLexer(), formatter)


def handout_html(deck: Deck, lang: str | None = None) -> str:
    """The whole page, pictures embedded (data: URLs), so that it can be mailed or printed as one file."""
    sections = []
    previous = None
    total = len(deck.steps)
    with tempfile.TemporaryDirectory(prefix="gamegrid-handout-") as folder:
        for number, step in enumerate(deck.steps, 1):
            code = read_code(step.path)
            marked = changed_lines(previous, code)
            previous = code
            picture, error = step_picture(step, Path(folder) / f"step{number}.png", lang)
            heading = tr("Step {k}/{n}", k=number, n=total) + f": {step.path.name}"
            parts = [f'<section class="step" id="step{number}">',
                     f"<h2>{html.escape(heading)}</h2>"]
            if step.summary:
                parts.append(f'<p class="summary">{html.escape(step.summary)}</p>')
            if marked:
                parts.append(f'<p class="note">{html.escape(tr("Marked: the lines changed since the previous step."))}</p>')
            parts.append('<div class="pair">')
            parts.append(_code_html(code, marked))
            if picture is not None:
                alt = tr("The window of step {k}", k=number)
                data = base64.b64encode(picture).decode("ascii")
                parts.append(f'<img class="window" alt="{html.escape(alt)}" src="data:image/png;base64,{data}">')
            parts.append("</div>")
            if error:
                found = error_in(error, step.path)
                where = tr("line {line}", line=found.line) + ": " if found.line else ""
                parts.append(f'<pre class="error">{html.escape(where + found.message)}</pre>')
            parts.append("</section>")
            sections.append("\n".join(parts))
    css = HtmlFormatter(style=STYLE, cssclass="code").get_style_defs(".code")
    language = lang or os.environ.get("GAMEGRID_LANG", "en")[:2] or "en"
    intro = tr("{total} steps. Each step shows its program and its window; marked lines are new in that step.",
               total=total)
    return f"""<!DOCTYPE html>
<html lang="{html.escape(language)}"><head><meta charset="utf-8"><title>{html.escape(deck.title)}</title>
<style>
body {{ font-family: sans-serif; margin: 1.5em; max-width: 80em; }}
.pair {{ display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; }}
.code {{ font-size: 13px; }}
.code .hll {{ background-color: #fff3a0; }}
img.window {{ max-width: 100%; border: 1px solid #999; }}
pre.error {{ color: #a00000; background: #fdeaea; padding: 0.5em; }}
section.step {{ page-break-inside: avoid; border-top: 1px solid #ccc; margin-top: 1.5em; }}
.note {{ color: #666; font-size: 90%; }}
{css}
</style></head>
<body><h1>{html.escape(deck.title)}</h1>
<p>{html.escape(intro)}</p>
{chr(10).join(sections)}
</body></html>
"""


def write_handout(deck: Deck, target: Path, lang: str | None = None) -> Path:
    target.write_text(handout_html(deck, lang), encoding="utf-8")
    return target
