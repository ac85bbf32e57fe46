"""Bit-mask card sets and the small tables the solver and the players share.

A card is its engine index ``suit * 5 + rank`` (suits H D S C, ranks A 10 K O U); a set
of cards is an ``int`` with bit ``index`` set.  Everything here is plain integers so
that the search runs without allocating objects.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..engine.cards import DECK, STRENGTH, Card, Order

AUGEN: tuple[int, ...] = tuple(c.augen for c in DECK)
SUIT_OF: tuple[int, ...] = tuple(int(c.suit) for c in DECK)
RANK_OF: tuple[int, ...] = tuple(int(c.rank) for c in DECK)
SUIT_MASK: tuple[int, ...] = tuple(0b11111 << (5 * s) for s in range(4))
FULL = (1 << 20) - 1
KING = 2
OBER = 3
PAIR_MASK: tuple[int, ...] = tuple((1 << (5 * s + KING)) | (1 << (5 * s + OBER)) for s in range(4))

#: POWER[order][card]: larger beats smaller within one suit
POWER: tuple[tuple[int, ...], ...] = tuple(
    tuple(STRENGTH[o][RANK_OF[i]] for i in range(20)) for o in range(len(STRENGTH))
)


def _above(order: int) -> tuple[int, ...]:
    out = []
    for i in range(20):
        m = 0
        for j in range(20):
            if SUIT_OF[j] == SUIT_OF[i] and POWER[order][j] > POWER[order][i]:
                m |= 1 << j
        out.append(m)
    return tuple(out)


#: ABOVE[order][card]: the cards of the same suit that beat ``card``
ABOVE: tuple[tuple[int, ...], ...] = tuple(_above(o) for o in range(len(STRENGTH)))


def bits(mask: int) -> Iterator[int]:
    """The card indices in ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def bit_list(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def played_card(value: object) -> int:
    """The card index of a play action's value."""
    assert isinstance(value, Card)
    return value.index


def card(index: int) -> Card:
    return DECK[index]


def cards(mask: int) -> list[Card]:
    return [DECK[i] for i in bit_list(mask)]


def highest(mask: int, order: int) -> int:
    """The strongest card of ``mask`` (any suit: by power, then by index); -1 if empty."""
    best = -1
    bp = -1
    p = POWER[order]
    for i in bits(mask):
        if p[i] > bp:
            best, bp = i, p[i]
    return best


NORMAL = int(Order.NORMAL)
