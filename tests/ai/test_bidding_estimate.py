"""The auction's judgement of a contract that stands: its partner's is solved to the end and
may be judged by the partner's model, and the other team's by the Kontra's model."""

from __future__ import annotations

import random

from bschnapsen_gui.ai import heuristic as H
from bschnapsen_gui.ai.bidding import bid_values, estimate
from bschnapsen_gui.ai.config import BID_MARGIN, CONFIGS
from bschnapsen_gui.ai.judgement import PARTNER
from bschnapsen_gui.ai.search import Budget
from bschnapsen_gui.engine.actions import Verb
from bschnapsen_gui.engine.contracts import Contract, value
from bschnapsen_gui.engine.deal import Deal, Phase
from bschnapsen_gui.engine.log import hands_from_deck
from bschnapsen_gui.engine.rules import RuleSet
from bschnapsen_gui.engine.shuffle import shuffled_deck
from bschnapsen_gui.engine.view import SeatView, seat_view


def _after_gang(seed: int, offset: int) -> tuple[SeatView, int] | None:
    """The view of the seat ``offset`` seats after the one who bid a Gang, at its turn in the
    auction (the first bidder who may bids it; the others act as the heuristic does), and
    the bidder; None: no such deal."""
    deal = Deal(RuleSet(), 3, hands_from_deck(shuffled_deck(seed, 0), 3))
    bidder = None
    while deal.phase in (Phase.TRUMP, Phase.AUCTION):
        seat = deal.to_act
        assert seat is not None
        if deal.phase is Phase.AUCTION and bidder is not None and seat == (bidder + offset) % 4:
            return seat_view(deal, seat), bidder
        legal = deal.legal_actions()
        gang = [a for a in legal if a.verb is Verb.BID and a.value is Contract.GANG]
        if bidder is None and gang:
            deal.apply(gang[0])
            bidder = seat
        else:
            deal.apply(H.best_action(seat_view(deal, seat)))
    return None


def test_the_partners_special_contract_is_not_given_up_after_six_layouts() -> None:
    found = next(f for s in range(50) if (f := _after_gang(s, 2)) is not None)
    view, partner = found
    cand = (Contract.GANG, partner)

    def judged(prune: bool) -> tuple[float, int, int]:
        budget = Budget.make(1e9, None, None)
        e = estimate(view, random.Random(7), budget, [cand], 300, prune_partner=prune)[cand]
        return e.p, e.n, len(e.samples)

    # drawn before any weighting by his bid, six layouts rarely hold a hand that makes a
    # Gang: given up, his contract counts as lost for sure
    p_pruned, n_pruned, solved_pruned = judged(True)
    assert p_pruned == 0.0 and solved_pruned == 0 and n_pruned > 6
    p, n, solved = judged(False)
    assert n == solved == n_pruned
    assert 0.0 < p < 0.5  # some layouts make it, unweighted by his bid: most do not
    assert not CONFIGS["expert"].prune_partner and not CONFIGS["club"].prune_partner
    assert CONFIGS["expert-v10"].prune_partner and CONFIGS["expert-v8"].prune_partner


def test_the_other_teams_contract_may_be_judged_by_the_kontra_model() -> None:
    found = next(f for s in range(50) if (f := _after_gang(s, 1)) is not None)
    view, bidder = found
    assert view.highest is Contract.GANG and view.highest_seat == bidder and (view.seat - bidder) % 2 == 1
    asked: list[tuple[Contract, int]] = []

    def judge(contract: Contract, p_open: float, level: int) -> float | None:
        asked.append((contract, level))
        return 1.0 if level == 1 else None  # the seat's team surely beats the Gang

    def pass_value(against: bool) -> float:
        options, _p, _n = bid_values(view, random.Random(3), Budget.make(1e9, None, None), 24, judge=judge,
                                     judge_against=against)
        return next(v for a, v in options.items() if a.value is None)

    by_table = pass_value(False)
    assert (Contract.GANG, 1) not in asked
    # passing lets the Gang stand, and the model says it fails: its value to the seat's team
    assert pass_value(True) == value(Contract.GANG, view.rules) != by_table
    assert (Contract.GANG, 1) in asked
    assert CONFIGS["expert"].judge_against and CONFIGS["club"].judge_against
    assert not any(CONFIGS[n].judge_against for n in ("expert-v8", "expert-v10", "x-table-against", "club-v10",
                                                       "x-table-against-club"))


def test_the_partners_contract_may_be_judged_by_the_partners_model() -> None:
    found = next(f for s in range(50) if (f := _after_gang(s, 2)) is not None)
    view, partner = found
    assert view.highest is Contract.GANG and view.highest_seat == partner and (view.seat - partner) % 4 == 2
    asked: list[tuple[Contract, int]] = []

    def judge(contract: Contract, p_open: float, level: int) -> float | None:
        asked.append((contract, level))
        return 1.0 if level == PARTNER else None  # the partner surely makes his Gang

    def pass_value(partners: bool) -> float:
        options, _p, _n = bid_values(view, random.Random(3), Budget.make(1e9, None, None), 24, judge=judge,
                                     judge_against=True, judge_partner=partners)
        return next(v for a, v in options.items() if a.value is None)

    by_table = pass_value(False)
    assert (Contract.GANG, PARTNER) not in asked
    # passing lets the partner's Gang stand, and the model says he makes it: its value won
    assert pass_value(True) == value(Contract.GANG, view.rules) != by_table
    assert (Contract.GANG, PARTNER) in asked and (Contract.GANG, 1) not in asked
    assert CONFIGS["expert"].judge_partner and CONFIGS["club"].judge_partner
    assert not any(CONFIGS[n].judge_partner for n in ("expert-v8", "expert-v10", "expert-v11", "x-table-against",
                                                      "club-v10", "club-v11", "x-table-against-club"))


def test_a_special_contract_must_promise_the_margin_over_passing() -> None:
    found = next(f for s in range(50) if (f := _after_gang(s, 1)) is not None)
    view, _bidder = found

    def values(margin: float) -> dict[object, float]:
        options, _p, _n = bid_values(view, random.Random(3), Budget.make(1e9, None, None), 24, margin=margin)
        return {a.value: v for a, v in options.items()}

    default, none = values(BID_MARGIN), values(0.0)
    bids = [c for c in default if c is not None]
    assert bids and default.keys() == none.keys()
    # the same layouts (the same random source): each bid costs the margin, the pass nothing
    assert default[None] == none[None]
    for c in bids:
        assert default[c] == none[c] - BID_MARGIN
    assert CONFIGS["expert"].bid_margin == CONFIGS["club"].bid_margin == BID_MARGIN
