"""Random-simulation tests: thousands of seeded deals under random rule sets.

Every deal is played with random legal actions from the trump call to the end, and
checked for invariants: the 20 cards are conserved, Augen add up, every legal action
applies, every other action is refused with a reason, a saved log replays to the same
state, and a finished deal's result agrees with its tricks.
"""

from __future__ import annotations

import json
import random

import pytest

from bschnapsen_gui.engine import actions as A
from bschnapsen_gui.engine.actions import Action
from bschnapsen_gui.engine.cards import DECK, Suit
from bschnapsen_gui.engine.contracts import TABLE, Contract, Goal
from bschnapsen_gui.engine.deal import Deal, Phase, team_of
from bschnapsen_gui.engine.errors import IllegalAction
from bschnapsen_gui.engine.events import Reason
from bschnapsen_gui.engine.log import DealLog, parse_log, state_json
from bschnapsen_gui.engine.rules import OPTIONS, RuleSet
from bschnapsen_gui.engine.view import seat_view


def random_rules(rng: random.Random) -> RuleSet:
    return RuleSet(**{name: rng.choice(spec.values) for name, spec in OPTIONS.items()})


def every_action() -> list[Action]:
    """All actions that can be written in a deal log (the universe to test refusals)."""
    out: list[Action] = []
    for seat in range(4):
        out += [A.trump(seat, s) for s in Suit]
        out += [A.aufschlagen(seat, 0), A.aufschlagen(seat, 1), A.redeal(seat)]
        out += [A.bid(seat, None)] + [A.bid(seat, c) for c in Contract]
        out += [A.double(seat, True), A.double(seat, False)]
        out += [A.marriage(seat, s) for s in Suit]
        out += [A.play(seat, c) for c in DECK]
        out.append(A.genug(seat))
    return out


UNIVERSE = every_action()


def random_deal(rng: random.Random, rules: RuleSet) -> Deal:
    deck = list(DECK)
    rng.shuffle(deck)
    return Deal(rules, rng.randrange(4), [deck[i * 5 : i * 5 + 5] for i in range(4)])


def check_invariants(deal: Deal) -> None:
    # cards conserved: held + played (+ a sitting-out partner's) = the deck, once each
    held = [c for h in deal.hands for c in h]
    played = [c for t in deal.tricks for c in t.cards]
    assert sorted(held + played) == list(DECK)
    assert len(set(held + played)) == 20
    finished = [t for t in deal.tricks if t.winner is not None]
    assert sum(deal.augen) == sum(t.augen for t in finished)
    assert sum(deal.tricks_won) == len(finished)
    for t in finished:
        assert len(t.cards) == (3 if deal.sitting_out is not None else 4)
        assert t.winner in t.seats
    if deal.sitting_out is not None:
        assert len(deal.hands[deal.sitting_out]) == 5
    assert 0 <= deal.kontra_level <= deal.rules.max_kontra_level


def check_result(deal: Deal) -> None:
    r = deal.result
    assert r is not None and deal.phase is Phase.DONE and deal.legal_actions() == ()
    if r.reason is Reason.REDEAL:
        assert r.winner is None and r.points == 0 and deal.contract is None
        return
    spec = TABLE[deal.contract] if deal.contract else None
    assert spec is not None and deal.declarer is not None
    assert r.winner in (0, 1) and r.points > 0
    mult = 1 << deal.kontra_level
    if deal.rules.herzrunde and spec.herzrunde and deal.trump is Suit.H:
        mult *= 2
    dteam = team_of(deal.declarer)
    tricks = deal.tricks
    finished = [t for t in tricks if t.winner is not None]
    if spec.goal is Goal.SHOWN:
        assert r.reason is Reason.SHOWN and r.winner == dteam and not tricks
        assert r.points == spec.value(deal.rules) * mult
    elif spec.goal is Goal.FIRST_TO_66:
        assert r.reason in (Reason.GENUG, Reason.WRONG_GENUG, Reason.LAST_TRICK)
        if r.reason is Reason.LAST_TRICK:
            assert len(finished) == 5 and team_of(finished[-1].winner or 0) == r.winner
            assert r.points == mult
        else:
            assert r.points in (mult, 2 * mult, 3 * mult)
    else:
        won = r.reason is Reason.CONTRACT_WON
        assert r.reason in (Reason.CONTRACT_WON, Reason.CONTRACT_LOST)
        assert r.winner == (dteam if won else 1 - dteam)
        assert r.points == spec.value(deal.rules) * mult
        winners = [t.winner for t in finished]
        if spec.goal is Goal.ALL_TRICKS:
            assert won == (len(finished) == 5 and all(w == deal.declarer for w in winners))
        elif spec.goal is Goal.NO_TRICK:
            assert won == (len(finished) == 5 and deal.declarer not in winners)
        elif spec.goal is Goal.SCHNAPSER:
            if won:
                assert all(w == deal.declarer for w in winners) and len(finished) <= 3
        else:
            if won:
                assert all(team_of(w or 0) == dteam for w in winners) and len(finished) <= 3


