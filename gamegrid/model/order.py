"""GameGrid's paint and act order: which class is drawn on top and acts first, one actor on top or at the
bottom of its class, a class's actors in the order of a list (the scene keeps the order: scene.py).
Mixed into GameGrid."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .arguments import need_class

if TYPE_CHECKING:
    from .actor import Actor


class SceneOrderMixin:
    """setPaintOrder, setActOrder, setActorOnTop/OnBottom, getPaintOrderList, setSceneOrder, shift/reverse."""

    def setPaintOrder(self, *classes: type) -> None:
        """Choose which classes are drawn on top: the first class named is drawn over the others.

        - classes: actor classes, e.g. setPaintOrder(Pacman, Ghost)
        """
        for cls in classes:
            need_class(cls, "setPaintOrder")
        self._scene.set_paint_priority(classes)
        self._model_changed()

    def setActOrder(self, *classes: type) -> None:
        """Choose which classes act first in each simulation cycle.

        - classes: actor classes, e.g. setActOrder(Player, Enemy)
        """
        for cls in classes:
            need_class(cls, "setActOrder")
        self._scene.set_act_priority(classes)

    def setActorOnTop(self, actor: Actor) -> None:
        """Draw an actor over the others of its class.

        - actor: the actor
        """
        self._scene.to_top(actor)
        actor._a_changed()

    def setActorOnBottom(self, actor: Actor) -> None:
        """Draw an actor under the others of its class.

        - actor: the actor
        """
        self._scene.to_bottom(actor)
        actor._a_changed()

    def getPaintOrderList(self, cls: type | None = None) -> list[Actor]:
        """The actors in the order they are painted (only class cls, if given; subclasses not included).

        - cls: only actors of exactly this class; None for every actor
        """
        return self._scene.paint_order(cls, exact=True)

    def setSceneOrder(self, actors: list[Actor]) -> None:
        """Paint actors of one class in the order of a list (the last one on top).

        - actors: a list of actors of the same class
        """
        for actor in self._scene.reorder_bundle(list(actors)):
            actor._a_changed()
        self._model_changed()

    def shiftSceneOrder(self, actors: list[Any], forward: bool) -> Any:
        """Move the actors of a list one place up (or down) in the paint order; returns the new top one.

        - actors: a list of actors of the same class
        - forward: True to shift up, False to shift down

        As the original: the listed actors keep the places they hold in their class, taken in paint order;
        forward, the top one goes to the lowest of these places and the others move one up.
        """
        listed = self._scene.in_bundle_order(list(actors))
        if not listed:
            return None
        order = listed[-1:] + listed[:-1] if forward else listed[1:] + listed[:1]
        self._place(listed, order)
        return order[-1]

    def reverseSceneOrder(self, actors: list[Any]) -> Any:
        """Turn round the paint order of the actors of a list; returns the new top one.

        - actors: a list of actors of the same class
        """
        listed = self._scene.in_bundle_order(list(actors))
        if not listed:
            return None
        order = listed[::-1]
        self._place(listed, order)
        return order[-1]

    def _place(self, listed: list[Actor], order: list[Actor]) -> None:
        for actor in self._scene.place_in_slots(listed, order):
            actor._a_changed()
        self._model_changed()
