"""The first lead's measurement (``ai.firstlead``): layouts rebuilt, leads played out."""

from __future__ import annotations

import json

import pytest

from bschnapsen_gui.ai import firstlead
from bschnapsen_gui.engine.deal import Deal, Phase
from bschnapsen_gui.engine.log import hands_from_deck
from bschnapsen_gui.engine.rules import PRESETS
from bschnapsen_gui.engine.shuffle import shuffled_deck


def _at_first_lead(seed: int, index: int) -> Deal:
    deal = Deal(PRESETS["standard"], index % 4, hands_from_deck(shuffled_deck(seed, index), index % 4))
    firstlead._advance(deal, firstlead._players(seed), lambda d: d.phase is Phase.PLAY and not d.tricks)
    return deal


def test_a_layout_of_the_real_hands_rebuilds_the_real_deal_and_another_keeps_its_history() -> None:
    deal = _at_first_lead(30001, 1)
    assert not deal.finished and deal.phase is Phase.PLAY
    hands = [sum(c.bit for c in deal.hands[s]) for s in range(4)]
    same = firstlead._rebuild(deal, hands)
    assert same is not None
    assert same.legal_actions() == deal.legal_actions() and same.history == deal.history
    # the leader keeps his cards; two others swap one card each
    leader = deal.to_act
    assert leader is not None
    a, b = [s for s in range(4) if s != leader][:2]
    ca, cb = hands[a] & -hands[a], hands[b] & -hands[b]
    swapped = list(hands)
    swapped[a] = hands[a] ^ ca | cb
    swapped[b] = hands[b] ^ cb | ca
    other = firstlead._rebuild(deal, swapped)
    if other is not None:  # None only where a bid needed the card that moved
        assert [sum(c.bit for c in other.hands[s]) for s in range(4)] == swapped
        assert other.history == deal.history and other.to_act == leader


def test_the_measurement_runs_on_a_few_deals(capsys: pytest.CaptureFixture[str]) -> None:
    assert firstlead.main(["--seed", "30001", "--deals", "3", "--layouts", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["deals"] == len(out["deals_detail"]) >= 1
    assert out["differs"] == sum(d["differs"] for d in out["deals_detail"])
    for d in out["deals_detail"]:
        assert d["options"] >= 1
        if not d["differs"]:
            assert d["gain_layouts"] == d["gain_real"] == 0.0
