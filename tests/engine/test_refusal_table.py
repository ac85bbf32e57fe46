"""The one table of refusal wordings: every rule has a sentence, every ``%1`` is filled."""

from __future__ import annotations

import random

from bschnapsen_gui.engine import actions as A
from bschnapsen_gui.engine.cards import DECK
from bschnapsen_gui.engine.deal import Deal
from bschnapsen_gui.engine.errors import RuleId, all_wordings
from bschnapsen_gui.engine.rules import OPTIONS, RuleSet

ALL_ACTIONS = [
    a
    for seat in range(4)
    for a in (
        *A.PLAY[seat], *A.MARRIAGE[seat], *A.TRUMP[seat], *A.AUFSCHLAGEN[seat], A.REDEAL[seat],
        A.GENUG[seat], *A.DOUBLE[seat], A.PASS[seat], *A.BID[seat].values(),
    )
]


def _hands(rng: random.Random) -> list[list]:  # type: ignore[type-arg]
    deck = list(DECK)
    rng.shuffle(deck)
    return [deck[5 * i : 5 * i + 5] for i in range(4)]


def test_every_refusal_of_random_deals_is_worded() -> None:
    rng = random.Random(11)
    seen: set[RuleId] = set()
    table = set(all_wordings())
    for i in range(150):
        rules = RuleSet(**{n: rng.choice(s.values) for n, s in OPTIONS.items()})
        deal = Deal(rules, i % 4, _hands(rng))
        while True:
            for a in rng.sample(ALL_ACTIONS, 12):
                r = deal.explain(a)
                if r is None:
                    continue
                seen.add(r.rule)
                assert r.wording() in table and r.wording(french_pack=True) in table
                assert "%1" not in r.message and r.message, (r, r.message)
                assert ("%1" in r.wording()) == (r.fill is not None), r
            if deal.finished:
                break
            deal.apply(rng.choice(deal.legal_actions()))
    assert len(seen) >= 20, sorted(seen)
