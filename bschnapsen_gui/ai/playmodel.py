"""How likely the hidden hands were to play the cards they played: a layout weight.

The hard facts (voids, Stichzwang) only rule layouts out.  A player's choices say more:
who leads a low Unter from a hand with the trump Ace?  For every card another seat has
played in this deal, the play model asks how likely that seat, holding what the layout
says it held then, was to choose that card among those it could play, under a softened
heuristic policy: each card's chance is proportional to ``exp(score / TEMPERATURE)``
(the heuristic's score of the card in that trick), mixed with a uniform share
(:data:`NOISE`) so that no other player's style rules a layout out.  The weight of a
layout is the product over those choices.

The heuristic's score of a card is taken once per choice, from what the seat knew then
apart from its own unseen cards (its hand is the cards it played from then on, plus those
known to be in it now; the voids and Stichzwang facts are those the tricks had shown before
that card); a layout decides only which cards it could play.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from ..engine.contracts import TABLE, Goal, card_order
from ..engine.view import SeatView
from . import heuristic as H
from .bits import ABOVE, FULL, PAIR_MASK, POWER, SUIT_MASK, SUIT_OF
from .knowledge import facts_before_each_card, knowledge, pending_marriage

#: the heuristic's score differences that make one card e times likelier than another
TEMPERATURE = 4.0
#: the share of each choice left to chance (another style of play, a mistake)
NOISE = 0.2
#: the weight of a layout in which a seat led without announcing a marriage it held
MISSED_MARRIAGE = 0.15


@dataclass(slots=True)
class Choice:
    """One card played by another seat, and what it could have played instead."""

    seat: int
    card: int
    later: int  #: the cards this seat played from this trick on (this one included)
    led: int  #: the suit led (-1: this card led the trick)
    wcard: int  #: the card winning the trick before this one (-1 when leading)
    scores: dict[int, float]  #: the heuristic's score per card it might have held, less the top one


def legal_then(hand: int, ch: Choice, trump: int, order: int, stich: bool) -> int:
    """The cards of ``hand`` a follower may play (Farbzwang, Stichzwang, Trumpfzwang)."""
    if ch.led < 0:
        return hand
    same = hand & SUIT_MASK[ch.led]
    above = ABOVE[order]
    w = ch.wcard
    if same:
        if stich and SUIT_OF[w] == ch.led:
            return (same & above[w]) or same
        return same
    if trump >= 0:
        trumps = hand & SUIT_MASK[trump]
        if trumps:
            if stich and SUIT_OF[w] == trump:
                return (trumps & above[w]) or trumps
            return trumps
    return hand


def _marriage_leads(view: SeatView) -> set[int]:
    """The tricks led by an announced marriage's King or Ober (the k-th announcement's
    card leads the trick it was made in: no choice there)."""
    anns = list(view.announcements)
    out: set[int] = set()
    ai = 0
    for ti, t in enumerate(view.tricks):
        if t.cards and ai < len(anns):
            s, suit, _v = anns[ai]
            c = t.cards[0]
            if s == t.leader and int(c.suit) == int(suit) and c.index % 5 in (2, 3):
                out.add(ti)
                ai += 1
    return out


def missed_marriages(view: SeatView) -> list[tuple[int, int]]:
    """The leads at which another seat could have announced a marriage it held, in the
    normal game (anyone on lead may; docs/rules.md §8): (seat, the cards it played from that
    trick on).  A layout that gives it King and Ober of a suit then says it did not
    announce 20 or 40 for free, which players hardly ever do."""
    if view.contract is None or TABLE[view.contract].goal is not Goal.FIRST_TO_66:
        return []
    led_marriage = _marriage_leads(view)
    out = []
    for ti, t in enumerate(view.tricks):
        if not t.cards or ti in led_marriage or t.leader == view.seat:
            continue
        later = 0
        for t2 in view.tricks[ti:]:
            for s2, c2 in zip(t2.seats, t2.cards):
                if s2 == t.leader:
                    later |= c2.bit
        out.append((t.leader, later))
    return out


def choices(view: SeatView, stop: Callable[[], bool] | None = None) -> list[Choice] | None:
    """Every card another seat chose in this deal, with the heuristic's scores of what it
    might have played instead (None: no model here, or ``stop()`` said time is up)."""
    if view.contract is None or view.declarer is None or not view.tricks:
        return None
    if pending_marriage(view) is not None:
        return None
    k = knowledge(view)
    facts = facts_before_each_card(view)
    augen = (view.augen[0], view.augen[1])
    announced = H.announced_by_team(view)
    tricks_won = (view.tricks_won[0], view.tricks_won[1])
    order = int(card_order(view.contract, view.rules))
    pw = POWER[order]
    trump = -1 if view.play_trump is None else int(view.play_trump)
    goal = TABLE[view.contract].goal
    marriage_leads = {(ti, 0) for ti in _marriage_leads(view)}
    # the cards each seat played from each trick on
    seq: list[tuple[int, int, int, int]] = []  # (trick, position, seat, card)
    for ti, t in enumerate(view.tricks):
        for pos, (s, c) in enumerate(zip(t.seats, t.cards)):
            seq.append((ti, pos, s, c.index))
    out: list[Choice] = []
    played_before = 0
    for i, (ti, pos, s, card) in enumerate(seq):
        t = view.tricks[ti]
        if s != view.seat and (ti, pos) not in marriage_leads:
            later = 0
            for _ti, _pos, s2, c2 in seq[i:]:
                if s2 == s:
                    later |= 1 << c2
            base = later | k.known[s]
            candidates = later | (k.allowed[s] & k.unknown) | k.known[s]
            prefix = [c.index for c in t.cards[:pos]]
            led = SUIT_OF[prefix[0]] if prefix else -1
            w = -1
            ws = -1
            for s3, c3 in zip(t.seats[:pos], prefix):
                if w < 0 or (SUIT_OF[c3] == SUIT_OF[w] and pw[c3] > pw[w]) or (
                        SUIT_OF[c3] == trump and SUIT_OF[w] != trump):
                    w, ws = c3, s3
            past = H.PlayInfo(
                seat=s, goal=goal, declarer=view.declarer, trump=trump, order=order, hand=base,
                outstanding=FULL & ~played_before & ~base, trick_cards=prefix,
                trick_seats=list(t.seats[:pos]), later=list(t.seats[pos + 1:]), wseat=ws, wcard=w,
                led=led, allowed=facts[(ti, pos)], augen=augen, announced=announced,
                tricks_won=tricks_won,
            )
            scores: dict[int, float] = {}
            rest = candidates
            while rest:
                low = rest & -rest
                x = low.bit_length() - 1
                rest ^= low
                scores[x] = H.card_score(view, past, x)[0]
            top = max(scores.values())
            out.append(Choice(s, card, later, led, w, {x: sc - top for x, sc in scores.items()}))
            if stop is not None and stop():
                return None
        played_before |= 1 << card
    return out


def choice_chance(ch: Choice, legal: int, strength: dict[int, float], noise: float) -> float:
    """The model's chance that the seat chose ``ch.card`` among the cards ``legal`` to it."""
    n = legal.bit_count()
    if n <= 1:
        return 1.0
    tot = 0.0
    m = legal
    while m:
        low = m & -m
        tot += strength.get(low.bit_length() - 1, 0.0)
        m ^= low
    share = strength.get(ch.card, 0.0) / tot if tot > 0 else 1.0 / n
    return (1.0 - noise) * share + noise / n


