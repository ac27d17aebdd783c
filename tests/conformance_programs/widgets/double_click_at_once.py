# Without setDoubleClickDelay: every click at once, the second of two quick clicks also as a double
# click, a third quick click nothing.
# The GGMouse events a listener gets go to the status bar.
# Our own program (issue 34), compared with the original.
# cycles: 25
from ch.aplu.jgamegrid import GameGrid, GGMouse, GGMouseListener

class Listener(GGMouseListener):
   def mouseEvent(self, mouse):
      seen.append(mouse.getEventType())
      gg.setStatusText(" ".join(seen))
      return True

seen = []
gg = GameGrid(200, 100, 1, None, False)
gg.addStatusBar(30)
print(gg.getDoubleClickDelay())
gg.addMouseListener(Listener(), GGMouse.lClick | GGMouse.lDClick | GGMouse.rClick | GGMouse.rDClick)
gg.show()
gg.doRun()
