"""Layouts are drawn uniformly among those the hard facts allow, by either draw."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bschnapsen_gui.ai.knowledge import Layouts, knowledge
from bschnapsen_gui.ai.positions import random_hands
from bschnapsen_gui.engine.deal import Deal, Phase
from bschnapsen_gui.engine.rules import RuleSet
from bschnapsen_gui.engine.view import SeatView, seat_view

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


def test_the_play_model_puts_the_hidden_cards_nearer_where_they_are() -> None:
    """Weighted by how likely the others were to play what they played (heuristic
    players here), the layouts place more hidden cards with their true holders."""
    from bschnapsen_gui.ai.playmodel import play_weight

    uniform = weighted = 0.0
    n = 0
    for seed in range(80):
        rng = random.Random(seed)
        deal = _played_to(rng, seed, 2 + seed % 8)
        if deal.finished:
            continue
        seat = deal.to_act
        assert seat is not None
        view = seat_view(deal, seat)
        truth = [sum(c.bit for c in deal.hands[s]) for s in range(4)]
        k = knowledge(view)
        if not k.unknown:
            continue
        lay = Layouts(k)
        layouts = [lay.sample(rng) for _ in range(100)]
        wf = play_weight(view)
        assert wf is not None
        ws = [wf(h) for h in layouts]
        assert all(0.0 < w <= 1.0 for w in ws)

        def right(h: list[int], truth: list[int] = truth, hidden: int = k.unknown) -> float:
            return sum((h[s] & truth[s] & hidden).bit_count() for s in range(4)) / hidden.bit_count()

        uniform += sum(right(h) for h in layouts) / len(layouts)
        weighted += sum(w * right(h) for w, h in zip(ws, layouts)) / sum(ws)
        n += 1
    assert n >= 60
    assert weighted / n > uniform / n + 0.01


def _played_to(rng: random.Random, seed: int, cards: int) -> Deal:
    """A deal from ``rng`` played by heuristic players (seeded from ``seed``) until
    ``cards`` cards lie in the tricks, or to its end."""
    from bschnapsen_gui.ai import make_player

    deal = Deal(RuleSet(), rng.randrange(4), random_hands(rng))
    players = [make_player("heuristic", seed * 4 + s) for s in range(4)]
    while not deal.finished and not (
            deal.phase is Phase.PLAY and sum(len(t.cards) for t in deal.tricks) >= cards):
        s = deal.to_act
        assert s is not None
        deal.apply(players[s].decide(seat_view(deal, s)))
    return deal


def _view_after(cards: int, seed: int = 3) -> SeatView:
    """A seat's view in the play once ``cards`` cards are played (heuristic players)."""
    for s0 in range(seed, seed + 50):
        deal = _played_to(random.Random(s0), s0, cards)
        if not deal.finished and deal.to_act is not None:
            return seat_view(deal, deal.to_act)
    raise AssertionError("no deal lasted that long")


def test_drawing_layouts_stops_when_told() -> None:
    """``stop()`` (the decision's clock) ends the drawing with what it has, at least one."""
    from bschnapsen_gui.ai.knowledge import draw_layouts

    k = knowledge(_view_after(4))
    full, _ = draw_layouts(k, random.Random(1), 100, 0, stop=lambda: False)
    assert len(full) == 100
    asked = [0]

    def stop() -> bool:
        asked[0] += 1
        return asked[0] >= 2

    some, exact = draw_layouts(k, random.Random(1), 100, 0, stop=stop)
    assert not exact and 1 <= len(some) < 100 and asked[0] == 2


def test_the_play_model_is_given_up_when_time_is_up() -> None:
    from bschnapsen_gui.ai.playmodel import play_weight

    view = _view_after(6)
    assert play_weight(view, lambda: False) is not None
    assert play_weight(view, lambda: True) is None


def test_a_lead_without_an_announcement_says_the_leader_held_no_marriage() -> None:
    """In the normal game a seat on lead announces a marriage it holds (the heuristic
    always does): layouts that give it one it did not announce count less."""
    from bschnapsen_gui.ai.bits import PAIR_MASK
    from bschnapsen_gui.ai.playmodel import MISSED_MARRIAGE, missed_marriages, play_weight

    checked = 0
    for seed in range(200):
        rng = random.Random(seed)
        deal = _played_to(rng, seed, 5)
        if deal.finished or str(deal.contract) != "normal" or deal.to_act is None:
            continue
        view = seat_view(deal, deal.to_act)
        missed = missed_marriages(view)
        # one per trick led by another seat, less those led by an announced marriage
        leads = [t for t in view.tricks if t.cards and t.leader != view.seat]
        assert len(leads) - len(view.announcements) <= len(missed) <= len(leads)
        if not missed:
            continue
        seat, later = missed[0]
        k = knowledge(view)
        lay = Layouts(k)
        with_pair = without = None
        for _ in range(400):
            h = lay.sample(rng)
            has = any((h[seat] | later) & m == m for m in PAIR_MASK)
            if has and with_pair is None:
                with_pair = h
            if not has and without is None:
                without = h
        if with_pair is None or without is None:
            continue
        plain = play_weight(view, temperature=1.0, noise=0.3)
        reading = play_weight(view, temperature=1.0, noise=0.3, marriages=True)
        assert plain is not None and reading is not None
        assert reading(without) == pytest.approx(plain(without))
        assert reading(with_pair) <= plain(with_pair) * MISSED_MARRIAGE * (1 + 1e-9)
        checked += 1
        if checked >= 5:
            break
    assert checked >= 3
    # not in a Bettler: nobody announces there
    for seed in range(200):
        deal = _played_to(random.Random(seed), seed, 4)
        if not deal.finished and deal.to_act is not None and str(deal.contract) == "bettler":
            assert missed_marriages(seat_view(deal, deal.to_act)) == []
            break


def test_the_facts_before_each_card_are_those_the_cards_before_it_showed() -> None:
    """The play model scores a choice with what the tricks had shown by then: a seat that
    does not follow suit is void in it from the next card on, not before."""
    from bschnapsen_gui.ai.bits import FULL, SUIT_MASK
    from bschnapsen_gui.ai.knowledge import facts_before_each_card

    shown = 0
    for seed in range(60):
        deal = _played_to(random.Random(seed), seed, 20)
        view = seat_view(deal, 0)
        facts = facts_before_each_card(view)
        keys = [(ti, pos) for ti, t in enumerate(view.tricks) for pos in range(len(t.cards))]
        assert list(facts) == keys
        assert facts[keys[0]] == [FULL] * 4
        # the facts only ever narrow, and the last ones are the knowledge's (less the cards seen)
        for a, b in zip(keys, keys[1:]):
            assert all(facts[b][s] & ~facts[a][s] == 0 for s in range(4))
        k = knowledge(view)
        for s in range(4):
            if s != view.seat:
                assert k.allowed[s] & ~facts[keys[-1]][s] == 0
        for ti, t in enumerate(view.tricks):
            led = t.cards[0].suit
            for pos, (s, c) in enumerate(zip(t.seats, t.cards)):
                if pos and c.suit != led:
                    nxt = keys[keys.index((ti, pos)) + 1] if (ti, pos) != keys[-1] else None
                    if nxt is None:
                        continue
                    assert facts[nxt][s] & SUIT_MASK[int(led)] == 0
                    before = facts[(ti, pos)][s] & SUIT_MASK[int(led)]
                    if before == SUIT_MASK[int(led)]:
                        shown += 1  # not known before this card
    assert shown >= 10
