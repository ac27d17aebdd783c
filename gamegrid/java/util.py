"""java.util classes pupils who learnt Java reach for, on Python's types: Random, HashMap, HashSet,
LinkedList and Vector (ArrayList is in javatypes.py). Each is its Python counterpart (a dict, a set, a
list), so `for`, `len`, `in` and printing work as in Python, plus the Java methods by their Java names."""
from __future__ import annotations

import random as _random
from typing import Any, Dict, Optional, Set, TypeVar

from ..base.i18n import tr
from .javatypes import ArrayList

_K = TypeVar("_K")
_V = TypeVar("_V")


class Random:
    """java.util.Random: Random() or Random(seed); nextInt(), nextInt(n), nextDouble(), nextBoolean() ..."""

    def __init__(self, seed: Optional[int] = None) -> None:
        self._generator = _random.Random(seed)

    def setSeed(self, seed: int) -> None:
        self._generator.seed(seed)

    def nextInt(self, *bound: int) -> int:
        """nextInt(): any int; nextInt(n): 0 <= value < n; nextInt(a, b): a <= value < b (Java 17)."""
        if not bound:
            return self._generator.randint(-2 ** 31, 2 ** 31 - 1)
        low, high = (0, bound[0]) if len(bound) == 1 else (bound[0], bound[1])
        if high <= low:
            raise ValueError(tr("Random.nextInt({bounds}): the upper bound must be greater than the lower one "
                                "(nextInt(6) gives 0 to 5).", bounds=", ".join(str(b) for b in bound)))
        return self._generator.randrange(low, high)

    def nextLong(self) -> int:
        return self._generator.randint(-2 ** 63, 2 ** 63 - 1)

    def nextDouble(self) -> float:
        return self._generator.random()

    def nextFloat(self) -> float:
        return self._generator.random()

    def nextBoolean(self) -> bool:
        return self._generator.random() < 0.5

    def nextGaussian(self) -> float:
        return self._generator.gauss(0.0, 1.0)


class HashMap(Dict[_K, _V]):
    """java.util.HashMap (also Hashtable, LinkedHashMap): a Python dict with put/get/containsKey ..."""

    def put(self, key: _K, value: _V) -> Optional[_V]:
        old = dict.get(self, key)
        self[key] = value
        return old

    def get(self, key: Any, default: Any = None) -> Any:   # type: ignore[override]
        return dict.get(self, key, default)

    def getOrDefault(self, key: Any, default: Any) -> Any:
        return dict.get(self, key, default)

    def containsKey(self, key: Any) -> bool:
        return key in self

    def containsValue(self, value: Any) -> bool:
        return value in self.values()

    def remove(self, key: Any) -> Any:
        return self.pop(key, None)

    def size(self) -> int:
        return len(self)

    def isEmpty(self) -> bool:
        return not self

    def keySet(self) -> "HashSet[_K]":
        return HashSet(self.keys())

    def putAll(self, other: Dict[_K, _V]) -> None:
        self.update(other)


class HashSet(Set[_K]):
    """java.util.HashSet: a Python set with add/contains/remove/size/isEmpty."""

    def __init__(self, items: Any = ()) -> None:
        super().__init__(items if not isinstance(items, int) else ())   # HashSet(capacity)

    def add(self, item: _K) -> bool:   # type: ignore[override]
        new = item not in self
        set.add(self, item)
        return new

    def contains(self, item: Any) -> bool:
        return item in self

    def remove(self, item: Any) -> bool:   # type: ignore[override]
        present = item in self
        self.discard(item)
        return present

    def size(self) -> int:
        return len(self)

    def isEmpty(self) -> bool:
        return not self

    def addAll(self, items: Any) -> bool:
        before = len(self)
        self.update(items)
        return len(self) != before


class LinkedList(ArrayList):
    """java.util.LinkedList (and Vector, Stack): ArrayList's methods plus the queue and stack ones."""

    def addFirst(self, item: Any) -> None:
        self.insert(0, item)

    def addLast(self, item: Any) -> None:
        self.append(item)

    def getFirst(self) -> Any:
        return self[0]

    def getLast(self) -> Any:
        return self[-1]

    def removeFirst(self) -> Any:
        return self.pop(0)

    def poll(self) -> Any:
        return self.pop(0) if self else None

    def peek(self) -> Any:
        return self[0] if self else None

    offer = addLast

    def push(self, item: Any) -> None:
        """As Java's LinkedList: push and pop work at the front (peek sees what was pushed last)."""
        self.insert(0, item)

    def pop(self, *index: int) -> Any:   # type: ignore[override]
        return list.pop(self, *index) if index else list.pop(self, 0)

    def removeLast(self) -> Any:
        return list.pop(self)


class Stack(ArrayList):
    """java.util.Stack: push, pop and peek at the end of the list."""

    def push(self, item: Any) -> Any:
        self.append(item)
        return item

    def peek(self) -> Any:
        return self[-1]

    def empty(self) -> bool:
        return not self

    def search(self, item: Any) -> int:
        """1-based distance from the top, -1 when absent (as Java)."""
        for distance, value in enumerate(reversed(self), 1):
            if value == item:
                return distance
        return -1


Vector = ArrayList
Hashtable = LinkedHashMap = HashMap
