# A teacher's simulation: a slider in a dialog sets the damping; "from gpanel import *" brings the
# dialog classes and math, as in TigerJython.
from gpanel import *

damping = SliderEntry(0, 100, 20, 10, 5)
pane1 = EntryPane("Damping (%)", damping)
goButton = ButtonEntry("Go")
pane2 = EntryPane(goButton)
dlg = EntryDialog(pane1, pane2)

makeGPanel(0, 10, -1.2, 1.2)
drawGrid(0, 10, -1, 1, "gray")
runs = 0
while not dlg.isDisposed() and runs < 2:
    if goButton.isTouched():
        runs += 1
        d = damping.getValue() / 100.0
        move(0, 1)
        t = 0
        while t <= 10:
            draw(t, math.exp(-d * t) * math.cos(2 * math.pi * t / 2))
            t += 0.05
        print("run", runs, "damping", damping.getValue(), "end", round(math.exp(-d * 10), 3))
    delay(50)
