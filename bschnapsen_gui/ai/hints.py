"""Help for the human: a hint for the decision at hand, and the review after a deal.

``hint(view)`` names the best action with its expected Punkte and a reason code the GUI
translates.  ``analyse(deal_log)`` replays a finished deal: what the play was worth with
open cards, and which decisions lost value — judged by what that seat could know at the
time (its own view), with the open-cards loss alongside.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from ..engine.actions import Action, Verb
from ..engine.contracts import Contract
from ..engine.deal import Deal, Phase
from ..engine.log import DealLog, parse_log, parse_log_data
from ..engine.view import SeatView, seat_view
from . import heuristic as H
from .bidding import double_estimate, double_options, judge_bids, judge_trump
from .cheater import contract_value_open
from .config import CONFIGS, choose
from .fastsolver import backend
from .players import SearchPlayer
from .search import Budget, Cancelled, evaluate_play
from .solver import move_of_action, state_from_deal


class Reason(StrEnum):
    """Why an action is suggested (the GUI words these)."""

    GENUG_REACHED = "genug_reached"
    ANNOUNCE_MARRIAGE = "announce_marriage"
    LEAD_MARRIAGE = "lead_marriage"
    DRAW_TRUMPS = "draw_trumps"
    CASH_WINNER = "cash_winner"
    LEAD_LOW = "lead_low"
    WIN_TRICK = "win_trick"
    GIVE_PARTNER_AUGEN = "give_partner_augen"
    SAVE_AUGEN = "save_augen"
    FOLLOW_CHEAPEST = "follow_cheapest"
    DUCK = "duck"
    ONLY_CARD = "only_card"
    CONCEDE = "concede_genug"  #: a wrong genug that loses less than playing on
    TRUMP_STRONGEST = "trump_strongest_suit"
    AUFSCHLAGEN = "aufschlagen"
    REDEAL = "redeal"
    BID_EXPECTED_VALUE = "bid_expected_value"
    PASS_EXPECTED_VALUE = "pass_expected_value"
    DOUBLE_EXPECTED_WIN = "double_expected_win"
    NO_DOUBLE = "no_double"
    BEST_EXPECTED_VALUE = "best_expected_value"


@dataclass(frozen=True, slots=True)
class Hint:
    action: Action
    value: float | None  #: expected Punkte for the seat's team (None: not estimated)
    reason: Reason
    alternatives: tuple[tuple[Action, float], ...]  #: every option with its value, best first
    win_probability: float | None = None  #: chance that the seat's team scores, if known
    layouts: int = 0  #: layouts solved for the estimate
    exact: bool = False  #: every consistent layout was solved


def _reason_of(code: str) -> Reason:
    try:
        return Reason(code)
    except ValueError:
        return Reason.BEST_EXPECTED_VALUE


def hint(view: SeatView, strength: str = "expert", seed: int = 0, deadline: float | None = None,
         cancel: Callable[[], bool] | None = None) -> Hint:
    """The best action for ``view``'s seat; ``deadline`` as in ``Player.decide``."""
    legal = [a for a in view.legal if a.seat == view.seat]
    if not legal:
        raise ValueError("no legal action for this seat")
    cfg = CONFIGS.get(strength, CONFIGS["expert"])
    rng = random.Random(seed)
    seconds = max(cfg.seconds, 0.4)
    if view.phase is Phase.PLAY:
        scores = H.play_scores(view)
        for a in legal:
            if a.verb is Verb.GENUG and H.genug_is_right(view):
                v = _genug_value(view)
                return Hint(a, v, Reason.GENUG_REACHED, ((a, v),), 1.0, 0, True)
        budget = Budget.make(seconds, deadline, cancel)
        ev = evaluate_play(view, rng, budget, min_layouts=cfg.min_layouts, max_layouts=max(cfg.max_layouts, 60),
                           exact_limit=max(cfg.exact_limit, 200))
        if ev.layouts == 0 and not ev.values:
            a = H.best_action(view, rng)
            return Hint(a, None, _reason_of(scores.get(a, (0.0, ""))[1]), (), None, 0, False)
        values = dict(ev.values)
        tiebreak = {a: v for a, (v, _r) in scores.items()}
        best = choose(values, tiebreak)
        alts = tuple(sorted(values.items(), key=lambda kv: (-kv[1], -tiebreak.get(kv[0], 0.0))))
        if best.verb is Verb.GENUG:
            reason = Reason.CONCEDE
        else:
            reason = _reason_of(scores.get(best, (0.0, ""))[1])
        return Hint(best, values[best], reason, alts, ev.win_prob.get(best), ev.layouts, ev.exact)
    # the other phases: the expert's own decision, with an estimate where it has one
    player = SearchPlayer(seed, cfg)
    action = player.decide(view, deadline, cancel)
    est = player.last_estimate
    value = est.get("ev")
    val = float(value) if isinstance(value, (int, float)) else None
    p = est.get("p")
    prob = float(p) if isinstance(p, (int, float)) else None
    if action.verb is Verb.TRUMP:
        reason = Reason.TRUMP_STRONGEST
    elif action.verb is Verb.AUFSCHLAGEN:
        reason = Reason.AUFSCHLAGEN
    elif action.verb is Verb.REDEAL:
        reason = Reason.REDEAL
    elif action.verb is Verb.BID:
        reason = Reason.PASS_EXPECTED_VALUE if action.value is None else Reason.BID_EXPECTED_VALUE
    elif action.verb is Verb.DOUBLE:
        reason = Reason.DOUBLE_EXPECTED_WIN if action.value else Reason.NO_DOUBLE
    else:
        reason = Reason.BEST_EXPECTED_VALUE
    return Hint(action, val, reason, ((action, val if val is not None else 0.0),), prob)


