"""What one seat knows about the hidden cards, and the layouts consistent with it.

From a :class:`~bschnapsen_gui.engine.view.SeatView` alone: the seat's own cards, the
cards played, cards laid open (aufschlagen, Plauderer), the other card of an announced
marriage, voids shown by failures to follow suit or to trump, and "holds nothing
higher" shown by Stichzwang.  A *layout* gives every seat its current hand; layouts are
counted and drawn exactly uniformly among those that respect these hard facts, then
weighted by soft facts (the Rufer called trump from his first three cards; the bidding).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from ..engine.cards import Rank
from ..engine.contracts import TABLE, card_order
from ..engine.deal import Phase
from ..engine.view import SeatView
from .bits import ABOVE, FULL, PAIR_MASK, POWER, SUIT_MASK, SUIT_OF, bit_list


@dataclass(slots=True)
class Knowledge:
    """Hard facts about the current hands, from one seat's point of view."""

    seat: int
    count: list[int]  #: cards each seat holds now (hidden ones included)
    known: list[int]  #: per seat: cards known to be in its hand now
    allowed: list[int]  #: per seat: hidden cards it may hold
    unknown: int  #: cards whose place is unknown
    played: int  #: cards played so far
    #: soft facts: a weight (0..1) for a layout given as hands per seat
    weights: list[Callable[[list[int]], float]] = field(default_factory=list)

    def hidden_capacity(self) -> list[int]:
        return [self.count[s] - self.known[s].bit_count() for s in range(4)]


def trick_leader_of_next(view: SeatView) -> int:
    """The leader of the trick in progress, or of the next one."""
    if view.tricks:
        last = view.tricks[-1]
        if last.winner is None:
            return last.leader
        return last.winner
    assert view.contract is not None and view.declarer is not None
    return view.declarer if TABLE[view.contract].declarer_leads else view.rufer


def pending_marriage(view: SeatView) -> tuple[int, int] | None:
    """(seat, suit) of a marriage announced whose King or Ober is still to be led."""
    anns = view.announcements
    k = 0
    for t in view.tricks:
        if not t.cards:
            continue
        c = t.cards[0]
        if k < len(anns):
            s, suit, _v = anns[k]
            if s == t.leader and c.suit is suit and c.rank in (Rank.K, Rank.O):
                k += 1
    if k < len(anns):
        s, suit, _v = anns[k]
        return s, int(suit)
    return None


def announced_pairs(view: SeatView) -> list[tuple[int, int]]:
    """(seat, suit) of every marriage announced so far."""
    return [(s, int(suit)) for s, suit, _v in view.announcements]


def knowledge(view: SeatView) -> Knowledge:
    """The hard facts of ``view``."""
    seat = view.seat
    own = 0
    for c in view.hand:
        own |= c.bit
    played = 0
    played_by = [0, 0, 0, 0]
    for t in view.tricks:
        for s, c in zip(t.seats, t.cards):
            played |= c.bit
            played_by[s] |= c.bit
    # how many cards each seat holds now, or will hold once the second round is dealt
    count = [5 - played_by[s].bit_count() for s in range(4)]
    full_hand = view.phase in (Phase.PLAY, Phase.DONE) or view.second_round_dealt
    known = [0, 0, 0, 0]
    known[seat] = own
    for s, cards in view.open_hands.items():
        for c in cards:
            if not played & c.bit:
                known[s] |= c.bit
    if view.turned_up is not None and not played & view.turned_up.bit:
        owner = view.turned_up_seat if view.turned_up_seat is not None else view.rufer
        known[owner] |= view.turned_up.bit
    # marriages: the other card of an announced pair stays with the announcer until played
    for s, suit in announced_pairs(view):
        known[s] |= PAIR_MASK[suit] & ~played
    allowed = [FULL, FULL, FULL, FULL]
    if view.contract is not None and view.tricks:
        _trick_facts(view, allowed)
    all_known = known[0] | known[1] | known[2] | known[3]
    unknown = FULL & ~played & ~all_known
    for s in range(4):
        allowed[s] &= unknown
    if full_hand:
        allowed[seat] = 0
    k = Knowledge(seat, count, known, allowed, unknown, played)
    _soft_facts(view, k, played_by)
    return k


def facts_before_each_card(view: SeatView) -> dict[tuple[int, int], list[int]]:
    """The hard facts of the tricks as they stood before each card was played: for
    (trick, position in it), per seat the cards it might still hold then (voids and
    Stichzwang facts, which every seat saw; not yet narrowed by any one seat's hand)."""
    out: dict[tuple[int, int], list[int]] = {}
    if view.contract is not None:
        _trick_facts(view, [FULL, FULL, FULL, FULL], out)
    return out


