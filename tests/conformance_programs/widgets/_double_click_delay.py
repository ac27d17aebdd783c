# With setDoubleClickDelay(300): a click is reported when the delay is over, two quick clicks are one
# double click and no click, a third quick click is nothing.
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
gg.setDoubleClickDelay(300)
gg.addMouseListener(Listener(), GGMouse.lClick | GGMouse.lDClick | GGMouse.rClick | GGMouse.rDClick)
gg.show()
gg.doRun()
