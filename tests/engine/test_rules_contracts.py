"""docs/rules.md §5: the contract catalogue, who may announce what, ranking, values, orders,
first lead, and the options `bettler`, `bettler_points`, `bettler_order`,
`partner_sits_out_without_trump`, `schnapser_announcers`, `zehnergang`, `show_contracts`,
`ass_bettler`, `assenbettler`, `schnapser_mit_mann`, `plauderer` (+ `plauderer_kind`),
`bauernloch`."""

from __future__ import annotations

from typing import Any

import pytest

from bschnapsen_gui.engine.contracts import Contract, ranking, value
from bschnapsen_gui.engine.deal import Deal, Phase
from bschnapsen_gui.engine.errors import RuleId
from bschnapsen_gui.engine.log import state_json
from bschnapsen_gui.engine.rules import ALL_CONTRACTS, RuleSet
from bschnapsen_gui.engine.view import seat_view

from .rulehelpers import cards, deal, decline, legal, refused, rules, run

ALL: dict[str, Any] = {name: True for name in ("ass_bettler", "assenbettler", "schnapser_mit_mann",
                               "plauderer", "bauernloch")}

# Dealer 3, Rufer 0.  Every seat holds one Ace; nobody holds five of a suit.
BASE = ["HA DK S10 CO HU", "H10 DA SK CU DU", "HK D10 SA C10 SU", "HO DO SO CA CK"]
# Seat 2 holds all five spades.
FARBEN = ["HA HK DA CU DU", "H10 HO D10 CA C10", "SA S10 SK SO SU", "HU DK DO CK CO"]
# The Rufer holds all five hearts.
HERREN = ["HA H10 HK HO HU", "DA D10 DK SA S10", "DO DU SK CA C10", "SO SU CK CO CU"]
# Bettler by seat 1 (no Ace) that he wins: every opponent must beat him.
BETTLER_WON = ["HA DA SA CA H10", "HU DU SU CU HO", "HK DK SK CK D10", "DO S10 SO C10 CO"]
BETTLER_WON_PLAY = "play HU HK H10 DA DU DK SA SU SK CA CU CK HA HO D10"
# Seat 1 holds CA (his only Ace) and leads it: nobody can beat it in the normal order.
BETTLER_CA = ["HA DA SA CU H10", "HU DU SU CA HO", "HK DK SK CK D10", "DO S10 SO C10 CO"]
# Gang by seat 1; his partner seat 3 holds HA and must beat his H10 when he plays.
GANG_PARTNER = ["HK D10 S10 DO SO", "H10 DA SA CA C10", "HO DK SK CK CO", "HA HU DU SU CU"]
# Bettler by seat 1; when seat 3 plays, he must beat seat 2's SK with SA.
BETTLER_PARTNER = ["HA H10 DA CA CO", "SU HU DU CU HO", "SK HK DK CK D10", "SA S10 SO DO C10"]
# Zehnergang by seat 1 with the four Tens and HK.
ZEHNER = ["HA DA SA CA HO", "H10 D10 S10 C10 HK", "HU DK SK CK DO", "DU SO SU CO CU"]
ZEHNER_PLAY = "play H10 HU HA D10 DK DA S10 SK SA C10 CK CA HK DO HO"
# Schnapser mit Mann by seat 2 (the Rufer's partner); the Rufer holds the trump pair.
MANN = ["HK HO DA SA CA", "HU DK SK CK DU", "HA H10 D10 S10 C10", "DO SO CO SU CU"]
# Bauernloch by the Rufer, hearts trump, Zehner order.
LOCH = ["H10 HK D10 S10 C10", "HA DA SA CA DU", "HO DK SK CK SU", "HU DO SO CO CU"]
LOCH_PLAY = "play H10 HA HO HU HK DU SU CU D10 DA DK DO S10 SA SK SO C10 CA CK CO"
# As LOCH, but the Rufer's CU meets C10 of seat 3.
LOCH_LOST = ["H10 HK D10 S10 CU", "HA DA SA CA DU", "HO DK SK CK SU", "HU DO SO CO C10"]


