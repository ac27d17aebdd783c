# Pixel game that asks the canvas for its size (gg.getWidth(), getHeight() of java.awt.Component),
# follows the mouse with a Java MouseMotionListener and plays the built-in sounds.
from gamegrid import *
from java.awt.event import MouseEvent

class Follower:
    def mouseMoved(self, e):
        ball.setPixelLocation(Point(e.getX(), e.getY()))
    def mouseDragged(self, e):
        pass

class Clicker:
    def mousePressed(self, e):
        global hits
        if ball.getLocation().getDistanceTo(target.getLocation()) < 20:
            hits += 1
            gg.playSound(GGSound.PING)
            target.playSound(GGSound.BOING)
            gg.setStatusText("Hits: %d" % hits)
    def mouseReleased(self, e):
        pass
    def mouseClicked(self, e):
        pass
    def mouseEntered(self, e):
        pass
    def mouseExited(self, e):
        pass

gg = GameGrid(400, 300, 1, None, False)
gg.addStatusBar(25)
w = gg.getWidth()
h = gg.getHeight()
print "canvas", w, "x", h, gg.getSize().width, gg.getPreferredSize().height
ball = Actor("sprites/ball_0.gif")
target = Actor("sprites/balloon.gif")
gg.addActor(target, Location(w // 2, h // 2))
gg.addActor(ball, Location(10, 10))
hits = 0
gg.addMouseMotionListener(Follower())
gg.addMouseListener(Clicker())
gg.setBackground(Color.yellow)
print "background", gg.getBackground() == Color.yellow, gg.getBg().getBgColor() == Color.yellow
gg.playSound(GGSound.DUMMY)
gg.show()
gg.requestFocus()
gg.repaint()
