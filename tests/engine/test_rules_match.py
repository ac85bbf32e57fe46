"""docs/rules.md §11: the Bummerl and the match (engine.match.Match) — first to the target,
one, two or (Retourschneider) four Bummerl, no carry-over, dealer rotation, redeal, options
`target_points`, `count_down` and `retourschneider`, reproducible shuffles."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from bschnapsen_gui.engine.cards import DECK
from bschnapsen_gui.engine.deal import Deal, team_of
from bschnapsen_gui.engine.events import Reason
from bschnapsen_gui.engine.match import Match
from bschnapsen_gui.engine.rules import RuleSet
from bschnapsen_gui.engine.shuffle import shuffled_deck

from .rulehelpers import deal, decline, rules, run

FILLERS = ["HA HK DA CU DU", "H10 HO D10 CA C10", "HU DK DO CK CO"]


def farbengang(dealer: int, seat: int, **options: Any) -> Deal:
    """A finished deal: ``seat`` (not the Rufer) shows all five spades: 18 for his team."""
    rufer = (dealer + 1) % 4
    assert seat != rufer
    hands = [""] * 4
    hands[seat] = "SA S10 SK SO SU"
    fill = iter(FILLERS)
    for s in range(4):
        if s != seat:
            hands[s] = next(fill)
    d = deal(hands, dealer=dealer, **options)
    run(d, f"{rufer} trump H; {rufer} bid normal")
    for i in (1, 2, 3):
        s = (rufer + i) % 4
        run(d, f"{s} bid farbengang" if s == seat else f"{s} pass")
    run(d, f"{rufer} pass")
    assert d.finished and d.result is not None and d.result.points == 18
    return d


def herrenschnapser(dealer: int, **options: Any) -> Deal:
    """A finished deal: the Rufer shows all five trumps: 24 for his team."""
    rufer = (dealer + 1) % 4
    hands = [""] * 4
    for i, h in enumerate(["HA H10 HK HO HU", "DA D10 DK SA S10", "DO DU SK CA C10",
                           "SO SU CK CO CU"]):
        hands[(rufer + i) % 4] = h
    d = deal(hands, dealer=dealer, **options)
    run(d, f"{rufer} trump H; {rufer} bid herrenschnapser")
    for i in (1, 2, 3):
        run(d, f"{(rufer + i) % 4} pass")
    assert d.result is not None and d.result.points == 24
    return d


def redeal(dealer: int) -> Deal:
    rufer = (dealer + 1) % 4
    hands = [""] * 4
    for i, h in enumerate(["HU DU SU HA CK", "H10 DA SK CU DO", "HK D10 SA C10 SO",
                           "HO DK S10 CA CO"]):
        hands[(rufer + i) % 4] = h
    return run(deal(hands, dealer=dealer), f"{rufer} redeal")


def seat_of_team(m: Match, team: int) -> int:
    """A seat of ``team`` that is not the Rufer of the match's current deal."""
    rufer = (m.deal.dealer + 1) % 4
    return next(s for s in range(4) if team_of(s) == team and s != rufer)


def score_18(m: Match, team: int) -> None:
    m.next_deal_from(farbengang(m.deal.dealer, seat_of_team(m, team), **m.rules.to_json()))


def finish_by_first_legal(d: Deal) -> None:
    while not d.finished:
        d.apply(d.legal_actions()[0])


# -- the Bummerl --------------------------------------------------------------------------


def test_first_to_24_wins_the_bummerl_no_carry_over() -> None:
    m = Match(RuleSet(), seed=1, dealer=0)
    score_18(m, 0)
    score_18(m, 1)
    assert m.points == (18, 18) and not m.current_bummerl.finished
    score_18(m, 0)  # 36: A wins; the 12 above 24 are not carried over
    assert m.bummerl_over
    done = m.finished_bummerl
    assert len(done) == 1 and done[0].winner == 0 and done[0].marks == 1
    assert done[0].points == [36, 18]
    assert m.bummerl_marks == (0, 1)
    assert m.points == (0, 0) and m.current_bummerl.points == [0, 0]


def test_loser_at_zero_gets_two_bummerl() -> None:
    m = Match(RuleSet(), seed=1, dealer=0)
    score_18(m, 1)
    score_18(m, 1)
    b = m.finished_bummerl[0]
    assert (b.winner, b.marks) == (1, 2)
    assert m.bummerl_marks == (2, 0)


def test_24_point_contract_ends_the_bummerl_at_once() -> None:
    m = Match(RuleSet(), seed=1, dealer=3)  # Rufer 0: team A
    m.next_deal_from(herrenschnapser(3))
    assert m.bummerl_over
    b = m.finished_bummerl[0]
    assert (b.winner, b.marks, b.points) == (0, 2, [24, 0])


def test_kontrabauernschnapser_ends_the_bummerl_at_once() -> None:
    hands = ["HA H10 DA SA CA", "HK D10 S10 C10 DU", "HO DK SK CK SU", "HU DO SO CO CU"]
    d = run(deal(hands), "0 trump H; 0 bid normal; 1 bid kontrabauernschnapser; 2 pass; "
                         "3 pass; 0 pass")
    run(decline(d), "play HA HK HO HU")
    m = Match(RuleSet(), seed=1, dealer=3)
    m.next_deal_from(d)
    assert m.bummerl_over and m.finished_bummerl[0].winner == 0


