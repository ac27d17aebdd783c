# Click the balls as fast as you can; your time goes into a high-score database.
from gamegrid import *
from dbapi import *
import time

def onMousePressed(e):
    global hits
    actor = getOneActorAt(toLocationInGrid(e.getX(), e.getY()))
    if actor != None:
        actor.removeSelf()
        hits += 1
        setStatusText("Hits: " + str(hits))

makeGameGrid(6, 6, 50, Color.gray, False, mousePressed = onMousePressed)
setTitle("Ball clicker")
addStatusBar(25)
for i in range(3):
    addActor(Actor("sprites/ball.gif"), Location(i * 2, i))
show()
hits = 0
start = getNbCycles()
while hits < 3 and not isDisposed():
    delay(100)
score = 1000 - len(getActors()) * 100 - hits
name = inputString("Your name:")

database = "highscore"
with connect(database) as con:
    cursor = con.cursor()
    cursor.execute("CREATE TABLE IF NOT EXISTS score (name VARCHAR(20), points INT)")
    cursor.execute("INSERT INTO score VALUES (?, ?)", (name, score))
with connect(database) as con:
    cursor = con.cursor()
    cursor.execute("SELECT name, points FROM score ORDER BY points DESC, name")
    print "columns:", cursor.getColumnNames()
    rank = 1
    for row in cursor.fetchall():
        print rank, row[0], row[1]
        rank += 1
    print "tables:", con.showTables()
print getDbInfo(database)
dispose()
