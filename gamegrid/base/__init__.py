"""The base of gamegrid: what every other part may import, and which imports nothing of gamegrid's.

    version      the version, in one place (setup.cfg reads it, gamegrid.__version__ exports it)
    resources    where the shipped sprites/, lessons/ and examples/ folders are
    i18n         the pupil's language (en, de, fr) and tr(): every message of ours from gamegrid/locale/
    fonts        Java's logical fonts as the DejaVu subsets in gamegrid/_fonts/, and text layout

`fonts` is a layer above the other three (it imports i18n for its one message); the data stays where it
was, beside the sub-packages (gamegrid/locale/, gamegrid/_fonts/). Nothing is imported here, so importing
one of these modules loads only that one.
"""
