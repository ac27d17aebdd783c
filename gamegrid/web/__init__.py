"""`gamegrid web`: a lesson, a script or a teacher's folder of steps as a static web site that runs in a
browser tab on Pyodide (docs/architecture.md, "The browser").

builder.py writes the site, assets.py gets Pyodide, pyglet 3 and the editor (cached), program.py finds what a
source means (its steps and its folder), serve.py serves a site on 127.0.0.1, pagetexts.py holds the page's
texts, devtools.py drives headless Chromium for the tests, cli.py declares the command. page/ holds the page's
HTML, CSS and JavaScript. The Python that runs inside the page is gamegrid/browser/.
"""