def _trick_facts(view: SeatView, allowed: list[int],
                 before: dict[tuple[int, int], list[int]] | None = None) -> None:
    """Voids and Stichzwang facts from the tricks (docs/rules.md §7); ``before``, when
    given, keeps ``allowed`` as it stood before each card (:func:`facts_before_each_card`)."""
    assert view.contract is not None
    order = int(card_order(view.contract, view.rules))
    pw = POWER[order]
    above = ABOVE[order]
    trump = -1 if view.play_trump is None else int(view.play_trump)
    stich = view.rules.stichzwang
    for ti, t in enumerate(view.tricks):
        if not t.cards:
            continue
        if before is not None:
            before[(ti, 0)] = list(allowed)
        lead = t.cards[0].index
        led = SUIT_OF[lead]
        w = lead
        for pos, (s, c) in enumerate(zip(t.seats[1:], t.cards[1:]), 1):
            if before is not None:
                before[(ti, pos)] = list(allowed)
            ci = c.index
            sc = SUIT_OF[ci]
            ws = SUIT_OF[w]
            if sc != led:
                allowed[s] &= ~SUIT_MASK[led]
                if trump >= 0:
                    if sc != trump:
                        allowed[s] &= ~SUIT_MASK[trump]
                    elif stich and ws == trump and pw[ci] < pw[w]:
                        # played a trump that does not over-trump: has none higher
                        allowed[s] &= ~above[w]
            elif stich and ws == led and pw[ci] < pw[w]:
                # followed suit without beating: holds nothing higher in the suit
                allowed[s] &= ~above[w]
            # the new winner
            if sc == SUIT_OF[w]:
                if pw[ci] > pw[w]:
                    w = ci
            elif sc == trump:
                w = ci


def _soft_facts(view: SeatView, k: Knowledge, played_by: list[int]) -> None:
    rufer = view.rufer
    if (
        view.trump is not None
        and view.turned_up is None
        and not view.rules.trump_by_turn_up
        and view.seat != rufer
    ):
        tmask = SUIT_MASK[int(view.trump)]
        played = played_by[rufer]

        def rufer_called(hands: list[int], tmask: int = tmask, played: int = played) -> float:
            t = ((hands[rufer] | played) & tmask).bit_count()
            if t == 0:
                return 0.0
            # chance that his first three of five held at least one trump
            return 1.0 - math.comb(5 - t, 3) / 10.0

        k.weights.append(rufer_called)


# -- counting and drawing layouts ----------------------------------------------------------


#: rejection draws tried per layout before the exact draw takes over
REJECTION_TRIES = 6


