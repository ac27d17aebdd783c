# State machine of a coffee machine with TigerJython's enum(): keys switch it on and off, start a
# coffee; the machine goes back to STANDBY by itself after a few cycles.
from gamegrid import *

State = enum("OFF", "STANDBY", "WORKING")

class Machine(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/lamp.gif", 2)
        self.state = State.OFF
        self.timer = 0
        self.log = []
    def setState(self, state):
        if state != self.state:
            self.log.append(str(self.state) + "->" + str(state))
        self.state = state
        self.show(0 if state == State.OFF else 1)
        setStatusText("State: " + str(state))
    def act(self):
        if self.state == State.WORKING:
            self.timer -= 1
            if self.timer == 0:
                self.setState(State.STANDBY)
                cups.append(1)

def onKey(e):
    c = e.getKeyChar()
    if c == 'p':
        if machine.state == State.OFF:
            machine.setState(State.STANDBY)
        else:
            machine.setState(State.OFF)
    elif c == 'c' and machine.state == State.STANDBY:
        machine.timer = 3
        machine.setState(State.WORKING)

makeGameGrid(3, 1, 60, Color.white, None, False, keyPressed = onKey)
addStatusBar(25)
machine = Machine()
addActor(machine, Location(1, 0))
cups = []
setSimulationPeriod(100)
show()
doRun()
while not isDisposed() and len(cups) < 2:
    delay(50)
print "states:", [s for s in State], "max:", max(State), State.WORKING > State.OFF
print "log:", ", ".join(machine.log)
print "cups:", len(cups), isInteger(len(cups) / 2.0), head(machine.log), len(tail(machine.log))
