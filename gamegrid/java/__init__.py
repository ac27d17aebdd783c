"""Java stand-ins: the java.awt, java.util and ch.aplu.util classes, key codes, input events and listener
interfaces that JGameGrid scripts were written against (pure Python)."""
