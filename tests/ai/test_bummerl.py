"""Bummerl-aware values: the worth of a deal's Punkte at constructed scores, and decisions
that change with the score where they should (22 : 23, 23 : 22, 0 : 23 against 0 : 0)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from bschnapsen_gui.ai import make_player
from bschnapsen_gui.ai.bummerl import Standing, expected_marks, worth
from bschnapsen_gui.ai.players import SearchPlayer
from bschnapsen_gui.ai.positions import random_hands
from bschnapsen_gui.engine.actions import Action
from bschnapsen_gui.engine.deal import Deal, Phase
from bschnapsen_gui.engine.rules import RuleSet
from bschnapsen_gui.engine.view import SeatView, seat_view

from .helpers import drive


def test_worth_is_the_punkte_early_in_a_bummerl() -> None:
    st = Standing(0, 0)
    assert expected_marks(st) == pytest.approx(0.0, abs=1e-12)
    assert worth(1, st) == pytest.approx(1.0) and worth(-1, st) == pytest.approx(-1.0)
    for p in (2, 3, 6):
        assert 0.9 * p < worth(p, st) <= p + 1e-9
        assert worth(-p, st) == pytest.approx(-worth(p, st))
    assert worth(0, st) == 0.0
    assert worth(1.5, st) == pytest.approx((worth(1, st) + worth(2, st)) / 2)


def test_worth_at_22_to_23() -> None:
    st = Standing(22, 23)
    # they need one Punkt: every loss loses the Bummerl, however small
    assert worth(-1, st) == pytest.approx(worth(-6, st))
    # two Punkte win it; more add nothing
    assert worth(2, st) == pytest.approx(worth(6, st))
    # and one Punkt, to 23 : 23, is worth far less than the two that reach 24
    assert 0 < worth(1, st) < worth(2, st) / 2
    assert worth(2, st) - worth(1, st) > 10  # the Punkt that wins the Bummerl
    # from the other side the same deal is worth the opposite
    assert worth(-2, st.swapped()) == pytest.approx(-worth(2, st), rel=0.2)


def test_worth_at_0_to_23_and_the_schneider() -> None:
    st = Standing(0, 23)
    assert expected_marks(st) < -1.0  # a Schneider (two Bummerl) is likely
    assert worth(-1, st) == pytest.approx(worth(-6, st))  # lost, and by Schneider, either way
    assert worth(1, st) > 5 * worth(1, Standing(0, 0))  # the first Punkt saves the Schneider
    # the Retourschneider (option on): 23 : 0 led, then lost, costs four
    led = Standing(23, 0, retourschneider=True, led_short_to_nil=0)
    assert expected_marks(led) < expected_marks(Standing(23, 0))
    assert worth(-6, led) < worth(-6, Standing(23, 0))
    # with 12 to win the race is shorter
    assert worth(-1, Standing(10, 11, target=12)) == pytest.approx(worth(-3, Standing(10, 11, target=12)))


def test_standing_from_the_match_points() -> None:
    rules = RuleSet(retourschneider=True)
    st = Standing.of((5, 17), 1, rules, led_short_to_nil=1)
    assert (st.us, st.them, st.target, st.retourschneider, st.led_short_to_nil) == (17, 5, 24, True, 0)


def _positions(phase: Phase, count: int, first: int = 0) -> Iterator[SeatView]:
    """Views with a real choice at ``phase`` from seeded heuristic deals."""
    found = 0
    for seed in range(first, first + 400):
        rng = random.Random(seed)
        deal = Deal(RuleSet(), rng.randrange(4), random_hands(rng))
        k = seed % 6
        if not drive(deal, lambda d, k=k: d.phase is phase and (
                phase is not Phase.PLAY or sum(len(t.cards) for t in d.tricks) >= k), seed):
            continue
        seat = deal.to_act
        assert seat is not None
        view = seat_view(deal, seat)
        if len([a for a in view.legal if a.seat == seat]) < 2:
            continue
        yield view
        found += 1
        if found == count:
            return


def _decide(view: SeatView, us: int, them: int, strength: str = "expert") -> tuple[Action, SearchPlayer]:
    p = make_player(strength, 7, fixed_effort=True)
    assert isinstance(p, SearchPlayer)
    pts = [0, 0]
    pts[view.seat & 1] = us
    pts[1 - (view.seat & 1)] = them
    p.set_score((pts[0], pts[1]))
    return p.decide(view), p


def test_kontra_follows_the_score() -> None:
    doubles = {(0, 0): 0, (22, 23): 0, (23, 22): 0}
    for view in _positions(Phase.DOUBLE, 30):
        for score in doubles:
            a, _p = _decide(view, *score)
            doubles[score] += bool(a.value)
        # expert-v1 counts Punkte only, whatever the score
        assert _decide(view, 22, 23, "expert-v1")[0] == _decide(view, 0, 0, "expert-v1")[0]
    # at 22 : 23 every loss loses the Bummerl and two Punkte win it: double
    assert doubles[(22, 23)] > doubles[(0, 0)] + 10
    # at 23 : 22 one Punkt wins it, and a doubled loss gives them the two they need
    assert doubles[(23, 22)] < doubles[(0, 0)]


def test_auction_takes_no_needless_risk_one_punkt_short() -> None:
    special = {(0, 0): 0, (23, 22): 0}
    differ = 0
    for view in _positions(Phase.AUCTION, 60):
        bids = {}
        for score in special:
            a, _p = _decide(view, *score)
            bids[score] = a
            special[score] += a.value is not None and str(a.value) != "normal"
        differ += bids[(0, 0)] != bids[(23, 22)]
    # one Punkt wins the Bummerl: the normal game does it, a lost special contract loses it
    assert differ >= 3 and special[(23, 22)] < special[(0, 0)]


def test_play_at_0_to_23_plays_to_score_at_all() -> None:
    differ = 0
    for view in _positions(Phase.PLAY, 40):
        a0, p0 = _decide(view, 0, 0)
        a1, p1 = _decide(view, 0, 23)
        if a0 == a1:
            continue
        differ += 1
        ev = p1.last_evaluation
        assert ev is not None and a0 in ev.win_prob
        # any Punkt saves the Schneider and any loss is one: the chance to score counts
        assert ev.win_prob[a1] >= ev.win_prob[a0] - 1e-9
    assert differ >= 5


def test_a_decide_question_tells_the_player_the_score() -> None:
    from bschnapsen_gui.ai.process import Decide, _answer

    view = next(_positions(Phase.DOUBLE, 1))
    players: dict[tuple[int, int], tuple[tuple[str, int, int], object]] = {}
    q = Decide(0, view.seat, ("expert", 1, 0), view, 5.0, score=(22, 23), led_short_to_nil=None)
    action = _answer(q, lambda: False, players, make_player)  # type: ignore[arg-type]
    assert action in view.legal
    player = players[(0, view.seat)][1]
    assert isinstance(player, SearchPlayer) and player.score == (22, 23)
    _answer(Decide(0, view.seat, ("expert", 1, 0), view, 5.0), lambda: False, players, make_player)  # type: ignore[arg-type]
    assert player.score is None  # a question without the score: Punkte only


def test_against_the_heuristic_the_experts_kontra_on_a_normal_game_clears_half_the_margin() -> None:
    """The margin a Kontra on the normal game must clear is halved against a team known to
    be weak (config.kontra_margin_weak, issue 44's ninth round): the Kontra's chance and the
    worth of letting it stand are as before, the doubling's worth less its margin is higher
    by half the margin; against a strong team nothing changes."""
    from dataclasses import replace

    from bschnapsen_gui.ai.bidding import double_estimate, double_options
    from bschnapsen_gui.ai.config import CONFIGS
    from bschnapsen_gui.engine.contracts import Contract

    assert CONFIGS["expert"].kontra_margin_weak == 0.5 and CONFIGS["club"].kontra_margin_weak == 1.0
    view = next(v for v in _positions(Phase.DOUBLE, 40) if v.contract is Contract.NORMAL and v.kontra_level == 0)
    seat = view.seat
    for table, factor in ((["heuristic"] * 4, 0.5), (["expert"] * 4, 1.0)):
        table[seat] = table[(seat + 2) % 4] = "expert"
        got = []
        for cfg in (CONFIGS["expert"], replace(CONFIGS["expert"], kontra_margin_weak=1.0)):
            p = SearchPlayer(7, cfg, fixed_effort=True)
            p.set_table(table)
            e = double_estimate(p, view, None, None)
            assert e is not None
            got.append(double_options(p, view, e, None))
        (doubled, stand, p_us, p_open), (doubled1, stand1, p_us1, p_open1) = got
        assert (stand, p_us, p_open) == (stand1, p_us1, p_open1)
        assert doubled - doubled1 == pytest.approx(0.6 * (1.0 - factor))