@pytest.mark.parametrize("target, closes", [(24, False), (12, True)])
def test_target_points(target: int, closes: bool) -> None:
    m = Match(rules(target_points=target), seed=1, dealer=0)
    score_18(m, 0)
    assert m.bummerl_over is closes
    if closes:
        b = m.finished_bummerl[0]
        assert (b.winner, b.marks, b.target) == (0, 2, 12)
    else:
        assert m.points == (18, 0)


def scored(m: Match, team: int, points: int) -> None:
    """Record a finished deal (a shown Farbengang of ``team``) written as ``points`` Punkte:
    the Bummerl arithmetic below needs exact sums that no single contract gives."""
    d = farbengang(m.deal.dealer, seat_of_team(m, team), **m.rules.to_json())
    assert d.result is not None
    d.result = dataclasses.replace(d.result, points=points)
    m.next_deal_from(d)


@pytest.mark.parametrize(
    "target, on, before, marks",
    [
        (24, True, [(0, 23)], 4),  # A led 23 : 0, B wins: a Retourschneider
        (24, False, [(0, 23)], 1),  # the option off: one Bummerl
        (12, True, [(0, 11)], 4),  # with 12 the lead is 11 : 0
        (12, False, [(0, 11)], 1),
        (24, True, [(0, 20), (0, 3)], 4),  # reached in two deals
        (24, True, [(1, 1), (0, 23)], 1),  # B had 1 Punkt: 23 : 1 is no Retourschneider
        (24, True, [(0, 22)], 1),  # 22 : 0 is not the lead either
    ],
)
def test_retourschneider(target: int, on: bool, before: list[tuple[int, int]], marks: int) -> None:
    m = Match(rules(target_points=target, retourschneider=on), seed=1, dealer=0)
    for team, points in before:
        scored(m, team, points)
    assert not m.bummerl_over
    scored(m, 1, target)  # B wins the Bummerl in one go
    b = m.finished_bummerl[0]
    assert (b.winner, b.marks) == (1, marks)
    assert m.bummerl_marks == (marks, 0)


def test_retourschneider_leader_who_wins_gives_schneider() -> None:
    m = Match(rules(retourschneider=True), seed=1, dealer=0)
    scored(m, 0, 23)
    scored(m, 0, 1)
    b = m.finished_bummerl[0]
    assert (b.winner, b.marks) == (0, 2)  # B still at 0: the ordinary Schneider


@pytest.mark.parametrize("count_down", [False, True])
def test_count_down_is_display_only(count_down: bool) -> None:
    m = Match(rules(count_down=count_down), seed=1, dealer=0)
    score_18(m, 1)
    assert m.points == (0, 18)  # the Punkte are the same
    shown = (m.display_points(0), m.display_points(1))
    assert shown == ((24, 6) if count_down else (0, 18))
    score_18(m, 1)
    assert m.bummerl_over and m.finished_bummerl[0].winner == 1


def test_count_down_with_target_12() -> None:
    m = Match(rules(count_down=True, target_points=12), seed=1, dealer=0)
    assert (m.display_points(0), m.display_points(1)) == (12, 12)


def test_new_bummerl_keeps_the_rotation() -> None:
    m = Match(RuleSet(), seed=1, dealer=1)
    score_18(m, 0)
    score_18(m, 0)
    assert m.bummerl_over and m.deal.dealer == 3  # 1 -> 2 -> 3


def test_match_record_keeps_every_deal() -> None:
    m = Match(RuleSet(), seed=1, dealer=0)
    score_18(m, 0)
    m.next_deal_from(redeal(m.deal.dealer))
    score_18(m, 1)
    assert [r.dealer for r in m.records] == [0, 1, 1]
    assert [r.result.reason for r in m.records] == [Reason.SHOWN, Reason.REDEAL, Reason.SHOWN]
    assert [r.result.winner for r in m.records] == [0, None, 1]
    assert m.records[0].replay().result == m.records[0].result
    assert m.points == (18, 18)  # the redeal wrote nothing


# -- dealing ---------------------------------------------------------------------------------


@pytest.mark.parametrize("first", [0, 1, 2, 3])
def test_rufer_deals_next(first: int) -> None:
    m = Match(RuleSet(), seed=7, dealer=first)
    dealers = [m.deal.dealer]
    for _ in range(5):
        d = m.deal
        assert d.rufer == (d.dealer + 1) % 4
        finish_by_first_legal(d)
        redealt = d.result is not None and d.result.redeal
        nxt = m.next_deal()
        assert nxt.dealer == (d.dealer if redealt else d.rufer)
        dealers.append(nxt.dealer)
    assert dealers[0] == first


def test_same_dealer_after_a_redeal() -> None:
    m = Match(RuleSet(), seed=1, dealer=2)
    m.next_deal_from(redeal(2))
    assert m.deal.dealer == 2


def test_shuffles_are_reproducible() -> None:
    assert shuffled_deck(42, 3) == shuffled_deck(42, 3)
    assert sorted(shuffled_deck(42, 3)) == list(DECK)
    assert shuffled_deck(42, 3) != shuffled_deck(42, 4)
    assert shuffled_deck(42, 3) != shuffled_deck(43, 3)
    a, b = Match(RuleSet(), seed=42, dealer=0), Match(RuleSet(), seed=42, dealer=0)
    for _ in range(3):
        assert a.deal.dealt == b.deal.dealt
        finish_by_first_legal(a.deal)
        finish_by_first_legal(b.deal)
        a.next_deal()
        b.next_deal()
    assert Match(RuleSet(), seed=43, dealer=0).deal.dealt != Match(RuleSet(), seed=42, dealer=0).deal.dealt