def at_turn(hands: list[str], seat: int, trump: str = "H", **options: Any) -> Deal:
    """The auction with ``seat`` to speak: the Rufer (0) opened with the normal game and
    the seats before ``seat`` passed."""
    d = deal(hands, **options)
    run(d, f"0 trump {trump}")
    if seat:
        run(d, "0 bid normal; " + "; ".join(f"{s} pass" for s in range(1, seat)))
    assert d.to_act == seat
    return d


def bids(d: Deal) -> list[str]:
    return [a.split()[-1] for a in legal(d) if " bid " in a or a.endswith(" pass")]


def play_contract(hands: list[str], declarer: int, contract: str, trump: str = "H",
                  **options: Any) -> Deal:
    """Dealer 3: the Rufer opens with the normal game (or ``contract`` if he is the
    declarer), ``declarer`` announces ``contract``, everyone else passes, no Kontra."""
    d = deal(hands, **options)
    run(d, f"0 trump {trump}")
    if declarer == 0:
        run(d, f"0 bid {contract}; 1 pass; 2 pass; 3 pass")
    else:
        run(d, "0 bid normal")
        for s in range(1, 4):
            run(d, f"{s} bid {contract}" if s == declarer else f"{s} pass")
        run(d, "0 pass")
    assert (d.contract, d.declarer) == (Contract(contract), declarer)
    return decline(d)


def result(d: Deal) -> tuple[str | None, int, str] | None:
    r = state_json(d)["result"]
    return None if r is None else (r["winner"], r["points"], r["reason"])


# -- catalogue: ranking and values --------------------------------------------------------


def test_ranking_is_the_id_order_of_the_deal_log() -> None:
    assert [str(c) for c in ranking(ALL_CONTRACTS)] == [
        "normal", "bettler", "ass_bettler", "assenbettler", "schnapser_mit_mann",
        "schnapser", "plauderer", "gang", "zehnergang", "bauernschnapser", "bauernloch",
        "kontraschnapser", "farbengang", "kontrabauernschnapser", "herrenschnapser",
    ]
    assert [str(c) for c in ranking(RuleSet())] == [
        "normal", "bettler", "schnapser", "gang", "zehnergang", "bauernschnapser",
        "kontraschnapser", "farbengang", "kontrabauernschnapser", "herrenschnapser",
    ]


@pytest.mark.parametrize(
    "contract, points",
    [("normal", 1), ("bettler", 4), ("ass_bettler", 5), ("assenbettler", 5),
     ("schnapser_mit_mann", 6), ("schnapser", 6), ("plauderer", 7), ("gang", 9),
     ("zehnergang", 10), ("bauernschnapser", 12), ("bauernloch", 12),
     ("kontraschnapser", 12), ("farbengang", 18), ("kontrabauernschnapser", 24),
     ("herrenschnapser", 24)],
)
def test_contract_values(contract: str, points: int) -> None:
    assert value(Contract(contract), ALL_CONTRACTS) == points


# -- who may announce (column "who"): offered lists ---------------------------------------


def test_rufer_is_offered_rufer_and_team_contracts() -> None:
    d = at_turn(BASE, 0, **ALL)
    assert bids(d) == ["normal", "bettler", "ass_bettler", "assenbettler",
                       "schnapser_mit_mann", "schnapser", "plauderer", "gang", "zehnergang",
                       "bauernschnapser", "bauernloch"]


def test_rufers_left_neighbour_is_offered_opponent_contracts() -> None:
    d = at_turn(BASE, 1, **ALL)
    assert bids(d) == ["pass", "bettler", "ass_bettler", "assenbettler", "plauderer",
                       "gang", "zehnergang", "kontraschnapser", "kontrabauernschnapser"]


