"""docs/rules.md §10: scoring a deal — value to the winning side, Kontra multiplier, and
option `herzrunde` (hearts trump counts double for the contracts that use the trump)."""

from __future__ import annotations

import pytest

from bschnapsen_gui.engine.log import state_json

from .rulehelpers import deal, decline, run

# Hearts trump in all of these (called by the Rufer, seat 0; dealer 3).
BASE = ["HA DK S10 CO HU", "H10 DA SK CU DU", "HK D10 SA C10 SU", "HO DO SO CA CK"]
BASE_PLAY = "play HA H10 HK HO DK DA D10 DO SK SA SO S10 C10 CA CO CU CK HU DU SU"
BS = ["HA H10 DA SA CA", "HK D10 S10 C10 DU", "HO DK SK CK SU", "HU DO SO CO CU"]
BS_PLAY = "play HA HK HO HU H10 D10 DK DO DA DU SK SO SA S10 SU CO CA C10 CK CU"
MANN = ["HK HO DA SA CA", "HU DK SK CK DU", "HA H10 D10 S10 C10", "DO SO CO SU CU"]
LOCH = ["H10 HK D10 S10 C10", "HA DA SA CA DU", "HO DK SK CK SU", "HU DO SO CO CU"]
LOCH_PLAY = "play H10 HA HO HU HK DU SU CU D10 DA DK DO S10 SA SK SO C10 CA CK CO"
HERREN = ["HA H10 HK HO HU", "DA D10 DK SA S10", "DO DU SK CA C10", "SO SU CK CO CU"]
GANG = ["HK D10 S10 C10 HU", "HA DA SA CA H10", "HO DK SK CK DU", "DO SO CO SU CU"]
GANG_PLAY = "play HA HO HU DA DU D10 SA SK S10 CA CK C10 H10 DK HK"
ZEHNER = ["HA DA SA CA HO", "H10 D10 S10 C10 HK", "HU DK SK CK DO", "DU SO SU CO CU"]
ZEHNER_PLAY = "play H10 HU HA D10 DK DA S10 SK SA C10 CK CA HK DO HO"
FARBEN = ["HA HK DA CU DU", "H10 HO D10 CA C10", "SA S10 SK SO SU", "HU DK DO CK CO"]
BETTLER = ["HA DA SA CA H10", "HU DU SU CU HO", "HK DK SK CK D10", "DO S10 SO C10 CO"]
BETTLER_PLAY = "play HU HK H10 DA DU DK SA SU SK CA CU CK HA HO D10"

RUFER = "1 pass; 2 pass; 3 pass"


def seat1(contract: str) -> str:
    return f"0 bid normal; 1 bid {contract}; 2 pass; 3 pass; 0 pass"


# (id, hands, auction, play, winner, base points, reason, doubled by herzrunde)
CASES = [
    ("normal", BASE, "0 bid normal; " + RUFER, BASE_PLAY, "A", 1, "last_trick", True),
    ("schnapser", BS, "0 bid schnapser; " + RUFER, "play HA HK HO HU H10 D10 DK DO DA DU SK SO",
     "A", 6, "contract_won", True),
    ("schnapser_mit_mann", MANN,
     "0 bid normal; 1 pass; 2 bid schnapser_mit_mann; 3 pass; 0 pass",
     "play DA DK D10 DO; 0 marriage H", "A", 6, "contract_won", True),
    ("kontraschnapser", BS, seat1("kontraschnapser"), "play HA HK HO HU", "A", 12,
     "contract_lost", True),
    ("bauernschnapser", BS, "0 bid bauernschnapser; " + RUFER, BS_PLAY, "A", 12,
     "contract_won", True),
    ("kontrabauernschnapser", BS, seat1("kontrabauernschnapser"), "play HA HK HO HU", "A", 24,
     "contract_lost", True),
    ("bauernloch", LOCH, "0 bid bauernloch; " + RUFER, LOCH_PLAY, "A", 12, "contract_won", True),
    ("herrenschnapser", HERREN, "0 bid herrenschnapser; " + RUFER, "", "A", 24, "shown", True),
    ("gang", GANG, seat1("gang"), GANG_PLAY, "B", 9, "contract_won", False),
    ("zehnergang", ZEHNER, seat1("zehnergang"), ZEHNER_PLAY, "B", 10, "contract_won", False),
    ("farbengang", FARBEN, "0 bid normal; 1 pass; 2 bid farbengang; 3 pass; 0 pass", "", "A",
     18, "shown", False),
    ("bettler", BETTLER, seat1("bettler"), BETTLER_PLAY, "B", 4, "contract_won", False),
]


