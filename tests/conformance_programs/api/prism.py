# Physics: white light split by a prism; each wavelength drawn in its own colour.
from gpanel import *
import math

makeGPanel(-1, 1, -1, 1)
bgColor("black")
seen = {}
for i in range(41):
    nm = 380 + 10 * i
    c = X11Color.wavelengthToColor(nm)
    seen[nm] = (c.getRed(), c.getGreen(), c.getBlue())
    setColor(c)
    angle = math.radians(-30 - 0.1 * i)
    line(0, 0, math.cos(angle), math.sin(angle))
for nm in (450, 530, 580, 650, 800):
    r, g, b = X11Color.wavelengthToColor(nm).getRed(), X11Color.wavelengthToColor(nm).getGreen(), \
        X11Color.wavelengthToColor(nm).getBlue()
    print(nm, "strongest:", ["red", "green", "blue", "none"][[r, g, b].index(max(r, g, b)) if max(r, g, b) else 3])