def test_rufers_partner_is_offered_team_contracts_but_not_bauernloch() -> None:
    d = at_turn(BASE, 2, **ALL)
    assert bids(d) == ["pass", "bettler", "ass_bettler", "assenbettler",
                       "schnapser_mit_mann", "schnapser", "plauderer", "gang", "zehnergang",
                       "bauernschnapser"]


def test_dealer_is_offered_opponent_contracts() -> None:
    d = at_turn(BASE, 3, **ALL)
    assert bids(d) == ["pass", "bettler", "ass_bettler", "assenbettler", "plauderer",
                       "gang", "zehnergang", "kontraschnapser", "kontrabauernschnapser"]


@pytest.mark.parametrize(
    "seat, contract, who",
    [
        (1, "normal", "rufer"),
        (2, "normal", "rufer"),
        (1, "schnapser", "rufer_team"),
        (3, "bauernschnapser", "rufer_team"),
        (0, "kontraschnapser", "rufer_opponents"),
        (2, "kontraschnapser", "rufer_opponents"),
        (2, "kontrabauernschnapser", "rufer_opponents"),
        (2, "bauernloch", "rufer"),
        (1, "bauernloch", "rufer"),
        (1, "schnapser_mit_mann", "rufer_team"),
        (2, "herrenschnapser", "rufer"),
    ],
)
def test_announcer_refusals(seat: int, contract: str, who: str) -> None:
    d = at_turn(BASE, seat, **ALL)
    r = refused(d, f"{seat} bid {contract}")
    assert r.rule is RuleId.ANNOUNCER
    assert r.details == {"contract": contract, "who": who}


@pytest.mark.parametrize("announcers", ["rufer-team", "rufer-only"])
def test_schnapser_announcers(announcers: str) -> None:
    rufer = at_turn(BASE, 0, schnapser_announcers=announcers, schnapser_mit_mann=True)
    assert {"schnapser", "bauernschnapser", "schnapser_mit_mann"} <= set(bids(rufer))
    partner = at_turn(BASE, 2, schnapser_announcers=announcers, schnapser_mit_mann=True)
    offered = set(bids(partner))
    team = announcers == "rufer-team"
    assert ("schnapser" in offered) is team
    assert ("bauernschnapser" in offered) is team
    # Schnapser mit Mann is the Rufer's team's whatever the option says.
    assert "schnapser_mit_mann" in offered
    if not team:
        r = refused(partner, "2 bid bauernschnapser")
        assert r.rule is RuleId.ANNOUNCER and r.details["who"] == "rufer"


# -- shown contracts: Farbengang and Herrenschnapser ---------------------------------------


def test_farbengang_needs_five_of_a_suit_and_not_the_rufer() -> None:
    d = at_turn(FARBEN, 2)
    assert "farbengang" in bids(d)
    d = at_turn(FARBEN, 1)
    assert "farbengang" not in bids(d)
    r = refused(d, "1 bid farbengang")
    assert r.rule is RuleId.CONTRACT_NEEDS_CARDS and r.details["needs"] == "five_of_a_suit"
    # The Rufer with all five hearts is not offered Farbengang (Herrenschnapser instead).
    d = at_turn(HERREN, 0)
    assert "farbengang" not in bids(d) and "herrenschnapser" in bids(d)
    assert refused(d, "0 bid farbengang").rule is RuleId.ANNOUNCER


def test_farbengang_by_the_dealer_in_a_non_trump_suit() -> None:
    hands = ["HA HK DA SA S10", "H10 HO D10 SK SO", "HU DK DO SU DU", "CA C10 CK CO CU"]
    d = deal(hands)
    run(d, "0 trump H; 0 bid normal; 1 pass; 2 pass; 3 bid farbengang; 0 pass")
    s = state_json(d)
    assert s["phase"] == "done" and s["contract"] == "farbengang" and s["declarer"] == 3
    assert s["result"] == {"winner": "B", "points": 18, "reason": "shown", "redeal": False}
    assert s["kontra_level"] == 0 and s["tricks"] == [] and s["legal"] == []


