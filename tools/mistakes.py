"""The catalogue of beginner mistakes: for each, a short program with the mistake, the pupil's line the report
points at, and the line the pupil sees under it (the hint, or our own message where that already says what to
do) in English, German and French.

tests/test_mistakes.py runs every program in every language and checks both; tools/make_error_docs.py writes
docs/errors.md, docs/errors.de.md and docs/errors.fr.md from it. The programs run headless with
gamegrid.testing.run_script; `run` holds extra arguments for it (cycles for act(), replayed clicks).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Mistake:
    key: str
    title: dict[str, str]        # what went wrong, for a 12-year-old: en, de, fr
    program: str
    line: int                    # the pupil's line the report points at (1-based)
    says: dict[str, str]         # the line that helps as printed (or its end, after "ExceptionName: "): en, de, fr
    fix: str                     # the corrected line(s)
    show: tuple[int, int] | None = None   # the program's lines shown in the documentation (default: `line`)
    run: dict[str, Any] = field(default_factory=dict)
    group: str = ""


GRID = "from gamegrid import *\nmakeGameGrid(10, 10, 60, Color.red, False)\n"
FISH = GRID + 'fish = Actor("sprites/nemo.gif")\naddActor(fish, Location(2, 3))\n'
ACT = dict(cycles=2)
CLICK = dict(replay=[{"type": "mouse_press", "x": 30, "y": 30, "at_ms": 100},
                     {"type": "mouse_release", "x": 30, "y": 30, "at_ms": 150}], seconds=1)

MISTAKES: list[Mistake] = [
    # ----- names ------------------------------------------------------------------------------------------
    Mistake(
        "name-typo", group="names",
        title={"en": "A gamegrid name with a typo",
               "de": "Ein gamegrid-Name mit Tippfehler",
               "fr": "Un nom de gamegrid mal écrit"},
        program="from gamegrid import *\nmakeGamegrid(10, 10, 60)\n", line=2,
        says={"en": "Hint: Did you mean makeGameGrid? Check the spelling: capital and small letters count.",
              "de": "Tipp: Meintest du makeGameGrid? Prüfe die Schreibweise: Groß- und Kleinbuchstaben zählen.",
              "fr": "Astuce : Voulais-tu écrire makeGameGrid ? Vérifie l'orthographe : majuscules et minuscules "
                    "comptent."},
        fix="makeGameGrid(10, 10, 60)"),
    Mistake(
        "name-own-variable", group="names",
        title={"en": "Your own variable with a typo",
               "de": "Deine eigene Variable mit Tippfehler",
               "fr": "Ta propre variable mal écrite"},
        program="from gamegrid import *\nscore = 0\nscore = scroe + 1\n", line=3,
        says={"en": "Hint: Did you mean score? Check the spelling: capital and small letters count.",
              "de": "Tipp: Meintest du score? Prüfe die Schreibweise: Groß- und Kleinbuchstaben zählen.",
              "fr": "Astuce : Voulais-tu écrire score ? Vérifie l'orthographe : majuscules et minuscules "
                    "comptent."},
        fix="score = score + 1"),
    Mistake(
        "name-true-lowercase", group="names",
        title={"en": "true instead of True",
               "de": "true statt True",
               "fr": "true au lieu de True"},
        program="from gamegrid import *\nrunning = true\n", line=2,
        says={"en": "Hint: Python writes True with a capital letter.",
              "de": "Tipp: Python schreibt True mit einem Großbuchstaben.",
              "fr": "Astuce : Python écrit True avec une majuscule."},
        fix="running = True"),
    Mistake(
        "name-this", group="names",
        title={"en": "this instead of self (from Java)",
               "de": "this statt self (aus Java)",
               "fr": "this au lieu de self (comme en Java)"},
        program=GRID + 'class Fish(Actor):\n    def __init__(self):\n        Actor.__init__(self, "sprites/nemo.gif")\n'
                       "    def act(self):\n        this.move()\n\naddActor(Fish(), Location(2, 3))\ndoRun()\n",
        line=7, show=(6, 7), run=ACT,
        says={"en": "Hint: In Python an object calls itself self, not this.",
              "de": "Tipp: In Python nennt sich ein Objekt selbst self, nicht this.",
              "fr": "Astuce : En Python, un objet s'appelle lui-même self, pas this."},
        fix="        self.move()"),
    Mistake(
        "name-missing-self", group="names",
        title={"en": "A method called without self.",
               "de": "Eine Methode ohne self. aufgerufen",
               "fr": "Une méthode appelée sans self."},
        program=GRID + 'class Fish(Actor):\n    def __init__(self):\n        Actor.__init__(self, "sprites/nemo.gif")\n'
                       "    def act(self):\n        move()\n\naddActor(Fish(), Location(2, 3))\ndoRun()\n",
        line=7, show=(6, 7), run=ACT,
        says={"en": "Hint: move is a method of your object: write self.move(...).",
              "de": "Tipp: move ist eine Methode deines Objekts: Schreibe self.move(...).",
              "fr": "Astuce : move est une méthode de ton objet : écris self.move(...)."},
        fix="        self.move()"),
    Mistake(
        "name-no-import", group="names",
        title={"en": "from gamegrid import * is missing",
               "de": "from gamegrid import * fehlt",
               "fr": "Il manque from gamegrid import *"},
        program="makeGameGrid(10, 10, 60)\nshow()\n", line=1,
        says={"en": "Hint: makeGameGrid comes from gamegrid: write from gamegrid import * at the start of your "
                    "program.",
              "de": "Tipp: makeGameGrid kommt aus gamegrid: Schreibe from gamegrid import * an den Anfang deines "
                    "Programms.",
              "fr": "Astuce : makeGameGrid vient de gamegrid : écris from gamegrid import * au début de ton "
                    "programme."},
        fix="from gamegrid import *\nmakeGameGrid(10, 10, 60)"),
    Mistake(
        "name-path-without-quotes", group="names",
        title={"en": "A file name without quotes",
               "de": "Ein Dateiname ohne Anführungszeichen",
               "fr": "Un nom de fichier sans guillemets"},
        program=GRID + "fish = Actor(sprites/nemo.gif)\n", line=3,
        says={"en": 'Hint: A file name is text: put it in quotes, for example "sprites/nemo.gif".',
              "de": 'Tipp: Ein Dateiname ist ein Text: Setze ihn in Anführungszeichen, zum Beispiel '
                    '"sprites/nemo.gif".',
              "fr": 'Astuce : Un nom de fichier est un texte : mets-le entre guillemets, par exemple '
                    '"sprites/nemo.gif".'},
        fix='fish = Actor("sprites/nemo.gif")'),
    Mistake(
        "name-color-lowercase", group="names",
        title={"en": "color instead of Color",
               "de": "color statt Color",
               "fr": "color au lieu de Color"},
        program=GRID + "setBgColor(color.white)\n", line=3,
        says={"en": "Hint: Did you mean Color? Check the spelling: capital and small letters count.",
              "de": "Tipp: Meintest du Color? Prüfe die Schreibweise: Groß- und Kleinbuchstaben zählen.",
              "fr": "Astuce : Voulais-tu écrire Color ? Vérifie l'orthographe : majuscules et minuscules "
                    "comptent."},
        fix="setBgColor(Color.white)"),
    Mistake(
        "name-unknown", group="names",
        title={"en": "A variable used before it has a value",
               "de": "Eine Variable benutzt, bevor sie einen Wert hat",
               "fr": "Une variable utilisée avant d'avoir une valeur"},
        program=GRID + 'setStatusText("Lives: " + str(lives))\nlives = 3\n', line=3, show=(3, 4),
        says={"en": "Hint: Python does not know lives here. Give it a value before this line, or check the "
                    "spelling.",
              "de": "Tipp: Python kennt lives hier nicht. Gib ihr vor dieser Zeile einen Wert, oder prüfe die "
                    "Schreibweise.",
              "fr": "Astuce : Python ne connaît pas lives ici. Donne-lui une valeur avant cette ligne, ou "
                    "vérifie l'orthographe."},
        fix='lives = 3\nsetStatusText("Lives: " + str(lives))'),
    Mistake(
        "global-missing", group="names",
        title={"en": "Changing a variable of the program inside a function without global",
               "de": "Eine Variable des Programms in einer Funktion ändern, ohne global",
               "fr": "Modifier une variable du programme dans une fonction sans global"},
        program=GRID + "score = 0\ndef onMousePressed(e):\n    score = score + 1\n\n"
                       "makeGameGrid(10, 10, 60, Color.red, False, mousePressed=onMousePressed)\nshow()\n",
        line=5, show=(4, 5), run=CLICK,
        says={"en": "Hint: score gets a new value inside this function. To change the variable of your program, "
                    "write global score as the first line of the function.",
              "de": "Tipp: score bekommt in dieser Funktion einen neuen Wert. Um die Variable deines Programms zu "
                    "ändern, schreibe global score als erste Zeile der Funktion.",
              "fr": "Astuce : score reçoit une nouvelle valeur dans cette fonction. Pour modifier la variable de "
                    "ton programme, écris global score comme première ligne de la fonction."},
        fix="def onMousePressed(e):\n    global score\n    score = score + 1"),
    # ----- methods and attributes -------------------------------------------------------------------------
    Mistake(
        "method-swapped-letters", group="methods",
        title={"en": "Two letters of a method swapped",
               "de": "Zwei Buchstaben einer Methode vertauscht",
               "fr": "Deux lettres d'une méthode inversées"},
        program=FISH + "fish.trun(90)\n", line=5,
        says={"en": "Hint: Actor has no trun. Did you mean turn? Capital and small letters count.",
              "de": "Tipp: Actor hat kein trun. Meintest du turn? Groß- und Kleinbuchstaben zählen.",
              "fr": "Astuce : Actor n'a pas de trun. Voulais-tu écrire turn ? Majuscules et minuscules "
                    "comptent."},
        fix="fish.turn(90)"),
    Mistake(
        "method-shortened", group="methods",
        title={"en": "A method name shortened",
               "de": "Einen Methodennamen abgekürzt",
               "fr": "Un nom de méthode raccourci"},
        program=FISH + "where = fish.getLoc()\n", line=5,
        says={"en": "Hint: Actor has no getLoc. Did you mean getLocation? Capital and small letters count.",
              "de": "Tipp: Actor hat kein getLoc. Meintest du getLocation? Groß- und Kleinbuchstaben zählen.",
              "fr": "Astuce : Actor n'a pas de getLoc. Voulais-tu écrire getLocation ? Majuscules et minuscules "
                    "comptent."},
        fix="where = fish.getLocation()"),
    Mistake(
        "method-lowercase", group="methods",
        title={"en": "A capital letter missing in a method name",
               "de": "Ein Großbuchstabe fehlt im Methodennamen",
               "fr": "Une majuscule manque dans un nom de méthode"},
        program=FISH + "fish.setlocation(Location(5, 5))\n", line=5,
        says={"en": "Hint: Actor has no setlocation. Did you mean setLocation? Capital and small letters count.",
              "de": "Tipp: Actor hat kein setlocation. Meintest du setLocation? Groß- und Kleinbuchstaben "
                    "zählen.",
              "fr": "Astuce : Actor n'a pas de setlocation. Voulais-tu écrire setLocation ? Majuscules et "
                    "minuscules comptent."},
        fix="fish.setLocation(Location(5, 5))"),
    Mistake(
        "method-snake-case", group="methods",
        title={"en": "get_location instead of getLocation",
               "de": "get_location statt getLocation",
               "fr": "get_location au lieu de getLocation"},
        program=FISH + "where = fish.get_location()\n", line=5,
        says={"en": "Hint: Actor has no get_location. Did you mean getLocation? Capital and small letters count.",
              "de": "Tipp: Actor hat kein get_location. Meintest du getLocation? Groß- und Kleinbuchstaben "
                    "zählen.",
              "fr": "Astuce : Actor n'a pas de get_location. Voulais-tu écrire getLocation ? Majuscules et "
                    "minuscules comptent."},
        fix="where = fish.getLocation()"),
    Mistake(
        "method-unknown", group="methods",
        title={"en": "A method that does not exist",
               "de": "Eine Methode, die es nicht gibt",
               "fr": "Une méthode qui n'existe pas"},
        program=FISH + "fish.swim()\n", line=5,
        says={"en": "Hint: Actor has no method or attribute called swim. Check the spelling.",
              "de": "Tipp: Actor hat keine Methode und kein Attribut namens swim. Prüfe die Schreibweise.",
              "fr": "Astuce : Actor n'a pas de méthode ni d'attribut appelé swim. Vérifie l'orthographe."},
        fix="fish.move()"),
    Mistake(
        "none-no-actor-there", group="methods",
        title={"en": "No actor found, and a method called on nothing",
               "de": "Kein Akteur gefunden, und trotzdem eine Methode aufgerufen",
               "fr": "Aucun acteur trouvé, et une méthode appelée quand même"},
        program=FISH + "other = getOneActorAt(Location(7, 7))\nother.removeSelf()\n", line=6, show=(5, 6),
        says={"en": "Hint: Before .removeSelf there is None (nothing): for example getOneActorAt() found no actor. "
                    "Check with if ... != None: first.",
              "de": "Tipp: Vor .removeSelf steht None (nichts): Zum Beispiel hat getOneActorAt() keinen Akteur "
                    "gefunden. Prüfe zuerst mit if ... != None:",
              "fr": "Astuce : Devant .removeSelf il y a None (rien) : par exemple getOneActorAt() n'a trouvé "
                    "aucun acteur. Vérifie d'abord avec if ... != None:"},
        fix="if other != None:\n    other.removeSelf()"),
    # ----- calls with the wrong values ------------------------------------------------------------------
    Mistake(
        "call-two-numbers-for-location", group="calls",
        title={"en": "Two numbers where a Location is needed",
               "de": "Zwei Zahlen, wo eine Location nötig ist",
               "fr": "Deux nombres là où il faut une Location"},
        program=FISH + "fish.setLocation(3, 4)\n", line=5,
        says={"en": "Hint: setLocation needs other values. This call works: setLocation(Location(3, 4))",
              "de": "Tipp: setLocation braucht andere Werte. So geht es: setLocation(Location(3, 4))",
              "fr": "Astuce : setLocation attend d'autres valeurs. Cet appel fonctionne : "
                    "setLocation(Location(3, 4))"},
        fix="fish.setLocation(Location(3, 4))"),
    Mistake(
        "call-addactor-without-location", group="calls",
        title={"en": "addActor without a Location",
               "de": "addActor ohne Location",
               "fr": "addActor sans Location"},
        program=GRID + 'fish = Actor("sprites/nemo.gif")\naddActor(fish)\n', line=4,
        says={"en": "Hint: addActor needs other values. This call works: addActor(actor, Location(3, 4))",
              "de": "Tipp: addActor braucht andere Werte. So geht es: addActor(actor, Location(3, 4))",
              "fr": "Astuce : addActor attend d'autres valeurs. Cet appel fonctionne : "
                    "addActor(actor, Location(3, 4))"},
        fix="addActor(fish, Location(3, 4))"),
    Mistake(
        "call-turn-without-angle", group="calls",
        title={"en": "turn() without an angle",
               "de": "turn() ohne Winkel",
               "fr": "turn() sans angle"},
        program=FISH + "fish.turn()\n", line=5,
        says={"en": "Hint: turn needs other values. This call works: turn(90)",
              "de": "Tipp: turn braucht andere Werte. So geht es: turn(90)",
              "fr": "Astuce : turn attend d'autres valeurs. Cet appel fonctionne : turn(90)"},
        fix="fish.turn(90)"),
    Mistake(
        "call-location-one-number", group="calls",
        title={"en": "Location with one number",
               "de": "Location mit nur einer Zahl",
               "fr": "Location avec un seul nombre"},
        program=GRID + "where = Location(3)\n", line=3,
        says={"en": "TypeError: Location needs two whole numbers, Location(x, y), or another Location to copy; "
                    "got only 3",
              "de": "TypeError: Location braucht zwei ganze Zahlen, Location(x, y), oder eine andere Location "
                    "zum Kopieren; bekommen hat es nur 3",
              "fr": "TypeError: Location attend deux nombres entiers, Location(x, y), ou une autre Location à "
                    "copier ; reçu seulement 3"},
        fix="where = Location(3, 0)"),
    Mistake(
        "call-location-float", group="calls",
        title={"en": "Location with a decimal number (from /)",
               "de": "Location mit einer Kommazahl (von /)",
               "fr": "Location avec un nombre à virgule (venant de /)"},
        program=GRID + "middle = Location(10 / 4, 2)\n", line=3,
        says={"en": "TypeError: Location(x, y) needs whole numbers (int), got 2.5 for x; use int(...) to convert, "
                    "e.g. int(2.5) == 2, or divide with // instead of /.",
              "de": "TypeError: Location(x, y) braucht ganze Zahlen (int), bekommen hat es 2.5 für x; wandle mit "
                    "int(...) um, z. B. int(2.5) == 2, oder teile mit // statt mit /.",
              "fr": "TypeError: Location(x, y) attend des nombres entiers (int), reçu 2.5 pour x ; convertis "
                    "avec int(...), p. ex. int(2.5) == 2, ou divise avec // au lieu de /."},
        fix="middle = Location(10 // 4, 2)"),
    Mistake(
        "call-method-on-class", group="calls",
        title={"en": "A method called on the class instead of an actor",
               "de": "Eine Methode an der Klasse statt an einem Akteur aufgerufen",
               "fr": "Une méthode appelée sur la classe au lieu d'un acteur"},
        program=FISH + "Actor.move()\n", line=5,
        says={"en": "Hint: Call move on an object, for example actor.move(...), not on the class.",
              "de": "Tipp: Rufe move an einem Objekt auf, zum Beispiel actor.move(...), nicht an der Klasse.",
              "fr": "Astuce : Appelle move sur un objet, par exemple actor.move(...), pas sur la classe."},
        fix="fish.move()"),
    Mistake(
        "call-addactor-class", group="calls",
        title={"en": "The class given to addActor instead of an actor",
               "de": "Die Klasse statt eines Akteurs an addActor gegeben",
               "fr": "La classe donnée à addActor au lieu d'un acteur"},
        program=GRID + 'class Fish(Actor):\n    def __init__(self):\n        Actor.__init__(self, "sprites/nemo.gif")\n'
                       "\naddActor(Fish, Location(2, 3))\n", line=7,
        says={"en": "TypeError: addActor() needs an actor, not the class Fish: write Fish() with brackets to make "
                    "one.",
              "de": "TypeError: addActor() braucht einen Akteur, nicht die Klasse Fish: Schreibe Fish() mit "
                    "Klammern, um einen zu erzeugen.",
              "fr": "TypeError: addActor() attend un acteur, pas la classe Fish : écris Fish() avec des "
                    "parenthèses pour en créer un."},
        fix="addActor(Fish(), Location(2, 3))"),
    Mistake(
        "call-makegamegrid-text", group="calls",
        title={"en": "A number written as text",
               "de": "Eine Zahl als Text geschrieben",
               "fr": "Un nombre écrit comme du texte"},
        program='from gamegrid import *\nmakeGameGrid("10", 10, 60)\n', line=2,
        says={"en": "TypeError: makeGameGrid(): the number of horizontal cells must be a whole number (int), "
                    "got '10'.",
              "de": "TypeError: makeGameGrid(): die Anzahl der waagrechten Zellen muss eine ganze Zahl (int) "
                    "sein, bekommen hat es '10'.",
              "fr": "TypeError: makeGameGrid() : le nombre de cases horizontales doit être un nombre entier "
                    "(int), reçu '10'."},
        fix="makeGameGrid(10, 10, 60)"),
    Mistake(
        "call-before-makegamegrid", group="calls",
        title={"en": "A gamegrid function before makeGameGrid()",
               "de": "Eine gamegrid-Funktion vor makeGameGrid()",
               "fr": "Une fonction de gamegrid avant makeGameGrid()"},
        program='from gamegrid import *\nsetTitle("My game")\nmakeGameGrid(10, 10, 60)\n', line=2,
        says={"en": 'setTitle() needs the game window, but there is '
                    'none yet. Use "makeGameGrid()" to create the graphics window before calling GameGrid '
                    'methods.',
              "de": 'setTitle() braucht das Spielfenster, aber es '
                    'gibt noch keines. Erzeuge das Grafikfenster mit "makeGameGrid()", bevor du '
                    'GameGrid-Methoden aufrufst.',
              "fr": 'setTitle() a besoin de la fenêtre du jeu, mais '
                    'elle n\'existe pas encore. Crée la fenêtre graphique avec "makeGameGrid()" avant '
                    'd\'appeler des méthodes de GameGrid.'},
        fix='makeGameGrid(10, 10, 60)\nsetTitle("My game")'),
    Mistake(
        "call-bgcolor-text", group="calls",
        title={"en": "A colour written as text",
               "de": "Eine Farbe als Text geschrieben",
               "fr": "Une couleur écrite comme du texte"},
        program=GRID + 'setBgColor("white")\n', line=3,
        says={"en": "TypeError: setBgColor() takes a Color, e.g. Color(255, 166, 0), or r, g, b; got ('white',).",
              "de": "TypeError: setBgColor() braucht eine Farbe (Color), z. B. Color(255, 166, 0), oder r, g, b; "
                    "bekommen hat es ('white',).",
              "fr": "TypeError: setBgColor() attend une couleur (Color), p. ex. Color(255, 166, 0), ou r, g, b ; "
                    "reçu ('white',)."},
        fix="setBgColor(Color.white)"),
    Mistake(
        "call-own-function-count", group="calls",
        title={"en": "Your own function called with too few values",
               "de": "Deine eigene Funktion mit zu wenigen Werten aufgerufen",
               "fr": "Ta propre fonction appelée avec trop peu de valeurs"},
        program=FISH + "def jump(actor, cells):\n    actor.move(cells)\n\njump(fish)\n", line=8, show=(5, 8),
        says={"en": "Hint: Give jump exactly as many values as its def line lists.",
              "de": "Tipp: Gib jump genau so viele Werte, wie seine def-Zeile aufzählt.",
              "fr": "Astuce : Donne à jump exactement autant de valeurs que sa ligne def en liste."},
        fix="jump(fish, 2)"),
    Mistake(
        "call-own-class-count", group="calls",
        title={"en": "Your own class created with a value its __init__ does not take",
               "de": "Deine eigene Klasse mit einem Wert erzeugt, den ihr __init__ nicht nimmt",
               "fr": "Ta propre classe créée avec une valeur que son __init__ ne prend pas"},
        program=GRID + 'class Fish(Actor):\n    def __init__(self):\n        Actor.__init__(self, "sprites/nemo.gif")\n'
                       '\nnemo = Fish("sprites/nemo.gif")\n', line=7, show=(3, 7),
        says={"en": "Hint: Give Fish(...) exactly as many values as its def __init__ line lists after self.",
              "de": "Tipp: Gib Fish(...) genau so viele Werte, wie seine Zeile def __init__ nach self aufzählt.",
              "fr": "Astuce : Donne à Fish(...) exactement autant de valeurs que sa ligne def __init__ en liste "
                    "après self."},
        fix="nemo = Fish()"),
    # ----- your own classes and callbacks ----------------------------------------------------------------
    Mistake(
        "act-without-self", group="classes",
        title={"en": "def act(): without self",
               "de": "def act(): ohne self",
               "fr": "def act(): sans self"},
        program=GRID + 'class Fish(Actor):\n    def __init__(self):\n        Actor.__init__(self, "sprites/nemo.gif")\n'
                       "    def act():\n        pass\n\naddActor(Fish(), Location(2, 3))\ndoRun()\n",
        line=6, run=ACT,
        says={"en": "Hint: A method needs self as its first parameter: def act(self):",
              "de": "Tipp: Eine Methode braucht self als ersten Parameter: def act(self):",
              "fr": "Astuce : Une méthode a besoin de self comme premier paramètre : def act(self):"},
        fix="    def act(self):"),
    Mistake(
        "act-capital", group="classes",
        title={"en": "Act instead of act: it never runs",
               "de": "Act statt act: Es läuft nie",
               "fr": "Act au lieu de act : elle ne s'exécute jamais"},
        program=GRID + 'class Fish(Actor):\n    def __init__(self):\n        Actor.__init__(self, "sprites/nemo.gif")\n'
                       "    def Act(self):\n        self.move()\n\naddActor(Fish(), Location(2, 3))\ndoRun()\n",
        line=6, show=(3, 7), run=ACT,
        says={"en": "Hint: Fish has Act() but no act(). gamegrid calls only act() (small letters), so Act() never "
                    "runs. Rename it to act.",
              "de": "Tipp: Fish hat Act(), aber kein act(). gamegrid ruft nur act() auf (kleingeschrieben), "
                    "darum läuft Act() nie. Nenne sie act.",
              "fr": "Astuce : Fish a Act() mais pas act(). gamegrid n'appelle que act() (en minuscules), donc "
                    "Act() ne s'exécute jamais. Renomme-la act."},
        fix="    def act(self):"),
    Mistake(
        "act-german", group="classes",
        title={"en": "akt (German) instead of act",
               "de": "akt statt act",
               "fr": "akt (allemand) au lieu de act"},
        program=GRID + 'class Fish(Actor):\n    def __init__(self):\n        Actor.__init__(self, "sprites/nemo.gif")\n'
                       "    def akt(self):\n        self.move()\n\naddActor(Fish(), Location(2, 3))\ndoRun()\n",
        line=6, show=(3, 7), run=ACT,
        says={"en": "Hint: Fish has akt() but no act(). gamegrid calls only act() (small letters), so akt() never "
                    "runs. Rename it to act.",
              "de": "Tipp: Fish hat akt(), aber kein act(). gamegrid ruft nur act() auf (kleingeschrieben), "
                    "darum läuft akt() nie. Nenne sie act.",
              "fr": "Astuce : Fish a akt() mais pas act(). gamegrid n'appelle que act() (en minuscules), donc "
                    "akt() ne s'exécute jamais. Renomme-la act."},
        fix="    def act(self):"),
    Mistake(
        "init-without-actor-init", group="classes",
        title={"en": "Actor.__init__ forgotten: the actor has no picture",
               "de": "Actor.__init__ vergessen: Der Akteur hat kein Bild",
               "fr": "Actor.__init__ oublié : l'acteur n'a pas d'image"},
        program=GRID + "class Fish(Actor):\n    def __init__(self):\n        self.speed = 2\n\n"
                       "addActor(Fish(), Location(2, 3))\n", line=4, show=(3, 5),
        says={"en": 'Hint: Fish.__init__ does not call Actor.__init__, so the actor has no picture. Write '
                    'Actor.__init__(self, "sprites/nemo.gif") as its first line.',
              "de": 'Tipp: Fish.__init__ ruft Actor.__init__ nicht auf, darum hat der Akteur kein Bild. Schreibe '
                    'Actor.__init__(self, "sprites/nemo.gif") als erste Zeile.',
              "fr": 'Astuce : Fish.__init__ n\'appelle pas Actor.__init__, donc l\'acteur n\'a pas d\'image. '
                    'Écris Actor.__init__(self, "sprites/nemo.gif") comme première ligne.'},
        fix='    def __init__(self):\n        Actor.__init__(self, "sprites/nemo.gif")\n        self.speed = 2'),
    Mistake(
        "callback-without-parameter", group="classes",
        title={"en": "A mouse callback without its parameter",
               "de": "Ein Maus-Callback ohne seinen Parameter",
               "fr": "Un callback de souris sans son paramètre"},
        program="from gamegrid import *\ndef onMousePressed():\n    setStatusText(\"click\")\n\n"
                "makeGameGrid(10, 10, 60, Color.red, False, mousePressed=onMousePressed)\nshow()\n",
        line=2, run=CLICK,
        says={"en": "Hint: gamegrid gives onMousePressed one value: write def onMousePressed(e):",
              "de": "Tipp: gamegrid gibt onMousePressed einen Wert: Schreibe def onMousePressed(e):",
              "fr": "Astuce : gamegrid donne une valeur à onMousePressed : écris def onMousePressed(e):"},
        fix="def onMousePressed(e):"),
    Mistake(
        "callback-too-many-parameters", group="classes",
        title={"en": "A key callback with one parameter too many",
               "de": "Ein Tasten-Callback mit einem Parameter zu viel",
               "fr": "Un callback de clavier avec un paramètre de trop"},
        program="from gamegrid import *\ndef onKeyRepeated(code, more):\n    setStatusText(str(code))\n\n"
                "makeGameGrid(10, 10, 60, Color.red, False, keyRepeated=onKeyRepeated)\nshow()\n",
        line=2, run=dict(replay=[{"type": "key_press", "key": 37, "at_ms": 100},
                                 {"type": "key_release", "key": 37, "at_ms": 130}], seconds=1),
        says={"en": "Hint: gamegrid gives onKeyRepeated one value: write def onKeyRepeated(keyCode):",
              "de": "Tipp: gamegrid gibt onKeyRepeated einen Wert: Schreibe def onKeyRepeated(keyCode):",
              "fr": "Astuce : gamegrid donne une valeur à onKeyRepeated : écris def onKeyRepeated(keyCode):"},
        fix="def onKeyRepeated(keyCode):"),
    # ----- values -------------------------------------------------------------------------------------
    Mistake(
        "text-plus-number", group="values",
        title={"en": "Text + number",
               "de": "Text + Zahl",
               "fr": "Texte + nombre"},
        program=GRID + 'score = 5\nsetStatusText("Score: " + score)\n', line=4,
        says={"en": 'Hint: Text and numbers do not mix with +. Turn a number into text with str(...), for example '
                    '"Score: " + str(score), or text into a number with int(...).',
              "de": 'Tipp: Text und Zahlen lassen sich nicht mit + verbinden. Mach aus einer Zahl einen Text mit '
                    'str(...), zum Beispiel "Score: " + str(score), oder aus einem Text eine Zahl mit int(...).',
              "fr": 'Astuce : On ne peut pas mélanger texte et nombres avec +. Transforme un nombre en texte '
                    'avec str(...), par exemple "Score: " + str(score), ou un texte en nombre avec int(...).'},
        fix='setStatusText("Score: " + str(score))'),
    Mistake(
        "number-called", group="values",
        title={"en": "A * missing before a bracket",
               "de": "Ein * fehlt vor einer Klammer",
               "fr": "Un * manque devant une parenthèse"},
        program="from gamegrid import *\nx = 3\ncells = 2(x + 1)\n", line=3,
        says={"en": "Hint: A number cannot be called like a function. Did you forget a * ? Write 2 * (x + 1), "
                    "not 2(x + 1).",
              "de": "Tipp: Eine Zahl kann man nicht wie eine Funktion aufrufen. Hast du ein * vergessen? "
                    "Schreibe 2 * (x + 1), nicht 2(x + 1).",
              "fr": "Astuce : On ne peut pas appeler un nombre comme une fonction. As-tu oublié un * ? Écris "
                    "2 * (x + 1), pas 2(x + 1)."},
        fix="cells = 2 * (x + 1)"),
    Mistake(
        "none-from-function", group="values",
        title={"en": "A function that gives nothing back",
               "de": "Eine Funktion, die nichts zurückgibt",
               "fr": "Une fonction qui ne renvoie rien"},
        program="from gamegrid import *\ndef corners():\n    places = [Location(0, 0), Location(9, 9)]\n\n"
                "first = corners()[0]\n", line=5, show=(2, 5),
        says={"en": "Hint: This value is None (nothing), not a list or a number: a function gave nothing back, "
                    "or found nothing.",
              "de": "Tipp: Dieser Wert ist None (nichts), keine Liste und keine Zahl: Eine Funktion hat nichts "
                    "zurückgegeben oder nichts gefunden.",
              "fr": "Astuce : Cette valeur est None (rien), ni une liste ni un nombre : une fonction n'a rien "
                    "renvoyé, ou n'a rien trouvé."},
        fix="    return places"),
    Mistake(
        "int-of-text", group="values",
        title={"en": "int() of a text that is no number",
               "de": "int() von einem Text, der keine Zahl ist",
               "fr": "int() d'un texte qui n'est pas un nombre"},
        program='from gamegrid import *\nanswer = "ten"\ncells = int(answer)\n', line=3,
        says={"en": "Hint: int() reads only whole numbers written with digits, not 'ten'.",
              "de": "Tipp: int() liest nur ganze Zahlen aus Ziffern, nicht 'ten'.",
              "fr": "Astuce : int() ne lit que des nombres entiers écrits avec des chiffres, pas 'ten'."},
        fix='answer = "10"'),
    Mistake(
        "divide-by-zero", group="values",
        title={"en": "Dividing by zero",
               "de": "Durch null teilen",
               "fr": "Diviser par zéro"},
        program="from gamegrid import *\nactors = 0\nshare = 100 / actors\n", line=3,
        says={"en": "Hint: You divided by zero. The number after /, // or % must not be 0.",
              "de": "Tipp: Du hast durch null geteilt. Die Zahl nach /, // oder % darf nicht 0 sein.",
              "fr": "Astuce : Tu as divisé par zéro. Le nombre après /, // ou % ne doit pas être 0."},
        fix="if actors > 0:\n    share = 100 / actors"),
    Mistake(
        "index-empty-actor-list", group="values",
        title={"en": "The first actor of an empty list",
               "de": "Der erste Akteur einer leeren Liste",
               "fr": "Le premier acteur d'une liste vide"},
        program=GRID + "actors = getActors()\nfirst = actors[0]\n", line=4, show=(3, 4),
        says={"en": "Hint: The list actors is empty. Check len(actors) > 0 first (getActors() gives an empty list "
                    "when there are no actors).",
              "de": "Tipp: Die Liste actors ist leer. Prüfe zuerst len(actors) > 0 (getActors() gibt eine leere "
                    "Liste, wenn es keine Akteure gibt).",
              "fr": "Astuce : La liste actors est vide. Vérifie d'abord len(actors) > 0 (getActors() donne une "
                    "liste vide quand il n'y a pas d'acteurs)."},
        fix="if len(actors) > 0:\n    first = actors[0]"),
    Mistake(
        "index-past-the-end", group="values",
        title={"en": "Counting the positions of a list from 1",
               "de": "Die Plätze einer Liste ab 1 gezählt",
               "fr": "Compter les places d'une liste à partir de 1"},
        program=GRID + 'fishes = [Actor("sprites/nemo.gif"), Actor("sprites/nemo.gif"), '
                       'Actor("sprites/nemo.gif")]\nfor i in range(1, 4):\n    addActor(fishes[i], Location(i, i))\n',
        line=5, show=(4, 5),
        says={"en": "Hint: The list fishes has 3 elements: their positions are 0 to 2.",
              "de": "Tipp: Die Liste fishes hat 3 Elemente: Ihre Plätze sind 0 bis 2.",
              "fr": "Astuce : La liste fishes a 3 éléments : leurs places vont de 0 à 2."},
        fix="for i in range(3):"),
    Mistake(
        "recursion-act", group="values",
        title={"en": "A method that calls itself",
               "de": "Eine Methode, die sich selbst aufruft",
               "fr": "Une méthode qui s'appelle elle-même"},
        program=GRID + 'class Fish(Actor):\n    def __init__(self):\n        Actor.__init__(self, "sprites/nemo.gif")\n'
                       "    def act(self):\n        self.act()\n\naddActor(Fish(), Location(2, 3))\ndoRun()\n",
        line=7, show=(6, 7), run=ACT,
        says={"en": "Hint: A function calls itself again and again (for example act() calls act()). Remove that "
                    "call.",
              "de": "Tipp: Eine Funktion ruft sich immer wieder selbst auf (zum Beispiel ruft act() act() auf). "
                    "Entferne diesen Aufruf.",
              "fr": "Astuce : Une fonction s'appelle elle-même encore et encore (par exemple act() appelle "
                    "act()). Supprime cet appel."},
        fix="        self.move()"),
    # ----- pictures ------------------------------------------------------------------------------------
    Mistake(
        "sprite-letter-case", group="pictures",
        title={"en": "A picture's name with a wrong capital letter",
               "de": "Der Name eines Bildes mit falschem Großbuchstaben",
               "fr": "Le nom d'une image avec une majuscule de trop"},
        program=GRID + 'fish = Actor("sprites/Nemo.gif")\n', line=3,
        says={"en": 'Hint: The image "sprites/Nemo.gif" is called "sprites/nemo.gif": capital and small letters '
                    'count. Write the name exactly like that (on other computers it is not found otherwise).',
              "de": 'Tipp: Das Bild "sprites/Nemo.gif" heißt "sprites/nemo.gif": Groß- und Kleinbuchstaben '
                    'zählen. Schreibe den Namen genau so (auf anderen Computern wird es sonst nicht gefunden).',
              "fr": 'Astuce : L\'image "sprites/Nemo.gif" s\'appelle "sprites/nemo.gif" : majuscules et '
                    'minuscules comptent. Écris le nom exactement ainsi (sinon, sur d\'autres ordinateurs, elle '
                    'est introuvable).'},
        fix='fish = Actor("sprites/nemo.gif")'),
    Mistake(
        "sprite-wrong-ending", group="pictures",
        title={"en": "A picture's name with the wrong ending",
               "de": "Der Name eines Bildes mit falscher Endung",
               "fr": "Le nom d'une image avec la mauvaise extension"},
        program=GRID + 'fish = Actor("sprites/nemo.png")\n', line=3,
        says={"en": 'Hint: There is "sprites/nemo.gif". Write the name exactly as the file has it.',
              "de": 'Tipp: Es gibt "sprites/nemo.gif". Schreibe den Namen genau so, wie die Datei heißt.',
              "fr": 'Astuce : Il existe "sprites/nemo.gif". Écris le nom exactement comme celui du fichier.'},
        fix='fish = Actor("sprites/nemo.gif")'),
    Mistake(
        "sprite-colour-name", group="pictures",
        title={"en": "A colour name where a picture is expected",
               "de": "Ein Farbname, wo ein Bild erwartet wird",
               "fr": "Un nom de couleur là où une image est attendue"},
        program='from gamegrid import *\nmakeGameGrid(10, 10, 60, "red")\n', line=2,
        says={"en": 'Hint: An image name ends in .png, .gif or .jpg; for a colour use e.g. Color.red or '
                    'makeColor("red").',
              "de": 'Tipp: Ein Bildname endet auf .png, .gif oder .jpg; für eine Farbe nimm z. B. Color.red oder '
                    'makeColor("red").',
              "fr": 'Astuce : Un nom d\'image se termine par .png, .gif ou .jpg ; pour une couleur, utilise '
                    'p. ex. Color.red ou makeColor("red").'},
        fix="makeGameGrid(10, 10, 60, Color.red)"),
    Mistake(
        "sprite-missing", group="pictures",
        title={"en": "A picture that is not there",
               "de": "Ein Bild, das es nicht gibt",
               "fr": "Une image qui n'existe pas"},
        program=GRID + 'hero = Actor("sprites/myhero.png")\n', line=3,
        says={"en": "Hint: Put the picture next to your program, or use a picture of gamegrid's sprite library.",
              "de": "Tipp: Lege das Bild neben dein Programm, oder nimm ein Bild aus der Sprite-Bibliothek von "
                    "gamegrid.",
              "fr": "Astuce : Mets l'image à côté de ton programme, ou utilise une image de la bibliothèque de "
                    "sprites de gamegrid."},
        fix='hero = Actor("sprites/nemo.gif")'),
    # ----- writing Python --------------------------------------------------------------------------------
    Mistake(
        "syntax-missing-colon", group="syntax",
        title={"en": "The colon at the end of if is missing",
               "de": "Der Doppelpunkt am Ende von if fehlt",
               "fr": "Il manque les deux-points à la fin du if"},
        program="from gamegrid import *\nx = 5\nif x > 3\n    print(x)\n", line=3,
        says={"en": "Hint: A line with if, elif, else, for, while, def or class ends with a colon :",
              "de": "Tipp: Eine Zeile mit if, elif, else, for, while, def oder class endet mit einem "
                    "Doppelpunkt :",
              "fr": "Astuce : Une ligne avec if, elif, else, for, while, def ou class se termine par deux-points :"},
        fix="if x > 3:"),
    Mistake(
        "syntax-one-equals", group="syntax",
        title={"en": "= instead of == in a comparison",
               "de": "= statt == in einem Vergleich",
               "fr": "= au lieu de == dans une comparaison"},
        program="from gamegrid import *\nx = 5\nif x = 3:\n    print(x)\n", line=3,
        says={"en": "Hint: To compare two values, write == (two equals signs). One = stores a value.",
              "de": "Tipp: Um zwei Werte zu vergleichen, schreibe == (zwei Gleichheitszeichen). Ein einzelnes = "
                    "speichert einen Wert.",
              "fr": "Astuce : Pour comparer deux valeurs, écris == (deux signes égal). Un seul = enregistre une "
                    "valeur."},
        fix="if x == 3:"),
    Mistake(
        "syntax-bracket-not-closed", group="syntax",
        title={"en": "A bracket that is never closed",
               "de": "Eine Klammer, die nie geschlossen wird",
               "fr": "Une parenthèse jamais fermée"},
        program="from gamegrid import *\nmakeGameGrid(10, 10, 60\nshow()\n", line=2,
        says={"en": "Hint: The bracket ( opens but never closes. Add ) where it should end.",
              "de": "Tipp: Die Klammer ( wird geöffnet, aber nie geschlossen. Setze ) dorthin, wo sie enden soll.",
              "fr": "Astuce : La parenthèse ( s'ouvre mais ne se ferme jamais. Ajoute ) là où elle doit se "
                    "terminer."},
        fix="makeGameGrid(10, 10, 60)"),
    Mistake(
        "syntax-quote-not-closed", group="syntax",
        title={"en": "A text whose quote is not closed",
               "de": "Ein Text, dessen Anführungszeichen nicht geschlossen ist",
               "fr": "Un texte dont le guillemet n'est pas fermé"},
        program='from gamegrid import *\nmakeGameGrid(10, 10, 60)\nsetTitle("My game)\n', line=3,
        says={"en": "Hint: A text in quotes is not closed: end it with the same quote it starts with.",
              "de": "Tipp: Ein Text in Anführungszeichen ist nicht geschlossen: Beende ihn mit demselben "
                    "Anführungszeichen, mit dem er beginnt.",
              "fr": "Astuce : Un texte entre guillemets n'est pas fermé : termine-le avec le même guillemet que "
                    "celui du début."},
        fix='setTitle("My game")'),
    Mistake(
        "syntax-unexpected-indent", group="syntax",
        title={"en": "A line indented too far",
               "de": "Eine Zeile zu weit eingerückt",
               "fr": "Une ligne trop indentée"},
        program="from gamegrid import *\nmakeGameGrid(10, 10, 60)\n    show()\n", line=3,
        says={"en": "Hint: This line starts further right than it should. Remove the spaces at its start.",
              "de": "Tipp: Diese Zeile beginnt weiter rechts, als sie sollte. Entferne die Leerzeichen an ihrem "
                    "Anfang.",
              "fr": "Astuce : Cette ligne commence plus à droite qu'elle ne devrait. Enlève les espaces au début."},
        fix="show()"),
    Mistake(
        "syntax-not-indented", group="syntax",
        title={"en": "The lines under def are not indented",
               "de": "Die Zeilen unter def sind nicht eingerückt",
               "fr": "Les lignes sous def ne sont pas indentées"},
        program="from gamegrid import *\ndef onMousePressed(e):\nsetStatusText(\"click\")\n", line=3,
        says={"en": "Hint: After a line that ends with : the next lines must be indented (4 spaces further right).",
              "de": "Tipp: Nach einer Zeile, die mit : endet, müssen die nächsten Zeilen eingerückt sein "
                    "(4 Leerzeichen weiter rechts).",
              "fr": "Astuce : Après une ligne qui se termine par :, les lignes suivantes doivent être indentées "
                    "(4 espaces plus à droite)."},
        fix='    setStatusText("click")'),
    Mistake(
        "syntax-indent-mismatch", group="syntax",
        title={"en": "A line whose indentation matches no other",
               "de": "Eine Zeile, deren Einrückung zu keiner anderen passt",
               "fr": "Une ligne dont l'indentation ne correspond à aucune autre"},
        program="from gamegrid import *\nx = 5\nif x > 3:\n        print(x)\n    print(\"done\")\n", line=5,
        says={"en": "Hint: This line's indentation matches no line above it. Line it up with the block it belongs "
                    "to.",
              "de": "Tipp: Die Einrückung dieser Zeile passt zu keiner Zeile darüber. Richte sie am Block aus, zu "
                    "dem sie gehört.",
              "fr": "Astuce : L'indentation de cette ligne ne correspond à aucune ligne au-dessus. Aligne-la sur "
                    "le bloc auquel elle appartient."},
        fix='        print("done")'),
    Mistake(
        "syntax-else-if", group="syntax",
        title={"en": "else if instead of elif",
               "de": "else if statt elif",
               "fr": "else if au lieu de elif"},
        program="from gamegrid import *\nx = 5\nif x > 3:\n    print(1)\nelse if x > 1:\n    print(2)\n", line=5,
        says={"en": "Hint: Python writes elif, not else if.",
              "de": "Tipp: Python schreibt elif, nicht else if.",
              "fr": "Astuce : Python écrit elif, pas else if."},
        fix="elif x > 1:"),
    Mistake(
        "syntax-curly-quotes", group="syntax",
        title={"en": "Curly quotes copied from a web page",
               "de": "Typografische Anführungszeichen von einer Webseite kopiert",
               "fr": "Guillemets typographiques copiés d'une page web"},
        program="from gamegrid import *\nmakeGameGrid(10, 10, 60)\nsetTitle(\u201cMy game\u201d)\n", line=3,
        says={"en": "Hint: \u201c is not a sign Python knows. Write straight quotes \" or ' and a normal minus sign - "
                    "(copying from a web page or a word processor brings such signs).",
              "de": "Tipp: \u201c ist kein Zeichen, das Python kennt. Schreibe gerade Anführungszeichen \" oder ' und "
                    "ein normales Minus - (solche Zeichen kommen beim Kopieren aus einer Webseite oder einem "
                    "Textprogramm).",
              "fr": "Astuce : \u201c n'est pas un signe que Python connaît. Écris des guillemets droits \" ou ' et un "
                    "signe moins normal - (ces signes arrivent quand on copie depuis une page web ou un traitement "
                    "de texte)."},
        fix='setTitle("My game")'),
    Mistake(
        "syntax-number-stuck-to-name", group="syntax",
        title={"en": "2x instead of 2 * x",
               "de": "2x statt 2 * x",
               "fr": "2x au lieu de 2 * x"},
        program="from gamegrid import *\nx = 3\ny = 2x + 1\n", line=3,
        says={"en": "Hint: A number is stuck to a name. To multiply, write 2 * x.",
              "de": "Tipp: Eine Zahl klebt an einem Namen. Zum Multiplizieren schreibe 2 * x.",
              "fr": "Astuce : Un nombre est collé à un nom. Pour multiplier, écris 2 * x."},
        fix="y = 2 * x + 1"),
    Mistake(
        "python2-tuple-parameter", group="syntax",
        title={"en": "Python 2: (a, b) in a def line",
               "de": "Python 2: (a, b) in einer def-Zeile",
               "fr": "Python 2 : (a, b) dans une ligne def"},
        program='from gamegrid import *\nprint "start"\ndef distance((x, y)):\n    return abs(x) + abs(y)\n',
        line=3,
        says={"en": "Hint: This is Python 2: Python 3 cannot unpack (a, b) in a def line. Take one parameter, for "
                    "example def f(pair):, and write a, b = pair as the first line of the function.",
              "de": "Tipp: Das ist Python 2: Python 3 kann (a, b) in einer def-Zeile nicht auspacken. Nimm einen "
                    "Parameter, zum Beispiel def f(pair):, und schreibe a, b = pair als erste Zeile der Funktion.",
              "fr": "Astuce : C'est du Python 2 : Python 3 ne peut pas décomposer (a, b) dans une ligne def. "
                    "Prends un seul paramètre, par exemple def f(pair):, et écris a, b = pair comme première "
                    "ligne de la fonction."},
        fix="def distance(point):\n    x, y = point"),
    Mistake(
        "python2-bracket-not-closed", group="syntax",
        title={"en": "Python 2: a bracket that is never closed",
               "de": "Python 2: eine Klammer, die nie geschlossen wird",
               "fr": "Python 2 : une parenthèse jamais fermée"},
        program='from gamegrid import *\nprint "start"\nmakeGameGrid(10, 10, 60\nshow()\n', line=3,
        says={"en": "Hint: The bracket ( opens but never closes. Add ) where it should end.",
              "de": "Tipp: Die Klammer ( wird geöffnet, aber nie geschlossen. Setze ) dorthin, wo sie enden soll.",
              "fr": "Astuce : La parenthèse ( s'ouvre mais ne se ferme jamais. Ajoute ) là où elle doit se "
                    "terminer."},
        fix="makeGameGrid(10, 10, 60)"),
    Mistake(
        "python2-text-not-closed", group="syntax",
        title={"en": "Python 2: a text in triple quotes that is never closed",
               "de": "Python 2: ein Text in dreifachen Anführungszeichen, der nie endet",
               "fr": "Python 2 : un texte entre triples guillemets jamais fermé"},
        program='from gamegrid import *\nprint "start"\nhelp = """Click a cell\nmakeGameGrid(10, 10, 60)\n',
        line=3,
        says={"en": "Hint: A text in quotes is not closed: end it with the same quote it starts with.",
              "de": "Tipp: Ein Text in Anführungszeichen ist nicht geschlossen: Beende ihn mit demselben "
                    "Anführungszeichen, mit dem er beginnt.",
              "fr": "Astuce : Un texte entre guillemets n'est pas fermé : termine-le avec le même guillemet que "
                    "celui du début."},
        fix='help = """Click a cell"""'),
    Mistake(
        "python2-keyword-name", group="syntax",
        title={"en": "Python 2: a variable called async",
               "de": "Python 2: eine Variable namens async",
               "fr": "Python 2 : une variable appelée async"},
        program='from gamegrid import *\nprint "start"\nasync = True\n', line=3,
        says={"en": "Hint: async has a special meaning in Python 3, so it cannot be a variable's name. Choose "
                    "another name, for example async_.",
              "de": "Tipp: async hat in Python 3 eine besondere Bedeutung und kann darum nicht der Name einer "
                    "Variablen sein. Wähle einen anderen Namen, zum Beispiel async_.",
              "fr": "Astuce : async a un sens particulier en Python 3 et ne peut donc pas être le nom d'une "
                    "variable. Choisis un autre nom, par exemple async_."},
        fix="parallel = True"),
]
