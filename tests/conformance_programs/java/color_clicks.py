# A pupil who learnt Java: colours from java.awt, a mouse listener class like a Java interface.
from ch.aplu.jgamegrid import GameGrid, GGMouse, GGMouseListener, Location
import java.awt.Color as JColor
from java.awt import Color

class Painter(GGMouseListener):
    def __init__(self, grid):
        self.grid = grid
        self.clicks = 0

    def mouseEvent(self, mouse):
        cell = self.grid.toLocationInGrid(mouse.getX(), mouse.getY())
        self.clicks += 1
        if cell.x == 0:
            self.grid.setBgColor(JColor(200, 30, 30))
        else:
            self.grid.setBgColor(Color.BLUE)
        c = self.grid.getBgColor()
        print "click", self.clicks, cell.x, c.getRed(), c.getGreen(), c.getBlue()
        self.grid.setStatusText("Clicks: " + str(self.clicks))
        return True

grid = GameGrid(2, 1, 100, Color.lightGray)
grid.addStatusBar(25)
grid.addMouseListener(Painter(grid), GGMouse.lPress)
grid.show()
print "same class", JColor is Color
