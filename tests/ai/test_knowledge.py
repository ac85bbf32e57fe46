"""Layouts are drawn uniformly among those the hard facts allow, by either draw."""

from __future__ import annotations

import random
from collections import Counter

from bschnapsen_gui.ai.knowledge import Layouts, knowledge
from bschnapsen_gui.ai.positions import random_hands
from bschnapsen_gui.engine.deal import Deal, Phase
from bschnapsen_gui.engine.rules import RuleSet
from bschnapsen_gui.engine.view import seat_view

from .helpers import drive


def _layouts(min_total: int, max_total: int, count: int) -> list[Layouts]:
    out = []
    for seed in range(300):
        rng = random.Random(seed)
        deal = Deal(RuleSet(), rng.randrange(4), random_hands(rng))
        tricks = 1 + seed % 3
        if not drive(deal, lambda d, tricks=tricks: d.phase is Phase.PLAY and sum(
                1 for t in d.tricks if t.winner is not None) >= tricks, seed):
            continue
        seat = deal.to_act
        assert seat is not None
        lay = Layouts(knowledge(seat_view(deal, seat)))
        if min_total <= lay.total <= max_total and any(
                a != (1 << 20) - 1 for a in lay.k.allowed if a):  # some fact known
            out.append(lay)
            if len(out) == count:
                break
    return out


def _chi2(counts: Counter[tuple[int, ...]], total: int, n: int) -> float:
    e = n / total
    return sum((counts.get(k, 0) - e) ** 2 / e for k in counts) + e * (total - len(counts))


def test_both_draws_are_uniform_over_the_consistent_layouts() -> None:
    lays = _layouts(20, 400, 6)
    assert len(lays) == 6
    rng = random.Random(5)
    used_rejection = used_exact = False
    for lay in lays:
        every = {tuple(h) for h in lay.all()}
        assert len(every) == lay.total
        n = 60 * lay.total
        for draw in (lay.sample, lay.sample_exact):
            counts: Counter[tuple[int, ...]] = Counter()
            for _ in range(n):
                h = tuple(draw(rng))
                assert h in every
                counts[h] += 1
            # chi-square with total - 1 degrees of freedom: mean total - 1, sd about
            # sqrt(2 total); a biased draw (e.g. card by card without the counts) is far off
            assert _chi2(counts, lay.total, n) < lay.total + 5 * (2 * lay.total) ** 0.5
        used_rejection |= lay._accepted > 0
        used_exact |= lay._rejected > 0
    assert used_rejection and used_exact
