# A classroom chat simulated in one program (pupil): Queue, cPickle and cStringIO of Python 2.
from gamegrid import *
import Queue, cPickle, cStringIO

inbox = Queue.Queue()
for line in ["hi", "how are you", "bye"]:
    inbox.put(line)

buf = cStringIO.StringIO()
stored = []
while not inbox.empty():
    msg = inbox.get()
    stored.append(msg)
    buf.write(msg.upper() + ";")
data = cPickle.dumps(stored)
copy = cPickle.loads(data)
lengths = map(len, copy)
print("log %s lengths %s first %s" % (buf.getvalue(), lengths, lengths[0]))

makeGameGrid(3, 1, 80, Color.yellow, False)
for i, msg in enumerate(copy):
    addActor(TextActor(msg), Location(i, 0))
setTitle("%d messages, %d letters on average" % (len(copy), sum(lengths) / len(lengths)))
show()
