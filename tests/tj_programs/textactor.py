from gamegrid import *

class Counter(TextActor):
	def __init__(self):
		TextActor.__init__(self, "0", Color.yellow, Color.black, Font("Courier", Font.PLAIN, 24))
		self.n = 0

makeGameGrid(6, 3, 60, Color.red, False)
addStatusBar(25)
label = TextActor("Score:")
addActor(label, Location(0, 0))
counter = Counter()
addActor(counter, Location(3, 0))
for i in range(1, 4):
	counter.removeSelf()
	counter = TextActor(str(i * 10), Color.white, Color.blue, Font("Arial", Font.ITALIC, 18))
	addActor(counter, Location(3, 0))
setStatusText("Actors: " + str(getNumberOfActors(TextActor)))
show()
