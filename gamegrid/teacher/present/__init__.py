"""`gamegrid present`: a lesson's steps in front of a class (a window with the running step and its code)
and as a handout for pupils (one HTML page). steps.py finds the steps, codeview.py highlights their code,
handout.py writes the page, session.py runs the steps for the window (gamegrid/view/presenter.py)."""
