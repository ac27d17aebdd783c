# A compass needle drawn with java.awt.geom: a GeneralPath turned with an AffineTransform towards
# every click; Java's String, Math, Integer, Double, System from java.lang.
from gamegrid import *
from java.awt.geom import GeneralPath, AffineTransform, Point2D, Rectangle2D, Ellipse2D, Line2D
from java.lang import String, Math, System, Integer, Double
from java.awt import BasicStroke

CX = 200
CY = 200

def needle():
    p = GeneralPath()
    p.moveTo(CX, CY - 10)
    p.lineTo(CX + 150, CY)
    p.lineTo(CX, CY + 10)
    p.closePath()
    return p

def drawCompass(angle):
    bg.clear()
    g2d.setColor(Color.black)
    g2d.setStroke(BasicStroke(2))
    g2d.draw(Ellipse2D.Double(CX - 160, CY - 160, 320, 320))
    at = AffineTransform.getRotateInstance(angle, CX, CY)
    g2d.setColor(Color.red)
    g2d.fill(at.createTransformedShape(needle()))
    refresh()

def onPressed(e):
    global clicks
    click = Point2D.Double(e.getX(), e.getY())
    angle = Math.atan2(click.y - CY, click.x - CX)
    drawCompass(angle)
    clicks += 1
    tip = AffineTransform.getRotateInstance(angle, CX, CY).transform(Point2D.Double(CX + 150, CY), None)
    inBox = Rectangle2D.Double(0, 0, 200, 200).contains(tip)
    crosses = Line2D.Double(CX, CY, tip.x, tip.y).intersectsLine(0, 100, 400, 100)
    setStatusText(String.format("%d: %.0f deg", clicks, Math.toDegrees(angle)))
    System.out.println("tip " + str(Math.round(tip.x)) + " " + str(Math.round(tip.y)) + " " + String.valueOf(inBox)
                       + " " + String.valueOf(crosses))

makeGameGrid(400, 400, 1, Color.white, None, False, mousePressed = onPressed)
addStatusBar(25)
bg = getBg()
g2d = bg.getContext()
clicks = 0
drawCompass(0)
print "max", Integer.MAX_VALUE, Integer.parseInt("17") + 1, Double.parseDouble("2.5") * 2
show()
