# A player's name in a text field, a horizontal and an upright progress bar, a second text field hidden
# and changed while hidden; the status bar reports the fields' sizes and visibility.
# Our own program (issue 34), compared with the original.
# cycles: 3
from ch.aplu.jgamegrid import GameGrid, Location, GGTextField, GGProgressBar
from java.awt import Color, Point

gg = GameGrid(400, 300, 1, None, False)
gg.addStatusBar(30)
name = GGTextField(gg, "Player: Anna", Location(20, 30), False)
name.setTextColor(Color.red)
name.show()
score = GGTextField(gg, Location(20, 60), False)
score.setLocationOffset(Point(5, 2))
score.setText("Score: 0")
score.show()
score.hide()
score.setText("Score: 12")
bar = GGProgressBar(gg, Location(200, 150), 200, 20)
bar.setUnit("%")
bar.setValue(45.5)
bar.setValue(62)
upright = GGProgressBar(gg, Location(350, 150), 120, 16, False)
upright.setMax(50)
upright.setUnit("pts")
upright.setValue(20)
silent = GGProgressBar(gg, Location(200, 250), 100, 10)
silent.setUnit(None)
silent.setValue(30)
gg.show()
gg.setStatusText("h %d visible %s %s" % (name.getTextHeight(), name.isVisible(),
                                        score.isVisible()))
