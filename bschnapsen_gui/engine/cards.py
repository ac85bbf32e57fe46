"""Cards, suits and ranks: small immutable values with a text form that round-trips.

A Bauernschnapsen pack has 20 cards: Ace (Daus), Ten (Zehner), King (König), Ober
(Queen/Dame) and Unter (Jack/Bube) in four suits.  The text form is the one of the deal
log: suit letter ``H`` ``D`` ``S`` ``C`` followed by ``A`` ``10`` ``K`` ``O`` ``U``
(``"H10"``, ``"SO"``, ``"CU"``).

Every card is a singleton: ``Card(Suit.H, Rank.A) is Card.parse("HA")``.  Cards are
ordered and indexed the way the deal log sorts them (suits H D S C, ranks A 10 K O U),
so ``card.index`` runs 0..19 and ``card.bit`` is ``1 << index`` for bit-mask sets.
"""

from __future__ import annotations

from enum import IntEnum
from typing import ClassVar


class Suit(IntEnum):
    """The four suits, in the deal log's sort order."""

    H = 0  #: hearts / Herz
    D = 1  #: diamonds / Karo; Schellen (bells) in the William Tell pack
    S = 2  #: spades / Pik; Laub (leaves) in the William Tell pack
    C = 3  #: clubs / Kreuz; Eichel (acorns) in the William Tell pack

    @classmethod
    def parse(cls, text: str) -> Suit:
        """The suit for its letter; ``ValueError`` for anything else."""
        try:
            return _SUIT_BY_LETTER[text]
        except (KeyError, TypeError):
            raise ValueError(f"{text!r} is not a suit (H, D, S or C)") from None


class Rank(IntEnum):
    """The five ranks, in the deal log's sort order (which is also the normal order)."""

    A = 0  #: Ace, Daus
    TEN = 1  #: Ten, Zehner
    K = 2  #: King, König
    O = 3  #: Ober, Queen, Dame  # noqa: E741
    U = 4  #: Unter, Jack, Bube

    @property
    def text(self) -> str:
        return "10" if self is Rank.TEN else self.name

    @property
    def augen(self) -> int:
        """Card points of this rank: 11, 10, 4, 3, 2."""
        return _AUGEN[self]

    @classmethod
    def parse(cls, text: str) -> Rank:
        try:
            return _RANK_BY_TEXT[text]
        except (KeyError, TypeError):
            raise ValueError(f"{text!r} is not a rank (A, 10, K, O or U)") from None


_SUIT_BY_LETTER = {s.name: s for s in Suit}
_RANK_BY_TEXT = {r.text: r for r in Rank}
_AUGEN = (11, 10, 4, 3, 2)


class Card:
    """One of the 20 cards.  Immutable; there is exactly one instance per card."""

    __slots__ = ("suit", "rank", "index", "bit", "augen", "_text")

    suit: Suit
    rank: Rank
    index: int
    bit: int
    augen: int
    _text: str

    _all: ClassVar[dict[tuple[int, int], Card]] = {}

    def __new__(cls, suit: Suit, rank: Rank) -> Card:
        try:
            return cls._all[(suit, rank)]
        except KeyError:
            pass
        if not isinstance(suit, Suit) or not isinstance(rank, Rank):
            raise TypeError("Card(suit, rank) takes a Suit and a Rank")
        self = object.__new__(cls)
        object.__setattr__(self, "suit", suit)
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "index", suit * 5 + rank)
        object.__setattr__(self, "bit", 1 << (suit * 5 + rank))
        object.__setattr__(self, "augen", rank.augen)
        object.__setattr__(self, "_text", suit.name + rank.text)
        cls._all[(suit, rank)] = self
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[Suit, Rank]]:
        return (Card, (self.suit, self.rank))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card.parse({self._text!r})"

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        return self.index >= other.index

    @classmethod
    def parse(cls, text: str) -> Card:
        """The card for its text form (``"H10"``); ``ValueError`` for anything else."""
        try:
            return _CARD_BY_TEXT[text]
        except (KeyError, TypeError):
            raise ValueError(f"{text!r} is not a card") from None


DECK: tuple[Card, ...] = tuple(Card(s, r) for s in Suit for r in Rank)
"""All 20 cards in sort order (H D S C; A 10 K O U); ``DECK[i].index == i``."""

_CARD_BY_TEXT = {str(c): c for c in DECK}

TOTAL_AUGEN = sum(c.augen for c in DECK)  # 120


class Order(IntEnum):
    """The order of the ranks within a suit that a contract uses."""

    NORMAL = 0  #: A 10 K O U
    ZEHNER = 1  #: 10 K O U A (Zehnergang, Assenbettler, Bauernloch)
    TEN_LOW = 2  #: A K O U 10 ("Bettler anders")


# STRENGTH[order][rank]: larger beats smaller within one suit.
STRENGTH: tuple[tuple[int, ...], ...] = (
    (5, 4, 3, 2, 1),  # NORMAL:  A 10 K O U
    (1, 5, 4, 3, 2),  # ZEHNER:  10 K O U A
    (5, 1, 4, 3, 2),  # TEN_LOW: A K O U 10
)
