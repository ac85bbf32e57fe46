"""docs/rules.md §9: when a deal ends early, per family (Bettler, Gang, Bauernschnapser,
Bauernloch, Schnapser, shown), and what is shown afterwards."""

from __future__ import annotations

from bschnapsen_gui.engine.deal import Deal, Phase
from bschnapsen_gui.engine.log import state_json
from bschnapsen_gui.engine.view import seat_view

from .rulehelpers import cards, deal, decline, run

# Clubs trump; the Rufer holds CA CK CO.  (Example 01's cards.)
N1 = ["CA CK CO HK DU", "C10 H10 HO DK SU", "CU HA HU DO SO", "D10 SA DA S10 SK"]
# Hearts trump; the Rufer holds HA H10 DA SA CA and can take all five tricks.
BS = ["HA H10 DA SA CA", "HK D10 S10 C10 DU", "HO DK SK CK SU", "HU DO SO CO CU"]
BS_PLAY = "play HA HK HO HU H10 D10 DK DO DA DU SK SO SA S10 SU CO CA C10 CK CU"
# Gang by seat 1 that fails at trick 3 (his HU meets the Rufer's H10).
GL = ["HK D10 S10 C10 H10", "HA DA SA HU CA", "HO DK SK CK DU", "DO SO CO SU CU"]
# Bettler by seat 1 that fails at trick 2 (he must beat SU with his only spade SK).
BL = ["HA SU DA D10 CA", "HU SK DU CU HO", "HK H10 DK CK C10", "SA S10 SO DO CO"]
# Kontraschnapser by seat 1 (clubs): CA C10 CK CO HA.
KS = ["HK CU DA SA D10", "CA C10 CK CO HA", "HO H10 DK SK S10", "HU DO DU SO SU"]


def contract(hands: list[str], trump: str, bids: str) -> Deal:
    return decline(run(deal(hands), f"0 trump {trump}; {bids}"))


def result(d: Deal) -> tuple[str | None, int, str] | None:
    r = state_json(d)["result"]
    return None if r is None else (r["winner"], r["points"], r["reason"])


ALL_PASS = "1 pass; 2 pass; 3 pass"
SEAT1 = "0 bid normal; 1 bid {c}; 2 pass; 3 pass; 0 pass"


# -- Bettler family ----------------------------------------------------------------------------


def test_bettler_lost_as_soon_as_the_declarer_takes_a_trick() -> None:
    d = contract(BL, "H", SEAT1.format(c="bettler"))
    run(d, "play HU HK HA")
    assert d.phase is Phase.PLAY
    run(d, "0 play SU; 1 play SK; 2 play DK")
    assert d.tricks[1].winner == 1
    assert result(d) == ("A", 4, "contract_lost")
    assert len(d.tricks) == 2


# -- Gang family -----------------------------------------------------------------------------


def test_gang_lost_as_soon_as_another_takes_a_trick_remaining_cards_shown() -> None:
    d = contract(GL, "H", SEAT1.format(c="gang"))
    run(d, "play HA HO HK DA DU D10")
    assert d.phase is Phase.PLAY
    run(d, "play HU DK H10")
    assert d.tricks[2].winner == 0
    assert result(d) == ("A", 9, "contract_lost")
    assert len(d.tricks) == 3
    # after an early end the remaining cards are shown to everyone
    view = seat_view(d, 0)
    assert view.open_hands == {
        1: tuple(cards("SA CA")),
        2: tuple(cards("SK CK")),
        3: tuple(cards("DO SO SU CO CU")),
    }
    assert state_json(d)["legal"] == [] and state_json(d)["to_act"] is None


# -- Bauernschnapser family and Bauernloch ------------------------------------------------------


def test_bauernschnapser_won_after_the_last_trick() -> None:
    d = contract(BS, "H", "0 bid bauernschnapser; " + ALL_PASS)
    first_four, last = BS_PLAY.rsplit(" CA ", 1)
    run(d, first_four + "; play CA")
    assert d.phase is Phase.PLAY and len(d.tricks) == 5 and d.tricks[-1].winner is None
    run(d, "play " + last)
    assert result(d) == ("A", 12, "contract_won")
    assert all(t.winner == 0 for t in d.tricks)


def test_bauernschnapser_lost_when_the_partner_takes_a_trick() -> None:
    # seat 2 declares; the Rufer leads and takes the first trick: "he alone" fails
    d = contract(BS, "H", "0 bid normal; 1 pass; 2 bid bauernschnapser; 3 pass; 0 pass")
    assert d.declarer == 2 and d.to_act == 0
    run(d, "play HA HK HO HU")
    assert result(d) == ("B", 12, "contract_lost")


def test_kontrabauernschnapser_lost_when_an_opponent_takes_a_trick() -> None:
    d = contract(BS, "H", "0 bid normal; 1 bid kontrabauernschnapser; 2 pass; 3 pass; 0 pass")
    run(d, "play HA HK HO HU")
    assert result(d) == ("A", 24, "contract_lost")


