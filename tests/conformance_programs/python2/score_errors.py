# Reads the scores a user types (pupil, Python 2 statements: except E, e; raise E, msg; backticks; <>).
from gamegrid import *

def parse(text):
    if text.strip() == "":
        raise ValueError, "empty"
    return int(text)

makeGameGrid(6, 1, 50, Color.white, False)
scores = []
errors = 0
for i in range(4):
    text = inputString("Score %d?" % (i + 1))
    try:
        scores.append(parse(text))
    except ValueError, e:
        errors = errors + 1
        print "not a number:", `text`, e
for i in range(len(scores)):
    addActor(TextActor(str(scores[i])), Location(i, 0))
mask = 0777
big = 10L ** 12
if errors <> 0:
    setTitle("%d scores, %d errors" % (len(scores), errors))
exec "bonus = len(scores) * 10"
print "bonus", bonus, oct(mask), big, apply(max, scores)
show()
