# Text adventure inventory (pupil): dict methods, string module and sys.maxint of Python 2.
import string, sys
from gamegrid import *

inventory = {"sword": 1, "apple": 3, "key": 1, "coin": 12}
heaviest = -sys.maxint
for name, count in inventory.iteritems():
    if count > heaviest:
        heaviest = count
letters = [c for c in "Key-42!" if c in string.letters]
title = string.upper("inventory")
word = unicode("apple")
if isinstance(word, basestring):
    print("a word: %s" % word)
total = 0L
for v in inventory.itervalues():
    total += v
names = inventory.keys()
names.sort()
print("%s %d %s %s %d" % (title, heaviest, "".join(letters), names, total))

makeGameGrid(len(names), 1, 80, Color.black, False)
for i in range(len(names)):
    addActor(TextActor(names[i][0].upper() + str(inventory[names[i]])), Location(i, 0))
answer = raw_input("Which item?")
if inventory.has_key(answer):
    setTitle("You have %d %s" % (inventory[answer], answer))
else:
    setTitle("No %s" % answer)
show()
