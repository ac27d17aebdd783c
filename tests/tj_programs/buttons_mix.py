from gamegrid import *

class OkListener(GGButtonAdapter):
	def buttonClicked(self, button):
		log.append("ok")

class Toggle(GGToggleButtonListener):
	def buttonToggled(self, button, toggled):
		log.append("toggle " + str(toggled))

class Check(GGCheckButtonListener):
	def buttonChecked(self, button, checked):
		log.append("check " + str(checked))

log = []
makeGameGrid(6, 2, 80, Color.gray, False)
addStatusBar(20)
ok = GGButton("sprites/btn_ok.gif", True)
addActor(ok, Location(0, 0))
ok.addButtonListener(OkListener())
tb = GGToggleButton("sprites/btn_ok.gif")
addActor(tb, Location(1, 0))
tb.addToggleButtonListener(Toggle())
cb = GGCheckButton("Sound", Color.yellow, Color.gray, False)
addActor(cb, Location(2, 1))
cb.addCheckButtonListener(Check())
show()
while not isDisposed():
	delay(50)
print "log", log, tb.isToggled(), cb.isChecked()