def play_random(deal: Deal, rng: random.Random, check_refusals: bool) -> None:
    while not deal.finished:
        legal = deal.legal_actions()
        assert legal, "an unfinished deal always has a legal action"
        assert len(set(legal)) == len(legal)
        if check_refusals:
            legal_set = set(legal)
            for a in UNIVERSE:
                r = deal.explain(a)
                if a in legal_set:
                    assert r is None
                else:
                    assert r is not None and r.message, a
                    probe = deal.copy()
                    with pytest.raises(IllegalAction):
                        probe.apply(a)
        # every legal action applies (on a copy), then one is taken
        for a in legal:
            deal.copy().apply(a)
        deal.apply(rng.choice(legal))
        check_invariants(deal)


@pytest.mark.parametrize("block", range(8))
def test_random_deals_keep_invariants(block: int) -> None:
    rng = random.Random(1000 + block)
    for i in range(400):
        rules = RuleSet() if i % 4 == 0 else random_rules(rng)
        deal = random_deal(rng, rules)
        play_random(deal, rng, check_refusals=False)
        check_result(deal)
        # a saved log replays to the same state
        text = DealLog.from_deal(deal).dumps()
        again = parse_log(text).replay()
        assert state_json(again) == state_json(deal)
        assert again.result == deal.result


def test_every_other_action_is_refused_with_a_reason() -> None:
    rng = random.Random(7)
    for i in range(60):
        rules = RuleSet() if i % 3 == 0 else random_rules(rng)
        deal = random_deal(rng, rules)
        play_random(deal, rng, check_refusals=True)


def test_replay_of_every_prefix_matches() -> None:
    rng = random.Random(11)
    for _ in range(100):
        deal = random_deal(rng, random_rules(rng))
        play_random(deal, rng, check_refusals=False)
        log = DealLog.from_deal(deal)
        data = json.loads(log.dumps())
        for k in range(len(deal.history) + 1):
            data_k = dict(data, actions=data["actions"][:k])
            state = state_json(parse_log(json.dumps(data_k)).replay())
            assert state["phase"] in ("trump", "auction", "double", "play", "done")
            assert state_json(log.replay(k)) == state


def test_views_never_show_hidden_cards() -> None:
    rng = random.Random(5)
    for _ in range(200):
        deal = random_deal(rng, random_rules(rng))
        while not deal.finished:
            for seat in range(4):
                v = seat_view(deal, seat)
                assert set(v.hand) == set(deal.held(seat))
                for other, cards in v.open_hands.items():
                    assert other != seat
                    assert set(cards) <= set(deal.hands[other])
                    plauderer = deal.contract is Contract.PLAUDERER
                    turned = deal.turned_up is not None and set(cards) == {deal.turned_up}
                    assert plauderer or turned
                assert all(a.seat == seat for a in v.legal)
            deal.apply(rng.choice(deal.legal_actions()))
        v = seat_view(deal, 0)
        assert set(v.open_hands) == {1, 2, 3}
