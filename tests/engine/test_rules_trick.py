"""docs/rules.md §7: a trick — Farbzwang, Stichzwang, Trumpfzwang, over-trumping, the trick's
winner, and option `stichzwang`.  Refusals carry the rule id and the allowed cards."""

from __future__ import annotations

from typing import Any

import pytest

from bschnapsen_gui.engine.deal import Deal, Phase
from bschnapsen_gui.engine.errors import RuleId

from .rulehelpers import deal, decline, legal, normal_prelude, refused, run

# Normal game, dealer 3, Rufer 0, clubs trump.  Seats 1 and 3 are void in hearts; seat 1
# has one trump (CO), seat 3 two (CK CU).
T1 = ["HK CA HU H10 DO", "CO SA SO DA DU", "HA HO C10 SU DK", "CK CU S10 SK D10"]
# Normal game, clubs trump.  Seat 2 holds CA CU; seat 3 has no clubs at all.
T2 = ["HA C10 DA SA HU", "CK CO H10 D10 S10", "CA CU HK DK SK", "HO DO SO DU SU"]


def normal_game(hands: list[str], **options: Any) -> Deal:
    return run(deal(hands, **options), normal_prelude(0, "C"))


def plays(d: Deal) -> list[str]:
    return [a.split()[-1] for a in legal(d) if " play " in a]


# -- 1. Farbzwang and 2. Stichzwang -----------------------------------------------------------


def test_farbzwang_and_stichzwang() -> None:
    d = normal_game(T1)
    run(d, "0 play DO")
    assert plays(d) == ["DA"]  # must follow diamonds and beat DO
    r = refused(d, "1 play SA")
    assert r.rule is RuleId.FARBZWANG and r.details["cards"] == ["DA"]
    r = refused(d, "1 play DU")
    assert r.rule is RuleId.STICHZWANG and r.details["cards"] == ["DA"]
    r = refused(d, "1 play CO")  # trumping is no way out while he can follow suit
    assert r.rule is RuleId.FARBZWANG
    run(d, "1 play DA")
    assert plays(d) == ["DK"]  # cannot beat DA: any diamond
    run(d, "2 play DK")
    assert plays(d) == ["D10"]
    run(d, "3 play D10")
    assert d.tricks[0].winner == 1  # the highest of the led suit: A 10 K O
    assert d.to_act == 1 and d.trick is not None and d.trick.leader == 1  # winner leads


def test_cannot_beat_any_card_of_the_led_suit() -> None:
    d = normal_game(T1)
    run(d, "0 play DO; 1 play DA")
    run(d, "2 play DK")
    assert refused(d, "3 play S10").rule is RuleId.FARBZWANG


def test_stichzwang_over_the_partner_when_trumps_are_led() -> None:
    d = normal_game(T2)
    run(d, "0 play C10")
    assert plays(d) == ["CK", "CO"]  # cannot beat C10: any trump
    assert refused(d, "1 play H10").rule is RuleId.FARBZWANG
    run(d, "1 play CO")
    # The partner's C10 is winning; seat 2 must still beat it.
    assert plays(d) == ["CA"]
    r = refused(d, "2 play CU")
    assert r.rule is RuleId.STICHZWANG and r.details["cards"] == ["CA"]
    run(d, "2 play CA")
    # 4. void in the led suit and without trumps: any card
    assert plays(d) == ["HO", "DO", "DU", "SO", "SU"]
    run(d, "3 play SO")
    assert d.tricks[0].winner == 2


# -- a trumped trick, 3. Trumpfzwang and over-trumping ----------------------------------------


def test_trumpfzwang_trumped_trick_and_over_trump() -> None:
    d = normal_game(T1)
    run(d, "0 play HK")
    assert plays(d) == ["CO"]  # void in hearts: must trump
    r = refused(d, "1 play SA")
    assert r.rule is RuleId.TRUMPFZWANG and r.details["cards"] == ["CO"]
    run(d, "1 play CO")
    # The trick is trumped: following suit cannot beat it, so any heart.
    assert plays(d) == ["HA", "HO"]
    r = refused(d, "2 play C10")
    assert r.rule is RuleId.FARBZWANG and r.details["cards"] == ["HA", "HO"]
    run(d, "2 play HO")
    # A trump lies in the trick: must over-trump if able.
    assert plays(d) == ["CK"]
    r = refused(d, "3 play CU")
    assert r.rule is RuleId.OVER_TRUMP and r.details["cards"] == ["CK"]
    r = refused(d, "3 play S10")
    assert r.rule is RuleId.TRUMPFZWANG and r.details["cards"] == ["CK"]
    run(d, "3 play CK")
    assert d.tricks[0].winner == 3  # the highest trump
    assert d.to_act == 3


