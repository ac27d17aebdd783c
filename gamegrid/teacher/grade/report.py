"""The grading report: a table for the terminal and an HTML page (one row per pupil, with a screenshot)."""
from __future__ import annotations

import html
import os
from datetime import datetime
from pathlib import Path

from .pool import TIME_OUT, PupilReport
from .worker import CHECK_ERROR, ERROR, FAIL, PASS

_COLOURS = {PASS: "\033[32m", FAIL: "\033[33m", ERROR: "\033[31m", TIME_OUT: "\033[35m", CHECK_ERROR: "\033[36m"}
_CSS_CLASS = {PASS: "pass", FAIL: "fail", ERROR: "error", TIME_OUT: "timeout", CHECK_ERROR: "checkerror"}


def table(reports: list[PupilReport], total_checks: int, colour: bool = False, width: int = 0) -> str:
    """pupil | verdict | checks passed | seconds | what went wrong (cut to `width` characters unless 0)."""
    name_w = max([5] + [len(r.name) for r in reports])
    lines = [f"{'pupil':<{name_w}}  {'verdict':<11} {'checks':>6}  {'time':>6}  detail"]
    for r in reports:
        head = f"{r.name:<{name_w}}  "
        rest = f" {f'{r.passed}/{total_checks}':>6}  {r.seconds:>5.1f}s  {r.detail}".rstrip()
        line = head + f"{r.verdict:<11}" + rest
        if width and len(line) > width:
            rest = rest[:width - len(head) - 11 - 1] + "…"
        verdict = f"{r.verdict:<11}"
        if colour:
            verdict = f"{_COLOURS.get(r.verdict, '')}{verdict}\033[0m"
        lines.append(head + verdict + rest)
    counts = {verdict: sum(r.verdict == verdict for r in reports) for verdict in (PASS, FAIL, ERROR, TIME_OUT,
                                                                                    CHECK_ERROR)}
    pupils = f"{len(reports)} pupil" + ("" if len(reports) == 1 else "s")
    lines.append(", ".join(f"{n} {verdict}" for verdict, n in counts.items() if n) + f" ({pupils})")
    return "\n".join(lines) + "\n"


def write_html(reports: list[PupilReport], check_names: list[str], check_file: Path, submissions: Path,
               out: Path) -> Path:
    """out/index.html, with links to each pupil's screenshot and output under out/."""
    rows = []
    for r in reports:
        shot = ""
        if r.screenshot is not None and r.screenshot.is_file():
            link = _relative(r.screenshot, out)
            shot = f'<a href="{link}"><img src="{link}" alt="screenshot of {html.escape(r.name)}"></a>'
        cells = []
        by_name = {check["name"]: check for check in r.checks}
        for name in check_names:
            check = by_name.get(name)
            if check is None:
                cells.append('<td class="notrun">–</td>')
            else:
                title = html.escape(check["detail"] or "", quote=True)
                cells.append(f'<td class="{_CSS_CLASS.get(check["verdict"], "")}" title="{title}">'
                             f'{html.escape(check["verdict"])}</td>')
        output = ""
        if r.output is not None and r.output.is_file():
            output = f' <a href="{_relative(r.output, out)}">output</a>'
        rows.append(
            f'<tr><th>{html.escape(r.name)}</th>'
            f'<td class="{_CSS_CLASS.get(r.verdict, "")} verdict">{html.escape(r.verdict)}</td>'
            f'<td>{r.passed}/{len(check_names)}</td>{"".join(cells)}'
            f'<td class="detail">{html.escape(r.detail)}{output}</td><td>{r.seconds:.1f}&nbsp;s</td>'
            f'<td class="shot">{shot}</td></tr>')
    heads = "".join(f"<th class=\"check\">{html.escape(name)}</th>" for name in check_names)
    page = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>Grades: {html.escape(check_file.name)}</title>
<style>
body {{ font-family: sans-serif; margin: 1.5em; }}
table {{ border-collapse: collapse; }}
th, td {{ border: 1px solid #ccc; padding: 0.3em 0.5em; text-align: left; vertical-align: top; }}
th.check {{ font-weight: normal; font-size: 85%; }}
td.detail {{ max-width: 32em; font-size: 90%; }}
.pass {{ background: #c8f0c8; }} .fail {{ background: #f5e9a8; }} .error {{ background: #f5c0c0; }}
.timeout {{ background: #e0c8f0; }} .checkerror {{ background: #c8e4f5; }} .notrun {{ color: #999; }}
.verdict {{ font-weight: bold; }}
td.shot img {{ max-width: 160px; max-height: 160px; }}
</style></head>
<body>
<h1>Grades: {html.escape(check_file.name)}</h1>
<p>Submissions: {html.escape(str(submissions))}. Checked {datetime.now():%Y-%m-%d %H:%M}.
Point at a check's cell to read what went wrong; click a screenshot to enlarge it.</p>
<table>
<tr><th>pupil</th><th>verdict</th><th>checks</th>{heads}<th>what went wrong</th><th>time</th><th>screenshot</th></tr>
{chr(10).join(rows)}
</table>
</body></html>
"""
    index = out / "index.html"
    index.write_text(page, encoding="utf-8")
    return index


def _relative(path: Path, out: Path) -> str:
    return Path(os.path.relpath(path, out)).as_posix()
