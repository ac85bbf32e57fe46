"""docs/rules.md §1 (table and seats), §2 (cards) and §3 (the deal), with their options
`aufschlagen_pick`, `three_unter_redeal`, `trump_by_turn_up`, `auction_after_three`."""

from __future__ import annotations

import pytest

from bschnapsen_gui.engine.cards import DECK, TOTAL_AUGEN, Card, Rank, Suit
from bschnapsen_gui.engine.deal import Phase, team_of
from bschnapsen_gui.engine.errors import RuleId
from bschnapsen_gui.engine.events import TurnedUp
from bschnapsen_gui.engine.log import deck_from_hands, hands_from_deck, parse_log_data, state_json
from bschnapsen_gui.engine.match import Match
from bschnapsen_gui.engine.rules import RuleSet
from bschnapsen_gui.engine.view import seat_view

from .rulehelpers import cards, deal, legal, refused, run

# Dealer 3, Rufer 0.  First-round cards are the first three of each hand.
BASE = ["HA DK S10 CO HU", "H10 DA SK CU DU", "HK D10 SA C10 SU", "HO DO SO CA CK"]
# The Rufer (seat 0) holds three Unters in his first round.
UNTERS = ["HU DU SU HA CK", "H10 DA SK CU DO", "HK D10 SA C10 SO", "HO DK S10 CA CO"]
# Seat 2 holds all five spades.
FARBEN = ["HA HK DA CU DU", "H10 HO D10 CA C10", "SA S10 SK SO SU", "HU DK DO CK CO"]
# The Rufer (seat 0) holds all five hearts.
HERREN = ["HA H10 HK HO HU", "DA D10 DK SA S10", "DO DU SK CA C10", "SO SU CK CO CU"]
# The Rufer's only Ace is his first coming card (CA); seat 3's only Ace is a coming card.
ACE4 = ["HK DK S10 CA HU", "H10 DA SK CU DU", "HA D10 SA C10 SU", "HO DO SO CO CK"]


def rotated(hands: list[str], dealer: int) -> list[str]:
    """The hands moved so that hands[0] goes to the Rufer of ``dealer``."""
    rufer = (dealer + 1) % 4
    out = [""] * 4
    for i, h in enumerate(hands):
        out[(rufer + i) % 4] = h
    return out


# -- §1 table and seats -----------------------------------------------------------------


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_rufer_is_left_of_dealer_and_acts_first(dealer: int) -> None:
    d = deal(rotated(BASE, dealer), dealer=dealer)
    rufer = (dealer + 1) % 4
    assert d.rufer == rufer
    assert d.phase is Phase.TRUMP and d.to_act == rufer
    assert legal(d) == [f"{rufer} trump H", f"{rufer} trump D", f"{rufer} trump S",
                        f"{rufer} aufschlagen 0"]
    other = (rufer + 1) % 4
    assert refused(d, f"{other} trump H").rule is RuleId.NOT_YOUR_TURN


def test_teams_are_opposite_seats() -> None:
    assert [team_of(s) for s in range(4)] == [0, 1, 0, 1]


def test_precedence_order_rufer_left_partner_dealer() -> None:
    d = deal(rotated(BASE, 1), dealer=1)  # Rufer 2
    assert [d.precedence(s) for s in (2, 3, 0, 1)] == [0, 1, 2, 3]


def test_first_dealer_by_lot_is_reproducible() -> None:
    dealers = {Match(RuleSet(), seed).first_dealer for seed in range(60)}
    assert dealers == {0, 1, 2, 3}
    assert Match(RuleSet(), 17).first_dealer == Match(RuleSet(), 17).first_dealer
    assert Match(RuleSet(), 17, dealer=2).deal.dealer == 2


# -- §2 cards ---------------------------------------------------------------------------


def test_twenty_cards_and_their_augen() -> None:
    assert len(DECK) == 20 and len(set(DECK)) == 20
    assert TOTAL_AUGEN == 120
    assert [Card(Suit.H, r).augen for r in Rank] == [11, 10, 4, 3, 2]
    assert [str(c) for c in DECK[:5]] == ["HA", "H10", "HK", "HO", "HU"]


