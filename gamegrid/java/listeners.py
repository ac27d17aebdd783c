"""Listener interfaces scripts subclass (JGameGrid's GG*Listener); each method's default does nothing."""
from __future__ import annotations

from typing import Any


class GGActListener:
    """Subclass it and write act(): called every simulation cycle (register with addActListener())."""
    def act(self) -> None:
        pass


class GGMouseListener:
    """Subclass it and write mouseEvent(mouse), returning True if the event is used up
    (register with addMouseListener(listener, mask)).
    """
    def mouseEvent(self, mouse: Any) -> bool:
        return False


class GGMouseTouchListener:
    """Subclass it and write mouseTouched(actor, mouse, spot): called when the mouse touches an
    actor (register with actor.addMouseTouchListener(listener, mask)).
    """
    def mouseTouched(self, actor: Any, mouse: Any, spot: Any) -> None:
        pass


class GGKeyListener:
    """Subclass it and write keyPressed(e) and keyReleased(e), returning True if the key is used up
    (register with addKeyListener()).
    """
    def keyPressed(self, event: Any) -> bool:
        return False

    def keyReleased(self, event: Any) -> bool:
        return False


GGKeyAdapter = GGKeyListener


class GGKeyRepeatListener:
    """Subclass it and write keyRepeated(keyCode): called again and again while a key is held
    (register with addKeyRepeatListener()).
    """
    def keyRepeated(self, key_code: int) -> None:
        pass


class GGExitListener:
    """Subclass it and write notifyExit(): called when the close button is clicked (register with
    addExitListener()); call dispose() in it to close the window.
    """
    def notifyExit(self) -> bool:
        return True


class GGNavigationListener:
    """Subclass it and write started(), paused(), stepped(), resetted(), periodChanged(period): called
    when the navigation bar is used (register with addNavigationListener()).
    """
    def started(self) -> bool:
        return False

    def paused(self) -> bool:
        return False

    def stepped(self) -> bool:
        return False

    def resetted(self) -> bool:
        return False

    def periodChanged(self, period: int) -> bool:
        return False


GGNavigationAdapter = GGNavigationListener


class GGResetListener:
    """Subclass it and write resetted(): called on doReset() (register with addResetListener())."""
    def resetted(self) -> bool:
        return False


class GGActorCollisionListener:
    """Subclass it and write collide(actor1, actor2), returning the cycles to wait before the next check
    (register with actor.addActorCollisionListener()).
    """
    def collide(self, actor1: Any, actor2: Any) -> int:
        return 0


class GGTileCollisionListener:
    """Subclass it and write collide(actor, location), returning the cycles to wait before the next
    check (register with actor.addTileCollisionListener()).
    """
    def collide(self, actor: Any, location: Any) -> int:
        return 0


class GGBorderListener:
    """Subclass it and write nearBorder(actor, location): called when an actor reaches a border cell
    (register with actor.addBorderListener()).
    """
    def nearBorder(self, actor: Any, location: Any) -> None:
        pass


class GGWindowStateListener:
    """Subclass it and write windowMoved(x, y), windowIconified(), windowDeiconified(),
    windowActivated(), windowDeactivated() (register with addWindowStateListener()).
    """
    def windowMoved(self, x: int, y: int) -> None:
        pass

    def windowIconified(self) -> None:
        pass

    def windowDeiconified(self) -> None:
        pass

    def windowActivated(self) -> None:
        pass

    def windowDeactivated(self) -> None:
        pass


GGWindowStateAdapter = GGWindowStateListener


class GGButtonListener:
    """Subclass it and write buttonPressed(button), buttonReleased(button), buttonClicked(button)
    (register with button.addButtonListener()).
    """
    def buttonPressed(self, button: Any) -> None:
        pass

    def buttonReleased(self, button: Any) -> None:
        pass

    def buttonClicked(self, button: Any) -> None:
        pass
