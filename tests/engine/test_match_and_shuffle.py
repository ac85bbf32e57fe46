"""The match record and the seeded shuffle: "deal number N" must be the same deck forever."""

from __future__ import annotations

import json
import random

import pytest

from bschnapsen_gui.engine.cards import DECK
from bschnapsen_gui.engine.deal import Deal
from bschnapsen_gui.engine.log import LogError, deck_from_hands
from bschnapsen_gui.engine.match import Match
from bschnapsen_gui.engine.rules import RuleSet
from bschnapsen_gui.engine.shuffle import SplitMix64, first_dealer, shuffled_deck


def test_shuffle_is_pinned() -> None:
    # If this changes, every saved "deal number N" in bug reports deals different cards.
    assert " ".join(map(str, shuffled_deck(1, 0))) == (
        "D10 SU HA DU SA DA CK DO CU HK S10 C10 HO CO SK SO DK H10 HU CA"
    )
    assert " ".join(map(str, shuffled_deck(2026, 17))) == (
        "DU DK H10 CK CO HU SK SA HO SO CU SU HK DO HA C10 D10 DA CA S10"
    )
    assert (first_dealer(1), first_dealer(2026)) == (0, 2)
    assert SplitMix64(0).next() == 0xE220A8397B1DCDAF  # the reference value of SplitMix64


def test_shuffles_are_permutations_and_vary() -> None:
    decks = {tuple(shuffled_deck(5, n)) for n in range(200)}
    assert len(decks) == 200
    for d in decks:
        assert sorted(d) == list(DECK)
    # every card reaches every position over many deals
    positions = {(c, i) for d in decks for i, c in enumerate(d)}
    assert len(positions) == 400


def finish_randomly(deal: Deal, rng: random.Random) -> None:
    while not deal.finished:
        deal.apply(rng.choice(deal.legal_actions()))


def test_match_deals_from_its_seed_and_rotates_the_dealer() -> None:
    m = Match(RuleSet(), seed=1)
    assert m.deal.dealer == first_dealer(1)
    assert deck_from_hands(m.deal.dealt, m.deal.dealer) == shuffled_deck(1, 0)
    rng = random.Random(2)
    dealers = []
    for _ in range(30):
        dealers.append(m.deal.dealer)
        finish_randomly(m.deal, rng)
        redeal = m.deal.result is not None and m.deal.result.redeal
        prev = m.deal.dealer
        m.next_deal()
        assert m.deal.dealer == (prev if redeal else (prev + 1) % 4)
    # every deal of the record replays from its log and its shuffle number
    for r in m.records:
        assert deck_from_hands(r.log.hands, r.log.dealer) == shuffled_deck(1, r.number)
        assert r.replay().result == r.result


def test_bummerl_points_marks_and_history() -> None:
    m = Match(RuleSet(), seed=9)
    rng = random.Random(4)
    for _ in range(120):
        before = m.points
        finish_randomly(m.deal, rng)
        res = m.deal.result
        assert res is not None
        m.next_deal()
        if m.bummerl_over:
            closed = m.bummerl[m.records[-1].bummerl]
            assert closed.winner == res.winner
            assert closed.points[closed.winner] >= 24
            assert closed.marks == (2 if closed.points[1 - closed.winner] == 0 else 1)
            assert m.points == (0, 0)
        elif res.winner is not None:
            expect = list(before)
            expect[res.winner] += res.points
            assert list(m.points) == expect
    total = [0, 0]
    for b in m.bummerl:
        if b.winner is not None:
            total[1 - b.winner] += b.marks
    assert list(m.bummerl_marks) == total


def test_count_down_and_target_12() -> None:
    m = Match(RuleSet(count_down=True, target_points=12), seed=3)
    assert m.display_points(0) == 12
    m.current_bummerl.points[0] = 5
    assert m.display_points(0) == 7 and m.points == (5, 0)


def test_rules_change_applies_from_the_next_deal() -> None:
    m = Match(RuleSet(), seed=3)
    m.set_rules(RuleSet(bettler=False))
    assert m.deal.rules == RuleSet()
    finish_randomly(m.deal, random.Random(1))
    m.next_deal()
    assert m.deal.rules == RuleSet(bettler=False)


def test_match_save_and_load_round_trip() -> None:
    m = Match(RuleSet(herzrunde=True), seed=77)
    rng = random.Random(8)
    for i in range(40):
        finish_randomly(m.deal, rng)
        m.next_deal()
        if i == 20:
            m.deal.apply(m.deal.legal_actions()[0])
            m.start_new_bummerl()
    m.deal.apply(m.deal.legal_actions()[0])  # a deal in progress is saved too
    text = m.dumps()
    again = Match.from_json(json.loads(text))
    assert again.dumps() == text
    assert again.points == m.points and again.bummerl_marks == m.bummerl_marks
    assert [b.abandoned for b in again.bummerl] == [b.abandoned for b in m.bummerl]
    assert again.deal.history == m.deal.history


@pytest.mark.parametrize(
    "mangle",
    [
        lambda d: d.update(format="other"),
        lambda d: d.pop("seed"),
        lambda d: d.update(first_dealer=7),
        lambda d: d["deals"].append({"number": 1, "bummerl": 0, "log": {"format": "x"}}),
        lambda d: d.update(current={"number": 0, "bummerl": 0, "log": None}),
        lambda d: d.update(rules={"nope": 1}),
    ],
)
def test_broken_match_files_are_refused_cleanly(mangle) -> None:  # type: ignore[no-untyped-def]
    m = Match(RuleSet(), seed=1)
    finish_randomly(m.deal, random.Random(1))
    m.next_deal()
    data = json.loads(m.dumps())
    mangle(data)
    with pytest.raises(LogError):
        Match.from_json(data)


@pytest.mark.parametrize("where", ["deals", "current"])
def test_an_impossible_bummerl_number_is_refused_before_any_work(
        where: str, monkeypatch: pytest.MonkeyPatch) -> None:
    m = Match(RuleSet(), seed=1)
    finish_randomly(m.deal, random.Random(1))
    m.next_deal()
    data = json.loads(m.dumps())
    entry = data["deals"][0] if where == "deals" else data["current"]
    entry["bummerl"] = 10_000_000  # defect 7: 46 s and 1.9 GB building Bummerl records

    def no_work(self: Match, k: object, rules: object) -> None:
        raise AssertionError("a deal was read before the numbers were checked")

    monkeypatch.setattr(Match, "_into_bummerl", no_work)
    with pytest.raises(LogError, match="Bummerl"):
        Match.from_json(data)


def test_a_deal_number_beyond_the_cap_is_refused() -> None:
    from bschnapsen_gui.engine.match import MAX_DEAL_NUMBER

    m = Match(RuleSet(), seed=1)
    data = json.loads(m.dumps())
    data["current"]["number"] = MAX_DEAL_NUMBER + 1
    with pytest.raises(LogError, match="deal number"):
        Match.from_json(data)


def test_bummerl_given_up_one_after_another_still_load() -> None:
    m = Match(RuleSet(), seed=3)
    rng = random.Random(3)
    for _ in range(3):
        m.start_new_bummerl()  # nothing played yet: no Bummerl is given up
        m.deal.apply(m.deal.legal_actions()[0])
        m.start_new_bummerl()
        finish_randomly(m.deal, rng)
        m.next_deal()
        m.start_new_bummerl()
    m.deal.apply(m.deal.legal_actions()[0])
    text = m.dumps()
    again = Match.from_json(json.loads(text))
    assert again.dumps() == text and len(again.bummerl) == len(m.bummerl)