def test_herrenschnapser_needs_all_five_trumps() -> None:
    d = at_turn(BASE, 0)
    r = refused(d, "0 bid herrenschnapser")
    assert r.rule is RuleId.CONTRACT_NEEDS_CARDS and r.details["needs"] == "five_trumps"


def test_herrenschnapser_is_shown_and_scores_24() -> None:
    d = deal(HERREN)
    run(d, "0 trump H; 0 bid herrenschnapser")
    # Nothing ranks above it, and nobody has precedence over the Rufer: all can only pass.
    assert legal(d) == ["1 pass"]
    run(d, "1 pass; 2 pass")
    assert d.phase is Phase.AUCTION
    run(d, "3 pass")
    assert result(d) == ("A", 24, "shown")
    assert d.phase is Phase.DONE and d.kontra_level == 0 and d.tricks == []


@pytest.mark.parametrize("show", [True, False])
def test_show_contracts_option(show: bool) -> None:
    d = at_turn(FARBEN, 2, show_contracts=show)
    assert ("farbengang" in bids(d)) is show
    d = at_turn(HERREN, 0, show_contracts=show)
    assert ("herrenschnapser" in bids(d)) is show
    if not show:
        assert refused(d, "0 bid herrenschnapser").rule is RuleId.CONTRACT_NOT_IN_RULES


# -- Bettler family -----------------------------------------------------------------------


@pytest.mark.parametrize("on", [True, False])
def test_bettler_option(on: bool) -> None:
    d = at_turn(BASE, 1, bettler=on)
    assert ("bettler" in bids(d)) is on
    if not on:
        r = refused(d, "1 bid bettler")
        assert r.rule is RuleId.CONTRACT_NOT_IN_RULES and r.details == {"contract": "bettler"}
    # It removes only the plain Bettler.
    d = at_turn(BASE, 1, bettler=on, ass_bettler=True, assenbettler=True, plauderer=True)
    assert {"ass_bettler", "assenbettler", "plauderer"} <= set(bids(d))


@pytest.mark.parametrize("points", [4, 5])
def test_bettler_points_won(points: int) -> None:
    d = play_contract(BETTLER_WON, 1, "bettler", bettler_points=points)
    assert d.sitting_out == 3
    run(d, BETTLER_WON_PLAY)
    assert result(d) == ("B", points, "contract_won")
    assert all(t.winner == 0 for t in d.tricks)


@pytest.mark.parametrize("points", [4, 5])
def test_bettler_points_lost(points: int) -> None:
    d = play_contract(BETTLER_CA, 1, "bettler", bettler_points=points)
    run(d, "1 play CA; 2 play CK; 0 play CU")
    assert result(d) == ("A", points, "contract_lost")


def test_bettler_points_does_not_change_the_ranking() -> None:
    assert ranking(rules(bettler_points=5, **ALL)) == ranking(rules(**ALL))


# seat 1 (declarer) leads HK; seat 2 holds one heart; the Rufer (seat 0) is void in hearts.
def bettler_single_heart(heart: str) -> list[str]:
    other = {"HA": "H10 HO HU SO CO", "H10": "HA HO HU SO CO"}[heart]
    return ["DU SA CA D10 DK", "HK DA SU CU DO", f"{heart} SK CK S10 C10", other]


