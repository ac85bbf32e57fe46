"""The replay's state object (docs/deal-log.md "Replay") in rule situations: whole states, and
the sort order of `legal` — verbs in the table's order, bids pass first then by the
ranking that applies, genug of the player to act before his partner's."""

from __future__ import annotations

from typing import Any

import pytest

from bschnapsen_gui.engine.deal import Deal
from bschnapsen_gui.engine.log import DealLog, state_json
from bschnapsen_gui.engine.replay import replay_text

from .rulehelpers import deal, normal_prelude, run

BASE = ["HA DK S10 CO HU", "H10 DA SK CU DU", "HK D10 SA C10 SU", "HO DO SO CA CK"]
UNTERS = ["HU DU SU HA CK", "H10 DA SK CU DO", "HK D10 SA C10 SO", "HO DK S10 CA CO"]
N1 = ["CA CK CO HK DU", "C10 H10 HO DK SU", "CU HA HU DO SO", "D10 SA DA S10 SK"]
N5 = ["CA CK CO H10 DU", "C10 HK HO DK SU", "CU HA HU DO SO", "D10 SA DA S10 SK"]
GANG = ["HK D10 S10 C10 HU", "HA DA SA CA H10", "HO DK SK CK DU", "DO SO CO SU CU"]


def bids(seat: int, *contracts: str) -> list[dict[str, Any]]:
    return [{"seat": seat, "bid": c} for c in contracts]


def replayed(d: Deal) -> dict[str, Any]:
    """The state from the replay of the deal's own log (as the command prints it)."""
    return replay_text(DealLog.from_deal(d).dumps().encode("utf-8"))


def test_state_before_the_trump_call() -> None:
    d = deal(UNTERS, aufschlagen_pick=True)
    assert state_json(d) == {
        "phase": "trump",
        "to_act": 0,
        "legal": [{"seat": 0, "trump": "H"}, {"seat": 0, "trump": "D"},
                  {"seat": 0, "trump": "S"}, {"seat": 0, "aufschlagen": 0},
                  {"seat": 0, "aufschlagen": 1}, {"seat": 0, "redeal": True}],
        "trump": None,
        "contract": None,
        "declarer": None,
        "kontra_level": 0,
        "tricks": [],
        "augen": {"A": 0, "B": 0},
        "announced": {"A": [], "B": []},
        "result": None,
    }


def test_redeal_before_the_bids_with_trump_by_turn_up() -> None:
    d = deal(UNTERS, trump_by_turn_up=True)
    s = state_json(d)
    assert (s["phase"], s["to_act"], s["trump"]) == ("auction", 0, "S")
    assert s["legal"] == [{"seat": 0, "redeal": True}] + bids(
        0, "normal", "bettler", "schnapser", "gang", "zehnergang", "bauernschnapser")


@pytest.mark.parametrize(
    "zehnergang, order",
    [
        ("10-above-gang", ["gang", "zehnergang"]),
        ("9-below-gang", ["zehnergang", "gang"]),
        ("8-below-gang", ["zehnergang", "gang"]),
    ],
)
def test_bids_pass_first_then_by_the_ranking_that_applies(zehnergang: str,
                                                          order: list[str]) -> None:
    d = run(deal(BASE, zehnergang=zehnergang), "0 trump H; 0 bid normal")
    assert state_json(d)["legal"] == bids(
        1, "pass", "bettler", *order, "kontraschnapser", "kontrabauernschnapser")


def test_bids_all_contracts_below_gang() -> None:
    d = deal(BASE, zehnergang="9-below-gang", ass_bettler=True, assenbettler=True,
             schnapser_mit_mann=True, plauderer=True, bauernloch=True)
    run(d, "0 trump H")
    assert state_json(d)["legal"] == bids(
        0, "normal", "bettler", "ass_bettler", "assenbettler", "schnapser_mit_mann",
        "schnapser", "plauderer", "zehnergang", "gang", "bauernschnapser", "bauernloch")


def test_double_phase_true_then_false() -> None:
    d = run(deal(BASE), "0 trump H; 0 bid normal; 1 pass; 2 pass; 3 pass; 1 double yes")
    s = state_json(d)
    assert (s["phase"], s["to_act"], s["contract"], s["declarer"], s["kontra_level"]) == (
        "double", 0, "normal", 0, 1)
    assert s["legal"] == [{"seat": 0, "double": True}, {"seat": 0, "double": False}]
    assert replayed(d) == s


def test_trick_in_progress_and_announcement() -> None:
    d = run(deal(N1), normal_prelude(0, "C") + "; 0 marriage C; play CO C10")
    s = state_json(d)
    assert s["tricks"] == [{"leader": 0, "cards": ["CO", "C10"], "winner": None}]
    assert s["announced"] == {"A": [40], "B": []}
    assert s["legal"] == [{"seat": 2, "play": "CU"}]  # a trump, cannot beat C10
    assert s["augen"] == {"A": 0, "B": 0}
    assert replayed(d) == s


def test_genug_of_the_player_to_act_then_his_partner() -> None:
    d = run(deal(N1), normal_prelude(0, "C") + "; 0 marriage C; play CO C10 CU D10 H10 HA SA HK")
    s = state_json(d)
    assert (s["phase"], s["to_act"]) == ("play", 2)
    assert s["legal"] == [{"seat": 2, "play": "HU"}, {"seat": 2, "play": "DO"},
                          {"seat": 2, "play": "SO"}, {"seat": 2, "genug": True},
                          {"seat": 0, "genug": True}]
    assert replayed(d) == s


def test_marriage_before_plays_before_genug() -> None:
    d = run(deal(N5), normal_prelude(0, "C") + "; 0 marriage C; play CO C10 CU D10")
    assert state_json(d)["legal"] == [
        {"seat": 1, "marriage": "H"},
        {"seat": 1, "play": "HK"}, {"seat": 1, "play": "HO"}, {"seat": 1, "play": "DK"},
        {"seat": 1, "play": "SU"},
        {"seat": 1, "genug": True}, {"seat": 3, "genug": True},
    ]


def test_three_card_tricks_when_the_partner_sits_out() -> None:
    d = run(deal(GANG), "0 trump H; 0 bid normal; 1 bid gang; 2 pass; 3 pass; 0 pass; "
                        "2 double no; 0 double yes; 1 double yes; 2 double no; 0 double no; "
                        "play HA HO HU DA")
    s = state_json(d)
    assert s["kontra_level"] == 2
    assert s["tricks"] == [{"leader": 1, "cards": ["HA", "HO", "HU"], "winner": 1},
                           {"leader": 1, "cards": ["DA"], "winner": None}]
    assert s["augen"] == {"A": 0, "B": 16}
    assert s["legal"] == [{"seat": 2, "play": "DK"}, {"seat": 2, "play": "DU"}]
    assert replayed(d) == s


def test_done_state() -> None:
    d = run(deal(GANG), "0 trump H; 0 bid normal; 1 bid gang; 2 pass; 3 pass; 0 pass; "
                        "2 double no; 0 double no; "
                        "play HA HO HU DA DU D10 SA SK S10 CA CK C10 H10 DK HK")
    s = state_json(d)
    assert (s["phase"], s["to_act"], s["legal"]) == ("done", None, [])
    assert s["result"] == {"winner": "B", "points": 9, "reason": "contract_won", "redeal": False}
    assert s["augen"] == {"A": 0, "B": 107}
    assert replayed(d) == s
