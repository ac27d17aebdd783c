# VAT in whole Rappen. Looks like Python 3; pricing.py (Python 2) imports it, so it is read as Python 2.
RATE = 8


def vat(amount):
    return amount * RATE // 100
