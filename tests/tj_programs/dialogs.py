from gamegrid import *

makeGameGrid(10, 1, 40, Color.red, False)
show()
n = inputInt("How many fish?")
name = inputString("Name?")
repeat n:
	addActor(Actor("sprites/nemo.gif"), Location(getNumberOfActors(), 0))
msgDlg("Added " + str(n) + " fish for " + name)
if askYesNo("More?"):
	addActor(Actor("sprites/nemo.gif"), Location(9, 0))
try:
	x = 1 / 0
except ZeroDivisionError, e:
	print "caught", e.__class__.__name__
setTitle(name + ":" + str(getNumberOfActors()))
