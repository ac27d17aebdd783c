# Moire pattern (TigerJython GPanel style, Python 2)
from gpanel import *

makeGPanel(0, 10, 0, 10)
title("Moire")
for i in range(0, 11):
    for k in range(0, 11):
        line(i, 0, k, 10)
        delay(10)
print "black at", getPixelColorStr(5, 0)
setColor("red")
for i in range(0, 11):
    for k in range(0, 11):
        line(0, i, 10, k)
print "red at", getPixelColorStr(0, 5), "title", getWindow().getTitle()
