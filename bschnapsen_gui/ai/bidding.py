"""Trump call, redeal, auction and Kontra by simulation.

The seat draws layouts consistent with what it knows, solves each candidate contract
with open cards and compares expected Punkte.  Open-cards success rates are shifted by
a per-contract calibration (measured in the arena, ``ai.calibration``) so that a declared
contract succeeds about as often as the bidder predicts, and a doubling as often as the
doubler predicts.  The declarer's bid is itself evidence: layouts
in which his hand would hardly have bid his contract count less (``bid_weight``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine.actions import Action, Verb
from ..engine.contracts import TABLE, Contract, Goal, card_order, partner_sits_out
from ..engine.contracts import value as contract_value
from ..engine.rules import RuleSet
from ..engine.view import SeatView
from . import heuristic as H
from . import trumptable
from .bits import FULL, SUIT_OF, bit_list
from .calibration import V3, Calibration
from .config import BID_MARGIN, Searcher
from .fastsolver import backend
from .judgement import PARTNER
from .knowledge import Knowledge, draw_layouts, knowledge
from .search import Budget, Cancelled
from .solver import GOAL_CODE, PlayState, SolverCancelled, multiplier_of


def calibrated(contract: Contract, p: float, extra: float = 0.0, cal: Calibration = V3,
               ours: bool = True) -> float:
    """The success chance to expect in play from the open-cards rate ``p`` (``ai.calibration``).

    ``extra`` is the player's own shift (a weaker player makes fewer contracts); ``ours``:
    the judging player's team declares (``Calibration.declaring``).
    """
    return cal.declaring(contract, p, extra, ours)


def initial_state(
    rules: RuleSet, contract: Contract, declarer: int, rufer: int, trump: int, hands: list[int],
    kontra_level: int = 0,
) -> PlayState:
    """The state before the first card of ``contract`` with these hands."""
    spec = TABLE[contract]
    so = (declarer + 2) % 4 if partner_sits_out(contract, rules) else -1
    hs = list(hands)
    if so >= 0:
        hs[so] = 0
    from ..engine.cards import Suit

    mult = multiplier_of(rules.herzrunde, contract, Suit(trump) if trump >= 0 else None, kontra_level)
    ppu = mult * (1 if spec.goal is Goal.FIRST_TO_66 else contract_value(contract, rules))
    return PlayState(
        hands=hs,
        trump=trump if spec.trump else -1,
        order=int(card_order(contract, rules)),
        stichzwang=rules.stichzwang,
        goal=GOAL_CODE[spec.goal] if spec.goal is not Goal.SHOWN else 0,
        declarer=declarer,
        sitting_out=so,
        leader=declarer if spec.declarer_leads else rufer,
        punkte_per_unit=ppu,
        contract=contract,
    )


@dataclass(slots=True)
class Estimate:
    ev: float  #: expected Punkte for the evaluating seat's team
    p: float  #: probability that the declaring team scores (open cards)
    n: int
    #: each layout's Punkte (the seat's team) and weight, for a value other than the mean
    samples: list[tuple[float, float]] = field(default_factory=list)

    def mean(self, utility: Callable[[float], float] | None, factor: float = 1.0) -> float:
        """Expected worth of the Punkte times ``factor`` (the mean Punkte without utility)."""
        if utility is None or not self.samples:
            return self.ev * factor if utility is None else utility(self.ev * factor)
        tw = sum(w for _v, w in self.samples)
        return sum(w * utility(v * factor) for v, w in self.samples) / tw

    def mean_shifted(self, utility: Callable[[float], float] | None, delta: float,
                     factor: float = 1.0) -> float:
        """:meth:`mean` with the chance that the seat's team scores moved by ``delta``:
        that much weight goes from the layouts it loses to those it wins (or back), each
        side keeping its own mean worth."""
        base = self.mean(utility, factor)
        if not delta or not self.samples:
            return base

        def u(v: float) -> float:
            return v * factor if utility is None else utility(v * factor)

        win = [(u(v), w) for v, w in self.samples if v > 0]
        lose = [(u(v), w) for v, w in self.samples if v <= 0]
        tw = sum(w for _v, w in self.samples)
        p_us = sum(w for _v, w in win) / tw
        delta = max(-p_us, min(1.0 - p_us, delta))
        # a side with no layout: the normal game's usual 1.5 Punkte either way
        mw = sum(v * w for v, w in win) / sum(w for _v, w in win) if win else u(1.5)
        ml = sum(v * w for v, w in lose) / sum(w for _v, w in lose) if lose else u(-1.5)
        return base + delta * (mw - ml)


def two_way(utility: Callable[[float], float] | None, p: float, x: float) -> float:
    """Expected worth of winning ``x`` Punkte with chance ``p``, else losing them."""
    if utility is None:
        return x * (2 * p - 1)
    return p * utility(x) + (1 - p) * utility(-x)


def layout_value(rules: RuleSet, contract: Contract, declarer: int, rufer: int, trump: int, hands: list[int],
           team: int, poll: Callable[[], None] | None, kontra_level: int = 0) -> tuple[float, bool]:
    """Punkte for ``team`` and whether the declaring team scores, in one layout."""
    spec = TABLE[contract]
    if spec.goal is Goal.SHOWN:
        v = contract_value(contract, rules) * (1 << 0)
        return (v if (declarer & 1) == team else -v), True
    st = initial_state(rules, contract, declarer, rufer, trump, hands, kontra_level)
    units = backend()(st, poll=poll).solve(st)
    pts = units * st.punkte_per_unit
    decl_scores = (units > 0) == ((declarer & 1) == 0)
    return (pts if team == 0 else -pts), decl_scores


def estimate(
    view: SeatView,
    rng: random.Random,
    budget: Budget,
    candidates: list[tuple[Contract, int]],
    max_layouts: int,
    min_layouts: int = 4,
    trump_of: Callable[[list[int]], int] | None = None,
    extra_weight: Callable[[list[int]], float] | None = None,
    k: Knowledge | None = None,
    kontra_level: int = 0,
    prune_partner: bool = False,
) -> dict[tuple[Contract, int], Estimate]:
    """Expected Punkte (for the view's team) of each (contract, declarer) candidate.

    A special contract of the seat's own that none of the first six layouts makes is given
    up as lost (not solved further): the seat knows its hand.  Its partner's is not (with
    ``prune_partner`` it is, as before issue 44's eleventh round): his hand is hidden, and
    the layouts are drawn before ``extra_weight`` weights them by his bid, so six of them
    rarely hold a hand that bids a Gang; given up, the expert's partner's Gang was judged
    0.05 where it was made 0.77.
    """
    if k is None:
        k = knowledge(view)
    layouts, _exact = draw_layouts(k, rng, max_layouts, 0, stop=budget.hard_over)
    team = view.seat & 1
    sums = {c: 0.0 for c in candidates}
    wins = {c: 0.0 for c in candidates}
    samples: dict[tuple[Contract, int], list[tuple[float, float]]] = {c: [] for c in candidates}
    tw = 0.0
    n = 0
    alive = list(candidates)
    fixed_trump = -1 if view.trump is None else int(view.trump)
    for hands, w in layouts:
        if budget.cancel is not None and budget.cancel():
            raise Cancelled()
        if (n >= min_layouts and budget.soft_over()) or budget.hard_over():
            break
        trump = trump_of(hands) if trump_of is not None else fixed_trump
        vals = {}
        try:
            if extra_weight is not None:
                w *= extra_weight(hands)
                if w <= 0.0:
                    continue
            for cand in alive:
                c, d = cand
                vals[cand] = layout_value(view.rules, c, d, view.rufer, trump, hands, team, budget.poll, kontra_level)
        except SolverCancelled:
            if budget.cancel is not None and budget.cancel():
                raise Cancelled() from None
            break
        for cand, (v, dw) in vals.items():
            sums[cand] += w * v
            samples[cand].append((v, w))
            if dw:
                wins[cand] += w
        tw += w
        n += 1
        if n == 6:
            # a special contract the declarer never makes is not worth more solving
            alive = [cd for cd in alive if wins[cd] > 0 or TABLE[cd[0]].goal is Goal.FIRST_TO_66
                     or (cd[1] & 1) != team or (cd[1] != view.seat and not prune_partner)]
    out = {}
    for cand in candidates:
        if tw > 0 and (cand in alive or True):
            if cand in alive:
                out[cand] = Estimate(sums[cand] / tw, wins[cand] / tw, n, samples[cand])
            else:
                v = contract_value(cand[0], view.rules)
                out[cand] = Estimate(-v if (cand[1] & 1) == team else v, 0.0, n)
    return out


# -- the trump call --------------------------------------------------------------------------


def trump_values(view: SeatView, rng: random.Random, budget: Budget, layouts_wanted: int,
                 min_layouts: int = 4) -> tuple[dict[Action, float], int]:
    """Expected Punkte (Rufer's team) of each trump call and aufschlagen, by simulation."""
    legal = [a for a in view.legal if a.seat == view.seat]
    k = knowledge(view)
    layouts, _ = draw_layouts(k, rng, layouts_wanted, 0, stop=budget.hard_over)
    own3 = 0
    for c in view.hand[:3]:
        own3 |= c.bit
    seat = view.seat
    team = seat & 1
    values: dict[Action, float] = {a: 0.0 for a in legal if a.verb is not Verb.REDEAL}
    n = 0
    for hands, _w in layouts:
        if budget.cancel is not None and budget.cancel():
            raise Cancelled()
        if (n >= min_layouts and budget.soft_over()) or budget.hard_over():
            break
        coming = bit_list(hands[seat] & ~own3 & FULL)
        rng.shuffle(coming)
        row: dict[Action, float] = {}
        try:
            for a in values:
                if a.verb is Verb.TRUMP:
                    trump = int(a.value)  # type: ignore[arg-type]
                else:
                    idx = int(a.value)  # type: ignore[arg-type]
                    trump = SUIT_OF[coming[min(idx, len(coming) - 1)]]
                v, _ = layout_value(view.rules, Contract.NORMAL, view.rufer, view.rufer, trump, hands, team,
                                    budget.poll)
                row[a] = v
        except SolverCancelled:
            if budget.cancel is not None and budget.cancel():
                raise Cancelled() from None
            break
        for a, v in row.items():
            values[a] += v
        n += 1
    if n == 0:
        return {}, 0
    return {a: v / n for a, v in values.items()}, n


#: below this expected Punkte a Rufer with three Unters asks for a new deal
REDEAL_BELOW = 0.1


def trump_table_values(view: SeatView) -> tuple[dict[Action, float], int] | None:
    """Each trump call's and aufschlagen's expected Punkte (the Rufer's team) read from
    the shipped table (``ai.trumptable``), and the layouts behind each; None where the
    table does not hold (other rules, no table).  Under Herzrunde a call of hearts counts
    double, and aufschlagen by the chance that the unseen card is a heart."""
    own3 = [c.index for c in view.hand[:3]]
    data = trumptable.load()
    got = None if data is None else trumptable.values(own3, view.rules, data)
    if got is None or data is None:
        return None
    suits, auf = got
    from ..engine.cards import Suit

    out: dict[Action, float] = {}
    for a in view.legal:
        if a.seat != view.seat:
            continue
        if a.verb is Verb.TRUMP:
            suit = Suit(int(a.value))  # type: ignore[arg-type]
            out[a] = suits[int(suit)] * multiplier_of(view.rules.herzrunde, Contract.NORMAL, suit, 0)
        elif a.verb is Verb.AUFSCHLAGEN:
            hearts_left = 5 - sum(1 for c in own3 if SUIT_OF[c] == int(Suit.H))
            out[a] = auf * (1.0 + (hearts_left / 17 if view.rules.herzrunde else 0.0))
    return out, int(data["layouts"])


def judge_trump(player: Searcher, view: SeatView, deadline: float | None,
                cancel: Callable[[], bool] | None) -> tuple[dict[Action, float], int]:
    """Each trump call's and aufschlagen's expected Punkte (the Rufer's team) as the player
    judges them: from the table where its config reads it and it holds, else simulated
    (the after-deal review asks the same)."""
    cfg = player.config
    table = trump_table_values(view) if cfg.trump_table else None
    if table is not None:
        return table
    budget = Budget.make(cfg.bid_seconds, deadline, cancel)
    return trump_values(view, player.rng, budget, cfg.bid_layouts)


def decide_trump(player: Searcher, view: SeatView, deadline: float | None,
                 cancel: Callable[[], bool] | None) -> Action:
    cfg = player.config
    legal = [a for a in view.legal if a.seat == view.seat]
    heur = H.trump_scores(view)
    if not cfg.trump_sim:
        return max(legal, key=lambda a: heur.get(a, -1e9))
    means, n = judge_trump(player, view, deadline, cancel)
    if not means:
        return max(legal, key=lambda a: heur.get(a, -1e9))
    best = max(means, key=lambda a: (means[a], heur.get(a, 0.0)))
    player.last_estimate = {"kind": "trump", "ev": means[best], "n": n}
    for a in legal:
        if a.verb is Verb.REDEAL and means[best] < REDEAL_BELOW:
            return a
    return best


# -- the auction -------------------------------------------------------------------------------


def standing_contract(view: SeatView) -> tuple[Contract, int]:
    """The contract that stands if the seat passes, and its declarer: the highest bid, else
    the Rufer's normal game."""
    if view.highest is None or view.highest_seat is None:
        return Contract.NORMAL, view.rufer
    return view.highest, view.highest_seat


def bid_values(view: SeatView, rng: random.Random, budget: Budget, layouts_wanted: int,
               extra: Callable[[list[int]], float] | None = None, shift: float = 0.0,
               utility: Callable[[float], float] | None = None, cal: Calibration = V3,
               judge: Callable[[Contract, float, int], float | None] | None = None,
               prune_partner: bool = False, judge_against: bool = False, judge_partner: bool = False,
               margin: float = BID_MARGIN,
               ) -> tuple[dict[Action, float], dict[Action, tuple[float, float]], int]:
    """Expected Punkte (the seat's team) of each legal bid, and each contract's success
    chance (as expected in play, and with open cards; for the pass, the contract that then
    stands, its declarer's chance).

    Passing is worth the contract that stands (or the Rufer's normal game); a special
    contract is worth its calibrated success chance, less ``margin``.  With a
    ``utility`` (``ai.bummerl``) the values are the expected worth for the Bummerl.
    ``judge``: the seat's own contracts' chance in play from their open-cards chance
    (``ai.judgement``, the seat's hand in it) instead of the table's shift.
    ``prune_partner``: :func:`estimate`'s.  ``judge_against``: the other team's contract
    that stands is judged by ``judge``'s Kontra (level 1: the seat's team's chance against
    it, from the seat's hand) where it has a model, instead of the table's;
    ``judge_partner``: the partner's contract that stands by ``judge``'s level
    ``judgement.PARTNER`` (from the seat's hand) where it has a model.
    """
    legal = [a for a in view.legal if a.seat == view.seat]
    seat = view.seat
    team = seat & 1
    bids = [a for a in legal if a.verb is Verb.BID and a.value is not None]
    base = standing_contract(view)
    cands: list[tuple[Contract, int]] = [base]
    for a in bids:
        c = a.value
        assert isinstance(c, Contract)
        if (c, seat) not in cands:
            cands.append((c, seat))
    est = estimate(view, rng, budget, cands, layouts_wanted, extra_weight=extra, prune_partner=prune_partner)
    if not est:
        return {}, {}, 0

    def ev_of(cand: tuple[Contract, int]) -> tuple[float, float, float]:
        e = est.get(cand)
        if e is None:
            return (-99.0, 0.0, 0.0)
        c, d = cand
        goal = TABLE[c].goal
        if goal is Goal.SHOWN:
            return (e.mean(utility), e.p, e.p)
        judged = judge(c, e.p, 0) if judge is not None and d == seat else None
        if judge is not None and judge_against and (d & 1) != team:
            k = judge(c, 1.0 - e.p, 1)
            judged = None if k is None else 1.0 - k
        if judge is not None and judge_partner and d != seat and (d & 1) == team:
            judged = judge(c, e.p, PARTNER)
        if goal is Goal.FIRST_TO_66:
            # the normal game: its chance shifted, its Punkte as the layouts have them
            p = cal.declaring(c, e.p, ours=(d & 1) == team) if judged is None else judged
            return (e.mean_shifted(utility, p - e.p if (d & 1) == team else e.p - p), p, e.p)
        p = calibrated(c, e.p, shift, cal, (d & 1) == team) if judged is None else judged
        v = contract_value(c, view.rules)
        mult = multiplier_of(view.rules.herzrunde, c, view.trump, 0)
        if (d & 1) == team:
            return (two_way(utility, p, v * mult), p, e.p)
        return (two_way(utility, 1 - p, v * mult), p, e.p)

    options: dict[Action, float] = {}
    probs: dict[Action, tuple[float, float]] = {}
    for a in legal:
        if a.verb is not Verb.BID:
            continue
        if a.value is None:
            options[a], p, p_open = ev_of(base)
            probs[a] = (p, p_open)
        else:
            c = a.value
            assert isinstance(c, Contract)
            ev, p, p_open = ev_of((c, seat))
            if TABLE[c].goal is not Goal.FIRST_TO_66:
                ev -= margin
            options[a] = ev
            probs[a] = (p, p_open)
    n = max((e.n for e in est.values()), default=0)
    return options, probs, n


def _bid_inference(player: Searcher, view: SeatView, budget: Budget) -> Callable[[list[int]], float] | None:
    """The layouts' weight by what the others' bids say, if the player infers from bids."""
    cfg = player.config
    return (bid_weight(view, player.rng, player.success_cache, budget.poll, cfg.infer_samples)
            if cfg.infer_bids else None)


def judge_bids(player: Searcher, view: SeatView, deadline: float | None, cancel: Callable[[], bool] | None,
               ) -> tuple[dict[Action, float], dict[Action, tuple[float, float]], int]:
    """:func:`bid_values` as the player judges the seat's bids: its layouts, its inference
    from the others' bids, its Bummerl, its table and its judgement (``ai.learn`` reads the
    open-cards chances of every bid from here, the same as the player's)."""
    cfg = player.config
    budget = Budget.make(cfg.bid_seconds, deadline, cancel)
    extra = _bid_inference(player, view, budget)
    return bid_values(view, player.rng, budget, cfg.bid_layouts, extra, cfg.calibration_shift,
                      player.utility(view), player.calibration(view), player.judge(view), cfg.prune_partner,
                      cfg.judge_against, cfg.judge_partner, cfg.bid_margin)


def decide_bid(player: Searcher, view: SeatView, deadline: float | None,
               cancel: Callable[[], bool] | None) -> Action:
    legal = [a for a in view.legal if a.seat == view.seat]
    heur = H.bid_scores(view)
    # shown contracts win outright: the highest one at once
    shown = [a for a in legal if a.verb is Verb.BID and a.value is not None
             and TABLE[a.value].goal is Goal.SHOWN]  # type: ignore[index]
    if shown:
        return max(shown, key=lambda a: contract_value(a.value, view.rules))  # type: ignore[arg-type]
    options, probs, n = judge_bids(player, view, deadline, cancel)
    if not options:
        return max(legal, key=lambda a: heur.get(a, -1e9))
    best = max(options, key=lambda a: (options[a], heur.get(a, 0.0)))
    standing: dict[str, object] = {}
    passing = next((a for a in probs if a.value is None), None)
    if passing is not None:
        # the contract that stands if the seat passes, as the seat judged it (``ai.standing``)
        c, d = standing_contract(view)
        standing = {"contract": str(c), "declarer": d, "p": probs[passing][0], "p_open": probs[passing][1]}
    if best.value is not None:
        p, p_open = probs.get(best, (0.0, 0.0))
        player.last_estimate = {"kind": "bid", "contract": str(best.value), "p": p, "p_open": p_open,
                                "ev": options[best], "n": n, "standing": standing}
    else:
        player.last_estimate = {"kind": "pass", "ev": options[best], "n": n, "standing": standing}
    return best


# -- Kontra, Re, Sub ----------------------------------------------------------------------------


def double_estimate(player: Searcher, view: SeatView, deadline: float | None,
                    cancel: Callable[[], bool] | None) -> Estimate | None:
    """The contract that stands as the player judges it before its doubling: its layouts
    weighted by what the declarer's bid says (``ai.learn`` reads the same)."""
    cfg = player.config
    assert view.contract is not None and view.declarer is not None
    c, d = view.contract, view.declarer
    budget = Budget.make(cfg.bid_seconds, deadline, cancel)
    extra = _bid_inference(player, view, budget)
    est = estimate(view, player.rng, budget, [(c, d)], cfg.bid_layouts, extra_weight=extra,
                   kontra_level=view.kontra_level, prune_partner=cfg.prune_partner)
    return est.get((c, d))


def double_chance(player: Searcher, view: SeatView, e: Estimate) -> tuple[float, float]:
    """The seat's team's chance of scoring if it doubles the contract that stands (``e``,
    from :func:`double_estimate`), as the player judges it, and with open cards: by its
    learned judgement where that has a model of the doubling, else by its table."""
    assert view.contract is not None and view.declarer is not None
    c, d = view.contract, view.declarer
    ours = (d & 1) == (view.seat & 1)
    level = view.kontra_level + 1
    p_open = e.p if ours else 1 - e.p
    judge = player.judge(view)
    judged = None if judge is None or ours else judge(c, p_open, level)
    if judged is not None:
        return judged, p_open
    cal = player.calibration(view)
    if TABLE[c].goal is Goal.FIRST_TO_66:
        return cal.doubler(level, c, e.p, ours), p_open
    return cal.doubler(level, c, e.p, ours, player.config.calibration_shift), p_open


def double_options(player: Searcher, view: SeatView, e: Estimate, utility: Callable[[float], float] | None,
                   ) -> tuple[float, float, float, float]:
    """Doubling the contract that stands (``e``, from :func:`double_estimate`) against
    letting it stand, as the player judges them: the expected worth for the seat's team
    (Punkte without ``utility``) of each, the doubling less the margin it must clear, and
    the team's chance to score as judged and with open cards.

    Doubling stakes the deal's Punkte once more; each raise answers a confident opponent
    (who may raise again), so each asks for more: in the normal game a gain of 0.6, 0.8,
    1.1 Punkte per unit (times ``config.kontra_margin_weak`` against a team known to be
    weak), in another contract a chance to score of 0.68, 0.75, 0.85.
    """
    assert view.contract is not None
    c = view.contract
    p_us, p_open = double_chance(player, view, e)
    level = view.kontra_level + 1
    mult = multiplier_of(view.rules.herzrunde, c, view.trump, view.kontra_level)
    if TABLE[c].goal is Goal.FIRST_TO_66:
        # the layouts' Punkte, shifted to the judged chance
        delta = p_us - p_open
        stand = e.mean_shifted(utility, delta)
        doubled = e.mean_shifted(utility, delta, 2.0)
        margin = (0.6, 0.8, 1.1)[min(level, 3) - 1] * mult
        if player.config.kontra_margin_weak != 1.0 and player.weak_defence(view):
            margin *= player.config.kontra_margin_weak
    else:
        x = contract_value(c, view.rules) * mult
        stand = two_way(utility, p_us, x)
        doubled = two_way(utility, p_us, 2 * x)
        # without a Bummerl, a gain above this is a chance above the threshold
        margin = x * (2 * (0.68, 0.75, 0.85)[min(level, 3) - 1] - 1)
    return doubled - margin, stand, p_us, p_open


def decide_double(player: Searcher, view: SeatView, deadline: float | None,
                  cancel: Callable[[], bool] | None) -> Action:
    legal = [a for a in view.legal if a.seat == view.seat]
    yes = [a for a in legal if a.verb is Verb.DOUBLE and a.value is True]
    no = [a for a in legal if a.verb is Verb.DOUBLE and a.value is False]
    if not yes or not no:
        return legal[0]
    assert view.contract is not None and view.declarer is not None
    e = double_estimate(player, view, deadline, cancel)
    if e is None:
        return no[0]
    doubled, stand, p_us, p_open = double_options(player, view, e, player.utility(view))
    if TABLE[view.contract].goal is Goal.FIRST_TO_66:
        player.last_estimate = {"kind": "double", "ev": e.ev, "p": p_us, "p_open": p_open}
    else:
        player.last_estimate = {"kind": "double", "p": p_us, "p_open": p_open}
    return yes[0] if doubled > stand else no[0]


# -- what a bid says about the declarer's hand ------------------------------------------------


def hand_success(rules: RuleSet, contract: Contract, declarer: int, rufer: int, trump: int,
                 hand: int, rng: random.Random, cache: dict[tuple[object, ...], float], n: int = 6,
                 poll: Callable[[], None] | None = None) -> float:
    """Open-cards success rate of ``contract`` for a declarer holding ``hand`` (5 cards)."""
    key = (rules, contract, declarer, rufer, trump, hand)
    p = cache.get(key)
    if p is not None:
        return p
    rest = bit_list(FULL & ~hand)
    wins = 0
    others = [s for s in range(4) if s != declarer]
    for _ in range(n):
        rng.shuffle(rest)
        hands = [0, 0, 0, 0]
        hands[declarer] = hand
        for i, s in enumerate(others):
            for c in rest[5 * i: 5 * i + 5]:
                hands[s] |= 1 << c
        st = initial_state(rules, contract, declarer, rufer, trump, hands)
        units = backend()(st, poll=poll).solve(st)
        if (units > 0) == ((declarer & 1) == 0):
            wins += 1
    p = wins / n
    if len(cache) > 20000:
        cache.clear()
    cache[key] = p
    return p


def bid_weight(view: SeatView, rng: random.Random, cache: dict[tuple[object, ...], float],
               poll: Callable[[], None] | None = None, samples: int = 6) -> Callable[[list[int]], float] | None:
    """A layout weight: how likely the declarer (or highest bidder) bid what he bid."""
    c = view.contract if view.contract is not None else view.highest
    d = view.declarer if view.declarer is not None else view.highest_seat
    if c is None or d is None or d == view.seat:
        return None
    goal = TABLE[c].goal
    if goal in (Goal.FIRST_TO_66, Goal.SHOWN):
        return None
    if not view.second_round_dealt:
        return None
    played = 0
    for t in view.tricks:
        for s, card in zip(t.seats, t.cards):
            if s == d:
                played |= card.bit
    trump = -1 if view.trump is None else int(view.trump)
    rules = view.rules
    rufer = view.rufer
    local = random.Random(rng.random())

    def weight(hands: list[int]) -> float:
        p = hand_success(rules, c, d, rufer, trump, hands[d] | played, local, cache, samples, poll=poll)
        return max(0.03, p) ** 2

    return weight
