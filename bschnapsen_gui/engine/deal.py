"""One deal of Bauernschnapsen as explicit phases: trump, auction, double, play, done.

A :class:`Deal` holds the cards and everything said and played.  In every phase
``legal_actions()`` lists what may be done (sorted as the deal log sorts ``legal``) and
``apply(action)`` does it or raises :class:`IllegalAction` with the rule that forbids it.
Seats are 0..3 clockwise; team A (0) is seats 0 and 2, team B (1) seats 1 and 3.
The Rufer (caller) sits left of the dealer: ``(dealer + 1) % 4``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import StrEnum

from . import actions as A
from . import events as E
from .actions import Action, Verb
from .cards import STRENGTH, Card, Rank, Suit
from .contracts import (
    TABLE,
    Announcers,
    Contract,
    ContractSpec,
    Goal,
    Needs,
    card_order,
    herzrunde_factor,
    partner_sits_out,
    rank_of,
    ranking,
)
from .errors import IllegalAction, Refusal, RuleId
from .events import Reason, Result
from .rules import RuleSet
from .scoring import GENUG_AUGEN, genug_points, marriage_value


class Phase(StrEnum):
    TRUMP = "trump"
    AUCTION = "auction"
    DOUBLE = "double"
    PLAY = "play"
    DONE = "done"


HUMAN = 0
"""The window's player's seat, at the bottom of its table (South); the others take the other
three (at a table with friends the window turns the table so that its player sits here)."""


def team_of(seat: int) -> int:
    """0 for team A (seats 0, 2), 1 for team B (seats 1, 3)."""
    return seat & 1


class Trick:
    """A trick: who led, the cards in playing order with their seats, and the winner."""

    __slots__ = ("leader", "seats", "cards", "winner")

    def __init__(self, leader: int) -> None:
        self.leader = leader
        self.seats: list[int] = []
        self.cards: list[Card] = []
        self.winner: int | None = None

    @property
    def augen(self) -> int:
        return sum(c.augen for c in self.cards)

    def copy(self) -> Trick:
        t = Trick(self.leader)
        t.seats = list(self.seats)
        t.cards = list(self.cards)
        t.winner = self.winner
        return t

    def __repr__(self) -> str:
        return f"Trick(leader={self.leader}, cards={[str(c) for c in self.cards]}, winner={self.winner})"


class DealError(ValueError):
    """Cards that do not make a deal (not 4 × 5, not the 20 cards once each, bad dealer)."""


_PHASE_VERBS = {
    Phase.TRUMP: (Verb.TRUMP, Verb.AUFSCHLAGEN, Verb.REDEAL),
    Phase.AUCTION: (Verb.BID, Verb.REDEAL),
    Phase.DOUBLE: (Verb.DOUBLE,),
    Phase.PLAY: (Verb.MARRIAGE, Verb.PLAY, Verb.GENUG),
    Phase.DONE: (),
}

_EMPTY: tuple[Action, ...] = ()


class Deal:
    """The state of one deal and its rules.  Mutable; copy with :meth:`copy`."""

    def __init__(self, rules: RuleSet, dealer: int, hands: Sequence[Sequence[Card]]) -> None:
        if type(dealer) is not int or not 0 <= dealer <= 3:
            raise DealError("dealer must be a seat 0-3")
        if len(hands) != 4 or any(len(h) != 5 for h in hands):
            raise DealError("a deal needs four hands of five cards")
        seen = 0
        for h in hands:
            for c in h:
                if not isinstance(c, Card):
                    raise DealError(f"{c!r} is not a card")
                if seen & c.bit:
                    raise DealError(f"{c} is dealt twice")
                seen |= c.bit
        self.rules = rules
        self._ranking = ranking(rules)
        self._ranks = rank_of(rules)
        self._eligible: list[list[Contract]] = [[], [], [], []]
        self.dealer = dealer
        self.rufer = (dealer + 1) % 4
        #: the cards as dealt: per seat, first-round three then second-round two
        self.dealt: tuple[tuple[Card, ...], ...] = tuple(tuple(h) for h in hands)
        #: the cards each seat still holds (second-round cards included once dealt)
        self.hands: list[list[Card]] = [list(h) for h in hands]
        self.history: list[Action] = []
        self.events: list[E.Event] = [E.FirstRoundDealt(dealer, self.rufer)]
        self.phase = Phase.TRUMP
        self.to_act: int | None = self.rufer
        self.trump: Suit | None = None
        #: a card turned up for trump (by aufschlagen, or the dealer's with trump_by_turn_up):
        #: everyone has seen it; it stays in its owner's hand
        self.turned_up: Card | None = None
        self.turned_up_seat: int | None = None
        self.second_round_dealt = False
        # auction
        self.bids: list[tuple[int, Contract | None]] = []
        self.passed = [False, False, False, False]
        self.highest: Contract | None = None
        self.highest_seat: int | None = None
        # contract
        self.contract: Contract | None = None
        self.declarer: int | None = None
        self.spec: ContractSpec | None = None
        self.kontra_level = 0
        self.doubles: list[tuple[int, bool]] = []
        self._ask: tuple[int, int] = (0, 0)  # the two seats asked at this level
        self._ask_i = 0
        # play
        self.play_trump: Suit | None = None
        self.strength: tuple[int, ...] = STRENGTH[0]
        self.sitting_out: int | None = None
        self.tricks: list[Trick] = []
        self.trick: Trick | None = None
        self.augen = [0, 0]
        self.tricks_won = [0, 0]
        self.announcements: list[tuple[int, Suit, int]] = []
        self.announced = [0, 0]  # sum of announcements per team
        self.genug_seats: tuple[int, ...] = ()
        self.marriage_pending: Suit | None = None
        self.result: Result | None = None
        self._legal: tuple[Action, ...] | None = None

        if rules.trump_by_turn_up:
            card = self.dealt[dealer][2]
            self.trump = card.suit
            self.turned_up = card
            self.turned_up_seat = dealer
            self.events.append(E.TurnedUp(dealer, card, True))
            self._start_auction()

    # -- basic facts ------------------------------------------------------------------

    @property
    def finished(self) -> bool:
        return self.phase is Phase.DONE

    def precedence(self, seat: int) -> int:
        """0 for the Rufer, 1 his left neighbour, 2 his partner, 3 the dealer."""
        return (seat - self.rufer) % 4

    def held(self, seat: int) -> list[Card]:
        """The cards a seat holds now: only the first three before the second round; once
        the deal is over, every card it did not play (after a redeal all five are shown).

        The one answer to "which cards does this seat have"; do not modify the list."""
        h = self.hands[seat]
        return h if self.second_round_dealt or self.phase is Phase.DONE else h[:3]

    def declaring_team(self) -> int | None:
        return None if self.declarer is None else team_of(self.declarer)

    def copy(self) -> Deal:
        """An independent copy (cards are shared; they are immutable)."""
        d = object.__new__(Deal)
        d.__dict__.update(self.__dict__)
        d.hands = [list(h) for h in self.hands]
        d.history = list(self.history)
        d.events = list(self.events)
        d.bids = list(self.bids)
        d.passed = list(self.passed)
        d.doubles = list(self.doubles)
        d.tricks = [t.copy() for t in self.tricks]
        d.trick = None if self.trick is None else (d.tricks[-1] if self.trick.cards else self.trick.copy())
        d.augen = list(self.augen)
        d.tricks_won = list(self.tricks_won)
        d.announcements = list(self.announcements)
        d.announced = list(self.announced)
        d._legal = None
        return d

    # -- legal actions ----------------------------------------------------------------

    def legal_actions(self) -> tuple[Action, ...]:
        """Every legal action now, sorted as the deal log sorts ``legal``.

        In the play phase of a normal game this includes "genug" of the partner of the
        player to act when he may say it.  A tuple: the deal keeps it until the next action.
        """
        legal = self._legal
        if legal is None:
            phase = self.phase
            if phase is Phase.PLAY:
                legal = tuple(self._legal_play())
            elif phase is Phase.DONE:
                legal = _EMPTY
            elif phase is Phase.DOUBLE:
                seat = self._ask[self._ask_i]
                legal = (A.DOUBLE[seat][True], A.DOUBLE[seat][False])
            elif phase is Phase.AUCTION:
                legal = tuple(self._legal_auction())
            else:
                legal = tuple(self._legal_trump())
            self._legal = legal
        return legal

    def forget_legal_actions(self) -> None:
        """Drop the legal actions kept since the last action (the engine benchmark measures
        working them out); the next :meth:`legal_actions` works them out anew."""
        self._legal = None

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_actions()

    def explain(self, action: Action) -> Refusal | None:
        """Why ``action`` is refused, or None if it is legal."""
        if action in self.legal_actions():
            return None
        return self._refusal(action)

    def _three_unters(self) -> bool:
        return all(c.rank is Rank.U for c in self.dealt[self.rufer][:3])

    def _redeal_open(self) -> bool:
        """The Rufer may still demand a redeal (rule on, three Unters, first action)."""
        return (
            self.rules.three_unter_redeal
            and self._three_unters()
            and not any(a.seat == self.rufer for a in self.history)
        )

    def _legal_trump(self) -> list[Action]:
        r = self.rufer
        suits = {c.suit for c in self.dealt[r][:3]}
        out = [A.TRUMP[r][s] for s in Suit if s in suits]
        out.append(A.AUFSCHLAGEN[r][0])
        if self.rules.aufschlagen_pick:
            out.append(A.AUFSCHLAGEN[r][1])
        if self._redeal_open():
            out.append(A.REDEAL[r])
        return out

    def _legal_auction(self) -> list[Action]:
        seat = self.to_act
        assert seat is not None
        out: list[Action] = []
        if seat == self.rufer and self._redeal_open():
            out.append(A.REDEAL[seat])
        if not self._must_announce(seat):
            out.append(A.PASS[seat])
        bids = A.BID[seat]
        high = self.highest
        if high is None:
            out.extend(bids[c] for c in self._eligible[seat])
        else:
            ranks = self._ranks
            floor = ranks[high]
            hs = self.highest_seat
            assert hs is not None
            if self.precedence(seat) >= self.precedence(hs):
                floor += 1  # no takeover without precedence
            out.extend(bids[c] for c in self._eligible[seat] if ranks[c] >= floor)
        return out

    def _must_announce(self, seat: int) -> bool:
        return (
            seat == self.rufer
            and not self.rules.rufer_may_pass
            and not any(s == seat for s, _ in self.bids)
        )

    def _bid_refusal(self, seat: int, c: Contract) -> Refusal | None:
        rules = self.rules
        spec = TABLE[c]
        ranks = self._ranks
        if c not in ranks:
            return Refusal(RuleId.CONTRACT_NOT_IN_RULES, {"contract": str(c)})
        who = spec.announcers
        if who is Announcers.RUFER_TEAM_BY_RULE:
            who = Announcers.RUFER if rules.schnapser_announcers == "rufer-only" else Announcers.RUFER_TEAM
        p = self.precedence(seat)
        ok = (
            who is Announcers.ANYONE
            or (who is Announcers.RUFER and p == 0)
            or (who is Announcers.RUFER_TEAM and p in (0, 2))
            or (who is Announcers.RUFER_OPPONENTS and p in (1, 3))
            or (who is Announcers.NOT_RUFER and p != 0)
        )
        if not ok:
            return Refusal(RuleId.ANNOUNCER, {"contract": str(c), "who": who.value})
        if spec.needs is not Needs.NOTHING and not self._has_needed(seat, spec.needs):
            return Refusal(RuleId.CONTRACT_NEEDS_CARDS, {"contract": str(c), "needs": spec.needs.value})
        high = self.highest
        if high is not None:
            hr, cr = ranks[high], ranks[c]
            hs = self.highest_seat
            assert hs is not None
            if cr < hr or (cr == hr and p >= self.precedence(hs)):
                return Refusal(RuleId.BID_TOO_LOW, {"highest": str(high), "contract": str(c)})
        return None

    def _has_needed(self, seat: int, needs: Needs) -> bool:
        # Cards a contract requires are checked against the cards held during the auction:
        # the first three with ``auction_after_three`` (a turned-up card does not count).
        cards = self.dealt[seat] if self.second_round_dealt else self.dealt[seat][:3]
        if needs is Needs.AN_ACE:
            return any(c.rank is Rank.A for c in cards)
        if len(cards) < 5:
            return False
        if needs is Needs.FIVE_OF_A_SUIT:
            return len({c.suit for c in cards}) == 1
        return all(c.suit is self.trump for c in cards)  # FIVE_TRUMPS

    def _legal_play(self) -> list[Action]:
        seat = self.to_act
        assert seat is not None and self.trick is not None and self.spec is not None
        hand = self.hands[seat]
        plays = A.PLAY[seat]
        out: list[Action] = []
        if not self.trick.cards:
            pending = self.marriage_pending
            if pending is not None:
                cards = [c for c in hand if c.suit is pending and (c.rank is Rank.K or c.rank is Rank.O)]
            else:
                cards = hand
                if self._may_announce(seat):
                    for s in self._pairs(seat):
                        out.append(A.MARRIAGE[seat][s])
        else:
            cards = self._allowed_cards(hand)
        out.extend(plays[c.index] for c in cards)
        g = self.genug_seats
        if g:
            if seat in g:
                out.append(A.GENUG[seat])
            for other in g:
                if other != seat:
                    out.append(A.GENUG[other])
        return out

    def _may_announce(self, seat: int) -> bool:
        """Marriages: the contract allows them, the declaring side, once per lead."""
        spec = self.spec
        assert spec is not None
        if not spec.marriages or self.marriage_pending is not None:
            return False
        if spec.goal is Goal.SCHNAPSER:
            return seat == self.declarer
        if spec.goal is Goal.SCHNAPSER_TEAM:
            return team_of(seat) == self.declaring_team()
        return True

    def _pairs(self, seat: int) -> list[Suit]:
        have = 0
        for c in self.hands[seat]:
            have |= c.bit
        out = []
        for s in Suit:
            k = 1 << (s * 5 + Rank.K)
            o = 1 << (s * 5 + Rank.O)
            if have & k and have & o:
                out.append(s)
        return out

    def _allowed_cards(self, hand: list[Card]) -> list[Card]:
        """Farbzwang, Stichzwang, Trumpfzwang (docs/rules.md §7) for a follower."""
        trick = self.trick
        assert trick is not None
        cards = trick.cards
        led = cards[0].suit
        trump = self.play_trump
        strength = self.strength
        same = [c for c in hand if c.suit is led]
        stich = self.rules.stichzwang
        if same:
            if not stich:
                return same
            # the card currently winning the trick
            best = cards[0]
            for c in cards[1:]:
                if c.suit is best.suit:
                    if strength[c.rank] > strength[best.rank]:
                        best = c
                elif c.suit is trump:
                    best = c
            if best.suit is not led:  # trumped: following suit cannot beat it
                return same
            bs = strength[best.rank]
            higher = [c for c in same if strength[c.rank] > bs]
            return higher or same
        if trump is not None:
            trumps = [c for c in hand if c.suit is trump]
            if trumps:
                if not stich:
                    return trumps
                top = 0
                for c in cards:
                    if c.suit is trump and strength[c.rank] > top:
                        top = strength[c.rank]
                if top:
                    over = [c for c in trumps if strength[c.rank] > top]
                    return over or trumps
                return trumps
        return hand

    # -- applying actions -------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Do ``action``; :class:`IllegalAction` if the rules forbid it here."""
        if action not in self.legal_actions():
            raise IllegalAction(self._refusal(action))
        self._legal = None
        self.history.append(action)
        verb = action.verb
        if verb is Verb.PLAY:
            self._apply_play(action.seat, action.value)  # type: ignore[arg-type]
        elif verb is Verb.BID:
            self._apply_bid(action.seat, action.value)  # type: ignore[arg-type]
        elif verb is Verb.DOUBLE:
            self._apply_double(action.seat, bool(action.value))
        elif verb is Verb.TRUMP:
            self._apply_trump(action.value)  # type: ignore[arg-type]
        elif verb is Verb.AUFSCHLAGEN:
            self._apply_aufschlagen(int(action.value))  # type: ignore[arg-type]
        elif verb is Verb.MARRIAGE:
            self._apply_marriage(action.seat, action.value)  # type: ignore[arg-type]
        elif verb is Verb.GENUG:
            self._apply_genug(action.seat)
        else:  # REDEAL
            self.events.append(E.RedealDemanded(action.seat))
            self._finish(Result(None, 0, Reason.REDEAL))

    def apply_all(self, actions: Iterable[Action]) -> None:
        for a in actions:
            self.apply(a)

    # trump phase

    def _apply_trump(self, suit: Suit) -> None:
        self.trump = suit
        self.events.append(E.TrumpCalled(self.rufer, suit))
        self._start_auction()

    def _apply_aufschlagen(self, which: int) -> None:
        card = self.dealt[self.rufer][3 + which]
        self.trump = card.suit
        self.turned_up = card
        self.turned_up_seat = self.rufer
        self.events.append(E.TurnedUp(self.rufer, card, False))
        self._start_auction()

    def _deal_second_round(self) -> None:
        if not self.second_round_dealt:
            self.second_round_dealt = True
            self.events.append(E.SecondRoundDealt())

    def _start_auction(self) -> None:
        if not self.rules.auction_after_three:
            self._deal_second_round()
        self.phase = Phase.AUCTION
        self.to_act = self.rufer
        # Who may announce what depends only on seats and the cards held in the auction.
        self._eligible = [
            [c for c in self._ranking if self._bid_refusal(seat, c) is None] for seat in range(4)
        ]

    # auction

    def _apply_bid(self, seat: int, contract: Contract | None) -> None:
        takeover = contract is not None and contract is self.highest
        self.bids.append((seat, contract))
        self.events.append(E.Bid(seat, contract, takeover))
        if contract is None:
            self.passed[seat] = True
        else:
            self.highest = contract
            self.highest_seat = seat
        n_passed = sum(self.passed)
        if n_passed == 4:
            self._auction_won(self.rufer, Contract.NORMAL, all_passed=True)
            return
        if n_passed == 3 and self.highest is not None:
            assert self.highest_seat is not None
            self._auction_won(self.highest_seat, self.highest, all_passed=False)
            return
        nxt = (seat + 1) % 4
        while self.passed[nxt]:
            nxt = (nxt + 1) % 4
        self.to_act = nxt

    def _auction_won(self, seat: int, contract: Contract, *, all_passed: bool) -> None:
        rules = self.rules
        self.contract = contract
        self.declarer = seat
        spec = self.spec = TABLE[contract]
        self.events.append(E.AuctionWon(seat, contract, all_passed))
        if spec.goal is Goal.SHOWN:
            self._deal_second_round()
            self._finish(self._contract_result(won=True, reason=Reason.SHOWN))
            return
        self._deal_second_round()
        self.play_trump = self.trump if spec.trump else None
        self.strength = STRENGTH[card_order(contract, rules)]
        if rules.max_kontra_level > 0:
            self.phase = Phase.DOUBLE
            self._ask = ((seat + 1) % 4, (seat + 3) % 4)
            self._ask_i = 0
            self.to_act = self._ask[0]
        else:
            self._start_play()

    # doubling

    def _apply_double(self, seat: int, yes: bool) -> None:
        level = self.kontra_level + 1
        self.doubles.append((seat, yes))
        self.events.append(E.Doubled(seat, level, yes))
        if yes:
            self.kontra_level = level
            if level >= self.rules.max_kontra_level:
                self._start_play()
                return
            d = self.declarer
            assert d is not None
            # Re goes to the declarer, then his partner; Sub to the opponents again.
            self._ask = (d, (d + 2) % 4) if level % 2 == 1 else ((d + 1) % 4, (d + 3) % 4)
            self._ask_i = 0
            self.to_act = self._ask[0]
        elif self._ask_i == 0:
            self._ask_i = 1
            self.to_act = self._ask[1]
        else:
            self._start_play()

    # play

    def _start_play(self) -> None:
        assert self.declarer is not None and self.contract is not None and self.spec is not None
        self.phase = Phase.PLAY
        # Hands in sort order from now on, so that legal plays come out sorted.
        self.hands = [sorted(h) for h in self.hands]
        if partner_sits_out(self.contract, self.rules):
            self.sitting_out = (self.declarer + 2) % 4
            self.events.append(E.PartnerSitsOut(self.sitting_out))
        leader = self.declarer if self.spec.declarer_leads else self.rufer
        self.trick = Trick(leader)
        self.to_act = leader

    def _apply_marriage(self, seat: int, suit: Suit) -> None:
        value = marriage_value(suit, self.play_trump)
        team = team_of(seat)
        self.announcements.append((seat, suit, value))
        self.announced[team] += value
        self.marriage_pending = suit
        self.events.append(E.Marriage(seat, suit, value))
        spec = self.spec
        assert spec is not None
        if spec.goal is Goal.FIRST_TO_66:
            if seat not in self.genug_seats:
                self.genug_seats = self.genug_seats + (seat,)
        elif self._schnapser_reached():
            self._finish(self._contract_result(won=True))

    def _apply_play(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        trick = self.trick
        assert trick is not None
        if not trick.cards:
            self.tricks.append(trick)
        trick.seats.append(seat)
        trick.cards.append(card)
        self.genug_seats = ()
        self.marriage_pending = None
        self.events.append(E.CardPlayed(seat, card))
        n_active = 3 if self.sitting_out is not None else 4
        if len(trick.cards) < n_active:
            nxt = (seat + 1) % 4
            if nxt == self.sitting_out:
                nxt = (nxt + 1) % 4
            self.to_act = nxt
            return
        self._complete_trick(trick)

    def _trick_winner(self, trick: Trick) -> int:
        cards = trick.cards
        trump = self.play_trump
        strength = self.strength
        best = cards[0]
        bi = 0
        for i in range(1, len(cards)):
            c = cards[i]
            if c.suit is best.suit:
                if strength[c.rank] > strength[best.rank]:
                    best, bi = c, i
            elif c.suit is trump:
                best, bi = c, i
        return trick.seats[bi]

    def _complete_trick(self, trick: Trick) -> None:
        winner = self._trick_winner(trick)
        trick.winner = winner
        team = team_of(winner)
        augen = trick.augen
        self.augen[team] += augen
        self.tricks_won[team] += 1
        self.events.append(E.TrickTaken(winner, tuple(trick.cards), augen))
        spec = self.spec
        assert spec is not None
        n = len(self.tricks)
        goal = spec.goal
        d = self.declarer
        if goal is Goal.FIRST_TO_66:
            if n == 5:
                self._finish(Result(team, self._multiplier(), Reason.LAST_TRICK))
                return
            self.genug_seats = (winner, (winner + 2) % 4)
        elif goal is Goal.NO_TRICK:
            if winner == d:
                self._finish(self._contract_result(won=False))
                return
            if n == 5:
                self._finish(self._contract_result(won=True))
                return
        elif goal is Goal.ALL_TRICKS:
            if winner != d:
                self._finish(self._contract_result(won=False))
                return
            if n == 5:
                self._finish(self._contract_result(won=True))
                return
        else:  # SCHNAPSER, SCHNAPSER_TEAM
            side_ok = winner == d if goal is Goal.SCHNAPSER else team == self.declaring_team()
            if not side_ok:
                self._finish(self._contract_result(won=False))
                return
            if self._schnapser_reached():
                self._finish(self._contract_result(won=True))
                return
            if n == 3:
                self._finish(self._contract_result(won=False))
                return
        self.trick = Trick(winner)
        self.to_act = winner

    def _schnapser_reached(self) -> bool:
        """The declaring side has every trick so far and 66 with its announcements."""
        team = self.declaring_team()
        assert team is not None
        if self.tricks_won[team] == 0 or self.tricks_won[1 - team] != 0:
            return False
        return self.augen[team] + self.announced[team] >= GENUG_AUGEN

    def _apply_genug(self, seat: int) -> None:
        team = team_of(seat)
        winner, points = genug_points(self, team)
        right = winner == team
        self.events.append(E.Genug(seat, right))
        reason = Reason.GENUG if right else Reason.WRONG_GENUG
        self._finish(Result(winner, points * self._multiplier(), reason))

    # scoring

    def _multiplier(self) -> int:
        m = 1 << self.kontra_level
        if self.contract is not None:
            m *= herzrunde_factor(self.contract, self.rules, self.trump)
        return m

    def _contract_result(self, *, won: bool, reason: Reason | None = None) -> Result:
        assert self.contract is not None and self.declarer is not None and self.spec is not None
        team = team_of(self.declarer)
        points = self.spec.value(self.rules) * self._multiplier()
        if reason is None:
            reason = Reason.CONTRACT_WON if won else Reason.CONTRACT_LOST
        return Result(team if won else 1 - team, points, reason)

    def _finish(self, result: Result) -> None:
        self.result = result
        self.phase = Phase.DONE
        self.to_act = None
        self.genug_seats = ()
        self.marriage_pending = None
        self._legal = None
        self.events.append(E.DealEnded(result))

    # -- refusals ---------------------------------------------------------------------

    def _refusal(self, action: Action) -> Refusal:  # noqa: C901 - one rule per branch
        phase = self.phase
        verb = action.verb
        seat = action.seat
        if phase is Phase.DONE:
            return Refusal(RuleId.DEAL_OVER)
        if verb is Verb.GENUG:
            if phase is not Phase.PLAY:
                return Refusal(RuleId.WRONG_PHASE, {"phase": str(phase)})
            if self.contract is not Contract.NORMAL:
                return Refusal(RuleId.GENUG_ONLY_NORMAL)
            return Refusal(RuleId.GENUG_NOT_NOW)
        if verb is Verb.PLAY and seat == self.sitting_out:
            return Refusal(RuleId.SITS_OUT)
        if seat != self.to_act:
            return Refusal(RuleId.NOT_YOUR_TURN, {"to_act": self.to_act})
        if verb not in _PHASE_VERBS[phase]:
            if self.rules.trump_by_turn_up and verb in (Verb.TRUMP, Verb.AUFSCHLAGEN):
                return Refusal(RuleId.TRUMP_BY_TURN_UP)
            return Refusal(RuleId.WRONG_PHASE, {"phase": str(phase)})
        if verb is Verb.TRUMP:
            return Refusal(RuleId.TRUMP_NOT_HELD, {"suit": action.value.name})  # type: ignore[union-attr]
        if verb is Verb.AUFSCHLAGEN:
            return Refusal(RuleId.AUFSCHLAGEN_PICK)
        if verb is Verb.REDEAL:
            if not self.rules.three_unter_redeal:
                return Refusal(RuleId.REDEAL_RULE_OFF)
            if seat != self.rufer or not self._three_unters():
                # only the Rufer's first three cards count; another seat is told so without
                # learning whether the Rufer holds three Unters
                return Refusal(RuleId.REDEAL_NEEDS_THREE_UNTERS)
            return Refusal(RuleId.REDEAL_FIRST_ACTION)
        if verb is Verb.BID:
            c = action.value
            if c is None:
                return Refusal(RuleId.RUFER_MUST_ANNOUNCE)
            assert isinstance(c, Contract)
            r = self._bid_refusal(seat, c)
            assert r is not None
            return r
        if verb is Verb.MARRIAGE:
            spec = self.spec
            assert spec is not None
            suit = action.value
            assert isinstance(suit, Suit)
            if not spec.marriages:
                return Refusal(RuleId.MARRIAGE_NOT_IN_CONTRACT)
            if spec.goal is not Goal.FIRST_TO_66 and not (
                seat == self.declarer
                or (spec.goal is Goal.SCHNAPSER_TEAM and team_of(seat) == self.declaring_team())
            ):
                return Refusal(RuleId.MARRIAGE_DECLARING_SIDE)
            if self.trick is not None and self.trick.cards:
                return Refusal(RuleId.MARRIAGE_ONLY_ON_LEAD)
            if self.marriage_pending is not None:
                return Refusal(RuleId.MARRIAGE_ONCE_PER_LEAD)
            return Refusal(RuleId.MARRIAGE_NEEDS_PAIR, {"suit": suit.name})
        # PLAY
        card = action.value
        assert isinstance(card, Card)
        hand = self.hands[seat]
        if card not in hand:
            return Refusal(RuleId.CARD_NOT_HELD, {"card": str(card)})
        trick = self.trick
        assert trick is not None
        if not trick.cards:
            pending = self.marriage_pending
            assert pending is not None
            pair = [str(c) for c in sorted(hand) if c.suit is pending and c.rank in (Rank.K, Rank.O)]
            return Refusal(RuleId.MUST_LEAD_MARRIAGE, {"suit": pending.name, "cards": pair})
        allowed = [str(c) for c in sorted(self._allowed_cards(hand))]
        led = trick.cards[0].suit
        details = {"cards": allowed}
        if any(c.suit is led for c in hand):
            if card.suit is not led:
                return Refusal(RuleId.FARBZWANG, details)
            return Refusal(RuleId.STICHZWANG, details)
        if card.suit is not self.play_trump:
            return Refusal(RuleId.TRUMPFZWANG, details)
        return Refusal(RuleId.OVER_TRUMP, details)

    # -- conveniences -----------------------------------------------------------------

    def refusal_for_card(self, seat: int, card: Card) -> Refusal | None:
        """Why ``seat`` may not play ``card`` now (for dimming cards and tooltips)."""
        return self.explain(A.PLAY[seat][card.index])