def _genug_value(view: SeatView) -> float:
    from .search import announced_by_team, punkte_per_unit
    from .solver import genug_units

    u = genug_units(view.team, view.augen, view.tricks_won, announced_by_team(view))
    return float((u if view.team == 0 else -u) * punkte_per_unit(view))


# -- after the deal ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DecisionReview:
    """One decision of one seat, judged from that seat's view at the time."""

    index: int  #: index of the action in the deal log
    seat: int
    phase: Phase
    action: Action
    best: Action  #: the best action by the seat's own knowledge
    value: float  #: expected Punkte (seat's team) of the action taken
    best_value: float
    loss: float  #: best_value - value (>= 0)
    open_loss: float  #: the same judged with open cards (what was really lost)
    reason: Reason  #: why ``best`` was better


@dataclass(slots=True)
class Analysis:
    contract: Contract | None
    declarer: int | None
    result_a: int  #: Punkte for team A as played (negative: team B scored)
    open_cards_a: float | None  #: Punkte for team A with best play by all, open cards, from the first card
    decisions: list[DecisionReview] = field(default_factory=list)


def _as_log(deal_log: Any) -> DealLog:
    if isinstance(deal_log, DealLog):
        return deal_log
    if isinstance(deal_log, (str, bytes)):
        return parse_log(deal_log)
    return parse_log_data(deal_log)


def analyse(deal_log: Any, seconds_per_decision: float = 0.15, seed: int = 0,
            cancel: Callable[[], bool] | None = None, deadline: float | None = None) -> Analysis:
    """Review a deal (a :class:`DealLog`, its JSON text or its parsed JSON object)."""
    log = _as_log(deal_log)
    deal = log.new_deal()
    rng = random.Random(seed)
    cfg = CONFIGS["expert"]
    # the calls are judged as the expert makes them, in the review's time per decision, each
    # by a fresh expert seeded as a hint's is: the review and the hint of a call agree
    call_cfg = replace(cfg, bid_seconds=seconds_per_decision)
    open_value: float | None = None
    reviews: list[DecisionReview] = []
    for i, action in enumerate(log.actions):
        if cancel is not None and cancel():
            raise Cancelled()
        out_of_time = deadline is not None and time.monotonic() > deadline
        if deal.phase is Phase.PLAY:
            st = state_from_deal(deal)
            if open_value is None:
                open_value = float(backend()(st).solve(st) * st.punkte_per_unit)
            if not out_of_time:
                r = _review(deal, i, action, rng, seconds_per_decision, cfg.exact_limit, cancel, deadline)
                if r is not None:
                    reviews.append(r)
        elif deal.phase in (Phase.TRUMP, Phase.AUCTION, Phase.DOUBLE) and not out_of_time:
            r = _review_call(deal, i, action, SearchPlayer(seed, call_cfg), cancel, deadline)
            if r is not None:
                reviews.append(r)
        deal.apply(action)
    res = deal.result
    result_a = 0
    if res is not None and res.winner is not None:
        result_a = res.points if res.winner == 0 else -res.points
    return Analysis(deal.contract, deal.declarer, result_a, open_value, reviews)


