from gamegrid import *

class Fruit(Actor):
	def __init__(self):
		Actor.__init__(self, "sprites/melon.gif", 2)

class Dart(Actor):
	def __init__(self):
		Actor.__init__(self, True, "sprites/dart.gif")
		self.score = 0
	def act(self):
		self.move(5)
	def collide(self, actor1, actor2):
		actor2.show(1)
		self.score += 1
		return 0

makeGameGrid(800, 200, 1, None, None, False)
for i in range(4):
	addActor(Fruit(), Location(150 + 150 * i, 100))
dart = Dart()
addActor(dart, Location(10, 100))
dart.addCollisionActors(toArrayList(getActors(Fruit)))
show()
setSimulationPeriod(20)
doRun()
delay(3000)
doPause()
ids = [f.getIdVisible() for f in getActors(Fruit)]
print "score", dart.score, ids
setStatusText("score %d" % dart.score)