@pytest.mark.parametrize("text", ["HQ", "HJ", "hA", "H1", "X10", "", "HA "])
def test_bad_card_strings(text: str) -> None:
    with pytest.raises(ValueError):
        Card.parse(text)


# -- §3 the trump call ------------------------------------------------------------------


def test_rufer_sees_only_three_cards_before_the_trump_call() -> None:
    d = deal(BASE)
    for seat in range(4):
        assert len(seat_view(d, seat).hand) == 3
    assert seat_view(d, 0).hand == tuple(cards("HA DK S10"))


def test_trump_call_only_in_a_suit_of_the_first_three_cards() -> None:
    d = deal(BASE)
    # CO is among the Rufer's coming cards, not his first three.
    r = refused(d, "0 trump C")
    assert r.rule is RuleId.TRUMP_NOT_HELD
    run(d, "0 trump S")
    assert d.trump is Suit.S and d.phase is Phase.AUCTION and d.to_act == 0
    assert len(seat_view(d, 0).hand) == 5  # second round dealt after the call


def test_aufschlagen_turns_up_the_first_coming_card() -> None:
    d = deal(BASE)
    run(d, "0 aufschlagen 0")
    assert d.trump is Suit.C  # hands[0][3] = CO
    assert d.turned_up == Card.parse("CO")
    assert Card.parse("CO") in d.hands[0]  # he keeps it
    assert any(isinstance(e, TurnedUp) and not e.by_dealer for e in d.events)
    # everyone sees the turned-up card in the Rufer's hand
    for seat in (1, 2, 3):
        assert seat_view(d, seat).open_hands == {0: (Card.parse("CO"),)}
    assert state_json(d)["trump"] == "C"


def test_aufschlagen_second_card_needs_the_pick_option() -> None:
    d = deal(BASE)
    assert refused(d, "0 aufschlagen 1").rule is RuleId.AUFSCHLAGEN_PICK


def test_aufschlagen_pick_option() -> None:
    d = deal(BASE, aufschlagen_pick=True)
    assert legal(d)[-2:] == ["0 aufschlagen 0", "0 aufschlagen 1"]
    run(d, "0 aufschlagen 1")
    assert d.trump is Suit.H and d.turned_up == Card.parse("HU")  # hands[0][4]
    d = deal(BASE, aufschlagen_pick=True)
    run(d, "0 aufschlagen 0")
    assert d.trump is Suit.C


# -- §3.4 / §3.8 three-Unter redeal -----------------------------------------------------


def test_three_unter_redeal_offered_and_ends_the_deal() -> None:
    d = deal(UNTERS)
    assert legal(d) == ["0 trump H", "0 trump D", "0 trump S", "0 aufschlagen 0", "0 redeal"]
    run(d, "0 redeal")
    s = state_json(d)
    assert s["phase"] == "done" and s["legal"] == [] and s["to_act"] is None
    assert s["result"] == {"winner": None, "points": 0, "reason": "redeal", "redeal": True}
    assert s["trump"] is None and s["contract"] is None and s["declarer"] is None


def test_three_unter_redeal_option_off() -> None:
    d = deal(UNTERS, three_unter_redeal=False)
    assert "0 redeal" not in legal(d)
    assert refused(d, "0 redeal").rule is RuleId.REDEAL_RULE_OFF


def test_redeal_needs_three_unters_in_the_first_round() -> None:
    # HU is the Rufer's fifth card; his first three are no Unters.
    d = deal(BASE)
    assert refused(d, "0 redeal").rule is RuleId.REDEAL_NEEDS_THREE_UNTERS


def test_redeal_only_as_the_first_action() -> None:
    d = deal(UNTERS)
    run(d, "0 trump H")
    assert d.to_act == 0 and "0 redeal" not in legal(d)
    assert refused(d, "0 redeal").rule is RuleId.REDEAL_FIRST_ACTION


