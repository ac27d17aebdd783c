# Fully qualified names after `import java`: Jython opens the packages when they are used.
import java
import ch.aplu.jgamegrid
import ch.aplu.util.X11Color

grid = ch.aplu.jgamegrid.GameGrid(5, 3, 30, java.awt.Color.yellow, False)
actor = ch.aplu.jgamegrid.Actor("sprites/car0.gif")
grid.addActor(actor, ch.aplu.jgamegrid.Location(2, 1))
grid.show()
sky = ch.aplu.util.X11Color("sky blue")
print "sky", sky.getRed(), sky.getGreen(), sky.getBlue()
print "pi", round(java.lang.Math.PI, 2), "parsed", java.lang.Integer.parseInt("42") + 1
try:
    raise java.io.IOException("disk full")
except IOError as e:
    print "io", e
names = java.util.ArrayList()
names.add("Ada")
names.add(0, "Bob")
print "names", list(names), names.indexOf("Ada")
grid.setTitle("lazy " + str(grid.getNumberOfActors()))
