"""A sensible rule-based player: the baseline, the fallback and the tie-breaker.

Every decision is a score per legal action (higher is more natural); the heuristic
player takes the best.  The search players use the same scores to choose among actions
of equal value, so that their play reads the way a good human partner would play.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ..engine import scoring
from ..engine.actions import Action, Verb
from ..engine.contracts import TABLE, Contract, Goal, card_order, rank_of
from ..engine.deal import Phase
from ..engine.view import SeatView
from .bits import ABOVE, AUGEN, FULL, PAIR_MASK, POWER, SUIT_MASK, SUIT_OF, bit_list, played_card
from .knowledge import knowledge, pending_marriage, trick_leader_of_next

# reason codes (the GUI translates them)
R_GENUG = "genug_reached"
R_MARRIAGE = "announce_marriage"
R_LEAD_MARRIAGE = "lead_marriage"
R_DRAW_TRUMPS = "draw_trumps"
R_CASH = "cash_winner"
R_LEAD_LOW = "lead_low"
R_WIN = "win_trick"
R_SCHMIEREN = "give_partner_augen"
R_SAVE = "save_augen"
R_CHEAPEST = "follow_cheapest"
R_DUCK = "duck"
R_FORCED = "only_card"


@dataclass(slots=True)
class PlayInfo:
    """Facts about the trick in progress, from one seat's view."""

    seat: int
    goal: Goal
    declarer: int
    trump: int
    order: int
    hand: int
    outstanding: int  #: cards not played and not in this hand
    trick_cards: list[int]
    trick_seats: list[int]
    later: list[int]  #: seats still to play in this trick after this one
    wseat: int
    wcard: int
    led: int
    allowed: list[int]  #: per seat, cards it may still hold (knowledge)
    augen: tuple[int, int]
    announced: tuple[int, int]
    tricks_won: tuple[int, int]

    def beats(self, c: int, w: int) -> bool:
        if SUIT_OF[c] == SUIT_OF[w]:
            return POWER[self.order][c] > POWER[self.order][w]
        return SUIT_OF[c] == self.trump

    def is_top(self, c: int) -> bool:
        """No card outside this hand beats ``c`` within its suit."""
        return not (ABOVE[self.order][c] & self.outstanding)

    def may_beat(self, seat: int, c: int, led: int) -> bool:
        """Might ``seat`` (still to play) beat card ``c`` in a trick led in ``led``?"""
        al = self.allowed[seat] & self.outstanding
        if SUIT_OF[c] == led:
            if al & SUIT_MASK[led]:
                return bool(al & ABOVE[self.order][c])
            return self.trump >= 0 and bool(al & SUIT_MASK[self.trump])
        if SUIT_OF[c] == self.trump:
            if al & SUIT_MASK[led]:
                return False
            return bool(al & ABOVE[self.order][c])
        return False

    def sure(self, seat_team: int, c: int, led: int) -> bool:
        """Card ``c`` (winning now) cannot be beaten by a later opponent of ``seat_team``."""
        for s in self.later:
            if (s & 1) != seat_team and self.may_beat(s, c, led):
                return False
        return True


def play_info(view: SeatView) -> PlayInfo:
    assert view.contract is not None and view.declarer is not None
    k = knowledge(view)
    hand = 0
    for c in view.hand:
        hand |= c.bit
    order = int(card_order(view.contract, view.rules))
    trump = -1 if view.play_trump is None else int(view.play_trump)
    tcards: list[int] = []
    tseats: list[int] = []
    if view.tricks and view.tricks[-1].winner is None:
        t = view.tricks[-1]
        tcards = [c.index for c in t.cards]
        tseats = list(t.seats)
    leader = trick_leader_of_next(view)
    seq = [s for s in ((leader + i) % 4 for i in range(4)) if s != view.sitting_out]
    pos = len(tcards)
    later = seq[pos + 1 :]
    ws, wc, led = -1, -1, -1
    pw = POWER[order]
    for s, ci in zip(tseats, tcards):
        if wc < 0:
            ws, wc, led = s, ci, SUIT_OF[ci]
        elif SUIT_OF[ci] == SUIT_OF[wc]:
            if pw[ci] > pw[wc]:
                ws, wc = s, ci
        elif SUIT_OF[ci] == trump:
            ws, wc = s, ci
    outstanding = FULL & ~k.played & ~hand
    return PlayInfo(
        seat=view.seat,
        goal=TABLE[view.contract].goal,
        declarer=view.declarer,
        trump=trump,
        order=order,
        hand=hand,
        outstanding=outstanding,
        trick_cards=tcards,
        trick_seats=tseats,
        later=later,
        wseat=ws,
        wcard=wc,
        led=led,
        allowed=k.allowed if any(k.allowed) else [FULL] * 4,
        augen=view.augen,
        announced=announced_by_team(view),
        tricks_won=view.tricks_won,
    )


