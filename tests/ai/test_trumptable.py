"""The trump call's table of every three-card holding (``ai.trumptable``)."""

from __future__ import annotations

import json
from dataclasses import replace
from itertools import combinations, permutations
from pathlib import Path

from bschnapsen_gui.ai import learn, trumptable
from bschnapsen_gui.ai.config import CONFIGS
from bschnapsen_gui.ai.players import SearchPlayer
from bschnapsen_gui.engine.actions import Verb
from bschnapsen_gui.engine.cards import DECK
from bschnapsen_gui.engine.deal import Deal, Phase
from bschnapsen_gui.engine.rules import PRESETS
from bschnapsen_gui.engine.view import seat_view


def _permuted(cards: tuple[int, ...], perm: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(perm[c // 5] * 5 + c % 5 for c in cards)


def test_the_1140_holdings_are_95_up_to_the_suits_and_a_suit_keeps_its_place() -> None:
    all_holdings = list(combinations(range(20), 3))
    assert len(all_holdings) == 1140
    assert len({trumptable.canonical(h)[0] for h in all_holdings}) == len(trumptable.holdings()) == 95
    data = trumptable.load()
    assert data is not None
    rules = PRESETS["standard"]
    for h in all_holdings[::7]:
        got = trumptable.values(h, rules)
        assert got is not None
        suits, auf = got
        for perm in permutations(range(4)):
            other = trumptable.values(_permuted(h, perm), rules)
            assert other is not None
            # calling the suit the permutation moved is worth the same
            assert all(other[0][perm[s]] == suits[s] for s in range(4))
            assert other[1] == auf


def test_the_shipped_table_holds_every_holding_for_the_standard_rules_only() -> None:
    data = trumptable.load()
    assert data is not None
    assert set(data["holdings"]) == set(trumptable.holdings())
    assert data["layouts"] >= 10_000 and data["command"].startswith("python -m bschnapsen_gui.ai.learn trumps")
    rules = PRESETS["standard"]
    assert trumptable.values((0, 1, 2), rules) is not None
    assert trumptable.values((0, 1, 2), replace(rules, herzrunde=True)) is not None  # doubled on reading
    assert trumptable.values((0, 1, 2), replace(rules, stichzwang=not rules.stichzwang)) is None
    # three trumps Ass, Zehner, König: calling them is worth more than calling a suit not held
    suits, _auf = trumptable.values((0, 1, 2), rules) or ({}, 0.0)
    assert suits[0] > max(suits[1], suits[2], suits[3]) + 1.0


def test_the_fill_command_fills_a_few_holdings(tmp_path: Path) -> None:
    out = tmp_path / "t.json"
    assert learn.main(["trumps", "--layouts", "40", "--only", "3", "--out", str(out)]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert len(data["holdings"]) == 3 and data["layouts"] == 40
    for row in data["holdings"].values():
        assert len(row["suits"]) == 4 and all(-3.0 <= v <= 3.0 for v in row["suits"])
    assert trumptable.load(out) is not None


def _trump_view(rules: object = None) -> tuple[Deal, int]:
    hands = [[DECK[i] for i in range(5 * s, 5 * s + 5)] for s in range(4)]
    deal = Deal(rules or PRESETS["standard"], 3, hands)  # type: ignore[arg-type]
    assert deal.phase is Phase.TRUMP
    return deal, deal.rufer


def test_the_expert_calls_trump_from_the_table_and_simulates_where_it_does_not_hold() -> None:
    deal, rufer = _trump_view()
    view = seat_view(deal, rufer)
    expert = SearchPlayer(1, CONFIGS["expert"], fixed_effort=True)
    action = expert.decide(view)
    data = trumptable.load()
    assert data is not None
    assert expert.last_estimate["n"] == data["layouts"]
    got = trumptable.values([c.index for c in view.hand[:3]], view.rules)
    assert got is not None
    if action.verb is Verb.TRUMP:
        assert expert.last_estimate["ev"] == max(got[0][int(a.value)] for a in view.legal  # type: ignore[arg-type]
                                                 if a.verb is Verb.TRUMP)
    other_rules = replace(PRESETS["standard"], stichzwang=False)
    deal2, rufer2 = _trump_view(other_rules)
    expert2 = SearchPlayer(1, CONFIGS["expert"], fixed_effort=True)
    expert2.decide(seat_view(deal2, rufer2))
    assert expert2.last_estimate["n"] <= CONFIGS["expert"].bid_layouts
