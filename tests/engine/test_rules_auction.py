"""docs/rules.md §4: the auction (Ansagen), with option `rufer_may_pass`."""

from __future__ import annotations

from typing import Any

import pytest

from bschnapsen_gui.engine.contracts import Contract
from bschnapsen_gui.engine.deal import Deal, Phase
from bschnapsen_gui.engine.errors import RuleId
from bschnapsen_gui.engine.events import AuctionWon, Bid
from bschnapsen_gui.engine.log import state_json

from .rulehelpers import deal, legal, refused, run

# Dealer 3, Rufer 0 (precedence 0, 1, 2, 3 = seats 0, 1, 2, 3).  Nobody holds five of a
# suit, so no shown contract is possible.
BASE = ["HA DK S10 CO HU", "H10 DA SK CU DU", "HK D10 SA C10 SU", "HO DO SO CA CK"]
PLAY_22 = (
    "play HA H10 HK HO DK DA D10 DO SK SA SO S10 C10 CA CO CU CK HU DU SU"
)


def auction(script: str = "", **options: Any) -> Deal:
    d = deal(BASE, **options)
    return run(d, "0 trump H; " + script)


# -- §4.1 the Rufer speaks first and may not pass on his first turn ---------------------


def test_rufer_opens_and_may_not_pass() -> None:
    d = auction()
    assert d.to_act == 0
    assert legal(d) == [
        "0 bid normal", "0 bid bettler", "0 bid schnapser", "0 bid gang",
        "0 bid zehnergang", "0 bid bauernschnapser",
    ]
    assert refused(d, "0 pass").rule is RuleId.RUFER_MUST_ANNOUNCE


def test_rufer_may_pass_later() -> None:
    d = auction("0 bid normal; 1 pass; 2 pass; 3 bid gang")
    assert d.to_act == 0 and legal(d)[0] == "0 pass"
    run(d, "0 pass")
    assert d.contract is Contract.GANG and d.declarer == 3


def test_rufer_may_pass_option_allows_a_first_pass() -> None:
    d = auction(rufer_may_pass=True)
    assert legal(d)[:2] == ["0 pass", "0 bid normal"]
    run(d, "0 pass")
    assert d.to_act == 1
    # Only the Rufer may announce the normal game; the others are not offered it.
    assert "1 bid normal" not in legal(d)
    assert refused(d, "1 bid normal").rule is RuleId.ANNOUNCER


def test_rufer_may_pass_all_four_pass_rufer_plays_normal() -> None:
    d = auction("0 pass; 1 pass; 2 pass; 3 pass", rufer_may_pass=True)
    assert d.contract is Contract.NORMAL and d.declarer == 0
    assert d.phase is Phase.DOUBLE and d.to_act == 1  # the Rufer's team is declaring
    won = [e for e in d.events if isinstance(e, AuctionWon)]
    assert won == [AuctionWon(0, Contract.NORMAL, True)]
    s = state_json(d)
    assert (s["contract"], s["declarer"], s["result"]) == ("normal", 0, None)
    # played out like any normal game (the cards of example 22)
    run(d, "1 double no; 3 double no; " + PLAY_22)
    s = state_json(d)
    assert s["result"] == {"winner": "A", "points": 1, "reason": "last_trick", "redeal": False}
    assert s["contract"] == "normal" and s["declarer"] == 0


def test_rufer_may_pass_then_one_bid_wins_after_three_passes() -> None:
    d = auction("0 pass; 1 pass; 2 pass; 3 bid bettler", rufer_may_pass=True)
    assert d.contract is Contract.BETTLER and d.declarer == 3
    assert d.phase is Phase.DOUBLE


def test_without_rufer_may_pass_four_passes_cannot_happen() -> None:
    d = auction("0 bid normal; 1 pass; 2 pass")
    assert d.to_act == 3
    run(d, "3 pass")
    assert d.contract is Contract.NORMAL and d.declarer == 0
    assert not [e for e in d.events if isinstance(e, AuctionWon)][0].all_passed


# -- §4.2 clockwise; a passed player is out ---------------------------------------------


