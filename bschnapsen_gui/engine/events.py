"""Structured events: everything that happens in a deal, for logs and the UI.

The engine appends one event per fact to ``Deal.events``.  Events carry ids, seats and
cards, never text; the GUI words them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .cards import Card, Suit
from .contracts import Contract


class Reason(StrEnum):
    """Why a deal ended as it did (the deal log's ``result.reason``)."""

    GENUG = "genug"
    WRONG_GENUG = "wrong_genug"
    LAST_TRICK = "last_trick"
    CONTRACT_WON = "contract_won"
    CONTRACT_LOST = "contract_lost"
    SHOWN = "shown"
    REDEAL = "redeal"


@dataclass(frozen=True, slots=True)
class Result:
    """The outcome of a deal: the scoring team (0 = A, 1 = B) and its Punkte."""

    winner: int | None
    points: int
    reason: Reason

    @property
    def redeal(self) -> bool:
        return self.reason is Reason.REDEAL

    def to_json(self) -> dict[str, object]:
        return {
            "winner": None if self.winner is None else "AB"[self.winner],
            "points": self.points,
            "reason": str(self.reason),
            "redeal": self.redeal,
        }


@dataclass(frozen=True, slots=True)
class Event:
    """Base class of all events."""


@dataclass(frozen=True, slots=True)
class FirstRoundDealt(Event):
    """Three cards to each player, clockwise from the Rufer."""

    dealer: int
    rufer: int


@dataclass(frozen=True, slots=True)
class TrumpCalled(Event):
    seat: int
    suit: Suit


@dataclass(frozen=True, slots=True)
class TurnedUp(Event):
    """A card turned up for trump: by aufschlagen (the Rufer keeps it) or by the dealer."""

    seat: int
    card: Card
    by_dealer: bool


@dataclass(frozen=True, slots=True)
class RedealDemanded(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class SecondRoundDealt(Event):
    """Two more cards to each player."""


@dataclass(frozen=True, slots=True)
class Bid(Event):
    """An announcement in the auction; ``contract`` None is a pass ("weiter")."""

    seat: int
    contract: Contract | None
    takeover: bool  #: the same contract as the highest so far, by precedence


@dataclass(frozen=True, slots=True)
class AuctionWon(Event):
    seat: int
    contract: Contract
    all_passed: bool  #: everyone passed and the Rufer plays the normal game


@dataclass(frozen=True, slots=True)
class Doubled(Event):
    """Kontra (level 1), Re (2) or Sub (3) said, or declined (``yes`` False)."""

    seat: int
    level: int
    yes: bool


@dataclass(frozen=True, slots=True)
class PartnerSitsOut(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class Marriage(Event):
    """A Zwanziger (20) or, in trump, a Vierziger (40)."""

    seat: int
    suit: Suit
    value: int


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TrickTaken(Event):
    winner: int
    cards: tuple[Card, ...]
    augen: int


@dataclass(frozen=True, slots=True)
class Genug(Event):
    seat: int
    right: bool


@dataclass(frozen=True, slots=True)
class DealEnded(Event):
    result: Result
