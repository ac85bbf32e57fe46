"""Seeded, reproducible shuffles: "deal number N of seed S" is the same deck everywhere.

The generator is SplitMix64 (fixed arithmetic, no dependence on Python's ``random``
implementation), and the shuffle is Fisher–Yates with rejection sampling, so a deck
pinned by a test stays the same across Python versions and platforms.
"""

from __future__ import annotations

from .cards import DECK, Card

_MASK = (1 << 64) - 1


class SplitMix64:
    """A tiny 64-bit generator (Steele, Lea, Flood 2014)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``."""
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next()
            if x < limit:
                return x % n


def _mix(seed: int, number: int) -> int:
    g = SplitMix64(seed)
    a = g.next()
    return SplitMix64(a ^ ((number * 0xD1B54A32D192ED03) & _MASK)).next()


def shuffled_deck(seed: int, number: int) -> list[Card]:
    """The deck, top first, for deal ``number`` (0, 1, …) of a match with ``seed``."""
    g = SplitMix64(_mix(seed, number))
    deck = list(DECK)
    for i in range(len(deck) - 1, 0, -1):
        j = g.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def first_dealer(seed: int) -> int:
    """The first dealer of a match, "by lot" (docs/rules.md §1)."""
    return SplitMix64(_mix(seed, -1 & _MASK)).below(4)
