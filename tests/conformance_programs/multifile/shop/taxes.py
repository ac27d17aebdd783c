# VAT in whole Rappen. Looks like Python 3, but pricing.py (Python 2) imports it: / divides whole.
RATE = 8


def vat(amount):
    return amount * RATE / 100