@pytest.mark.parametrize(
    "contract, order, heart, declarer_takes",
    [
        ("bettler", "normal", "HA", False),
        ("bettler", "normal", "H10", False),
        ("bettler", "ace-low", "HA", True),  # 10 K O U A: the Ace is lowest
        ("bettler", "ace-low", "H10", False),
        ("bettler", "ten-low", "HA", False),  # A K O U 10: the Ten is lowest
        ("bettler", "ten-low", "H10", True),
        ("ass_bettler", "normal", "HA", False),
        ("ass_bettler", "ace-low", "HA", True),
        ("ass_bettler", "ten-low", "H10", True),
        ("plauderer", "normal", "H10", False),
        ("plauderer", "ace-low", "HA", True),
        ("plauderer", "ten-low", "H10", True),
        # Assenbettler always uses the Zehner order, whatever bettler_order says.
        ("assenbettler", "normal", "HA", True),
        ("assenbettler", "ten-low", "HA", True),
        ("assenbettler", "normal", "H10", False),
        ("assenbettler", "ten-low", "H10", False),
    ],
)
def test_bettler_order_decides_the_trick(contract: str, order: str, heart: str,
                                         declarer_takes: bool) -> None:
    d = play_contract(bettler_single_heart(heart), 1, contract, trump="D",
                      bettler_order=order, **ALL)
    run(d, f"1 play HK; 2 play {heart}; 0 play DU")
    assert d.tricks[0].winner == (1 if declarer_takes else 2)
    if declarer_takes:
        assert result(d) == ("A", value(Contract(contract), d.rules), "contract_lost")
    else:
        assert d.phase is Phase.PLAY and d.to_act == 2


@pytest.mark.parametrize(
    "order, allowed",
    [("normal", ["HA", "H10"]), ("ace-low", ["H10"]), ("ten-low", ["HA"])],
)
def test_bettler_order_sets_stichzwang(order: str, allowed: list[str]) -> None:
    hands = ["DA SA CA D10 DK", "HK DU SU CU DO", "HA H10 HO SK CK", "HU S10 SO C10 CO"]
    d = play_contract(hands, 1, "bettler", trump="D", bettler_order=order)
    run(d, "1 play HK")
    assert [a.split()[-1] for a in legal(d)] == allowed


def test_ass_bettler_needs_an_ace() -> None:
    d = at_turn(BETTLER_WON, 1, ass_bettler=True)  # seat 1: HU DU SU CU HO
    assert "ass_bettler" not in bids(d) and "bettler" in bids(d)
    r = refused(d, "1 bid ass_bettler")
    assert r.rule is RuleId.CONTRACT_NEEDS_CARDS and r.details["needs"] == "an_ace"


@pytest.mark.parametrize("on", [False, True])
def test_ass_bettler_option(on: bool) -> None:
    d = at_turn(BETTLER_CA, 1, ass_bettler=on)  # seat 1 holds CA
    assert ("ass_bettler" in bids(d)) is on
    if on:
        d = play_contract(BETTLER_CA, 1, "ass_bettler", ass_bettler=True)
        run(d, "1 play CA; 2 play CK; 0 play CU")
        assert result(d) == ("A", 5, "contract_lost")
    else:
        assert refused(d, "1 bid ass_bettler").rule is RuleId.CONTRACT_NOT_IN_RULES


def test_ass_bettler_ranks_just_above_bettler() -> None:
    d = at_turn(BASE, 1, ass_bettler=True)
    run(d, "1 bid bettler")
    assert bids(d)[:3] == ["pass", "ass_bettler", "schnapser"]
    run(d, "2 bid ass_bettler")
    assert "bettler" not in bids(d) and "ass_bettler" not in bids(d)
    assert refused(d, "3 bid bettler").rule is RuleId.BID_TOO_LOW


@pytest.mark.parametrize("on", [False, True])
def test_assenbettler_option(on: bool) -> None:
    d = at_turn(BASE, 1, assenbettler=on)
    assert ("assenbettler" in bids(d)) is on
    if on:
        # Zehner order: seat 1's CA is the lowest club, seat 2's CK takes the trick.
        d = play_contract(BETTLER_CA, 1, "assenbettler", assenbettler=True)
        run(d, "1 play CA; 2 play CK; 0 play CU")
        assert d.tricks[0].winner == 2 and d.phase is Phase.PLAY
        # A Ten cannot be beaten: led by the declarer, it loses the Assenbettler (5).
        d = play_contract(GANG_PARTNER, 1, "assenbettler", assenbettler=True)
        run(d, "1 play H10; 2 play HO; 0 play HK")
        assert result(d) == ("A", 5, "contract_lost")


