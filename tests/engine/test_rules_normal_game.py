"""docs/rules.md §8: the normal game — marriages (20/40), genug (right, wrong, when, by whom),
the last trick, and marriages/genug outside the normal game."""

from __future__ import annotations

from typing import Any

import pytest

from bschnapsen_gui.engine.deal import Deal, Phase
from bschnapsen_gui.engine.errors import RuleId
from bschnapsen_gui.engine.log import state_json

from .rulehelpers import deal, decline, legal, normal_prelude, refused, run

# Example 01 (seed 003): clubs trump; the Rufer holds the trump pair CK CO.
N1 = ["CA CK CO HK DU", "C10 H10 HO DK SU", "CU HA HU DO SO", "D10 SA DA S10 SK"]
N1_T1 = "0 marriage C; play CO C10 CU D10"  # B takes 25
N1_T2 = "play H10 HA SA HK"  # A (seat 2) takes 36; with the 40: 76
# As N1, but seat 1 holds the pair HK HO (and the Rufer H10).
N5 = ["CA CK CO H10 DU", "C10 HK HO DK SU", "CU HA HU DO SO", "D10 SA DA S10 SK"]
# Clubs trump; seats 1 and 3 are void in clubs.  The Rufer announces 40 and leads CK,
# his partner must beat it with C10, the opponents throw Aces: A takes 36 (+40).
N3 = ["CK CO CA DU SU", "HA H10 HK DA D10", "C10 CU HO DK DO", "SA SK SO S10 HU"]
N3_T1 = "0 marriage C; play CK HA C10 SA"
# Clubs trump.  T1: B trumps the Rufer's SA and takes 35; T2: A takes 26; seat 2 holds
# the trump pair CK CO.
N4 = ["SA CA H10 DA DU", "C10 HU HK D10 DK", "S10 HA CK CO DO", "SK HO SO SU CU"]
N4_T12 = "play SA C10 S10 SK HU HA HO H10"
# Example 22's deal, hearts trump.
BASE = ["HA DK S10 CO HU", "H10 DA SK CU DU", "HK D10 SA C10 SU", "HO DO SO CA CK"]


def normal(hands: list[str], trump: str, **options: Any) -> Deal:
    return run(deal(hands, **options), normal_prelude(0, trump))


def result(d: Deal) -> tuple[str | None, int, str] | None:
    r = state_json(d)["result"]
    return None if r is None else (r["winner"], r["points"], r["reason"])


# -- marriages -------------------------------------------------------------------------------


def test_rufer_may_announce_at_the_first_trick() -> None:
    d = normal(N1, "C")
    assert legal(d) == ["0 marriage C", "0 play HK", "0 play DU", "0 play CA", "0 play CK",
                        "0 play CO"]
    r = refused(d, "0 marriage H")  # HK without HO
    assert r.rule is RuleId.MARRIAGE_NEEDS_PAIR and r.details == {"suit": "H"}


def test_vierziger_in_trump_then_lead_king_or_ober() -> None:
    d = normal(N1, "C")
    run(d, "0 marriage C")
    assert state_json(d)["announced"] == {"A": [40], "B": []}
    # he must lead the King or the Ober; he may also say genug right away
    assert legal(d) == ["0 play CK", "0 play CO", "0 genug"]
    r = refused(d, "0 play CA")
    assert r.rule is RuleId.MUST_LEAD_MARRIAGE and r.details["cards"] == ["CK", "CO"]
    assert refused(d, "0 marriage C").rule is RuleId.MARRIAGE_ONCE_PER_LEAD
    # only he: his partner may not say genug (his team has taken no trick)
    assert refused(d, "2 genug").rule is RuleId.GENUG_NOT_NOW


def test_zwanziger_outside_trump_and_only_on_lead() -> None:
    d = normal(N5, "C")
    run(d, "0 marriage C; 0 play CO")
    # Seat 1 holds HK HO, but is not on lead.
    assert "1 marriage H" not in legal(d)
    assert refused(d, "1 marriage H").rule is RuleId.MARRIAGE_ONLY_ON_LEAD
    run(d, "play C10 CU D10")
    assert d.to_act == 1  # he took the trick and is on lead now
    assert legal(d)[0] == "1 marriage H"
    run(d, "1 marriage H")
    assert state_json(d)["announced"] == {"A": [40], "B": [20]}
    assert legal(d) == ["1 play HK", "1 play HO", "1 genug", "3 genug"]


