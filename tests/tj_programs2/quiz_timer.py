# Times a little quiz: the questions wait in a Queue, the answers are keys, the time is measured with
# time.clock(). Valid Python 3 as written, so it runs untranslated; the Python 2 module names still work.
from gamegrid import *
import time
import Queue, cPickle
from StringIO import StringIO
import ConfigParser

Mode = enum("ASKING", "DONE")

def onKey(e):
    global mode, right
    if mode != Mode.ASKING:
        return
    question, answer = current[0]
    if chr(e.getKeyCode()) == answer:
        right += 1
    if questions.empty():
        mode = Mode.DONE
    else:
        current[0] = questions.get()
    setStatusText("%s: %d right" % (mode, right))

config = ConfigParser.ConfigParser()
config.readfp(StringIO("[quiz]\nq1 = 2+2 A:4 B:5 = A\nq2 = 3*3 A:6 B:9 = B\nq3 = 10/2 A:5 B:2 = A\n"))
questions = Queue.Queue()
for key in sorted(config.options("quiz")):
    text, answer = config.get("quiz", key).rsplit("=", 1)
    questions.put((text.strip(), answer.strip()))
current = [questions.get()]
mode = Mode.ASKING
right = 0
makeGameGrid(5, 1, 40, Color.white, None, False, keyPressed = onKey)
addStatusBar(25)
show()
start = time.clock()
while mode == Mode.ASKING and not isDisposed():
    delay(20)
seconds = time.clock() - start
print("quiz done in %.1f s, %d right, %s" % (seconds, right, cPickle.loads(cPickle.dumps(Mode.DONE))))
