"""Listener interfaces scripts subclass (JGameGrid's GG*Listener); each method's default does nothing."""
from __future__ import annotations

from typing import Any


class GGActListener:
    def act(self) -> None:
        pass


class GGMouseListener:
    def mouseEvent(self, mouse: Any) -> bool:
        return False


class GGMouseTouchListener:
    def mouseTouched(self, actor: Any, mouse: Any, spot: Any) -> None:
        pass


class GGKeyListener:
    def keyPressed(self, event: Any) -> bool:
        return False

    def keyReleased(self, event: Any) -> bool:
        return False


GGKeyAdapter = GGKeyListener


class GGKeyRepeatListener:
    def keyRepeated(self, key_code: int) -> None:
        pass


class GGExitListener:
    def notifyExit(self) -> bool:
        return True


class GGNavigationListener:
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
    def resetted(self) -> bool:
        return False


class GGActorCollisionListener:
    def collide(self, actor1: Any, actor2: Any) -> int:
        return 0


class GGTileCollisionListener:
    def collide(self, actor: Any, location: Any) -> int:
        return 0


class GGBorderListener:
    def nearBorder(self, actor: Any, location: Any) -> None:
        pass


class GGWindowStateListener:
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
    def buttonPressed(self, button: Any) -> None:
        pass

    def buttonReleased(self, button: Any) -> None:
        pass

    def buttonClicked(self, button: Any) -> None:
        pass