@pytest.mark.parametrize("herzrunde", [False, True])
@pytest.mark.parametrize(
    "hands, auction, play, winner, points, reason, doubled",
    [c[1:] for c in CASES],
    ids=[c[0] for c in CASES],
)
def test_herzrunde(hands: list[str], auction: str, play: str, winner: str, points: int,
                   reason: str, doubled: bool, herzrunde: bool) -> None:
    d = deal(hands, herzrunde=herzrunde, schnapser_mit_mann=True, bauernloch=True)
    decline(run(d, "0 trump H; " + auction))
    run(d, play)
    expected = points * (2 if herzrunde and doubled else 1)
    assert state_json(d)["result"] == {"winner": winner, "points": expected, "reason": reason,
                                       "redeal": False}


def test_herzrunde_not_for_another_trump() -> None:
    # Example 01 (clubs): genug, Schneider, 2 Punkte with or without herzrunde.
    hands = ["CA CK CO HK DU", "C10 H10 HO DK SU", "CU HA HU DO SO", "D10 SA DA S10 SK"]
    for herzrunde in (False, True):
        d = deal(hands, herzrunde=herzrunde)
        run(d, "0 trump C; 0 bid normal; 1 pass; 2 pass; 3 pass; 1 double no; 3 double no")
        run(d, "0 marriage C; play CO C10 CU D10 H10 HA SA HK; 2 genug")
        assert state_json(d)["result"]["points"] == 2


def test_herzrunde_with_aufschlagen_hearts() -> None:
    # The turned-up card decides the trump: HU -> hearts, and the game counts double.
    d = deal(BASE, herzrunde=True, aufschlagen_pick=True)
    run(d, "0 aufschlagen 1; 0 bid normal; " + RUFER + "; 1 double no; 3 double no")
    run(d, BASE_PLAY)
    assert state_json(d)["result"]["points"] == 2


@pytest.mark.parametrize("level", [0, 1, 2, 3])
def test_herzrunde_and_kontra_multiply(level: int) -> None:
    doubles = {
        0: "1 double no; 3 double no",
        1: "1 double yes; 0 double no; 2 double no",
        2: "1 double yes; 0 double yes; 1 double no; 3 double no",
        3: "1 double yes; 0 double yes; 1 double yes",
    }[level]
    d = deal(BASE, herzrunde=True)
    run(d, "0 trump H; 0 bid normal; " + RUFER + "; " + doubles + "; " + BASE_PLAY)
    assert state_json(d)["result"]["points"] == 2 * 2**level


GANG_LOST = ["HA DA SA CA HO", "H10 D10 S10 C10 HK", "HU DK SK CK DO", "DU SO SU CO CU"]


@pytest.mark.parametrize(
    "hands, play, winner",
    [
        (GANG, GANG_PLAY, "B"),  # won: the declaring team scores the value
        (GANG_LOST, "play H10 HU HA", "A"),  # lost: the opponents score it
    ],
)
def test_won_or_lost_contract_scores_its_value(hands: list[str], play: str, winner: str) -> None:
    d = decline(run(deal(hands), "0 trump H; " + seat1("gang")))
    run(d, play)
    r = state_json(d)["result"]
    assert (r["winner"], r["points"]) == (winner, 9)
