# Collections from java.util: ArrayList, HashMap, Random with a seed.
from java.util import ArrayList, HashMap, Random

from gamegrid import *

rnd = Random(7)
makeGameGrid(6, 6, 40, Color.white, False)
stars = ArrayList()
for i in range(5):
    while True:
        loc = Location(rnd.nextInt(6), rnd.nextInt(6))
        if isEmpty(loc):
            break
    star = Actor("sprites/star.png")
    addActor(star, loc)
    stars.add(star)

points = HashMap()
for star in stars:
    key = "row" + str(star.getY())
    points.put(key, points.getOrDefault(key, 0) + 1)
show()
print "stars", stars.size(), "rows", points.size(), "total", sum(points.values())
print "has row", points.containsKey("row" + str(stars.get(0).getY()))
again = Random(7)
print "same draw", again.nextInt(6) == Random(7).nextInt(6)
