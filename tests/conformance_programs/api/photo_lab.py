# Image lesson: drag a rectangle over the photo; that part is cut out, turned grey and shown beside it.
from gpanel import *

SIZE = 300

def onMousePressed(x, y):
    global corner
    corner = (int(x), int(y))

def onMouseReleased(x, y):
    x1, y1 = corner
    x2, y2 = int(x), int(y)
    part = crop(photo, x1, y1, x2, y2)
    w = part.getWidth()
    h = part.getHeight()
    for px in range(w):
        for py in range(h):
            c = part.getPixelColor(px, py)
            v = (c.getRed() + c.getGreen() + c.getBlue()) // 3
            part.setPixelColor(px, py, makeColor(v, v, v))
    image(part, SIZE, SIZE)
    ok = save(part, "grey_part.png", "png")
    print("part", w, h, "saved", ok)
    c = getPixelColor(SIZE + 2, 2)
    print("grey", c.getRed() == c.getGreen() == c.getBlue())

makeGPanel(Size(2 * SIZE, SIZE), mousePressed = onMousePressed, mouseReleased = onMouseReleased)
window(0, 2 * SIZE, SIZE, 0)        # y axis downwards, one unit a pixel
photo = getImage("sprites/colorfrog.png")
print("photo", photo.getWidth(), photo.getHeight())
image(photo, 0, SIZE)