# -- partner_sits_out_without_trump ------------------------------------------------------


@pytest.mark.parametrize("sits_out", [True, False])
def test_gang_partner_sits_out_or_plays(sits_out: bool) -> None:
    d = play_contract(GANG_PARTNER, 1, "gang", partner_sits_out_without_trump=sits_out)
    assert d.to_act == 1  # the declarer leads a contract without trump
    run(d, "1 play H10; 2 play HO")
    if sits_out:
        assert d.sitting_out == 3 and d.to_act == 0
        assert refused(d, "3 play HA").rule is RuleId.SITS_OUT
        run(d, "0 play HK")
        assert len(d.tricks[0].cards) == 3 and d.tricks[0].winner == 1
        assert d.phase is Phase.PLAY
    else:
        assert d.sitting_out is None and d.to_act == 3
        # Stichzwang also over the partner: only HA, which beats the declarer's H10.
        assert legal(d) == ["3 play HA"]
        run(d, "3 play HA; 0 play HK")
        assert d.tricks[0].winner == 3
        assert result(d) == ("A", 9, "contract_lost")


@pytest.mark.parametrize("sits_out", [True, False])
def test_bettler_partner_taking_a_trick_does_not_lose(sits_out: bool) -> None:
    d = play_contract(BETTLER_PARTNER, 1, "bettler", partner_sits_out_without_trump=sits_out)
    run(d, "1 play SU; 2 play SK")
    if sits_out:
        run(d, "0 play CO")
        assert d.tricks[0].cards == cards("SU SK CO") and d.tricks[0].winner == 2
    else:
        assert legal(d) == ["3 play SA", "3 play S10"]  # must beat SK
        run(d, "3 play SA; 0 play CO")
        assert d.tricks[0].winner == 3  # the partner's trick
        assert d.phase is Phase.PLAY and d.to_act == 3
        assert state_json(d)["augen"] == {"A": 0, "B": 2 + 4 + 11 + 3}


# -- zehnergang --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "option, points, below",
    [("10-above-gang", 10, False), ("9-below-gang", 9, True), ("8-below-gang", 8, True)],
)
def test_zehnergang_value_and_rank(option: str, points: int, below: bool) -> None:
    d = at_turn(BASE, 0, zehnergang=option)
    offered = bids(d)
    assert (offered.index("zehnergang") < offered.index("gang")) is below
    d = at_turn(BASE, 1, zehnergang=option)
    run(d, "1 bid gang")
    assert ("zehnergang" in bids(d)) is not below
    d = at_turn(BASE, 1, zehnergang=option)
    run(d, "1 bid zehnergang")
    assert ("gang" in bids(d)) is below  # with both announced, the Gang is played
    d = play_contract(ZEHNER, 1, "zehnergang", zehnergang=option)
    run(d, ZEHNER_PLAY)
    assert result(d) == ("B", points, "contract_won")


def test_zehnergang_off() -> None:
    d = at_turn(BASE, 1, zehnergang="off")
    assert "zehnergang" not in bids(d)
    assert refused(d, "1 bid zehnergang").rule is RuleId.CONTRACT_NOT_IN_RULES


def test_zehnergang_uses_zehner_order_without_trump() -> None:
    d = play_contract(ZEHNER, 1, "zehnergang")
    run(d, "play H10 HU HA")  # the Rufer's HA is the lowest heart
    assert d.tricks[0].winner == 1
    # the same lead in a Gang: the Ace wins and the Gang is lost
    d = play_contract(ZEHNER, 1, "gang")
    run(d, "play H10 HU HA")
    assert d.tricks[0].winner == 0
    assert result(d) == ("A", 9, "contract_lost")