def _review(deal: Deal, index: int, action: Action, rng: random.Random, seconds: float, exact_limit: int,
            cancel: Callable[[], bool] | None, deadline: float | None) -> DecisionReview | None:
    seat = action.seat
    view = seat_view(deal, seat)
    legal = [a for a in view.legal if a.seat == seat]
    if len(legal) < 2 or action not in legal:
        return None
    budget = Budget.make(seconds, deadline, cancel)
    ev = evaluate_play(view, rng, budget, min_layouts=6, max_layouts=40, exact_limit=exact_limit)
    if not ev.values or action not in ev.values:
        return None
    scores = H.play_scores(view)
    tiebreak = {a: v for a, (v, _r) in scores.items()}
    best = choose(ev.values, tiebreak)
    # open cards: what each action was really worth
    st = state_from_deal(deal)
    solver = backend()(st)
    sign = 1 if (seat & 1) == 0 else -1
    ov = {a: sign * solver.after(st, move_of_action(a)) * st.punkte_per_unit for a in legal}
    open_loss = float(max(ov.values()) - ov[action])
    loss = max(0.0, ev.values[best] - ev.values[action])
    reason = Reason.CONCEDE if best.verb is Verb.GENUG and not H.genug_is_right(view) else \
        _reason_of(scores.get(best, (0.0, ""))[1])
    if best.verb is Verb.GENUG and H.genug_is_right(view):
        reason = Reason.GENUG_REACHED
    return DecisionReview(index, seat, Phase.PLAY, action, best, ev.values[action], ev.values[best], loss,
                          open_loss, reason)


def _review_call(deal: Deal, index: int, action: Action, player: SearchPlayer,
                 cancel: Callable[[], bool] | None, deadline: float | None) -> DecisionReview | None:
    """Trump call, bid or Kontra: each option's value as ``player`` (the expert) judges it
    when it decides the same (its trump table, its learned judgement of contracts and
    doublings, its inference from the others' bids), and with open cards."""
    seat = action.seat
    view = seat_view(deal, seat)
    legal = [a for a in view.legal if a.seat == seat]
    if len(legal) < 2 or action not in legal:
        return None
    team = seat & 1
    values: dict[Action, float] = {}
    open_values: dict[Action, float] = {}
    trump = -1 if deal.trump is None else int(deal.trump)
    if deal.phase is Phase.TRUMP:
        values, _n = judge_trump(player, view, deadline, cancel)
        tiebreak = H.trump_scores(view)
        for a in values:
            if a.verb is Verb.TRUMP:
                t = int(a.value)  # type: ignore[arg-type]
            else:
                t = int(deal.dealt[deal.rufer][3 + int(a.value)].suit)  # type: ignore[arg-type]
            open_values[a] = contract_value_open(deal, Contract.NORMAL, deal.rufer, t, team)
        reason_best = Reason.TRUMP_STRONGEST
    elif deal.phase is Phase.AUCTION:
        values, _p, _n = judge_bids(player, view, deadline, cancel)
        tiebreak = H.bid_scores(view)
        if deal.highest is None or deal.highest_seat is None:
            base = contract_value_open(deal, Contract.NORMAL, deal.rufer, trump, team)
        else:
            base = contract_value_open(deal, deal.highest, deal.highest_seat, trump, team)
        for a in values:
            c = a.value
            open_values[a] = base if c is None else contract_value_open(deal, c, seat, trump, team)  # type: ignore[arg-type]
        reason_best = Reason.BID_EXPECTED_VALUE
    else:
        assert deal.contract is not None and deal.declarer is not None
        e = double_estimate(player, view, deadline, cancel)
        if e is None:
            return None
        doubled, stand, _chance, _chance_open = double_options(player, view, e, None)
        ov = contract_value_open(deal, deal.contract, deal.declarer, trump, team) * (1 << deal.kontra_level)
        for a in legal:
            values[a] = doubled if a.value else stand
            open_values[a] = ov * (2 if a.value else 1)
        tiebreak = {a: -1.0 if a.value else 0.0 for a in legal}  # doubles only to gain
        reason_best = Reason.DOUBLE_EXPECTED_WIN
    if action not in values or not values:
        return None
    # ties broken as the expert breaks them
    best = max(values, key=lambda a: (values[a], tiebreak.get(a, 0.0)))
    if best.verb is Verb.BID and best.value is None:
        reason_best = Reason.PASS_EXPECTED_VALUE
    elif best.verb is Verb.DOUBLE and not best.value:
        reason_best = Reason.NO_DOUBLE
    elif best.verb is Verb.AUFSCHLAGEN:
        reason_best = Reason.AUFSCHLAGEN
    loss = max(0.0, values[best] - values[action])
    open_loss = max(open_values.values()) - open_values[action] if action in open_values else 0.0
    return DecisionReview(index, seat, deal.phase, action, best, values[action], values[best], loss,
                          float(open_loss), reason_best)


__all__ = ["Analysis", "DecisionReview", "Hint", "Reason", "analyse", "hint"]
