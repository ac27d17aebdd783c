from gamegrid import *

class MyButton(GGButton, GGButtonListener):
	def __init__(self, image):
		GGButton.__init__(self, image)
		self.addButtonListener(self)
	def buttonClicked(self, button):
		global clicks
		clicks += 1
		setStatusText("clicked " + str(clicks))
	def buttonPressed(self, button):
		pass
	def buttonReleased(self, button):
		pass

clicks = 0
makeGameGrid(5, 2, 100, Color.red, False)
addStatusBar(30)
setBgColor(Color.white)
addActor(MyButton("sprites/btn_ok.gif"), Location(1, 1))
show()
