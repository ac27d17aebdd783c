# Written on Windows: TigerJython's editor saved it in Windows-1252 with CRLF line ends, Python 2 style.
from gamegrid import *

makeGameGrid(4, 4, 30, Color.blue, False)
addActor(Actor("sprites\\nemo.gif"), Location(1, 1))
show()
print "Grüße aus", "Zürich:", 7 / 2
for i in xrange(3):
    print i,
print
