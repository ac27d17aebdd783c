# Key codes the Java way: KeyEvent.VK_* from java.awt.event, a GGKeyListener class.
from ch.aplu.jgamegrid import *
from java.awt.event import KeyEvent
import java.awt.event.KeyEvent as KE

class Pilot(GGKeyListener):
    def keyPressed(self, evt):
        code = evt.getKeyCode()
        loc = ship.getLocation()
        if code == KeyEvent.VK_LEFT:
            ship.setLocation(Location(loc.x - 1, loc.y))
        elif code == KeyEvent.VK_RIGHT:
            ship.setLocation(Location(loc.x + 1, loc.y))
        elif code == KE.VK_UP:
            ship.setLocation(Location(loc.x, loc.y - 1))
        elif code == KE.VK_DOWN:
            ship.setLocation(Location(loc.x, loc.y + 1))
        elif code == KeyEvent.VK_SPACE:
            setStatusText("Fire at " + str(ship.getX()) + "," + str(ship.getY()))
        return True

    def keyReleased(self, evt):
        return False

makeGameGrid(8, 8, 40, Color.gray, False)
addStatusBar(25)
ship = Actor("sprites/rocket.gif")
addActor(ship, Location(4, 4))
addKeyListener(Pilot())
show()
print "codes", KeyEvent.VK_LEFT, KeyEvent.VK_SPACE, KE.VK_A
