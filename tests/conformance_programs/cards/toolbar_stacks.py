# A tool bar of number and suit stacks, a separator and a button, then a text item; clicks turn and select
# the stacks (ToolBarStack.getSelectedItemIds), the button reports the choice in the status bar.
# Our own program (issue 34), compared with the original.
# sprites: ours
# cycles: 120
from ch.aplu.util import X11Color
from ch.aplu.jgamegrid import GameGrid, Location, ToolBar, ToolBarListener, ToolBarItem, ToolBarStack, \
    ToolBarSeparator, ToolBarText

class Listener(ToolBarListener):
   def leftPressed(self, item):
      if item == button:
         button.show(1)
         gg.setStatusText("ids " + str(list(ToolBarStack.getSelectedItemIds())) + " selected " +
                          str(len(ToolBarStack.getSelectedStacks())))
      elif item.isSelected():
         item.showNext()
      else:
         for stack in stacks:
            stack.setSelected(False)
         item.setSelected(True)

   def leftReleased(self, item):
      if item == button:
         button.show(0)

   def rightClicked(self, item):
      if item != button:
         item.showNext()

   def leftClicked(self, item):
      pass

   def leftDoubleClicked(self, item):
      pass

   def rightPressed(self, item):
      pass

   def rightReleased(self, item):
      pass

   def rightDoubleClicked(self, item):
      pass

   def entered(self, item):
      pass

   def exited(self, item):
      pass

gg = GameGrid(400, 200, 1, None, False)
gg.addStatusBar(30)
numbers = ToolBarStack("sprites/number30.gif", 10)
spades = ToolBarStack("sprites/spades.gif", 13)
hearts = ToolBarStack("sprites/hearts.gif", 13)
stacks = [numbers, spades, hearts]
button = ToolBarItem("sprites/done30.gif", 3)
bar = ToolBar(gg)
bar.addItem(numbers, ToolBarSeparator(6, 30, None), spades, hearts, ToolBarSeparator(2, 30, X11Color("black")),
            button, ToolBarText("Pick", 30))
bar.show(Location(20, 40))
bar.addToolBarListener(Listener())
second = ToolBar(gg)
second.addItem(ToolBarItem("sprites/cut30.gif", 2), ToolBarItem("sprites/sort30.gif", 3))
second.show(Location(20, 120))
second.setSpriteId(1, 2)
gg.show()
gg.doRun()