def test_auction_goes_clockwise_and_skips_passed_players() -> None:
    d = auction("0 bid normal; 1 pass; 2 bid bettler; 3 pass; 0 bid gang")
    assert d.to_act == 2  # seats 1 and 3 passed
    assert refused(d, "1 bid zehnergang").rule is RuleId.NOT_YOUR_TURN
    assert refused(d, "3 pass").rule is RuleId.NOT_YOUR_TURN
    run(d, "2 bid zehnergang")
    assert d.to_act == 0


# -- §4.3 / §4.4 precedence and takeover ------------------------------------------------


def test_rufer_takes_over_the_dealers_gang_example_003() -> None:
    d = auction("0 bid normal; 1 pass; 2 pass; 3 bid gang")
    assert legal(d) == ["0 pass", "0 bid gang", "0 bid zehnergang", "0 bid bauernschnapser"]
    run(d, "0 bid gang")
    assert [e for e in d.events if isinstance(e, Bid)][-1].takeover
    # The dealer (lowest precedence) must now go higher; the same contract is too low.
    assert d.to_act == 3
    assert legal(d) == ["3 pass", "3 bid zehnergang", "3 bid kontraschnapser", "3 bid kontrabauernschnapser"]
    r = refused(d, "3 bid gang")
    assert r.rule is RuleId.BID_TOO_LOW and r.details["highest"] == "gang"
    run(d, "3 pass")
    # He plays his last announced contract.
    assert d.contract is Contract.GANG and d.declarer == 0


def test_player_without_precedence_must_go_higher() -> None:
    d = auction("0 bid normal; 1 bid gang")
    # The Rufer's partner (precedence 2) may not take over from seat 1 (precedence 1).
    assert "2 bid gang" not in legal(d)
    assert refused(d, "2 bid gang").rule is RuleId.BID_TOO_LOW
    assert refused(d, "2 bid bettler").rule is RuleId.BID_TOO_LOW
    assert legal(d) == ["2 pass", "2 bid zehnergang", "2 bid bauernschnapser"]


def test_partner_takes_over_from_the_dealer() -> None:
    d = auction("0 bid normal; 1 pass; 2 bid bettler; 3 bid gang; 0 pass")
    assert d.to_act == 2
    assert "2 bid gang" in legal(d)  # precedence 2 before the dealer's 3
    run(d, "2 bid gang")
    assert d.to_act == 3
    assert "3 bid gang" not in legal(d)
    run(d, "3 pass")
    assert d.contract is Contract.GANG and d.declarer == 2


def test_left_neighbour_takes_over_from_partner_and_dealer() -> None:
    d = auction("0 bid normal; 1 bid bettler; 2 bid gang")
    assert "3 bid gang" not in legal(d)
    run(d, "3 pass; 0 pass")
    assert d.to_act == 1 and "1 bid gang" in legal(d)


def test_same_seat_cannot_repeat_its_own_contract() -> None:
    d = auction("0 bid normal; 1 bid bettler; 2 pass; 3 pass; 0 bid gang; 1 bid zehnergang")
    assert d.to_act == 0
    run(d, "0 bid zehnergang")  # takeover by precedence
    assert d.to_act == 1
    assert "1 bid zehnergang" not in legal(d)


# -- §4.5 the end of the auction --------------------------------------------------------


@pytest.mark.parametrize(
    "script, declarer, contract",
    [
        ("0 bid normal; 1 pass; 2 pass; 3 pass", 0, Contract.NORMAL),
        ("0 bid normal; 1 bid gang; 2 pass; 3 pass; 0 pass", 1, Contract.GANG),
        ("0 bid normal; 1 bid bettler; 2 pass; 3 pass; 0 bid gang; 1 pass", 0, Contract.GANG),
        ("0 bid normal; 1 pass; 2 bid schnapser; 3 pass; 0 pass", 2, Contract.SCHNAPSER),
    ],
)
def test_auction_ends_when_three_have_passed(script: str, declarer: int, contract: Contract) -> None:
    d = auction(script)
    assert d.phase is Phase.DOUBLE
    assert (d.declarer, d.contract) == (declarer, contract)
    s = state_json(d)
    assert s["contract"] == str(contract) and s["declarer"] == declarer


def test_auction_not_over_with_two_passes() -> None:
    d = auction("0 bid normal; 1 pass; 2 bid gang; 3 pass")
    assert d.phase is Phase.AUCTION and d.to_act == 0
    assert state_json(d)["contract"] is None and state_json(d)["declarer"] is None