@pytest.mark.parametrize("hands", [UNTERS, BASE])
def test_a_redeal_asked_by_another_seat_does_not_tell_the_rufers_cards(hands: list[str]) -> None:
    """Whether the Rufer holds three Unters or not, another seat asking for a redeal at its
    turn is told the same: the refusal reads no other seat's cards (a client at a shared
    table could ask on purpose)."""
    d = deal(hands)
    run(d, "0 trump D; 0 bid normal")
    assert d.to_act == 1
    assert refused(d, "1 redeal").rule is RuleId.REDEAL_NEEDS_THREE_UNTERS


def test_three_unters_need_not_be_used() -> None:
    d = deal(UNTERS)
    run(d, "0 trump D; 0 bid normal")
    assert d.phase is Phase.AUCTION and d.to_act == 1


# -- §3.6 trump_by_turn_up --------------------------------------------------------------


def test_trump_by_turn_up_starts_in_the_auction() -> None:
    d = deal(BASE, trump_by_turn_up=True)
    assert d.phase is Phase.AUCTION and d.to_act == 0
    assert d.trump is Suit.S  # hands[dealer=3][2] = SO
    assert any(isinstance(e, TurnedUp) and e.by_dealer and e.seat == 3 for e in d.events)
    s = state_json(d)
    assert s["phase"] == "auction" and s["trump"] == "S"
    assert refused(d, "0 trump H").rule is RuleId.TRUMP_BY_TURN_UP
    assert refused(d, "0 aufschlagen 0").rule is RuleId.TRUMP_BY_TURN_UP


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_trump_by_turn_up_uses_the_dealers_third_card(dealer: int) -> None:
    hands = rotated(BASE, dealer)
    d = deal(hands, dealer=dealer, trump_by_turn_up=True)
    assert d.trump is Card.parse(hands[dealer].split()[2]).suit


def test_trump_by_turn_up_redeal_on_first_auction_turn() -> None:
    d = deal(UNTERS, trump_by_turn_up=True)  # dealer 3's third card S10: spades
    assert legal(d)[0] == "0 redeal"
    assert legal(d)[1] == "0 bid normal"
    run(d, "0 redeal")
    s = state_json(d)
    assert s["result"]["reason"] == "redeal"
    assert s["trump"] == "S"  # a redeal changes no other field
    assert s["contract"] is None


def test_trump_by_turn_up_redeal_closed_after_the_first_bid() -> None:
    d = deal(UNTERS, trump_by_turn_up=True)
    run(d, "0 bid normal; 1 bid gang; 2 pass; 3 pass")
    assert d.to_act == 0
    assert "0 redeal" not in legal(d)
    assert refused(d, "0 redeal").rule is RuleId.REDEAL_FIRST_ACTION


# -- §3.7 auction_after_three ----------------------------------------------------------


def test_auction_after_three_deals_the_second_round_after_the_auction() -> None:
    d = deal(BASE, auction_after_three=True)
    run(d, "0 trump H")
    assert d.phase is Phase.AUCTION
    assert all(len(seat_view(d, s).hand) == 3 for s in range(4))
    run(d, "0 bid normal; 1 pass; 2 pass; 3 pass")
    assert d.phase is Phase.DOUBLE
    assert all(len(seat_view(d, s).hand) == 5 for s in range(4))


@pytest.mark.parametrize("after_three", [False, True])
def test_auction_after_three_no_farbengang(after_three: bool) -> None:
    d = deal(FARBEN, auction_after_three=after_three)
    run(d, "0 trump H; 0 bid normal; 1 pass")
    assert ("2 bid farbengang" in legal(d)) is not after_three
    if after_three:
        assert refused(d, "2 bid farbengang").rule is RuleId.CONTRACT_NEEDS_CARDS


@pytest.mark.parametrize("after_three", [False, True])
def test_auction_after_three_no_herrenschnapser(after_three: bool) -> None:
    d = deal(HERREN, auction_after_three=after_three)
    run(d, "0 trump H")
    assert ("0 bid herrenschnapser" in legal(d)) is not after_three


