"""Random deterministic gamegrid programs for the differential test (issue 36).

Each seed gives one program, the same on every machine: a few actor classes that move, turn, wrap, bounce,
collide (every kind of collision area), add and remove actors in act(), change the paint and act order, do
Location arithmetic and read the background, and write what the API answers into a log whose summary
becomes the status text; they reorder a class's actors (setSceneOrder and its kin), hear nearBorder() and
ask isActorColliding(). Some programs also use doStep(), doPause(), doReset(), TextActors and the
navigation bar's Step and Reset buttons (pressed through the little module NAV_MODULE, which clicks the
original's Swing buttons under Jython and calls ours directly under CPython). All randomness is spent here;
the programs themselves only compute.

The programs run unchanged on the original (Jython 2.7, refrun) and on ours: no `/`, no f-strings, no
print, floats only through "%.3f". What they avoid, and why (docs/decisions.md, issue 36):
- removing an actor of the acting class that has not acted yet, and removeActors() of the acting class
  (the original's act loop then skips or doubles actors);
- setOnBottom() (the original loses an actor);
- getLineLocations() other than along rows, columns and diagonals (the original truncates rows);
- image areas on rotatable actors (circle against turned image) and collisions with TextActors (the text's
  size comes from each side's fonts);
- random numbers at run time.
"""
from __future__ import annotations

import hashlib
import random
from pathlib import Path

from PIL import Image

DEFAULT_SEEDS = (1, 80)
SPRITES = ["ghost.gif", "creature.gif", "ladybug.gif", "ant.gif", "dog.gif", "bug.gif", "fish.gif",
           "nemo.gif", "ball.gif", "alien.png", "smallbug.gif", "crab.gif", "bear.gif", "frog.gif"]
IMAGE_SPRITES = ["dd_ring.png", "dd_bar.png", "dd_blob.png"]   # drawn here: the same pixels on both sides

NAV_MODULE = '''# Presses a button of the navigation bar: the original's Swing button under Jython, ours under CPython.
import sys

def _find(container, text):
    from javax.swing import AbstractButton
    for c in container.getComponents():
        if isinstance(c, AbstractButton) and c.getText() == text:
            return c
        if hasattr(c, "getComponents"):
            found = _find(c, text)
            if found is not None:
                return found
    return None

def press(grid, name):
    if sys.platform.startswith("java"):
        label = {"step": "Step", "reset": "Reset"}[name]
        _find(grid.getFrame().getContentPane(), label).doClick()
    else:
        from gamegrid.model import navigation
        {"step": navigation.press_step, "reset": navigation.press_reset}[name](grid)
'''


def _picture(width: int, height: int, opaque) -> Image.Image:
    """Pixel by pixel (no drawing primitives, whose rasterising may change between Pillow versions)."""
    picture = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    for y in range(height):
        for x in range(width):
            if opaque(x, y):
                picture.putpixel((x, y), (200, 40, 40, 255))
    return picture


