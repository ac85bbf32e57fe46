"""A seat's own engine deal of a table's deal: the client side of "what this seat knows".

A window at a table knows its own cards and the public facts, nothing else (the server
sends no more: docs/protocol.md).  Its table view, panels, models and summary are built
around a real engine :class:`~..engine.deal.Deal`, so the window keeps one whose other
hands are a **completion**: an assignment of the unseen cards to the other seats under
which the whole public history replays legally in the engine (the true deal is one, so
one exists).  The hard facts come from :func:`..ai.knowledge.knowledge` (voids, "holds
nothing higher", the other card of an announced marriage, open cards); the order of each
hand's first three and last two cards (the trump call, aufschlagen, a turned-up card, a
bid that needs an ace) is drawn until the engine replays everything; and a completion is
accepted only if the engine's own :func:`~..engine.view.seat_view` of it is exactly the
server's view of the seat.  So the seat's legal actions and the engine's refusals, which
depend only on its own cards and the public facts, are right in the mirror, and hints
asked from the mirror's seat view see only what the server sent.

When the server reports an action the completion cannot explain (another seat plays a
card the completion gave elsewhere), or a view it does not give (a card turned up, a
Plauderer's hands laid open, the seat's own second round), :meth:`DealMirror.advance`
makes a new completion that explains it and hands back the deal *before* the action, so
the window shows it without animation (face-down cards look alike) and then animates the
action.  When the deal is over, the server's true deal log replaces the completion.

Seats are turned so that the window's seat is 0 (South, the bottom of the table, team A):
``local = (server - seat) % 4``.  Turning every seat by the same amount keeps partners
and the order of play, so the turned deal is a deal of the same rules; an odd seat swaps
the teams (A/B) of Augen, results and Punkte.  No Qt here (net/ never imports it).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..ai.knowledge import Layouts, knowledge
from ..engine.actions import Action, Verb
from ..engine.cards import DECK, Card, Rank
from ..engine.contracts import TABLE, Contract, Needs
from ..engine.deal import Deal, Phase
from ..engine.errors import IllegalAction
from ..engine.events import Result
from ..engine.log import DealLog, LogError, parse_log_data
from ..engine.match import DealRecord, Match
from ..engine.rules import RuleSet
from ..engine.view import SeatView, TrickView, seat_view
from . import wire

#: layouts drawn for one completion before giving up (each is replayed by the engine)
MAX_LAYOUTS = 4000
#: orders of one layout's hands tried before the next layout
ORDERS_PER_LAYOUT = 6


class NoCompletion(Exception):
    """No completion was found (the server's facts contradict each other, or too rare a
    layout): the window asks the server for its state anew (it comes back)."""


# -- turning seats ------------------------------------------------------------------------------


def turn(seat: int, by: int) -> int:
    """The local seat of server seat ``seat`` for a window at server seat ``by``."""
    return (seat - by) % 4


def turn_back(seat: int, by: int) -> int:
    """The server seat of local seat ``seat``."""
    return (seat + by) % 4


def turn_team(team: int, by: int) -> int:
    return team ^ (by & 1)


def turn_pair(pair: Sequence[int], by: int) -> tuple[int, int]:
    """Per-team values (A, B) seen from the turned seats."""
    return (pair[0], pair[1]) if not by & 1 else (pair[1], pair[0])


def turn_action(a: Action, by: int) -> Action:
    return Action(turn(a.seat, by), a.verb, a.value)


def turn_action_back(a: Action, by: int) -> Action:
    return Action(turn_back(a.seat, by), a.verb, a.value)


def turn_result(r: Result | None, by: int) -> Result | None:
    if r is None or r.winner is None:
        return r
    return Result(turn_team(r.winner, by), r.points, r.reason)


def turn_log(log: DealLog, by: int) -> DealLog:
    """``log`` with every seat turned (the same deal, the window's seat at 0)."""
    hands: list[tuple[Card, ...]] = [(), (), (), ()]
    for s, h in enumerate(log.hands):
        hands[turn(s, by)] = tuple(h)
    return DealLog(log.rules, turn(log.dealer, by), tuple(hands), [turn_action(a, by) for a in log.actions])


def turn_view(v: SeatView, by: int) -> SeatView:
    """The server's view of server seat ``by`` in local seats (its seat becomes 0)."""

    def t(s: int | None) -> int | None:
        return None if s is None else turn(s, by)

    return replace(
        v,
        seat=turn(v.seat, by),
        dealer=turn(v.dealer, by),
        rufer=turn(v.rufer, by),
        to_act=t(v.to_act),
        turned_up_seat=t(v.turned_up_seat),
        bids=tuple((turn(s, by), c) for s, c in v.bids),
        highest_seat=t(v.highest_seat),
        declarer=t(v.declarer),
        doubles=tuple((turn(s, by), yes) for s, yes in v.doubles),
        sitting_out=t(v.sitting_out),
        tricks=tuple(TrickView(turn(tr.leader, by), tuple(turn(s, by) for s in tr.seats), tr.cards, t(tr.winner))
                     for tr in v.tricks),
        augen=turn_pair(v.augen, by),
        tricks_won=turn_pair(v.tricks_won, by),
        announcements=tuple((turn(s, by), suit, value) for s, suit, value in v.announcements),
        open_hands={turn(s, by): cards for s, cards in v.open_hands.items()},
        legal=tuple(turn_action(a, by) for a in v.legal),
        result=turn_result(v.result, by),
    )


# -- what a view says, compared ---------------------------------------------------------------


def _normal(v: SeatView) -> SeatView:
    """``v`` with the hands in sort order (the order of one's own cards before the play is
    the order they were dealt in; the play sorts them)."""
    return replace(v, hand=tuple(sorted(v.hand)),
                   open_hands={s: tuple(sorted(c)) for s, c in sorted(v.open_hands.items())})


def same_view(a: SeatView, b: SeatView) -> bool:
    """Do two views of one seat say the same (hands compared as sets)?"""
    return _normal(a) == _normal(b)


def shows(deal: Deal, view: SeatView) -> bool:
    """Does ``deal`` show ``view``'s seat exactly ``view``?"""
    return same_view(seat_view(deal, view.seat), view)


# -- completions -------------------------------------------------------------------------------


def _cards(mask: int) -> list[Card]:
    return [c for c in DECK if mask & c.bit]


@dataclass(frozen=True)
class _Order:
    """What the order of a seat's five cards must respect: cards at given places, and its
    first three: exactly some cards, or only some cards, or one card of each group."""

    at: dict[int, Card]
    exact: frozenset[Card] | None  #: the first three are these
    within: frozenset[Card] | None  #: the first three are among these
    one_of: tuple[frozenset[Card], ...]  #: the first three hold a card of each


def _order_needs(view: SeatView, actions: Sequence[Action], seat: int, own_first: Sequence[Card] | None) -> _Order:
    at: dict[int, Card] = {}
    one_of: list[frozenset[Card]] = []
    within: frozenset[Card] | None = None
    rules = view.rules
    if rules.trump_by_turn_up and seat == view.dealer and view.turned_up is not None:
        at[2] = view.turned_up  # the dealer's third card is turned up for trump
    for a in actions:
        if a.seat != seat:
            continue
        if a.verb is Verb.AUFSCHLAGEN and view.turned_up is not None:
            at[3 + (1 if a.value == 1 else 0)] = view.turned_up
        elif a.verb is Verb.TRUMP:
            one_of.append(frozenset(c for c in DECK if c.suit is a.value))  # trump from the first three
        elif a.verb is Verb.REDEAL:
            within = frozenset(c for c in DECK if c.rank is Rank.U)  # three Unters
        elif (a.verb is Verb.BID and isinstance(a.value, Contract) and rules.auction_after_three
              and TABLE[a.value].needs is Needs.AN_ACE):
            one_of.append(frozenset(c for c in DECK if c.rank is Rank.A))
    exact = frozenset(own_first) if seat == view.seat and own_first is not None else None
    return _Order(at, exact, within, tuple(one_of))


def _arrange(cards: list[Card], need: _Order, rng: random.Random) -> list[Card] | None:
    """``cards`` (five) in an order drawn at random among those that respect ``need``
    where that is easy to do; None if this draw does not respect it."""
    out: list[Card | None] = [None] * 5
    rest = list(cards)
    for i, c in need.at.items():
        if c not in rest:
            return None
        out[i] = c
        rest.remove(c)
    rng.shuffle(rest)
    if need.exact is not None or need.within is not None:
        keep = need.exact if need.exact is not None else need.within
        assert keep is not None
        wanted = [c for c in rest if c in keep]
    else:
        wanted = []
        for group in need.one_of:
            if any(c in group for c in out[:3] if c is not None) or any(c in group for c in wanted):
                continue
            pick = [c for c in rest if c in group and c not in wanted]
            if pick:
                wanted.append(pick[0])
    rest = wanted + [c for c in rest if c not in wanted]
    for i in range(5):
        if out[i] is None:
            out[i] = rest.pop(0)
    hand = [c for c in out if c is not None]
    first = set(hand[:3])
    if need.exact is not None and first != need.exact:
        return None
    if need.within is not None and not first <= need.within:
        return None
    if any(not first & group for group in need.one_of):
        return None
    return hand


def _replayed(view: SeatView, dealt: list[list[Card]], actions: Sequence[Action]) -> Deal | None:
    try:
        deal = Deal(view.rules, view.dealer, dealt)
        for a in actions:
            deal.apply(a)
    except (IllegalAction, ValueError):
        return None
    return deal if shows(deal, view) else None


def complete(view: SeatView, actions: Sequence[Action], rng: random.Random, *,
             own_dealt: Sequence[Card] | None = None, own_first: Sequence[Card] | None = None) -> Deal:
    """A deal, after ``actions``, whose view of ``view.seat`` is ``view`` and whose other
    hands are drawn from the unseen cards (in local seats, as the seat's view has them).

    ``own_dealt``: the seat's five cards in the order they were dealt, if known (the view
    before the play has them so); ``own_first``: its first three, if known.  NoCompletion if
    none is found within :data:`MAX_LAYOUTS` draws."""
    seat = view.seat
    if own_dealt is None and not view.second_round_dealt:
        own_first = view.hand  # the first round is all the seat has
    elif own_dealt is None and view.phase in (Phase.TRUMP, Phase.AUCTION, Phase.DOUBLE) and len(view.hand) == 5:
        own_dealt = view.hand  # nothing played yet: the hand is in the order it was dealt
    k = knowledge(view)
    played_by = [0, 0, 0, 0]
    for tr in view.tricks:
        for s, c in zip(tr.seats, tr.cards):
            played_by[s] |= c.bit
    layouts = Layouts(k)
    needs = [_order_needs(view, actions, s, own_first) for s in range(4)]
    for _ in range(MAX_LAYOUTS):
        hands = layouts.sample(rng)
        sets = [_cards(hands[s] | played_by[s]) for s in range(4)]
        if any(len(h) != 5 for h in sets):
            continue
        if own_dealt is not None and set(own_dealt) != set(sets[seat]):
            continue
        for _ in range(ORDERS_PER_LAYOUT):
            dealt: list[list[Card]] = []
            for s in range(4):
                if s == seat and own_dealt is not None:
                    dealt.append(list(own_dealt))
                    continue
                arranged = _arrange(sets[s], needs[s], rng)
                if arranged is None:
                    break
                dealt.append(arranged)
            if len(dealt) < 4:
                continue
            deal = _replayed(view, dealt, actions)
            if deal is not None:
                return deal
    raise NoCompletion(f"no completion of seat {seat}'s view after {len(actions)} actions")


# -- following the table ------------------------------------------------------------------------


@dataclass
class Advance:
    """What the window does with a server's state (local seats):

    ``fresh``: show ``before`` as a new deal (its dealing animated when it has no actions);
    else, if ``before`` is given, show it in place of the deal shown (without animation),
    then apply ``action`` (animated) if there is one."""

    before: Deal | None = None
    action: Action | None = None
    fresh: bool = False
    true: bool = False  #: ``before`` is the true deal (from the server's log), not a completion
    after: Deal | None = None  #: the deal after ``action``, where the mirror made it already (its own)


class OutOfStep(Exception):
    """A state this mirror cannot follow from where it is (the window asks for a whole one)."""


class DealMirror:
    """The window's engine deal of one table, for the seat ``seat`` (server numbering).

    It owns :attr:`latest`, the deal after the last state it followed (its own copy: the
    controller shows another), so the window asks it for the moment an action is meant for
    (:meth:`moment`) and never applies an action to a deal of its own to keep in step."""

    def __init__(self, seat: int, seed: int = 0) -> None:
        self.seat = seat
        self.rng = random.Random(seed)
        self.number: int | None = None  # the deal (its number at the table) being mirrored
        self.latest: Deal | None = None  # the deal after the last state followed
        self._first: tuple[int, tuple[Card, ...]] | None = None  # a deal's own first three cards
        self._dealt: tuple[int, tuple[Card, ...]] | None = None  # a deal's own five in their order
        self.completions = 0  # made so far (tests, the benchmark)

    def local_view(self, data: Any) -> SeatView:
        """The server's ``deal.view`` in local seats (WireError if it is not this seat's view,
        :func:`.wire.own_view`)."""
        return turn_view(wire.own_view(data, self.seat), self.seat)

    def _remember(self, number: int, view: SeatView) -> None:
        if not view.second_round_dealt:
            self._first = (number, tuple(view.hand))
        elif view.phase in (Phase.TRUMP, Phase.AUCTION, Phase.DOUBLE) and len(view.hand) == 5:
            self._dealt = (number, tuple(view.hand))

    def _complete(self, number: int, view: SeatView, actions: Sequence[Action]) -> Deal:
        own_first = self._first[1] if self._first is not None and self._first[0] == number else None
        own_dealt = self._dealt[1] if self._dealt is not None and self._dealt[0] == number else None
        self.completions += 1
        return complete(view, actions, self.rng, own_dealt=own_dealt, own_first=own_first)

    def true_deal(self, log_data: Any) -> DealLog:
        """The server's log of a finished deal, in local seats (WireError if it is none)."""
        try:
            return turn_log(parse_log_data(log_data), self.seat)
        except LogError as exc:
            raise wire.WireError(f"deal.log: {exc}") from None

    def forget(self) -> None:
        """The next state is taken as a whole one (the window sits down again for it)."""
        self.latest = None

    def moment(self) -> tuple[int, int] | None:
        """The deal's number and how many actions it has, as last followed (what an action
        is sent for); None before the first deal."""
        if self.number is None or self.latest is None:
            return None
        return self.number, len(self.latest.history)

    def advance(self, deal: dict[str, Any], action: Any) -> Advance:
        """Follow the server's ``deal`` (a ``state`` message's ``deal``, not None) made by
        ``action`` (its ``action``, or None) from :attr:`latest`, which follows it too.
        WireError for a state that is not one (a finished deal without its log among them);
        OutOfStep when :attr:`latest` is not the deal this state follows on and the state
        has no ``actions`` to rebuild it from."""
        current = self.latest
        adv = self._follow(current, deal, action)
        if adv.after is not None:  # the action applied already, to a copy of ``current``
            latest = adv.after
        elif adv.before is not None:
            latest = adv.before.copy()
            if adv.action is not None:
                latest.apply(adv.action)
        else:
            assert current is not None
            latest = current
        if latest.finished and not adv.true and not (current is not None and current.finished):
            raise wire.WireError("deal: over, and no log of it")
        self.latest = latest
        return adv

    def _follow(self, current: Deal | None, deal: dict[str, Any], action: Any) -> Advance:
        number, at = deal["number"], deal["at"]  # checked by net/schema.py's DealInfo
        view = self.local_view(deal["view"])
        self._remember(number, view)
        log = self.true_deal(deal["log"]) if deal.get("log") is not None else None
        raw_actions = deal.get("actions")
        actions = None
        if raw_actions is not None:
            actions = [turn_action(wire.parse_action(a, "deal.actions[]"), self.seat) for a in raw_actions]
        same = current is not None and self.number == number
        self.number = number
        if not same or current is None:
            if log is not None:
                return Advance(log.replay(), fresh=True, true=True)
            if at == 0:
                return Advance(self._checked(self._complete(number, view, []), view), fresh=True)
            if actions is None:
                raise OutOfStep(f"deal {number} at {at}: no actions to rebuild it from")
            return Advance(self._checked(self._complete(number, view, actions), view), fresh=True)
        done = len(current.history)
        if at == done + 1 and action is not None:
            a = turn_action(wire.parse_action(action), self.seat)
            if log is not None:
                true = log.replay(at - 1)
                if true.history != current.history or not true.is_legal(a):
                    return Advance(log.replay(), fresh=True, true=True)
                return Advance(true, a, true=True)
            if view.phase is Phase.DONE:
                raise wire.WireError("deal: a finished deal without its log")
            trial = current.copy()
            if trial.is_legal(a):
                trial.apply(a)
                if shows(trial, view):
                    return Advance(None, a, after=trial)
            full = self._complete(number, view, [*current.history, a])
            before = DealLog.from_deal(full).replay(at - 1)
            return Advance(before, a)
        if at == done:
            if log is not None and current.finished:
                return Advance(None) if current.history == log.actions else Advance(log.replay(), true=True)
            if shows(current, view):
                return Advance(None)
            return Advance(self._checked(self._complete(number, view, current.history), view))
        if log is not None:
            return Advance(log.replay(), fresh=True, true=True)
        if actions is None:
            raise OutOfStep(f"deal {number}: at {at}, the window at {done}")
        return Advance(self._checked(self._complete(number, view, actions), view), fresh=True)

    @staticmethod
    def _checked(deal: Deal, view: SeatView) -> Deal:
        if not shows(deal, view):  # a view no deal of these rules can show: not the server's true one
            raise wire.WireError("deal.view: no deal shows it")
        return deal


# -- the window's record of a table's match -----------------------------------------------------


def table_match(rules: RuleSet, seed: int, history: Any, match: Any, by: int) -> Match:
    """A match that records a shared table's for a window at server seat ``by``: the deals
    of the running Bummerl that the server's ``history`` holds (turned), and the Punkte and
    Bummerl marks of its ``table.match`` (turned).  Its deal is to be replaced by the
    table's.  WireError for a history that is not one (its shape net/schema.py has checked)."""
    m = Match(rules, seed, 0)
    info = match
    running = info.get("bummerl", 0)
    for e in history or []:
        if e.get("bummerl") != running:
            continue
        try:
            log = turn_log(parse_log_data(e.get("log")), by)
            deal = log.replay()
        except LogError as exc:
            raise wire.WireError(f"history: {exc}") from None
        if not deal.finished or deal.result is None:
            raise wire.WireError("history: a deal not finished")
        number = e["number"]
        m.records.append(DealRecord(number, log, deal.result, len(m.bummerl) - 1))
    points = tuple(info.get("points", [0, 0]))
    marks = tuple(info.get("marks", [0, 0]))
    m.take_score(turn_pair(points, by), turn_pair(marks, by))
    return m
