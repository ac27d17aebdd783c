# A guard thread as in Java: extends Thread, sleeps, and is interrupted when the player is done in time.
from java.lang import Thread, InterruptedException, System
from gamegrid import *

class Alarm(Thread):
    def __init__(self, ms):
        Thread.__init__(self, "alarm")
        self.ms = ms
        self.rang = False
        self.cancelled = False

    def run(self):
        try:
            Thread.sleep(self.ms)
            self.rang = True
        except InterruptedException, e:
            self.cancelled = True

makeGameGrid(5, 5, 30, None, None, False)
show()
alarm = Alarm(60000)
alarm.start()
delay(300)
alarm.interrupt()
alarm.join(5000)
System.out.println("cancelled " + str(alarm.cancelled) + " rang " + str(alarm.rang) + " alive " + str(alarm.isAlive()))
short = Alarm(10)
short.start()
short.join()
print "short alarm rang", short.rang, short.getName()
setTitle("alarms done")
