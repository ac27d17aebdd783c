# Everything imported with *, more than the program uses (Swing included), as Java lessons do.
from javax.swing import *
from java.awt import *
from java.lang import *
from gamegrid import *

start = System.currentTimeMillis()
makeGameGrid(4, 4, 25, None, None, False)
setBgColor(Color.green)
addActor(Actor("sprites/marble.png"), Location(1, 2))
show()
delay(200)
elapsed = System.currentTimeMillis() - start
sb = StringBuilder("actors=")
sb.append(getNumberOfActors())
System.out.println(sb.toString())
print "elapsed ok", elapsed >= 0, "max", Math.max(4, 2), "int", Integer.MAX_VALUE
print "frame class imported", JFrame.__name__