# -- Schnapser mit Mann ------------------------------------------------------------------


def test_schnapser_mit_mann_ranks_just_below_schnapser() -> None:
    d = at_turn(BASE, 2, schnapser_mit_mann=True)
    run(d, "2 bid schnapser")
    assert "schnapser_mit_mann" not in bids(d)
    d = at_turn(BASE, 2, schnapser_mit_mann=True)
    run(d, "2 bid schnapser_mit_mann; 3 pass")
    assert bids(d)[:3] == ["pass", "schnapser_mit_mann", "schnapser"]


@pytest.mark.parametrize("on", [False, True])
def test_schnapser_mit_mann_option(on: bool) -> None:
    d = at_turn(BASE, 2, schnapser_mit_mann=on)
    assert ("schnapser_mit_mann" in bids(d)) is on


def test_schnapser_mit_mann_rufer_trick_and_his_40_count() -> None:
    d = play_contract(MANN, 2, "schnapser_mit_mann", schnapser_mit_mann=True)
    assert d.to_act == 0  # trump contract: the Rufer leads
    run(d, "play DA DK D10 DO")  # the Rufer (the declarer's partner) takes 28
    assert d.tricks[0].winner == 0 and d.phase is Phase.PLAY
    run(d, "0 marriage H")  # 28 + 40 = 68: won at once, the K/O is not led
    assert result(d) == ("A", 6, "contract_won")
    assert len(d.tricks) == 1


def test_schnapser_mit_mann_partner_announces_declarer_takes_tricks() -> None:
    d = play_contract(MANN, 2, "schnapser_mit_mann", schnapser_mit_mann=True)
    run(d, "0 marriage H; play HO HU HA DO")  # declarer takes 19; with the 40: 59
    assert d.tricks[0].winner == 2 and d.phase is Phase.PLAY
    run(d, "play H10 SO HK DK")  # + 21 = 80
    assert result(d) == ("A", 6, "contract_won")
    assert state_json(d)["announced"] == {"A": [40], "B": []}


def test_plain_schnapser_the_rufer_may_not_announce_for_his_partner() -> None:
    d = play_contract(MANN, 2, "schnapser")
    r = refused(d, "0 marriage H")
    assert r.rule is RuleId.MARRIAGE_DECLARING_SIDE
    # and the partner's trick loses it: the declarer alone must take every trick
    run(d, "play DA DK D10 DO")
    assert result(d) == ("B", 6, "contract_lost")


# -- Plauderer ---------------------------------------------------------------------------


@pytest.mark.parametrize("on", [False, True])
def test_plauderer_option_and_value(on: bool) -> None:
    d = at_turn(BASE, 1, plauderer=on)
    assert ("plauderer" in bids(d)) is on
    if on:
        d = play_contract(BETTLER_WON, 1, "plauderer", plauderer=True)
        run(d, BETTLER_WON_PLAY)
        assert result(d) == ("B", 7, "contract_won")


def open_seats(d: Deal) -> dict[int, set[int]]:
    """For every seat, whose cards (other than turned-up ones) it can see."""
    return {s: set(seat_view(d, s).open_hands) for s in range(4)}


