"""gamegrid in a browser tab: the Python that runs inside Pyodide (docs/architecture.md, "The browser").

Everything above the view is the desktop's code: the model, the cycle, collisions, the dialect's
translation, the error catalogue. What the browser needs of its own is here: the loop on the page's
requestAnimationFrame (loop.py), blocking calls that suspend the pupil's code while the page draws
(jsbridge.py), threads run cooperatively on the page (cooperative.py), what cannot run in a page
(unsupported.py), the entry the page calls (page.py), and the view on pyglet 3's browser platform
(view/, the only place pyglet 3 is imported). Nothing here is imported on the desktop.
"""
