"""`gamegrid grade CHECK.py SUBMISSIONS/`: every pupil's program against a teacher's check, each in a process
of its own with a time limit, and a report (a table in the terminal, an HTML page).

check.py loads a check file and gives its functions a `Pupil` to run; submissions.py finds the pupils and
prepares a folder for each; worker.py is the process that checks one pupil; pool.py runs the workers and
decides the verdicts; report.py writes the table and the page."""