@pytest.mark.parametrize(
    "kind, before, after",
    [
        # (a) the opponents (0 and 2) see each other's cards
        ("a", {0: {2}, 1: set(), 2: {0}, 3: set()}, {0: {2}, 1: set(), 2: {0}, 3: set()}),
        # (b) the opponents lay their cards face up after the first trick
        ("b", {0: set(), 1: set(), 2: set(), 3: set()},
         {0: {2}, 1: {0, 2}, 2: {0}, 3: {0, 2}}),
        # (c) the declarer lays his cards face up after the first trick
        ("c", {0: set(), 1: set(), 2: set(), 3: set()},
         {0: {1}, 1: set(), 2: {1}, 3: {1}}),
    ],
)
def test_plauderer_kind_open_hands(kind: str, before: dict[int, set[int]],
                                   after: dict[int, set[int]]) -> None:
    d = play_contract(BETTLER_WON, 1, "plauderer", plauderer=True, plauderer_kind=kind)
    assert open_seats(d) == before
    run(d, "play HU HK")
    assert open_seats(d) == before  # the first trick is not over yet
    run(d, "play H10")
    assert open_seats(d) == after
    if kind == "c":
        assert seat_view(d, 0).open_hands[1] == tuple(cards("HO DU SU CU"))
    # the kinds differ only in what is seen: played and scored as a Bettler worth 7
    run(d, "play DA DU DK SA SU SK CA CU CK HA HO D10")
    assert result(d) == ("B", 7, "contract_won")


def test_plain_bettler_shows_no_hands() -> None:
    d = play_contract(BETTLER_WON, 1, "bettler")
    run(d, "play HU HK H10")
    assert open_seats(d) == {0: set(), 1: set(), 2: set(), 3: set()}


# -- Bauernloch --------------------------------------------------------------------------


@pytest.mark.parametrize("on", [False, True])
def test_bauernloch_option_rufer_only(on: bool) -> None:
    d = at_turn(BASE, 0, bauernloch=on)
    assert ("bauernloch" in bids(d)) is on
    d = at_turn(BASE, 2, bauernloch=on)
    assert "bauernloch" not in bids(d)


def test_bauernloch_ranks_just_above_bauernschnapser() -> None:
    d = at_turn(BASE, 2, bauernloch=True)
    run(d, "2 bid bauernschnapser; 3 pass")
    assert bids(d) == ["pass", "bauernschnapser", "bauernloch"]
    run(d, "0 bid bauernloch")
    assert "bauernschnapser" not in bids(d)


def test_bauernloch_won_zehner_order_with_trump() -> None:
    d = play_contract(LOCH, 0, "bauernloch", bauernloch=True)
    assert d.to_act == 0 and d.play_trump is not None
    run(d, "play H10 HA HO HU")  # HA is the lowest trump
    assert d.tricks[0].winner == 0
    run(d, "play HK")
    # void in hearts with no trumps left: any card
    assert legal(d) == ["1 play DA", "1 play DU", "1 play SA", "1 play CA"]
    run(d, LOCH_PLAY.replace("play H10 HA HO HU HK", "play"))
    assert result(d) == ("A", 12, "contract_won")


def test_bauernloch_lost_when_another_takes_a_trick() -> None:
    d = play_contract(LOCH_LOST, 0, "bauernloch", bauernloch=True)
    # CU led: CA (lowest) cannot beat it, seat 2 must beat with CK, seat 3 with C10.
    run(d, "0 play CU")
    assert legal(d) == ["1 play CA"]
    run(d, "1 play CA; 2 play CK; 3 play C10")
    assert d.tricks[0].winner == 3
    assert result(d) == ("B", 12, "contract_lost")


# -- first lead ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "hands, declarer, contract, leader",
    [
        (BASE, 2, "schnapser", 0),
        (BASE, 2, "bauernschnapser", 0),
        (BASE, 1, "kontraschnapser", 0),
        (BASE, 3, "kontrabauernschnapser", 0),
        (BASE, 2, "bettler", 2),
        (BASE, 3, "gang", 3),
        (BASE, 1, "zehnergang", 1),
        (BASE, 0, "gang", 0),
    ],
)
def test_first_lead(hands: list[str], declarer: int, contract: str, leader: int) -> None:
    d = play_contract(hands, declarer, contract)
    assert d.phase is Phase.PLAY and d.to_act == leader
    assert d.trick is not None and d.trick.leader == leader


def test_trump_stays_set_in_contracts_without_trump() -> None:
    d = play_contract(GANG_PARTNER, 1, "gang")
    assert state_json(d)["trump"] == "H" and d.play_trump is None