def announced_by_team(view: SeatView) -> tuple[int, int]:
    return (scoring.announced(view, 0), scoring.announced(view, 1))


def genug_is_right(view: SeatView) -> bool:
    """Would this seat's Genug be right now (the engine's count)?"""
    return scoring.genug_is_right(view, view.team)


# -- play -------------------------------------------------------------------------------


def play_scores(view: SeatView, info: PlayInfo | None = None) -> dict[Action, tuple[float, str]]:
    """A score and a reason code for every legal play-phase action of ``view``."""
    if info is None:
        info = play_info(view)
    out: dict[Action, tuple[float, str]] = {}
    legal = view.legal
    cards = [played_card(a.value) for a in legal if a.verb is Verb.PLAY]
    for a in legal:
        if a.verb is Verb.GENUG:
            if genug_is_right(view):
                out[a] = (1000.0, R_GENUG)
            else:
                out[a] = (-1000.0, R_GENUG)
        elif a.verb is Verb.MARRIAGE:
            suit = int(a.value)  # type: ignore[arg-type]
            out[a] = (_marriage_score(info, suit), R_MARRIAGE)
    for a in legal:
        if a.verb is not Verb.PLAY:
            continue
        c = played_card(a.value)
        if len(cards) == 1:
            out[a] = (0.0, R_FORCED)
            continue
        out[a] = card_score(view, info, c)
    return out


def _marriage_score(info: PlayInfo, suit: int) -> float:
    """Announce at once, except in a Schnapser game whose declaring side must then lead a
    King or Ober that an outstanding Ace or Ten takes (the contract would be lost): there
    it first cashes its winners, unless the announcement itself reaches 66."""
    value = 40 if suit == info.trump else 20
    if info.goal in (Goal.SCHNAPSER, Goal.SCHNAPSER_TEAM):
        team = info.seat & 1
        if info.augen[team] + info.announced[team] + value < scoring.GENUG_AUGEN \
                and not info.is_top(5 * suit + 2):
            return 30.0 + value * 0.1
    return 500.0 + value


def card_score(view: SeatView, info: PlayInfo, c: int) -> tuple[float, str]:
    g = info.goal
    if g is Goal.NO_TRICK:
        return _bettler_score(view, info, c)
    if g is Goal.ALL_TRICKS:
        return _gang_score(view, info, c)
    if not info.trick_cards:
        return _lead_score(view, info, c)
    return _follow_score(view, info, c)


def _lead_score(view: SeatView, info: PlayInfo, c: int) -> tuple[float, str]:
    pm = pending_marriage(view)
    if pm is not None:
        # keep the King (it beats the Ober): lead the Ober
        return (10.0 if c % 5 == 3 else 5.0, R_LEAD_MARRIAGE)
    hand = info.hand
    s = SUIT_OF[c]
    trump = info.trump
    aug = AUGEN[c]
    pw = POWER[info.order][c]
    declaring = (info.seat & 1) == (info.declarer & 1)
    schnapser = info.goal in (Goal.SCHNAPSER, Goal.SCHNAPSER_TEAM)
    top = info.is_top(c)
    score = 0.0
    reason = R_LEAD_LOW
    breaks_pair = (c % 5 in (2, 3)) and (hand & PAIR_MASK[s]) == PAIR_MASK[s]
    if s == trump:
        out_trumps = info.outstanding & SUIT_MASK[trump]
        my_trumps = hand & SUIT_MASK[trump]
        if top and out_trumps and (my_trumps.bit_count() >= 2 or (schnapser and declaring)):
            score = 60 + aug
            reason = R_DRAW_TRUMPS
        elif top and not out_trumps:
            score = 30 + aug
            reason = R_CASH
        else:
            score = 5 - aug - pw
    else:
        if top:
            # a side-suit winner: cash it (an opponent void in it may trump)
            score = 50 + aug
            reason = R_CASH
            if trump >= 0 and info.outstanding & SUIT_MASK[trump]:
                for opp in ((info.seat + 1) % 4, (info.seat + 3) % 4):
                    al = info.allowed[opp] & info.outstanding
                    if not al & SUIT_MASK[s] and al & SUIT_MASK[trump]:
                        score -= 30
        else:
            score = 20 - aug - pw
            if c % 5 == 1 and info.outstanding & (1 << (5 * s)):
                score -= 10  # a Ten into the outstanding Ace
    if breaks_pair:
        score -= 25
    if schnapser and declaring:
        score += pw * 3 + (20 if top else 0)
    elif schnapser and not declaring:
        score += pw  # defenders: lead something that might win
    return (score, reason)