# -- Schnapser family ------------------------------------------------------------------------


def test_schnapser_won_as_soon_as_the_declarer_has_66() -> None:
    d = contract(N1, "C", "0 bid schnapser; " + ALL_PASS)
    run(d, "play CA C10 CU D10")  # 33
    assert d.phase is Phase.PLAY
    run(d, "play CK H10 HA SA")  # + 36 = 69
    assert result(d) == ("A", 6, "contract_won")
    assert len(d.tricks) == 2


def test_schnapser_won_right_after_his_announcement() -> None:
    d = contract(N1, "C", "0 bid schnapser; " + ALL_PASS)
    run(d, "play CA C10 CU D10; 0 marriage C")  # 33 + 40
    assert result(d) == ("A", 6, "contract_won")
    assert len(d.tricks) == 1  # the King or Ober is not led
    assert state_json(d)["augen"] == {"A": 33, "B": 0}


def test_schnapser_announcement_before_any_trick_does_not_win() -> None:
    d = contract(N1, "C", "0 bid schnapser; " + ALL_PASS)
    run(d, "0 marriage C")
    assert d.phase is Phase.PLAY  # 40 but no trick yet
    run(d, "play CO C10")
    assert d.phase is Phase.PLAY
    run(d, "play CU D10")
    assert result(d) == ("B", 6, "contract_lost")  # seat 1's C10 took it


def test_schnapser_lost_after_three_tricks_without_66() -> None:
    d = contract(N1, "C", "0 bid schnapser; " + ALL_PASS)
    run(d, "play CA C10 CU D10 CK SU HU SK")  # 33 + 12
    assert d.phase is Phase.PLAY
    run(d, "play CO HO SO S10")  # + 19 = 64
    assert state_json(d)["augen"] == {"A": 64, "B": 0}
    assert result(d) == ("B", 6, "contract_lost")
    assert len(d.tricks) == 3


def test_schnapser_lost_when_anyone_else_takes_a_trick() -> None:
    d = contract(N1, "C", "0 bid schnapser; " + ALL_PASS)
    run(d, "play HK H10 HA SA")
    assert d.tricks[0].winner == 2  # even his partner's trick loses it
    assert result(d) == ("B", 6, "contract_lost")


def test_kontraschnapser_declarer_must_beat_the_rufers_lead() -> None:
    d = contract(N1, "C", SEAT1.format(c="kontraschnapser"))
    assert d.to_act == 0
    run(d, "play CA C10 CU D10")
    assert result(d) == ("A", 12, "contract_lost")


def test_kontraschnapser_won_after_his_announcement() -> None:
    d = contract(KS, "C", SEAT1.format(c="kontraschnapser"))
    run(d, "play HK HA H10 HU")  # 27
    assert d.tricks[0].winner == 1 and d.to_act == 1
    run(d, "1 marriage C")  # + 40 = 67
    assert result(d) == ("B", 12, "contract_won")


def test_kontraschnapser_won_after_the_third_trick() -> None:
    d = contract(KS, "C", SEAT1.format(c="kontraschnapser"))
    run(d, "play HK HA H10 HU CA S10 SO CU")  # 27 + 26 = 53
    assert d.phase is Phase.PLAY
    run(d, "play C10 SK DO DA")  # + 28 = 81
    assert result(d) == ("B", 12, "contract_won")
    assert len(d.tricks) == 3


# -- shown contracts ----------------------------------------------------------------------------


def test_shown_contract_done_when_the_auction_ends() -> None:
    farben = ["HA HK DA CU DU", "H10 HO D10 CA C10", "SA S10 SK SO SU", "HU DK DO CK CO"]
    d = run(deal(farben), "0 trump H; 0 bid normal; 1 pass; 2 bid farbengang; 3 pass")
    assert d.phase is Phase.AUCTION and d.to_act == 0
    run(d, "0 pass")
    assert d.phase is Phase.DONE
    assert result(d) == ("A", 18, "shown")
    assert seat_view(d, 1).open_hands[2] == tuple(cards("SA S10 SK SO SU"))


def test_bettler_won_although_the_playing_partner_takes_tricks() -> None:
    # partner_sits_out_without_trump off: seat 3 plays and takes tricks 3 and 4; the
    # declarer (seat 1) takes none, so the Bettler is won after the last trick.
    hands = ["HA H10 DA CA CO", "SU HU DU CU HO", "SK HK DK CK D10", "SA S10 SO DO C10"]
    d = decline(run(deal(hands, partner_sits_out_without_trump=False),
                    "0 trump H; " + SEAT1.format(c="bettler")))
    run(d, "play HU HK S10 H10 HA HO CK SO CO CU D10 C10 SA CA SU SK")
    assert [t.winner for t in d.tricks] == [0, 0, 3, 3]
    assert d.phase is Phase.PLAY
    run(d, "play DO DA DU DK")
    assert result(d) == ("B", 4, "contract_won")
    assert state_json(d)["augen"] == {"A": 67, "B": 53}  # the partner's cards count too