def test_one_announcement_per_lead_at_any_number_of_leads() -> None:
    # Seat 2 also holds DK DO; he announces 20 at the second lead.
    d = normal(N3, "C")
    run(d, N3_T1)
    assert d.to_act == 2
    run(d, "2 marriage D")
    assert state_json(d)["announced"] == {"A": [40, 20], "B": []}
    assert refused(d, "2 marriage D").rule is RuleId.MARRIAGE_ONCE_PER_LEAD


def test_announcement_recorded_even_if_it_never_counts() -> None:
    d = normal(N1, "C")
    run(d, N1_T1 + "; 1 genug")  # B claims with 25: wrong
    s = state_json(d)
    assert s["announced"] == {"A": [40], "B": []}
    assert s["augen"] == {"A": 0, "B": 25}


# -- genug: right (1 / 2 / 3) --------------------------------------------------------------


def test_genug_announcement_counts_after_a_trick_taken_later_schneider() -> None:
    # Example 01: the 40 was announced at trick 1 (lost); A's trick 2 makes it count.
    d = normal(N1, "C")
    run(d, N1_T1 + "; " + N1_T2)
    assert legal(d)[-2:] == ["2 genug", "0 genug"]  # the player to act, then his partner
    run(d, "2 genug")
    assert result(d) == ("A", 2, "genug")  # B has 25 < 33: Schneider


@pytest.mark.parametrize("claimer", [0, 2])
def test_genug_by_either_partner_schwarz(claimer: int) -> None:
    d = normal(N3, "C")
    run(d, N3_T1)
    assert state_json(d)["augen"] == {"A": 36, "B": 0}
    run(d, f"{claimer} genug")
    assert result(d) == ("A", 3, "genug")  # B has no trick: schwarz


def test_genug_right_after_own_announcement_one_punkt() -> None:
    d = normal(N4, "C")
    run(d, N4_T12)
    assert state_json(d)["augen"] == {"A": 26, "B": 35}
    run(d, "2 marriage C")  # 26 + 40 = 66
    # the announcement by the leader does not close his partner's genug
    assert legal(d) == ["2 play CK", "2 play CO", "2 genug", "0 genug"]
    run(d, "2 genug")
    assert result(d) == ("A", 1, "genug")  # B has 35 >= 33


@pytest.mark.parametrize("zwanziger, points", [(False, 2), (True, 1)])
def test_opponents_announcement_counts_for_schneider_when_they_have_a_trick(
    zwanziger: bool, points: int
) -> None:
    d = normal(N5, "C")
    run(d, "0 marriage C; play CO C10 CU D10")  # B: 25
    if zwanziger:
        run(d, "1 marriage H")  # B: 25 + 20 = 45
    run(d, "play HK HA SA H10")  # A: 36 + 40 = 76
    run(d, "2 genug")
    assert result(d) == ("A", points, "genug")


def test_genug_with_kontra() -> None:
    d = run(deal(N1), "0 trump C; 0 bid normal; 1 pass; 2 pass; 3 pass; 1 double yes; "
                      "0 double no; 2 double no")
    run(d, N1_T1 + "; " + N1_T2 + "; 0 genug")
    assert result(d) == ("A", 4, "genug")


# -- genug: wrong ---------------------------------------------------------------------------


def test_wrong_genug_opponents_score_by_their_own_augen_schwarz() -> None:
    # B claims with 25 (< 66).  What B would have scored: A has no trick -> 3; A's 40
    # does not count without a trick.
    d = normal(N1, "C")
    run(d, N1_T1)
    assert legal(d)[-2:] == ["1 genug", "3 genug"]
    run(d, "3 genug")
    assert result(d) == ("A", 3, "wrong_genug")


def test_wrong_genug_one_punkt() -> None:
    # A claims with 26 (< 66); B has 35 >= 33: B scores 1.
    d = normal(N4, "C")
    run(d, N4_T12 + "; 0 genug")
    assert result(d) == ("B", 1, "wrong_genug")


def test_wrong_genug_schneider() -> None:
    # B claims with 46 (< 66); A has a trick and 26 < 33: A scores 2.
    d = normal(N4, "C")
    run(d, N4_T12 + "; play DO CU DU DK")
    assert d.tricks[-1].winner == 3 and state_json(d)["augen"] == {"A": 26, "B": 46}
    run(d, "1 genug")
    assert result(d) == ("A", 2, "wrong_genug")


def test_wrong_genug_right_after_own_announcement_at_the_first_trick() -> None:
    # The Rufer's 40 does not count while his team has no trick: the claim is wrong, and
    # B (no trick either) scores what A would have: 3.
    d = normal(N1, "C")
    run(d, "0 marriage C; 0 genug")
    assert result(d) == ("B", 3, "wrong_genug")


# -- genug: when ----------------------------------------------------------------------------