def _follow_score(view: SeatView, info: PlayInfo, c: int) -> tuple[float, str]:
    team = info.seat & 1
    aug = AUGEN[c]
    s = SUIT_OF[c]
    trump = info.trump
    is_trump = s == trump
    top = info.is_top(c)
    beats = info.beats(c, info.wcard)
    partner_wins = (info.wseat & 1) == team
    hand = info.hand
    breaks_pair = (c % 5 in (2, 3)) and (hand & PAIR_MASK[s]) == PAIR_MASK[s]
    pen = 12.0 if breaks_pair else 0.0
    declaring = (info.seat & 1) == (info.declarer & 1)
    if info.goal is Goal.SCHNAPSER and declaring and info.seat != info.declarer:
        # the declarer's partner in a Schnapser must not take a trick from him
        if beats:
            return (-50.0 - aug, R_DUCK)
        return (aug * 1.0, R_SCHMIEREN if info.wseat == info.declarer else R_SAVE)
    if partner_wins:
        sure = not info.later or info.sure(team, info.wcard, info.led)
        if sure and not beats:
            # schmieren: a Ten (or another card that cannot win on its own) on the
            # partner's sure trick; an Ace or other top card can take its own trick later
            val = float(aug)
            if top and not is_trump:
                val -= 9
            if is_trump:
                val -= 10
            return (val - pen, R_SCHMIEREN)
        if beats:
            # Stichzwang may force beating the partner: cheapest
            return (-aug - (5 if is_trump else 0) - pen, R_CHEAPEST)
        return (-aug - (6 if is_trump else 0) - pen, R_SAVE)
    if beats:
        sure = not info.later or info.sure(team, c, info.led)
        trick_val = sum(AUGEN[x] for x in info.trick_cards)
        if sure:
            # win it as cheaply as possible, but a sure winner is worth its Augen
            return (100.0 - (6 if is_trump else 0) - POWER[info.order][c] + (aug * 0.3 if not is_trump else 0) - pen,
                    R_WIN)
        if top or trick_val >= 10:
            return (60.0 - aug * 0.5 - (4 if is_trump else 0) - pen, R_WIN)
        return (20.0 - aug - pen, R_CHEAPEST)
    return (-aug - (6 if is_trump else 0) - (4 if top else 0) - pen, R_SAVE)


def _bettler_score(view: SeatView, info: PlayInfo, c: int) -> tuple[float, str]:
    pw = POWER[info.order][c]
    d = info.declarer
    if info.seat == d:
        if not info.trick_cards:
            # lead the lowest card, preferably where little is outstanding below it
            below = 0
            return (-pw * 10.0 - below, R_LEAD_LOW)
        if info.beats(c, info.wcard):
            return (-100.0 - pw, R_FORCED)
        return (pw * 10.0, R_DUCK)
    if (info.seat & 1) == (d & 1):
        # the declarer's partner (only when he plays): take tricks away from him
        return (pw * 10.0, R_WIN)
    # defenders
    if not info.trick_cards:
        # lead low in a suit the declarer still may hold
        al = info.allowed[d] & info.outstanding & SUIT_MASK[SUIT_OF[c]]
        return (-pw * 10.0 + (20 if al else 0), R_LEAD_LOW)
    if d in info.trick_seats:
        # the declarer has played: do not take the trick from him
        if info.wseat == d:
            if info.beats(c, info.wcard):
                return (-100.0 + pw, R_FORCED)
            return (pw * 10.0, R_DUCK)
        return (-pw * 10.0, R_SAVE)
    # the declarer plays after us: stay low so that his card wins
    return (-pw * 10.0, R_DUCK)


