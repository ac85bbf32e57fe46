"""The counting rules of the normal game (docs/rules.md §8): one engine helper for a Deal and a
SeatView alike."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from bschnapsen_gui.engine.cards import Suit
from bschnapsen_gui.engine.scoring import (
    GENUG_AUGEN,
    counted_augen,
    genug_is_right,
    genug_points,
    marriage_value,
)
from bschnapsen_gui.engine.view import seat_view

from .rulehelpers import deal, normal_prelude, run


@dataclass
class Tally:
    augen: tuple[int, int]
    tricks_won: tuple[int, int]
    announcements: tuple[tuple[int, Suit, int], ...]


def test_announcements_count_once_the_team_has_a_trick() -> None:
    t = Tally((26, 0), (1, 0), ((0, Suit.C, 40), (1, Suit.H, 20)))
    assert counted_augen(t, 0) == 66 == GENUG_AUGEN
    assert counted_augen(t, 1) == 0  # B's 20 waits for a trick
    assert genug_is_right(t, 0) and not genug_is_right(t, 1)
    assert genug_points(t, 0) == (0, 3)  # B has no trick: schwarz
    # the same Augen one short: wrong, and B scores what A would have
    short = Tally((25, 0), (1, 0), ((0, Suit.C, 40),))
    assert not genug_is_right(short, 0) and genug_points(short, 0) == (1, 3)


@pytest.mark.parametrize(
    "b_augen,b_ann,points",
    [(32, 0, 2), (33, 0, 1), (13, 20, 1), (12, 20, 2)],  # B's 20 counts: B has a trick
)
def test_genug_points_by_the_opponents_augen(b_augen: int, b_ann: int, points: int) -> None:
    ann = ((0, Suit.S, 40),) + (((1, Suit.H, b_ann),) if b_ann else ())
    t = Tally((30, b_augen), (2, 1), ann)
    assert genug_points(t, 0) == (0, points)


def test_marriage_value() -> None:
    assert marriage_value(Suit.H, Suit.H) == 40
    assert marriage_value(Suit.H, Suit.C) == 20
    assert marriage_value(Suit.H, None) == 20  # a contract without trump


def test_deal_and_seat_view_count_alike() -> None:
    # Example 01 (docs/rules.md): the 40 of A counts only after A's trick 2.
    d = deal(["CA CK CO HK DU", "C10 H10 HO DK SU", "CU HA HU DO SO", "D10 SA DA S10 SK"])
    run(d, normal_prelude(0, "C"))
    run(d, "0 marriage C; play CO C10 CU D10")
    for tally in (d, seat_view(d, 1), seat_view(d, 2)):
        assert counted_augen(tally, 0) == 0 and counted_augen(tally, 1) == 25
    run(d, "play H10 HA SA HK")
    for tally in (d, seat_view(d, 0), seat_view(d, 3)):
        assert counted_augen(tally, 0) == 76 and genug_is_right(tally, 0)
        assert genug_points(tally, 0) == (0, 2)  # B has 25 < 33


def test_punkte_range_of_the_auction_follows_the_house_rules() -> None:
    from bschnapsen_gui.engine.contracts import Contract, punkte_range
    from bschnapsen_gui.engine.rules import RuleSet

    std = RuleSet()
    assert punkte_range(Contract.NORMAL, std, Suit.C) == (1, 3)
    assert punkte_range(Contract.SCHNAPSER, std, Suit.H) == (6, 6)
    assert punkte_range(Contract.BETTLER, std.replace(bettler_points=5), Suit.C) == (5, 5)
    assert punkte_range(Contract.ZEHNERGANG, std.replace(zehnergang="8-below-gang"), None) == (8, 8)
    herz = std.replace(herzrunde=True)
    assert punkte_range(Contract.NORMAL, herz, Suit.H) == (2, 6)
    assert punkte_range(Contract.NORMAL, herz, Suit.S) == (1, 3)
    assert punkte_range(Contract.GANG, herz, Suit.H) == (9, 9)  # a Gang has no trump