def test_cannot_over_trump_any_trump() -> None:
    # Seat 3 holds only CU under seat 1's CO: any trump, i.e. CU.
    hands = ["HK CA HU H10 DO", "CO SA SO DA DU", "HA HO CK SU DK", "C10 CU S10 SK D10"]
    d = normal_game(hands)
    run(d, "0 play HK; 1 play CO; 2 play HA")
    # C10 over-trumps; CU does not: only C10
    assert plays(d) == ["C10"]
    hands = ["HK CA HU H10 DO", "C10 SA SO DA DU", "HA HO CO SU DK", "CK CU S10 SK D10"]
    d = normal_game(hands)
    run(d, "0 play HK; 1 play C10; 2 play HA")
    assert plays(d) == ["CK", "CU"]  # neither beats C10: any trump
    run(d, "3 play CU")
    assert d.tricks[0].winner == 1


def test_trump_ace_of_led_suit_loses_to_a_trump() -> None:
    d = normal_game(T1)
    run(d, "0 play H10; 1 play CO; 2 play HA; 3 play CK")
    assert d.tricks[0].winner == 3


def test_contract_without_trump_void_means_any_card() -> None:
    # Gang by seat 1 (clubs were called, but count for nothing); the Rufer is void in
    # spades and may play any card, and his CA does not win.
    d = run(deal(T1), "0 trump C; 0 bid normal; 1 bid gang; 2 pass; 3 pass; 0 pass")
    decline(d)
    run(d, "1 play SA; 2 play SU")
    assert plays(d) == ["H10", "HK", "HU", "DO", "CA"]
    run(d, "0 play CA")
    assert d.tricks[0].winner == 1 and d.phase is Phase.PLAY


# -- option stichzwang off -----------------------------------------------------------------


@pytest.mark.parametrize(
    "lead, seat_cards",
    [
        ("0 play DO", ["DA", "DU"]),  # any card of the led suit
        ("0 play HK", ["CO"]),  # void: any trump (Trumpfzwang stays)
    ],
)
def test_stichzwang_off_follow_suit_with_any_card(lead: str, seat_cards: list[str]) -> None:
    d = normal_game(T1, stichzwang=False)
    run(d, lead)
    assert plays(d) == seat_cards
    assert refused(d, "1 play SA").rule in (RuleId.FARBZWANG, RuleId.TRUMPFZWANG)


def test_stichzwang_off_no_duty_to_over_trump() -> None:
    d = normal_game(T1, stichzwang=False)
    run(d, "0 play HK; 1 play CO; 2 play HO")
    assert plays(d) == ["CK", "CU"]
    run(d, "3 play CU")
    assert d.tricks[0].winner == 1  # CO beats CU


def test_stichzwang_off_trumps_led() -> None:
    d = normal_game(T2, stichzwang=False)
    run(d, "0 play C10; 1 play CO")
    assert plays(d) == ["CA", "CU"]
    run(d, "2 play CU")
    assert plays(d) == ["HO", "DO", "DU", "SO", "SU"]  # void without trumps: any card
    run(d, "3 play HO")
    assert d.tricks[0].winner == 0


@pytest.mark.parametrize("on", [True, False])
def test_stichzwang_option_example_04(on: bool) -> None:
    # Example 04: the Rufer leads HK, seat 1 follows HU; seat 2 holds HA HO.
    hands = ["HK CA DU S10 DK", "HU D10 SK CU SU", "HA HO DA SA C10", "H10 DO SO CK CO"]
    d = run(deal(hands, stichzwang=on), normal_prelude(0, "C") + "; 0 play HK; 1 play HU")
    assert plays(d) == (["HA"] if on else ["HA", "HO"])
