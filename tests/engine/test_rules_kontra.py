"""docs/rules.md §6: Kontra, Re, Sub — who is asked in which order, the multiplier, option
`max_kontra_level`, shown contracts, and the normal game's declaring team."""

from __future__ import annotations

from typing import Any

import pytest

from bschnapsen_gui.engine.deal import Deal, Phase
from bschnapsen_gui.engine.errors import RuleId
from bschnapsen_gui.engine.events import Doubled
from bschnapsen_gui.engine.log import state_json

from .rulehelpers import deal, legal, refused, run

# Dealer 3, Rufer 0.
BASE = ["HA DK S10 CO HU", "H10 DA SK CU DU", "HK D10 SA C10 SU", "HO DO SO CA CK"]
BASE_PLAY = "play HA H10 HK HO DK DA D10 DO SK SA SO S10 C10 CA CO CU CK HU DU SU"  # A: last trick
# Example 8: seat 1 wins a Gang; his partner seat 3 sits out.
GANG = ["HK D10 S10 C10 HU", "HA DA SA CA H10", "HO DK SK CK DU", "DO SO CO SU CU"]
GANG_PLAY = "play HA HO HU DA DU D10 SA SK S10 CA CK C10 H10 DK HK"
# Seat 1 loses a Gang at the first trick (the Rufer's HA beats his H10).
GANG_LOST = ["HA DA SA CA HO", "H10 D10 S10 C10 HK", "HU DK SK CK DO", "DU SO SU CO CU"]
FARBEN = ["HA HK DA CU DU", "H10 HO D10 CA C10", "SA S10 SK SO SU", "HU DK DO CK CO"]


def normal(**options: Any) -> Deal:
    return run(deal(BASE, **options), "0 trump H; 0 bid normal; 1 pass; 2 pass; 3 pass")


def gang(hands: list[str] = GANG, **options: Any) -> Deal:
    return run(deal(hands, **options), "0 trump H; 0 bid normal; 1 bid gang; 2 pass; 3 pass; 0 pass")


def asked(d: Deal) -> list[tuple[int, int, bool]]:
    return [(e.seat, e.level, e.yes) for e in d.events if isinstance(e, Doubled)]


# -- order of asking -----------------------------------------------------------------------


def test_normal_game_kontra_asks_left_of_rufer_first() -> None:
    d = normal()
    assert d.phase is Phase.DOUBLE and d.to_act == 1
    assert legal(d) == ["1 double yes", "1 double no"]
    assert refused(d, "3 double yes").rule is RuleId.NOT_YOUR_TURN
    run(d, "1 double no")
    assert d.to_act == 3 and legal(d) == ["3 double yes", "3 double no"]
    run(d, "3 double no")
    assert d.phase is Phase.PLAY and d.kontra_level == 0 and d.to_act == 0


def test_normal_game_rufers_team_answers_re() -> None:
    d = normal()
    run(d, "1 double yes")
    # the other opponent is not asked; Re goes to the Rufer, then his partner
    assert d.kontra_level == 1 and d.to_act == 0
    run(d, "0 double no")
    assert d.to_act == 2
    run(d, "2 double yes")
    assert d.kontra_level == 2 and d.to_act == 1  # Sub: the opponents again, left first
    run(d, "1 double no; 3 double yes")
    assert d.kontra_level == 3 and d.phase is Phase.PLAY
    assert asked(d) == [(1, 1, True), (0, 2, False), (2, 2, True), (1, 3, False), (3, 3, True)]


def test_second_opponent_kontra_then_declarer_first_for_re() -> None:
    d = gang()  # declarer 1: opponents 2 (left of him) and 0; his partner 3
    assert d.to_act == 2
    run(d, "2 double no; 0 double yes")
    assert d.to_act == 1
    run(d, "1 double no")
    assert d.to_act == 3  # asked although he sits out of the play
    run(d, "3 double no")
    assert d.phase is Phase.PLAY and d.kontra_level == 1 and d.sitting_out == 3
    assert d.to_act == 1


def test_re_by_a_partner_who_sits_out_then_sub() -> None:
    d = gang()
    run(d, "2 double yes; 1 double no; 3 double yes")
    assert d.kontra_level == 2 and d.to_act == 2
    run(d, "2 double no; 0 double no")
    assert d.phase is Phase.PLAY and d.kontra_level == 2


def test_re_declined_by_both_ends_doubling() -> None:
    d = normal()
    run(d, "1 double no; 3 double yes; 0 double no; 2 double no")
    assert d.phase is Phase.PLAY and d.kontra_level == 1


# -- the multiplier --------------------------------------------------------------------------

GANG_DOUBLES = {
    0: "2 double no; 0 double no",
    1: "2 double yes; 1 double no; 3 double no",
    2: "2 double no; 0 double yes; 1 double no; 3 double yes; 2 double no; 0 double no",
    3: "2 double yes; 1 double yes; 2 double no; 0 double yes",
}


@pytest.mark.parametrize("level", [0, 1, 2, 3])
def test_kontra_multiplies_a_won_contract(level: int) -> None:
    d = run(gang(), GANG_DOUBLES[level])
    assert d.kontra_level == level and d.phase is Phase.PLAY
    run(d, GANG_PLAY)
    s = state_json(d)
    assert s["kontra_level"] == level
    assert s["result"] == {"winner": "B", "points": 9 * 2**level, "reason": "contract_won",
                           "redeal": False}


@pytest.mark.parametrize("level", [0, 1, 2, 3])
def test_kontra_multiplies_a_lost_contract(level: int) -> None:
    d = run(gang(GANG_LOST), GANG_DOUBLES[level])
    run(d, "play H10 HU HA")
    assert state_json(d)["result"]["winner"] == "A"
    assert state_json(d)["result"]["points"] == 9 * 2**level


@pytest.mark.parametrize(
    "doubles, points",
    [("1 double no; 3 double no", 1),
     ("1 double yes; 0 double no; 2 double no", 2),
     ("1 double yes; 0 double yes; 1 double no; 3 double no", 4),
     ("1 double no; 3 double yes; 0 double no; 2 double yes; 1 double yes", 8)],
)
def test_kontra_multiplies_the_normal_game(doubles: str, points: int) -> None:
    d = run(normal(), doubles + "; " + BASE_PLAY)
    assert state_json(d)["result"] == {"winner": "A", "points": points,
                                       "reason": "last_trick", "redeal": False}


# -- max_kontra_level ------------------------------------------------------------------------


@pytest.mark.parametrize("max_level", [0, 1, 2, 3])
def test_max_kontra_level(max_level: int) -> None:
    d = normal(max_kontra_level=max_level)
    if max_level == 0:
        assert d.phase is Phase.PLAY and d.to_act == 0  # no doubling at all
    while d.phase is Phase.DOUBLE:
        run(d, f"{d.to_act} double yes")  # everyone asked says yes
    assert d.phase is Phase.PLAY and d.kontra_level == max_level
    run(d, BASE_PLAY)
    assert d.result is not None and d.result.points == 2**max_level


def test_max_kontra_level_zero_refuses_double() -> None:
    d = normal(max_kontra_level=0)
    assert refused(d, "0 double yes").rule is RuleId.WRONG_PHASE


# -- shown contracts -----------------------------------------------------------------------


def test_shown_contract_has_nothing_to_double() -> None:
    d = run(deal(FARBEN), "0 trump H; 0 bid normal; 1 pass; 2 bid farbengang; 3 pass; 0 pass")
    assert d.phase is Phase.DONE and d.kontra_level == 0 and asked(d) == []
    assert refused(d, "3 double yes").rule is RuleId.DEAL_OVER
