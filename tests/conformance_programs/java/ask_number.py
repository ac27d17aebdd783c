# Input the Java way: JOptionPane and Integer.parseInt with NumberFormatException.
from javax.swing import JOptionPane
from java.lang import Integer, NumberFormatException
from gamegrid import *

def askSize():
    while True:
        text = JOptionPane.showInputDialog(None, "How many cells (2..9)?")
        try:
            n = Integer.parseInt(text)
            if 2 <= n <= 9:
                return n
            JOptionPane.showMessageDialog(None, "2 to 9, please")
        except NumberFormatException:
            JOptionPane.showMessageDialog(None, "Not a number: " + text)

n = askSize()
makeGameGrid(n, n, 30, Color.black, False)
for i in range(n):
    addActor(Actor("sprites/marble.png"), Location(i, i))
show()
answer = JOptionPane.showConfirmDialog(None, "Quit?")
print "size", n, "marbles", getNumberOfActors(), "quit", answer == JOptionPane.YES_OPTION
