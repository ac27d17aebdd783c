# Helper module of dice_game.py, written for TigerJython: Python 2, and TigerJython's builtins
# (msgDlg, enum) used without importing them.
import random

Face = enum("ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX")

def roll(n):
    eyes = [random.randint(1, 6) for i in range(n)]
    print "rolled", eyes
    return eyes

def average(eyes):
    return sum(eyes) / len(eyes)       # TigerJython divides exactly; %d shows the whole part

def announce(text):
    msgDlg(text)
