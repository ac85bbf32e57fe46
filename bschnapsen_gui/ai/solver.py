"""An exact open-cards solver for the play of every contract family.

The solver knows where every card is and plays both teams perfectly (minimax with
alpha-beta and a transposition table at trick boundaries).  It mirrors the engine's
rules exactly — Farbzwang, Stichzwang, Trumpfzwang, marriages, genug (right and wrong),
the early ends of docs/rules.md §9 — on bit-mask card sets; the tests compare it with a plain
search over the engine's own ``Deal.copy()``/``apply()``.

Values are *units* from team A's point of view: in the normal game +-1, +-2 or +-3 (the
Punkte before Kontra and Herzrunde), in every other contract +1 when team A scores the
contract and -1 when team B does.  :attr:`PlayState.punkte_per_unit` turns units into
Punkte.

Moves are small integers: ``0..19`` play that card, ``20 + suit`` announce a marriage
in that suit, :data:`GENUG` say genug.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine.actions import Action, Verb
from ..engine.cards import DECK, Suit
from ..engine.contracts import TABLE, Contract, Goal, card_order
from ..engine.contracts import value as contract_value
from ..engine.deal import Deal, Phase
from ..engine.scoring import GENUG_AUGEN, SCHNEIDER_AUGEN, genug_score
from .bits import ABOVE, AUGEN, FULL, PAIR_MASK, POWER, SUIT_MASK, SUIT_OF, played_card

GENUG = 24
MARRIAGE0 = 20

G_NORMAL = 0
G_NO_TRICK = 1
G_ALL_TRICKS = 2
G_SCHNAPSER = 3
G_SCHNAPSER_TEAM = 4

GOAL_CODE = {
    Goal.FIRST_TO_66: G_NORMAL,
    Goal.NO_TRICK: G_NO_TRICK,
    Goal.ALL_TRICKS: G_ALL_TRICKS,
    Goal.SCHNAPSER: G_SCHNAPSER,
    Goal.SCHNAPSER_TEAM: G_SCHNAPSER_TEAM,
}

INF = 100


class SolverCancelled(Exception):
    """Raised inside a search when its ``poll`` callback says stop."""


@dataclass(slots=True)
class PlayState:
    """Everything the play depends on, with every hand known (open cards)."""

    hands: list[int]  #: per seat, a card mask (the sitting-out seat's hand is ignored)
    trump: int  #: suit that counts as trump in the play, -1 for none
    order: int  #: engine ``Order`` of the ranks
    stichzwang: bool
    goal: int  #: one of the ``G_*`` codes
    declarer: int
    sitting_out: int  #: seat that sits out, -1 for none
    leader: int  #: leader of the trick in progress (or the next trick)
    trick: list[int] = field(default_factory=list)  #: cards of the trick in progress
    augen: list[int] = field(default_factory=lambda: [0, 0])
    tricks_won: list[int] = field(default_factory=lambda: [0, 0])
    announced: list[int] = field(default_factory=lambda: [0, 0])
    ntricks: int = 0  #: completed tricks
    pending: int = -1  #: suit of a marriage just announced (its K or O must be led)
    genug_open: bool = False  #: the player to act (his team) may say genug now
    punkte_per_unit: int = 1  #: Punkte of one unit: contract value x Kontra x Herzrunde
    contract: Contract = Contract.NORMAL

    def copy(self) -> PlayState:
        return PlayState(
            list(self.hands),
            self.trump,
            self.order,
            self.stichzwang,
            self.goal,
            self.declarer,
            self.sitting_out,
            self.leader,
            list(self.trick),
            list(self.augen),
            list(self.tricks_won),
            list(self.announced),
            self.ntricks,
            self.pending,
            self.genug_open,
            self.punkte_per_unit,
            self.contract,
        )

    def seats_in_order(self, leader: int) -> list[int]:
        return [s for s in ((leader + k) % 4 for k in range(4)) if s != self.sitting_out]

    @property
    def to_act(self) -> int:
        return self.seats_in_order(self.leader)[len(self.trick)]

    def trick_winner(self) -> tuple[int, int]:
        """(seat, card) winning the trick in progress; (-1, -1) if it is empty."""
        seats = self.seats_in_order(self.leader)
        ws, wc = -1, -1
        pw = POWER[self.order]
        for k, c in enumerate(self.trick):
            if k == 0:
                ws, wc = seats[0], c
            elif SUIT_OF[c] == SUIT_OF[wc]:
                if pw[c] > pw[wc]:
                    ws, wc = seats[k], c
            elif SUIT_OF[c] == self.trump:
                ws, wc = seats[k], c
        return ws, wc

    def legal_moves(self) -> list[int]:
        """The moves of the player to act, as the engine allows them."""
        seat = self.to_act
        hand = self.hands[seat]
        out: list[int] = []
        if self.genug_open:
            out.append(GENUG)
        if not self.trick:
            if self.pending >= 0:
                cards = hand & PAIR_MASK[self.pending]
            else:
                cards = hand
                if may_announce(self.goal, self.declarer, seat):
                    for s in range(4):
                        if hand & PAIR_MASK[s] == PAIR_MASK[s]:
                            out.append(MARRIAGE0 + s)
        else:
            ws, wc = self.trick_winner()
            cards = follow_mask(hand, SUIT_OF[self.trick[0]], wc, self.trump, self.order, self.stichzwang)
        c = cards
        while c:
            low = c & -c
            out.append(low.bit_length() - 1)
            c ^= low
        return out


def may_announce(goal: int, declarer: int, seat: int) -> bool:
    if goal == G_NORMAL:
        return True
    if goal == G_SCHNAPSER:
        return seat == declarer
    if goal == G_SCHNAPSER_TEAM:
        return (seat & 1) == (declarer & 1)
    return False


def follow_mask(hand: int, led: int, wcard: int, trump: int, order: int, stich: bool) -> int:
    """The cards of ``hand`` a follower may play (docs/rules.md §7)."""
    same = hand & SUIT_MASK[led]
    if same:
        if stich and SUIT_OF[wcard] == led:
            higher = same & ABOVE[order][wcard]
            if higher:
                return higher
        return same
    if trump >= 0:
        tr = hand & SUIT_MASK[trump]
        if tr:
            if stich and SUIT_OF[wcard] == trump:
                over = tr & ABOVE[order][wcard]
                if over:
                    return over
            return tr
    return hand


def genug_units(team: int, augen: list[int] | tuple[int, int], tricks_won: list[int] | tuple[int, int],
                announced: list[int] | tuple[int, int]) -> int:
    """Units for team A when ``team`` says genug now (right or wrong), as the engine scores."""
    winner, pts = genug_score(team, augen, tricks_won, announced)
    return pts if winner == 0 else -pts


def move_of_action(action: Action) -> int:
    if action.verb is Verb.PLAY:
        return played_card(action.value)
    if action.verb is Verb.MARRIAGE:
        return MARRIAGE0 + int(action.value)  # type: ignore[arg-type]
    if action.verb is Verb.GENUG:
        return GENUG
    raise ValueError(f"not a play-phase action: {action!r}")


def multiplier_of(deal_rules_herzrunde: bool, contract: Contract, trump: Suit | None, kontra_level: int) -> int:
    m = 1 << kontra_level
    if deal_rules_herzrunde and TABLE[contract].herzrunde and trump is Suit.H:
        m *= 2
    return m


def state_from_deal(deal: Deal) -> PlayState:
    """The open-cards state of a deal in its play phase."""
    if deal.phase is not Phase.PLAY or deal.contract is None or deal.declarer is None:
        raise ValueError("the deal is not in its play phase")
    contract = deal.contract
    spec = TABLE[contract]
    trump = -1 if deal.play_trump is None else int(deal.play_trump)
    order = int(card_order(contract, deal.rules))
    hands = [0, 0, 0, 0]
    for s in range(4):
        for c in deal.hands[s]:
            hands[s] |= c.bit
    so = -1 if deal.sitting_out is None else deal.sitting_out
    if so >= 0:
        hands[so] = 0
    trick = deal.trick
    assert trick is not None
    mult = multiplier_of(deal.rules.herzrunde, contract, deal.trump, deal.kontra_level)
    per_unit = mult * (1 if spec.goal is Goal.FIRST_TO_66 else contract_value(contract, deal.rules))
    return PlayState(
        hands=hands,
        trump=trump,
        order=order,
        stichzwang=deal.rules.stichzwang,
        goal=GOAL_CODE[spec.goal],
        declarer=deal.declarer,
        sitting_out=so,
        leader=trick.leader,
        trick=[c.index for c in trick.cards],
        augen=list(deal.augen),
        tricks_won=list(deal.tricks_won),
        announced=list(deal.announced),
        ntricks=sum(1 for t in deal.tricks if t.winner is not None),
        pending=-1 if deal.marriage_pending is None else int(deal.marriage_pending),
        genug_open=bool(deal.genug_seats),
        punkte_per_unit=per_unit,
        contract=contract,
    )


class Solver:
    """Alpha-beta over one play state's rules; reuse it for states of the same deal.

    ``poll`` (optional) is called every few thousand nodes; raising from it (e.g.
    :class:`SolverCancelled`) aborts the search.
    """

    def __init__(self, st: PlayState, poll: Callable[[], None] | None = None) -> None:
        self.trump = st.trump
        self.order = st.order
        self.stich = st.stichzwang
        self.goal = st.goal
        self.decl = st.declarer
        self.so = st.sitting_out
        self.dteam = st.declarer & 1
        # units for team A when the declaring side wins / loses a contract
        self.win = 1 if self.dteam == 0 else -1
        seq = []
        for leader in range(4):
            seq.append(tuple(s for s in ((leader + k) % 4 for k in range(4)) if s != self.so))
        self.seq = tuple(seq)
        self.ncards = 3 if self.so >= 0 else 4
        self.tt: dict[int, tuple[int, int, int]] = {}
        self.nodes = 0
        self.poll = poll
        self.pw = POWER[self.order]
        self.above = ABOVE[self.order]
        self.marr = self.goal in (G_NORMAL, G_SCHNAPSER, G_SCHNAPSER_TEAM)
        pw = self.pw
        self.by_power = sorted(range(20), key=lambda i: (-pw[i], -AUGEN[i], i))
        self.by_augen = sorted(range(20), key=lambda i: (AUGEN[i], pw[i], i))
        self.by_augen_desc = self.by_augen[::-1]
        tmask = SUIT_MASK[self.trump] if self.trump >= 0 else 0
        self.beat = tuple(self.above[w] | (tmask if SUIT_OF[w] != self.trump else 0) for w in range(20))

    # -- public -----------------------------------------------------------------------

    def solve(self, st: PlayState) -> int:
        """The value (units, team A) of ``st`` with best play on both sides.

        Null-window probes over the few values a deal can end with (MTD style); the
        transposition table carries the bounds from one probe to the next.
        """
        if self.goal != G_NORMAL:
            return 1 if self.probe(st, 0, 1) >= 1 else -1
        if self.probe(st, 0, 1) >= 1:
            for g in (2, 3):
                if self.probe(st, g - 1, g) < g:
                    return g - 1
            return 3
        for g in (-1, -2):
            if self.probe(st, g - 1, g) >= g:
                return g
        return -3

    def wins(self, st: PlayState, team: int, at_least: int = 1) -> bool:
        """Does ``team`` get at least ``at_least`` units (a yes/no question, one probe)?"""
        if team == 0:
            return self.probe(st, at_least - 1, at_least) >= at_least
        return self.probe(st, -at_least, -at_least + 1) <= -at_least

    def probe(self, st: PlayState, alpha: int = -INF, beta: int = INF) -> int:
        """Fail-soft alpha-beta of ``st`` in the window (alpha, beta)."""
        ws, wc = st.trick_winner()
        taug = sum(AUGEN[c] for c in st.trick)
        led = SUIT_OF[st.trick[0]] if st.trick else -1
        if st.trick:
            return self._follow(
                self._packed(st), st.leader, len(st.trick), led, ws, wc, taug,
                st.augen[0], st.augen[1], st.tricks_won[0], st.tricks_won[1],
                st.announced[0], st.announced[1], st.ntricks, alpha, beta,
            )
        return self._node(
            self._packed(st), st.leader, len(st.trick), led, ws, wc, taug,
            st.augen[0], st.augen[1], st.tricks_won[0], st.tricks_won[1],
            st.announced[0], st.announced[1], st.ntricks, st.pending, st.genug_open,
            alpha, beta,
        )

    def move_values(self, st: PlayState, moves: list[int] | None = None) -> list[tuple[int, int]]:
        """Exact value (units, team A) of each legal move of the player to act."""
        if moves is None:
            moves = st.legal_moves()
        out = []
        for m in moves:
            out.append((m, self.after(st, m)))
        return out

    def after(self, st: PlayState, move: int) -> int:
        """The value of ``st`` after the player to act makes ``move``."""
        if move == GENUG:
            return genug_units(st.to_act & 1, st.augen, st.tricks_won, st.announced)
        nxt, done = apply_move(st, move)
        if done is not None:
            return done
        return self.solve(nxt)

    # -- search -----------------------------------------------------------------------

    def _packed(self, st: PlayState) -> int:
        p = 0
        for s in range(4):
            if s != self.so:
                p |= st.hands[s] << (20 * s)
        return p

    def _node(
        self, packed: int, leader: int, n: int, led: int, wseat: int, wcard: int, taug: int,
        a0: int, a1: int, t0: int, t1: int, n0: int, n1: int, ntr: int, pend: int, gopen: bool,
        alpha: int, beta: int,
    ) -> int:
        self.nodes += 1
        if self.poll is not None and not self.nodes & 255:
            self.poll()
        seat = leader
        hand = (packed >> (20 * seat)) & FULL
        maxi = not (seat & 1)
        goal = self.goal
        key = -1
        ttbest = -1
        tt = self.tt
        alpha0, beta0 = alpha, beta
        if pend < 0:
            if goal == G_NORMAL:
                key = (packed | (leader << 80) | (a0 << 82) | ((t0 > 0) << 89) | ((t1 > 0) << 90)
                       | (n0 << 91) | (n1 << 99))
            elif goal == G_NO_TRICK or goal == G_ALL_TRICKS:
                key = packed | (leader << 80)
            else:
                if self.dteam == 0:
                    key = packed | (leader << 80) | (a0 << 82) | (n0 << 89)
                else:
                    key = packed | (leader << 80) | (a1 << 82) | (n1 << 89)
            e = tt.get(key)
            if e is not None:
                lo, hi, ttbest = e
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                if lo == hi:
                    return lo
                if lo > alpha:
                    alpha = lo
                if hi < beta:
                    beta = hi
        best = -INF if maxi else INF
        bestmove = -1
        # genug (normal game only; the acting team)
        if gopen:
            team = seat & 1
            if team == 0:
                own = a0 + (n0 if t0 else 0)
                opa = a1 + (n1 if t1 else 0)
                opt = t1
            else:
                own = a1 + (n1 if t1 else 0)
                opa = a0 + (n0 if t0 else 0)
                opt = t0
            pts = 3 if opt == 0 else (2 if opa < SCHNEIDER_AUGEN else 1)
            if own >= GENUG_AUGEN:
                # a right genug scores the most this team can still get: take it now
                return pts if team == 0 else -pts
            best = -pts if team == 0 else pts
            bestmove = GENUG
            if maxi:
                if best > alpha:
                    alpha = best
            elif best < beta:
                beta = best
            if alpha >= beta:
                return best
        if ntr == 4 and pend < 0:
            # the last trick: every player has one card left
            v = self._last_trick(packed, leader, a0, a1, t0, t1, n0, n1)
            if maxi:
                return v if v > best else best
            return v if v < best else best
        # the cards that may be led
        if pend >= 0:
            cards = hand & PAIR_MASK[pend]
        else:
            cards = hand
            # marriages
            if self.marr and (goal == G_NORMAL or (goal == G_SCHNAPSER and seat == self.decl)
                              or (goal == G_SCHNAPSER_TEAM and (seat & 1) == self.dteam)):
                for s in range(4):
                    pm = PAIR_MASK[s]
                    if hand & pm == pm:
                        val = 40 if s == self.trump else 20
                        if seat & 1:
                            m1 = n1 + val
                            m0 = n0
                        else:
                            m0 = n0 + val
                            m1 = n1
                        v = -INF
                        if goal != G_NORMAL:
                            # Schnapser: won at once when the side has every trick and 66
                            if self.dteam == 0:
                                if t0 and not t1 and a0 + m0 >= GENUG_AUGEN:
                                    v = self.win
                            elif t1 and not t0 and a1 + m1 >= GENUG_AUGEN:
                                v = self.win
                        if v == -INF:
                            v = self._node(packed, leader, 0, -1, -1, -1, 0, a0, a1, t0, t1, m0, m1,
                                           ntr, s, goal == G_NORMAL or gopen, alpha, beta)
                        if maxi:
                            if v > best:
                                best, bestmove = v, MARRIAGE0 + s
                                if v > alpha:
                                    alpha = v
                        elif v < best:
                            best, bestmove = v, MARRIAGE0 + s
                            if v < beta:
                                beta = v
                        if alpha >= beta:
                            if key >= 0:
                                self._store(key, best, alpha0, beta0, bestmove)
                            return best
        order_list = [c for c in self.by_power if cards >> c & 1]
        if ttbest >= 0 and ttbest < 20 and cards >> ttbest & 1 and order_list[0] != ttbest:
            order_list.remove(ttbest)
            order_list.insert(0, ttbest)
        sh = 20 * seat
        follow = self._follow
        for c in order_list:
            v = follow(packed ^ (1 << (c + sh)), leader, 1, SUIT_OF[c], seat, c, AUGEN[c], a0, a1, t0, t1,
                       n0, n1, ntr, alpha, beta)
            if maxi:
                if v > best:
                    best, bestmove = v, c
                    if v > alpha:
                        alpha = v
            elif v < best:
                best, bestmove = v, c
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        if key >= 0:
            self._store(key, best, alpha0, beta0, bestmove)
        return best

    def _follow(
        self, packed: int, leader: int, n: int, led: int, wseat: int, wcard: int, taug: int,
        a0: int, a1: int, t0: int, t1: int, n0: int, n1: int, ntr: int, alpha: int, beta: int,
    ) -> int:
        seat = self.seq[leader][n]
        hand = (packed >> (20 * seat)) & FULL
        maxi = not (seat & 1)
        trump = self.trump
        same = hand & SUIT_MASK[led]
        if same:
            cards = same
            if self.stich and SUIT_OF[wcard] == led:
                higher = same & self.above[wcard]
                if higher:
                    cards = higher
        else:
            cards = hand
            if trump >= 0:
                tr = hand & SUIT_MASK[trump]
                if tr:
                    cards = tr
                    if self.stich and SUIT_OF[wcard] == trump:
                        over = tr & self.above[wcard]
                        if over:
                            cards = over
        if not cards & (cards - 1):
            order_list = [cards.bit_length() - 1]
        else:
            win = cards & self.beat[wcard]
            lose = cards & ~win
            if self.goal == G_NO_TRICK:
                if seat == self.decl:
                    bp = self.by_power
                    order_list = [c for c in bp if lose >> c & 1] + [c for c in bp if win >> c & 1]
                else:
                    order_list = [c for c in self.by_power if cards >> c & 1]
            elif (wseat & 1) == (seat & 1):
                order_list = ([c for c in self.by_augen_desc if lose >> c & 1]
                              + [c for c in self.by_augen if win >> c & 1])
            else:
                ba = self.by_augen
                order_list = [c for c in ba if win >> c & 1] + [c for c in ba if lose >> c & 1]
        last = n + 1 == self.ncards
        pw = self.pw
        sw = SUIT_OF[wcard]
        pww = pw[wcard]
        sh = 20 * seat
        best = -INF if maxi else INF
        for c in order_list:
            sc = SUIT_OF[c]
            if (sc == sw and pw[c] > pww) or (sc == trump and sw != trump):
                nws, nwc = seat, c
            else:
                nws, nwc = wseat, wcard
            if last:
                v = self._trick_done(packed ^ (1 << (c + sh)), nws, taug + AUGEN[c], a0, a1, t0, t1, n0, n1,
                                     ntr + 1, alpha, beta)
            else:
                v = self._follow(packed ^ (1 << (c + sh)), leader, n + 1, led, nws, nwc, taug + AUGEN[c],
                                 a0, a1, t0, t1, n0, n1, ntr, alpha, beta)
            if maxi:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            elif v < best:
                best = v
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        return best

    def _last_trick(self, packed: int, leader: int, a0: int, a1: int, t0: int, t1: int, n0: int,
                    n1: int) -> int:
        pw = self.pw
        trump = self.trump
        wseat = leader
        wcard = ((packed >> (20 * leader)) & FULL).bit_length() - 1
        taug = AUGEN[wcard]
        for seat in self.seq[leader][1:]:
            c = ((packed >> (20 * seat)) & FULL).bit_length() - 1
            taug += AUGEN[c]
            sc = SUIT_OF[c]
            if sc == SUIT_OF[wcard]:
                if pw[c] > pw[wcard]:
                    wseat, wcard = seat, c
            elif sc == trump:
                wseat, wcard = seat, c
        return self._trick_done(0, wseat, taug, a0, a1, t0, t1, n0, n1, 5, -INF, INF)

    def _store(self, key: int, v: int, alpha0: int, beta0: int, move: int) -> None:
        e = self.tt.get(key)
        lo, hi = (-INF, INF) if e is None else (e[0], e[1])
        if v <= alpha0:
            hi = min(hi, v)
        elif v >= beta0:
            lo = max(lo, v)
        else:
            lo = hi = v
        self.tt[key] = (lo, hi, move)

    def _trick_done(
        self, packed: int, ws: int, taug: int, a0: int, a1: int, t0: int, t1: int, n0: int, n1: int,
        ntr: int, alpha: int, beta: int,
    ) -> int:
        team = ws & 1
        if team:
            a1 += taug
            t1 += 1
        else:
            a0 += taug
            t0 += 1
        goal = self.goal
        if goal == G_NORMAL:
            if ntr == 5:
                return -1 if team else 1
            return self._node(packed, ws, 0, -1, -1, -1, 0, a0, a1, t0, t1, n0, n1, ntr, -1, True, alpha, beta)
        if goal == G_NO_TRICK:
            if ws == self.decl:
                return -self.win
            if ntr == 5:
                return self.win
        elif goal == G_ALL_TRICKS:
            if ws != self.decl:
                return -self.win
            if ntr == 5:
                return self.win
        else:
            if goal == G_SCHNAPSER:
                ok = ws == self.decl
            else:
                ok = team == self.dteam
            if not ok:
                return -self.win
            if self.dteam == 0:
                if a0 + n0 >= GENUG_AUGEN:
                    return self.win
            elif a1 + n1 >= GENUG_AUGEN:
                return self.win
            if ntr == 3:
                return -self.win
        return self._node(packed, ws, 0, -1, -1, -1, 0, a0, a1, t0, t1, n0, n1, ntr, -1, False, alpha, beta)


def apply_move(st: PlayState, move: int) -> tuple[PlayState, int | None]:
    """The state after a move (a new object) and, if the deal ends, its value (units, A).

    Genug is not handled here (its value is :func:`genug_units`).
    """
    nxt = st.copy()
    seat = st.to_act
    goal = st.goal
    win = 1 if (st.declarer & 1) == 0 else -1
    if MARRIAGE0 <= move < GENUG:
        s = move - MARRIAGE0
        val = 40 if s == st.trump else 20
        nxt.announced[seat & 1] += val
        nxt.pending = s
        if goal == G_NORMAL:
            nxt.genug_open = True
        else:
            d = st.declarer & 1
            if nxt.tricks_won[d] and not nxt.tricks_won[1 - d] and nxt.augen[d] + nxt.announced[d] >= GENUG_AUGEN:
                return nxt, win
        return nxt, None
    c = move
    nxt.hands[seat] &= ~(1 << c)
    nxt.trick.append(c)
    nxt.pending = -1
    nxt.genug_open = False
    ncards = 3 if st.sitting_out >= 0 else 4
    if len(nxt.trick) < ncards:
        return nxt, None
    ws, _ = nxt.trick_winner()
    team = ws & 1
    nxt.augen[team] += sum(AUGEN[x] for x in nxt.trick)
    nxt.tricks_won[team] += 1
    nxt.ntricks += 1
    nxt.trick = []
    nxt.leader = ws
    n = nxt.ntricks
    if goal == G_NORMAL:
        if n == 5:
            return nxt, (-1 if team else 1)
        nxt.genug_open = True
    elif goal == G_NO_TRICK:
        if ws == st.declarer:
            return nxt, -win
        if n == 5:
            return nxt, win
    elif goal == G_ALL_TRICKS:
        if ws != st.declarer:
            return nxt, -win
        if n == 5:
            return nxt, win
    else:
        ok = ws == st.declarer if goal == G_SCHNAPSER else team == (st.declarer & 1)
        if not ok:
            return nxt, -win
        d = st.declarer & 1
        if nxt.augen[d] + nxt.announced[d] >= GENUG_AUGEN:
            return nxt, win
        if n == 3:
            return nxt, -win
    return nxt, None


def card_name(i: int) -> str:
    return str(DECK[i])
