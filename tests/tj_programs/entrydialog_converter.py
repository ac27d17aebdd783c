# Temperature converter with an entry dialog (TigerJython style, Python 2).
from entrydialog import *

celsius = FloatEntry("Celsius:", 20)
fahrenheit = StringEntry("Fahrenheit:")
fahrenheit.setEditable(False)
pane1 = EntryPane("Temperature", celsius, fahrenheit)
convert = ButtonEntry("Convert")
pane2 = EntryPane(convert)
dlg = EntryDialog(pane1, pane2)
dlg.setTitle("Converter")
n = 0
while not dlg.isDisposed():
    if convert.isTouched():
        c = celsius.getValue()
        if c == None:
            fahrenheit.setValue("not a number")
        else:
            fahrenheit.setValue(str(c * 9 / 5 + 32))
            n += 1
        print celsius.getValue(), "->", fahrenheit.getValue()
print "conversions:", n
