"""Explicit, seeded randomness that is identical on every Python version.

Only the Mersenne Twister's raw bits (``getrandbits``) are used: their sequence
is fixed across CPython releases, while helpers such as ``shuffle`` are not
promised to be. Nothing in Cardavia uses the global ``random`` module.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")


def _seed_int(material: str) -> int:
    return int.from_bytes(hashlib.sha256(material.encode("utf-8")).digest(), "big")


class Rng:
    """A reproducible random stream named by a seed string."""

    __slots__ = ("_mt", "material")

    def __init__(self, material: int | str) -> None:
        self.material = str(material)
        self._mt = random.Random(_seed_int(self.material))

    def derive(self, label: int | str) -> Rng:
        """An independent stream for a sub-task (a deal, an AI decision)."""
        return Rng(f"{self.material}/{label}")

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        k = n.bit_length()
        bits = self._mt.getrandbits
        r = bits(k)
        while r >= n:
            r = bits(k)
        return r

    def random(self) -> float:
        """A uniform float in [0, 1)."""
        return self._mt.getrandbits(53) / 9007199254740992.0

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates in place."""
        below = self.below
        for i in range(len(items) - 1, 0, -1):
            j = below(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        self.shuffle(out)
        return out