@pytest.mark.parametrize("after_three", [False, True])
def test_auction_after_three_ass_bettler_checks_the_three_cards(after_three: bool) -> None:
    # Seat 3 (HO DO SO | CO CK) has no Ace at all; seat 1 (H10 DA SK) has DA in his
    # first round; the Rufer's only Ace CA is turned up by aufschlagen.
    d = deal(ACE4, ass_bettler=True, auction_after_three=after_three)
    run(d, "0 aufschlagen 0")
    assert d.trump is Suit.C
    assert ("0 bid ass_bettler" in legal(d)) is not after_three
    run(d, "0 bid normal")
    assert "1 bid ass_bettler" in legal(d)


def test_auction_after_three_ace_among_coming_cards_does_not_count() -> None:
    # Seat 1's only Ace (SA) is a coming card.
    hands = ["HA DK S10 CO HU", "H10 D10 SK SA DU", "HK DA CU C10 SU", "HO DO SO CA CK"]
    for after_three, offered in ((False, True), (True, False)):
        d = deal(hands, ass_bettler=True, auction_after_three=after_three)
        run(d, "0 trump H; 0 bid normal")
        assert ("1 bid ass_bettler" in legal(d)) is offered


# -- §3.2 / §3.5 dealing order, the log's `deck` ---------------------------------------


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_deck_dealing_order(dealer: int) -> None:
    deck = list(DECK)
    hands = hands_from_deck(deck, dealer)
    rufer = (dealer + 1) % 4
    for i in range(4):
        seat = (rufer + i) % 4
        assert list(hands[seat][:3]) == deck[3 * i : 3 * i + 3]
        assert list(hands[seat][3:]) == deck[12 + 2 * i : 14 + 2 * i]
    assert deck_from_hands(hands, dealer) == deck


def test_log_with_deck_equals_log_with_hands() -> None:
    hands = [h.split() for h in BASE]
    deck = [str(c) for c in deck_from_hands([cards(h) for h in BASE], 3)]
    actions = [{"seat": 0, "aufschlagen": 0}, {"seat": 0, "bid": "normal"}]
    base = {"format": "bauernschnapsen/deal-1", "dealer": 3, "actions": actions}
    a = parse_log_data({**base, "hands": hands}).replay()
    b = parse_log_data({**base, "deck": deck}).replay()
    assert state_json(a) == state_json(b)
    assert b.trump is Suit.C and b.to_act == 1


def test_trump_by_turn_up_card_is_seen_by_everyone() -> None:
    d = deal(BASE, trump_by_turn_up=True)
    so = Card.parse("SO")  # hands[3][2]
    for seat in (0, 1, 2):
        v = seat_view(d, seat)
        assert v.turned_up == so and v.open_hands == {3: (so,)}
    assert seat_view(d, 3).hand[2] == so


def test_trump_by_turn_up_rufer_still_no_farbengang() -> None:
    # The Rufer holds all five spades; the dealer turns up a heart.
    hands = ["SA S10 SK SO SU", "H10 HO D10 CA C10", "HA HK DA CU DU", "DK DO HU CK CO"]
    d = deal(hands, trump_by_turn_up=True)
    assert d.trump is Suit.H
    assert not any("farbengang" in a or "herrenschnapser" in a for a in legal(d))
    assert refused(d, "0 bid farbengang").rule is RuleId.ANNOUNCER


@pytest.mark.parametrize(
    "hands, dealer",
    [
        (["HA DK S10 CO HU", "H10 DA SK CU DU", "HK D10 SA C10 SU", "HO DO SO CA HA"], 3),
        (["HA DK S10 CO", "H10 DA SK CU DU", "HK D10 SA C10 SU", "HO DO SO CA CK HU"], 3),
        (BASE, 4),
    ],
    ids=["card twice", "not five each", "bad dealer"],
)
def test_a_deal_is_four_hands_of_the_twenty_cards(hands: list[str], dealer: int) -> None:
    from bschnapsen_gui.engine.deal import Deal, DealError

    with pytest.raises(DealError):
        Deal(RuleSet(), dealer, [cards(h) for h in hands])
