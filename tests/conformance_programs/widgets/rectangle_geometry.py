# GGRectangle's constructors, its measures, turning and moving, and its intersection tests with rectangles,
# lines, circles and points; the answers go to the status bar (Java's number format).
# Our own program (issue 34), compared with the original.
# cycles: 1
from ch.aplu.jgamegrid import GameGrid, GGRectangle, GGVector, GGLine, GGCircle
import math

gg = GameGrid(300, 100, 1, None, False)
gg.addStatusBar(30)
a = GGRectangle(GGVector(100, 100), math.pi / 6, 60, 20)
b = GGRectangle(0, 0, 40, 0, 40, 30, 0, 30)
c = GGRectangle(b)
c.translate(GGVector(70, 80))
d = c.clone()
d.rotate(GGVector(0, 0), math.pi / 4)
answers = [round(a.getWidth(), 9), round(a.getHeight(), 9), round(a.getDirection(), 9), round(a.getCircumradius(), 9),
           a.getCenter().x, b.getCenter().y, c.getVertexes()[2].x, round(d.getVertexes()[0].y, 6),
           a.isIntersecting(b), a.isIntersecting(c), a.isIntersecting(d),
           a.isIntersecting(GGLine(GGVector(0, 0), GGVector(200, 200))),
           a.isIntersecting(GGLine(GGVector(0, 200), GGVector(40, 180))),
           a.isIntersecting(GGCircle(GGVector(130, 130), 10)), a.isIntersecting(GGCircle(GGVector(125, 112), 8)),
           GGCircle(GGVector(45, 15), 6).isIntersecting(b),
           a.isIntersecting(GGVector(120, 110), True), a.isIntersecting(GGVector(128, 110), False),
           c.isEqual(GGRectangle(b)), d.isEqual(c)]
gg.setStatusText(" ".join(str(x) for x in answers))
gg.show()