def play_weight(view: SeatView, stop: Callable[[], bool] | None = None, temperature: float = TEMPERATURE,
                noise: float = NOISE, marriages: bool = False) -> Callable[[list[int]], float] | None:
    """A layout weight from the cards the other seats have played so far (None: none).

    ``stop()``, asked after each card judged, gives up the model (None): time is up.
    ``temperature`` and ``noise``: the softened policy's (the module's constants by default).
    ``marriages``: a lead without an announcement also says the leader held no marriage
    (:func:`missed_marriages`, weight :data:`MISSED_MARRIAGE`).
    """
    chs = choices(view, stop)
    if not chs:
        return None
    missed = missed_marriages(view) if marriages else []
    assert view.contract is not None
    order = int(card_order(view.contract, view.rules))
    trump = -1 if view.play_trump is None else int(view.play_trump)
    stich = view.rules.stichzwang
    strengths = [{x: math.exp(sc / temperature) for x, sc in ch.scores.items()} for ch in chs]

    def weight(hands: list[int]) -> float:
        p = 1.0
        for ch, strength in zip(chs, strengths):
            legal = legal_then(hands[ch.seat] | ch.later, ch, trump, order, stich)
            if not legal >> ch.card & 1:
                continue  # the hard facts already judge this; the model does not
            p *= choice_chance(ch, legal, strength, noise)
        for seat, later in missed:
            h = hands[seat] | later
            if any(h & m == m for m in PAIR_MASK):
                p *= MISSED_MARRIAGE
        return p

    return weight


__all__ = ["MISSED_MARRIAGE", "NOISE", "TEMPERATURE", "Choice", "choice_chance", "choices", "legal_then",
           "missed_marriages", "play_weight"]
