"""An actor's pictures as BufferedImages: as loaded (getImage), as shown now (getCurrentImage,
getPixelColor), zoomed and turned (getScaledImage). Mixed into Actor (ActorPicturesMixin)."""
from __future__ import annotations

from typing import Any

from ..java.awt import Color
from .bitmap import BufferedImage, GGBitmap
from ..base.i18n import tr


class ActorPicturesMixin:
    """getImage, getCurrentImage, getPixelColor, getScaledImage."""

    def getImage(self, sprite_id: int = 0) -> BufferedImage:
        """One of the actor's pictures as loaded (not turned), a BufferedImage.

        - sprite_id: which picture, 0 for the first one
        """
        if not self._a_images:
            raise IndexError(tr("getImage(): this actor has no sprite image."))
        return BufferedImage(self._a_images[sprite_id].source)

    def getCurrentImage(self) -> BufferedImage | None:
        """The picture as drawn now (rotated/mirrored); None while hidden."""
        picture = self._a_displayed_picture()
        return None if picture is None else BufferedImage(picture)

    def getPixelColor(self, point: Any) -> Color:
        """Colour of the shown picture at point ((0, 0) = its upper-left corner)."""
        picture = self._a_displayed_picture()
        if picture is None:
            raise ValueError(tr("getPixelColor(): the actor is hidden, no picture is shown."))
        return Color(*picture.getpixel((int(point.x), int(point.y))))

    def getScaledImage(self, *args: Any) -> BufferedImage:
        """getScaledImage([spriteId,] factor, angle): a zoomed and rotated copy of a sprite picture."""
        if len(args) == 3:
            sprite_id, factor, angle = args
        elif len(args) == 2:
            sprite_id, (factor, angle) = 0, args
        else:
            raise TypeError(tr("getScaledImage() takes ([spriteId,] factor, angle)."))
        return GGBitmap.getScaledImage(self._a_images[sprite_id].source, factor, angle)
