# Typewriter: every key shows its letter in a coloured box (text with font, text colour and background).
from gpanel import *

letters = []

def onKeyPressed(code):
    if 65 <= code <= 90:
        letters.append(chr(code))
        text(len(letters), 5, chr(code), Font("Courier", Font.BOLD, 28), "white", "navy")
    setStatusText("".join(letters))

makeGPanel(0, 20, 0, 10, keyPressed = onKeyPressed)
addStatusBar(25)
setColor("red")
text(1, 8, "Type!")
while len(letters) < 3 and not isDisposed():
    delay(20)
print("typed", "".join(letters))
print("box", getPixelColorStr(toWindowX(toPixelX(1) + 2), toWindowY(toPixelY(5) - 2)))
print("pen still", getColor())