def draw_image_sprites(folder: Path) -> None:
    """Pictures for image collision areas, the same file for both sides."""
    folder.mkdir(parents=True, exist_ok=True)
    _picture(31, 31, lambda x, y: 100 <= (x - 15) ** 2 + (y - 15) ** 2 <= 196).save(folder / "dd_ring.png")
    _picture(40, 12, lambda x, y: 3 <= y <= 8).save(folder / "dd_bar.png")
    _picture(24, 28, lambda x, y: abs(x - 11) + abs(y - 13) <= 12 and x >= y // 3).save(folder / "dd_blob.png")


class Program:
    """Builds one program's text from a seeded random generator."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.r = random.Random(seed)
        r = self.r
        self.cs = r.choice([10, 20, 30, 40, 60])
        self.w = r.randint(5, 14)
        self.h = r.randint(4, 10)
        self.nb_classes = r.randint(2, 4)
        self.cycles = r.randint(5, 30)
        self.lines: list[str] = []
        self.special = r.random() < 0.5       # doStep/doPause/doReset/TextActor/navigation/background
        self.navigation = self.special and r.random() < 0.4

    # ----- small pieces ---------------------------------------------------------------------------
    def cell(self) -> str:
        return "Location(%d, %d)" % (self.r.randrange(self.w), self.r.randrange(self.h))

    def direction(self) -> str:
        return self.r.choice(["0", "90", "180", "270", "45", "135", "30", "60.5", "112.5", "359.5", "-45",
                              "22.5", "200"])

    def query(self) -> str:
        """A note of something the API answers."""
        r = self.r
        choices = [
            'note("n%d" % getNumberOfActors())',
            'note("c%d" % getNbCycles())',
            'note("k%%d" %% getNumberOfActors(K%d))' % r.randrange(self.nb_classes),
            'note("e%d" % len(getActorsAt(self.getLocation())))',
            'note("t%s" % cname(getOneActorAt(self.getLocation())))',
            'note("b%s%s" % (isAtBorder(self.getLocation()), self.isInGrid()))',
            'note("g%d" % len(self.getNeighbours(1)))',
            'note("v%s" % self.isMoveValid())',
            'note("d%d %.3f" % (self.getIntDirection(), self.getDirection()))',
            'note("m%d,%d" % (self.getNextMoveLocation().x, self.getNextMoveLocation().y))',
            'note("o%%s" %% locs(getLineLocations(self.getLocation(), %s, %s)))'
            % (self.line_partner(), r.choice(["True", "False"])),
            'note("i%%s" %% locs(getDiagonalLocations(self.getLocation(), %s)))' % r.choice(["True", "False"]),
            'note("a%%d %%.3f" %% (self.getLocation().getDistanceTo(%s), self.getLocation().getDirectionTo(%s)))'
            % (self.cell(), self.cell()),
            'note("p%%s" %% locs([self.getLocation().getNeighbourLocation(%s), '
            'self.getLocation().getAdjacentLocation(%s, %d)]))' % (self.direction(), self.direction(),
                                                                    r.randint(1, 3)),
            'note("q%d" % len(getEmptyLocations()))',
            'note("r%s%s" % (isRunning(), isPaused()))',
            'note("y%%s" %% isEmpty(%s))' % self.cell(),
            'note("w%%d %%d" %% (self.getLocation().getCompassDirectionTo(%s).getDirection(), '
            'self.getLocation().get4CompassDirectionTo(%s).getDirection()))' % (self.cell(), self.cell()),
            'note("L%d" % len(self.getCollisionActors()))',
            'note("Z%%s" %% collides(self, K%d))' % r.randrange(self.nb_classes),
        ]
        return r.choice(choices)

    def line_partner(self) -> str:
        """Another cell in the same row, column or diagonal as the actor's (built at run time)."""
        dx, dy = self.r.choice([(1, 0), (0, 1), (1, 1), (1, -1), (-2, 0), (0, -3), (2, 2), (-1, 1)])
        return "Location(self.getX() + %d, self.getY() + %d)" % (dx, dy)

    def action(self, k: int) -> str:
        """One statement of class K<k>'s act()."""
        r = self.r
        other = r.randrange(self.nb_classes)
        when = r.randint(1, self.cycles)
        choices = [
            "self.move()",
            "self.move()",
            "self.move(%d)" % r.randint(1, 2),
            "self.turn(%s)" % r.choice(["90", "-90", "45", "30", "-45", "135", "22.5", "60.5", "180"]),
            "self.setDirection(%s)" % self.direction(),
            "wrap(self)",
            "wrap(self)",
            "bounce(self)",
            "self.setLocation(self.getNextMoveLocation())",
            "self.setLocation(%s)" % self.cell(),
            "if self.nbCycles == %d: addActor(K%d(), %s, %s)" % (r.randint(0, 6), other, self.cell(),
                                                                   self.direction()),
            "if self.nbCycles == %d: self.removeSelf()" % r.randint(2, 12),
            "if getNbCycles() == %d: setPaintOrder(K%d)" % (when, other),
            "if getNbCycles() == %d: setActOrder(K%d)" % (when, other),
            "if self.nbCycles %% %d == 0: self.setOnTop()" % r.randint(2, 4),
            "if self.nbCycles == %d: self.hide()" % r.randint(1, 8),
            "if self.nbCycles == %d: self.show()" % r.randint(2, 10),
            "self.setHorzMirror(self.nbCycles % 2 == 1)",
            "self.setLocationOffset(Point(self.nbCycles % 3, 0))",
            "note(\"%s%%d,%%d\" %% (self.getX(), self.getY()))" % self.letter(k),
        ]
        if k != other:
            choices.append("if self.nbCycles == %d: removeActors(K%d)" % (r.randint(3, 12), other))
            choices.append("if self.nbCycles == %d: kill(K%d)" % (r.randint(1, 8), other))
            choices.append("order(K%d, %d)" % (other, r.randrange(3)))
            choices.append("if self.nbCycles == %d: removeActorsAt(self.getLocation(), K%d)" % (r.randint(1, 9), other))
        if self.special:
            choices += [
                "if getNbCycles() == %d: doPause()" % when,
                "if getNbCycles() == %d: doStep()" % when,
                "if getNbCycles() == %d and not done.get('reset'): done['reset'] = 1; doReset()" % when,
                "if self.nbCycles == %d: addActor(TextActor(\"t%%d\" %% getNbCycles()), %s)" % (r.randint(1, 5),
                                                                                             self.cell()),
                "paint(self)",
                "paint(self)",
            ]
            if self.navigation:
                choices.append("if getNbCycles() == %d and not done.get('nav'): done['nav'] = 1; "
                               "ddnav.press(grid, \"%s\")" % (when, r.choice(["step", "reset"])))
        return r.choice(choices)

    @staticmethod
    def letter(k: int) -> str:
        return "ABCD"[k]

    # ----- the program ---------------------------------------------------------------------------
    def areas(self, k: int, rotatable: bool) -> list[str]:
        r = self.r
        kind = r.choice(["default", "default", "rect", "circle", "line", "spot"] + ([] if rotatable else ["image"]))
        if kind == "default":
            return []
        if kind == "rect":
            return ["self.setCollisionRectangle(Point(%d, %d), %d, %d)" % (r.randint(-6, 6), r.randint(-6, 6),
                                                                           r.randint(4, 40), r.randint(4, 40))]
        if kind == "circle":
            return ["self.setCollisionCircle(Point(%d, %d), %d)" % (r.randint(-5, 5), r.randint(-5, 5),
                                                                    r.randint(3, 30))]
        if kind == "line":
            return ["self.setCollisionLine(Point(%d, %d), Point(%d, %d))" % tuple(r.randint(-25, 25) for _ in range(4))]
        if kind == "spot":
            return ["self.setCollisionSpot(Point(%d, %d))" % (r.randint(-15, 15), r.randint(-15, 15))]
        return ["self.setCollisionImage()"]

    def build(self) -> str:
        r = self.r
        out = self.lines
        out += ["# Generated by tests/differential/generator.py, seed %d (issue 36)." % self.seed,
                "# cycles: %d" % self.cycles,
                "from gamegrid import *"]
        if self.navigation:
            out.append("import ddnav")
        out += ["",
                "log = []",
                "done = {}",
                "",
                "def note(text):",
                "    log.append(text)",
                "",
                "def cname(actor):",
                "    if actor is None:",
                "        return '-'",
                "    return actor.__class__.__name__",
                "",
                "def locs(cells):",
                "    return ' '.join(['%d,%d' % (c.x, c.y) for c in cells])",
                "",
                "def wrap(actor):",
                "    if not actor.isInGrid():",
                "        actor.setLocation(Location((actor.getX() + %d) %% %d, (actor.getY() + %d) %% %d))"
                % (self.w, self.w, self.h, self.h),
                "",
                "def bounce(actor):",
                "    if not actor.isMoveValid():",
                "        actor.turn(180)",
                "",
                "def collides(actor, cls):",
                "    other = getOneActor(cls)",
                "    if other is None:",
                "        return '-'",
                "    return str(isActorColliding(actor, other))",
                "",
                "def kill(cls):",
                "    other = getOneActor(cls)",
                "    if other is not None:",
                "        removeActor(other)",
                "",
                "def order(cls, how):",
                "    group = getActors(cls)",
                "    if len(group) > 1:",
                "        if how == 0:",
                "            setSceneOrder(toArrayList(group[1:] + group[:1]))",
                "        elif how == 1:",
                "            shiftSceneOrder(toArrayList(group), True)",
                "        else:",
                "            reverseSceneOrder(toArrayList(group))",
                "",
                "def paint(actor):",
                "    bg = getBg()",
                "    loc = actor.getLocation()",
                "    if isInGrid(loc):",
                "        bg.fillCell(loc, Color(%d, %d, %d))" % (r.randrange(256), r.randrange(256), r.randrange(256)),
                "        c = bg.getColor(loc)",
                "        note('P%d,%d,%d' % (c.getRed(), c.getGreen(), c.getBlue()))",
                ""]
        sprites = r.sample(SPRITES, self.nb_classes)
        for k in range(self.nb_classes):
            rotatable = r.random() < 0.5
            image_area = False
            areas = self.areas(k, rotatable)
            sprite = sprites[k]
            if areas and areas[0] == "self.setCollisionImage()":
                sprite, image_area = IMAGE_SPRITES[k % len(IMAGE_SPRITES)], True
            out += ["class K%d(Actor):" % k,
                    "    def __init__(self):",
                    "        Actor.__init__(self, %s, \"sprites/%s\")" % (rotatable, sprite)]
            out += ["        " + line for line in areas]
            out += ["",
                    "    def act(self):"]
            for _ in range(r.randint(2, 6)):
                out.append("        " + (self.query() if r.random() < 0.35 else self.action(k)))
            answer = r.choice([0, 0, 1, 2, 3])
            reaction = r.choice(["actor1.turn(90)", "actor1.move()", "pass", "actor2.setDirection(45)",
                                 "actor1.setLocation(actor1.getLocation().getNeighbourLocation(180))"])
            if r.random() < 0.3:
                out += ["",
                        "    def nearBorder(self, actor, location):",
                        "        note('N%s%%d,%%d' %% (location.x, location.y))" % self.letter(k)]
            out += ["",
                    "    def collide(self, actor1, actor2):",
                    "        note('X%s%%s' %% cname(actor2))" % self.letter(k),
                    "        %s" % reaction,
                    "        return %d" % answer,
                    ""]
            del image_area
        nav = "True" if self.navigation else "False"
        out += ["grid = makeGameGrid(%d, %d, %d, None, %s)" % (self.w, self.h, self.cs, nav),
                "addStatusBar(30)",
                "setTitle(\"seed %d\")" % self.seed,
                "setSimulationPeriod(%d)" % r.choice([50, 100, 200]),
                "actors = []"]
        count = r.randint(3, 9)
        for _ in range(count):
            k = r.randrange(self.nb_classes)
            out += ["a = K%d()" % k,
                    "addActor(a, %s, %s)" % (self.cell(), self.direction()),
                    "actors.append(a)"]
        for _ in range(r.randint(1, 6)):
            out.append("actors[%d].addCollisionActor(actors[%d])" % (r.randrange(count), r.randrange(count)))
        if r.random() < 0.5:
            out.append("grid.setPaintOrder(%s)" % ", ".join("K%d" % k for k in r.sample(range(self.nb_classes), 2)))
        if r.random() < 0.5:
            out.append("grid.setActOrder(%s)" % ", ".join("K%d" % k for k in r.sample(range(self.nb_classes), 2)))
        if self.special and r.random() < 0.4:
            out.append("addActor(TextActor(\"hello\"), %s)" % self.cell())
        out += ["",
                "class Reporter(GGActListener):",
                "    def act(self):",
                "        setStatusText(summary())",
                "",
                "def summary():",
                "    text = '|'.join(log)",
                "    h = 0",
                "    for ch in text:",
                "        h = (h * 31 + ord(ch)) % 1000000007",
                "    return '%d %d %s' % (len(log), h, '|'.join(log[-8:]))",
                "",
                "addActListener(Reporter())",
                "note('start %d %d' % (getNumberOfActors(), len(getOccupiedLocations())))"]
        start = r.random()
        if self.navigation and start < 0.3:
            out.append("ddnav.press(grid, \"step\")")
        elif self.special and start < 0.5:
            out.append("doStep()")
        else:
            out.append("doRun()")
        return "\n".join(out) + "\n"


def program_text(seed: int) -> str:
    return Program(seed).build()


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def write_programs(folder: Path, seeds) -> list[Path]:
    """Write the programs of these seeds (and their sprites and the navigation module) into folder."""
    folder.mkdir(parents=True, exist_ok=True)
    draw_image_sprites(folder / "sprites")
    (folder / "ddnav.py").write_text(NAV_MODULE, encoding="utf-8")
    paths = []
    for seed in seeds:
        path = folder / ("seed_%03d.py" % seed)
        path.write_text(program_text(seed), encoding="utf-8")
        paths.append(path)
    return paths
