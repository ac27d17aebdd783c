# Prices in Rappen (pupil, TigerJython): Python 2 with print statements and dict.has_key.
import taxes

PRICES = {"apple": 70, "bread": 310, "juice": 195}

def price(name):
    if PRICES.has_key(name):
        return PRICES[name]
    print "no price for", name
    return 0

def unit_price(name, count):
    return price(name) // count         # whole Rappen

def total(basket):
    net = map(price, basket)
    net = sum(net)
    return net + taxes.vat(net)