class Layouts:
    """The layouts of the hidden cards: hands per seat respecting the hard facts.

    Counting is exact; :meth:`sample` draws uniformly; :meth:`all` enumerates.
    """

    def __init__(self, k: Knowledge) -> None:
        self.k = k
        self.cards = bit_list(k.unknown)
        self.seats = [s for s in range(4) if k.hidden_capacity()[s] > 0]
        caps = k.hidden_capacity()
        self.caps = tuple(caps[s] for s in self.seats)
        # allowed seats per card (positions in self.seats)
        self.card_seats = [
            tuple(j for j, s in enumerate(self.seats) if k.allowed[s] >> c & 1) for c in self.cards
        ]
        # the most constrained cards first keeps the enumeration small
        order = sorted(range(len(self.cards)), key=lambda i: len(self.card_seats[i]))
        self.cards = [self.cards[i] for i in order]
        self.card_seats = [self.card_seats[i] for i in order]
        self._memo: dict[tuple[int, tuple[int, ...]], int] = {}
        if sum(self.caps) != len(self.cards):
            # inconsistent facts (should not happen): relax to any placement
            self.card_seats = [tuple(range(len(self.seats))) for _ in self.cards]
            self.caps = tuple(caps[s] for s in self.seats)
        self.total = self._count(0, self.caps)
        if self.total == 0:
            # facts contradict (e.g. a rule variant we read too strictly): drop them
            self.card_seats = [tuple(range(len(self.seats))) for _ in self.cards]
            self._memo.clear()
            self.total = self._count(0, self.caps)
        # for drawing by rejection: each seat's cards it may hold (as the counting has them)
        self._may = [0] * len(self.seats)
        for c, js in zip(self.cards, self.card_seats):
            for j in js:
                self._may[j] |= 1 << c
        self._deck = [1 << c for c in self.cards]
        self._accepted = 0
        self._rejected = 0

    def _count(self, i: int, caps: tuple[int, ...]) -> int:
        if i == len(self.cards):
            return 1
        key = (i, caps)
        m = self._memo.get(key)
        if m is not None:
            return m
        total = 0
        for j in self.card_seats[i]:
            if caps[j]:
                nc = caps[:j] + (caps[j] - 1,) + caps[j + 1 :]
                total += self._count(i + 1, nc)
        self._memo[key] = total
        return total

    def _hands(self, assign: list[int]) -> list[int]:
        hands = list(self.k.known)
        for c, j in zip(self.cards, assign):
            hands[self.seats[j]] |= 1 << c
        return hands

    def sample(self, rng: random.Random) -> list[int]:
        """One layout, uniformly among those that respect the hard facts.

        First by rejection (shuffle the hidden cards into the hands, keep the deal if every
        card went to a seat that may hold it: uniform among the consistent layouts, and
        many times faster while few facts are known); when most such deals are rejected,
        by the exact counting draw (:meth:`sample_exact`).  Either way the draw is uniform.
        """
        if self._rejected <= 8 * (self._accepted + 1):
            for _ in range(REJECTION_TRIES):
                h = self._try_rejection(rng)
                if h is not None:
                    self._accepted += 1
                    return h
                self._rejected += 1
        return self.sample_exact(rng)

    def _try_rejection(self, rng: random.Random) -> list[int] | None:
        deck = self._deck
        rng.shuffle(deck)
        hands = list(self.k.known)
        pos = 0
        for j, cap in enumerate(self.caps):
            m = 0
            for b in deck[pos : pos + cap]:
                m |= b
            if m & ~self._may[j]:
                return None
            hands[self.seats[j]] |= m
            pos += cap
        return hands

    def sample_exact(self, rng: random.Random) -> list[int]:
        """One layout, uniformly, card by card weighted by the counts of completions."""
        caps = self.caps
        assign = []
        for i in range(len(self.cards)):
            opts = []
            weights = []
            for j in self.card_seats[i]:
                if caps[j]:
                    nc = caps[:j] + (caps[j] - 1,) + caps[j + 1 :]
                    w = self._count(i + 1, nc)
                    if w:
                        opts.append((j, nc))
                        weights.append(w)
            r = rng.randrange(sum(weights))
            for (j, nc), w in zip(opts, weights):
                if r < w:
                    assign.append(j)
                    caps = nc
                    break
                r -= w
        return self._hands(assign)

    def all(self) -> Iterator[list[int]]:
        """Every layout (use only when :attr:`total` is small)."""
        n = len(self.cards)
        assign = [0] * n

        def rec(i: int, caps: tuple[int, ...]) -> Iterator[list[int]]:
            if i == n:
                yield self._hands(assign)
                return
            for j in self.card_seats[i]:
                if caps[j]:
                    nc = caps[:j] + (caps[j] - 1,) + caps[j + 1 :]
                    if self._count(i + 1, nc):
                        assign[i] = j
                        yield from rec(i + 1, nc)

        yield from rec(0, self.caps)

    def weight(self, hands: list[int]) -> float:
        w = 1.0
        for f in self.k.weights:
            w *= f(hands)
            if w == 0.0:
                break
        return w


def draw_layouts(
    k: Knowledge,
    rng: random.Random,
    n: int,
    exact_limit: int = 0,
    extra_weight: Callable[[list[int]], float] | None = None,
    stop: Callable[[], bool] | None = None,
) -> tuple[list[tuple[list[int], float]], bool]:
    """Up to ``n`` weighted layouts; all of them (exact) if there are at most ``exact_limit``.

    Returns the layouts with their weights and whether the list is exhaustive.
    Layouts of weight 0 are dropped (when sampling, redrawn a few times).  ``stop()``
    (asked every few draws) ends the drawing early: the decision's time is up.
    """
    lay = Layouts(k)

    def wt(h: list[int]) -> float:
        w = lay.weight(h)
        if w and extra_weight is not None:
            w *= extra_weight(h)
        return w

    if lay.total <= exact_limit:
        out = []
        for h in lay.all():
            w = wt(h)
            if w > 0:
                out.append((h, w))
        if out:
            return out, True
    out = []
    tries = 0
    while len(out) < n and tries < n * 20:
        tries += 1
        if stop is not None and not tries & 15 and out and stop():
            break
        h = lay.sample(rng)
        w = wt(h)
        if w > 0:
            out.append((h, w))
    if not out:
        # the soft facts rule out everything we drew: ignore them
        out = [(lay.sample(rng), 1.0) for _ in range(n)]
    return out, False