def _gang_score(view: SeatView, info: PlayInfo, c: int) -> tuple[float, str]:
    pw = POWER[info.order][c]
    d = info.declarer
    if info.seat == d:
        if not info.trick_cards:
            top = info.is_top(c)
            tr = SUIT_OF[c] == info.trump
            return ((100.0 if top else 0.0) + (50 if tr else 0) + pw * 5, R_CASH if top else R_LEAD_LOW)
        return (pw * 10.0 + (50 if info.beats(c, info.wcard) else 0), R_WIN)
    if (info.seat & 1) == (d & 1):
        return (-pw * 10.0, R_DUCK)
    if info.trick_cards and info.beats(c, info.wcard):
        return (100.0 + pw, R_WIN)
    return (-pw * 10.0 - AUGEN[c] * 0.1, R_SAVE)


# -- the other phases ---------------------------------------------------------------------


_TRUMP_VALUE = (4.0, 3.0, 2.0, 2.0, 1.0)


def trump_scores(view: SeatView) -> dict[Action, float]:
    """Scores of trump calls (and aufschlagen, redeal) from the Rufer's three cards."""
    hand = [c.index for c in view.hand[:3]]
    out: dict[Action, float] = {}
    for a in view.legal:
        if a.verb is Verb.TRUMP:
            s = int(a.value)  # type: ignore[arg-type]
            mine = [c for c in hand if SUIT_OF[c] == s]
            sc = sum(_TRUMP_VALUE[c % 5] for c in mine) + 2.0 * len(mine)
            # a marriage in the suit is worth 40 as trump
            if all(any(c == 5 * s + r for c in hand) for r in (2, 3)):
                sc += 3
            out[a] = sc
        elif a.verb is Verb.AUFSCHLAGEN:
            out[a] = 5.5 - 0.1 * int(a.value)  # type: ignore[arg-type]
        elif a.verb is Verb.REDEAL:
            out[a] = 100.0
    return out


def hand_mask(view: SeatView) -> int:
    m = 0
    for c in view.hand:
        m |= c.bit
    return m


def _solid_from_top(hand: int, order: int) -> bool:
    """Every suit held is an unbroken run from the top of the suit."""
    pw = POWER[order]
    for s in range(4):
        h = hand & SUIT_MASK[s]
        if not h:
            continue
        cards = sorted(bit_list(SUIT_MASK[s]), key=lambda i: -pw[i])
        n = h.bit_count()
        if set(cards[:n]) != set(bit_list(h)):
            return False
    return True


def _solid_from_bottom(hand: int, order: int, slack: int = 0) -> bool:
    pw = POWER[order]
    bad = 0
    for s in range(4):
        h = hand & SUIT_MASK[s]
        if not h:
            continue
        cards = sorted(bit_list(SUIT_MASK[s]), key=lambda i: pw[i])
        n = h.bit_count()
        if set(cards[:n]) != set(bit_list(h)):
            bad += 1
    return bad <= slack


def bid_scores(view: SeatView) -> dict[Action, float]:
    """Rule-of-thumb auction: the normal game, or a special contract the hand obviously makes."""
    rules = view.rules
    hand = hand_mask(view)
    out: dict[Action, float] = {}
    ranks = rank_of(rules)
    trump = -1 if view.trump is None else int(view.trump)
    full = len(view.hand) == 5
    for a in view.legal:
        if a.verb is Verb.REDEAL:
            out[a] = -1.0
            continue
        if a.verb is not Verb.BID:
            continue
        c = a.value
        if c is None:
            out[a] = 0.0
            continue
        assert isinstance(c, Contract)
        sc = -1.0
        if c is Contract.NORMAL:
            sc = 0.5
        elif not full:
            sc = -1.0
        elif c in (Contract.GANG,):
            sc = 10.0 if _solid_from_top(hand, 0) else -1
        elif c is Contract.ZEHNERGANG:
            sc = 10.0 if _solid_from_top(hand, 1) else -1
        elif c in (Contract.BETTLER, Contract.ASS_BETTLER, Contract.PLAUDERER):
            order = int(card_order(c, rules))
            sc = 5.0 if _solid_from_bottom(hand, order) else -1
            if c is Contract.PLAUDERER:
                sc -= 0.5
        elif c is Contract.ASSENBETTLER:
            sc = 5.0 if _solid_from_bottom(hand, 1) else -1
        elif c in (Contract.SCHNAPSER, Contract.KONTRASCHNAPSER, Contract.SCHNAPSER_MIT_MANN) and trump >= 0:
            p = schnapser_chance(hand, trump, c, leads=view.seat == view.rufer)
            sc = 10.0 * (p - SCHNAPSER_BAR[c])
        elif c in (Contract.BAUERNSCHNAPSER, Contract.KONTRABAUERNSCHNAPSER, Contract.BAUERNLOCH) and trump >= 0:
            order = int(card_order(c, rules))
            sc = 10.0 if _solid_from_top(hand & SUIT_MASK[trump], order) and hand & SUIT_MASK[trump] == hand else -1
        elif c in (Contract.FARBENGANG, Contract.HERRENSCHNAPSER):
            sc = 50.0
        if sc > 0:
            sc += ranks.get(c, 0) * 0.1
        out[a] = sc
    return out