def test_genug_only_until_the_next_card() -> None:
    d = normal(N1, "C")
    run(d, N1_T1 + "; " + N1_T2)
    run(d, "2 play SO")
    assert not any(a.endswith("genug") for a in legal(d))
    assert refused(d, "0 genug").rule is RuleId.GENUG_NOT_NOW
    assert refused(d, "2 genug").rule is RuleId.GENUG_NOT_NOW


def test_genug_not_for_the_team_that_lost_the_trick() -> None:
    d = normal(N1, "C")
    run(d, N1_T1)
    assert refused(d, "0 genug").rule is RuleId.GENUG_NOT_NOW
    assert refused(d, "2 genug").rule is RuleId.GENUG_NOT_NOW


def test_no_genug_before_any_trick_or_announcement() -> None:
    d = normal(N1, "C")
    assert refused(d, "0 genug").rule is RuleId.GENUG_NOT_NOW


# -- the last trick --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "cards, winner, augen",
    [
        # Example 22: A takes the last trick (and has 66).
        ("HA H10 HK HO DK DA D10 DO SK SA SO S10 C10 CA CO CU CK HU DU SU", "A", (66, 54)),
        # A takes the last trick with only 47 Augen against B's 73 (B never said genug).
        ("HU H10 HK HO CU C10 CA CO DO DK DA D10 SK SA SO S10 SU CK HA DU", "A", (47, 73)),
        # A reached 66 after trick 4 but did not say genug; B takes the last trick.
        ("CO CU C10 CA HO HA H10 HK S10 SK SA SO SU CK HU DU DK DA D10 DO", "B", (66, 54)),
    ],
)
def test_last_trick_scores_one_punkt(cards: str, winner: str, augen: tuple[int, int]) -> None:
    d = normal(BASE, "H")
    run(d, "play " + cards)
    s = state_json(d)
    assert s["result"] == {"winner": winner, "points": 1, "reason": "last_trick", "redeal": False}
    assert (s["augen"]["A"], s["augen"]["B"]) == augen
    assert s["phase"] == "done" and s["legal"] == []
    # no genug can be said after the fifth trick
    assert refused(d, "0 genug").rule is RuleId.DEAL_OVER


def test_genug_offered_after_trick_four_but_declined() -> None:
    d = normal(BASE, "H")
    run(d, "play CO CU C10 CA HO HA H10 HK S10 SK SA SO SU CK HU DU")
    assert d.tricks[-1].winner == 0 and len(d.tricks) == 4
    assert legal(d)[-2:] == ["0 genug", "2 genug"]
    run(d, "play DK")
    assert "0 genug" not in legal(d)


# -- genug and marriages outside the normal game --------------------------------------------


def schnapser_by_rufer(hands: list[str], trump: str) -> Deal:
    d = run(deal(hands), f"0 trump {trump}; 0 bid schnapser; 1 pass; 2 pass; 3 pass")
    return decline(d)


def test_genug_only_in_the_normal_game() -> None:
    d = schnapser_by_rufer(N1, "C")
    run(d, "play CA C10 CU D10")  # the declarer takes 33
    assert d.tricks[0].winner == 0 and d.phase is Phase.PLAY
    assert not any(a.endswith("genug") for a in legal(d))
    assert refused(d, "0 genug").rule is RuleId.GENUG_ONLY_NORMAL


def test_kontraschnapser_rufer_may_not_announce() -> None:
    d = run(deal(N1), "0 trump C; 0 bid normal; 1 bid kontraschnapser; 2 pass; 3 pass; 0 pass")
    decline(d)
    assert d.to_act == 0  # the Rufer leads
    assert not any(" marriage " in a for a in legal(d))
    assert refused(d, "0 marriage C").rule is RuleId.MARRIAGE_DECLARING_SIDE


@pytest.mark.parametrize(
    "bids, declarer",
    [
        ("0 bid bauernschnapser; 1 pass; 2 pass; 3 pass", 0),
        ("0 bid gang; 1 pass; 2 pass; 3 pass", 0),
        ("0 bid bettler; 1 pass; 2 pass; 3 pass", 0),
        ("0 bid normal; 1 pass; 2 pass; 3 bid kontrabauernschnapser; 0 pass", 3),
    ],
)
def test_no_marriages_in_other_contracts(bids: str, declarer: int) -> None:
    d = decline(run(deal(N1), "0 trump C; " + bids))
    assert d.declarer == declarer
    assert not any(" marriage " in a for a in legal(d))
    if d.to_act == 0:
        assert refused(d, "0 marriage C").rule is RuleId.MARRIAGE_NOT_IN_CONTRACT
