# Two diagrams side by side, each GPanel gets its own grid.
from gpanel import *

p1 = GPanel(Size(300, 200))
p1.window(-10, 110, -0.2, 1.2)
drawPanelGrid(p1, 0, 100, 0, 1.0, "gray")
p2 = GPanel(Size(300, 200))
p2.window(-10, 110, -110, 10)
drawPanelGrid(p2, 0, 100, -100, 0, 10, 5, "green")
for x in range(0, 101, 5):
    p1.point(x, (x / 100.0) ** 2)
    p2.point(x, -x)
print("grid colour", p2.getPixelColorStr(30, -60))
print("panel 1 pen", p1.getColor())