#: The chance that the heuristic makes a Schnapser game from its five cards: a logistic
#: model (intercept; trump Ten, King, Ober, Unter; the trump marriage; side Aces; side Tens
#: with their Ace; the declarer leads), fitted to 40,000 heuristic self-play deals in which
#: every hand with the trump Ace announced (standard rules).  Without the trump Ace the
#: heuristic never makes one.  A Kontraschnapser (the Rufer leads against it) is harder.
SCHNAPSER_MODEL: dict[Contract, tuple[float, ...]] = {
    Contract.SCHNAPSER: (-5.19, 2.93, 1.84, 1.80, 1.78, 5.09, 1.48, -0.15, 1.50),
    Contract.KONTRASCHNAPSER: (-4.57, 2.42, 1.68, 1.59, 1.55, 0.68, 1.43, 0.0, 0.0),
    # with the partner's help: the Schnapser's model (it errs on the safe side)
    Contract.SCHNAPSER_MIT_MANN: (-5.19, 2.93, 1.84, 1.80, 1.78, 5.09, 1.48, -0.15, 1.50),
}
#: announce only above this chance (self-play success then: Schnapser about 82 %,
#: Kontraschnapser about 70 %; the aim is at least 60 % for every contract)
SCHNAPSER_BAR: dict[Contract, float] = {
    Contract.SCHNAPSER: 0.6,
    Contract.KONTRASCHNAPSER: 0.75,
    Contract.SCHNAPSER_MIT_MANN: 0.6,
}


def schnapser_chance(hand: int, trump: int, contract: Contract, leads: bool) -> float:
    """The heuristic's chance to make ``contract`` (a Schnapser game) holding ``hand``."""
    if not hand >> (5 * trump) & 1:
        return 0.0
    t = [hand >> (5 * trump + r) & 1 for r in range(5)]
    side = [s for s in range(4) if s != trump]
    aces = sum(hand >> (5 * s) & 1 for s in side)
    tens = sum(hand >> (5 * s) & 1 & (hand >> (5 * s + 1)) for s in side)
    x = (1.0, t[1], t[2], t[3], t[4], t[2] & t[3], aces, tens, 1.0 if leads else 0.0)
    z = sum(w * v for w, v in zip(SCHNAPSER_MODEL[contract], x))
    return 1.0 / (1.0 + math.exp(-z))


def double_scores(view: SeatView) -> dict[Action, float]:
    """The baseline never doubles."""
    out: dict[Action, float] = {}
    for a in view.legal:
        if a.verb is Verb.DOUBLE:
            out[a] = -1.0 if a.value else 0.0
    return out


# -- the player -------------------------------------------------------------------------------


def scores(view: SeatView) -> dict[Action, float]:
    if view.phase is Phase.PLAY:
        return {a: v for a, (v, _r) in play_scores(view).items()}
    if view.phase is Phase.TRUMP:
        return trump_scores(view)
    if view.phase is Phase.AUCTION:
        return bid_scores(view)
    if view.phase is Phase.DOUBLE:
        return double_scores(view)
    return {}


def best_action(view: SeatView, rng: random.Random | None = None) -> Action:
    """The heuristic's choice (ties broken by the rng, else by legal order)."""
    legal = list(view.legal)
    if not legal:
        raise ValueError("no legal action for this seat")
    sc = scores(view)
    if not sc:
        return legal[0]
    best = max(sc.get(a, -1e9) for a in legal)
    top = [a for a in legal if sc.get(a, -1e9) >= best - 1e-9]
    if rng is not None and len(top) > 1:
        return rng.choice(top)
    return top[0]
