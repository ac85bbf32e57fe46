"""Where a match's decks come from: seeded and reproducible, or from the system's secure source.

Seeded shuffles: "deal number N of seed S" is the same deck everywhere.  The generator is
SplitMix64 (fixed arithmetic, no dependence on Python's ``random`` implementation), and the
shuffle is Fisher–Yates with rejection sampling, so a deck pinned by a test stays the same
across Python versions and platforms.  That is what the window's own match (its save and
replays name deals by seed and number), tests and benchmarks need, and what a table among
strangers must not have: every finished deal shows its 20 cards (about 61 bits), so whoever
searches the seeds offline knows every later deal.  A network table therefore deals from
:class:`SecureDecks` (the operating system's source, :class:`random.SystemRandom`, which is
what :mod:`secrets` draws from): no deal says anything
about the next, and nothing but the running deal's cards needs to be saved to play on
(docs/protocol.md, "Nobody can foresee a deal").

:class:`~.match.Match` takes a :class:`DeckSource`; :func:`deck_source` picks one from an
optional seed.
"""

from __future__ import annotations

from random import SystemRandom
from typing import Protocol

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


class DeckSource(Protocol):
    """Where a match's decks come from (:class:`SeededDecks` or :class:`SecureDecks`)."""

    @property
    def seed(self) -> int | None:
        """The seed that fixes every deck, or None when nothing does (a saved match keeps it)."""
        ...

    def deck(self, number: int) -> list[Card]:
        """The deck, top first, for deal ``number`` (0, 1, …) of the match."""
        ...

    def first_dealer(self) -> int:
        """The first dealer of the match, "by lot"."""
        ...


class SeededDecks:
    """Deal ``number`` is :func:`shuffled_deck` ``(seed, number)``: the same on every run."""

    __slots__ = ("_seed",)

    def __init__(self, seed: int) -> None:
        self._seed = seed

    @property
    def seed(self) -> int:
        return self._seed

    def deck(self, number: int) -> list[Card]:
        return shuffled_deck(self._seed, number)

    def first_dealer(self) -> int:
        return first_dealer(self._seed)

    def __repr__(self) -> str:
        return f"SeededDecks({self._seed})"


_SYSTEM = SystemRandom()  # no state of its own: every draw reads os.urandom


class SecureDecks:
    """Every deck a fresh Fisher–Yates shuffle from the system's secure source
    (``os.urandom`` through :class:`random.SystemRandom`, as :func:`secrets.randbelow`; not
    :mod:`secrets` itself, which loads OpenSSL through :mod:`hmac`: a DLL of megabytes before
    the window's first frame on Windows): no seed, so no search over seeds foresees a deal,
    and the deal number plays no part.  The first dealer is drawn the same way."""

    __slots__ = ()

    @property
    def seed(self) -> None:
        return None

    def deck(self, number: int) -> list[Card]:
        deck = list(DECK)
        for i in range(len(deck) - 1, 0, -1):
            j = _SYSTEM.randrange(i + 1)
            deck[i], deck[j] = deck[j], deck[i]
        return deck

    def first_dealer(self) -> int:
        return _SYSTEM.randrange(4)

    def __repr__(self) -> str:
        return "SecureDecks()"


def deck_source(seed: int | None) -> DeckSource:
    """Seeded decks for ``seed``, the secure source for None."""
    return SecureDecks() if seed is None else SeededDecks(seed)
