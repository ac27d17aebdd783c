"""`gamegrid web SOURCE --out DIR | --serve [--port P]`: its arguments and its handler."""
from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable

from ..base.i18n import set_language, tr

Handler = Callable[[argparse.Namespace, list[str]], int]
EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2
WEB_HELP = ("make a web site of a lesson, a script or a folder of steps: it runs in any browser tab, from any "
            "web server, with nothing installed (--out DIR writes it, --serve shows it on this computer)")


def add_commands(commands: Any) -> dict[str, Handler]:
    web = commands.add_parser("web", help=WEB_HELP, description=WEB_HELP)
    web.add_argument("source", metavar="SOURCE",
                     help="a script (game.py), an installed lesson (e.g. solitaire) or a folder of step files")
    where = web.add_mutually_exclusive_group(required=True)
    where.add_argument("--out", type=Path, metavar="DIR", help="write the site into this (new or empty) folder")
    where.add_argument("--serve", action="store_true",
                       help="build into a temporary folder and serve it on 127.0.0.1 until Ctrl+C")
    web.add_argument("--port", type=int, default=0, metavar="P", help="with --serve: the port (default: a free one)")
    web.add_argument("--step", metavar="K", help="the step the page opens with (default: the first); ex2: a "
                     "lesson's exercise 2")
    web.add_argument("--lang", choices=("en", "de", "fr"),
                     help="the page's language when the browser's is none of en/de/fr (a pupil's ?lang= wins)")
    return {"web": _web_command}


def _web_command(args: argparse.Namespace, script_args: list[str]) -> int:
    from .assets import AssetError
    from .builder import BuildError, build_site
    from .program import SourceError, find_program
    if args.lang:
        set_language(args.lang)
    if args.port and not args.serve:
        print("gamegrid: " + tr("--port goes with --serve"), file=sys.stderr)
        return EXIT_USAGE
    try:
        program = find_program(args.source, args.step)
        if args.out is not None:
            index = build_site(program, args.out, args.lang)
            print(tr("The site is in {folder}: put the whole folder on a web server (open {index} through "
                     "it, not as a file).", folder=args.out, index=index.name))
            return EXIT_OK
        with tempfile.TemporaryDirectory(prefix="gamegrid-web-") as folder:
            build_site(program, Path(folder), args.lang)
            return _serve(Path(folder), args.port)
    except (SourceError, AssetError, BuildError) as error:
        print(f"gamegrid: {error}", file=sys.stderr)
        return EXIT_FAILED


def _serve(folder: Path, port: int) -> int:
    from .serve import make_server, url_of
    try:
        server = make_server(folder, port)
    except OSError as error:
        print("gamegrid: " + tr("cannot serve on port {port}: {reason}", port=port, reason=error.strerror),
              file=sys.stderr)
        return EXIT_FAILED
    print(url_of(server) + "index.html", flush=True)
    print(tr("Serving on this computer only; Ctrl+C stops."), file=sys.stderr, flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return EXIT_OK
