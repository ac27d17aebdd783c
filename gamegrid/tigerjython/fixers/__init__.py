"""fissix fixers of our own (TigerJython / Python 2 semantics fissix leaves alone)."""
