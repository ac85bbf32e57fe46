"""What one seat may know: the per-seat view for computer players and hints.

A :class:`SeatView` is built from a :class:`Deal` and holds only public facts (trump,
bids, doubles, announcements, played cards, turned-up cards) and the seat's own cards,
plus cards that the rules lay open to this seat (a Plauderer's open hands, every hand
once the deal is over).  It holds no reference to the deal, so nothing hidden can leak
through it.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action
from .cards import Card, Suit
from .contracts import Contract
from .deal import Deal, Phase, team_of
from .events import Result
from .rules import RuleSet


@dataclass(frozen=True, slots=True)
class TrickView:
    leader: int
    seats: tuple[int, ...]
    cards: tuple[Card, ...]
    winner: int | None


@dataclass(frozen=True, slots=True)
class SeatView:
    """Everything ``seat`` may know about the deal right now."""

    seat: int
    rules: RuleSet
    dealer: int
    rufer: int
    phase: Phase
    to_act: int | None
    hand: tuple[Card, ...]  #: the seat's own cards now (:meth:`Deal.held`)
    second_round_dealt: bool
    trump: Suit | None  #: called or turned-up suit (also in contracts without trump)
    play_trump: Suit | None  #: the trump that counts in the play
    turned_up: Card | None  #: a card turned up for trump, seen by all
    turned_up_seat: int | None  #: whose card it is
    bids: tuple[tuple[int, Contract | None], ...]
    highest: Contract | None
    highest_seat: int | None
    contract: Contract | None
    declarer: int | None
    kontra_level: int
    doubles: tuple[tuple[int, bool], ...]
    sitting_out: int | None
    tricks: tuple[TrickView, ...]  #: finished tricks and the one in progress
    augen: tuple[int, int]  #: trick Augen per team (A, B)
    tricks_won: tuple[int, int]
    announcements: tuple[tuple[int, Suit, int], ...]  #: (seat, suit, 20 or 40)
    open_hands: dict[int, tuple[Card, ...]]  #: other seats' cards this seat can see
    legal: tuple[Action, ...]  #: this seat's legal actions now (empty if none)
    result: Result | None

    @property
    def team(self) -> int:
        return team_of(self.seat)

    @property
    def partner(self) -> int:
        return (self.seat + 2) % 4

    @property
    def played(self) -> tuple[Card, ...]:
        return tuple(c for t in self.tricks for c in t.cards)


def _open_hands(deal: Deal, seat: int) -> dict[int, tuple[Card, ...]]:
    """Cards of other seats that ``seat`` may see now."""
    if deal.phase is Phase.DONE:
        return {s: tuple(deal.held(s)) for s in range(4) if s != seat}
    out: dict[int, tuple[Card, ...]] = {}
    turned, owner = deal.turned_up, deal.turned_up_seat
    if turned is not None and owner is not None and owner != seat and turned in deal.hands[owner]:
        out[owner] = (turned,)
    if deal.contract is Contract.PLAUDERER and deal.phase is Phase.PLAY:
        d = deal.declarer
        assert d is not None
        opponents = ((d + 1) % 4, (d + 3) % 4)
        kind = deal.rules.plauderer_kind
        after_first = len(deal.tricks) > 1 or (deal.tricks and deal.tricks[0].winner is not None)
        if kind == "a" and seat in opponents:
            other = opponents[0] if seat == opponents[1] else opponents[1]
            out[other] = tuple(deal.hands[other])
        elif kind == "b" and after_first:
            for o in opponents:
                if o != seat:
                    out[o] = tuple(deal.hands[o])
        elif kind == "c" and after_first and seat != d:
            out[d] = tuple(deal.hands[d])
    return out


def seat_view(deal: Deal, seat: int) -> SeatView:
    """The view of ``deal`` from ``seat``."""
    legal = tuple(a for a in deal.legal_actions() if a.seat == seat)
    return SeatView(
        seat=seat,
        rules=deal.rules,
        dealer=deal.dealer,
        rufer=deal.rufer,
        phase=deal.phase,
        to_act=deal.to_act,
        hand=tuple(deal.held(seat)),
        second_round_dealt=deal.second_round_dealt,
        trump=deal.trump,
        play_trump=deal.play_trump,
        turned_up=deal.turned_up,
        turned_up_seat=deal.turned_up_seat,
        bids=tuple(deal.bids),
        highest=deal.highest,
        highest_seat=deal.highest_seat,
        contract=deal.contract,
        declarer=deal.declarer,
        kontra_level=deal.kontra_level,
        doubles=tuple(deal.doubles),
        sitting_out=deal.sitting_out,
        tricks=tuple(
            TrickView(t.leader, tuple(t.seats), tuple(t.cards), t.winner) for t in deal.tricks
        ),
        augen=(deal.augen[0], deal.augen[1]),
        tricks_won=(deal.tricks_won[0], deal.tricks_won[1]),
        announcements=tuple(deal.announcements),
        open_hands=_open_hands(deal, seat),
        legal=legal,
        result=deal.result,
    )
